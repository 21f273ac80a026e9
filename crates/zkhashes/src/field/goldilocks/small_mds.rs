//! Products of width-12 Goldilocks states by a 12×12 matrix with entries
//! below 2⁷ (circulant plus diagonal: plonky2's and the Rescue matrices) on
//! AVX-512 lanes, column by column: each cell's 32-bit halves are broadcast
//! across the lanes (`vpermq`, from registers) and multiplied (`vpmuludq`)
//! by the matrix column, the sums stay exact (below 2⁴⁴), and each output
//! is folded once. The state lives in one 8-lane and one 4-lane vector
//! (cells 0..8 and 8..12). Used by plonky2's Poseidon kernel and by the
//! Rescue kernel; tested against the field's matrix product in
//! `tests/poseidon_goldilocks_avx512.rs`.
//!
//! The batch kernels hold eight states instead, one cell of every state
//! per vector: `mds_states` multiplies them by a matrix stored by rows
//! ([`MdsRows`]), entry by entry (each a broadcast constant).

use super::avx512::{ymm, zmm, WIDTH};
use super::scalar::{as_words, Goldilocks as F};
use core::arch::x86_64::*;

/// A 12×12 matrix with entries below 2⁷, stored by columns for
/// [`small_mds`]: `a[j]` holds rows 0..8 of column j, `b[j]` rows 8..12.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MdsColumns {
    a: [[u64; 8]; WIDTH],
    b: [[u64; 4]; WIDTH],
}

impl MdsColumns {
    /// The columns of `circ(circ) + diag(diag)` (`new_i = Σ_j circ[(j − i)
    /// mod 12]·s_j + diag[i]·s_i`). Panics (at compile time in a constant)
    /// when an entry is 2⁷ or more.
    pub const fn circulant_plus_diagonal(circ: &[u64; WIDTH], diag: &[u64; WIDTH]) -> Self {
        let mut a = [[0u64; 8]; WIDTH];
        let mut b = [[0u64; 4]; WIDTH];
        let mut j = 0;
        while j < WIDTH {
            let mut i = 0;
            while i < WIDTH {
                let d = if i == j { diag[i] } else { 0 };
                let m = circ[(j + WIDTH - i) % WIDTH] + d;
                assert!(m < 128, "matrix entries must be below 2^7");
                if i < 8 {
                    a[j][i] = m;
                } else {
                    b[j][i - 8] = m;
                }
                i += 1;
            }
            j += 1;
        }
        Self { a, b }
    }
}

/// Loads 12 words as (cells 0..8, cells 8..12).
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
pub(crate) fn load(s: &[u64; WIDTH]) -> (__m512i, __m256i) {
    // SAFETY: 8 words from `s[0..8]` and 4 from `s[8..12]` (unaligned loads).
    unsafe {
        (
            _mm512_loadu_si512(s.as_ptr().cast()),
            _mm256_loadu_si256(s[8..].as_ptr().cast()),
        )
    }
}

/// Stores (cells 0..8, cells 8..12) into 12 words.
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
pub(crate) fn store(a: __m512i, b: __m256i, s: &mut [u64; WIDTH]) {
    // SAFETY: 8 words into `s[0..8]` and 4 into `s[8..12]` (unaligned stores).
    unsafe {
        _mm512_storeu_si512(s.as_mut_ptr().cast(), a);
        _mm256_storeu_si256(s[8..].as_mut_ptr().cast(), b);
    }
}

/// The column sums of `M·(a, b)` on the 32-bit halves of the cells, each
/// cell's halves broadcast from registers; `start` (canonical constants, or
/// none) begins the sums, so the fold adds it. Lanes below 2⁴⁴ before the
/// fold: twelve products of entries below 2⁷ by halves below 2³², plus a
/// half of the constant.
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
pub(crate) fn mds_lanes(
    a: __m512i,
    b: __m256i,
    cols: &MdsColumns,
    start: Option<&[F; WIDTH]>,
) -> (__m512i, __m256i) {
    let low = _mm512_set1_epi64(0xffff_ffff);
    let (mut a_lo, mut a_hi) = (_mm512_setzero_si512(), _mm512_setzero_si512());
    let (mut b_lo, mut b_hi) = (_mm256_setzero_si256(), _mm256_setzero_si256());
    if let Some(c) = start {
        let (ca, cb) = load(as_words(c));
        a_lo = _mm512_and_si512(ca, low);
        a_hi = _mm512_srli_epi64::<32>(ca);
        b_lo = _mm256_and_si256(cb, _mm512_castsi512_si256(low));
        b_hi = _mm256_srli_epi64::<32>(cb);
    }
    // `vpmuludq` reads the low half of each lane: the cells as they are for
    // the low halves, shifted down for the high ones.
    let b = _mm512_castsi256_si512(b);
    let (a_h, b_h) = (_mm512_srli_epi64::<32>(a), _mm512_srli_epi64::<32>(b));
    for (j, (ca, cb)) in cols.a.iter().zip(&cols.b).enumerate() {
        let lane = _mm512_set1_epi64((j % 8) as i64);
        let (l, h) = if j < 8 {
            (
                _mm512_permutexvar_epi64(lane, a),
                _mm512_permutexvar_epi64(lane, a_h),
            )
        } else {
            (
                _mm512_permutexvar_epi64(lane, b),
                _mm512_permutexvar_epi64(lane, b_h),
            )
        };
        // SAFETY: one column: 8 words and 4 words (unaligned loads).
        let (ca, cb) = unsafe {
            (
                _mm512_loadu_si512(ca.as_ptr().cast()),
                _mm256_loadu_si256(cb.as_ptr().cast()),
            )
        };
        let (l4, h4) = (_mm512_castsi512_si256(l), _mm512_castsi512_si256(h));
        a_lo = _mm512_add_epi64(a_lo, _mm512_mul_epu32(ca, l));
        a_hi = _mm512_add_epi64(a_hi, _mm512_mul_epu32(ca, h));
        b_lo = _mm256_add_epi64(b_lo, _mm256_mul_epu32(cb, l4));
        b_hi = _mm256_add_epi64(b_hi, _mm256_mul_epu32(cb, h4));
    }
    (zmm::fold_halves(a_lo, a_hi), ymm::fold_halves(b_lo, b_hi))
}

/// `M·s` for the matrix of `cols` and any words s.
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
pub unsafe fn small_mds(s: &mut [u64; WIDTH], cols: &MdsColumns) {
    let (a, b) = load(s);
    let (a, b) = mds_lanes(a, b, cols, None);
    store(a, b, s);
}

/// `M·s + c` for the matrix of `cols`, any words s and canonical
/// constants c: the constants start the column sums, so the one fold that
/// ends the product also adds them.
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
pub unsafe fn small_mds_add(s: &mut [u64; WIDTH], cols: &MdsColumns, c: &[F; WIDTH]) {
    let (a, b) = load(s);
    let (a, b) = mds_lanes(a, b, cols, Some(c));
    store(a, b, s);
}

/// A 12×12 matrix with entries below 2⁷ by rows, for `mds_states`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MdsRows([[u64; WIDTH]; WIDTH]);

impl MdsRows {
    /// The rows of `circ(circ) + diag(diag)` (`new_i = Σ_j circ[(j − i)
    /// mod 12]·s_j + diag[i]·s_i`). Panics (at compile time in a constant)
    /// when an entry is 2⁷ or more.
    pub const fn circulant_plus_diagonal(circ: &[u64; WIDTH], diag: &[u64; WIDTH]) -> Self {
        let mut m = [[0u64; WIDTH]; WIDTH];
        let mut i = 0;
        while i < WIDTH {
            let mut j = 0;
            while j < WIDTH {
                let d = if i == j { diag[i] } else { 0 };
                m[i][j] = circ[(j + WIDTH - i) % WIDTH] + d;
                assert!(m[i][j] < 128, "matrix entries must be below 2^7");
                j += 1;
            }
            i += 1;
        }
        Self(m)
    }
}

/// `M·x + c` for eight states at once (`x[i]` holds cell i of every
/// state; any words), with canonical constants c added (or none): each
/// cell's 32-bit halves times the broadcast entries (`vpmuludq` reads the
/// low half, so the low halves need no mask), the constants' halves
/// starting the sums, exact sums below 2⁴⁴ and one fold per output.
/// Results below 2⁶⁴, congruent mod p.
///
/// # Safety
/// The CPU must support AVX-512F.
#[target_feature(enable = "avx512f")]
#[inline]
pub(crate) fn mds_states(
    x: &[__m512i; WIDTH],
    m: &MdsRows,
    start: Option<&[F; WIDTH]>,
) -> [__m512i; WIDTH] {
    let mut hi = [_mm512_setzero_si512(); WIDTH];
    for (h, v) in hi.iter_mut().zip(x) {
        *h = _mm512_srli_epi64::<32>(*v);
    }
    let mut out = [_mm512_setzero_si512(); WIDTH];
    for (i, o) in out.iter_mut().enumerate() {
        let (mut lo_sum, mut hi_sum) = match start {
            Some(c) => {
                let c = c[i].value();
                (
                    _mm512_set1_epi64((c & 0xffff_ffff) as i64),
                    _mm512_set1_epi64((c >> 32) as i64),
                )
            }
            None => (_mm512_setzero_si512(), _mm512_setzero_si512()),
        };
        for j in 0..WIDTH {
            let e = _mm512_set1_epi64(m.0[i][j] as i64);
            lo_sum = _mm512_add_epi64(lo_sum, _mm512_mul_epu32(x[j], e));
            hi_sum = _mm512_add_epi64(hi_sum, _mm512_mul_epu32(hi[j], e));
        }
        *o = zmm::fold_halves(lo_sum, hi_sum);
    }
    out
}
