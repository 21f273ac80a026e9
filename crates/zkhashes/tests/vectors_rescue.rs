//! Every case of test-vectors/rescue-miden.json and rescue-winterfell.json
//! (Miden's and winterfell's own known answers, and reference cases) through
//! the typed API and the by-name registry; plus the S-box chain, the cubic
//! extension and the sponge conventions.

use crate::common;

use proptest::prelude::*;
use serde_json::Value;
use zkhashes::encode::parse_uint;
use zkhashes::field::goldilocks::ext3::Ext3;
use zkhashes::instances::miden::{MidenHasher, Rpo256, Rpx256};
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::instances::winterfell;
use zkhashes::permutation::rescue::{self, State};
use zkhashes::{Field, Goldilocks as F, PrimeField};

const MIDEN: &str = include_str!("../../../test-vectors/rescue-miden.json");
const WINTERFELL: &str = include_str!("../../../test-vectors/rescue-winterfell.json");

fn values(v: &Value) -> Vec<F> {
    common::values(v)
}

fn halves(x: &[F]) -> [[F; 4]; 2] {
    [
        core::array::from_fn(|i| x[i]),
        core::array::from_fn(|i| x[4 + i]),
    ]
}

/// The typed API's answer for one case.
fn compute(function: &str, inputs: &[F], bytes: &[u8], domain: F) -> Vec<F> {
    let (name, op) = match function.strip_prefix("rp64_256_") {
        Some(op) => ("rp64_256", op),
        None => function.split_once('_').unwrap(),
    };
    let permute: fn(&mut State) = match name {
        "rpo" => rescue::rpo_permute,
        "rpx" => rescue::rpx_permute,
        _ => rescue::rp64_256_permute,
    };
    if op == "permute" {
        let mut s: State = inputs.try_into().unwrap();
        permute(&mut s);
        return s.to_vec();
    }
    let digest = match (name, op) {
        ("rpo", "hash_elements") => Rpo256::hash_elements_in_domain(inputs, domain),
        ("rpx", "hash_elements") => Rpx256::hash_elements_in_domain(inputs, domain),
        ("rpo", "merge") => Rpo256::merge_in_domain(&halves(inputs), domain),
        ("rpx", "merge") => Rpx256::merge_in_domain(&halves(inputs), domain),
        ("rpo", "hash_bytes") => Rpo256::hash_bytes(bytes),
        ("rpx", "hash_bytes") => Rpx256::hash_bytes(bytes),
        (_, "hash_elements") => winterfell::hash_elements(inputs),
        (_, "merge") => winterfell::merge(&halves(inputs)),
        (_, "hash_bytes") => winterfell::hash_bytes(bytes).unwrap(),
        _ => panic!("unknown function {function}"),
    };
    digest.to_vec()
}

/// The registry's answer, where the registry covers the case (no domain).
fn by_name(function: &str, inputs: &[F], bytes: &[u8]) -> Option<Vec<F>> {
    let name = function
        .replace("rp64_256", "rp64-256")
        .replace("_hash_elements", "-hash-elements")
        .replace("_merge", "-merge");
    let raw: Vec<_> = inputs.iter().map(PrimeField::to_u256).collect();
    let out = if let Some(perm) = function.strip_suffix("_permute") {
        registry::permute(&perm.replace('_', "-"), &raw).unwrap()
    } else if let Some(base) = function.strip_suffix("_hash_bytes") {
        registry::hash_bytes(&format!("{}-hash-elements", base.replace('_', "-")), bytes).unwrap()
    } else {
        let opts = HashOptions::default();
        let out = registry::hash(&name, &raw, &opts).unwrap();
        common::batch_path_matches(&name, None, &raw, &opts, &out);
        out
    };
    Some(out.iter().map(|v| F::from_u256(v).unwrap()).collect())
}

fn run_file(text: &str, upstream_prefix: &str, min_upstream: usize) {
    let doc: Value = serde_json::from_str(text).unwrap();
    assert_eq!(
        parse_uint(doc["modulus"].as_str().unwrap()).unwrap(),
        F::MODULUS
    );
    let cases = doc["cases"].as_array().unwrap();
    let upstream = cases
        .iter()
        .filter(|c| c["source"].as_str().unwrap().starts_with(upstream_prefix))
        .count();
    assert!(
        upstream >= min_upstream,
        "upstream known answers are present"
    );
    for c in cases {
        let source = c["source"].as_str().unwrap();
        let function = c["function"].as_str().unwrap();
        let inputs = values(&c["inputs"]);
        let bytes = c["bytes"]
            .as_str()
            .map(|h| zkhashes::encode::parse_hex_bytes(h).unwrap())
            .unwrap_or_default();
        let domain = c["domain"]
            .as_str()
            .map(|d| F::from_str_canonical(d).unwrap())
            .unwrap_or(F::ZERO);
        let want = values(&c["outputs"]);
        assert_eq!(
            compute(function, &inputs, &bytes, domain),
            want,
            "{function}: {source}"
        );
        if domain == F::ZERO {
            let got = by_name(function, &inputs, &bytes).unwrap();
            assert_eq!(got, want, "registry {function}: {source}");
        }
    }
}

#[test]
fn miden_cases() {
    run_file(MIDEN, "miden-crypto ", 19);
}

#[test]
fn winterfell_cases() {
    run_file(WINTERFELL, "winter-crypto ", 1);
}

#[test]
fn sponge_conventions() {
    let x: Vec<F> = (0..8).map(F::from_u64).collect();
    // Miden: hashing 8 elements is merging their halves; the empty input is zero.
    assert_eq!(Rpo256::hash_elements(&x), Rpo256::merge(&halves(&x)));
    assert_eq!(Rpx256::hash_elements(&x), Rpx256::merge(&halves(&x)));
    assert_eq!(Rpo256::hash_elements(&[]), [F::ZERO; 4]);
    assert_eq!(Rpo256::hash_bytes(&[]), [F::ZERO; 4]);
    // winterfell: merge is hash_elements of the 8 elements.
    assert_eq!(
        winterfell::hash_elements(&x),
        winterfell::merge(&halves(&x))
    );
    // Bytes and elements are domain-separated.
    assert_ne!(Rpo256::hash_bytes(&[0]), Rpo256::hash_elements(&[F::ONE]));
    // merge_with_int: a value below p is one element with count 5.
    let seed = [F::from_u64(9); 4];
    let mut five = seed.to_vec();
    five.push(F::from_u64(77));
    assert_eq!(
        winterfell::merge_with_int(&seed, 77),
        winterfell::hash_elements(&five)
    );
}

#[test]
fn bad_inputs_are_rejected() {
    let opts = HashOptions::default();
    let p = F::MODULUS;
    assert!(registry::hash("rpo-merge", &[[0; 4]; 7], &opts).is_err());
    assert!(registry::hash("rpx-merge", &[[0; 4]; 9], &opts).is_err());
    assert!(registry::hash("rp64-256-merge", &[[0; 4]; 0], &opts).is_err());
    assert!(registry::hash("rpo-hash-elements", &[p], &opts).is_err());
    assert!(registry::permute("rpo", &[[0; 4]; 11]).is_err());
    assert!(registry::hash_bytes("rpo-merge", b"ab").is_err());
    let listed: Vec<_> = registry::list()
        .filter(|i| i.bytes)
        .map(|i| (i.name, i.field))
        .collect();
    for (name, field) in &listed {
        let out = registry::hash_bytes_in(name, Some(field), b"");
        assert!(out.is_ok(), "{name} over {field}");
    }
    // Five Goldilocks byte hashers, and gnark's MD hasher over its three fields.
    assert_eq!(listed.len(), 5 + 3);
    // Where winterfell panics (over 56 bytes, not a multiple of 7): an error.
    assert!(winterfell::hash_bytes(&[1; 57]).is_err());
    assert!(registry::hash_bytes("rp64-256-hash-elements", &[1; 57]).is_err());
    assert!(winterfell::hash_bytes(&[1; 63]).is_ok());
}

fn gl() -> impl Strategy<Value = F> {
    (0..zkhashes::field::goldilocks::P).prop_map(|v| F::new(v).unwrap())
}

proptest! {
    #[test]
    fn inverse_sbox_is_the_seventh_root(cells in proptest::array::uniform12(gl())) {
        let mut s = cells;
        rescue::inv_sbox(&mut s);
        let mut portable = cells;
        rescue::inv_sbox_portable(&mut portable);
        prop_assert_eq!(s, portable);
        for (y, x) in s.iter().zip(&cells) {
            prop_assert_eq!(*y, x.exp_u64(10540996611094048183));
        }
        rescue::sbox(&mut s);
        prop_assert_eq!(s, cells);
    }

    #[test]
    fn extension_matches_schoolbook(a in proptest::array::uniform3(gl()), b in proptest::array::uniform3(gl())) {
        // Schoolbook in the base field, folded with phi^3 = phi + 1.
        let mut c = [F::ZERO; 5];
        for i in 0..3 {
            for j in 0..3 {
                c[i + j] += a[i] * b[j];
            }
        }
        let want = [c[0] + c[3], c[1] + c[3] + c[4], c[2] + c[4]];
        prop_assert_eq!(Ext3(a).mul(&Ext3(b)).0, want);
        prop_assert_eq!(Ext3(a).square(), Ext3(a).mul(&Ext3(a)));
        let mut p7 = Ext3([F::ONE, F::ZERO, F::ZERO]);
        for _ in 0..7 {
            p7 = p7.mul(&Ext3(a));
        }
        prop_assert_eq!(Ext3(a).pow7(), p7);
    }
}

/// Words below 2⁶⁴ as the lazily reduced kernels pass them around:
/// canonical values or values ≥ p, with the edges.
fn word() -> impl Strategy<Value = u64> {
    prop_oneof![
        1 => Just(0u64),
        1 => Just(u64::MAX),
        1 => Just(zkhashes::field::goldilocks::P - 1),
        1 => Just(zkhashes::field::goldilocks::P),
        1 => Just(0xffff_ffff),
        1 => Just(1 << 32),
        8 => any::<u64>(),
    ]
}

/// x^(1/7) on AVX2 lanes, x⁷ portable: the layers `dispatch` gives the
/// portable rounds on a CPU with AVX2 and without AVX-512, forced here.
#[cfg(target_arch = "x86_64")]
struct Avx2Layers;

#[cfg(target_arch = "x86_64")]
impl rescue::SboxLayers for Avx2Layers {
    fn add_sbox(state: &mut State, ark: &[F; 12]) {
        rescue::Portable::add_sbox(state, ark);
    }

    fn inv_sbox(state: &mut State) {
        use zkhashes::permutation::rescue::kernels::avx2;
        // SAFETY: only called after `avx2::available()` (below).
        *state = unsafe { avx2::inv_sbox(&state.map(|x| x.value())) }.map(F::from_u64_reduced);
    }
}

proptest! {
    #[test]
    fn every_dispatch_level_computes_the_portable_permutations(cells in proptest::array::uniform12(gl())) {
        // Each level this CPU has, forced, against the portable rounds: the
        // whole-permutation AVX-512 kernels, the rounds with AVX2 S-boxes,
        // and what `dispatch` picks.
        type Level = fn(&mut State);
        let levels: [(&str, Level, Level); 3] = [
            ("rpo", rescue::rounds::rpo::<rescue::Portable>, rescue::rpo_permute),
            ("rpx", rescue::rounds::rpx::<rescue::Portable>, rescue::rpx_permute),
            ("rp64_256", rescue::rounds::rp64_256::<rescue::Portable>, rescue::rp64_256_permute),
        ];
        for (name, portable, dispatched) in levels {
            let mut want = cells;
            portable(&mut want);
            let mut got = cells;
            dispatched(&mut got);
            prop_assert_eq!(got, want, "{} dispatched", name);
            #[cfg(target_arch = "x86_64")]
            {
                use zkhashes::field::goldilocks::avx512;
                use zkhashes::permutation::rescue::kernels::{avx2, avx512 as kernel};
                if avx2::available() {
                    let mut got = cells;
                    match name {
                        "rpo" => rescue::rounds::rpo::<Avx2Layers>(&mut got),
                        "rpx" => rescue::rounds::rpx::<Avx2Layers>(&mut got),
                        _ => rescue::rounds::rp64_256::<Avx2Layers>(&mut got),
                    }
                    prop_assert_eq!(got, want, "{} with AVX2 S-boxes", name);
                }
                if avx512::available() {
                    let mut got = cells;
                    // SAFETY: `available` checked AVX-512F, VL and BMI2.
                    unsafe {
                        match name {
                            "rpo" => kernel::rpo(&mut got),
                            "rpx" => kernel::rpx(&mut got),
                            _ => kernel::rp64_256(&mut got),
                        }
                    }
                    prop_assert_eq!(got, want, "{} AVX-512 kernel", name);
                }
            }
        }
    }
}

proptest! {
    #[test]
    fn simd_s_boxes_match_the_scalar_code(words in proptest::array::uniform12(word()), rc in proptest::array::uniform12(gl())) {
        // Every SIMD backend this CPU has, against the scalar chain on the
        // same (reduced) values; the AVX-512 ones also on words ≥ p.
        let cells: [F; 12] = words.map(F::from_u64_reduced);
        let mut want = cells;
        rescue::inv_sbox_portable(&mut want);
        #[cfg(target_arch = "x86_64")]
        {
            use zkhashes::{field::goldilocks::avx512 as z, permutation::rescue::kernels::avx2 as a2};
            if a2::available() {
                // SAFETY: `available` checked AVX2.
                let got = unsafe { a2::inv_sbox(&cells.map(|x| x.value())) };
                prop_assert_eq!(got.map(F::from_u64_reduced), want);
            }
            if z::available() {
                let mut got = words;
                // SAFETY: `available` checked AVX-512F and BMI2.
                unsafe { z::inv_sbox(&mut got) };
                prop_assert_eq!(got.map(F::from_u64_reduced), want);
                let mut got = words;
                // SAFETY: as above.
                unsafe { z::add_sbox7(&mut got, &rc) };
                for i in 0..12 {
                    prop_assert_eq!(F::from_u64_reduced(got[i]), (cells[i] + rc[i]).exp_u64(7));
                }
            }
        }
    }

    #[test]
    fn fast_mds_is_the_circulant(cells in proptest::array::uniform12(gl())) {
        let row = rescue::MDS_ROW;
        let want: Vec<F> = (0..12)
            .map(|i| (0..12).fold(F::ZERO, |acc, j| acc + F::from_u64(row[(j + 12 - i) % 12]) * cells[j]))
            .collect();
        let mut s = cells;
        rescue::mds(&mut s);
        prop_assert_eq!(s.to_vec(), want);
    }
}

/// A round's constants as field elements.
fn ark(rows: &[[u64; 12]; 7], r: usize) -> [F; 12] {
    rows[r].map(|v| F::new(v).expect("canonical constant"))
}

fn add(s: &mut State, c: &[F; 12]) {
    for (x, k) in s.iter_mut().zip(c) {
        *x += *k;
    }
}

/// RPO from the scalar layers: MDS, + ark1, x⁷, MDS, + ark2, x^(1/7).
fn rpo_scalar(mut s: State) -> State {
    use zkhashes::constants::rescue_goldilocks::{RPO_ARK1, RPO_ARK2};
    for r in 0..7 {
        rescue::mds(&mut s);
        add(&mut s, &ark(&RPO_ARK1, r));
        rescue::sbox(&mut s);
        rescue::mds(&mut s);
        add(&mut s, &ark(&RPO_ARK2, r));
        rescue::inv_sbox_portable(&mut s);
    }
    s
}

/// Rp64_256 from the scalar layers: per round x⁷, MDS, + ark1, x^(1/7),
/// MDS, + ark2.
fn rp64_256_scalar(mut s: State) -> State {
    use zkhashes::constants::rescue_goldilocks::{RP64_256_ARK1, RP64_256_ARK2};
    for r in 0..7 {
        rescue::sbox(&mut s);
        rescue::mds(&mut s);
        add(&mut s, &ark(&RP64_256_ARK1, r));
        rescue::inv_sbox_portable(&mut s);
        rescue::mds(&mut s);
        add(&mut s, &ark(&RP64_256_ARK2, r));
    }
    s
}

/// RPX from the scalar layers: FB E FB E FB E M, where FB is an RPO round,
/// E adds ark1 and raises each element of the cubic extension (cells
/// 3k..3k+3) to the 7th power, and M is MDS, + ark1.
fn rpx_scalar(mut s: State) -> State {
    use zkhashes::constants::rescue_goldilocks::{RPO_ARK1, RPO_ARK2};
    for r in (0..6).step_by(2) {
        rescue::mds(&mut s);
        add(&mut s, &ark(&RPO_ARK1, r));
        rescue::sbox(&mut s);
        rescue::mds(&mut s);
        add(&mut s, &ark(&RPO_ARK2, r));
        rescue::inv_sbox_portable(&mut s);
        add(&mut s, &ark(&RPO_ARK1, r + 1));
        for k in 0..4 {
            let e = Ext3([s[3 * k], s[3 * k + 1], s[3 * k + 2]]).pow7();
            s[3 * k..3 * k + 3].copy_from_slice(&e.0);
        }
    }
    rescue::mds(&mut s);
    add(&mut s, &ark(&RPO_ARK1, 6));
    s
}

proptest! {
    #[test]
    fn permutations_match_the_scalar_layers(cells in proptest::array::uniform12(gl())) {
        // Whatever this CPU runs (with AVX-512: words from the first layer
        // to the last, the matrix as lane products) against the scalar layers.
        let mut s = cells;
        rescue::rpo_permute(&mut s);
        prop_assert_eq!(s, rpo_scalar(cells));
        let mut s = cells;
        rescue::rp64_256_permute(&mut s);
        prop_assert_eq!(s, rp64_256_scalar(cells));
        let mut s = cells;
        rescue::rpx_permute(&mut s);
        prop_assert_eq!(s, rpx_scalar(cells));
    }
}
