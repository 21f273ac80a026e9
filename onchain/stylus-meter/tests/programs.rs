//! The Stylus programs of `onchain/stylus`, built for wasm32 with their
//! `stylus` profile and run through the meter: each is a valid Stylus program
//! that deploys within 24,576 bytes, answers every entry point with the
//! known answers of `test-vectors/` and with what the library computes on
//! random inputs, and reverts with an `Error(string)` message (status 1,
//! never a trap) on short calldata, unknown selectors, wrong lengths and
//! values ≥ p.

use rand::{Rng, SeedableRng};
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;
use zkhashes::{Bn254Fr as F, Field, PrimeField};
use zkhashes_stylus_meter::{deployed_len, Program, MAX_DEPLOYED_BYTES};

/// `hash(uint256[1])` … `hash(uint256[5])` and `poseidon2(uint256,uint256)`.
const HASH: [[u8; 4]; 5] = [
    [0x9d, 0x03, 0x6e, 0x71],
    [0x56, 0x15, 0x58, 0xfe],
    [0x20, 0xcf, 0x0a, 0x37],
    [0x87, 0x09, 0xcd, 0x8c],
    [0x7f, 0xe2, 0x38, 0xe2],
];
const POSEIDON2: [u8; 4] = [0x6e, 0x9c, 0x43, 0x3b];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Builds `onchain/stylus` with `features` into `target_dir` and loads it.
fn build(features: &[&str], target_dir: &str) -> (Vec<u8>, Program) {
    let dir = root().join("onchain/stylus");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(&dir)
        .args([
            "build",
            "--target",
            "wasm32-unknown-unknown",
            "--profile",
            "stylus",
        ])
        .args(["--target-dir", target_dir])
        .args(features)
        // An incremental build is a different (larger) program.
        .env("CARGO_INCREMENTAL", "0")
        .status()
        .expect("running cargo");
    assert!(status.success(), "building the Stylus program failed");
    let wasm = std::fs::read(
        dir.join(target_dir)
            .join("wasm32-unknown-unknown/stylus/zkhashes_stylus.wasm"),
    )
    .unwrap();
    let program = Program::load(&wasm).expect("a valid Stylus program");
    (wasm, program)
}

/// A built program and the entry points it answers.
struct Built {
    wasm: Vec<u8>,
    program: Program,
    /// The N of its `hash(uint256[N])` entry points.
    widths: &'static [usize],
    /// Whether it answers `poseidon2(uint256,uint256)`.
    poseidon2: bool,
}

/// The default program (t = 2, 3 and Poseidon2) and the wide one (t = 4..6).
fn programs() -> &'static [Built; 2] {
    static P: OnceLock<[Built; 2]> = OnceLock::new();
    P.get_or_init(|| {
        let built = |features: &[&str], dir, widths, poseidon2| {
            let (wasm, program) = build(features, dir);
            Built {
                wasm,
                program,
                widths,
                poseidon2,
            }
        };
        [
            built(&[], "target", &[1, 2], true),
            built(
                &["--no-default-features", "--features", "wide"],
                "target/wide",
                &[3, 4, 5],
                false,
            ),
        ]
    })
}

fn word(x: &F) -> [u8; 32] {
    let mut w = [0u8; 32];
    zkhashes::encode::to_be_bytes(&x.to_u256(), &mut w);
    w
}

fn calldata(sel: [u8; 4], words: &[[u8; 32]]) -> Vec<u8> {
    let mut v = sel.to_vec();
    for w in words {
        v.extend_from_slice(w);
    }
    v
}

fn dec(s: &serde_json::Value) -> F {
    F::from_u256(&zkhashes::encode::parse_uint(s.as_str().unwrap()).unwrap()).unwrap()
}

/// A vector case's inputs as calldata words.
fn input_words(case: &serde_json::Value) -> Vec<[u8; 32]> {
    case["inputs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| word(&dec(x)))
        .collect()
}

fn vectors(file: &str) -> serde_json::Value {
    let text = std::fs::read_to_string(root().join("test-vectors").join(file)).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// Runs `data` and returns the 32-byte result, asserting success.
fn answer(program: &Program, data: &[u8]) -> Vec<u8> {
    let out = program.call(data).expect("no trap");
    assert_eq!(
        out.status,
        0,
        "reverted: {:?}",
        String::from_utf8_lossy(&out.output)
    );
    out.output
}

#[test]
fn programs_deploy_within_the_limit() {
    for b in programs() {
        let n = deployed_len(&b.wasm);
        assert!(
            n <= MAX_DEPLOYED_BYTES,
            "widths {:?}: {n} bytes deployed",
            b.widths
        );
    }
}

#[test]
fn known_answers_of_every_entry_point() {
    let circom = vectors("poseidon-circom.json");
    let poseidon2 = vectors("poseidon2.json");
    for Built {
        program,
        widths,
        poseidon2: has_poseidon2,
        ..
    } in programs()
    {
        for &n in *widths {
            let cases: Vec<_> = circom["cases"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|c| c["init_state"] == "0" && c["inputs"].as_array().unwrap().len() == n)
                .collect();
            assert!(!cases.is_empty(), "no vectors of {n} inputs");
            for c in cases {
                let inputs = input_words(c);
                let got = answer(program, &calldata(HASH[n - 1], &inputs));
                assert_eq!(got, word(&dec(&c["outputs"][0])), "{c}");
            }
        }
        if *has_poseidon2 {
            let mut seen = 0;
            for c in poseidon2["cases"].as_array().unwrap() {
                if c["instance"] != "openzeppelin"
                    || c["function"] != "hash"
                    || c["inputs"].as_array().unwrap().len() != 2
                {
                    continue;
                }
                let inputs = input_words(c);
                let got = answer(program, &calldata(POSEIDON2, &inputs));
                assert_eq!(got, word(&dec(&c["outputs"][0])), "{c}");
                seen += 1;
            }
            assert!(seen > 0);
        }
    }
}

#[test]
fn random_inputs_agree_with_the_library() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x57_11_05);
    let random = |rng: &mut rand::rngs::StdRng| F::from_u256_reduced(&rng.gen::<[u64; 4]>());
    for Built {
        program,
        widths,
        poseidon2: has_poseidon2,
        ..
    } in programs()
    {
        for &n in *widths {
            for _ in 0..8 {
                let xs: Vec<F> = (0..n).map(|_| random(&mut rng)).collect();
                let want = zkhashes::instances::circom::hash(&xs).unwrap();
                let words: Vec<[u8; 32]> = xs.iter().map(word).collect();
                assert_eq!(answer(program, &calldata(HASH[n - 1], &words)), word(&want));
            }
        }
        if *has_poseidon2 {
            for _ in 0..8 {
                let xs = [random(&mut rng), random(&mut rng)];
                let want = zkhashes::instances::poseidon2_openzeppelin::hash_many(&xs, 1)[0];
                let words: Vec<[u8; 32]> = xs.iter().map(word).collect();
                assert_eq!(answer(program, &calldata(POSEIDON2, &words)), word(&want));
            }
        }
    }
}

/// The message of `Error(string)` revert data.
fn revert_message(output: &[u8]) -> String {
    assert_eq!(
        &output[..4],
        &[0x08, 0xc3, 0x79, 0xa0],
        "Error(string) selector"
    );
    let len = usize::from(output[67]);
    assert_eq!(output.len(), 68 + len.div_ceil(32) * 32);
    String::from_utf8(output[68..68 + len].to_vec()).unwrap()
}

#[test]
fn bad_calldata_reverts_with_a_message() {
    let one = word(&F::from_u64(1));
    let mut p = [0u8; 32];
    zkhashes::encode::to_be_bytes(&F::MODULUS, &mut p);
    for Built {
        program,
        widths,
        poseidon2: has_poseidon2,
        ..
    } in programs()
    {
        let n = widths[0];
        let sel = HASH[n - 1];
        let mut cases = vec![
            (vec![], "shorter than a selector"),
            (sel[..3].to_vec(), "shorter than a selector"),
            (calldata([1, 2, 3, 4], &[one]), "unknown selector"),
            (calldata(sel, &vec![one; n - 1]), "wrong calldata length"),
            (calldata(sel, &vec![one; n + 1]), "wrong calldata length"),
            (calldata(sel, &vec![one; 9]), "wrong calldata length"),
            (
                calldata(sel, &[vec![one; n - 1], vec![p]].concat()),
                "not below the BN254",
            ),
            (calldata(sel, &vec![[0xff; 32]; n]), "not below the BN254"),
        ];
        // The other program's entry points are unknown here.
        let other = if *has_poseidon2 { HASH[2] } else { POSEIDON2 };
        cases.push((calldata(other, &[one, one, one]), "unknown selector"));
        if *has_poseidon2 {
            cases.push((calldata(POSEIDON2, &[one, p]), "not below the BN254"));
        }
        for (data, want) in cases {
            let out = program.call(&data).expect("a revert, not a trap");
            assert_eq!(out.status, 1, "{data:02x?}");
            let msg = revert_message(&out.output);
            assert!(msg.contains(want), "{msg:?} for {data:02x?}");
        }
    }
}
