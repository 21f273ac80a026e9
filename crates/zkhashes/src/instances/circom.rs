//! circom / circomlibjs Poseidon over BN254 (`Poseidon(nInputs)`,
//! `PoseidonEx(nInputs, nOuts)`; poseidon-lite, light-poseidon, go-iden3-crypto).
//!
//! Width t = inputs + 1 (2..=17), x⁵, R_F = 8, R_P by width; the state is
//! `[initState, in₁, …, in_n]` and the outputs are its first `nOuts` cells
//! after the permutation (the hash is cell 0).

use core::ops::RangeInclusive;

/// S-box exponent.
pub const ALPHA: u64 = 5;
/// Full rounds.
pub const ROUNDS_FULL: usize = 8;
/// Partial rounds for t = 2..=17 (circomlibjs `N_ROUNDS_P`).
pub const ROUNDS_PARTIAL: [usize; 16] = [
    56, 57, 56, 60, 60, 63, 64, 63, 60, 66, 60, 65, 70, 60, 64, 68,
];
/// Supported widths.
pub const WIDTHS: RangeInclusive<usize> = 2..=17;

/// R_P for width `t` (2..=17).
pub const fn rounds_partial(t: usize) -> usize {
    ROUNDS_PARTIAL[t - 2]
}

#[cfg(not(feature = "runtime-tables"))]
use crate::constants::poseidon_circom as tables;
use crate::error::Error;
use crate::field::{Bn254Fr as F, Field};
use crate::permutation::poseidon::Poseidon;
#[cfg(not(all(target_arch = "wasm32", feature = "compact")))]
use crate::permutation::Permutation;
use alloc::vec::Vec;

/// Largest number of inputs of one hash.
pub const MAX_INPUTS: usize = 16;

/// The permutation of width `T`, or `None` if `T` is not in 2..=17.
///
/// With the feature `runtime-tables` its constants are generated at the first
/// call for the width (Grain LFSR, sparse and recurrence forms: the same
/// generator and derivations that wrote the checked-in tables, so the same
/// values) instead of being compiled in: what a size-bound build such as the
/// npm package's wants.
pub fn permutation<const T: usize>() -> Option<&'static Poseidon<'static, F, T>> {
    #[cfg(feature = "runtime-tables")]
    return runtime::engine::<F, T>(&runtime::FR);
    #[cfg(not(feature = "runtime-tables"))]
    {
        macro_rules! pick {
            ($($w:literal => $m:ident),*) => {{
                let any: &dyn core::any::Any = match T {
                    $($w => &tables::$m::POSEIDON,)*
                    _ => return None,
                };
                any.downcast_ref()
            }};
        }
        pick!(2 => t2, 3 => t3, 4 => t4, 5 => t5, 6 => t6, 7 => t7, 8 => t8, 9 => t9, 10 => t10,
              11 => t11, 12 => t12, 13 => t13, 14 => t14, 15 => t15, 16 => t16, 17 => t17)
    }
}

/// Runs the permutation of width `W` on `state` with this target's fastest
/// element type: on wasm32 BN254 as nine 29-bit digits ([`Bn254Fr29`], an
/// engine generated at first use; two conversions per cell), or as five
/// 52-bit limbs where the module is built with relaxed SIMD
/// ([`Bn254Fr52`]), elsewhere `Bn254Fr` itself. `None` if `W` is not a
/// width.
///
/// [`Bn254Fr29`]: crate::field::Bn254Fr29
/// [`Bn254Fr52`]: crate::field::Bn254Fr52
#[inline]
fn run<const W: usize>(state: &mut [F; W]) -> Option<()> {
    #[cfg(all(target_arch = "wasm32", feature = "compact"))]
    return compact_permute::<false>(state).ok();
    #[cfg(all(target_arch = "wasm32", not(feature = "compact")))]
    {
        #[cfg(not(target_feature = "relaxed-simd"))]
        use crate::field::Bn254Fr29 as G;
        #[cfg(target_feature = "relaxed-simd")]
        use crate::field::Bn254Fr52 as G;
        let p = runtime::engine::<G, W>(&runtime::WASM)?;
        let mut x: [G; W] = state.map(Into::into);
        p.permute_mut(&mut x);
        *state = x.map(Into::into);
        Some(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        permutation::<W>()?.permute_mut(state);
        Some(())
    }
}

/// The instances generated at first use: circom's tables with the feature
/// `runtime-tables`, and on wasm32 those of the nine-digit element type.
#[cfg(any(feature = "runtime-tables", target_arch = "wasm32"))]
mod runtime {
    use super::{rounds_partial, Poseidon, ALPHA, ROUNDS_FULL, WIDTHS};
    use crate::field::PrimeField;
    use crate::permutation::poseidon::PoseidonParams;
    use alloc::boxed::Box;
    use core::any::Any;
    use once_cell::race::OnceBox;

    type Engine = Box<dyn Any + Send + Sync>;
    /// One engine per width (2..=17) of one element type.
    pub(super) type Cache = [OnceBox<Engine>; 16];
    #[cfg(feature = "runtime-tables")]
    pub(super) static FR: Cache = [const { OnceBox::new() }; 16];
    /// The engines over wasm32's element type.
    #[cfg(all(target_arch = "wasm32", not(feature = "compact")))]
    pub(super) static WASM: Cache = [const { OnceBox::new() }; 16];

    /// The width-`T` engine over `G` in `cache`, built at the first call.
    pub(super) fn engine<G: PrimeField, const T: usize>(
        cache: &'static Cache,
    ) -> Option<&'static Poseidon<'static, G, T>> {
        if !WIDTHS.contains(&T) {
            return None;
        }
        let engine = cache[T - 2].get_or_init(|| {
            let params = PoseidonParams::<G>::generate(T, ALPHA, ROUNDS_FULL, rounds_partial(T))
                .expect("circom's parameters generate");
            // Built once per width and kept for the program's life (a racing
            // second thread may build one more, also kept).
            let params: &'static PoseidonParams<G> = Box::leak(Box::new(params));
            let engine = params.engine::<T>().expect("the width generated");
            Box::new(Box::new(engine) as Engine)
        });
        engine.downcast_ref()
    }

    /// The width-`t` instance over the nine-digit element type, built at the
    /// first call, for the one routine of every width
    /// ([`PoseidonParams::permute_dyn`], the `compact` feature).
    #[cfg(all(target_arch = "wasm32", feature = "compact"))]
    pub(super) fn params(t: usize) -> Option<&'static PoseidonParams<crate::field::Bn254Fr29>> {
        static PARAMS: [OnceBox<PoseidonParams<crate::field::Bn254Fr29>>; 16] =
            [const { OnceBox::new() }; 16];
        if !WIDTHS.contains(&t) {
            return None;
        }
        Some(PARAMS[t - 2].get_or_init(|| {
            let p = PoseidonParams::generate_sparse(t, ALPHA, ROUNDS_FULL, rounds_partial(t));
            Box::new(p.expect("circom's parameters generate"))
        }))
    }
}

/// Runs the permutation of width `state.len()` on `state`.
///
/// `PLAIN` is a parameter, not an argument, so that a program that never
/// calls [`permute_plain`] carries no code of the plain form.
fn dispatch<const PLAIN: bool>(state: &mut [F]) -> Result<(), Error> {
    #[cfg(all(target_arch = "wasm32", feature = "compact"))]
    return compact_permute::<PLAIN>(state);
    #[cfg(not(all(target_arch = "wasm32", feature = "compact")))]
    macro_rules! run {
        ($($w:literal),*) => {
            match state.len() {
                $($w => {
                    let s: &mut [F; $w] = state.try_into().map_err(|_| Error::InvalidOption("width"))?;
                    if PLAIN {
                        permutation::<$w>()
                            .ok_or(Error::InvalidOption("width"))?
                            .permute_plain_mut(s)
                    } else {
                        run(s).ok_or(Error::InvalidOption("width"))?
                    }
                })*
                got => {
                    return Err(Error::WrongArity {
                        min: *WIDTHS.start(),
                        max: *WIDTHS.end(),
                        got,
                    })
                }
            }
        };
    }
    #[cfg(not(all(target_arch = "wasm32", feature = "compact")))]
    {
        run!(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17);
        Ok(())
    }
}

/// [`dispatch`] and [`run`] with the `compact` feature on wasm32: one routine
/// for every width over the nine-digit element type.
#[cfg(all(target_arch = "wasm32", feature = "compact"))]
fn compact_permute<const PLAIN: bool>(state: &mut [F]) -> Result<(), Error> {
    use crate::field::{Bn254Fr29, Field};
    let t = state.len();
    let params = runtime::params(t).ok_or(Error::WrongArity {
        min: *WIDTHS.start(),
        max: *WIDTHS.end(),
        got: t,
    })?;
    let mut x = [Bn254Fr29::ZERO; MAX_INPUTS + 1];
    for (d, s) in x.iter_mut().zip(state.iter()) {
        *d = (*s).into();
    }
    let x = &mut x[..t];
    if PLAIN {
        params.permute_plain(x)?;
    } else {
        params.permute_dyn(x)?;
    }
    for (s, d) in state.iter_mut().zip(x.iter()) {
        *s = (*d).into();
    }
    Ok(())
}

/// The permutation on a state of 2..=17 elements (the width is its length).
pub fn permute(state: &mut [F]) -> Result<(), Error> {
    dispatch::<false>(state)
}

/// The same permutation computed in the plain form of the paper (slower; for
/// checking the sparse form).
pub fn permute_plain(state: &mut [F]) -> Result<(), Error> {
    dispatch::<true>(state)
}

/// circomlibjs `poseidon(inputs)`: the hash of 1..=16 inputs.
pub fn hash(inputs: &[F]) -> Result<F, Error> {
    let mut state = [F::ZERO; MAX_INPUTS + 1];
    let state = absorb(&mut state, inputs, F::ZERO)?;
    permute(state)?;
    Ok(state[0])
}

/// circomlibjs `poseidon(inputs, initState, nOut)` / circom `PoseidonEx`: the
/// first `n_outs` (1..=inputs+1) cells of the permuted `[init_state, inputs…]`.
pub fn hash_ex(inputs: &[F], init_state: F, n_outs: usize) -> Result<Vec<F>, Error> {
    let mut state = [F::ZERO; MAX_INPUTS + 1];
    let state = absorb(&mut state, inputs, init_state)?;
    if n_outs == 0 || n_outs > state.len() {
        return Err(Error::InvalidOption(
            "the number of outputs must be between 1 and the width (inputs + 1)",
        ));
    }
    permute(state)?;
    Ok(state[..n_outs].to_vec())
}

fn absorb<'s>(
    state: &'s mut [F; MAX_INPUTS + 1],
    inputs: &[F],
    init: F,
) -> Result<&'s mut [F], Error> {
    if inputs.is_empty() || inputs.len() > MAX_INPUTS {
        return Err(Error::WrongArity {
            min: 1,
            max: MAX_INPUTS,
            got: inputs.len(),
        });
    }
    state[0] = init;
    state[1..=inputs.len()].copy_from_slice(inputs);
    Ok(&mut state[..=inputs.len()])
}

macro_rules! fixed_arity {
    ($($name:ident: $n:literal),*) => {$(
        #[doc = concat!("The hash of exactly ", stringify!($n), " inputs (poseidon-lite `poseidon", stringify!($n), "`); infallible.")]
        #[inline]
        pub fn $name(inputs: [F; $n]) -> F {
            let mut state = [F::ZERO; $n + 1];
            state[1..].copy_from_slice(&inputs);
            run(&mut state).expect("a built-in width");
            state[0]
        }
    )*};
}
fixed_arity!(hash1: 1, hash2: 2, hash3: 3, hash4: 4, hash5: 5, hash6: 6, hash7: 7, hash8: 8,
             hash9: 9, hash10: 10, hash11: 11, hash12: 12, hash13: 13, hash14: 14, hash15: 15,
             hash16: 16);

use crate::permutation::batch::BLOCK_ROWS as BATCH_BLOCK;

/// circomlibjs `poseidon(inputs, initState, nOut)` of many rows at once:
/// `inputs` holds rows of `n` (1..=16) inputs one after the other, `out`
/// takes `n_outs` (1..=n + 1) outputs a row. The states are permuted many
/// at a time ([`Permutation::permute_many`]: AVX-512 IFMA lanes for
/// n ≤ 5 where the CPU has them, every core with `parallel`).
///
/// Errors: [`Error::WrongArity`] for `n` outside 1..=16,
/// [`Error::InvalidOption`] for `n_outs` or for lengths that are not whole
/// rows.
pub fn hash_batch(
    inputs: &[F],
    n: usize,
    init_state: F,
    n_outs: usize,
    out: &mut [F],
) -> Result<(), Error> {
    if n == 0 || n > MAX_INPUTS {
        return Err(Error::WrongArity {
            min: 1,
            max: MAX_INPUTS,
            got: n,
        });
    }
    if n_outs == 0 || n_outs > n + 1 {
        return Err(Error::InvalidOption(
            "the number of outputs must be between 1 and the width (inputs + 1)",
        ));
    }
    let rows = inputs.len() / n;
    if rows * n != inputs.len() || out.len() != rows * n_outs {
        return Err(Error::InvalidOption(
            "the batch holds not exactly rows · inputs values, or rows · outputs outputs",
        ));
    }
    macro_rules! widths {
        ($($w:literal),*) => {
            match n + 1 {
                $($w => batch_width::<$w>(inputs, init_state, n_outs, out),)*
                _ => unreachable!("n checked above"),
            }
        };
    }
    widths!(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17);
    Ok(())
}

/// [`hash_batch`] at width `T` (checked shapes).
fn batch_width<const T: usize>(inputs: &[F], init: F, n_outs: usize, out: &mut [F]) {
    let mut states: Vec<[F; T]> = Vec::with_capacity(BATCH_BLOCK.min(out.len() / n_outs));
    for (rows, out) in inputs
        .chunks((T - 1) * BATCH_BLOCK)
        .zip(out.chunks_mut(n_outs * BATCH_BLOCK))
    {
        states.clear();
        states.extend(rows.chunks_exact(T - 1).map(|m| {
            let mut s = [init; T];
            s[1..].copy_from_slice(m);
            s
        }));
        permute_many(&mut states);
        for (o, s) in out.chunks_exact_mut(n_outs).zip(&states) {
            o.copy_from_slice(&s[..n_outs]);
        }
    }
}

/// Every state through the width-`T` permutation (a built-in width), many
/// at a time where the target has lanes; on wasm32 one after another with
/// [`run`]'s element type.
fn permute_many<const T: usize>(states: &mut [[F; T]]) {
    #[cfg(target_arch = "wasm32")]
    for s in states.iter_mut() {
        run(s).expect("a built-in width");
    }
    #[cfg(not(target_arch = "wasm32"))]
    permutation::<T>()
        .expect("a built-in width")
        .permute_many(states);
}
