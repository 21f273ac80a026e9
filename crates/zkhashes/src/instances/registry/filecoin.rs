//! Registry entries over BLS12-381's scalar field: Filecoin's Poseidon
//! (neptune), the Merkle-tree hasher `poseidon-filecoin`, the
//! `poseidon-filecoin-constant-length` hasher and the permutation. Not in
//! the wasm32 build's root set (see [`FILECOIN`]).

use super::entry::{from_field, no_options, to_field, Entry, HashOptions, Kind, Run};
use crate::encode::U256;
use crate::error::Error;
use crate::field::Bls12381Fr as F;
use crate::instances::filecoin;
use alloc::vec::Vec;

/// The Filecoin entries. Like Zcash's they generate their constants at
/// first use (Grain, sparse and recurrence forms); on wasm32 they sit with
/// the Pallas entries in [`PASTA`](super::PASTA) (the npm entry
/// `zkhashes/pasta`), not in the root module.
pub(super) static FILECOIN: &[Entry] = &[
    entry(
        "poseidon-filecoin",
        Kind::Hasher,
        "2, 4, 8, 11 or 16 inputs (the arity)",
        "Filecoin Poseidon (neptune): Merkle-tree hash of arity inputs, tag 2^arity - 1 in cell 0, the hash is cell 1",
        Run::Hash(|x, o| {
            no_options(o)?;
            Ok(from_field(&[filecoin::hash(&to_field::<F>(x)?)?]))
        }),
    ),
    entry(
        "poseidon-filecoin-constant-length",
        Kind::Hasher,
        "1 to arity inputs; --width arity + 1 (3, 5, 9, 12 or 17)",
        "Filecoin Poseidon (neptune) HashType::ConstantLength(L): tag L * 2^64, the L inputs zero-padded to the arity; needs --width",
        Run::HashSized(constant_length),
    ),
    entry(
        "poseidon-filecoin",
        Kind::Permutation,
        "3, 5, 9, 12, 17",
        "Filecoin's Poseidon permutation over BLS12-381 Fr (neptune): x^5, R_F 8, R_P 55..59, Grain constants, Cauchy matrix 1/(i + j + t)",
        Run::Permute(|s| {
            let mut state = to_field::<F>(s)?;
            filecoin::permute(&mut state)?;
            Ok(from_field(&state))
        }),
    ),
];

/// An entry over BLS12-381 Fr (32-byte elements, no byte or batch mode).
const fn entry(
    name: &'static str,
    kind: Kind,
    widths: &'static str,
    description: &'static str,
    run: Run,
) -> Entry {
    Entry::wide(name, kind, "bls12-381", widths, description, run)
}

/// `poseidon-filecoin-constant-length` at `--width` (required: neptune's
/// users pick the arity, and the hash depends on it).
fn constant_length(x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(o)?;
    let Some(width) = o.width else {
        return Err(Error::InvalidOption(
            "poseidon-filecoin-constant-length needs --width: the arity + 1 (3, 5, 9, 12 or 17)",
        ));
    };
    let arity = width.checked_sub(1).ok_or(Error::WrongWidth {
        widths: &filecoin::WIDTHS,
        got: width,
    })?;
    Ok(from_field(&[filecoin::hash_constant_length(
        arity,
        &to_field::<F>(x)?,
    )?]))
}
