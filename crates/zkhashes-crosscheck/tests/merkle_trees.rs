//! Merkle trees against the peers' own tree code on random leaves:
//! miden-crypto 0.28's `MerkleTree` (Poseidon2 `merge`) and its
//! `Poseidon2` hasher, winter-crypto's `MerkleTree<Rp64_256>`; roots and
//! every leaf's path, for every power-of-two size from 2 to 2¹², and the
//! peers' rejection of the same leaf counts.

// The std implementation of critical-section, which miden-crypto's
// Poseidon2 (once_cell without std) calls.
use crate::goldilocks_rng;

use goldilocks_rng::element;

use critical_section as _;
use miden_crypto::hash::poseidon2::Poseidon2 as PeerPoseidon2;
use miden_crypto::merkle::{MerkleTree as MidenTree, NodeIndex};
use miden_crypto::{Felt, Word};
use rand::{Rng, SeedableRng};
use winter_crypto::hashers::Rp64_256 as PeerRp;
use winter_crypto::{Hasher, MerkleTree as WinterTree};
use winter_math::fields::f64::BaseElement;
use zkhashes::instances::miden::{MidenHasher, Poseidon2Hasher};
use zkhashes::merkle::schemes::{MidenPoseidon2, WinterfellRp64_256};
use zkhashes::merkle::{verify, BinaryTree};
use zkhashes::{Error, Goldilocks as F};

type Digest = [F; 4];

fn digests(rng: &mut impl Rng, n: usize) -> Vec<Digest> {
    (0..n)
        .map(|_| core::array::from_fn(|_| element(rng)))
        .collect()
}

fn word(d: &Digest) -> Word {
    Word::new(d.map(|x| Felt::new(x.value()).unwrap()))
}

fn from_word(w: &Word) -> Digest {
    core::array::from_fn(|i| F::new(w.as_elements()[i].as_canonical_u64()).unwrap())
}

fn element_digest(d: &Digest) -> <PeerRp as Hasher>::Digest {
    d.map(|x| BaseElement::new(x.value())).into()
}

fn from_element_digest(d: &<PeerRp as Hasher>::Digest) -> Digest {
    core::array::from_fn(|i| F::new(d.as_elements()[i].as_int()).unwrap())
}

#[test]
fn miden_poseidon2_hasher_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x3e4c_1e01);
    for n in 0..40 {
        let x: Vec<F> = (0..n).map(|_| element(&mut rng)).collect();
        let felts: Vec<Felt> = x.iter().map(|v| Felt::new(v.value()).unwrap()).collect();
        let want = from_word(&PeerPoseidon2::hash_elements(&felts));
        assert_eq!(Poseidon2Hasher::hash_elements(&x), want, "len {n}");
        let bytes: Vec<u8> = (0..3 * n).map(|_| rng.gen()).collect();
        let want = from_word(&PeerPoseidon2::hash(&bytes));
        assert_eq!(Poseidon2Hasher::hash_bytes(&bytes), want, "{} bytes", 3 * n);
        let pair = [digests(&mut rng, 1)[0], digests(&mut rng, 1)[0]];
        let want = from_word(&PeerPoseidon2::merge(&[word(&pair[0]), word(&pair[1])]));
        assert_eq!(Poseidon2Hasher::merge(&pair), want);
    }
}

#[test]
fn miden_trees_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x3e4c_1e02);
    for depth in 1..=12u8 {
        let leaves = digests(&mut rng, 1 << depth);
        let peer = MidenTree::new(leaves.iter().map(word).collect::<Vec<_>>()).unwrap();
        let ours = BinaryTree::new(MidenPoseidon2::new(), &leaves).unwrap();
        assert_eq!(ours.root(), from_word(&peer.root()), "depth {depth}");
        assert_eq!(ours.depth(), u32::from(peer.depth()));
        let step = (leaves.len() / 16).max(1);
        for i in (0..leaves.len()).step_by(step) {
            let want = peer
                .get_path(NodeIndex::new(depth, i as u64).unwrap())
                .unwrap();
            let want: Vec<Digest> = want.nodes().iter().map(from_word).collect();
            let path = ours.path(i as u64).unwrap();
            assert_eq!(path, want, "depth {depth}, leaf {i}");
            let c = ours.compression();
            assert!(verify(c, &ours.root(), i as u64, &leaves[i], &path).unwrap());
        }
    }
    // The same leaf counts are refused.
    for n in [0, 1, 3, 6] {
        let leaves = digests(&mut rng, n);
        assert!(MidenTree::new(leaves.iter().map(word).collect::<Vec<_>>()).is_err());
        assert!(matches!(
            BinaryTree::new(MidenPoseidon2::new(), &leaves),
            Err(Error::InvalidTree(_))
        ));
    }
}

#[test]
fn winterfell_trees_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x3e4c_1e03);
    for depth in 1..=12u32 {
        let leaves = digests(&mut rng, 1 << depth);
        let peer = WinterTree::<PeerRp>::new(leaves.iter().map(element_digest).collect()).unwrap();
        let ours = BinaryTree::new(WinterfellRp64_256, &leaves).unwrap();
        assert_eq!(
            ours.root(),
            from_element_digest(peer.root()),
            "depth {depth}"
        );
        let step = (leaves.len() / 16).max(1);
        for i in (0..leaves.len()).step_by(step) {
            let (leaf, want) = peer.prove(i).unwrap();
            assert_eq!(from_element_digest(&leaf), leaves[i]);
            let want: Vec<Digest> = want.iter().map(from_element_digest).collect();
            let path = ours.path(i as u64).unwrap();
            assert_eq!(path, want, "depth {depth}, leaf {i}");
            assert!(verify(
                &WinterfellRp64_256,
                &ours.root(),
                i as u64,
                &leaves[i],
                &path
            )
            .unwrap());
        }
    }
}

/// winterfell's batch proofs: ours equal winter-crypto's `prove_batch`
/// (leaves and nodes) for random index sets of random trees, each side's
/// root computation accepts the other's proof, and tampering or wrong
/// indexes are caught on both sides.
#[test]
fn winterfell_batch_proofs_agree() {
    use winter_crypto::BatchMerkleProof;
    use zkhashes::merkle::{batch_root, verify_batch};
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x3e4c_1e04);
    let mut compared = 0;
    for depth in 1..=9u32 {
        let n = 1usize << depth;
        let leaves = digests(&mut rng, n);
        let peer = WinterTree::<PeerRp>::new(leaves.iter().map(element_digest).collect()).unwrap();
        let ours = BinaryTree::new(WinterfellRp64_256, &leaves).unwrap();
        for _ in 0..25 {
            let count = rng.gen_range(1..=n.min(12));
            let mut idx: Vec<usize> = Vec::new();
            while idx.len() < count {
                let i = rng.gen_range(0..n);
                if !idx.contains(&i) {
                    idx.push(i);
                }
            }
            let idx64: Vec<u64> = idx.iter().map(|&i| i as u64).collect();
            let (want_leaves, want) = peer.prove_batch(&idx).unwrap();
            let (got_leaves, got) = ours.prove_batch(&idx64).unwrap();
            let want_leaves: Vec<Digest> = want_leaves.iter().map(from_element_digest).collect();
            assert_eq!(got_leaves, want_leaves, "depth {depth}, {idx:?}");
            let want_nodes: Vec<Vec<Digest>> = want
                .nodes
                .iter()
                .map(|v| v.iter().map(from_element_digest).collect())
                .collect();
            assert_eq!(got.nodes, want_nodes, "depth {depth}, {idx:?}");
            assert_eq!(u32::from(got.depth), depth);
            // Each side accepts the other's proof.
            assert_eq!(
                batch_root(&WinterfellRp64_256, &got, &idx64, &got_leaves).unwrap(),
                ours.root()
            );
            let theirs = BatchMerkleProof::<PeerRp> {
                nodes: got
                    .nodes
                    .iter()
                    .map(|v| v.iter().map(element_digest).collect())
                    .collect(),
                depth: got.depth,
            };
            let peer_leaves: Vec<_> = got_leaves.iter().map(element_digest).collect();
            WinterTree::<PeerRp>::verify_batch(peer.root(), &idx, &peer_leaves, &theirs).unwrap();
            // A changed leaf or node fails on both sides.
            let mut bad = got_leaves.clone();
            let k = rng.gen_range(0..bad.len());
            bad[k][0] = element(&mut rng);
            assert_eq!(
                verify_batch(&WinterfellRp64_256, &ours.root(), &idx64, &bad, &got),
                Ok(false)
            );
            let bad_peer: Vec<_> = bad.iter().map(element_digest).collect();
            assert!(
                WinterTree::<PeerRp>::verify_batch(peer.root(), &idx, &bad_peer, &theirs).is_err()
            );
            if let Some(k) = got.nodes.iter().position(|v| !v.is_empty()) {
                let mut tampered = got.clone();
                tampered.nodes[k][0][1] = element(&mut rng);
                assert_eq!(
                    verify_batch(
                        &WinterfellRp64_256,
                        &ours.root(),
                        &idx64,
                        &got_leaves,
                        &tampered
                    ),
                    Ok(false)
                );
            }
            compared += 1;
        }
        // Bad indexes: none, repeated, out of range (errors on both sides).
        assert!(peer.prove_batch(&[]).is_err());
        assert!(matches!(ours.prove_batch(&[]), Err(Error::InvalidTree(_))));
        assert!(peer.prove_batch(&[0, 0]).is_err());
        assert!(matches!(
            ours.prove_batch(&[0, 0]),
            Err(Error::InvalidTree(_))
        ));
        assert!(peer.prove_batch(&[n]).is_err());
        assert!(matches!(
            ours.prove_batch(&[n as u64]),
            Err(Error::IndexOutOfRange { .. })
        ));
    }
    assert!(compared >= 200);
}
