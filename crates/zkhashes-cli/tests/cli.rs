//! Drives the `zkhashes` binary: outputs, formats, options, and bad input
//! (one line on stderr, exit code 2, no backtrace).

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_zkhashes"))
        .args(args)
        .env("RUST_BACKTRACE", "1")
        .output()
        .expect("run zkhashes")
}

fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn fails(args: &[&str], needle: &str) {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should exit 2");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err.lines().count(),
        1,
        "{args:?}: one line expected, got {err:?}"
    );
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
    assert!(!err.contains("panicked") && !err.contains("backtrace"));
}

const P: &str = "21888242871839275222246405745257275088548364400416034343698204186575808495617";

#[test]
fn hash_known_answer() {
    assert_eq!(
        ok(&["hash", "poseidon-circom", "1", "2"]),
        "0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a\n"
    );
    assert_eq!(
        ok(&[
            "hash",
            "poseidon-circom",
            "0x1",
            "0x02",
            "--format",
            "dec",
            "--outputs",
            "2"
        ]),
        "7853200120776062878684798364095072458815029376092732009249414926327459813530\n\
         7142104613055408817911962100316808866448378443474503659992478482890339429929\n"
    );
    assert_eq!(
        ok(&[
            "hash",
            "poseidon-circom",
            "1",
            "2",
            "3",
            "4",
            "--init-state",
            "7",
            "--format",
            "dec"
        ]),
        "1569211601569591254857354699102545060324851338714426496554851741114291465006\n"
    );
}

#[test]
fn permute_and_list() {
    let out = ok(&["permute", "poseidon-circom", "0", "1", "2"]);
    assert_eq!(out.lines().count(), 3);
    assert_eq!(
        out.lines().next().unwrap(),
        "0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a"
    );
    let list = ok(&["list"]);
    assert!(list
        .lines()
        .any(|l| l.starts_with("poseidon-circom") && l.contains("hasher")));
    assert!(list
        .lines()
        .any(|l| l.starts_with("poseidon-circom") && l.contains("permutation")));
}

#[test]
fn bad_inputs() {
    fails(
        &["hash", "poseidon-circom", "1", P],
        "input 1 is not a canonical field element",
    );
    fails(&["hash", "poseidon-circom", "-5"], "input 0 is negative");
    fails(
        &["hash", "poseidon-circom", "1", "12x"],
        "input 1 cannot be parsed",
    );
    fails(&["hash", "poseidon-circom", "0xzz"], "cannot be parsed");
    let seventeen: Vec<String> = (0..17).map(|i| i.to_string()).collect();
    let mut args = vec!["hash", "poseidon-circom"];
    args.extend(seventeen.iter().map(String::as_str));
    fails(&args, "expected 1 to 16 inputs, got 17");
    fails(
        &["permute", "poseidon-circom", "1"],
        "expected 2 to 17 inputs, got 1",
    );
    fails(
        &["hash", "poseidon-nope", "1"],
        "unknown hasher or permutation 'poseidon-nope'",
    );
    fails(
        &["hash", "poseidon-circom", "1", "--outputs", "3"],
        "number of outputs",
    );
    fails(
        &["hash", "poseidon-circom", "1", "--init-state", P],
        "initial state",
    );
    fails(
        &["hash", "poseidon-circom", "1", "--init-state", "-1"],
        "--init-state",
    );
}

#[test]
fn rescue_hashers_and_byte_mode() {
    // Miden's known answer: Rpo256::hash_elements([0]).
    assert_eq!(
        ok(&["hash", "rpo-hash-elements", "0", "--format", "dec"]),
        "8563248028282119176\n14757918088501470722\n14042820149444308297\n7607140247535155355\n"
    );
    assert_eq!(
        ok(&["hash", "rpo-hash-elements", "--bytes", ""]),
        "0x0000000000000000\n".repeat(4)
    );
    let bytes = ok(&["hash", "rpx-hash-elements", "--bytes", "0xdeadbeef"]);
    assert_eq!(bytes.lines().count(), 4);
    assert_eq!(
        ok(&["hash", "rp64-256-hash-elements", "--bytes", "DEADBEEF"]),
        ok(&["hash", "rp64-256-hash-elements", "--bytes", "0xdeadbeef"])
    );
    let eight: Vec<String> = (0..8).map(|i| i.to_string()).collect();
    let mut merge = vec!["hash", "rpo-merge"];
    merge.extend(eight.iter().map(String::as_str));
    let mut elements = vec!["hash", "rpo-hash-elements"];
    elements.extend(eight.iter().map(String::as_str));
    assert_eq!(ok(&merge), ok(&elements));
    fails(
        &["hash", "rpo-merge", "1", "2", "3"],
        "expected 8 inputs, got 3",
    );
    fails(
        &["hash", "rpo-hash-elements", "--bytes", "0xabc"],
        "--bytes",
    );
    fails(&["hash", "rpo-merge", "--bytes", "00"], "no byte mode");
    fails(
        &["hash", "rpo-hash-elements", "18446744069414584321"],
        "input 0 is not a canonical field element",
    );
    let eleven: Vec<String> = (0..11).map(|i| i.to_string()).collect();
    let mut args = vec!["permute", "rpx"];
    args.extend(eleven.iter().map(String::as_str));
    fails(&args, "got 11");
}

#[test]
fn poseidon2_with_a_field() {
    // zkhash's known answer: POSEIDON2_BN256_PARAMS on [0, 1, 2].
    assert_eq!(
        ok(&[
            "permute",
            "poseidon2-horizen",
            "--field",
            "bn254",
            "0",
            "1",
            "2"
        ]),
        "0x0bb61d24daca55eebcb1929a82650f328134334da98ea4f847f760054f4a3033\n\
         0x303b6f7c86d043bfcbcc80214f26a30277a15d3f74ca654992defe7ff8d03570\n\
         0x1ed25194542b12eef8617361c3ba7c52e660b145994427cc86296242cf766ec8\n"
    );
    let twelve: Vec<String> = (0..12).map(|i| i.to_string()).collect();
    let mut args = vec!["permute", "poseidon2-horizen", "--field", "goldilocks"];
    args.extend(twelve.iter().map(String::as_str));
    assert!(ok(&args).starts_with("0x01eaef96bdf1c0c1\n0x1f0d2cc525b2540c\n"));
    let listing = ok(&["list"]);
    for field in ["bn254", "goldilocks", "babybear"] {
        assert!(
            listing
                .lines()
                .any(|l| l.starts_with("poseidon2-horizen") && l.contains(field)),
            "{field}"
        );
    }
    fails(&["permute", "poseidon2-horizen", "0", "1", "2"], "--field");
    fails(
        &[
            "permute",
            "poseidon2-horizen",
            "--field",
            "pallas",
            "0",
            "1",
            "2",
        ],
        "field 'pallas'",
    );
    fails(
        &[
            "permute",
            "poseidon2-horizen",
            "--field",
            "goldilocks",
            "0",
            "1",
            "2",
        ],
        "no instance of width 3; widths: 8, 12, 16, 20",
    );
    fails(
        &[
            "permute",
            "poseidon2-horizen",
            "--field",
            "bn254",
            "0",
            "1",
            "21888242871839275222246405745257275088548364400416034343698204186575808495617",
        ],
        "input 2",
    );
    fails(
        &["permute", "gmimc-goldilocks", "--field", "bn254", "0"],
        "field 'bn254'",
    );
}

#[test]
fn plonky3_with_a_field_and_width() {
    // p3-goldilocks' known answer: default_goldilocks_poseidon2_8 on [0..8].
    let eight: Vec<String> = (0..8).map(|i| i.to_string()).collect();
    let mut args = vec!["permute", "poseidon2-plonky3", "--field", "goldilocks"];
    args.extend(eight.iter().map(String::as_str));
    assert!(ok(&args).starts_with("0x020cf04a1b214d14\n0x84e14aaaeacaed25\n"));
    // Compression over width 8 is that permutation, truncated to 4.
    let mut args = vec![
        "hash",
        "plonky3-compress",
        "--field",
        "goldilocks",
        "--width",
        "8",
    ];
    args.extend(eight.iter().map(String::as_str));
    assert_eq!(
        ok(&args),
        "0x020cf04a1b214d14\n0x84e14aaaeacaed25\n0x1ae0f640e81c7457\n0xa4d204cbaeb0d8a5\n"
    );
    let digest = ok(&[
        "hash",
        "plonky3-sponge",
        "--field",
        "babybear",
        "1",
        "2",
        "3",
    ]);
    assert_eq!(digest.lines().count(), 8);
    let listing = ok(&["list"]);
    for name in ["poseidon2-plonky3", "plonky3-sponge", "plonky3-compress"] {
        for field in ["goldilocks", "babybear", "koalabear", "mersenne31"] {
            assert!(
                listing
                    .lines()
                    .any(|l| l.starts_with(name) && l.contains(field)),
                "{name} {field}"
            );
        }
    }
    fails(
        &[
            "hash",
            "plonky3-sponge",
            "--field",
            "babybear",
            "--width",
            "12",
            "1",
        ],
        "no instance of width 12; widths: 16, 24",
    );
    fails(
        &[
            "hash",
            "plonky3-sponge",
            "--field",
            "babybear",
            "2013265921",
        ],
        "not a canonical field element",
    );
    fails(&["hash", "plonky3-sponge", "1"], "--field");
    fails(
        &["hash", "poseidon2-openzeppelin", "--width", "3", "1"],
        "takes no --width",
    );
}

#[test]
fn bench_table_json_and_filter() {
    let doc: serde_json::Value =
        serde_json::from_str(&ok(&["bench", "--quick", "--json", "--filter", "/2-to-1"]))
            .expect("--json parses");
    let rows = doc["rows"].as_array().expect("rows");
    for name in [
        "poseidon-circom",
        "starknet-hash",
        "rpo-merge",
        "plonky3-compress",
        "blake3",
        "sha-256",
    ] {
        assert!(rows.iter().any(|r| r["name"] == name), "{name} missing");
    }
    for r in rows {
        assert_eq!(r["scenario"], "2-to-1");
        assert!(r["seconds"].as_f64().expect("seconds") > 0.0);
        assert!(r["x_blake3"].as_f64().expect("beside BLAKE3") > 0.0);
    }
    // Batch rows: one core and every core, beside BLAKE3 over as many
    // 64-byte messages, time per hash.
    let filter = "plonky3-compress/babybear/16384 x";
    let doc: serde_json::Value =
        serde_json::from_str(&ok(&["bench", "--quick", "--json", "--filter", filter]))
            .expect("--json parses");
    let rows = doc["rows"].as_array().expect("rows");
    let scenarios: Vec<_> = rows
        .iter()
        .map(|r| format!("{} {}", r["name"], r["scenario"]))
        .collect();
    assert_eq!(
        scenarios,
        [
            r#""plonky3-compress" "16384 x 2-to-1, 1 core""#,
            r#""plonky3-compress" "16384 x 2-to-1, all cores""#,
            r#""blake3" "16384 x 2-to-1, 1 core""#,
            r#""blake3" "16384 x 2-to-1, all cores""#,
        ]
    );
    for r in rows {
        assert!(r["x_blake3"].as_f64().expect("beside BLAKE3") > 0.0);
        assert!(r["seconds"].as_f64().expect("seconds") < 1e-3, "per hash");
    }
    // A Merkle tree row, beside a BLAKE3 tree of the same leaves, with the
    // instance IDs of the conformance suite.
    let filter = "plonky3-mmcs/babybear/tree of 65536 leaves, 1 core";
    let doc: serde_json::Value =
        serde_json::from_str(&ok(&["bench", "--quick", "--json", "--filter", filter]))
            .expect("--json parses");
    let rows = doc["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert_eq!(rows[0]["id"], "merkle/plonky3-mmcs/babybear");
    assert_eq!(rows[0]["kind"], "merkle");
    assert_eq!(rows[1]["name"], "blake3");
    assert!(rows[1]["id"].is_null());
    assert!(rows[0]["x_blake3"].as_f64().expect("beside BLAKE3") > 0.0);
    let doc: serde_json::Value = serde_json::from_str(&ok(&[
        "bench",
        "--quick",
        "--json",
        "--filter",
        "poseidon-circom/bn254/2-to-1",
    ]))
    .unwrap();
    assert_eq!(doc["rows"][0]["id"], "poseidon-circom/bn254");
    let table = ok(&["bench", "--quick", "--filter", "sha3"]);
    assert!(table.contains("| hash | field | scenario | input | time | hashes/s | ×BLAKE3 |"));
    assert!(
        table.contains("| sha3-256 | bytes | 2-to-1 | 64 B |"),
        "{table}"
    );
    assert!(
        table.contains("| blake3 | bytes | 100 elements | 800 B |"),
        "{table}"
    );
    fails(
        &["bench", "--quick", "--filter", "no-such-hash"],
        "--filter matches no row",
    );
}

/// A usage error reported by clap (several lines: the error and a hint).
fn usage_error(args: &[&str], needle: &str) {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?} should exit 2");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("error: ") && err.contains(needle),
        "{args:?}: {err}"
    );
    assert!(!err.contains("panicked"));
}

fn with_stdin(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_zkhashes"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run zkhashes");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn hash_lines_from_stdin() {
    let out = with_stdin(
        &["hash", "poseidon-circom", "--stdin", "--outputs", "2"],
        "1 2\n\n 1, 2 \n",
    );
    assert!(out.status.success());
    let one = ok(&["hash", "poseidon-circom", "1", "2", "--outputs", "2"]);
    let line = one.lines().collect::<Vec<_>>().join(" ");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("{line}\n{line}\n")
    );
    // A bad line names its number; nothing after it is hashed.
    let out = with_stdin(
        &["hash", "poseidon-circom", "--stdin"],
        &format!("1\n{P}\n2\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 1);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("line 2") && err.contains("field modulus"),
        "{err}"
    );
    usage_error(
        &["hash", "poseidon-circom", "1", "--stdin"],
        "cannot be used with",
    );
}

#[test]
fn evm_contracts() {
    let src = ok(&["evm", "poseidon-circom", "--inputs", "2"]);
    assert!(src.contains("library PoseidonT3 {"));
    assert!(src.contains("function hash(uint256[2] calldata inputs) public pure returns (uint256)"));
    let checked_in = include_str!("../../../onchain/evm/contracts/PoseidonT3.sol");
    assert_eq!(src, checked_in);
    let oz = ok(&["evm", "poseidon2-openzeppelin", "--inputs", "3"]);
    assert!(oz.contains("library Poseidon2Hash3 {"));
    fails(
        &["evm", "poseidon-circom", "--inputs", "6"],
        "expected 1 to 5 inputs, got 6",
    );
    fails(
        &["evm", "rpo-merge"],
        "the EVM generator knows poseidon-circom",
    );
    usage_error(
        &["evm", "poseidon-circom", "--inputs", "x"],
        "invalid value",
    );
}

/// Runs `zkhashes ARGS` with `input` on stdin.
fn run_with(args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_zkhashes"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run zkhashes");
    // A run that fails before reading its input closes the pipe early.
    let _ = child.stdin.take().unwrap().write_all(input);
    child.wait_with_output().unwrap()
}

fn ok_with(args: &[&str], input: &str) -> String {
    let out = run_with(args, input.as_bytes());
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "progress on a piped stderr");
    String::from_utf8(out.stdout).unwrap()
}

fn fails_with(args: &[&str], input: &[u8], needle: &str) {
    let out = run_with(args, input);
    assert_eq!(out.status.code(), Some(2), "{args:?} should exit 2");
    assert!(out.stdout.is_empty(), "{args:?} printed to stdout");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
}

/// `merkle`'s roots are the schemes' compressions of the leaves, as the
/// hashers compute them one by one.
#[test]
fn merkle_roots_compose_the_hashers() {
    // LeanIMT: poseidon(poseidon(1, 2), 3) (the 3 carried up unhashed).
    let h12 = ok(&["hash", "poseidon-circom", "1", "2"]);
    assert_eq!(ok_with(&["merkle", "lean-imt"], "1\n2\n"), h12);
    let root = ok(&["hash", "poseidon-circom", h12.trim(), "3"]);
    assert_eq!(ok_with(&["merkle", "lean-imt", "-"], "1\n\n2\n3\n"), root);
    // Miden RPO and winterfell: merge of the two words.
    for (scheme, merge) in [
        ("miden-rpo", "rpo-merge"),
        ("winterfell-rp64-256", "rp64-256-merge"),
    ] {
        let merged = ok(&["hash", merge, "1", "2", "3", "4", "5", "6", "7", "8"]);
        let root = ok_with(&["merkle", scheme], "1 2 3 4\n5,6,7,8\n");
        assert_eq!(
            root.trim(),
            merged.split_whitespace().collect::<Vec<_>>().join(" ")
        );
    }
    // Stwo: merge(leaf(row 0), leaf(row 1)) of its BLAKE2s-M31 hashers.
    let mut pair: Vec<String> = Vec::new();
    for row in [["1", "2", "3"], ["2147483646", "0", "5"]] {
        let mut args = vec!["hash", "blake2s-m31-stwo"];
        args.extend(row);
        pair.extend(ok(&args).split_whitespace().map(str::to_string));
    }
    let mut args = vec!["hash", "blake2s-m31-stwo-merge"];
    args.extend(pair.iter().map(String::as_str));
    let merged = ok(&args);
    let root = ok_with(&["merkle", "stwo-blake2s-m31"], "1 2 3\n2147483646 0 5\n");
    assert_eq!(
        root.trim(),
        merged.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    // Plonky3: compress(sponge(row 0), sponge(row 1)) over BabyBear.
    let sponge = |row: &[&str]| -> Vec<String> {
        let mut args = vec![
            "hash",
            "plonky3-sponge",
            "--field",
            "babybear",
            "--width",
            "24",
        ];
        args.extend(row);
        ok(&args).lines().map(str::to_string).collect()
    };
    let mut pair = sponge(&["1", "2", "3"]);
    pair.extend(sponge(&["4", "5", "6"]));
    let mut args = vec![
        "hash",
        "plonky3-compress",
        "--field",
        "babybear",
        "--width",
        "16",
    ];
    args.extend(pair.iter().map(String::as_str));
    let want = ok(&args).lines().collect::<Vec<_>>().join(" ");
    let got = ok_with(
        &["merkle", "plonky3-mmcs", "--field", "babybear"],
        "1 2 3\n4 5 6\n",
    );
    assert_eq!(got.trim(), want);
    // The same leaves as little-endian words.
    let words: Vec<u8> = (1u32..=6).flat_map(u32::to_le_bytes).collect();
    let out = run_with(
        &[
            "merkle",
            "plonky3-mmcs",
            "--field",
            "babybear",
            "--binary",
            "--width",
            "3",
        ],
        &words,
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), want);
    // A proof: the cap, then index, leaf and one sibling per level.
    let out = ok_with(
        &[
            "merkle",
            "plonky2",
            "--cap-height",
            "1",
            "--proof",
            "2",
            "--format",
            "dec",
        ],
        "1\n2\n3\n4\n5\n6\n7\n8\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2 + 2 + 2, "{out}");
    assert_eq!(lines[2], "index 2");
    assert_eq!(lines[3], "leaf 3");
    assert!(lines[4].starts_with("sibling ") && lines[5].starts_with("sibling "));
    let list = ok(&["list"]);
    for scheme in [
        "plonky3-mmcs",
        "plonky2",
        "miden-rpo",
        "miden-poseidon2",
        "winterfell-rp64-256",
        "lean-imt",
    ] {
        assert!(
            list.lines()
                .any(|l| l.starts_with(scheme) && l.contains("merkle")),
            "{scheme}"
        );
    }
}

#[test]
fn merkle_bad_inputs() {
    fails_with(&["merkle", "nope"], b"1\n", "nope");
    fails_with(&["merkle", "plonky3-mmcs"], b"1\n", "--field");
    fails_with(
        &["merkle", "lean-imt"],
        format!("1\n{P}\n").as_bytes(),
        "leaf 1: input 0",
    );
    fails_with(&["merkle", "miden-rpo"], b"1 2 3 4\n5 6 7\n", "line 2");
    fails_with(&["merkle", "miden-rpo"], b"1 2 3\n5 6 7\n", "expected 4");
    fails_with(&["merkle", "plonky2"], b"1\n2\n3\n", "power of two");
    fails_with(
        &["merkle", "plonky2", "--cap-height", "2"],
        b"1\n2\n",
        "cap height",
    );
    fails_with(
        &["merkle", "lean-imt", "--proof", "3"],
        b"1\n2\n3\n",
        "index 3",
    );
    fails_with(&["merkle", "lean-imt"], b"", "at least one");
    fails_with(&["merkle", "plonky2", "--binary"], b"12345678", "--width");
    fails_with(
        &[
            "merkle",
            "plonky3-mmcs",
            "--field",
            "goldilocks",
            "--binary",
            "--width",
            "1",
        ],
        b"123",
        "expected 8 bytes",
    );
    fails_with(
        &[
            "merkle",
            "plonky3-mmcs",
            "--field",
            "goldilocks",
            "--binary",
            "--width",
            "1",
        ],
        &[0xff; 8],
        "canonical",
    );
    fails(&["merkle", "plonky2", "/no/such/file"], "cannot be opened");
    fails_with(
        &["merkle", "stwo-blake2s-m31"],
        b"1 2\n3 4\n5 6\n",
        "power-of-two",
    );
    fails_with(
        &["merkle", "stwo-blake2s-m31"],
        b"1 2\n3 2147483647\n",
        "leaf 1",
    );
    fails_with(
        &["merkle", "stwo-blake2s-m31", "--cap-height", "1"],
        b"1\n2\n",
        "no cap",
    );
}

/// `merkle --range A..B` pieces joined by `merkle join` give the whole tree's cap, whether
/// each piece reads the whole file or only its own rows (`--total`); bad pieces and joins fail
/// with one line naming the piece.
#[test]
fn merkle_pieces_join_to_the_whole_cap() {
    let dir = std::env::temp_dir().join(format!("zkhashes-cli-pieces-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    for (scheme, field, rows, width, cap, span) in [
        ("plonky3-mmcs", "babybear", 37u64, 3, "1", 16u64),
        ("plonky3-mmcs", "goldilocks", 64, 2, "2", 8),
        ("plonky2", "goldilocks", 32, 5, "1", 8),
        ("miden-poseidon2", "goldilocks", 16, 4, "0", 4),
        ("lean-imt", "bn254", 21, 1, "0", 8),
        ("stwo-blake2s-m31", "mersenne31", 16, 3, "0", 4),
    ] {
        let text: String = (0..rows)
            .map(|r| {
                let row: Vec<String> = (0..width)
                    .map(|c| (r * 1009 + c * 7 + 1).to_string())
                    .collect();
                row.join(" ") + "\n"
            })
            .collect();
        let leaves = path("leaves.txt");
        std::fs::write(&leaves, &text).unwrap();
        let args = [
            "merkle",
            scheme,
            &leaves,
            "--field",
            field,
            "--cap-height",
            cap,
        ];
        let whole = ok(&args);
        let mut files = Vec::new();
        for (k, a) in (0..rows).step_by(span as usize).enumerate() {
            let range = format!("{a}..{}", a + span);
            let piece = ok(&[&args[..], &["--range", &range]].concat());
            assert!(piece.starts_with(&format!(
                "piece {scheme} {field} total {rows} span {span} start {a}"
            )));
            // The same piece from its own rows only.
            let own: String = text
                .lines()
                .skip(a as usize)
                .take(span as usize)
                .map(|l| format!("{l}\n"))
                .collect();
            let total = rows.to_string();
            let only = ok_with(
                &[
                    "merkle",
                    scheme,
                    "-",
                    "--field",
                    field,
                    "--cap-height",
                    cap,
                    "--range",
                    &range,
                    "--total",
                    &total,
                ],
                &own,
            );
            assert_eq!(only, piece, "{scheme}: piece {range} from its own rows");
            let file = path(&format!("piece{k}.txt"));
            std::fs::write(&file, piece).unwrap();
            files.push(file);
        }
        files.reverse();
        let joined: Vec<&str> = ["merkle", "join"]
            .into_iter()
            .chain(files.iter().map(String::as_str))
            .collect();
        assert_eq!(ok(&joined), whole, "{scheme}/{field}: joined pieces");
        // One piece missing.
        let missing: Vec<&str> = joined[..joined.len() - 1].to_vec();
        fails(&missing, "invalid Merkle tree piece");
    }
    let leaves = path("leaves.txt");
    fails(
        &["merkle", "lean-imt", &leaves, "--range", "3..7"],
        "piece starting at row 3",
    );
    fails(
        &["merkle", "lean-imt", &leaves, "--range", "0..12"],
        "piece starting at row 0",
    );
    fails(
        &["merkle", "lean-imt", &leaves, "--range", "7..3"],
        "--range is A..B",
    );
    fails(
        &["merkle", "lean-imt", &leaves, "--total", "9"],
        "--total goes with --range",
    );
    let bad = path("bad.txt");
    std::fs::write(
        &bad,
        "piece lean-imt bn254 total 4 span 2 start 0 cap-height 0\n0xzz\n",
    )
    .unwrap();
    fails(&["merkle", "join", &bad], "bad.txt, line 2");
    std::fs::remove_dir_all(&dir).ok();
}

/// A binary leaves' file is streamed in pieces (several of them past 2^20 elements); its cap
/// equals the in-memory build's of the same bytes from stdin, for each scheme, and a file cut
/// mid-row or holding a value ≥ p fails naming the problem.
#[test]
fn merkle_streams_binary_files() {
    let dir = std::env::temp_dir().join(format!("zkhashes-cli-stream-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("leaves.bin");
    let path = file.to_str().unwrap();
    let mut seed = 0x5eed_u64;
    let mut next = move || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        seed >> 34
    };
    for (scheme, field, rows, width, bytes, cap) in [
        ("plonky3-mmcs", "babybear", 300_001u64, 4usize, 4usize, "2"),
        ("plonky3-mmcs", "goldilocks", 70_000, 16, 8, "0"),
        ("plonky2", "goldilocks", 1 << 17, 9, 8, "3"),
        ("winterfell-rp64-256", "goldilocks", 1 << 19, 4, 8, "1"),
    ] {
        let data: Vec<u8> = (0..rows as usize * width)
            .flat_map(|_| next().to_le_bytes()[..bytes].to_vec())
            .collect();
        std::fs::write(&file, &data).unwrap();
        let w = width.to_string();
        let args = [
            "merkle",
            scheme,
            "--field",
            field,
            "--binary",
            "--width",
            &w,
            "--cap-height",
            cap,
        ];
        let streamed = ok(&[&args[..], &[path]].concat());
        let out = run_with(&[&args[..], &["-"]].concat(), &data);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let in_memory = String::from_utf8(out.stdout).unwrap();
        assert_eq!(streamed, in_memory, "{scheme}/{field}: {rows} rows");
    }
    std::fs::write(&file, [1u8, 2, 3, 4, 5, 6]).unwrap();
    fails(
        &[
            "merkle",
            "plonky3-mmcs",
            "--field",
            "babybear",
            "--binary",
            "--width",
            "1",
            path,
        ],
        "bytes",
    );
    std::fs::write(&file, [1u8, 0, 0, 0, 1, 0, 0, 0x78, 3, 0, 0, 0, 4, 0, 0, 0]).unwrap();
    fails(
        &[
            "merkle",
            "plonky3-mmcs",
            "--field",
            "babybear",
            "--binary",
            "--width",
            "2",
            path,
        ],
        "leaf 0",
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `merkle … --out FILE` writes every level; `merkle prove FILE INDEX…` serves the proofs the
/// build's own `--proof` prints (text from stdin, binary from a file); a damaged or truncated
/// file, a missing index and an index past the end fail with one line.
#[test]
fn merkle_tree_files_serve_proofs() {
    let dir = std::env::temp_dir().join(format!("zkhashes-cli-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let tree = dir.join("t.zkt");
    let tree = tree.to_str().unwrap();
    let leaves: String = (0..37)
        .map(|i| format!("{i} {} {}\n", i * 7, i * i))
        .collect();
    let args = [
        "merkle",
        "plonky3-mmcs",
        "--field",
        "koalabear",
        "--cap-height",
        "1",
    ];
    let cap = ok_with(&[&args[..], &["--out", tree]].concat(), &leaves);
    for i in ["0", "17", "36"] {
        let built = ok_with(&[&args[..], &["--proof", i]].concat(), &leaves);
        let served = ok(&["merkle", "prove", tree, i]);
        assert_eq!(built, served, "leaf {i}");
        assert!(served.starts_with(&cap), "the cap first");
        assert!(served.contains(&format!("index {i}\n")));
    }
    let two = ok(&["merkle", "prove", tree, "3", "5", "--check"]);
    assert_eq!(two.matches("index ").count(), 2);
    // Binary leaves from a file, miden-rpo: the same proofs as the text build.
    let bin = dir.join("leaves.bin");
    let words: Vec<u64> = (0..64u64).map(|i| i * 0x1_0000_0001).collect();
    std::fs::write(
        &bin,
        words
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .unwrap();
    let text: String = words
        .chunks(4)
        .map(|c| format!("{} {} {} {}\n", c[0], c[1], c[2], c[3]))
        .collect();
    let bin_args = ["merkle", "miden-rpo", "--binary", bin.to_str().unwrap()];
    ok(&[&bin_args[..], &["--out", tree]].concat());
    assert_eq!(
        ok(&["merkle", "prove", tree, "9"]),
        ok_with(&["merkle", "miden-rpo", "--proof", "9"], &text)
    );
    fails(&["merkle", "prove", tree, "16"], "out of range");
    fails(&["merkle", "prove", tree], "at least one leaf index");
    fails(&["merkle", "prove", tree, "x"], "a number");
    let mut bytes = std::fs::read(tree).unwrap();
    let end = bytes.len();
    bytes[end - 40] ^= 1;
    std::fs::write(tree, &bytes).unwrap();
    fails(&["merkle", "prove", tree, "0", "--check"], "damaged");
    bytes.truncate(end / 2);
    std::fs::write(tree, &bytes).unwrap();
    fails(&["merkle", "prove", tree, "0"], "truncated");
    fails(&["merkle", "prove", "/no/such/tree", "0"], "I/O error");
    fails_with(
        &["merkle", "lean-imt", "--range", "0..2", "--out", tree],
        b"1\n2\n",
        "--out",
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn params_audit() {
    let report = ok(&["params", "--audit"]);
    let lines: Vec<&str> = report.lines().collect();
    let summary = lines.last().unwrap();
    // gnark-crypto's default BN254 Poseidon2 (t = 2, R_P 50) is below the
    // interpolation bound's 52: the audit says so (registry runs it as gnark does)
    assert!(
        summary.ends_with(", 1 flagged: poseidon2/gnark/bn254/t2"),
        "{summary}"
    );
    // One line per instance between the header and the summary.
    let n: usize = summary.split(' ').next().unwrap().parse().unwrap();
    assert_eq!(lines.len(), n + 2, "{report}");
    for id in [
        "poseidon/circom/bn254/t17 ",
        "poseidon2/plonky3/koalabear/t16 ",
        "merkle/plonky3-mmcs/babybear ",
    ] {
        assert!(lines.iter().any(|l| l.starts_with(id)), "{id}");
    }
    assert!(report.contains("Poseidon2 x^3 R_F 8 R_P 20"), "{report}");
    usage_error(&["params", "--audit", "--t", "3"], "--t");
    fails(&["params", "--audit", "--rules", "2020"], "rules");
    usage_error(&["params", "--field", "bn254"], "--t");
}

#[test]
fn params_round_numbers() {
    let report = ok(&["params", "--field", "bn254", "--t", "3", "--alpha", "5"]);
    assert!(
        report.contains("binding: interpolation (fails at R_P = 51)"),
        "{report}"
    );
    assert!(
        report.ends_with("result: R_F = 8, R_P = 56 (80 S-boxes)\n"),
        "{report}"
    );
    // circom's table: the 2019 script, R_P up to a multiple of t (t = 5: 60).
    let circom = ok(&[
        "params",
        "--field",
        "bn254",
        "--t",
        "5",
        "--alpha",
        "5",
        "--rules",
        "2019",
        "--multiple-of-t",
    ]);
    assert!(
        circom.ends_with("result: R_F = 8, R_P = 60 (100 S-boxes)\n"),
        "{circom}"
    );
    // Plonky3's BabyBear width 16 (α = 7) by modulus.
    let bb = ok(&[
        "params",
        "--modulus",
        "2013265921",
        "--t",
        "16",
        "--alpha",
        "7",
    ]);
    assert!(
        bb.ends_with("result: R_F = 8, R_P = 13 (141 S-boxes)\n"),
        "{bb}"
    );
    fails(
        &["params", "--field", "m61", "--t", "3", "--alpha", "5"],
        "m61",
    );
    fails(
        &["params", "--field", "bn254", "--t", "3", "--alpha", "3"],
        "not a permutation",
    );
    fails(
        &[
            "params", "--field", "bn254", "--t", "3", "--alpha", "5", "--rules", "2020",
        ],
        "rules",
    );
    fails(
        &["params", "--modulus", "0xzz", "--t", "3", "--alpha", "5"],
        "",
    );
}
