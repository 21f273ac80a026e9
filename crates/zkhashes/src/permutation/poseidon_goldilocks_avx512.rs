//! AVX-512 pieces of the width-12 Goldilocks Poseidon kernel
//! ([`super::poseidon_goldilocks`]): a state of 12 words lives in one 8-lane
//! and one 4-lane vector (cells 0..8 and 8..12), and every piece computes what
//! the kernel's scalar code computes, as words below 2⁶⁴ congruent mod p.
//!
//! - [`add_sbox7`]: `(x + c)⁷` of the 12 cells, three products deep on both
//!   vectors.
//! - [`small_mds`]: the product by a matrix with entries below 2⁷ (circulant
//!   plus diagonal for plonky2), column by column: each cell's 32-bit halves
//!   are broadcast and multiplied (`vpmuludq`) by the matrix column, the sums
//!   stay exact (below 2⁴³), and each output is folded once. 96 lane products
//!   replace the scalar split form's spilled 128-bit sums.
//! - [`partial_rounds`]: the sparse partial rounds with cells 1..12 in vectors
//!   (cell 0's lane unused): the S-box and the dot product x₀' = Σ row·s stay
//!   scalar, and the update `s_i += col_i·x₀` of the eleven other cells is two
//!   vector products, off the rounds' dependency chain.
//!
//! Every function is `unsafe`: the CPU must have AVX-512F and AVX-512VL
//! ([`super::goldilocks_avx512::available`]).

use super::goldilocks_avx512::{ymm, zmm};
use super::poseidon_goldilocks::{add_constant, dot, sbox7, WIDTH};
use crate::field::goldilocks::{as_words, Goldilocks as F};
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
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn load(s: &[u64; WIDTH]) -> (__m512i, __m256i) {
    // SAFETY: 8 words from `s[0..8]` and 4 from `s[8..12]` (unaligned loads).
    unsafe {
        (
            _mm512_loadu_si512(s.as_ptr().cast()),
            _mm256_loadu_si256(s[8..].as_ptr().cast()),
        )
    }
}

/// Stores (cells 0..8, cells 8..12) into 12 words.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn store(a: __m512i, b: __m256i, s: &mut [u64; WIDTH]) {
    // SAFETY: 8 words into `s[0..8]` and 4 into `s[8..12]` (unaligned stores).
    unsafe {
        _mm512_storeu_si512(s.as_mut_ptr().cast(), a);
        _mm256_storeu_si256(s[8..].as_mut_ptr().cast(), b);
    }
}

/// Loads 12 words as (cells 0..4, cells 4..12): the partial rounds' layout.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn load_4_8(s: &[u64; WIDTH]) -> (__m256i, __m512i) {
    // SAFETY: 4 words from `s[0..4]` and 8 from `s[4..12]` (unaligned loads).
    unsafe {
        (
            _mm256_loadu_si256(s.as_ptr().cast()),
            _mm512_loadu_si512(s[4..].as_ptr().cast()),
        )
    }
}

/// Stores (cells 0..4, cells 4..12) into 12 words.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn store_4_8(lo: __m256i, hi: __m512i, s: &mut [u64; WIDTH]) {
    // SAFETY: 4 words into `s[0..4]` and 8 into `s[4..12]` (unaligned stores).
    unsafe {
        _mm256_storeu_si256(s.as_mut_ptr().cast(), lo);
        _mm512_storeu_si512(s[4..].as_mut_ptr().cast(), hi);
    }
}

/// `(x + c)⁷` of each cell (any words; canonical constants).
///
/// Not a `#[target_feature]` function: as one, LLVM kept it out of line in
/// the kernel, and the kernel measured slower in a scratch A/B; inlined
/// into the kernel's AVX-512 build, its intrinsics get the features there.
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[inline(always)]
pub unsafe fn add_sbox7(s: &mut [u64; WIDTH], rc: &[F; WIDTH]) {
    // SAFETY: the caller guarantees the CPU features.
    unsafe {
        let (a, b) = load(s);
        let (ca, cb) = load(as_words(rc));
        let a = zmm::pow7(zmm::add_constant(a, ca));
        let b = ymm::pow7(ymm::add_constant(b, cb));
        store(a, b, s);
    }
}

/// `M·s` for the matrix of `cols` and any words s.
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
pub unsafe fn small_mds(s: &mut [u64; WIDTH], cols: &MdsColumns) {
    let (a, b) = load(s);
    // The 32-bit halves of the cells, low halves first.
    let mut halves = [[0u64; WIDTH]; 2];
    let low = _mm512_set1_epi64(0xffff_ffff);
    store(
        _mm512_and_si512(a, low),
        _mm256_and_si256(b, _mm512_castsi512_si256(low)),
        &mut halves[0],
    );
    store(
        _mm512_srli_epi64::<32>(a),
        _mm256_srli_epi64::<32>(b),
        &mut halves[1],
    );
    let (mut a_lo, mut a_hi) = (_mm512_setzero_si512(), _mm512_setzero_si512());
    let (mut b_lo, mut b_hi) = (_mm256_setzero_si256(), _mm256_setzero_si256());
    let columns = cols.a.iter().zip(&cols.b);
    for ((ca, cb), (&l, &h)) in columns.zip(halves[0].iter().zip(&halves[1])) {
        // SAFETY: one column: 8 words and 4 words (unaligned loads).
        let (ca, cb) = unsafe {
            (
                _mm512_loadu_si512(ca.as_ptr().cast()),
                _mm256_loadu_si256(cb.as_ptr().cast()),
            )
        };
        let (l, h) = (l as i64, h as i64);
        // Entries below 2⁷ times halves below 2³², twelve terms: below 2⁴³.
        a_lo = _mm512_add_epi64(a_lo, _mm512_mul_epu32(ca, _mm512_set1_epi64(l)));
        a_hi = _mm512_add_epi64(a_hi, _mm512_mul_epu32(ca, _mm512_set1_epi64(h)));
        b_lo = _mm256_add_epi64(b_lo, _mm256_mul_epu32(cb, _mm256_set1_epi64x(l)));
        b_hi = _mm256_add_epi64(b_hi, _mm256_mul_epu32(cb, _mm256_set1_epi64x(h)));
    }
    let a = zmm::fold_halves(a_lo, a_hi);
    let b = ymm::fold_halves(b_lo, b_hi);
    store(a, b, s);
}

/// The sparse partial rounds (one constant, first row and first column per
/// round; see [`crate::permutation::poseidon::SparseConstants`]) on any
/// words.
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
#[inline]
pub unsafe fn partial_rounds(
    s: &mut [u64; WIDTH],
    constants: &[F],
    rows: &[[F; WIDTH]],
    cols: &[[F; WIDTH]],
) {
    // Cells 0..4 (lane 0 unused: column entry 0 is zero) and 4..12.
    let (mut lo, mut hi) = load_4_8(s);
    let mut s0 = s[0];
    let mut cells = [0u64; WIDTH];
    for ((c, row), col) in constants.iter().zip(rows).zip(cols) {
        store_4_8(lo, hi, &mut cells);
        let x0 = sbox7(add_constant(s0, c));
        s0 = dot(row, &cells, x0);
        let x = _mm512_set1_epi64(x0 as i64);
        let (c_lo, c_hi) = load_4_8(as_words(col));
        lo = ymm::mul_add(lo, c_lo, _mm512_castsi512_si256(x));
        hi = zmm::mul_add(hi, c_hi, x);
    }
    store_4_8(lo, hi, s);
    s[0] = s0;
}
