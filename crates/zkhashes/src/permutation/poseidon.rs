//! The Poseidon permutation (Grassi, Khovratovich, Rechberger, Roy, Schofnegger,
//! <https://eprint.iacr.org/2019/458>), generic over field, width, S-box
//! exponent α, R_F and R_P.
//!
//! Two forms compute the same function:
//! - the *plain* form of the paper: every round adds t constants, applies the
//!   S-box, multiplies by the dense MDS matrix (`t²` multiplications);
//! - the *sparse* form (Appendix B of the paper; filecoin neptune, circomlibjs
//!   `poseidon_opt`): partial-round constants are folded forward so a partial
//!   round adds one constant, and the dense matrices of the partial rounds are
//!   factored into one dense "pre-sparse" matrix applied before them and one
//!   sparse matrix per partial round (`2t − 1` multiplications). Derived from
//!   the plain constants by [`crate::constants::sparse`].

use super::Permutation;
use crate::field::Field;

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

/// A Poseidon instance over borrowed constants (`'static` tables for built-in
/// instances, owned storage for run-time ones).
#[derive(Clone, Copy, Debug)]
pub struct Poseidon<'a, F, const T: usize> {
    alpha: u64,
    rounds_full: usize,
    rounds_partial: usize,
    plain: PlainConstants<'a, F, T>,
    sparse: SparseConstants<'a, F, T>,
}

impl<'a, F: Field, const T: usize> Poseidon<'a, F, T> {
    /// Assembles an instance; panics (at compile time for `const`/`static`
    /// instances) if the table lengths do not fit the round numbers.
    pub const fn new(
        alpha: u64,
        rounds_full: usize,
        rounds_partial: usize,
        plain: PlainConstants<'a, F, T>,
        sparse: SparseConstants<'a, F, T>,
    ) -> Self {
        assert!(T >= 2 && rounds_full >= 2 && rounds_full.is_multiple_of(2));
        assert!(plain.round_constants.len() == rounds_full + rounds_partial);
        assert!(sparse.full_round_constants.len() == rounds_full);
        assert!(sparse.partial_round_constants.len() == rounds_partial);
        assert!(sparse.sparse_rows.len() == rounds_partial);
        assert!(sparse.sparse_cols.len() == rounds_partial);
        Self {
            alpha,
            rounds_full,
            rounds_partial,
            plain,
            sparse,
        }
    }

    /// The S-box exponent α.
    pub const fn alpha(&self) -> u64 {
        self.alpha
    }

    /// Number of full rounds R_F.
    pub const fn rounds_full(&self) -> usize {
        self.rounds_full
    }

    /// Number of partial rounds R_P.
    pub const fn rounds_partial(&self) -> usize {
        self.rounds_partial
    }

    /// The plain-form constants.
    pub const fn plain_constants(&self) -> &PlainConstants<'a, F, T> {
        &self.plain
    }

    /// The sparse-form constants.
    pub const fn sparse_constants(&self) -> &SparseConstants<'a, F, T> {
        &self.sparse
    }

    /// Field multiplications per permutation in the sparse form (S-box by its
    /// addition chain, matrices by their non-trivial entries).
    pub const fn mul_count(&self) -> usize {
        let s = sbox_muls(self.alpha);
        self.rounds_full * (T * s + T * T) + self.rounds_partial * (s + 2 * T - 1)
    }

    /// The permutation in the plain form of the paper (for tests and as the
    /// definition; [`Permutation::permute_mut`] is the fast path).
    pub fn permute_plain_mut(&self, state: &mut [F; T]) {
        let half = self.rounds_full / 2;
        for (r, rc) in self.plain.round_constants.iter().enumerate() {
            for (s, c) in state.iter_mut().zip(rc) {
                *s += *c;
            }
            if r < half || r >= half + self.rounds_partial {
                for s in state.iter_mut() {
                    *s = sbox(*s, self.alpha);
                }
            } else {
                state[0] = sbox(state[0], self.alpha);
            }
            *state = mat_vec(self.plain.mds, state);
        }
    }

    #[inline(always)]
    fn full_round(&self, state: &mut [F; T], rc: &[F; T], matrix: &[[F; T]; T]) {
        for (s, c) in state.iter_mut().zip(rc) {
            *s = sbox(*s + *c, self.alpha);
        }
        *state = mat_vec(matrix, state);
    }
}

impl<F: Field, const T: usize> Permutation<F, T> for Poseidon<'_, F, T> {
    fn permute_mut(&self, state: &mut [F; T]) {
        let sp = &self.sparse;
        let half = self.rounds_full / 2;
        let (first, second) = sp.full_round_constants.split_at(half);
        for (r, rc) in first.iter().enumerate() {
            let m = if r + 1 == half {
                sp.pre_sparse
            } else {
                self.plain.mds
            };
            self.full_round(state, rc, m);
        }
        let partial = sp.partial_round_constants.iter().zip(sp.sparse_rows);
        for ((c, row), col) in partial.zip(sp.sparse_cols) {
            state[0] = sbox(state[0] + *c, self.alpha);
            let x0 = state[0];
            state[0] = F::dot_product(row, state);
            for i in 1..T {
                state[i] += col[i] * x0;
            }
        }
        for rc in second {
            self.full_round(state, rc, self.plain.mds);
        }
    }
}

/// `x^α`, with short addition chains for the common exponents.
#[inline(always)]
pub fn sbox<F: Field>(x: F, alpha: u64) -> F {
    match alpha {
        3 => x.square() * x,
        5 => x.square().square() * x,
        7 => {
            let x2 = x.square();
            x2.square() * x2 * x
        }
        _ => x.exp_u64(alpha),
    }
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
    core::array::from_fn(|i| F::dot_product(&m[i], v))
}
