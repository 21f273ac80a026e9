//! RISC Zero's `poseidon_254` suite against risc0-zkp 3.0.5
//! (`core::hash::poseidon_254`, feature `prove`): `hash_pair` on random and
//! edge digests, `hash_elem_slice` and `hash_ext_elem_slice` on random
//! inputs of every length 0..=70, the Rng's draws after random mixes, and
//! `is_digest_valid` against our digest check, all through `Digest` bytes.

use rand::{Rng as _, SeedableRng};
use risc0_zkp::core::digest::Digest;
use risc0_zkp::core::hash::poseidon_254::Poseidon254HashSuite;
use risc0_zkp::field::baby_bear::{BabyBearElem, BabyBearExtElem};
use risc0_zkp::field::ExtElem;
use zkhashes::instances::risc0_poseidon254 as p254;
use zkhashes::{BabyBear, Bn254Fr as F, Field, PrimeField};

fn digest(x: &F) -> Digest {
    Digest::try_from(&p254::digest_bytes(x)[..]).unwrap()
}

fn ours(d: &Digest) -> F {
    p254::from_digest_bytes(d.as_bytes().try_into().unwrap()).unwrap()
}

fn babybear(rng: &mut impl rand::Rng, i: usize) -> BabyBear {
    match i % 17 {
        0 => BabyBear::new(BabyBear::P - 1).unwrap(),
        1 => BabyBear::new(0).unwrap(),
        _ => BabyBear::new(rng.gen_range(0..BabyBear::P)).unwrap(),
    }
}

fn element(rng: &mut impl rand::Rng, i: usize) -> F {
    match i % 13 {
        0 => -F::ONE,
        1 => F::ZERO,
        _ => F::from_u256_reduced(&rng.r#gen::<[u64; 4]>()),
    }
}

#[test]
fn hash_pair_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x254);
    let suite = Poseidon254HashSuite::new_suite();
    for k in 0..500 {
        let (a, b) = (element(&mut rng, k), element(&mut rng, k / 13));
        let want = suite.hashfn.hash_pair(&digest(&a), &digest(&b));
        assert_eq!(p254::hash_pair(&a, &b), ours(&want), "pair {k}");
    }
}

#[test]
fn element_hashes_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x255);
    let suite = Poseidon254HashSuite::new_suite();
    for n in 0..=70 {
        for r in 0..3 {
            let xs: Vec<BabyBear> = (0..n).map(|i| babybear(&mut rng, i + r)).collect();
            let elems: Vec<BabyBearElem> =
                xs.iter().map(|x| BabyBearElem::new(x.value())).collect();
            let want = suite.hashfn.hash_elem_slice(&elems);
            assert_eq!(p254::hash_elements(&xs), ours(&want), "{n} elements");
        }
    }
    // Extension elements are their four coefficients in order.
    for n in 0..=12 {
        let xs: Vec<BabyBear> = (0..4 * n).map(|i| babybear(&mut rng, i)).collect();
        let ext: Vec<BabyBearExtElem> = xs
            .chunks(4)
            .map(|c| BabyBearExtElem::from_subelems(c.iter().map(|x| BabyBearElem::new(x.value()))))
            .collect();
        let want = suite.hashfn.hash_ext_elem_slice(&ext);
        assert_eq!(
            p254::hash_elements(&xs),
            ours(&want),
            "{n} extension elements"
        );
    }
}

#[test]
fn rng_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x256);
    let suite = Poseidon254HashSuite::new_suite();
    let mut theirs = suite.rng.new_rng();
    let mut ours_rng = p254::Rng::new();
    for k in 0..200 {
        if k % 3 == 0 {
            let d = element(&mut rng, k);
            theirs.mix(&digest(&d));
            ours_rng.mix(&d);
        }
        match k % 4 {
            0 | 1 => {
                let bits = rng.gen_range(0..=32);
                assert_eq!(
                    ours_rng.random_bits(bits).unwrap(),
                    theirs.random_bits(bits),
                    "{k}"
                );
            }
            2 => assert_eq!(
                ours_rng.random_elem().value(),
                theirs.random_elem().as_u32(),
                "{k}"
            ),
            _ => {
                let want = theirs.random_ext_elem();
                let got = ours_rng.random_ext_elem().map(|x| x.value());
                let want: Vec<u32> = want.subelems().iter().map(|x| x.as_u32()).collect();
                assert_eq!(got.to_vec(), want, "{k}");
            }
        }
    }
}

#[test]
fn digest_validity_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x257);
    let suite = Poseidon254HashSuite::new_suite();
    let p = F::MODULUS;
    for k in 0..400 {
        // Values near p (both sides of it) and arbitrary 256-bit values.
        let mut limbs: [u64; 4] = rng.r#gen();
        if k % 2 == 0 {
            limbs = p;
            limbs[0] = limbs[0].wrapping_add(rng.gen_range(0..8)).wrapping_sub(4);
        }
        let bytes: [u8; 32] = core::array::from_fn(|i| (limbs[i / 8] >> (8 * (i % 8))) as u8);
        let d = Digest::try_from(&bytes[..]).unwrap();
        assert_eq!(
            p254::from_digest_bytes(&bytes).is_ok(),
            suite.hashfn.is_digest_valid(&d),
            "{k}"
        );
    }
}
