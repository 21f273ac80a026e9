//! AVX-512 primitives for 16 lanes of Mersenne-31 ([`super::lanes`]).
//! Every helper is `#[inline(always)]` with no closures, so the intrinsics
//! inline into the caller's `#[target_feature]` kernel.

use super::lanes::{IsaM31, Lanes};
use super::scalar::P;
use crate::field::packed::vector_casts;
use core::arch::x86_64::*;

vector_casts!(u32, 16, __m512i);

// SAFETY: (every `unsafe` block below) these lanes exist only in kernels
// entered after the AVX-512 check (the `Packed` contract).

#[inline(always)]
fn splat(x: u32) -> __m512i {
    // SAFETY: see above.
    unsafe { _mm512_set1_epi32(x as i32) }
}

/// `min(x, x − p)`: below p from below 2p (x − p wraps above x when x < p).
#[inline(always)]
fn reduce_once(x: __m512i) -> __m512i {
    // SAFETY: see above.
    unsafe { _mm512_min_epu32(x, _mm512_sub_epi32(x, splat(P))) }
}

/// The odd 32-bit lanes copied down onto the even ones.
#[inline(always)]
fn dup_odd(x: __m512i) -> __m512i {
    // SAFETY: see above.
    unsafe { _mm512_castps_si512(_mm512_movehdup_ps(_mm512_castsi512_ps(x))) }
}

impl IsaM31<16> for Lanes<16> {
    #[inline(always)]
    fn add(a: [u32; 16], b: [u32; 16]) -> [u32; 16] {
        // SAFETY: see above.
        w(reduce_once(unsafe { _mm512_add_epi32(v(a), v(b)) }))
    }

    #[inline(always)]
    fn sub(a: [u32; 16], b: [u32; 16]) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            let d = _mm512_sub_epi32(v(a), v(b));
            w(_mm512_min_epu32(d, _mm512_add_epi32(d, splat(P))))
        }
    }

    #[inline(always)]
    fn mul(a: [u32; 16], b: [u32; 16]) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            let (a, b) = (v(a), v(b));
            let even = _mm512_mul_epu32(a, b);
            let odd = _mm512_mul_epu32(dup_odd(a), dup_odd(b));
            // Products below 2⁶²: low 31 bits plus the bits above, each
            // moved to its lane's 32-bit slot (odd lanes: the high slot).
            let lo = _mm512_mask_blend_epi32(0xaaaa, even, _mm512_slli_epi64::<32>(odd));
            let hi = _mm512_mask_blend_epi32(
                0xaaaa,
                _mm512_srli_epi64::<31>(even),
                _mm512_slli_epi64::<1>(odd),
            );
            w(reduce_once(_mm512_add_epi32(
                _mm512_and_si512(lo, splat(P)),
                hi,
            )))
        }
    }

    #[inline(always)]
    fn rotate_left(x: [u32; 16], k: u32) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            let x = v(x);
            let up = _mm512_sll_epi32(x, _mm_cvtsi32_si128(k as i32));
            let down = _mm512_srl_epi32(x, _mm_cvtsi32_si128((31 - k) as i32));
            w(_mm512_or_si512(_mm512_and_si512(up, splat(P)), down))
        }
    }
}
