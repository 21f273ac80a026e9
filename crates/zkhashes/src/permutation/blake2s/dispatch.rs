//! The one dispatch point of BLAKE2s's lane kernels: sixteen hashes a call, at the highest
//! SIMD level of the CPU ([`Simd::best`]) or at a level forced by the tests.

use super::kernels::generic::{self, Block16};
use crate::permutation::batch::Simd;

#[cfg(target_arch = "x86_64")]
use super::kernels::{avx2, avx512};

/// Sixteen BLAKE2s-256 digests of `words ≥ 1` little-endian words each, given block by block
/// in word-major form (`blocks[b][j][l]` is word `16 b + j` of message `l`, zero past the
/// end; `blocks.len() == words.div_ceil(16)`). With `m31` each digest word is reduced modulo
/// 2³¹ − 1 (Stwo's `Blake2sM31` hashers). False (nothing written) where the CPU lacks `level`.
pub fn leaves16_at(
    level: Simd,
    blocks: &[Block16],
    words: usize,
    out: &mut [[u8; 32]; 16],
    m31: bool,
) -> bool {
    assert!(words >= 1 && blocks.len() == words.div_ceil(16));
    match level {
        Simd::Portable => generic::leaves::<u32>(blocks, words, out, m31),
        #[cfg(target_arch = "x86_64")]
        // SAFETY: AVX2 checked on the same line.
        Simd::Avx2 if avx2::available() => unsafe { avx2::leaves(blocks, words, out, m31) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: AVX-512F and AVX2 checked on the same line.
        Simd::Avx512 if avx512::available() => unsafe { avx512::leaves(blocks, words, out, m31) },
        _ => return false,
    }
    true
}

/// [`leaves16_at`] at the CPU's best level.
pub fn leaves16(blocks: &[Block16], words: usize, out: &mut [[u8; 32]; 16], m31: bool) {
    leaves16_at(best(), blocks, words, out, m31);
}

/// The digests of sixteen 64-byte messages (`pairs[l]`: the two 32-byte children of node
/// `l`), as [`leaves16_at`].
pub fn nodes16_at(
    level: Simd,
    pairs: &[[u8; 64]; 16],
    out: &mut [[u8; 32]; 16],
    m31: bool,
) -> bool {
    match level {
        Simd::Portable => generic::nodes::<u32>(pairs, out, m31),
        #[cfg(target_arch = "x86_64")]
        // SAFETY: AVX2 checked on the same line.
        Simd::Avx2 if avx2::available() => unsafe { avx2::nodes(pairs, out, m31) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: AVX-512F and AVX2 checked on the same line.
        Simd::Avx512 if avx512::available() => unsafe { avx512::nodes(pairs, out, m31) },
        _ => return false,
    }
    true
}

/// [`nodes16_at`] at the CPU's best level.
pub fn nodes16(pairs: &[[u8; 64]; 16], out: &mut [[u8; 32]; 16], m31: bool) {
    nodes16_at(best(), pairs, out, m31);
}

/// The highest level with a BLAKE2s kernel on this CPU (AVX-512 needs AVX2 beside it).
fn best() -> Simd {
    #[cfg(target_arch = "x86_64")]
    {
        if avx512::available() {
            return Simd::Avx512;
        }
        if avx2::available() {
            return Simd::Avx2;
        }
    }
    Simd::Portable
}
