//! AVX2 primitives for 8 lanes of Mersenne-31 ([`super::lanes`]), as the
//! AVX-512 ones ([`super::avx512`]) with blends for the mask registers.

use super::lanes::{IsaM31, Lanes};
use super::scalar::P;
use crate::field::packed::vector_casts;
use core::arch::x86_64::*;

vector_casts!(u32, 8, __m256i);

// SAFETY: (every `unsafe` block below) these lanes exist only in kernels
// entered after the AVX2 check (the `Packed` contract).

#[inline(always)]
fn splat(x: u32) -> __m256i {
    // SAFETY: see above.
    unsafe { _mm256_set1_epi32(x as i32) }
}

/// `min(x, x − p)`: below p from below 2p.
#[inline(always)]
fn reduce_once(x: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe { _mm256_min_epu32(x, _mm256_sub_epi32(x, splat(P))) }
}

/// The odd 32-bit lanes copied down onto the even ones.
#[inline(always)]
fn dup_odd(x: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe { _mm256_castps_si256(_mm256_movehdup_ps(_mm256_castsi256_ps(x))) }
}

impl IsaM31<8> for Lanes<8> {
    #[inline(always)]
    fn add(a: [u32; 8], b: [u32; 8]) -> [u32; 8] {
        // SAFETY: see above.
        w(reduce_once(unsafe { _mm256_add_epi32(v(a), v(b)) }))
    }

    #[inline(always)]
    fn sub(a: [u32; 8], b: [u32; 8]) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let d = _mm256_sub_epi32(v(a), v(b));
            w(_mm256_min_epu32(d, _mm256_add_epi32(d, splat(P))))
        }
    }

    #[inline(always)]
    fn mul(a: [u32; 8], b: [u32; 8]) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let (a, b) = (v(a), v(b));
            let even = _mm256_mul_epu32(a, b);
            let odd = _mm256_mul_epu32(dup_odd(a), dup_odd(b));
            let lo = _mm256_blend_epi32::<0b1010_1010>(even, _mm256_slli_epi64::<32>(odd));
            let hi = _mm256_blend_epi32::<0b1010_1010>(
                _mm256_srli_epi64::<31>(even),
                _mm256_slli_epi64::<1>(odd),
            );
            w(reduce_once(_mm256_add_epi32(
                _mm256_and_si256(lo, splat(P)),
                hi,
            )))
        }
    }

    #[inline(always)]
    fn rotate_left(x: [u32; 8], k: u32) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let x = v(x);
            let up = _mm256_sll_epi32(x, _mm_cvtsi32_si128(k as i32));
            let down = _mm256_srl_epi32(x, _mm_cvtsi32_si128((31 - k) as i32));
            w(_mm256_or_si256(_mm256_and_si256(up, splat(P)), down))
        }
    }
}
