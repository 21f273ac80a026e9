//! Poseidon2 over Goldilocks at width 12 with AVX-512 lanes, for the
//! Goldilocks kernel ([`super::goldilocks`]): the internal rounds with
//! cells 1..12 on lanes (Miden's and Plonky3's
//! `default_goldilocks_poseidon2_12`, HorizenLabs' t = 12), and for
//! Plonky3's M₄ the whole permutation ([`permute_plonky3`]), whose full
//! rounds also take the external matrix of cells 0..8 on lanes. Width 8
//! (Plonky3's `default_goldilocks_poseidon2_8`) runs the same code on one
//! vector of eight lanes with nothing beside it: Plonky3's single state went
//! from 0.97× to 1.08× p3's scalar path (Intel Xeon, `docs/performance.md`).
//! Same results as the generic engine, which the tests compare the kernel with.
//!
//! Full rounds ([`permute_plonky3`]): cells 0..8 take their S-box in an
//! 8-lane vector and cells 8..12 in four word chains beside it. The
//! external matrix circ(2M₄, M₄, M₄) gives block k the output
//! M₄·(Bₖ + ΣB): the lanes compute it exactly on the 32-bit halves of
//! their words (block sums, M₄ as Σ + vᵢ + 2vᵢ₊₁ by in-lane permutes),
//! folded once; the words compute their block from the same input. The
//! word kernel instead stored the vector and ran the whole matrix on
//! 128-bit integers, about 40 cycles a round on the critical path.
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
//! of Plonky3's instance in about 330 ns against 445 ns on words; the 8
//! full rounds in about 370 ns against 390 ns with the matrix on words. A
//! lane product there is about 20 cycles deep and takes about 11 cycles
//! of an 8-lane vector's throughput (the unit runs 512-bit vectors in two
//! halves), the word S-box about 25 cycles. No one chain binds the
//! internal rounds (about 38 cycles a round): without the S-box they take
//! 305 ns, with the cross-lane sum off the chain 305 ns, with an addition
//! in place of the lane product 287 ns. The full rounds are latency-bound:
//! the lanes' S-box (72 cycles) then the matrix (38 cycles). Two variants
//! measured slower on the same machine: the whole state on the lanes for
//! the full rounds too (with cells 8..12 on a 4-lane vector: 810 ns a
//! permutation against 750 ns), and a dot product one round ahead
//! (Σ dᵢ²·cellᵢ, a second lane product a round: 464 ns for the internal
//! rounds).

use super::goldilocks_m4::m4_plonky3;
use crate::field::goldilocks::avx512::{ymm, zmm};
use crate::field::goldilocks::scalar::as_words;
use crate::field::goldilocks::words::{add_constant, mul as mul_word, sbox7, sub_any};
use crate::field::goldilocks::{reduce128_lazy, reduce96_lazy, P};
use crate::field::{Field, Goldilocks as F};
use core::arch::x86_64::*;

/// The width this kernel computes.
pub const WIDTH: usize = 12;

/// Whether the kernel computes width `t`: 12, and 8 (one vector of eight
/// lanes, no words beside it: [`permute_plonky3`] and [`internal_words`]
/// take it too).
pub const fn supports(t: usize) -> bool {
    t == WIDTH || t == 8
}

/// Cells 0..8 (`lo`, eight lanes) and 8..12 (`hi`, four lanes; zero at
/// width 8).
#[derive(Clone, Copy)]
struct State {
    lo: __m512i,
    hi: __m256i,
}

/// Twelve words as a [`State`].
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn load<const T: usize>(words: &[u64; T]) -> State {
    assert!(supports(T));
    // SAFETY: 8 words from `words[0..8]` and at width 12 4 from
    // `words[8..12]`; both unaligned.
    unsafe {
        State {
            lo: _mm512_loadu_si512(words.as_ptr().cast()),
            hi: if T == WIDTH {
                _mm256_loadu_si256(words[8..].as_ptr().cast())
            } else {
                _mm256_setzero_si256()
            },
        }
    }
}

/// The state written back to `T` words (the inverse of [`load`]).
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn store<const T: usize>(s: State, words: &mut [u64; T]) {
    assert!(supports(T));
    // SAFETY: 8 words into `words[0..8]` and at width 12 4 into
    // `words[8..12]`; both unaligned.
    unsafe {
        _mm512_storeu_si512(words.as_mut_ptr().cast(), s.lo);
        if T == WIDTH {
            _mm256_storeu_si256(words[8..].as_mut_ptr().cast(), s.hi);
        }
    }
}

/// The sum of the lanes of `a` and `b` (any words) as a word congruent mod
/// p: the 32-bit halves summed exactly (below 2³⁶), then folded.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn lane_sum<const T: usize>(a: __m512i, b: __m256i) -> u64 {
    let mask = _mm512_set1_epi64(0xffff_ffff);
    // Eight and (width 12) four lanes to four, exactly (each below 3·2³²).
    let fold = |v: __m512i, w: __m256i| {
        let halves = _mm256_add_epi64(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64::<1>(v));
        if T == WIDTH {
            _mm256_add_epi64(halves, w)
        } else {
            halves
        }
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
    let mut rest = lane_sum::<T>(_mm512_maskz_mov_epi64(0xfe, lo), hi);
    let mut x = match constants.first() {
        Some(c) => add_constant(cell0, c),
        None => cell0,
    };
    for r in 0..constants.len() {
        // The lanes' products and their sum wait only for the last round.
        let t_lo = zmm::mul(lo, d.lo);
        let t_hi = if T == WIDTH { ymm::mul(hi, d.hi) } else { hi };
        let dot = lane_sum::<T>(t_lo, t_hi);
        let y = sbox7(x);
        let sum = reduce96_lazy(rest as u128 + y as u128);
        // Canonical, as `add_constant` on the lanes needs.
        let sum_lanes = _mm512_set1_epi64(F::from_u64_reduced(sum).value() as i64);
        lo = zmm::add_constant(t_lo, sum_lanes);
        if T == WIDTH {
            hi = ymm::add_constant(t_hi, _mm512_castsi512_si256(sum_lanes));
        }
        let next = constants.get(r + 1).copied().unwrap_or(F::ZERO);
        let rest_next = add_constant(rest, &next);
        x = if minus_one {
            sub_any(rest_next, y)
        } else {
            // d₀'·y < p·2⁶⁴, so the sum stays below 2¹²⁸.
            reduce128_lazy(d0 as u128 * y as u128 + rest_next as u128)
        };
        // Σ_{i≥1} (dᵢ·cellᵢ + Σ) over the T − 1 other cells.
        rest = reduce96_lazy((T as u128 - 1) * sum as u128 + dot as u128);
    }
    let cell0 = if constants.is_empty() { cell0 } else { x };
    State {
        lo: _mm512_mask_set1_epi64(lo, 0x01, cell0 as i64),
        hi,
    }
}

/// The internal rounds alone on twelve (or eight) words (any words in,
/// words below 2⁶⁴ congruent mod p out), for the kernel whose full rounds
/// keep the cells on general registers.
///
/// # Safety
/// The CPU must have AVX-512F, AVX-512VL and BMI2
/// ([`crate::field::goldilocks::avx512::available`]).
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
pub unsafe fn internal_words<const T: usize>(words: &mut [u64; T], constants: &[F], diag: &[F; T]) {
    assert!(supports(T), "width 8 or 12 only");
    let s = internal(load(words), constants, diag);
    store(s, words);
}

/// Plonky3's M₄ = circ(2, 3, 1, 1) on each block of four lanes, exactly
/// (out_i = Σ_j v_j + v_i + 2·v_{i+1}; below 7 times the largest lane).
#[target_feature(enable = "avx512f")]
#[inline]
fn m4(v: __m512i) -> __m512i {
    let pairs = _mm512_add_epi64(v, _mm512_permutex_epi64::<0x4e>(v));
    let sum = _mm512_add_epi64(pairs, _mm512_permutex_epi64::<0xb1>(pairs));
    let next = _mm512_permutex_epi64::<0x39>(v);
    _mm512_add_epi64(_mm512_add_epi64(sum, v), _mm512_add_epi64(next, next))
}

/// Plonky3's width-8 external matrix circ(2M₄, M₄) on the eight lanes of
/// `v` (any words in, words below 2⁶⁴ congruent mod p out): block k's
/// output is M₄·(Bₖ + B₀ + B₁), exact on the 32-bit halves of each word
/// (sums below 2³⁶), folded once.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn external_plonky3_8(v: __m512i) -> __m512i {
    let mask = _mm512_set1_epi64(0xffff_ffff);
    let both = |v: __m512i| {
        let s = _mm256_add_epi64(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64::<1>(v));
        m4(_mm512_add_epi64(v, _mm512_broadcast_i64x4(s)))
    };
    zmm::fold_halves(
        both(_mm512_and_si512(v, mask)),
        both(_mm512_srli_epi64::<32>(v)),
    )
}

/// Plonky3's external matrix circ(2M₄, M₄, M₄) with M₄ = circ(2, 3, 1, 1)
/// on cells 0..8 in `lo` and 8..12 in `w` (any words in, words below 2⁶⁴
/// congruent mod p out). Block k's output is M₄·(Bₖ + ΣB): on the lanes
/// exactly, on the 32-bit halves of each word (sums below 2³⁷), folded
/// once; cells 8..12 on words beside them, from the same input.
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
#[inline]
fn external_plonky3(lo: __m512i, w: [u64; 4]) -> (__m512i, [u64; 4]) {
    let mask = _mm512_set1_epi64(0xffff_ffff);
    let hi = _mm256_set_epi64x(w[3] as i64, w[2] as i64, w[1] as i64, w[0] as i64);
    let (lo_l, lo_h) = (_mm512_and_si512(lo, mask), _mm512_srli_epi64::<32>(lo));
    let hi_l = _mm256_and_si256(hi, _mm512_castsi512_si256(mask));
    let hi_h = _mm256_srli_epi64::<32>(hi);
    // ΣB on four lanes, repeated in both halves of a vector.
    let block_sum = |v: __m512i, w: __m256i| {
        let s = _mm256_add_epi64(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64::<1>(v));
        _mm512_broadcast_i64x4(_mm256_add_epi64(s, w))
    };
    let out_l = m4(_mm512_add_epi64(lo_l, block_sum(lo_l, hi_l)));
    let out_h = m4(_mm512_add_epi64(lo_h, block_sum(lo_h, hi_h)));
    let mut cells = [0u64; 8];
    // SAFETY: 8 words into `cells` (an unaligned store).
    unsafe { _mm512_storeu_si512(cells.as_mut_ptr().cast(), lo) };
    let v: [u128; 4] =
        core::array::from_fn(|j| cells[j] as u128 + cells[4 + j] as u128 + 2 * w[j] as u128);
    (
        zmm::fold_halves(out_l, out_h),
        m4_plonky3(v).map(reduce96_lazy),
    )
}

/// One full round of Plonky3's width-12 instance: constants, x⁷ on cells
/// 0..8 in lanes and on cells 8..12 in words side by side, external matrix.
/// At width 8 the lanes alone, and the width-8 matrix.
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
#[inline]
fn full_round_plonky3<const T: usize>(
    lo: __m512i,
    w: [u64; 4],
    rc: &[F; T],
) -> (__m512i, [u64; 4]) {
    assert!(supports(T));
    let c = as_words(rc);
    // SAFETY: 8 words from `c[0..8]` (an unaligned load; T ≥ 8).
    let y = zmm::add_constant(lo, unsafe { _mm512_loadu_si512(c.as_ptr().cast()) });
    if T != WIDTH {
        return (external_plonky3_8(zmm::pow7(y)), w);
    }
    let x: [u64; 4] = core::array::from_fn(|i| add_constant(w[i], &rc[8 + i]));
    let y2 = zmm::square(y);
    let x2 = x.map(|v| mul_word(v, v));
    let y3 = zmm::mul(y2, y);
    let y4 = zmm::square(y2);
    let x3: [u64; 4] = core::array::from_fn(|i| mul_word(x2[i], x[i]));
    let x4 = x2.map(|v| mul_word(v, v));
    let y7 = zmm::mul(y3, y4);
    external_plonky3(y7, core::array::from_fn(|i| mul_word(x3[i], x4[i])))
}

/// Plonky3's width-12 permutation (Miden's and Plonky3's
/// `default_goldilocks_poseidon2_12`) on twelve words (any words in, words
/// below 2⁶⁴ congruent mod p out): the full rounds with cells 0..8 on lanes
/// and the external matrix on exact 32-bit halves
/// (`external_plonky3`), the internal rounds as [`internal_words`]. At
/// width 8 (Plonky3's `default_goldilocks_poseidon2_8`) the same on one
/// vector of eight lanes.
///
/// # Safety
/// The CPU must have AVX-512F, AVX-512VL and BMI2
/// ([`crate::field::goldilocks::avx512::available`]).
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
pub unsafe fn permute_plonky3<const T: usize>(
    words: &mut [u64; T],
    initial: &[[F; T]],
    constants: &[F],
    terminal: &[[F; T]],
    diag: &[F; T],
) {
    assert!(supports(T), "width 8 or 12 only");
    let s = load(words);
    let w = to_words(s.hi);
    let (lo, w) = if T == WIDTH {
        external_plonky3(s.lo, w)
    } else {
        (external_plonky3_8(s.lo), w)
    };
    let (lo, w) = full_rounds(lo, w, initial);
    let s = internal(
        State {
            lo,
            hi: from_words(w),
        },
        constants,
        diag,
    );
    let (lo, w) = full_rounds(s.lo, to_words(s.hi), terminal);
    store(
        State {
            lo,
            hi: from_words(w),
        },
        words,
    );
}

/// [`full_round_plonky3`] for each of `rcs`.
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
#[inline]
fn full_rounds<const T: usize>(
    mut lo: __m512i,
    mut w: [u64; 4],
    rcs: &[[F; T]],
) -> (__m512i, [u64; 4]) {
    for rc in rcs {
        (lo, w) = full_round_plonky3(lo, w, rc);
    }
    (lo, w)
}

/// Four words as a 4-lane vector.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn from_words(w: [u64; 4]) -> __m256i {
    // SAFETY: 4 words from `w` (an unaligned load).
    unsafe { _mm256_loadu_si256(w.as_ptr().cast()) }
}

/// A 4-lane vector as four words.
#[target_feature(enable = "avx512f,avx512vl")]
#[inline]
fn to_words(v: __m256i) -> [u64; 4] {
    let mut w = [0u64; 4];
    // SAFETY: 4 words into `w` (an unaligned store).
    unsafe { _mm256_storeu_si256(w.as_mut_ptr().cast(), v) };
    w
}
