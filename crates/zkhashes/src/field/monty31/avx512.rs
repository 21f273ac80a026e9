//! AVX-512 primitives for 16 lanes of a 31-bit Montgomery field
//! ([`super::lanes`]): `vpmuludq` on even and odd lanes, one Montgomery
//! step each, an interleave and an unsigned minimum.

use super::lanes::{Isa32, Lanes};
use core::arch::x86_64::*;
use core::mem::transmute;

#[inline(always)]
fn v(x: [u32; 16]) -> __m512i {
    // SAFETY: 64 bytes either way; every bit pattern is valid for both.
    unsafe { transmute(x) }
}

#[inline(always)]
fn w(x: __m512i) -> [u32; 16] {
    // SAFETY: as in `v`.
    unsafe { transmute(x) }
}

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

#[inline(always)]
fn splat(x: u32) -> __m512i {
    // SAFETY (here and below): these lanes exist only in kernels entered
    // after the AVX-512F check (the `Packed` contract).
    unsafe { _mm512_set1_epi32(x as i32) }
}

/// `min(r, r + p)`: the representative below p of r ∈ (−p, p) (as
/// unsigned words, a negative r is above p and r + p wraps below it).
#[inline(always)]
fn canonical(r: __m512i, p: __m512i) -> __m512i {
    // SAFETY: see `splat`.
    unsafe { _mm512_min_epu32(r, _mm512_add_epi32(r, p)) }
}

/// The high 32-bit halves of the 64-bit lanes of `even` (to the even
/// positions) and of `odd` (kept at the odd positions).
#[inline(always)]
fn high_halves(even: __m512i, odd: __m512i) -> __m512i {
    // SAFETY: see `splat`.
    unsafe {
        _mm512_castps_si512(_mm512_mask_movehdup_ps(
            _mm512_castsi512_ps(odd),
            0x5555,
            _mm512_castsi512_ps(even),
        ))
    }
}

impl Isa32<16> for Lanes<16> {
    #[inline(always)]
    fn add_mod(a: [u32; 16], b: [u32; 16], p: u32) -> [u32; 16] {
        // SAFETY: see `splat`.
        unsafe {
            let s = _mm512_add_epi32(v(a), v(b));
            w(_mm512_min_epu32(s, _mm512_sub_epi32(s, splat(p))))
        }
    }

    #[inline(always)]
    fn sub_mod(a: [u32; 16], b: [u32; 16], p: u32) -> [u32; 16] {
        // SAFETY: see `splat`.
        let d = unsafe { _mm512_sub_epi32(v(a), v(b)) };
        w(canonical(d, splat(p)))
    }

    #[inline(always)]
    fn monty_mul(a: [u32; 16], b: [u32; 16], p: u32, p_inv: u32) -> [u32; 16] {
        // SAFETY: see `splat`.
        unsafe {
            let (a, b, pv, mu) = (v(a), v(b), splat(p), splat(p_inv));
            let odd = |x: __m512i| _mm512_castps_si512(_mm512_movehdup_ps(_mm512_castsi512_ps(x)));
            let even_prod = _mm512_mul_epu32(a, b);
            let odd_prod = _mm512_mul_epu32(odd(a), odd(b));
            let even_q = opaque(_mm512_mul_epu32(even_prod, mu));
            let odd_q = opaque(_mm512_mul_epu32(odd_prod, mu));
            // The high halves of the products and of t·p, interleaved by a
            // masked `vmovshdup` (the shuffle port, not the multiplier's).
            let prod_hi = high_halves(even_prod, odd_prod);
            let qp_hi = high_halves(_mm512_mul_epu32(even_q, pv), _mm512_mul_epu32(odd_q, pv));
            // The low halves cancel: prod_hi − qp_hi ∈ (−p, p); add p on
            // a borrow (a compare on port 5 instead of a minimum on port 0).
            let borrow = _mm512_cmplt_epu32_mask(prod_hi, qp_hi);
            let r = _mm512_sub_epi32(prod_hi, qp_hi);
            w(_mm512_mask_add_epi32(r, borrow, r, pv))
        }
    }

    #[inline(always)]
    fn div_2exp(x: [u32; 16], k: u32, s: u32, odd: u32, p: u32) -> [u32; 16] {
        // SAFETY: see `splat`.
        unsafe {
            let x = v(x);
            let hi = _mm512_srl_epi32(x, _mm_cvtsi32_si128(k as i32));
            let lo = _mm512_and_si512(x, splat((1u32 << k) - 1));
            let shift = |x: __m512i, n: u32| _mm512_sll_epi32(x, _mm_cvtsi32_si128(n as i32));
            // l·c·2ˢ⁻ᵏ: for c = 2ᵐ − 1 (BabyBear 15, KoalaBear 127) two
            // shifts and a difference, else a product.
            let t = if (odd + 1).is_power_of_two() {
                let m = (odd + 1).trailing_zeros();
                _mm512_sub_epi32(shift(lo, s - k + m), shift(lo, s - k))
            } else {
                shift(_mm512_mullo_epi32(lo, splat(odd)), s - k)
            };
            w(canonical(_mm512_sub_epi32(hi, t), splat(p)))
        }
    }

    #[inline(always)]
    fn add_power(x: [u32; 16], c: u32, alpha: u64, p: u32, p_inv: u32) -> [u32; 16] {
        // SAFETY: see `splat`.
        unsafe {
            let (pv, mu) = (splat(p), splat(p_inv));
            // x + c − p ∈ [−p, p): a signed input, no reduction.
            let v = _mm512_add_epi32(v(x), splat(c.wrapping_sub(p)));
            let dup = |x: __m512i| _mm512_castps_si512(_mm512_movehdup_ps(_mm512_castsi512_ps(x)));
            // A signed product of |·| < p², reduced to (−p, p) in the high
            // half (t − q·p with q = lo(t)·p⁻¹: the low halves cancel),
            // then moved to the low half for the next product.
            let red = |t: __m512i| {
                let q = opaque(_mm512_mul_epi32(t, mu));
                dup(_mm512_sub_epi32(t, _mm512_mul_epi32(q, pv)))
            };
            let chain = |v: __m512i| {
                let sq = red(_mm512_mul_epi32(v, v));
                match alpha {
                    3 => _mm512_mul_epi32(sq, v),
                    5 => _mm512_mul_epi32(red(_mm512_mul_epi32(sq, sq)), v),
                    _ => {
                        let cube = red(_mm512_mul_epi32(sq, v));
                        _mm512_mul_epi32(red(_mm512_mul_epi32(sq, sq)), cube)
                    }
                }
            };
            let even = chain(v);
            let odd = chain(dup(v));
            let qe = _mm512_mul_epi32(opaque(_mm512_mul_epi32(even, mu)), pv);
            let qo = _mm512_mul_epi32(opaque(_mm512_mul_epi32(odd, mu)), pv);
            let hi = high_halves(even, odd);
            let q_hi = high_halves(qe, qo);
            let borrow = _mm512_cmplt_epi32_mask(hi, q_hi);
            let r = _mm512_sub_epi32(hi, q_hi);
            w(_mm512_mask_add_epi32(r, borrow, r, pv))
        }
    }
}
