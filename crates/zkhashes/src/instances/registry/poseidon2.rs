//! Registry entries of Poseidon2: the permutation `poseidon2-horizen` over
//! BN254 (t = 3), Goldilocks (t = 8, 12, 16, 20) and BabyBear (t = 16, 24),
//! the width chosen by the state's length; the hasher
//! `poseidon2-openzeppelin` (BN254); Noir's hasher `poseidon2-noir` and
//! its permutation `poseidon2-barretenberg` (BN254, t = 4); RISC Zero's
//! hasher and permutation `poseidon2-risc0` (BabyBear, t = 24).

use super::entry::{
    batch_mode, from_field, no_options, permute_array, to_field, Entry, HashOptions, Info, Kind,
    Run,
};
#[cfg(not(target_arch = "wasm32"))]
use super::rows::wide_blocks;
use crate::encode::U256;
use crate::error::Error;
use crate::field::{BabyBear, Bn254Fr};
use crate::instances::noir;
use crate::instances::poseidon2_horizen as horizen;
use crate::instances::poseidon2_openzeppelin as openzeppelin;
use crate::instances::risc0;
use alloc::vec::Vec;

/// Most outputs `poseidon2-openzeppelin` squeezes in one call.
const MAX_OUTPUTS: usize = 1024;

/// The outputs `poseidon2-openzeppelin` squeezes (`--outputs`, default 1).
fn openzeppelin_outputs(options: &HashOptions) -> Result<usize, Error> {
    if options.init_state.is_some() {
        return Err(Error::InvalidOption("this hasher takes no --init-state"));
    }
    let n = options.outputs.unwrap_or(1);
    if !(1..=MAX_OUTPUTS).contains(&n) {
        return Err(Error::InvalidOption("--outputs must be between 1 and 1024"));
    }
    Ok(n)
}

fn openzeppelin_hash(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    let n = openzeppelin_outputs(options)?;
    let x = to_field::<Bn254Fr>(inputs)?;
    Ok(from_field(&openzeppelin::hash_many(&x, n)))
}

/// The batch mode of `poseidon2-openzeppelin` ([`openzeppelin::hash_batch`]).
#[cfg(not(target_arch = "wasm32"))]
fn openzeppelin_rows(
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<U256>, (usize, Error)> {
    let m = openzeppelin_outputs(options).map_err(|e| (0, e))?;
    wide_blocks::<Bn254Fr>(inputs, per_hash, rows, m, |x, out| {
        openzeppelin::hash_batch(x, per_hash, m, out)
    })
}

fn noir_hash(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    Ok(from_field(&[noir::hash(&to_field::<Bn254Fr>(inputs)?)]))
}

/// The batch mode of `poseidon2-noir` ([`noir::hash_batch`]).
#[cfg(not(target_arch = "wasm32"))]
fn noir_rows(
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<U256>, (usize, Error)> {
    no_options(options).map_err(|e| (0, e))?;
    wide_blocks::<Bn254Fr>(inputs, per_hash, rows, 1, |x, out| {
        noir::hash_batch(x, per_hash, out)
    })
}

fn widths(got: usize, widths: &'static [usize]) -> Error {
    Error::WrongWidth { widths, got }
}

const fn entry(
    field: &'static str,
    widths: &'static str,
    num_bytes: usize,
    run: super::entry::PermuteFn,
) -> Entry {
    Entry {
        info: Info {
            name: "poseidon2-horizen",
            kind: Kind::Permutation,
            field,
            widths,
            description: "Poseidon2, HorizenLabs reference instances (crate zkhash)",
            num_bytes,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(run),
    }
}

/// The 256-bit fields' entries: OpenZeppelin's sponge, HorizenLabs' BN254
/// instance.
pub(super) static WIDE: &[Entry] = &[
    Entry {
        info: Info {
            name: "poseidon2-openzeppelin",
            kind: Kind::Hasher,
            field: "bn254",
            widths: "0 or more inputs",
            description: "OpenZeppelin openzeppelin-crypto Poseidon2 sponge (capacity 1; --outputs N squeezes N)",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: batch_mode!(wide openzeppelin_rows),
        run: Run::Hash(openzeppelin_hash),
    },
    entry("bn254", "3", 32, |s| match s.len() {
        3 => permute_array(horizen::bn254_t3(), s),
        n => Err(widths(n, &[3])),
    }),
    Entry {
        info: Info {
            name: "poseidon2-noir",
            kind: Kind::Hasher,
            field: "bn254",
            widths: "0 or more inputs",
            description: "Noir std::hash::poseidon2 / Barretenberg Poseidon2::hash (rate 3, length in the capacity)",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: batch_mode!(wide noir_rows),
        run: Run::Hash(noir_hash),
    },
    Entry {
        info: Info {
            name: "poseidon2-barretenberg",
            kind: Kind::Permutation,
            field: "bn254",
            widths: "4",
            description: "Poseidon2, Barretenberg's BN254 instance (Noir's poseidon2_permutation black box)",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(|s| match s.len() {
            4 => permute_array(noir::permutation(), s),
            n => Err(widths(n, &[4])),
        }),
    },
];

/// The small fields' entries: HorizenLabs' Goldilocks and BabyBear instances,
/// RISC Zero's hash and permutation (BabyBear).
pub(super) static SMALL: &[Entry] = &[
    entry("goldilocks", "8, 12, 16, 20", 8, |s| match s.len() {
        8 => permute_array(horizen::goldilocks_t8(), s),
        12 => permute_array(horizen::goldilocks_t12(), s),
        16 => permute_array(horizen::goldilocks_t16(), s),
        20 => permute_array(horizen::goldilocks_t20(), s),
        n => Err(widths(n, &[8, 12, 16, 20])),
    }),
    entry("babybear", "16, 24", 4, |s| match s.len() {
        16 => permute_array(horizen::babybear_t16(), s),
        24 => permute_array(horizen::babybear_t24(), s),
        n => Err(widths(n, &[16, 24])),
    }),
    Entry {
        info: Info {
            name: "poseidon2-risc0",
            kind: Kind::Hasher,
            field: "babybear",
            widths: "0 or more inputs",
            description: "RISC Zero Poseidon2 hash_elem_slice (risc0-zkp unpadded_hash: rate 16, overwrite, 8-element digest); hash_pair is the 16-input hash",
            num_bytes: 4,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Hash(|x, o| {
            no_options(o)?;
            Ok(from_field(&risc0::hash(&to_field::<BabyBear>(x)?)))
        }),
    },
    Entry {
        info: Info {
            name: "poseidon2-risc0",
            kind: Kind::Permutation,
            field: "babybear",
            widths: "24",
            description: "RISC Zero's Poseidon2 permutation (risc0-zkp poseidon2_mix): HorizenLabs' BabyBear t = 24",
            num_bytes: 4,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(|s| match s.len() {
            24 => permute_array(risc0::permutation(), s),
            n => Err(widths(n, &[24])),
        }),
    },
];
