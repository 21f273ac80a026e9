//! The binary Merkle tree (Miden's and winterfell's layout): the root
//! against a recursive definition over the scalar `merge`, every path
//! verified, tampered paths, leaves and indices refused, bad leaf counts
//! and indices as typed errors. (The peers' own trees are compared in
//! zkhashes-crosscheck's `merkle_trees`.)

use crate::common;

use zkhashes::instances::miden::{MidenHasher, Rpo256};
use zkhashes::instances::winterfell;
use zkhashes::merkle::schemes::{MidenPoseidon2, MidenRpo, WinterfellRp64_256};
use zkhashes::merkle::{verify, BinaryTree, Compress};
use zkhashes::{Error, Field, Goldilocks as F};

type Digest = [F; 4];

fn leaves(n: usize, seed: u64) -> Vec<Digest> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            core::array::from_fn(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                F::from_u64(x)
            })
        })
        .collect()
}

/// The root by its definition: the merge of the two halves' roots.
fn root_of(merge: fn(&[Digest; 2]) -> Digest, leaves: &[Digest]) -> Digest {
    if leaves.len() == 1 {
        return leaves[0];
    }
    let (l, r) = leaves.split_at(leaves.len() / 2);
    merge(&[root_of(merge, l), root_of(merge, r)])
}

fn check<C: Compress<Digest = Digest>>(c: C, merge: fn(&[Digest; 2]) -> Digest) {
    for depth in 1..=11 {
        let leaves = leaves(1 << depth, depth as u64);
        let tree = BinaryTree::new(&c, &leaves).expect("a power of two");
        assert_eq!(tree.root(), root_of(merge, &leaves), "depth {depth}");
        assert_eq!(tree.depth(), depth);
        assert_eq!(tree.leaves(), &leaves[..]);
        for i in [0, 1, leaves.len() / 2, leaves.len() - 1] {
            let path = tree.path(i as u64).expect("a leaf");
            assert_eq!(path.len(), depth as usize);
            let root = tree.root();
            assert!(verify(&c, &root, i as u64, &leaves[i], &path).unwrap());
            // Another leaf, a tampered sibling, another index: refused.
            let other = leaves[i ^ 1];
            assert!(!verify(&c, &root, i as u64, &other, &path).unwrap());
            let mut bad = path.clone();
            bad[depth as usize - 1][3] += F::ONE;
            assert!(!verify(&c, &root, i as u64, &leaves[i], &bad).unwrap());
            assert!(!verify(&c, &root, (i ^ 1) as u64, &leaves[i], &path).unwrap());
            // An index past the path's depth, a path of the wrong length.
            let n = 1u64 << depth;
            assert_eq!(
                verify(&c, &root, n, &leaves[i], &path),
                Err(Error::IndexOutOfRange { index: n, len: n })
            );
            assert!(!verify(&c, &root, 0, &leaves[0], &path[1..]).unwrap_or(false));
        }
        assert_eq!(
            tree.path(1 << depth).unwrap_err(),
            Error::IndexOutOfRange {
                index: 1 << depth,
                len: 1 << depth
            }
        );
    }
    for n in [0, 1, 3, 5, 12] {
        assert!(matches!(
            BinaryTree::new(&c, &leaves(n, 1)),
            Err(Error::InvalidTree(_))
        ));
    }
    let long = vec![leaves(1, 2)[0]; 64];
    assert!(matches!(
        verify(&c, &long[0], 0, &long[0], &long),
        Err(Error::IndexOutOfRange { .. })
    ));
}

#[test]
fn miden_rpo_tree() {
    check(MidenRpo::new(), Rpo256::merge);
}

#[test]
fn miden_poseidon2_tree() {
    check(
        MidenPoseidon2::new(),
        zkhashes::instances::miden::Poseidon2Hasher::merge,
    );
}

#[test]
fn winterfell_tree() {
    check(WinterfellRp64_256, winterfell::merge);
}

/// Known answers of miden-crypto 0.21's own `MerkleTree` (RPO `merge`, the
/// last release before Poseidon2): test-vectors/merkle-miden-rpo.json,
/// roots and `get_path`s for 2 to 128 leaves, through the typed tree and
/// the by-name scheme `miden-rpo`.
#[test]
fn miden_rpo_known_answers() {
    use zkhashes::merkle::named::NamedTree;
    use zkhashes::PrimeField;
    let v: serde_json::Value =
        serde_json::from_str(include_str!("../../../test-vectors/merkle-miden-rpo.json")).unwrap();
    assert!(v["source"]
        .as_str()
        .unwrap()
        .contains("miden-crypto 0.21.0"));
    let digest = |d: &serde_json::Value| -> Digest {
        let x: Vec<F> = common::values(d);
        core::array::from_fn(|i| x[i])
    };
    let cases = v["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 7);
    let mut paths = 0;
    for case in cases {
        let leaves: Vec<Digest> = case["leaves"]
            .as_array()
            .unwrap()
            .iter()
            .map(digest)
            .collect();
        let tree = BinaryTree::new(MidenRpo::new(), &leaves).unwrap();
        assert_eq!(
            tree.root(),
            digest(&case["root"]),
            "{} leaves",
            leaves.len()
        );
        let flat: Vec<[u64; 4]> = leaves.iter().flatten().map(PrimeField::to_u256).collect();
        let named = NamedTree::new("miden-rpo", None, &flat, 4, 0).unwrap();
        assert_eq!(
            named.cap()[0],
            digest(&case["root"]).map(|x| x.to_u256()).to_vec()
        );
        for p in case["paths"].as_array().unwrap() {
            let i = p["index"].as_u64().unwrap();
            let want: Vec<Digest> = p["path"].as_array().unwrap().iter().map(digest).collect();
            assert_eq!(
                tree.path(i).unwrap(),
                want,
                "{} leaves, leaf {i}",
                leaves.len()
            );
            paths += 1;
        }
    }
    assert!(paths > 30);
}

/// Batch proofs (winterfell's layout; compared with winter-crypto in
/// zkhashes-crosscheck): every subset of a small tree verifies, and a
/// proof that does not fit its indexes is a typed error, never a panic.
#[test]
fn batch_proofs_verify_and_malformed_ones_are_errors() {
    use zkhashes::merkle::{batch_root, verify_batch, BatchProof};
    let c = WinterfellRp64_256;
    let tree = BinaryTree::new(c, &leaves(8, 99)).unwrap();
    for mask in 1u32..256 {
        let idx: Vec<u64> = (0..8).filter(|i| mask >> i & 1 == 1).collect();
        let (ls, proof) = tree.prove_batch(&idx).unwrap();
        assert_eq!(verify_batch(&c, &tree.root(), &idx, &ls, &proof), Ok(true));
    }
    let (ls, proof) = tree.prove_batch(&[1, 6]).unwrap();
    let root = |p: &BatchProof<Digest>, idx: &[u64], ls: &[Digest]| batch_root(&c, p, idx, ls);
    assert!(matches!(
        root(&proof, &[1], &ls[..1]),
        Err(Error::InvalidTree(_))
    ));
    assert!(matches!(
        root(&proof, &[1, 6], &ls[..1]),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        root(&proof, &[1, 8], &ls),
        Err(Error::IndexOutOfRange { .. })
    ));
    assert!(matches!(
        root(&proof, &[1, 1], &ls),
        Err(Error::InvalidTree(_))
    ));
    assert!(matches!(root(&proof, &[], &[]), Err(Error::InvalidTree(_))));
    let mut short = proof.clone();
    short.nodes[1].clear();
    assert!(matches!(
        root(&short, &[1, 6], &ls),
        Err(Error::InvalidTree(_))
    ));
    let mut fewer = proof.clone();
    fewer.nodes.pop();
    assert!(matches!(
        root(&fewer, &[1, 6], &ls),
        Err(Error::InvalidTree(_))
    ));
    for depth in [0, 64, 200] {
        let odd = BatchProof {
            nodes: proof.nodes.clone(),
            depth,
        };
        assert!(matches!(
            root(&odd, &[1, 6], &ls),
            Err(Error::InvalidTree(_))
        ));
    }
    // A proof for another depth computes another root, or does not fit.
    let deeper = BatchProof {
        nodes: proof.nodes.clone(),
        depth: 4,
    };
    assert_ne!(root(&deeper, &[1, 6], &ls).ok(), Some(tree.root()));
    let one = BinaryTree::build(c, &leaves(1, 5)).unwrap();
    assert!(matches!(one.prove_batch(&[0]), Err(Error::InvalidTree(_))));
}

/// Large trees (built as subtrees on every thread with the `parallel`
/// feature) have every node equal to the same tree built on one thread,
/// and the root of the recursive definition; for several thread counts.
#[cfg(feature = "parallel")]
#[test]
fn subtrees_on_threads_equal_one_thread() {
    let leaves = leaves(1 << 14, 7);
    let on = |threads: usize| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(|| BinaryTree::new(MidenPoseidon2::new(), &leaves).unwrap())
    };
    let one = on(1);
    assert_eq!(
        one.root(),
        root_of(zkhashes::instances::miden::Poseidon2Hasher::merge, &leaves)
    );
    for threads in [2, 3, 5] {
        assert_eq!(on(threads).nodes(), one.nodes(), "{threads} threads");
    }
}
