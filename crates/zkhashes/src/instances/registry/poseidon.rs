//! Registry entries of the Poseidon family: circom (BN254), Starknet and the
//! StarkWare widths (Stark field), plonky2 and Polygon zkEVM (Goldilocks).

use super::entry::{
    batch_mode, exactly, from_field, no_options, to_field, Entry, HashOptions, Info, Kind, Run,
};
#[cfg(not(target_arch = "wasm32"))]
use super::rows::{arity, plain_rows, wide_blocks};
use crate::encode::U256;
use crate::error::Error;
use crate::field::{Bn254Fr, Goldilocks, PrimeField, Stark252};
use crate::instances::{circom, plonky2, polygon, starknet};
use alloc::vec::Vec;

/// The 256-bit fields' entries: circom (BN254), Starknet and StarkWare's
/// widths (Stark field).
pub(super) static WIDE: &[Entry] = &[
    Entry {
        info: Info {
            name: "poseidon-circom",
            kind: Kind::Hasher,
            field: "bn254",
            widths: "1..16 inputs",
            description:
                "circom/circomlibjs Poseidon hash (options: --init-state, --outputs as PoseidonEx)",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: batch_mode!(wide circom_rows),
        run: Run::Hash(circom_hash),
    },
    Entry {
        info: Info {
            name: "poseidon-circom",
            kind: Kind::Permutation,
            field: "bn254",
            widths: "2..17",
            description: "circom Poseidon permutation, x^5, R_F 8, R_P by width",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(circom_permute),
    },
    Entry {
        info: Info {
            name: "starknet-hash",
            kind: Kind::Hasher,
            field: "stark252",
            widths: "2 inputs",
            description: "Starknet poseidon_hash(x, y) = hades([x, y, 2])[0]",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: batch_mode!(wide starknet_rows),
        run: Run::Hash(starknet_hash),
    },
    Entry {
        info: Info {
            name: "starknet-hash-single",
            kind: Kind::Hasher,
            field: "stark252",
            widths: "1 input",
            description: "Starknet poseidon_hash_single(x) = hades([x, 0, 1])[0]",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: batch_mode!(wide starknet_single_rows),
        run: Run::Hash(starknet_hash_single),
    },
    Entry {
        info: Info {
            name: "starknet-hash-many",
            kind: Kind::Hasher,
            field: "stark252",
            widths: "0 or more inputs",
            description:
                "Starknet poseidon_hash_many / Cairo 1 poseidon_hash_span (pad 1, then 0 to even)",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: batch_mode!(wide starknet_many_rows),
        run: Run::Hash(starknet_hash_many),
    },
    Entry {
        info: Info {
            name: "poseidon-starknet",
            kind: Kind::Permutation,
            field: "stark252",
            widths: "3",
            description: "Starknet Hades permutation, x^3, R_F 8, R_P 83",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(starknet_permute),
    },
    Entry {
        info: Info {
            name: "poseidon-stark252",
            kind: Kind::Permutation,
            field: "stark252",
            widths: "3, 4, 5, 9",
            description:
                "StarkWare hash-challenge Hades permutations (R_P 84; width 3 is Starknet's)",
            num_bytes: 32,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(stark252_permute),
    },
];

/// The small fields' entries: plonky2 and Polygon zkEVM (Goldilocks).
pub(super) static SMALL: &[Entry] = &[
    Entry {
        info: Info {
            name: "plonky2-hash-no-pad",
            kind: Kind::Hasher,
            field: "goldilocks",
            widths: "0 or more inputs",
            description: "plonky2 PoseidonHash::hash_no_pad (overwrite sponge, rate 8, 4 outputs)",
            num_bytes: 8,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: batch_mode!(|w, k, n, o| plain_rows::<Goldilocks, _, 12, 4>(
            plonky2::permutation(),
            &plonky2::NO_PAD,
            None,
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(plonky2_hash_no_pad),
    },
    Entry {
        info: Info {
            name: "plonky2-hash-pad",
            kind: Kind::Hasher,
            field: "goldilocks",
            widths: "0 or more inputs",
            description: "plonky2 PoseidonHash::hash_pad (pad10*1, then hash_no_pad)",
            num_bytes: 8,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Hash(plonky2_hash_pad),
    },
    Entry {
        info: Info {
            name: "plonky2-two-to-one",
            kind: Kind::Hasher,
            field: "goldilocks",
            widths: "8 inputs (left 4, right 4)",
            description: "plonky2 PoseidonHash::two_to_one (permute [l, r, 0, 0, 0, 0])",
            num_bytes: 8,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: batch_mode!(|w, k, n, o| plain_rows::<Goldilocks, _, 12, 4>(
            plonky2::permutation(),
            &plonky2::NO_PAD,
            Some(8),
            w,
            k,
            n,
            o
        )),
        run: Run::Hash(plonky2_two_to_one),
    },
    Entry {
        info: Info {
            name: "poseidon-plonky2",
            kind: Kind::Permutation,
            field: "goldilocks",
            widths: "12",
            description: "plonky2 Poseidon permutation, x^7, R_F 8, R_P 22",
            num_bytes: 8,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(plonky2_permute),
    },
    Entry {
        info: Info {
            name: "poseidon-polygon",
            kind: Kind::Hasher,
            field: "goldilocks",
            widths: "8 inputs, or 12 (8 inputs, 4 capacity)",
            description: "Polygon zkEVM poseidon(inputs, capacity) (pil-stark, zkevm-prover): plonky2's permutation, 4 outputs",
            num_bytes: 8,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Hash(polygon_hash),
    },
    Entry {
        info: Info {
            name: "polygon-linear-hash",
            kind: Kind::Hasher,
            field: "goldilocks",
            widths: "0 or more inputs",
            description: "Polygon pil-stark LinearHash (up to 4 elements zero-padded as they are; else blocks of 8, capacity = last output)",
            num_bytes: 8,
            output_field: None,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Hash(polygon_linear_hash),
    },
];

/// circom's `initState` option (default 0).
fn circom_init(options: &HashOptions) -> Result<Bn254Fr, Error> {
    match &options.init_state {
        Some(v) => Bn254Fr::from_u256(v).map_err(|_| {
            Error::InvalidOption("the initial state is not a canonical field element (>= p)")
        }),
        None => Ok(Bn254Fr::default()),
    }
}

fn circom_hash(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    let init = circom_init(options)?;
    let inputs = to_field::<Bn254Fr>(inputs)?;
    let out = circom::hash_ex(&inputs, init, options.outputs.unwrap_or(1))?;
    Ok(from_field(&out))
}

/// The batch mode of `poseidon-circom` ([`circom::hash_batch`]).
#[cfg(not(target_arch = "wasm32"))]
fn circom_rows(
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<U256>, (usize, Error)> {
    let init = circom_init(options).map_err(|e| (0, e))?;
    let m = options.outputs.unwrap_or(1);
    // The shape and options first (what every block would refuse).
    circom::hash_batch(&[], per_hash, init, m, &mut []).map_err(|e| (0, e))?;
    wide_blocks::<Bn254Fr>(inputs, per_hash, rows, m, |x, out| {
        circom::hash_batch(x, per_hash, init, m, out).expect("shape checked above");
    })
}

/// The batch modes of `starknet-hash`, `-single` and `-many`
/// ([`starknet::hash_batch`] and the others).
#[cfg(not(target_arch = "wasm32"))]
fn starknet_rows_with(
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
    hash: impl Fn(&[Stark252], &mut [Stark252]),
) -> Result<Vec<U256>, (usize, Error)> {
    no_options(options).map_err(|e| (0, e))?;
    wide_blocks::<Stark252>(inputs, per_hash, rows, 1, hash)
}

#[cfg(not(target_arch = "wasm32"))]
fn starknet_rows(
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<U256>, (usize, Error)> {
    arity(per_hash, 2)?;
    starknet_rows_with(inputs, per_hash, rows, options, starknet::hash_batch)
}

#[cfg(not(target_arch = "wasm32"))]
fn starknet_single_rows(
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<U256>, (usize, Error)> {
    arity(per_hash, 1)?;
    starknet_rows_with(inputs, per_hash, rows, options, starknet::hash_single_batch)
}

#[cfg(not(target_arch = "wasm32"))]
fn starknet_many_rows(
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<U256>, (usize, Error)> {
    starknet_rows_with(inputs, per_hash, rows, options, |x, out| {
        starknet::hash_many_batch(x, per_hash, out)
    })
}

fn circom_permute(state: &[U256]) -> Result<Vec<U256>, Error> {
    let mut state = to_field::<Bn254Fr>(state)?;
    circom::permute(&mut state)?;
    Ok(from_field(&state))
}

fn starknet_hash(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    let x = exactly::<Stark252>(inputs, 2)?;
    Ok(from_field(&[starknet::hash(x[0], x[1])]))
}

fn starknet_hash_single(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    let x = exactly::<Stark252>(inputs, 1)?;
    Ok(from_field(&[starknet::hash_single(x[0])]))
}

fn starknet_hash_many(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    let x = to_field::<Stark252>(inputs)?;
    Ok(from_field(&[starknet::hash_many(&x)]))
}

fn starknet_permute(state: &[U256]) -> Result<Vec<U256>, Error> {
    if state.len() != 3 {
        return Err(Error::WrongArity {
            min: 3,
            max: 3,
            got: state.len(),
        });
    }
    stark252_permute(state)
}

fn stark252_permute(state: &[U256]) -> Result<Vec<U256>, Error> {
    let mut state = to_field::<Stark252>(state)?;
    starknet::permute(&mut state)?;
    Ok(from_field(&state))
}

fn plonky2_hash_no_pad(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    let x = to_field::<Goldilocks>(inputs)?;
    Ok(from_field(&plonky2::hash_no_pad(&x)))
}

fn plonky2_hash_pad(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    let x = to_field::<Goldilocks>(inputs)?;
    Ok(from_field(&plonky2::hash_pad(&x)))
}

fn plonky2_two_to_one(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    let x = exactly::<Goldilocks>(inputs, 2 * plonky2::DIGEST)?;
    Ok(from_field(&plonky2::two_to_one_slice(&x)?))
}

fn polygon_hash(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    let n = inputs.len();
    if n != plonky2::RATE && n != plonky2::WIDTH {
        return Err(Error::WrongArity {
            min: plonky2::RATE,
            max: plonky2::WIDTH,
            got: n,
        });
    }
    let x = to_field::<Goldilocks>(inputs)?;
    let rate: [Goldilocks; plonky2::RATE] = x[..plonky2::RATE].try_into().expect("8 inputs");
    let mut capacity = [Goldilocks::default(); plonky2::DIGEST];
    if n == plonky2::WIDTH {
        capacity.copy_from_slice(&x[plonky2::RATE..]);
    }
    Ok(from_field(&polygon::hash(&rate, &capacity)))
}

fn polygon_linear_hash(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(options)?;
    Ok(from_field(&polygon::linear_hash(&to_field::<Goldilocks>(
        inputs,
    )?)))
}

fn plonky2_permute(state: &[U256]) -> Result<Vec<U256>, Error> {
    let mut x: [Goldilocks; plonky2::WIDTH] = exactly::<Goldilocks>(state, plonky2::WIDTH)?
        .try_into()
        .map_err(|_| Error::InvalidParameters("width"))?;
    plonky2::permute(&mut x);
    Ok(from_field(&x))
}
