//! Registry entries over Pallas' base field: Zcash Orchard's Poseidon
//! (`poseidon-zcash`) and Mina's (`poseidon-mina`, `poseidon-mina-legacy`),
//! each a hasher and a permutation. Not in the wasm32 build's root set (see
//! [`PASTA`]).

use super::entry::{exactly, from_field, no_options, to_field, Entry, Info, Kind, Run};
use crate::error::Error;
use crate::field::Pallas;
use crate::instances::mina::{self, Version};
use crate::instances::zcash;
use crate::permutation::Permutation;

/// The Pallas entries ([`PASTA`](super::PASTA)). Not in the wasm32 build's
/// [`ALL`](super::ALL): the npm package's root module is at its size limit,
/// and Zcash's generate their constants at run time (Grain, sparse and
/// recurrence forms), code the other instances there do not link; the npm
/// entry `zkhashes/pasta` carries them.
pub(super) static PASTA: &[Entry] = &[
    Entry {
        info: Info {
            name: "poseidon-zcash",
            kind: Kind::Hasher,
            field: "pallas",
            widths: "1 or more inputs",
            description: "Zcash Orchard Poseidon: halo2_poseidon Hash<P128Pow5T3, ConstantLength<L>> (rate 2, L in the capacity)",
            num_bytes: 32,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Hash(|x, o| {
            no_options(o)?;
            Ok(from_field(&[zcash::hash(&to_field::<Pallas>(x)?)?]))
        }),
    },
    Entry {
        info: Info {
            name: "poseidon-zcash",
            kind: Kind::Permutation,
            field: "pallas",
            widths: "3",
            description: "Zcash Orchard P128Pow5T3 permutation over Pallas, x^5, R_F 8, R_P 56 (Grain constants)",
            num_bytes: 32,
            bytes: false,
        },
        bytes: None,
        rows: None,
        run: Run::Permute(|s| {
            let x = width3(s)?;
            Ok(from_field(&zcash::permutation().permute(x)))
        }),
    },
    mina_hasher!(
        "poseidon-mina",
        Version::Kimchi,
        "Mina Poseidon.hash (o1js, Kimchi): x^7, 55 full rounds, rate 2, zero-padded, cell 0"
    ),
    mina_prefixed!(
        "poseidon-mina-with-prefix",
        Version::Kimchi,
        "Mina hashWithPrefix (o1js, Kimchi): the first input is the prefix as an element (its bytes, little-endian), absorbed alone, then the rest"
    ),
    mina_permutation!(
        "poseidon-mina",
        Version::Kimchi,
        "Mina's Kimchi permutation over Pallas: x^7, 55 full rounds (S-box, matrix, constants)"
    ),
    mina_hasher!(
        "poseidon-mina-legacy",
        Version::Legacy,
        "Mina PoseidonLegacy.hash (o1js, pre-Berkeley): x^5, 63 full rounds, rate 2, cell 0"
    ),
    mina_prefixed!(
        "poseidon-mina-legacy-with-prefix",
        Version::Legacy,
        "Mina legacy hashWithPrefix (o1js HashLegacy): the first input is the prefix as an element, absorbed alone, then the rest"
    ),
    mina_permutation!(
        "poseidon-mina-legacy",
        Version::Legacy,
        "Mina's legacy permutation over Pallas: x^5, a row of constants, 63 full rounds"
    ),
];

/// The registry entry of Mina's hash `version`.
macro_rules! mina_hasher {
    ($name:literal, $version:expr, $description:literal) => {
        Entry {
            info: Info {
                name: $name,
                kind: Kind::Hasher,
                field: "pallas",
                widths: "0 or more inputs",
                description: $description,
                num_bytes: 32,
                bytes: false,
            },
            bytes: None,
            rows: None,
            run: Run::Hash(|x, o| {
                no_options(o)?;
                Ok(from_field(&[mina::hash($version, &to_field::<Pallas>(x)?)]))
            }),
        }
    };
}
use mina_hasher;

/// The registry entry of Mina's `hashWithPrefix` for `version`, the prefix
/// as the first input.
macro_rules! mina_prefixed {
    ($name:literal, $version:expr, $description:literal) => {
        Entry {
            info: Info {
                name: $name,
                kind: Kind::Hasher,
                field: "pallas",
                widths: "1 or more inputs (the prefix first)",
                description: $description,
                num_bytes: 32,
                bytes: false,
            },
            bytes: None,
            rows: None,
            run: Run::Hash(|x, o| {
                no_options(o)?;
                let x = to_field::<Pallas>(x)?;
                let Some((prefix, rest)) = x.split_first() else {
                    return Err(Error::WrongArity {
                        min: 1,
                        max: usize::MAX,
                        got: 0,
                    });
                };
                let h = mina::hash_with_prefix_element($version, *prefix, rest);
                Ok(from_field(&[h]))
            }),
        }
    };
}
use mina_prefixed;

/// The registry entry of Mina's permutation `version`.
macro_rules! mina_permutation {
    ($name:literal, $version:expr, $description:literal) => {
        Entry {
            info: Info {
                name: $name,
                kind: Kind::Permutation,
                field: "pallas",
                widths: "3",
                description: $description,
                num_bytes: 32,
                bytes: false,
            },
            bytes: None,
            rows: None,
            run: Run::Permute(|s| {
                let x = width3(s)?;
                Ok(from_field(&mina::permutation($version).permute(x)))
            }),
        }
    };
}
use mina_permutation;

/// A state of width 3 over Pallas, or the typed error.
fn width3(s: &[crate::encode::U256]) -> Result<[Pallas; 3], Error> {
    if s.len() != 3 {
        return Err(Error::WrongWidth {
            widths: &[3],
            got: s.len(),
        });
    }
    Ok(exactly::<Pallas>(s, 3)?
        .try_into()
        .expect("`exactly` checked the length"))
}
