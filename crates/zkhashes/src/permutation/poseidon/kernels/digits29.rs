//! The partial rounds of Poseidon's recurrence form with x⁵ over
//! [`Fp29`], with the arithmetic inlined: what circom's instances up to width
//! 6 run on wasm32, where the field's trait operations are shared calls
//! (code size) and a call costs about a third of a product.
//!
//! The same steps in the same order as the generic loop in
//! [`crate::permutation::poseidon::engine`]: the round's S-box input `cur`, its square, the sum of
//! older values (products with the round's constants, reduced every
//! [`Fp29::WIDE_TERMS`] products), the S-box's last two products, then
//! `cur = older + x⁵`.

use crate::field::digits29::COLUMNS;
use crate::field::{Fp29, MontyConfig};

/// Runs the rounds given by `rec_u`, `rec_x` and `rec_const` (one entry each
/// per round) on the windows `u` (T − 1 used entries), `x` and the current
/// value `cur`, as the generic loop does (the products read `x[1..]`,
/// `u[1..T − 1]` and `cur`).
#[inline]
pub fn partial_rounds<C: MontyConfig<4>, const T: usize>(
    u: &mut [Fp29<C>; T],
    x: &mut [Fp29<C>; T],
    cur: &mut Fp29<C>,
    rec_u: &[[Fp29<C>; T]],
    rec_x: &[[Fp29<C>; T]],
    rec_const: &[Fp29<C>],
) {
    let rounds = rec_u.iter().zip(rec_x).zip(rec_const);
    for ((cu, cx), c) in rounds {
        let x2 = cur.square_inline();
        let mut older = *c;
        let mut acc = [0u64; COLUMNS];
        let mut terms = 0;
        let products = cx[..T - 1]
            .iter()
            .zip(x[1..].iter())
            .chain(cu[..T - 2].iter().zip(u[1..T - 1].iter()))
            .chain(core::iter::once((&cu[T - 2], &*cur)));
        for (k, v) in products {
            if terms == Fp29::<C>::WIDE_TERMS {
                older = older.add_inline(&Fp29::wide_reduce_inline(&acc));
                acc = [0; COLUMNS];
                terms = 0;
            }
            Fp29::wide_mul_add_inline(&mut acc, k, v);
            terms += 1;
        }
        let x4 = x2.square_inline();
        let newest = x4.mul_inline(cur);
        older = older.add_inline(&Fp29::wide_reduce_inline(&acc));
        crate::permutation::poseidon::forms::shift(u, x, *cur, newest);
        *cur = older.add_inline(&newest);
    }
}
