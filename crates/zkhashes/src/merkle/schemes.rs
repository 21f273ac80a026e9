//! Each ecosystem's 2-to-1 compression of its Merkle trees as a
//! [`Compress`], with the batch mode behind `compress_many`.

use super::binary::Compress;
use crate::field::Bn254Fr;
use crate::instances::miden::{self, MidenHasher, Poseidon2Hasher, Rpo256};
use crate::instances::{circom, winterfell};
use core::marker::PhantomData;

/// Miden's `merge` over its hasher `H`: RPO (`MerkleTree` before
/// miden-crypto PR #793, January 2026) or Poseidon2 (miden-crypto 0.28 and
/// later).
#[derive(Clone, Copy, Debug, Default)]
pub struct MidenMerge<H>(PhantomData<H>);

impl<H> MidenMerge<H> {
    /// The compression.
    pub const fn new() -> Self {
        Self(PhantomData)
    }
}

impl<H: MidenHasher + Sync> Compress for MidenMerge<H> {
    type Digest = miden::Digest;

    fn compress(&self, pair: &[miden::Digest; 2]) -> miden::Digest {
        H::merge(pair)
    }

    // On wasm32 (no lanes, no threads, and the npm package's size counts)
    // the trait's loop.
    #[cfg(not(target_arch = "wasm32"))]
    fn compress_many(&self, pairs: &[[miden::Digest; 2]], out: &mut [miden::Digest]) {
        H::merge_many(pairs, out);
    }
}

/// The Merkle trees of miden-crypto before 0.28: RPO's `merge`.
pub type MidenRpo = MidenMerge<Rpo256>;
/// The Merkle trees of miden-crypto 0.28 and later: Poseidon2's `merge`.
pub type MidenPoseidon2 = MidenMerge<Poseidon2Hasher>;

/// winterfell's `MerkleTree<Rp64_256>`: Rp64_256's `merge`.
#[derive(Clone, Copy, Debug, Default)]
pub struct WinterfellRp64_256;

impl Compress for WinterfellRp64_256 {
    type Digest = winterfell::Digest;

    fn compress(&self, pair: &[winterfell::Digest; 2]) -> winterfell::Digest {
        winterfell::merge(pair)
    }

    // On wasm32 (no lanes, no threads, and the npm package's size counts)
    // the trait's loop.
    #[cfg(not(target_arch = "wasm32"))]
    fn compress_many(&self, pairs: &[[winterfell::Digest; 2]], out: &mut [winterfell::Digest]) {
        winterfell::merge_many(pairs, out);
    }
}

/// circom's Poseidon of two inputs (circomlibjs `poseidon([l, r])`,
/// poseidon-lite's `poseidon2`): the hash of zk-kit's LeanIMT in Semaphore.
/// Many pairs run as one batch ([`circom::hash_batch`]: AVX-512 IFMA lanes
/// where the CPU has them, every core).
#[derive(Clone, Copy, Debug, Default)]
pub struct CircomPoseidon2;

impl Compress for CircomPoseidon2 {
    type Digest = Bn254Fr;

    fn compress(&self, pair: &[Bn254Fr; 2]) -> Bn254Fr {
        circom::hash2(*pair)
    }

    // On wasm32 (no lanes, no threads, and the npm package's size counts)
    // the trait's loop.
    #[cfg(not(target_arch = "wasm32"))]
    fn compress_many(&self, pairs: &[[Bn254Fr; 2]], out: &mut [Bn254Fr]) {
        circom::hash_batch(pairs.as_flattened(), 2, Bn254Fr::default(), 1, out)
            .expect("two inputs, one output a pair");
    }
}
