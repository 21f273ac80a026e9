//! The portable core under Miri (`make test` runs this file with
//! `cargo +nightly miri test -p zkhashes --no-default-features --test
//! miri_core`; it also runs as an ordinary test): field arithmetic and
//! encodings of every field, the generic engines at their ecosystems'
//! widths on upstream known answers (circom, Starknet, plonky2, RPO/RPX,
//! OpenZeppelin's Poseidon2 sponge), and Merkle trees with their proofs.
//! Under Miri the CPU feature detection reports no SIMD, so every path
//! here is the portable one. Kept small: Miri runs about a thousand times
//! slower than native code.

mod common;

use serde_json::Value;
use zkhashes::field::Stark252;
use zkhashes::instances::miden::{MidenHasher, Rpo256, Rpx256};
use zkhashes::instances::{circom, plonky2, poseidon2_openzeppelin, starknet};
use zkhashes::merkle::named::NamedTree;
use zkhashes::{BabyBear, Bn254Fr, Goldilocks, KoalaBear, Mersenne31, PrimeField};

fn field<F: PrimeField>(seed: u64) {
    let mut next = common::xorshift(seed);
    let mut el = || F::from_u256_reduced(&[next(), next(), next(), next()]);
    for _ in 0..3 {
        let (a, b, c) = (el(), el(), el());
        assert_eq!((a + b) - b, a);
        assert_eq!(a * (b + c), a * b + a * c);
        assert_eq!(a.square(), a * a);
        assert_eq!(-(-a) + F::ZERO, a);
        if let Some(i) = a.inverse() {
            assert_eq!(a * i, F::ONE);
        }
        let mut be = vec![0u8; F::NUM_BYTES];
        a.write_be_bytes(&mut be).unwrap();
        assert_eq!(F::from_be_bytes(&be).unwrap(), a);
        assert_eq!(F::from_str_canonical(&a.to_decimal()).unwrap(), a);
    }
    assert!(F::from_u256(&F::MODULUS).is_err());
}

#[test]
fn fields() {
    field::<Bn254Fr>(1);
    field::<Stark252>(2);
    field::<Goldilocks>(3);
    field::<BabyBear>(4);
    field::<KoalaBear>(5);
    field::<Mersenne31>(6);
}

/// The case objects of a vector file, each parsed alone (parsing a whole
/// file of 100 kB under Miri takes minutes): the `cases` array is cut at
/// its top-level braces (the files' strings hold no braces).
fn cases(doc: &str) -> impl Iterator<Item = Value> + '_ {
    let body = &doc[doc.find("\"cases\"").unwrap()..];
    let mut depth = 0;
    let mut start = 0;
    body.char_indices().filter_map(move |(i, c)| match c {
        '{' => {
            depth += 1;
            if depth == 1 {
                start = i;
            }
            None
        }
        '}' => {
            depth -= 1;
            (depth == 0).then(|| serde_json::from_str(&body[start..=i]).unwrap())
        }
        _ => None,
    })
}

/// The first `n` cases of a vector file with an upstream `source`.
fn upstream(doc: &str, n: usize) -> Vec<Value> {
    cases(doc)
        .filter(|c| !c["source"].as_str().unwrap().starts_with("reference/"))
        .take(n)
        .collect()
}

#[test]
fn circom_known_answers() {
    for c in upstream(
        include_str!("../../../test-vectors/poseidon-circom.json"),
        2,
    ) {
        let inputs: Vec<Bn254Fr> = common::values(&c["inputs"]);
        let want: Vec<Bn254Fr> = common::values(&c["outputs"]);
        assert_eq!(circom::hash(&inputs).unwrap(), want[0], "{c}");
    }
}

#[test]
fn starknet_known_answers() {
    for c in upstream(
        include_str!("../../../test-vectors/poseidon-starknet.json"),
        3,
    ) {
        let x: Vec<Stark252> = common::values(&c["inputs"]);
        let want: Vec<Stark252> = common::values(&c["outputs"]);
        let got = match c["function"].as_str().unwrap() {
            "hash_single" => starknet::hash_single(x[0]),
            "hash_many" => starknet::hash_many(&x),
            "hash" => starknet::hash(x[0], x[1]),
            f => panic!("{f}"),
        };
        assert_eq!(got, want[0], "{c}");
    }
}

#[test]
fn plonky2_known_answers() {
    for c in upstream(
        include_str!("../../../test-vectors/poseidon-plonky2.json"),
        1,
    ) {
        let x: Vec<Goldilocks> = common::values(&c["inputs"]);
        let want: Vec<Goldilocks> = common::values(&c["outputs"]);
        let mut s: [Goldilocks; 12] = x.try_into().unwrap();
        plonky2::permute(&mut s);
        assert_eq!(s.to_vec(), want, "{c}");
    }
}

#[test]
fn rescue_known_answers() {
    let doc = include_str!("../../../test-vectors/rescue-miden.json");
    for f in ["rpo_hash_elements", "rpx_hash_elements"] {
        let c = cases(doc).find(|c| c["function"] == f).unwrap();
        let x: Vec<Goldilocks> = common::values(&c["inputs"]);
        let want: Vec<Goldilocks> = common::values(&c["outputs"]);
        let got = match f {
            "rpo_hash_elements" => Rpo256::hash_elements(&x),
            _ => Rpx256::hash_elements(&x),
        };
        assert_eq!(got.to_vec(), want, "{c}");
    }
}

#[test]
fn poseidon2_sponge_known_answer() {
    let c = cases(include_str!("../../../test-vectors/poseidon2.json"))
        .find(|c| c["instance"] == "openzeppelin" && c["function"] == "hash")
        .unwrap();
    let x: Vec<Bn254Fr> = common::values(&c["inputs"]);
    let want: Vec<Bn254Fr> = common::values(&c["outputs"]);
    assert_eq!(poseidon2_openzeppelin::hash(&x), want[0], "{c}");
}

#[test]
fn merkle_trees_and_proofs() {
    for (scheme, width, n, p) in [
        ("miden-rpo", 4, 4, Goldilocks::MODULUS),
        ("lean-imt", 1, 3, Bn254Fr::MODULUS),
    ] {
        let leaves: Vec<[u64; 4]> = (0..(width * n) as u64)
            .map(|i| [i * 7 + 1, 0, 0, 0])
            .collect();
        assert!(p[0] > 100 || p[1..] != [0, 0, 0]);
        let tree = NamedTree::new(scheme, None, &leaves, width, 0).unwrap();
        for i in 0..n as u64 {
            let proof = tree.proof(i).unwrap();
            assert_eq!(tree.verify(&proof), Ok(true), "{scheme} leaf {i}");
            let mut bad = proof.clone();
            bad.leaf[0][0] ^= 1;
            assert_eq!(tree.verify(&bad), Ok(false), "{scheme} leaf {i} changed");
        }
    }
}
