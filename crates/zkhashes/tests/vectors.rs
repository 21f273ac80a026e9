//! Every case of test-vectors/poseidon-circom.json (upstream known answers and
//! reference-generated cases for all widths), through the typed API and the registry.

use crate::common;

use serde_json::Value;
use zkhashes::encode::parse_uint;
use zkhashes::instances::circom;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::{Bn254Fr as F, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon-circom.json");

fn values(v: &Value) -> Vec<F> {
    common::values(v)
}

#[test]
fn all_cases() {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    let modulus = parse_uint(doc["modulus"].as_str().unwrap()).unwrap();
    assert_eq!(modulus, F::MODULUS);
    let cases = doc["cases"].as_array().unwrap();
    let mut upstream = 0;
    let mut widths = std::collections::BTreeSet::new();
    for c in cases {
        let inputs = values(&c["inputs"]);
        let want = values(&c["outputs"]);
        let init = F::from_str_canonical(c["init_state"].as_str().unwrap()).unwrap();
        let n_outs = c["n_outs"].as_u64().unwrap() as usize;
        let source = c["source"].as_str().unwrap();
        assert_eq!(
            circom::hash_ex(&inputs, init, n_outs).unwrap(),
            want,
            "{source}: {c}"
        );
        if init == F::default() && n_outs == 1 {
            assert_eq!(circom::hash(&inputs).unwrap(), want[0]);
        }
        // The by-name registry (what the CLI and bindings call) agrees.
        let opts = HashOptions {
            init_state: Some(init.to_u256()),
            outputs: Some(n_outs),
            width: None,
        };
        let raw: Vec<_> = inputs.iter().map(PrimeField::to_u256).collect();
        let got = registry::hash("poseidon-circom", &raw, &opts).unwrap();
        assert_eq!(
            got,
            want.iter().map(PrimeField::to_u256).collect::<Vec<_>>()
        );
        common::wide_batch_path_matches("poseidon-circom", &raw, &opts, &got);
        // The plain form agrees too.
        let mut state = vec![init];
        state.extend(&inputs);
        circom::permute_plain(&mut state).unwrap();
        assert_eq!(&state[..n_outs], &want[..]);
        if !source.starts_with("reference/") {
            upstream += 1;
        }
        widths.insert(inputs.len() + 1);
    }
    assert!(upstream >= 8, "upstream known answers missing");
    assert_eq!(widths, circom::WIDTHS.collect());
}

#[test]
fn anchors_known_answers() {
    let f = |s: &str| F::from_u256(&parse_uint(s).unwrap()).unwrap();
    let one_two = [f("1"), f("2")];
    assert_eq!(
        circom::hash2(one_two).to_hex(),
        "0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a"
    );
    assert_eq!(
        circom::hash1([f("1")]).to_decimal(),
        "18586133768512220936620570745912940619677854269274689475585506675881198879027"
    );
    assert_eq!(
        circom::hash4([f("1"), f("2"), f("3"), f("4")]).to_hex(),
        "0x299c867db6c1fdd79dcefa40e4510b9837e60ebb1ce0663dbaa525df65250465"
    );
}
