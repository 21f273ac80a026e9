//! test-vectors/poseidon2-miden.json: miden-crypto's own permutation known
//! answer and cases of the Python reference for Miden's Poseidon2 hasher
//! (hash_elements, merge, byte hashing), in the core and the registry.

mod common;

use serde_json::Value;
use zkhashes::instances::miden::{MidenHasher, Poseidon2Hasher, Poseidon2Permutation};
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::permutation::Permutation;
use zkhashes::{Goldilocks as F, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon2-miden.json");

fn raw(xs: &[F]) -> Vec<[u64; 4]> {
    xs.iter().map(PrimeField::to_u256).collect()
}

#[test]
fn all_cases() {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    let opts = HashOptions::default();
    let mut upstream = 0;
    for c in doc["cases"].as_array().unwrap() {
        let source = c["source"].as_str().unwrap();
        upstream += source.starts_with("miden-crypto") as usize;
        let xs: Vec<F> = common::values(&c["inputs"]);
        let want: Vec<F> = common::values(&c["outputs"]);
        match c["function"].as_str().unwrap() {
            "permute" => {
                let state: [F; 12] = xs.try_into().unwrap();
                assert_eq!(
                    Poseidon2Permutation.permute(state).to_vec(),
                    want,
                    "{source}"
                );
            }
            "hash_elements" => {
                assert_eq!(Poseidon2Hasher::hash_elements(&xs).to_vec(), want);
                let got = registry::hash("poseidon2-miden-hash-elements", &raw(&xs), &opts);
                assert_eq!(got.unwrap(), raw(&want));
            }
            "merge" => {
                let halves = [
                    core::array::from_fn(|i| xs[i]),
                    core::array::from_fn(|i| xs[4 + i]),
                ];
                assert_eq!(Poseidon2Hasher::merge(&halves).to_vec(), want);
                let got = registry::hash("poseidon2-miden-merge", &raw(&xs), &opts);
                assert_eq!(got.unwrap(), raw(&want));
            }
            "hash_bytes" => {
                let hex = c["bytes"].as_str().unwrap();
                let bytes = zkhashes::encode::parse_hex_bytes(hex).unwrap();
                assert_eq!(Poseidon2Hasher::hash_bytes(&bytes).to_vec(), want);
                let got = registry::hash_bytes("poseidon2-miden-hash-elements", &bytes);
                assert_eq!(got.unwrap(), raw(&want));
            }
            other => panic!("unknown function {other}"),
        }
    }
    assert_eq!(upstream, 1);
}
