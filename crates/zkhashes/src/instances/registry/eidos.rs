//! Registry entries of Miden's Eidos (miden-crypto 0.36): `hash_elements` (and, with
//! `--bytes`, `hash`) and `merge`.

use super::entry::{exactly, from_field, no_options, to_field, Entry, Info, Kind, Run};
use crate::field::Goldilocks as F;
use crate::instances::eidos::{self, DIGEST};

const fn info(
    name: &'static str,
    widths: &'static str,
    description: &'static str,
    bytes: bool,
) -> Info {
    Info {
        name,
        kind: Kind::Hasher,
        field: "goldilocks",
        widths,
        description,
        num_bytes: 8,
        bytes,
    }
}

pub(super) static ENTRIES: &[Entry] = &[
    Entry {
        info: info(
            "eidos-miden-hash-elements",
            "0 or more inputs (or --bytes)",
            "Miden Eidos::hash_elements (miden-crypto 0.36: BLAKE3's schedule, length and domain in the chaining value); --bytes: Eidos::hash",
            true,
        ),
        bytes: Some(|b| Ok(from_field(&eidos::hash_bytes(b)?))),
        rows: None,
        run: Run::Hash(|x, o| {
            no_options(o)?;
            Ok(from_field(&eidos::hash_elements(&to_field::<F>(x)?)?))
        }),
    },
    Entry {
        info: info(
            "eidos-miden-merge",
            "8 inputs (two digests of 4)",
            "Miden Eidos::merge (2-to-1, all-zero domain tuple; miden-crypto 0.36)",
            false,
        ),
        bytes: None,
        rows: None,
        run: Run::Hash(|x, o| {
            no_options(o)?;
            let x = exactly::<F>(x, 2 * DIGEST)?;
            let halves = [
                core::array::from_fn(|i| x[i]),
                core::array::from_fn(|i| x[DIGEST + i]),
            ];
            Ok(from_field(&eidos::merge(&halves)))
        }),
    },
];
