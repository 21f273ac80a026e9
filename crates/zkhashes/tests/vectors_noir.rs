//! test-vectors/poseidon2-noir.json: bn254_blackbox_solver's and Noir's own
//! known answers and cases of the Python reference, for Barretenberg's
//! permutation and Noir's sponge (core, registry, batch mode); the sponge's
//! block rule; bad input.

use crate::common;

use serde_json::Value;
use zkhashes::instances::noir;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr as F, Error, Field, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon2-noir.json");

fn raw(xs: &[F]) -> Vec<[u64; 4]> {
    xs.iter().map(PrimeField::to_u256).collect()
}

#[test]
fn all_cases() {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    let (mut upstream, mut hashes) = (0, 0);
    for c in doc["cases"].as_array().unwrap() {
        let source = c["source"].as_str().unwrap();
        upstream += (source.starts_with("bn254_blackbox_solver") || source.starts_with("noir-lang"))
            as usize;
        let xs: Vec<F> = common::values(&c["inputs"]);
        let want: Vec<F> = common::values(&c["outputs"]);
        let opts = HashOptions::default();
        match c["function"].as_str().unwrap() {
            "permute" => {
                let state: [F; 4] = xs.clone().try_into().unwrap();
                assert_eq!(
                    noir::permutation().permute(state).to_vec(),
                    want,
                    "{source}"
                );
                let got = registry::permute("poseidon2-barretenberg", &raw(&xs)).unwrap();
                assert_eq!(got, raw(&want), "registry");
            }
            "hash" => {
                hashes += 1;
                assert_eq!(noir::hash(&xs), want[0], "{source}");
                let got = registry::hash("poseidon2-noir", &raw(&xs), &opts).unwrap();
                assert_eq!(got, raw(&want), "registry");
                common::wide_batch_path_matches("poseidon2-noir", &raw(&xs), &opts, &got);
            }
            "hash_variable_length" => {
                assert_eq!(noir::hash_variable_length(&xs), want[0], "{source}")
            }
            other => panic!("unknown function {other}"),
        }
    }
    assert_eq!(upstream, 6, "bn254_blackbox_solver's five and Noir's own");
    assert!(hashes >= 12);
}

#[test]
fn batch_equals_one_by_one() {
    // Lengths around the rate, rows across a block boundary of the batch.
    let mut next = common::xorshift(7);
    for len in [0, 1, 2, 3, 4, 6, 7] {
        let rows = 5;
        let xs: Vec<F> = (0..len * rows).map(|_| F::from_u64(next())).collect();
        let mut out = vec![F::ZERO; rows];
        noir::hash_batch(&xs, len, &mut out);
        for (r, o) in out.iter().enumerate() {
            assert_eq!(
                *o,
                noir::hash(&xs[r * len..(r + 1) * len]),
                "len {len} row {r}"
            );
        }
    }
}

#[test]
fn bad_input() {
    let p = F::MODULUS;
    assert_eq!(
        registry::hash(
            "poseidon2-noir",
            &[[1, 0, 0, 0], p],
            &HashOptions::default()
        ),
        Err(Error::NonCanonical { index: 1 })
    );
    let opts = HashOptions {
        outputs: Some(2),
        ..HashOptions::default()
    };
    assert!(matches!(
        registry::hash("poseidon2-noir", &[[1, 0, 0, 0]], &opts),
        Err(Error::InvalidOption(_))
    ));
    assert!(matches!(
        registry::permute("poseidon2-barretenberg", &[[0; 4]; 3]),
        Err(Error::WrongWidth { got: 3, .. })
    ));
    assert_eq!(
        registry::permute("poseidon2-barretenberg", &[[0; 4], [0; 4], p, [0; 4]]),
        Err(Error::NonCanonical { index: 2 })
    );
}
