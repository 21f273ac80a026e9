//! The partial rounds of Poseidon's recurrence form with x⁵ over the
//! wasm32 element types of BN254 — nine 29-bit digits ([`Fp29`]) and, in
//! modules built with relaxed SIMD, five 52-bit limbs ([`Fp52`]) — with the
//! hot arithmetic inlined: what circom's instances up to width 6 run on
//! wasm32, where the field's trait operations are shared calls (code size)
//! and a call costs about a third of a product.
//!
//! The same steps in the same order as the generic loop in
//! [`crate::permutation::poseidon::engine`]: the round's S-box input `cur`,
//! its square, the sum of older values (products with the round's
//! constants, reduced every [`HotElement::SUM_TERMS`] products), the S-box's
//! last two products, then `cur = older + x⁵`.

use crate::field::{digits29, fma52, Field, Fp29, Fp52, MontyConfig};

/// An element type whose arithmetic this kernel inlines (or, where inlined
/// code runs slower, calls): products, sums and sums of products.
pub trait HotElement: Field {
    /// A sum of products, reduced once.
    type Sum;
    /// Products a [`HotElement::Sum`] holds.
    const SUM_TERMS: usize;
    /// `self²`.
    fn square_hot(&self) -> Self;
    /// `self · rhs`.
    fn mul_hot(&self, rhs: &Self) -> Self;
    /// `self + rhs`.
    fn add_hot(&self, rhs: &Self) -> Self;
    /// The empty sum.
    fn sum_zero() -> Self::Sum;
    /// `acc + a · b`.
    fn sum_mul_add(acc: &mut Self::Sum, a: &Self, b: &Self);
    /// The element the sum stands for.
    fn sum_reduce(acc: &Self::Sum) -> Self;
}

/// Nine 29-bit digits: everything inlined.
impl<C: MontyConfig<4>> HotElement for Fp29<C> {
    type Sum = [u64; digits29::COLUMNS];
    const SUM_TERMS: usize = Fp29::<C>::WIDE_TERMS;
    #[inline(always)]
    fn square_hot(&self) -> Self {
        self.square_inline()
    }
    #[inline(always)]
    fn mul_hot(&self, rhs: &Self) -> Self {
        self.mul_inline(rhs)
    }
    #[inline(always)]
    fn add_hot(&self, rhs: &Self) -> Self {
        self.add_inline(rhs)
    }
    #[inline(always)]
    fn sum_zero() -> Self::Sum {
        [0; digits29::COLUMNS]
    }
    #[inline(always)]
    fn sum_mul_add(acc: &mut Self::Sum, a: &Self, b: &Self) {
        Fp29::wide_mul_add_inline(acc, a, b);
    }
    #[inline(always)]
    fn sum_reduce(acc: &Self::Sum) -> Self {
        Fp29::wide_reduce_inline(acc)
    }
}

/// Five 52-bit limbs: the sums of products inlined; the products and the
/// reductions stay shared calls (inlined, their SIMD code spilled in V8 and
/// the rounds ran 1.5× slower).
impl<C: MontyConfig<4>> HotElement for Fp52<C> {
    type Sum = fma52::Wide;
    const SUM_TERMS: usize = Fp52::<C>::WIDE_TERMS;
    #[inline(always)]
    fn square_hot(&self) -> Self {
        *self * *self
    }
    #[inline(always)]
    fn mul_hot(&self, rhs: &Self) -> Self {
        *self * *rhs
    }
    #[inline(always)]
    fn add_hot(&self, rhs: &Self) -> Self {
        self.add_inline(rhs)
    }
    #[inline(always)]
    fn sum_zero() -> Self::Sum {
        Fp52::<C>::wide_zero()
    }
    #[inline(always)]
    fn sum_mul_add(acc: &mut Self::Sum, a: &Self, b: &Self) {
        Fp52::wide_mul_add_inline(acc, a, b);
    }
    #[inline(always)]
    fn sum_reduce(acc: &Self::Sum) -> Self {
        <Self as Field>::wide_reduce(acc)
    }
}

/// Runs the rounds given by `rec_u`, `rec_x` and `rec_const` (one entry each
/// per round) on the windows `u` (T − 1 used entries), `x` and the current
/// value `cur`, as the generic loop does (the products read `x[1..]`,
/// `u[1..T − 1]` and `cur`).
#[inline]
pub fn partial_rounds<G: HotElement, const T: usize>(
    u: &mut [G; T],
    x: &mut [G; T],
    cur: &mut G,
    rec_u: &[[G; T]],
    rec_x: &[[G; T]],
    rec_const: &[G],
) {
    let rounds = rec_u.iter().zip(rec_x).zip(rec_const);
    for ((cu, cx), c) in rounds {
        let x2 = cur.square_hot();
        let mut older = *c;
        let mut acc = G::sum_zero();
        let mut terms = 0;
        let products = cx[..T - 1]
            .iter()
            .zip(x[1..].iter())
            .chain(cu[..T - 2].iter().zip(u[1..T - 1].iter()))
            .chain(core::iter::once((&cu[T - 2], &*cur)));
        for (k, v) in products {
            if terms == G::SUM_TERMS {
                older = older.add_hot(&G::sum_reduce(&acc));
                acc = G::sum_zero();
                terms = 0;
            }
            G::sum_mul_add(&mut acc, k, v);
            terms += 1;
        }
        let x4 = x2.square_hot();
        let newest = x4.mul_hot(cur);
        older = older.add_hot(&G::sum_reduce(&acc));
        crate::permutation::poseidon::forms::shift(u, x, *cur, newest);
        *cur = older.add_hot(&newest);
    }
}
