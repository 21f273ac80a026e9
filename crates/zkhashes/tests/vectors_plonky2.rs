//! Every case of test-vectors/poseidon-plonky2.json (plonky2's own known
//! answers) through the typed API, the plain form of the engine and the
//! by-name registry; plus the sponge conventions on small cases.

use crate::common;

use serde_json::Value;
use zkhashes::encode::parse_uint;
use zkhashes::instances::plonky2;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::{Field, Goldilocks as F, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon-plonky2.json");

fn values(v: &Value) -> Vec<F> {
    common::values(v)
}

#[test]
fn all_cases() {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    assert_eq!(
        parse_uint(doc["modulus"].as_str().unwrap()).unwrap(),
        F::MODULUS
    );
    let cases = doc["cases"].as_array().unwrap();
    let upstream = cases
        .iter()
        .filter(|c| c["source"].as_str().unwrap().starts_with("plonky2 "))
        .count();
    assert!(upstream >= 4, "plonky2's own known answers are present");
    let opts = HashOptions::default();
    for c in cases {
        let source = c["source"].as_str().unwrap();
        let inputs = values(&c["inputs"]);
        let want = values(&c["outputs"]);
        let raw: Vec<_> = inputs.iter().map(PrimeField::to_u256).collect();
        let want_raw: Vec<_> = want.iter().map(PrimeField::to_u256).collect();
        match c["function"].as_str().unwrap() {
            "permute" => {
                let state: [F; 12] = inputs.clone().try_into().unwrap();
                let mut fast = state;
                plonky2::permute(&mut fast);
                assert_eq!(fast[..], want[..], "{source}");
                let mut plain = state;
                plonky2::permutation()
                    .engine()
                    .permute_plain_mut(&mut plain);
                assert_eq!(plain[..], want[..], "plain form: {source}");
                let got = registry::permute("poseidon-plonky2", &raw).unwrap();
                assert_eq!(got, want_raw, "registry: {source}");
            }
            "hash_no_pad" => {
                assert_eq!(plonky2::hash_no_pad(&inputs)[..], want[..], "{source}");
                let got = registry::hash("plonky2-hash-no-pad", &raw, &opts).unwrap();
                assert_eq!(got, want_raw, "registry: {source}");
                common::batch_path_matches("plonky2-hash-no-pad", None, &raw, &opts, &want_raw);
            }
            "hash_pad" => {
                assert_eq!(plonky2::hash_pad(&inputs)[..], want[..], "{source}");
                let got = registry::hash("plonky2-hash-pad", &raw, &opts).unwrap();
                assert_eq!(got, want_raw, "registry: {source}");
                common::batch_path_matches("plonky2-hash-pad", None, &raw, &opts, &want_raw);
            }
            "two_to_one" => {
                assert_eq!(plonky2::two_to_one_slice(&inputs).unwrap()[..], want[..]);
                let got = registry::hash("plonky2-two-to-one", &raw, &opts).unwrap();
                assert_eq!(got, want_raw, "registry: {source}");
                common::batch_path_matches("plonky2-two-to-one", None, &raw, &opts, &want_raw);
            }
            f => panic!("unknown function {f}"),
        }
    }
}

#[test]
fn sponge_conventions() {
    let xs: Vec<F> = (1..=20).map(F::from_u64).collect();
    // Nothing absorbed: the zero state, unpermuted.
    assert_eq!(plonky2::hash_no_pad(&[]), [F::ZERO; 4]);
    // One chunk overwrites cells 0..len and permutes once.
    let mut s = [F::ZERO; 12];
    s[..3].copy_from_slice(&xs[..3]);
    plonky2::permute(&mut s);
    assert_eq!(plonky2::hash_no_pad(&xs[..3]), s[..4]);
    // pad10*1: [x, 1, 0.., 1] to a multiple of 8.
    let mut padded = xs[..5].to_vec();
    padded.extend([F::ONE, F::ZERO, F::ONE]);
    assert_eq!(plonky2::hash_pad(&xs[..5]), plonky2::hash_no_pad(&padded));
    let mut padded = xs[..7].to_vec();
    padded.push(F::ONE);
    padded.extend([F::ZERO; 7]);
    padded.push(F::ONE);
    assert_eq!(plonky2::hash_pad(&xs[..7]), plonky2::hash_no_pad(&padded));
    // two_to_one permutes [l, r, 0, 0, 0, 0].
    let mut s = [F::ZERO; 12];
    s[..8].copy_from_slice(&xs[..8]);
    plonky2::permute(&mut s);
    let (l, r) = (xs[..4].try_into().unwrap(), xs[4..8].try_into().unwrap());
    assert_eq!(plonky2::two_to_one(&l, &r), s[..4]);
    // The registry names.
    let raw: Vec<_> = xs.iter().map(PrimeField::to_u256).collect();
    let opts = HashOptions::default();
    let as_raw = |d: [F; 4]| d.iter().map(PrimeField::to_u256).collect::<Vec<_>>();
    assert_eq!(
        registry::hash("plonky2-hash-no-pad", &raw, &opts).unwrap(),
        as_raw(plonky2::hash_no_pad(&xs))
    );
    assert_eq!(
        registry::hash("plonky2-hash-pad", &raw, &opts).unwrap(),
        as_raw(plonky2::hash_pad(&xs))
    );
    assert_eq!(
        registry::hash("plonky2-two-to-one", &raw[..8], &opts).unwrap(),
        as_raw(plonky2::two_to_one(&l, &r))
    );
}

#[test]
fn bad_inputs_are_typed_errors() {
    let opts = HashOptions::default();
    let one = [1u64, 0, 0, 0];
    let p = [zkhashes::field::goldilocks::P, 0, 0, 0];
    assert!(registry::hash("plonky2-two-to-one", &[one; 7], &opts).is_err());
    assert!(registry::hash("plonky2-two-to-one", &[one; 9], &opts).is_err());
    assert!(registry::hash("plonky2-hash-no-pad", &[p], &opts).is_err());
    assert!(registry::hash("plonky2-hash-pad", &[[0, 1, 0, 0]], &opts).is_err());
    assert!(registry::permute("poseidon-plonky2", &[one; 11]).is_err());
    assert!(registry::permute("poseidon-plonky2", &[p; 12]).is_err());
}

proptest::proptest! {
    #[test]
    fn every_kernel_build_is_the_plain_permutation(cells in proptest::array::uniform12(0..zkhashes::field::goldilocks::P)) {
        // The plain (dense) form of the engine is the specification; the
        // kernel's portable build, its dispatched build and (where the CPU
        // has it) its AVX-512 build must all give the same state.
        let state: [F; 12] = cells.map(|v| F::new(v).unwrap());
        let kernel = plonky2::permutation();
        let mut want = state;
        kernel.engine().permute_plain_mut(&mut want);
        let mut portable = state;
        kernel.permute_portable(&mut portable);
        proptest::prop_assert_eq!(portable, want);
        let mut dispatched = state;
        plonky2::permute(&mut dispatched);
        proptest::prop_assert_eq!(dispatched, want);
        #[cfg(target_arch = "x86_64")]
        if zkhashes::field::goldilocks::avx512::available() {
            let mut wide = state;
            // SAFETY: `available` checked AVX-512F and BMI2, and every such
            // CPU has AVX2.
            unsafe { kernel.permute_avx512(&mut wide) };
            proptest::prop_assert_eq!(wide, want);
        }
    }
}
