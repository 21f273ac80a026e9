//! The one place that picks the compression's kernel for this CPU: on x86-64 the rows of
//! [`super::kernels::rows`], with AVX-512VL's rotations where the CPU has them and SSE2's
//! otherwise; elsewhere [`super::portable`]. Batches ([`compress_many`]): sixteen states at a
//! time on AVX-512F lanes ([`super::kernels::lanes`]) where the CPU has them, the rest one by
//! one.

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

/// Eidos's compression of many states: `cvs[k]` becomes `compress(&cvs[k], &blocks[k])`.
///
/// # Panics
/// If `cvs` and `blocks` differ in length.
pub fn compress_many(cvs: &mut [[u32; 8]], blocks: &[[u32; 16]]) {
    assert_eq!(cvs.len(), blocks.len(), "one block per chaining value");
    #[cfg(target_arch = "x86_64")]
    let done = {
        use super::kernels::lanes::{self, LANES};
        if lanes::available() {
            for (cv, block) in cvs.chunks_exact_mut(LANES).zip(blocks.chunks_exact(LANES)) {
                let mut c = [[0u32; LANES]; 8];
                let mut b = [[0u32; LANES]; 16];
                for (l, (x, y)) in cv.iter().zip(block).enumerate() {
                    x.iter().zip(c.iter_mut()).for_each(|(w, row)| row[l] = *w);
                    y.iter().zip(b.iter_mut()).for_each(|(w, row)| row[l] = *w);
                }
                // SAFETY: `available` checked AVX-512F.
                unsafe { lanes::compress16(&mut c, &b) };
                for (l, x) in cv.iter_mut().enumerate() {
                    *x = mask_output(core::array::from_fn(|i| c[i][l]));
                }
            }
            cvs.len() - cvs.len() % LANES
        } else {
            0
        }
    };
    #[cfg(not(target_arch = "x86_64"))]
    let done = 0;
    for (cv, block) in cvs[done..].iter_mut().zip(&blocks[done..]) {
        *cv = compress(cv, block);
    }
}
