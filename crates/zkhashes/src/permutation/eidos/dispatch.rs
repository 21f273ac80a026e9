//! The one place that picks the compression's kernel for this CPU: on x86-64 the rows of
//! [`super::kernels::rows`], with AVX-512VL's rotations where the CPU has them and SSE2's
//! otherwise; elsewhere [`super::portable`].

use super::schedule::mask_output;

/// The raw output `v[i] ^ v[i + 8]` of one compression (no mask).
#[inline]
pub fn compress_raw(cv: &[u32; 8], block: &[u32; 16]) -> [u32; 8] {
    #[cfg(target_arch = "x86_64")]
    {
        use super::kernels::rows;
        if rows::avx512_available() {
            // SAFETY: `avx512_available` checked AVX-512F and AVX-512VL.
            return unsafe { rows::compress_raw_avx512(cv, block) };
        }
        rows::compress_raw_sse2(cv, block)
    }
    #[cfg(not(target_arch = "x86_64"))]
    super::portable::compress_raw(cv, block)
}

/// Eidos's compression: the raw output with bit 31 of its odd words cleared.
#[inline]
pub fn compress(cv: &[u32; 8], block: &[u32; 16]) -> [u32; 8] {
    mask_output(compress_raw(cv, block))
}
