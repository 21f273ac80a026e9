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
    return runtime::engine::<T>();
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

/// The instances generated at first use (feature `runtime-tables`).
#[cfg(feature = "runtime-tables")]
mod runtime {
    use super::{rounds_partial, Poseidon, ALPHA, F, ROUNDS_FULL, WIDTHS};
    use crate::permutation::poseidon_runtime::PoseidonParams;
    use alloc::boxed::Box;
    use core::any::Any;
    use once_cell::race::OnceBox;

    type Engine = Box<dyn Any + Send + Sync>;
    static ENGINES: [OnceBox<Engine>; 16] = [const { OnceBox::new() }; 16];

    pub(super) fn engine<const T: usize>() -> Option<&'static Poseidon<'static, F, T>> {
        if !WIDTHS.contains(&T) {
            return None;
        }
        let engine = ENGINES[T - 2].get_or_init(|| {
            let params = PoseidonParams::<F>::generate(T, ALPHA, ROUNDS_FULL, rounds_partial(T))
                .expect("circom's parameters generate");
            // Built once per width and kept for the program's life (a racing
            // second thread may build one more, also kept).
            let params: &'static PoseidonParams<F> = Box::leak(Box::new(params));
            let engine = params.engine::<T>().expect("the width generated");
            Box::new(Box::new(engine) as Engine)
        });
        engine.downcast_ref()
    }
}

/// Runs the permutation of width `state.len()` on `state`.
fn dispatch(state: &mut [F], plain: bool) -> Result<(), Error> {
    macro_rules! run {
        ($($w:literal),*) => {
            match state.len() {
                $($w => {
                    let s: &mut [F; $w] = state.try_into().map_err(|_| Error::InvalidOption("width"))?;
                    let p = permutation::<$w>().ok_or(Error::InvalidOption("width"))?;
                    if plain {
                        p.permute_plain_mut(s)
                    } else {
                        p.permute_mut(s)
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
    run!(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17);
    Ok(())
}

/// The permutation on a state of 2..=17 elements (the width is its length).
pub fn permute(state: &mut [F]) -> Result<(), Error> {
    dispatch(state, false)
}

/// The same permutation computed in the plain form of the paper (slower; for
/// checking the sparse form).
pub fn permute_plain(state: &mut [F]) -> Result<(), Error> {
    dispatch(state, true)
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
            permutation::<{ $n + 1 }>()
                .expect("a built-in width")
                .permute_mut(&mut state);
            state[0]
        }
    )*};
}
fixed_arity!(hash1: 1, hash2: 2, hash3: 3, hash4: 4, hash5: 5, hash6: 6, hash7: 7, hash8: 8,
             hash9: 9, hash10: 10, hash11: 11, hash12: 12, hash13: 13, hash14: 14, hash15: 15,
             hash16: 16);
