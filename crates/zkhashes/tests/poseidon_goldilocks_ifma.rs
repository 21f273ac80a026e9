//! The IFMA piece of plonky2's kernel (`permutation::poseidon::goldilocks::ifma`,
//! the dense pre-sparse matrix product) against field arithmetic on any
//! 64-bit words and entries, edges included; and the whole IFMA build
//! against the plain permutation, on random, edge and chained states. Runs
//! where the CPU has AVX-512F, VL and IFMA (else there is nothing to test
//! here; `vectors_plonky2.rs` checks the other builds everywhere).
#![cfg(target_arch = "x86_64")]

use proptest::prelude::*;
use zkhashes::field::goldilocks::P;
use zkhashes::instances::plonky2;
use zkhashes::permutation::poseidon::goldilocks::ifma::{available, dense_product, DenseColumns};
use zkhashes::{Field, Goldilocks as F};

/// Words that take every carry and borrow path: the largest pieces on both
/// sides of the 52-bit split, p and its neighbours, all ones.
const EDGES: [u64; 9] = [
    0,
    1,
    P - 1,
    P,
    P + 1,
    u64::MAX,
    (1 << 52) - 1,
    1 << 52,
    0xfff0_0000_0000_0000,
];

fn word() -> impl Strategy<Value = u64> {
    prop_oneof![any::<u64>(), proptest::sample::select(EDGES.to_vec())]
}

fn entry() -> impl Strategy<Value = u64> {
    prop_oneof![
        0..P,
        proptest::sample::select(vec![0, 1, P - 1, P - 2, (1 << 52) - 1, 1 << 52])
    ]
}

fn value(w: u64) -> F {
    F::from_u64_reduced(w)
}

fn matrix(entries: &[u64; 144]) -> [[F; 12]; 12] {
    core::array::from_fn(|i| core::array::from_fn(|j| F::new(entries[12 * i + j]).unwrap()))
}

fn product(m: &[[F; 12]; 12], s: &[u64; 12]) -> [F; 12] {
    core::array::from_fn(|i| (0..12).fold(F::ZERO, |acc, j| acc + m[i][j] * value(s[j])))
}

fn check(m: &[[F; 12]; 12], s: &[u64; 12]) -> [F; 12] {
    let mut got = *s;
    // SAFETY: the callers checked `available` (AVX-512F, VL and IFMA).
    unsafe { dense_product(&mut got, &DenseColumns::new(m)) };
    got.map(value)
}

#[test]
fn the_largest_sums_recombine_exactly() {
    if !available() {
        return;
    }
    // Every entry and word at the top of its range: each column sum at its
    // bound, so every carry of the recombination is taken.
    for &w in &EDGES {
        for &e in &[P - 1, (1 << 52) - 1, 1 << 52] {
            let m = matrix(&[e; 144]);
            let s = [w; 12];
            assert_eq!(check(&m, &s), product(&m, &s), "word {w:#x}, entry {e:#x}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn dense_product_is_the_matrix_product(
        s in proptest::array::uniform12(word()),
        entries in proptest::collection::vec(entry(), 144),
    ) {
        if !available() {
            return Ok(());
        }
        let m = matrix(&entries.try_into().unwrap());
        prop_assert_eq!(check(&m, &s), product(&m, &s));
    }

    #[test]
    fn the_ifma_build_is_the_plain_permutation(cells in proptest::array::uniform12(0..P)) {
        if !available() {
            return Ok(());
        }
        let kernel = plonky2::permutation();
        let state = cells.map(|v| F::new(v).unwrap());
        let mut want = state;
        kernel.engine().permute_plain_mut(&mut want);
        let mut got = state;
        // SAFETY: `available` checked AVX-512F, VL, IFMA and BMI2; every
        // such CPU has AVX2.
        unsafe { kernel.permute_avx512_ifma(&mut got) };
        prop_assert_eq!(got, want);
    }
}

#[test]
fn the_ifma_build_is_the_plain_permutation_on_edge_and_chained_states() {
    if !available() {
        return;
    }
    let kernel = plonky2::permutation();
    let canonical = [0, 1, 2, P - 2, P - 1, 1 << 32, (1 << 52) - 1, 1 << 63];
    let mut states: Vec<[u64; 12]> = canonical.iter().map(|&v| [v; 12]).collect();
    states.push(core::array::from_fn(|i| canonical[i % canonical.len()]));
    for cells in states {
        let (mut a, mut b) = (
            cells.map(|v| F::new(v).unwrap()),
            cells.map(|v| F::new(v).unwrap()),
        );
        for round in 0..8 {
            // SAFETY: as in the proptest above.
            unsafe { kernel.permute_avx512_ifma(&mut a) };
            kernel.engine().permute_plain_mut(&mut b);
            assert_eq!(a, b, "state {cells:x?}, permutation {round}");
        }
    }
}
