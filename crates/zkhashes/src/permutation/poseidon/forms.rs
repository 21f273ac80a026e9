//! The constant forms of the Poseidon permutation — plain, sparse and
//! recurrence (see [`super::engine`]) — and the round arithmetic they share
//! with the kernels: the S-box, matrix products, the recurrence's windows.

use crate::error::Error;
use crate::field::{Field, LazySum};

/// Constants of the plain (paper) form.
#[derive(Clone, Copy, Debug)]
pub struct PlainConstants<'a, F, const T: usize> {
    /// One row of t constants per round, R_F + R_P rows.
    pub round_constants: &'a [[F; T]],
    /// The MDS matrix, `new_i = Σ_j mds[i][j] · s_j`.
    pub mds: &'a [[F; T]; T],
}

/// Constants of the sparse (optimised) form.
#[derive(Clone, Copy, Debug)]
pub struct SparseConstants<'a, F, const T: usize> {
    /// Round constants of the R_F full rounds (the first second-half row absorbs
    /// the constants folded out of the partial rounds).
    pub full_round_constants: &'a [[F; T]],
    /// One constant (added to cell 0) per partial round.
    pub partial_round_constants: &'a [F],
    /// Replaces the MDS matrix in the last full round before the partial rounds.
    pub pre_sparse: &'a [[F; T]; T],
    /// First rows of the sparse matrices, one per partial round. A sparse
    /// matrix `[[row[0], row[1..]], [col[1..], I]]` maps `x'₀ = Σ row[j]·x_j`,
    /// `x'_i = col[i]·x₀ + x_i` for `i ≥ 1`.
    pub sparse_rows: &'a [[F; T]],
    /// First columns of the sparse matrices (entry 0 unused, zero).
    pub sparse_cols: &'a [[F; T]],
}

/// Constants of the recurrence form (see [`crate::constants::recurrence`]).
/// Rows hold t entries; shorter rows are zero-padded.
#[derive(Clone, Copy, Debug)]
pub struct RecurrenceConstants<'a, F, const T: usize> {
    /// t + 1 rows: `u_j = start_y[j]·Y + Σ_{k<j} start_x[j][k]·x_k +
    /// start_const[j]` for j = 0..=t, where Y is the S-box output of the last
    /// first-half full round.
    pub start_y: &'a [[F; T]],
    /// t + 1 rows, strictly lower triangular (see `start_y`).
    pub start_x: &'a [[F; T]],
    /// t + 1 constants (see `start_y`).
    pub start_const: &'a [F],
    /// R_P − t − 1 rows: coefficients of the S-box inputs `u_{n−t..n−2}`.
    pub rec_u: &'a [[F; T]],
    /// R_P − t − 1 rows: coefficients of the S-box outputs `x_{n−t−1..n−2}`
    /// (the newest, `x_{n−1}`, enters with coefficient 1).
    pub rec_x: &'a [[F; T]],
    /// R_P − t − 1 constants.
    pub rec_const: &'a [F],
    /// The state after the partial rounds from the last t − 1 inputs…
    pub end_u: &'a [[F; T]; T],
    /// …and the last t outputs…
    pub end_x: &'a [[F; T]; T],
    /// …plus constants (including the next full round's round constants).
    pub end_const: &'a [F; T],
}

/// On wasm32, the widest instance whose partial rounds have their products
/// inlined; wider ones run them as shared loops
/// (`LazySum::add_products_cold`): inlined 256-bit products at every width
/// would make the npm package too large.
pub(crate) const HOT_WIDTH: usize = 6;

/// Slides the windows of the recurrence form by one round: `u` (t − 1 used
/// entries) takes `newest_u`, `x` (t entries) takes `newest_x`.
#[inline(always)]
pub(crate) fn shift<F: Field, const T: usize>(
    u: &mut [F; T],
    x: &mut [F; T],
    newest_u: F,
    newest_x: F,
) {
    for k in 0..T - 2 {
        u[k] = u[k + 1];
    }
    u[T - 2] = newest_u;
    for k in 0..T - 1 {
        x[k] = x[k + 1];
    }
    x[T - 1] = newest_x;
}

/// `x^α`, with short addition chains for the common exponents.
#[inline(always)]
pub fn sbox<F: Field>(x: F, alpha: u64) -> F {
    match alpha {
        3 => x.square() * x,
        5 => x.square().square() * x,
        // Depth 3 (x², then x⁴ and x³ side by side), not 4: it matters in
        // the partial rounds, which wait on one S-box.
        7 => {
            let x2 = x.square();
            x2.square() * (x2 * x)
        }
        11 => {
            let x2 = x.square();
            x2.square().square() * (x2 * x)
        }
        _ => x.exp_u64(alpha),
    }
}

/// `state[i] ← (state[i] + rc[i])^α` for every cell (no constants when `rc`
/// is `None`): unrolled, or over a field with [`Field::SHARED_SUMS`] one call
/// to a shared loop (α is known at run time only, so an unrolled layer holds
/// every exponent's chain for every cell: 14 products a cell).
#[inline(always)]
pub(crate) fn sbox_cells<F: Field, const T: usize>(
    state: &mut [F; T],
    rc: Option<&[F; T]>,
    alpha: u64,
) {
    if F::SHARED_SUMS {
        sbox_cells_shared(state, rc.map(|r| &r[..]), alpha);
        return;
    }
    match rc {
        Some(rc) => {
            for (s, c) in state.iter_mut().zip(rc) {
                *s = sbox(*s + *c, alpha);
            }
        }
        None => {
            for s in state.iter_mut() {
                *s = sbox(*s, alpha);
            }
        }
    }
}

/// The loop of [`sbox_cells`] over a field with [`Field::SHARED_SUMS`], not
/// inlined; the exponent chosen once per layer.
#[inline(never)]
fn sbox_cells_shared<F: Field>(state: &mut [F], rc: Option<&[F]>, alpha: u64) {
    if let Some(rc) = rc {
        for (s, c) in state.iter_mut().zip(rc) {
            *s += *c;
        }
    }
    match alpha {
        5 => state.iter_mut().for_each(|s| *s = sbox(*s, 5)),
        3 => state.iter_mut().for_each(|s| *s = sbox(*s, 3)),
        7 => state.iter_mut().for_each(|s| *s = sbox(*s, 7)),
        _ => state.iter_mut().for_each(|s| *s = sbox(*s, alpha)),
    }
}

/// [`sbox`] of one cell; over a field with [`Field::SHARED_SUMS`] only x⁵
/// (every such instance but Mina's) is inlined, other exponents call one copy
/// per field (not every exponent's chain inlined at each use). Partial rounds
/// call it once a round, so the common exponent keeps no call on that path.
#[inline(always)]
pub(crate) fn sbox_one<F: Field>(x: F, alpha: u64) -> F {
    if F::SHARED_SUMS {
        if alpha == 5 {
            return sbox(x, 5);
        }
        sbox_one_shared(x, alpha)
    } else {
        sbox(x, alpha)
    }
}

/// The call of [`sbox_one`], not inlined.
#[inline(never)]
fn sbox_one_shared<F: Field>(x: F, alpha: u64) -> F {
    sbox(x, alpha)
}

/// Multiplications in [`sbox`] for exponent α.
pub const fn sbox_muls(alpha: u64) -> usize {
    match alpha {
        3 => 2,
        5 => 3,
        7 => 4,
        _ => {
            // square-and-multiply from the top bit
            let bits = 64 - alpha.leading_zeros() as usize;
            (bits - 1) + alpha.count_ones() as usize - 1
        }
    }
}

/// `m · v`.
#[inline(always)]
pub fn mat_vec<F: Field, const T: usize>(m: &[[F; T]; T], v: &[F; T]) -> [F; T] {
    // On wasm32 a shared loop per row, not T² inlined products (code size).
    #[cfg(target_arch = "wasm32")]
    return core::array::from_fn(|i| {
        let mut acc = LazySum::new();
        acc.add_products_cold(&m[i], v);
        acc.finish()
    });
    #[cfg(not(target_arch = "wasm32"))]
    core::array::from_fn(|i| F::dot_product(&m[i], v))
}

/// Largest width [`mat_vec_dyn`] multiplies.
pub(crate) const MAX_DYN_WIDTH: usize = 64;

/// `state ← m · state` with the width known at run time (`m` row-major,
/// `state.len()`² entries, at most [`MAX_DYN_WIDTH`] wide): one shared loop
/// per row.
pub(crate) fn mat_vec_dyn<F: Field>(m: &[F], state: &mut [F]) {
    let t = state.len();
    let mut next = [F::ZERO; MAX_DYN_WIDTH];
    for (n, row) in next.iter_mut().zip(m.chunks_exact(t)) {
        let mut acc = LazySum::new();
        acc.add_products_cold(row, state);
        *n = acc.finish();
    }
    state.copy_from_slice(&next[..t]);
}

/// [`Error::WrongArity`] unless the state holds exactly `t` cells.
pub(crate) fn check_state_len<F>(state: &[F], t: usize) -> Result<(), Error> {
    match state.len() {
        n if n == t => Ok(()),
        got => Err(Error::WrongArity {
            min: t,
            max: t,
            got,
        }),
    }
}
