//! Every hasher and permutation by name, on field-agnostic [`U256`] values:
//! the one entry point the CLI and the bindings use (they only convert
//! strings/bytes and map errors).

use super::{circom, plonky2, starknet};
use crate::encode::U256;
use crate::error::Error;
use crate::field::{Bn254Fr, Goldilocks, PrimeField, Stark252};
use alloc::string::ToString;
use alloc::vec::Vec;

/// What a registry entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Hashes a list of inputs to one or more outputs.
    Hasher,
    /// Permutes a state; the width is the state's length.
    Permutation,
}

/// Description of a registry entry (what `zkhashes list` prints).
#[derive(Clone, Copy, Debug)]
pub struct Info {
    /// The name, `<family>-<ecosystem>`.
    pub name: &'static str,
    /// Hasher or permutation.
    pub kind: Kind,
    /// The field's name.
    pub field: &'static str,
    /// Accepted input counts (hashers) or widths (permutations).
    pub widths: &'static str,
    /// One line.
    pub description: &'static str,
    /// Bytes of the field's canonical encoding (for fixed-width output).
    pub num_bytes: usize,
}

/// Options of [`hash`]; each hasher says which it accepts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HashOptions {
    /// circom `initState` (the capacity element), default 0.
    pub init_state: Option<U256>,
    /// circom `nOuts`: how many state elements to return, default 1.
    pub outputs: Option<usize>,
}

type HashFn = fn(&[U256], &HashOptions) -> Result<Vec<U256>, Error>;
type PermuteFn = fn(&[U256]) -> Result<Vec<U256>, Error>;

enum Run {
    Hash(HashFn),
    Permute(PermuteFn),
}

struct Entry {
    info: Info,
    run: Run,
}

static ENTRIES: &[Entry] = &[
    Entry {
        info: Info {
            name: "poseidon-circom",
            kind: Kind::Hasher,
            field: "bn254",
            widths: "1..16 inputs",
            description:
                "circom/circomlibjs Poseidon hash (options: --init-state, --outputs as PoseidonEx)",
            num_bytes: 32,
        },
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
        },
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
        },
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
        },
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
        },
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
        },
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
        },
        run: Run::Permute(stark252_permute),
    },
    Entry {
        info: Info {
            name: "plonky2-hash-no-pad",
            kind: Kind::Hasher,
            field: "goldilocks",
            widths: "0 or more inputs",
            description: "plonky2 PoseidonHash::hash_no_pad (overwrite sponge, rate 8, 4 outputs)",
            num_bytes: 8,
        },
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
        },
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
        },
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
        },
        run: Run::Permute(plonky2_permute),
    },
];

/// All entries, hashers and permutations.
pub fn list() -> impl Iterator<Item = &'static Info> {
    ENTRIES.iter().map(|e| &e.info)
}

/// The entry `name` of kind `kind`.
pub fn find(name: &str, kind: Kind) -> Result<&'static Info, Error> {
    entry(name, kind).map(|e| &e.info)
}

fn entry(name: &str, kind: Kind) -> Result<&'static Entry, Error> {
    ENTRIES
        .iter()
        .find(|e| e.info.name == name && e.info.kind == kind)
        .ok_or_else(|| Error::UnknownName(name.to_string()))
}

/// Hashes `inputs` (canonical integers) with the hasher `name`.
pub fn hash(name: &str, inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    match entry(name, Kind::Hasher)?.run {
        Run::Hash(f) => f(inputs, options),
        Run::Permute(_) => Err(Error::UnknownName(name.to_string())),
    }
}

/// Applies the permutation `name` to `state` (canonical integers; width = length).
pub fn permute(name: &str, state: &[U256]) -> Result<Vec<U256>, Error> {
    match entry(name, Kind::Permutation)?.run {
        Run::Permute(f) => f(state),
        Run::Hash(_) => Err(Error::UnknownName(name.to_string())),
    }
}

/// Converts canonical integers to field elements, naming the first offender.
pub fn to_field<F: PrimeField>(values: &[U256]) -> Result<Vec<F>, Error> {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| F::from_u256(v).map_err(|e| e.at(i)))
        .collect()
}

fn from_field<F: PrimeField>(values: &[F]) -> Vec<U256> {
    values.iter().map(PrimeField::to_u256).collect()
}

fn circom_hash(inputs: &[U256], options: &HashOptions) -> Result<Vec<U256>, Error> {
    let init = match &options.init_state {
        Some(v) => Bn254Fr::from_u256(v).map_err(|_| {
            Error::InvalidOption("the initial state is not a canonical field element (>= p)")
        })?,
        None => Bn254Fr::default(),
    };
    let inputs = to_field::<Bn254Fr>(inputs)?;
    let out = circom::hash_ex(&inputs, init, options.outputs.unwrap_or(1))?;
    Ok(from_field(&out))
}

fn circom_permute(state: &[U256]) -> Result<Vec<U256>, Error> {
    let mut state = to_field::<Bn254Fr>(state)?;
    circom::permute(&mut state)?;
    Ok(from_field(&state))
}

fn no_options(options: &HashOptions) -> Result<(), Error> {
    if options.init_state.is_some() || options.outputs.is_some() {
        return Err(Error::InvalidOption(
            "this hasher takes no --init-state or --outputs",
        ));
    }
    Ok(())
}

fn exactly<F: PrimeField>(inputs: &[U256], n: usize) -> Result<Vec<F>, Error> {
    if inputs.len() != n {
        return Err(Error::WrongArity {
            min: n,
            max: n,
            got: inputs.len(),
        });
    }
    to_field::<F>(inputs)
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

fn plonky2_permute(state: &[U256]) -> Result<Vec<U256>, Error> {
    let mut x: [Goldilocks; plonky2::WIDTH] = exactly::<Goldilocks>(state, plonky2::WIDTH)?
        .try_into()
        .map_err(|_| Error::InvalidParameters("width"))?;
    plonky2::permute(&mut x);
    Ok(from_field(&x))
}
