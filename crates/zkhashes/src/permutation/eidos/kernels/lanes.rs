//! Sixteen compressions at once on AVX-512F lanes: word `i` of the sixteen states in one 512-bit
//! register (`v[i]`), and the message words likewise, so that G runs on sixteen states with
//! the same instructions as on one (rotations by `vprord`). Independent states, so the round
//! chain no longer bounds the time: throughput does.

use crate::permutation::eidos::schedule::{IV, ROUNDS, SCHEDULE};
use core::arch::x86_64::*;

/// States per call.
pub const LANES: usize = 16;

cpufeatures::new!(avx512f_cpu, "avx512f");

/// Whether this CPU (and OS) has AVX-512F (detected once, then a cached load).
#[inline(always)]
pub fn available() -> bool {
    avx512f_cpu::get()
}

#[inline(always)]
fn g(v: &mut [__m512i; 16], [a, b, c, d]: [usize; 4], x: __m512i, y: __m512i) {
    // SAFETY: only inlined into `compress16`, whose target features include AVX-512F.
    unsafe {
        v[a] = _mm512_add_epi32(_mm512_add_epi32(v[a], x), v[b]);
        v[d] = _mm512_ror_epi32::<16>(_mm512_xor_si512(v[d], v[a]));
        v[c] = _mm512_add_epi32(v[c], v[d]);
        v[b] = _mm512_ror_epi32::<12>(_mm512_xor_si512(v[b], v[c]));
        v[a] = _mm512_add_epi32(_mm512_add_epi32(v[a], y), v[b]);
        v[d] = _mm512_ror_epi32::<8>(_mm512_xor_si512(v[d], v[a]));
        v[c] = _mm512_add_epi32(v[c], v[d]);
        v[b] = _mm512_ror_epi32::<7>(_mm512_xor_si512(v[b], v[c]));
    }
}

/// The raw outputs of sixteen compressions, transposed: `cv[i][l]` is word `i` of state `l`'s
/// chaining value, `block[j][l]` word `j` of its block; `cv` becomes the outputs
/// `v[i] ^ v[i + 8]` (no mask).
///
/// # Safety
/// The CPU must have AVX-512F ([`available`]).
#[target_feature(enable = "avx512f")]
pub unsafe fn compress16(cv: &mut [[u32; LANES]; 8], block: &[[u32; LANES]; 16]) {
    // SAFETY: AVX-512F is enabled here; every load and store moves one 64-byte row of `cv`
    // or `block`, in bounds.
    unsafe {
        let m: [__m512i; 16] =
            core::array::from_fn(|j| _mm512_loadu_si512(block[j].as_ptr().cast()));
        let mut v: [__m512i; 16] = core::array::from_fn(|i| {
            if i < 8 {
                _mm512_loadu_si512(cv[i].as_ptr().cast())
            } else {
                _mm512_set1_epi32(IV[i - 8] as i32)
            }
        });
        for s in SCHEDULE.iter().take(ROUNDS) {
            g(&mut v, [0, 4, 8, 12], m[s[0]], m[s[1]]);
            g(&mut v, [1, 5, 9, 13], m[s[2]], m[s[3]]);
            g(&mut v, [2, 6, 10, 14], m[s[4]], m[s[5]]);
            g(&mut v, [3, 7, 11, 15], m[s[6]], m[s[7]]);
            g(&mut v, [0, 5, 10, 15], m[s[8]], m[s[9]]);
            g(&mut v, [1, 6, 11, 12], m[s[10]], m[s[11]]);
            g(&mut v, [2, 7, 8, 13], m[s[12]], m[s[13]]);
            g(&mut v, [3, 4, 9, 14], m[s[14]], m[s[15]]);
        }
        for (i, row) in cv.iter_mut().enumerate() {
            _mm512_storeu_si512(row.as_mut_ptr().cast(), _mm512_xor_si512(v[i], v[i + 8]));
        }
    }
}
