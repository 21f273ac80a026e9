//! HorizenLabs' Poseidon2 over BN254 with t = 3 (zkhash's and
//! OpenZeppelin's instance) for many states at once on AVX-512 IFMA lanes:
//! eight states per group of [`ifma::Lanes`] on `zmm` ([`Vector`]; one
//! state per lane, five 52-bit limbs a cell, R = 2²⁶⁰), [`GROUPS`] groups side by side so that
//! one group's products fill the others' waits (a lane product is about
//! 75 cycles deep and issues in about 50). The single-state kernel
//! ([`super::bn254`]) stays the specification the tests compare with.
//!
//! The rounds are the single-state kernel's: in the internal rounds the
//! next S-box input is 2y + (s₁ + s₂ + c), and the new cells 1 and 2 are
//! y + (2s₁ + s₂) and y + (s₁ + 3s₂), so only the S-box waits on y. Values
//! stay lazy (below a few multiples of p) and are brought back by
//! [`shrink`] (a quotient estimate from the top bits and one
//! multiply-subtract: about 30 instructions against about 150 for a lane
//! product).
//!
//! Bounds, in multiples of p (p/2²⁶⁰ < 0.01182: a lane product of values
//! below A·p and B·p is below (0.01182·A·B + 1)·p; everything stays below
//! 2²⁶⁰ ≈ 84.6p): constants enter as 16·c (below 16p); [`shrink`] returns
//! values below 2.33p. Full rounds: cells below 16p, S-box input below 32p,
//! x² below 13.2p, x⁴ below 3.1p, y = x⁴·x below 2.2p, M_E's outputs below
//! 8.8p. Internal rounds: s₁, s₂ below 2.33p, b = s₁ + s₂ below 4.7p,
//! 2s₁ + s₂ below 7p, s₁ + 3s₂ below 9.4p, the S-box input below 25p (the
//! first one, s₀ + c, below 32p), y below 2.2p; the new cells 1 and 2 below
//! 11.6p before [`shrink`].

use super::bn254::Constants;
use crate::field::bn254::ifma::{pow5 as sbox, shrink};
use crate::field::bn254::lazy::{MODULUS52, P};
use crate::field::ifma52::{self as ifma, add_normalized as add, column, set_column, Vec64};
use crate::field::monty::x86_adx_lazy as lazy;
use crate::field::Bn254Fr as F;

/// The vector the kernel runs on: `zmm`, eight states a group (512-bit
/// IFMA issues on two ports on the Intel Xeon measured).
pub type Vector = core::arch::x86_64::__m512i;

/// Lanes of [`Vector`].
type Lanes = ifma::Lanes<Vector>;

/// States per group (the lanes of a [`Vector`]).
pub const LANES: usize = <Vector as Vec64>::LANES;

/// Groups run side by side: on `zmm` 1,089 / 1,029 / 1,121 ns per
/// permutation for two to four groups (on `ymm` 1,390 / 1,298 / 1,183 /
/// 1,345 for one to four; `batch` bench, Intel Xeon model 167, one core).
pub const GROUPS: usize = 3;

/// States per block of [`GROUPS`] groups.
pub const BLOCK: usize = LANES * GROUPS;

/// `2a + b`, normalized (values below 2²⁶⁰).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn add_double(a: &Lanes, b: &Lanes) -> Lanes {
    // SAFETY: the target features are enabled here.
    unsafe { ifma::normalize(&ifma::add(&ifma::add(a, a), b)) }
}

/// Full rounds on cells below 16p: constants, S-boxes, M_E = J + I; the
/// cells leave below 16p (module docs).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn full_rounds<const G: usize>(s: &mut [[Lanes; 3]; G], rcs: &[[F; 3]]) {
    for rc in rcs {
        let c = [
            ifma::splat_words(&rc[0].to_montgomery()),
            ifma::splat_words(&rc[1].to_montgomery()),
            ifma::splat_words(&rc[2].to_montgomery()),
        ];
        for (i, c) in c.iter().enumerate() {
            let mut x = column(s, i);
            for v in x.iter_mut() {
                *v = add(v, c);
            }
            set_column(s, i, &sbox(&x));
        }
        for cells in s.iter_mut() {
            external(cells);
        }
    }
}

/// M_E = J + I: `s_i + Σs`, normalized.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn external(s: &mut [Lanes; 3]) {
    // SAFETY: the target features are enabled here.
    let sum = unsafe { ifma::add(&ifma::add(&s[0], &s[1]), &s[2]) };
    for cell in s.iter_mut() {
        *cell = add(cell, &sum);
    }
}

/// The permutation of `G` groups of four states.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn permute_groups<const G: usize>(c: &Constants<'_>, s: &mut [[Lanes; 3]; G]) {
    for cells in s.iter_mut() {
        for cell in cells.iter_mut() {
            *cell = shrink(cell);
        }
        external(cells);
    }
    full_rounds(s, c.initial);
    if let Some((first, rest)) = c.internal.split_first() {
        let c0 = ifma::splat_words(&first.to_montgomery());
        let mut x = [c0; G];
        let mut s1 = [c0; G];
        let mut s2 = [c0; G];
        for g in 0..G {
            x[g] = add(&s[g][0], &c0);
            s1[g] = shrink(&s[g][1]);
            s2[g] = shrink(&s[g][2]);
        }
        let mut next = rest.iter();
        loop {
            // The parts of the new cells without this round's S-box output.
            let mut b = x;
            let mut t1 = x;
            let mut t2 = x;
            for g in 0..G {
                b[g] = add(&s1[g], &s2[g]);
                t1[g] = add(&s1[g], &b[g]);
                t2[g] = add_double(&s2[g], &b[g]);
            }
            let k = next.next();
            let y = sbox(&x);
            for g in 0..G {
                s1[g] = shrink(&add(&y[g], &t1[g]));
                s2[g] = shrink(&add(&y[g], &t2[g]));
            }
            match k {
                Some(k) => {
                    let k = ifma::splat_words(&k.to_montgomery());
                    for g in 0..G {
                        x[g] = add_double(&y[g], &add(&b[g], &k));
                    }
                }
                None => {
                    for g in 0..G {
                        s[g] = [add_double(&y[g], &b[g]), s1[g], s2[g]];
                    }
                    break;
                }
            }
        }
    }
    full_rounds(s, c.terminal);
}

/// Whole blocks of [`BLOCK`] states; returns how many it permuted (the
/// caller runs the shorter tail).
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]).
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
pub(crate) unsafe fn permute_many(c: &Constants<'_>, states: &mut [[F; 3]]) -> usize {
    let done = states.len() - states.len() % BLOCK;
    for block in states[..done].chunks_exact_mut(BLOCK) {
        // SAFETY: (both calls) AVX2 is implied by the target features; the
        // block holds 4·GROUPS states.
        let mut s: [[Lanes; 3]; GROUPS] = unsafe { ifma::load_groups(block, F::to_montgomery) };
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
