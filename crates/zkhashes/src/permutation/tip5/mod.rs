//! Tip5 (Szepieniec, Lemmens, Sauer, Threadbare, Al Kindi,
//! <https://eprint.iacr.org/2023/107>) over Goldilocks, as Triton VM and
//! Neptune Cash compute it (crate `twenty-first` 3.1.1): a state of 16, 5
//! rounds, each S-boxes → circulant MDS → round constants. The S-box of
//! cells 0..3 is *split and lookup*: each of the 8 little-endian bytes of
//! the element's Montgomery word (x·2⁶⁴ mod p, the crate's representation)
//! through [`constants::LOOKUP`]; cells 4..15 take x⁷.
//!
//! Elements here are canonical: the lookup converts to the Montgomery word
//! and back (x·(2³² − 1) mod p, then a Montgomery reduction). The MDS
//! product ([`mds::mds`]) convolves the cells' 32-bit halves with the matrix's
//! 16-bit column (41 word products a half), one 128-bit reduction a cell.

pub mod constants;
pub mod mds;

use crate::field::goldilocks::{reduce128_lazy, P};
use crate::field::Goldilocks;
use crate::permutation::Permutation;
use constants::{LOOKUP, ROUND_CONSTANTS};
use mds::mds;

/// 2⁶⁴ mod p = 2³² − 1: the Montgomery factor R.
const MONT_R: u64 = 0xffff_ffff;

/// The state's width.
pub const WIDTH: usize = 16;
/// The rate of Tip5's sponge.
pub const RATE: usize = 10;
/// Rounds.
pub const ROUNDS: usize = 5;
/// Cells that take the split-and-lookup S-box (the others take x⁷).
pub const SPLIT_AND_LOOKUP: usize = 4;

/// The Tip5 permutation (a unit type: its constants are compiled in).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tip5;

/// `x·2⁻⁶⁴ mod p` for any word x (Montgomery reduction by R = 2⁶⁴): with
/// m = x·p⁻¹ mod 2⁶⁴ = x + (x << 32) mod 2⁶⁴ (p⁻¹ ≡ 2³² + 1), x − m·p is a
/// multiple of 2⁶⁴ whose high word is the result, in (−p, p).
#[inline(always)]
fn monty_reduce(x: u64) -> u64 {
    let m = x.wrapping_add(x << 32);
    // m·p = m·2⁶⁴ − m·2³² + m: its high word.
    let mp_hi = ((u128::from(m) * u128::from(P)) >> 64) as u64;
    // (x − m·p) / 2⁶⁴ = 0 − mp_hi − borrow(x < low(m·p)); low(m·p) = x.
    let (r, borrow) = 0u64.overflowing_sub(mp_hi);
    if borrow {
        r.wrapping_add(P)
    } else {
        r
    }
}

/// The split-and-lookup S-box of one canonical element.
#[inline(always)]
fn split_and_lookup(x: Goldilocks) -> Goldilocks {
    // The Montgomery word x·2⁶⁴ ≡ x·(2³² − 1) = x·ε.
    let raw = Goldilocks::reduce128(u128::from(x.value()) * u128::from(MONT_R)).value();
    let mut bytes = raw.to_le_bytes();
    for b in &mut bytes {
        *b = LOOKUP[usize::from(*b)];
    }
    // The table fixes 0 and 255 and permutes the rest, so a word below p
    // stays below p (the only word < p with its top four bytes 0xff is
    // 2⁶⁴ − 2³², a fixed point).
    Goldilocks::from_canonical(monty_reduce(u64::from_le_bytes(bytes)))
}

/// x⁷: the intermediate products left below 2⁶⁴ but not reduced below p
/// (any two words multiply to under 2¹²⁸, which the lazy reduction
/// takes), one canonicalisation at the end.
#[inline(always)]
fn power7(x: Goldilocks) -> Goldilocks {
    let mul = |a: u64, b: u64| reduce128_lazy(u128::from(a) * u128::from(b));
    let x = x.value();
    let x2 = mul(x, x);
    let x3 = mul(x2, x);
    let x4 = mul(x2, x2);
    Goldilocks::from_u64_reduced(mul(x3, x4))
}

impl Tip5 {
    /// One round: S-boxes, the MDS matrix, round `r`'s constants.
    #[inline(always)]
    fn round(state: &mut [Goldilocks; WIDTH], r: usize) {
        // Cell by cell, spelled out (cells 0..SPLIT_AND_LOOKUP look up): as
        // loops LLVM keeps them rolled, a branch and the state in memory per
        // cell, and the twelve independent power chains no longer overlap.
        macro_rules! cells {
            ($f:ident: $($i:literal)+) => { $(state[$i] = $f(state[$i]);)+ };
        }
        cells!(split_and_lookup: 0 1 2 3);
        cells!(power7: 4 5 6 7 8 9 10 11 12 13 14 15);
        mds(state);
        let rc: &[u64; WIDTH] = ROUND_CONSTANTS[WIDTH * r..][..WIDTH]
            .try_into()
            .expect("16 constants a round");
        for (x, &c) in state.iter_mut().zip(rc) {
            *x += Goldilocks::from_canonical(c);
        }
    }

    /// The states after each round: `[input, after round 1, …, after round
    /// 5]` (twenty-first's `Tip5::trace`).
    pub fn trace(&self, state: &[Goldilocks; WIDTH]) -> [[Goldilocks; WIDTH]; ROUNDS + 1] {
        let mut out = [*state; ROUNDS + 1];
        for r in 0..ROUNDS {
            let mut s = out[r];
            Self::round(&mut s, r);
            out[r + 1] = s;
        }
        out
    }
}

impl Permutation<Goldilocks, WIDTH> for Tip5 {
    fn permute_mut(&self, state: &mut [Goldilocks; WIDTH]) {
        for r in 0..ROUNDS {
            Self::round(state, r);
        }
    }
}
