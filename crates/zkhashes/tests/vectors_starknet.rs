//! Every case of test-vectors/poseidon-starknet.json (upstream known answers
//! and reference-generated cases) through the typed API, the streaming
//! HashState, the plain form and the by-name registry.

use crate::common;

use serde_json::Value;
use zkhashes::encode::parse_uint;
use zkhashes::field::Stark252 as F;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::instances::starknet::{self, HashState};
use zkhashes::PrimeField;

const VECTORS: &str = include_str!("../../../test-vectors/poseidon-starknet.json");

fn values(v: &Value) -> Vec<F> {
    common::values(v)
}

#[test]
fn all_cases() {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    assert_eq!(
        parse_uint(doc["modulus"].as_str().unwrap()).unwrap(),
        F::MODULUS
    );
    let mut upstream = 0;
    let mut seen = std::collections::BTreeSet::new();
    for c in doc["cases"].as_array().unwrap() {
        let f = c["function"].as_str().unwrap();
        let inputs = values(&c["inputs"]);
        let want = values(&c["outputs"]);
        let source = c["source"].as_str().unwrap();
        let raw: Vec<_> = inputs.iter().map(PrimeField::to_u256).collect();
        let want_raw: Vec<_> = want.iter().map(PrimeField::to_u256).collect();
        let name = match f {
            "hash" => {
                assert_eq!(starknet::hash(inputs[0], inputs[1]), want[0], "{source}");
                "starknet-hash"
            }
            "hash_single" => {
                assert_eq!(starknet::hash_single(inputs[0]), want[0], "{source}");
                "starknet-hash-single"
            }
            "hash_many" => {
                assert_eq!(starknet::hash_many(&inputs), want[0], "{source}");
                // Streaming one element at a time, and in uneven pieces.
                let mut one = HashState::new();
                for x in &inputs {
                    one.update(*x);
                }
                assert_eq!(one.finalize(), want[0]);
                let mut pieces = HashState::new();
                for chunk in inputs.chunks(3) {
                    pieces.update_many(chunk);
                }
                assert_eq!(pieces.finalize(), want[0]);
                "starknet-hash-many"
            }
            "permute" => {
                let mut s = inputs.clone();
                starknet::permute(&mut s).unwrap();
                assert_eq!(s, want, "{source}");
                let mut p = inputs.clone();
                starknet::permute_plain(&mut p).unwrap();
                assert_eq!(p, want, "{source}");
                let got = registry::permute("poseidon-stark252", &raw).unwrap();
                assert_eq!(got, want_raw);
                if inputs.len() == 3 {
                    "poseidon-starknet"
                } else {
                    seen.insert(format!("permute{}", inputs.len()));
                    continue;
                }
            }
            other => panic!("unknown function {other}"),
        };
        seen.insert(format!("{f}{}", if f == "permute" { "3" } else { "" }));
        let got = if f == "permute" {
            registry::permute(name, &raw).unwrap()
        } else {
            registry::hash(name, &raw, &HashOptions::default()).unwrap()
        };
        assert_eq!(got, want_raw, "{name} {source}");
        if f != "permute" {
            common::wide_batch_path_matches(name, &raw, &HashOptions::default(), &want_raw);
        }
        if !source.starts_with("reference/") {
            upstream += 1;
        }
    }
    assert!(upstream >= 4, "upstream known answers present");
    for must in [
        "hash",
        "hash_single",
        "hash_many",
        "permute3",
        "permute4",
        "permute5",
        "permute9",
    ] {
        assert!(seen.contains(must), "{must} covered");
    }
}

#[test]
fn bad_inputs_are_typed_errors() {
    use zkhashes::Error;
    let p = F::MODULUS;
    let one = [1, 0, 0, 0];
    assert_eq!(
        registry::hash("starknet-hash", &[one, p], &HashOptions::default()),
        Err(Error::NonCanonical { index: 1 })
    );
    assert_eq!(
        registry::hash("starknet-hash", &[one], &HashOptions::default()),
        Err(Error::WrongArity {
            min: 2,
            max: 2,
            got: 1
        })
    );
    assert_eq!(
        registry::hash("starknet-hash-single", &[one, one], &HashOptions::default()),
        Err(Error::WrongArity {
            min: 1,
            max: 1,
            got: 2
        })
    );
    assert!(matches!(
        registry::hash(
            "starknet-hash-many",
            &[one],
            &HashOptions {
                outputs: Some(2),
                ..Default::default()
            }
        ),
        Err(Error::InvalidOption(_))
    ));
    assert_eq!(
        registry::permute("poseidon-starknet", &[one; 4]),
        Err(Error::WrongArity {
            min: 3,
            max: 3,
            got: 4
        })
    );
    assert!(matches!(
        registry::permute("poseidon-stark252", &[one; 6]),
        Err(Error::InvalidParameters(_))
    ));
    assert!(F::from_u256(&p).is_err());
}
