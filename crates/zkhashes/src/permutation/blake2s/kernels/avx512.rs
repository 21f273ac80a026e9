//! BLAKE2s on AVX-512: sixteen states in the sixteen 32-bit lanes of a 512-bit register,
//! every rotation one `vprord`. Messages come in and digests go out through AVX2's 8 × 8
//! transposes (`avx2::transpose8`) on the two 256-bit halves.

use super::avx2::{load_rows, store_rows, transpose8};
use super::generic::{self, Block16, Lanes};
use core::arch::x86_64::*;

cpufeatures::new!(avx512_cpu, "avx512f", "avx2");

/// Whether this CPU (and OS) has AVX-512F and AVX2 (detected once, then a cached load).
#[inline(always)]
pub fn available() -> bool {
    avx512_cpu::get()
}

/// Sixteen lanes. A value exists only inside this module's
/// `#[target_feature(enable = "avx512f,avx2")]` functions, entered after [`available`].
#[derive(Clone, Copy)]
struct Avx512(__m512i);

// SAFETY (every block below): an `Avx512` exists only inside functions compiled with
// AVX-512F and AVX2 (see the type), into which these methods are inlined.
impl Lanes for Avx512 {
    const N: usize = 16;
    #[inline(always)]
    fn splat(x: u32) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm512_set1_epi32(x as i32) })
    }
    #[inline(always)]
    fn add(self, o: Self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm512_add_epi32(self.0, o.0) })
    }
    #[inline(always)]
    fn xor(self, o: Self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm512_xor_si512(self.0, o.0) })
    }
    #[inline(always)]
    fn ror16(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm512_ror_epi32::<16>(self.0) })
    }
    #[inline(always)]
    fn ror12(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm512_ror_epi32::<12>(self.0) })
    }
    #[inline(always)]
    fn ror8(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm512_ror_epi32::<8>(self.0) })
    }
    #[inline(always)]
    fn ror7(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm512_ror_epi32::<7>(self.0) })
    }
    #[inline(always)]
    fn reduce_m31(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe {
            let p = _mm512_set1_epi32(0x7fff_ffff);
            let r = _mm512_add_epi32(_mm512_and_si512(self.0, p), _mm512_srli_epi32::<31>(self.0));
            _mm512_min_epu32(r, _mm512_sub_epi32(r, p))
        })
    }
    #[inline(always)]
    fn load(src: &[u32]) -> Self {
        assert!(src.len() >= 16);
        // SAFETY: see the impl; the load reads `src[0..16]`, in bounds.
        Self(unsafe { _mm512_loadu_si512(src.as_ptr().cast()) })
    }
    #[inline(always)]
    fn rows_in(rows: &[[u8; 64]]) -> [Self; 16] {
        assert!(rows.len() >= 16);
        // Word j of rows 0..8 (low lanes) and of rows 8..16 (high lanes).
        // SAFETY: see the impl (AVX2 is among the features).
        let (lo, hi) = unsafe {
            (
                [
                    transpose8(load_rows(rows, 0)),
                    transpose8(load_rows(rows, 1)),
                ],
                [
                    transpose8(load_rows(&rows[8..], 0)),
                    transpose8(load_rows(&rows[8..], 1)),
                ],
            )
        };
        core::array::from_fn(|j| {
            let (a, b) = (lo[j / 8][j % 8], hi[j / 8][j % 8]);
            // SAFETY: see the impl.
            Self(unsafe { _mm512_inserti64x4::<1>(_mm512_castsi256_si512(a), b) })
        })
    }
    #[inline(always)]
    fn rows_out(h: &[Self; 8], out: &mut [[u8; 32]]) {
        assert!(out.len() >= 16);
        // SAFETY: see the impl.
        let (lo, hi) = unsafe {
            (
                h.map(|x| _mm512_castsi512_si256(x.0)),
                h.map(|x| _mm512_extracti64x4_epi64::<1>(x.0)),
            )
        };
        // SAFETY: see the impl (AVX2 is among the features).
        unsafe {
            store_rows(transpose8(lo), &mut out[..8]);
            store_rows(transpose8(hi), &mut out[8..]);
        }
    }
}

/// [`generic::leaves`] on AVX-512.
///
/// # Safety
/// The CPU must have AVX-512F and AVX2 ([`available`]).
#[target_feature(enable = "avx512f,avx2")]
pub unsafe fn leaves(blocks: &[Block16], words: usize, out: &mut [[u8; 32]; 16], m31: bool) {
    generic::leaves::<Avx512>(blocks, words, out, m31)
}

/// [`generic::nodes`] on AVX-512.
///
/// # Safety
/// The CPU must have AVX-512F and AVX2 ([`available`]).
#[target_feature(enable = "avx512f,avx2")]
pub unsafe fn nodes(pairs: &[[u8; 64]; 16], out: &mut [[u8; 32]; 16], m31: bool) {
    generic::nodes::<Avx512>(pairs, out, m31)
}
