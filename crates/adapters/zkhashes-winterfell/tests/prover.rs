//! A winterfell prover — winterfell 0.13.1's own crate-documentation example (x ← x³ + 42, one
//! column), over Goldilocks — proves and verifies with the drop-in `Rp64_256` as its hash (the
//! trace and constraint Merkle trees, the random coin, FRI), and the proof is byte for byte the
//! one winter-crypto's own `Rp64_256` gives; each side verifies the other's. Plus the hasher's
//! functions against winter-crypto's on random inputs.

mod work;

use winterfell::{
    crypto::{DefaultRandomCoin, ElementHasher, MerkleTree},
    math::{fields::f64::BaseElement, FieldElement},
    AcceptableOptions, Proof, Prover,
};
use work::{build_trace, options, PublicInputs, WorkAir, WorkProver};

fn prove_and_verify<H: ElementHasher<BaseField = BaseElement> + Sync>() -> Vec<u8> {
    let (start, n) = (BaseElement::new(3), 1024);
    let trace = build_trace(start, n);
    let result = trace.get(0, n - 1);
    let proof: Proof = WorkProver::<H>::new(options()).prove(trace).expect("proof");
    let bytes = proof.to_bytes();
    winterfell::verify::<WorkAir, H, DefaultRandomCoin<H>, MerkleTree<H>>(
        proof,
        PublicInputs { start, result },
        &AcceptableOptions::MinConjecturedSecurity(95),
    )
    .expect("verifies");
    bytes
}

#[test]
fn proof_bytes_equal_winter_crypto_rp64_256() {
    let theirs = prove_and_verify::<winterfell::crypto::hashers::Rp64_256>();
    let ours = prove_and_verify::<zkhashes_winterfell::Rp64_256>();
    assert_eq!(theirs, ours);
    // Each verifies the other's proof (the digests are the same type).
    type W = winterfell::crypto::hashers::Rp64_256;
    type Z = zkhashes_winterfell::Rp64_256;
    let start = BaseElement::new(3);
    let result = build_trace(start, 1024).get(0, 1023);
    let pi = PublicInputs { start, result };
    let acceptable = AcceptableOptions::MinConjecturedSecurity(95);
    winterfell::verify::<WorkAir, W, DefaultRandomCoin<W>, MerkleTree<W>>(
        Proof::from_bytes(&ours).unwrap(),
        pi,
        &acceptable,
    )
    .expect("winter-crypto verifies ours");
    winterfell::verify::<WorkAir, Z, DefaultRandomCoin<Z>, MerkleTree<Z>>(
        Proof::from_bytes(&theirs).unwrap(),
        pi,
        &acceptable,
    )
    .expect("ours verifies winter-crypto's");
    // A wrong claim is refused.
    let wrong = PublicInputs {
        start,
        result: result + BaseElement::ONE,
    };
    assert!(
        winterfell::verify::<WorkAir, Z, DefaultRandomCoin<Z>, MerkleTree<Z>>(
            Proof::from_bytes(&ours).unwrap(),
            wrong,
            &acceptable,
        )
        .is_err()
    );
}

#[test]
fn miden_hashers_prove_and_verify() {
    // No winterfell-side peer to compare bytes with (miden-crypto 0.28 implements Plonky3's
    // traits, not winterfell's): each proves, verifies, and differs from the others.
    let rpo = prove_and_verify::<zkhashes_winterfell::Rpo256>();
    let rpx = prove_and_verify::<zkhashes_winterfell::Rpx256>();
    let p2 = prove_and_verify::<zkhashes_winterfell::MidenPoseidon2>();
    assert!(rpo != rpx && rpx != p2 && rpo != p2);
}
