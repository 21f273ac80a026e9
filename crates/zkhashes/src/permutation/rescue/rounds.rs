//! Rescue permutations over Goldilocks, width 12, 7 rounds: Miden's RPO and
//! RPX, winterfell's Rp64_256.
//!
//! Shared parts: the S-box x⁷, its inverse x^(1/7) (exponent
//! 10540996611094048183, by an addition chain of 71 multiplications run on
//! all 12 cells at once), and the circulant MDS matrix
//! `circ(`[`MDS_ROW`]`)`, `new_i = Σ_j row[(j − i) mod 12] · s_j`.
//!
//! - RPO round: MDS, + ark1, x⁷, MDS, + ark2, x^(1/7).
//! - Rp64_256 round: x⁷, MDS, + ark1, x^(1/7), MDS, + ark2.
//! - RPX: FB E FB E FB E M, where FB is an RPO round, E adds ark1 and raises
//!   each of the four elements of the cubic extension (cells 3k..3k+3) to
//!   the 7th power, and M is MDS, + ark1. The constants are RPO's.
//!
//! The MDS entries are below 2⁵, so the matrix runs on the 32-bit halves of
//! the cells as an integer convolution split along x¹² − 1 = (x³ − 1)(x³ + 1)
//! (x⁶ + 1) ([`crate::permutation::circulant12`]: its pieces have power-of-two
//! coefficients, the RPO paper's fast MDS), and the two halves are
//! recombined into one 128-bit value and reduced once.

use crate::constants::rescue_goldilocks::{RP64_256_ARK1, RP64_256_ARK2, RPO_ARK1, RPO_ARK2};
use crate::field::goldilocks::ext3::Ext3;
use crate::field::goldilocks::mask_epsilon;
use crate::field::goldilocks::words::mul as mul_word;
use crate::field::{Field, Goldilocks as F};
use crate::permutation::circulant12::Circulant12;

/// State width.
pub const WIDTH: usize = 12;
/// Rounds.
pub const ROUNDS: usize = 7;
/// First row of the circulant MDS matrix.
pub const MDS_ROW: [u64; WIDTH] = [7, 23, 8, 26, 13, 10, 9, 7, 6, 22, 21, 8];

/// A state of the Rescue permutations.
pub type State = [F; WIDTH];

/// The MDS matrix in split form (see [`crate::permutation::circulant12`]).
const MDS: Circulant12 = Circulant12::new(&MDS_ROW);

/// The MDS matrix on 32-bit halves (see the module docs).
#[inline(always)]
pub fn mds(state: &mut State) {
    let words: [u64; WIDTH] = core::array::from_fn(|j| state[j].value());
    let out = MDS.apply_words(&words);
    for (s, v) in state.iter_mut().zip(out) {
        *s = F::reduce128(v);
    }
}

/// A table of round constants as field elements (compile time; a value
/// ≥ p fails the build).
const fn rows(t: &[[u64; WIDTH]; ROUNDS]) -> [[F; WIDTH]; ROUNDS] {
    let mut out = [[F::ZERO; WIDTH]; ROUNDS];
    let mut r = 0;
    while r < ROUNDS {
        let mut i = 0;
        while i < WIDTH {
            out[r][i] = F::from_canonical(t[r][i]);
            i += 1;
        }
        r += 1;
    }
    out
}

pub(crate) static RPO1: [[F; WIDTH]; ROUNDS] = rows(&RPO_ARK1);
pub(crate) static RPO2: [[F; WIDTH]; ROUNDS] = rows(&RPO_ARK2);
pub(crate) static RP1: [[F; WIDTH]; ROUNDS] = rows(&RP64_256_ARK1);
pub(crate) static RP2: [[F; WIDTH]; ROUNDS] = rows(&RP64_256_ARK2);

/// Adds the round constants `ark` to the cells.
#[inline(always)]
pub fn add_constants(state: &mut State, ark: &[F; WIDTH]) {
    for (s, &c) in state.iter_mut().zip(ark) {
        *s += c;
    }
}

/// x⁷ on every cell: x², x³, x⁶, x⁷ (lazily reduced words; each cell
/// canonicalised once, at the end).
#[inline(always)]
pub fn sbox(state: &mut State) {
    for s in state.iter_mut() {
        let x = s.value();
        let x3 = mul_word(mul_word(x, x), x);
        *s = F::from_u64_reduced(mul_word(mul_word(x3, x3), x));
    }
}

/// Montgomery reduction for p (R = 2⁶⁴): a word congruent to x·2⁻⁶⁴ mod p,
/// below 2⁶⁴ but not necessarily below p, for any 128-bit x. With
/// p⁻¹ ≡ 1 + 2³² (mod 2⁶⁴), m = lo·p⁻¹ = lo + (lo << 32) mod 2⁶⁴; the
/// quotient ⌊m·p / 2⁶⁴⌋ is m − (m >> 32) − carry; one borrow fix-up.
#[inline(always)]
fn mont_red(x: u128) -> u64 {
    let lo = x as u64;
    let hi = (x >> 64) as u64;
    let (m, carry) = lo.overflowing_add(lo << 32);
    let q = m.wrapping_sub(m >> 32).wrapping_sub(carry as u64);
    let (r, borrow) = hi.overflowing_sub(q);
    // On borrow, add p ≡ subtract ε modulo 2⁶⁴.
    r.wrapping_sub(mask_epsilon(borrow))
}

/// `a · b · 2⁻⁶⁴` (Montgomery product) on lazy words.
#[inline(always)]
fn mont_mul(a: u64, b: u64) -> u64 {
    mont_red(a as u128 * b as u128)
}

/// R² mod p, to enter the Montgomery domain.
pub(crate) const R2: u64 = 0xffff_fffe_0000_0001;

/// `base^(2^k) · tail`, cell by cell, in the Montgomery domain.
#[inline(always)]
fn square_times<const K: usize>(base: &[u64; WIDTH], tail: &[u64; WIDTH]) -> [u64; WIDTH] {
    let mut r = *base;
    for _ in 0..K {
        for x in r.iter_mut() {
            *x = mont_mul(*x, *x);
        }
    }
    for (x, t) in r.iter_mut().zip(tail) {
        *x = mont_mul(*x, *t);
    }
    r
}

/// The chain of [`inv_sbox`](super::inv_sbox) after x³, x⁴ and x⁷: y = x⁴^(2³⁰)·x³, the
/// runs y₂, y₄, y₈, y₁₀ of octal ones, then y₁₀^(2⁴)·x⁷. `$square_times`
/// is the caller's `base^(2^K) · tail` on its representation (the portable
/// and the AVX2 versions share these steps).
macro_rules! seventh_root_tail {
    ($square_times:ident, $x3:expr, $x4:expr, $x7:expr) => {{
        let y = $square_times::<30>(&$x4, &$x3); // x^(2³² + 3)
        let y2 = $square_times::<3>(&y, &y);
        let y4 = $square_times::<6>(&y2, &y2);
        let y8 = $square_times::<12>(&y4, &y4);
        let y10 = $square_times::<6>(&y8, &y2); // y^(1 + 8 + … + 8⁹)
        $square_times::<4>(&y10, &$x7)
    }};
}
#[cfg(target_arch = "x86_64")]
pub(crate) use seventh_root_tail;

/// [`inv_sbox`](super::inv_sbox) without SIMD (the specification of the AVX-512 and AVX2
/// versions; run on every CPU by the tests).
#[inline(always)]
pub fn inv_sbox_portable(state: &mut State) {
    let mut x3 = [0u64; WIDTH];
    let mut x4 = [0u64; WIDTH];
    let mut x7 = [0u64; WIDTH];
    for i in 0..WIDTH {
        let x = mont_mul(state[i].value(), R2);
        let x2 = mont_mul(x, x);
        x3[i] = mont_mul(x2, x);
        x4[i] = mont_mul(x2, x2);
        x7[i] = mont_mul(x4[i], x3[i]);
    }
    let r = seventh_root_tail!(square_times, x3, x4, x7);
    for (s, r) in state.iter_mut().zip(r) {
        *s = F::from_u64_reduced(mont_red(r as u128));
    }
}

/// RPX's (E) round: + ark1, then x⁷ in the cubic extension on cells 3k..3k+3.
#[inline(always)]
pub(crate) fn ext_round(state: &mut State, r: usize) {
    add_constants(state, &RPO1[r]);
    for k in 0..WIDTH / 3 {
        let e = Ext3([state[3 * k], state[3 * k + 1], state[3 * k + 2]]).pow7();
        state[3 * k..3 * k + 3].copy_from_slice(&e.0);
    }
}

/// The two S-box layers of a Rescue round, which CPU-specific kernels
/// replace ([`super::dispatch`] picks them for the CPU); [`Portable`] is
/// the scalar code, the specification.
pub trait SboxLayers {
    /// Adds `ark`, then raises every cell to the 7th power.
    fn add_sbox(state: &mut State, ark: &[F; WIDTH]);
    /// x^(1/7) on every cell.
    fn inv_sbox(state: &mut State);
}

/// The portable S-box layers ([`add_constants`] and [`sbox`],
/// [`inv_sbox_portable`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Portable;

impl SboxLayers for Portable {
    #[inline(always)]
    fn add_sbox(state: &mut State, ark: &[F; WIDTH]) {
        add_constants(state, ark);
        sbox(state);
    }

    #[inline(always)]
    fn inv_sbox(state: &mut State) {
        inv_sbox_portable(state);
    }
}

/// An RPO round, RPX's (FB) round.
#[inline(always)]
fn fb_round<L: SboxLayers>(state: &mut State, r: usize) {
    mds(state);
    L::add_sbox(state, &RPO1[r]);
    mds(state);
    add_constants(state, &RPO2[r]);
    L::inv_sbox(state);
}

/// The RPO permutation with the S-box layers of `L`.
#[inline(always)]
pub fn rpo<L: SboxLayers>(state: &mut State) {
    for r in 0..ROUNDS {
        fb_round::<L>(state, r);
    }
}

/// The RPX permutation with the S-box layers of `L`: FB E FB E FB E M.
#[inline(always)]
pub fn rpx<L: SboxLayers>(state: &mut State) {
    for r in (0..ROUNDS - 1).step_by(2) {
        fb_round::<L>(state, r);
        ext_round(state, r + 1);
    }
    mds(state);
    add_constants(state, &RPO1[ROUNDS - 1]);
}

/// winterfell's Rp64_256 permutation with the S-box layers of `L`.
#[inline(always)]
pub fn rp64_256<L: SboxLayers>(state: &mut State) {
    // Each round's closing constants are added with the next round's x⁷.
    sbox(state);
    for r in 0..ROUNDS {
        mds(state);
        add_constants(state, &RP1[r]);
        L::inv_sbox(state);
        mds(state);
        if r + 1 < ROUNDS {
            L::add_sbox(state, &RP2[r]);
        } else {
            add_constants(state, &RP2[r]);
        }
    }
}

/// Field multiplications per permutation (S-boxes by their chains, the
/// cubic-extension products as 9 and squares as 6 base products; the MDS
/// costs none: its entries are small).
pub const fn mul_count(rpx: bool) -> usize {
    let sbox = 4 * WIDTH;
    let inv = 71 * WIDTH;
    if rpx {
        // Three FB rounds and three E rounds (per element: 2 squares, 2 products).
        3 * (sbox + inv) + 3 * 4 * (2 * 6 + 2 * 9)
    } else {
        ROUNDS * (sbox + inv)
    }
}
