//! Poseidon over Goldilocks for width-12 matrices "circulant + diagonal" with
//! small entries (plonky2's instance), as a kernel on `u64` words: the same
//! constants and results as the generic [`Poseidon`] engine, which stays the
//! specification it is tested against.
//!
//! - Full rounds: the circulant part runs on the 32-bit halves of the cells
//!   in the split form of [`Circulant12`] (54 products by powers of two
//!   instead of 144), the diagonal is added, and each cell is reduced once.
//! - Partial rounds: the sparse form derived by [`crate::constants::sparse`]
//!   (one dense "pre-sparse" matrix, then per round x₀' = Σ row·s with one
//!   reduction of a 192-bit sum, and s_i += col_i·x₀). The sum adds the
//!   S-box output's term last, so the other eleven (known a round earlier)
//!   are off the critical path.
//! - Words are lazily reduced (below 2⁶⁴, not necessarily below p) until
//!   the end, as plonky2 does; x⁷ as x³·x⁴ (four products, three deep).
//! - With AVX-512 (F and VL), the full rounds and the cells that skip the
//!   S-box in partial rounds run on vectors
//!   ([`super::avx512`]: the matrix column by column,
//!   the partial rounds' updates `s_i += col_i·x₀` as two vector products).
//! - With AVX-512 IFMA as well, the dense pre-sparse matrix product runs on
//!   52-bit multiply-add lanes ([`super::ifma`]).

#[cfg(target_arch = "x86_64")]
use super::avx512;
#[cfg(target_arch = "x86_64")]
use super::ifma::{self, DenseColumns};
use crate::field::goldilocks::reduce128_lazy;
#[cfg(target_arch = "x86_64")]
use crate::field::goldilocks::small_mds::{MdsColumns, MdsRows};
use crate::field::goldilocks::words::{add_constant, reduce192_lazy, sbox7};
use crate::field::{Field, Goldilocks as F};
use crate::permutation::circulant12::Circulant12;
use crate::permutation::poseidon::engine::Poseidon;
use core::marker::PhantomData;

/// Width.
pub const WIDTH: usize = 12;

/// A width-12 matrix `circ(CIRC) + diag(DIAG)` with small entries whose
/// circulant part has an exact split form ([`Circulant12::new`]); known at
/// compile time, so the kernel's products by it are shifts and additions.
pub trait SmallMds12 {
    /// First row of the circulant part (`new_i = Σ_j CIRC[(j − i) mod 12]·s_j`).
    const CIRC: [u64; WIDTH];
    /// The diagonal added to it.
    const DIAG: [u64; WIDTH];
    /// The split form of the circulant part.
    const SPLIT: Circulant12 = Circulant12::new(&Self::CIRC);
    /// The whole matrix by columns, for the AVX-512 build.
    #[cfg(target_arch = "x86_64")]
    const COLUMNS: MdsColumns = MdsColumns::circulant_plus_diagonal(&Self::CIRC, &Self::DIAG);
    /// The whole matrix by rows, for the AVX-512 batch kernel.
    #[cfg(target_arch = "x86_64")]
    const ROWS: MdsRows = MdsRows::circulant_plus_diagonal(&Self::CIRC, &Self::DIAG);
}

/// A width-12 Goldilocks Poseidon instance with S-box x⁷ and the matrix `M`.
#[derive(Clone, Debug)]
pub struct PoseidonGoldilocks12<'a, M> {
    engine: Poseidon<'a, F, WIDTH>,
    /// The pre-sparse matrix split for the IFMA build.
    #[cfg(target_arch = "x86_64")]
    pre_sparse: DenseColumns,
    /// The AVX-512 partial rounds' factors ([`avx512::kappa`]).
    #[cfg(target_arch = "x86_64")]
    kappa: alloc::vec::Vec<F>,
    matrix: PhantomData<M>,
}

impl<'a, M: SmallMds12> PoseidonGoldilocks12<'a, M> {
    /// Wraps an engine whose matrix is exactly `M`'s and whose S-box is x⁷;
    /// `None` otherwise, or if `M`'s entries are not below 2⁶.
    pub fn new(engine: Poseidon<'a, F, WIDTH>) -> Option<Self> {
        let mds = engine.plain_constants().mds;
        let small = M::CIRC.iter().chain(&M::DIAG).all(|&c| c < 64);
        let same = (0..WIDTH).all(|r| {
            (0..WIDTH).all(|c| {
                let d = if r == c { M::DIAG[r] } else { 0 };
                mds[r][c] == F::from_u64(M::CIRC[(c + WIDTH - r) % WIDTH] + d)
            })
        });
        if !(small && same && engine.alpha() == 7) {
            return None;
        }
        #[cfg(target_arch = "x86_64")]
        let sp = engine.sparse_constants();
        Some(Self {
            #[cfg(target_arch = "x86_64")]
            pre_sparse: DenseColumns::new(sp.pre_sparse),
            #[cfg(target_arch = "x86_64")]
            kappa: avx512::kappa(sp.sparse_rows, sp.sparse_cols),
            engine,
            matrix: PhantomData,
        })
    }

    /// The generic engine (the specification).
    pub fn engine(&self) -> &Poseidon<'a, F, WIDTH> {
        &self.engine
    }

    /// The matrix on any words: the split circulant on the halves (exact,
    /// below 2⁷⁴) plus the diagonal (below 2⁷⁰), reduced once (lazily).
    #[inline(always)]
    fn mds(s: &[u64; WIDTH]) -> [u64; WIDTH] {
        let mut v = M::SPLIT.apply_words(s);
        for i in 0..WIDTH {
            if M::DIAG[i] != 0 {
                v[i] += M::DIAG[i] as u128 * s[i] as u128;
            }
        }
        let mut out = [0u64; WIDTH];
        for (o, x) in out.iter_mut().zip(v) {
            *o = reduce128_lazy(x);
        }
        out
    }

    /// The S-box layer: `(x + c)⁷` of every cell.
    #[inline(always)]
    fn sbox_layer(s: &mut [u64; WIDTH], rc: &[F; WIDTH]) {
        for (x, c) in s.iter_mut().zip(rc) {
            *x = sbox7(add_constant(*x, c));
        }
    }
}

/// `Σ a_i·b_i` for canonical a and any words b, with one reduction of a
/// 192-bit sum: lo + k·2¹²⁸ ≡ lo − k·2³² (2⁹⁶ ≡ −1). `b[0]` is replaced by
/// `b0`, whose term is added last.
#[inline(always)]
pub(crate) fn dot(a: &[F; WIDTH], b: &[u64; WIDTH], b0: u64) -> u64 {
    let mut lo = 0u128;
    let mut k = 0u64;
    for i in (1..WIDTH).chain([0]) {
        let y = if i == 0 { b0 } else { b[i] };
        let (s, c) = lo.overflowing_add(a[i].value() as u128 * y as u128);
        lo = s;
        k += c as u64;
    }
    reduce192_lazy(lo, k)
}

/// `v + c·x` for a canonical c, reduced once (below 2¹²⁸ before reduction).
#[inline(always)]
fn mul_add(v: u64, c: &F, x: u64) -> u64 {
    reduce128_lazy(v as u128 + c.value() as u128 * x as u128)
}

impl<M: SmallMds12> PoseidonGoldilocks12<'_, M> {
    /// The kernel compiled for AVX2 and BMI2 (the compiler vectorises the
    /// matrix sums and uses `mulx`).
    ///
    /// # Safety
    /// The CPU must have AVX2 and BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi2")]
    pub unsafe fn permute_avx2(&self, state: &mut [F; WIDTH]) {
        self.kernel::<false, false>(state);
    }

    /// The kernel with its full rounds' S-boxes on AVX-512 lanes (public so
    /// tests compare it with the portable build).
    ///
    /// # Safety
    /// The CPU must have AVX-512F, AVX-512VL, AVX2 and BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vl,avx2,bmi2")]
    pub unsafe fn permute_avx512(&self, state: &mut [F; WIDTH]) {
        self.kernel::<true, false>(state);
    }

    /// [`Self::permute_avx512`] with the pre-sparse matrix product on IFMA
    /// lanes ([`super::ifma`]; public so tests compare
    /// it with the other builds).
    ///
    /// # Safety
    /// The CPU must have AVX-512F, AVX-512VL, AVX-512IFMA, AVX2 and BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vl,avx512ifma,avx2,bmi2")]
    pub unsafe fn permute_avx512_ifma(&self, state: &mut [F; WIDTH]) {
        self.kernel::<true, true>(state);
    }

    /// The kernel built for the baseline target (what CPUs without AVX2 run;
    /// public so tests check it on every CPU).
    pub fn permute_portable(&self, state: &mut [F; WIDTH]) {
        self.kernel::<false, false>(state);
    }

    /// The partial rounds in the sparse form.
    #[inline(always)]
    fn partial_rounds<const AVX512: bool>(&self, s: &mut [u64; WIDTH]) {
        let sp = self.engine.sparse_constants();
        let (consts, rows, cols) = (sp.partial_round_constants, sp.sparse_rows, sp.sparse_cols);
        #[cfg(target_arch = "x86_64")]
        if AVX512 {
            // SAFETY: `AVX512` is only set by `permute_avx512` and
            // `permute_avx512_ifma`, whose callers checked the CPU.
            return unsafe { avx512::partial_rounds(s, consts, rows, cols, &self.kappa) };
        }
        for ((c, row), col) in consts.iter().zip(rows).zip(cols) {
            let x0 = sbox7(add_constant(s[0], c));
            s[0] = dot(row, s, x0);
            for i in 1..WIDTH {
                s[i] = mul_add(s[i], &col[i], x0);
            }
        }
    }

    /// Full rounds with the constants of `rcs`, each ending with the matrix
    /// except the last when `last_matrix` is false.
    #[inline(always)]
    fn full_rounds<const AVX512: bool>(
        s: &mut [u64; WIDTH],
        rcs: &[[F; WIDTH]],
        last_matrix: bool,
    ) {
        #[cfg(target_arch = "x86_64")]
        if AVX512 {
            // SAFETY: as in `partial_rounds`.
            return unsafe { avx512::full_rounds(s, rcs, &M::COLUMNS, last_matrix) };
        }
        for (r, rc) in rcs.iter().enumerate() {
            Self::sbox_layer(s, rc);
            if r + 1 < rcs.len() || last_matrix {
                *s = Self::mds(s);
            }
        }
    }

    /// The permutation; `AVX512` and `IFMA` only where the caller checked
    /// the CPU.
    #[inline(always)]
    fn kernel<const AVX512: bool, const IFMA: bool>(&self, state: &mut [F; WIDTH]) {
        let sp = self.engine.sparse_constants();
        let half = self.engine.rounds_full() / 2;
        let (first, second) = sp.full_round_constants.split_at(half);
        let mut s: [u64; WIDTH] = state.map(|x| x.value());
        // The last first-half round multiplies by the dense pre-sparse matrix.
        Self::full_rounds::<AVX512>(&mut s, first, false);
        #[cfg(target_arch = "x86_64")]
        if IFMA {
            // SAFETY: `IFMA` is only set by `permute_avx512_ifma`, whose
            // callers checked the CPU.
            unsafe { ifma::dense_product(&mut s, &self.pre_sparse) };
        }
        if !IFMA {
            s = core::array::from_fn(|r| dot(&sp.pre_sparse[r], &s, s[0]));
        }
        self.partial_rounds::<AVX512>(&mut s);
        Self::full_rounds::<AVX512>(&mut s, second, true);
        *state = s.map(F::from_u64_reduced);
    }
}
