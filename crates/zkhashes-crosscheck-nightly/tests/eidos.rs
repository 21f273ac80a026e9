//! zkhashes' Eidos against miden-crypto 0.36's on random inputs: `hash_elements` for every
//! length 0..40 (and a few long ones), `hash` of bytes for every length 0..200, and `merge`.

use miden_crypto::hash::eidos::Eidos;
use miden_crypto::{Felt, Word};
use rand::{Rng, SeedableRng};
use zkhashes::instances::eidos as ours;
use zkhashes::Goldilocks as F;

const P: u64 = zkhashes::field::goldilocks::P;

fn random(rng: &mut impl Rng, n: usize) -> Vec<u64> {
    (0..n)
        .map(|_| match rng.gen_range(0..8) {
            0 => P - 1,
            1 => 0,
            2 => u64::from(u32::MAX),
            _ => rng.gen_range(0..P),
        })
        .collect()
}

fn mine(v: &[u64]) -> Vec<F> {
    v.iter().map(|&x| F::new(x).unwrap()).collect()
}

fn theirs(v: &[u64]) -> Vec<Felt> {
    v.iter().map(|&x| Felt::new(x).unwrap()).collect()
}

fn values(d: &[F]) -> Vec<u64> {
    d.iter().map(F::value).collect()
}

fn peer_values(w: Word) -> Vec<u64> {
    w.into_elements()
        .iter()
        .map(Felt::as_canonical_u64)
        .collect()
}

#[test]
fn hash_elements_matches_miden_crypto() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(2026_1127);
    let lens = (0..40).chain([63, 64, 65, 200]);
    for n in lens {
        for _ in 0..4 {
            let v = random(&mut rng, n);
            let got = ours::hash_elements(&mine(&v)).unwrap();
            assert_eq!(
                values(&got),
                peer_values(Eidos::hash_elements(&theirs(&v))),
                "n = {n}"
            );
        }
    }
}

#[test]
fn hash_bytes_matches_miden_crypto() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(2026_1128);
    for n in 0..200 {
        let bytes: Vec<u8> = (0..n).map(|_| rng.gen()).collect();
        let got = ours::hash_bytes(&bytes).unwrap();
        assert_eq!(values(&got), peer_values(Eidos::hash(&bytes)), "n = {n}");
    }
}

#[test]
fn merge_matches_miden_crypto() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(2026_1129);
    for _ in 0..500 {
        let v = random(&mut rng, 8);
        let m = mine(&v);
        let halves = [
            core::array::from_fn(|i| m[i]),
            core::array::from_fn(|i| m[4 + i]),
        ];
        let t = theirs(&v);
        let words = [
            Word::new(t[..4].try_into().unwrap()),
            Word::new(t[4..].try_into().unwrap()),
        ];
        assert_eq!(
            values(&ours::merge(&halves)),
            peer_values(Eidos::merge(&words))
        );
    }
}
