//! Rows of states to SIMD lanes and back inside registers: 16 states of
//! 32-bit words (BabyBear, KoalaBear, Mersenne-31 on AVX-512) or 8 states
//! of 64-bit words (Goldilocks), `T` cells each, as `T` vectors holding
//! one cell of every state. Blocks of 16 (or 8) cells are loaded one row a
//! vector (a masked load for the last, shorter block), transposed by
//! in-lane unpacks and 128-bit shuffles (4 stages of 16, or 3 of 8), and
//! stored back the same way: one shuffle per word moved and no scalar
//! gather, where lane-by-lane inserts cost several instructions a word.
//!
//! Every function needs AVX-512F: they are called only from lane types
//! whose values exist after that check (the [`super::Packed`] contract).

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

/// 16 rows of `T` words (`rows[l·T + i]`: row `l`, cell `i`) as `T`
/// vectors (vector `i`, word `l`).
///
/// # Safety
/// The CPU must have AVX-512F.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) unsafe fn rows_to_lanes_u32<const T: usize>(rows: &[u32]) -> [[u32; 16]; T] {
    assert!(rows.len() >= 16 * T);
    let mut out = [[0u32; 16]; T];
    for base in (0..T).step_by(16) {
        let n = (T - base).min(16);
        let mut x = [_mm512_setzero_si512(); 16];
        for (l, v) in x.iter_mut().enumerate() {
            // SAFETY: words l·T + base .. l·T + base + n are in `rows`
            // (asserted above); the mask loads no others.
            *v = unsafe {
                _mm512_maskz_loadu_epi32(first16(n), rows[l * T + base..].as_ptr().cast())
            };
        }
        transpose_u32x16(&mut x);
        for (o, v) in out[base..base + n].iter_mut().zip(&x) {
            // SAFETY: a 64-byte array, written unaligned.
            unsafe { _mm512_storeu_si512(o.as_mut_ptr().cast(), *v) };
        }
    }
    out
}

/// The inverse of [`rows_to_lanes_u32`].
///
/// # Safety
/// The CPU must have AVX-512F.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) unsafe fn lanes_to_rows_u32<const T: usize>(lanes: &[[u32; 16]; T], rows: &mut [u32]) {
    assert!(rows.len() >= 16 * T);
    for base in (0..T).step_by(16) {
        let n = (T - base).min(16);
        let mut x = [_mm512_setzero_si512(); 16];
        for (v, lane) in x.iter_mut().zip(&lanes[base..base + n]) {
            // SAFETY: a 64-byte array, read unaligned.
            *v = unsafe { _mm512_loadu_si512(lane.as_ptr().cast()) };
        }
        transpose_u32x16(&mut x);
        for (l, v) in x.iter().enumerate() {
            // SAFETY: words l·T + base .. l·T + base + n are in `rows`
            // (asserted above); the mask stores no others.
            unsafe {
                _mm512_mask_storeu_epi32(rows[l * T + base..].as_mut_ptr().cast(), first16(n), *v)
            };
        }
    }
}

/// 8 rows of `T` 64-bit words as `T` vectors (as [`rows_to_lanes_u32`]).
///
/// # Safety
/// The CPU must have AVX-512F.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) unsafe fn rows_to_lanes_u64<const T: usize>(rows: &[u64]) -> [[u64; 8]; T] {
    assert!(rows.len() >= 8 * T);
    let mut out = [[0u64; 8]; T];
    for base in (0..T).step_by(8) {
        let n = (T - base).min(8);
        let mut x = [_mm512_setzero_si512(); 8];
        for (l, v) in x.iter_mut().enumerate() {
            // SAFETY: words l·T + base .. l·T + base + n are in `rows`
            // (asserted above); the mask loads no others.
            *v = unsafe {
                _mm512_maskz_loadu_epi64(first8(n), rows[l * T + base..].as_ptr().cast())
            };
        }
        transpose_u64x8(&mut x);
        for (o, v) in out[base..base + n].iter_mut().zip(&x) {
            // SAFETY: a 64-byte array, written unaligned.
            unsafe { _mm512_storeu_si512(o.as_mut_ptr().cast(), *v) };
        }
    }
    out
}

/// The inverse of [`rows_to_lanes_u64`].
///
/// # Safety
/// The CPU must have AVX-512F.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) unsafe fn lanes_to_rows_u64<const T: usize>(lanes: &[[u64; 8]; T], rows: &mut [u64]) {
    assert!(rows.len() >= 8 * T);
    for base in (0..T).step_by(8) {
        let n = (T - base).min(8);
        let mut x = [_mm512_setzero_si512(); 8];
        for (v, lane) in x.iter_mut().zip(&lanes[base..base + n]) {
            // SAFETY: a 64-byte array, read unaligned.
            *v = unsafe { _mm512_loadu_si512(lane.as_ptr().cast()) };
        }
        transpose_u64x8(&mut x);
        for (l, v) in x.iter().enumerate() {
            // SAFETY: words l·T + base .. l·T + base + n are in `rows`
            // (asserted above); the mask stores no others.
            unsafe {
                _mm512_mask_storeu_epi64(rows[l * T + base..].as_mut_ptr().cast(), first8(n), *v)
            };
        }
    }
}
