//! The *scaled sparse form* of Poseidon: the sparse form
//! ([`super::sparse`]) with cell 0 of the partial rounds tracked up to a known
//! factor, which removes one multiplication per partial round.
//!
//! In the sparse form a partial round computes `x = (s₀ + c)^α`,
//! `s₀' = r₀·x + Σ_{j≥1} r_j·s_j` and `s_i' = s_i + v_i·x`. Track instead
//! `σ₀ = s₀ / λ` with `λ₀ = 1`: then `s₀ + c = λ·(σ₀ + c/λ)`, the S-box gives
//! `x = λ^α·ξ` with `ξ = (σ₀ + c/λ)^α`, and with `λ' = r₀·λ^α`
//! - `σ₀' = ξ + Σ_{j≥1} (r_j/λ')·s_j` (t − 1 products),
//! - `s_i' = s_i + (v_i·λ^α)·ξ` (t − 1 products).
//!
//! A partial round is the S-box plus 2t − 2 products (the sparse form needs
//! 2t − 1). After the last partial round `s₀ = λ·σ₀`; the first full round of
//! the second half absorbs λ: its cell-0 constant is divided by λ and column
//! 0 of its matrix multiplied by λ^α. Targets where every product costs the
//! same and sums are cheap (the EVM's `mulmod`, Stylus) use this form; the
//! native engines prefer delayed reduction ([`super::recurrence`]).

use super::sparse;
use crate::error::Error;
use crate::field::Field;
use crate::permutation::poseidon::engine::Poseidon;
use crate::permutation::poseidon::forms::{check_state_len, mat_vec_dyn, sbox};
use alloc::vec::Vec;

/// The scaled sparse form of one Poseidon instance, flat and row-major.
///
/// The first `sparse_rounds` partial rounds are in the scaled sparse form;
/// the rest (none unless asked for, see [`ScaledForm::derive_with`]) keep the
/// dense MDS matrix and add one folded constant to cell 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScaledForm<F> {
    /// State width t.
    pub width: usize,
    /// S-box exponent α.
    pub alpha: u64,
    /// R_F rows of t constants, added before the S-boxes of each full round.
    pub full_round_constants: Vec<F>,
    /// R_F row-major t×t matrices, applied after the S-boxes of each full
    /// round: the MDS matrix, the pre-sparse matrix in the last round of the
    /// first half, and the λ-scaled MDS matrix in the first of the second.
    pub full_round_matrices: Vec<F>,
    /// R_P constants added to cell 0 before the S-box (`c/λ` where cell 0 is
    /// scaled).
    pub partial_round_constants: Vec<F>,
    /// Number of partial rounds in the scaled sparse form.
    pub sparse_rounds: usize,
    /// `sparse_rounds` rows of t − 1 coefficients `r_j/λ'` of `s_1..s_{t−1}`
    /// in σ₀'.
    pub partial_w: Vec<F>,
    /// `sparse_rounds` rows of t − 1 coefficients `v_i·λ^α` of ξ added to `s_i`.
    pub partial_v: Vec<F>,
    /// The matrix of the dense partial rounds (the MDS matrix), row-major t×t.
    pub dense_matrix: Vec<F>,
    /// λ after the sparse rounds: cell 0 is multiplied by it before the first
    /// dense partial round (one when every partial round is sparse: the first
    /// full round of the second half absorbs λ instead).
    pub tail_scale: F,
}

impl<F: Field> ScaledForm<F> {
    /// Derives the scaled form of `poseidon`, every partial round sparse.
    pub fn derive<const T: usize>(poseidon: &Poseidon<'_, F, T>) -> Result<Self, Error> {
        Self::derive_with(poseidon, poseidon.rounds_partial())
    }

    /// Derives the scaled form of `poseidon` with the first `sparse_rounds`
    /// partial rounds sparse and the rest dense (smaller generated code:
    /// a dense round needs one new constant, a sparse one 2t − 1).
    pub fn derive_with<const T: usize>(
        poseidon: &Poseidon<'_, F, T>,
        sparse_rounds: usize,
    ) -> Result<Self, Error> {
        let alpha = poseidon.alpha();
        let plain = poseidon.plain_constants();
        let rc: Vec<F> = plain.round_constants.iter().flatten().copied().collect();
        let mds: Vec<F> = plain.mds.iter().flatten().copied().collect();
        let rounds_partial = poseidon.rounds_partial();
        let sp = sparse::derive_prefix(
            T,
            poseidon.rounds_full(),
            rounds_partial,
            &rc,
            &mds,
            sparse_rounds,
        )?;
        let half = poseidon.rounds_full() / 2;
        let singular = Error::InvalidParameters("a sparse matrix has a zero corner entry");

        let mut lambda = F::ONE;
        let mut partial_round_constants = Vec::with_capacity(rounds_partial);
        let mut partial_w = Vec::with_capacity(sparse_rounds * (T - 1));
        let mut partial_v = Vec::with_capacity(sparse_rounds * (T - 1));
        let rows = sp.sparse_rows.chunks(T).zip(sp.sparse_cols.chunks(T));
        for (c, (row, col)) in sp.partial_round_constants.iter().zip(rows) {
            let inv = lambda.inverse().ok_or(singular.clone())?;
            let lambda_alpha = lambda.exp_u64(alpha);
            let next = row[0] * lambda_alpha;
            let next_inv = next.inverse().ok_or(singular.clone())?;
            partial_round_constants.push(*c * inv);
            partial_w.extend(row[1..].iter().map(|r| *r * next_inv));
            partial_v.extend(col[1..].iter().map(|v| *v * lambda_alpha));
            lambda = next;
        }
        let lambda_inv = lambda.inverse().ok_or(singular)?;
        let lambda_alpha = lambda.exp_u64(alpha);
        let scale_column = |m: &mut [F]| {
            for row in m.chunks_mut(T) {
                row[0] *= lambda_alpha;
            }
        };

        // A dense tail starts by unscaling cell 0: one product, and its
        // rounds share one matrix.
        let tail = &sp.partial_round_constants[sparse_rounds..];
        partial_round_constants.extend_from_slice(tail);
        let tail_scale = if tail.is_empty() { F::ONE } else { lambda };

        let mut full_round_constants = Vec::with_capacity(poseidon.rounds_full() * T);
        let mut full_round_matrices = Vec::with_capacity(poseidon.rounds_full() * T * T);
        for (r, rc) in sp.full_round_constants.chunks(T).enumerate() {
            let mut rc = rc.to_vec();
            let mut m = if r + 1 == half {
                sp.pre_sparse.clone()
            } else {
                mds.clone()
            };
            if r == half && tail.is_empty() {
                rc[0] *= lambda_inv;
                scale_column(&mut m);
            }
            full_round_constants.extend(rc);
            full_round_matrices.extend(m);
        }
        Ok(Self {
            width: T,
            alpha,
            full_round_constants,
            full_round_matrices,
            partial_round_constants,
            sparse_rounds,
            partial_w,
            partial_v,
            dense_matrix: mds,
            tail_scale,
        })
    }

    /// Number of full rounds R_F.
    pub fn rounds_full(&self) -> usize {
        self.full_round_constants.len() / self.width
    }

    /// Number of partial rounds R_P.
    pub fn rounds_partial(&self) -> usize {
        self.partial_round_constants.len()
    }

    /// Evaluates the permutation in this form (a check of the derivation; the
    /// code generators emit the same steps).
    pub fn permute(&self, state: &mut [F]) -> Result<(), Error> {
        let t = self.width;
        check_state_len(state, t)?;
        let half = self.rounds_full() / 2;
        for r in 0..self.rounds_full() {
            if r == half {
                self.partial_rounds(state);
            }
            let rc = &self.full_round_constants[r * t..(r + 1) * t];
            let m = &self.full_round_matrices[r * t * t..(r + 1) * t * t];
            for (s, c) in state.iter_mut().zip(rc) {
                *s = sbox(*s + *c, self.alpha);
            }
            mat_vec_dyn(m, state);
        }
        Ok(())
    }

    fn partial_rounds(&self, state: &mut [F]) {
        let t = self.width;
        for (r, c) in self.partial_round_constants.iter().enumerate() {
            if r == self.sparse_rounds {
                state[0] *= self.tail_scale;
            }
            let xi = sbox(state[0] + *c, self.alpha);
            if r < self.sparse_rounds {
                let w = &self.partial_w[r * (t - 1)..(r + 1) * (t - 1)];
                let v = &self.partial_v[r * (t - 1)..(r + 1) * (t - 1)];
                state[0] = xi + (1..t).fold(F::ZERO, |acc, j| acc + w[j - 1] * state[j]);
                for i in 1..t {
                    state[i] += v[i - 1] * xi;
                }
            } else {
                state[0] = xi;
                mat_vec_dyn(&self.dense_matrix, state);
            }
        }
    }
}
