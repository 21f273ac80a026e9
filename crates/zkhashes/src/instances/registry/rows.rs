//! The registry's batch modes: rows of canonical words through a
//! [`SpongeLayout`] (every batch mode is one: Plonky3's sponge and
//! compression, plonky2's `hash_no_pad` and `two_to_one`, Miden's and
//! winterfell's `hash_elements` and `merge`), checked once, then converted,
//! hashed on SIMD lanes and written back in steps of
//! [`batch::STATES_PER_STEP`] rows on every core (no batch-sized buffers
//! but the output); and the conversions of the 256-bit batch modes, whose
//! hashing the instances do (`circom::hash_batch`, `starknet::hash_batch`,
//! …).

use super::entry::{check_words, no_options, word_to_field, HashOptions, Word, Words};
use crate::encode::U256;
use crate::error::Error;
use crate::field::PrimeField;
use crate::permutation::sponge::{sponge_many, SpongeLayout};
use crate::permutation::{batch, Permutation};
use alloc::vec::Vec;

/// `rows` messages of `per_hash` words each through `layout` over `perm`:
/// the digests, row after row. `arity`: the one message length the hasher
/// takes (a compression's 2 digests), if it has one.
pub(super) fn layout_rows<F, P, const T: usize, const D: usize>(
    perm: &P,
    layout: &SpongeLayout<F, T>,
    arity: Option<usize>,
    words: Words<'_>,
    per_hash: usize,
    rows: usize,
) -> Result<Vec<u64>, (usize, Error)>
where
    F: PrimeField,
    P: Permutation<F, T> + Sync,
{
    if let Some(n) = arity {
        self::arity(per_hash, n)?;
    }
    match words {
        Words::U64(w) => typed_rows::<F, P, T, D, u64>(perm, layout, w, per_hash, rows),
        Words::U32(w) => typed_rows::<F, P, T, D, u32>(perm, layout, w, per_hash, rows),
    }
}

/// [`layout_rows`] for a hasher that takes no options (the Rescue and
/// plonky2 hashers).
pub(super) fn plain_rows<F, P, const T: usize, const D: usize>(
    perm: &P,
    layout: &SpongeLayout<F, T>,
    arity: Option<usize>,
    words: Words<'_>,
    per_hash: usize,
    rows: usize,
    options: &HashOptions,
) -> Result<Vec<u64>, (usize, Error)>
where
    F: PrimeField,
    P: Permutation<F, T> + Sync,
{
    no_options(options).map_err(|e| (0, e))?;
    layout_rows::<F, P, T, D>(perm, layout, arity, words, per_hash, rows)
}

/// [`layout_rows`] over words of one width.
fn typed_rows<F, P, const T: usize, const D: usize, W: Word>(
    perm: &P,
    layout: &SpongeLayout<F, T>,
    words: &[W],
    per_hash: usize,
    rows: usize,
) -> Result<Vec<u64>, (usize, Error)>
where
    F: PrimeField,
    P: Permutation<F, T> + Sync,
{
    check_words::<F, W>(words, per_hash)?;
    let mut out = alloc::vec![[0u64; D]; rows];
    const STEP: usize = batch::STATES_PER_STEP;
    let hash = |words: &[W], out: &mut [[u64; D]]| {
        let mut msgs = Vec::with_capacity(per_hash * STEP);
        let mut digests = [[F::ZERO; D]; STEP];
        for (out, k) in out.chunks_mut(STEP).zip((0..).step_by(STEP)) {
            let n = out.len();
            msgs.clear();
            let rows = words.get(k * per_hash..(k + n) * per_hash).unwrap_or(&[]);
            msgs.extend(rows.iter().map(|&w| word_to_field::<F, W>(w)));
            sponge_many(perm, layout, &msgs, per_hash, &mut digests[..n]);
            for (o, d) in out.iter_mut().zip(&digests) {
                *o = d.map(|x| x.to_u256()[0]);
            }
        }
    };
    if per_hash == 0 {
        // Every row is the empty message.
        hash(&[], &mut out);
    } else {
        batch::split_zip(words, per_hash, &mut out, hash);
    }
    Ok(out.into_flattened())
}

/// Rows of a 256-bit batch converted and hashed this many at a time: the
/// field elements of one block exist at once, never a copy of the whole
/// batch (each block still spans every core inside `hash`).
const WIDE_BLOCK_ROWS: usize = 4 * batch::BLOCK_ROWS;

/// A 256-bit batch (`rows` rows of `per_hash` canonical integers) through
/// `hash` (rows of field elements in, `m` outputs a row out), block by
/// block: the outputs as integers, or the lowest row with a value ≥ p and
/// that value's index in its row.
pub(super) fn wide_blocks<F: PrimeField>(
    inputs: &[U256],
    per_hash: usize,
    rows: usize,
    m: usize,
    mut hash: impl FnMut(&[F], &mut [F]),
) -> Result<Vec<U256>, (usize, Error)> {
    let mut out = Vec::with_capacity(rows * m);
    let mut x = Vec::with_capacity(per_hash * WIDE_BLOCK_ROWS.min(rows));
    let mut y = alloc::vec![F::ZERO; m * WIDE_BLOCK_ROWS.min(rows)];
    for start in (0..rows).step_by(WIDE_BLOCK_ROWS) {
        let n = WIDE_BLOCK_ROWS.min(rows - start);
        x.clear();
        for (i, v) in inputs[start * per_hash..(start + n) * per_hash]
            .iter()
            .enumerate()
        {
            let e = F::from_u256(v);
            x.push(e.map_err(|e| (start + i / per_hash, e.at(i % per_hash)))?);
        }
        hash(&x, &mut y[..n * m]);
        out.extend(y[..n * m].iter().map(PrimeField::to_u256));
    }
    Ok(out)
}

/// [`Error::WrongArity`] (at row 0) unless `per_hash` is `n`.
pub(super) fn arity(per_hash: usize, n: usize) -> Result<(), (usize, Error)> {
    if per_hash != n {
        return Err((
            0,
            Error::WrongArity {
                min: n,
                max: n,
                got: per_hash,
            },
        ));
    }
    Ok(())
}
