//! BN254 Fr on AVX-512 IFMA lanes ([`crate::field::ifma52`], R = 2²⁶⁰):
//! what the batch kernels of circom's Poseidon and of Poseidon2 share
//! around the lane products — [`shrink`] (a value back below 2.33p
//! without a product), x⁵ over groups of lanes ([`pow5`]) and the
//! constants' lane form ([`lane_constants`]).
//!
//! Bounds are in multiples of p: p/2²⁶⁰ < 0.01182, so a lane product of
//! values below A·p and B·p is below (0.01182·A·B + 1)·p, and every value
//! must stay below 2²⁶⁰ ≈ 84.6p.

use super::lazy::{MODULUS52, P};
use crate::field::ifma52::{self as ifma, Lanes, Vec64};
use crate::field::limbs;
use crate::field::Bn254Fr as F;
use alloc::vec::Vec;

/// ⌊2²⁸⁶ / p⌋, for [`shrink`]'s quotient estimate.
const INV_P: u64 = inv_p();

/// ⌊2²⁸⁶ / p⌋ by long division of 2²⁸⁶ by p (compile time).
const fn inv_p() -> u64 {
    // The quotient is below 2³³: bit by bit from bit 33 down, keeping the
    // remainder r < p (r·2 + bit fits 256 bits: p < 2²⁵⁴).
    // 2²⁸⁶ = 2²⁵³·2³³; start with r = 2²⁵³ (below p), then 33 doublings.
    let mut r = [0u64, 0, 0, 1 << 61];
    let mut q = 0u64;
    let mut i = 0;
    while i < 33 {
        r = limbs::add(&r, &r).0;
        q <<= 1;
        if !limbs::lt(&r, &P) {
            r = limbs::sub(&r, &P).0;
            q |= 1;
        }
        i += 1;
    }
    q
}

/// `v mod p`-congruent, below 2.33p, for normalized v below 2²⁶⁰: with
/// t = ⌊v / 2²⁵⁴⌋ (the top limb's bits above 46) and k = ⌊t·⌊2²⁸⁶/p⌋ / 2³²⌋
/// ≤ v/p, v − k·p lies in [0, 2²⁵⁴ + p + t·p/2³²). k·p is five
/// multiply-add pairs; the signed limb differences are normalized by
/// arithmetic shifts.
///
/// # Safety
/// Safe to call from code compiled with AVX-512F, VL and IFMA (the batch
/// kernels, entered after [`ifma::available`]); elsewhere an `unsafe` call
/// whose caller checked it.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub fn shrink<V: Vec64>(v: &Lanes<V>) -> Lanes<V> {
    // SAFETY: (the whole body) the target features are enabled here.
    unsafe {
        let z = V::zero();
        let t = V::srli::<46>(v.0[4]);
        let k = V::srli::<32>(V::madd52lo(z, t, V::splat(INV_P)));
        let mut r = v.0;
        for (j, limb) in MODULUS52.limbs.iter().enumerate() {
            let q = V::splat(*limb);
            r[j] = V::sub(r[j], V::madd52lo(z, k, q));
            if j + 1 < 5 {
                r[j + 1] = V::sub(r[j + 1], V::madd52hi(z, k, q));
            }
        }
        ifma::normalize_signed(&Lanes(r))
    }
}

/// x⁵ on every group of lanes (inputs normalized, below 2²⁶⁰): x² and x⁴
/// by [`ifma::square`], then x⁴·x. For inputs below X·p the result is below
/// (0.01182·x₄·X + 1)·p with x₄ the bound of x⁴ (module docs).
///
/// # Safety
/// Safe to call from code compiled with AVX-512F, VL and IFMA (the batch
/// kernels, entered after [`ifma::available`]); elsewhere an `unsafe` call
/// whose caller checked it.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub fn pow5<const G: usize, V: Vec64>(x: &[Lanes<V>; G]) -> [Lanes<V>; G] {
    let q = &MODULUS52;
    let mut x2 = *x;
    for g in 0..G {
        // SAFETY: (each call) the target features are enabled here.
        x2[g] = unsafe { ifma::square(&x[g], q) };
    }
    let mut x4 = x2;
    for g in 0..G {
        // SAFETY: as for the first call above (same features, same bounds).
        x4[g] = unsafe { ifma::square(&x2[g], q) };
    }
    let mut y = x4;
    for g in 0..G {
        // SAFETY: as for the first call above (same features, same bounds).
        y[g] = unsafe { ifma::mul(&x4[g], &x[g], q) };
    }
    y
}

/// The lane form of field constants (their 2²⁶⁰-Montgomery values, below
/// 2.33p, as 52-bit limbs), four at a time through [`shrink`]: what a batch
/// kernel splats (broadcasts) into every lane.
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]).
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub unsafe fn lane_constants(values: &[F]) -> Vec<[u64; 5]> {
    let mut out = Vec::with_capacity(values.len().next_multiple_of(4));
    for chunk in values.chunks(4) {
        let mut w = [[0u64; 4]; 4];
        for (w, v) in w.iter_mut().zip(chunk) {
            *w = v.to_montgomery();
        }
        // SAFETY: AVX2 is implied by the target features.
        let limbs = unsafe { shrink(&Lanes::from_words(&w)).to_limbs() };
        out.extend_from_slice(&limbs[..chunk.len()]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::Field;

    /// ⌊2²⁸⁶/p⌋ against a direct check: q·p ≤ 2²⁸⁶ < (q + 1)·p, in
    /// 320-bit arithmetic.
    #[test]
    fn inv_p_is_the_floor_quotient() {
        let mul = |q: u64| -> [u64; 5] {
            let mut out = [0u64; 5];
            let mut carry = 0u128;
            for i in 0..4 {
                let t = P[i] as u128 * q as u128 + carry;
                out[i] = t as u64;
                carry = t >> 64;
            }
            out[4] = carry as u64;
            out
        };
        let two286 = [0u64, 0, 0, 0, 1 << 30];
        let le = |a: [u64; 5], b: [u64; 5]| a.iter().rev().cmp(b.iter().rev()).is_le();
        assert!(le(mul(INV_P), two286));
        assert!(!le(mul(INV_P + 1), two286));
    }

    /// The lane form of constants (0, 1, p − 1, p − 2 and arbitrary ones,
    /// lengths 0..=9 for the partial chunk): below 2.33p and congruent to
    /// c·2²⁶⁰ (back through `from_limbs52`, which divides by 16).
    #[test]
    fn lane_constants_are_small_and_congruent() {
        if !ifma::available() {
            return;
        }
        let minus = |k: u64| F::ZERO - F::from_u64(k);
        let mut values = [F::ZERO, F::ONE, minus(1), minus(2), F::from_u64(12345)].to_vec();
        let mut x = F::from_u64(7);
        for _ in 0..4 {
            x = x.square() + F::ONE;
            values.push(x);
        }
        for n in 0..=values.len() {
            // SAFETY: `available` checked the CPU features.
            let lanes = unsafe { lane_constants(&values[..n]) };
            assert_eq!(lanes.len(), n);
            for (l, v) in lanes.iter().zip(&values) {
                let words = ifma::from_limbs52(l, &MODULUS52);
                let mut r = words;
                while !limbs::lt(&r, &P) {
                    r = limbs::sub(&r, &P).0;
                }
                assert_eq!(F::from_montgomery(r), *v);
                // Below 2.33p < 3p (normalized limbs, so the value is
                // read as 260 bits).
                let value = [
                    l[0] | (l[1] << 52),
                    (l[1] >> 12) | (l[2] << 40),
                    (l[2] >> 24) | (l[3] << 28),
                    (l[3] >> 36) | (l[4] << 16),
                    l[4] >> 48,
                ];
                let (p3, carry) = limbs::add(&limbs::add(&P, &P).0, &P);
                let p3 = [p3[0], p3[1], p3[2], p3[3], carry];
                assert!(limbs::lt(&value, &p3), "{value:x?}");
            }
        }
    }
}
