//! Poseidon with full rounds only, each round in Mina's order: S-box on
//! every cell, the matrix, then the round's constants (o1js
//! `createPoseidon`, proof-systems `ArithmeticSponge`). An optional row of
//! constants is added before the first round (the legacy instance's
//! `hasInitialRoundConstant`). With no partial rounds there is nothing to
//! fold: every round is t S-boxes and one t × t product.

use super::forms::{mat_vec, sbox};
use crate::field::Field;
use crate::permutation::Permutation;

/// A full-rounds-only Poseidon instance over borrowed constants.
#[derive(Clone, Copy, Debug)]
pub struct FullRounds<'a, F, const T: usize> {
    alpha: u64,
    initial: Option<&'a [F; T]>,
    rounds: &'a [[F; T]],
    mds: &'a [[F; T]; T],
}

impl<'a, F: Field, const T: usize> FullRounds<'a, F, T> {
    /// The instance with S-box `x^alpha`, `initial` added before the first
    /// round (if any), one round per row of `rounds` (its constants added
    /// after the matrix), and the matrix `mds` (`new_i = Σ_j mds[i][j]·s_j`).
    pub const fn new(
        alpha: u64,
        initial: Option<&'a [F; T]>,
        rounds: &'a [[F; T]],
        mds: &'a [[F; T]; T],
    ) -> Self {
        assert!(T >= 2 && alpha >= 3 && !rounds.is_empty());
        Self {
            alpha,
            initial,
            rounds,
            mds,
        }
    }

    /// The S-box exponent α.
    pub fn alpha(&self) -> u64 {
        self.alpha
    }

    /// The number of rounds.
    pub fn rounds(&self) -> usize {
        self.rounds.len()
    }

    #[inline(always)]
    fn run(&self, state: &mut [F; T], alpha: u64) {
        if let Some(c) = self.initial {
            for (s, c) in state.iter_mut().zip(c) {
                *s += *c;
            }
        }
        for rc in self.rounds {
            for s in state.iter_mut() {
                *s = sbox(*s, alpha);
            }
            let mixed = mat_vec(self.mds, state);
            for ((s, m), c) in state.iter_mut().zip(mixed).zip(rc) {
                *s = m + *c;
            }
        }
    }
}

impl<F: Field, const T: usize> Permutation<F, T> for FullRounds<'_, F, T> {
    fn permute_mut(&self, state: &mut [F; T]) {
        // The exponent as a constant in each arm (`run` is inlined): the
        // S-box's addition chain is then fixed code, not chosen per cell.
        match self.alpha {
            5 => self.run(state, 5),
            7 => self.run(state, 7),
            alpha => self.run(state, alpha),
        }
    }
}
