//! zk-kit's LeanIMT (the `zk-kit-lean-imt` crate, the Rust port of
//! @zk-kit/lean-imt) against zkhashes' on random histories: single inserts,
//! batches of many sizes, updates; after every step the root, depth, size,
//! every sampled proof (root, leaf, index, siblings) and both
//! verifications. The peer runs over bytes: it gets circom's Poseidon of 2
//! inputs on 32-byte little-endian encodings, the hash Semaphore uses.

use lean_imt::lean_imt::{LeanIMT, MerkleProof};
use rand::{Rng, SeedableRng};
use zkhashes::merkle::lean_imt::{verify_proof, LeanImt, LeanImtProof};
use zkhashes::merkle::schemes::CircomPoseidon2;
use zkhashes::merkle::Compress;
use zkhashes::{Bn254Fr as Fr, Error, PrimeField};

fn bytes(x: &Fr) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, w) in x.to_u256().iter().enumerate() {
        out[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
    }
    out
}

fn element(b: &[u8]) -> Fr {
    let w: [u64; 4] =
        core::array::from_fn(|i| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().unwrap()));
    Fr::from_u256(&w).unwrap()
}

/// The peer's hash: circom Poseidon of the two 32-byte halves.
fn hash(input: &[u8]) -> [u8; 32] {
    bytes(&CircomPoseidon2.compress(&[element(&input[..32]), element(&input[32..])]))
}

fn leaf(rng: &mut impl Rng) -> Fr {
    Fr::from_u256_reduced(&[rng.gen(), rng.gen(), rng.gen(), rng.gen()])
}

fn same(ours: &LeanImt<CircomPoseidon2>, peer: &LeanIMT<32>, rng: &mut impl Rng, step: &str) {
    assert_eq!(ours.size(), peer.size(), "{step}");
    assert_eq!(ours.depth(), peer.depth(), "{step}");
    assert_eq!(ours.root().map(|r| bytes(&r)), peer.root(), "{step}");
    if ours.size() == 0 {
        return;
    }
    for _ in 0..3 {
        let i = rng.gen_range(0..ours.size());
        let p = ours.generate_proof(i).unwrap();
        let q = peer.generate_proof(i).unwrap();
        assert_eq!(bytes(&p.root), q.root, "{step}, proof {i}");
        assert_eq!(bytes(&p.leaf), q.leaf);
        assert_eq!(p.index, q.index as u64, "{step}, proof {i}");
        let s: Vec<[u8; 32]> = p.siblings.iter().map(bytes).collect();
        assert_eq!(s, q.siblings, "{step}, proof {i}");
        assert!(verify_proof(&CircomPoseidon2, &p));
        assert!(LeanIMT::<32>::verify_proof(&q, hash));
        // A tampered sibling or index: both refuse.
        if !p.siblings.is_empty() {
            let mut bad: LeanImtProof<Fr> = p.clone();
            bad.siblings[0] = leaf(rng);
            assert!(!verify_proof(&CircomPoseidon2, &bad));
            let mut qbad: MerkleProof<32> = q.clone();
            qbad.siblings[0] = bytes(&bad.siblings[0]);
            assert!(!LeanIMT::<32>::verify_proof(&qbad, hash));
            let mut bad = p.clone();
            bad.index ^= 1;
            assert!(!verify_proof(&CircomPoseidon2, &bad));
        }
    }
}

#[test]
fn histories_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x1ea7_0001);
    for history in 0..6 {
        let mut ours = LeanImt::new(CircomPoseidon2);
        let mut peer = LeanIMT::<32>::default();
        same(&ours, &peer, &mut rng, "empty");
        for step in 0..40 {
            let what = format!("history {history}, step {step}");
            match rng.gen_range(0..4) {
                0 => {
                    let l = leaf(&mut rng);
                    ours.insert(l);
                    peer.insert(&bytes(&l), hash);
                }
                1 | 2 => {
                    let n = [1, 2, 3, 7, 16, 33, 100][rng.gen_range(0..7)];
                    let ls: Vec<Fr> = (0..n).map(|_| leaf(&mut rng)).collect();
                    ours.insert_many(&ls).unwrap();
                    let bs: Vec<[u8; 32]> = ls.iter().map(bytes).collect();
                    peer.insert_many(&bs, hash).unwrap();
                }
                _ if ours.size() > 0 => {
                    let i = rng.gen_range(0..ours.size());
                    let l = leaf(&mut rng);
                    ours.update(i, l).unwrap();
                    peer.update(i, &bytes(&l), hash).unwrap();
                }
                _ => {}
            }
            same(&ours, &peer, &mut rng, &what);
        }
    }
}

#[test]
fn a_large_batch_agrees_and_errors_are_typed() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x1ea7_0002);
    let ls: Vec<Fr> = (0..5000).map(|_| leaf(&mut rng)).collect();
    let ours = LeanImt::with_leaves(CircomPoseidon2, &ls);
    let bs: Vec<[u8; 32]> = ls.iter().map(bytes).collect();
    let peer = LeanIMT::<32>::new(&bs, hash).unwrap();
    same(&ours, &peer, &mut rng, "5000 leaves");
    assert_eq!(ours.index_of(&ls[4321]), Some(4321));
    let mut ours = ours;
    assert_eq!(
        ours.update(5000, ls[0]),
        Err(Error::IndexOutOfRange {
            index: 5000,
            len: 5000
        })
    );
    assert!(matches!(
        ours.generate_proof(5000),
        Err(Error::IndexOutOfRange { .. })
    ));
    assert!(matches!(ours.insert_many(&[]), Err(Error::InvalidTree(_))));
}
