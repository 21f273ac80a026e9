//! The state as four 128-bit rows (`v[0..4]`, `v[4..8]`, `v[8..12]`, `v[12..16]`): G runs on
//! the four columns at once; turning rows 0, 2 and 3 puts the diagonals in the columns (row 1,
//! the last one written, stays, so no shuffle waits on it), and turning them back restores the
//! order. The message words of
//! each half round are gathered into a row from the block by the round's schedule (they do
//! not depend on the state, so they are built beside the chain).
//!
//! Two kernels share the body: [`compress_raw_sse2`] (x86-64's baseline; a rotation is two
//! shifts and an `or`; the message rows gathered word by word) and [`compress_raw_avx512`]
//! (AVX-512VL's `vprord`, one instruction; the message rows by one `vpermd` a round).

use crate::permutation::eidos::schedule::{IV, ROUNDS, SCHEDULE};
use core::arch::x86_64::*;

cpufeatures::new!(avx512vl_cpu, "avx512f", "avx512vl");

/// Whether this CPU (and OS) has AVX-512F and AVX-512VL (detected once, then a cached load).
#[inline(always)]
pub fn avx512_available() -> bool {
    avx512vl_cpu::get()
}

/// Where round `r`'s message rows take their words from: the columns' first and second words,
/// then the diagonals' in the order the turned rows hold them (diagonal 3 first); row `k` is
/// entries `4k..4k + 4`.
const fn row_order(r: usize) -> [usize; 16] {
    let s = SCHEDULE[r];
    [
        s[0], s[2], s[4], s[6], s[1], s[3], s[5], s[7], s[14], s[8], s[10], s[12], s[15], s[9],
        s[11], s[13],
    ]
}

/// [`row_order`] of every round, as `vpermd` indices.
static ROW_ORDER: [[u32; 16]; ROUNDS] = {
    let mut t = [[0u32; 16]; ROUNDS];
    let mut r = 0;
    while r < ROUNDS {
        let o = row_order(r);
        let mut i = 0;
        while i < 16 {
            t[r][i] = o[i] as u32;
            i += 1;
        }
        r += 1;
    }
    t
};

/// Round `r`'s four message rows, gathered word by word.
macro_rules! rows_gathered {
    ($block:expr, $r:expr) => {{
        let o = row_order($r);
        let w = |k: usize| -> __m128i {
            let b = $block;
            _mm_setr_epi32(
                b[o[4 * k]] as i32,
                b[o[4 * k + 1]] as i32,
                b[o[4 * k + 2]] as i32,
                b[o[4 * k + 3]] as i32,
            )
        };
        [w(0), w(1), w(2), w(3)]
    }};
}

/// Round `r`'s four message rows by one `vpermd` of the block (in a 512-bit register) and
/// three extractions.
macro_rules! rows_permuted {
    ($block:expr, $r:expr) => {{
        let whole = _mm512_loadu_si512($block.as_ptr().cast());
        let m = _mm512_permutexvar_epi32(_mm512_loadu_si512(ROW_ORDER[$r].as_ptr().cast()), whole);
        [
            _mm512_castsi512_si128(m),
            _mm512_extracti32x4_epi32::<1>(m),
            _mm512_extracti32x4_epi32::<2>(m),
            _mm512_extracti32x4_epi32::<3>(m),
        ]
    }};
}

macro_rules! rows_body {
    ($cv:expr, $block:expr, $rot:ident, $rows:ident) => {{
        let cv: &[u32; 8] = $cv;
        let block: &[u32; 16] = $block;
        let mut r0 = _mm_loadu_si128(cv.as_ptr().cast());
        let mut r1 = _mm_loadu_si128(cv[4..].as_ptr().cast());
        let mut r2 = _mm_loadu_si128(IV.as_ptr().cast());
        let mut r3 = _mm_loadu_si128(IV[4..].as_ptr().cast());
        for r in 0..ROUNDS {
            let m = $rows!(block, r);
            for (half, (x, y)) in [(m[0], m[1]), (m[2], m[3])].into_iter().enumerate() {
                r0 = _mm_add_epi32(_mm_add_epi32(r0, x), r1);
                r3 = $rot!(_mm_xor_si128(r3, r0), 16);
                r2 = _mm_add_epi32(r2, r3);
                r1 = $rot!(_mm_xor_si128(r1, r2), 12);
                r0 = _mm_add_epi32(_mm_add_epi32(r0, y), r1);
                r3 = $rot!(_mm_xor_si128(r3, r0), 8);
                r2 = _mm_add_epi32(r2, r3);
                r1 = $rot!(_mm_xor_si128(r1, r2), 7);
                // Diagonals into the columns and back. Row 1, which the last step writes and
                // the next step reads first, stays; rows 0, 2 and 3 turn (row 0 right by one
                // word, row 2 left by one, row 3 by two), so that column j holds diagonal
                // j − 1 (mod 4) and no shuffle lies between one half round and the next.
                if half == 0 {
                    r0 = _mm_shuffle_epi32(r0, 0b10_01_00_11);
                    r2 = _mm_shuffle_epi32(r2, 0b00_11_10_01);
                    r3 = _mm_shuffle_epi32(r3, 0b01_00_11_10);
                } else {
                    r0 = _mm_shuffle_epi32(r0, 0b00_11_10_01);
                    r2 = _mm_shuffle_epi32(r2, 0b10_01_00_11);
                    r3 = _mm_shuffle_epi32(r3, 0b01_00_11_10);
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
    // arrays in bounds (16 bytes from `cv`, `cv[4..]`, `IV`, `IV[4..]`, `out`, `out[4..]`).
    unsafe { rows_body!(cv, block, rot_sse2, rows_gathered) }
}

/// The raw output with AVX-512VL rows.
///
/// # Safety
/// The CPU must have AVX-512F and AVX-512VL ([`avx512_available`]).
#[target_feature(enable = "avx512f,avx512vl")]
pub unsafe fn compress_raw_avx512(cv: &[u32; 8], block: &[u32; 16]) -> [u32; 8] {
    // SAFETY: the caller checked AVX-512F/VL; the loads and stores are in bounds (as above,
    // and 64 bytes from `block` and from a row of `ROW_ORDER`).
    unsafe { rows_body!(cv, block, rot_avx512, rows_permuted) }
}
