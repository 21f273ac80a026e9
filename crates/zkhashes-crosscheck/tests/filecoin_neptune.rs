//! Filecoin's Poseidon against `neptune` 13.0.0 over blstrs' BLS12-381
//! scalar field, at every arity (2, 4, 8, 11, 16): its constants (round
//! constants, matrix, round numbers) value by value, the permutation on
//! random and edge states (neptune's `Correct` mode from a set state), the
//! Merkle-tree hash (its default, `OptimizedStatic`) and the
//! `ConstantLength(L)` hash for every L on random inputs.

use blstrs::Scalar;
use ff_013::PrimeField as _;
use generic_array::typenum::{U11, U16, U2, U4, U8};
use generic_array::GenericArray;
use neptune::poseidon::{HashMode, PoseidonConstants};
use neptune::{Arity, Poseidon};
use rand::{Rng, SeedableRng};
use zkhashes::field::Bls12381Fr as F;
use zkhashes::instances::filecoin;
use zkhashes::{Field, PrimeField};

fn ours(x: &Scalar) -> F {
    F::from_le_bytes(&x.to_repr()).unwrap()
}

fn theirs(x: &F) -> Scalar {
    let mut le = [0u8; 32];
    x.write_le_bytes(&mut le).unwrap();
    Scalar::from_repr_vartime(le).unwrap()
}

fn random(rng: &mut impl Rng) -> F {
    match rng.gen_range(0..8) {
        0 => -F::ONE,
        1 => F::ZERO,
        _ => F::from_u256_reduced(&rng.gen()),
    }
}

fn check_arity<A: Arity<Scalar>>(seed: u64) {
    let arity = A::to_usize();
    let merkle = PoseidonConstants::<Scalar, A>::new();
    let ours_params = filecoin::params(arity).unwrap();
    // The tables, value by value.
    let rc = merkle.round_constants.as_ref().unwrap();
    let width = arity + 1;
    let used = (merkle.full_rounds + merkle.partial_rounds) * width;
    assert_eq!(merkle.full_rounds, filecoin::ROUNDS_FULL);
    let i = filecoin::ARITIES.iter().position(|&a| a == arity).unwrap();
    assert_eq!(merkle.partial_rounds, filecoin::ROUNDS_PARTIAL[i]);
    let rc: Vec<F> = rc[..used].iter().map(ours).collect();
    assert_eq!(
        rc,
        ours_params.round_constants(),
        "arity {arity}: constants"
    );
    let m: Vec<F> = merkle.mds_matrices.m.iter().flatten().map(ours).collect();
    assert_eq!(m, ours_params.mds(), "arity {arity}: matrix");

    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    for _ in 0..60 {
        // The permutation: neptune's `Correct` mode from a set state.
        let state: Vec<F> = (0..width).map(|_| random(&mut rng)).collect();
        let mut p = Poseidon::<Scalar, A>::new(&merkle);
        p.elements = GenericArray::from_exact_iter(state.iter().map(theirs)).unwrap();
        p.hash_in_mode(HashMode::Correct);
        let want: Vec<F> = p.elements.iter().map(ours).collect();
        let mut got = state.clone();
        filecoin::permute(&mut got).unwrap();
        assert_eq!(got, want, "arity {arity}: permutation of {state:?}");

        // The Merkle-tree hash, neptune's default mode.
        let pre: Vec<Scalar> = state[1..].iter().map(theirs).collect();
        let want = Poseidon::<Scalar, A>::new_with_preimage(&pre, &merkle).hash();
        assert_eq!(filecoin::hash(&state[1..]).unwrap(), ours(&want));

        // ConstantLength(L) for a random L.
        let len = rng.gen_range(1..=arity);
        let constants = PoseidonConstants::<Scalar, A>::new_constant_length(len);
        let want = Poseidon::<Scalar, A>::new_with_preimage(&pre[..len], &constants).hash();
        let got = filecoin::hash_constant_length(arity, &state[1..=len]).unwrap();
        assert_eq!(got, ours(&want), "arity {arity}, length {len}");
    }
}

#[test]
fn arity_2() {
    check_arity::<U2>(2);
}

#[test]
fn arity_4() {
    check_arity::<U4>(4);
}

#[test]
fn arity_8() {
    check_arity::<U8>(8);
}

#[test]
fn arity_11() {
    check_arity::<U11>(11);
}

#[test]
fn arity_16() {
    check_arity::<U16>(16);
}
