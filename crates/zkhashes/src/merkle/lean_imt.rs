//! zk-kit's LeanIMT (`@zk-kit/lean-imt`, crate `zk-kit-lean-imt`): an
//! incremental binary tree whose levels hold only the nodes that exist. A
//! parent is the compression of its two children; a node without a right
//! sibling is carried up unhashed; the depth is ⌈log₂ size⌉ and the root is
//! the one node of the top level. Semaphore groups and privacy pools use it
//! over circom's Poseidon of 2 inputs ([`super::schemes::CircomPoseidon2`]).
//!
//! `insert_many` hashes each level's new parents in one
//! [`Compress::compress_many`] call (every core with the `parallel`
//! feature); `insert` and `update` walk one path. A proof holds the siblings
//! that exist from the leaf up and an index whose bits say, for each of
//! them, whether the node was a right child (zk-kit's `index`).

use super::binary::Compress;
use crate::error::Error;
use alloc::vec;
use alloc::vec::Vec;

/// A LeanIMT over the compression `C`.
#[derive(Clone, Debug)]
pub struct LeanImt<C: Compress> {
    compress: C,
    /// `nodes[0]` the leaves, `nodes[depth]` the root (empty tree: one
    /// empty level).
    nodes: Vec<Vec<C::Digest>>,
}

/// A LeanIMT membership proof (zk-kit's `MerkleProof`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeanImtProof<D> {
    /// The root the proof leads to.
    pub root: D,
    /// The leaf.
    pub leaf: D,
    /// Bit i: whether the node was the right child where `siblings[i]` is.
    pub index: u64,
    /// The siblings that exist, from the leaf's level up.
    pub siblings: Vec<D>,
}

impl<C: Compress> LeanImt<C> {
    /// An empty tree.
    pub fn new(compress: C) -> Self {
        Self {
            compress,
            nodes: vec![Vec::new()],
        }
    }

    /// A tree of `leaves` (zk-kit's constructor): [`Self::insert_many`]
    /// unless there are none.
    pub fn with_leaves(compress: C, leaves: &[C::Digest]) -> Self {
        let mut t = Self::new(compress);
        if !leaves.is_empty() {
            t.insert_many(leaves).expect("leaves to insert");
        }
        t
    }

    /// Every level, the leaves first, the root's last.
    pub(crate) fn levels(&self) -> &[Vec<C::Digest>] {
        &self.nodes
    }

    /// The number of leaves.
    pub fn size(&self) -> usize {
        self.nodes[0].len()
    }

    /// The depth: ⌈log₂ size⌉ (0 for zero or one leaf).
    pub fn depth(&self) -> usize {
        self.nodes.len() - 1
    }

    /// The root; `None` for the empty tree.
    pub fn root(&self) -> Option<C::Digest> {
        self.nodes[self.depth()].first().copied()
    }

    /// The leaves.
    pub fn leaves(&self) -> &[C::Digest] {
        &self.nodes[0]
    }

    /// The node at `level` (0: the leaves) and `index`, if it exists.
    pub fn node(&self, level: usize, index: usize) -> Option<C::Digest> {
        self.nodes.get(level)?.get(index).copied()
    }

    /// The index of the first leaf equal to `leaf`.
    pub fn index_of(&self, leaf: &C::Digest) -> Option<usize> {
        self.nodes[0].iter().position(|l| l == leaf)
    }

    /// Appends one leaf, rehashing its path.
    pub fn insert(&mut self, leaf: C::Digest) {
        if self.size() + 1 > (1usize << self.depth()) {
            self.nodes.push(Vec::new());
        }
        let depth = self.depth();
        let mut node = leaf;
        let mut index = self.size();
        for level in &mut self.nodes[..depth] {
            if index < level.len() {
                level[index] = node;
            } else {
                level.push(node);
            }
            if index & 1 == 1 {
                node = self.compress.compress(&[level[index - 1], node]);
            }
            index >>= 1;
        }
        self.nodes[depth] = vec![node];
    }

    /// Appends `leaves`, hashing each level's new parents at once;
    /// [`Error::InvalidTree`] for none (zk-kit refuses an empty batch).
    pub fn insert_many(&mut self, leaves: &[C::Digest]) -> Result<(), Error> {
        if leaves.is_empty() {
            return Err(Error::InvalidTree("insert_many needs at least one leaf"));
        }
        let start = self.size();
        self.nodes[0].extend_from_slice(leaves);
        let depth = self.size().next_power_of_two().trailing_zeros() as usize;
        while self.depth() < depth {
            self.nodes.push(Vec::new());
        }
        // From the first parent the new leaves change, level by level.
        let mut first = start / 2;
        for level in 0..depth {
            let (lower, upper) = self.nodes.split_at_mut(level + 1);
            let (children, parents) = (&lower[level], &mut upper[0]);
            let pairs = children.len() / 2;
            let count = children.len().div_ceil(2);
            parents.resize(count, children[0]);
            if first < pairs {
                let (chunks, _) = children[2 * first..2 * pairs].as_chunks::<2>();
                self.compress
                    .compress_many(chunks, &mut parents[first..pairs]);
            }
            if children.len() % 2 == 1 {
                parents[pairs] = children[children.len() - 1];
            }
            first /= 2;
        }
        Ok(())
    }

    /// Replaces leaf `index`, rehashing its path;
    /// [`Error::IndexOutOfRange`] past the last leaf.
    pub fn update(&mut self, index: usize, leaf: C::Digest) -> Result<(), Error> {
        self.check(index)?;
        let depth = self.depth();
        let mut node = leaf;
        let mut index = index;
        for level in &mut self.nodes[..depth] {
            level[index] = node;
            if index & 1 == 1 {
                node = self.compress.compress(&[level[index - 1], node]);
            } else if let Some(&right) = level.get(index + 1) {
                node = self.compress.compress(&[node, right]);
            }
            index >>= 1;
        }
        self.nodes[depth] = vec![node];
        Ok(())
    }

    /// The proof of leaf `index` (zk-kit's `generateProof`);
    /// [`Error::IndexOutOfRange`] past the last leaf.
    pub fn generate_proof(&self, index: usize) -> Result<LeanImtProof<C::Digest>, Error> {
        self.check(index)?;
        let leaf = self.nodes[0][index];
        let mut siblings = Vec::new();
        let mut bits = 0u64;
        let mut i = index;
        for level in &self.nodes[..self.depth()] {
            let right = i & 1 == 1;
            if let Some(&s) = level.get(i ^ 1) {
                bits |= u64::from(right) << siblings.len();
                siblings.push(s);
            }
            i >>= 1;
        }
        Ok(LeanImtProof {
            root: self.root().expect("a leaf, so a root"),
            leaf,
            index: bits,
            siblings,
        })
    }

    fn check(&self, index: usize) -> Result<(), Error> {
        if index >= self.size() {
            return Err(Error::IndexOutOfRange {
                index: index as u64,
                len: self.size() as u64,
            });
        }
        Ok(())
    }
}

/// zk-kit's `verifyProof`: whether the proof's leaf, siblings and index
/// lead to its root (more than 64 siblings cannot be indexed: `false`).
pub fn verify_proof<C: Compress>(compress: &C, proof: &LeanImtProof<C::Digest>) -> bool {
    if proof.siblings.len() > 64 {
        return false;
    }
    let mut node = proof.leaf;
    for (i, s) in proof.siblings.iter().enumerate() {
        node = if (proof.index >> i) & 1 == 1 {
            compress.compress(&[*s, node])
        } else {
            compress.compress(&[node, *s])
        };
    }
    node == proof.root
}
