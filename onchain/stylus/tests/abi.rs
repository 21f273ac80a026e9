//! The program's entry points on the host: selectors, known answers of
//! `test-vectors/`, and every bad input reverting with a message.

use sha3::{Digest, Keccak256};
use zkhashes_stylus::abi::{dispatch, Revert, HASH, POSEIDON2};

fn selector(sig: &str) -> [u8; 4] {
    Keccak256::digest(sig.as_bytes())[..4].try_into().unwrap()
}

fn word(dec: &str) -> [u8; 32] {
    let v = zkhashes::encode::parse_uint(dec).unwrap();
    let mut out = [0u8; 32];
    zkhashes::encode::to_be_bytes(&v, &mut out);
    out
}

fn words(list: &serde_json::Value) -> Vec<[u8; 32]> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|x| word(x.as_str().unwrap()))
        .collect()
}

fn calldata(sel: [u8; 4], args: &[[u8; 32]]) -> Vec<u8> {
    let mut v = sel.to_vec();
    for a in args {
        v.extend_from_slice(a);
    }
    v
}

fn vectors(file: &str) -> serde_json::Value {
    let path = format!("{}/../../test-vectors/{file}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn selectors_are_the_solidity_ones() {
    for (n, sel) in HASH.iter().enumerate() {
        assert_eq!(*sel, selector(&format!("hash(uint256[{}])", n + 1)));
    }
    assert_eq!(POSEIDON2, selector("poseidon2(uint256,uint256)"));
}

/// Whether this build has `hash(uint256[n])`.
fn built(n: usize) -> bool {
    ((1..=2).contains(&n) && cfg!(feature = "narrow"))
        || ((3..=5).contains(&n) && cfg!(feature = "wide"))
}

#[test]
fn known_answers() {
    let v = vectors("poseidon-circom.json");
    let mut seen = [0; 5];
    for c in v["cases"].as_array().unwrap() {
        let inputs = words(&c["inputs"]);
        let n = inputs.len();
        if !built(n) || c["init_state"] != "0" {
            continue;
        }
        let out = dispatch(&calldata(HASH[n - 1], &inputs)).unwrap();
        assert_eq!(out, word(c["outputs"][0].as_str().unwrap()), "{c}");
        seen[n - 1] += 1;
    }
    assert!((1..=5).all(|n| !built(n) || seen[n - 1] > 0), "{seen:?}");
    if !cfg!(feature = "narrow") {
        return;
    }
    let v = vectors("poseidon2.json");
    let mut oz = 0;
    for c in v["cases"].as_array().unwrap() {
        if c["instance"] != "openzeppelin"
            || c["function"] != "hash"
            || c["inputs"].as_array().unwrap().len() != 2
        {
            continue;
        }
        let inputs = words(&c["inputs"]);
        let out = dispatch(&calldata(POSEIDON2, &inputs)).unwrap();
        assert_eq!(out, word(c["outputs"][0].as_str().unwrap()), "{c}");
        oz += 1;
    }
    assert!(oz > 0);
}

#[test]
fn bad_calldata_reverts_with_a_message() {
    let p = word("21888242871839275222246405745257275088548364400416034343698204186575808495617");
    let one = word("1");
    // An entry point of this build: hash(uint256[2]) or, in the wide one, [3].
    let (sel, n) = if cfg!(feature = "narrow") {
        (HASH[1], 2)
    } else {
        (HASH[2], 3)
    };
    let mut cases = vec![
        (vec![0x56, 0x15], Revert::NoSelector),
        (calldata([1, 2, 3, 4], &[one, one]), Revert::UnknownSelector),
        (calldata(sel, &vec![one; n - 1]), Revert::WrongLength),
        (calldata(sel, &vec![one; n + 1]), Revert::WrongLength),
        (
            calldata(sel, &[vec![one; n - 1], vec![p]].concat()),
            Revert::NotInField,
        ),
        (calldata(sel, &vec![[0xff; 32]; n]), Revert::NotInField),
    ];
    if cfg!(feature = "narrow") {
        cases.push((calldata(POSEIDON2, &[p, one]), Revert::NotInField));
        cases.push((calldata(HASH[0], &[[0xff; 32]]), Revert::NotInField));
    }
    for (data, want) in cases {
        assert_eq!(dispatch(&data), Err(want));
        let mut buf = [0u8; 164];
        let n = want.encode(&mut buf);
        // Error(string): selector, offset 32, length, the message padded.
        assert_eq!(&buf[..4], &[0x08, 0xc3, 0x79, 0xa0]);
        let len = usize::from(buf[67]);
        assert_eq!(&buf[68..68 + len], want.message().as_bytes());
        assert_eq!(n, 68 + len.div_ceil(32) * 32);
    }
}
