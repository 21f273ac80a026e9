//! The drop-in `Rp64_256` against winter-crypto's on random inputs: bytes of every accepted
//! length, merges, `merge_many`, `merge_with_int` (values below and above p), `hash_elements`
//! over the base field and its quadratic and cubic extensions, and Merkle roots.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use winterfell::crypto::{ElementHasher, Hasher, MerkleTree};
use winterfell::math::fields::f64::BaseElement;
use winterfell::math::fields::{CubeExtension, QuadExtension};
use winterfell::math::FieldElement;

type W = winterfell::crypto::hashers::Rp64_256;
type Z = zkhashes_winterfell::Rp64_256;

fn element(rng: &mut ChaCha8Rng) -> BaseElement {
    BaseElement::new(rng.gen())
}

#[test]
fn agrees_with_winter_crypto() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for len in (0..=56).chain([63, 70, 140]) {
        let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        assert_eq!(Z::hash(&bytes), W::hash(&bytes), "{len} bytes");
    }
    for n in 0..20 {
        let digests: Vec<_> = (0..n)
            .map(|_| W::hash_elements(&[element(&mut rng)]))
            .collect();
        assert_eq!(
            Z::merge_many(&digests),
            W::merge_many(&digests),
            "merge_many of {n}"
        );
        if n >= 2 {
            let pair = [digests[0], digests[1]];
            assert_eq!(Z::merge(&pair), W::merge(&pair));
        }
    }
    let seed = W::hash_elements(&[element(&mut rng)]);
    for value in [
        0u64,
        1,
        rng.gen(),
        u64::MAX,
        0xffff_ffff_0000_0001,
        0xffff_ffff_0000_0000,
    ] {
        assert_eq!(
            Z::merge_with_int(seed, value),
            W::merge_with_int(seed, value),
            "{value}"
        );
    }
    for len in 0..30 {
        let xs: Vec<BaseElement> = (0..len).map(|_| element(&mut rng)).collect();
        assert_eq!(
            Z::hash_elements(&xs),
            W::hash_elements(&xs),
            "{len} elements"
        );
        let quad: Vec<QuadExtension<BaseElement>> = (0..len)
            .map(|_| QuadExtension::new(element(&mut rng), element(&mut rng)))
            .collect();
        assert_eq!(Z::hash_elements(&quad), W::hash_elements(&quad));
        let cube: Vec<CubeExtension<BaseElement>> = (0..len)
            .map(|_| CubeExtension::new(element(&mut rng), element(&mut rng), element(&mut rng)))
            .collect();
        assert_eq!(Z::hash_elements(&cube), W::hash_elements(&cube));
    }
    let leaves: Vec<_> = (0..64)
        .map(|_| W::hash_elements(&[element(&mut rng)]))
        .collect();
    let ours = MerkleTree::<Z>::new(leaves.clone()).unwrap();
    let theirs = MerkleTree::<W>::new(leaves).unwrap();
    assert_eq!(ours.root(), theirs.root());
    let _ = BaseElement::ONE;
}
