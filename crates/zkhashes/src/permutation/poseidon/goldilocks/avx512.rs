//! AVX-512 pieces of the width-12 Goldilocks Poseidon kernel
//! ([`super::engine`]): a state of 12 words lives in one 8-lane
//! and one 4-lane vector (cells 0..8 and 8..12), and every piece computes what
//! the kernel's scalar code computes, as words below 2⁶⁴ congruent mod p.
//!
//! - [`add_sbox7`]: `(x + c)⁷` of the 12 cells, three products deep on both
//!   vectors.
//! - the matrix products of [`crate::field::goldilocks::small_mds`] (shared
//!   with Rescue's kernel): 96 lane products replace the scalar split form's
//!   spilled 128-bit sums.
//! - [`full_rounds`]: consecutive full rounds with the cells kept in registers
//!   from the first round to the last; each round's constants start the
//!   previous round's column sums, so the fold that ends the matrix product
//!   also adds them (one compare-and-fix step fewer per round).
//! - [`partial_rounds`]: the sparse partial rounds with cells 1..12 in vectors
//!   (cell 0's lane unused): the S-box and the dot product x₀' = Σ row·s stay
//!   scalar, and the update `s_i += col_i·x₀` of the eleven other cells is two
//!   vector products. The dot product of round r reads the cells as they were
//!   before round r − 1's update and adds that update's share as one product
//!   κ_r·x₀ of round r − 1 ([`kappa`]), so the vector update has a round to
//!   finish before any scalar code reads it.
//!
//! Every function is `unsafe`: the CPU must have AVX-512F and AVX-512VL
//! ([`crate::field::goldilocks::avx512::available`]).

use crate::field::goldilocks::avx512::{ymm, zmm, WIDTH};
use crate::field::goldilocks::small_mds::{load, mds_lanes, store, MdsColumns};
use crate::field::goldilocks::words::{add_constant, reduce192_lazy, sbox7};
use crate::field::goldilocks::{as_words, Goldilocks as F};
use crate::field::Field;
use alloc::vec::Vec;
use core::arch::x86_64::*;

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

/// Full rounds on any words, one per row of `rcs`: `(x + c)⁷` of every
/// cell, then the matrix of `cols` — except after the last S-box layer when
/// `last_matrix` is false (the round before plonky2's partial rounds, whose
/// matrix is the dense pre-sparse one). The cells stay in registers
/// throughout; from the second round on, the constants enter through the
/// previous round's column sums (`mds_lanes`).
///
/// Not a `#[target_feature]` function, for the reason given at
/// [`add_sbox7`].
///
/// # Safety
/// The CPU must support AVX-512F and AVX-512VL.
#[inline(always)]
pub unsafe fn full_rounds(
    s: &mut [u64; WIDTH],
    rcs: &[[F; WIDTH]],
    cols: &MdsColumns,
    last_matrix: bool,
) {
    let Some(first) = rcs.first() else {
        return;
    };
    // SAFETY: the caller guarantees the CPU features.
    unsafe {
        let (a, b) = load(s);
        let (ca, cb) = load(as_words(first));
        let (mut a, mut b) = (zmm::add_constant(a, ca), ymm::add_constant(b, cb));
        for r in 0..rcs.len() {
            a = zmm::pow7(a);
            b = ymm::pow7(b);
            if r + 1 < rcs.len() || last_matrix {
                (a, b) = mds_lanes(a, b, cols, rcs.get(r + 1));
            }
        }
        store(a, b, s);
    }
}

/// The factors `κ_r = Σ_{i≥1} row_r[i]·col_{r−1}[i]` of [`partial_rounds`]
/// (κ₀ = 0): the share of round r − 1's update `s_i += col_{r−1}[i]·x₀` in
/// round r's dot product, per unit of x₀.
pub fn kappa(rows: &[[F; WIDTH]], cols: &[[F; WIDTH]]) -> Vec<F> {
    (0..rows.len())
        .map(|r| match r.checked_sub(1).and_then(|q| cols.get(q)) {
            Some(col) => (1..WIDTH).fold(F::ZERO, |acc, i| acc + rows[r][i] * col[i]),
            None => F::ZERO,
        })
        .collect()
}

/// The sparse partial rounds (one constant, first row and first column per
/// round; see [`crate::permutation::poseidon::SparseConstants`]) on any
/// words, with `kappa` from [`kappa`] for the same rows and columns.
///
/// Round r's new x₀ is `Σ_{i≥1} row_r[i]·s_i` over the cells before round
/// r − 1's update, plus `κ_r·y_{r−1}` and `row_r[0]·y_r` (y: the S-box outputs),
/// as one 192-bit sum reduced once: the exact sum, and so the value, of the
/// plain sparse round.
///
/// # Panics
/// If `kappa` has fewer entries than there are rounds.
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
    kappa: &[F],
) {
    assert!(kappa.len() >= constants.len(), "one kappa per round");
    // Cells 0..4 (lane 0 unused: column entry 0 is zero) and 4..12.
    let (mut lo, mut hi) = load_4_8(s);
    let mut s0 = s[0];
    let mut cells = [0u64; WIDTH];
    // The S-box output of the round before and its column (none yet).
    let mut last: Option<(u64, &[F; WIDTH])> = None;
    let rounds = constants.iter().zip(rows).zip(cols).zip(kappa);
    for (((c, row), col), k) in rounds {
        // The cells before the last round's update, read by this round's
        // dot product; the update itself is off the scalar chain.
        store_4_8(lo, hi, &mut cells);
        let mut y_last = 0;
        if let Some((y, col)) = last {
            (lo, hi) = update(lo, hi, col, y);
            y_last = y;
        }
        let mut sum = Sum192::default();
        for i in 1..WIDTH {
            sum.add(i & 1, row[i].value() as u128 * cells[i] as u128);
        }
        sum.add(0, k.value() as u128 * y_last as u128);
        let y = sbox7(add_constant(s0, c));
        sum.add(1, row[0].value() as u128 * y as u128);
        s0 = sum.reduce();
        last = Some((y, col));
    }
    if let Some((y, col)) = last {
        (lo, hi) = update(lo, hi, col, y);
    }
    store_4_8(lo, hi, s);
    s[0] = s0;
}

/// `s_i += col[i]·y` on the cells 0..4 and 4..12 (lane 0: `col[0] = 0`).
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn update(lo: __m256i, hi: __m512i, col: &[F; WIDTH], y: u64) -> (__m256i, __m512i) {
    let x = _mm512_set1_epi64(y as i64);
    let (c_lo, c_hi) = load_4_8(as_words(col));
    (
        ymm::mul_add(lo, c_lo, _mm512_castsi512_si256(x)),
        zmm::mul_add(hi, c_hi, x),
    )
}

/// A sum of 128-bit products as a 192-bit value: `lo + k·2¹²⁸`, in two
/// independent accumulators (their add/adc chains overlap).
#[derive(Default)]
struct Sum192 {
    lo: [u128; 2],
    k: [u64; 2],
}

impl Sum192 {
    /// Adds `t` to accumulator `j` (0 or 1).
    #[inline(always)]
    fn add(&mut self, j: usize, t: u128) {
        let (s, c) = self.lo[j].overflowing_add(t);
        self.lo[j] = s;
        self.k[j] += c as u64;
    }

    /// The sum mod p as a word (the two accumulators merged, then
    /// [`reduce192_lazy`]; k ≤ 14 for the 13 terms of a round).
    #[inline(always)]
    fn reduce(&self) -> u64 {
        let (lo, c) = self.lo[0].overflowing_add(self.lo[1]);
        reduce192_lazy(lo, self.k[0] + self.k[1] + c as u64)
    }
}
