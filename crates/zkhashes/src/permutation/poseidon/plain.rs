//! Poseidon with its users' own parameters at any width, in the plain form of
//! the paper: for instances whose matrix and constants come from the caller
//! (@scure/starknet's `poseidonBasic` and `poseidonCreate`), where the sparse
//! form's conditions on the matrix need not hold. Slow next to the built-in
//! engines, and for that use only.

use super::forms::{check_state_len, mat_vec_dyn, sbox, MAX_DYN_WIDTH};
use crate::error::Error;
use crate::field::PrimeField;
use alloc::vec::Vec;

/// Largest width a [`PlainParams`] accepts.
pub const MAX_PLAIN_WIDTH: usize = MAX_DYN_WIDTH;

/// Which cell the partial rounds' S-box acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartialSbox {
    /// The first (the paper, circom).
    First,
    /// The last (StarkWare's Hades, noble's `reversePartialPowIdx`).
    Last,
}

/// A Poseidon instance from given plain constants, any width 2..=64.
#[derive(Clone, Debug)]
pub struct PlainParams<F> {
    width: usize,
    alpha: u64,
    rounds_full: usize,
    rounds_partial: usize,
    round_constants: Vec<F>,
    mds: Vec<F>,
    partial: PartialSbox,
}

impl<F: PrimeField> PlainParams<F> {
    /// The instance of width `t`, S-box `x^alpha`, `rounds_full` (even)
    /// full and `rounds_partial` partial rounds, `round_constants` row-major
    /// ((R_F + R_P)·t values) and `mds` row-major (t·t values, `new_i = Σ_j
    /// mds[i][j]·s_j`), the partial rounds' S-box on the cell `partial`.
    pub fn new(
        t: usize,
        alpha: u64,
        rounds_full: usize,
        rounds_partial: usize,
        round_constants: Vec<F>,
        mds: Vec<F>,
        partial: PartialSbox,
    ) -> Result<Self, Error> {
        check_alpha::<F>(alpha)?;
        Self::new_any_sbox(
            t,
            alpha,
            rounds_full,
            rounds_partial,
            round_constants,
            mds,
            partial,
        )
    }

    /// [`Self::new`] without the check that `x^alpha` permutes the field,
    /// for the named instances whose ecosystem fixed such an S-box (RISC
    /// Zero's x⁸ over BN254): the rounds are still well defined, the whole
    /// is a hash's compression rather than a permutation.
    pub(crate) fn new_any_sbox(
        t: usize,
        alpha: u64,
        rounds_full: usize,
        rounds_partial: usize,
        round_constants: Vec<F>,
        mds: Vec<F>,
        partial: PartialSbox,
    ) -> Result<Self, Error> {
        if alpha < 2 {
            return Err(Error::InvalidParameters("alpha must be >= 2"));
        }
        if !(2..=MAX_PLAIN_WIDTH).contains(&t) {
            return Err(Error::InvalidParameters("width must be in 2..=64"));
        }
        if !rounds_full.is_multiple_of(2) {
            return Err(Error::InvalidParameters("R_F must be even"));
        }
        if round_constants.len() != (rounds_full + rounds_partial) * t {
            return Err(Error::InvalidParameters(
                "the round constants must be (R_F + R_P) rows of t",
            ));
        }
        if mds.len() != t * t {
            return Err(Error::InvalidParameters("the matrix must be t rows of t"));
        }
        Ok(Self {
            width: t,
            alpha,
            rounds_full,
            rounds_partial,
            round_constants,
            mds,
            partial,
        })
    }

    /// The width t.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The S-box exponent α.
    pub fn alpha(&self) -> u64 {
        self.alpha
    }

    /// Full rounds R_F.
    pub fn rounds_full(&self) -> usize {
        self.rounds_full
    }

    /// Partial rounds R_P.
    pub fn rounds_partial(&self) -> usize {
        self.rounds_partial
    }

    /// The round constants, row-major.
    pub fn round_constants(&self) -> &[F] {
        &self.round_constants
    }

    /// The matrix, row-major.
    pub fn mds(&self) -> &[F] {
        &self.mds
    }

    /// Permutes `state` (its length must be the width).
    pub fn permute(&self, state: &mut [F]) -> Result<(), Error> {
        let t = self.width;
        check_state_len(state, t)?;
        let half = self.rounds_full / 2;
        let partial_cell = match self.partial {
            PartialSbox::First => 0,
            PartialSbox::Last => t - 1,
        };
        for (r, rc) in self.round_constants.chunks_exact(t).enumerate() {
            for (s, c) in state.iter_mut().zip(rc) {
                *s += *c;
            }
            if r < half || r >= half + self.rounds_partial {
                for s in state.iter_mut() {
                    *s = sbox(*s, self.alpha);
                }
            } else {
                state[partial_cell] = sbox(state[partial_cell], self.alpha);
            }
            mat_vec_dyn(&self.mds, state);
        }
        Ok(())
    }
}

/// [`Error::InvalidParameters`] unless `x^alpha` is a permutation of the
/// field: α ≥ 3 and coprime to p − 1.
fn check_alpha<F: PrimeField>(alpha: u64) -> Result<(), Error> {
    if alpha < 3 || gcd(alpha, p_minus_one_mod::<F>(alpha)) != 1 {
        return Err(Error::InvalidParameters(
            "alpha must be >= 3 and coprime to p - 1 (x^alpha must be a permutation)",
        ));
    }
    Ok(())
}

/// `(p − 1) mod m`.
pub(crate) fn p_minus_one_mod<F: PrimeField>(m: u64) -> u64 {
    let rem = F::MODULUS.iter().rev().fold(0u128, |r, &limb| {
        ((r << 64) | u128::from(limb)) % u128::from(m)
    });
    ((rem + u128::from(m) - 1) % u128::from(m)) as u64
}

/// The greatest common divisor.
pub(crate) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
