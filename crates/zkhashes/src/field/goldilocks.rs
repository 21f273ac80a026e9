//! The Goldilocks field, p = 2⁶⁴ − 2³² + 1 (plonky2, Miden, winterfell,
//! Plonky3, Polygon zkEVM), with its special reduction instead of Montgomery.
//!
//! Elements are stored canonically (below p), so equality and hashing are
//! plain comparisons of one word. Reduction of a 128-bit value x = x₀ +
//! 2⁶⁴·x₁ + 2⁹⁶·x₂ (x₀ 64 bits, x₁ and x₂ 32 bits) uses 2⁶⁴ ≡ 2³² − 1 and
//! 2⁹⁶ ≡ −1: x ≡ x₀ − x₂ + (2³² − 1)·x₁, two additions and one product by a
//! 32-bit constant, no division. Sums of products are delayed in a 192-bit
//! accumulator (`u128` plus a carry word), reduced once.

use crate::encode::U256;
use crate::error::Error;
use crate::field::{Field, PrimeField};
use core::fmt;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// p = 2⁶⁴ − 2³² + 1.
pub const P: u64 = 0xffff_ffff_0000_0001;
/// 2⁶⁴ − p = 2³² − 1.
const EPSILON: u64 = 0xffff_ffff;

/// An element of the Goldilocks field (canonical: below p).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Goldilocks(u64);

impl Goldilocks {
    /// The element with canonical value `v`; [`Error::NonCanonical`] if `v ≥ p`.
    pub const fn new(v: u64) -> Result<Self, Error> {
        if v < P {
            Ok(Self(v))
        } else {
            Err(Error::NonCanonical { index: 0 })
        }
    }

    /// `v mod p` — the explicitly reducing constructor.
    pub const fn from_u64_reduced(v: u64) -> Self {
        Self(if v >= P { v - P } else { v })
    }

    /// The canonical value.
    pub const fn value(&self) -> u64 {
        self.0
    }

    /// `x mod p` for any 128-bit x.
    #[inline(always)]
    pub const fn reduce128(x: u128) -> Self {
        let lo = x as u64;
        let hi = (x >> 64) as u64;
        let hi_hi = hi >> 32;
        let hi_lo = hi & EPSILON;
        // lo − hi_hi (mod p): on borrow, add p back by subtracting ε.
        let (mut t, borrow) = lo.overflowing_sub(hi_hi);
        if borrow {
            t = t.wrapping_sub(EPSILON);
        }
        // + ε·hi_lo (below 2⁶⁴): on carry, add 2⁶⁴ ≡ ε.
        let (mut r, carry) = t.overflowing_add(hi_lo * EPSILON);
        if carry {
            r = r.wrapping_add(EPSILON);
        }
        Self::from_u64_reduced(r)
    }

    /// `self · rhs`, usable in `const` contexts.
    #[inline(always)]
    pub const fn const_mul(self, rhs: Self) -> Self {
        Self::reduce128(self.0 as u128 * rhs.0 as u128)
    }

    /// `self + rhs`, usable in `const` contexts.
    #[inline(always)]
    pub const fn const_add(self, rhs: Self) -> Self {
        let (s, carry) = self.0.overflowing_add(rhs.0);
        // With canonical inputs the sum is below 2p: subtract p once if needed.
        if carry {
            Self(s.wrapping_add(EPSILON))
        } else {
            Self::from_u64_reduced(s)
        }
    }

    /// `self − rhs`, usable in `const` contexts.
    #[inline(always)]
    pub const fn const_sub(self, rhs: Self) -> Self {
        let (d, borrow) = self.0.overflowing_sub(rhs.0);
        if borrow {
            Self(d.wrapping_sub(EPSILON))
        } else {
            Self(d)
        }
    }
}

impl fmt::Debug for Goldilocks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for Goldilocks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Add for Goldilocks {
    type Output = Self;
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        self.const_add(rhs)
    }
}
impl Sub for Goldilocks {
    type Output = Self;
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        self.const_sub(rhs)
    }
}
impl Mul for Goldilocks {
    type Output = Self;
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        self.const_mul(rhs)
    }
}
impl Neg for Goldilocks {
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        Self::ZERO.const_sub(self)
    }
}
impl AddAssign for Goldilocks {
    #[inline(always)]
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}
impl SubAssign for Goldilocks {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}
impl MulAssign for Goldilocks {
    #[inline(always)]
    fn mul_assign(&mut self, rhs: Self) {
        *self = *self * rhs;
    }
}

impl Field for Goldilocks {
    const ZERO: Self = Self(0);
    const ONE: Self = Self(1);

    /// `(low 128 bits, carries above them)`.
    type Wide = (u128, u64);
    const WIDE_TERMS: usize = 64;

    #[inline(always)]
    fn wide_mul(a: &Self, b: &Self) -> Self::Wide {
        (a.0 as u128 * b.0 as u128, 0)
    }

    #[inline(always)]
    fn wide_mul_add(acc: &Self::Wide, a: &Self, b: &Self) -> Self::Wide {
        let (lo, carry) = acc.0.overflowing_add(a.0 as u128 * b.0 as u128);
        (lo, acc.1 + carry as u64)
    }

    #[inline(always)]
    fn wide_reduce(acc: &Self::Wide) -> Self {
        // 2¹²⁸ ≡ −2³² (2⁹⁶ ≡ −1); acc.1 ≤ 64, so acc.1·2³² is below p.
        Self::reduce128(acc.0) - Self(acc.1 << 32)
    }

    fn inverse(&self) -> Option<Self> {
        if self.0 == 0 {
            None
        } else {
            Some(self.exp_u64(P - 2))
        }
    }

    fn from_u64(v: u64) -> Self {
        Self::from_u64_reduced(v)
    }
}

impl PrimeField for Goldilocks {
    const MODULUS: U256 = [P, 0, 0, 0];
    const MODULUS_BITS: u32 = 64;
    const NUM_BYTES: usize = 8;

    fn from_u256(v: &U256) -> Result<Self, Error> {
        if v[1..].iter().any(|&l| l != 0) {
            return Err(Error::NonCanonical { index: 0 });
        }
        Self::new(v[0])
    }

    fn from_u256_reduced(v: &U256) -> Self {
        // Horner over the limbs: v = Σ v_i·2^(64i), with 2⁶⁴ ≡ ε.
        let mut acc = Self::ZERO;
        for limb in v.iter().rev() {
            acc = Self::reduce128(acc.0 as u128 * (1u128 << 64) + *limb as u128);
        }
        acc
    }

    fn to_u256(&self) -> U256 {
        [self.0, 0, 0, 0]
    }
}
