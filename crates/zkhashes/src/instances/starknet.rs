//! Starknet's Poseidon over the Stark field (cairo-lang `poseidon_hash`,
//! `poseidon_hash_single`, `poseidon_hash_many`; Cairo 1 `core::poseidon`),
//! and the StarkWare hash-challenge Hades widths 4, 5 and 9 (CryptoExperts).
//!
//! Hades: x³, R_F = 8, R_P = 83 (width 3) or 84 (widths 4, 5, 9), matrices
//! `J + diag(k)`, round constants `sha256("Hades{i}") mod p`.
//!
//! Conventions (the capacity element separates the uses):
//! - `poseidon_hash(x, y)` = `hades([x, y, 2])[0]`;
//! - `poseidon_hash_single(x)` = `hades([x, 0, 1])[0]`;
//! - `poseidon_hash_many(xs)`: append 1, pad with 0 to even length, add each
//!   pair into `(s0, s1)` and permute; the hash is `s0` ([`HashState`] streams it).

#[cfg(not(feature = "runtime-tables"))]
use crate::constants::hades_stark as tables;
use crate::error::Error;
use crate::field::{Field, Stark252 as F};
use crate::permutation::hades::StarkHades;
use crate::permutation::Permutation;

pub use crate::constants::hades::{diag, rounds_partial, ALPHA, ROUNDS_FULL, WIDTHS};

#[cfg(not(feature = "runtime-tables"))]
static T3: StarkHades<3> = StarkHades::new(&tables::t3::HADES);
#[cfg(not(feature = "runtime-tables"))]
static T4: StarkHades<4> = StarkHades::new(&tables::t4::HADES);
#[cfg(not(feature = "runtime-tables"))]
static T5: StarkHades<5> = StarkHades::new(&tables::t5::HADES);
#[cfg(not(feature = "runtime-tables"))]
static T9: StarkHades<9> = StarkHades::new(&tables::t9::HADES);

/// The Hades permutation of width `T`, or `None` if `T` is not 3, 4, 5 or 9.
/// It runs the lazy Stark-field kernel; [`StarkHades::engine`] is the generic
/// engine with the same constants.
///
/// With the feature `runtime-tables` the constants are generated at the first
/// call for the width (sha256, then the folding: the generator that wrote the
/// checked-in tables) instead of being compiled in.
pub fn permutation<const T: usize>() -> Option<&'static StarkHades<T>> {
    #[cfg(feature = "runtime-tables")]
    return runtime::engine::<T>();
    #[cfg(not(feature = "runtime-tables"))]
    {
        let any: &dyn core::any::Any = match T {
            3 => &T3,
            4 => &T4,
            5 => &T5,
            9 => &T9,
            _ => return None,
        };
        any.downcast_ref()
    }
}

/// The instances generated at first use (feature `runtime-tables`).
#[cfg(feature = "runtime-tables")]
mod runtime {
    use super::{diag, rounds_partial, StarkHades, ALPHA, F, ROUNDS_FULL, WIDTHS};
    use crate::constants::hades::round_constants;
    use crate::permutation::hades::{fold_constants, Hades};
    use alloc::boxed::Box;
    use alloc::vec::Vec;
    use core::any::Any;
    use once_cell::race::OnceBox;

    type Engine = Box<dyn Any + Send + Sync>;
    static ENGINES: [OnceBox<Engine>; 4] = [const { OnceBox::new() }; 4];

    /// A leaked slice of rows of T.
    fn rows<const T: usize>(flat: Vec<F>) -> &'static [[F; T]] {
        let rows: Vec<[F; T]> = flat
            .chunks_exact(T)
            .map(|r| r.try_into().expect("rows of T"))
            .collect();
        Box::leak(rows.into_boxed_slice())
    }

    pub(super) fn engine<const T: usize>() -> Option<&'static StarkHades<T>> {
        let slot = WIDTHS.iter().position(|&w| w == T)?;
        let engine = ENGINES[slot].get_or_init(|| {
            // Built once per width and kept for the program's life.
            let (rf, rp) = (ROUNDS_FULL, rounds_partial(T));
            let k: [i8; T] = diag(T).try_into().expect("a diagonal of T");
            let rc = round_constants::<F>(T, rf, rp);
            let (full, partial) = fold_constants(T, rf, rp, &k, &rc);
            let hades = Hades::new(
                ALPHA,
                rf,
                rp,
                k,
                rows::<T>(rc),
                rows::<T>(full),
                Box::leak(partial.into_boxed_slice()),
            );
            let hades: &'static Hades<'static, F, T> = Box::leak(Box::new(hades));
            Box::new(Box::new(StarkHades::new(hades)) as Engine)
        });
        engine.downcast_ref()
    }
}

/// Starknet's permutation (width 3).
#[inline]
pub fn hades(state: &mut [F; 3]) {
    permutation::<3>()
        .expect("width 3 is built in")
        .permute_mut(state);
}

/// The Hades permutation of width `state.len()` (3, 4, 5 or 9).
pub fn permute(state: &mut [F]) -> Result<(), Error> {
    dispatch(state, false)
}

/// The same permutation run by the generic engine with the constants as
/// specified (slower; the specification the kernel is tested against).
pub fn permute_plain(state: &mut [F]) -> Result<(), Error> {
    dispatch(state, true)
}

fn dispatch(state: &mut [F], plain: bool) -> Result<(), Error> {
    macro_rules! run {
        ($($w:literal),*) => {
            match state.len() {
                $($w => {
                    let s: &mut [F; $w] = state.try_into().map_err(|_| Error::InvalidOption("width"))?;
                    let p = permutation::<$w>().ok_or(Error::InvalidOption("width"))?;
                    if plain {
                        p.engine().permute_plain_mut(s)
                    } else {
                        p.permute_mut(s)
                    }
                })*
                _ => {
                    return Err(Error::InvalidParameters(
                        "the Stark252 Hades widths are 3, 4, 5 and 9 (state length)",
                    ))
                }
            }
        };
    }
    run!(3, 4, 5, 9);
    Ok(())
}

/// `poseidon_hash(x, y)`.
pub fn hash(x: F, y: F) -> F {
    // 2 by one addition, not a conversion (a Montgomery product) per hash.
    let mut s = [x, y, F::ONE.double()];
    hades(&mut s);
    s[0]
}

/// `poseidon_hash_single(x)`.
pub fn hash_single(x: F) -> F {
    let mut s = [x, F::ZERO, F::ONE];
    hades(&mut s);
    s[0]
}

/// `poseidon_hash_many(xs)` (any length, including 0).
pub fn hash_many(xs: &[F]) -> F {
    let mut state = HashState::new();
    state.update_many(xs);
    state.finalize()
}

/// The incremental form of [`hash_many`] (Cairo 1 `core::poseidon::HashState`):
/// elements stream in without a buffer; `finalize` applies the padding.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HashState {
    s: [F; 3],
    odd: bool,
}

impl HashState {
    /// The empty state (`PoseidonTrait::new()`).
    pub const fn new() -> Self {
        Self {
            s: [F::ZERO; 3],
            odd: false,
        }
    }

    /// Absorbs one element: the first of a pair goes into s0, the second into
    /// s1 and triggers the permutation.
    pub fn update(&mut self, value: F) {
        if self.odd {
            self.s[1] += value;
            hades(&mut self.s);
        } else {
            self.s[0] += value;
        }
        self.odd = !self.odd;
    }

    /// Absorbs elements in order (the same as calling [`HashState::update`]
    /// for each).
    pub fn update_many(&mut self, values: &[F]) {
        let mut values = values;
        if self.odd {
            if let Some((first, rest)) = values.split_first() {
                self.update(*first);
                values = rest;
            }
        }
        let mut pairs = values.chunks_exact(2);
        for pair in &mut pairs {
            self.s[0] += pair[0];
            self.s[1] += pair[1];
            hades(&mut self.s);
        }
        if let [last] = pairs.remainder() {
            self.update(*last);
        }
    }

    /// The hash: pads with 1 (into s1 after an odd count, else into s0) and
    /// permutes. The state itself is left unchanged.
    pub fn finalize(&self) -> F {
        let mut s = self.s;
        s[usize::from(self.odd)] += F::ONE;
        hades(&mut s);
        s[0]
    }
}

use crate::permutation::batch::BLOCK_ROWS as BATCH_BLOCK;

/// `poseidon_hash(x, y)` of many pairs: `inputs` holds the pairs one after
/// the other (`2·out.len()` elements), `out` takes the hashes. The states
/// are permuted many at a time ([`Permutation::permute_many`]: AVX-512
/// IFMA lanes where the CPU has them, every core with `parallel`).
///
/// # Panics
/// If `inputs.len() != 2·out.len()`.
pub fn hash_batch(inputs: &[F], out: &mut [F]) {
    assert_eq!(inputs.len(), 2 * out.len(), "two inputs a hash");
    let two = F::ONE.double();
    hash_blocks(inputs, 2, out, |m| [m[0], m[1], two]);
}

/// `poseidon_hash_single(x)` of many values, as [`hash_batch`].
///
/// # Panics
/// If `inputs.len() != out.len()`.
pub fn hash_single_batch(inputs: &[F], out: &mut [F]) {
    assert_eq!(inputs.len(), out.len(), "one input a hash");
    hash_blocks(inputs, 1, out, |m| [m[0], F::ZERO, F::ONE]);
}

/// One permutation of each row's state `start(row)`; the hash is cell 0.
fn hash_blocks(inputs: &[F], per: usize, out: &mut [F], start: impl Fn(&[F]) -> [F; 3]) {
    let p = permutation::<3>().expect("width 3 is built in");
    let mut states = alloc::vec::Vec::with_capacity(BATCH_BLOCK.min(out.len()));
    for (rows, out) in inputs
        .chunks(per * BATCH_BLOCK)
        .zip(out.chunks_mut(BATCH_BLOCK))
    {
        states.clear();
        states.extend(rows.chunks_exact(per).map(&start));
        p.permute_many(&mut states);
        for (o, s) in out.iter_mut().zip(&states) {
            *o = s[0];
        }
    }
}

/// `poseidon_hash_many` of many messages of `len` elements each, stored one
/// after the other in `inputs` (`len·out.len()` elements): the messages
/// advance together, each absorption step permuting every state of a
/// block at once (as [`hash_batch`]).
///
/// # Panics
/// If `inputs.len() != len·out.len()`.
pub fn hash_many_batch(inputs: &[F], len: usize, out: &mut [F]) {
    assert_eq!(inputs.len(), len * out.len(), "`len` inputs a hash");
    if len == 0 {
        out.fill(hash_many(&[]));
        return;
    }
    let p = permutation::<3>().expect("width 3 is built in");
    let mut states = alloc::vec::Vec::with_capacity(BATCH_BLOCK.min(out.len()));
    for (rows, out) in inputs
        .chunks(len * BATCH_BLOCK)
        .zip(out.chunks_mut(BATCH_BLOCK))
    {
        states.clear();
        states.resize(out.len(), [F::ZERO; 3]);
        for pair in 0..len / 2 {
            for (m, s) in rows.chunks_exact(len).zip(states.iter_mut()) {
                s[0] += m[2 * pair];
                s[1] += m[2 * pair + 1];
            }
            p.permute_many(&mut states);
        }
        // The padding: 1 after the message, then 0 to an even length.
        for (m, s) in rows.chunks_exact(len).zip(states.iter_mut()) {
            if len % 2 == 1 {
                s[0] += m[len - 1];
                s[1] += F::ONE;
            } else {
                s[0] += F::ONE;
            }
        }
        p.permute_many(&mut states);
        for (o, s) in out.iter_mut().zip(&states) {
            *o = s[0];
        }
    }
}
