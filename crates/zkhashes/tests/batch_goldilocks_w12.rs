//! `permute_many` of the width-12 Goldilocks permutations without a
//! generic engine under them (RPO, RPX, Rp64_256, plonky2's Poseidon)
//! against their single-state permutations: every SIMD level this CPU runs, forced one at a time (so
//! an AVX-512 machine also runs the refusing levels), on every length
//! 0..=3·8+1 and on 10,000 states, with extreme cells (0, 1, p − 1, and
//! whole states of p − 1 or 0) among the pseudo-random ones; and the
//! threaded `permute_many` through the `Permutation` instances.

use crate::common;

use zkhashes::instances::{miden, plonky2, winterfell};
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::rescue::dispatch;
use zkhashes::permutation::rescue::State;
use zkhashes::permutation::Permutation;
use zkhashes::{Field, Goldilocks as F};

/// `n` states: pseudo-random cells, every seventh one p − 1, every
/// eleventh 0, every thirteenth 1; state 3 all p − 1 and state 5 all 0.
fn states(n: usize, seed: u64) -> Vec<State> {
    let mut next = common::xorshift(seed);
    (0..n)
        .map(|k| {
            core::array::from_fn(|i| match (k, (k * 12 + i) % 91) {
                (3, _) => -F::ONE,
                (5, _) => F::ZERO,
                (_, 0) => -F::ONE,
                (_, 7) => F::ZERO,
                (_, 13) => F::ONE,
                _ => F::from_u64(next()),
            })
        })
        .collect()
}

type Single = fn(&mut State);
type At = fn(&mut [State], Simd) -> bool;

fn check(name: &str, single: Single, at: At, perm: &(impl Permutation<F, 12> + Sync)) {
    for n in (0..=3 * 8 + 1).chain([10_000]) {
        let input = states(n, 0x9e37_79b9_7f4a_7c15 ^ n as u64);
        let want: Vec<State> = input
            .iter()
            .map(|s| {
                let mut s = *s;
                single(&mut s);
                s
            })
            .collect();
        common::batch_forms_match(name, perm, &input, &want, at, |level| {
            level != Simd::Avx512 || !level.available()
        });
    }
}

#[test]
fn rpo_lanes_match_single_states() {
    check(
        "RPO",
        dispatch::rpo_permute,
        dispatch::rpo_permute_many_at,
        &miden::rpo(),
    );
}

#[test]
fn rpx_lanes_match_single_states() {
    check(
        "RPX",
        dispatch::rpx_permute,
        dispatch::rpx_permute_many_at,
        &miden::rpx(),
    );
}

#[test]
fn rp64_256_lanes_match_single_states() {
    check(
        "Rp64_256",
        dispatch::rp64_256_permute,
        dispatch::rp64_256_permute_many_at,
        &winterfell::rp64_256(),
    );
}

/// The single-state path is itself checked against the portable rounds
/// (the specification) on the same kind of states, so the lanes are not
/// tested only against another fast path.
#[test]
fn single_states_match_portable_rounds() {
    use zkhashes::permutation::rescue::{rounds, Portable};
    for s in states(64, 7) {
        let (mut a, mut b) = (s, s);
        dispatch::rpo_permute(&mut a);
        rounds::rpo::<Portable>(&mut b);
        assert_eq!(a, b, "RPO");
        let (mut a, mut b) = (s, s);
        dispatch::rpx_permute(&mut a);
        rounds::rpx::<Portable>(&mut b);
        assert_eq!(a, b, "RPX");
        let (mut a, mut b) = (s, s);
        dispatch::rp64_256_permute(&mut a);
        rounds::rp64_256::<Portable>(&mut b);
        assert_eq!(a, b, "Rp64_256");
    }
}

#[test]
fn plonky2_lanes_match_single_states() {
    let p = plonky2::permutation();
    check(
        "plonky2",
        plonky2::permute,
        |s, level| plonky2::permutation().permute_many_at(s, level),
        p,
    );
}

/// plonky2's single-state kernel against the generic engine (the
/// specification) on the same kind of states.
#[test]
fn plonky2_single_states_match_the_engine() {
    let p = plonky2::permutation();
    for s in states(64, 11) {
        let (mut a, mut b) = (s, s);
        p.permute_mut(&mut a);
        p.engine().permute_plain_mut(&mut b);
        assert_eq!(a, b);
    }
}
