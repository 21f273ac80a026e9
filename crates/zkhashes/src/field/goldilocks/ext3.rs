//! The cubic extension of Goldilocks that RPX's (E) rounds work in:
//! `F_p[φ] / (φ³ − φ − 1)`, an element being a₀ + a₁φ + a₂φ².

use super::scalar::Goldilocks as F;
use crate::field::traits::Field;

/// An element a₀ + a₁φ + a₂φ² with φ³ = φ + 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ext3(pub [F; 3]);

impl Ext3 {
    /// The product. Schoolbook with delayed reduction: the five
    /// coefficients of the degree-4 product are sums of at most three
    /// 128-bit products, folded with φ³ = φ + 1 and φ⁴ = φ² + φ, so each
    /// output is a sum of at most six products, reduced once.
    #[inline(always)]
    pub fn mul(&self, rhs: &Self) -> Self {
        let [a0, a1, a2] = wide(&self.0);
        let [b0, b1, b2] = wide(&rhs.0);
        let c0 = a0 * b0;
        let c1 = [a0 * b1, a1 * b0];
        let c2 = [a0 * b2, a1 * b1, a2 * b0];
        let c3 = [a1 * b2, a2 * b1];
        let c4 = a2 * b2;
        // r0 = c0 + c3, r1 = c1 + c3 + c4, r2 = c2 + c4.
        Self([
            sum(&[c0, c3[0], c3[1]]),
            sum(&[c1[0], c1[1], c3[0], c3[1], c4]),
            sum(&[c2[0], c2[1], c2[2], c4]),
        ])
    }

    /// The square (products shared: 6 instead of 9).
    #[inline(always)]
    pub fn square(&self) -> Self {
        let [a0, a1, a2] = wide(&self.0);
        let c0 = a0 * a0;
        let c1 = a0 * a1;
        let c2 = a0 * a2;
        let c11 = a1 * a1;
        let c3 = a1 * a2;
        let c4 = a2 * a2;
        // (a0 + a1φ + a2φ²)² = c0 + 2c1 φ + (2c2 + c11) φ² + 2c3 φ³ + c4 φ⁴.
        Self([
            sum(&[c0, c3, c3]),
            sum(&[c1, c1, c3, c3, c4]),
            sum(&[c2, c2, c11, c4]),
        ])
    }

    /// x⁷ by x² · x = x³, (x³)² · x = x⁷.
    #[inline(always)]
    pub fn pow7(&self) -> Self {
        let x3 = self.square().mul(self);
        x3.square().mul(self)
    }
}

#[inline(always)]
fn wide(a: &[F; 3]) -> [u128; 3] {
    [
        a[0].value() as u128,
        a[1].value() as u128,
        a[2].value() as u128,
    ]
}

/// `Σ terms mod p` for up to a few 128-bit terms: the overflow past 2¹²⁸ is
/// counted and folded as 2¹²⁸ ≡ −2³².
#[inline(always)]
fn sum(terms: &[u128]) -> F {
    let mut acc = (0u128, 0u64);
    for &t in terms {
        let (lo, carry) = acc.0.overflowing_add(t);
        acc = (lo, acc.1 + carry as u64);
    }
    F::wide_reduce(&acc)
}
