//! test-vectors/poseidon-risc0.json: RISC Zero's `poseidon_254` suite — the
//! digests of risc0-zkp's own test `p254_test_vectors` and that test's
//! three Rng outputs, and cases of the Python reference — in the core and
//! the registry; the recurrence form against the plain form; bad input.

use crate::common;

use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::instances::risc0_poseidon254 as p254;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Bn254Fr as F, Error, Field, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon-risc0.json");

fn babybear(xs: &[F]) -> Vec<BabyBear> {
    xs.iter()
        .map(|x| BabyBear::from_u256(&x.to_u256()).unwrap())
        .collect()
}

#[test]
fn all_cases() {
    let opts = HashOptions::default();
    let mut upstream = 0;
    let mut functions = [0usize; 4];
    for c in common::cases::<F>(VECTORS) {
        let source = c.source.as_str();
        upstream += source.starts_with("risc0-zkp") as usize;
        let (xs, want) = (c.inputs, c.outputs);
        match c.function.as_str() {
            "permute" => {
                functions[0] += 1;
                let state: [F; 3] = xs.clone().try_into().unwrap();
                assert_eq!(
                    p254::permutation().permute(state).to_vec(),
                    want,
                    "{source}"
                );
                let got = registry::permute_in("poseidon-risc0", None, &common::raw(&xs));
                assert_eq!(got.unwrap(), common::raw(&want), "{source}");
            }
            "hash_pair" => {
                functions[1] += 1;
                assert_eq!(vec![p254::hash_pair(&xs[0], &xs[1])], want, "{source}");
                let got = registry::hash("poseidon-risc0-pair", &common::raw(&xs), &opts);
                assert_eq!(got.unwrap(), common::raw(&want), "{source}");
            }
            "hash_elements" => {
                functions[2] += 1;
                assert_eq!(c.raw["input_field"], "babybear");
                assert_eq!(vec![p254::hash_elements(&babybear(&xs))], want, "{source}");
                let got = registry::hash("poseidon-risc0", &common::raw(&xs), &opts);
                assert_eq!(got.unwrap(), common::raw(&want), "{source}");
            }
            "rng_test" => {
                functions[3] += 1;
                assert_eq!(upstream_rng_test(), want, "{source}");
            }
            other => panic!("unknown function {other}"),
        }
    }
    assert_eq!(
        upstream, 5,
        "RISC Zero's own test: four digests and its Rng outputs"
    );
    assert!(functions.iter().all(|&n| n > 0), "{functions:?}");
}

/// risc0-zkp's `p254_test_vectors`, step by step: its outputs as elements.
fn upstream_rng_test() -> Vec<F> {
    let mut input: Vec<BabyBear> = (1..6).map(BabyBear::from_u64).collect();
    let digest1 = p254::hash_elements(&input);
    let digest2 = p254::hash_pair(&digest1, &digest1);
    let digest3 = p254::hash_pair(&digest1, &digest2);
    let mut rng = p254::Rng::new();
    rng.mix(&digest3);
    let mut out = vec![u64::from(rng.random_bits(7).unwrap())];
    out.push(rng.random_elem().to_u256()[0]);
    for _ in 0..23 {
        input.push(rng.random_elem());
    }
    rng.mix(&p254::hash_elements(&input));
    out.push(rng.random_elem().to_u256()[0]);
    out.into_iter().map(F::from_u64).collect()
}

/// The engine's recurrence form (the fast path) against the plain rounds
/// of the generated constants, at edge and pseudo-random states.
#[test]
fn fast_form_matches_the_plain_rounds() {
    let mut next = common::xorshift(0x254);
    let mut states = vec![[F::ZERO; 3], [-F::ONE; 3]];
    for _ in 0..20 {
        states.push(core::array::from_fn(|_| {
            F::from_u256_reduced(&[next(), next(), next(), next()])
        }));
    }
    for s in states {
        let mut plain = s.to_vec();
        p254::params().permute_plain(&mut plain).unwrap();
        assert_eq!(p254::permutation().permute(s).to_vec(), plain);
    }
    assert_eq!(p254::params().round_constants().len(), 50 * 3);
}

#[test]
fn packing_blocks_and_digests() {
    // The empty input runs no rounds; one element is one packed cell.
    assert_eq!(p254::hash_elements(&[]), F::ZERO);
    let one = p254::permutation().permute([F::ZERO, F::from_u64(7), F::ZERO])[0];
    assert_eq!(p254::hash_elements(&[BabyBear::from_u64(7)]), one);
    // Element 8 goes to cell 2 with weight q⁰; element 1 to cell 1 with weight q.
    let q = F::from_u64(u64::from(BabyBear::P));
    let mut xs = vec![BabyBear::ZERO; 9];
    xs[1] = BabyBear::from_u64(3);
    xs[8] = BabyBear::from_u64(5);
    let want = p254::permutation().permute([F::ZERO, F::from_u64(3) * q, F::from_u64(5)])[0];
    assert_eq!(p254::hash_elements(&xs), want);
    // A Digest is the element's 32 little-endian bytes.
    let d = p254::hash_pair(&F::from_u64(1), &F::from_u64(2));
    let bytes = p254::digest_bytes(&d);
    let limbs = d.to_u256();
    for (i, b) in bytes.iter().enumerate() {
        assert_eq!(*b, (limbs[i / 8] >> (8 * (i % 8))) as u8);
    }
    assert_eq!(p254::from_digest_bytes(&bytes).unwrap(), d);
}

#[test]
fn bad_input() {
    let opts = HashOptions::default();
    let q = [u64::from(BabyBear::P), 0, 0, 0];
    assert_eq!(
        registry::hash("poseidon-risc0", &[[1, 0, 0, 0], q], &opts),
        Err(Error::NonCanonical { index: 1 })
    );
    let p = F::MODULUS;
    assert_eq!(
        registry::hash("poseidon-risc0-pair", &[p, [0; 4]], &opts),
        Err(Error::NonCanonical { index: 0 })
    );
    for n in [0, 1, 3] {
        assert!(matches!(
            registry::hash("poseidon-risc0-pair", &vec![[0; 4]; n], &opts),
            Err(Error::WrongArity { got, .. }) if got == n
        ));
    }
    assert!(matches!(
        registry::permute("poseidon-risc0", &[[0; 4]; 2]),
        Err(Error::WrongWidth { got: 2, .. })
    ));
    assert_eq!(
        registry::permute("poseidon-risc0", &[[0; 4], [0; 4], p]),
        Err(Error::NonCanonical { index: 2 })
    );
    let outputs = HashOptions {
        outputs: Some(2),
        ..HashOptions::default()
    };
    assert!(matches!(
        registry::hash("poseidon-risc0", &[[1, 0, 0, 0]], &outputs),
        Err(Error::InvalidOption(_))
    ));
    let mut bytes = [0u8; 32];
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = (p[i / 8] >> (8 * (i % 8))) as u8;
    }
    assert!(matches!(
        p254::from_digest_bytes(&bytes),
        Err(Error::NonCanonical { .. })
    ));
    assert!(matches!(
        p254::Rng::new().random_bits(33),
        Err(Error::InvalidParameters(_))
    ));
}
