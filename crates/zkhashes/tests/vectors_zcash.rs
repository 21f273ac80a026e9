//! test-vectors/poseidon-zcash.json: Zcash's own Orchard Poseidon vectors
//! (zcash-test-vectors, as halo2_poseidon ships them) and cases of the
//! Python reference, in the core and the registry; bad input.

use crate::common;

use zkhashes::field::Pallas as F;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::instances::zcash;
use zkhashes::permutation::Permutation;
use zkhashes::{Error, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon-zcash.json");

#[test]
fn all_cases() {
    let opts = HashOptions::default();
    let mut upstream = 0;
    for c in common::cases::<F>(VECTORS) {
        let source = c.source.as_str();
        upstream += source.starts_with("halo2_poseidon") as usize;
        let xs = c.inputs;
        let want = c.outputs;
        match c.function.as_str() {
            "permute" => {
                let state: [F; 3] = xs.clone().try_into().unwrap();
                assert_eq!(
                    zcash::permutation().permute(state).to_vec(),
                    want,
                    "{source}"
                );
                let got = registry::permute_in("poseidon-zcash", Some("pallas"), &common::raw(&xs));
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            "hash" => {
                assert_eq!(zcash::hash(&xs).unwrap(), want[0], "{source}");
                let got = registry::hash("poseidon-zcash", &common::raw(&xs), &opts).unwrap();
                assert_eq!(got, common::raw(&want));
            }
            other => panic!("unknown function {other}"),
        }
    }
    assert!(upstream >= 10, "Zcash's own vectors");
}

#[test]
fn bad_input() {
    let opts = HashOptions::default();
    assert!(matches!(
        registry::hash("poseidon-zcash", &[], &opts),
        Err(Error::WrongArity { got: 0, .. })
    ));
    let p = F::MODULUS;
    assert_eq!(
        registry::hash("poseidon-zcash", &[[1, 0, 0, 0], p], &opts),
        Err(Error::NonCanonical { index: 1 })
    );
    assert!(matches!(
        registry::permute("poseidon-zcash", &[[0; 4]; 4]),
        Err(Error::WrongWidth { got: 4, .. })
    ));
    let msg = zkhashes::instances::zcash::hash(&[])
        .unwrap_err()
        .to_string();
    assert_eq!(msg, "expected at least 1 inputs, got 0");
}
