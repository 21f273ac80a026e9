//! The partial rounds of Poseidon's recurrence form with x⁵ over
//! [`Fp52`] (relaxed SIMD), with the sums of products inlined: what
//! circom's instances up to width 6 run on wasm32 built with relaxed SIMD
//! ([`super::digits29`] is the same kernel over nine 29-bit digits). The
//! products and reductions stay shared calls: inlined, their SIMD code
//! spilled (1.5× slower).
//!
//! The same steps in the same order as the generic loop in
//! [`crate::permutation::poseidon::engine`]: the round's S-box input `cur`, its square, the sum of
//! older values (products with the round's constants, summed in SIMD
//! columns and reduced every [`Fp52::WIDE_TERMS`] products), the S-box's
//! last two products, then `cur = older + x⁵`.

use crate::field::{Field, Fp52, MontyConfig};

/// Runs the rounds given by `rec_u`, `rec_x` and `rec_const` (one entry each
/// per round) on the windows `u` (T − 1 used entries), `x` and the current
/// value `cur`, as the generic loop does (the products read `x[1..]`,
/// `u[1..T − 1]` and `cur`).
#[inline]
pub fn partial_rounds<C: MontyConfig<4>, const T: usize>(
    u: &mut [Fp52<C>; T],
    x: &mut [Fp52<C>; T],
    cur: &mut Fp52<C>,
    rec_u: &[[Fp52<C>; T]],
    rec_x: &[[Fp52<C>; T]],
    rec_const: &[Fp52<C>],
) {
    let rounds = rec_u.iter().zip(rec_x).zip(rec_const);
    for ((cu, cx), c) in rounds {
        let x2 = *cur * *cur;
        let mut older = *c;
        let mut acc = Fp52::<C>::wide_zero();
        let mut terms = 0;
        let products = cx[..T - 1]
            .iter()
            .zip(x[1..].iter())
            .chain(cu[..T - 2].iter().zip(u[1..T - 1].iter()))
            .chain(core::iter::once((&cu[T - 2], &*cur)));
        for (k, v) in products {
            if terms == Fp52::<C>::WIDE_TERMS {
                older = older.add_inline(&<Fp52<C> as Field>::wide_reduce(&acc));
                acc = Fp52::<C>::wide_zero();
                terms = 0;
            }
            Fp52::wide_mul_add_inline(&mut acc, k, v);
            terms += 1;
        }
        let x4 = x2 * x2;
        let newest = x4 * *cur;
        older = older.add_inline(&<Fp52<C> as Field>::wide_reduce(&acc));
        crate::permutation::poseidon::forms::shift(u, x, *cur, newest);
        *cur = older.add_inline(&newest);
    }
}
