//! plonky2's `MerkleTree` against zkhashes' on random leaves: caps and
//! every sampled leaf's proof, for 1 to 2¹² leaves, rows of 1 to 12
//! elements (`hash_or_noop`'s two sides), every cap height; proofs verified
//! both ways, tampered ones refused by both.

use plonky2::field::goldilocks_field::GoldilocksField as PF;
use plonky2::field::types::{Field as _, PrimeField64};
use plonky2::hash::hash_types::HashOut;
use plonky2::hash::merkle_proofs::verify_merkle_proof_to_cap;
use plonky2::hash::merkle_tree::{MerkleCap, MerkleTree as PeerTree};
use plonky2::hash::poseidon::PoseidonHash;
use rand::{Rng, SeedableRng};
use zkhashes::merkle::plonky2::{verify, MerkleTree};
use zkhashes::{Error, Field, Goldilocks as F};

const P: u64 = zkhashes::field::goldilocks::P;

fn digest_values(d: &[F; 4]) -> Vec<u64> {
    d.iter().map(F::value).collect()
}

fn peer_values(h: &HashOut<PF>) -> Vec<u64> {
    h.elements
        .iter()
        .map(PrimeField64::to_canonical_u64)
        .collect()
}

#[test]
fn trees_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x3e4c_1e04);
    for log_n in 0..=12u32 {
        let n = 1usize << log_n;
        for width in [1, 4, 5, 8, 12] {
            if n > 256 && width != 8 {
                continue;
            }
            let raw: Vec<u64> = (0..n * width)
                .map(|_| {
                    if rng.gen_range(0..16) == 0 {
                        P - 1
                    } else {
                        rng.gen_range(0..P)
                    }
                })
                .collect();
            let ours_leaves: Vec<F> = raw.iter().map(|&x| F::new(x).unwrap()).collect();
            let peer_leaves: Vec<Vec<PF>> = raw
                .chunks_exact(width)
                .map(|r| r.iter().map(|&x| PF::from_canonical_u64(x)).collect())
                .collect();
            for cap_height in 0..=log_n.min(4) {
                let peer =
                    PeerTree::<PF, PoseidonHash>::new(peer_leaves.clone(), cap_height as usize);
                let ours = MerkleTree::new(&ours_leaves, width, cap_height).unwrap();
                let peer_cap: Vec<Vec<u64>> = peer.cap.0.iter().map(peer_values).collect();
                let cap: Vec<Vec<u64>> = ours.cap().iter().map(digest_values).collect();
                assert_eq!(
                    cap, peer_cap,
                    "{n} leaves of {width}, cap height {cap_height}"
                );
                for i in [0, n / 3, n - 1] {
                    let proof = ours.prove(i as u64).unwrap();
                    let peer_proof = peer.prove(i);
                    let want: Vec<Vec<u64>> = peer_proof.siblings.iter().map(peer_values).collect();
                    let got: Vec<Vec<u64>> = proof.iter().map(digest_values).collect();
                    assert_eq!(got, want, "proof of leaf {i}");
                    let row = &ours_leaves[i * width..(i + 1) * width];
                    assert!(verify(row, i as u64, ours.cap(), &proof).unwrap());
                    verify_merkle_proof_to_cap(peer_leaves[i].clone(), i, &peer.cap, &peer_proof)
                        .unwrap();
                    if !proof.is_empty() {
                        // A tampered sibling: both refuse.
                        let mut bad = proof.clone();
                        bad[0][0] += F::ONE;
                        assert!(!verify(row, i as u64, ours.cap(), &bad).unwrap());
                        let mut peer_bad = peer_proof.clone();
                        peer_bad.siblings[0].elements[0] += PF::ONE;
                        let cap = MerkleCap::<PF, PoseidonHash>(peer.cap.0.clone());
                        assert!(verify_merkle_proof_to_cap(
                            peer_leaves[i].clone(),
                            i,
                            &cap,
                            &peer_bad
                        )
                        .is_err());
                    }
                }
            }
            assert!(matches!(
                MerkleTree::new(&ours_leaves, width, log_n + 1),
                Err(Error::InvalidTree(_))
            ));
        }
    }
    // Bad shapes: no leaves, a width that does not divide, 3 rows.
    let x = [F::ONE; 12];
    for (leaves, width) in [(&x[..0], 4), (&x[..], 5), (&x[..], 0), (&x[..], 4)] {
        assert!(matches!(
            MerkleTree::new(leaves, width, 0),
            Err(Error::InvalidTree(_))
        ));
    }
}
