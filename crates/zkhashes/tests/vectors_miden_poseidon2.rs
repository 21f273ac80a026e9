//! test-vectors/poseidon2-miden.json: miden-crypto's own permutation known
//! answer and cases of the Python reference for Miden's Poseidon2 hasher
//! (hash_elements, merge, byte hashing), in the core and the registry.

use crate::common;

use zkhashes::instances::miden::{MidenHasher, Poseidon2Hasher, Poseidon2Permutation};
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::permutation::Permutation;
use zkhashes::Goldilocks as F;

const VECTORS: &str = include_str!("../../../test-vectors/poseidon2-miden.json");

#[test]
fn all_cases() {
    let opts = HashOptions::default();
    let mut upstream = 0;
    for c in common::cases::<F>(VECTORS) {
        let source = c.source.as_str();
        upstream += source.starts_with("miden-crypto") as usize;
        let xs = c.inputs;
        let want = c.outputs;
        match c.function.as_str() {
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
                let got = registry::hash("poseidon2-miden-hash-elements", &common::raw(&xs), &opts);
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            "merge" => {
                let halves = [
                    core::array::from_fn(|i| xs[i]),
                    core::array::from_fn(|i| xs[4 + i]),
                ];
                assert_eq!(Poseidon2Hasher::merge(&halves).to_vec(), want);
                let got = registry::hash("poseidon2-miden-merge", &common::raw(&xs), &opts);
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            "hash_bytes" => {
                let hex = c.raw["bytes"].as_str().unwrap();
                let bytes = zkhashes::encode::parse_hex_bytes(hex).unwrap();
                assert_eq!(Poseidon2Hasher::hash_bytes(&bytes).to_vec(), want);
                let got = registry::hash_bytes("poseidon2-miden-hash-elements", &bytes);
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            other => panic!("unknown function {other}"),
        }
    }
    assert_eq!(upstream, 1);
}
