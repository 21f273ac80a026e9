//! test-vectors/poseidon2-risc0.json: RISC Zero's own Poseidon2 vectors
//! (risc0-zkp's tests) and cases of the Python reference, in the core and
//! the registry; the `Digest` words; bad input.

use crate::common;

use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::instances::risc0;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear as F, Error, Field};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon2-risc0.json");

#[test]
fn all_cases() {
    let opts = HashOptions::default();
    let mut upstream = 0;
    for c in common::cases::<F>(VECTORS) {
        let source = c.source.as_str();
        upstream += source.starts_with("risc0-zkp") as usize;
        let xs = c.inputs;
        let want = c.outputs;
        match c.function.as_str() {
            "permute" => {
                let state: [F; 24] = xs.clone().try_into().unwrap();
                let got = risc0::permutation().permute(state);
                assert_eq!(got.to_vec(), want, "{source}");
                let got = registry::permute_in("poseidon2-risc0", None, &common::raw(&xs));
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            "hash" => {
                assert_eq!(risc0::hash(&xs).to_vec(), want, "{source}");
                let got = registry::hash("poseidon2-risc0", &common::raw(&xs), &opts).unwrap();
                assert_eq!(got, common::raw(&want));
                if xs.len() == 16 {
                    let (a, b) = xs.split_at(8);
                    let got = risc0::hash_pair(a.try_into().unwrap(), b.try_into().unwrap());
                    assert_eq!(got.to_vec(), want, "hash_pair: {source}");
                }
            }
            other => panic!("unknown function {other}"),
        }
    }
    assert_eq!(upstream, 3, "RISC Zero's own vectors");
}

/// A `Digest` holds each element's Montgomery word x·2³² mod p (risc0's
/// `as_u32_montgomery`), computed here with integers.
#[test]
fn digest_words_are_montgomery_forms() {
    let p = u64::from(F::P);
    let d: [F; 8] = core::array::from_fn(|i| F::from_u64(1 + 1000 * i as u64));
    let words = risc0::digest_words(&d);
    for (i, w) in words.iter().enumerate() {
        assert_eq!(u64::from(*w), ((1 + 1000 * i as u64) << 32) % p);
    }
    assert_eq!(risc0::from_digest_words(&words).unwrap(), d);
    let mut bad = words;
    bad[5] = F::P;
    assert_eq!(
        risc0::from_digest_words(&bad),
        Err(Error::NonCanonical { index: 5 })
    );
}

#[test]
fn bad_input() {
    let opts = HashOptions::default();
    let p = [u64::from(F::P), 0, 0, 0];
    assert_eq!(
        registry::hash("poseidon2-risc0", &[[1, 0, 0, 0], p], &opts),
        Err(Error::NonCanonical { index: 1 })
    );
    assert!(matches!(
        registry::permute("poseidon2-risc0", &[[0; 4]; 16]),
        Err(Error::WrongWidth { got: 16, .. })
    ));
    let opts = HashOptions {
        outputs: Some(2),
        ..HashOptions::default()
    };
    assert!(matches!(
        registry::hash("poseidon2-risc0", &[], &opts),
        Err(Error::InvalidOption(_))
    ));
}
