//! A Plonky3 uni-stark proof (the Fibonacci AIR of p3-uni-stark's own tests) with the adapter's
//! permutation in every hash of its config — the Merkle commitments of FRI, the challenger and
//! the proof-of-work grinding — proves and verifies, and is byte for byte the proof Plonky3's
//! own permutation gives (BabyBear with width 16, Goldilocks with width 8).
//!
//! Each proof runs on a one-thread rayon pool: where a workspace build turns on
//! `p3-maybe-rayon/parallel` (the benchmarks do), the challenger's proof-of-work grinding is a
//! `find_map_any` whose witness depends on which thread finds one first, so two proofs with the
//! same hash may differ in their witness and everything after it. On one thread the search is
//! in order and the witness is the first valid one, as in p3's serial build.

use p3_air::{Air, AirBuilder, BaseAir, WindowAccess};
use p3_challenger::DuplexChallenger;
use p3_commit::ExtensionMmcs;
use p3_dft::Radix2DitParallel;
use p3_field::extension::BinomialExtensionField;
use p3_field::{Field, PrimeCharacteristicRing, PrimeField64, TwoAdicField};
use p3_fri::{FriParameters, TwoAdicFriPcs};
use p3_matrix::dense::RowMajorMatrix;
use p3_merkle_tree::MerkleTreeMmcs;
use p3_symmetric::{CryptographicPermutation, PaddingFreeSponge, TruncatedPermutation};
use p3_uni_stark::{prove, verify, StarkConfig};

/// Two columns (a, b) → (b, a + b); public values: the first row and the last b.
struct FibonacciAir;

impl<F> BaseAir<F> for FibonacciAir {
    fn width(&self) -> usize {
        2
    }
    fn num_public_values(&self) -> usize {
        3
    }
    fn max_constraint_degree(&self) -> Option<usize> {
        Some(2)
    }
}

impl<AB: AirBuilder> Air<AB> for FibonacciAir {
    fn eval(&self, builder: &mut AB) {
        let main = builder.main();
        let pis = builder.public_values();
        let (a, b, x) = (pis[0], pis[1], pis[2]);
        let (local, next) = (main.current_slice(), main.next_slice());
        let (l0, l1, n0, n1) = (local[0], local[1], next[0], next[1]);
        let mut first = builder.when_first_row();
        first.assert_eq(l0, a);
        first.assert_eq(l1, b);
        let mut transition = builder.when_transition();
        transition.assert_eq(l1, n0);
        transition.assert_eq(l0 + l1, n1);
        builder.when_last_row().assert_eq(l1, x);
    }
}

fn trace<F: PrimeField64>(n: usize) -> RowMajorMatrix<F> {
    let (mut l, mut r) = (F::ZERO, F::ONE);
    let mut values = Vec::with_capacity(2 * n);
    for _ in 0..n {
        values.extend([l, r]);
        (l, r) = (r, l + r);
    }
    RowMajorMatrix::new(values, 2)
}

macro_rules! stark {
    ($name:ident, $field:ty, $ext:literal, $w:literal, $r:literal, $ours:expr, $theirs:expr) => {
        #[test]
        fn $name() {
            type F = $field;
            type Ext = BinomialExtensionField<F, $ext>;
            /// The whole config for one permutation type, as Plonky3's examples build it.
            fn proof_bytes<P>(perm: P) -> Vec<u8>
            where
                P: CryptographicPermutation<[F; $w]>
                    + CryptographicPermutation<[<F as Field>::Packing; $w]>,
            {
                type Pk = <F as Field>::Packing;
                let hash = PaddingFreeSponge::<P, $w, $r, $r>::new(perm.clone());
                let compress = TruncatedPermutation::<P, 2, $r, $w>::new(perm.clone());
                let val_mmcs = MerkleTreeMmcs::<Pk, Pk, _, _, 2, $r>::new(hash, compress, 0);
                let fri = FriParameters {
                    log_blowup: 2,
                    log_final_poly_len: 0,
                    max_log_arity: 1,
                    num_queries: 28,
                    batch_proof_of_work_bits: 0,
                    commit_proof_of_work_bits: 0,
                    // Grinding runs the packed permutation, its check the scalar one.
                    query_proof_of_work_bits: 8,
                    mmcs: ExtensionMmcs::<F, Ext, _>::new(val_mmcs.clone()),
                };
                let pcs = TwoAdicFriPcs::new(Radix2DitParallel::<F>::default(), val_mmcs, fri);
                let challenger = DuplexChallenger::<F, P, $w, $r>::new(perm);
                let config = StarkConfig::<_, Ext, _>::new(pcs, challenger);
                let n = 1 << 10;
                let t = trace::<F>(n);
                let pis = vec![F::ZERO, F::ONE, t.values[2 * n - 1]];
                let proof = prove(&config, &FibonacciAir, t, &pis).expect("proves");
                verify(&config, &FibonacciAir, &proof, &pis).expect("verifies");
                let wrong = vec![F::ZERO, F::ONE, pis[2] + F::ONE];
                assert!(
                    verify(&config, &FibonacciAir, &proof, &wrong).is_err(),
                    "a wrong claim is refused"
                );
                serde_json::to_vec(&proof).expect("serializable")
            }
            assert!(<F as TwoAdicField>::TWO_ADICITY >= 12);
            let one_thread = rayon::ThreadPoolBuilder::new()
                .num_threads(1)
                .build()
                .expect("a one-thread pool");
            assert_eq!(
                one_thread.install(|| proof_bytes($ours)),
                one_thread.install(|| proof_bytes($theirs)),
                "the same proof, byte for byte"
            );
        }
    };
}

stark!(
    babybear_fibonacci,
    p3_baby_bear::BabyBear,
    4,
    16,
    8,
    zkhashes_p3::default_babybear_poseidon2_16(),
    p3_baby_bear::default_babybear_poseidon2_16()
);
stark!(
    goldilocks_fibonacci,
    p3_goldilocks::Goldilocks,
    2,
    8,
    4,
    zkhashes_p3::default_goldilocks_poseidon2_8(),
    p3_goldilocks::default_goldilocks_poseidon2_8()
);
