//! The Poseidon2 permutation (Grassi, Khovratovich, Schofnegger, eprint
//! 2023/323), generic over the field and the width, with the linear layers
//! of HorizenLabs' reference (crate `zkhash`) and of Plonky3.
//!
//! Structure: the external matrix M_E first, then R_F/2 external rounds
//! (+ constants, S-box on every cell, M_E), R_P internal rounds (+ constant
//! on cell 0, S-box on cell 0, M_I), R_F/2 external rounds.
//!
//! - M_E: for t = 2 and 3, circ(2, 1) and circ(2, 1, 1) (each cell plus the
//!   sum); for t = 4k, a 4×4 matrix M₄ on each block of four, then each cell
//!   plus the sum of its column over the blocks (circ(2M₄, M₄, …, M₄); for
//!   t = 4 just M₄). M₄ is HorizenLabs'
//!   `[[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]]` or Plonky3's
//!   circ(2, 3, 1, 1): additions and doublings only.
//! - M_I = J + diag(d) (J all ones): x_i ← d_i·x_i + Σ x — one shared sum;
//!   entries d_i of 1 and 2 cost an addition, others a product.

use super::poseidon::{sbox, sbox_muls};
use super::poseidon_runtime::{gcd, p_minus_one_mod};
use super::Permutation;
use crate::constants::grain::Grain;
use crate::error::Error;
use crate::field::{Field, PrimeField};
use alloc::vec::Vec;

/// The 4×4 block of the external matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum M4 {
    /// HorizenLabs: `[[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]]`.
    Horizen,
    /// Plonky3: circ(2, 3, 1, 1).
    Plonky3,
}

/// How a diagonal entry of M_I − J is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Diag {
    One,
    Two,
    Other,
}

/// A Poseidon2 instance over `F` with width `T` (owned constants).
#[derive(Clone, Debug)]
pub struct Poseidon2<F, const T: usize> {
    alpha: u64,
    m4: M4,
    initial: Vec<[F; T]>,
    internal: Vec<F>,
    terminal: Vec<[F; T]>,
    diag: [F; T],
    diag_kind: [Diag; T],
}

impl<F: Field, const T: usize> Poseidon2<F, T> {
    /// An instance from its constants: `initial` and `terminal` hold the
    /// R_F/2 rows of the external rounds, `internal` the R_P constants of
    /// the internal rounds, `diag` the diagonal d of M_I = J + diag(d).
    ///
    /// [`Error::InvalidParameters`] unless t ∈ {2, 3} or t = 4k ≤ 24, α ∈
    /// {3, 5, 7, 11} is coprime to p − 1 (so x^α is a permutation) and both
    /// halves have the same number of rounds.
    pub fn new(
        alpha: u64,
        m4: M4,
        initial: Vec<[F; T]>,
        internal: Vec<F>,
        terminal: Vec<[F; T]>,
        diag: [F; T],
    ) -> Result<Self, Error>
    where
        F: PrimeField,
    {
        if !(T == 2 || T == 3 || (T.is_multiple_of(4) && T <= 24 && T > 0)) {
            return Err(Error::InvalidParameters(
                "Poseidon2 widths are 2, 3 and multiples of 4 up to 24",
            ));
        }
        if ![3, 5, 7, 11].contains(&alpha) || gcd(alpha, p_minus_one_mod::<F>(alpha)) != 1 {
            return Err(Error::InvalidParameters(
                "Poseidon2 S-box degrees are 3, 5, 7 and 11, coprime to p - 1",
            ));
        }
        if initial.len() != terminal.len() {
            return Err(Error::InvalidParameters(
                "Poseidon2 needs as many external rounds at the end as at the start",
            ));
        }
        let two = F::ONE + F::ONE;
        let diag_kind = core::array::from_fn(|i| match diag[i] {
            d if d == F::ONE => Diag::One,
            d if d == two => Diag::Two,
            _ => Diag::Other,
        });
        Ok(Self {
            alpha,
            m4,
            initial,
            internal,
            terminal,
            diag,
            diag_kind,
        })
    }

    /// A HorizenLabs instance: round constants from the Grain LFSR seeded as
    /// for Poseidon (x^α, n = bits of p, t, R_F, R_P), drawn t per external
    /// round and one per internal round, in round order — what the
    /// `poseidon2_rust_params.sage` script of HorizenLabs generates.
    pub fn horizen(
        alpha: u64,
        rounds_full: usize,
        rounds_partial: usize,
        diag: [F; T],
    ) -> Result<Self, Error>
    where
        F: PrimeField,
    {
        if !rounds_full.is_multiple_of(2) || rounds_full >= 1024 || rounds_partial >= 1024 {
            return Err(Error::InvalidParameters(
                "Poseidon2 needs an even R_F below 1024 and R_P below 1024",
            ));
        }
        let mut grain = Grain::for_poseidon::<F>(T, rounds_full, rounds_partial);
        let row = |g: &mut Grain| -> [F; T] { core::array::from_fn(|_| g.next_field_element()) };
        let initial = (0..rounds_full / 2).map(|_| row(&mut grain)).collect();
        let internal = (0..rounds_partial)
            .map(|_| grain.next_field_element())
            .collect();
        let terminal = (0..rounds_full / 2).map(|_| row(&mut grain)).collect();
        Self::new(alpha, M4::Horizen, initial, internal, terminal, diag)
    }

    /// The S-box degree α.
    pub const fn alpha(&self) -> u64 {
        self.alpha
    }

    /// Full (external) rounds R_F.
    pub fn rounds_full(&self) -> usize {
        2 * self.initial.len()
    }

    /// Partial (internal) rounds R_P.
    pub fn rounds_partial(&self) -> usize {
        self.internal.len()
    }

    /// The external round constants of the first half.
    pub fn initial_constants(&self) -> &[[F; T]] {
        &self.initial
    }

    /// The internal round constants.
    pub fn internal_constants(&self) -> &[F] {
        &self.internal
    }

    /// The external round constants of the second half.
    pub fn terminal_constants(&self) -> &[[F; T]] {
        &self.terminal
    }

    /// The diagonal d of M_I = J + diag(d).
    pub fn internal_diagonal(&self) -> &[F; T] {
        &self.diag
    }

    /// S-box multiplications per permutation (the linear layers cost
    /// additions, save the internal diagonal's entries other than 1 and 2).
    pub fn mul_count(&self) -> usize {
        let s = sbox_muls(self.alpha);
        let diag = self.diag_kind.iter().filter(|k| **k == Diag::Other).count();
        self.rounds_full() * T * s + self.rounds_partial() * (s + diag)
    }

    /// The external matrix M_E.
    #[inline(always)]
    pub fn external_layer(&self, x: &mut [F; T]) {
        match T {
            2 | 3 => {
                let sum = x.iter().fold(F::ZERO, |a, b| a + *b);
                for v in x.iter_mut() {
                    *v += sum;
                }
            }
            _ => {
                for block in x.chunks_exact_mut(4) {
                    let b: &mut [F; 4] = block.try_into().expect("blocks of four");
                    match self.m4 {
                        M4::Horizen => m4_horizen(b),
                        M4::Plonky3 => m4_plonky3(b),
                    }
                }
                if T > 4 {
                    let mut sums = [F::ZERO; 4];
                    for block in x.chunks_exact(4) {
                        for (s, v) in sums.iter_mut().zip(block) {
                            *s += *v;
                        }
                    }
                    for (i, v) in x.iter_mut().enumerate() {
                        *v += sums[i % 4];
                    }
                }
            }
        }
    }

    /// The internal matrix M_I = J + diag(d).
    #[inline(always)]
    pub fn internal_layer(&self, x: &mut [F; T]) {
        let sum = x.iter().fold(F::ZERO, |a, b| a + *b);
        for ((v, kind), d) in x.iter_mut().zip(&self.diag_kind).zip(&self.diag) {
            *v = match kind {
                Diag::One => *v,
                Diag::Two => v.double(),
                Diag::Other => *v * *d,
            } + sum;
        }
    }

    #[inline(always)]
    fn sbox(&self, x: F) -> F {
        sbox(x, self.alpha)
    }
}

/// HorizenLabs' M₄ = [[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]] in eight
/// additions and four doublings.
#[inline(always)]
fn m4_horizen<F: Field>(x: &mut [F; 4]) {
    let t0 = x[0] + x[1];
    let t1 = x[2] + x[3];
    let t2 = x[1].double() + t1; // x1·2 + x2 + x3
    let t3 = x[3].double() + t0; // x0 + x1 + x3·2
    let t4 = t1.double().double() + t3; // x0 + x1 + 4x2 + 6x3
    let t5 = t0.double().double() + t2; // 4x0 + 6x1 + x2 + x3
    *x = [t3 + t5, t5, t2 + t4, t4];
}

/// Plonky3's M₄ = circ(2, 3, 1, 1): row i is Σx + x_i + 2·x_{i+1}.
#[inline(always)]
fn m4_plonky3<F: Field>(x: &mut [F; 4]) {
    let sum = x[0] + x[1] + x[2] + x[3];
    *x = core::array::from_fn(|i| sum + x[i] + x[(i + 1) % 4].double());
}

impl<F: Field, const T: usize> Permutation<F, T> for Poseidon2<F, T> {
    fn permute_mut(&self, state: &mut [F; T]) {
        self.external_layer(state);
        for rc in &self.initial {
            for (x, c) in state.iter_mut().zip(rc) {
                *x = self.sbox(*x + *c);
            }
            self.external_layer(state);
        }
        for c in &self.internal {
            state[0] = self.sbox(state[0] + *c);
            self.internal_layer(state);
        }
        for rc in &self.terminal {
            for (x, c) in state.iter_mut().zip(rc) {
                *x = self.sbox(*x + *c);
            }
            self.external_layer(state);
        }
    }
}
