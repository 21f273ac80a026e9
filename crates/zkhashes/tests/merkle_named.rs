//! The Merkle schemes by name (`merkle::named`, what the CLI, Python, JS
//! and C run on): the same roots as the typed trees, every proof verified,
//! tampered proofs rejected, bad input as typed errors.

use zkhashes::encode::U256;
use zkhashes::merkle::named::{self, NamedTree, SCHEMES};
use zkhashes::merkle::{mmcs, plonky2 as p2, schemes, BinaryTree};
use zkhashes::{BabyBear, Error, Goldilocks, PrimeField};

fn u(v: u64) -> U256 {
    [v, 0, 0, 0]
}

fn rows(n: usize, width: usize) -> Vec<U256> {
    (0..n * width).map(|i| u(i as u64 * 7919 + 3)).collect()
}

fn gl(v: &[U256]) -> Vec<Goldilocks> {
    v.iter()
        .map(|x| Goldilocks::from_u256(x).unwrap())
        .collect()
}

fn show<F: PrimeField>(d: &[F]) -> Vec<U256> {
    d.iter().map(PrimeField::to_u256).collect()
}

/// A scheme, its field, the leaf width, the leaf counts and the cap height tried.
type Case = (&'static str, Option<&'static str>, usize, Vec<usize>, u32);

fn cases() -> Vec<Case> {
    vec![
        (
            "plonky3-mmcs",
            Some("babybear"),
            9,
            vec![1, 2, 3, 5, 16, 33],
            1,
        ),
        ("plonky3-mmcs", Some("koalabear"), 16, vec![1, 4, 7], 0),
        ("plonky3-mmcs", Some("mersenne31"), 3, vec![2, 13], 1),
        ("plonky3-mmcs", Some("goldilocks"), 5, vec![1, 6, 64], 2),
        ("plonky2", None, 7, vec![1, 2, 16], 1),
        ("plonky2", Some("goldilocks"), 3, vec![8], 0),
        ("miden-rpo", None, 4, vec![2, 8], 1),
        ("miden-poseidon2", None, 4, vec![2, 32], 2),
        ("winterfell-rp64-256", None, 4, vec![4, 16], 0),
        ("lean-imt", None, 1, vec![1, 2, 3, 5, 17], 0),
        ("stwo-blake2s-m31", None, 3, vec![2, 4, 16], 0),
        ("stwo-blake2s-m31", Some("mersenne31"), 1, vec![8], 0),
    ]
}

#[test]
fn every_proof_verifies_and_tampering_fails() {
    for (name, field, width, counts, cap) in cases() {
        for n in counts {
            let cap = cap.min(n.next_power_of_two().ilog2());
            let tree = NamedTree::new(name, field, &rows(n, width), width, cap)
                .unwrap_or_else(|e| panic!("{name} {n}: {e:?}"));
            assert_eq!(tree.len(), n as u64);
            for i in 0..n as u64 {
                let proof = tree.proof(i).unwrap();
                assert_eq!(tree.verify(&proof), Ok(true), "{name} {n} leaf {i}");
                let mut bad = proof.clone();
                bad.leaf[0][0] ^= 1;
                assert_eq!(tree.verify(&bad), Ok(false), "{name} {n} leaf {i} tampered");
                if let Some(s) = proof.siblings.first() {
                    let mut bad = proof.clone();
                    bad.siblings[0][0] = [s[0][0] ^ 1, 0, 0, 0];
                    assert_eq!(tree.verify(&bad), Ok(false), "{name} sibling tampered");
                    if name != "lean-imt" {
                        let mut short = proof.clone();
                        short.siblings.pop();
                        assert!(matches!(
                            tree.verify(&short),
                            Err(Error::WrongLength { .. })
                        ));
                    }
                }
            }
            assert!(matches!(
                tree.proof(n as u64),
                Err(Error::IndexOutOfRange { .. })
            ));
        }
    }
}

#[test]
fn roots_equal_the_typed_trees() {
    let leaves = rows(16, 4);
    let words: Vec<[Goldilocks; 4]> = gl(&leaves)
        .chunks(4)
        .map(|c| [c[0], c[1], c[2], c[3]])
        .collect();
    let cap = |name| NamedTree::new(name, None, &leaves, 4, 0).unwrap().cap();
    let rpo = BinaryTree::new(schemes::MidenRpo::new(), &words).unwrap();
    assert_eq!(cap("miden-rpo"), vec![show(&rpo.root())]);
    let p2 = BinaryTree::new(schemes::MidenPoseidon2::new(), &words).unwrap();
    assert_eq!(cap("miden-poseidon2"), vec![show(&p2.root())]);
    let wf = BinaryTree::new(schemes::WinterfellRp64_256, &words).unwrap();
    assert_eq!(cap("winterfell-rp64-256"), vec![show(&wf.root())]);
    let pl = p2::MerkleTree::new(&gl(&leaves), 4, 1).unwrap();
    let got = NamedTree::new("plonky2", None, &leaves, 4, 1)
        .unwrap()
        .cap();
    assert_eq!(got, pl.cap().iter().map(|d| show(d)).collect::<Vec<_>>());
    let bb: Vec<BabyBear> = leaves
        .iter()
        .map(|x| BabyBear::from_u256(x).unwrap())
        .collect();
    let t = mmcs::babybear(1)
        .commit(vec![mmcs::Matrix::new(bb, 4).unwrap()])
        .unwrap();
    let got = NamedTree::new("plonky3-mmcs", Some("babybear"), &leaves, 4, 1)
        .unwrap()
        .cap();
    assert_eq!(got, t.cap().iter().map(|d| show(d)).collect::<Vec<_>>());
}

#[test]
fn bad_input_is_a_typed_error() {
    let new =
        |name, field, leaves: &[U256], width, cap| NamedTree::new(name, field, leaves, width, cap);
    assert!(matches!(
        new("nope", None, &rows(2, 4), 4, 0),
        Err(Error::UnknownName(_))
    ));
    assert!(matches!(
        new("plonky3-mmcs", None, &rows(2, 4), 4, 0),
        Err(Error::InvalidOption(_))
    ));
    assert!(matches!(
        new("plonky2", Some("babybear"), &rows(2, 4), 4, 0),
        Err(Error::UnknownField(_))
    ));
    // A leaf ≥ p, counted over the leaves' elements.
    let mut big = rows(4, 4);
    big[5] = u(u64::MAX);
    for name in [
        "plonky2",
        "miden-rpo",
        "miden-poseidon2",
        "winterfell-rp64-256",
    ] {
        assert_eq!(
            new(name, None, &big, 4, 0).unwrap_err(),
            Error::NonCanonical { index: 5 }
        );
    }
    let mut bb = rows(4, 4);
    bb[2] = u(BabyBear::P as u64);
    assert_eq!(
        new("plonky3-mmcs", Some("babybear"), &bb, 4, 0).unwrap_err(),
        Error::NonCanonical { index: 2 }
    );
    let mut bn = rows(3, 1);
    bn[1] = [u64::MAX; 4];
    assert!(matches!(
        new("lean-imt", None, &bn, 1, 0),
        Err(Error::NonCanonical { index: 1 })
    ));
    // Widths, counts, cap heights.
    assert!(matches!(
        new("miden-rpo", None, &rows(2, 3), 3, 0),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        new("lean-imt", None, &rows(2, 2), 2, 0),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        new("plonky2", None, &rows(3, 2)[..5], 2, 0),
        Err(Error::InvalidTree(_))
    ));
    assert!(matches!(
        new("plonky2", None, &[], 2, 0),
        Err(Error::InvalidTree(_))
    ));
    assert!(matches!(
        new("plonky2", None, &rows(2, 2), 0, 0),
        Err(Error::InvalidTree(_))
    ));
    for name in ["plonky2", "miden-rpo", "winterfell-rp64-256"] {
        assert!(
            matches!(
                new(name, None, &rows(3, 4), 4, 0),
                Err(Error::InvalidTree(_))
            ),
            "{name}"
        );
        assert!(
            matches!(
                new(name, None, &rows(4, 4), 4, 3),
                Err(Error::InvalidTree(_))
            ),
            "{name}"
        );
    }
    assert!(matches!(
        new("miden-rpo", None, &rows(1, 4), 4, 0),
        Err(Error::InvalidTree(_))
    ));
    assert!(matches!(
        new("plonky3-mmcs", Some("goldilocks"), &rows(5, 2), 2, 4),
        Err(Error::InvalidTree(_))
    ));
    assert!(matches!(
        new("lean-imt", None, &rows(5, 1), 1, 1),
        Err(Error::InvalidOption(_))
    ));
    // Verification of malformed proofs.
    let tree = new("miden-rpo", None, &rows(8, 4), 4, 0).unwrap();
    let proof = tree.proof(3).unwrap();
    let cap = tree.cap();
    let v = |leaves, cap_height, cap: &[Vec<U256>], p: &named::Proof| {
        named::verify("miden-rpo", None, leaves, 4, cap_height, cap, p)
    };
    assert_eq!(v(8, 0, &cap, &proof), Ok(true));
    assert!(matches!(
        v(16, 0, &cap, &proof),
        Err(Error::WrongLength { .. })
    ));
    assert!(matches!(v(6, 0, &cap, &proof), Err(Error::InvalidTree(_))));
    assert!(matches!(
        v(8, 1, &cap, &proof),
        Err(Error::WrongLength { .. })
    ));
    let mut far = proof.clone();
    far.index = 8;
    assert!(matches!(
        v(8, 0, &cap, &far),
        Err(Error::IndexOutOfRange { .. })
    ));
    let mut wide = proof.clone();
    wide.leaf.push(u(0));
    assert!(matches!(
        v(8, 0, &cap, &wide),
        Err(Error::WrongArity { .. })
    ));
    // Absurd tree sizes are errors, not overflows.
    let mmcs = NamedTree::new("plonky3-mmcs", Some("goldilocks"), &rows(4, 2), 2, 0).unwrap();
    let p = mmcs.proof(1).unwrap();
    for size in [u64::MAX, 1 << 63, (1 << 62) + 1] {
        let r = named::verify(
            "plonky3-mmcs",
            Some("goldilocks"),
            size,
            2,
            0,
            &mmcs.cap(),
            &p,
        );
        assert!(matches!(r, Err(Error::InvalidTree(_))), "{size}: {r:?}");
    }
    for (name, w) in [("plonky2", 1), ("miden-rpo", 4)] {
        let t = NamedTree::new(name, None, &rows(4, w), w, 0).unwrap();
        let p = t.proof(1).unwrap();
        for size in [u64::MAX, 1 << 63, 0] {
            let r = named::verify(name, None, size, w, 0, &t.cap(), &p);
            assert!(r.is_err(), "{name} {size}: {r:?}");
        }
    }
    let mut high = proof.clone();
    high.siblings[1][2] = u(u64::MAX);
    assert!(matches!(
        v(8, 0, &cap, &high),
        Err(Error::NonCanonical { .. })
    ));
}

#[test]
fn every_scheme_is_listed_with_its_fields() {
    let names: Vec<&str> = SCHEMES.iter().map(|s| s.name).collect();
    assert_eq!(
        names,
        [
            "plonky3-mmcs",
            "plonky2",
            "miden-rpo",
            "miden-poseidon2",
            "winterfell-rp64-256",
            "lean-imt",
            "stwo-blake2s-m31"
        ]
    );
    for s in SCHEMES {
        for f in s.fields {
            assert_eq!(named::find(s.name, Some(f)).unwrap().1, *f);
        }
    }
}

#[test]
fn stwo_root_is_the_lifted_tree_of_the_columns() {
    use zkhashes::instances::stwo::Blake2sM31;
    use zkhashes::merkle::stwo::LiftedTree;
    let (n, width) = (16usize, 3usize);
    let leaves: Vec<U256> = (0..n * width)
        .map(|i| u((i as u64 * 0x9e37_79b9) % ((1 << 31) - 1)))
        .collect();
    let columns: Vec<Vec<u32>> = (0..width)
        .map(|c| (0..n).map(|r| leaves[r * width + c][0] as u32).collect())
        .collect();
    let refs: Vec<&[u32]> = columns.iter().map(Vec::as_slice).collect();
    let lifted = LiftedTree::<Blake2sM31>::commit(&refs, 4).unwrap();
    let root: Vec<U256> = lifted
        .root()
        .chunks(4)
        .map(|w| u(u64::from(u32::from_le_bytes([w[0], w[1], w[2], w[3]]))))
        .collect();
    let tree = NamedTree::new("stwo-blake2s-m31", None, &leaves, width, 0).unwrap();
    assert_eq!(tree.cap(), vec![root]);
    // A proof's siblings are stwo's hash witness for that one query.
    let d = lifted.decommit(&[5], &refs).unwrap();
    let proof = tree.proof(5).unwrap();
    assert_eq!(proof.siblings.len(), d.hash_witness.len());
    for (s, w) in proof.siblings.iter().zip(&d.hash_witness) {
        let want: Vec<U256> = w
            .chunks(4)
            .map(|x| u(u64::from(u32::from_le_bytes([x[0], x[1], x[2], x[3]]))))
            .collect();
        assert_eq!(s, &want);
    }
}

#[test]
fn stwo_bad_input_is_a_typed_error() {
    let new =
        |leaves: &[U256], width, cap| NamedTree::new("stwo-blake2s-m31", None, leaves, width, cap);
    for n in [1, 3, 6] {
        assert!(
            matches!(new(&rows(n, 2), 2, 0), Err(Error::InvalidTree(_))),
            "{n} rows"
        );
    }
    assert!(matches!(
        new(&rows(4, 2), 2, 1),
        Err(Error::InvalidOption(_))
    ));
    let mut big = rows(4, 2);
    big[3] = u((1 << 31) - 1);
    assert_eq!(
        new(&big, 2, 0).unwrap_err(),
        Error::NonCanonical { index: 3 }
    );
    assert!(matches!(
        NamedTree::new("stwo-blake2s-m31", Some("babybear"), &rows(4, 2), 2, 0),
        Err(Error::UnknownField(_))
    ));
    let tree = new(&rows(8, 2), 2, 0).unwrap();
    let proof = tree.proof(6).unwrap();
    let cap = tree.cap();
    let v = |leaves, cap_height, cap: &[Vec<U256>], p: &named::Proof| {
        named::verify("stwo-blake2s-m31", None, leaves, 2, cap_height, cap, p)
    };
    assert_eq!(v(8, 0, &cap, &proof), Ok(true));
    assert!(matches!(
        v(16, 0, &cap, &proof),
        Err(Error::WrongLength { .. })
    ));
    assert!(matches!(v(6, 0, &cap, &proof), Err(Error::InvalidTree(_))));
    assert!(matches!(
        v(8, 1, &cap, &proof),
        Err(Error::InvalidOption(_))
    ));
    let mut two = cap.clone();
    two.push(cap[0].clone());
    assert!(matches!(
        v(8, 0, &two, &proof),
        Err(Error::WrongArity { .. })
    ));
    let mut far = proof.clone();
    far.index = 8;
    assert!(matches!(
        v(8, 0, &cap, &far),
        Err(Error::IndexOutOfRange { .. })
    ));
    let mut short = proof.clone();
    short.siblings[1].pop();
    assert!(matches!(
        v(8, 0, &cap, &short),
        Err(Error::WrongArity { .. })
    ));
    let mut high = proof.clone();
    high.siblings[0][2] = u((1 << 31) - 1);
    assert!(matches!(
        v(8, 0, &cap, &high),
        Err(Error::NonCanonical { .. })
    ));
    let mut moved = proof.clone();
    moved.index = 7;
    assert_eq!(v(8, 0, &cap, &moved), Ok(false));
}
