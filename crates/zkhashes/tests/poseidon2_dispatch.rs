//! `Poseidon2::permute_mut` runs a build chosen at run time (the AVX2
//! build of the generic engine on x86-64 CPUs that have it, the Goldilocks
//! kernel for Goldilocks); `permute_generic_mut` is the baseline build.
//! They agree on every instance of the 31-bit fields and BN254, on random
//! states and on extreme ones.

use proptest::prelude::*;
use zkhashes::instances::{poseidon2_horizen as hl, poseidon2_plonky3 as p3};
use zkhashes::permutation::poseidon2::{InternalMatrix, Poseidon2};
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Bn254Fr, KoalaBear, Mersenne31, PrimeField};

fn check<F: PrimeField, const T: usize, M: InternalMatrix<F, T>>(
    p: &Poseidon2<F, T, M>,
    words: &[u64],
) {
    let state: [F; T] = core::array::from_fn(|i| {
        F::from_u256_reduced(&[words[i % words.len()], words[(i + 1) % words.len()], 0, 0])
    });
    let mut want = state;
    p.permute_generic_mut(&mut want);
    assert_eq!(p.permute(state), want, "width {T}");
}

fn all(words: &[u64]) {
    check(p3::babybear_w16(), words);
    check(p3::babybear_w24(), words);
    check(p3::koalabear_w16(), words);
    check(p3::koalabear_w24(), words);
    check(p3::mersenne31_w16(), words);
    check(p3::mersenne31_w24(), words);
    check(p3::babybear_w32(), words);
    check(p3::koalabear_w32(), words);
    check(p3::mersenne31_w32(), words);
    check(hl::babybear_t16(), words);
    check(hl::babybear_t24(), words);
    check(hl::bn254_t3(), words);
}

#[test]
fn extreme_states() {
    for words in [&[0u64][..], &[u64::MAX], &[1, 0], &[u64::MAX, 0, 1]] {
        all(words);
    }
    // Every cell p − 1 in each field.
    let minus_one = |p: u64| vec![p - 1];
    check(p3::babybear_w16(), &minus_one(BabyBear::MODULUS[0]));
    check(p3::koalabear_w24(), &minus_one(KoalaBear::MODULUS[0]));
    check(p3::mersenne31_w16(), &minus_one(Mersenne31::MODULUS[0]));
    check(p3::babybear_w32(), &minus_one(BabyBear::MODULUS[0]));
    check(p3::koalabear_w32(), &minus_one(KoalaBear::MODULUS[0]));
    check(p3::mersenne31_w32(), &minus_one(Mersenne31::MODULUS[0]));
    let top: [Bn254Fr; 3] = [-Bn254Fr::from_u256_reduced(&[1, 0, 0, 0]); 3];
    let mut want = top;
    hl::bn254_t3().permute_generic_mut(&mut want);
    assert_eq!(hl::bn254_t3().permute(top), want);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn random_states(words in prop::collection::vec(any::<u64>(), 24)) {
        all(&words);
    }
}
