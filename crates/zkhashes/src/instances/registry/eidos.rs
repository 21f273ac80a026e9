//! Registry entries of Miden's Eidos (miden-crypto 0.36): `hash_elements` (and, with
//! `--bytes`, `hash`) and `merge`.

use super::entry::{batch_mode, exactly, from_field, no_options, to_field, Entry, Info, Kind, Run};
#[cfg(not(target_arch = "wasm32"))]
use super::entry::{check_words, word_to_field, HashOptions, Word, Words};
#[cfg(not(target_arch = "wasm32"))]
use crate::error::Error;
use crate::field::Goldilocks as F;
use crate::instances::eidos::{self, DIGEST};
#[cfg(not(target_arch = "wasm32"))]
use alloc::vec::Vec;

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
        output_field: None,
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
        rows: batch_mode!(|w, k, n, o| rows(w, k, n, o, false)),
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
        rows: batch_mode!(|w, k, n, o| rows(w, k, n, o, true)),
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

/// The batch mode of both entries: `rows` messages of `per_hash` words (eight for `merge`),
/// checked, then hashed on the lane kernel in steps of 64 rows on every core.
#[cfg(not(target_arch = "wasm32"))]
fn rows(
    words: Words<'_>,
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
    merge: bool,
) -> Result<Vec<u64>, (usize, Error)> {
    no_options(options).map_err(|e| (0, e))?;
    if merge {
        super::rows::arity(per_hash, 2 * DIGEST)?;
    }
    match words {
        Words::U64(w) => typed_rows(w, per_hash, rows, merge),
        Words::U32(w) => typed_rows(w, per_hash, rows, merge),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn typed_rows<W: Word>(
    words: &[W],
    per_hash: usize,
    rows: usize,
    merge: bool,
) -> Result<Vec<u64>, (usize, Error)> {
    use crate::permutation::batch;
    check_words::<F, W>(words, per_hash)?;
    if u32::try_from(per_hash).is_err() {
        let e = Error::WrongArity {
            min: 0,
            max: u32::MAX as usize,
            got: per_hash,
        };
        return Err((0, e));
    }
    let mut out = alloc::vec![[0u64; DIGEST]; rows];
    const STEP: usize = batch::STATES_PER_STEP;
    let hash = |words: &[W], out: &mut [[u64; DIGEST]]| {
        let mut msgs = Vec::with_capacity(per_hash * STEP);
        let mut digests = [[F::from_canonical(0); DIGEST]; STEP];
        for (out, k) in out.chunks_mut(STEP).zip((0..).step_by(STEP)) {
            let n = out.len();
            msgs.clear();
            let rows = words.get(k * per_hash..(k + n) * per_hash).unwrap_or(&[]);
            msgs.extend(rows.iter().map(|&w| word_to_field::<F, W>(w)));
            if merge {
                eidos::merge_many(&msgs, &mut digests[..n]);
            } else {
                eidos::hash_elements_many(&msgs, per_hash, &mut digests[..n])
                    .expect("the length fits in 32 bits (checked)");
            }
            for (o, d) in out.iter_mut().zip(&digests) {
                *o = d.map(|x| x.value());
            }
        }
    };
    if per_hash == 0 {
        hash(&[], &mut out);
    } else {
        batch::split_zip(words, per_hash, &mut out, hash);
    }
    Ok(out.into_flattened())
}
