//! test-vectors/poseidon2-gnark-*.json: gnark-crypto's own known answers
//! (the KoalaBear hasher's test-vectors.json; TestPoseidon2Width16/24 over
//! KoalaBear and BabyBear at their round numbers) and cases of the Python
//! reference for every instance, through `instances::poseidon2_gnark` and
//! the registry (elements and bytes); the lane kernels against one state at
//! a time; bad input refused.

use crate::common;

use zkhashes::instances::poseidon2_gnark as g;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Bn254Fr, Error, KoalaBear, PrimeField};

const KB: &str = include_str!("../../../test-vectors/poseidon2-gnark-koalabear.json");
const BB: &str = include_str!("../../../test-vectors/poseidon2-gnark-babybear.json");
const BN: &str = include_str!("../../../test-vectors/poseidon2-gnark-bn254.json");

fn n(c: &common::Case<impl PrimeField>, key: &str) -> usize {
    c.raw[key].as_u64().unwrap() as usize
}

fn run<F: PrimeField, P: Permutation<F, T>, const T: usize>(p: &P, x: &[F]) -> Vec<F> {
    p.permute(x.try_into().unwrap()).to_vec()
}

/// The permutation of a case at its own round numbers.
fn permute_kb(c: &common::Case<KoalaBear>) -> Vec<KoalaBear> {
    let (rf, rp) = (n(c, "rounds_full"), n(c, "rounds_partial"));
    match n(c, "width") {
        16 => run(&g::koalabear_w16_with(rf, rp).unwrap(), &c.inputs),
        24 => run(&g::koalabear_w24_with(rf, rp).unwrap(), &c.inputs),
        w => panic!("width {w}"),
    }
}

fn permute_bb(c: &common::Case<BabyBear>) -> Vec<BabyBear> {
    let (rf, rp) = (n(c, "rounds_full"), n(c, "rounds_partial"));
    match n(c, "width") {
        16 => run(&g::babybear_w16_with(rf, rp).unwrap(), &c.inputs),
        24 => run(&g::babybear_w24_with(rf, rp).unwrap(), &c.inputs),
        w => panic!("width {w}"),
    }
}

fn permute_bn(c: &common::Case<Bn254Fr>) -> Vec<Bn254Fr> {
    let (rf, rp) = (n(c, "rounds_full"), n(c, "rounds_partial"));
    match n(c, "width") {
        2 => run(&g::bn254_keccak::<2>(rf, rp).unwrap(), &c.inputs),
        3 => run(&g::bn254_keccak::<3>(rf, rp).unwrap(), &c.inputs),
        4 => run(g::bn254_t4(), &c.inputs),
        8 => run(g::bn254_t8(), &c.inputs),
        12 => run(g::bn254_t12(), &c.inputs),
        16 => run(g::bn254_t16(), &c.inputs),
        w => panic!("width {w}"),
    }
}

/// Every case of `json` through the instance and the registry; returns how
/// many came from gnark's own files.
fn check<F: PrimeField>(json: &str, field: &str, permute: fn(&common::Case<F>) -> Vec<F>) -> usize {
    let cases = common::cases::<F>(json);
    let mut upstream = 0;
    for c in &cases {
        upstream += usize::from(c.source.starts_with("gnark-crypto"));
        let width = n(c, "width");
        let options = HashOptions {
            width: Some(width),
            ..HashOptions::default()
        };
        let via = match c.function.as_str() {
            "permute" => {
                assert_eq!(permute(c), c.outputs, "{}", c.source);
                let default =
                    registry::permute_in("poseidon2-gnark", Some(field), &common::raw(&c.inputs));
                let rounds = (n(c, "rounds_full"), n(c, "rounds_partial"));
                if rounds != default_rounds(field, width) {
                    continue;
                }
                default
            }
            "compress" => registry::hash_in(
                "poseidon2-gnark-compress",
                Some(field),
                &common::raw(&c.inputs),
                &options,
            ),
            "md" => registry::hash_in(
                "poseidon2-gnark-md",
                Some(field),
                &common::raw(&c.inputs),
                &options,
            ),
            "md_bytes" => {
                let hex = c.raw["bytes"].as_str().unwrap();
                let bytes = zkhashes::encode::parse_hex_bytes(hex).unwrap();
                registry::hash_bytes_in("poseidon2-gnark-md", Some(field), &bytes)
            }
            f => panic!("function {f}"),
        };
        assert_eq!(
            via.unwrap(),
            common::raw(&c.outputs),
            "registry {}: {}",
            c.function,
            c.source
        );
    }
    upstream
}

fn default_rounds(field: &str, width: usize) -> (usize, usize) {
    match (field, width) {
        ("koalabear", _) => (6, 21),
        ("babybear", 16) => (8, 13),
        ("babybear", _) => (8, 21),
        ("bn254", 2) => (6, 50),
        ("bn254", 3 | 4) => (8, 56),
        _ => (8, 57),
    }
}

#[test]
fn known_answers_koalabear() {
    // four hasher answers of test-vectors.json, two permutations
    assert_eq!(check::<KoalaBear>(KB, "koalabear", permute_kb), 6);
}

#[test]
fn known_answers_babybear() {
    assert_eq!(check::<BabyBear>(BB, "babybear", permute_bb), 2);
}

#[test]
fn reference_cases_bn254() {
    assert!(common::cases::<Bn254Fr>(BN).len() >= 20);
    check::<Bn254Fr>(BN, "bn254", permute_bn);
}

#[test]
fn lane_kernels_match_one_state_at_a_time() {
    let p = g::koalabear_w16();
    let states = common::extreme_states::<KoalaBear, 16>(67, 11);
    let mut many = states.clone();
    p.permute_many(&mut many);
    for (s, m) in states.iter().zip(&many) {
        assert_eq!(p.permute(*s), *m);
    }
    let q = g::babybear_w24();
    let states = common::extreme_states::<BabyBear, 24>(41, 12);
    let digests = g::compress_many::<_, _, 24, 12>(q, &states);
    for (s, d) in states.iter().zip(&digests) {
        assert_eq!(g::compress_state::<_, _, 24, 12>(q, s), *d);
    }
}

#[test]
fn bad_input_is_refused() {
    let p = 2130706433u64; // KoalaBear's modulus
    let mut x = vec![[0u64; 4]; 16];
    x[3] = [p, 0, 0, 0];
    let o = HashOptions::default();
    for name in ["poseidon2-gnark-compress", "poseidon2-gnark-md"] {
        let e = registry::hash_in(name, Some("koalabear"), &x, &o);
        assert_eq!(e, Err(Error::NonCanonical { index: 3 }), "{name}");
    }
    assert_eq!(
        registry::permute_in("poseidon2-gnark", Some("koalabear"), &x),
        Err(Error::NonCanonical { index: 3 })
    );
    assert!(matches!(
        registry::hash_in("poseidon2-gnark-compress", Some("koalabear"), &x[..15], &o),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        registry::permute_in("poseidon2-gnark", Some("bn254"), &x[..5]),
        Err(Error::WrongWidth { .. })
    ));
    // the second element of the bytes is p: refused, as gnark's SetBytesCanonical does
    let mut bytes = vec![0u8; 8];
    bytes[4..].copy_from_slice(&(p as u32).to_be_bytes());
    assert_eq!(
        registry::hash_bytes_in("poseidon2-gnark-md", Some("koalabear"), &bytes),
        Err(Error::NonCanonical { index: 7 })
    );
    assert!(g::koalabear_w16_with(5, 21).is_err());
    assert!(g::bn254_keccak::<4>(8, 56).is_err());
}
