//! Differential tests of gnark-crypto's Poseidon2
//! (`instances::poseidon2_gnark`, through the registry) against
//! gnark-crypto v0.22.0 itself: the Go program `tools/gnark-diff` (built
//! here with the Go toolchain, its module pinned by its go.mod and go.sum)
//! answers each request with gnark's code. 1,000 random inputs per
//! instance (zeros and p − 1 mixed in): the permutation at every width,
//! `Compress`, the Merkle–Damgård hasher on elements and on raw bytes
//! (including short and non-canonical ones, which both refuse).

use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use zkhashes::encode::{to_decimal, U256};
use zkhashes::instances::registry::{self, HashOptions};

const CASES: usize = 1000;

/// Builds `tools/gnark-diff` into the target directory; the binary's path.
fn build() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = root.join("target/gnark-diff");
    // `make test` names its Go in GO (the machine's, or the release it fetched)
    let go = std::env::var("GO").unwrap_or_else(|_| "go".to_string());
    let status = Command::new(go)
        .args(["build", "-o"])
        .arg(&out)
        .arg(".")
        .current_dir(root.join("tools/gnark-diff"))
        .status()
        .expect("the Go toolchain (`go`, or $GO) runs gnark-crypto's side of this test: `make setup` fetches it");
    assert!(status.success(), "go build of tools/gnark-diff failed");
    out
}

struct Field {
    name: &'static str,
    modulus: U256,
    bytes: usize,
    permute: &'static [usize],
    hash: &'static [usize],
}

const FIELDS: &[Field] = &[
    Field {
        name: "koalabear",
        modulus: [2130706433, 0, 0, 0],
        bytes: 4,
        permute: &[16, 24],
        hash: &[16, 24],
    },
    Field {
        name: "babybear",
        modulus: [2013265921, 0, 0, 0],
        bytes: 4,
        permute: &[16, 24],
        hash: &[16, 24],
    },
    Field {
        name: "bn254",
        modulus: [
            0x43e1f593f0000001,
            0x2833e84879b97091,
            0xb85045b68181585d,
            0x30644e72e131a029,
        ],
        bytes: 32,
        permute: &[2, 3, 4, 8, 12, 16],
        hash: &[2],
    },
];

/// A random element below `m` (a third of the time 0, p − 1 or a small value).
fn element(rng: &mut impl Rng, m: &U256) -> U256 {
    match rng.gen_range(0..9) {
        0 => [0; 4],
        1 => {
            let mut v = *m;
            v[0] -= 1; // every modulus here is odd
            v
        }
        2 => [rng.gen_range(0..1000), 0, 0, 0],
        _ => loop {
            let mut v: U256 = [rng.gen(), rng.gen(), rng.gen(), rng.gen()];
            let top = m.iter().rposition(|&w| w != 0).unwrap();
            for w in v.iter_mut().skip(top + 1) {
                *w = 0;
            }
            v[top] %= m[top] + 1;
            if (0..4).rev().map(|i| v[i].cmp(&m[i])).find(|o| o.is_ne())
                == Some(core::cmp::Ordering::Less)
            {
                break v;
            }
        },
    }
}

fn be_bytes(v: &U256, n: usize) -> Vec<u8> {
    let mut all = [0u8; 32];
    for (i, w) in v.iter().enumerate() {
        all[32 - 8 * (i + 1)..32 - 8 * i].copy_from_slice(&w.to_be_bytes());
    }
    all[32 - n..].to_vec()
}

fn words(v: &[U256]) -> String {
    v.iter().map(to_decimal).collect::<Vec<_>>().join(" ")
}

#[test]
fn gnark_crypto_agrees_on_random_inputs() {
    let mut child = Command::new(build())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("tools/gnark-diff runs");
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0067_6e61_726b);
    // (request, what zkhashes answers: the outputs, or None for an error)
    let mut expected: Vec<(String, Option<String>)> = Vec::new();
    let answer = |r: Result<Vec<U256>, zkhashes::Error>| r.ok().map(|v| words(&v));
    for f in FIELDS {
        for &t in f.permute {
            for _ in 0..CASES {
                let x: Vec<U256> = (0..t).map(|_| element(&mut rng, &f.modulus)).collect();
                let ours = registry::permute_in("poseidon2-gnark", Some(f.name), &x);
                expected.push((
                    format!("permute {} {t} {}", f.name, words(&x)),
                    answer(ours),
                ));
            }
        }
        for &t in f.hash {
            let options = HashOptions {
                width: Some(t),
                ..HashOptions::default()
            };
            for _ in 0..CASES {
                let x: Vec<U256> = (0..t).map(|_| element(&mut rng, &f.modulus)).collect();
                let ours =
                    registry::hash_in("poseidon2-gnark-compress", Some(f.name), &x, &options);
                expected.push((
                    format!("compress {} {t} {}", f.name, words(&x)),
                    answer(ours),
                ));
            }
            for _ in 0..CASES {
                let k = rng.gen_range(0..4 * t);
                let x: Vec<U256> = (0..k).map(|_| element(&mut rng, &f.modulus)).collect();
                let ours = registry::hash_in("poseidon2-gnark-md", Some(f.name), &x, &options);
                // gnark reads the elements as one Write of their bytes, a short block left-padded
                // with zero bytes: the same as zero elements in front
                let bytes: Vec<u8> = x.iter().flat_map(|v| be_bytes(v, f.bytes)).collect();
                let hex = if bytes.is_empty() {
                    "-".to_string()
                } else {
                    hex(&bytes)
                };
                expected.push((format!("md {} {t} {hex}", f.name), answer(ours)));
            }
        }
        // raw bytes at the default width: any length, a non-canonical element now and then
        let t = f.hash[0];
        for i in 0..CASES {
            let len = rng.gen_range(0..5 * t * f.bytes / 2);
            let mut bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
            if i % 4 != 0 {
                // mostly canonical: clear the top bits of every element-sized group from the end
                let mut end = bytes.len();
                while end > 0 {
                    let start = end.saturating_sub(f.bytes);
                    if end - start == f.bytes {
                        bytes[start] &= 0x1f;
                    }
                    end = start;
                }
            }
            let ours = registry::hash_bytes_in("poseidon2-gnark-md", Some(f.name), &bytes);
            let hex = if bytes.is_empty() {
                "-".to_string()
            } else {
                hex(&bytes)
            };
            expected.push((format!("md {} {t} {hex}", f.name), answer(ours)));
        }
    }
    let mut stdin = child.stdin.take().unwrap();
    let requests: String = expected.iter().map(|(r, _)| format!("{r}\n")).collect();
    let writer = std::thread::spawn(move || {
        stdin.write_all(requests.as_bytes()).unwrap();
    });
    let lines: Vec<String> = BufReader::new(child.stdout.take().unwrap())
        .lines()
        .map(|l| l.unwrap())
        .collect();
    writer.join().unwrap();
    assert!(child.wait().unwrap().success());
    assert_eq!(lines.len(), expected.len());
    let mut refused = 0;
    for ((request, ours), theirs) in expected.iter().zip(&lines) {
        match ours {
            Some(v) => assert_eq!(v, theirs, "{request}"),
            None => {
                refused += 1;
                assert!(
                    theirs.starts_with("error"),
                    "{request}: gnark answered {theirs}"
                );
            }
        }
    }
    // the bytes cases include non-canonical elements, both sides refuse them
    assert!(refused > 100, "{refused} refusals");
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
