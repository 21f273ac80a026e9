//! Derivation of Poseidon's *recurrence form* of the partial rounds from the
//! plain constants, for any field and width.
//!
//! In a partial round only cell 0 passes the S-box; everything else is
//! linear. So the S-box inputs `u_n` (cell 0 plus its round constant) obey a
//! linear recurrence in the S-box outputs `x_n = u_n^α`: the t − 1 cells that
//! skip the S-box are a hidden state that t − 1 consecutive inputs determine.
//! We use it as
//!
//! `u_n = Σ_{k=1}^{t−1} a_k·u_{n−t+k} + Σ_{k=0}^{t−1} b_k·x_{n−t+k} + c_n`.
//!
//! It reads `u_{n−1}`, the S-box input of the round before, not its output,
//! so all its products but the newest output's can run beside that S-box,
//! and it needs one reduction where the sparse form needs t. (The form
//! lagged by one more round, which does not read `u_{n−1}`, needs one
//! product more per round: circom's BN254 t = 3 hash took about 3 % longer
//! with it on Zen 5, t = 5 the same.)
//!
//! Scaling removes one product: track `ũ_n = s_n·u_n` and
//! `x̃_n = ũ_n^α = s_n^α·x_n` with `s_n = s_{n−1}^α / b_{t−1}` so that the
//! newest output `x̃_{n−1}` enters with coefficient 1, i.e. as one addition
//! after the S-box. The dependency chain of a partial round is then the
//! S-box and one addition, and the round costs the S-box plus 2t − 2
//! products and one reduction.
//!
//! The first t + 1 inputs come straight from the S-box outputs `Y` of the last
//! first-half full round (whose matrix is folded in), and the state after the
//! partial rounds — plus the next round's constants — from the last t − 1
//! inputs and t outputs. Everything is derived by tracking affine forms.

use crate::error::Error;
use crate::field::Field;
use alloc::vec;
use alloc::vec::Vec;

/// The recurrence form of the partial rounds, flat and row-major.
///
/// Rows have t entries; a row with fewer coefficients is padded with zeros.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecurrenceForm<F> {
    /// (t + 1)×t: `u_j = Σ_i start_y[j][i]·Y_i + Σ_{k<j} start_x[j][k]·x_k + start_const[j]`
    /// for j = 0..=t.
    pub start_y: Vec<F>,
    /// (t + 1)×t, strictly lower triangular (see `start_y`).
    pub start_x: Vec<F>,
    /// t + 1 constants (see `start_y`).
    pub start_const: Vec<F>,
    /// (R_P − t − 1) rows for n = t+1..R_P: the coefficients of
    /// `ũ_{n−t+1..n−1}` (t − 1 entries).
    pub rec_u: Vec<F>,
    /// (R_P − t − 1) rows: the coefficients of `x̃_{n−t..n−2}` (t − 1
    /// entries; `x̃_{n−1}` has coefficient 1).
    pub rec_x: Vec<F>,
    /// R_P − t − 1 constants.
    pub rec_const: Vec<F>,
    /// t×t: coefficients of `ũ_{R_P−t+1..R_P−1}` in each cell of the state after
    /// the partial rounds (t − 1 entries per row).
    pub end_u: Vec<F>,
    /// t×t: coefficients of `x̃_{R_P−t..R_P−1}` in each cell (t entries per row).
    pub end_x: Vec<F>,
    /// t constants: the affine part, plus the round constants of the first
    /// full round of the second half.
    pub end_const: Vec<F>,
}

/// An affine form over the variables `Y_0..Y_t, x_0..x_{R_P}` and a constant.
type Form<F> = Vec<F>;

struct Layout {
    t: usize,
    rp: usize,
}

impl Layout {
    fn len(&self) -> usize {
        self.t + self.rp + 1
    }
    fn y(&self, i: usize) -> usize {
        i
    }
    fn x(&self, n: usize) -> usize {
        self.t + n
    }
    fn one(&self) -> usize {
        self.t + self.rp
    }
    fn unit<F: Field>(&self, v: usize) -> Form<F> {
        let mut f = vec![F::ZERO; self.len()];
        f[v] = F::ONE;
        f
    }
}

fn axpy<F: Field>(acc: &mut [F], a: F, x: &[F]) {
    for (s, v) in acc.iter_mut().zip(x) {
        *s += a * *v;
    }
}

/// Derives the recurrence form of an instance of width `t` from its plain
/// round constants (row-major by round) and MDS matrix (row-major).
///
/// Fails with [`Error::InvalidParameters`] where the form does not exist for
/// these constants (R_P ≤ t, an unobservable hidden state, or a zero
/// coefficient); the sparse form then serves.
pub fn derive<F: Field>(
    t: usize,
    rounds_full: usize,
    rounds_partial: usize,
    round_constants: &[F],
    mds: &[F],
    alpha: u64,
) -> Result<RecurrenceForm<F>, Error> {
    let rp = rounds_partial;
    if round_constants.len() != (rounds_full + rp) * t || mds.len() != t * t {
        return Err(Error::InvalidParameters(
            "constant tables do not fit t, R_F, R_P",
        ));
    }
    if t < 2 || rp <= t {
        return Err(Error::InvalidParameters(
            "recurrence form needs R_P > t >= 2",
        ));
    }
    let half = rounds_full / 2;
    let rc = |r: usize, i: usize| round_constants[r * t + i];
    let l = Layout { t, rp };

    // Track the partial rounds as affine forms of (Y, x, 1): u[n] is the S-box
    // input of partial round n, `state` the state after the last round.
    let mut state: Vec<Form<F>> = (0..t)
        .map(|i| {
            let mut f = vec![F::ZERO; l.len()];
            for j in 0..t {
                f[l.y(j)] = mds[i * t + j];
            }
            f
        })
        .collect();
    let mut u: Vec<Form<F>> = Vec::with_capacity(rp);
    for n in 0..rp {
        for (i, cell) in state.iter_mut().enumerate() {
            cell[l.one()] += rc(half + n, i);
        }
        u.push(core::mem::replace(&mut state[0], l.unit(l.x(n))));
        state = (0..t)
            .map(|i| {
                let mut f = vec![F::ZERO; l.len()];
                for (j, cell) in state.iter().enumerate() {
                    axpy(&mut f, mds[i * t + j], cell);
                }
                f
            })
            .collect();
    }

    // The start: u_0..u_t read directly off their forms.
    let mut start_y = vec![F::ZERO; (t + 1) * t];
    let mut start_x = vec![F::ZERO; (t + 1) * t];
    let mut start_const = vec![F::ZERO; t + 1];
    for j in 0..=t {
        for i in 0..t {
            start_y[j * t + i] = u[j][l.y(i)];
        }
        for k in 0..j {
            start_x[j * t + k] = u[j][l.x(k)];
        }
        start_const[j] = u[j][l.one()];
    }

    // Express a form g in terms of u_{w+1..w+t-1}, x_{w..w+nx-1} and 1
    // (g must not depend on later outputs): returns (a, b, c).
    let express = |g: &Form<F>, w: usize, nx: usize| -> Result<(Vec<F>, Vec<F>, F), Error> {
        // Unknowns a_1..a_{t-1} such that g − Σ a_k u_{w+k} has no component
        // outside x_{w..w+t-1} and 1. Solve on the Y components and the x
        // components before w (an overdetermined, consistent system): use
        // Gaussian elimination on all constraint rows.
        let rows: Vec<usize> = (0..t)
            .map(|i| l.y(i))
            .chain((0..w).map(|n| l.x(n)))
            .collect();
        let m = t - 1;
        // Augmented matrix: one equation per constraint row: Σ_k a_k·u_{w+k}[row] = g[row].
        let mut eq: Vec<Vec<F>> = rows
            .iter()
            .map(|&r| {
                let mut e: Vec<F> = (1..t).map(|k| u[w + k][r]).collect();
                e.push(g[r]);
                e
            })
            .collect();
        let mut pivot_row = 0;
        let mut pivots = Vec::with_capacity(m);
        for col in 0..m {
            let Some(p) = (pivot_row..eq.len()).find(|&r| !eq[r][col].is_zero()) else {
                return Err(Error::InvalidParameters(
                    "partial rounds: hidden state not observable",
                ));
            };
            eq.swap(pivot_row, p);
            let inv = eq[pivot_row][col]
                .inverse()
                .ok_or(Error::InvalidParameters("pivot"))?;
            for v in eq[pivot_row].iter_mut() {
                *v *= inv;
            }
            for r in 0..eq.len() {
                if r != pivot_row && !eq[r][col].is_zero() {
                    let f = eq[r][col];
                    let prow = eq[pivot_row].clone();
                    for (v, pv) in eq[r].iter_mut().zip(prow) {
                        *v -= f * pv;
                    }
                }
            }
            pivots.push(pivot_row);
            pivot_row += 1;
        }
        // Consistency: every non-pivot row must be 0 = 0.
        if eq[pivot_row..].iter().any(|e| !e[m].is_zero()) {
            return Err(Error::InvalidParameters(
                "partial rounds: no linear recurrence",
            ));
        }
        let a: Vec<F> = pivots.iter().map(|&r| eq[r][m]).collect();
        let mut rest = g.clone();
        for (k, ak) in a.iter().enumerate() {
            axpy(&mut rest, -*ak, &u[w + k + 1]);
        }
        let b: Vec<F> = (0..nx).map(|k| rest[l.x(w + k)]).collect();
        Ok((a, b, rest[l.one()]))
    };

    // Scale factors: s_n = 1 for n <= t, then s_n = s_{n-1}^α / b_t.
    let mut s = vec![F::ONE; rp];
    let rows = rp - t - 1;
    let mut rec_u = vec![F::ZERO; rows * t];
    let mut rec_x = vec![F::ZERO; rows * t];
    let mut rec_const = vec![F::ZERO; rows];
    let inv = |v: F| v.inverse().ok_or(Error::InvalidParameters("scale"));
    for n in t + 1..rp {
        // u_n from u_{n−t+1..n−1} and x_{n−t..n−1}; x_{n−1} leads.
        let w = n - t;
        let (a, b, c) = express(&u[n], w, t)?;
        let lead_inv = b[t - 1].inverse().ok_or(Error::InvalidParameters(
            "partial rounds: zero recurrence coefficient",
        ))?;
        s[n] = s[n - 1].exp_u64(alpha) * lead_inv;
        let row = (n - t - 1) * t;
        for k in 1..t {
            rec_u[row + k - 1] = s[n] * a[k - 1] * inv(s[w + k])?;
        }
        for k in 0..t - 1 {
            rec_x[row + k] = s[n] * b[k] * inv(s[w + k].exp_u64(alpha))?;
        }
        rec_const[n - t - 1] = s[n] * c;
    }

    // The end: each cell of the final state, plus the next round's constants.
    let mut end_u = vec![F::ZERO; t * t];
    let mut end_x = vec![F::ZERO; t * t];
    let mut end_const = vec![F::ZERO; t];
    let w = rp - t;
    for (i, cell) in state.iter().enumerate() {
        let (a, b, c) = express(cell, w, t)?;
        for k in 1..t {
            end_u[i * t + k - 1] = a[k - 1] * inv(s[w + k])?;
        }
        for k in 0..t {
            end_x[i * t + k] = b[k] * inv(s[w + k].exp_u64(alpha))?;
        }
        end_const[i] = c + rc(half + rp, i);
    }
    Ok(RecurrenceForm {
        start_y,
        start_x,
        start_const,
        rec_u,
        rec_x,
        rec_const,
        end_u,
        end_x,
        end_const,
    })
}
