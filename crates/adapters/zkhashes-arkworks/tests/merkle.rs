//! arkworks' own `MerkleTree` with the adapter's CRHs: over 2¹⁰ leaves its root is that of a
//! plain binary tree written here over zkhashes' own `circom::hash`, its proofs (single and
//! multi) verify and refuse a wrong root or leaf, and the CRHs agree with light-poseidon. The
//! same for Noir's Poseidon2 config against a plain tree over zkhashes' `noir::hash` (itself
//! tested against Noir's ACVM black box in `zkhashes-crosscheck`).

use ark_bn254::Fr;
use ark_crypto_primitives::crh::{CRHScheme, TwoToOneCRHScheme};
use ark_crypto_primitives::merkle_tree::MerkleTree;
use ark_ff::{BigInt, Field as _, PrimeField};
use light_poseidon::PoseidonHasher;
use zkhashes::field::Bn254Fr;
use zkhashes::instances::{circom, noir};
use zkhashes_arkworks::{
    CircomPoseidonCrh, CircomPoseidonMerkleConfig, CircomPoseidonTwoToOne, NoirPoseidon2Crh,
    NoirPoseidon2MerkleConfig, NoirPoseidon2TwoToOne,
};

fn ours(x: &Fr) -> Bn254Fr {
    Bn254Fr::from_montgomery(x.0 .0)
}

fn fr(x: Bn254Fr) -> Fr {
    Fr::new_unchecked(BigInt(x.to_montgomery()))
}

fn leaves(n: u64) -> Vec<Vec<Fr>> {
    (0..n)
        .map(|i| {
            let w = 1 + (i % 3) as usize;
            (0..w as u64)
                .map(|j| Fr::from(i * 1_000_003 + j) * Fr::from(0x9e37_79b9u64))
                .collect()
        })
        .collect()
}

#[test]
fn root_is_a_plain_binary_tree_and_proofs_verify() {
    let leaves = leaves(1 << 10);
    let tree = MerkleTree::<CircomPoseidonMerkleConfig>::new(&(), &(), &leaves).unwrap();
    // The plain tree: leaves hashed by poseidon(row), pairs by poseidon([l, r]).
    let mut level: Vec<Bn254Fr> = leaves
        .iter()
        .map(|l| circom::hash(&l.iter().map(ours).collect::<Vec<_>>()).unwrap())
        .collect();
    while level.len() > 1 {
        level = level
            .chunks_exact(2)
            .map(|p| circom::hash(&[p[0], p[1]]).unwrap())
            .collect();
    }
    let root = tree.root();
    assert_eq!(root, fr(level[0]));
    for i in [0usize, 1, 511, 1023] {
        let path = tree.generate_proof(i).unwrap();
        assert!(path.verify(&(), &(), &root, leaves[i].as_slice()).unwrap());
        assert!(!path
            .verify(&(), &(), &(root + Fr::from(1u8)), leaves[i].as_slice())
            .unwrap());
        assert!(
            !path
                .verify(&(), &(), &root, leaves[i ^ 1].as_slice())
                .unwrap()
                || leaves[i] == leaves[i ^ 1]
        );
    }
    let multi = tree.generate_multi_proof([3usize, 4, 700]).unwrap();
    let opened = [3usize, 4, 700].map(|i| leaves[i].as_slice());
    assert!(multi.verify(&(), &(), &root, opened).unwrap());
}

#[test]
fn crhs_agree_with_light_poseidon_and_refuse_bad_lengths() {
    for n in 1..=12usize {
        let xs: Vec<Fr> = (0..n as u64).map(|i| Fr::from(i + 7).pow([3])).collect();
        let mut theirs = light_poseidon::Poseidon::<Fr>::new_circom(n).unwrap();
        assert_eq!(
            CircomPoseidonCrh::evaluate(&(), xs.as_slice()).unwrap(),
            theirs.hash(&xs).unwrap()
        );
    }
    let (l, r) = (Fr::from(5u8), Fr::MODULUS_MINUS_ONE_DIV_TWO.into());
    let mut two = light_poseidon::Poseidon::<Fr>::new_circom(2).unwrap();
    assert_eq!(
        CircomPoseidonTwoToOne::compress(&(), l, r).unwrap(),
        two.hash(&[l, r]).unwrap()
    );
    assert_eq!(
        CircomPoseidonTwoToOne::evaluate(&(), l, r).unwrap(),
        two.hash(&[l, r]).unwrap()
    );
    assert!(CircomPoseidonCrh::evaluate(&(), [].as_slice()).is_err());
    assert!(CircomPoseidonCrh::evaluate(&(), vec![Fr::from(1u8); 17].as_slice()).is_err());
}

#[test]
fn noir_poseidon2_root_is_a_plain_binary_tree_and_proofs_verify() {
    let leaves = leaves(1 << 10);
    let tree = MerkleTree::<NoirPoseidon2MerkleConfig>::new(&(), &(), &leaves).unwrap();
    let mut level: Vec<Bn254Fr> = leaves
        .iter()
        .map(|l| noir::hash(&l.iter().map(ours).collect::<Vec<_>>()))
        .collect();
    while level.len() > 1 {
        level = level
            .chunks_exact(2)
            .map(|p| noir::hash(&[p[0], p[1]]))
            .collect();
    }
    let root = tree.root();
    assert_eq!(root, fr(level[0]));
    for i in [0usize, 2, 512, 1023] {
        let path = tree.generate_proof(i).unwrap();
        assert!(path.verify(&(), &(), &root, leaves[i].as_slice()).unwrap());
        assert!(!path
            .verify(&(), &(), &(root + Fr::from(1u8)), leaves[i].as_slice())
            .unwrap());
    }
    // Rows longer than the stack buffer and the empty row hash as Noir's hash does.
    for n in [0usize, 1, 16, 17, 40] {
        let row: Vec<Fr> = (0..n as u64).map(|i| Fr::from(i + 3).pow([5])).collect();
        let want = noir::hash(&row.iter().map(ours).collect::<Vec<_>>());
        assert_eq!(
            NoirPoseidon2Crh::evaluate(&(), row.as_slice()).unwrap(),
            fr(want)
        );
    }
    let (l, r) = (Fr::from(9u8), -Fr::from(1u8));
    let want = fr(noir::hash(&[ours(&l), ours(&r)]));
    assert_eq!(NoirPoseidon2TwoToOne::evaluate(&(), l, r).unwrap(), want);
}
