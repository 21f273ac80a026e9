//! Monolith (Grassi, Khovratovich, Lüftenegger, Rechberger, Schofnegger,
//! Walch, <https://eprint.iacr.org/2023/1025>) as Plonky3 computes it (crate
//! `p3-monolith` 0.8 / 0.9): [`Monolith31`] over Mersenne-31 (widths 16 and
//! 24) and [`Monolith64`] over Goldilocks (widths 8 and 12; byte limbs, or
//! 16-bit limbs as HorizenLabs' second variant).
//!
//! The permutation is Concrete, then five rounds of Bars → Bricks →
//! Concrete → round constants, then a last round without constants:
//! - **Bars** on the first 8 (Mersenne-31) or 4 (Goldilocks) cells: each
//!   limb of the canonical value through a χ-like S-box, `rotl1(y ⊕ (¬rotl1 y
//!   ∧ rotl2 y ∧ rotl3 y))` (Mersenne-31's top limb of 7 bits: `rotl1(y ⊕ (¬rotl1
//!   y ∧ rotl2 y))` on 7 bits). Here on whole words at once (SWAR), with no
//!   table (Plonky3 reads two 16-bit tables, 192 kB, for Mersenne-31);
//! - **Bricks**: `s_i += s_{i−1}²` with the old `s_{i−1}`;
//! - **Concrete**: a circulant matrix of small entries (Mersenne-31 width
//!   16, Goldilocks) as exact integer sums folded once per cell, or
//!   Mersenne-31 width 24's Cauchy matrix;
//! - round constants from SHAKE-128 ([`constants`]), added inside the
//!   Concrete sums before their one reduction.

pub mod constants;

use crate::field::goldilocks::reduce128_lazy;
use crate::field::mersenne31::scalar::reduce64 as reduce31;
use crate::field::{Goldilocks, Mersenne31};
use crate::permutation::Permutation;

/// Rounds with round constants (a last round follows without).
pub const ROUNDS_WITH_CONSTANTS: usize = 5;

/// Monolith-31 over Mersenne-31 of width `T` (16 or 24): a unit type, its
/// constants compiled in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Monolith31<const T: usize>;

/// Monolith-64 over Goldilocks of width `T` (8 or 12) with limbs of `L`
/// bits in its Bars (8, the paper's standard; or 16).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Monolith64<const T: usize, const L: u32 = 8>;

const P31: u64 = Mersenne31::P as u64;

/// Replicates byte `b` into every byte of a word.
const fn bytes32(b: u8) -> u32 {
    u32::from_ne_bytes([b; 4])
}

/// Mersenne-31's Bar: limbs 0..2 (bytes) through the 8-bit S-box, limb 3
/// (bits 24..30) through the 7-bit one, on the whole word at once.
#[inline(always)]
pub fn bar31(x: u32) -> u32 {
    // The 8-bit S-box on all four bytes: per-byte rotations by shifts and
    // masks of the bits that stay in their byte.
    let rotl = |v: u32, n: u32| {
        ((v << n) & bytes32(0xffu8 << n)) | ((v >> (8 - n)) & bytes32(0xffu8 >> (8 - n)))
    };
    let t = x ^ (!rotl(x, 1) & rotl(x, 2) & rotl(x, 3));
    let low = rotl(t, 1) & 0x00ff_ffff;
    // The top limb: 7 bits.
    let y = x >> 24;
    let r7 = |v: u32, n: u32| ((v << n) | (v >> (7 - n))) & 0x7f;
    let t7 = (y ^ (!r7(y, 1) & r7(y, 2))) & 0x7f;
    low | (r7(t7, 1) << 24)
}

/// Goldilocks's Bar on the canonical value: every `L`-bit limb through the
/// S-box (SWAR on the 64-bit word), the result taken mod p (Plonky3 reads
/// the word as a possibly non-canonical element).
#[inline(always)]
pub fn bar64<const L: u32>(x: u64) -> u64 {
    // Per-limb rotations by shifts and masks of the bits that stay in
    // their limb.
    let limb_mask = |m: u64| -> u64 {
        // `m` replicated in every L-bit limb.
        let mut out = 0u64;
        let mut i = 0;
        while i < 64 {
            out |= m << i;
            i += L;
        }
        out
    };
    let full = (1u64 << L) - 1;
    let rotl = |v: u64, n: u32| {
        ((v << n) & limb_mask((full << n) & full)) | ((v >> (L - n)) & limb_mask(full >> (L - n)))
    };
    let t = x ^ (!rotl(x, 1) & rotl(x, 2) & rotl(x, 3));
    let r = rotl(t, 1);
    Goldilocks::from_u64_reduced(r).value()
}

/// The columns of the circulant with first row `row`: `c[j][i] = row[(j −
/// i) mod T]`, the coefficient of input j in output i.
const fn columns<const T: usize>(row: &[u64; T]) -> [[u64; T]; T] {
    let mut c = [[0u64; T]; T];
    let mut j = 0;
    while j < T {
        let mut i = 0;
        while i < T {
            c[j][i] = row[(j + T - i) % T];
            i += 1;
        }
        j += 1;
    }
    c
}

/// Mersenne-31 width 16's Concrete: the circulant of small entries
/// ([`constants::CIRC_M31_16`], below 2¹⁶) as exact sums below 2⁵¹,
/// column by column (each input times a constant column: the outputs are
/// independent lanes, 32×32-bit vector products), with `add` (the round
/// constants, below 2³¹) folded in before one reduction.
#[inline(always)]
fn concrete31_16(s: &mut [u32; 16], add: &[u32; 16]) {
    const COLS: [[u64; 16]; 16] = columns(&constants::CIRC_M31_16);
    let mut acc = [0u64; 16];
    for (a, &c) in acc.iter_mut().zip(add) {
        *a = u64::from(c);
    }
    for (col, &x) in COLS.iter().zip(s.iter()) {
        let x = u64::from(x);
        for (a, &m) in acc.iter_mut().zip(col) {
            *a += m * x;
        }
    }
    for (o, &a) in s.iter_mut().zip(&acc) {
        *o = reduce31(a);
    }
}

/// Mersenne-31 width 24's Concrete: the dense Cauchy matrix
/// ([`constants::CAUCHY_M31_24`]) column by column; three products (each
/// below 2⁶²) stay below 2⁶⁴, so each group of three columns is folded once
/// into the sums.
#[inline(always)]
fn concrete31_24(s: &mut [u32; 24], add: &[u32; 24]) {
    const COLS: [[u64; 24]; 24] = {
        let mut c = [[0u64; 24]; 24];
        let mut j = 0;
        while j < 24 {
            let mut i = 0;
            while i < 24 {
                c[j][i] = constants::CAUCHY_M31_24[i][j] as u64;
                i += 1;
            }
            j += 1;
        }
        c
    };
    let mut acc = [0u64; 24];
    for (a, &c) in acc.iter_mut().zip(add) {
        *a = u64::from(c);
    }
    for (cols, xs) in COLS.chunks_exact(3).zip(s.chunks_exact(3)) {
        let (x0, x1, x2) = (u64::from(xs[0]), u64::from(xs[1]), u64::from(xs[2]));
        for i in 0..24 {
            let g = cols[0][i] * x0 + cols[1][i] * x1 + cols[2][i] * x2;
            acc[i] += (g & P31) + (g >> 31);
        }
    }
    for (o, &a) in s.iter_mut().zip(&acc) {
        *o = reduce31(a);
    }
}

/// Bars on cells 0..8 and Bricks, in place (canonical in and out).
#[inline(always)]
fn bars_bricks31<const T: usize>(s: &mut [u32; T]) {
    for v in s.iter_mut().take(8) {
        *v = bar31(*v);
    }
    let old = *s;
    for i in 1..T {
        let sq = u64::from(old[i - 1]) * u64::from(old[i - 1]);
        s[i] = reduce31(sq + u64::from(old[i]));
    }
}

/// The Concrete layer of a Monolith-31 width (16 or 24), adding `add`.
trait Concrete31<const T: usize> {
    fn concrete(s: &mut [u32; T], add: &[u32; T]);
    fn constants() -> &'static [[u32; T]; ROUNDS_WITH_CONSTANTS];
}

impl Concrete31<16> for Monolith31<16> {
    #[inline(always)]
    fn concrete(s: &mut [u32; 16], add: &[u32; 16]) {
        concrete31_16(s, add);
    }
    fn constants() -> &'static [[u32; 16]; ROUNDS_WITH_CONSTANTS] {
        &constants::RC_M31_16
    }
}

impl Concrete31<24> for Monolith31<24> {
    #[inline(always)]
    fn concrete(s: &mut [u32; 24], add: &[u32; 24]) {
        concrete31_24(s, add);
    }
    fn constants() -> &'static [[u32; 24]; ROUNDS_WITH_CONSTANTS] {
        &constants::RC_M31_24
    }
}

/// The Monolith schedule on canonical words: Concrete, five rounds with
/// constants, one without.
#[inline(always)]
fn permute31<C: Concrete31<T>, const T: usize>(s: &mut [u32; T]) {
    let zero = [0u32; T];
    C::concrete(s, &zero);
    for rc in C::constants() {
        bars_bricks31(s);
        C::concrete(s, rc);
    }
    bars_bricks31(s);
    C::concrete(s, &zero);
}

macro_rules! monolith31 {
    ($($t:literal),+) => {$(
        impl Permutation<Mersenne31, $t> for Monolith31<$t> {
            fn permute_mut(&self, state: &mut [Mersenne31; $t]) {
                let mut s = [0u32; $t];
                for (w, x) in s.iter_mut().zip(state.iter()) {
                    *w = x.value();
                }
                permute31::<Self, $t>(&mut s);
                for (x, &w) in state.iter_mut().zip(&s) {
                    // Every step leaves canonical words (below p).
                    *x = Mersenne31::from_canonical(w);
                }
            }
        }
    )+};
}
monolith31!(16, 24);

/// Goldilocks's Concrete: the circulant's columns `cols` (entries below
/// 2⁵) on the cells' 32-bit halves, column by column, each half's sums
/// exact below 2⁴¹, then `lo + 2³²·hi + add` (below 2⁹⁶) folded once.
#[inline(always)]
fn concrete64<const T: usize>(s: &mut [u64; T], cols: &[[u64; T]; T], add: &[u64; T]) {
    let (mut lo, mut hi) = ([0u64; T], [0u64; T]);
    for (col, &x) in cols.iter().zip(s.iter()) {
        let (xl, xh) = (x & 0xffff_ffff, x >> 32);
        for i in 0..T {
            lo[i] += col[i] * xl;
            hi[i] += col[i] * xh;
        }
    }
    for (i, o) in s.iter_mut().enumerate() {
        let x = u128::from(lo[i]) + (u128::from(hi[i]) << 32) + u128::from(add[i]);
        *o = Goldilocks::from_u64_reduced(crate::field::goldilocks::reduce96_lazy(x)).value();
    }
}

/// Bars on cells 0..4 and Bricks (canonical in and out).
#[inline(always)]
fn bars_bricks64<const T: usize, const L: u32>(s: &mut [u64; T]) {
    for v in s.iter_mut().take(4) {
        *v = bar64::<L>(*v);
    }
    let old = *s;
    for i in 1..T {
        let x = u128::from(old[i - 1]) * u128::from(old[i - 1]) + u128::from(old[i]);
        s[i] = Goldilocks::from_u64_reduced(reduce128_lazy(x)).value();
    }
}

/// Goldilocks's widths: the circulant's columns and the constants.
trait Width64<const T: usize> {
    const COLS: [[u64; T]; T];
    const RC: &'static [[u64; T]; ROUNDS_WITH_CONSTANTS];
}

impl<const L: u32> Width64<8> for Monolith64<8, L> {
    const COLS: [[u64; 8]; 8] = columns(&constants::CIRC_GL_8);
    const RC: &'static [[u64; 8]; ROUNDS_WITH_CONSTANTS] = if L == 8 {
        &constants::RC_GL_8_LIMB8
    } else {
        &constants::RC_GL_8_LIMB16
    };
}

impl<const L: u32> Width64<12> for Monolith64<12, L> {
    const COLS: [[u64; 12]; 12] = columns(&constants::CIRC_GL_12);
    const RC: &'static [[u64; 12]; ROUNDS_WITH_CONSTANTS] = if L == 8 {
        &constants::RC_GL_12_LIMB8
    } else {
        &constants::RC_GL_12_LIMB16
    };
}

#[inline(always)]
fn permute64<W: Width64<T>, const T: usize, const L: u32>(s: &mut [u64; T]) {
    let zero = [0u64; T];
    concrete64(s, &W::COLS, &zero);
    for rc in W::RC {
        bars_bricks64::<T, L>(s);
        concrete64(s, &W::COLS, rc);
    }
    bars_bricks64::<T, L>(s);
    concrete64(s, &W::COLS, &zero);
}

macro_rules! monolith64 {
    ($($t:literal / $l:literal),+) => {$(
        impl Permutation<Goldilocks, $t> for Monolith64<$t, $l> {
            fn permute_mut(&self, state: &mut [Goldilocks; $t]) {
                let mut s = [0u64; $t];
                for (w, x) in s.iter_mut().zip(state.iter()) {
                    *w = x.value();
                }
                permute64::<Self, $t, $l>(&mut s);
                for (x, &w) in state.iter_mut().zip(&s) {
                    *x = Goldilocks::from_canonical(w);
                }
            }
        }
    )+};
}
monolith64!(8 / 8, 12 / 8, 8 / 16, 12 / 16);
