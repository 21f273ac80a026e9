//! Registry entries of Stwo's Merkle hashers ([`crate::instances::stwo`], stwo 2.3.0): the leaf
//! hashers `blake2s-m31-stwo` (`Blake2sM31MerkleHasher`: a row of M31 values to eight M31
//! words) and `poseidon252-stwo` (`Poseidon252MerkleHasher`: a row to one Stark-field
//! element), and `blake2s-m31-stwo-merge`, the node of two such digests. The tree itself is
//! [`crate::merkle::stwo`]. Plain `Blake2sMerkleHasher` digests are 32-bit words, not field
//! elements, so they are reached through the Rust API only.
//!
//! On wasm32 only in `WAVE_2026` (npm `zkhashes/wave-2026`): the root module is at its size limit.

use super::entry::{exactly, from_field, no_options, Entry, HashOptions, Info, Kind, Run};
use crate::encode::U256;
use crate::error::Error;
use crate::field::{Mersenne31, PrimeField};
use crate::instances::stwo::{Blake2sM31, LiftedHasher, Poseidon252};
use alloc::vec::Vec;

/// The row's values below 2³¹ − 1, as `u32`s ([`Error::NonCanonical`] at the first that is
/// not).
pub(crate) fn row(inputs: &[U256]) -> Result<Vec<u32>, Error> {
    inputs
        .iter()
        .enumerate()
        .map(|(i, v)| {
            Mersenne31::from_u256(v)
                .map(|_| v[0] as u32)
                .map_err(|e| e.at(i))
        })
        .collect()
}

/// A digest's eight little-endian words as integers.
pub(crate) fn words(d: &[u8; 32]) -> Vec<U256> {
    d.chunks_exact(4)
        .map(|w| {
            [
                u64::from(u32::from_le_bytes([w[0], w[1], w[2], w[3]])),
                0,
                0,
                0,
            ]
        })
        .collect()
}

fn blake2s_m31_leaf(inputs: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(o)?;
    Ok(words(&Blake2sM31::leaf(&row(inputs)?)))
}

fn blake2s_m31_merge(inputs: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(o)?;
    exactly::<Mersenne31>(inputs, 16)?;
    let v = row(inputs)?;
    Ok(words(&Blake2sM31::node(&digest(&v[..8]), &digest(&v[8..]))))
}

/// Eight words as a digest's bytes, little-endian.
pub(crate) fn digest(w: &[u32]) -> [u8; 32] {
    let mut d = [0u8; 32];
    for (o, x) in d.chunks_exact_mut(4).zip(w) {
        o.copy_from_slice(&x.to_le_bytes());
    }
    d
}

fn poseidon252_leaf(inputs: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(o)?;
    Ok(from_field(&[Poseidon252::leaf(&row(inputs)?)]))
}

const fn info(
    name: &'static str,
    widths: &'static str,
    description: &'static str,
    output_field: Option<&'static str>,
) -> Info {
    Info {
        name,
        kind: Kind::Hasher,
        field: "mersenne31",
        widths,
        description,
        num_bytes: if output_field.is_some() { 32 } else { 4 },
        output_field,
        bytes: false,
    }
}

/// The entries over Mersenne-31 with Mersenne-31 outputs.
pub(super) static SMALL: &[Entry] = &[
    Entry {
        info: info(
            "blake2s-m31-stwo",
            "0 or more inputs",
            "Stwo Blake2sM31MerkleHasher leaf (stwo 2.3.0): BLAKE2s-256 of the row's u32 LE words, each output word mod 2^31-1; 8 outputs",
            None,
        ),
        bytes: None,
        rows: None,
        run: Run::Hash(blake2s_m31_leaf),
    },
    Entry {
        info: info(
            "blake2s-m31-stwo-merge",
            "16 inputs (two digests of 8)",
            "Stwo Blake2sM31MerkleHasher hash_children: BLAKE2s-256 of left || right, words mod 2^31-1; 8 outputs",
            None,
        ),
        bytes: None,
        rows: None,
        run: Run::Hash(blake2s_m31_merge),
    },
];

/// The entry with a Stark-field output.
pub(super) static WIDE: &[Entry] = &[
    Entry {
        info: info(
            "poseidon252-stwo",
            "0 or more inputs",
            "Stwo Poseidon252MerkleHasher leaf (stwo 2.3.0): 8 M31 to a felt252 (length padding), Starknet poseidon_hash_many; one Stark-field output",
            Some("stark252"),
        ),
        bytes: None,
        rows: None,
        run: Run::Hash(poseidon252_leaf),
    },
];
