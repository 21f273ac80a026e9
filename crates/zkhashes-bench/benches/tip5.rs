//! Tip5 (Triton VM, Neptune Cash): zkhashes beside crate `twenty-first`
//! 3.1.1 — one permutation, `hash_pair`, `hash_varlen` of 100 elements, and
//! 2¹⁰ `hash_pair`s at once (theirs `hash_pair_many`, which runs on
//! AVX-512 lanes where the CPU has AVX-512 F/BW/DQ/VBMI/IFMA, picked at run
//! time; ours one after another).
//!
//! `cargo bench -p zkhashes-bench --bench tip5`; `-- --test` runs each case
//! once.

use std::hint::black_box;
use twenty_first::prelude::BFieldElement;
use twenty_first::tip5::{Digest, Tip5 as Theirs};
use twenty_first::util_types::sponge::Sponge as _;
use zkhashes::instances::tip5 as ours;
use zkhashes::permutation::tip5::Tip5;
use zkhashes::permutation::Permutation;
use zkhashes::Goldilocks;
use zkhashes_bench::Case;

const P: u64 = 0xffff_ffff_0000_0001;
const PAIRS: usize = 1 << 10;

/// `n` pseudo-random words below p.
fn words(n: usize, seed: u64) -> Vec<u64> {
    zkhashes_bench::words(n, seed, P)
}

fn g(v: &[u64]) -> Vec<Goldilocks> {
    v.iter().map(|&x| Goldilocks::new(x).unwrap()).collect()
}

fn b(v: &[u64]) -> Vec<BFieldElement> {
    v.iter().map(|&x| BFieldElement::new(x)).collect()
}

fn cases() -> Vec<Case> {
    let v = words(16, 1);
    let mine: [Goldilocks; 16] = g(&v).try_into().unwrap();
    let mut theirs = Theirs::init();
    theirs.state = b(&v).try_into().unwrap();
    let permutation = Case {
        name: "tip5/permutation",
        ours: Box::new(move || {
            black_box(Tip5.permute(black_box(mine)));
        }),
        peer: Box::new(move || {
            let mut t = black_box(theirs.clone());
            t.permutation();
            black_box(t.state);
        }),
        peer_name: "twenty-first",
    };
    let v = words(10, 2);
    let (l, r): ([Goldilocks; 5], [Goldilocks; 5]) = (
        g(&v[..5]).try_into().unwrap(),
        g(&v[5..]).try_into().unwrap(),
    );
    let (tl, tr) = (
        Digest(b(&v[..5]).try_into().unwrap()),
        Digest(b(&v[5..]).try_into().unwrap()),
    );
    let pair = Case {
        name: "tip5/hash_pair",
        ours: Box::new(move || {
            black_box(ours::hash_pair(black_box(&l), black_box(&r)));
        }),
        peer: Box::new(move || {
            black_box(Theirs::hash_pair(black_box(tl), black_box(tr)));
        }),
        peer_name: "twenty-first",
    };
    let v = words(100, 3);
    let (m, t) = (g(&v), b(&v));
    let varlen = Case {
        name: "tip5/hash_varlen/100",
        ours: Box::new(move || {
            black_box(ours::hash_varlen(black_box(&m)));
        }),
        peer: Box::new(move || {
            black_box(Theirs::hash_varlen(black_box(&t)));
        }),
        peer_name: "twenty-first",
    };
    let v = words(10 * PAIRS, 4);
    let mine: Vec<[[Goldilocks; 5]; 2]> = v
        .chunks(10)
        .map(|c| {
            [
                g(&c[..5]).try_into().unwrap(),
                g(&c[5..]).try_into().unwrap(),
            ]
        })
        .collect();
    let theirs: Vec<[Digest; 2]> = v
        .chunks(10)
        .map(|c| {
            [
                Digest(b(&c[..5]).try_into().unwrap()),
                Digest(b(&c[5..]).try_into().unwrap()),
            ]
        })
        .collect();
    let batch = Case {
        name: "tip5/hash_pair/batch",
        ours: Box::new(move || {
            for [l, r] in black_box(&mine) {
                black_box(ours::hash_pair(l, r));
            }
        }),
        peer: Box::new(move || {
            black_box(Theirs::hash_pair_many(black_box(&theirs)));
        }),
        peer_name: "twenty-first hash_pair_many",
    };
    vec![permutation, pair, varlen, batch]
}

fn main() {
    let mut cases = cases();
    zkhashes_bench::criterion_then_ratios(
        &mut cases,
        "zkhashes vs twenty-first Tip5 (interleaved samples, medians; ratio = peer / zkhashes)",
    );
}
