//! Derivation of Poseidon's sparse form from the plain constants (Poseidon
//! paper, Appendix B; the method of filecoin neptune and circomlibjs
//! `poseidon_opt`), for any field and width.
//!
//! 1. Constant folding: in a partial round only cell 0 passes the S-box, so
//!    the constants of cells 1..t can be added after it, i.e. pushed through
//!    the MDS matrix into the next round: `c_{r+1} += M · (0, c_r[1..])`. The
//!    last partial round pushes into the first full round of the second half.
//! 2. Matrix factorisation: a dense `A` splits as `A = S · A'` with `S` sparse
//!    (`[[a₀₀, v], [w, I]]`, `v = A[0][1..] · Â⁻¹`, `w = A[1..][0]`) and
//!    `A' = diag(1, Â)`. `A'` commutes with the partial-round S-box and
//!    constant (both touch cell 0 only), so it moves into the previous round's
//!    matrix: from the last partial round back, `A ← A' · M`. What is left after
//!    the first partial round is the pre-sparse matrix, used by the last full
//!    round of the first half.

use crate::error::Error;
use crate::field::Field;
use alloc::vec;
use alloc::vec::Vec;

/// The sparse form, flat and row-major (widths and counts as the plain form's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SparseForm<F> {
    /// R_F rows of t constants.
    pub full_round_constants: Vec<F>,
    /// R_P constants, one per partial round (added to cell 0).
    pub partial_round_constants: Vec<F>,
    /// The t×t matrix of the last first-half full round.
    pub pre_sparse: Vec<F>,
    /// R_P first rows of t entries of the sparse matrices (fewer rows from
    /// [`derive_prefix`]).
    pub sparse_rows: Vec<F>,
    /// R_P first columns of t entries (entry 0 zero, unused; as many rows as
    /// `sparse_rows`).
    pub sparse_cols: Vec<F>,
}

type Matrix<F> = Vec<Vec<F>>;

/// Derives the sparse form of an instance of width `t` from its plain round
/// constants (row-major by round) and MDS matrix (row-major).
pub fn derive<F: Field>(
    t: usize,
    rounds_full: usize,
    rounds_partial: usize,
    round_constants: &[F],
    mds: &[F],
) -> Result<SparseForm<F>, Error> {
    derive_prefix(
        t,
        rounds_full,
        rounds_partial,
        round_constants,
        mds,
        rounds_partial,
    )
}

/// As [`derive()`], with only the first `sparse_rounds` partial rounds
/// factored: the later ones keep the dense MDS matrix (their constants are
/// folded all the same). `sparse_rows` and `sparse_cols` then hold
/// `sparse_rounds` rows. Code generators use it to trade speed for size.
pub fn derive_prefix<F: Field>(
    t: usize,
    rounds_full: usize,
    rounds_partial: usize,
    round_constants: &[F],
    mds: &[F],
    sparse_rounds: usize,
) -> Result<SparseForm<F>, Error> {
    if sparse_rounds > rounds_partial {
        return Err(Error::InvalidParameters(
            "more sparse rounds than partial rounds",
        ));
    }
    if round_constants.len() != (rounds_full + rounds_partial) * t || mds.len() != t * t {
        return Err(Error::InvalidParameters(
            "constant tables do not fit t, R_F, R_P",
        ));
    }
    let m: Matrix<F> = mds.chunks(t).map(<[F]>::to_vec).collect();
    let half = rounds_full / 2;

    // 1. Fold partial-round constants forward.
    let mut rows: Matrix<F> = round_constants.chunks(t).map(<[F]>::to_vec).collect();
    for r in half..half + rounds_partial {
        let mut pushed = rows[r].clone();
        pushed[0] = F::ZERO;
        let carried = mat_vec(&m, &pushed);
        rows[r][1..].fill(F::ZERO);
        for (c, d) in rows[r + 1].iter_mut().zip(carried) {
            *c += d;
        }
    }
    let full_round_constants = rows[..half]
        .iter()
        .chain(&rows[half + rounds_partial..])
        .flatten()
        .copied()
        .collect();
    let partial_round_constants = rows[half..half + rounds_partial]
        .iter()
        .map(|row| row[0])
        .collect();

    // 2. Factor the partial-round matrices, from the last round back.
    let mut sparse_rows = vec![F::ZERO; sparse_rounds * t];
    let mut sparse_cols = vec![F::ZERO; sparse_rounds * t];
    let mut acc = m.clone();
    for r in (0..sparse_rounds).rev() {
        let hat: Matrix<F> = acc[1..].iter().map(|row| row[1..].to_vec()).collect();
        let hat_inv =
            invert(&hat).ok_or(Error::InvalidParameters("MDS matrix has a singular minor"))?;
        let row = &mut sparse_rows[r * t..(r + 1) * t];
        row[0] = acc[0][0];
        for j in 1..t {
            row[j] = (1..t).fold(F::ZERO, |s, k| s + acc[0][k] * hat_inv[k - 1][j - 1]);
        }
        let col = &mut sparse_cols[r * t..(r + 1) * t];
        for i in 1..t {
            col[i] = acc[i][0];
        }
        // acc ← diag(1, Â) · M
        let mut next = m.clone();
        for i in 1..t {
            for j in 0..t {
                next[i][j] = (1..t).fold(F::ZERO, |s, k| s + hat[i - 1][k - 1] * m[k][j]);
            }
        }
        acc = next;
    }
    Ok(SparseForm {
        full_round_constants,
        partial_round_constants,
        pre_sparse: acc.into_iter().flatten().collect(),
        sparse_rows,
        sparse_cols,
    })
}

fn mat_vec<F: Field>(m: &Matrix<F>, v: &[F]) -> Vec<F> {
    m.iter()
        .map(|row| row.iter().zip(v).fold(F::ZERO, |s, (a, b)| s + *a * *b))
        .collect()
}

/// Gauss–Jordan inverse (variable time: constants are public), `None` if singular.
fn invert<F: Field>(a: &Matrix<F>) -> Option<Matrix<F>> {
    let n = a.len();
    let mut m = a.clone();
    let mut inv: Matrix<F> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| if i == j { F::ONE } else { F::ZERO })
                .collect()
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n).find(|&r| !m[r][col].is_zero())?;
        m.swap(col, pivot);
        inv.swap(col, pivot);
        let p_inv = m[col][col].inverse()?;
        for j in 0..n {
            m[col][j] *= p_inv;
            inv[col][j] *= p_inv;
        }
        for r in 0..n {
            if r != col && !m[r][col].is_zero() {
                let f = m[r][col];
                for j in 0..n {
                    let (mc, ic) = (m[col][j], inv[col][j]);
                    m[r][j] -= f * mc;
                    inv[r][j] -= f * ic;
                }
            }
        }
    }
    Some(inv)
}
