//! Stwo's Merkle hashers (crate `stwo` 2.3.0, `core/vcs_lifted/`) and its channels'
//! `mix_root`: how StarkWare's Circle-STARK prover hashes the rows of its M31 columns and the
//! nodes above them.
//!
//! - [`Blake2s`] (`Blake2sMerkleHasher`): a leaf is BLAKE2s-256 of its row's values as
//!   little-endian `u32`s; a node is BLAKE2s-256 of `left ‖ right`. No prefixes: the leaf and
//!   node prefixes of stwo#1203 were removed again in stwo#1328, so this is 2.3.0's layout.
//! - [`Blake2sM31`] (`Blake2sM31MerkleHasher`): the same, each of the digest's eight words
//!   then reduced modulo 2³¹ − 1.
//! - [`Poseidon252`] (`Poseidon252MerkleHasher`): a leaf is Starknet's `poseidon_hash_many`
//!   of its row packed eight M31 values to a felt ([`felt_from_m31s`]); a node is
//!   `poseidon_hash(left, right)`.
//!
//! The tree built from these (columns of several lengths lifted to one height) is
//! [`crate::merkle::stwo`].

use crate::field::{PrimeField, Stark252};
use crate::instances::starknet;
use crate::permutation::blake2s::{self, Blake2s256};
use alloc::vec;
use alloc::vec::Vec;

/// Stwo's base field, Mersenne-31: every column value is below this.
pub const P: u32 = (1 << 31) - 1;

/// M31 values packed into one felt252 by [`Poseidon252`] (`ELEMENTS_IN_BLOCK`).
pub const ELEMENTS_IN_BLOCK: usize = 8;

/// A Merkle hasher of Stwo's lifted trees.
pub trait LiftedHasher: Sync {
    /// A node's digest.
    type Hash: Copy + Eq + core::fmt::Debug + Send + Sync;

    /// The digest of a leaf: its row, the columns' values in order of increasing column
    /// length (`MerkleHasherLifted::update_leaf`, then `finalize`). Values are below [`P`].
    fn leaf(row: &[u32]) -> Self::Hash;

    /// The digest of a node from its children (`hash_children`).
    fn node(left: &Self::Hash, right: &Self::Hash) -> Self::Hash;

    /// The leaves `start .. start + out.len()` of a tree of `2^log_height` leaves over
    /// `columns`: sorted by increasing length, each of a power-of-two length ≥ 2 and at most
    /// `2^log_height`, values below [`P`]. Row `i` takes each column's value at
    /// [`lifted_index`].
    fn leaves(columns: &[&[u32]], log_height: u32, start: usize, out: &mut [Self::Hash]) {
        let mut row = Vec::with_capacity(columns.len());
        for (k, o) in out.iter_mut().enumerate() {
            row.clear();
            row.extend(
                columns
                    .iter()
                    .map(|c| c[lifted_index(start + k, log_height, c.len())]),
            );
            *o = Self::leaf(&row);
        }
    }

    /// [`Self::node`] of many pairs: `below[2 i]`, `below[2 i + 1]` into `out[i]`.
    fn nodes(below: &[Self::Hash], out: &mut [Self::Hash]) {
        for (o, pair) in out.iter_mut().zip(below.chunks_exact(2)) {
            *o = Self::node(&pair[0], &pair[1]);
        }
    }

    /// The channel's `mix_root`: the digest the channel holds after committing to `root`.
    fn mix_root(digest: &Self::Hash, root: &Self::Hash) -> Self::Hash;
}

/// `Blake2sMerkleHasher`: digests are BLAKE2s-256's 32 bytes.
#[derive(Clone, Copy, Debug, Default)]
pub struct Blake2s;

/// `Blake2sM31MerkleHasher`: BLAKE2s-256 with each little-endian word reduced mod 2³¹ − 1.
#[derive(Clone, Copy, Debug, Default)]
pub struct Blake2sM31;

/// `Poseidon252MerkleHasher`: digests are Stark-field elements.
#[derive(Clone, Copy, Debug, Default)]
pub struct Poseidon252;

/// BLAKE2s-256 of a row's values (little-endian `u32`s).
fn blake2s_row(row: &[u32]) -> [u8; 32] {
    let mut h = Blake2s256::new();
    for v in row {
        h.update(&v.to_le_bytes());
    }
    h.finalize()
}

/// BLAKE2s-256 of `left ‖ right`.
fn blake2s_pair(left: &[u8; 32], right: &[u8; 32]) -> [u8; 32] {
    let mut h = Blake2s256::new();
    h.update(left);
    h.update(right);
    h.finalize()
}

/// Each little-endian word of a digest reduced modulo 2³¹ − 1 (stwo's `reduce_to_m31`).
pub fn reduce_to_m31(mut d: [u8; 32]) -> [u8; 32] {
    for w in d.chunks_exact_mut(4) {
        let x = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
        w.copy_from_slice(&(x % P).to_le_bytes());
    }
    d
}

impl LiftedHasher for Blake2s {
    type Hash = [u8; 32];

    fn leaf(row: &[u32]) -> [u8; 32] {
        blake2s_row(row)
    }
    fn node(left: &[u8; 32], right: &[u8; 32]) -> [u8; 32] {
        blake2s_pair(left, right)
    }
    fn leaves(columns: &[&[u32]], log_height: u32, start: usize, out: &mut [[u8; 32]]) {
        blake2s_leaves::<Self>(columns, log_height, start, out, false);
    }
    fn nodes(below: &[[u8; 32]], out: &mut [[u8; 32]]) {
        blake2s_nodes(below, out, false);
    }
    fn mix_root(digest: &[u8; 32], root: &[u8; 32]) -> [u8; 32] {
        blake2s_pair(digest, root)
    }
}

impl LiftedHasher for Blake2sM31 {
    type Hash = [u8; 32];

    fn leaf(row: &[u32]) -> [u8; 32] {
        reduce_to_m31(blake2s_row(row))
    }
    fn node(left: &[u8; 32], right: &[u8; 32]) -> [u8; 32] {
        reduce_to_m31(blake2s_pair(left, right))
    }
    fn leaves(columns: &[&[u32]], log_height: u32, start: usize, out: &mut [[u8; 32]]) {
        blake2s_leaves::<Self>(columns, log_height, start, out, true);
    }
    fn nodes(below: &[[u8; 32]], out: &mut [[u8; 32]]) {
        blake2s_nodes(below, out, true);
    }
    fn mix_root(digest: &[u8; 32], root: &[u8; 32]) -> [u8; 32] {
        reduce_to_m31(blake2s_pair(digest, root))
    }
}

/// Where row `i` of a tree of `2^log_height` leaves reads a column of `len` values (a power
/// of two ≥ 2): the column lifted to the tree's height, its evaluations in bit-reversed order
/// (stwo's `build_leaves`: `(i >> (r + 1)) << 1 | (i & 1)` for `r = log_height − log₂ len`).
#[inline]
pub fn lifted_index(i: usize, log_height: u32, len: usize) -> usize {
    let r = log_height - len.trailing_zeros();
    if r == 0 {
        i
    } else {
        ((i >> (r + 1)) << 1) | (i & 1)
    }
}

/// BLAKE2s leaves sixteen at a time on the lane kernels (the rows gathered word-major), the
/// rest one by one.
fn blake2s_leaves<H: LiftedHasher<Hash = [u8; 32]>>(
    columns: &[&[u32]],
    log_height: u32,
    start: usize,
    out: &mut [[u8; 32]],
    m31: bool,
) {
    let words = columns.len();
    if words == 0 {
        out.fill(H::leaf(&[]));
        return;
    }
    let mut blocks = vec![[[0u32; 16]; 16]; words.div_ceil(16)];
    let full = 1usize << log_height;
    let (groups, tail) = out.as_chunks_mut::<16>();
    let done = 16 * groups.len();
    for (g, o) in groups.iter_mut().enumerate() {
        let r0 = start + 16 * g;
        for (j, c) in columns.iter().enumerate() {
            let dst = &mut blocks[j / 16][j % 16];
            if c.len() == full {
                dst.copy_from_slice(&c[r0..r0 + 16]);
            } else {
                for (l, d) in dst.iter_mut().enumerate() {
                    *d = c[lifted_index(r0 + l, log_height, c.len())];
                }
            }
        }
        blake2s::leaves16(&blocks, words, o, m31);
    }
    let mut row = Vec::with_capacity(words);
    for (k, o) in tail.iter_mut().enumerate() {
        let i = start + done + k;
        row.clear();
        row.extend(
            columns
                .iter()
                .map(|c| c[lifted_index(i, log_height, c.len())]),
        );
        *o = H::leaf(&row);
    }
}

/// The nodes of a layer sixteen at a time on the lane kernels, the rest one by one.
fn blake2s_nodes(below: &[[u8; 32]], out: &mut [[u8; 32]], m31: bool) {
    assert_eq!(below.len(), 2 * out.len(), "two children a node");
    let (pairs, _) = below.as_flattened().as_chunks::<64>();
    let (groups, _) = pairs.as_chunks::<16>();
    let (outs, tail) = out.as_chunks_mut::<16>();
    for (g, o) in groups.iter().zip(outs.iter_mut()) {
        blake2s::nodes16(g, o, m31);
    }
    let done = 16 * outs.len();
    for (o, pair) in tail.iter_mut().zip(below[2 * done..].chunks_exact(2)) {
        let d = blake2s_pair(&pair[0], &pair[1]);
        *o = if m31 { reduce_to_m31(d) } else { d };
    }
}

impl LiftedHasher for Poseidon252 {
    type Hash = Stark252;

    fn leaf(row: &[u32]) -> Stark252 {
        let mut s = starknet::HashState::new();
        for word in row.chunks(ELEMENTS_IN_BLOCK) {
            s.update(felt_from_m31s(word));
        }
        s.finalize()
    }
    fn node(left: &Stark252, right: &Stark252) -> Stark252 {
        starknet::hash(*left, *right)
    }
    fn nodes(below: &[Stark252], out: &mut [Stark252]) {
        starknet::hash_batch(below, out);
    }
    fn mix_root(digest: &Stark252, root: &Stark252) -> Stark252 {
        starknet::hash(*digest, *root)
    }
}

/// Stwo's `construct_felt252_from_m31s`: up to eight M31 values as one felt,
/// `Σ wordᵢ · 2^(31 (n − 1 − i))`, plus `n · 2²⁴⁸` when `n < 8` (the length padding).
///
/// # Panics
/// If `word` holds more than eight values.
pub fn felt_from_m31s(word: &[u32]) -> Stark252 {
    assert!(word.len() <= ELEMENTS_IN_BLOCK, "eight values a felt");
    let (mut lo, mut hi) = (0u128, 0u128);
    for &v in word {
        hi = (hi << 31) | (lo >> (128 - 31));
        lo = (lo << 31) | u128::from(v);
    }
    let mut limbs = [lo as u64, (lo >> 64) as u64, hi as u64, (hi >> 64) as u64];
    if word.len() < ELEMENTS_IN_BLOCK {
        limbs[3] += (word.len() as u64) << 56;
    }
    // Below 2²⁵¹ < p: eight 31-bit values fill 248 bits, and the padding (n < 8) sits at
    // bits 248..251 above at most 217 bits. No reduction happens.
    Stark252::from_u256_reduced(&limbs)
}

/// The digest of the channel `Blake2sChannel` after it mixes `root` ([`LiftedHasher::mix_root`]).
pub fn mix_root<H: LiftedHasher>(digest: &H::Hash, root: &H::Hash) -> H::Hash {
    H::mix_root(digest, root)
}
