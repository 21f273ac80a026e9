//! test-vectors/gmimc-goldilocks.json (cases of the Python reference; there
//! are no upstream known answers, see the module docs) through the fast form,
//! the plain form and the registry; the fast form against the plain one on
//! random states; widths without an instance rejected.

use crate::common;

use proptest::prelude::*;
use serde_json::Value;
use zkhashes::instances::registry;
use zkhashes::permutation::gmimc;
use zkhashes::{Goldilocks as F, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/gmimc-goldilocks.json");

fn values(v: &Value) -> Vec<F> {
    common::values(v)
}

#[test]
fn all_cases() {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    let cases = doc["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 18);
    for c in cases {
        let input = values(&c["inputs"]);
        let want = values(&c["outputs"]);
        let mut fast = input.clone();
        gmimc::permute(&mut fast).unwrap();
        assert_eq!(fast, want, "fast, t = {}", input.len());
        let mut plain = input.clone();
        gmimc::permute_plain(&mut plain).unwrap();
        assert_eq!(plain, want, "plain, t = {}", input.len());
        let raw: Vec<_> = input.iter().map(PrimeField::to_u256).collect();
        let got = registry::permute("gmimc-goldilocks", &raw).unwrap();
        let want_raw: Vec<_> = want.iter().map(PrimeField::to_u256).collect();
        assert_eq!(got, want_raw);
    }
}

#[test]
fn other_widths_are_rejected() {
    for t in [0, 1, 7, 9, 13, 20] {
        assert!(gmimc::permute(&mut vec![F::default(); t]).is_err(), "{t}");
        assert!(
            gmimc::permute_plain(&mut vec![F::default(); t]).is_err(),
            "{t}"
        );
        assert!(registry::permute("gmimc-goldilocks", &vec![[0; 4]; t]).is_err());
    }
    let p = F::MODULUS;
    assert!(registry::permute("gmimc-goldilocks", &[p; 8]).is_err());
}

proptest! {
    #[test]
    fn fast_form_is_the_plain_form(
        t in prop::sample::select(gmimc::WIDTHS.to_vec()),
        seed in proptest::collection::vec(0..zkhashes::field::goldilocks::P, 16),
    ) {
        let x: Vec<F> = seed[..t].iter().map(|&v| F::new(v).unwrap()).collect();
        let (mut a, mut b) = (x.clone(), x);
        gmimc::permute(&mut a).unwrap();
        gmimc::permute_plain(&mut b).unwrap();
        prop_assert_eq!(a, b);
    }
}
