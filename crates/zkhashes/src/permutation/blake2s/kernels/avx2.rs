//! BLAKE2s on AVX2: eight states in the eight 32-bit lanes of a 256-bit register. Rotations by
//! 16 and 8 are byte shuffles (`vpshufb`), by 12 and 7 two shifts and an or. Messages come in
//! and digests go out through 8 × 8 transposes of 32-bit words (unpacks, then 128-bit
//! permutes), so the nodes of a Merkle layer are read and written in place.

use super::generic::{self, Block16, Lanes};
use core::arch::x86_64::*;

cpufeatures::new!(avx2_cpu, "avx2");

/// Whether this CPU has AVX2 (detected once, then a cached load).
#[inline(always)]
pub fn available() -> bool {
    avx2_cpu::get()
}

/// Eight lanes. A value exists only inside this module's `#[target_feature(enable = "avx2")]`
/// functions, entered after [`available`].
#[derive(Clone, Copy)]
struct Avx2(__m256i);

/// The eight rows `r` (eight words each) transposed: word `j` of every row in `out[j]`.
///
/// # Safety
/// The CPU must have AVX2; inlined into functions compiled with it.
#[inline(always)]
pub(super) unsafe fn transpose8(r: [__m256i; 8]) -> [__m256i; 8] {
    // SAFETY: the caller's contract (AVX2).
    unsafe {
        let t0 = _mm256_unpacklo_epi32(r[0], r[1]);
        let t1 = _mm256_unpackhi_epi32(r[0], r[1]);
        let t2 = _mm256_unpacklo_epi32(r[2], r[3]);
        let t3 = _mm256_unpackhi_epi32(r[2], r[3]);
        let t4 = _mm256_unpacklo_epi32(r[4], r[5]);
        let t5 = _mm256_unpackhi_epi32(r[4], r[5]);
        let t6 = _mm256_unpacklo_epi32(r[6], r[7]);
        let t7 = _mm256_unpackhi_epi32(r[6], r[7]);
        let u0 = _mm256_unpacklo_epi64(t0, t2);
        let u1 = _mm256_unpackhi_epi64(t0, t2);
        let u2 = _mm256_unpacklo_epi64(t1, t3);
        let u3 = _mm256_unpackhi_epi64(t1, t3);
        let u4 = _mm256_unpacklo_epi64(t4, t6);
        let u5 = _mm256_unpackhi_epi64(t4, t6);
        let u6 = _mm256_unpacklo_epi64(t5, t7);
        let u7 = _mm256_unpackhi_epi64(t5, t7);
        [
            _mm256_permute2x128_si256::<0x20>(u0, u4),
            _mm256_permute2x128_si256::<0x20>(u1, u5),
            _mm256_permute2x128_si256::<0x20>(u2, u6),
            _mm256_permute2x128_si256::<0x20>(u3, u7),
            _mm256_permute2x128_si256::<0x31>(u0, u4),
            _mm256_permute2x128_si256::<0x31>(u1, u5),
            _mm256_permute2x128_si256::<0x31>(u2, u6),
            _mm256_permute2x128_si256::<0x31>(u3, u7),
        ]
    }
}

/// Words `8 * half .. 8 * half + 8` of eight 64-byte rows, one register per row.
///
/// # Safety
/// As [`transpose8`].
#[inline(always)]
pub(super) unsafe fn load_rows(rows: &[[u8; 64]], half: usize) -> [__m256i; 8] {
    assert!(rows.len() >= 8 && half < 2);
    // SAFETY: AVX2 by the caller's contract; each load reads 32 bytes at offset 32 · half of
    // a 64-byte row, in bounds.
    core::array::from_fn(|k| unsafe { _mm256_loadu_si256(rows[k][32 * half..].as_ptr().cast()) })
}

/// Stores eight rows of eight words as eight 32-byte digests.
///
/// # Safety
/// As [`transpose8`].
#[inline(always)]
pub(super) unsafe fn store_rows(r: [__m256i; 8], out: &mut [[u8; 32]]) {
    assert!(out.len() >= 8);
    for (k, x) in r.into_iter().enumerate() {
        // SAFETY: AVX2 by the caller's contract; each store writes one 32-byte digest, in
        // bounds.
        unsafe { _mm256_storeu_si256(out[k].as_mut_ptr().cast(), x) }
    }
}

// SAFETY (every block below): an `Avx2` exists only inside functions compiled with AVX2
// (see the type), into which these methods are inlined.
impl Lanes for Avx2 {
    const N: usize = 8;
    #[inline(always)]
    fn splat(x: u32) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm256_set1_epi32(x as i32) })
    }
    #[inline(always)]
    fn add(self, o: Self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm256_add_epi32(self.0, o.0) })
    }
    #[inline(always)]
    fn xor(self, o: Self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe { _mm256_xor_si256(self.0, o.0) })
    }
    #[inline(always)]
    fn ror16(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe {
            let m = _mm256_set_epi8(
                13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2, //
                13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2,
            );
            _mm256_shuffle_epi8(self.0, m)
        })
    }
    #[inline(always)]
    fn ror12(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe {
            _mm256_or_si256(
                _mm256_srli_epi32::<12>(self.0),
                _mm256_slli_epi32::<20>(self.0),
            )
        })
    }
    #[inline(always)]
    fn ror8(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe {
            let m = _mm256_set_epi8(
                12, 15, 14, 13, 8, 11, 10, 9, 4, 7, 6, 5, 0, 3, 2, 1, //
                12, 15, 14, 13, 8, 11, 10, 9, 4, 7, 6, 5, 0, 3, 2, 1,
            );
            _mm256_shuffle_epi8(self.0, m)
        })
    }
    #[inline(always)]
    fn ror7(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe {
            _mm256_or_si256(
                _mm256_srli_epi32::<7>(self.0),
                _mm256_slli_epi32::<25>(self.0),
            )
        })
    }
    #[inline(always)]
    fn reduce_m31(self) -> Self {
        // SAFETY: see the impl.
        Self(unsafe {
            let p = _mm256_set1_epi32(0x7fff_ffff);
            let r = _mm256_add_epi32(_mm256_and_si256(self.0, p), _mm256_srli_epi32::<31>(self.0));
            _mm256_min_epu32(r, _mm256_sub_epi32(r, p))
        })
    }
    #[inline(always)]
    fn load(src: &[u32]) -> Self {
        assert!(src.len() >= 8);
        // SAFETY: see the impl; the load reads `src[0..8]`, in bounds.
        Self(unsafe { _mm256_loadu_si256(src.as_ptr().cast()) })
    }
    #[inline(always)]
    fn rows_in(rows: &[[u8; 64]]) -> [Self; 16] {
        // SAFETY: see the impl.
        let (lo, hi) = unsafe {
            (
                transpose8(load_rows(rows, 0)),
                transpose8(load_rows(rows, 1)),
            )
        };
        core::array::from_fn(|j| Self(if j < 8 { lo[j] } else { hi[j - 8] }))
    }
    #[inline(always)]
    fn rows_out(h: &[Self; 8], out: &mut [[u8; 32]]) {
        // SAFETY: see the impl.
        unsafe { store_rows(transpose8(h.map(|x| x.0)), out) }
    }
}

/// [`generic::leaves`] on AVX2.
///
/// # Safety
/// The CPU must have AVX2 ([`available`]).
#[target_feature(enable = "avx2")]
pub unsafe fn leaves(blocks: &[Block16], words: usize, out: &mut [[u8; 32]; 16], m31: bool) {
    generic::leaves::<Avx2>(blocks, words, out, m31)
}

/// [`generic::nodes`] on AVX2.
///
/// # Safety
/// The CPU must have AVX2 ([`available`]).
#[target_feature(enable = "avx2")]
pub unsafe fn nodes(pairs: &[[u8; 64]; 16], out: &mut [[u8; 32]; 16], m31: bool) {
    generic::nodes::<Avx2>(pairs, out, m31)
}
