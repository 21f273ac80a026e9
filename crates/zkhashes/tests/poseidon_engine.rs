//! The Poseidon engine: sparse form = plain form on random states, run-time
//! instances = checked-in tables, typed errors on bad input.

use proptest::prelude::*;
use zkhashes::constants::scaled::ScaledForm;
use zkhashes::instances::circom;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::{Bn254Fr as F, Error, Field, PoseidonParams, PrimeField};

fn element() -> impl Strategy<Value = F> {
    any::<[u64; 4]>().prop_map(|v| F::from_u256_reduced(&v))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn all_forms_agree(state in proptest::collection::vec(element(), 17), t in 2usize..=17) {
        // `permute` runs the recurrence form, `permute_plain` the paper's form;
        // the sparse form through the width-3 and width-5 engines directly.
        let mut fast = state[..t].to_vec();
        let mut plain = fast.clone();
        circom::permute(&mut fast).unwrap();
        circom::permute_plain(&mut plain).unwrap();
        prop_assert_eq!(&fast, &plain);
        let mut s3: [F; 3] = core::array::from_fn(|i| state[i]);
        let mut r3 = s3;
        circom::permutation::<3>().unwrap().permute_sparse_mut(&mut s3);
        circom::permutation::<3>().unwrap().permute_plain_mut(&mut r3);
        prop_assert_eq!(s3, r3);
        let mut s5: [F; 5] = core::array::from_fn(|i| state[i]);
        let mut r5 = s5;
        circom::permutation::<5>().unwrap().permute_sparse_mut(&mut s5);
        circom::permutation::<5>().unwrap().permute_plain_mut(&mut r5);
        prop_assert_eq!(s5, r5);
    }

    #[test]
    fn kernels_agree_with_the_generic_recurrence(state in proptest::collection::vec(element(), 6)) {
        // What dispatch picks on this CPU (on x86-64 with IFMA the width-3
        // lane kernel) against the engine's generic code, forced.
        use zkhashes::permutation::Permutation;
        macro_rules! widths {
            ($($t:literal)*) => {$(
                let p = circom::permutation::<$t>().unwrap();
                let start: [F; $t] = core::array::from_fn(|i| state[i]);
                let (mut dispatched, mut generic) = (start, start);
                p.permute_mut(&mut dispatched);
                p.permute_generic_mut(&mut generic);
                prop_assert_eq!(dispatched, generic, "t = {}", $t);
            )*};
        }
        widths!(2 3 4 5 6);
    }

    #[test]
    fn scaled_form_agrees(state in proptest::collection::vec(element(), 6)) {
        // The scaled sparse form the EVM generator emits, t = 2..6.
        macro_rules! widths {
            ($($t:literal)*) => {$(
                let p = circom::permutation::<$t>().unwrap();
                let form = ScaledForm::derive(p).unwrap();
                let mut scaled = state[..$t].to_vec();
                form.permute(&mut scaled).unwrap();
                let mut plain: [F; $t] = core::array::from_fn(|i| state[i]);
                p.permute_plain_mut(&mut plain);
                prop_assert_eq!(&scaled[..], &plain[..], "t={}", $t);
                // With a dense tail of partial rounds (and none sparse).
                for k in [0, 1, 30] {
                    let form = ScaledForm::derive_with(p, k).unwrap();
                    let mut mixed = state[..$t].to_vec();
                    form.permute(&mut mixed).unwrap();
                    prop_assert_eq!(&mixed[..], &plain[..], "t={} k={}", $t, k);
                }
            )*};
        }
        widths!(2 3 4 5 6);
    }
}

#[test]
fn scaled_form_rejects_a_wrong_width() {
    let form = ScaledForm::derive(circom::permutation::<3>().unwrap()).unwrap();
    let err = form.permute(&mut [F::ZERO; 2]).unwrap_err();
    assert!(matches!(err, Error::WrongArity { got: 2, .. }), "{err:?}");
}

#[test]
fn fast_path_is_the_recurrence_form() {
    // Every built-in width and the run-time instances use the recurrence form
    // (a silent fallback to the sparse form would still pass the KATs).
    macro_rules! widths {
        ($($t:literal)*) => {$(
            assert!(circom::permutation::<$t>().unwrap().recurrence_constants().is_some(), "t={}", $t);
        )*};
    }
    widths!(2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17);
    for t in circom::WIDTHS {
        let params = PoseidonParams::<F>::generate(t, 5, 8, circom::rounds_partial(t)).unwrap();
        assert!(params.recurrence_form().is_some(), "t={t}");
    }
    // R_P must exceed t: otherwise the sparse form serves, and still agrees.
    let short = PoseidonParams::<F>::generate(4, 5, 8, 4).unwrap();
    assert!(short.recurrence_form().is_none());
    let mut a = vec![F::from_u64(3); 4];
    let mut b = a.clone();
    short.permute(&mut a).unwrap();
    short.permute_plain(&mut b).unwrap();
    assert_eq!(a, b);
}

#[test]
fn width3_recurrence_round_counts() {
    // Width 3's recurrence rounds run on IFMA lanes in even/odd pairs where
    // the CPU has them: no round, one, two, three, and odd and even counts
    // around circom's 53, on extreme and mixed states, against the paper's
    // form.
    let m = -F::ONE;
    let states = [
        [F::ZERO; 3],
        [m; 3],
        [m, F::ZERO, m],
        [F::from_u64(1), m, F::from_u64(2)],
        [F::from_u64(u64::MAX), F::from_u64(7) * m, m.double()],
    ];
    for rp in [4, 5, 6, 7, 56, 57, 58] {
        let params = PoseidonParams::<F>::generate(3, 5, 8, rp).unwrap();
        for state in states {
            let (mut a, mut b) = (state.to_vec(), state.to_vec());
            params.permute(&mut a).unwrap();
            params.permute_plain(&mut b).unwrap();
            assert_eq!(a, b, "R_P = {rp}, {state:?}");
        }
    }
}

#[test]
fn runtime_generator_matches_tables() {
    for t in circom::WIDTHS {
        let params = PoseidonParams::<F>::generate(t, 5, 8, circom::rounds_partial(t)).unwrap();
        let state: Vec<F> = (0..t as u64).map(|i| F::from_u64(i * 7 + 1)).collect();
        let (mut a, mut b, mut c) = (state.clone(), state.clone(), state.clone());
        params.permute(&mut a).unwrap();
        params.permute_plain(&mut b).unwrap();
        circom::permute(&mut c).unwrap();
        assert_eq!(a, c, "t={t}");
        assert_eq!(b, c, "t={t}");
    }
}

#[test]
fn runtime_instance_other_parameters() {
    // α = 3 divides p − 1 for BN254, so x³ is not a permutation: rejected.
    // Width 1 and an odd R_F are rejected too; width 20 (beyond circom) works.
    assert!(matches!(
        PoseidonParams::<F>::generate(3, 3, 8, 57),
        Err(Error::InvalidParameters(_))
    ));
    assert!(matches!(
        PoseidonParams::<F>::generate(1, 5, 8, 57),
        Err(Error::InvalidParameters(_))
    ));
    assert!(matches!(
        PoseidonParams::<F>::generate(3, 5, 7, 57),
        Err(Error::InvalidParameters(_))
    ));
    let p = PoseidonParams::<F>::generate(20, 5, 8, 60).unwrap();
    let mut s = vec![F::ONE; 20];
    let mut s2 = s.clone();
    p.permute(&mut s).unwrap();
    p.permute_plain(&mut s2).unwrap();
    assert_eq!(s, s2);
    assert_eq!(
        p.permute(&mut [F::ONE; 3]),
        Err(Error::WrongArity {
            min: 20,
            max: 20,
            got: 3
        })
    );
}

#[test]
fn bad_inputs_are_typed_errors() {
    let one = F::ONE;
    assert_eq!(
        circom::hash(&[]),
        Err(Error::WrongArity {
            min: 1,
            max: 16,
            got: 0
        })
    );
    assert_eq!(
        circom::hash(&[one; 17]),
        Err(Error::WrongArity {
            min: 1,
            max: 16,
            got: 17
        })
    );
    assert!(matches!(
        circom::hash_ex(&[one, one], F::ZERO, 4),
        Err(Error::InvalidOption(_))
    ));
    assert!(matches!(
        circom::hash_ex(&[one, one], F::ZERO, 0),
        Err(Error::InvalidOption(_))
    ));
    assert_eq!(
        circom::permute(&mut [one; 18]),
        Err(Error::WrongArity {
            min: 2,
            max: 17,
            got: 18
        })
    );
    assert_eq!(
        circom::permute(&mut [one]),
        Err(Error::WrongArity {
            min: 2,
            max: 17,
            got: 1
        })
    );

    // Through the registry: a value >= p names its position; unknown names are errors.
    let p = F::MODULUS;
    let opts = HashOptions::default();
    assert_eq!(
        registry::hash("poseidon-circom", &[[1, 0, 0, 0], p], &opts),
        Err(Error::NonCanonical { index: 1 })
    );
    assert_eq!(
        registry::hash("poseidon-nope", &[[1, 0, 0, 0]], &opts),
        Err(Error::UnknownName("poseidon-nope".into()))
    );
    assert_eq!(
        registry::permute("poseidon-circom", &[[1, 0, 0, 0]]),
        Err(Error::WrongArity {
            min: 2,
            max: 17,
            got: 1
        })
    );
    let bad_init = HashOptions {
        init_state: Some(p),
        outputs: None,
        width: None,
    };
    assert!(matches!(
        registry::hash("poseidon-circom", &[[1, 0, 0, 0]], &bad_init),
        Err(Error::InvalidOption(_))
    ));
}

#[test]
fn fixed_arity_equals_slice_api() {
    let xs: Vec<F> = (0..16u64).map(|i| F::from_u64(i + 100)).collect();
    assert_eq!(
        circom::hash2([xs[0], xs[1]]),
        circom::hash(&xs[..2]).unwrap()
    );
    assert_eq!(
        circom::hash16(xs.clone().try_into().unwrap()),
        circom::hash(&xs).unwrap()
    );
    let t3 = circom::permutation::<3>().unwrap();
    assert_eq!(t3.rounds_partial(), 57);
    assert!(circom::permutation::<18>().is_none());
}
