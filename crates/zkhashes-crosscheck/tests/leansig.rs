//! Differential tests of leanSig's tweakable hash (`instances::leansig`)
//! against its construction on Plonky3's own Poseidon1 (p3-koala-bear
//! 0.8.0 `default_koalabear_poseidon1_16/_24`, the permutation leanSig
//! calls): leanSig's `poseidon_compress`, chain and tree layouts and its
//! overwriting sponge written here over p3's types, 1,000 random inputs
//! each.

use p3_field::{PrimeCharacteristicRing, PrimeField32};
use p3_koala_bear::KoalaBear as K3;
use p3_symmetric::Permutation as _;
use rand::{Rng, SeedableRng};
use zkhashes::instances::leansig::{self as ls, Tweak};
use zkhashes::KoalaBear;

const CASES: usize = 1000;
const P: u32 = 0x7f00_0001;

fn random(rng: &mut impl Rng, n: usize) -> Vec<u32> {
    (0..n)
        .map(|_| match rng.gen_range(0..8) {
            0 => 0,
            1 => P - 1,
            _ => rng.gen_range(0..P),
        })
        .collect()
}

fn ours(v: &[u32]) -> Vec<KoalaBear> {
    v.iter().map(|&x| KoalaBear::new(x).unwrap()).collect()
}

fn words(v: &[KoalaBear]) -> Vec<u32> {
    v.iter().map(|x| x.value()).collect()
}

/// leanSig's `poseidon_compress` over p3.
fn p3_compress<const W: usize>(input: &[u32], out_len: usize) -> Vec<u32> {
    let mut padded = [K3::ZERO; W];
    for (p, &x) in padded.iter_mut().zip(input) {
        *p = K3::new(x);
    }
    let out = match W {
        16 => {
            let s: [K3; 16] = padded[..16].try_into().unwrap();
            p3_koala_bear::default_koalabear_poseidon1_16()
                .permute(s)
                .to_vec()
        }
        _ => {
            let s: [K3; 24] = padded[..24].try_into().unwrap();
            p3_koala_bear::default_koalabear_poseidon1_24()
                .permute(s)
                .to_vec()
        }
    };
    out.iter()
        .zip(padded)
        .take(out_len)
        .map(|(&s, x)| (s + x).as_canonical_u32())
        .collect()
}

/// leanSig's `poseidon_replacement_sponge` over p3 (width 24).
fn p3_sponge(capacity: &[u32], input: &[u32], out_len: usize) -> Vec<u32> {
    let perm = p3_koala_bear::default_koalabear_poseidon1_24();
    let cap = capacity.len();
    let rate = 24 - cap;
    let mut state = [K3::ZERO; 24];
    for (s, &c) in state.iter_mut().zip(capacity) {
        *s = K3::new(c);
    }
    for chunk in input.chunks(rate) {
        for k in 0..rate {
            state[cap + k] = chunk.get(k).map_or(K3::ZERO, |&x| K3::new(x));
        }
        state = perm.permute(state);
    }
    let mut out = Vec::new();
    while out.len() < out_len {
        let take = rate.min(out_len - out.len());
        out.extend(state[cap..cap + take].iter().map(|x| x.as_canonical_u32()));
        if out.len() < out_len {
            state = perm.permute(state);
        }
    }
    out
}

fn p3_separator(lengths: [u32; 4]) -> Vec<u32> {
    let mut acc = lengths
        .iter()
        .fold(0u128, |a, &l| (a << 32) | u128::from(l));
    let digits: Vec<u32> = (0..24)
        .map(|_| {
            let d = (acc % u128::from(P)) as u32;
            acc /= u128::from(P);
            d
        })
        .collect();
    p3_compress::<24>(&digits, 9)
}

#[test]
fn compress_both_widths() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x1ea5);
    for i in 0..CASES {
        let n = rng.gen_range(1..=16);
        let v = random(&mut rng, n);
        let out = rng.gen_range(1..=n);
        assert_eq!(
            words(&ls::compress(16, &ours(&v), out).unwrap()),
            p3_compress::<16>(&v, out),
            "w16 {i}"
        );
        let n = rng.gen_range(1..=24);
        let v = random(&mut rng, n);
        let out = rng.gen_range(1..=n);
        assert_eq!(
            words(&ls::compress(24, &ours(&v), out).unwrap()),
            p3_compress::<24>(&v, out),
            "w24 {i}"
        );
    }
}

#[test]
fn separator_and_sponge() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x1ea6);
    for i in 0..CASES {
        let lengths: [u32; 4] = core::array::from_fn(|_| rng.gen());
        let cap = ls::domain_separator(lengths);
        assert_eq!(words(&cap), p3_separator(lengths), "separator {i}");
        let n = rng.gen_range(0..60);
        let v = random(&mut rng, n);
        let out = rng.gen_range(1..30);
        let mine = ls::sponge(&cap, &ours(&v), out).unwrap();
        assert_eq!(words(&mine), p3_sponge(&words(&cap), &v, out), "sponge {i}");
    }
}

#[test]
fn tweak_hash_chain_tree_leaf() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x1ea7);
    for i in 0..CASES {
        let param = random(&mut rng, 5);
        let k = [1, 2, 3, 46][i % 4];
        let msgs: Vec<Vec<u32>> = (0..k).map(|_| random(&mut rng, 8)).collect();
        let tweak = if k == 1 {
            Tweak::Chain {
                epoch: rng.gen(),
                chain_index: rng.gen(),
                pos: rng.gen(),
            }
        } else {
            Tweak::Tree {
                level: rng.gen(),
                pos: rng.gen(),
            }
        };
        let t = words(&tweak.to_field());
        let want = match k {
            1 => p3_compress::<16>(&[msgs[0].clone(), param.clone(), t].concat(), 8),
            2 => p3_compress::<24>(
                &[param.clone(), t, msgs[0].clone(), msgs[1].clone()].concat(),
                8,
            ),
            _ => {
                let flat: Vec<u32> = msgs.concat();
                let cap = p3_separator([5, 2, k as u32, 8]);
                p3_sponge(&cap, &[param.clone(), t, flat].concat(), 8)
            }
        };
        let th = ls::TweakHash {
            num_chunks: k,
            ..ls::PROD
        };
        let m: Vec<Vec<KoalaBear>> = msgs.iter().map(|m| ours(m)).collect();
        let refs: Vec<&[KoalaBear]> = m.iter().map(Vec::as_slice).collect();
        let got = th.apply(&ours(&param), tweak, &refs).unwrap();
        assert_eq!(words(&got), want, "case {i}, {k} messages");
    }
}
