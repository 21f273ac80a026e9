//! The Stark field's products on AVX-512 IFMA lanes (radix 2⁵², four
//! lanes of [`ifma::Lanes`]): a Montgomery reduction by 2²⁶⁰ specialised to
//! the Stark prime, whose radix-2⁵² limbs (1, 0, 0, 17·2³⁶, 2⁴³) turn the
//! reduction's multiply-adds into shifts. Used by the Hades full rounds
//! (`crate::permutation::hades`); tested against the scalar [`lazy`]
//! products below.

use super::lazy;
use crate::field::ifma52::{self as ifma, Vec64};

/// The Stark field's modulus in radix 2⁵² (p ≡ 1 mod 2⁶⁴, so −p⁻¹ ≡ −1).
pub const MODULUS52: ifma::Modulus52 = ifma::Modulus52::new(&lazy::P, u64::MAX);

/// 8p in radix 2⁵² with every limb but the top one at least 2⁵² (a borrow
/// moved down each limb): subtracting a normalized value below 5p from it
/// leaves no limb negative.
pub const M8: [u64; 5] = {
    let l = ifma::split52(&lazy::P_MULTIPLES[8]);
    [
        l[0] + (1 << 52),
        l[1] + (1 << 52) - 1,
        l[2] + (1 << 52) - 1,
        l[3] + (1 << 52) - 1,
        l[4] - 1,
    ]
};

/// Montgomery reduction by 2²⁶⁰, for the Stark prime, of the 520-bit
/// values whose column k (below 2⁶⁰) is `column(k)`, each column computed
/// two steps before the reduction needs it. The prime's radix-2⁵² limbs are
/// (1, 0, 0, 17·2³⁶, 2⁴³): with −p⁻¹ ≡ −1 mod 2⁵² the digit m_i is −u_i
/// mod 2⁵², the column's carry out is ⌈u_i/2⁵²⌉ (q₀ = 1, q₁ = q₂ = 0): no
/// multiply-add on the reduction's path. m_i·q₃ and m_i·q₄ go into the
/// columns three to five steps on as four multiply-adds (as shifts they
/// were eleven instructions, which on `zmm` all but the additions share
/// one port; the Hades batch kernel went from 1,272 to 1,103 ns per
/// permutation with the multiply-adds, the single state from 2,352 to 2,305). The
/// same value as [`ifma::reduce_columns`]: below v/2²⁶⁰ + p, normalized.
#[inline(always)]
fn reduce<V: Vec64, C: FnMut(usize) -> V>(mut column: C) -> ifma::Lanes<V> {
    // SAFETY: (the whole body) callers enable AVX-512F, VL and IFMA.
    unsafe {
        let mask = V::splat(ifma::MASK);
        let (q3, q4) = (V::splat(MODULUS52.limbs[3]), V::splat(MODULUS52.limbs[4]));
        let zero = V::zero();
        let mut acc = [zero; 10];
        acc[0] = column(0);
        acc[1] = column(1);
        for i in 0..5 {
            let u = acc[i];
            let m = V::and(V::sub(zero, u), mask);
            let carry = V::srli::<52>(V::add(u, mask));
            acc[i + 1] = V::add(acc[i + 1], carry);
            acc[i + 2] = V::add(acc[i + 2], column(i + 2));
            acc[i + 3] = V::madd52lo(acc[i + 3], m, q3);
            acc[i + 4] = V::madd52hi(acc[i + 4], m, q3);
            acc[i + 4] = V::madd52lo(acc[i + 4], m, q4);
            acc[i + 5] = V::madd52hi(acc[i + 5], m, q4);
        }
        for (k, a) in acc.iter_mut().enumerate().skip(7) {
            *a = V::add(*a, column(k));
        }
        ifma::normalize(&ifma::Lanes([acc[5], acc[6], acc[7], acc[8], acc[9]]))
    }
}

/// `a·b/2²⁶⁰ mod p` in every lane, below a·b/2²⁶⁰ + p, normalized (`a`, `b`
/// normalized, the result below 2²⁶⁰).
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub fn mul<V: Vec64>(a: &ifma::Lanes<V>, b: &ifma::Lanes<V>) -> ifma::Lanes<V> {
    reduce(|k| ifma::product_column::<4, V>(&a.0, &b.0, k))
}

/// `a²/2²⁶⁰ mod p` in every lane, as [`mul`]`(a, a)`.
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub fn square<V: Vec64>(a: &ifma::Lanes<V>) -> ifma::Lanes<V> {
    reduce(|k| ifma::square_column(&a.0, k))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lanes(v: &[[u64; 4]; 4]) -> ifma::Lanes {
        // SAFETY: the caller checked the CPU features (`ifma::available`).
        unsafe { ifma::Lanes::from_limbs(&v.map(|x| ifma::to_limbs52(&x))) }
    }

    fn values(l: &ifma::Lanes) -> [[u64; 4]; 4] {
        // SAFETY: as in `lanes`.
        unsafe { l.to_limbs() }
            .map(|x| lazy::canonical(&lazy::reduce(&ifma::from_limbs52(&x, &MODULUS52))))
    }

    /// The lane product and square against the scalar products: lanes hold
    /// 16·x (R = 2²⁶⁰ for the 2²⁵⁶-Montgomery value x), so the lane product
    /// of 16a and 16b is 16·(a·b/2²⁵⁶), the scalar product moved to the lanes.
    #[test]
    fn lane_products_match_scalar() {
        if !ifma::available() {
            return;
        }
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut random = || lazy::canonical(&lazy::reduce(&[next(), next(), next(), next() >> 5]));
        let edge = [
            lazy::sub(&lazy::P, &[1, 0, 0, 0]),
            [0; 4],
            [1, 0, 0, 0],
            lazy::sub(&lazy::P, &[2, 0, 0, 0]),
        ];
        let scalar = |v: [u64; 4]| lazy::canonical(&lazy::reduce(&v));
        for round in 0..200 {
            let a: [[u64; 4]; 4] = if round == 0 {
                edge
            } else {
                core::array::from_fn(|_| random())
            };
            let b: [[u64; 4]; 4] = if round == 1 {
                edge
            } else {
                core::array::from_fn(|_| random())
            };
            // SAFETY: `ifma::available` checked above.
            let (prod, sq) = unsafe { (mul(&lanes(&a), &lanes(&b)), square(&lanes(&a))) };
            let (prod, sq) = (values(&prod), values(&sq));
            for i in 0..4 {
                assert_eq!(prod[i], scalar(lazy::mul(&a[i], &b[i])), "mul, lane {i}");
                assert_eq!(sq[i], scalar(lazy::square(&a[i])), "square, lane {i}");
            }
        }
    }
}
