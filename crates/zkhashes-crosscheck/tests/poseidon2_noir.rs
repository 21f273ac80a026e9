//! Differential test of Noir's Poseidon2 against `bn254_blackbox_solver`
//! 1.0.0 (the ACVM black box that executes Noir's `poseidon2_permutation`)
//! on random and edge inputs: the permutation (`poseidon2-barretenberg`)
//! directly, and the sponge (`poseidon2-noir`, both lengths' forms, one
//! message at a time and through the batch path) against Noir's
//! `std::hash::poseidon2` absorb/duplex/squeeze code, transcribed here over
//! the black box's permutation.

use acir::{AcirField, FieldElement};
use bn254_blackbox_solver::poseidon2_permutation;
use rand::{Rng, SeedableRng};
use zkhashes::instances::noir as ours;
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr, Field, PrimeField};

fn to_acir(x: &Bn254Fr) -> FieldElement {
    let mut be = [0u8; 32];
    x.write_be_bytes(&mut be).unwrap();
    FieldElement::from_be_bytes_reduce(&be)
}

fn from_acir(x: &FieldElement) -> Bn254Fr {
    Bn254Fr::from_be_bytes(&x.to_be_bytes()).unwrap()
}

/// Noir's `Poseidon2` sponge (noir_stdlib `hash/poseidon2.nr`): a cache of
/// up to three elements, a duplex (zero-pad, add, permute) when a fourth
/// arrives and when squeezing.
fn noir_sponge(message: &[FieldElement], iv_len: usize, variable: bool) -> FieldElement {
    let mut state = [FieldElement::zero(); 4];
    state[3] = FieldElement::from(iv_len as u128) * FieldElement::from(1u128 << 64);
    let mut cache: Vec<FieldElement> = Vec::new();
    let duplex = |state: &mut [FieldElement; 4], cache: &[FieldElement]| {
        for (s, c) in state.iter_mut().zip(cache) {
            *s += *c;
        }
        let out = poseidon2_permutation(&state[..]).unwrap();
        state.copy_from_slice(&out);
    };
    let one = [FieldElement::one()];
    let extra: &[FieldElement] = if variable { &one } else { &[] };
    for x in message.iter().chain(extra) {
        if cache.len() == 3 {
            duplex(&mut state, &cache);
            cache.clear();
        }
        cache.push(*x);
    }
    duplex(&mut state, &cache);
    state[0]
}

fn random(rng: &mut impl Rng) -> Bn254Fr {
    match rng.gen_range(0..8) {
        0 => Bn254Fr::ZERO - Bn254Fr::ONE,
        1 => Bn254Fr::ZERO,
        _ => Bn254Fr::from_u256_reduced(&rng.gen()),
    }
}

#[test]
fn permutation_matches_blackbox() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x4015);
    let p = ours::permutation();
    for _ in 0..300 {
        let state: [Bn254Fr; 4] = core::array::from_fn(|_| random(&mut rng));
        let theirs = poseidon2_permutation(&state.map(|x| to_acir(&x))).unwrap();
        let want: Vec<Bn254Fr> = theirs.iter().map(from_acir).collect();
        assert_eq!(p.permute(state).to_vec(), want, "{state:?}");
        // The batch kernel on the same states.
        let mut many = vec![state; 9];
        p.permute_many(&mut many);
        assert!(many.iter().all(|s| s.to_vec() == want));
    }
}

#[test]
fn sponge_matches_noir_over_blackbox() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x4016);
    for len in 0..14 {
        for _ in 0..6 {
            let xs: Vec<Bn254Fr> = (0..len).map(|_| random(&mut rng)).collect();
            let theirs: Vec<FieldElement> = xs.iter().map(to_acir).collect();
            let want = from_acir(&noir_sponge(&theirs, len, false));
            assert_eq!(ours::hash(&xs), want, "len {len}");
            let want_var = from_acir(&noir_sponge(&theirs, len, true));
            assert_eq!(
                ours::hash_variable_length(&xs),
                want_var,
                "variable, len {len}"
            );
            // The batch path: 11 copies of the message as 11 rows.
            let rows: Vec<Bn254Fr> = (0..11).flat_map(|_| xs.iter().copied()).collect();
            let mut out = vec![Bn254Fr::ZERO; 11];
            ours::hash_batch(&rows, len, &mut out);
            assert!(out.iter().all(|o| *o == want), "batch, len {len}");
        }
    }
}
