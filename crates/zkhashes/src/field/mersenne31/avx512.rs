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
            // down | (up & p) in one instruction: the truth table of
            // a | (b & c) is 0xf8 (rows a = 1 all set, and row 011).
            w(_mm512_ternarylogic_epi32::<0xf8>(down, up, splat(P)))
        }
    }

    /// `s = x + c − p` ∈ [−p, p) is a signed input; every square is left
    /// signed in [−p, p] by one fold (`fold_signed`: no compare), and only
    /// the last product is reduced to [0, p) with the sign of its high part.
    #[inline(always)]
    fn add_exp5(x: [u32; 16], c_neg: u32) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            let s = _mm512_add_epi32(v(x), splat(c_neg));
            let s_odd = dup_odd(s);
            let sq_even = fold_signed(_mm512_mul_epi32(s, s));
            let sq_odd = fold_signed(_mm512_mul_epi32(s_odd, s_odd));
            let q_even = fold_signed(_mm512_mul_epi32(sq_even, sq_even));
            let q_odd = fold_signed(_mm512_mul_epi32(sq_odd, sq_odd));
            let even = _mm512_mul_epi32(q_even, s);
            let odd = _mm512_mul_epi32(q_odd, s_odd);
            w(reduce_signed_pair(even, odd))
        }
    }
}

/// A square `t` ∈ [0, p²] (64-bit lanes) to a value ≡ t in [−p, p] in the
/// low 32 bits of its lane, for the next `vpmuldq`: t = h·2³¹ + l and
/// 2³¹ ≡ 1, so t ≡ h + l = h − (p − l), and p − l = !t & p (the 31 low
/// bits inverted). h ≤ p − 1, so h − (p − l) ∈ [−p, p − 1]. Only the low
/// 32 bits matter, so one 32-bit subtraction does.
#[inline(always)]
fn fold_signed(t: __m512i) -> __m512i {
    // SAFETY: see above.
    unsafe { _mm512_sub_epi32(_mm512_srli_epi64::<31>(t), _mm512_andnot_si512(t, splat(P))) }
}

/// Two vectors of signed 64-bit products `y` (|y| ≤ p², even and odd
/// lanes) reduced to [0, p) in one vector of 32-bit lanes. y = h·2³¹ + l
/// with l ∈ [0, p] and h = ⌊y/2³¹⌋ ∈ [−p, p − 1], both fit
/// 32 bits; t = h + l. If h ≥ 0, t ∈ [0, 2p): min(t, t − p). If h < 0,
/// t ∈ [−p, p): as unsigned words min(t, t + p) picks t + p exactly when
/// t < 0.
#[inline(always)]
fn reduce_signed_pair(even: __m512i, odd: __m512i) -> __m512i {
    const ODD_LANES: __mmask16 = 0xaaaa;
    // SAFETY: see above.
    unsafe {
        let l = _mm512_and_si512(
            _mm512_castps_si512(_mm512_mask_moveldup_ps(
                _mm512_castsi512_ps(even),
                ODD_LANES,
                _mm512_castsi512_ps(odd),
            )),
            splat(P),
        );
        // Odd lanes: the high word of 2y is bits 31..62 of y.
        let h = _mm512_mask_blend_epi32(
            ODD_LANES,
            _mm512_srli_epi64::<31>(even),
            _mm512_add_epi64(odd, odd),
        );
        let negative = _mm512_movepi32_mask(h);
        let t = _mm512_add_epi32(h, l);
        // t − p where h ≥ 0, t + p where h < 0.
        let shifted = _mm512_mask_add_epi32(_mm512_sub_epi32(t, splat(P)), negative, t, splat(P));
        _mm512_min_epu32(t, shifted)
    }
}
