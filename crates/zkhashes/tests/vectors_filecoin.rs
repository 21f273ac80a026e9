//! test-vectors/poseidon-filecoin.json: neptune's own known answers for
//! Filecoin's Poseidon and cases of the Python reference, in the core and
//! the registry; bad input.

use crate::common;

use zkhashes::field::Bls12381Fr as F;
use zkhashes::instances::filecoin;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::{Error, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon-filecoin.json");
const FIELD: Option<&str> = Some("bls12-381");

#[test]
fn all_cases() {
    let mut upstream = 0;
    for c in common::cases::<F>(VECTORS) {
        let source = c.source.as_str();
        upstream += source.starts_with("neptune") as usize;
        let (xs, want) = (c.inputs, c.outputs);
        match c.function.as_str() {
            "permute" => {
                let mut state = xs.clone();
                filecoin::permute(&mut state).unwrap();
                assert_eq!(state, want, "{source}");
                let got = registry::permute_in("poseidon-filecoin", FIELD, &common::raw(&xs));
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            "hash" => {
                assert_eq!(filecoin::hash(&xs).unwrap(), want[0], "{source}");
                let opts = HashOptions::default();
                let got = registry::hash_in("poseidon-filecoin", FIELD, &common::raw(&xs), &opts);
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            "hash_constant_length" => {
                let width = c.raw["width"].as_u64().unwrap() as usize;
                let got = filecoin::hash_constant_length(width - 1, &xs).unwrap();
                assert_eq!(got, want[0], "{source}");
                let opts = HashOptions {
                    width: Some(width),
                    ..HashOptions::default()
                };
                let name = "poseidon-filecoin-constant-length";
                let got = registry::hash_in(name, FIELD, &common::raw(&xs), &opts);
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            other => panic!("unknown function {other}"),
        }
    }
    assert_eq!(upstream, 9, "neptune's own vectors");
}

#[test]
fn bad_input() {
    let opts = HashOptions::default();
    let p = F::MODULUS;
    let one = [1, 0, 0, 0];
    assert_eq!(
        registry::hash("poseidon-filecoin", &[one, p], &opts),
        Err(Error::NonCanonical { index: 1 })
    );
    assert_eq!(
        registry::hash("poseidon-filecoin", &[one; 3], &opts),
        Err(Error::WrongWidth {
            widths: &filecoin::WIDTHS,
            got: 4
        })
    );
    let name = "poseidon-filecoin-constant-length";
    assert!(matches!(
        registry::hash(name, &[one; 3], &opts),
        Err(Error::InvalidOption(_))
    ));
    let at = |w| HashOptions {
        width: Some(w),
        ..HashOptions::default()
    };
    assert!(matches!(
        registry::hash(name, &[one; 3], &at(4)),
        Err(Error::WrongWidth { got: 4, .. })
    ));
    assert!(matches!(
        registry::hash(name, &[one; 3], &at(0)),
        Err(Error::WrongWidth { got: 0, .. })
    ));
    assert_eq!(
        registry::hash(name, &[one; 5], &at(5)),
        Err(Error::WrongArity {
            min: 1,
            max: 4,
            got: 5
        })
    );
    assert!(matches!(
        registry::hash("poseidon-filecoin", &[one; 2], &at(3)),
        Err(Error::InvalidOption(_))
    ));
    assert!(matches!(
        registry::permute("poseidon-filecoin", &[[0; 4]; 4]),
        Err(Error::WrongWidth { got: 4, .. })
    ));
    assert_eq!(
        registry::permute("poseidon-filecoin", &[one, one, p]),
        Err(Error::NonCanonical { index: 2 })
    );
}
