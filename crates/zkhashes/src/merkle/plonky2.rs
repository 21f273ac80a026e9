//! plonky2's `MerkleTree::new(leaves, cap_height)` over its Poseidon: each
//! leaf (a row of field elements) hashed by `hash_or_noop` (a row of at
//! most 4 elements is its own digest, zero-padded; a longer one is
//! `hash_no_pad`), then the binary tree of [`BinaryTree`] over
//! `two_to_one`, committed by its cap of height `cap_height` (the root
//! alone for 0). A proof holds the siblings from the leaf's level up to
//! the cap (`prove`); [`verify`] is `verify_merkle_proof_to_cap`.
//!
//! plonky2 keeps its digests in another order in memory (each cap subtree
//! contiguous, for its parallel build); the cap and the proofs do not
//! depend on it.

use super::binary::{verify_to_cap, BinaryTree, Compress};
use crate::error::Error;
use crate::field::{Field, Goldilocks as F};
use crate::instances::plonky2::{self, Digest, DIGEST};
use alloc::vec::Vec;

/// plonky2's `two_to_one` as a [`Compress`].
#[derive(Clone, Copy, Debug, Default)]
pub struct TwoToOne;

impl Compress for TwoToOne {
    type Digest = Digest;

    fn compress(&self, pair: &[Digest; 2]) -> Digest {
        plonky2::two_to_one(&pair[0], &pair[1])
    }

    // On wasm32 (no lanes, no threads, and the npm package's size counts)
    // the trait's loop.
    #[cfg(not(target_arch = "wasm32"))]
    fn compress_many(&self, pairs: &[[Digest; 2]], out: &mut [Digest]) {
        plonky2::two_to_one_many(pairs, out);
    }
}

/// plonky2's `hash_or_noop` of one leaf.
pub fn hash_or_noop(leaf: &[F]) -> Digest {
    if leaf.len() <= DIGEST {
        let mut d = [F::ZERO; DIGEST];
        d[..leaf.len()].copy_from_slice(leaf);
        d
    } else {
        plonky2::hash_no_pad(leaf)
    }
}

/// A plonky2 Merkle tree over rows of one width.
#[derive(Clone, Debug)]
pub struct MerkleTree {
    tree: BinaryTree<TwoToOne>,
    cap_height: u32,
}

impl MerkleTree {
    /// The tree of the rows of `leaves` (`width` elements each, one row
    /// after the other), committed by the cap of height `cap_height`.
    /// [`Error::InvalidTree`] unless the number of rows is a power of two
    /// (one included), `width` is at least 1 and divides the input, and
    /// `cap_height` ≤ log₂ of the number of rows.
    pub fn new(leaves: &[F], width: usize, cap_height: u32) -> Result<Self, Error> {
        if width == 0 || !leaves.len().is_multiple_of(width) || leaves.is_empty() {
            return Err(Error::InvalidTree(
                "plonky2's leaves are rows of one width, at least one element each",
            ));
        }
        let rows = leaves.len() / width;
        if !rows.is_power_of_two() {
            return Err(Error::InvalidTree(
                "the number of leaves must be a power of two",
            ));
        }
        if cap_height > rows.ilog2() {
            return Err(Error::InvalidTree(
                "the cap height is above the tree's depth",
            ));
        }
        let mut digests = alloc::vec![[F::ZERO; DIGEST]; rows];
        if width <= DIGEST {
            for (d, row) in digests.iter_mut().zip(leaves.chunks_exact(width)) {
                *d = hash_or_noop(row);
            }
        } else {
            #[cfg(not(target_arch = "wasm32"))]
            plonky2::hash_no_pad_many(leaves, width, &mut digests);
            #[cfg(target_arch = "wasm32")]
            for (d, row) in digests.iter_mut().zip(leaves.chunks_exact(width)) {
                *d = plonky2::hash_no_pad(row);
            }
        }
        let tree = BinaryTree::build(TwoToOne, &digests)?;
        Ok(Self { tree, cap_height })
    }

    /// The cap: 2^`cap_height` digests.
    pub fn cap(&self) -> &[Digest] {
        self.tree.cap(self.cap_height).expect("checked by new")
    }

    /// The cap height.
    pub fn cap_height(&self) -> u32 {
        self.cap_height
    }

    /// The binary tree of the leaves' digests.
    pub(crate) fn tree(&self) -> &BinaryTree<TwoToOne> {
        &self.tree
    }

    /// The leaves' digests (`hash_or_noop` of each row).
    pub fn leaf_digests(&self) -> &[Digest] {
        self.tree.leaves()
    }

    /// plonky2's `prove(index)`: the siblings from the leaf's level up to
    /// the cap; [`Error::IndexOutOfRange`] past the last leaf.
    pub fn prove(&self, index: u64) -> Result<Vec<Digest>, Error> {
        self.tree.path_to_cap(index, self.cap_height)
    }
}

/// plonky2's `verify_merkle_proof_to_cap(leaf, index, cap, proof)`:
/// whether `proof` proves the row `leaf` at `index` under `cap`
/// ([`verify_to_cap`]'s errors for a malformed cap or index).
pub fn verify(leaf: &[F], index: u64, cap: &[Digest], proof: &[Digest]) -> Result<bool, Error> {
    verify_to_cap(&TwoToOne, cap, index, &hash_or_noop(leaf), proof)
}
