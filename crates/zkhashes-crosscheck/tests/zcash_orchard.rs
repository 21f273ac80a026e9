//! Zcash Orchard's Poseidon against `halo2_poseidon` 0.2 (`P128Pow5T3` over
//! Pallas): its own test vectors (zcash-test-vectors `orchard_poseidon`,
//! shipped in the crate), then the permutation on random and edge states and
//! `ConstantLength<L>` hashes for L = 1..=6 on random inputs.

use ff::{Field as _, PrimeField as _};
use halo2_poseidon::{ConstantLength, Hash, P128Pow5T3, Spec};
use pasta_curves::Fp;
use rand::{Rng, SeedableRng};
use zkhashes::field::Pallas;
use zkhashes::instances::zcash;
use zkhashes::permutation::Permutation;
use zkhashes::{Field, PrimeField};

fn ours(x: &Fp) -> Pallas {
    Pallas::from_le_bytes(&x.to_repr()).unwrap()
}

fn theirs(x: &Pallas) -> Fp {
    let mut le = [0u8; 32];
    x.write_le_bytes(&mut le).unwrap();
    Fp::from_repr(le).unwrap()
}

fn from_bytes(b: &[u8; 32]) -> Pallas {
    Pallas::from_le_bytes(b).unwrap()
}

#[test]
fn zcash_test_vectors() {
    let p = zcash::permutation();
    let vectors = halo2_poseidon::test_vectors::fp::permute();
    assert!(vectors.len() >= 2);
    for tv in vectors {
        let state = tv.initial_state.each_ref().map(from_bytes);
        let want = tv.final_state.each_ref().map(from_bytes);
        assert_eq!(p.permute(state), want);
    }
    let vectors = halo2_poseidon::test_vectors::fp::hash();
    assert!(vectors.len() >= 2);
    for tv in vectors {
        let inputs = tv.input.each_ref().map(from_bytes);
        assert_eq!(zcash::hash(&inputs).unwrap(), from_bytes(&tv.output));
    }
}

fn random(rng: &mut impl Rng) -> Pallas {
    match rng.gen_range(0..8) {
        0 => -Pallas::ONE,
        1 => Pallas::ZERO,
        _ => Pallas::from_u256_reduced(&rng.gen()),
    }
}

#[test]
fn permutation_matches_halo2() {
    let (rc, mds, _) = P128Pow5T3::constants();
    let p = zcash::permutation();
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0c4a);
    for _ in 0..200 {
        let state: [Pallas; 3] = core::array::from_fn(|_| random(&mut rng));
        let mut peer = state.map(|x| theirs(&x));
        halo2_poseidon::test_only_permute::<Fp, P128Pow5T3, 3, 2>(&mut peer, &mds, &rc);
        assert_eq!(p.permute(state), peer.map(|x| ours(&x)));
    }
    assert_eq!(theirs(&Pallas::ONE), Fp::ONE);
}

macro_rules! hash_matches {
    ($rng:expr, $($l:literal),*) => {$(
        for _ in 0..20 {
            let xs: [Pallas; $l] = core::array::from_fn(|_| random($rng));
            let want = Hash::<Fp, P128Pow5T3, ConstantLength<$l>, 3, 2>::init().hash(xs.map(|x| theirs(&x)));
            assert_eq!(zcash::hash(&xs).unwrap(), ours(&want), "L = {}", $l);
        }
    )*};
}

#[test]
fn constant_length_hash_matches_halo2() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0c4b);
    hash_matches!(&mut rng, 1, 2, 3, 4, 5, 6);
    // halo2_poseidon panics on ConstantLength<0>; here it is an error.
    assert!(zcash::hash(&[]).is_err());
}
