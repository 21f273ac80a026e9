//! circom's Poseidon over BN254 (circomlibjs `poseidon`) as
//! [ark-crypto-primitives](https://crates.io/crates/ark-crypto-primitives) CRHs: a
//! `merkle_tree::Config` names [`CircomPoseidonCrh`] and [`CircomPoseidonTwoToOne`] (or uses
//! [`CircomPoseidonMerkleConfig`] whole) and arkworks' own `MerkleTree` runs on zkhashes'
//! kernels.
//!
//! ```
//! use ark_bn254::Fr;
//! use ark_crypto_primitives::merkle_tree::MerkleTree;
//! use zkhashes_arkworks::CircomPoseidonMerkleConfig;
//!
//! let leaves: Vec<Vec<Fr>> = (0..8u64).map(|i| vec![Fr::from(i), Fr::from(i + 100)]).collect();
//! let tree = MerkleTree::<CircomPoseidonMerkleConfig>::new(&(), &(), &leaves).unwrap();
//! let proof = tree.generate_proof(3).unwrap();
//! assert!(proof.verify(&(), &(), &tree.root(), leaves[3].as_slice()).unwrap());
//! ```
//!
//! Leaves are rows of 1 to 16 elements hashed by `poseidon(row)`; nodes are
//! `poseidon([left, right])` (t = 3).
//!
//! Poseidon2 over BN254 is here as Noir's and Barretenberg's hash (`std::hash::poseidon2`,
//! Barretenberg's t = 4 instance, rate 3, the length in the capacity): [`NoirPoseidon2Crh`]
//! (rows of any length), [`NoirPoseidon2TwoToOne`] (`hash([left, right])`) and
//! [`NoirPoseidon2MerkleConfig`]. arkworks' tree has no domain separation between leaves
//! and nodes (its documentation says so); that is the tree's convention, not the hash's.
//! Elements cross as their Montgomery limbs (both libraries store x·2²⁵⁶ mod p): no conversion.

#![warn(missing_docs)]

use ark_bn254::Fr;
use ark_crypto_primitives::crh::{CRHScheme, TwoToOneCRHScheme};
use ark_crypto_primitives::merkle_tree::{Config, IdentityDigestConverter};
use ark_crypto_primitives::Error;
use ark_ff::BigInt;
use ark_std::rand::Rng;
use core::borrow::Borrow;
use zkhashes::field::Bn254Fr;
use zkhashes::instances::{circom, noir};
use zkhashes::Field;

/// An `Fr` as zkhashes' element (the same Montgomery limbs).
#[inline]
fn ours(x: &Fr) -> Bn254Fr {
    Bn254Fr::from_montgomery(x.0 .0)
}

/// zkhashes' element as an `Fr`.
#[inline]
fn fr(x: Bn254Fr) -> Fr {
    Fr::new_unchecked(BigInt(x.to_montgomery()))
}

/// circomlibjs `poseidon(inputs)` of 1 to 16 elements as a CRH (the leaf hash).
#[derive(Clone, Copy, Debug, Default)]
pub struct CircomPoseidonCrh;

impl CRHScheme for CircomPoseidonCrh {
    type Input = [Fr];
    type Output = Fr;
    type Parameters = ();

    fn setup<R: Rng>(_rng: &mut R) -> Result<(), Error> {
        Ok(())
    }

    /// [`Error::IncorrectInputLength`] for 0 or more than 16 inputs.
    fn evaluate<T: Borrow<[Fr]>>(_: &(), input: T) -> Result<Fr, Error> {
        let input: &[Fr] = input.borrow();
        let n = input.len();
        if n == 0 || n > circom::MAX_INPUTS {
            return Err(Error::IncorrectInputLength(n));
        }
        let mut buf = [Bn254Fr::ZERO; circom::MAX_INPUTS];
        for (d, s) in buf.iter_mut().zip(input) {
            *d = ours(s);
        }
        circom::hash(&buf[..n])
            .map(fr)
            .map_err(|_| Error::IncorrectInputLength(n))
    }
}

/// A two-to-one CRH `$name` over `$node` (zkhashes' elements in, one out).
macro_rules! two_to_one {
    ($(#[$doc:meta])* $name:ident, $node:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $name;

        impl TwoToOneCRHScheme for $name {
            type Input = Fr;
            type Output = Fr;
            type Parameters = ();

            fn setup<R: Rng>(_rng: &mut R) -> Result<(), Error> {
                Ok(())
            }

            fn evaluate<T: Borrow<Fr>>(p: &(), left: T, right: T) -> Result<Fr, Error> {
                Self::compress(p, left, right)
            }

            fn compress<T: Borrow<Fr>>(_: &(), left: T, right: T) -> Result<Fr, Error> {
                let node: fn(Bn254Fr, Bn254Fr) -> Bn254Fr = $node;
                Ok(fr(node(ours(left.borrow()), ours(right.borrow()))))
            }
        }
    };
}

two_to_one!(
    /// circomlibjs `poseidon([left, right])` (t = 3) as the two-to-one CRH (the nodes).
    CircomPoseidonTwoToOne,
    |l, r| circom::hash2([l, r])
);

/// An arkworks Merkle tree config over the two: leaves are `[Fr]` rows, digests `Fr`.
#[derive(Clone, Copy, Debug, Default)]
pub struct CircomPoseidonMerkleConfig;

impl Config for CircomPoseidonMerkleConfig {
    type Leaf = [Fr];
    type LeafDigest = Fr;
    type LeafInnerDigestConverter = IdentityDigestConverter<Fr>;
    type InnerDigest = Fr;
    type LeafHash = CircomPoseidonCrh;
    type TwoToOneHash = CircomPoseidonTwoToOne;
}

/// Noir's `Poseidon2::hash(row, row.len())` (Barretenberg's BN254 instance, t = 4) as a CRH:
/// rows of any length, the empty one included.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoirPoseidon2Crh;

impl CRHScheme for NoirPoseidon2Crh {
    type Input = [Fr];
    type Output = Fr;
    type Parameters = ();

    fn setup<R: Rng>(_rng: &mut R) -> Result<(), Error> {
        Ok(())
    }

    fn evaluate<T: Borrow<[Fr]>>(_: &(), input: T) -> Result<Fr, Error> {
        let input: &[Fr] = input.borrow();
        let mut buf = [Bn254Fr::ZERO; 16];
        if input.len() <= buf.len() {
            for (d, s) in buf.iter_mut().zip(input) {
                *d = ours(s);
            }
            return Ok(fr(noir::hash(&buf[..input.len()])));
        }
        let row: Vec<Bn254Fr> = input.iter().map(ours).collect();
        Ok(fr(noir::hash(&row)))
    }
}

two_to_one!(
    /// Noir's `Poseidon2::hash([left, right], 2)` as the two-to-one CRH (the nodes).
    NoirPoseidon2TwoToOne,
    |l, r| noir::hash(&[l, r])
);

/// An arkworks Merkle tree config over Noir's Poseidon2: leaves are `[Fr]` rows, digests `Fr`.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoirPoseidon2MerkleConfig;

impl Config for NoirPoseidon2MerkleConfig {
    type Leaf = [Fr];
    type LeafDigest = Fr;
    type LeafInnerDigestConverter = IdentityDigestConverter<Fr>;
    type InnerDigest = Fr;
    type LeafHash = NoirPoseidon2Crh;
    type TwoToOneHash = NoirPoseidon2TwoToOne;
}
