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
//! - M_I = J + diag(d) (J all ones): x_i ← d_i·x_i + Σ x — one shared sum
//!   ([`InternalMatrix`]): a [`DenseDiagonal`] multiplies (save entries 1
//!   and 2), a [`SmallDiagonal`](super::SmallDiagonal) of Plonky3's entries ±2ᵉ, ±3·2ᵉ shifts.

use super::external::{external, M4};
use super::internal::{DenseDiagonal, InternalMatrix};
use crate::constants::grain::Grain;
use crate::error::Error;
use crate::field::{Field, PrimeField};
#[cfg(any(test, target_arch = "wasm32"))]
use crate::permutation::poseidon::forms::sbox;
use crate::permutation::poseidon::forms::sbox_muls;
#[cfg(any(test, not(all(target_arch = "wasm32", feature = "compact"))))]
use crate::permutation::poseidon::forms::{sbox_cells, sbox_one};
use crate::permutation::poseidon::plain::{gcd, p_minus_one_mod};
use alloc::vec::Vec;

/// A Poseidon2 instance over `F` with width `T` and internal matrix `M`
/// (owned constants).
#[derive(Clone, Debug)]
pub struct Poseidon2<F, const T: usize, M = DenseDiagonal<F, T>> {
    pub(super) alpha: u64,
    pub(super) m4: M4,
    pub(super) initial: Vec<[F; T]>,
    pub(super) internal: Vec<F>,
    pub(super) terminal: Vec<[F; T]>,
    pub(super) matrix: M,
    pub(super) diag: [F; T],
}

/// The round constants HorizenLabs' `poseidon2_rust_params.sage` draws from
/// the Grain LFSR seeded as for Poseidon (x^α, n = bits of p, t, R_F, R_P):
/// t per external round and one per internal round, in round order.
/// Plonky3's default instances use the same draw.
type Constants<F, const T: usize> = (Vec<[F; T]>, Vec<F>, Vec<[F; T]>);

fn grain_constants<F: PrimeField, const T: usize>(
    rounds_full: usize,
    rounds_partial: usize,
) -> Result<Constants<F, T>, Error> {
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
    Ok((initial, internal, terminal))
}

impl<F: Field, const T: usize> Poseidon2<F, T> {
    /// An instance from its constants: `initial` and `terminal` hold the
    /// R_F/2 rows of the external rounds, `internal` the R_P constants of
    /// the internal rounds, `diag` the diagonal d of M_I = J + diag(d)
    /// (a [`DenseDiagonal`]; see [`Poseidon2::with_matrix`] for others).
    ///
    /// [`Error::InvalidParameters`] unless t ∈ {2, 3} or t = 4k ≤ 32 (Plonky3
    /// publishes width 32), α ∈
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
        Self::with_matrix(
            alpha,
            m4,
            initial,
            internal,
            terminal,
            DenseDiagonal::new(diag),
        )
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
        let (initial, internal, terminal) = grain_constants(rounds_full, rounds_partial)?;
        Self::new(alpha, M4::Horizen, initial, internal, terminal, diag)
    }
}

impl<F: Field, const T: usize, M: InternalMatrix<F, T>> Poseidon2<F, T, M> {
    /// [`Poseidon2::new`] with any internal matrix.
    pub fn with_matrix(
        alpha: u64,
        m4: M4,
        initial: Vec<[F; T]>,
        internal: Vec<F>,
        terminal: Vec<[F; T]>,
        matrix: M,
    ) -> Result<Self, Error>
    where
        F: PrimeField,
    {
        if !(T == 2 || T == 3 || (T.is_multiple_of(4) && T <= 32 && T > 0)) {
            return Err(Error::InvalidParameters(
                "Poseidon2 widths are 2, 3 and multiples of 4 up to 32",
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
        Ok(Self {
            alpha,
            m4,
            initial,
            internal,
            terminal,
            diag: matrix.diagonal(),
            matrix,
        })
    }

    /// A Plonky3 instance: the same Grain constants as HorizenLabs' (what
    /// Plonky3's `poseidon2/generate_constants.py` writes into the p3-*
    /// crates), M₄ = circ(2, 3, 1, 1) and the internal matrix `matrix`.
    pub fn plonky3(
        alpha: u64,
        rounds_full: usize,
        rounds_partial: usize,
        matrix: M,
    ) -> Result<Self, Error>
    where
        F: PrimeField,
    {
        let (initial, internal, terminal) = grain_constants(rounds_full, rounds_partial)?;
        Self::with_matrix(alpha, M4::Plonky3, initial, internal, terminal, matrix)
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
    pub fn internal_diagonal(&self) -> [F; T] {
        self.diag
    }

    /// The internal matrix.
    pub fn internal_matrix(&self) -> &M {
        &self.matrix
    }

    /// The 4×4 block of the external matrix.
    pub fn m4(&self) -> M4 {
        self.m4
    }

    /// Multiplications per permutation: the S-boxes', plus the internal
    /// matrix's (the external matrix costs additions only).
    pub fn mul_count(&self) -> usize {
        let s = sbox_muls(self.alpha);
        self.rounds_full() * T * s + self.rounds_partial() * (s + self.matrix.muls())
    }

    /// The external matrix M_E.
    #[inline(always)]
    pub fn external_layer(&self, x: &mut [F; T]) {
        match self.m4 {
            M4::Horizen => external::<F, T, false>(x),
            M4::Plonky3 => external::<F, T, true>(x),
        }
    }

    /// The internal matrix M_I = J + diag(d).
    #[inline(always)]
    pub fn internal_layer(&self, x: &mut [F; T]) {
        self.matrix.apply(x);
    }
}

impl<F: Field, const T: usize, M: InternalMatrix<F, T>> Poseidon2<F, T, M> {
    /// The permutation by the generic engine, for any field (the
    /// specification the field-specific kernels are tested against).
    // On wasm32 one copy per instance (code size of the npm package).
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn permute_generic_mut(&self, state: &mut [F; T]) {
        #[cfg(all(target_arch = "wasm32", feature = "compact"))]
        return self.permute_compact(state);
        // The 256-bit fields on wasm32: one routine per field for every
        // width (BN254 has t = 3 and 4), where the products dominate anyway.
        #[cfg(all(target_arch = "wasm32", not(feature = "compact")))]
        if core::mem::size_of::<F>() > 8 {
            return self.permute_compact(state);
        }
        #[cfg(not(all(target_arch = "wasm32", feature = "compact")))]
        self.generic_rounds(state);
    }

    /// The permutation by [`compact_rounds`] (width known at run time).
    #[cfg(any(test, target_arch = "wasm32"))]
    pub(crate) fn permute_compact(&self, state: &mut [F; T]) {
        compact_rounds(
            state,
            self.alpha,
            self.m4,
            self.initial.as_flattened(),
            &self.internal,
            self.terminal.as_flattened(),
            &self.diag,
        );
    }

    /// [`Poseidon2::permute_generic_mut`] compiled for AVX2 and BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi2")]
    pub(super) unsafe fn permute_generic_avx2(&self, state: &mut [F; T]) {
        self.generic_rounds(state);
    }

    #[cfg(any(test, not(all(target_arch = "wasm32", feature = "compact"))))]
    #[inline(always)]
    fn generic_rounds(&self, state: &mut [F; T]) {
        let alpha = self.alpha;
        self.external_layer(state);
        for rc in &self.initial {
            sbox_cells(state, Some(rc), alpha);
            self.external_layer(state);
        }
        for c in &self.internal {
            state[0] = sbox_one(state[0] + *c, alpha);
            self.matrix.apply(state);
        }
        for rc in &self.terminal {
            sbox_cells(state, Some(rc), alpha);
            self.external_layer(state);
        }
    }
}

/// The permutation with the width known at run time only, one routine per
/// field for every width and both M₄ (the `compact` feature on wasm32, the
/// npm entry `zkhashes/small-fields`): loops instead of code unrolled per width,
/// and M_I's diagonal multiplied in rather than shifted. `initial` and
/// `terminal` hold their rounds' rows one after the other.
#[cfg(any(test, target_arch = "wasm32"))]
#[inline(never)]
fn compact_rounds<F: Field>(
    state: &mut [F],
    alpha: u64,
    m4: M4,
    initial: &[F],
    internal: &[F],
    terminal: &[F],
    diag: &[F],
) {
    let t = state.len();
    let external = |x: &mut [F]| external_dyn(x, m4);
    let full = |x: &mut [F], rows: &[F]| {
        for rc in rows.chunks_exact(t) {
            for (v, c) in x.iter_mut().zip(rc) {
                *v = sbox(*v + *c, alpha);
            }
            external(x);
        }
    };
    external(state);
    full(state, initial);
    for c in internal {
        state[0] = sbox(state[0] + *c, alpha);
        let sum = state.iter().fold(F::ZERO, |a, b| a + *b);
        for (v, d) in state.iter_mut().zip(diag) {
            *v = *v * *d + sum;
        }
    }
    full(state, terminal);
}

/// M_E on a state of any width Poseidon2 takes ([`external`]'s run-time form).
#[cfg(any(test, target_arch = "wasm32"))]
fn external_dyn<F: Field>(x: &mut [F], m4: M4) {
    if x.len() < 4 {
        let sum = x.iter().fold(F::ZERO, |a, b| a + *b);
        x.iter_mut().for_each(|v| *v += sum);
        return;
    }
    for block in x.chunks_exact_mut(4) {
        let b: &mut [F; 4] = block.try_into().expect("blocks of four");
        let mut y = *b;
        match m4 {
            M4::Horizen => external::<F, 4, false>(&mut y),
            M4::Plonky3 => external::<F, 4, true>(&mut y),
        }
        *b = y;
    }
    if x.len() > 4 {
        let mut sums = [F::ZERO; 4];
        for block in x.chunks_exact(4) {
            sums.iter_mut().zip(block).for_each(|(s, v)| *s += *v);
        }
        x.iter_mut()
            .enumerate()
            .for_each(|(i, v)| *v += sums[i % 4]);
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod bn254_kernel_paths {
    use super::super::kernels::bn254;
    use super::*;
    use crate::field::ifma52;
    use crate::field::monty::x86_adx;
    use crate::field::Bn254Fr;

    /// The BN254 kernel's two full-round paths (scalar products and IFMA
    /// lanes) against the generic engine, on extreme and pseudo-random
    /// states, for HorizenLabs' instance and other round numbers; the IFMA
    /// path only where the CPU has it.
    #[test]
    fn scalar_and_lane_full_rounds_agree_with_the_engine() {
        if !x86_adx::available() {
            return;
        }
        let diag = [Bn254Fr::ONE, Bn254Fr::ONE, Bn254Fr::from_u64(2)];
        let mut instances: Vec<Poseidon2<Bn254Fr, 3>> = [0, 1, 56]
            .into_iter()
            .map(|rp| Poseidon2::horizen(5, 8, rp, diag).expect("an instance"))
            .collect();
        instances.push(Poseidon2::horizen(5, 2, 3, diag).expect("an instance"));
        let m = -Bn254Fr::ONE;
        let mut states = alloc::vec![[Bn254Fr::ZERO; 3], [m; 3], [m, Bn254Fr::ZERO, m]];
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut word = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..64 {
            states.push(core::array::from_fn(|_| {
                Bn254Fr::from_u256_reduced(&[word(), word(), word(), word()])
            }));
        }
        let lanes = [false, ifma52::available()];
        for p in &instances {
            let c = bn254::Constants {
                initial: &p.initial,
                internal: &p.internal,
                terminal: &p.terminal,
            };
            for state in &states {
                let mut want = *state;
                p.permute_generic_mut(&mut want);
                for lanes in lanes {
                    let mut got = *state;
                    // SAFETY: BMI2 and ADX checked above; IFMA where `lanes`.
                    unsafe { bn254::permute_with(&c, &mut got, lanes) };
                    assert_eq!(got, want, "lanes: {lanes}");
                }
            }
        }
    }
}
