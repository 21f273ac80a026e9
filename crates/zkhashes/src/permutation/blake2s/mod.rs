//! BLAKE2s-256 (RFC 7693), unkeyed, as Stwo's Merkle hashers and channels use it: the
//! compression [`compress`], the streaming hasher [`Blake2s256`], [`hash`], and the lane
//! kernels behind [`dispatch`] (sixteen messages a call: Merkle leaves and nodes).
//!
//! [`constants`] holds IV and σ; [`kernels::generic`] writes the compression once over lanes
//! (`u32`: the portable form, used here for one state); [`kernels::avx2`] and
//! [`kernels::avx512`] are the x86-64 registers.

pub mod constants;
pub mod dispatch;
pub mod kernels;

pub use constants::{BLOCK_BYTES, DIGEST_BYTES, IV, PARAM0, ROUNDS, SIGMA};
pub use dispatch::{leaves16, leaves16_at, nodes16, nodes16_at};
pub use kernels::generic::Block16;

/// The compression `F(h, m, t, f)` of one state: `t` bytes hashed so far (this block
/// included), `last` the final-block flag.
pub fn compress(h: &mut [u32; 8], m: &[u32; 16], t: u64, last: bool) {
    kernels::generic::compress::<u32>(h, m, t, last);
}

/// The streaming hasher: unkeyed BLAKE2s with a 32-byte digest.
#[derive(Clone, Debug)]
pub struct Blake2s256 {
    h: [u32; 8],
    buf: [u8; BLOCK_BYTES],
    len: usize,
    t: u64,
}

impl Default for Blake2s256 {
    fn default() -> Self {
        Self::new()
    }
}

impl Blake2s256 {
    /// An empty hasher.
    pub fn new() -> Self {
        let mut h = IV;
        h[0] ^= PARAM0;
        Self {
            h,
            buf: [0; BLOCK_BYTES],
            len: 0,
            t: 0,
        }
    }

    /// Absorbs `data`. A full block stays buffered until more data comes: the last block
    /// carries the final flag.
    pub fn update(&mut self, mut data: &[u8]) {
        while !data.is_empty() {
            if self.len == BLOCK_BYTES {
                self.t += BLOCK_BYTES as u64;
                let m = words(&self.buf);
                compress(&mut self.h, &m, self.t, false);
                self.len = 0;
            }
            let take = (BLOCK_BYTES - self.len).min(data.len());
            self.buf[self.len..self.len + take].copy_from_slice(&data[..take]);
            self.len += take;
            data = &data[take..];
        }
    }

    /// The digest.
    pub fn finalize(mut self) -> [u8; DIGEST_BYTES] {
        self.t += self.len as u64;
        self.buf[self.len..].fill(0);
        let m = words(&self.buf);
        compress(&mut self.h, &m, self.t, true);
        let mut out = [0; DIGEST_BYTES];
        for (o, w) in out.chunks_exact_mut(4).zip(self.h) {
            o.copy_from_slice(&w.to_le_bytes());
        }
        out
    }
}

/// The little-endian words of a block.
fn words(block: &[u8; BLOCK_BYTES]) -> [u32; 16] {
    core::array::from_fn(|j| {
        u32::from_le_bytes([
            block[4 * j],
            block[4 * j + 1],
            block[4 * j + 2],
            block[4 * j + 3],
        ])
    })
}

/// BLAKE2s-256 of `data`.
pub fn hash(data: &[u8]) -> [u8; DIGEST_BYTES] {
    let mut s = Blake2s256::new();
    s.update(data);
    s.finalize()
}
