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
//!   the plain constants by [`crate::constants::sparse`];
//! - the *recurrence* form (the fast path where it exists): the S-box inputs
//!   of the partial rounds obey a linear recurrence, so a partial round is the
//!   S-box plus one dot product of 2t − 1 products with a single reduction.
//!   Derived by [`crate::constants::recurrence`].

use super::forms::{
    mat_vec, sbox_cells, sbox_muls, sbox_one, shift, PlainConstants, RecurrenceConstants,
    SparseConstants, HOT_WIDTH,
};
use super::partial_kernels::partial_rounds;
use crate::field::{Field, LazySum};

/// An instance's permutation as a plain function: [`run_recurrence`] or
/// [`run_sparse`] for the instance's field and width. Not on wasm32, where
/// the npm package's size counts and build time does not: there the engine
/// runs its forms directly, one copy per instance as before.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) type Run<F, const T: usize> = fn(&Poseidon<'_, F, T>, &mut [F; T]);

/// An instance's batch kernel: permutes every state on the lanes of the
/// level and returns true, or returns false and leaves the states alone
/// (see [`Poseidon::permute_many_at`]). Not on wasm32.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) type Batch<F, const T: usize> =
    fn(&Poseidon<'_, F, T>, &mut [[F; T]], crate::permutation::batch::Simd) -> bool;

/// A Poseidon instance over borrowed constants (`'static` tables for built-in
/// instances, owned storage for run-time ones).
#[derive(Clone, Copy, Debug)]
pub struct Poseidon<'a, F, const T: usize> {
    alpha: u64,
    rounds_full: usize,
    rounds_partial: usize,
    plain: PlainConstants<'a, F, T>,
    sparse: SparseConstants<'a, F, T>,
    recurrence: Option<RecurrenceConstants<'a, F, T>>,
    /// [`run_recurrence`] (or [`run_sparse`] without recurrence constants)
    /// for this field and width, taken where the instance is
    /// built. A built-in instance is a `static` of its own module (circom's
    /// `t2` .. `t17`), so its permutation is compiled in that module's code
    /// unit, beside the others rather than after them in the engine's
    /// (rustc places a generic function's copies by where it is defined,
    /// an `#[inline]` one's where it is used), and crates that call
    /// [`crate::Permutation::permute_mut`] on it call this pointer instead of
    /// compiling the permutation again (`docs/architecture.md`, "Build").
    #[cfg(not(target_arch = "wasm32"))]
    run: Run<F, T>,
    /// The instance's own batch kernel, if it has one (set where it is
    /// built, as `run`).
    #[cfg(not(target_arch = "wasm32"))]
    batch: Option<Batch<F, T>>,
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
            recurrence: None,
            #[cfg(not(target_arch = "wasm32"))]
            run: run_sparse::<F, T>,
            #[cfg(not(target_arch = "wasm32"))]
            batch: None,
        }
    }

    /// Adds the recurrence form, which [`Permutation::permute_mut`](crate::permutation::Permutation::permute_mut) then uses;
    /// panics (at compile time for `static` instances) on wrong table lengths.
    pub const fn with_recurrence(mut self, rec: RecurrenceConstants<'a, F, T>) -> Self {
        assert!(self.rounds_partial > T);
        let rounds = self.rounds_partial - T - 1;
        assert!(rec.rec_u.len() == rounds && rec.rec_x.len() == rounds);
        assert!(rec.rec_const.len() == rounds);
        assert!(rec.start_y.len() == T + 1 && rec.start_x.len() == T + 1);
        assert!(rec.start_const.len() == T + 1);
        self.recurrence = Some(rec);
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.run = run_recurrence::<F, T>;
        }
        self
    }

    /// Runs [`Permutation::permute_mut`](crate::permutation::Permutation::permute_mut)
    /// on `run` (a kernel of [`super::dispatch`] for this instance) instead
    /// of the form the constants choose.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) const fn with_run(mut self, run: Run<F, T>) -> Self {
        self.run = run;
        self
    }

    /// Runs [`Poseidon::permute_many_at`] on `batch` (a kernel of
    /// [`super::dispatch`] for this instance) before the generic kernels.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) const fn with_batch(mut self, batch: Batch<F, T>) -> Self {
        self.batch = Some(batch);
        self
    }

    /// The instance's own batch kernel, if any.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) const fn batch(&self) -> Option<Batch<F, T>> {
        self.batch
    }

    /// The recurrence-form constants, if this instance has them.
    pub const fn recurrence_constants(&self) -> Option<&RecurrenceConstants<'a, F, T>> {
        self.recurrence.as_ref()
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

    /// Field multiplications per permutation in the form [`Permutation::permute_mut`](crate::permutation::Permutation::permute_mut)
    /// runs (S-box by its addition chain, matrices by their non-trivial
    /// entries; a product summed with delayed reduction counts as one).
    pub const fn mul_count(&self) -> usize {
        let s = sbox_muls(self.alpha);
        let full = T * s + T * T;
        if self.recurrence.is_none() {
            return self.rounds_full * full + self.rounds_partial * (s + 2 * T - 1);
        }
        let half = self.rounds_full / 2;
        // First half (the last round without its matrix), the t + 1 starting
        // inputs, the recurrence rounds, the last S-box, the end, second half.
        let first = (half - 1) * full + T * s;
        let start = (T + 1) * T + T * (T + 1) / 2 + T * s;
        let rounds = (self.rounds_partial - T - 1) * (s + 2 * T - 2);
        first + start + rounds + s + T * (2 * T - 1) + half * full
    }

    /// Modular reductions per permutation in the form [`Permutation::permute_mut`](crate::permutation::Permutation::permute_mut)
    /// runs, for fields with delayed reduction (one per S-box multiplication,
    /// one per dot product).
    pub const fn reduction_count(&self) -> usize {
        let s = sbox_muls(self.alpha);
        let full = T * s + T;
        if self.recurrence.is_none() {
            return self.rounds_full * full + self.rounds_partial * (s + T);
        }
        let half = self.rounds_full / 2;
        let first = (half - 1) * full + T * s;
        let start = (T + 1) + T * s;
        let rounds = (self.rounds_partial - T - 1) * (s + 1);
        first + start + rounds + s + T + half * full
    }

    /// The permutation in the plain form of the paper (for tests and as the
    /// definition; [`Permutation::permute_mut`](crate::permutation::Permutation::permute_mut) is the fast path).
    pub fn permute_plain_mut(&self, state: &mut [F; T]) {
        let half = self.rounds_full / 2;
        for (r, rc) in self.plain.round_constants.iter().enumerate() {
            for (s, c) in state.iter_mut().zip(rc) {
                *s += *c;
            }
            if r < half || r >= half + self.rounds_partial {
                sbox_cells(state, None, self.alpha);
            } else {
                state[0] = sbox_one(state[0], self.alpha);
            }
            *state = mat_vec(self.plain.mds, state);
        }
    }

    #[inline(always)]
    fn full_round(&self, state: &mut [F; T], rc: &[F; T], matrix: &[[F; T]; T]) {
        self.sbox_layer(state, rc);
        *state = mat_vec(matrix, state);
    }

    /// A full round's constants and S-boxes (no matrix).
    #[inline(always)]
    fn sbox_layer(&self, state: &mut [F; T], rc: &[F; T]) {
        sbox_cells(state, Some(rc), self.alpha);
    }
}

impl<F: Field, const T: usize> Poseidon<'_, F, T> {
    /// The permutation in the sparse form (for tests and benchmarks; the
    /// recurrence form is the fast path where it exists). `#[inline]`: its
    /// copies go with those of the instances' `run` functions (see the
    /// engine's `run` field; not on wasm32).
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    pub fn permute_sparse_mut(&self, state: &mut [F; T]) {
        self.permute_sparse_with(state, |s| *s = mat_vec(self.plain.mds, s));
    }

    /// [`Self::permute_sparse_mut`] with the full rounds' MDS product (every
    /// full round's but the first half's last, whose matrix is the
    /// pre-sparse one) computed by `mds`: a kernel's product by the same
    /// matrix.
    #[inline(always)]
    pub(crate) fn permute_sparse_with(&self, state: &mut [F; T], mds: impl Fn(&mut [F; T])) {
        let sp = &self.sparse;
        let half = self.rounds_full / 2;
        let (first, second) = sp.full_round_constants.split_at(half);
        for (r, rc) in first.iter().enumerate() {
            self.sbox_layer(state, rc);
            if r + 1 == half {
                *state = mat_vec(sp.pre_sparse, state);
            } else {
                mds(state);
            }
        }
        let partial = sp.partial_round_constants.iter().zip(sp.sparse_rows);
        for ((c, row), col) in partial.zip(sp.sparse_cols) {
            state[0] = sbox_one(state[0] + *c, self.alpha);
            let x0 = state[0];
            state[0] = F::dot_product(row, state);
            for i in 1..T {
                state[i] += col[i] * x0;
            }
        }
        for rc in second {
            self.sbox_layer(state, rc);
            mds(state);
        }
    }

    /// The permutation in the recurrence form by the generic code alone
    /// (the specification the partial-round kernels are tested against);
    /// the sparse form where the instance has no recurrence constants.
    pub fn permute_generic_mut(&self, state: &mut [F; T]) {
        match &self.recurrence {
            Some(rec) => self.permute_recurrence_with(state, rec, |_, _, _, _, _| false),
            None => self.permute_sparse_mut(state),
        }
    }

    /// The permutation with the partial rounds in the recurrence form; they
    /// run on `kernel` (α, the windows `u` and `x`, the newest value, the
    /// constants) where it returns `true`, else on the generic code.
    #[inline(always)]
    pub(crate) fn permute_recurrence_with<K>(
        &self,
        state: &mut [F; T],
        rec: &RecurrenceConstants<'_, F, T>,
        kernel: K,
    ) where
        K: FnOnce(u64, &mut [F; T], &mut [F; T], &mut F, &RecurrenceConstants<'_, F, T>) -> bool,
    {
        let half = self.rounds_full / 2;
        let rcs = self.plain.round_constants;
        for rc in &rcs[..half - 1] {
            self.full_round(state, rc, self.plain.mds);
        }
        // Last first-half round: S-box only; its matrix is folded into `start_y`.
        self.sbox_layer(state, &rcs[half - 1]);
        // Windows at round n: `u[0..T-1]` = u_{n−t..n−2}, `x` = x_{n−t−1..n−2},
        // `cur` = u_{n−1}.
        let mut u = [F::ZERO; T];
        let mut x = [F::ZERO; T];
        let mut cur = F::ZERO;
        for j in 0..=T {
            let mut acc = LazySum::new();
            acc.add_products_cold(&rec.start_y[j], state);
            acc.add_products_cold(&rec.start_x[j][..j], &x);
            acc.add(rec.start_const[j]);
            let uj = acc.finish();
            if (1..T).contains(&j) {
                u[j - 1] = uj;
            }
            if j < T {
                x[j] = sbox_one(uj, self.alpha);
            }
            cur = uj;
        }
        let kernel = kernel(self.alpha, &mut u, &mut x, &mut cur, rec);
        if !kernel {
            let rounds = rec.rec_u.iter().zip(rec.rec_x).zip(rec.rec_const);
            for ((cu, cx), c) in rounds {
                // The products (u_{n−t+1..n−2} = u[1..], u_{n−1} = cur,
                // x_{n−t..n−2} = x[1..]) do not wait for the S-box of cur:
                // for x⁵ they go between its steps, so the two chains sit
                // side by side in the instruction stream and overlap.
                let mut acc = LazySum::new();
                // Wide instances on wasm32 take the shared loops below.
                let inlined = !cfg!(target_arch = "wasm32") || T <= HOT_WIDTH;
                let newest = if self.alpha == 5 && inlined {
                    let x2 = cur.square();
                    acc.add_products(&cu[T - 2..T - 1], &[cur]);
                    acc.add_products(&cx[..T / 2], &x[1..T / 2 + 1]);
                    let x4 = x2.square();
                    acc.add_products(&cx[T / 2..T - 1], &x[T / 2 + 1..]);
                    acc.add_products(&cu[..T - 2], &u[1..T - 1]);
                    x4 * cur
                } else {
                    acc.add_products_cold(&cu[T - 2..T - 1], &[cur]);
                    acc.add_products_cold(&cx[..T - 1], &x[1..]);
                    acc.add_products_cold(&cu[..T - 2], &u[1..T - 1]);
                    sbox_one(cur, self.alpha)
                };
                acc.add(*c);
                let older = acc.finish();
                shift(&mut u, &mut x, cur, newest);
                cur = older + newest;
            }
        }
        let newest = sbox_one(cur, self.alpha);
        shift(&mut u, &mut x, cur, newest);
        // Now u[0..T-1] = u_{R−t+1..R−1}, x = x_{R−t..R−1}.
        for (i, cell) in state.iter_mut().enumerate() {
            let mut acc = LazySum::new();
            acc.add_products_cold(&rec.end_u[i][..T - 1], &u);
            acc.add_products_cold(&rec.end_x[i], &x);
            acc.add(rec.end_const[i]);
            *cell = acc.finish();
        }
        // First second-half round: its constants are in `end_const`.
        sbox_cells(state, None, self.alpha);
        *state = mat_vec(self.plain.mds, state);
        for rc in &rcs[half + self.rounds_partial + 1..] {
            self.full_round(state, rc, self.plain.mds);
        }
    }
}

impl<F: Field, const T: usize> Poseidon<'_, F, T> {
    /// The permutation, fastest form and kernel (through the pointer
    /// set at construction: see the `run` field).
    #[inline(always)]
    pub(crate) fn run(&self, state: &mut [F; T]) {
        #[cfg(not(target_arch = "wasm32"))]
        (self.run)(self, state);
        #[cfg(target_arch = "wasm32")]
        match self.recurrence_constants() {
            Some(rec) => self.permute_recurrence_with(state, rec, partial_rounds),
            None => self.permute_sparse_mut(state),
        }
    }
}

/// The permutation in the recurrence form with its partial rounds on a
/// kernel where one fits the field, width, α and CPU
/// ([`super::partial_kernels`]): the `run` of an instance with recurrence
/// constants. `#[inline]` so that each instance's copy is compiled where its
/// pointer is taken (the `run` field).
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn run_recurrence<F: Field, const T: usize>(p: &Poseidon<'_, F, T>, state: &mut [F; T]) {
    match p.recurrence_constants() {
        Some(rec) => p.permute_recurrence_with(state, rec, partial_rounds),
        None => unreachable!("run_recurrence is set with the recurrence constants"),
    }
}

/// The permutation in the sparse form: the `run` of an instance without
/// recurrence constants (the built-in instances all have them, so their
/// tables compile no sparse form).
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn run_sparse<F: Field, const T: usize>(p: &Poseidon<'_, F, T>, state: &mut [F; T]) {
    p.permute_sparse_mut(state)
}
