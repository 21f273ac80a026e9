//! `zkhashes conformance`: the suite passes against zkhashes and against the
//! repository's Python reference (`reference/conformance_impl.py`, an
//! independent implementation) with random differential cases; a
//! deliberately wrong implementation fails, naming the instance and its
//! first differing vector; a program that does not implement an instance is
//! reported "not supported"; the suite's IDs are the audit's.

use std::collections::BTreeMap;
use std::process::{Command, Output};
use zkhashes::params::instances;

const REFERENCE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../reference/conformance_impl.py"
);
const SUITE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../conformance/suite.json");

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_zkhashes"))
        .arg("conformance")
        .args(args)
        .output()
        .expect("run zkhashes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// The summary's counts: (instances passing, failing, not supported).
fn summary(report: &str) -> (usize, usize, usize) {
    let last = report.lines().last().unwrap();
    let n: Vec<usize> = last
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    assert_eq!(n[0], n[1] + n[2] + n[3], "{last}");
    (n[1], n[2], n[3])
}

#[test]
fn zkhashes_itself_passes_every_case() {
    let o = run(&[]);
    assert!(o.status.success(), "{}", stdout(&o));
    let report = stdout(&o);
    let (pass, fail, unsupported) = summary(&report);
    assert!(pass >= 90, "{report}");
    assert_eq!((fail, unsupported), (0, 0), "{report}");
}

#[test]
fn the_python_reference_passes_with_random_cases() {
    let cmd = format!("python3 {REFERENCE}");
    let o = run(&["--cmd", &cmd, "--random", "1", "--seed", "7"]);
    let report = stdout(&o);
    assert!(o.status.success(), "{report}");
    let (pass, fail, _) = summary(&report);
    assert!(pass >= 90 && fail == 0, "{report}");
    assert!(report.contains("1 random a instance, seed 7"), "{report}");
}

#[test]
fn a_wrong_constant_fails_naming_the_instance_and_vector() {
    let cmd = format!("python3 {REFERENCE} --break");
    let o = run(&["--cmd", &cmd, "--filter", "poseidon-circom/"]);
    assert_eq!(o.status.code(), Some(1));
    let report = stdout(&o);
    let row = report
        .lines()
        .find(|l| l.starts_with("| poseidon-circom/bn254 "))
        .expect("a row for circom");
    assert!(row.contains("case 0 (go-iden3-crypto"), "{row}");
    assert!(row.contains("outputs differ: expected [0x"), "{row}");
    // Its bad-input case still passes: the refusal does not depend on constants.
    assert_eq!(summary(&report), (0, 1, 0), "{report}");
}

#[test]
fn unimplemented_instances_are_not_supported_and_silence_fails() {
    let unsupported = r#"while read -r line; do echo '{"unsupported": true}'; done"#;
    let o = run(&["--cmd", unsupported, "--filter", "starknet"]);
    assert!(o.status.success());
    let (pass, fail, none) = summary(&stdout(&o));
    assert_eq!((pass, fail), (0, 0));
    assert!(none >= 3);

    let o = run(&["--cmd", "true", "--filter", "starknet-hash/"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("no answer: the program exited"));

    let o = run(&["--cmd", "echo nonsense", "--filter", "starknet-hash/"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("not JSON"));

    let o = run(&["--filter", "no-such-instance"]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    let o = run(&["--suite", "/no/such/suite.json"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn suite_ids_are_the_audit_ids() {
    let suite: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(SUITE).unwrap()).unwrap();
    // (registry name, field, kind, width) -> audit ID.
    let audit: BTreeMap<(String, String, String, usize), String> = instances()
        .into_iter()
        .map(|i| {
            let key = (i.entry.into(), i.field.into(), i.kind.into(), i.width);
            (key, i.id)
        })
        .collect();
    for case in suite["cases"].as_array().unwrap() {
        let s = |k: &str| case[k].as_str().unwrap().to_string();
        let (kind, width) = match s("op").as_str() {
            "permute" if case["expect"].get("outputs").is_some() => {
                ("permutation", case["inputs"].as_array().unwrap().len())
            }
            // A wrong-width state keeps its instance's ID.
            "permute" => continue,
            "merkle-root" => ("merkle", 0),
            _ => ("hasher", 0),
        };
        let key = (s("name"), s("field"), kind.to_string(), width);
        assert_eq!(audit.get(&key), Some(&s("id")), "{case}");
    }
    let listed = run(&["--list"]);
    assert!(stdout(&listed).contains("poseidon2/plonky3/babybear/t16"));
}
