//! Poseidon over Goldilocks for width-12 matrices "circulant + diagonal" with
//! small entries (plonky2's instance), as a kernel on `u64` words: the same
//! constants and results as the generic [`Poseidon`] engine, which stays the
//! specification it is tested against.
//!
//! - Full rounds: the matrix has entries below 2⁶, so each cell is split into
//!   32-bit halves and the circulant sums are plain 64-bit multiply-adds
//!   (below 2⁴¹; the compiler may vectorise them), recombined into one 96-bit
//!   value and reduced once per cell.
//! - Partial rounds: the sparse form derived by [`crate::constants::sparse`]
//!   (one dense "pre-sparse" matrix, then per round x₀' = Σ row·s with one
//!   reduction of a 192-bit sum, and s_i += col_i·x₀).
//! - Words are lazily reduced (below 2⁶⁴, not necessarily below p) until
//!   the end, as plonky2 does; x⁷ as x³·x⁴ (four products, three deep).

use super::poseidon::Poseidon;
use super::Permutation;
use crate::field::goldilocks::{mask_epsilon, reduce128_lazy};
use crate::field::{Field, Goldilocks as F};

/// Width.
pub const WIDTH: usize = 12;

/// A width-12 Goldilocks Poseidon instance with matrix
/// `circ(circ) + diag(diag)` (entries below 2⁶) and S-box x⁷.
#[derive(Clone, Debug)]
pub struct PoseidonGoldilocks12<'a> {
    engine: Poseidon<'a, F, WIDTH>,
    /// The matrix, entries below 2⁶.
    matrix: [[u64; WIDTH]; WIDTH],
}

impl<'a> PoseidonGoldilocks12<'a> {
    /// Wraps an engine whose matrix is `circ(circ) + diag(diag)`; `None` unless
    /// the engine's matrix is exactly that, its entries are below 2⁶ and its
    /// S-box is x⁷.
    pub fn new(
        engine: Poseidon<'a, F, WIDTH>,
        circ: [u64; WIDTH],
        diag: [u64; WIDTH],
    ) -> Option<Self> {
        let mds = engine.plain_constants().mds;
        let small = circ.iter().chain(&diag).all(|&c| c < 64);
        let same = (0..WIDTH).all(|r| {
            (0..WIDTH).all(|c| {
                let d = if r == c { diag[r] } else { 0 };
                mds[r][c] == F::from_u64(circ[(c + WIDTH - r) % WIDTH] + d)
            })
        });
        let matrix = core::array::from_fn(|r| {
            core::array::from_fn(|c| {
                circ[(c + WIDTH - r) % WIDTH] + if r == c { diag[r] } else { 0 }
            })
        });
        (small && same && engine.alpha() == 7).then_some(Self { engine, matrix })
    }

    /// The generic engine (the specification).
    pub fn engine(&self) -> &Poseidon<'a, F, WIDTH> {
        &self.engine
    }

    /// The circulant-plus-diagonal matrix on any words: the halves' sums stay
    /// below 2⁴¹, the recombined value below 2⁷⁴, reduced once (lazily).
    #[inline(always)]
    fn mds(&self, s: &[u64; WIDTH]) -> [u64; WIDTH] {
        let lo: [u64; WIDTH] = s.map(|x| x & 0xffff_ffff);
        let hi: [u64; WIDTH] = s.map(|x| x >> 32);
        let mut out = [0u64; WIDTH];
        for (o, row) in out.iter_mut().zip(&self.matrix) {
            let mut l = 0u64;
            let mut h = 0u64;
            for c in 0..WIDTH {
                l += row[c] * lo[c];
                h += row[c] * hi[c];
            }
            *o = reduce128_lazy(l as u128 + ((h as u128) << 32));
        }
        out
    }

    #[inline(always)]
    fn sbox_layer(s: &mut [u64; WIDTH], rc: &[F; WIDTH]) {
        for (x, c) in s.iter_mut().zip(rc) {
            *x = sbox7(add_constant(*x, c));
        }
    }
}

/// Words are lazily reduced: below 2⁶⁴, congruent to the value, not
/// necessarily below p.
#[inline(always)]
fn mul(a: u64, b: u64) -> u64 {
    reduce128_lazy(a as u128 * b as u128)
}

/// `x + c` for a word x and a canonical c: on carry, 2⁶⁴ ≡ ε, and the
/// wrapped sum is below p, so adding ε cannot carry again.
#[inline(always)]
fn add_constant(x: u64, c: &F) -> u64 {
    let (s, carry) = x.overflowing_add(c.value());
    s.wrapping_add(mask_epsilon(carry))
}

/// x⁷ = x³·x⁴.
#[inline(always)]
fn sbox7(x: u64) -> u64 {
    let x2 = mul(x, x);
    let x3 = mul(x2, x);
    let x4 = mul(x2, x2);
    mul(x3, x4)
}

/// `Σ a_i·b_i` for canonical a and any words b, with one reduction of a
/// 192-bit sum: lo + k·2¹²⁸ ≡ lo − k·2³² (2⁹⁶ ≡ −1).
#[inline(always)]
fn dot(a: &[F; WIDTH], b: &[u64; WIDTH]) -> u64 {
    let mut lo = 0u128;
    let mut k = 0u64;
    for (x, y) in a.iter().zip(b) {
        let (s, c) = lo.overflowing_add(x.value() as u128 * *y as u128);
        lo = s;
        k += c as u64;
    }
    let r = reduce128_lazy(lo);
    // r − k·2³² (k ≤ 12): on borrow add p, i.e. subtract ε; stays positive.
    let (d, borrow) = r.overflowing_sub(k << 32);
    d.wrapping_sub(mask_epsilon(borrow))
}

/// `v + c·x` for a canonical c, reduced once (below 2¹²⁸ before reduction).
#[inline(always)]
fn mul_add(v: u64, c: &F, x: u64) -> u64 {
    reduce128_lazy(v as u128 + c.value() as u128 * x as u128)
}

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(avx2_bmi2, "avx2", "bmi2");

impl Permutation<F, WIDTH> for PoseidonGoldilocks12<'_> {
    /// Runs the kernel compiled for AVX2 and BMI2 where the CPU has them
    /// (the compiler vectorises the matrix sums and uses `mulx`), else the
    /// portable build of the same code.
    fn permute_mut(&self, state: &mut [F; WIDTH]) {
        #[cfg(target_arch = "x86_64")]
        if avx2_bmi2::get() {
            // SAFETY: the CPU has AVX2 and BMI2 (checked just above).
            return unsafe { self.permute_avx2(state) };
        }
        self.permute_portable(state);
    }
}

impl PoseidonGoldilocks12<'_> {
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi2")]
    unsafe fn permute_avx2(&self, state: &mut [F; WIDTH]) {
        self.kernel(state);
    }

    /// The kernel built for the baseline target (what CPUs without AVX2 run;
    /// public so tests check it on every CPU).
    pub fn permute_portable(&self, state: &mut [F; WIDTH]) {
        self.kernel(state);
    }

    #[inline(always)]
    fn kernel(&self, state: &mut [F; WIDTH]) {
        let sp = self.engine.sparse_constants();
        let half = self.engine.rounds_full() / 2;
        let (first, second) = sp.full_round_constants.split_at(half);
        let mut s: [u64; WIDTH] = state.map(|x| x.value());
        for rc in &first[..half - 1] {
            Self::sbox_layer(&mut s, rc);
            s = self.mds(&s);
        }
        // The last first-half round multiplies by the dense pre-sparse matrix.
        Self::sbox_layer(&mut s, &first[half - 1]);
        let mut s: [u64; WIDTH] = core::array::from_fn(|r| dot(&sp.pre_sparse[r], &s));
        let partial = sp.partial_round_constants.iter().zip(sp.sparse_rows);
        for ((c, row), col) in partial.zip(sp.sparse_cols) {
            s[0] = sbox7(add_constant(s[0], c));
            let x0 = s[0];
            s[0] = dot(row, &s);
            for i in 1..WIDTH {
                s[i] = mul_add(s[i], &col[i], x0);
            }
        }
        for rc in second {
            Self::sbox_layer(&mut s, rc);
            s = self.mds(&s);
        }
        *state = s.map(F::from_u64_reduced);
    }
}
