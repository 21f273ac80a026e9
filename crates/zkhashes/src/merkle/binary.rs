//! The complete binary Merkle tree of Miden's and winterfell's
//! `MerkleTree::new`: `n` leaves (a power of two, at least 2) stored at
//! `nodes[n..2n]`, node `i` = compress(`nodes[2i]`, `nodes[2i + 1]`) for
//! `i` from `n − 1` down to 1, the root at `nodes[1]` (`nodes[0]` is a
//! copy of the root, unused). The children of a level are one contiguous
//! run of pairs, so each level is one call of [`Compress::compress_many`].
//!
//! A path holds the siblings from the leaf's level up (the leaf itself
//! excluded): Miden's `get_path` and winterfell's `prove` (whose first
//! element is the leaf). [`verify`] recomputes the root from a leaf, its
//! index and a path.

use crate::error::Error;
use alloc::vec::Vec;
use core::fmt::Debug;

/// A 2-to-1 compression of digests: one pair, and many pairs at once.
pub trait Compress: Sync {
    /// A digest.
    type Digest: Copy + PartialEq + Debug + Send + Sync;

    /// The parent of `pair` (left, right).
    fn compress(&self, pair: &[Self::Digest; 2]) -> Self::Digest;

    /// `out[i]` = the parent of `pairs[i]` (`out` as long as `pairs`); by
    /// default one pair after another, overridden by the batch modes.
    fn compress_many(&self, pairs: &[[Self::Digest; 2]], out: &mut [Self::Digest]) {
        for (p, o) in pairs.iter().zip(out) {
            *o = self.compress(p);
        }
    }
}

impl<C: Compress> Compress for &C {
    type Digest = C::Digest;

    fn compress(&self, pair: &[Self::Digest; 2]) -> Self::Digest {
        (*self).compress(pair)
    }

    fn compress_many(&self, pairs: &[[Self::Digest; 2]], out: &mut [Self::Digest]) {
        (*self).compress_many(pairs, out);
    }
}

/// A complete binary Merkle tree over the compression `C`.
#[derive(Clone, Debug)]
pub struct BinaryTree<C: Compress> {
    compress: C,
    nodes: Vec<C::Digest>,
}

impl<C: Compress> BinaryTree<C> {
    /// The tree of `leaves`: [`Error::InvalidTree`] unless their number is
    /// a power of two and at least 2 (the rule of Miden and winterfell).
    pub fn new(compress: C, leaves: &[C::Digest]) -> Result<Self, Error> {
        if leaves.len() < 2 {
            return Err(Error::InvalidTree(
                "the number of leaves must be a power of two, at least 2",
            ));
        }
        Self::build(compress, leaves)
    }

    /// The tree of `leaves`, any power of two (one leaf is its own root):
    /// [`Error::InvalidTree`] for another number.
    pub fn build(compress: C, leaves: &[C::Digest]) -> Result<Self, Error> {
        let n = leaves.len();
        if !n.is_power_of_two() {
            return Err(Error::InvalidTree(
                "the number of leaves must be a power of two",
            ));
        }
        let mut nodes = Vec::with_capacity(2 * n);
        nodes.extend_from_slice(leaves);
        nodes.extend_from_slice(leaves);
        // The lower levels as subtrees on every core, when large enough;
        // then level by level: nodes[w/2..w] from their children nodes[w..2w].
        let mut w = subtrees(&compress, &mut nodes, n);
        while w > 1 {
            let (upper, lower) = nodes.split_at_mut(w);
            let (pairs, _) = lower[..w].as_chunks::<2>();
            compress.compress_many(pairs, &mut upper[w / 2..w]);
            w /= 2;
        }
        nodes[0] = nodes[1];
        Ok(Self { compress, nodes })
    }

    /// The root.
    pub fn root(&self) -> C::Digest {
        self.nodes[1]
    }

    /// The depth: log₂ of the number of leaves.
    pub fn depth(&self) -> u32 {
        (self.nodes.len() / 2).ilog2()
    }

    /// The leaves.
    pub fn leaves(&self) -> &[C::Digest] {
        &self.nodes[self.nodes.len() / 2..]
    }

    /// Every node, the root at index 1 and the leaves at `n..2n` (index 0
    /// holds a copy of the root).
    pub fn nodes(&self) -> &[C::Digest] {
        &self.nodes
    }

    /// The compression.
    pub fn compression(&self) -> &C {
        &self.compress
    }

    /// The siblings of leaf `index` from its level up to the root's
    /// children; [`Error::IndexOutOfRange`] past the last leaf.
    pub fn path(&self, index: u64) -> Result<Vec<C::Digest>, Error> {
        self.path_to_cap(index, 0)
    }

    /// The cap of height `h`: the 2ʰ nodes `h` levels below the root, left
    /// to right (the root alone for h = 0); [`Error::InvalidTree`] above
    /// the tree's depth.
    pub fn cap(&self, h: u32) -> Result<&[C::Digest], Error> {
        self.check_cap(h)?;
        Ok(&self.nodes[1 << h..2 << h])
    }

    /// The siblings of leaf `index` from its level up to (not including)
    /// the cap of height `h`: `depth − h` of them.
    pub fn path_to_cap(&self, index: u64, h: u32) -> Result<Vec<C::Digest>, Error> {
        self.check_cap(h)?;
        let n = self.nodes.len() / 2;
        let mut i = leaf_position(index, n as u64)?;
        let mut path = Vec::with_capacity((self.depth() - h) as usize);
        while i >= 2 << h {
            path.push(self.nodes[i ^ 1]);
            i >>= 1;
        }
        Ok(path)
    }

    fn check_cap(&self, h: u32) -> Result<(), Error> {
        if h > self.depth() {
            return Err(Error::InvalidTree(
                "the cap height is above the tree's depth",
            ));
        }
        Ok(())
    }
}

/// Fewest leaves of a subtree built on one thread.
#[cfg(feature = "parallel")]
const SUBTREE_MIN: usize = 1 << 12;

/// Builds the levels of `nodes` (leaves at `n..2n`) below the one of width
/// `t` as `t` subtrees, each from its leaves to its root in one task (about
/// four per thread): no wait between levels, and a subtree's nodes stay in
/// its core's caches. Returns the width of the first level left to build
/// (`n` when the tree is too small or there is one thread).
#[cfg(feature = "parallel")]
fn subtrees<C: Compress>(compress: &C, nodes: &mut [C::Digest], n: usize) -> usize {
    use rayon::prelude::*;
    let threads = rayon::current_num_threads();
    if threads < 2 || n < 2 * SUBTREE_MIN {
        return n;
    }
    let t = (4 * threads).next_power_of_two().min(n / SUBTREE_MIN);
    // The levels' slices, nodes[w..2w] for w = n/2 down to t; each cut into
    // t pieces, one per subtree.
    let (mut rest, leaves) = nodes.split_at_mut(n);
    let mut pieces: Vec<Vec<&mut [C::Digest]>> = (0..t).map(|_| Vec::new()).collect();
    let mut w = n;
    while w > t {
        w /= 2;
        let (lower, level) = rest.split_at_mut(w);
        for (piece, part) in pieces.iter_mut().zip(level.chunks_mut(w / t)) {
            piece.push(part);
        }
        rest = lower;
    }
    leaves
        .par_chunks(n / t)
        .zip(pieces.into_par_iter())
        .for_each(|(leaves, mut levels)| {
            for k in 0..levels.len() {
                let (done, todo) = levels.split_at_mut(k);
                let below: &[C::Digest] = match done.last() {
                    Some(level) => level,
                    None => leaves,
                };
                let (pairs, _) = below.as_chunks::<2>();
                compress.compress_many(pairs, todo[0]);
            }
        });
    t
}

/// Without the `parallel` feature: no subtrees, every level in turn.
#[cfg(not(feature = "parallel"))]
fn subtrees<C: Compress>(_: &C, _: &mut [C::Digest], n: usize) -> usize {
    n
}

/// The node index of leaf `index` among `n` leaves.
fn leaf_position(index: u64, n: u64) -> Result<usize, Error> {
    if index >= n {
        return Err(Error::IndexOutOfRange { index, len: n });
    }
    Ok((n + index) as usize)
}

/// Whether `path` (siblings from the leaf's level up to the cap) proves
/// `leaf` at `index` under the cap `cap` (2ʰ digests, a power of two; the
/// root alone for h = 0), in a tree of 2^(`path.len()` + h) leaves.
/// [`Error::InvalidTree`] for a cap whose length is not a power of two,
/// [`Error::IndexOutOfRange`] if `index` does not fit that depth (63 levels
/// at most); `Ok(false)` for a path that does not lead to the cap.
pub fn verify_to_cap<C: Compress>(
    compress: &C,
    cap: &[C::Digest],
    index: u64,
    leaf: &C::Digest,
    path: &[C::Digest],
) -> Result<bool, Error> {
    if !cap.len().is_power_of_two() {
        return Err(Error::InvalidTree("a cap's length is a power of two"));
    }
    let levels = path.len() as u64 + u64::from(cap.len().ilog2());
    let n = (levels < 64).then(|| 1u64 << levels);
    let Some(n) = n else {
        return Err(Error::IndexOutOfRange {
            index,
            len: u64::MAX,
        });
    };
    if index >= n {
        return Err(Error::IndexOutOfRange { index, len: n });
    }
    let mut v = *leaf;
    let mut i = index;
    for s in path {
        v = if i & 1 == 0 {
            compress.compress(&[v, *s])
        } else {
            compress.compress(&[*s, v])
        };
        i >>= 1;
    }
    Ok(v == cap[i as usize])
}

/// Whether `path` (siblings from the leaf's level up) proves `leaf` at
/// `index` under `root`, in a tree of 2^`path.len()` leaves.
/// [`Error::IndexOutOfRange`] if `index` does not fit that depth, or the
/// path is longer than 63 levels; `Ok(false)` for a path that does not
/// lead to `root`.
pub fn verify<C: Compress>(
    compress: &C,
    root: &C::Digest,
    index: u64,
    leaf: &C::Digest,
    path: &[C::Digest],
) -> Result<bool, Error> {
    verify_to_cap(compress, core::slice::from_ref(root), index, leaf, path)
}
