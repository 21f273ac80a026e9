//! zkhashes' Eidos beside miden-crypto 0.36's in one process: interleaved samples (ours,
//! peer, ours, …), medians, ratio = peer / ours. `cargo +nightly bench --bench eidos_ratio`
//! in this crate; `-- --test` runs each case once.

use miden_crypto::hash::eidos::{Eidos, PackedDigest};
use miden_crypto::{Felt, Word};
use std::hint::black_box;
use zkhashes::instances::eidos as ours;
use zkhashes::Goldilocks as F;
use zkhashes_crosscheck_nightly::{ratio_table, Run};

fn main() {
    let vals: Vec<u64> = (0..100u64)
        .map(|i| (i + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) % zkhashes::field::goldilocks::P)
        .collect();
    let mine: Vec<F> = vals.iter().map(|&v| F::new(v).unwrap()).collect();
    let theirs: Vec<Felt> = vals.iter().map(|&v| Felt::new(v).unwrap()).collect();
    let halves: [[F; 4]; 2] = [
        mine[..4].try_into().unwrap(),
        mine[4..8].try_into().unwrap(),
    ];
    let words = [
        Word::new(theirs[..4].try_into().unwrap()),
        Word::new(theirs[4..8].try_into().unwrap()),
    ];
    let bytes: Vec<u8> = (0..1024u32).map(|i| (i * 37 + 11) as u8).collect();
    let (m8, t8) = (mine[..8].to_vec(), theirs[..8].to_vec());
    let (m100, t100) = (mine.clone(), theirs.clone());
    let b1024 = bytes.clone();
    // 1,024 merges: ours through `merge_many` (16 states at a time on AVX-512 lanes), the
    // peer's through `merge_packed` (its 16-lane batches), both on one core; checked equal.
    const PAIRS: usize = 1024;
    let flat: Vec<F> = (0..8 * PAIRS)
        .map(|i| mine[i % mine.len()] + F::new(i as u64).unwrap())
        .collect();
    let packed: Vec<[PackedDigest; 2]> = flat
        .chunks(8 * 16)
        .map(|group| {
            core::array::from_fn(|h| {
                core::array::from_fn(|i| {
                    core::array::from_fn(|l| Felt::new(group[8 * l + 4 * h + i].value()).unwrap())
                })
            })
        })
        .collect();
    let mut want = vec![[F::new(0).unwrap(); 4]; PAIRS];
    ours::merge_many(&flat, &mut want);
    for (g, p) in packed.iter().enumerate() {
        let d = Eidos::merge_packed(p);
        for l in 0..16 {
            let got: Vec<u64> = (0..4).map(|i| d[i][l].as_canonical_u64()).collect();
            let ours: Vec<u64> = want[16 * g + l].iter().map(|x| x.value()).collect();
            assert_eq!(got, ours, "the same merges");
        }
    }
    let mut digests = want.clone();
    let mut cases: Vec<(&str, Run, Run)> = vec![
        (
            "eidos-miden-merge",
            Box::new(move || {
                black_box(ours::merge(black_box(&halves)));
            }),
            Box::new(move || {
                black_box(Eidos::merge(black_box(&words)));
            }),
        ),
        (
            "eidos-miden-hash-elements/8",
            Box::new(move || {
                black_box(ours::hash_elements(black_box(&m8)).unwrap());
            }),
            Box::new(move || {
                black_box(Eidos::hash_elements(black_box(&t8)));
            }),
        ),
        (
            "eidos-miden-hash-elements/100",
            Box::new(move || {
                black_box(ours::hash_elements(black_box(&m100)).unwrap());
            }),
            Box::new(move || {
                black_box(Eidos::hash_elements(black_box(&t100)));
            }),
        ),
        (
            "eidos-miden-merge, 1024 on lanes (merge_many / merge_packed)",
            Box::new(move || {
                ours::merge_many(black_box(&flat), &mut digests);
                black_box(&digests);
            }),
            Box::new(move || {
                for p in packed.iter() {
                    black_box(Eidos::merge_packed(black_box(p)));
                }
            }),
        ),
        (
            "eidos-miden-hash-bytes/1024",
            Box::new(move || {
                black_box(ours::hash_bytes(black_box(&bytes)).unwrap());
            }),
            Box::new(move || {
                black_box(Eidos::hash(black_box(&b1024)));
            }),
        ),
    ];
    ratio_table(
        "zkhashes vs miden-crypto 0.36 Eidos",
        "miden-crypto",
        &mut cases,
    );
}
