//! The Hades permutation of StarkWare (Starknet's Poseidon; Grassi et al.'s
//! Hades design strategy), generic over field, width, S-box exponent, R_F and
//! R_P, for MDS matrices of the form `J + diag(k)` (all-ones plus a small
//! integer diagonal) — the shape of every StarkWare matrix:
//! `out_i = Σ_j s_j + k_i · s_i`, computed with additions only.
//!
//! Differences from circom's Poseidon: the partial-round S-box acts on the
//! **last** cell, and the matrix costs additions, so a partial round is the
//! S-box plus about 2t additions. Partial-round constants are folded forward
//! (only the S-box cell keeps one); see [`fold_constants`].

use crate::field::Field;
use crate::permutation::poseidon::forms::sbox;
use crate::permutation::traits::Permutation;
use alloc::vec::Vec;

/// A Hades instance over borrowed constant tables.
#[derive(Clone, Copy, Debug)]
pub struct Hades<'a, F, const T: usize> {
    alpha: u64,
    rounds_full: usize,
    rounds_partial: usize,
    /// `k_i` of the matrix `J + diag(k)`.
    diag: [i8; T],
    /// Plain round constants, one row per round (R_F + R_P rows).
    round_constants: &'a [[F; T]],
    /// Folded: full-round rows (R_F rows; the first second-half row absorbs
    /// what the partial rounds pushed forward).
    full_round_constants: &'a [[F; T]],
    /// Folded: one constant per partial round, added to the last cell.
    partial_round_constants: &'a [F],
}

impl<'a, F: Field, const T: usize> Hades<'a, F, T> {
    /// Assembles an instance; panics (at compile time for `static` instances)
    /// if the table lengths do not fit the round numbers.
    pub const fn new(
        alpha: u64,
        rounds_full: usize,
        rounds_partial: usize,
        diag: [i8; T],
        round_constants: &'a [[F; T]],
        full_round_constants: &'a [[F; T]],
        partial_round_constants: &'a [F],
    ) -> Self {
        assert!(T >= 2 && rounds_full >= 2 && rounds_full.is_multiple_of(2));
        assert!(round_constants.len() == rounds_full + rounds_partial);
        assert!(full_round_constants.len() == rounds_full);
        assert!(partial_round_constants.len() == rounds_partial);
        Self {
            alpha,
            rounds_full,
            rounds_partial,
            diag,
            round_constants,
            full_round_constants,
            partial_round_constants,
        }
    }

    /// `(R_F, R_P)`.
    pub const fn rounds(&self) -> (usize, usize) {
        (self.rounds_full, self.rounds_partial)
    }

    /// The S-box exponent.
    pub const fn alpha(&self) -> u64 {
        self.alpha
    }

    /// `k` of the matrix `J + diag(k)`.
    pub const fn diag(&self) -> &[i8; T] {
        &self.diag
    }

    /// The folded constants: R_F full-round rows, and one constant per
    /// partial round (added to the last cell); see [`fold_constants`].
    pub const fn folded_constants(&self) -> (&'a [[F; T]], &'a [F]) {
        (self.full_round_constants, self.partial_round_constants)
    }

    /// Field multiplications per permutation (S-boxes only: the matrix is additions).
    pub const fn mul_count(&self) -> usize {
        let s = crate::permutation::poseidon::forms::sbox_muls(self.alpha);
        self.rounds_full * T * s + self.rounds_partial * s
    }

    /// The permutation as specified (plain constants every round), for tests.
    pub fn permute_plain_mut(&self, state: &mut [F; T]) {
        let half = self.rounds_full / 2;
        for (r, rc) in self.round_constants.iter().enumerate() {
            for (s, c) in state.iter_mut().zip(rc) {
                *s += *c;
            }
            if r < half || r >= half + self.rounds_partial {
                for s in state.iter_mut() {
                    *s = sbox(*s, self.alpha);
                }
            } else {
                state[T - 1] = sbox(state[T - 1], self.alpha);
            }
            mix(state, &self.diag);
        }
    }
}

impl<F: Field, const T: usize> Hades<'_, F, T> {
    #[inline(always)]
    fn full_round(&self, state: &mut [F; T], rc: &[F; T]) {
        for (s, c) in state.iter_mut().zip(rc) {
            *s = sbox(*s + *c, self.alpha);
        }
        mix(state, &self.diag);
    }
}

impl<F: Field, const T: usize> Permutation<F, T> for Hades<'_, F, T> {
    fn permute_mut(&self, state: &mut [F; T]) {
        let half = self.rounds_full / 2;
        let (first, second) = self.full_round_constants.split_at(half);
        for rc in first {
            self.full_round(state, rc);
        }
        for c in self.partial_round_constants {
            state[T - 1] = sbox(state[T - 1] + *c, self.alpha);
            mix(state, &self.diag);
        }
        for rc in second {
            self.full_round(state, rc);
        }
    }
}

/// `k · x` for a small integer k, by additions.
#[inline(always)]
fn mul_small<F: Field>(x: F, k: i8) -> F {
    match k {
        0 => F::ZERO,
        1 => x,
        -1 => -x,
        2 => x.double(),
        -2 => -x.double(),
        3 => x.double() + x,
        -3 => -(x.double() + x),
        4 => x.double().double(),
        -4 => -x.double().double(),
        5 => x.double().double() + x,
        -5 => -(x.double().double() + x),
        _ => {
            let m = x.double().double().double();
            let k = i64::from(k);
            let mut acc = F::ZERO;
            for _ in 0..k.unsigned_abs() / 8 {
                acc += m;
            }
            for _ in 0..k.unsigned_abs() % 8 {
                acc += x;
            }
            if k < 0 {
                -acc
            } else {
                acc
            }
        }
    }
}

/// `state ← (J + diag(k)) · state`: one shared sum, then `s_i ← sum + k_i·s_i`.
#[inline(always)]
pub fn mix<F: Field, const T: usize>(state: &mut [F; T], diag: &[i8; T]) {
    let mut sum = state[0];
    for s in &state[1..] {
        sum += *s;
    }
    for (s, &k) in state.iter_mut().zip(diag) {
        *s = sum + mul_small(*s, k);
    }
}

/// Folds the partial rounds' constants forward: a partial round's S-box acts
/// on the last cell only, so the constants of the other cells can be added
/// after it, i.e. pushed through the matrix into the next round. Returns the
/// R_F full-round rows (row-major) and the R_P constants of the last cell.
pub fn fold_constants<F: Field>(
    t: usize,
    rounds_full: usize,
    rounds_partial: usize,
    diag: &[i8],
    round_constants: &[F],
) -> (Vec<F>, Vec<F>) {
    let half = rounds_full / 2;
    let mut rows: Vec<Vec<F>> = round_constants.chunks(t).map(<[F]>::to_vec).collect();
    for r in half..half + rounds_partial {
        let mut pushed = rows[r].clone();
        pushed[t - 1] = F::ZERO;
        let sum = pushed.iter().fold(F::ZERO, |a, b| a + *b);
        for i in 0..t {
            let carried = sum + mul_small(pushed[i], diag[i]);
            rows[r + 1][i] += carried;
        }
        rows[r][..t - 1].fill(F::ZERO);
    }
    let full = rows[..half]
        .iter()
        .chain(&rows[half + rounds_partial..])
        .flatten()
        .copied()
        .collect();
    let partial = rows[half..half + rounds_partial]
        .iter()
        .map(|row| row[t - 1])
        .collect();
    (full, partial)
}
