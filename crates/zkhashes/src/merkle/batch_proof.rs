//! winterfell's batch proofs (`MerkleTree::prove_batch`,
//! `BatchMerkleProof::get_root`, `verify_batch`) over a [`BinaryTree`]:
//! one proof for several leaves, each sibling sent once and none that the
//! verifier can compute.
//!
//! The layout is winterfell's, so proofs pass between the two: the leaf
//! indexes are taken in pairs (`i` and `i + 1` for even `i`, in increasing
//! order); `nodes[k]` first holds the leaves of pair `k` that were not
//! asked for, then, level by level, the sibling of the `k`-th node of that
//! level when it is not itself computed from the proof.

use super::binary::{BinaryTree, Compress};
use crate::error::Error;
use alloc::collections::BTreeMap;
use alloc::vec;
use alloc::vec::Vec;

/// A batch proof: the nodes each pair of leaves needs, and the tree's depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BatchProof<D> {
    /// The nodes, one list per pair of leaf indexes.
    pub nodes: Vec<Vec<D>>,
    /// The tree's depth (log₂ of its leaves).
    pub depth: u8,
}

/// The opened leaves (in the order asked for) and their batch proof.
pub type BatchOpening<D> = (Vec<D>, BatchProof<D>);

/// Each index's position among `indexes`, once checked: at least one,
/// below `len`, no repeats.
fn positions(indexes: &[u64], len: u64) -> Result<BTreeMap<u64, usize>, Error> {
    if indexes.is_empty() {
        return Err(Error::InvalidTree(
            "a batch proof needs at least one leaf index",
        ));
    }
    let mut map = BTreeMap::new();
    for (k, &i) in indexes.iter().enumerate() {
        if i >= len {
            return Err(Error::IndexOutOfRange { index: i, len });
        }
        if map.insert(i, k).is_some() {
            return Err(Error::InvalidTree("a leaf index appears twice"));
        }
    }
    Ok(map)
}

/// The even index of each pair that holds an asked-for leaf, increasing.
fn pairs(map: &BTreeMap<u64, usize>) -> Vec<u64> {
    let mut p: Vec<u64> = map.keys().map(|&i| i & !1).collect();
    p.dedup();
    p
}

fn malformed() -> Error {
    Error::InvalidTree("the batch proof does not fit these leaf indexes")
}

impl<C: Compress> BinaryTree<C> {
    /// winterfell's `prove_batch(indexes)`: the leaves at `indexes` (in
    /// the order given) and their batch proof. Errors: no index, an index
    /// past the last leaf, a repeated index, a tree of one leaf.
    pub fn prove_batch(&self, indexes: &[u64]) -> Result<BatchOpening<C::Digest>, Error> {
        let n = self.leaves().len();
        if n < 2 {
            return Err(Error::InvalidTree(
                "a batch proof needs at least two leaves",
            ));
        }
        let map = positions(indexes, n as u64)?;
        let leaves = self.leaves();
        let nodes_of = self.nodes();
        let mut out: Vec<C::Digest> = vec![leaves[0]; indexes.len()];
        let mut nodes = Vec::new();
        let mut level = Vec::new();
        for p in pairs(&map) {
            let mut missing = Vec::new();
            for i in p..p + 2 {
                match map.get(&i) {
                    Some(&k) => out[k] = leaves[i as usize],
                    None => missing.push(leaves[i as usize]),
                }
            }
            nodes.push(missing);
            level.push((p as usize + n) >> 1);
        }
        for _ in 1..self.depth() {
            let mut next = Vec::with_capacity(level.len());
            let mut k = 0;
            while k < level.len() {
                let sibling = level[k] ^ 1;
                if level.get(k + 1) == Some(&sibling) {
                    k += 1;
                } else {
                    nodes[k].push(nodes_of[sibling]);
                }
                next.push(sibling >> 1);
                k += 1;
            }
            level = next;
        }
        Ok((
            out,
            BatchProof {
                nodes,
                depth: self.depth() as u8,
            },
        ))
    }
}

/// winterfell's `BatchMerkleProof::get_root(indexes, leaves)`: the root
/// that `proof` and the `leaves` at `indexes` (one each, in that order)
/// lead to. Errors for indexes that do not fit (none, repeated, past
/// 2^depth), a leaf count other than the index count, or a proof whose
/// nodes do not fit the indexes.
pub fn batch_root<C: Compress>(
    compress: &C,
    proof: &BatchProof<C::Digest>,
    indexes: &[u64],
    leaves: &[C::Digest],
) -> Result<C::Digest, Error> {
    if proof.depth == 0 || proof.depth > 63 {
        return Err(Error::InvalidTree("a batch proof's depth is 1 to 63"));
    }
    let offset = 1u64 << proof.depth;
    let map = positions(indexes, offset)?;
    if leaves.len() != indexes.len() {
        return Err(Error::WrongArity {
            min: indexes.len(),
            max: indexes.len(),
            got: leaves.len(),
        });
    }
    let pairs = pairs(&map);
    if pairs.len() != proof.nodes.len() {
        return Err(malformed());
    }
    let node = |k: usize, at: usize| proof.nodes[k].get(at).copied().ok_or_else(malformed);
    let mut known: BTreeMap<u64, C::Digest> = BTreeMap::new();
    let mut used = Vec::with_capacity(pairs.len());
    let mut level = Vec::with_capacity(pairs.len());
    for (k, &p) in pairs.iter().enumerate() {
        let leaf = |i: u64| map.get(&i).map(|&j| leaves[j]);
        let (pair, taken) = match (leaf(p), leaf(p + 1)) {
            (Some(l), Some(r)) => ([l, r], 0),
            (Some(l), None) => ([l, node(k, 0)?], 1),
            (None, Some(r)) => ([node(k, 0)?, r], 1),
            (None, None) => return Err(malformed()),
        };
        let parent = (offset + p) >> 1;
        known.insert(parent, compress.compress(&pair));
        used.push(taken);
        level.push(parent);
    }
    for _ in 1..proof.depth {
        let mut next = Vec::with_capacity(level.len());
        let mut k = 0;
        while k < level.len() {
            let at = level[k];
            let sibling = if level.get(k + 1) == Some(&(at ^ 1)) {
                k += 1;
                *known.get(&(at ^ 1)).ok_or_else(malformed)?
            } else {
                let s = node(k, used[k])?;
                used[k] += 1;
                s
            };
            let this = *known.get(&at).ok_or_else(malformed)?;
            let pair = if at & 1 == 1 {
                [sibling, this]
            } else {
                [this, sibling]
            };
            known.insert(at >> 1, compress.compress(&pair));
            next.push(at >> 1);
            k += 1;
        }
        level = next;
    }
    known.remove(&1).ok_or_else(malformed)
}

/// winterfell's `verify_batch`: whether `proof` and the `leaves` at
/// `indexes` lead to `root` ([`batch_root`]'s errors for a proof that
/// cannot be checked).
pub fn verify_batch<C: Compress>(
    compress: &C,
    root: &C::Digest,
    indexes: &[u64],
    leaves: &[C::Digest],
    proof: &BatchProof<C::Digest>,
) -> Result<bool, Error> {
    Ok(batch_root(compress, proof, indexes, leaves)? == *root)
}
