//! Differential test against starknet-crypto (the Rust implementation behind
//! starknet-rs; felts from starknet-types-core) on random inputs: 10,000 each
//! of `poseidon_hash`, `poseidon_hash_single` and `poseidon_hash_many` (lengths
//! 0..=12, so empty, odd and even), with small values and values near p mixed in.

use rand::{Rng, SeedableRng};
use starknet_crypto::Felt;
use zkhashes::field::Stark252 as F;
use zkhashes::instances::starknet::{self, HashState};
use zkhashes::PrimeField;

const CASES: usize = 10_000;

fn to_peer(x: &F) -> Felt {
    let mut be = [0u8; 32];
    x.write_be_bytes(&mut be).unwrap();
    Felt::from_bytes_be(&be)
}

fn from_peer(x: &Felt) -> F {
    F::from_be_bytes(&x.to_bytes_be()).unwrap()
}

fn element(rng: &mut impl Rng, k: usize) -> F {
    let p_minus_1 = F::ZERO - F::ONE;
    match k % 4 {
        0 => F::from_u64(rng.gen::<u16>().into()),
        1 => p_minus_1 - F::from_u64(rng.gen::<u16>().into()),
        _ => F::from_u256_reduced(&[rng.gen(), rng.gen(), rng.gen(), rng.gen::<u64>() >> 4]),
    }
}

use zkhashes::Field;

#[test]
fn poseidon_hash_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x57a4_0001);
    for k in 0..CASES {
        let (x, y) = (element(&mut rng, k), element(&mut rng, k / 4));
        let want = starknet_crypto::poseidon_hash(to_peer(&x), to_peer(&y));
        assert_eq!(starknet::hash(x, y), from_peer(&want), "case {k}");
    }
}

#[test]
fn poseidon_hash_single_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x57a4_0002);
    for k in 0..CASES {
        let x = element(&mut rng, k);
        let want = starknet_crypto::poseidon_hash_single(to_peer(&x));
        assert_eq!(starknet::hash_single(x), from_peer(&want), "case {k}");
    }
}

#[test]
fn poseidon_hash_many_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x57a4_0003);
    for k in 0..CASES {
        let n = k % 13;
        let xs: Vec<F> = (0..n).map(|i| element(&mut rng, k + i)).collect();
        let peer: Vec<Felt> = xs.iter().map(to_peer).collect();
        let want = from_peer(&starknet_crypto::poseidon_hash_many(&peer));
        assert_eq!(starknet::hash_many(&xs), want, "case {k}, length {n}");
        let mut state = HashState::new();
        for x in &xs {
            state.update(*x);
        }
        assert_eq!(state.finalize(), want, "streaming, case {k}");
    }
}

#[test]
fn permutation_agrees() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x57a4_0004);
    for k in 0..CASES / 10 {
        let s: [F; 3] = core::array::from_fn(|i| element(&mut rng, k + i));
        let mut peer = [to_peer(&s[0]), to_peer(&s[1]), to_peer(&s[2])];
        starknet_crypto::poseidon_permute_comp(&mut peer);
        let mut ours = s;
        starknet::hades(&mut ours);
        assert_eq!(ours.map(|x| to_peer(&x)), peer, "case {k}");
    }
}

/// The batch functions (many hashes at once, on IFMA lanes where the CPU
/// has them) against starknet-crypto one hash at a time: 10,000 pairs and
/// values, and 1,000 messages of each length 0..=7.
#[test]
fn batches_agree() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x57a4_0005);
    let xs: Vec<F> = (0..2 * CASES).map(|k| element(&mut rng, k)).collect();
    let mut out = vec![F::ZERO; CASES];
    starknet::hash_batch(&xs, &mut out);
    for (k, (pair, got)) in xs.chunks_exact(2).zip(&out).enumerate() {
        let want = starknet_crypto::poseidon_hash(to_peer(&pair[0]), to_peer(&pair[1]));
        assert_eq!(*got, from_peer(&want), "hash_batch, case {k}");
    }
    starknet::hash_single_batch(&xs[..CASES], &mut out);
    for (k, (x, got)) in xs.iter().zip(&out).enumerate() {
        let want = starknet_crypto::poseidon_hash_single(to_peer(x));
        assert_eq!(*got, from_peer(&want), "hash_single_batch, case {k}");
    }
    for len in 0..=7 {
        let rows = 1000;
        let msgs = &xs[..len * rows];
        let mut out = vec![F::ZERO; rows];
        starknet::hash_many_batch(msgs, len, &mut out);
        for r in 0..rows {
            let peer: Vec<Felt> = msgs[r * len..(r + 1) * len].iter().map(to_peer).collect();
            let want = from_peer(&starknet_crypto::poseidon_hash_many(&peer));
            assert_eq!(out[r], want, "hash_many_batch, length {len}, row {r}");
        }
    }
}
