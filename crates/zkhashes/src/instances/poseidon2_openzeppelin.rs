//! OpenZeppelin's Poseidon2 sponge over BN254 (`openzeppelin-crypto`,
//! `poseidon2::Poseidon2<BN256Params, FpBN256>`, used by the Stylus
//! contracts of rust-contracts-stylus): the HorizenLabs BN254 t = 3
//! permutation ([`super::poseidon2_horizen::bn254_t3`]) in a sponge with
//! capacity 1 and rate 2.
//!
//! The state starts at zero. Absorbing adds each element into the next rate
//! cell (`state[1]`, `state[2]`), permuting first when the rate is full.
//! Squeezing permutes on the first call (or when the rate is exhausted) and
//! returns the next rate cell. `hash([x₁, …, x_n])` absorbs every input and
//! squeezes one element.
//!
//! # Security
//! There is no padding and no length in the capacity: `[x]` and `[x, 0]`
//! hash alike (as upstream). Use fixed-length inputs, or encode the length.

use super::poseidon2_horizen::bn254_t3;
use crate::error::Error;
use crate::field::{Bn254Fr as F, Field};
use crate::permutation::Permutation;
use alloc::vec::Vec;

/// State width.
pub const WIDTH: usize = 3;
/// Capacity (cells before the rate).
pub const CAPACITY: usize = 1;

/// OpenZeppelin's sponge.
#[derive(Clone, Debug)]
pub struct Sponge {
    state: [F; WIDTH],
    index: usize,
    squeezing: bool,
}

impl Default for Sponge {
    fn default() -> Self {
        Self::new()
    }
}

impl Sponge {
    /// The empty sponge.
    pub fn new() -> Self {
        Self {
            state: [F::ZERO; WIDTH],
            index: CAPACITY,
            squeezing: false,
        }
    }

    fn permute(&mut self) {
        bn254_t3().permute_mut(&mut self.state);
    }

    /// Absorbs one element; [`Error::InvalidOption`] after squeezing
    /// (where upstream panics).
    pub fn absorb(&mut self, x: F) -> Result<(), Error> {
        if self.squeezing {
            return Err(Error::InvalidOption(
                "the sponge cannot absorb after squeezing",
            ));
        }
        if self.index == WIDTH {
            self.permute();
            self.index = CAPACITY;
        }
        self.state[self.index] += x;
        self.index += 1;
        Ok(())
    }

    /// Squeezes one element.
    pub fn squeeze(&mut self) -> F {
        if !self.squeezing || self.index == WIDTH {
            self.permute();
            self.squeezing = true;
            self.index = CAPACITY;
        }
        let out = self.state[self.index];
        self.index += 1;
        out
    }
}

/// Absorbs `inputs` and squeezes `outputs` elements.
pub fn hash_many(inputs: &[F], outputs: usize) -> Vec<F> {
    let mut s = Sponge::new();
    for x in inputs {
        s.absorb(*x).expect("a fresh sponge absorbs");
    }
    (0..outputs).map(|_| s.squeeze()).collect()
}

/// Absorbs `inputs` and squeezes one element (the Stylus example's `hash`).
pub fn hash(inputs: &[F]) -> F {
    hash_many(inputs, 1)[0]
}

use crate::permutation::batch::BLOCK_ROWS as BATCH_BLOCK;

/// [`hash_many`] of many messages of `len` elements each, stored one after
/// the other in `inputs`, squeezing `outputs` (at least 1) elements each
/// into `out` (row after row): the sponges advance together, each
/// permutation step running every state of a block at once
/// ([`Permutation::permute_many`]: AVX-512 IFMA lanes where the CPU has
/// them, every core with `parallel`).
///
/// # Panics
/// If `outputs` is 0, `out.len()` is not a multiple of it, or
/// `inputs.len() != len·out.len()/outputs`.
pub fn hash_batch(inputs: &[F], len: usize, outputs: usize, out: &mut [F]) {
    assert!(
        outputs > 0 && out.len().is_multiple_of(outputs),
        "whole rows"
    );
    let rows = out.len() / outputs;
    assert_eq!(inputs.len(), len * rows, "`len` inputs a row");
    let p = bn254_t3();
    let mut states = Vec::with_capacity(BATCH_BLOCK.min(rows));
    for (block, out) in out.chunks_mut(outputs * BATCH_BLOCK).enumerate() {
        let n = out.len() / outputs;
        let first = block * BATCH_BLOCK;
        states.clear();
        states.resize(n, [F::ZERO; WIDTH]);
        // Absorbing: the rate (cells 1 and 2) takes two elements, with a
        // permutation before each pair but the first.
        for pair in 0..len.div_ceil(2) {
            if pair > 0 {
                p.permute_many(&mut states);
            }
            for (row, s) in states.iter_mut().enumerate() {
                let m = &inputs[(first + row) * len..(first + row + 1) * len];
                for (cell, x) in s[CAPACITY..].iter_mut().zip(&m[2 * pair..]) {
                    *cell += *x;
                }
            }
        }
        // Squeezing: a permutation before each pair of outputs.
        for k in 0..outputs {
            if k % 2 == 0 {
                p.permute_many(&mut states);
            }
            for (o, s) in out.chunks_exact_mut(outputs).zip(&states) {
                o[k] = s[CAPACITY + k % 2];
            }
        }
    }
}
