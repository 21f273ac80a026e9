//! The drop-in against light-poseidon itself on random elements and byte strings (1 to 12
//! inputs, domain tags, both byte orders), and the same errors for bytes ≥ p.

use ark_bn254::Fr;
use ark_ff::{BigInteger, PrimeField, UniformRand};
use light_poseidon::{PoseidonBytesHasher as _, PoseidonHasher as _};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use zkhashes_light_poseidon::{Poseidon, PoseidonBytesHasher, PoseidonError, PoseidonHasher};

#[test]
fn agrees_with_light_poseidon() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for n in 1..=12 {
        for _ in 0..8 {
            let xs: Vec<Fr> = (0..n).map(|_| Fr::rand(&mut rng)).collect();
            let tag = Fr::rand(&mut rng);
            let mut ours = Poseidon::<Fr>::new_circom(n).unwrap();
            let mut theirs = light_poseidon::Poseidon::<Fr>::new_circom(n).unwrap();
            assert_eq!(
                ours.hash(&xs).unwrap(),
                theirs.hash(&xs).unwrap(),
                "{n} inputs"
            );
            let mut ours_t = Poseidon::<Fr>::with_domain_tag_circom(n, tag).unwrap();
            let mut theirs_t =
                light_poseidon::Poseidon::<Fr>::with_domain_tag_circom(n, tag).unwrap();
            assert_eq!(
                ours_t.hash(&xs).unwrap(),
                theirs_t.hash(&xs).unwrap(),
                "tagged"
            );
            let be: Vec<Vec<u8>> = xs.iter().map(|x| x.into_bigint().to_bytes_be()).collect();
            let be: Vec<&[u8]> = be.iter().map(|v| &v[..]).collect();
            assert_eq!(
                ours.hash_bytes_be(&be).unwrap(),
                theirs.hash_bytes_be(&be).unwrap()
            );
            let le: Vec<Vec<u8>> = xs.iter().map(|x| x.into_bigint().to_bytes_le()).collect();
            let le: Vec<&[u8]> = le.iter().map(|v| &v[..]).collect();
            assert_eq!(
                ours.hash_bytes_le(&le).unwrap(),
                theirs.hash_bytes_le(&le).unwrap()
            );
        }
    }
}

/// p itself and 2²⁵⁶ − 1 as inputs: refused by both, with the same error.
#[test]
fn bytes_at_or_past_the_modulus_are_refused() {
    let p_be = Fr::MODULUS.to_bytes_be();
    for bad in [p_be.clone(), vec![0xff; 32]] {
        let mut ours = Poseidon::<Fr>::new_circom(1).unwrap();
        let mut theirs = light_poseidon::Poseidon::<Fr>::new_circom(1).unwrap();
        assert_eq!(
            ours.hash_bytes_be(&[&bad]),
            Err(PoseidonError::InputLargerThanModulus)
        );
        assert!(matches!(
            theirs.hash_bytes_be(&[&bad]),
            Err(light_poseidon::PoseidonError::InputLargerThanModulus)
        ));
    }
}
