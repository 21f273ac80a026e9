//! Differential tests against miden-crypto (RPO_256, RPX_256) and
//! winter-crypto (Rp64_256) on random inputs: the permutations, element
//! hashing at every length 0..40, merges (with domains for Miden) and byte
//! hashing at every length 0..120, with values near 0 and near p mixed in.

use crate::goldilocks_rng;

use goldilocks_rng::element;
use miden_crypto::hash::{rpo::Rpo256 as PeerRpo, rpx::Rpx256 as PeerRpx};
use miden_crypto::{Felt, Word};
use rand::{Rng, SeedableRng};
use winter_crypto::hashers::Rp64_256 as PeerRp;
use winter_crypto::{ElementHasher, Hasher};
use winter_math::fields::f64::BaseElement;
use zkhashes::instances::miden::{MidenHasher, Rpo256, Rpx256};
use zkhashes::instances::winterfell;
use zkhashes::permutation::rescue;
use zkhashes::Goldilocks as F;

const ROUNDS: usize = 300;

fn elements(rng: &mut impl Rng, n: usize) -> Vec<F> {
    (0..n).map(|_| element(rng)).collect()
}

fn felt(x: &F) -> Felt {
    Felt::new(x.value()).unwrap()
}

fn word(xs: &[F]) -> Word {
    Word::new(core::array::from_fn(|i| felt(&xs[i])))
}

fn from_word(w: &Word) -> Vec<F> {
    w.as_elements()
        .iter()
        .map(|x| F::new(x.as_canonical_u64()).unwrap())
        .collect()
}

fn base(x: &F) -> BaseElement {
    BaseElement::new(x.value())
}

fn from_base(xs: &[BaseElement]) -> Vec<F> {
    xs.iter().map(|x| F::new(x.as_int()).unwrap()).collect()
}

#[test]
fn miden_permutations_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0a1d_e401);
    for _ in 0..ROUNDS {
        let x = elements(&mut rng, 12);
        let mut ours: [F; 12] = x.clone().try_into().unwrap();
        let mut peer: [Felt; 12] = core::array::from_fn(|i| felt(&x[i]));
        rescue::rpo_permute(&mut ours);
        PeerRpo::apply_permutation(&mut peer);
        assert_eq!(
            ours.map(|v| v.value()),
            peer.map(|v| v.as_canonical_u64()),
            "rpo"
        );
        let mut ours: [F; 12] = x.clone().try_into().unwrap();
        let mut peer: [Felt; 12] = core::array::from_fn(|i| felt(&x[i]));
        rescue::rpx_permute(&mut ours);
        PeerRpx::apply_permutation(&mut peer);
        assert_eq!(
            ours.map(|v| v.value()),
            peer.map(|v| v.as_canonical_u64()),
            "rpx"
        );
    }
}

#[test]
fn miden_sponges_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0a1d_e402);
    for round in 0..10 {
        for n in 0..40 {
            let x = elements(&mut rng, n);
            let felts: Vec<Felt> = x.iter().map(felt).collect();
            let want = from_word(&PeerRpo::hash_elements(&felts));
            assert_eq!(Rpo256::hash_elements(&x).to_vec(), want, "rpo len {n}");
            let want = from_word(&PeerRpx::hash_elements(&felts));
            assert_eq!(Rpx256::hash_elements(&x).to_vec(), want, "rpx len {n}");
            let domain = element(&mut rng);
            let want = from_word(&PeerRpo::hash_elements_in_domain(&felts, felt(&domain)));
            let got = Rpo256::hash_elements_in_domain(&x, domain);
            assert_eq!(got.to_vec(), want, "rpo domain len {n}");
        }
        let x = elements(&mut rng, 8);
        let (l, r) = (word(&x[..4]), word(&x[4..]));
        let halves = [
            core::array::from_fn(|i| x[i]),
            core::array::from_fn(|i| x[4 + i]),
        ];
        assert_eq!(
            Rpo256::merge(&halves).to_vec(),
            from_word(&PeerRpo::merge(&[l, r]))
        );
        assert_eq!(
            Rpx256::merge(&halves).to_vec(),
            from_word(&PeerRpx::merge(&[l, r]))
        );
        let d = element(&mut rng);
        let want = from_word(&PeerRpx::merge_in_domain(&[l, r], felt(&d)));
        assert_eq!(
            Rpx256::merge_in_domain(&halves, d).to_vec(),
            want,
            "round {round}"
        );
    }
}

#[test]
fn miden_byte_hashing_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0a1d_e403);
    for n in 0..120 {
        let bytes: Vec<u8> = (0..n).map(|_| rng.gen()).collect();
        let want = from_word(&PeerRpo::hash(&bytes));
        assert_eq!(Rpo256::hash_bytes(&bytes).to_vec(), want, "rpo bytes {n}");
        let want = from_word(&PeerRpx::hash(&bytes));
        assert_eq!(Rpx256::hash_bytes(&bytes).to_vec(), want, "rpx bytes {n}");
    }
}

#[test]
fn winterfell_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0a1d_e404);
    for _ in 0..ROUNDS {
        let x = elements(&mut rng, 12);
        let mut ours: [F; 12] = x.clone().try_into().unwrap();
        let mut peer: [BaseElement; 12] = core::array::from_fn(|i| base(&x[i]));
        rescue::rp64_256_permute(&mut ours);
        PeerRp::apply_permutation(&mut peer);
        assert_eq!(ours.to_vec(), from_base(&peer), "permutation");
    }
    for _ in 0..10 {
        for n in 0..40 {
            let x = elements(&mut rng, n);
            let b: Vec<BaseElement> = x.iter().map(base).collect();
            let want = from_base(PeerRp::hash_elements(&b).as_elements());
            assert_eq!(winterfell::hash_elements(&x).to_vec(), want, "len {n}");
        }
        let x = elements(&mut rng, 8);
        let d: Vec<BaseElement> = x.iter().map(base).collect();
        let digest = |xs: &[BaseElement]| -> <PeerRp as Hasher>::Digest {
            <[BaseElement; 4]>::try_from(xs).unwrap().into()
        };
        let digests = [digest(&d[..4]), digest(&d[4..])];
        let halves = [
            core::array::from_fn(|i| x[i]),
            core::array::from_fn(|i| x[4 + i]),
        ];
        let want = from_base(PeerRp::merge(&digests).as_elements());
        assert_eq!(winterfell::merge(&halves).to_vec(), want, "merge");
        let v: u64 = rng.gen();
        let want = from_base(PeerRp::merge_with_int(digests[0], v).as_elements());
        assert_eq!(
            winterfell::merge_with_int(&halves[0], v).to_vec(),
            want,
            "merge_with_int {v}"
        );
    }
    for n in 0..120 {
        let bytes: Vec<u8> = (0..n).map(|_| rng.gen()).collect();
        // Past 56 bytes winterfell panics unless the length is a multiple of 7.
        if n > 56 && n % 7 != 0 {
            assert!(winterfell::hash_bytes(&bytes).is_err(), "bytes {n}");
            let peer = std::panic::catch_unwind(|| PeerRp::hash(&bytes));
            assert!(peer.is_err(), "winterfell accepts {n} bytes now: revisit");
            continue;
        }
        let want = from_base(PeerRp::hash(&bytes).as_elements());
        assert_eq!(
            winterfell::hash_bytes(&bytes).unwrap().to_vec(),
            want,
            "bytes {n}"
        );
    }
}

#[test]
fn miden_poseidon2_hashes_agree() {
    // miden-crypto 0.28's Poseidon2 hasher: hash_elements of every length 0..40, merge, and byte
    // hashing, against ours (and through the registry's batch path).
    use miden_crypto::hash::poseidon2::Poseidon2 as PeerP2;
    use zkhashes::instances::miden::Poseidon2Hasher;
    use zkhashes::instances::registry::{self, HashOptions};
    use zkhashes::PrimeField;
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x0a1d_e404);
    for n in 0..40 {
        let x = elements(&mut rng, n);
        let felts: Vec<Felt> = x.iter().map(felt).collect();
        let want = from_word(&PeerP2::hash_elements(&felts));
        assert_eq!(Poseidon2Hasher::hash_elements(&x).to_vec(), want, "len {n}");
        let raw: Vec<[u64; 4]> = x.iter().map(PrimeField::to_u256).collect();
        let rows: Vec<[u64; 4]> = (0..9).flat_map(|_| raw.iter().copied()).collect();
        let words: Vec<u64> = rows.iter().map(|v| v[0]).collect();
        let batch = registry::hash_rows_words(
            "poseidon2-miden-hash-elements",
            None,
            registry::Words::U64(&words),
            n,
            9,
            &HashOptions::default(),
        )
        .unwrap();
        let want_words: Vec<u64> = (0..9)
            .flat_map(|_| want.iter().map(|f| f.value()))
            .collect();
        assert_eq!(batch, want_words, "batch, len {n}");
    }
    for _ in 0..20 {
        let x = elements(&mut rng, 8);
        let halves = [
            core::array::from_fn(|i| x[i]),
            core::array::from_fn(|i| x[4 + i]),
        ];
        let want = from_word(&PeerP2::merge(&[word(&x[..4]), word(&x[4..])]));
        assert_eq!(Poseidon2Hasher::merge(&halves).to_vec(), want);
    }
    for n in 0..120 {
        let bytes: Vec<u8> = (0..n).map(|_| rng.gen()).collect();
        let want = from_word(&PeerP2::hash(&bytes));
        assert_eq!(
            Poseidon2Hasher::hash_bytes(&bytes).to_vec(),
            want,
            "bytes {n}"
        );
    }
}
