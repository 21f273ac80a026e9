//! Triton VM's and Neptune Cash's hashing with Tip5
//! ([`crate::permutation::tip5`]), as crate `twenty-first` 3.1.1
//! `src/tip5/mod.rs` and `src/util_types/sponge.rs` define it:
//!
//! - [`hash_10`] / [`hash_pair`]: fixed length — the capacity (cells
//!   10..15) all ones, the ten inputs in the rate, one permutation, the
//!   first [`DIGEST_LEN`] cells;
//! - [`hash_varlen`]: variable length — the state all zeros, the input
//!   padded with one 1 and then zeros to whole blocks of ten, each block
//!   *overwriting* the rate before a permutation, the first five cells;
//! - [`Sponge`]: `absorb` (overwrite, permute), `squeeze` (the rate, then
//!   a permutation), `pad_and_absorb_all`, and the verifier's samplers
//!   [`Sponge::sample_indices`] and [`Sponge::sample_scalars`].
//!
//! # Security
//! [`hash_10`] is only for inputs of exactly ten elements (its domain is
//! separated from [`hash_varlen`]'s by the capacity's initial ones).

use crate::error::Error;
use crate::field::{Field, Goldilocks};
use crate::permutation::tip5::{Tip5, RATE, WIDTH};
use crate::permutation::Permutation;
use alloc::vec::Vec;

/// Elements of a digest.
pub const DIGEST_LEN: usize = 5;

/// `hash_10`: ten elements to a digest (fixed-length domain).
pub fn hash_10(input: &[Goldilocks; RATE]) -> [Goldilocks; DIGEST_LEN] {
    let mut state = [Goldilocks::ONE; WIDTH];
    state[..RATE].copy_from_slice(input);
    Tip5.permute_mut(&mut state);
    core::array::from_fn(|i| state[i])
}

/// `hash_pair`: two digests to one (= [`hash_10`] of their concatenation).
pub fn hash_pair(
    left: &[Goldilocks; DIGEST_LEN],
    right: &[Goldilocks; DIGEST_LEN],
) -> [Goldilocks; DIGEST_LEN] {
    let mut input = [Goldilocks::ZERO; RATE];
    input[..DIGEST_LEN].copy_from_slice(left);
    input[DIGEST_LEN..].copy_from_slice(right);
    hash_10(&input)
}

/// `hash_varlen`: any number of elements to a digest.
pub fn hash_varlen(input: &[Goldilocks]) -> [Goldilocks; DIGEST_LEN] {
    let mut sponge = Sponge::new();
    sponge.pad_and_absorb_all(input);
    core::array::from_fn(|i| sponge.state[i])
}

/// Tip5's sponge (`twenty-first`'s `Sponge` trait on `Tip5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sponge {
    /// The state: the rate in cells 0..10, the capacity in 10..16.
    pub state: [Goldilocks; WIDTH],
}

impl Default for Sponge {
    fn default() -> Self {
        Self::new()
    }
}

impl Sponge {
    /// `Sponge::init`: the variable-length domain, every cell zero.
    pub const fn new() -> Self {
        Self {
            state: [Goldilocks::ZERO; WIDTH],
        }
    }

    /// `absorb`: the rate overwritten by `block`, then a permutation.
    pub fn absorb(&mut self, block: &[Goldilocks; RATE]) {
        self.state[..RATE].copy_from_slice(block);
        Tip5.permute_mut(&mut self.state);
    }

    /// `squeeze`: the rate as it is, then a permutation.
    pub fn squeeze(&mut self) -> [Goldilocks; RATE] {
        let out = core::array::from_fn(|i| self.state[i]);
        Tip5.permute_mut(&mut self.state);
        out
    }

    /// `pad_and_absorb_all`: every whole block of `input`, then the rest
    /// followed by a 1 and zeros (a block `[1, 0, …]` when nothing is left).
    pub fn pad_and_absorb_all(&mut self, input: &[Goldilocks]) {
        let mut blocks = input.chunks_exact(RATE);
        for block in &mut blocks {
            self.absorb(block.try_into().expect("a whole block"));
        }
        let rest = blocks.remainder();
        let mut last = [Goldilocks::ZERO; RATE];
        last[..rest.len()].copy_from_slice(rest);
        last[rest.len()] = Goldilocks::ONE;
        self.absorb(&last);
    }

    /// `sample_indices`: `count` indices below `upper_bound` (a power of
    /// two): elements squeezed ten at a time, each but p − 1 taken as its
    /// low 32 bits mod `upper_bound`; what is left of the last squeeze is
    /// dropped. Refused: an `upper_bound` that is not a power of two.
    pub fn sample_indices(&mut self, upper_bound: u32, count: usize) -> Result<Vec<u32>, Error> {
        if !upper_bound.is_power_of_two() {
            return Err(Error::InvalidOption(
                "sample_indices' upper bound must be a power of two",
            ));
        }
        let mut out = Vec::with_capacity(count);
        while out.len() < count {
            for e in self.squeeze() {
                if out.len() == count {
                    break;
                }
                if e.value() != crate::field::goldilocks::P - 1 {
                    out.push((e.value() as u32) % upper_bound);
                }
            }
        }
        Ok(out)
    }

    /// `sample_scalars`: `count` elements of the cubic extension
    /// `F_p[X]/(X³ − X + 1)`, each as its coefficients `[c₀, c₁, c₂]`, from
    /// ⌈3·count/10⌉ squeezes.
    pub fn sample_scalars(&mut self, count: usize) -> Vec<[Goldilocks; 3]> {
        let squeezes = (3 * count).div_ceil(RATE);
        let mut flat = Vec::with_capacity(squeezes * RATE);
        for _ in 0..squeezes {
            flat.extend_from_slice(&self.squeeze());
        }
        flat.chunks_exact(3)
            .take(count)
            .map(|c| [c[0], c[1], c[2]])
            .collect()
    }
}
