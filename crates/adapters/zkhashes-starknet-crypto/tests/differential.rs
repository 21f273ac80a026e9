//! The drop-in against starknet-crypto itself on random elements (and the edges 0, 1, p − 1):
//! every function and the stateful hasher, for message lengths 0 to 9.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use zkhashes_starknet_crypto as ours;
use zkhashes_starknet_crypto::Felt;

fn random(rng: &mut ChaCha8Rng) -> Felt {
    match rng.gen_range(0..8) {
        0 => Felt::ZERO,
        1 => Felt::ONE,
        2 => Felt::MAX,
        _ => Felt::from_bytes_be(&rng.gen()),
    }
}

#[test]
fn agrees_with_starknet_crypto() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..100 {
        let (x, y) = (random(&mut rng), random(&mut rng));
        assert_eq!(
            ours::poseidon_hash(x, y),
            starknet_crypto::poseidon_hash(x, y)
        );
        assert_eq!(
            ours::poseidon_hash_single(x),
            starknet_crypto::poseidon_hash_single(x)
        );
        let mut s = [x, y, random(&mut rng)];
        let mut t = s;
        ours::poseidon_permute_comp(&mut s);
        starknet_crypto::poseidon_permute_comp(&mut t);
        assert_eq!(s, t);
    }
    for len in 0..10 {
        let msgs: Vec<Felt> = (0..len).map(|_| random(&mut rng)).collect();
        let want = starknet_crypto::poseidon_hash_many(&msgs);
        assert_eq!(ours::poseidon_hash_many(&msgs), want, "length {len}");
        let mut h = ours::PoseidonHasher::new();
        msgs.iter().for_each(|m| h.update(*m));
        assert_eq!(h.finalize(), want, "hasher, length {len}");
    }
}

/// The element crossing rests on both libraries' Montgomery limbs agreeing: values go through
/// the permutation's known answer below and through canonical bytes here.
#[test]
fn elements_cross_unchanged() {
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    for _ in 0..100 {
        let x = random(&mut rng);
        let limbs = x.to_le_digits();
        let mine = zkhashes::field::Stark252::from_montgomery(x.to_raw_reversed());
        assert_eq!(mine.to_canonical_limbs(), limbs);
    }
}
