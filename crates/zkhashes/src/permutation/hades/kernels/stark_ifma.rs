//! The full rounds of the StarkWare Hades instances (widths 3, 4, 5, 9) on
//! AVX-512 IFMA lanes ([`crate::field::ifma52`], with the
//! Stark field's lane products of [`crate::field::stark252::ifma`]): the cells in
//! the lanes of one or two vectors, every round's cubes side by side, the
//! matrix `J + diag(k)` as a lane sum plus per-lane multiples. The scalar
//! cubes of a full round queue on the one multiplier (about 66 cycles each
//! on Zen 4, so ~200 a round at width 3); in lanes a round at width 3 or 4
//! takes about 140 (a square and a product deep, with a reduction for the
//! Stark prime that needs no multiply-adds). One cube a vector saturates
//! the vector units (~160 cycles a vector a round), so widths 5 and 9 keep
//! their last cell on the idle scalar multiplier instead of a vector of its
//! own: its cube enters the lane sum as 16·y folded below 2p, and it takes
//! the sum back from lane 0.
//!
//! Bounds, in multiples of p (R = 2²⁶⁰, p/R < 0.00196: a product of values
//! below A·p and B·p is below (0.00196·A·B + 1)·p). Cells enter as 16·s
//! below 32p (s below 2p) and constants as 16·c below 16p. `k·y` for k < 0
//! is `|k|·(M − y)` with M = 8p written with every limb at least 2⁵², so no
//! limb goes negative for y below 5p. If the S-box inputs are below 93p,
//! x² is below 18p and y = x³ below 4.3p; the matrix's outputs are then
//! below 8·4.3p + 2p + max(5·4.3p, 4·8p) < 69p (width 9; 39p at width 3),
//! and the next inputs below 93p again; the scalar cell stays below 2p. The cells leave through
//! [`ifma::from_limbs52`] below 69p/16 + p < 6p, which [`lazy::reduce`]
//! brings below 2p.

use crate::field::ifma52 as ifma;
use crate::field::stark252::ifma::{mul, square, M8, MODULUS52};
use crate::field::stark252::lazy::{self, Backend, Limbs};
use crate::field::Stark252 as F;
use crate::permutation::hades::stark_matrix::{diag_of, scaled};
use core::arch::x86_64::*;

/// Vectors of four lanes the cells of width `t` take; a width of the form
/// 4n + 1 keeps its last cell on the scalar products ([`tail`]).
const fn vectors(t: usize) -> usize {
    t / 4 + (t % 4 > 1) as usize
}

/// Whether width `t` keeps its last cell out of the lanes: its cube runs on
/// the scalar multiplier, idle while the lanes work, instead of taking a
/// vector of its own (the vector units are saturated by one cube a vector).
const fn tail(t: usize) -> bool {
    t % 4 == 1
}

/// The full rounds `rcs` of width `T` (3, 4, 5 or 9: the cells in one or
/// two vectors of lanes, for 5 and 9 the last cell beside them on the
/// scalar products of `b`) on cells below 2p, which leave below 2p (module
/// docs).
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) unsafe fn full_rounds<B: Backend, const T: usize>(
    b: B,
    s: &mut [Limbs; T],
    rcs: &[[F; T]],
) {
    // (A run-time check on a constant.)
    assert!(vectors(T) <= MAX_VECTORS && max_abs(&diag_of::<T>()) < 8);
    let nv = const { vectors(T) };
    let has_tail = const { tail(T) };
    let k_tail = const { diag_of::<T>()[T - 1] };
    // Lane masks by vector: the cells, the negative factors, each bit of |k|.
    let masks: [[[i64; 4]; 5]; MAX_VECTORS] = const { lane_masks::<T>() };
    let mut mask = [[_mm256_setzero_si256(); 5]; MAX_VECTORS];
    for v in 0..nv {
        for (j, m) in masks[v].iter().enumerate() {
            mask[v][j] = _mm256_set_epi64x(m[3], m[2], m[1], m[0]);
        }
    }
    let m8: [__m256i; 5] = core::array::from_fn(|l| _mm256_set1_epi64x(M8[l] as i64));
    let zero = _mm256_setzero_si256();
    // The cells (or constants) of vector v as lanes.
    let lanes = |c: &[Limbs; T], v: usize| {
        // Lanes past the vector's cells (and the scalar cell) stay zero.
        let mut limbs = [[0u64; 5]; 4];
        for (lane, c) in limbs.iter_mut().zip(c.iter().skip(4 * v)) {
            *lane = ifma::to_limbs52(c);
        }
        // SAFETY: AVX2 is implied by the target features.
        unsafe { ifma::Lanes::from_limbs(&limbs) }
    };
    let mut state = [ifma::Lanes([zero; 5]); MAX_VECTORS];
    for (v, lv) in state.iter_mut().enumerate().take(nv) {
        *lv = lanes(s, v);
    }
    let mut last = s[T - 1];
    for rc in rcs {
        let rc = rc.map(|c| c.to_montgomery());
        let mut y = [ifma::Lanes([zero; 5]); MAX_VECTORS];
        for v in 0..nv {
            // SAFETY: the target features are enabled here.
            let x = unsafe { ifma::normalize(&ifma::add(&state[v], &lanes(&rc, v))) };
            y[v] = mul(&square(&x), &x);
        }
        // The scalar cell: its cube (input below 3p, output below 1.12p),
        // and that as a lane value (R = 2²⁶⁰: 16·y, folded below 2p).
        let (y_last, y_last_lanes) = if has_tail {
            let y = b.cube(&lazy::add(&last, &rc[T - 1]));
            let d = ifma::split52(&lazy::reduce(&lazy::times(&lazy::times(&y, 4), 4)));
            (y, d.map(|d| _mm256_set1_epi64x(d as i64)))
        } else {
            ([0; 4], [zero; 5])
        };
        // out_i = Σ y + |k_i|·z_i, z_i = y_i or M − y_i; lanes ≥ T zero.
        let mut sum = [zero; 5];
        for (l, &m8) in m8.iter().enumerate() {
            let mut total = y[0].0[l];
            for yv in y.iter().take(nv).skip(1) {
                total = _mm256_add_epi64(total, yv.0[l]);
            }
            let total = _mm256_add_epi64(ifma::lane_sum(total), y_last_lanes[l]);
            sum[l] = total;
            for v in 0..nv {
                let [cells, negative, bit0, bit1, bit2] = mask[v];
                let r = y[v].0[l];
                let z = _mm256_blendv_epi8(r, _mm256_sub_epi64(m8, r), negative);
                let kz = _mm256_add_epi64(
                    _mm256_and_si256(z, bit0),
                    _mm256_add_epi64(
                        _mm256_and_si256(_mm256_slli_epi64::<1>(z), bit1),
                        _mm256_and_si256(_mm256_slli_epi64::<2>(z), bit2),
                    ),
                );
                state[v].0[l] = _mm256_add_epi64(_mm256_and_si256(total, cells), kz);
            }
        }
        if has_tail {
            // Σ y from lane 0 (below 36.4p, so below 3.3p as 2²⁵⁶-form),
            // plus k·y (below 8p).
            // SAFETY: the target features are enabled here.
            let total = unsafe { ifma::normalize(&ifma::Lanes(sum)).to_limbs() }[0];
            let total = ifma::from_limbs52(&total, &MODULUS52);
            last = lazy::reduce(&lazy::add(&total, &scaled(&y_last, k_tail)));
        }
    }
    for (v, lv) in state.iter().enumerate().take(nv) {
        // SAFETY: the target features are enabled here.
        let out = unsafe { ifma::normalize(lv).to_limbs() };
        for (cell, l) in s.iter_mut().skip(4 * v).zip(out.iter()) {
            *cell = lazy::reduce(&ifma::from_limbs52(l, &MODULUS52));
        }
    }
    if has_tail {
        s[T - 1] = last;
    }
}

/// The largest |k_i|.
const fn max_abs(k: &[i8]) -> u8 {
    let mut m = 0;
    let mut i = 0;
    while i < k.len() {
        if k[i].unsigned_abs() > m {
            m = k[i].unsigned_abs();
        }
        i += 1;
    }
    m
}

/// The most vectors of four lanes a width takes (width 9: two, and its last
/// cell on the scalar products).
const MAX_VECTORS: usize = 2;

/// Lane masks (all ones or zero) for width `T`, by vector of four lanes:
/// the cells, the negative diagonal entries, and bits 0, 1, 2 of each |k_i|.
const fn lane_masks<const T: usize>() -> [[[i64; 4]; 5]; MAX_VECTORS] {
    let k = diag_of::<T>();
    let mut out = [[[0i64; 4]; 5]; MAX_VECTORS];
    let mut i = 0;
    while i < 4 * vectors(T) && i < T && i < 4 * MAX_VECTORS {
        let a = k[i].unsigned_abs();
        let flags = [true, k[i] < 0, a & 1 != 0, a & 2 != 0, a & 4 != 0];
        let mut j = 0;
        while j < 5 {
            if flags[j] {
                out[i / 4][j][i % 4] = -1;
            }
            j += 1;
        }
        i += 1;
    }
    out
}
