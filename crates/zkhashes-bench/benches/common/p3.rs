//! What the benchmarks against Plonky3 share (a module of each, by path:
//! they link p3's crates, which the bench library does not): pseudo-random
//! canonical values and the one-permutation case.

use p3_symmetric::Permutation as P3Permutation;
use std::hint::black_box;
use zkhashes::permutation::Permutation;
use zkhashes::PrimeField;
use zkhashes_bench::Case;

/// Pseudo-random canonical values below `p`.
pub fn values(p: u64, n: usize) -> Vec<u64> {
    (0..n as u64)
        .map(|i| 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i + 1) % p)
        .collect()
}

/// The element of canonical value `v`.
#[allow(dead_code)] // not every bench that includes this module uses it
pub fn el<F: PrimeField>(v: u64) -> F {
    F::from_u256(&[v, 0, 0, 0]).expect("below p")
}

/// One permutation per call, the same state on both sides.
#[allow(dead_code)] // not every bench that includes this module uses it
pub fn permutation<F, F3, P, Q, const T: usize>(
    name: &'static str,
    mine: &'static P,
    theirs: Q,
    to3: fn(u64) -> F3,
) -> Case
where
    F: PrimeField,
    F3: Copy + Send + Sync + 'static,
    P: Permutation<F, T>,
    Q: P3Permutation<[F3; T]> + 'static,
{
    let v = values(F::MODULUS[0], T);
    let state: [F; T] = core::array::from_fn(|i| el(v[i]));
    let peer_state: [F3; T] = core::array::from_fn(|i| to3(v[i]));
    Case {
        name,
        ours: Box::new(move || {
            black_box(mine.permute(black_box(state)));
        }),
        peer: Box::new(move || {
            black_box(theirs.permute(black_box(peer_state)));
        }),
        peer_name: "Plonky3 (scalar)",
    }
}
