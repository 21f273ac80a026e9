//! zkhashes' plonky2 instance against the plonky2 crate on random inputs:
//! the permutation, `hash_no_pad` and `hash_pad` for every length 0..40, and
//! `two_to_one`.

use plonky2::field::goldilocks_field::GoldilocksField as PF;
use plonky2::field::types::{Field as _, PrimeField64};
use plonky2::hash::hash_types::HashOut;
use plonky2::hash::poseidon::{Poseidon, PoseidonHash};
use plonky2::plonk::config::Hasher;
use rand::{Rng, SeedableRng};
use zkhashes::instances::plonky2 as ours;
use zkhashes::Goldilocks as F;

const P: u64 = zkhashes::field::goldilocks::P;

fn random(rng: &mut impl Rng, n: usize) -> Vec<u64> {
    (0..n)
        .map(|_| match rng.gen_range(0..8) {
            0 => P - 1,
            1 => 0,
            _ => rng.gen_range(0..P),
        })
        .collect()
}

fn theirs(v: &[u64]) -> Vec<PF> {
    v.iter().map(|&x| PF::from_canonical_u64(x)).collect()
}

fn mine(v: &[u64]) -> Vec<F> {
    v.iter().map(|&x| F::new(x).unwrap()).collect()
}

fn values(d: &[F]) -> Vec<u64> {
    d.iter().map(F::value).collect()
}

fn peer_values(d: &[PF]) -> Vec<u64> {
    d.iter().map(PrimeField64::to_canonical_u64).collect()
}

#[test]
fn permutation() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    for _ in 0..500 {
        let v = random(&mut rng, 12);
        let peer: [PF; 12] = theirs(&v).try_into().unwrap();
        let mut s: [F; 12] = mine(&v).try_into().unwrap();
        ours::permute(&mut s);
        assert_eq!(values(&s), peer_values(&PF::poseidon(peer)), "input {v:?}");
    }
}

#[test]
fn sponges_every_length() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(2);
    for len in 0..40 {
        for _ in 0..10 {
            let v = random(&mut rng, len);
            let no_pad = PoseidonHash::hash_no_pad(&theirs(&v));
            assert_eq!(
                values(&ours::hash_no_pad(&mine(&v))),
                peer_values(&no_pad.elements),
                "hash_no_pad, length {len}"
            );
            let pad = PoseidonHash::hash_pad(&theirs(&v));
            assert_eq!(
                values(&ours::hash_pad(&mine(&v))),
                peer_values(&pad.elements),
                "hash_pad, length {len}"
            );
        }
    }
}

#[test]
fn two_to_one() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    for _ in 0..500 {
        let v = random(&mut rng, 8);
        let l = HashOut::<PF> {
            elements: theirs(&v[..4]).try_into().unwrap(),
        };
        let r = HashOut::<PF> {
            elements: theirs(&v[4..]).try_into().unwrap(),
        };
        let peer = PoseidonHash::two_to_one(l, r);
        let got = ours::two_to_one_slice(&mine(&v)).unwrap();
        assert_eq!(values(&got), peer_values(&peer.elements), "input {v:?}");
    }
}
