//! [starknet-crypto](https://crates.io/crates/starknet-crypto)'s Poseidon functions on
//! zkhashes' Hades kernel, with the same names and types: a program changes its `use` line.
//!
//! ```
//! // was: use starknet_crypto::{poseidon_hash, poseidon_hash_many, Felt, PoseidonHasher};
//! use zkhashes_starknet_crypto::{poseidon_hash, poseidon_hash_many, Felt, PoseidonHasher};
//!
//! let (x, y) = (Felt::from(1u8), Felt::from(2u8));
//! let h = poseidon_hash(x, y);
//! let mut hasher = PoseidonHasher::new();
//! hasher.update(x);
//! hasher.update(y);
//! assert_eq!(hasher.finalize(), poseidon_hash_many(&[x, y]));
//! # let _ = h;
//! ```
//!
//! Also [`Poseidon`], in place of `starknet_types_core::hash::Poseidon`: the same
//! [`StarkHash`] implementation and `hades_permutation`.
//!
//! Elements cross as their Montgomery limbs (both libraries store x·2²⁵⁶ mod p): no
//! conversion. Every `Felt` is below p, so every input is accepted, as starknet-crypto does.

#![warn(missing_docs)]

pub use starknet_types_core::felt::Felt;
pub use starknet_types_core::hash::StarkHash;
use zkhashes::field::Stark252;
use zkhashes::instances::starknet;

/// A `Felt` as zkhashes' element (the same Montgomery limbs, least significant first).
#[inline]
fn ours(x: &Felt) -> Stark252 {
    Stark252::from_montgomery(x.to_raw_reversed())
}

/// zkhashes' element as a `Felt`.
#[inline]
fn felt(x: Stark252) -> Felt {
    let mut limbs = x.to_montgomery();
    limbs.reverse();
    Felt::from_raw(limbs)
}

/// Starknet's Poseidon hash of `x` and `y` (`hades([x, y, 2])[0]`).
pub fn poseidon_hash(x: Felt, y: Felt) -> Felt {
    felt(starknet::hash(ours(&x), ours(&y)))
}

/// Starknet's Poseidon hash of one element (`hades([x, 0, 1])[0]`).
pub fn poseidon_hash_single(x: Felt) -> Felt {
    felt(starknet::hash_single(ours(&x)))
}

/// Starknet's Poseidon hash of any number of elements (the same as [`PoseidonHasher`]).
pub fn poseidon_hash_many<'a, I: IntoIterator<Item = &'a Felt>>(msgs: I) -> Felt {
    let mut state = starknet::HashState::new();
    for m in msgs {
        state.update(ours(m));
    }
    felt(state.finalize())
}

/// The Hades permutation of width 3, in place.
pub fn poseidon_permute_comp(state: &mut [Felt; 3]) {
    let mut s = [ours(&state[0]), ours(&state[1]), ours(&state[2])];
    starknet::hades(&mut s);
    *state = s.map(felt);
}

/// A stateful Starknet Poseidon hasher: the same as [`poseidon_hash_many`].
#[derive(Debug, Default, Clone)]
pub struct PoseidonHasher {
    state: starknet::HashState,
}

impl PoseidonHasher {
    /// An empty hasher.
    pub fn new() -> Self {
        Self::default()
    }

    /// Absorbs one element.
    pub fn update(&mut self, msg: Felt) {
        self.state.update(ours(&msg));
    }

    /// The hash of every element absorbed.
    pub fn finalize(self) -> Felt {
        felt(self.state.finalize())
    }
}

/// Starknet's Poseidon in place of `starknet_types_core::hash::Poseidon`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Poseidon;

impl Poseidon {
    /// The Hades permutation of width 3, in place (`Poseidon::hades_permutation`).
    pub fn hades_permutation(state: &mut [Felt; 3]) {
        poseidon_permute_comp(state);
    }
}

impl StarkHash for Poseidon {
    fn hash(felt_0: &Felt, felt_1: &Felt) -> Felt {
        poseidon_hash(*felt_0, *felt_1)
    }

    fn hash_array(felts: &[Felt]) -> Felt {
        poseidon_hash_many(felts)
    }

    fn hash_single(felt: &Felt) -> Felt {
        poseidon_hash_single(*felt)
    }
}
