//! Rows of states to SIMD lanes and back inside registers: 16 states of
//! 32-bit words (BabyBear, KoalaBear, Mersenne-31 on AVX-512) or 8 states
//! of 64-bit words (Goldilocks), `T` cells each, as `T` vectors holding
//! one cell of every state. Blocks of 16 (or 8) cells are loaded one row a
//! vector (a masked load for the last, shorter block), transposed by
//! in-lane unpacks and 128-bit shuffles (4 stages of 16, or 3 of 8), and
//! stored back the same way: one shuffle per word moved and no scalar
//! gather, where lane-by-lane inserts cost several instructions a word.
//! AVX2's 8 lanes of 32-bit words have their own 8×8 transpose (widths
//! that are multiples of 8).
//!
//! Every function needs AVX-512F (AVX2 for the 8-lane ones): they are
//! called only from lane types whose values exist after that check (the
//! [`super::Packed`] contract).

use core::arch::x86_64::*;

/// The 16×16 transpose of 32-bit words: `x[i]` word `j` becomes `x[j]`
/// word `i`. In-lane unpacks of 32-bit, then 64-bit words leave, in each
/// 128-bit lane, four words of one cell from four rows; two rounds of
/// `vshufi32x4` then move the 128-bit lanes into place.
#[inline]
#[target_feature(enable = "avx512f")]
fn transpose_u32x16(x: &mut [__m512i; 16]) {
    let mut t = [_mm512_setzero_si512(); 16];
    for k in 0..8 {
        t[2 * k] = _mm512_unpacklo_epi32(x[2 * k], x[2 * k + 1]);
        t[2 * k + 1] = _mm512_unpackhi_epi32(x[2 * k], x[2 * k + 1]);
    }
    // v[4k + m]: rows 4k..4k+4, cell 4L + m in 128-bit lane L.
    let mut v = [_mm512_setzero_si512(); 16];
    for k in 0..4 {
        let (a, b, c, d) = (t[4 * k], t[4 * k + 1], t[4 * k + 2], t[4 * k + 3]);
        v[4 * k] = _mm512_unpacklo_epi64(a, c);
        v[4 * k + 1] = _mm512_unpackhi_epi64(a, c);
        v[4 * k + 2] = _mm512_unpacklo_epi64(b, d);
        v[4 * k + 3] = _mm512_unpackhi_epi64(b, d);
    }
    for m in 0..4 {
        let (v0, v1, v2, v3) = (v[m], v[4 + m], v[8 + m], v[12 + m]);
        // Lanes 0 and 2, then 1 and 3, of two vectors side by side.
        let w0 = _mm512_shuffle_i32x4::<0x88>(v0, v1);
        let w1 = _mm512_shuffle_i32x4::<0xdd>(v0, v1);
        let w2 = _mm512_shuffle_i32x4::<0x88>(v2, v3);
        let w3 = _mm512_shuffle_i32x4::<0xdd>(v2, v3);
        x[m] = _mm512_shuffle_i32x4::<0x88>(w0, w2);
        x[4 + m] = _mm512_shuffle_i32x4::<0x88>(w1, w3);
        x[8 + m] = _mm512_shuffle_i32x4::<0xdd>(w0, w2);
        x[12 + m] = _mm512_shuffle_i32x4::<0xdd>(w1, w3);
    }
}

/// The 8×8 transpose of 64-bit words.
#[inline]
#[target_feature(enable = "avx512f")]
fn transpose_u64x8(x: &mut [__m512i; 8]) {
    let mut t = [_mm512_setzero_si512(); 8];
    for k in 0..4 {
        t[2 * k] = _mm512_unpacklo_epi64(x[2 * k], x[2 * k + 1]);
        t[2 * k + 1] = _mm512_unpackhi_epi64(x[2 * k], x[2 * k + 1]);
    }
    // t[2k + h]: rows 2k, 2k+1, cell 2L + h in 128-bit lane L.
    for h in 0..2 {
        let (a, b, c, d) = (t[h], t[2 + h], t[4 + h], t[6 + h]);
        let w0 = _mm512_shuffle_i64x2::<0x88>(a, b);
        let w1 = _mm512_shuffle_i64x2::<0xdd>(a, b);
        let w2 = _mm512_shuffle_i64x2::<0x88>(c, d);
        let w3 = _mm512_shuffle_i64x2::<0xdd>(c, d);
        x[h] = _mm512_shuffle_i64x2::<0x88>(w0, w2);
        x[2 + h] = _mm512_shuffle_i64x2::<0x88>(w1, w3);
        x[4 + h] = _mm512_shuffle_i64x2::<0xdd>(w0, w2);
        x[6 + h] = _mm512_shuffle_i64x2::<0xdd>(w1, w3);
    }
}

/// The mask of the first `n` of 16 words.
#[inline(always)]
fn first16(n: usize) -> __mmask16 {
    if n >= 16 {
        !0
    } else {
        (1u16 << n) - 1
    }
}

/// The mask of the first `n` of 8 words.
#[inline(always)]
fn first8(n: usize) -> __mmask8 {
    if n >= 8 {
        !0
    } else {
        (1u8 << n) - 1
    }
}

/// `rows_to_lanes` and `lanes_to_rows` for `$n` words of type `$w` a
/// vector: blocks of `$n` cells, the last one masked.
macro_rules! rows_and_lanes {
    ($to_lanes:ident, $to_rows:ident, $w:ty, $n:literal, $first:ident, $load:ident,
     $store:ident, $transpose:ident) => {
        #[doc = concat!("`", stringify!($n), "` rows of `T` words (`rows[l·T + i]`: row `l`, cell `i`) as `T` vectors (vector `i`, word `l`).")]
        ///
        /// # Safety
        /// The CPU must have AVX-512F.
        #[inline]
        #[target_feature(enable = "avx512f")]
        pub(crate) unsafe fn $to_lanes<const T: usize>(rows: &[$w]) -> [[$w; $n]; T] {
            assert!(rows.len() >= $n * T);
            let mut out = [[0; $n]; T];
            for base in (0..T).step_by($n) {
                let k = (T - base).min($n);
                let mut x = [_mm512_setzero_si512(); $n];
                for (l, v) in x.iter_mut().enumerate() {
                    // SAFETY: words l·T + base .. l·T + base + k are in
                    // `rows` (asserted above); the mask loads no others.
                    *v = unsafe { $load($first(k), rows[l * T + base..].as_ptr().cast()) };
                }
                $transpose(&mut x);
                for (o, v) in out[base..base + k].iter_mut().zip(&x) {
                    // SAFETY: a 64-byte array, written unaligned.
                    unsafe { _mm512_storeu_si512(o.as_mut_ptr().cast(), *v) };
                }
            }
            out
        }

        #[doc = concat!("The inverse of [`", stringify!($to_lanes), "`].")]
        ///
        /// # Safety
        /// The CPU must have AVX-512F.
        #[inline]
        #[target_feature(enable = "avx512f")]
        pub(crate) unsafe fn $to_rows<const T: usize>(lanes: &[[$w; $n]; T], rows: &mut [$w]) {
            assert!(rows.len() >= $n * T);
            for base in (0..T).step_by($n) {
                let k = (T - base).min($n);
                let mut x = [_mm512_setzero_si512(); $n];
                for (v, lane) in x.iter_mut().zip(&lanes[base..base + k]) {
                    // SAFETY: a 64-byte array, read unaligned.
                    *v = unsafe { _mm512_loadu_si512(lane.as_ptr().cast()) };
                }
                $transpose(&mut x);
                for (l, v) in x.iter().enumerate() {
                    // SAFETY: words l·T + base .. l·T + base + k are in
                    // `rows` (asserted above); the mask stores no others.
                    unsafe { $store(rows[l * T + base..].as_mut_ptr().cast(), $first(k), *v) };
                }
            }
        }
    };
}

rows_and_lanes!(
    rows_to_lanes_u32,
    lanes_to_rows_u32,
    u32,
    16,
    first16,
    _mm512_maskz_loadu_epi32,
    _mm512_mask_storeu_epi32,
    transpose_u32x16
);
rows_and_lanes!(
    rows_to_lanes_u64,
    lanes_to_rows_u64,
    u64,
    8,
    first8,
    _mm512_maskz_loadu_epi64,
    _mm512_mask_storeu_epi64,
    transpose_u64x8
);

/// `xs` as the words they wrap.
///
/// # Safety
/// `S` must be `repr(transparent)` over `W`.
#[inline(always)]
pub(crate) unsafe fn words<S, W>(xs: &[S]) -> &[W] {
    debug_assert_eq!(core::mem::size_of::<S>(), core::mem::size_of::<W>());
    // SAFETY: the same layout (the caller's promise), the same length.
    unsafe { core::slice::from_raw_parts(xs.as_ptr().cast::<W>(), xs.len()) }
}

/// `xs` as the words they wrap, to write.
///
/// # Safety
/// `S` must be `repr(transparent)` over `W`, and every word written must
/// be a valid `S`.
#[inline(always)]
pub(crate) unsafe fn words_mut<S, W>(xs: &mut [S]) -> &mut [W] {
    debug_assert_eq!(core::mem::size_of::<S>(), core::mem::size_of::<W>());
    // SAFETY: as in `words`.
    unsafe { core::slice::from_raw_parts_mut(xs.as_mut_ptr().cast::<W>(), xs.len()) }
}

/// The 8×8 transpose of 32-bit words in AVX2 registers: in-lane unpacks
/// of 32-bit, then 64-bit words, then the 128-bit halves swapped.
#[inline]
#[target_feature(enable = "avx2")]
fn transpose_u32x8(x: &mut [__m256i; 8]) {
    let mut t = [_mm256_setzero_si256(); 8];
    for k in 0..4 {
        t[2 * k] = _mm256_unpacklo_epi32(x[2 * k], x[2 * k + 1]);
        t[2 * k + 1] = _mm256_unpackhi_epi32(x[2 * k], x[2 * k + 1]);
    }
    // v[4k + m]: rows 4k..4k+4, cell 4L + m in 128-bit half L.
    let mut v = [_mm256_setzero_si256(); 8];
    for k in 0..2 {
        let (a, b, c, d) = (t[4 * k], t[4 * k + 1], t[4 * k + 2], t[4 * k + 3]);
        v[4 * k] = _mm256_unpacklo_epi64(a, c);
        v[4 * k + 1] = _mm256_unpackhi_epi64(a, c);
        v[4 * k + 2] = _mm256_unpacklo_epi64(b, d);
        v[4 * k + 3] = _mm256_unpackhi_epi64(b, d);
    }
    for m in 0..4 {
        x[m] = _mm256_permute2x128_si256::<0x20>(v[m], v[4 + m]);
        x[4 + m] = _mm256_permute2x128_si256::<0x31>(v[m], v[4 + m]);
    }
}

/// 8 rows of `T` words as `T` AVX2 vectors, for `T` a multiple of 8 (the
/// 31-bit fields' widths; the caller gathers lane by lane otherwise).
///
/// # Safety
/// The CPU must have AVX2.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn rows_to_lanes_u32x8<const T: usize>(rows: &[u32]) -> [[u32; 8]; T] {
    assert!(T.is_multiple_of(8) && rows.len() >= 8 * T);
    let mut out = [[0u32; 8]; T];
    for base in (0..T).step_by(8) {
        let mut x = [_mm256_setzero_si256(); 8];
        for (l, v) in x.iter_mut().enumerate() {
            // SAFETY: words l·T + base .. l·T + base + 8 are in `rows`.
            *v = unsafe { _mm256_loadu_si256(rows[l * T + base..].as_ptr().cast()) };
        }
        transpose_u32x8(&mut x);
        for (o, v) in out[base..base + 8].iter_mut().zip(&x) {
            // SAFETY: a 32-byte array, written unaligned.
            unsafe { _mm256_storeu_si256(o.as_mut_ptr().cast(), *v) };
        }
    }
    out
}

/// The inverse of [`rows_to_lanes_u32x8`].
///
/// # Safety
/// The CPU must have AVX2.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn lanes_to_rows_u32x8<const T: usize>(lanes: &[[u32; 8]; T], rows: &mut [u32]) {
    assert!(T.is_multiple_of(8) && rows.len() >= 8 * T);
    for base in (0..T).step_by(8) {
        let mut x = [_mm256_setzero_si256(); 8];
        for (v, lane) in x.iter_mut().zip(&lanes[base..base + 8]) {
            // SAFETY: a 32-byte array, read unaligned.
            *v = unsafe { _mm256_loadu_si256(lane.as_ptr().cast()) };
        }
        transpose_u32x8(&mut x);
        for (l, v) in x.iter().enumerate() {
            // SAFETY: words l·T + base .. l·T + base + 8 are in `rows`.
            unsafe { _mm256_storeu_si256(rows[l * T + base..].as_mut_ptr().cast(), *v) };
        }
    }
}

/// `N` rows of `T` 32-bit words as `T` vectors of `N` words, transposed
/// in registers where a kernel exists (16 words: AVX-512; 8 words with `T`
/// a multiple of 8: AVX2); `None` otherwise (the caller gathers lane by
/// lane).
///
/// # Safety
/// The CPU must have AVX-512F for `N` = 16 and AVX2 for `N` = 8 (the
/// [`super::Packed`] contract of the 31-bit lane types).
#[inline(always)]
pub(crate) unsafe fn rows_to_lanes_words<const N: usize, const T: usize>(
    rows: &[u32],
) -> Option<[[u32; N]; T]> {
    let cells: [[u32; N]; T] = if N == 16 {
        // SAFETY: AVX-512F (the caller's promise for 16 words).
        let c = unsafe { rows_to_lanes_u32::<T>(rows) };
        core::array::from_fn(|i| core::array::from_fn(|l| c[i][l]))
    } else if N == 8 && T.is_multiple_of(8) {
        // SAFETY: AVX2 (the caller's promise for 8 words).
        let c = unsafe { rows_to_lanes_u32x8::<T>(rows) };
        core::array::from_fn(|i| core::array::from_fn(|l| c[i][l]))
    } else {
        return None;
    };
    Some(cells)
}

/// The inverse of [`rows_to_lanes_words`]: false (nothing written) where it
/// returns `None`.
///
/// # Safety
/// As for [`rows_to_lanes_words`].
#[inline(always)]
pub(crate) unsafe fn lanes_to_rows_words<const N: usize, const T: usize>(
    lanes: &[[u32; N]; T],
    rows: &mut [u32],
) -> bool {
    if N == 16 {
        let c: [[u32; 16]; T] = core::array::from_fn(|i| core::array::from_fn(|l| lanes[i][l]));
        // SAFETY: AVX-512F (the caller's promise for 16 words).
        unsafe { lanes_to_rows_u32::<T>(&c, rows) };
    } else if N == 8 && T.is_multiple_of(8) {
        let c: [[u32; 8]; T] = core::array::from_fn(|i| core::array::from_fn(|l| lanes[i][l]));
        // SAFETY: AVX2 (the caller's promise for 8 words).
        unsafe { lanes_to_rows_u32x8::<T>(&c, rows) };
    } else {
        return false;
    }
    true
}
