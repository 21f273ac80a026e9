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
