//! Poseidon over BN254 with x⁵ (circom's instances, any width with the
//! recurrence form) for many states at once on AVX-512 IFMA lanes: eight
//! states per group of [`ifma::Lanes`] on `zmm` ([`Vector`]; one state per
//! lane, five 52-bit limbs a cell, R = 2²⁶⁰), [`GROUPS`] groups side by side so that one
//! group's products fill the others' waits. The single-state permutation
//! stays the specification the tests compare with.
//!
//! The rounds are the engine's recurrence form
//! ([`crate::permutation::poseidon::engine`]): full rounds with the dense
//! matrix as one dot product per cell (one reduction for t products), and
//! each partial round as the S-box of the newest input plus one dot product
//! of 2t − 2 products with the round constant folded into the reduction.
//! The constants are turned into their lane form once per call
//! ([`LaneTable`], [`bn254::ifma::lane_constants`]).
//!
//! Bounds, in multiples of p (p/2²⁶⁰ < 0.01182: a lane product of values
//! below A·p and B·p is below (0.01182·A·B + 1)·p; everything stays below
//! 2²⁶⁰ ≈ 84.6p; the figures are for t ≤ 6 and hold with margin to t = 8):
//! constants below 2.33p; cells enter as 16·s (below 16p). Full rounds:
//! S-box inputs below 19p, x² below 5p, x⁴ below 1.3p, x⁵ below 1.3p, the
//! matrix's outputs below (0.01182·2.33·1.3·t + 1)p < 1.3p. Start of the
//! recurrence: dot products of at most 2t terms on values below 1.3p,
//! below 3.8p. Recurrence rounds: the window's u's below U and x's below
//! 1.1p give a dot product below (0.01182·2.33·(t − 1)·(U + 1.1) + 1)p
//! plus the constant (2.33p), and the new u adds x⁵ (below 1.1p): U = 5.4
//! holds it. End: dot products below 5p; then full rounds as above. Stored
//! values are below 1.3p: one subtraction after the conversion.
//!
//! [`bn254::ifma::lane_constants`]: crate::field::bn254::ifma::lane_constants

use crate::field::bn254::ifma::{lane_constants, pow5};
use crate::field::bn254::lazy::{MODULUS52, P};
use crate::field::ifma52::{
    self as ifma, add_normalized as add, column, set_column, splat_limbs as splat, Vec64,
};
use crate::field::monty::x86_adx_lazy as lazy;
use crate::field::Bn254Fr as F;
use crate::permutation::poseidon::engine::Poseidon;
use alloc::vec::Vec;

/// The vector the kernel runs on: `zmm`, eight states a group (512-bit
/// IFMA issues on two ports on the Intel Xeon measured).
pub type Vector = core::arch::x86_64::__m512i;

/// Lanes of [`Vector`].
type Lanes = ifma::Lanes<Vector>;

/// Groups of states side by side.
type Groups<const T: usize, const G: usize> = [[Lanes; T]; G];

/// States per group (the lanes of a [`Vector`]).
pub const LANES: usize = <Vector as Vec64>::LANES;

/// Groups run side by side: t = 3 on `zmm`, 1,955 / 2,074 / 2,154 ns per
/// permutation for one to three groups (on `ymm` 3,020 / 2,809 / 2,941 /
/// 2,968 for one to four; `batch` bench, Intel Xeon model 167, one core,
/// native build).
pub const GROUPS: usize = 1;

/// States per block of [`GROUPS`] groups.
pub const BLOCK: usize = LANES * GROUPS;

/// One constant in lane form (52-bit limbs).
type Limbs = [u64; 5];

/// An instance's constants in lane form, each table flat (rows of `T`).
pub(crate) struct LaneTable<const T: usize> {
    /// The dense matrix, row by row.
    mds: Vec<Limbs>,
    /// Round constants of the first-half full rounds, then of the
    /// second-half rounds after the first (whose constants are in
    /// `end_const`).
    rc: Vec<Limbs>,
    /// Rounds in the first half (R_F / 2).
    half: usize,
    start_y: Vec<Limbs>,
    start_x: Vec<Limbs>,
    start_const: Vec<Limbs>,
    rec_u: Vec<Limbs>,
    rec_x: Vec<Limbs>,
    rec_const: Vec<Limbs>,
    end_u: Vec<Limbs>,
    end_x: Vec<Limbs>,
    end_const: Vec<Limbs>,
}

impl<const T: usize> LaneTable<T> {
    /// The lane form of `p`'s constants, or `None` where the kernel does
    /// not apply (no recurrence form, α ≠ 5).
    ///
    /// # Safety
    /// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]).
    pub(crate) unsafe fn new(p: &Poseidon<'_, F, T>) -> Option<Self> {
        let rec = p.recurrence_constants()?;
        if p.alpha() != 5 || T < 2 {
            return None;
        }
        let half = p.rounds_full() / 2;
        let rcs = p.plain_constants().round_constants;
        let mut rc = rcs[..half].as_flattened().to_vec();
        rc.extend_from_slice(rcs[half + p.rounds_partial() + 1..].as_flattened());
        // SAFETY: (each call) the caller guarantees the CPU features.
        let lanes = |v: &[F]| unsafe { lane_constants(v) };
        Some(Self {
            mds: lanes(p.plain_constants().mds.as_flattened()),
            rc: lanes(&rc),
            half,
            start_y: lanes(rec.start_y.as_flattened()),
            start_x: lanes(rec.start_x.as_flattened()),
            start_const: lanes(rec.start_const),
            rec_u: lanes(rec.rec_u.as_flattened()),
            rec_x: lanes(rec.rec_x.as_flattened()),
            rec_const: lanes(rec.rec_const),
            end_u: lanes(rec.end_u.as_flattened()),
            end_x: lanes(rec.end_x.as_flattened()),
            end_const: lanes(rec.end_const),
        })
    }
}

/// Row `r` (of `T` entries) of a flat table.
#[inline(always)]
fn row<const T: usize>(table: &[Limbs], r: usize) -> &[Limbs] {
    &table[r * T..(r + 1) * T]
}

/// `Σ c·v + d` over the parts (one reduction).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn dot(parts: &[(&[Limbs], &[Lanes])], d: &Limbs) -> Lanes {
    // SAFETY: the target features are enabled here; at most 2t ≤ 12 pairs
    // for the widths this runs (`permute_many` checks).
    unsafe { ifma::dot_splat(parts, d, &MODULUS52) }
}

/// The S-box of every cell after adding `rc` (if any), then the matrix
/// (if `mds`).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn full_round<const T: usize, const G: usize>(
    s: &mut Groups<T, G>,
    rc: Option<&[Limbs]>,
    mds: Option<&[Limbs]>,
) {
    for i in 0..T {
        let mut x = column(s, i);
        if let Some(rc) = rc {
            let c = splat(&rc[i]);
            for v in x.iter_mut() {
                *v = add(v, &c);
            }
        }
        set_column(s, i, &pow5(&x));
    }
    if let Some(mds) = mds {
        let zero = [0u64; 5];
        for cells in s.iter_mut() {
            let y = *cells;
            for (i, cell) in cells.iter_mut().enumerate() {
                *cell = dot(&[(row::<T>(mds, i), &y)], &zero);
            }
        }
    }
}

/// The permutation of `G` groups of four states.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn permute_groups<const T: usize, const G: usize>(c: &LaneTable<T>, s: &mut Groups<T, G>) {
    let half = c.half;
    for r in 0..half - 1 {
        full_round(s, Some(row::<T>(&c.rc, r)), Some(&c.mds));
    }
    // The last first-half round: its matrix is folded into `start_y`.
    full_round::<T, G>(s, Some(row::<T>(&c.rc, half - 1)), None);
    // Windows (as the engine's): `uw[g][..T - 1]` = u_{n−t..n−2},
    // `uw[g][T − 1]` = u_{n−1} (the next S-box input), `x[g]` =
    // x_{n−t−1..n−2}.
    let zero = s[0][0];
    let mut uw = [[zero; T]; G];
    let mut x = [[zero; T]; G];
    for j in 0..=T {
        let mut u = [zero; G];
        for g in 0..G {
            let parts = [
                (row::<T>(&c.start_y, j), &s[g][..]),
                (&row::<T>(&c.start_x, j)[..j], &x[g][..j]),
            ];
            u[g] = dot(&parts, &c.start_const[j]);
        }
        if j < T {
            let y = pow5(&u);
            for g in 0..G {
                x[g][j] = y[g];
            }
        }
        for g in 0..G {
            if j >= 1 {
                uw[g][j - 1] = u[g];
            }
        }
    }
    for (r, k) in c.rec_const.iter().enumerate() {
        let mut older = [zero; G];
        for g in 0..G {
            let parts = [
                (&row::<T>(&c.rec_u, r)[..T - 1], &uw[g][1..]),
                (&row::<T>(&c.rec_x, r)[..T - 1], &x[g][1..]),
            ];
            older[g] = dot(&parts, k);
        }
        let cur: [Lanes; G] = column(&uw, T - 1);
        let y = pow5(&cur);
        for g in 0..G {
            uw[g].copy_within(1.., 0);
            uw[g][T - 1] = add(&older[g], &y[g]);
            x[g].copy_within(1.., 0);
            x[g][T - 1] = y[g];
        }
    }
    let y = pow5(&column(&uw, T - 1));
    for g in 0..G {
        x[g].copy_within(1.., 0);
        x[g][T - 1] = y[g];
        // u_{R−t+1..R−1} = uw[g][1..] (the engine's last shift).
        for (i, cell) in s[g].iter_mut().enumerate() {
            let parts = [
                (&row::<T>(&c.end_u, i)[..T - 1], &uw[g][1..]),
                (row::<T>(&c.end_x, i), &x[g][..]),
            ];
            *cell = dot(&parts, &c.end_const[i]);
        }
    }
    // The first second-half round: its constants are in `end_const`.
    full_round(s, None, Some(&c.mds));
    for r in half..2 * half - 1 {
        full_round(s, Some(row::<T>(&c.rc, r)), Some(&c.mds));
    }
}

/// Whole blocks of [`BLOCK`] states; returns how many it permuted (the
/// caller runs the shorter tail).
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]); `T`
/// must be at most 6 (the dot products' term count and the module docs'
/// bounds).
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) unsafe fn permute_many<const T: usize>(
    c: &LaneTable<T>,
    states: &mut [[F; T]],
) -> usize {
    assert!(T <= 6);
    let done = states.len() - states.len() % BLOCK;
    for block in states[..done].chunks_exact_mut(BLOCK) {
        // SAFETY: (both calls) AVX2 is implied by the target features; the
        // block holds 4·GROUPS states.
        let mut s: Groups<T, GROUPS> = unsafe { ifma::load_groups(block, F::to_montgomery) };
        permute_groups(c, &mut s);
        // SAFETY: as for the first call above (same features, same bounds).
        unsafe {
            ifma::store_groups(&s, block, |l| {
                F::from_montgomery(lazy::sub_if_ge(&ifma::from_limbs52(l, &MODULUS52), &P))
            })
        };
    }
    done
}
