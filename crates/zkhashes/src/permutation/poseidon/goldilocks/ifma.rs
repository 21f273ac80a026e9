//! The dense 12×12 Goldilocks matrix product of plonky2's kernel (the
//! pre-sparse matrix, before the partial rounds) with AVX-512 IFMA: 52-bit
//! multiply-add lanes instead of 144 scalar 128-bit products.
//!
//! Each word splits into 52 + 12 bits, `s = s₀ + 2⁵²·s₁` and `m = m₀ + 2⁵²·m₁`,
//! so `s·m` is three columns of 52-bit pieces (`vpmadd52luq` / `vpmadd52huq`
//! give the low and high 52 bits of a 52×52-bit product):
//!
//! | weight | pieces |
//! |---|---|
//! | 2⁰ | lo(s₀m₀) |
//! | 2⁵² | hi(s₀m₀), lo(s₀m₁), lo(s₁m₀) |
//! | 2¹⁰⁴ | hi(s₀m₁), hi(s₁m₀), lo(s₁m₁) (each below 2²⁴) |
//!
//! Lanes are the output rows (8 in a `zmm`, 4 in a `ymm`); for each input
//! cell its two pieces are broadcast and multiplied by the matrix column's
//! pieces, split once when the kernel is built ([`DenseColumns`]). Twelve
//! terms keep every column sum exact in 64 bits (below 2⁵⁶, 2⁵⁸ and 2²⁸), and
//! each output is recombined into 128 bits plus a few bits above (2¹²⁸ ≡
//! −2³² mod p) and reduced once.
//!
//! Every function is `unsafe`: the CPU must have AVX-512F, VL and IFMA
//! ([`available`]).

use crate::field::goldilocks::avx512::{ymm, zmm, WIDTH};
use crate::field::goldilocks::Goldilocks as F;
use core::arch::x86_64::*;

cpufeatures::new!(ifma_cpu, "avx512f", "avx512vl", "avx512ifma", "bmi2");

/// Whether this CPU (and OS) has AVX-512F, VL and IFMA, and BMI2 (detected
/// once, then a cached load).
#[inline(always)]
pub fn available() -> bool {
    ifma_cpu::get()
}

const MASK52: u64 = (1 << 52) - 1;

/// A 12×12 matrix of canonical entries by columns, each entry split into
/// its low 52 bits and its high 12: `lo_a[j]` holds rows 0..8 of column j,
/// `lo_b[j]` rows 8..12 (the same for `hi_*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DenseColumns {
    lo_a: [[u64; 8]; WIDTH],
    lo_b: [[u64; 4]; WIDTH],
    hi_a: [[u64; 8]; WIDTH],
    hi_b: [[u64; 4]; WIDTH],
}

impl DenseColumns {
    /// The columns of a row-major matrix.
    pub fn new(rows: &[[F; WIDTH]; WIDTH]) -> Self {
        let mut out = Self {
            lo_a: [[0; 8]; WIDTH],
            lo_b: [[0; 4]; WIDTH],
            hi_a: [[0; 8]; WIDTH],
            hi_b: [[0; 4]; WIDTH],
        };
        for (i, row) in rows.iter().enumerate() {
            for (j, m) in row.iter().enumerate() {
                let (lo, hi) = (m.value() & MASK52, m.value() >> 52);
                if i < 8 {
                    out.lo_a[j][i] = lo;
                    out.hi_a[j][i] = hi;
                } else {
                    out.lo_b[j][i - 8] = lo;
                    out.hi_b[j][i - 8] = hi;
                }
            }
        }
        out
    }
}

/// Column sums of one output vector, by weight (see the module docs).
macro_rules! dense_lanes {
    ($v:ty, $zero:ident, $lo:ident, $hi:ident, $load:ident, $bcast:expr,
     $add:ident, $s0:ident, $s1:ident, $col_lo:expr, $col_hi:expr) => {{
        // Six accumulators, so the 4-cycle multiply-adds overlap.
        let (mut w0, mut w52a, mut w52b, mut w52c, mut w104a, mut w104b): ($v, $v, $v, $v, $v, $v) =
            ($zero(), $zero(), $zero(), $zero(), $zero(), $zero());
        for j in 0..WIDTH {
            // SAFETY: one column's rows (unaligned loads within the table).
            let (m0, m1) = unsafe {
                (
                    $load($col_lo[j].as_ptr().cast()),
                    $load($col_hi[j].as_ptr().cast()),
                )
            };
            let (s0, s1) = ($bcast($s0[j]), $bcast($s1[j]));
            w0 = $lo(w0, s0, m0);
            w52a = $hi(w52a, s0, m0);
            w52b = $lo(w52b, s0, m1);
            w52c = $lo(w52c, s1, m0);
            w104a = $hi(w104a, s0, m1);
            w104b = $hi($lo(w104b, s1, m1), s1, m0);
        }
        (w0, $add($add(w52a, w52b), w52c), $add(w104a, w104b))
    }};
}

/// `M·s` for the matrix of `cols` and any words s (results below 2⁶⁴,
/// congruent mod p).
///
/// # Safety
/// The CPU must support AVX-512F, AVX-512VL and AVX-512IFMA.
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
#[inline]
pub unsafe fn dense_product(s: &mut [u64; WIDTH], cols: &DenseColumns) {
    let s0: [u64; WIDTH] = s.map(|w| w & MASK52);
    let s1: [u64; WIDTH] = s.map(|w| w >> 52);
    let (a0, a52, a104) = dense_lanes!(
        __m512i,
        _mm512_setzero_si512,
        _mm512_madd52lo_epu64,
        _mm512_madd52hi_epu64,
        _mm512_loadu_si512,
        |w: u64| _mm512_set1_epi64(w as i64),
        _mm512_add_epi64,
        s0,
        s1,
        cols.lo_a,
        cols.hi_a
    );
    let (b0, b52, b104) = dense_lanes!(
        __m256i,
        _mm256_setzero_si256,
        _mm256_madd52lo_epu64,
        _mm256_madd52hi_epu64,
        _mm256_loadu_si256,
        |w: u64| _mm256_set1_epi64x(w as i64),
        _mm256_add_epi64,
        s0,
        s1,
        cols.lo_b,
        cols.hi_b
    );
    let a = zmm::recombine_52(a0, a52, a104);
    let b = ymm::recombine_52(b0, b52, b104);
    // SAFETY: 8 words into `s[0..8]` and 4 into `s[8..12]` (unaligned stores).
    unsafe {
        _mm512_storeu_si512(s.as_mut_ptr().cast(), a);
        _mm256_storeu_si256(s[8..].as_mut_ptr().cast(), b);
    }
}
