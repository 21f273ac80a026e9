//! The partial rounds of Poseidon over BN254 with t = 3 and x⁵ (circom's
//! `Poseidon(2)`) in the recurrence form of [`crate::permutation::poseidon::engine`], with the
//! round's dot product on AVX-512 IFMA lanes: the same results as the
//! generic loop, which stays the specification this kernel is tested
//! against.
//!
//! A recurrence round is the S-box of the newest input u (three dependent
//! products, the permutation's critical path) and a dot product of four
//! terms, `cu₁·u_{n−1} + cu₀·u_{n−2} + cx₀·x_{n−3} + cx₁·x_{n−2}` plus a
//! constant, which does not wait for that S-box. On the scalar `mulx`
//! units the dot product's four 512-bit products and its reduction cost
//! about as much again as the S-box, and the two queue for the same
//! multiplier. Here the four terms are the four lanes of one dot product
//! on the vector units ([`ifma::dot_columns`]: columns summed across lanes;
//! [`ifma::reduce_columns`]: one reduction), so the scalar side runs only
//! the S-box chain. The two halves of the dot product sit between the
//! S-box's products in the instruction stream: placed before them, its
//! ~250 vector instructions kept the next S-box out of the instruction
//! window and a round took ~290 cycles on Zen 4 instead of ~230 (the S-box
//! chain alone: ~213).
//!
//! The lanes hold the values as the 52-bit digits of their 2²⁵⁶-Montgomery
//! form and the coefficients as those of 16× theirs (their
//! 2²⁶⁰-Montgomery form, unreduced), so the reduction by 2²⁶⁰ leaves the
//! dot product in 2²⁵⁶-Montgomery form with no conversion. Lanes 0 and 1
//! hold the two u's, lanes 2 and 3 the two x's; each round writes its new
//! u and x over the older one of each pair, so the slots alternate and the
//! coefficient order with them (rounds come in even/odd pairs).
//!
//! Bounds, in multiples of p (p/2²⁵⁶ < 0.1891, p/2²⁶⁰ < 0.01182): u's
//! below 3p, x's canonical, coefficients 16·c below 16p, so the dot
//! product's sum is below (2·3·16 + 2·16)·p² = 128p² and its reduction
//! below (128·0.01182 + 1)·p < 2.52p; plus the round constant (canonical)
//! below 3.52p, one subtraction of 2p leaves it below 2p, and adding the
//! S-box output (canonical) gives the next u below 3p: one 256-bit
//! addition after the S-box, no reduction on the critical path. The S-box
//! takes inputs below 4p: x² below 4.03p, x⁴ below 4.07p, x⁵ = x⁴·canonical(x)
//! below 1.77p, one subtraction from canonical.

use crate::field::bn254::lazy::{add, canonical4, MODULUS52, P, P2};
use crate::field::bn254::Bn254FrConfig;
use crate::field::ifma52 as ifma;
use crate::field::monty::x86_adx;
use crate::field::monty::x86_adx_lazy as lazy;
use crate::field::{Bn254Fr as F, MontyConfig};
use core::arch::x86_64::*;

type Limbs = [u64; 4];

/// Whether this CPU runs the kernel: BMI2, ADX and AVX-512F/VL/IFMA.
#[inline]
pub(crate) fn available() -> bool {
    x86_adx::available() && ifma::available()
}

/// The lanes `[16·a, 16·b, 16·c, 16·d]` (2²⁶⁰-Montgomery forms of
/// 2²⁵⁶-Montgomery coefficients, unreduced): four loads, a 4×4 transpose
/// of the 64-bit limbs and the digit split, all on vector units.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn coefficients(a: &F, b: &F, c: &F, d: &F) -> ifma::Lanes {
    let load = |v: &F| {
        let l = v.to_montgomery();
        // SAFETY: a 32-byte unaligned load from a [u64; 4].
        unsafe { _mm256_loadu_si256(l.as_ptr().cast()) }
    };
    let (a, b, c, d) = (load(a), load(b), load(c), load(d));
    // [a0 b0 a2 b2], [a1 b1 a3 b3], [c0 d0 c2 d2], [c1 d1 c3 d3].
    let ab0 = _mm256_unpacklo_epi64(a, b);
    let ab1 = _mm256_unpackhi_epi64(a, b);
    let cd0 = _mm256_unpacklo_epi64(c, d);
    let cd1 = _mm256_unpackhi_epi64(c, d);
    let w0 = _mm256_permute2x128_si256::<0x20>(ab0, cd0);
    let w1 = _mm256_permute2x128_si256::<0x20>(ab1, cd1);
    let w2 = _mm256_permute2x128_si256::<0x31>(ab0, cd0);
    let w3 = _mm256_permute2x128_si256::<0x31>(ab1, cd1);
    let mask = _mm256_set1_epi64x(ifma::MASK as i64);
    let digit = |lo: __m256i, hi: __m256i| _mm256_and_si256(_mm256_or_si256(lo, hi), mask);
    ifma::Lanes([
        _mm256_and_si256(_mm256_slli_epi64::<4>(w0), mask),
        digit(_mm256_srli_epi64::<48>(w0), _mm256_slli_epi64::<16>(w1)),
        digit(_mm256_srli_epi64::<36>(w1), _mm256_slli_epi64::<28>(w2)),
        digit(_mm256_srli_epi64::<24>(w2), _mm256_slli_epi64::<40>(w3)),
        _mm256_srli_epi64::<12>(w3),
    ])
}

/// Writes `v` (below 2²⁵⁶) into the lanes of `LANE_MASK` of `lanes`.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn insert<const LANE_MASK: u8>(lanes: &mut ifma::Lanes, v: &Limbs) {
    let d = ifma::split52(v);
    for (r, d) in lanes.0.iter_mut().zip(d) {
        *r = _mm256_mask_set1_epi64(*r, LANE_MASK, d as i64);
    }
}

/// The value in lane 0 of normalized lanes, below 2²⁵⁶.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn lane0(v: &ifma::Lanes) -> Limbs {
    let d: [u64; 5] =
        core::array::from_fn(|k| _mm_cvtsi128_si64(_mm256_castsi256_si128(v.0[k])) as u64);
    [
        d[0] | (d[1] << 52),
        (d[1] >> 12) | (d[2] << 40),
        (d[2] >> 24) | (d[3] << 28),
        (d[3] >> 36) | (d[4] << 16),
    ]
}

/// The sliding windows of the recurrence, in scalar form (lazy u's below
/// 3p, canonical x's) and in lanes.
struct Windows {
    /// u_{n−2}.
    u1: Limbs,
    /// u_{n−1}, the next S-box input.
    cur: Limbs,
    /// x_{n−3}, x_{n−2}.
    x: [Limbs; 2],
    /// x_{n−4} (leaves the products, but the end of the recurrence reads it).
    x_old: Limbs,
    /// u_{n−3} (as `x_old`).
    u_old: Limbs,
    /// cur, u1, x[0], x[1] in lanes 0, 1, 2, 3 before an even round; u1,
    /// cur, x[1], x[0] before an odd one.
    lanes: ifma::Lanes,
}

/// One recurrence round (`EVEN`: the slots of an even round) with the
/// coefficients `cu`, `cx` and the constant `c`.
///
/// # Safety
/// The CPU must support BMI2, ADX and AVX-512F/VL/IFMA ([`available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma,bmi2,adx")]
unsafe fn round<const EVEN: bool>(w: &mut Windows, cu: &[F; 3], cx: &[F; 3], c: &F) {
    let k = if EVEN {
        coefficients(&cu[1], &cu[0], &cx[0], &cx[1])
    } else {
        coefficients(&cu[0], &cu[1], &cx[1], &cx[0])
    };
    let table = Bn254FrConfig::KERNEL_TABLE;
    // The S-box's three products with the dot product's two halves between
    // them: the instruction window holds the next round's first product
    // while the last one runs (the two chains side by side).
    // SAFETY: (each call) the target features are enabled here; the module
    // docs' bounds keep every lazy product and sum below 2²⁵⁶ and the dot
    // product below 2²⁶⁰.
    let x2 = unsafe { lazy::square(&w.cur, table) };
    let xc = canonical4(&w.cur);
    // SAFETY: as for the first call above (same features, same bounds).
    let columns = unsafe { ifma::dot_columns(&w.lanes, &k) };
    // SAFETY: as for the first call above (same features, same bounds).
    let x4 = unsafe { lazy::square(&x2, table) };
    // SAFETY: as for the first call above (same features, same bounds).
    let dot = unsafe { ifma::reduce_columns(&MODULUS52, &columns) };
    let older = lazy::sub_if_ge(&add(&lane0(&dot), &c.to_montgomery()), &P2);
    // SAFETY: as for the first call above (same features, same bounds).
    let y = lazy::sub_if_ge(&unsafe { lazy::mul(&x4, &xc, table) }, &P);
    let next = add(&older, &y);
    // The new u over u1's slot, the new x over x[0]'s.
    if EVEN {
        insert::<0b0010>(&mut w.lanes, &next);
        insert::<0b0100>(&mut w.lanes, &y);
    } else {
        insert::<0b0001>(&mut w.lanes, &next);
        insert::<0b1000>(&mut w.lanes, &y);
    }
    w.u_old = w.u1;
    w.u1 = w.cur;
    w.cur = next;
    w.x_old = w.x[0];
    w.x = [w.x[1], y];
}

/// The recurrence rounds of [`crate::permutation::poseidon::engine`]'s `permute_recurrence_mut`
/// for t = 3 and x⁵: on entry and on return `u[..2]` = u_{n−3}, u_{n−2},
/// `x` = x_{n−4..n−2} and `cur` = u_{n−1} (all canonical), with one round
/// per row of `rec_u`, `rec_x`, `rec_const`.
///
/// # Safety
/// The CPU must support BMI2, ADX and AVX-512F/VL/IFMA ([`available`]).
#[target_feature(enable = "avx512f,avx512vl,avx512ifma,bmi2,adx")]
pub(crate) unsafe fn partial_rounds(
    u: &mut [F; 3],
    x: &mut [F; 3],
    cur: &mut F,
    rec_u: &[[F; 3]],
    rec_x: &[[F; 3]],
    rec_const: &[F],
) {
    let m = |v: &F| v.to_montgomery();
    let split = |v: &F| ifma::split52(&v.to_montgomery());
    let mut w = Windows {
        u_old: m(&u[0]),
        u1: m(&u[1]),
        cur: m(cur),
        x_old: m(&x[0]),
        x: [m(&x[1]), m(&x[2])],
        // SAFETY: AVX2 is implied by the target features.
        lanes: unsafe {
            ifma::Lanes::from_limbs(&[split(cur), split(&u[1]), split(&x[1]), split(&x[2])])
        },
    };
    let mut rounds = rec_u.iter().zip(rec_x).zip(rec_const);
    // SAFETY: (both calls) the caller guarantees the CPU features.
    while let Some(((cu, cx), c)) = rounds.next() {
        // SAFETY: as for the first call above (same features, same bounds).
        unsafe { round::<true>(&mut w, cu, cx, c) };
        match rounds.next() {
            // SAFETY: as for the first call above (same features, same bounds).
            Some(((cu, cx), c)) => unsafe { round::<false>(&mut w, cu, cx, c) },
            None => break,
        }
    }
    let canonical = |v: &Limbs| F::from_montgomery(canonical4(v));
    u[0] = canonical(&w.u_old);
    u[1] = canonical(&w.u1);
    *x = [w.x_old, w.x[0], w.x[1]].map(F::from_montgomery);
    *cur = canonical(&w.cur);
}
