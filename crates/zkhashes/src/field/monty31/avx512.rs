//! AVX-512 primitives for 16 lanes of a 31-bit Montgomery field
//! ([`super::lanes`]): `vpmuludq` on even and odd lanes, one Montgomery
//! step each, the halves interleaved by a masked `vmovshdup` and the
//! borrow fixed by a masked addition. Every helper is
//! `#[inline(always)]` (no closures: they would be compiled apart, without
//! the caller's `#[target_feature]`, and the intrinsics called out of line).

use super::lanes::{Isa32, Lanes};
use crate::field::packed::vector_casts;
use core::arch::x86_64::*;

vector_casts!(u32, 16, __m512i);

/// `x`, hidden from the optimiser: LLVM otherwise fuses the two
/// `vpmuludq` of a Montgomery step into a `vpmullq` (three µops, 15
/// cycles of latency on Intel).
///
/// # Safety
/// The CPU must have AVX-512F (the register class needs it).
#[inline]
#[target_feature(enable = "avx512f")]
unsafe fn opaque(mut x: __m512i) -> __m512i {
    // SAFETY: an empty instruction on a vector register.
    unsafe {
        core::arch::asm!("/* {0} */", inout(zmm_reg) x, options(pure, nomem, nostack, preserves_flags));
    }
    x
}

// SAFETY: (every `unsafe` block below) these lanes exist only in kernels
// entered after the AVX-512 check (the `Packed` contract), so the CPU runs
// the instructions.

#[inline(always)]
fn splat(x: u32) -> __m512i {
    // SAFETY: see above.
    unsafe { _mm512_set1_epi32(x as i32) }
}

/// The odd 32-bit lanes copied down onto the even ones.
#[inline(always)]
fn dup_odd(x: __m512i) -> __m512i {
    // SAFETY: see above.
    unsafe { _mm512_castps_si512(_mm512_movehdup_ps(_mm512_castsi512_ps(x))) }
}

/// The high 32-bit halves of the 64-bit lanes of `even` (to the even
/// positions) and of `odd` (kept at the odd positions).
#[inline(always)]
fn high_halves(even: __m512i, odd: __m512i) -> __m512i {
    // SAFETY: see above.
    unsafe {
        _mm512_castps_si512(_mm512_mask_movehdup_ps(
            _mm512_castsi512_ps(odd),
            0x5555,
            _mm512_castsi512_ps(even),
        ))
    }
}

/// `x << n` on 32-bit lanes.
#[inline(always)]
fn shl(x: __m512i, n: u32) -> __m512i {
    // SAFETY: see above.
    unsafe { _mm512_sll_epi32(x, _mm_cvtsi32_si128(n as i32)) }
}

/// `min(r, r + p)`: the representative below p of r ∈ (−p, p) (as
/// unsigned words, a negative r is above p and r + p wraps below it).
#[inline(always)]
fn canonical(r: __m512i, p: __m512i) -> __m512i {
    // SAFETY: see above.
    unsafe { _mm512_min_epu32(r, _mm512_add_epi32(r, p)) }
}

/// The high halves minus the high halves of `q·p` for 64-bit lanes `even`
/// and `odd` (exact: the low halves cancel), in (−p, p), plus p on a
/// borrow: a compare on port 5 instead of a minimum on port 0.
#[inline(always)]
fn finish(
    even: __m512i,
    odd: __m512i,
    even_qp: __m512i,
    odd_qp: __m512i,
    p: __m512i,
    signed: bool,
) -> __m512i {
    // SAFETY: see above.
    unsafe {
        let hi = high_halves(even, odd);
        let qp_hi = high_halves(even_qp, odd_qp);
        let borrow = if signed {
            _mm512_cmplt_epi32_mask(hi, qp_hi)
        } else {
            _mm512_cmplt_epu32_mask(hi, qp_hi)
        };
        let r = _mm512_sub_epi32(hi, qp_hi);
        _mm512_mask_add_epi32(r, borrow, r, p)
    }
}

/// A signed product `t` (|t| < 2³¹·p) reduced to (−p, p) and moved to the
/// low half of its lane for the next product: t − q·p with q = lo(t)·p⁻¹.
#[inline(always)]
fn reduce_signed(t: __m512i, mu: __m512i, p: __m512i) -> __m512i {
    // SAFETY: see above.
    unsafe {
        let q = opaque(_mm512_mul_epi32(t, mu));
        dup_odd(_mm512_sub_epi32(t, _mm512_mul_epi32(q, p)))
    }
}

/// v^α (α ∈ {3, 5, 7}) for signed v ∈ (−p, p) in the low half of each
/// 64-bit lane, unreduced (|·| < p²): partly reduced products on the way.
#[inline(always)]
fn power_even(v: __m512i, alpha: u64, mu: __m512i, p: __m512i) -> __m512i {
    // SAFETY: see above.
    unsafe {
        let sq = reduce_signed(_mm512_mul_epi32(v, v), mu, p);
        match alpha {
            3 => _mm512_mul_epi32(sq, v),
            5 => _mm512_mul_epi32(reduce_signed(_mm512_mul_epi32(sq, sq), mu, p), v),
            _ => {
                let cube = reduce_signed(_mm512_mul_epi32(sq, v), mu, p);
                _mm512_mul_epi32(reduce_signed(_mm512_mul_epi32(sq, sq), mu, p), cube)
            }
        }
    }
}

impl Isa32<16> for Lanes<16> {
    #[inline(always)]
    fn add_mod(a: [u32; 16], b: [u32; 16], p: u32) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            let s = _mm512_add_epi32(v(a), v(b));
            w(_mm512_min_epu32(s, _mm512_sub_epi32(s, splat(p))))
        }
    }

    #[inline(always)]
    fn sub_mod(a: [u32; 16], b: [u32; 16], p: u32) -> [u32; 16] {
        // SAFETY: see above.
        let d = unsafe { _mm512_sub_epi32(v(a), v(b)) };
        w(canonical(d, splat(p)))
    }

    #[inline(always)]
    fn monty_mul(a: [u32; 16], b: [u32; 16], p: u32, p_inv: u32) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            let (a, b, pv, mu) = (v(a), v(b), splat(p), splat(p_inv));
            let even = _mm512_mul_epu32(a, b);
            let odd = _mm512_mul_epu32(dup_odd(a), dup_odd(b));
            let even_q = opaque(_mm512_mul_epu32(even, mu));
            let odd_q = opaque(_mm512_mul_epu32(odd, mu));
            let even_qp = _mm512_mul_epu32(even_q, pv);
            let odd_qp = _mm512_mul_epu32(odd_q, pv);
            w(finish(even, odd, even_qp, odd_qp, pv, false))
        }
    }

    #[inline(always)]
    fn div_2exp(x: [u32; 16], k: u32, s: u32, odd: u32, p: u32) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            let x = v(x);
            let hi = _mm512_srl_epi32(x, _mm_cvtsi32_si128(k as i32));
            let lo = _mm512_and_si512(x, splat((1u32 << k) - 1));
            // l·c·2ˢ⁻ᵏ: for c = 2ᵐ − 1 (BabyBear 15, KoalaBear 127) two
            // shifts and a difference, else a product.
            let t = if (odd + 1).is_power_of_two() {
                let m = (odd + 1).trailing_zeros();
                _mm512_sub_epi32(shl(lo, s - k + m), shl(lo, s - k))
            } else {
                shl(_mm512_mullo_epi32(lo, splat(odd)), s - k)
            };
            w(canonical(_mm512_sub_epi32(hi, t), splat(p)))
        }
    }

    #[inline(always)]
    fn halve(x: [u32; 16], _s: u32, _odd: u32, p: u32) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            // x even: x >> 1; x odd: (x + p)/2 = (x >> 1) + (p + 1)/2.
            let x = v(x);
            let odd_lanes = _mm512_test_epi32_mask(x, splat(1));
            let h = _mm512_srli_epi32::<1>(x);
            w(_mm512_mask_add_epi32(h, odd_lanes, h, splat(p.div_ceil(2))))
        }
    }

    #[inline(always)]
    fn neg_div_2exp(x: [u32; 16], k: u32, s: u32, odd: u32, p: u32) -> [u32; 16] {
        // For x = h·2ᵏ + l: −2⁻ᵏ = odd·2ˢ⁻ᵏ mod p, so −x/2ᵏ = l·odd·2ˢ⁻ᵏ − h,
        // in (0, p) when l > 0 (h < odd·2ˢ⁻ᵏ ≤ l·odd·2ˢ⁻ᵏ < p); for l = 0 the
        // product's place takes p: p − h ∈ (0, p].
        // SAFETY: see above.
        unsafe {
            let (x, pv) = (v(x), splat(p));
            let low = splat((1u32 << k) - 1);
            let h = _mm512_srl_epi32(x, _mm_cvtsi32_si128(k as i32));
            let nonzero = _mm512_test_epi32_mask(x, low);
            let up = _mm_cvtsi32_si128((s - k) as i32);
            let r = if k == 8 && odd < 128 {
                // l·odd from the low byte directly: unsigned bytes of x by
                // the signed bytes [odd, 0, 0, 0] (≤ 255·127, no saturation).
                let lo = _mm512_maddubs_epi16(x, splat(odd));
                _mm512_mask_sll_epi32(pv, nonzero, lo, up)
            } else if k <= 15 && odd < 1 << 15 {
                // l, odd < 2¹⁵: the 16-bit multiply-add is their product.
                let lo = _mm512_madd_epi16(_mm512_and_si512(x, low), splat(odd));
                _mm512_mask_sll_epi32(pv, nonzero, lo, up)
            } else if k == s && (odd + 1).is_power_of_two() {
                // odd = 2ᵐ − 1: l·odd − h = (l << m) − (l + h).
                let l = _mm512_and_si512(x, low);
                let m = (odd + 1).trailing_zeros();
                let t = _mm512_mask_sll_epi32(pv, nonzero, l, _mm_cvtsi32_si128(m as i32));
                return w(_mm512_sub_epi32(t, _mm512_add_epi32(l, h)));
            } else {
                return Self::sub_mod([0; 16], Self::div_2exp(w(x), k, s, odd, p), p);
            };
            w(_mm512_sub_epi32(r, h))
        }
    }

    #[inline(always)]
    fn add_power(x: [u32; 16], c_neg: u32, alpha: u64, p: u32, p_inv: u32) -> [u32; 16] {
        // SAFETY: see above.
        unsafe {
            let (pv, mu) = (splat(p), splat(p_inv));
            // x + c − p ∈ [−p, p): a signed input, no reduction.
            let v = _mm512_add_epi32(v(x), splat(c_neg));
            let even = power_even(v, alpha, mu, pv);
            let odd = power_even(dup_odd(v), alpha, mu, pv);
            let even_qp = _mm512_mul_epi32(opaque(_mm512_mul_epi32(even, mu)), pv);
            let odd_qp = _mm512_mul_epi32(opaque(_mm512_mul_epi32(odd, mu)), pv);
            w(finish(even, odd, even_qp, odd_qp, pv, true))
        }
    }
}
