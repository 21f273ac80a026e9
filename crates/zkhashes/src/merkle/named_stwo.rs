//! The named scheme `stwo-blake2s-m31` ([`super::named`]): Stwo's lifted tree over
//! `Blake2sM31MerkleHasher` ([`super::stwo::LiftedTree`]) on columns of one length, so
//! row `i` of the tree is row `i` of the leaves as given (no lifting). A digest is its
//! eight little-endian words, each below 2³¹ − 1, as eight Mersenne-31 elements. Stwo has
//! no cap: cap height 0 only, the root alone. A tree has 2ᵏ rows, k ≥ 1 (stwo's columns are
//! at least 2 long). Not on wasm32: the npm root module is at its size limit (the scheme cost
//! it 13 kB gzipped).

use super::stwo::LiftedTree;
use crate::encode::U256;
use crate::error::Error;
use crate::instances::registry::stwo::{digest, row, words};
use crate::instances::stwo::{Blake2sM31, LiftedHasher};
use alloc::vec::Vec;

/// Elements of a digest.
pub(crate) const DIGEST: usize = 8;

/// The root (as a one-digest cap) and the levels kept above the tops.
type RootAndLevels = (Vec<Vec<U256>>, Vec<Vec<U256>>);

/// A committed tree and its rows (row-major), for proofs.
#[derive(Clone, Debug)]
pub(crate) struct Tree {
    tree: LiftedTree<Blake2sM31>,
    rows: Vec<u32>,
    width: usize,
}

/// Cap height 0 and a power-of-two row count of at least 2.
pub(crate) fn check_shape(rows: u64, cap_height: u32) -> Result<(), Error> {
    if cap_height != 0 {
        return Err(Error::InvalidOption("a Stwo tree has no cap: cap height 0"));
    }
    if rows < 2 || !rows.is_power_of_two() {
        return Err(Error::InvalidTree(
            "a Stwo tree has a power-of-two number of rows, at least 2",
        ));
    }
    Ok(())
}

fn digest_in(d: &[U256]) -> Result<[u8; 32], Error> {
    if d.len() != DIGEST {
        return Err(Error::WrongArity {
            min: DIGEST,
            max: DIGEST,
            got: d.len(),
        });
    }
    Ok(digest(&row(d)?))
}

/// The digest of one row (a piece of one row is its own top).
pub(crate) fn leaf(values: &[U256]) -> Result<Vec<U256>, Error> {
    Ok(words(&Blake2sM31::leaf(&row(values)?)))
}

impl Tree {
    /// The tree of `leaves`, rows of `width` values one after the other (`rows` of them).
    pub(crate) fn new(
        leaves: &[U256],
        width: usize,
        rows: u64,
        cap_height: u32,
    ) -> Result<Self, Error> {
        check_shape(rows, cap_height)?;
        let values = row(leaves)?;
        let n = rows as usize;
        let columns: Vec<Vec<u32>> = (0..width)
            .map(|c| values.iter().skip(c).step_by(width).copied().collect())
            .collect();
        let refs: Vec<&[u32]> = columns.iter().map(Vec::as_slice).collect();
        let tree = LiftedTree::<Blake2sM31>::commit(&refs, n.trailing_zeros())?;
        Ok(Self {
            tree,
            rows: values,
            width,
        })
    }

    /// The root, the cap's one digest.
    pub(crate) fn cap(&self) -> Vec<Vec<U256>> {
        alloc::vec![words(&self.tree.root())]
    }

    /// Row `index` and its siblings, leaf level first (`index` checked by the caller).
    pub(crate) fn proof(&self, index: usize) -> (Vec<U256>, Vec<Vec<U256>>) {
        let w = self.width;
        let leaf = self.rows[index * w..(index + 1) * w]
            .iter()
            .map(|&v| [u64::from(v), 0, 0, 0])
            .collect();
        let layers = self.tree.layers();
        let siblings = (0..self.tree.height() as usize)
            .map(|j| words(&layers[layers.len() - 1 - j][(index >> j) ^ 1]))
            .collect();
        (leaf, siblings)
    }

    /// Every level, the rows' digests first, each flat.
    pub(crate) fn levels(&self) -> Vec<Vec<U256>> {
        self.tree
            .layers()
            .iter()
            .rev()
            .map(|l| l.iter().flat_map(words).collect())
            .collect()
    }
}

/// The root above `tops` (a power-of-two count of digests, flat) and, with `keep`, the
/// levels above them, each flat.
pub(crate) fn up(tops: &[U256], keep: bool) -> Result<RootAndLevels, Error> {
    let mut layer: Vec<[u8; 32]> = tops
        .chunks(DIGEST)
        .map(digest_in)
        .collect::<Result<_, _>>()?;
    let mut kept = Vec::new();
    while layer.len() > 1 {
        let mut next = alloc::vec![[0u8; 32]; layer.len() / 2];
        Blake2sM31::nodes(&layer, &mut next);
        layer = next;
        if keep {
            kept.push(layer.iter().flat_map(words).collect());
        }
    }
    Ok((alloc::vec![words(&layer[0])], kept))
}

/// Whether `leaf` at `index` with `siblings` (leaf level first) leads to `cap`, in a tree
/// of `rows` rows (shape and counts checked here; the leaf's width by the caller).
pub(crate) fn verify(
    rows: u64,
    cap_height: u32,
    cap: &[Vec<U256>],
    index: u64,
    leaf: &[U256],
    siblings: &[Vec<U256>],
) -> Result<bool, Error> {
    check_shape(rows, cap_height)?;
    if cap.len() != 1 {
        return Err(Error::WrongArity {
            min: 1,
            max: 1,
            got: cap.len(),
        });
    }
    let root = digest_in(&cap[0])?;
    let depth = rows.trailing_zeros() as usize;
    if siblings.len() != depth {
        return Err(Error::WrongLength {
            expected: depth,
            got: siblings.len(),
        });
    }
    if index >= rows {
        return Err(Error::IndexOutOfRange { index, len: rows });
    }
    let mut h = Blake2sM31::leaf(&row(leaf)?);
    for (j, s) in siblings.iter().enumerate() {
        let s = digest_in(s)?;
        h = if (index >> j) & 1 == 0 {
            Blake2sM31::node(&h, &s)
        } else {
            Blake2sM31::node(&s, &h)
        };
    }
    Ok(h == root)
}
