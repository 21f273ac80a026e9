//! Differential tests against Triton VM's Tip5 (crate `twenty-first`
//! 3.1.1, which picks its AVX-512 path at run time where the CPU has it):
//! the permutation, `hash_10`, `hash_pair`, `hash_varlen` and the sponge's
//! samplers on 1,000 random inputs each (0, 1, p − 1 mixed in).

use rand::{Rng, SeedableRng};
use twenty_first::prelude::BFieldElement;
use twenty_first::tip5::{Digest, Tip5 as Theirs};
use twenty_first::util_types::sponge::Sponge as _;
use zkhashes::instances::tip5 as ours;
use zkhashes::permutation::tip5::Tip5;
use zkhashes::permutation::Permutation;
use zkhashes::Goldilocks;

const CASES: usize = 1000;
const P: u64 = 0xffff_ffff_0000_0001;

/// `n` words below p, edges mixed in.
fn random(rng: &mut impl Rng, n: usize) -> Vec<u64> {
    (0..n)
        .map(|_| match rng.gen_range(0..8) {
            0 => 0,
            1 => 1,
            2 => P - 1,
            _ => rng.gen_range(0..P),
        })
        .collect()
}

fn ours_of(v: &[u64]) -> Vec<Goldilocks> {
    v.iter().map(|&x| Goldilocks::new(x).unwrap()).collect()
}

fn theirs_of(v: &[u64]) -> Vec<BFieldElement> {
    v.iter().map(|&x| BFieldElement::new(x)).collect()
}

fn values_ours(v: &[Goldilocks]) -> Vec<u64> {
    v.iter().map(Goldilocks::value).collect()
}

fn values_theirs(v: &[BFieldElement]) -> Vec<u64> {
    v.iter().map(BFieldElement::value).collect()
}

#[test]
fn permutation() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x7105);
    for i in 0..CASES {
        let v = random(&mut rng, 16);
        let mut theirs = Theirs::init();
        theirs.state = theirs_of(&v).try_into().unwrap();
        theirs.permutation();
        let mine = Tip5.permute(ours_of(&v).try_into().unwrap());
        assert_eq!(
            values_ours(&mine),
            values_theirs(&theirs.state),
            "state {i}: {v:?}"
        );
    }
}

#[test]
fn hash_10_and_pair() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x7106);
    for i in 0..CASES {
        let v = random(&mut rng, 10);
        let theirs = Theirs::hash_10(&theirs_of(&v).try_into().unwrap());
        let mine = ours::hash_10(&ours_of(&v).try_into().unwrap());
        assert_eq!(values_ours(&mine), values_theirs(&theirs), "input {i}");
        let t = theirs_of(&v);
        let pair = Theirs::hash_pair(
            Digest(t[..5].try_into().unwrap()),
            Digest(t[5..].try_into().unwrap()),
        );
        let m = ours_of(&v);
        let mine = ours::hash_pair(m[..5].try_into().unwrap(), m[5..].try_into().unwrap());
        assert_eq!(values_ours(&mine), values_theirs(&pair.0), "pair {i}");
    }
}

#[test]
fn hash_varlen() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x7107);
    for i in 0..CASES {
        let n = rng.gen_range(0..45);
        let v = random(&mut rng, n);
        let theirs = Theirs::hash_varlen(&theirs_of(&v));
        let mine = ours::hash_varlen(&ours_of(&v));
        assert_eq!(
            values_ours(&mine),
            values_theirs(&theirs.0),
            "input {i} of {n}"
        );
    }
}

#[test]
fn samplers() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x7108);
    for i in 0..CASES {
        let block = random(&mut rng, 10);
        let mut theirs = Theirs::init();
        theirs.absorb(theirs_of(&block).try_into().unwrap());
        let mut mine = ours::Sponge::new();
        mine.absorb(&ours_of(&block).try_into().unwrap());
        let bound = 1u32 << rng.gen_range(0..32);
        let n = rng.gen_range(0..40);
        assert_eq!(
            mine.sample_indices(bound, n).unwrap(),
            theirs.sample_indices(bound, n),
            "indices {i}"
        );
        let k = rng.gen_range(0..12);
        let t: Vec<u64> = theirs
            .sample_scalars(k)
            .iter()
            .flat_map(|x| values_theirs(&x.coefficients))
            .collect();
        let m: Vec<u64> = mine
            .sample_scalars(k)
            .iter()
            .flat_map(|x| values_ours(x))
            .collect();
        assert_eq!(m, t, "scalars {i}");
        assert_eq!(
            values_ours(&mine.state),
            values_theirs(&theirs.state),
            "state {i}"
        );
    }
}
