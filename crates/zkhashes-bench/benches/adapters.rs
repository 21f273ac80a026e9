//! The drop-in adapters inside their frameworks, beside the code they replace, in one process
//! (criterion report, then a ratio table from interleaved samples: ours, peer, ours, …;
//! medians; ratio = peer / ours). `cargo bench -- --test` runs each once.
//!
//! - `winterfell/prove/2^13`: winterfell 0.13's crate-doc prover (x ← x³ + 42) with
//!   `zkhashes_winterfell::Rp64_256` against winter-crypto's `Rp64_256` (proof bytes equal).
//! - `arkworks/merkle/2^12x2`: ark-crypto-primitives' `MerkleTree::new` with
//!   `zkhashes_arkworks::CircomPoseidonMerkleConfig` against the same tree with light-poseidon as
//!   its CRHs (the circom Poseidon arkworks users have).
//! - `light-poseidon/hash/{2,12}`: `Poseidon::<Fr>::new_circom(n)?.hash` through
//!   `zkhashes_light_poseidon` against light-poseidon.
//! - `starknet-crypto/{poseidon_hash,poseidon_hash_many-100}`: `zkhashes_starknet_crypto`
//!   against starknet-crypto.
//!
//! Plonky3's (`mmcs/*/p3-tree-zkhashes-p3`) is in `merkle_plonky3`, plonky2's in the nightly
//! crate's `plonky2_ratio`.

#[path = "../../adapters/zkhashes-winterfell/tests/work/mod.rs"]
mod work;

use ark_bn254::Fr;
use ark_crypto_primitives::crh::{CRHScheme, TwoToOneCRHScheme};
use ark_crypto_primitives::merkle_tree::{Config, IdentityDigestConverter, MerkleTree};
use ark_crypto_primitives::Error;
use ark_std::rand::Rng;
use core::borrow::Borrow;
use std::hint::black_box;
use winterfell::math::fields::f64::BaseElement;
use winterfell::{Proof, Prover};
use work::{build_trace, options, WorkProver};
use zkhashes_bench::{criterion_then_ratios, Case};

/// light-poseidon's circom Poseidon as arkworks CRHs: the peer of `zkhashes_arkworks`.
struct PeerLeaf;
struct PeerNode;
struct PeerConfig;

impl CRHScheme for PeerLeaf {
    type Input = [Fr];
    type Output = Fr;
    type Parameters = ();
    fn setup<R: Rng>(_: &mut R) -> Result<(), Error> {
        Ok(())
    }
    fn evaluate<T: Borrow<[Fr]>>(_: &(), input: T) -> Result<Fr, Error> {
        use light_poseidon::PoseidonHasher;
        let input = input.borrow();
        let mut h = light_poseidon::Poseidon::<Fr>::new_circom(input.len())
            .map_err(|_| Error::IncorrectInputLength(input.len()))?;
        h.hash(input)
            .map_err(|_| Error::IncorrectInputLength(input.len()))
    }
}

impl TwoToOneCRHScheme for PeerNode {
    type Input = Fr;
    type Output = Fr;
    type Parameters = ();
    fn setup<R: Rng>(_: &mut R) -> Result<(), Error> {
        Ok(())
    }
    fn evaluate<T: Borrow<Fr>>(p: &(), l: T, r: T) -> Result<Fr, Error> {
        Self::compress(p, l, r)
    }
    fn compress<T: Borrow<Fr>>(_: &(), l: T, r: T) -> Result<Fr, Error> {
        use light_poseidon::PoseidonHasher;
        let mut h = light_poseidon::Poseidon::<Fr>::new_circom(2).expect("t = 3");
        h.hash(&[*l.borrow(), *r.borrow()])
            .map_err(|_| Error::IncorrectInputLength(2))
    }
}

impl Config for PeerConfig {
    type Leaf = [Fr];
    type LeafDigest = Fr;
    type LeafInnerDigestConverter = IdentityDigestConverter<Fr>;
    type InnerDigest = Fr;
    type LeafHash = PeerLeaf;
    type TwoToOneHash = PeerNode;
}

fn prove<H>() -> Proof
where
    H: winterfell::crypto::ElementHasher<BaseField = BaseElement> + Sync,
{
    let trace = build_trace(BaseElement::new(3), 1 << 13);
    WorkProver::<H>::new(options())
        .prove(trace)
        .expect("a proof")
}

fn fr(i: u64) -> Fr {
    Fr::from(i.wrapping_mul(0x9e37_79b9_7f4a_7c15)) * Fr::from(0x1234_5678u64)
}

fn main() {
    assert_eq!(
        prove::<zkhashes_winterfell::Rp64_256>().to_bytes(),
        prove::<winterfell::crypto::hashers::Rp64_256>().to_bytes(),
        "the same proof"
    );
    let leaves: Vec<Vec<Fr>> = (0..1u64 << 12)
        .map(|i| vec![fr(2 * i), fr(2 * i + 1)])
        .collect();
    let (l1, l2) = (leaves.clone(), leaves.clone());
    assert_eq!(
        MerkleTree::<zkhashes_arkworks::CircomPoseidonMerkleConfig>::new(&(), &(), &leaves)
            .unwrap()
            .root(),
        MerkleTree::<PeerConfig>::new(&(), &(), &leaves)
            .unwrap()
            .root(),
        "the same root"
    );
    let xs: Vec<Fr> = (0..12).map(fr).collect();
    let felts: Vec<starknet_crypto::Felt> = (0..100u64)
        .map(|i| starknet_crypto::Felt::from(i * 0x1000_0001 + 7))
        .collect();
    let (f1, f2) = (felts.clone(), felts.clone());
    let (a, b) = (felts[0], felts[1]);
    let mut cases = vec![
        Case {
            name: "winterfell/prove/2^13",
            ours: Box::new(|| {
                black_box(prove::<zkhashes_winterfell::Rp64_256>());
            }),
            peer: Box::new(|| {
                black_box(prove::<winterfell::crypto::hashers::Rp64_256>());
            }),
            peer_name: "winter-crypto",
        },
        Case {
            name: "arkworks/merkle/2^12x2",
            ours: Box::new(move || {
                let t = MerkleTree::<zkhashes_arkworks::CircomPoseidonMerkleConfig>::new(
                    &(),
                    &(),
                    black_box(&l1),
                );
                black_box(t.unwrap().root());
            }),
            peer: Box::new(move || {
                let t = MerkleTree::<PeerConfig>::new(&(), &(), black_box(&l2));
                black_box(t.unwrap().root());
            }),
            peer_name: "light-poseidon",
        },
    ];
    for (name, n) in [("light-poseidon/hash/2", 2), ("light-poseidon/hash/12", 12)] {
        let (x1, x2) = (xs[..n].to_vec(), xs[..n].to_vec());
        cases.push(Case {
            name,
            ours: Box::new(move || {
                use zkhashes_light_poseidon::PoseidonHasher;
                let mut h = zkhashes_light_poseidon::Poseidon::<Fr>::new_circom(n).unwrap();
                black_box(h.hash(black_box(&x1)).unwrap());
            }),
            peer: Box::new(move || {
                use light_poseidon::PoseidonHasher;
                let mut h = light_poseidon::Poseidon::<Fr>::new_circom(n).unwrap();
                black_box(h.hash(black_box(&x2)).unwrap());
            }),
            peer_name: "light-poseidon",
        });
    }
    cases.push(Case {
        name: "starknet-crypto/poseidon_hash",
        ours: Box::new(move || {
            black_box(zkhashes_starknet_crypto::poseidon_hash(black_box(a), b));
        }),
        peer: Box::new(move || {
            black_box(starknet_crypto::poseidon_hash(black_box(a), b));
        }),
        peer_name: "starknet-crypto",
    });
    cases.push(Case {
        name: "starknet-crypto/poseidon_hash_many-100",
        ours: Box::new(move || {
            black_box(zkhashes_starknet_crypto::poseidon_hash_many(black_box(&f1)));
        }),
        peer: Box::new(move || {
            black_box(starknet_crypto::poseidon_hash_many(black_box(&f2)));
        }),
        peer_name: "starknet-crypto",
    });
    criterion_then_ratios(&mut cases, "Drop-in adapters inside their frameworks");
}
