//! RISC Zero's Poseidon2 against risc0-zkp 3.0.5 (`core::hash::poseidon2`):
//! its tables against ours (HorizenLabs' BabyBear t = 24), the permutation
//! (`poseidon2_mix`) on random and edge states, `unpadded_hash` on random
//! inputs of every length 0..=70, the hash suite's `hash_pair` and
//! `hash_elem_slice` through `Digest` words.

use rand::{Rng, SeedableRng};
use risc0_zkp::core::digest::Digest;
use risc0_zkp::core::hash::poseidon2::{
    self as r0, Poseidon2HashSuite, M_INT_DIAG_HZN, ROUNDS_HALF_FULL, ROUNDS_PARTIAL,
    ROUND_CONSTANTS,
};
use risc0_zkp::field::baby_bear::BabyBearElem;
use zkhashes::constants::poseidon2_horizen as tables;
use zkhashes::instances::risc0;
use zkhashes::permutation::Permutation;
use zkhashes::BabyBear;

fn ours(x: &BabyBearElem) -> BabyBear {
    BabyBear::new(x.as_u32()).unwrap()
}

fn theirs(x: &BabyBear) -> BabyBearElem {
    BabyBearElem::new(x.value())
}

fn element(rng: &mut impl Rng, i: usize) -> BabyBear {
    match i % 17 {
        0 => BabyBear::new(BabyBear::P - 1).unwrap(),
        1 => BabyBear::new(0).unwrap(),
        _ => BabyBear::new(rng.gen_range(0..BabyBear::P)).unwrap(),
    }
}

#[test]
fn risc0_tables_are_horizens() {
    assert_eq!((ROUNDS_HALF_FULL, ROUNDS_PARTIAL), (4, 21));
    let mut want: Vec<u32> = Vec::new();
    // risc0 keeps one row of 24 per round, the partial rounds' constant in cell 0.
    for row in &tables::BABYBEAR_T24_INITIAL {
        want.extend(row);
    }
    for c in &tables::BABYBEAR_T24_INTERNAL {
        want.push(*c);
        want.extend([0; 23]);
    }
    for row in &tables::BABYBEAR_T24_TERMINAL {
        want.extend(row);
    }
    let got: Vec<u32> = ROUND_CONSTANTS.iter().map(|x| x.as_u32()).collect();
    assert_eq!(got, want);
    let diag: Vec<u32> = M_INT_DIAG_HZN.iter().map(|x| x.as_u32()).collect();
    assert_eq!(diag, tables::BABYBEAR_T24_DIAG.to_vec());
}

#[test]
fn permutation_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x2150);
    let p = risc0::permutation();
    for k in 0..300 {
        let state: [BabyBear; 24] = core::array::from_fn(|i| element(&mut rng, k * 24 + i));
        let mut cells = state.map(|x| theirs(&x));
        r0::poseidon2_mix(&mut cells);
        assert_eq!(p.permute(state), cells.map(|x| ours(&x)), "state {k}");
    }
}

#[test]
fn hashes_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x2151);
    let suite = Poseidon2HashSuite::new_suite();
    for n in 0..=70 {
        for r in 0..3 {
            let xs: Vec<BabyBear> = (0..n).map(|i| element(&mut rng, i + r)).collect();
            let elems: Vec<BabyBearElem> = xs.iter().map(theirs).collect();
            let want = r0::unpadded_hash(elems.iter()).map(|x| ours(&x));
            assert_eq!(risc0::hash(&xs), want, "{n} elements");
            let digest = suite.hashfn.hash_elem_slice(&elems);
            assert_eq!(risc0::digest_words(&want), *digest.as_words(), "{n}");
        }
    }
    for k in 0..100 {
        let a: [BabyBear; 8] = core::array::from_fn(|i| element(&mut rng, k + i));
        let b: [BabyBear; 8] = core::array::from_fn(|i| element(&mut rng, k + 8 + i));
        let (da, db) = (
            Digest::from(risc0::digest_words(&a)),
            Digest::from(risc0::digest_words(&b)),
        );
        let want = suite.hashfn.hash_pair(&da, &db);
        let got = risc0::hash_pair(&a, &b);
        assert_eq!(risc0::digest_words(&got), *want.as_words());
        assert_eq!(
            risc0::from_digest_words(want.as_words().try_into().unwrap()).unwrap(),
            got
        );
    }
}
