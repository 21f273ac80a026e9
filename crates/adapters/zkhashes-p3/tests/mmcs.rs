//! Plonky3's own `MerkleTreeMmcs` with the adapter's permutation in its config gives the same
//! commitment and openings as with Plonky3's permutation, and its openings verify (BabyBear,
//! Goldilocks; matrices of several heights and widths, so both the packed and the one-state
//! paths of p3's tree run).

use p3_commit::{BatchOpeningRef, Mmcs};
use p3_field::{Field, PrimeCharacteristicRing, PrimeField64};
use p3_matrix::dense::RowMajorMatrix;
use p3_matrix::Matrix;
use p3_merkle_tree::MerkleTreeMmcs;
use p3_symmetric::{CryptographicPermutation, PaddingFreeSponge, TruncatedPermutation};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn matrices<F: PrimeField64>(seed: u64) -> Vec<RowMajorMatrix<F>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // (log height, width): tallest first and not, widths below, at and past the rate.
    [(9, 135), (9, 3), (7, 16), (4, 1)]
        .iter()
        .map(|&(log_h, w)| {
            let values = (0..(w << log_h))
                .map(|_| F::from_u64(rng.gen_range(0..F::ORDER_U64)))
                .collect();
            RowMajorMatrix::new(values, w)
        })
        .collect()
}

/// Commit, open at several indices and verify with both permutations: equal commitments and
/// openings (compared as their serialized form), and every opening verifies in our tree.
macro_rules! same_tree {
    ($field:ty, $w:literal, $r:literal, $ours:expr, $theirs:expr) => {{
        type F = $field;
        type Pk = <F as Field>::Packing;
        fn tree<P: CryptographicPermutation<[F; $w]> + CryptographicPermutation<[Pk; $w]>>(
            perm: P,
        ) -> MerkleTreeMmcs<
            Pk,
            Pk,
            PaddingFreeSponge<P, $w, $r, $r>,
            TruncatedPermutation<P, 2, $r, $w>,
            2,
            $r,
        > {
            MerkleTreeMmcs::new(
                PaddingFreeSponge::new(perm.clone()),
                TruncatedPermutation::new(perm),
                0,
            )
        }
        let (mine, peer) = (tree($ours), tree($theirs));
        let (c1, data1) = mine.commit(matrices::<F>(7));
        let (c2, data2) = peer.commit(matrices::<F>(7));
        assert_eq!(json(&c1), json(&c2), "commitments");
        let dims: Vec<_> = matrices::<F>(7).iter().map(|m| m.dimensions()).collect();
        for index in [0usize, 1, 200, 511] {
            let o1 = mine.open_batch(index, &data1);
            let o2 = peer.open_batch(index, &data2);
            assert_eq!(o1.opened_values, o2.opened_values, "opened rows at {index}");
            assert_eq!(
                json(&o1.opening_proof),
                json(&o2.opening_proof),
                "proof at {index}"
            );
            let r1 = BatchOpeningRef::new(&o1.opened_values, &o1.opening_proof);
            mine.verify_batch(&c1, &dims, index, r1)
                .expect("ours verifies");
            let r2 = BatchOpeningRef::new(&o2.opened_values, &o2.opening_proof);
            mine.verify_batch(&c1, &dims, index, r2)
                .expect("p3's opening verifies in ours");
        }
        // A changed opened value is refused.
        let mut o = mine.open_batch(3, &data1);
        o.opened_values[1][0] += F::ONE;
        let bad = BatchOpeningRef::new(&o.opened_values, &o.opening_proof);
        assert!(mine.verify_batch(&c1, &dims, 3, bad).is_err());
    }};
}

/// Serialized form, for comparing p3's commitment and proof types (Serialize, not PartialEq).
fn json<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_string(x).expect("serializable")
}

#[test]
fn babybear_mmcs() {
    same_tree!(
        p3_baby_bear::BabyBear,
        16,
        8,
        zkhashes_p3::default_babybear_poseidon2_16(),
        p3_baby_bear::default_babybear_poseidon2_16()
    );
    same_tree!(
        p3_baby_bear::BabyBear,
        24,
        8,
        zkhashes_p3::default_babybear_poseidon2_24(),
        p3_baby_bear::default_babybear_poseidon2_24()
    );
}

#[test]
fn goldilocks_mmcs() {
    same_tree!(
        p3_goldilocks::Goldilocks,
        8,
        4,
        zkhashes_p3::default_goldilocks_poseidon2_8(),
        p3_goldilocks::default_goldilocks_poseidon2_8()
    );
}
