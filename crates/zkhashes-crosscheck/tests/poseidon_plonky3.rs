//! Differential tests against Plonky3's Poseidon1 (p3-koala-bear and
//! p3-baby-bear 0.8.0: `default_koalabear_poseidon1_16/_24`,
//! `default_babybear_poseidon1_16/_24`; the same constants and answers in
//! 0.9.0-rc.2): 1,000 random states per instance (edges 0, 1, p − 1 mixed
//! in), one at a time and through `permute_many`.

use p3_field::PrimeField32;
use p3_symmetric::Permutation as _;
use rand::{Rng, SeedableRng};
use zkhashes::instances::poseidon_plonky3 as ours;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, KoalaBear, PrimeField};

const STATES: usize = 1000;

/// [`crate::poseidon2_plonky3::random`] as 32-bit words.
fn random(rng: &mut impl Rng, p: u32, n: usize) -> Vec<u32> {
    let v = crate::poseidon2_plonky3::random(rng, u64::from(p), n);
    v.into_iter().map(|x| x as u32).collect()
}

macro_rules! differential {
    ($name:ident, $ours:expr, $F:ty, $theirs:expr, $F3:ty, $p:expr, $t:literal, $seed:literal) => {
        #[test]
        fn $name() {
            let mine = $ours;
            let theirs = $theirs;
            let mut rng = rand::rngs::StdRng::seed_from_u64($seed);
            let p: u32 = $p;
            let mut batch = Vec::new();
            let mut want = Vec::new();
            for i in 0..STATES {
                let v = match i {
                    0 => vec![0; $t],
                    1 => vec![p - 1; $t],
                    _ => random(&mut rng, p, $t),
                };
                let x: [$F; $t] =
                    core::array::from_fn(|k| <$F>::from_u256(&[u64::from(v[k]), 0, 0, 0]).unwrap());
                let y: [$F3; $t] = core::array::from_fn(|k| <$F3>::new(v[k]));
                let theirs_out: Vec<u64> = theirs
                    .permute(y)
                    .iter()
                    .map(|e| u64::from(e.as_canonical_u32()))
                    .collect();
                let mine_out = mine.permute(x);
                let got: Vec<u64> = mine_out.iter().map(|e| e.to_u256()[0]).collect();
                assert_eq!(got, theirs_out, "state {i}: {v:?}");
                batch.push(x);
                want.push(mine_out);
            }
            mine.permute_many(&mut batch);
            assert_eq!(batch, want, "permute_many");
        }
    };
}

differential!(
    koalabear_w16,
    ours::koalabear_w16(),
    KoalaBear,
    p3_koala_bear::default_koalabear_poseidon1_16(),
    p3_koala_bear::KoalaBear,
    0x7f00_0001,
    16,
    0x01
);
differential!(
    koalabear_w24,
    ours::koalabear_w24(),
    KoalaBear,
    p3_koala_bear::default_koalabear_poseidon1_24(),
    p3_koala_bear::KoalaBear,
    0x7f00_0001,
    24,
    0x02
);
differential!(
    babybear_w16,
    ours::babybear_w16(),
    BabyBear,
    p3_baby_bear::default_babybear_poseidon1_16(),
    p3_baby_bear::BabyBear,
    0x7800_0001,
    16,
    0x03
);
differential!(
    babybear_w24,
    ours::babybear_w24(),
    BabyBear,
    p3_baby_bear::default_babybear_poseidon1_24(),
    p3_baby_bear::BabyBear,
    0x7800_0001,
    24,
    0x04
);
