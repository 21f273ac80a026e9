//! The 64-bit-lane vectors the AVX-512 IFMA lane code is generic over:
//! `ymm` (`__m256i`, four lanes) and `zmm` (`__m512i`, eight lanes). The
//! radix-2⁵² arithmetic of [`crate::field::ifma52`] and the batch kernels
//! built on it are written once against [`Vec64`] and run on either.
//!
//! Which is faster depends on the CPU: on the Intel Xeon measured (family
//! 6, model 167) 512-bit IFMA issues on two ports, so eight lanes a `zmm`
//! multiply-add run at about 1.9× the lane rate of `ymm` (a
//! multiply-add-only loop, `docs/performance.md`); on AMD Zen 4 a `zmm`
//! operation is two 256-bit halves.

use core::arch::x86_64::*;

/// A vector of 64-bit lanes with the operations of the IFMA lane code.
///
/// # Safety
/// Every method needs AVX-512F, VL and IFMA ([`crate::field::ifma52::available`]);
/// implementors compile them with those features.
pub unsafe trait Vec64: Copy + core::fmt::Debug {
    /// Lanes per vector.
    const LANES: usize;
    /// Every lane 0.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn zero() -> Self;
    /// Every lane `x`.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn splat(x: u64) -> Self;
    /// Lane-wise wrapping addition.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn add(a: Self, b: Self) -> Self;
    /// Lane-wise wrapping subtraction.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn sub(a: Self, b: Self) -> Self;
    /// Lane-wise AND.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn and(a: Self, b: Self) -> Self;
    /// Lane-wise signed maximum.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn max(a: Self, b: Self) -> Self;
    /// Lane-wise logical right shift by `N`.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn srli<const N: u32>(a: Self) -> Self;
    /// Lane-wise left shift by `N`.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn slli<const N: u32>(a: Self) -> Self;
    /// Lane-wise arithmetic right shift by `N`.
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn srai<const N: u32>(a: Self) -> Self;
    /// `acc + lo52(a₅₂·b₅₂)` lane-wise (`vpmadd52luq`).
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn madd52lo(acc: Self, a: Self, b: Self) -> Self;
    /// `acc + hi52(a₅₂·b₅₂)` lane-wise (`vpmadd52huq`).
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn madd52hi(acc: Self, a: Self, b: Self) -> Self;
    /// The lanes from `words` (at least [`Self::LANES`]).
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn load(words: &[u64]) -> Self;
    /// The lanes into `words` (at least [`Self::LANES`]).
    ///
    /// # Safety
    /// AVX-512F, VL and IFMA (the trait's contract).
    unsafe fn store(self, words: &mut [u64]);
}

macro_rules! vec64 {
    ($v:ty, $lanes:literal, $zero:ident, $set1:ident, $add:ident, $sub:ident, $and:ident,
     $max:ident, $all:literal, $srli:ident, $slli:ident, $srai:ident, $lo:ident, $hi:ident, $load:ident,
     $store:ident) => {
        // SAFETY: every method is compiled with AVX-512F, VL and IFMA.
        unsafe impl Vec64 for $v {
            const LANES: usize = $lanes;
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn zero() -> Self {
                $zero()
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn splat(x: u64) -> Self {
                $set1(x as i64)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn add(a: Self, b: Self) -> Self {
                $add(a, b)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn sub(a: Self, b: Self) -> Self {
                $sub(a, b)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn and(a: Self, b: Self) -> Self {
                $and(a, b)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn max(a: Self, b: Self) -> Self {
                $max(a, b)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn srli<const N: u32>(a: Self) -> Self {
                $srli::<N>($all, a)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn slli<const N: u32>(a: Self) -> Self {
                $slli::<N>($all, a)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn srai<const N: u32>(a: Self) -> Self {
                $srai::<N>(a)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn madd52lo(acc: Self, a: Self, b: Self) -> Self {
                $lo(acc, a, b)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn madd52hi(acc: Self, a: Self, b: Self) -> Self {
                $hi(acc, a, b)
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn load(words: &[u64]) -> Self {
                assert!(words.len() >= $lanes);
                // SAFETY: an unaligned load of LANES words, checked above.
                unsafe { $load(words.as_ptr().cast()) }
            }
            #[inline]
            #[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
            unsafe fn store(self, words: &mut [u64]) {
                assert!(words.len() >= $lanes);
                // SAFETY: an unaligned store of LANES words, checked above.
                unsafe { $store(words.as_mut_ptr().cast(), self) }
            }
        }
    };
}

vec64!(
    __m256i,
    4,
    _mm256_setzero_si256,
    _mm256_set1_epi64x,
    _mm256_add_epi64,
    _mm256_sub_epi64,
    _mm256_and_si256,
    _mm256_max_epi64,
    0xff,
    _mm256_maskz_srli_epi64,
    _mm256_maskz_slli_epi64,
    _mm256_srai_epi64,
    _mm256_madd52lo_epu64,
    _mm256_madd52hi_epu64,
    _mm256_loadu_si256,
    _mm256_storeu_si256
);
vec64!(
    __m512i,
    8,
    _mm512_setzero_si512,
    _mm512_set1_epi64,
    _mm512_add_epi64,
    _mm512_sub_epi64,
    _mm512_and_si512,
    _mm512_max_epi64,
    0xff,
    _mm512_maskz_srli_epi64,
    _mm512_maskz_slli_epi64,
    _mm512_srai_epi64,
    _mm512_madd52lo_epu64,
    _mm512_madd52hi_epu64,
    _mm512_loadu_si512,
    _mm512_storeu_si512
);
