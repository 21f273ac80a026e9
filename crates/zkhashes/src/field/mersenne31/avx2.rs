//! AVX2 primitives for 8 lanes of Mersenne-31 ([`super::lanes`]), as the
//! AVX-512 ones ([`super::avx512`]) with blends and sign vectors for the
//! mask registers.

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

    /// As the AVX-512 S-box ([`super::avx512`]): `s = x + c − p` signed,
    /// every square folded to [−p, p] with no compare, one reduction of
    /// the last product by the sign of its high part (32 instructions, the
    /// generic chain 42).
    #[inline(always)]
    fn add_exp5(x: [u32; 8], c_neg: u32) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let s = _mm256_add_epi32(v(x), splat(c_neg));
            let s_odd = dup_odd(s);
            let sq_even = fold_signed(_mm256_mul_epi32(s, s));
            let sq_odd = fold_signed(_mm256_mul_epi32(s_odd, s_odd));
            let q_even = fold_signed(_mm256_mul_epi32(sq_even, sq_even));
            let q_odd = fold_signed(_mm256_mul_epi32(sq_odd, sq_odd));
            let even = _mm256_mul_epi32(q_even, s);
            let odd = _mm256_mul_epi32(q_odd, s_odd);
            w(reduce_signed_pair(even, odd))
        }
    }
}

/// A square `t` ∈ [0, p²] (64-bit lanes) to a value ≡ t in [−p, p] in the
/// low 32 bits of its lane (the AVX-512 `fold_signed`: h − (p − l)).
#[inline(always)]
fn fold_signed(t: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe { _mm256_sub_epi32(_mm256_srli_epi64::<31>(t), _mm256_andnot_si256(t, splat(P))) }
}

/// Two vectors of signed 64-bit products (|y| ≤ p², even and odd lanes)
/// reduced to [0, p) in one vector of 32-bit lanes, as the AVX-512
/// `reduce_signed_pair`: t = h + l, then min(t, t ∓ p) with the sign of h
/// taken from its top bit (an arithmetic shift in place of a mask).
#[inline(always)]
fn reduce_signed_pair(even: __m256i, odd: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe {
        let l = _mm256_and_si256(
            _mm256_blend_epi32::<0b1010_1010>(
                even,
                _mm256_castps_si256(_mm256_moveldup_ps(_mm256_castsi256_ps(odd))),
            ),
            splat(P),
        );
        // Odd lanes: the high word of 2y is bits 31..62 of y.
        let h = _mm256_blend_epi32::<0b1010_1010>(
            _mm256_srli_epi64::<31>(even),
            _mm256_add_epi64(odd, odd),
        );
        let negative = _mm256_srai_epi32::<31>(h);
        let t = _mm256_add_epi32(h, l);
        // t − p where h ≥ 0, t − p + 2p = t + p where h < 0.
        let shifted = _mm256_add_epi32(
            _mm256_sub_epi32(t, splat(P)),
            _mm256_and_si256(negative, splat(2 * P)),
        );
        _mm256_min_epu32(t, shifted)
    }
}
