//! plonky2's Poseidon (Goldilocks, width 12, the hash of `PoseidonGoldilocksConfig`) on
//! zkhashes' kernel, as a drop-in [`Hasher`] and [`AlgebraicHasher`]: a plonky2 user names
//! [`PoseidonGoldilocksConfig`] from this crate instead of plonky2's and its Merkle caps, its
//! Fiat–Shamir challenges and its proofs come out byte for byte the same.
//!
//! ```
//! use plonky2::field::goldilocks_field::GoldilocksField as F;
//! use plonky2::field::types::Field;
//! use plonky2::plonk::config::{GenericConfig, Hasher};
//! // was: use plonky2::plonk::config::PoseidonGoldilocksConfig;
//! use zkhashes_plonky2::PoseidonGoldilocksConfig;
//!
//! type H = <PoseidonGoldilocksConfig as GenericConfig<2>>::Hasher;
//! let inputs: Vec<F> = (0..10).map(F::from_canonical_u64).collect();
//! assert_eq!(
//!     H::hash_no_pad(&inputs),
//!     plonky2::hash::poseidon::PoseidonHash::hash_no_pad(&inputs)
//! );
//! ```
//!
//! Native hashing (the `Hasher` functions and the challenger's sponge, through
//! [`PoseidonPermutation`]) runs zkhashes' kernel. Inside circuits the hash is plonky2's own
//! Poseidon gate ([`AlgebraicHasher::permute_swapped`] builds the same gate as plonky2's
//! `PoseidonHash`), so recursive verifiers are unchanged.
//!
//! plonky2 may hold a Goldilocks element as a word in [p, 2⁶⁴); each crosses reduced
//! (`to_canonical_u64`), and results come back canonical.

#![warn(missing_docs)]

use plonky2::field::extension::quadratic::QuadraticExtension;
use plonky2::field::extension::Extendable;
use plonky2::field::goldilocks_field::GoldilocksField;
use plonky2::field::types::{Field as _, PrimeField64 as _};
use plonky2::hash::hash_types::{HashOut, RichField};
use plonky2::hash::hashing::PlonkyPermutation;
use plonky2::iop::target::BoolTarget;
use plonky2::plonk::circuit_builder::CircuitBuilder;
use plonky2::plonk::config::{AlgebraicHasher, GenericConfig, Hasher};
use zkhashes::instances::plonky2 as zk;
use zkhashes::Goldilocks;

type F = GoldilocksField;

/// The state's width.
const WIDTH: usize = zk::WIDTH;
/// The sponge's rate.
const RATE: usize = zk::RATE;

#[inline]
fn ours(x: F) -> Goldilocks {
    // One reduction of plonky2's word (which may lie in [p, 2⁶⁴)).
    Goldilocks::from_u64_reduced(x.to_noncanonical_u64())
}

#[inline]
fn theirs(x: Goldilocks) -> F {
    // zkhashes' values are canonical.
    F::from_noncanonical_u64(x.value())
}

#[inline]
fn hash_out(d: zk::Digest) -> HashOut<F> {
    HashOut {
        elements: d.map(theirs),
    }
}

#[inline]
fn digest(h: &HashOut<F>) -> zk::Digest {
    h.elements.map(ours)
}

/// plonky2's `PoseidonPermutation<GoldilocksField>` (the sponge state the challenger and the
/// hashers drive) with `permute` on zkhashes' kernel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoseidonPermutation {
    state: [F; WIDTH],
}

impl AsRef<[F]> for PoseidonPermutation {
    fn as_ref(&self) -> &[F] {
        &self.state
    }
}

impl PlonkyPermutation<F> for PoseidonPermutation {
    const RATE: usize = RATE;
    const WIDTH: usize = WIDTH;

    fn new<I: IntoIterator<Item = F>>(elts: I) -> Self {
        let mut perm = Self::default();
        perm.set_from_iter(elts, 0);
        perm
    }

    fn set_elt(&mut self, elt: F, idx: usize) {
        self.state[idx] = elt;
    }

    fn set_from_iter<I: IntoIterator<Item = F>>(&mut self, elts: I, start_idx: usize) {
        for (s, e) in self.state[start_idx..].iter_mut().zip(elts) {
            *s = e;
        }
    }

    fn set_from_slice(&mut self, elts: &[F], start_idx: usize) {
        let end = start_idx + elts.len();
        self.state[start_idx..end].copy_from_slice(elts);
    }

    fn permute(&mut self) {
        let mut s = self.state.map(ours);
        zk::permute(&mut s);
        self.state = s.map(theirs);
    }

    fn squeeze(&self) -> &[F] {
        &self.state[..RATE]
    }
}

/// Drop-in for plonky2's `PoseidonHash` over Goldilocks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoseidonHash;

impl Hasher<F> for PoseidonHash {
    const HASH_SIZE: usize = 4 * 8;
    type Hash = HashOut<F>;
    type Permutation = PoseidonPermutation;

    fn hash_no_pad(input: &[F]) -> HashOut<F> {
        // Converted as absorbed: no copy of the input (plonky2's trees hash 135-element rows).
        hash_out(zk::hash_no_pad_iter(input.iter().map(|x| ours(*x))))
    }

    fn two_to_one(left: HashOut<F>, right: HashOut<F>) -> HashOut<F> {
        hash_out(zk::two_to_one(&digest(&left), &digest(&right)))
    }
}

impl AlgebraicHasher<F> for PoseidonHash {
    type AlgebraicPermutation =
        <plonky2::hash::poseidon::PoseidonHash as AlgebraicHasher<F>>::AlgebraicPermutation;

    /// plonky2's Poseidon gate, as `plonky2::hash::poseidon::PoseidonHash` builds it.
    fn permute_swapped<const D: usize>(
        inputs: Self::AlgebraicPermutation,
        swap: BoolTarget,
        builder: &mut CircuitBuilder<F, D>,
    ) -> Self::AlgebraicPermutation
    where
        F: RichField + Extendable<D>,
    {
        plonky2::hash::poseidon::PoseidonHash::permute_swapped(inputs, swap, builder)
    }
}

/// Drop-in for plonky2's `PoseidonGoldilocksConfig`: Goldilocks, its quadratic extension, and
/// [`PoseidonHash`] for the Merkle trees and for the challenger.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoseidonGoldilocksConfig;

impl GenericConfig<2> for PoseidonGoldilocksConfig {
    type F = F;
    type FE = QuadraticExtension<F>;
    type Hasher = PoseidonHash;
    type InnerHasher = PoseidonHash;
}
