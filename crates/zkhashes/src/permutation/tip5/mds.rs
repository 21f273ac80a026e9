//! Tip5's circulant MDS product, `y = M·x` with `M[i][j] = c[(i − j) mod
//! 16]`: the cyclic convolution of the column `c` with the state, mod
//! x¹⁶ − 1.
//!
//! [`mds`] splits each cell into 32-bit halves and convolves each half in
//! 41 word products instead of 256: x¹⁶ − 1 = (x⁸ − 1)(x⁸ + 1), so a
//! cyclic convolution of 16 is one of 8 (on `lo + hi`) and one negacyclic
//! product of 8 (on `lo − hi`), and so on down to 2 (the Chinese remainder
//! theorem on halves); each negacyclic product is Karatsuba's. The halves'
//! reconstruction would divide by 2 at every level: instead the constant
//! side carries the factor (the negacyclic constants are pre-scaled), so
//! the result is 16·y, exact in wrapping 64-bit arithmetic (every step is
//! a ring operation and 16·y < 2⁵⁶ for a half below 2³² and entries below
//! 2¹⁶). [`mds_textbook`] is the row-by-row product it is tested against.

use super::constants::MDS_COLUMN;
use crate::field::Goldilocks;
use core::array::from_fn;

/// The state's width (the column's length).
const WIDTH: usize = MDS_COLUMN.len();

/// `y = M·x`, one row at a time (the reference for [`mds`]).
pub fn mds_textbook(state: &mut [Goldilocks; WIDTH]) {
    let lo: [u64; WIDTH] = from_fn(|j| state[j].value() & 0xffff_ffff);
    let hi: [u64; WIDTH] = from_fn(|j| state[j].value() >> 32);
    for (i, cell) in state.iter_mut().enumerate() {
        let (mut sum_lo, mut sum_hi) = (0u64, 0u64);
        for j in 0..WIDTH {
            let c = MDS_COLUMN[(i + WIDTH - j) % WIDTH];
            sum_lo += c * lo[j];
            sum_hi += c * hi[j];
        }
        *cell = Goldilocks::reduce128(u128::from(sum_lo) + (u128::from(sum_hi) << 32));
    }
}

/// `y = M·x` by the convolution (the kernel).
#[inline(always)]
pub fn mds(state: &mut [Goldilocks; WIDTH]) {
    let lo = cyc16(from_fn(|j| state[j].value() & 0xffff_ffff));
    let hi = cyc16(from_fn(|j| state[j].value() >> 32));
    for (cell, (l, h)) in state.iter_mut().zip(lo.into_iter().zip(hi)) {
        // 16·y for each half: y = y_lo + 2³²·y_hi = l/16 + h·2²⁸.
        *cell = Goldilocks::reduce128(u128::from(l >> 4) + (u128::from(h) << 28));
    }
}

type W = u64;

#[inline(always)]
fn add<const N: usize>(a: [W; N], b: [W; N]) -> [W; N] {
    from_fn(|i| a[i].wrapping_add(b[i]))
}

#[inline(always)]
fn sub<const N: usize>(a: [W; N], b: [W; N]) -> [W; N] {
    from_fn(|i| a[i].wrapping_sub(b[i]))
}

#[inline(always)]
fn scale<const N: usize>(a: [W; N], k: W) -> [W; N] {
    a.map(|x| x.wrapping_mul(k))
}

/// The first and second halves of `a` (`H` = N / 2).
#[inline(always)]
fn halves<const N: usize, const H: usize>(a: [W; N]) -> ([W; H], [W; H]) {
    debug_assert_eq!(2 * H, N);
    (from_fn(|i| a[i]), from_fn(|i| a[H + i]))
}

/// `a` then `b`.
#[inline(always)]
fn join<const H: usize, const N: usize>(a: [W; H], b: [W; H]) -> [W; N] {
    debug_assert_eq!(2 * H, N);
    from_fn(|i| if i < H { a[i] } else { b[i - H] })
}

/// The acyclic product of two polynomials of 2 coefficients (3 products).
#[inline(always)]
fn mul2(a: [W; 2], b: [W; 2]) -> [W; 3] {
    let p0 = a[0].wrapping_mul(b[0]);
    let p1 = a[1].wrapping_mul(b[1]);
    let m = a[0]
        .wrapping_add(a[1])
        .wrapping_mul(b[0].wrapping_add(b[1]));
    [p0, m.wrapping_sub(p0).wrapping_sub(p1), p1]
}

/// The acyclic product of two polynomials of 4 coefficients (9 products).
#[inline(always)]
fn mul4(a: [W; 4], b: [W; 4]) -> [W; 7] {
    let (a0, a1) = halves::<4, 2>(a);
    let (b0, b1) = halves::<4, 2>(b);
    let low = mul2(a0, b0);
    let high = mul2(a1, b1);
    let mid = sub(sub(mul2(add(a0, a1), add(b0, b1)), low), high);
    let mut out = [0 as W; 7];
    for i in 0..3 {
        out[i] = out[i].wrapping_add(low[i]);
        out[i + 2] = out[i + 2].wrapping_add(mid[i]);
        out[i + 4] = out[i + 4].wrapping_add(high[i]);
    }
    out
}

/// `c·v mod xᴺ + 1` from the acyclic products of the halves (Karatsuba):
/// c₀v₀ − c₁v₁ + xᴴ((c₀ + c₁)(v₀ + v₁) − c₀v₀ − c₁v₁), each product's
/// coefficients from xᴺ on folded back negated. `mul` is the halves'
/// acyclic product (`L` = 2H − 1 coefficients).
#[inline(always)]
fn negacyclic<const N: usize, const H: usize, const L: usize>(
    c: [W; N],
    v: [W; N],
    mul: fn([W; H], [W; H]) -> [W; L],
) -> [W; N] {
    let (c0, c1) = halves::<N, H>(c);
    let (v0, v1) = halves::<N, H>(v);
    let low = mul(c0, v0);
    let high = mul(c1, v1);
    let mid = sub(sub(mul(add(c0, c1), add(v0, v1)), low), high);
    // low − high at x⁰, mid at xᴴ; terms at xᴺ and past wrap with a minus.
    let mut out = [0 as W; N];
    let mut put = |k: usize, x: W| {
        if k < N {
            out[k] = out[k].wrapping_add(x);
        } else {
            out[k - N] = out[k - N].wrapping_sub(x);
        }
    };
    for i in 0..L {
        put(i, low[i].wrapping_sub(high[i]));
        put(i + H, mid[i]);
    }
    out
}

/// `c·v mod x² + 1` (3 products).
#[inline(always)]
fn neg2(c: [W; 2], v: [W; 2]) -> [W; 2] {
    let p0 = c[0].wrapping_mul(v[0]);
    let p1 = c[1].wrapping_mul(v[1]);
    let m = c[0]
        .wrapping_add(c[1])
        .wrapping_mul(v[0].wrapping_add(v[1]));
    [p0.wrapping_sub(p1), m.wrapping_sub(p0).wrapping_sub(p1)]
}

/// 2·(c·v mod x² − 1) (2 products).
#[inline(always)]
fn cyc2(c: [W; 2], v: [W; 2]) -> [W; 2] {
    let s = c[0]
        .wrapping_add(c[1])
        .wrapping_mul(v[0].wrapping_add(v[1]));
    let d = c[0]
        .wrapping_sub(c[1])
        .wrapping_mul(v[0].wrapping_sub(v[1]));
    [s.wrapping_add(d), s.wrapping_sub(d)]
}

/// One level of the Chinese remainder split: the cyclic part by `cyc`
/// (which returns `k`·(its product)), the negacyclic part by `neg` on
/// constants pre-scaled by `k`; returns 2k·(c·v mod xᴺ − 1).
#[inline(always)]
fn crt<const N: usize, const H: usize>(
    c: [W; N],
    v: [W; N],
    k: W,
    cyc: fn([W; H], [W; H]) -> [W; H],
    neg: fn([W; H], [W; H]) -> [W; H],
) -> [W; N] {
    let (c0, c1) = halves::<N, H>(c);
    let (v0, v1) = halves::<N, H>(v);
    let p = cyc(add(c0, c1), add(v0, v1));
    let n = neg(scale(sub(c0, c1), k), sub(v0, v1));
    join::<H, N>(add(p, n), sub(p, n))
}

#[inline(always)]
fn neg4(c: [W; 4], v: [W; 4]) -> [W; 4] {
    negacyclic::<4, 2, 3>(c, v, mul2)
}

#[inline(always)]
fn neg8(c: [W; 8], v: [W; 8]) -> [W; 8] {
    negacyclic::<8, 4, 7>(c, v, mul4)
}

/// 4·(c·v mod x⁴ − 1).
#[inline(always)]
fn cyc4(c: [W; 4], v: [W; 4]) -> [W; 4] {
    crt::<4, 2>(c, v, 2, cyc2, neg2)
}

/// 8·(c·v mod x⁸ − 1).
#[inline(always)]
fn cyc8(c: [W; 8], v: [W; 8]) -> [W; 8] {
    crt::<8, 4>(c, v, 4, cyc4, neg4)
}

/// 16·(M·v): the column convolved with `v`, mod x¹⁶ − 1.
#[inline(always)]
fn cyc16(v: [W; WIDTH]) -> [W; WIDTH] {
    crt::<16, 8>(MDS_COLUMN, v, 8, cyc8, neg8)
}
