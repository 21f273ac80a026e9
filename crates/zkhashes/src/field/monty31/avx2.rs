//! AVX2 primitives for 8 lanes of a 31-bit Montgomery field
//! ([`super::lanes`]): the AVX-512 technique ([`super::avx512`]) without
//! mask registers (blends, and compares into vectors). Every helper is
//! `#[inline(always)]` (no closures, see there).

use super::lanes::{Isa32, Lanes};
use crate::field::packed::vector_casts;
use core::arch::x86_64::*;

vector_casts!(u32, 8, __m256i);

/// `x`, hidden from the optimiser (see [`super::avx512`]).
///
/// # Safety
/// The CPU must have AVX2 (the register class needs AVX).
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn opaque(mut x: __m256i) -> __m256i {
    // SAFETY: an empty instruction on a vector register.
    unsafe {
        core::arch::asm!("/* {0} */", inout(ymm_reg) x, options(pure, nomem, nostack, preserves_flags));
    }
    x
}

// SAFETY: (every `unsafe` block below) these lanes exist only in kernels
// entered after the AVX2 check (the `Packed` contract).

#[inline(always)]
fn splat(x: u32) -> __m256i {
    // SAFETY: see above.
    unsafe { _mm256_set1_epi32(x as i32) }
}

/// The odd 32-bit lanes copied down onto the even ones.
#[inline(always)]
fn dup_odd(x: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe { _mm256_castps_si256(_mm256_movehdup_ps(_mm256_castsi256_ps(x))) }
}

/// `x << n` on 32-bit lanes.
#[inline(always)]
fn shl(x: __m256i, n: u32) -> __m256i {
    // SAFETY: see above.
    unsafe { _mm256_sll_epi32(x, _mm_cvtsi32_si128(n as i32)) }
}

/// `min(r, r + p)`: the representative below p of r ∈ (−p, p).
#[inline(always)]
fn canonical(r: __m256i, p: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe { _mm256_min_epu32(r, _mm256_add_epi32(r, p)) }
}

/// The Montgomery results of the 64-bit products `even` and `odd` (even
/// lanes, and odd lanes moved down) given their `q·p`: each half's
/// difference first (its high word is the result in (−p, p): the low words
/// are equal, so a 32-bit subtraction has no borrow to lose), then one
/// interleave and the minimum (Plonky3's order; 6 instructions, where
/// interleaving the products and their `q·p` before the one subtraction
/// took 8 without mask registers).
#[inline(always)]
fn finish(even: __m256i, odd: __m256i, even_qp: __m256i, odd_qp: __m256i, p: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe {
        let r_even = _mm256_sub_epi32(even, even_qp);
        let r_odd = _mm256_sub_epi32(odd, odd_qp);
        canonical(_mm256_blend_epi32::<0b1010_1010>(dup_odd(r_even), r_odd), p)
    }
}

/// A signed product reduced to (−p, p), moved to the low half.
#[inline(always)]
fn reduce_signed(t: __m256i, mu: __m256i, p: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe {
        let q = opaque(_mm256_mul_epi32(t, mu));
        dup_odd(_mm256_sub_epi32(t, _mm256_mul_epi32(q, p)))
    }
}

/// v^α (α ∈ {3, 5, 7}) on the even lanes, unreduced.
#[inline(always)]
fn power_even(v: __m256i, alpha: u64, mu: __m256i, p: __m256i) -> __m256i {
    // SAFETY: see above.
    unsafe {
        let sq = reduce_signed(_mm256_mul_epi32(v, v), mu, p);
        match alpha {
            3 => _mm256_mul_epi32(sq, v),
            5 => _mm256_mul_epi32(reduce_signed(_mm256_mul_epi32(sq, sq), mu, p), v),
            _ => {
                let cube = reduce_signed(_mm256_mul_epi32(sq, v), mu, p);
                _mm256_mul_epi32(reduce_signed(_mm256_mul_epi32(sq, sq), mu, p), cube)
            }
        }
    }
}

/// −x/2ᵏ = a − b with a = l·odd·2ˢ⁻ᵏ and b = h (x = h·2ᵏ + l, p =
/// odd·2ˢ + 1), both below p, where a short form of the product exists
/// (Plonky3's `mul_neg_2exp_neg_n_avx2` and its siblings); `None` where
/// none does.
#[inline(always)]
fn neg_div_2exp_parts(x: __m256i, k: u32, s: u32, odd: u32) -> Option<(__m256i, __m256i)> {
    // SAFETY: see above.
    unsafe {
        let h = _mm256_srl_epi32(x, _mm_cvtsi32_si128(k as i32));
        let up = _mm_cvtsi32_si128((s - k) as i32);
        if k == 8 && odd < 128 {
            // l·odd from the low byte: unsigned bytes of x by the signed
            // bytes [odd, 0, 0, 0] (≤ 255·127, no saturation).
            let lo = _mm256_maddubs_epi16(x, splat(odd));
            Some((_mm256_sll_epi32(lo, up), h))
        } else if k <= 15 && odd < 1 << 15 {
            // l, odd < 2¹⁵: the 16-bit multiply-add is their product.
            let l = _mm256_and_si256(x, splat((1u32 << k) - 1));
            let lo = _mm256_madd_epi16(l, splat(odd));
            Some((_mm256_sll_epi32(lo, up), h))
        } else if k == s && (odd + 1).is_power_of_two() {
            // odd = 2ᵐ − 1: l·odd − h = (l << m) − (l + h).
            let m = (odd + 1).trailing_zeros();
            let l = _mm256_and_si256(x, splat((1u32 << k) - 1));
            let a = _mm256_sll_epi32(l, _mm_cvtsi32_si128(m as i32));
            Some((a, _mm256_add_epi32(l, h)))
        } else {
            None
        }
    }
}

impl Isa32<8> for Lanes<8> {
    /// Four products below p² < 2⁶² sum below 2p·2³²: one conditional
    /// subtraction of p·2³² brings the sum below p·2³², where the
    /// Montgomery step is exact.
    const WIDE_TERMS: usize = 4;

    #[inline(always)]
    fn wide_mul(a: [u32; 8], b: [u32; 8], _p: u32, _p_inv: u32) -> ([u32; 8], [u32; 8]) {
        // SAFETY: see above.
        unsafe {
            let (a, b) = (v(a), v(b));
            let even = _mm256_mul_epu32(a, b);
            let odd = _mm256_mul_epu32(dup_odd(a), dup_odd(b));
            (w(even), w(odd))
        }
    }

    #[inline(always)]
    fn wide_mul_add(
        acc: ([u32; 8], [u32; 8]),
        a: [u32; 8],
        b: [u32; 8],
        p: u32,
        p_inv: u32,
    ) -> ([u32; 8], [u32; 8]) {
        let (even, odd) = Self::wide_mul(a, b, p, p_inv);
        // SAFETY: see above.
        unsafe {
            (
                w(_mm256_add_epi64(v(acc.0), v(even))),
                w(_mm256_add_epi64(v(acc.1), v(odd))),
            )
        }
    }

    #[inline(always)]
    fn wide_reduce(acc: ([u32; 8], [u32; 8]), p: u32, p_inv: u32) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let (pv, mu) = (splat(p), splat(p_inv));
            // The high words above p less p (the low words less 0): the
            // unsigned minimum keeps the sum or the sum − p·2³².
            let p_hi = _mm256_set1_epi64x(i64::from(p) << 32);
            let even = _mm256_min_epu32(v(acc.0), _mm256_sub_epi32(v(acc.0), p_hi));
            let odd = _mm256_min_epu32(v(acc.1), _mm256_sub_epi32(v(acc.1), p_hi));
            let even_qp = _mm256_mul_epu32(opaque(_mm256_mul_epu32(even, mu)), pv);
            let odd_qp = _mm256_mul_epu32(opaque(_mm256_mul_epu32(odd, mu)), pv);
            w(finish(even, odd, even_qp, odd_qp, pv))
        }
    }

    #[inline(always)]
    fn add_mod(a: [u32; 8], b: [u32; 8], p: u32) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let s = _mm256_add_epi32(v(a), v(b));
            w(_mm256_min_epu32(s, _mm256_sub_epi32(s, splat(p))))
        }
    }

    #[inline(always)]
    fn sub_mod(a: [u32; 8], b: [u32; 8], p: u32) -> [u32; 8] {
        // SAFETY: see above.
        let d = unsafe { _mm256_sub_epi32(v(a), v(b)) };
        w(canonical(d, splat(p)))
    }

    #[inline(always)]
    fn monty_mul(a: [u32; 8], b: [u32; 8], p: u32, p_inv: u32) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let (a, b, pv, mu) = (v(a), v(b), splat(p), splat(p_inv));
            let even = _mm256_mul_epu32(a, b);
            let odd = _mm256_mul_epu32(dup_odd(a), dup_odd(b));
            let even_qp = _mm256_mul_epu32(opaque(_mm256_mul_epu32(even, mu)), pv);
            let odd_qp = _mm256_mul_epu32(opaque(_mm256_mul_epu32(odd, mu)), pv);
            w(finish(even, odd, even_qp, odd_qp, pv))
        }
    }

    #[inline(always)]
    fn div_2exp(x: [u32; 8], k: u32, s: u32, odd: u32, p: u32) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let x = v(x);
            let hi = _mm256_srl_epi32(x, _mm_cvtsi32_si128(k as i32));
            let lo = _mm256_and_si256(x, splat((1u32 << k) - 1));
            // l·c·2ˢ⁻ᵏ: shifts for c = 2ᵐ − 1, else a product.
            let t = if (odd + 1).is_power_of_two() {
                let m = (odd + 1).trailing_zeros();
                _mm256_sub_epi32(shl(lo, s - k + m), shl(lo, s - k))
            } else {
                shl(_mm256_mullo_epi32(lo, splat(odd)), s - k)
            };
            w(canonical(_mm256_sub_epi32(hi, t), splat(p)))
        }
    }

    #[inline(always)]
    fn halve(x: [u32; 8], _s: u32, _odd: u32, p: u32) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            // x even: x >> 1; x odd: (x >> 1) + (p + 1)/2, the half kept
            // where the low bit is 1 and zeroed where it is 0 by the sign
            // of that bit (vpsignd, Plonky3's `halve_avx2`: 4 instructions).
            let x = v(x);
            let low_bit = _mm256_and_si256(x, splat(1));
            let h = _mm256_srli_epi32::<1>(x);
            w(_mm256_add_epi32(
                h,
                _mm256_sign_epi32(splat(p.div_ceil(2)), low_bit),
            ))
        }
    }

    #[inline(always)]
    fn neg_div_2exp(x: [u32; 8], k: u32, s: u32, odd: u32, p: u32) -> [u32; 8] {
        // As the AVX-512 version: −x/2ᵏ = l·odd·2ˢ⁻ᵏ − h for x = h·2ᵏ + l,
        // with p added where l = 0 (the product is then 0, the result −h).
        let Some((a, b)) = neg_div_2exp_parts(v(x), k, s, odd) else {
            return Self::sub_mod([0; 8], Self::div_2exp(x, k, s, odd, p), p);
        };
        // SAFETY: see above.
        unsafe {
            let l = _mm256_and_si256(v(x), splat((1u32 << k) - 1));
            let zero = _mm256_cmpeq_epi32(l, _mm256_setzero_si256());
            let r = _mm256_sub_epi32(a, b);
            w(_mm256_add_epi32(r, _mm256_and_si256(zero, splat(p))))
        }
    }

    #[inline(always)]
    fn add_signed_div_2exp(
        sum: [u32; 8],
        x: [u32; 8],
        k: u32,
        negative: bool,
        s: u32,
        odd: u32,
        p: u32,
    ) -> [u32; 8] {
        let Some((a, b)) = neg_div_2exp_parts(v(x), k, s, odd) else {
            let z = Self::neg_div_2exp(x, k, s, odd, p);
            return if negative {
                Self::add_mod(sum, z, p)
            } else {
                Self::sub_mod(sum, z, p)
            };
        };
        // SAFETY: see above.
        unsafe {
            // ∓x/2ᵏ as a signed value in (−p, p), then Plonky3's signed
            // addition: sum + r, corrected by p with r's sign (vpsignd)
            // and the unsigned minimum. 9 instructions where the operand
            // in [0, p] and the addition took 11.
            let r = if negative {
                _mm256_sub_epi32(a, b)
            } else {
                _mm256_sub_epi32(b, a)
            };
            let t = _mm256_add_epi32(v(sum), r);
            let fix = _mm256_sign_epi32(splat(p), r);
            w(_mm256_min_epu32(t, _mm256_sub_epi32(t, fix)))
        }
    }

    #[inline(always)]
    fn add_power(x: [u32; 8], c_neg: u32, alpha: u64, p: u32, p_inv: u32) -> [u32; 8] {
        // SAFETY: see above.
        unsafe {
            let (pv, mu) = (splat(p), splat(p_inv));
            // x + c − p ∈ [−p, p): a signed input, no reduction.
            let v = _mm256_add_epi32(v(x), splat(c_neg));
            let even = power_even(v, alpha, mu, pv);
            let odd = power_even(dup_odd(v), alpha, mu, pv);
            let even_qp = _mm256_mul_epi32(opaque(_mm256_mul_epi32(even, mu)), pv);
            let odd_qp = _mm256_mul_epi32(opaque(_mm256_mul_epi32(odd, mu)), pv);
            w(finish(even, odd, even_qp, odd_qp, pv))
        }
    }
}
