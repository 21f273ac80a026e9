//! Differential tests of the HorizenLabs Poseidon2 instances against
//! HorizenLabs' own crate `zkhash` on random states (values cross as decimal
//! strings: their fields are ark-ff 0.4 types).

use rand::{Rng, SeedableRng};
use zkhash::poseidon2::poseidon2::Poseidon2 as Theirs;
use zkhashes::instances::poseidon2_horizen as ours;
use zkhashes::permutation::poseidon2::Poseidon2;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Bn254Fr, Goldilocks, PrimeField};

const RUNS: usize = 64;

fn decimal<T: std::fmt::Display>(x: &T) -> String {
    let s = x.to_string();
    if s.is_empty() {
        "0".into()
    } else {
        s
    }
}

fn check<F: PrimeField, P, const T: usize>(
    name: &str,
    mine: &Poseidon2<F, T>,
    theirs: &Theirs<P>,
    seed: u64,
) where
    P: ark_ff_04::PrimeField,
{
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut states = Vec::with_capacity(RUNS);
    let mut wants = Vec::with_capacity(RUNS);
    for run in 0..RUNS {
        // Random canonical values, plus the edges 0 and p − 1 in the first runs.
        let state: [F; T] = core::array::from_fn(|i| match (run, i % 3) {
            (0, _) => F::ZERO,
            (1, _) => F::ZERO - F::ONE,
            _ => {
                let v: [u64; 4] = rng.gen();
                F::from_u256_reduced(&v)
            }
        });
        let input: Vec<P> = state
            .iter()
            .map(|x| P::from_str(&x.to_decimal()).ok().unwrap())
            .collect();
        let want: Vec<String> = theirs.permutation(&input).iter().map(decimal).collect();
        let got: Vec<String> = mine.permute(state).iter().map(|x| x.to_decimal()).collect();
        assert_eq!(got, want, "{name}, run {run}");
        states.push(state);
        wants.push(want);
    }
    // The batch path (`permute_many`: lanes where the CPU and field have
    // them, IFMA for BN254) against the same answers.
    mine.permute_many(&mut states);
    for (run, (s, want)) in states.iter().zip(&wants).enumerate() {
        let got: Vec<String> = s.iter().map(|x| x.to_decimal()).collect();
        assert_eq!(&got, want, "{name}, batch, run {run}");
    }
}

#[test]
fn bn254_t3() {
    use zkhash::poseidon2::poseidon2_instance_bn256::POSEIDON2_BN256_PARAMS;
    check::<Bn254Fr, _, 3>(
        "bn254 t3",
        ours::bn254_t3(),
        &Theirs::new(&POSEIDON2_BN256_PARAMS),
        1,
    );
}

#[test]
fn goldilocks() {
    use zkhash::poseidon2::poseidon2_instance_goldilocks as hl;
    check::<Goldilocks, _, 8>(
        "goldilocks t8",
        ours::goldilocks_t8(),
        &Theirs::new(&hl::POSEIDON2_GOLDILOCKS_8_PARAMS),
        2,
    );
    check::<Goldilocks, _, 12>(
        "goldilocks t12",
        ours::goldilocks_t12(),
        &Theirs::new(&hl::POSEIDON2_GOLDILOCKS_12_PARAMS),
        3,
    );
    check::<Goldilocks, _, 16>(
        "goldilocks t16",
        ours::goldilocks_t16(),
        &Theirs::new(&hl::POSEIDON2_GOLDILOCKS_16_PARAMS),
        4,
    );
    check::<Goldilocks, _, 20>(
        "goldilocks t20",
        ours::goldilocks_t20(),
        &Theirs::new(&hl::POSEIDON2_GOLDILOCKS_20_PARAMS),
        5,
    );
}

#[test]
fn babybear() {
    use zkhash::poseidon2::poseidon2_instance_babybear as hl;
    check::<BabyBear, _, 16>(
        "babybear t16",
        ours::babybear_t16(),
        &Theirs::new(&hl::POSEIDON2_BABYBEAR_16_PARAMS),
        6,
    );
    check::<BabyBear, _, 24>(
        "babybear t24",
        ours::babybear_t24(),
        &Theirs::new(&hl::POSEIDON2_BABYBEAR_24_PARAMS),
        7,
    );
}
