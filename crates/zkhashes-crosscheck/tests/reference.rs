//! Differential test against the independent pure-Python reference
//! (`reference/circom.py`) on random inputs for every width 2..=17, including
//! initState and nOuts. Needs `python3` (standard library only).

use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};
use zkhashes::instances::circom;
use zkhashes::{Bn254Fr as F, PrimeField};

const PER_WIDTH: usize = 40;

const DRIVER: &str = r#"
import json, sys
sys.path.insert(0, sys.argv[1])
import circom
out = []
for c in json.load(sys.stdin):
    out.append([str(x) for x in circom.hash([int(x) for x in c["inputs"]], int(c["init"]), c["n_outs"])])
json.dump(out, sys.stdout)
"#;

#[test]
fn agrees_with_python_reference() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0dd_ba11);
    let mut cases = Vec::new();
    let mut ours = Vec::new();
    for t in circom::WIDTHS {
        for _ in 0..PER_WIDTH {
            let inputs: Vec<F> = (1..t)
                .map(|_| F::from_u256_reduced(&rng.gen::<[u64; 4]>()))
                .collect();
            let init = if rng.gen() {
                F::from_u256_reduced(&rng.gen::<[u64; 4]>())
            } else {
                F::default()
            };
            let n_outs = rng.gen_range(1..=t);
            ours.push(
                circom::hash_ex(&inputs, init, n_outs)
                    .unwrap()
                    .iter()
                    .map(PrimeField::to_decimal)
                    .collect::<Vec<_>>(),
            );
            cases.push(json!({
                "inputs": inputs.iter().map(PrimeField::to_decimal).collect::<Vec<_>>(),
                "init": init.to_decimal(),
                "n_outs": n_outs,
            }));
        }
    }
    let reference = concat!(env!("CARGO_MANIFEST_DIR"), "/../../reference");
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let mut child = Command::new(python)
        .args(["-c", DRIVER, reference])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 is needed for the reference cross-check");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(Value::Array(cases).to_string().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "reference failed");
    let theirs: Vec<Vec<String>> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(theirs.len(), ours.len());
    let mismatches = ours.iter().zip(&theirs).filter(|(a, b)| a != b).count();
    assert_eq!(mismatches, 0, "{mismatches} mismatches against reference/");
}
