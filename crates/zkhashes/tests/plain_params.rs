//! Poseidon from its users' own parameters (`PlainParams`, the plain form at
//! any width): with Starknet's parameters and @scure/starknet's matrix it is
//! Starknet's permutation (known answer from poseidon-py's tests, random
//! states against the built-in Hades), with circom's it is circom's; bad
//! parameters and states are typed errors.

use zkhashes::constants::{grain, hades};
use zkhashes::field::Stark252;
use zkhashes::instances::{circom, starknet};
use zkhashes::permutation::poseidon::{PartialSbox, PlainParams};
use zkhashes::{Bn254Fr, Error, Field, PrimeField};

fn xorshift(seed: &mut u64) -> [u64; 4] {
    core::array::from_fn(|_| {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    })
}

/// @scure/starknet's `poseidonSmall`: Starknet's constants and the matrix
/// [[3, 1, 1], [1, -1, 1], [1, 1, -2]], the partial S-box on the last cell.
fn starknet_small() -> PlainParams<Stark252> {
    let m = |v: i64| {
        let x = Stark252::from_u64(v.unsigned_abs());
        if v < 0 {
            -x
        } else {
            x
        }
    };
    let mds = [3, 1, 1, 1, -1, 1, 1, 1, -2].map(m).to_vec();
    PlainParams::new(
        3,
        3,
        8,
        83,
        hades::round_constants(3, 8, 83),
        mds,
        PartialSbox::Last,
    )
    .unwrap()
}

#[test]
fn starknet_parameters_give_starknets_permutation() {
    let p = starknet_small();
    let mut s = [Stark252::ZERO; 3];
    p.permute(&mut s).unwrap();
    let want = [
        "3446325744004048536138401612021367625846492093718951375866996507163446763827",
        "1590252087433376791875644726012779423683501236913937337746052470473806035332",
        "867921192302518434283879514999422690776342565400001269945778456016268852423",
    ];
    for (got, want) in s.iter().zip(want) {
        assert_eq!(zkhashes::encode::to_decimal(&got.to_u256()), want);
    }
    let mut seed = 0x1234_5678_9abc_def1;
    for case in 0..50 {
        let state: [Stark252; 3] = core::array::from_fn(|i| {
            if case == 0 {
                -Stark252::ONE
            } else {
                Stark252::from_u256_reduced(&xorshift(&mut seed)) + Stark252::from_u64(i as u64)
            }
        });
        let mut want = state;
        starknet::permute(&mut want).unwrap();
        let mut got = state;
        p.permute(&mut got).unwrap();
        assert_eq!(got, want, "case {case}");
    }
}

#[test]
fn circom_parameters_give_circoms_permutation() {
    for t in [2, 3, 5, 9, 17] {
        let rp = circom::rounds_partial(t);
        let (rc, mds) = grain::poseidon_plain_constants::<Bn254Fr>(t, 8, rp).unwrap();
        let p = PlainParams::new(t, 5, 8, rp, rc, mds, PartialSbox::First).unwrap();
        let mut seed = 77 + t as u64;
        for _ in 0..5 {
            let state: Vec<Bn254Fr> = (0..t)
                .map(|_| Bn254Fr::from_u256_reduced(&xorshift(&mut seed)))
                .collect();
            let mut want = state.clone();
            circom::permute(&mut want).unwrap();
            let mut got = state;
            p.permute(&mut got).unwrap();
            assert_eq!(got, want, "width {t}");
        }
    }
}

#[test]
fn bad_parameters_and_states_are_typed_errors() {
    let rc = |t: usize, rounds: usize| vec![Stark252::ONE; t * rounds];
    let mds = |t: usize| vec![Stark252::ONE; t * t];
    let new = |t, alpha, rf, rp, rc, mds| {
        PlainParams::<Stark252>::new(t, alpha, rf, rp, rc, mds, PartialSbox::Last)
    };
    let invalid = |r: Result<PlainParams<Stark252>, Error>| {
        assert!(matches!(r, Err(Error::InvalidParameters(_))), "{r:?}");
    };
    invalid(new(3, 3, 7, 83, rc(3, 90), mds(3)));
    invalid(new(1, 3, 8, 83, rc(1, 91), mds(1)));
    invalid(new(65, 3, 8, 1, rc(65, 9), mds(65)));
    invalid(new(3, 2, 8, 83, rc(3, 91), mds(3)));
    invalid(new(3, 3, 8, 83, rc(3, 90), mds(3)));
    invalid(new(3, 3, 8, 83, rc(3, 91), mds(4)));
    let p = starknet_small();
    let mut short = [Stark252::ZERO; 2];
    assert!(matches!(
        p.permute(&mut short),
        Err(Error::WrongArity { got: 2, .. })
    ));
}

#[test]
fn cauchy_matrix_is_the_inverse_differences() {
    for m in [3, 4, 9] {
        let mds = hades::cauchy_mds::<Stark252>("HadesMDS", m, 1).unwrap();
        assert_eq!(mds.len(), m * m);
        for i in 0..m {
            for j in 0..m {
                let x: Stark252 = hades::seeded_constant("HadesMDSx", m + i);
                let y: Stark252 = hades::seeded_constant("HadesMDSy", m + j);
                assert_eq!(mds[i * m + j] * (x - y), Stark252::ONE);
            }
        }
    }
    assert_eq!(
        hades::seeded_constant::<Stark252>("Hades", 5),
        hades::round_constant::<Stark252>(5)
    );
}
