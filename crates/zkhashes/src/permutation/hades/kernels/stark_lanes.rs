//! The StarkWare Hades instances (x³, `J + diag(k)`, widths 3, 4, 5, 9)
//! for many states at once on AVX-512 IFMA lanes: eight states per group
//! of [`ifma::Lanes`] on `zmm` ([`Vector`]; one state per lane, five 52-bit
//! limbs a cell, R = 2²⁶⁰), [`GROUPS`] groups side by side so that one group's products
//! fill the others' waits. The rounds are the engine's
//! ([`crate::permutation::hades::engine`], folded constants: a partial
//! round adds one constant to the last cell); the single-state kernel
//! stays the specification the tests compare with.
//!
//! Bounds, in multiples of p (p/2²⁶⁰ < 0.00196: a product of values below
//! A·p and B·p is below (0.00196·A·B + 1)·p; everything stays below
//! 2²⁶⁰ ≈ 510p). `M8 − y` for a negative diagonal entry needs y below 5p
//! ([`M8`]), so every cell the matrix takes without a cube (the partial
//! rounds' first T − 1) goes through [`shrink`] (below 2.001p) first, and
//! the cubes must stay below 5p. In the partial rounds the matrix leaves
//! those T − 1 cells unnormalized (limbs below 2⁵⁶; `shrink` normalizes)
//! and adds the next round's constant into the last cell before its one
//! normalization. Cells enter as 16·s (below 16p), constants as
//! 16·c (below 16p). Width 3: the matrix's outputs are below
//! 3·4p + 3·8p = 36p, S-box inputs below 52p, x² below 6.3p, cubes below
//! 1.7p. Widths 4 and 5: outputs below 32p and 44p, inputs below 60p,
//! cubes below 2p. Width 9 would creep towards 5p (outputs below
//! 9y + 5·8p), so there the S-box input goes through [`shrink`] too: cubes
//! below 1.01p, outputs below 58p.

use crate::field::ifma52::{self as ifma, add_normalized, column, set_column, Lanes, Vec64};
use crate::field::stark252::ifma::{mul, square, M8, MODULUS52};
use crate::field::stark252::lazy;
use crate::field::Stark252 as F;
use crate::permutation::hades::engine::Hades;
use crate::permutation::hades::stark_matrix::diag_of;

/// The vector the kernel runs on: `zmm`, eight states a group (on the
/// Intel Xeon measured, 512-bit IFMA issues on two ports: width 3,
/// 1,558 ns per permutation on `ymm` with six groups against 1,220 on
/// `zmm` with three, before the reduction's multiply-adds).
pub type Vector = core::arch::x86_64::__m512i;

/// Groups run side by side (the partial rounds are one dependent chain
/// per group): width 3, 1,259 / 1,220 / 1,233 ns per permutation for two to
/// four groups before the last changes, 1,103 / 1,083 for three and four
/// after (`batch` bench, Intel Xeon model 167).
pub const GROUPS: usize = 4;

/// States per block of [`GROUPS`] groups.
pub const BLOCK: usize = <Vector as Vec64>::LANES * GROUPS;

/// A value congruent to v, below 2.001p, normalized, for v below 2²⁶⁰
/// whose limbs are below 2⁵⁶ (normalized or not): with t = the top limb's
/// bits from 43 (⌊v / 2²⁵¹⌋, or one less when the lower limbs' excess
/// carries into it: they add below 2²¹⁴) and k = max(t − 1, 0), k·p ≤ v
/// and v − k·p < 2²⁵² + 2²¹⁴ < 2.001p. p's radix-2⁵² limbs are
/// (1, 0, 0, 17·2³⁶, 2⁴³), so k·p is three shifts; the signed limb
/// differences are normalized by arithmetic shifts.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn shrink<V: Vec64>(v: &Lanes<V>) -> Lanes<V> {
    // SAFETY: (the whole body) the target features are enabled here.
    unsafe {
        let one = V::splat(1);
        let t = V::srli::<43>(v.0[4]);
        let k = V::max(V::sub(t, one), V::zero());
        let k17 = V::add(V::slli::<4>(k), k);
        let mut r = v.0;
        r[0] = V::sub(r[0], k);
        r[3] = V::sub(r[3], V::slli::<36>(k17));
        r[4] = V::sub(r[4], V::slli::<43>(k));
        ifma::normalize_signed(&Lanes(r))
    }
}

/// `x³` on every group, x through [`shrink`] first at width 9 (`T > 5`;
/// module docs); x normalized.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn cube<const T: usize, const G: usize, V: Vec64>(x: &[Lanes<V>; G]) -> [Lanes<V>; G] {
    let mut x = *x;
    if T > 5 {
        for v in x.iter_mut() {
            *v = shrink(v);
        }
    }
    let mut x2 = x;
    for g in 0..G {
        x2[g] = square(&x[g]);
    }
    let mut y = x;
    for g in 0..G {
        y[g] = mul(&x2[g], &x[g]);
    }
    y
}

/// `(s + c)³` on every group.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn add_cube<const T: usize, const G: usize, V: Vec64>(
    s: &[Lanes<V>; G],
    c: &Lanes<V>,
) -> [Lanes<V>; G] {
    cube::<T, G, V>(&s.map(|v| add_normalized(&v, c)))
}

/// `(J + diag(k))·y` for cells below 2.001p (limbs below 2⁵⁶): the shared
/// sum plus `k·y` (`|k|·(8p − y)` for negative k), plus `next` (the next
/// partial round's constant, if any) in the last cell. The cells are
/// normalized, but for `PARTIAL` (the next round a partial one) the first
/// T − 1, which the next round takes through [`shrink`]; their limbs stay
/// below 2⁵⁶.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn mix<const T: usize, const PARTIAL: bool, V: Vec64>(
    y: &mut [Lanes<V>; T],
    next: Option<&Lanes<V>>,
) {
    let diag = const { diag_of::<T>() };
    // SAFETY: (the whole body) the target features are enabled here.
    unsafe {
        let mut sum = y[0];
        for cell in &y[1..] {
            sum = ifma::add(&sum, cell);
        }
        for (i, (cell, &k)) in y.iter_mut().zip(&diag).enumerate() {
            let mut out = sum;
            for ((o, &y), &m) in out.0.iter_mut().zip(&cell.0).zip(&M8) {
                let z = if k < 0 { V::sub(V::splat(m), y) } else { y };
                for _ in 0..k.unsigned_abs() {
                    *o = V::add(*o, z);
                }
            }
            if i + 1 < T {
                *cell = if PARTIAL { out } else { ifma::normalize(&out) };
            } else {
                if let Some(c) = next {
                    out = ifma::add(&out, c);
                }
                *cell = ifma::normalize(&out);
            }
        }
    }
}

/// A full round on every group.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn full_round<const T: usize, const G: usize, V: Vec64>(s: &mut [[Lanes<V>; T]; G], rc: &[F; T]) {
    for (i, c) in rc.iter().enumerate() {
        let y = add_cube::<T, G, V>(&column(s, i), &ifma::splat_words(&c.to_montgomery()));
        set_column(s, i, &y);
    }
    for cells in s.iter_mut() {
        mix::<T, false, V>(cells, None);
    }
}

/// The permutation of `G` groups of states.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn permute_groups<const T: usize, const G: usize, V: Vec64>(
    h: &Hades<'_, F, T>,
    s: &mut [[Lanes<V>; T]; G],
) {
    let (full, partial) = h.folded_constants();
    let half = h.rounds().0 / 2;
    let (first, second) = full.split_at(half);
    for rc in first {
        full_round(s, rc);
    }
    // Each partial round's constant enters the last cell with the previous
    // round's matrix (one normalization for both); the first one here.
    let splat = |c: &F| ifma::splat_words::<V>(&c.to_montgomery());
    if let Some(c) = partial.first() {
        let c = splat(c);
        for cells in s.iter_mut() {
            cells[T - 1] = add_normalized(&cells[T - 1], &c);
        }
    }
    for (r, next) in (1..=partial.len()).map(|r| (r, partial.get(r))) {
        let y = cube::<T, G, V>(&column(s, T - 1));
        let next = next.map(splat);
        let last = r == partial.len();
        for g in 0..G {
            for cell in &mut s[g][..T - 1] {
                *cell = shrink(cell);
            }
            s[g][T - 1] = y[g];
            // After the last partial round a full round follows: every cell
            // normalized.
            if last {
                mix::<T, false, V>(&mut s[g], None);
            } else {
                mix::<T, true, V>(&mut s[g], next.as_ref());
            }
        }
    }
    for rc in second {
        full_round(s, rc);
    }
}

/// Whole blocks of [`BLOCK`] states; returns how many it permuted (the
/// caller runs the shorter tail).
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]); `h`
/// must be a StarkWare instance of width `T` (x³, `J + diag(k)` with the
/// diagonal of [`diag_of`]).
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) unsafe fn permute_many<const T: usize>(
    h: &Hades<'_, F, T>,
    states: &mut [[F; T]],
) -> usize {
    let done = states.len() - states.len() % BLOCK;
    for block in states[..done].chunks_exact_mut(BLOCK) {
        // SAFETY: (both calls) the target features are enabled here; the
        // block holds LANES·GROUPS states.
        let mut s: [[Lanes<Vector>; T]; GROUPS] =
            unsafe { ifma::load_groups(block, F::to_montgomery) };
        permute_groups(h, &mut s);
        // The cells below 2p, then 2²⁵⁶-form below 1.2p, then canonical.
        for cells in s.iter_mut() {
            for cell in cells.iter_mut() {
                *cell = shrink(cell);
            }
        }
        // SAFETY: as for the first call above (same features, same bounds).
        unsafe {
            ifma::store_groups(&s, block, |l| {
                let m = ifma::from_limbs52(l, &MODULUS52);
                F::from_montgomery(lazy::canonical(&lazy::reduce(&m)))
            })
        };
    }
    done
}
