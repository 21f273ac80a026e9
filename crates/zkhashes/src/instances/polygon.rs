//! Polygon zkEVM's Poseidon over Goldilocks (zkevm-prover, pil-stark's
//! `poseidon.js`, zkevm-commonjs): plonky2's permutation (width 12, x⁷,
//! R_F 8, R_P 22, the same round constants and MDS matrix; pil-stark runs it
//! in neptune's optimised form) called as `poseidon(inputs, capacity)`: the
//! state `[inputs (8), capacity (4, default zeros)]`, permuted, its first
//! four cells returned.
//!
//! pil-stark's `LinearHash` (the hash of a Merkle leaf row in Polygon's
//! STARKs) hashes up to four elements to themselves, zero-padded (no
//! permutation), and longer inputs as a sponge: blocks of eight (the last
//! zero-padded) with the previous block's four outputs as the capacity.

use super::plonky2::{permute, Digest, DIGEST, RATE, WIDTH};
use crate::field::{Field, Goldilocks as F};

/// Polygon's `poseidon(inputs, capacity)`: the first four cells of the
/// permutation of `[inputs, capacity]`.
pub fn hash(inputs: &[F; RATE], capacity: &Digest) -> Digest {
    let mut state = [F::ZERO; WIDTH];
    state[..RATE].copy_from_slice(inputs);
    state[RATE..].copy_from_slice(capacity);
    permute(&mut state);
    state[..DIGEST].try_into().expect("4 elements")
}

/// pil-stark's `LinearHash.hash` of `elements`.
pub fn linear_hash(elements: &[F]) -> Digest {
    let mut out = [F::ZERO; DIGEST];
    if elements.len() <= DIGEST {
        out[..elements.len()].copy_from_slice(elements);
        return out;
    }
    for block in elements.chunks(RATE) {
        let mut inputs = [F::ZERO; RATE];
        inputs[..block.len()].copy_from_slice(block);
        out = hash(&inputs, &out);
    }
    out
}
