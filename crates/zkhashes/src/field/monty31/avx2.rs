//! AVX2 primitives for 8 lanes of a 31-bit Montgomery field
//! ([`super::lanes`]): `vpmuludq` on even and odd lanes, one Montgomery
//! step each, an interleave and an unsigned minimum.

use super::lanes::{Isa32, Lanes};
use core::arch::x86_64::*;
use core::mem::transmute;

#[inline(always)]
fn v(x: [u32; 8]) -> __m256i {
    // SAFETY: 32 bytes either way; every bit pattern is valid for both.
    unsafe { transmute(x) }
}

#[inline(always)]
fn w(x: __m256i) -> [u32; 8] {
    // SAFETY: as in `v`.
    unsafe { transmute(x) }
}

/// `x`, hidden from the optimiser: LLVM otherwise fuses the two
/// `vpmuludq` of a Montgomery step into a `vpmullq` (three µops, 15
/// cycles of latency on Intel).
///
/// # Safety
/// The CPU must have AVX2 (the register class needs it).
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn opaque(mut x: __m256i) -> __m256i {
    // SAFETY: an empty instruction on a vector register.
    unsafe {
        core::arch::asm!("/* {0} */", inout(ymm_reg) x, options(pure, nomem, nostack, preserves_flags));
    }
    x
}

#[inline(always)]
fn splat(x: u32) -> __m256i {
    // SAFETY (here and below): these lanes exist only in kernels entered
    // after the AVX2 check (the `Packed` contract).
    unsafe { _mm256_set1_epi32(x as i32) }
}

/// `min(r, r + p)`: the representative below p of r ∈ (−p, p) (as
/// unsigned words, a negative r is above p and r + p wraps below it).
#[inline(always)]
fn canonical(r: __m256i, p: __m256i) -> __m256i {
    // SAFETY: see `splat`.
    unsafe { _mm256_min_epu32(r, _mm256_add_epi32(r, p)) }
}

impl Isa32<8> for Lanes<8> {
    #[inline(always)]
    fn add_mod(a: [u32; 8], b: [u32; 8], p: u32) -> [u32; 8] {
        // SAFETY: see `splat`.
        unsafe {
            let s = _mm256_add_epi32(v(a), v(b));
            w(_mm256_min_epu32(s, _mm256_sub_epi32(s, splat(p))))
        }
    }

    #[inline(always)]
    fn sub_mod(a: [u32; 8], b: [u32; 8], p: u32) -> [u32; 8] {
        // SAFETY: see `splat`.
        let d = unsafe { _mm256_sub_epi32(v(a), v(b)) };
        w(canonical(d, splat(p)))
    }

    #[inline(always)]
    fn monty_mul(a: [u32; 8], b: [u32; 8], p: u32, p_inv: u32) -> [u32; 8] {
        // SAFETY: see `splat`.
        unsafe {
            let (a, b, pv, mu) = (v(a), v(b), splat(p), splat(p_inv));
            let odd = |x: __m256i| _mm256_castps_si256(_mm256_movehdup_ps(_mm256_castsi256_ps(x)));
            let even_prod = _mm256_mul_epu32(a, b);
            let odd_prod = _mm256_mul_epu32(odd(a), odd(b));
            let even_q = _mm256_mul_epu32(opaque(_mm256_mul_epu32(even_prod, mu)), pv);
            let odd_q = _mm256_mul_epu32(opaque(_mm256_mul_epu32(odd_prod, mu)), pv);
            // The low halves cancel: the high halves hold (x − t·p)/2³².
            let even = _mm256_srli_epi64::<32>(_mm256_sub_epi64(even_prod, even_q));
            let odd = _mm256_sub_epi64(odd_prod, odd_q);
            w(canonical(_mm256_blend_epi32::<0b1010_1010>(even, odd), pv))
        }
    }

    #[inline(always)]
    fn div_2exp(x: [u32; 8], k: u32, s: u32, odd: u32, p: u32) -> [u32; 8] {
        // SAFETY: see `splat`.
        unsafe {
            let x = v(x);
            let hi = _mm256_srl_epi32(x, _mm_cvtsi32_si128(k as i32));
            let lo = _mm256_and_si256(x, splat((1u32 << k) - 1));
            let shift = |x: __m256i, n: u32| _mm256_sll_epi32(x, _mm_cvtsi32_si128(n as i32));
            // l·c·2ˢ⁻ᵏ: for c = 2ᵐ − 1 (BabyBear 15, KoalaBear 127) two
            // shifts and a difference, else a product.
            let t = if (odd + 1).is_power_of_two() {
                let m = (odd + 1).trailing_zeros();
                _mm256_sub_epi32(shift(lo, s - k + m), shift(lo, s - k))
            } else {
                shift(_mm256_mullo_epi32(lo, splat(odd)), s - k)
            };
            w(canonical(_mm256_sub_epi32(hi, t), splat(p)))
        }
    }

    #[inline(always)]
    fn add_power(x: [u32; 8], c: u32, alpha: u64, p: u32, p_inv: u32) -> [u32; 8] {
        // SAFETY: see `splat`.
        unsafe {
            let (pv, mu) = (splat(p), splat(p_inv));
            // x + c − p ∈ [−p, p): a signed input, no reduction.
            let v = _mm256_add_epi32(v(x), splat(c.wrapping_sub(p)));
            let dup = |x: __m256i| _mm256_castps_si256(_mm256_movehdup_ps(_mm256_castsi256_ps(x)));
            // As in the AVX-512 chain: signed products reduced to (−p, p).
            let red = |t: __m256i| {
                let q = opaque(_mm256_mul_epi32(t, mu));
                dup(_mm256_sub_epi32(t, _mm256_mul_epi32(q, pv)))
            };
            let chain = |v: __m256i| {
                let sq = red(_mm256_mul_epi32(v, v));
                match alpha {
                    3 => _mm256_mul_epi32(sq, v),
                    5 => _mm256_mul_epi32(red(_mm256_mul_epi32(sq, sq)), v),
                    _ => {
                        let cube = red(_mm256_mul_epi32(sq, v));
                        _mm256_mul_epi32(red(_mm256_mul_epi32(sq, sq)), cube)
                    }
                }
            };
            let even = chain(v);
            let odd = chain(dup(v));
            let qe = _mm256_mul_epi32(opaque(_mm256_mul_epi32(even, mu)), pv);
            let qo = _mm256_mul_epi32(opaque(_mm256_mul_epi32(odd, mu)), pv);
            let hi = _mm256_blend_epi32::<0b1010_1010>(dup(even), odd);
            let q_hi = _mm256_blend_epi32::<0b1010_1010>(dup(qe), qo);
            let borrow = _mm256_cmpgt_epi32(q_hi, hi);
            let r = _mm256_sub_epi32(hi, q_hi);
            w(_mm256_add_epi32(r, _mm256_and_si256(borrow, pv)))
        }
    }
}
