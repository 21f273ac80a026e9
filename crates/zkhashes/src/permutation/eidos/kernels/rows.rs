//! The state as four 128-bit rows (`v[0..4]`, `v[4..8]`, `v[8..12]`, `v[12..16]`): G runs on
//! the four columns at once; rotating rows 1, 2 and 3 by one, two and three words puts the
//! diagonals in the columns, and rotating them back restores the order. The message words of
//! each half round are gathered into a row from the block by the round's schedule (they do
//! not depend on the state, so they are built beside the chain).
//!
//! Two kernels share the body: [`compress_raw_sse2`] (x86-64's baseline; a rotation is two
//! shifts and an `or`) and [`compress_raw_avx512`] (AVX-512VL's `vprord`, one instruction).

use crate::permutation::eidos::schedule::{IV, ROUNDS, SCHEDULE};
use core::arch::x86_64::*;

cpufeatures::new!(avx512vl_cpu, "avx512f", "avx512vl");

/// Whether this CPU (and OS) has AVX-512F and AVX-512VL (detected once, then a cached load).
#[inline(always)]
pub fn avx512_available() -> bool {
    avx512vl_cpu::get()
}

/// The four message rows of round `r`: the columns' first and second words, the diagonals'.
#[inline(always)]
fn message_rows(block: &[u32; 16], r: usize) -> [[u32; 4]; 4] {
    let s = &SCHEDULE[r];
    let w = |i: usize| block[s[i]];
    [
        [w(0), w(2), w(4), w(6)],
        [w(1), w(3), w(5), w(7)],
        [w(8), w(10), w(12), w(14)],
        [w(9), w(11), w(13), w(15)],
    ]
}

macro_rules! rows_body {
    ($cv:expr, $block:expr, $rot:ident) => {{
        let load = |x: &[u32; 4]| _mm_loadu_si128(x.as_ptr().cast());
        let cv: &[u32; 8] = $cv;
        let block: &[u32; 16] = $block;
        let mut r0 = _mm_loadu_si128(cv.as_ptr().cast());
        let mut r1 = _mm_loadu_si128(cv[4..].as_ptr().cast());
        let mut r2 = _mm_loadu_si128(IV.as_ptr().cast());
        let mut r3 = _mm_loadu_si128(IV[4..].as_ptr().cast());
        for r in 0..ROUNDS {
            let m = message_rows(block, r);
            for (half, (x, y)) in [(&m[0], &m[1]), (&m[2], &m[3])].into_iter().enumerate() {
                r0 = _mm_add_epi32(_mm_add_epi32(r0, load(x)), r1);
                r3 = $rot!(_mm_xor_si128(r3, r0), 16);
                r2 = _mm_add_epi32(r2, r3);
                r1 = $rot!(_mm_xor_si128(r1, r2), 12);
                r0 = _mm_add_epi32(_mm_add_epi32(r0, load(y)), r1);
                r3 = $rot!(_mm_xor_si128(r3, r0), 8);
                r2 = _mm_add_epi32(r2, r3);
                r1 = $rot!(_mm_xor_si128(r1, r2), 7);
                if half == 0 {
                    // Diagonals into the columns: row k rotated left by k words.
                    r1 = _mm_shuffle_epi32(r1, 0b00_11_10_01);
                    r2 = _mm_shuffle_epi32(r2, 0b01_00_11_10);
                    r3 = _mm_shuffle_epi32(r3, 0b10_01_00_11);
                } else {
                    r1 = _mm_shuffle_epi32(r1, 0b10_01_00_11);
                    r2 = _mm_shuffle_epi32(r2, 0b01_00_11_10);
                    r3 = _mm_shuffle_epi32(r3, 0b00_11_10_01);
                }
            }
        }
        let mut out = [0u32; 8];
        _mm_storeu_si128(out.as_mut_ptr().cast(), _mm_xor_si128(r0, r2));
        _mm_storeu_si128(out[4..].as_mut_ptr().cast(), _mm_xor_si128(r1, r3));
        out
    }};
}

macro_rules! rot_sse2 {
    ($x:expr, $n:literal) => {{
        let x = $x;
        _mm_or_si128(_mm_srli_epi32(x, $n), _mm_slli_epi32(x, 32 - $n))
    }};
}

macro_rules! rot_avx512 {
    ($x:expr, $n:literal) => {
        _mm_ror_epi32($x, $n)
    };
}

/// The raw output `v[i] ^ v[i + 8]` with SSE2 rows.
pub fn compress_raw_sse2(cv: &[u32; 8], block: &[u32; 16]) -> [u32; 8] {
    // SAFETY: SSE2 is part of x86-64's baseline; the loads and stores read and write the
    // arrays in bounds (16 bytes from `cv`, `cv[4..]`, `IV`, `IV[4..]`, the message rows and
    // `out`, `out[4..]`).
    unsafe { rows_body!(cv, block, rot_sse2) }
}

/// The raw output with AVX-512VL rows.
///
/// # Safety
/// The CPU must have AVX-512F and AVX-512VL ([`avx512_available`]).
#[target_feature(enable = "avx512f,avx512vl")]
pub unsafe fn compress_raw_avx512(cv: &[u32; 8], block: &[u32; 16]) -> [u32; 8] {
    // SAFETY: the caller checked AVX-512F/VL; the loads and stores are in bounds (as above).
    unsafe { rows_body!(cv, block, rot_avx512) }
}
