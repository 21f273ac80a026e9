//! plonky2's Poseidon (any [`SmallMds12`] matrix) on eight AVX-512 lanes:
//! eight independent states, each vector holding one cell of every state
//! for the whole permutation, in the sparse form of the single-state
//! kernel ([`super::engine`], the specification the tests compare with).
//!
//! - Cells are words below 2⁶⁴ congruent mod p until the end.
//! - Full rounds: `(x + c)⁷` on every cell (`zmm::pow7`), the matrix by
//!   `mds_states` (entries below 2⁷, by halves, one fold per output).
//! - The dense pre-sparse matrix and the partial rounds' row and column
//!   products: `zmm::mul_add` (a product added to a word, one reduction)
//!   with broadcast constants.

use super::engine::{PoseidonGoldilocks12, SmallMds12, WIDTH};
use crate::field::goldilocks::avx512::zmm;
use crate::field::goldilocks::lanes::{load_states, store_states};
use crate::field::goldilocks::small_mds::mds_states;
use crate::field::Goldilocks as F;
use core::arch::x86_64::*;

/// States per group.
pub const LANES: usize = 8;

/// Twelve cells of eight states.
type Lanes = [__m512i; WIDTH];

/// `c` on every lane.
#[target_feature(enable = "avx512f")]
#[inline]
fn splat(c: &F) -> __m512i {
    _mm512_set1_epi64(c.value() as i64)
}

/// `Σ_j a[j]·x[j]` with canonical a and any words x, `x[0]` replaced by
/// `x0` (its term added last).
#[target_feature(enable = "avx512f")]
#[inline]
fn dot(a: &[F; WIDTH], x: &Lanes, x0: __m512i) -> __m512i {
    let mut acc = zmm::mul(splat(&a[1]), x[1]);
    for j in 2..WIDTH {
        acc = zmm::mul_add(acc, splat(&a[j]), x[j]);
    }
    zmm::mul_add(acc, splat(&a[0]), x0)
}

/// Full rounds with the constants of `rcs`, each ending with the matrix
/// except the last when `last_matrix` is false.
#[target_feature(enable = "avx512f")]
#[inline]
fn full_rounds<M: SmallMds12>(x: &mut Lanes, rcs: &[[F; WIDTH]], last_matrix: bool) {
    for (r, rc) in rcs.iter().enumerate() {
        for (v, c) in x.iter_mut().zip(rc) {
            *v = zmm::pow7(zmm::add_constant(*v, splat(c)));
        }
        if r + 1 < rcs.len() || last_matrix {
            *x = mds_states(x, &M::ROWS, None);
        }
    }
}

/// The permutation of eight states held as lanes.
#[target_feature(enable = "avx512f")]
#[inline]
fn permute_lanes<M: SmallMds12>(k: &PoseidonGoldilocks12<'_, M>, x: &mut Lanes) {
    let engine = k.engine();
    let sp = engine.sparse_constants();
    let half = engine.rounds_full() / 2;
    let (first, second) = sp.full_round_constants.split_at(half);
    // The last first-half round multiplies by the dense pre-sparse matrix.
    full_rounds::<M>(x, first, false);
    let y = *x;
    for (v, row) in x.iter_mut().zip(sp.pre_sparse) {
        *v = dot(row, &y, y[0]);
    }
    let rounds = sp.partial_round_constants.iter();
    for ((c, row), col) in rounds.zip(sp.sparse_rows).zip(sp.sparse_cols) {
        let x0 = zmm::pow7(zmm::add_constant(x[0], splat(c)));
        let new0 = dot(row, x, x0);
        for i in 1..WIDTH {
            x[i] = zmm::mul_add(x[i], splat(&col[i]), x0);
        }
        x[0] = new0;
    }
    full_rounds::<M>(x, second, true);
}

/// The states of `states` in whole groups of [`LANES`], on lanes; returns
/// how many it permuted (the caller runs the shorter tail).
///
/// # Safety
/// The CPU must have AVX-512F, VL, DQ and BW
/// ([`crate::permutation::batch::Simd::Avx512`]).
#[target_feature(enable = "avx512f,avx512vl,avx512dq,avx512bw")]
pub unsafe fn permute_many<M: SmallMds12>(
    k: &PoseidonGoldilocks12<'_, M>,
    states: &mut [[F; WIDTH]],
) -> usize {
    let done = states.len() - states.len() % LANES;
    for group in states[..done].chunks_exact_mut(LANES) {
        let mut x = load_states(group);
        permute_lanes(k, &mut x);
        store_states(&x, group);
    }
    done
}
