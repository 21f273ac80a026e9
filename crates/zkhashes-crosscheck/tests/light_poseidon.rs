//! Differential test against light-poseidon (Lightprotocol, circom-compatible)
//! on random inputs: widths 2..=13 (what light-poseidon supports), 10,000
//! inputs per width, one hash at a time and through the batch path
//! (`circom::hash_batch`).

use ark_bn254::Fr as ArkFr;
use ark_ff::{BigInteger, PrimeField as _};
use light_poseidon::{Poseidon, PoseidonHasher};
use rand::{Rng, SeedableRng};
use zkhashes::instances::circom;
use zkhashes::{Bn254Fr as F, PrimeField};

const PER_WIDTH: usize = 10_000;

fn to_ark(x: &F) -> ArkFr {
    let mut be = [0u8; 32];
    x.write_be_bytes(&mut be).unwrap();
    ArkFr::from_be_bytes_mod_order(&be)
}

fn from_ark(x: &ArkFr) -> F {
    F::from_be_bytes(&x.into_bigint().to_bytes_be()).unwrap()
}

#[test]
fn agrees_with_light_poseidon() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x5eed_2026);
    for t in 2..=13usize {
        let n = t - 1;
        let mut peer = Poseidon::<ArkFr>::new_circom(n).unwrap();
        let mut mismatches = 0;
        let mut all_inputs = Vec::with_capacity(PER_WIDTH * n);
        let mut all_theirs = Vec::with_capacity(PER_WIDTH);
        for k in 0..PER_WIDTH {
            let inputs: Vec<F> = (0..n)
                .map(|_| match k % 4 {
                    // Small values, values near p, and uniform values.
                    0 => F::from_u256(&[rng.gen::<u8>() as u64, 0, 0, 0]).unwrap(),
                    1 => F::from_u256_reduced(&[
                        u64::MAX - rng.gen::<u8>() as u64,
                        u64::MAX,
                        u64::MAX,
                        0x30644e72e131a029,
                    ]),
                    _ => F::from_u256_reduced(&rng.gen::<[u64; 4]>()),
                })
                .collect();
            let ours = circom::hash(&inputs).unwrap();
            let ark: Vec<ArkFr> = inputs.iter().map(to_ark).collect();
            let theirs = from_ark(&peer.hash(&ark).unwrap());
            if ours != theirs {
                mismatches += 1;
            }
            all_inputs.extend(inputs);
            all_theirs.push(theirs);
        }
        // The batch path (IFMA lanes for t ≤ 6 where the CPU has them).
        let mut batch = vec![F::default(); PER_WIDTH];
        circom::hash_batch(&all_inputs, n, F::default(), 1, &mut batch).unwrap();
        let batch_mismatches = batch
            .iter()
            .zip(&all_theirs)
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(batch_mismatches, 0, "t={t}: batch path");
        assert_eq!(
            mismatches, 0,
            "t={t}: {mismatches} mismatches of {PER_WIDTH}"
        );
    }
}
