//! test-vectors/poseidon-polygon.json: zkevm-commonjs's own known answers
//! and cases of the Python reference, for Polygon zkEVM's
//! `poseidon(inputs, capacity)` and pil-stark's `LinearHash` (core and
//! registry); bad input.

use crate::common;

use serde_json::Value;
use zkhashes::instances::polygon;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::{Error, Goldilocks as F, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon-polygon.json");

fn raw(xs: &[F]) -> Vec<[u64; 4]> {
    xs.iter().map(PrimeField::to_u256).collect()
}

#[test]
fn all_cases() {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    let mut upstream = 0;
    for c in doc["cases"].as_array().unwrap() {
        let source = c["source"].as_str().unwrap();
        upstream += source.starts_with("0xPolygonHermez") as usize;
        let xs: Vec<F> = common::values(&c["inputs"]);
        let want: Vec<F> = common::values(&c["outputs"]);
        let (name, got) = match c["function"].as_str().unwrap() {
            "hash" => {
                let inputs: [F; 8] = xs[..8].try_into().unwrap();
                let mut capacity = [F::default(); 4];
                if xs.len() == 12 {
                    capacity.copy_from_slice(&xs[8..]);
                }
                ("poseidon-polygon", polygon::hash(&inputs, &capacity))
            }
            "linear_hash" => ("polygon-linear-hash", polygon::linear_hash(&xs)),
            other => panic!("unknown function {other}"),
        };
        assert_eq!(got.to_vec(), want, "{source}");
        let via = registry::hash(name, &raw(&xs), &HashOptions::default()).unwrap();
        assert_eq!(via, raw(&want), "registry {name}");
    }
    assert_eq!(upstream, 3, "zkevm-commonjs's three known answers");
}

#[test]
fn bad_input() {
    let opts = HashOptions::default();
    for n in [0, 7, 9, 11, 13] {
        assert!(matches!(
            registry::hash("poseidon-polygon", &vec![[0; 4]; n], &opts),
            Err(Error::WrongArity { got, .. }) if got == n
        ));
    }
    let mut xs = vec![[0u64; 4]; 12];
    xs[10] = [zkhashes::field::goldilocks::P, 0, 0, 0];
    assert_eq!(
        registry::hash("poseidon-polygon", &xs, &opts),
        Err(Error::NonCanonical { index: 10 })
    );
    assert_eq!(
        registry::hash("polygon-linear-hash", &xs, &opts),
        Err(Error::NonCanonical { index: 10 })
    );
}
