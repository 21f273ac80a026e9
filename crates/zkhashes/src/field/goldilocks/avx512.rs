//! Goldilocks products with AVX-512 for the width-12 kernels: cells 0..8 in
//! one 8-lane vector, cells 8..12 in general registers beside it, so the
//! vector chain (about 30 cycles of latency per product on Zen 4) and four scalar
//! chains run in the same cycles. Used for the S-box layers of Rescue
//! (x⁷ and x^(1/7)) and of the Poseidon2 Goldilocks kernel (x⁷, widths 8 to
//! 24). The lane arithmetic is also generated for 4-lane vectors (`ymm`,
//! with AVX-512VL), which plonky2's kernel uses for its cells 8..12
//! ([`crate::permutation::poseidon::goldilocks::avx512`]: there the matrix product needs
//! the cells in vectors anyway; for the Poseidon2 kernel the four scalar
//! chains measured faster). Selected at run time; the scalar code is the
//! specification the tests compare with.
//!
//! A lane product is four 32×32-bit products (`vpmuludq`) recombined into
//! 128 bits, reduced as the scalar
//! [`reduce128_lazy`](crate::field::goldilocks::reduce128_lazy) (x₀ − x₂ + ε·x₁, the
//! borrow and the carry fixed up through mask registers): about 24 vector
//! instructions per 8 products. Results are words below 2⁶⁴ congruent
//! mod p.
//!
//! For x^(1/7) (71 products deep) the vector and the words do not keep
//! step: on Zen 5 a lane product is about 31 cycles deep, however many
//! lanes are used, while six word chains take about 2.5 cycles a product.
//! [`inv_sbox`] therefore keeps both busy all the way: the vector starts
//! cells 0..6 while the words start cells 6..12, and half way they swap.
//! Of the layouts tried (that swap; the vector handing its eight cells to
//! the words a third of the way down, 19 % slower; the vector keeping its
//! cells to the end beside four word chains, slower still; two 8-lane
//! vectors; three 4-lane vectors with AVX-512VL; the AVX2 version; scalar)
//! the swap was the fastest; the `rescue_goldilocks` bench measures the
//! permutations that use it beside their peers.

use super::scalar::{as_words, Goldilocks as F};
use super::words::{add_constant, mul as mul_word};
use core::arch::x86_64::*;

cpufeatures::new!(avx512_cpu, "avx512f", "avx512vl", "bmi2");

/// Whether this CPU (and OS) has AVX-512F with VL, and BMI2 (detected once,
/// then a cached load).
#[inline(always)]
pub fn available() -> bool {
    avx512_cpu::get()
}

/// Cells of a width-12 state.
pub const WIDTH: usize = 12;

/// A width-12 state: cells 0..8 as a vector, cells 8..12 as words.
#[derive(Clone, Copy)]
struct Cells(__m512i, [u64; 4]);

/// Lane-wise Goldilocks arithmetic on one vector width, as a module of
/// `#[target_feature]` functions (the same code for 8 and 4 lanes).
macro_rules! lane_arithmetic {
    ($(#[$doc:meta])* $name:ident, $v:ty, $feat:literal, $blend_mask:literal,
     $set1:ident, $srli:ident, $slli:ident, $mul32:ident, $add:ident, $sub:ident,
     $and:ident, $lt:ident, $mask_add:ident, $mask_sub:ident, $blend:ident) => {
        $(#[$doc])*
        pub(crate) mod $name {
            use core::arch::x86_64::*;

            const EPSILON: i64 = 0xffff_ffff;

            /// The exact 128-bit products as (high, low) words.
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn mul_wide(a: $v, b: $v) -> ($v, $v) {
                let eps = $set1(EPSILON);
                let a_hi = $srli::<32>(a);
                let b_hi = $srli::<32>(b);
                let ll = $mul32(a, b);
                let lh = $mul32(a, b_hi);
                let hl = $mul32(a_hi, b);
                let hh = $mul32(a_hi, b_hi);
                // Column sums, each below 2⁶⁴.
                let t0 = $add(hl, $srli::<32>(ll));
                let t1 = $add(lh, $and(t0, eps));
                let hi = $add($add(hh, $srli::<32>(t0)), $srli::<32>(t1));
                // Low word: the low half of ll, the low half of t1 above it.
                let lo = $blend($blend_mask, ll, $slli::<32>(t1));
                (hi, lo)
            }

            /// x = lo + 2⁶⁴·hi ≡ lo − hi/2³² + ε·(hi mod 2³²), below 2⁶⁴.
            ///
            /// u = lo − hi/2³² and r = u + ε·(hi mod 2³²) wrap freely; the
            /// borrow of u (2⁶⁴ too many: subtract ε) and the carry of r
            /// (2⁶⁴ too few: add ε) are found side by side and applied
            /// last, so the two compares overlap (about 3 cycles shorter
            /// than fixing u before the addition). Neither correction
            /// wraps: after a lone borrow r ≥ u ≥ 2⁶⁴ − 2³²; after a lone
            /// carry r < ε·(hi mod 2³²) < 2⁶⁴ − 2³²; together they cancel.
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn reduce(hi: $v, lo: $v) -> $v {
                let eps = $set1(EPSILON);
                let hi_hi = $srli::<32>(hi);
                let borrow = $lt(lo, hi_hi);
                let u = $sub(lo, hi_hi);
                // `vpmuludq` reads the low halves: ε·(hi mod 2³²).
                let e = $mul32(hi, eps);
                let r = $add(u, e);
                let carry = $lt(r, e);
                let r = $mask_sub(r, borrow, r, eps);
                $mask_add(r, carry, r, eps)
            }

            /// `a·b` for any words: below 2⁶⁴, congruent mod p.
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn mul(a: $v, b: $v) -> $v {
                let (hi, lo) = mul_wide(a, b);
                reduce(hi, lo)
            }

            /// `a²` for any word, from three `vpmuludq` and six more
            /// instructions before the reduction (against eleven for
            /// [`mul_wide`]). With a = 2³²·h + l, the square is
            /// 2⁶⁴·h² + 2³³·hl + l². Take t = hl + ⌊l²/2³³⌋ (below 2⁶⁴):
            /// then 2³³·hl + l² equals 2³³·t + (l² mod 2³³), so the high
            /// word is h² + ⌊t/2³¹⌋ and the low word is l² + 2³³·hl wrapped.
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn square(a: $v) -> $v {
                let a_hi = $srli::<32>(a);
                let ll = $mul32(a, a);
                let lh = $mul32(a, a_hi);
                let hh = $mul32(a_hi, a_hi);
                let t = $add(lh, $srli::<33>(ll));
                let hi = $add(hh, $srli::<31>(t));
                let lo = $add(ll, $slli::<33>(lh));
                reduce(hi, lo)
            }

            /// `s + c·x` for any words s, x and canonical c (the exact sum is
            /// below 2¹²⁸), reduced once.
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn mul_add(s: $v, c: $v, x: $v) -> $v {
                let (hi, lo) = mul_wide(c, x);
                let lo = $add(lo, s);
                let carry = $lt(lo, s);
                reduce($mask_add(hi, carry, hi, $set1(1)), lo)
            }

            /// `x + c` for any words x and canonical c: on carry add 2⁶⁴ ≡ ε
            /// (the wrapped sum is below p, so it cannot carry again).
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn add_constant(x: $v, c: $v) -> $v {
                let s = $add(x, c);
                let carry = $lt(s, c);
                $mask_add(s, carry, s, $set1(EPSILON))
            }

            /// `lo + 2³²·hi` for lanes below 2⁴⁴ (exact sums of products
            /// of 32-bit halves), as words below 2⁶⁴ congruent mod p: the
            /// 64-bit sum's carry and `hi / 2³²` count multiples of 2⁶⁴ ≡ ε.
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn fold_halves(lo: $v, hi: $v) -> $v {
                let t = $add(lo, $slli::<32>(hi));
                let top = $srli::<32>(hi);
                let top = $mask_add(top, $lt(t, lo), top, $set1(1));
                // top·ε = top·2³² − top, below 2⁴⁴.
                let e = $sub($slli::<32>(top), top);
                let r = $add(t, e);
                $mask_add(r, $lt(r, e), r, $set1(EPSILON))
            }

            /// `w0 + 2⁵²·w52 + 2¹⁰⁴·w104` for lanes w0, w52 below 2⁶⁰ and
            /// w104 below 2³⁰ (column sums of 52-bit multiply-adds), as
            /// words below 2⁶⁴ congruent mod p: the low and middle words go
            /// through [`reduce`], the few bits above 2¹²⁸ ≡ −2³² are
            /// subtracted (on borrow, adding p ≡ subtracting ε stays positive).
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn recombine_52(w0: $v, w52: $v, w104: $v) -> $v {
                let one = $set1(1);
                let lo = $add(w0, $slli::<52>(w52));
                let u = $srli::<12>(w52);
                let u = $mask_add(u, $lt(lo, w0), u, one);
                let v = $slli::<40>(w104);
                let mid = $add(u, v);
                let top = $srli::<24>(w104);
                let top = $mask_add(top, $lt(mid, v), top, one);
                let r = reduce(mid, lo);
                let t = $slli::<32>(top);
                let borrow = $lt(r, t);
                let r = $sub(r, t);
                $mask_sub(r, borrow, r, $set1(EPSILON))
            }

            /// x⁷ = x³·(x²)² for any words (three products deep).
            #[target_feature(enable = $feat)]
            #[inline]
            pub(crate) fn pow7(x: $v) -> $v {
                let x2 = square(x);
                mul(mul(x2, x), square(x2))
            }
        }
    };
}

lane_arithmetic!(
    /// Eight lanes (AVX-512F).
    zmm, __m512i, "avx512f", 0xaaaa, _mm512_set1_epi64, _mm512_srli_epi64,
    _mm512_slli_epi64, _mm512_mul_epu32, _mm512_add_epi64, _mm512_sub_epi64,
    _mm512_and_si512, _mm512_cmplt_epu64_mask, _mm512_mask_add_epi64,
    _mm512_mask_sub_epi64, _mm512_mask_blend_epi32
);

lane_arithmetic!(
    /// Four lanes (AVX-512F with VL, for the mask registers).
    ymm, __m256i, "avx512f,avx512vl", 0xaa, _mm256_set1_epi64x, _mm256_srli_epi64,
    _mm256_slli_epi64, _mm256_mul_epu32, _mm256_add_epi64, _mm256_sub_epi64,
    _mm256_and_si256, _mm256_cmplt_epu64_mask, _mm256_mask_add_epi64,
    _mm256_mask_sub_epi64, _mm256_mask_blend_epi32
);

#[target_feature(enable = "avx512f,bmi2")]
#[inline]
fn mul(a: Cells, b: Cells) -> Cells {
    let (hi, lo) = zmm::mul_wide(a.0, b.0);
    let words = core::array::from_fn(|i| mul_word(a.1[i], b.1[i]));
    Cells(zmm::reduce(hi, lo), words)
}

#[target_feature(enable = "avx512f")]
#[inline]
fn load(cells: &[u64; WIDTH]) -> Cells {
    // SAFETY: 8 words from `cells[0..8]` (an unaligned load).
    let v = unsafe { _mm512_loadu_si512(cells.as_ptr().cast()) };
    Cells(v, [cells[8], cells[9], cells[10], cells[11]])
}

#[target_feature(enable = "avx512f")]
#[inline]
fn store(x: Cells, cells: &mut [u64; WIDTH]) {
    // SAFETY: 8 words into `cells[0..8]` (an unaligned store).
    unsafe { _mm512_storeu_si512(cells.as_mut_ptr().cast(), x.0) };
    cells[8..].copy_from_slice(&x.1);
}

/// For `squares!`: the word squarings left over after an even share per
/// vector squaring, and that share.
const fn split_squarings(kv: usize, ks: usize) -> (usize, usize) {
    if kv == 0 {
        return (ks, 0);
    }
    (ks % kv, ks / kv)
}

/// `$kv` squarings of the vector `$v` and `$ks` of the words `$w` (both
/// updated in place), spread in program order so that the processor
/// overlaps the slow vector chain with the word chains: the word squarings
/// that do not divide evenly first, then each vector squaring followed by
/// its share (counted loops with constant trip counts, no branch on the
/// position; a vector count of zero runs the word squarings alone). A
/// macro: the caller's `#[target_feature]` body takes the code
/// inline.
macro_rules! squares {
    ($kv:expr, $ks:expr, $v:ident, $w:ident) => {{
        let (rest, share) = split_squarings($kv, $ks);
        for _ in 0..rest {
            square_words(&mut $w);
        }
        for _ in 0..$kv {
            $v = zmm::square($v);
            for _ in 0..share {
                square_words(&mut $w);
            }
        }
    }};
}

/// Word-wise squares, in place.
#[inline(always)]
fn square_words<const N: usize>(w: &mut [u64; N]) {
    for x in w.iter_mut() {
        *x = mul_word(*x, *x);
    }
}

/// Word-wise products.
#[inline(always)]
fn mul_words<const N: usize>(mut a: [u64; N], b: [u64; N]) -> [u64; N] {
    for (x, y) in a.iter_mut().zip(b) {
        *x = mul_word(*x, y);
    }
    a
}

/// `base^(2^K) · tail`, word by word.
#[inline(always)]
fn square_times_words<const K: usize, const N: usize>(base: [u64; N], tail: [u64; N]) -> [u64; N] {
    let mut r = base;
    for _ in 0..K {
        square_words(&mut r);
    }
    mul_words(r, tail)
}

/// Squarings of x⁴ the vector runs for cells 0..6 before the words take
/// them over (of the 30 that make x^(2³²)).
const VECTOR_SQUARINGS: usize = 22;

/// Squarings of y₄ the words run for cells 6..12 before the vector takes
/// them over (of the 12 that make y₈).
const WORD_SQUARINGS: usize = 5;

/// The lanes of a vector as words.
#[target_feature(enable = "avx512f")]
#[inline]
fn to_words(v: __m512i) -> [u64; 8] {
    let mut words = [0u64; 8];
    // SAFETY: 8 words into `words` (an unaligned store).
    unsafe { _mm512_storeu_si512(words.as_mut_ptr().cast(), v) };
    words
}

/// Words as the lanes of a vector.
#[target_feature(enable = "avx512f")]
#[inline]
fn from_words(w: &[u64; 8]) -> __m512i {
    // SAFETY: 8 words from `w` (an unaligned load).
    unsafe { _mm512_loadu_si512(w.as_ptr().cast()) }
}

/// Six words in lanes 2..8 of a vector (lanes 0 and 1 zero).
#[target_feature(enable = "avx512f")]
#[inline]
fn lift(a: [u64; 6]) -> __m512i {
    from_words(&[0, 0, a[0], a[1], a[2], a[3], a[4], a[5]])
}

/// Lanes 0..6 of a vector as words.
#[target_feature(enable = "avx512f")]
#[inline]
fn lower6(v: __m512i) -> [u64; 6] {
    let w = to_words(v);
    [w[0], w[1], w[2], w[3], w[4], w[5]]
}

/// x^(1/7) of each word (any words; results below 2⁶⁴, congruent mod p)
/// by the 71-step chain of
/// [`crate::permutation::rescue::inv_sbox_portable`], shared between the
/// vector and the words so that both work all the time. A lane product is
/// about 31 cycles deep on Zen 5 whatever the number of lanes, while six
/// word chains take about 2.5 cycles a product, so:
/// 1. the vector runs cells 0..6 (lanes 6 and 7 ride along) through x⁷ and
///    x⁴^(2²²), 26 steps, while six word chains run cells 6..12 through
///    y₄^(2⁵), 51 steps;
/// 2. the cells swap: the vector finishes cells 6..12 (20 steps, lanes 2..8)
///    while the words finish cells 0..6 (45 steps).
///
/// Each vector step is placed among the word steps in proportion, so that
/// the processor overlaps the two. Same-process timing of the layer:
/// 470 ns for the 72-step chain with the vector handing its eight cells to
/// the words a third of the way down, 381 ns for this.
///
/// # Safety
/// The CPU must support AVX-512F and BMI2 ([`available`]).
#[target_feature(enable = "avx512f,bmi2")]
pub unsafe fn inv_sbox(cells: &mut [u64; WIDTH]) {
    const S1: usize = VECTOR_SQUARINGS;
    const S2: usize = WORD_SQUARINGS;
    // Phase 1. `v`: cells 0..8; `w`: cells 6..12. Names as in
    // `inv_sbox_portable`: y = x^(2³²+3), y_k = y^(1 + 8 + … + 8^(k−1)).
    let x = load(cells).0;
    let wx: [u64; 6] = core::array::from_fn(|i| cells[6 + i]);
    let (mut v, mut w) = (x, wx);
    squares!(1, 1, v, w);
    let x3 = zmm::mul(v, x);
    let wx3 = mul_words(w, wx);
    squares!(1, 1, v, w);
    let x7 = zmm::mul(v, x3);
    let wx7 = mul_words(w, wx3);
    // The words' squarings of this phase: 30, 3, 6 and S2 (with a product
    // after each of the first three); the vector's S1 spread over them.
    const A1: usize = S1 * 30 / (42 + S2);
    const A2: usize = S1 * 4 / (42 + S2);
    const A3: usize = S1 * 7 / (42 + S2);
    squares!(A1, 30, v, w);
    w = mul_words(w, wx3);
    let wy = w;
    squares!(A2, 3, v, w);
    w = mul_words(w, wy);
    let wy2 = w;
    squares!(A3, 6, v, w);
    w = mul_words(w, wy2);
    let wy4 = w;
    squares!(S1 - A1 - A2 - A3, S2, v, w);
    // Phase 2. `v`: cells 6..12 in lanes 2..8; `w`: cells 0..6.
    let (vy4, vy2, vx7) = (lift(wy4), lift(wy2), lift(wx7));
    let (mut v, mut w) = (lift(w), lower6(v));
    let (wx3, wx7) = (lower6(x3), lower6(x7));
    // The vector's 12 − S2 squarings spread over the words' 30 − S1, 3, 6.
    const B1: usize = (12 - S2) * (30 - S1) / (39 - S1);
    const B2: usize = (12 - S2) * 3 / (39 - S1);
    squares!(B1, 30 - S1, v, w);
    w = mul_words(w, wx3);
    let wy = w;
    squares!(B2, 3, v, w);
    w = mul_words(w, wy);
    let wy2 = w;
    squares!(12 - S2 - B1 - B2, 6, v, w);
    v = zmm::mul(v, vy4);
    w = mul_words(w, wy2);
    let wy4 = w;
    squares!(6, 12, v, w);
    v = zmm::mul(v, vy2);
    w = mul_words(w, wy4);
    squares!(4, 6, v, w);
    v = zmm::mul(v, vx7);
    w = mul_words(w, wy2);
    w = square_times_words::<4, 6>(w, wx7);
    cells[6..].copy_from_slice(&to_words(v)[2..]);
    cells[..6].copy_from_slice(&w);
}

/// `(x + c)⁷` of each word x (any words) and canonical constant c, as
/// x²·x·(x²)²: results below 2⁶⁴, congruent mod p.
///
/// # Safety
/// The CPU must support AVX-512F and BMI2 ([`available`]).
#[target_feature(enable = "avx512f,bmi2")]
pub unsafe fn add_sbox7(cells: &mut [u64; WIDTH], rc: &[F; WIDTH]) {
    let (x, c) = (load(cells), load(as_words(rc)));
    let v = zmm::add_constant(x.0, c.0);
    let words = core::array::from_fn(|i| add_constant(x.1[i], &rc[8 + i]));
    let y = Cells(v, words);
    let y2 = mul(y, y);
    let y3 = mul(y2, y);
    let y4 = mul(y2, y2);
    store(mul(y3, y4), cells);
}

/// `(x + c)⁷` of each word of a state of width `T` (8, 12, 16, 20 or 24):
/// the cells in blocks of eight as vectors, a last block of four as words
/// beside them (for width 12 the layout of [`add_sbox7`]); each power is
/// taken for every block before the next, so the blocks' chains overlap.
/// Results below 2⁶⁴, congruent mod p.
///
/// # Safety
/// The CPU must support AVX-512F and BMI2 ([`available`]).
#[target_feature(enable = "avx512f,bmi2")]
pub unsafe fn add_sbox7_wide<const T: usize>(cells: &mut [u64; T], rc: &[F; T]) {
    assert!(
        T.is_multiple_of(4) && (8..=24).contains(&T),
        "widths 8, 12, 16, 20, 24"
    );
    let zero = _mm512_setzero_si512();
    let c = as_words(rc);
    let blocks = T / 8;
    let mut y = [zero; 3];
    for (b, v) in y.iter_mut().enumerate().take(blocks) {
        // SAFETY: 8 words from `cells[8b..8b + 8]` and `c[8b..8b + 8]`
        // (unaligned loads; 8b + 8 ≤ T).
        let (x, k) = unsafe {
            (
                _mm512_loadu_si512(cells[8 * b..].as_ptr().cast()),
                _mm512_loadu_si512(c[8 * b..].as_ptr().cast()),
            )
        };
        *v = zmm::add_constant(x, k);
    }
    let tail = 8 * blocks;
    let mut w = [0u64; 4];
    if T % 8 == 4 {
        for (i, wi) in w.iter_mut().enumerate() {
            *wi = add_constant(cells[tail + i], &rc[tail + i]);
        }
    }
    let mut y2 = [zero; 3];
    let mut w2 = [0u64; 4];
    for b in 0..blocks {
        y2[b] = zmm::square(y[b]);
    }
    if T % 8 == 4 {
        w2 = w.map(|x| mul_word(x, x));
    }
    let mut y3 = [zero; 3];
    let mut y4 = [zero; 3];
    let (mut w3, mut w4) = ([0u64; 4], [0u64; 4]);
    for b in 0..blocks {
        y3[b] = zmm::mul(y2[b], y[b]);
        y4[b] = zmm::square(y2[b]);
    }
    if T % 8 == 4 {
        w3 = core::array::from_fn(|i| mul_word(w2[i], w[i]));
        w4 = w2.map(|x| mul_word(x, x));
    }
    for b in 0..blocks {
        let r = zmm::mul(y3[b], y4[b]);
        // SAFETY: 8 words into `cells[8b..8b + 8]` (an unaligned store).
        unsafe { _mm512_storeu_si512(cells[8 * b..].as_mut_ptr().cast(), r) };
    }
    if T % 8 == 4 {
        for i in 0..4 {
            cells[tail + i] = mul_word(w3[i], w4[i]);
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::{available, ymm, zmm};
    use core::arch::x86_64::*;
    use std::{vec, vec::Vec};

    const P: u128 = 0xffff_ffff_0000_0001;

    /// Words of every kind: extremes around 2³², p and 2⁶⁴, then
    /// pseudo-random ones.
    fn words() -> Vec<u64> {
        let mut v = vec![
            0,
            1,
            u32::MAX as u64,
            1 << 32,
            P as u64 - 1,
            P as u64,
            P as u64 + 1,
            u64::MAX - 1,
            u64::MAX,
            1 << 63,
        ];
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..4000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            v.push(x);
        }
        v
    }

    /// `square` and `mul` on 8 and 4 lanes against 128-bit arithmetic, on
    /// any words (the lazy words of the S-box chains).
    #[test]
    fn lane_square_and_product_of_any_words() {
        if !available() {
            return;
        }
        let w = words();
        for (a, b) in w.chunks_exact(8).zip(w.chunks_exact(8).skip(1)) {
            let mut sq = [0u64; 8];
            let mut pr = [0u64; 8];
            let mut sq4 = [0u64; 4];
            // SAFETY: `available` checked AVX-512F and VL; loads and
            // stores of 8 (or 4) words from and into arrays of that size.
            unsafe {
                let va = _mm512_loadu_si512(a.as_ptr().cast());
                let vb = _mm512_loadu_si512(b.as_ptr().cast());
                _mm512_storeu_si512(sq.as_mut_ptr().cast(), zmm::square(va));
                _mm512_storeu_si512(pr.as_mut_ptr().cast(), zmm::mul(va, vb));
                let ya = _mm256_loadu_si256(a.as_ptr().cast());
                _mm256_storeu_si256(sq4.as_mut_ptr().cast(), ymm::square(ya));
            }
            for l in 0..8 {
                let want_sq = (a[l] as u128 * a[l] as u128 % P) as u64;
                let want_pr = (a[l] as u128 * b[l] as u128 % P) as u64;
                assert_eq!((sq[l] as u128 % P) as u64, want_sq, "{:#x}²", a[l]);
                assert_eq!(
                    (pr[l] as u128 % P) as u64,
                    want_pr,
                    "{:#x}·{:#x}",
                    a[l],
                    b[l]
                );
                if l < 4 {
                    assert_eq!(
                        (sq4[l] as u128 % P) as u64,
                        want_sq,
                        "{:#x}² (4 lanes)",
                        a[l]
                    );
                }
            }
        }
    }
}
