//! Registry entries over Pallas' base field: Zcash Orchard's Poseidon
//! (`poseidon-zcash`) and Mina's (`poseidon-mina`, `poseidon-mina-legacy`,
//! and their `-with-prefix` hashers), each a hasher and a permutation. Not
//! in the wasm32 build's root set (see [`PASTA`]).

use super::entry::{from_field, no_options, state3, to_field, Entry, HashOptions, Kind, Run};
use crate::encode::U256;
use crate::error::Error;
use crate::field::Pallas;
use crate::instances::mina::{self, Version};
use crate::instances::zcash;
use crate::permutation::Permutation;
use alloc::vec::Vec;

/// The Pallas entries ([`PASTA`](super::PASTA)). Not in the wasm32 build's
/// [`ALL`](super::ALL): the npm package's root module is at its size limit,
/// and Zcash's generate their constants at run time (Grain, sparse and
/// recurrence forms), code the other instances there do not link; the npm
/// entry `zkhashes/pasta` carries them.
pub(super) static PASTA: &[Entry] = &[
    entry(
        "poseidon-zcash",
        Kind::Hasher,
        "1 or more inputs",
        "Zcash Orchard Poseidon: halo2_poseidon Hash<P128Pow5T3, ConstantLength<L>> (rate 2, L in the capacity)",
        Run::Hash(|x, o| {
            no_options(o)?;
            Ok(from_field(&[zcash::hash(&to_field::<Pallas>(x)?)?]))
        }),
    ),
    entry(
        "poseidon-zcash",
        Kind::Permutation,
        "3",
        "Zcash Orchard P128Pow5T3 permutation over Pallas, x^5, R_F 8, R_P 56 (Grain constants)",
        Run::Permute(|s| Ok(from_field(&zcash::permutation().permute(state3::<Pallas>(s)?)))),
    ),
    entry(
        "poseidon-mina",
        Kind::Hasher,
        "0 or more inputs",
        "Mina Poseidon.hash (o1js, Kimchi): x^7, 55 full rounds, rate 2, zero-padded, cell 0",
        Run::Hash(|x, o| mina_hash(Version::Kimchi, x, o)),
    ),
    entry(
        "poseidon-mina-with-prefix",
        Kind::Hasher,
        "1 or more inputs (the prefix first)",
        "Mina hashWithPrefix (o1js, Kimchi): the first input is the prefix as an element (its bytes, little-endian), absorbed alone, then the rest",
        Run::Hash(|x, o| mina_prefixed(Version::Kimchi, x, o)),
    ),
    entry(
        "poseidon-mina",
        Kind::Permutation,
        "3",
        "Mina's Kimchi permutation over Pallas: x^7, 55 full rounds (S-box, matrix, constants)",
        Run::Permute(|s| mina_permute(Version::Kimchi, s)),
    ),
    entry(
        "poseidon-mina-legacy",
        Kind::Hasher,
        "0 or more inputs",
        "Mina PoseidonLegacy.hash (o1js, pre-Berkeley): x^5, 63 full rounds, rate 2, cell 0",
        Run::Hash(|x, o| mina_hash(Version::Legacy, x, o)),
    ),
    entry(
        "poseidon-mina-legacy-with-prefix",
        Kind::Hasher,
        "1 or more inputs (the prefix first)",
        "Mina legacy hashWithPrefix (o1js HashLegacy): the first input is the prefix as an element, absorbed alone, then the rest",
        Run::Hash(|x, o| mina_prefixed(Version::Legacy, x, o)),
    ),
    entry(
        "poseidon-mina-legacy",
        Kind::Permutation,
        "3",
        "Mina's legacy permutation over Pallas: x^5, a row of constants, 63 full rounds",
        Run::Permute(|s| mina_permute(Version::Legacy, s)),
    ),
];

/// An entry over Pallas (32-byte elements, no byte mode, no batch mode of
/// its own).
const fn entry(
    name: &'static str,
    kind: Kind,
    widths: &'static str,
    description: &'static str,
    run: Run,
) -> Entry {
    Entry::wide(name, kind, "pallas", widths, description, run)
}

/// Mina's `hash` for `version`.
fn mina_hash(version: Version, x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(o)?;
    Ok(from_field(&[mina::hash(version, &to_field::<Pallas>(x)?)]))
}

/// Mina's `hashWithPrefix` for `version`, the prefix as the first input.
fn mina_prefixed(version: Version, x: &[U256], o: &HashOptions) -> Result<Vec<U256>, Error> {
    no_options(o)?;
    let x = to_field::<Pallas>(x)?;
    let Some((prefix, rest)) = x.split_first() else {
        return Err(Error::WrongArity {
            min: 1,
            max: usize::MAX,
            got: 0,
        });
    };
    Ok(from_field(&[mina::hash_with_prefix_element(
        version, *prefix, rest,
    )]))
}

/// Mina's permutation for `version`.
fn mina_permute(version: Version, s: &[U256]) -> Result<Vec<U256>, Error> {
    Ok(from_field(
        &mina::permutation(version).permute(state3::<Pallas>(s)?),
    ))
}
