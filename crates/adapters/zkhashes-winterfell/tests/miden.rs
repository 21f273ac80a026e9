//! The Miden hashers as winterfell hashers against miden-crypto 0.28.1 on random inputs: every
//! `Hasher` / `ElementHasher` function of `Rpo256`, `Rpx256` and `MidenPoseidon2` (elements of
//! every length 0..40, base and quadratic-extension elements, bytes of every length 0..120,
//! merges, `merge_many`), and `merge_with_int` against miden-crypto's own permutation in the layout
//! its `merge_with_int` had before 0.28 dropped it. winterfell's `MerkleTree` over these hashers
//! has the root of miden-crypto's `MerkleTree` (Poseidon2) and of a tree merged by miden-crypto's
//! `Rpo256::merge` / `Rpx256::merge`.

// miden-crypto's lazily built Poseidon2 needs a critical-section implementation in the binary.
use critical_section as _;

use miden_crypto::hash::{
    poseidon2::Poseidon2 as PeerP2, rpo::Rpo256 as PeerRpo, rpx::Rpx256 as PeerRpx,
};
use miden_crypto::merkle::MerkleTree as MidenTree;
use miden_crypto::{Felt, Word};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use winter_crypto::{ElementHasher, Hasher, MerkleTree};
use winter_math::fields::f64::BaseElement;
use winter_math::fields::QuadExtension;
use zkhashes_winterfell::{ElementDigest, MidenPoseidon2, Rpo256, Rpx256};

const P: u64 = 0xffff_ffff_0000_0001;

/// Random field values with 0, 1, p − 1 and p − 2 mixed in.
fn value(rng: &mut impl Rng) -> u64 {
    match rng.gen_range(0..8) {
        0 => 0,
        1 => 1,
        2 => P - 1,
        3 => P - 2,
        _ => rng.gen_range(0..P),
    }
}

fn felt(v: u64) -> Felt {
    Felt::new(v).expect("below p")
}

fn base(v: u64) -> BaseElement {
    BaseElement::new(v)
}

fn words_of(d: &ElementDigest) -> [u64; 4] {
    core::array::from_fn(|i| d.as_elements()[i].as_int())
}

fn words_of_word(w: &Word) -> [u64; 4] {
    core::array::from_fn(|i| w.as_elements()[i].as_canonical_u64())
}

fn digest(rng: &mut impl Rng) -> ([u64; 4], ElementDigest, Word) {
    let v: [u64; 4] = core::array::from_fn(|_| value(rng));
    (v, v.map(base).into(), Word::new(v.map(felt)))
}

/// One hasher against its miden-crypto counterpart.
macro_rules! against_miden {
    ($test:ident, $ours:ty, $peer:ty, $seed:literal) => {
        #[test]
        fn $test() {
            let mut rng = ChaCha8Rng::seed_from_u64($seed);
            for n in 0..40 {
                let v: Vec<u64> = (0..n).map(|_| value(&mut rng)).collect();
                let want = words_of_word(&<$peer>::hash_elements(
                    &v.iter().map(|&x| felt(x)).collect::<Vec<_>>(),
                ));
                let ours = <$ours>::hash_elements(&v.iter().map(|&x| base(x)).collect::<Vec<_>>());
                assert_eq!(words_of(&ours), want, "hash_elements, {n} elements");
                // Quadratic-extension elements hash as their base coefficients in order.
                if n % 2 == 0 {
                    let ext: Vec<QuadExtension<BaseElement>> = v
                        .chunks(2)
                        .map(|c| QuadExtension::new(base(c[0]), base(c[1])))
                        .collect();
                    assert_eq!(
                        words_of(&<$ours>::hash_elements(&ext)),
                        want,
                        "extension, {n}"
                    );
                }
            }
            for len in 0..120 {
                let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
                let want = words_of_word(&<$peer>::hash(&bytes));
                assert_eq!(words_of(&<$ours>::hash(&bytes)), want, "hash, {len} bytes");
            }
            for k in 0..12 {
                let (a, da, wa) = digest(&mut rng);
                let (b, db, wb) = digest(&mut rng);
                let want = words_of_word(&<$peer>::merge(&[wa, wb]));
                assert_eq!(
                    words_of(&<$ours>::merge(&[da, db])),
                    want,
                    "merge {a:?} {b:?}"
                );
                let many: Vec<_> = (0..k).map(|_| digest(&mut rng)).collect();
                let want = words_of_word(&<$peer>::merge_many(
                    &many.iter().map(|d| d.2).collect::<Vec<_>>(),
                ));
                let ours = <$ours>::merge_many(&many.iter().map(|d| d.1).collect::<Vec<_>>());
                assert_eq!(words_of(&ours), want, "merge_many of {k}");
            }
            // merge_with_int: values below p, at p and above (the second cell), and u64::MAX.
            let ints = [
                0,
                1,
                42,
                P - 1,
                P,
                P + 1,
                u64::MAX,
                rng.gen(),
                rng.gen_range(0..P),
            ];
            for value in ints {
                let (seed, d, _) = digest(&mut rng);
                let mut state = [felt(0); 12];
                for (cell, &s) in state.iter_mut().zip(&seed) {
                    *cell = felt(s);
                }
                state[4] = felt(value % P);
                if value < P {
                    state[8] = felt(5);
                } else {
                    state[5] = felt(value / P);
                    state[8] = felt(6);
                }
                <$peer>::apply_permutation(&mut state);
                let want: [u64; 4] = core::array::from_fn(|i| state[i].as_canonical_u64());
                assert_eq!(
                    words_of(&<$ours>::merge_with_int(d, value)),
                    want,
                    "int {value}"
                );
            }
        }
    };
}

against_miden!(rpo256_functions_agree, Rpo256, PeerRpo, 0x6d1d_0001);
against_miden!(rpx256_functions_agree, Rpx256, PeerRpx, 0x6d1d_0002);
against_miden!(
    poseidon2_functions_agree,
    MidenPoseidon2,
    PeerP2,
    0x6d1d_0003
);

/// Leaves as both libraries' digests.
fn leaves(rng: &mut impl Rng, n: usize) -> (Vec<ElementDigest>, Vec<Word>) {
    (0..n).map(|_| digest(rng)).map(|(_, d, w)| (d, w)).unzip()
}

/// A plain binary tree's root by `merge`.
fn plain_root(mut level: Vec<Word>, merge: fn(&[Word; 2]) -> Word) -> Word {
    while level.len() > 1 {
        level = level.chunks(2).map(|p| merge(&[p[0], p[1]])).collect();
    }
    level[0]
}

#[test]
fn winterfell_trees_have_miden_roots() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x6d1d_0004);
    for depth in 1..=10 {
        let (ours, theirs) = leaves(&mut rng, 1 << depth);
        let peer = MidenTree::new(theirs.clone()).expect("a power of two");
        let tree = MerkleTree::<MidenPoseidon2>::new(ours.clone()).expect("a tree");
        assert_eq!(
            words_of(tree.root()),
            words_of_word(&peer.root()),
            "Poseidon2, depth {depth}"
        );
        let tree = MerkleTree::<Rpo256>::new(ours.clone()).expect("a tree");
        let want = plain_root(theirs.clone(), PeerRpo::merge);
        assert_eq!(
            words_of(tree.root()),
            words_of_word(&want),
            "RPO, depth {depth}"
        );
        let tree = MerkleTree::<Rpx256>::new(ours).expect("a tree");
        let want = plain_root(theirs, PeerRpx::merge);
        assert_eq!(
            words_of(tree.root()),
            words_of_word(&want),
            "RPX, depth {depth}"
        );
    }
}

#[test]
fn winterfell_openings_verify_with_miden_hashers() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x6d1d_0005);
    let (ours, _) = leaves(&mut rng, 64);
    let tree = MerkleTree::<MidenPoseidon2>::new(ours.clone()).expect("a tree");
    for index in [0, 1, 31, 63] {
        let (leaf, path) = tree.prove(index).expect("an opening");
        assert_eq!(leaf, ours[index]);
        MerkleTree::<MidenPoseidon2>::verify(*tree.root(), index, leaf, &path).expect("verifies");
        let other = ours[(index + 1) % 64];
        assert!(MerkleTree::<MidenPoseidon2>::verify(*tree.root(), index, other, &path).is_err());
    }
}
