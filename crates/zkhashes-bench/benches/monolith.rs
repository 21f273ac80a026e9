//! Monolith (Plonky3's `p3-monolith` 0.9.0-rc.2): zkhashes beside the
//! crate — one permutation of each instance (Mersenne-31 widths 16 and 24,
//! Goldilocks widths 8 and 12) and 2¹² permutations of Mersenne-31 width
//! 16 (p3 has no packed Monolith: its fields' packed types do not implement
//! the Bars, so both run state by state).
//!
//! `cargo bench -p zkhashes-bench --bench monolith`; `-- --test` runs each
//! case once.

use p3_goldilocks::Goldilocks as G3;
use p3_mersenne_31::Mersenne31 as M3;
use p3_monolith::{
    MonolithBarsGoldilocks, MonolithBarsM31, MonolithGoldilocks8, MonolithMdsMatrixGoldilocks,
    MonolithMdsMatrixMersenne31, MonolithMersenne31,
};
use p3_symmetric::Permutation as _;
use std::hint::black_box;
use zkhashes::permutation::monolith::{Monolith31, Monolith64};
use zkhashes::permutation::Permutation;
use zkhashes::{Goldilocks, Mersenne31};
use zkhashes_bench::{words, Case};

const BATCH: usize = 1 << 12;

fn m31_case<const T: usize>(name: &'static str) -> Case
where
    Monolith31<T>: Permutation<Mersenne31, T>,
{
    let v = words(T, T as u64, (1 << 31) - 1);
    let ours: [Mersenne31; T] = core::array::from_fn(|i| Mersenne31::new(v[i] as u32).unwrap());
    let theirs: [M3; T] = core::array::from_fn(|i| M3::new(v[i] as u32));
    let peer = MonolithMersenne31::<_, T, 5>::new(
        MonolithBarsM31,
        MonolithMdsMatrixMersenne31::<T, 5>::new(),
    );
    Case {
        name,
        ours: Box::new(move || {
            black_box(Monolith31::<T>.permute(black_box(ours)));
        }),
        peer: Box::new(move || {
            black_box(peer.permute(black_box(theirs)));
        }),
        peer_name: "p3-monolith",
    }
}

fn gl_case<const T: usize>(name: &'static str) -> Case
where
    Monolith64<T, 8>: Permutation<Goldilocks, T>,
    MonolithBarsGoldilocks<8>: p3_monolith::MonolithBars<G3, T>,
    MonolithMdsMatrixGoldilocks: p3_mds::MdsPermutation<G3, T>,
{
    let v = words(T, 100 + T as u64, 0xffff_ffff_0000_0001);
    let ours: [Goldilocks; T] = core::array::from_fn(|i| Goldilocks::new(v[i]).unwrap());
    let theirs: [G3; T] = core::array::from_fn(|i| G3::new(v[i]));
    let peer = MonolithGoldilocks8::<_, T, 5>::new(
        MonolithBarsGoldilocks::<8>,
        MonolithMdsMatrixGoldilocks,
    );
    Case {
        name,
        ours: Box::new(move || {
            black_box(Monolith64::<T, 8>.permute(black_box(ours)));
        }),
        peer: Box::new(move || {
            black_box(peer.permute(black_box(theirs)));
        }),
        peer_name: "p3-monolith",
    }
}

fn batch_case() -> Case {
    let v = words(16 * BATCH, 7, (1 << 31) - 1);
    let mut ours: Vec<[Mersenne31; 16]> = v
        .chunks(16)
        .map(|c| core::array::from_fn(|i| Mersenne31::new(c[i] as u32).unwrap()))
        .collect();
    let mut theirs: Vec<[M3; 16]> = v
        .chunks(16)
        .map(|c| core::array::from_fn(|i| M3::new(c[i] as u32)))
        .collect();
    let peer = MonolithMersenne31::<_, 16, 5>::new(
        MonolithBarsM31,
        MonolithMdsMatrixMersenne31::<16, 5>::new(),
    );
    Case {
        name: "monolith/mersenne31-16/batch-4096",
        ours: Box::new(move || {
            Monolith31::<16>.permute_many_serial(black_box(&mut ours));
        }),
        peer: Box::new(move || {
            for s in black_box(&mut theirs).iter_mut() {
                peer.permute_mut(s);
            }
        }),
        peer_name: "p3-monolith",
    }
}

fn main() {
    let mut cases = vec![
        m31_case::<16>("monolith/mersenne31-16"),
        m31_case::<24>("monolith/mersenne31-24"),
        gl_case::<8>("monolith/goldilocks-8"),
        gl_case::<12>("monolith/goldilocks-12"),
        batch_case(),
    ];
    zkhashes_bench::criterion_then_ratios(
        &mut cases,
        "zkhashes vs p3-monolith (interleaved samples, medians; ratio = peer / zkhashes)",
    );
}
