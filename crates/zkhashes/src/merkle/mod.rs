//! Merkle trees as the ecosystems build them, on the batch kernels: a level
//! at a time through a [`Compress`]ion's batch mode (SIMD lanes, and every
//! core with the `parallel` feature), nodes stored once.
//!
//! - [`binary`]: the complete binary tree of Miden's and winterfell's
//!   `MerkleTree` (a power-of-two number of digests, the nodes in one array
//!   with the root at index 1), its paths and their verification (no
//!   allocation: `no_std`).
//! - [`batch_proof`]: winterfell's batch proofs over a binary tree.
//! - [`plonky2`]: plonky2's `MerkleTree` (rows hashed by `hash_or_noop`,
//!   a cap, proofs to the cap).
//! - [`mmcs`]: Plonky3's `MerkleTreeMmcs` (rows of matrices of several
//!   heights, a cap, openings).
//! - [`mmcs_pieces`]: Plonky3's MMCS over matrices of several heights
//!   built in pieces and joined.
//! - [`lean_imt`]: zk-kit's LeanIMT (insert, insert_many, update, proofs).
//! - [`named`]: every scheme by name on integers (what the front ends use).
//! - [`pieces`]: a named tree built in aligned pieces and joined (subtree
//!   tops, then the cap), bit for bit the one-piece tree.
//! - [`stream`] (`std`): a named tree from a stream of rows, a piece at a
//!   time, its levels written to a [`tree_file`] on request.
//! - [`tree_file`] (`std`): a tree's levels on disk and proofs served from
//!   there.
//! - [`stwo`]: Stwo's lifted tree (columns of several lengths lifted to one height) over
//!   its BLAKE2s and Poseidon252 hashers, decommitment and verification.
//! - [`schemes`]: the compressions of each ecosystem as [`Compress`]
//!   implementations (Miden's RPO and Poseidon2 `merge`, winterfell's
//!   Rp64_256 `merge`).

pub mod batch_proof;
pub mod binary;
pub mod lean_imt;
pub mod mmcs;
pub mod mmcs_pieces;
pub mod named;
#[cfg(not(target_arch = "wasm32"))]
mod named_stwo;
pub mod pieces;
pub mod plonky2;
pub mod schemes;
#[cfg(feature = "std")]
pub mod stream;
pub mod stwo;
#[cfg(feature = "std")]
pub mod tree_file;

pub use batch_proof::{batch_root, verify_batch, BatchProof};
pub use binary::{verify, verify_to_cap, BinaryTree, Compress};
