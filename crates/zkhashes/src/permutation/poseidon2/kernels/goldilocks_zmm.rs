//! The internal rounds of Poseidon2 over Goldilocks at width 12 (Miden's
//! and Plonky3's `default_goldilocks_poseidon2_12`, HorizenLabs' t = 12)
//! with cells 1..12 on AVX-512 lanes, for the Goldilocks kernel
//! ([`super::goldilocks`]), whose full rounds keep cells 8..12 on general
//! registers. Same results as the generic engine, which the tests compare
//! the kernel with.
//!
//! Cell 0's S-box chain runs on a general register while the lanes (cells
//! 0..8 in one 8-lane vector, 8..12 in a 4-lane one) keep the others. With
//! Σᵣ = restᵣ + yᵣ (yᵣ the S-box output, restᵣ the sum of cells 1..12), a
//! round is cell 0 ← (d₀ + 1)·yᵣ + restᵣ, cells ← d∘cells + Σᵣ, and
//! restᵣ₊₁ = dotᵣ + 11·Σᵣ with dotᵣ = Σ dᵢ·cellᵢ (the lanes' products by
//! the diagonal, summed across the lanes): nothing on the lanes waits for
//! yᵣ but the final addition, so from one S-box to the next there is the
//! S-box and one subtraction (for d₀ = −2, Plonky3's entry) or one product.
//! The eleven products by the diagonal, which the word kernel spends about
//! 110 instructions a round on, go to the vector units beside the S-box.
//!
//! Measured on AMD Zen 4 (`docs/performance.md`): the 22 internal rounds
//! of Plonky3's instance in about 330 ns against 445 ns on words. A lane
//! product there is about 20 cycles deep and takes about 11 cycles of an
//! 8-lane vector's throughput (the unit runs 512-bit vectors in two
//! halves), the word S-box about 25 cycles: the round is bound by the
//! lanes' product and the cross-lane sum after it (about 39 cycles a
//! round), not by the S-box. Two variants measured slower on the same
//! machine: the whole state on the lanes for the full rounds too (the
//! external matrix on 32-bit halves, 810 ns a permutation against 750 ns),
//! and a dot product one round ahead (Σ dᵢ²·cellᵢ, a second lane product a
//! round: 464 ns for the internal rounds).

use crate::field::goldilocks::avx512::{ymm, zmm};
use crate::field::goldilocks::words::{add_constant, sbox7, sub_any};
use crate::field::goldilocks::{reduce128_lazy, reduce96_lazy, P};
use crate::field::{Field, Goldilocks as F};
use core::arch::x86_64::*;

/// The width this kernel computes.
pub const WIDTH: usize = 12;

/// Cells 0..8 (`lo`, eight lanes) and 8..12 (`hi`, four lanes).
#[derive(Clone, Copy)]
struct State {
    lo: __m512i,
    hi: __m256i,
}

/// Twelve words as a [`State`].
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn load<const T: usize>(words: &[u64; T]) -> State {
    assert!(T == WIDTH);
    // SAFETY: 8 words from `words[0..8]` and 4 from `words[8..12]`
    // (T = 12); both unaligned.
    unsafe {
        State {
            lo: _mm512_loadu_si512(words.as_ptr().cast()),
            hi: _mm256_loadu_si256(words[8..].as_ptr().cast()),
        }
    }
}

/// The sum of the lanes of `a` and `b` (any words) as a word congruent mod
/// p: the 32-bit halves summed exactly (below 2³⁶), then folded.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn lane_sum(a: __m512i, b: __m256i) -> u64 {
    let mask = _mm512_set1_epi64(0xffff_ffff);
    // Eight and four lanes to four, exactly (each below 3·2³²).
    let fold = |v: __m512i, w: __m256i| {
        _mm256_add_epi64(
            _mm256_add_epi64(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64::<1>(v)),
            w,
        )
    };
    let low = fold(
        _mm512_and_si512(a, mask),
        _mm256_and_si256(b, _mm512_castsi512_si256(mask)),
    );
    let high = fold(_mm512_srli_epi64::<32>(a), _mm256_srli_epi64::<32>(b));
    let sum4 = |v: __m256i| {
        let t = _mm_add_epi64(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
        let t = _mm_add_epi64(t, _mm_unpackhi_epi64(t, t));
        _mm_cvtsi128_si64(t) as u64
    };
    reduce96_lazy(sum4(low) as u128 + ((sum4(high) as u128) << 32))
}

/// The internal rounds, cell 0 on a general register, cells 1..12 on the
/// lanes (module docs).
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
#[inline]
fn internal<const T: usize>(s: State, constants: &[F], diag: &[F; T]) -> State {
    // The diagonal on the lanes, 0 for cell 0: its product vanishes from
    // the dot product.
    let mut d = diag.map(|x| x.value());
    d[0] = 0;
    let d = load(&d);
    // Cell 0 takes d₀·y + Σ = (d₀ + 1)·y + rest.
    let d0 = (diag[0] + F::ONE).value();
    let minus_one = d0 == P - 1;
    let State { mut lo, mut hi } = s;
    let cell0 = _mm_cvtsi128_si64(_mm512_castsi512_si128(lo)) as u64;
    let mut rest = lane_sum(_mm512_maskz_mov_epi64(0xfe, lo), hi);
    let mut x = match constants.first() {
        Some(c) => add_constant(cell0, c),
        None => cell0,
    };
    for r in 0..constants.len() {
        // The lanes' products and their sum wait only for the last round.
        let t_lo = zmm::mul(lo, d.lo);
        let t_hi = ymm::mul(hi, d.hi);
        let dot = lane_sum(t_lo, t_hi);
        let y = sbox7(x);
        let sum = reduce96_lazy(rest as u128 + y as u128);
        // Canonical, as `add_constant` on the lanes needs.
        let sum_lanes = _mm512_set1_epi64(F::from_u64_reduced(sum).value() as i64);
        lo = zmm::add_constant(t_lo, sum_lanes);
        hi = ymm::add_constant(t_hi, _mm512_castsi512_si256(sum_lanes));
        let next = constants.get(r + 1).copied().unwrap_or(F::ZERO);
        let rest_next = add_constant(rest, &next);
        x = if minus_one {
            sub_any(rest_next, y)
        } else {
            // d₀'·y < p·2⁶⁴, so the sum stays below 2¹²⁸.
            reduce128_lazy(d0 as u128 * y as u128 + rest_next as u128)
        };
        // Σ_{i≥1} (dᵢ·cellᵢ + Σ) over the eleven cells.
        rest = reduce96_lazy(11 * sum as u128 + dot as u128);
    }
    let cell0 = if constants.is_empty() { cell0 } else { x };
    State {
        lo: _mm512_mask_set1_epi64(lo, 0x01, cell0 as i64),
        hi,
    }
}

/// The internal rounds alone on twelve words (any words in, words below
/// 2⁶⁴ congruent mod p out), for the kernel whose full rounds keep cells
/// 8..12 on general registers.
///
/// # Safety
/// The CPU must have AVX-512F, AVX-512VL and BMI2
/// ([`crate::field::goldilocks::avx512::available`]).
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
pub unsafe fn internal_words<const T: usize>(words: &mut [u64; T], constants: &[F], diag: &[F; T]) {
    assert!(T == WIDTH, "width 12 only");
    let s = internal(load(words), constants, diag);
    // SAFETY: 8 words into `words[0..8]`, 4 into `words[8..12]` (T =
    // 12); both unaligned.
    unsafe {
        _mm512_storeu_si512(words.as_mut_ptr().cast(), s.lo);
        _mm256_storeu_si256(words[8..].as_mut_ptr().cast(), s.hi);
    }
}
