//! Stwo's lifted Merkle tree (crate `stwo` 2.3.0: `MerkleProverLifted::commit` and
//! `decommit`, `MerkleVerifierLifted::verify`), over any of its hashers
//! ([`crate::instances::stwo`]: BLAKE2s, BLAKE2s with M31 output, Poseidon252).
//!
//! Columns of M31 values, each of a power-of-two length ≥ 2, are sorted by length (stably)
//! and lifted to the tree's height (`lifting_log_size`): row `i` reads every column at
//! [`lifted_index`]. Each row is one leaf; every node is the hash of its two children. The
//! layers are kept root first, as stwo keeps them.
//!
//! One difference from stwo, on purpose: stwo's verifier accepts any root for a tree of
//! height 0 (no columns); [`verify`] checks it against the empty leaf.

use crate::error::Error;
use crate::instances::stwo::{lifted_index, LiftedHasher, P};
use alloc::vec;
use alloc::vec::Vec;

/// The largest tree height accepted (2⁴⁰ leaves).
pub const MAX_LOG_HEIGHT: u32 = 40;

/// Leaves or nodes per task when the work is split across cores.
#[cfg(feature = "parallel")]
const CHUNK: usize = 1 << 12;

/// A committed tree: every layer, root first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiftedTree<H: LiftedHasher> {
    layers: Vec<Vec<H::Hash>>,
    column_log_sizes: Vec<u32>,
}

/// What [`LiftedTree::decommit`] returns for a set of queries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decommitment<H: LiftedHasher> {
    /// For each column in the order committed, its value at each query (lifted).
    pub queried_values: Vec<Vec<u32>>,
    /// The sibling digests the verifier cannot compute, in the order it needs them.
    pub hash_witness: Vec<H::Hash>,
}

/// Checks the columns: lengths powers of two ≥ 2 and at most `2^log_height`, values below
/// [`P`] (the offending value's position counted through the columns in order).
fn check_columns(columns: &[&[u32]], log_height: u32) -> Result<Vec<u32>, Error> {
    if log_height > MAX_LOG_HEIGHT {
        return Err(Error::InvalidTree(
            "the lifting height is above 2^40 leaves",
        ));
    }
    let mut offset = 0;
    let mut logs = Vec::with_capacity(columns.len());
    for c in columns {
        if c.len() < 2 || !c.len().is_power_of_two() {
            return Err(Error::InvalidTree(
                "a column's length is not a power of two of at least 2",
            ));
        }
        let log = c.len().trailing_zeros();
        if log > log_height {
            return Err(Error::InvalidTree(
                "a column is longer than the lifting height allows",
            ));
        }
        if let Some(i) = c.iter().position(|&v| v >= P) {
            return Err(Error::NonCanonical { index: offset + i });
        }
        offset += c.len();
        logs.push(log);
    }
    Ok(logs)
}

impl<H: LiftedHasher> LiftedTree<H> {
    /// Commits to `columns` lifted to `2^lifting_log_size` leaves (stwo's `commit` with
    /// `log_rows_per_leaf = 0`). No columns: a single leaf, the empty row's digest.
    pub fn commit(columns: &[&[u32]], lifting_log_size: u32) -> Result<Self, Error> {
        let column_log_sizes = check_columns(columns, lifting_log_size)?;
        if columns.is_empty() {
            return Ok(Self {
                layers: vec![vec![H::leaf(&[])]],
                column_log_sizes,
            });
        }
        let mut sorted = columns.to_vec();
        sorted.sort_by_key(|c| c.len());
        let mut leaves = vec![H::leaf(&[]); 1 << lifting_log_size];
        build_leaves::<H>(&sorted, lifting_log_size, &mut leaves);
        let mut layers = vec![leaves];
        while layers.last().map_or(0, Vec::len) > 1 {
            let below = layers.last().expect("at least the leaves");
            let mut up = vec![below[0]; below.len() / 2];
            build_nodes::<H>(below, &mut up);
            layers.push(up);
        }
        layers.reverse();
        Ok(Self {
            layers,
            column_log_sizes,
        })
    }

    /// Stwo's `commit` with `log_rows_per_leaf = 2` (its FRI layers): four columns of one
    /// length `n` (a power of two ≥ 8) packed into sixteen of `n / 4` as `pack_leaves_input`
    /// packs them (packed column `coord + 4 · offset`, row `r`: `columns[coord][4 r + offset]`),
    /// then committed as [`Self::commit`]. Returns the tree and the packed columns, which
    /// [`Self::decommit`] opens.
    pub fn commit_packed(
        columns: [&[u32]; 4],
        lifting_log_size: u32,
    ) -> Result<(Self, Vec<Vec<u32>>), Error> {
        let n = columns[0].len();
        if columns.iter().any(|c| c.len() != n) || n < 8 || !n.is_power_of_two() {
            return Err(Error::InvalidTree(
                "four columns of one power-of-two length of at least 8",
            ));
        }
        let packed: Vec<Vec<u32>> = (0..16)
            .map(|k| {
                let (coord, offset) = (k % 4, k / 4);
                columns[coord]
                    .iter()
                    .skip(offset)
                    .step_by(4)
                    .copied()
                    .collect()
            })
            .collect();
        let refs: Vec<&[u32]> = packed.iter().map(Vec::as_slice).collect();
        Ok((Self::commit(&refs, lifting_log_size)?, packed))
    }

    /// The root.
    pub fn root(&self) -> H::Hash {
        self.layers[0][0]
    }

    /// Every layer, root first (stwo's `layers`).
    pub fn layers(&self) -> &[Vec<H::Hash>] {
        &self.layers
    }

    /// The tree's height: log₂ of the number of leaves.
    pub fn height(&self) -> u32 {
        (self.layers.len() - 1) as u32
    }

    /// The log₂ lengths of the committed columns, in the order given.
    pub fn column_log_sizes(&self) -> &[u32] {
        &self.column_log_sizes
    }

    /// The values and witness that open `queries` (leaf indexes in increasing order,
    /// repeats allowed) of the tree committed to `columns` (the same columns, in the same
    /// order): stwo's `decommit`.
    pub fn decommit(
        &self,
        queries: &[usize],
        columns: &[&[u32]],
    ) -> Result<Decommitment<H>, Error> {
        let height = self.height();
        let logs: Vec<u32> = columns.iter().map(|c| c.len().trailing_zeros()).collect();
        if logs != self.column_log_sizes || columns.iter().any(|c| !c.len().is_power_of_two()) {
            return Err(Error::InvalidTree(
                "not the columns this tree was committed to",
            ));
        }
        check_queries(queries, height)?;
        let queried_values = columns
            .iter()
            .map(|c| {
                queries
                    .iter()
                    .map(|&q| c[lifted_index(q, height, c.len())])
                    .collect()
            })
            .collect();
        let mut hash_witness = Vec::new();
        let mut at: Vec<usize> = queries.to_vec();
        at.dedup();
        for layer in self.layers[1..].iter().rev() {
            let mut up = Vec::with_capacity(at.len());
            for pair in at.chunk_by(|a, b| a ^ 1 == *b) {
                if pair.len() == 1 {
                    hash_witness.push(layer[pair[0] ^ 1]);
                }
                up.push(pair[0] >> 1);
            }
            at = up;
        }
        Ok(Decommitment {
            queried_values,
            hash_witness,
        })
    }
}

/// Queries in increasing order (repeats allowed), each below `2^height`.
fn check_queries(queries: &[usize], height: u32) -> Result<(), Error> {
    let len = 1u64 << height;
    if let Some(&q) = queries.iter().find(|&&q| q as u64 >= len) {
        return Err(Error::IndexOutOfRange {
            index: q as u64,
            len,
        });
    }
    if queries.windows(2).any(|w| w[0] > w[1]) {
        return Err(Error::InvalidOption(
            "the queries are not in increasing order",
        ));
    }
    Ok(())
}

/// The leaves, split across cores with `parallel`.
fn build_leaves<H: LiftedHasher>(sorted: &[&[u32]], log_height: u32, out: &mut [H::Hash]) {
    #[cfg(feature = "parallel")]
    if out.len() > CHUNK {
        use rayon::prelude::*;
        out.par_chunks_mut(CHUNK)
            .enumerate()
            .for_each(|(k, o)| H::leaves(sorted, log_height, k * CHUNK, o));
        return;
    }
    H::leaves(sorted, log_height, 0, out);
}

/// A layer from the one below, split across cores with `parallel`.
fn build_nodes<H: LiftedHasher>(below: &[H::Hash], out: &mut [H::Hash]) {
    #[cfg(feature = "parallel")]
    if out.len() > CHUNK {
        use rayon::prelude::*;
        out.par_chunks_mut(CHUNK)
            .zip(below.par_chunks(2 * CHUNK))
            .for_each(|(o, b)| H::nodes(b, o));
        return;
    }
    H::nodes(below, out);
}

/// Stwo's `MerkleVerifierLifted::verify`: whether `queried_values` (per column in the
/// committed order, one value per query) and `hash_witness` open `queries` of the tree of
/// `2^height` leaves with root `root` over columns of `column_log_sizes`. A witness too short
/// or too long, values of the wrong count or ≥ [`P`], or queries out of order or range are
/// errors; a proof that leads elsewhere is `Ok(false)`.
pub fn verify<H: LiftedHasher>(
    root: &H::Hash,
    column_log_sizes: &[u32],
    height: u32,
    queries: &[usize],
    queried_values: &[Vec<u32>],
    hash_witness: &[H::Hash],
) -> Result<bool, Error> {
    if height > MAX_LOG_HEIGHT {
        return Err(Error::InvalidTree(
            "the lifting height is above 2^40 leaves",
        ));
    }
    if column_log_sizes.iter().any(|&l| l == 0 || l > height) {
        return Err(Error::InvalidTree(
            "a column's log size is 0 or above the height",
        ));
    }
    if queried_values.len() != column_log_sizes.len() {
        return Err(Error::WrongArity {
            min: column_log_sizes.len(),
            max: column_log_sizes.len(),
            got: queried_values.len(),
        });
    }
    if let Some(v) = queried_values.iter().find(|v| v.len() != queries.len()) {
        return Err(Error::WrongArity {
            min: queries.len(),
            max: queries.len(),
            got: v.len(),
        });
    }
    let mut offset = 0;
    for v in queried_values {
        if let Some(i) = v.iter().position(|&x| x >= P) {
            return Err(Error::NonCanonical { index: offset + i });
        }
        offset += v.len();
    }
    check_queries(queries, height)?;
    // A repeated query must open the same values.
    for (i, w) in queries.windows(2).enumerate() {
        if w[0] == w[1] && queried_values.iter().any(|v| v[i] != v[i + 1]) {
            return Ok(false);
        }
    }
    let mut order: Vec<usize> = (0..column_log_sizes.len()).collect();
    order.sort_by_key(|&c| column_log_sizes[c]);
    let mut level: Vec<(usize, H::Hash)> = Vec::new();
    let mut row = Vec::with_capacity(order.len());
    for (i, &q) in queries.iter().enumerate() {
        if i > 0 && queries[i - 1] == q {
            continue;
        }
        row.clear();
        row.extend(order.iter().map(|&c| queried_values[c][i]));
        level.push((q, H::leaf(&row)));
    }
    let mut witness = hash_witness.iter();
    for _ in 0..height {
        let mut up = Vec::with_capacity(level.len());
        for pair in level.chunk_by(|a, b| a.0 ^ 1 == b.0) {
            let (i, h) = pair[0];
            let children = if pair.len() == 2 {
                (h, pair[1].1)
            } else {
                let w = *witness
                    .next()
                    .ok_or(Error::InvalidTree("the hash witness is too short"))?;
                if i & 1 == 0 {
                    (h, w)
                } else {
                    (w, h)
                }
            };
            up.push((i >> 1, H::node(&children.0, &children.1)));
        }
        level = up;
    }
    if witness.next().is_some() {
        return Err(Error::InvalidTree("the hash witness is too long"));
    }
    let computed = match level.as_slice() {
        [(_, h)] => *h,
        // No queries: nothing opened (stwo's verifier needs at least one).
        _ => return Err(Error::InvalidOption("no queries")),
    };
    Ok(computed == *root)
}
