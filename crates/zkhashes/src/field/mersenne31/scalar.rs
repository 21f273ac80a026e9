//! The Mersenne-31 field, p = 2³¹ − 1 (Plonky3, Circle STARKs / Stwo).
//!
//! Elements are stored canonically (below p) in a `u32`. Reduction uses
//! 2³¹ ≡ 1: x = lo + 2³¹·hi ≡ lo + hi, folded until below 2³², then one
//! conditional subtraction. Sums of up to four products (below 2⁶⁴) are
//! reduced once.

use crate::encode::U256;
use crate::error::Error;
use crate::field::{Field, PrimeField};
use core::fmt;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// p = 2³¹ − 1.
pub const P: u32 = 0x7fff_ffff;

/// An element of the Mersenne-31 field (canonical: below p).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Mersenne31(u32);

/// p if `c` else 0, without a branch.
#[inline(always)]
const fn p_if(c: bool) -> u32 {
    P & (c as u32).wrapping_neg()
}

/// `x mod p` for any 64-bit x.
#[inline(always)]
pub(crate) const fn reduce64(x: u64) -> u32 {
    // Below 2³¹ + 2³³, then below 2³¹ + 2³, then at most p.
    let x = (x & P as u64) + (x >> 31);
    let x = (x & P as u64) + (x >> 31);
    let x = x as u32;
    let (d, borrow) = x.overflowing_sub(P);
    if borrow {
        x
    } else {
        d
    }
}

impl Mersenne31 {
    /// The modulus.
    pub const P: u32 = P;

    /// The element with canonical value `v`; [`Error::NonCanonical`] if `v ≥ p`.
    pub const fn new(v: u32) -> Result<Self, Error> {
        if v < P {
            Ok(Self(v))
        } else {
            Err(Error::NonCanonical { index: 0 })
        }
    }

    /// The element with canonical value `v`, for constant tables: panics
    /// (at compile time in a constant) if `v ≥ p`.
    #[inline]
    pub const fn from_canonical(v: u32) -> Self {
        assert!(v < P, "not a canonical Mersenne-31 value");
        Self(v)
    }

    /// The canonical value.
    #[inline]
    pub const fn value(&self) -> u32 {
        self.0
    }

    /// The elements whose canonical values are `words`, viewed in place
    /// with no copy; [`Error::NonCanonical`] (with the index of the first)
    /// if a word is not below p.
    pub fn from_words_mut(words: &mut [u32]) -> Result<&mut [Self], Error> {
        if let Some(index) = crate::field::bounds::first_not_below(words, P) {
            return Err(Error::NonCanonical { index });
        }
        // SAFETY: `Mersenne31` is `repr(transparent)` over `u32`; every
        // word is canonical, the type's invariant; the view borrows `words`.
        Ok(unsafe { &mut *(words as *mut [u32] as *mut [Self]) })
    }
}

impl fmt::Debug for Mersenne31 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for Mersenne31 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Add for Mersenne31 {
    type Output = Self;
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        // Below 2p < 2³²; subtract p unless that borrows.
        let s = self.0 + rhs.0;
        let (d, borrow) = s.overflowing_sub(P);
        Self(if borrow { s } else { d })
    }
}

impl Sub for Mersenne31 {
    type Output = Self;
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        let (d, borrow) = self.0.overflowing_sub(rhs.0);
        Self(d.wrapping_add(p_if(borrow)))
    }
}

impl Mul for Mersenne31 {
    type Output = Self;
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        Self(reduce64(self.0 as u64 * rhs.0 as u64))
    }
}

impl Neg for Mersenne31 {
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        Self::ZERO - self
    }
}

impl AddAssign for Mersenne31 {
    #[inline(always)]
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl SubAssign for Mersenne31 {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}

impl MulAssign for Mersenne31 {
    #[inline(always)]
    fn mul_assign(&mut self, rhs: Self) {
        *self = *self * rhs;
    }
}

impl Field for Mersenne31 {
    const LANE_FIELD: Option<crate::field::LaneField> = Some(crate::field::LaneField::Mersenne31);
    const ZERO: Self = Self(0);
    const ONE: Self = Self(1);

    /// A sum of products, below 2⁶⁴.
    type Wide = u64;
    const WIDE_TERMS: usize = 4;

    #[inline(always)]
    fn wide_mul(a: &Self, b: &Self) -> u64 {
        a.0 as u64 * b.0 as u64
    }

    #[inline(always)]
    fn wide_mul_add(acc: &u64, a: &Self, b: &Self) -> u64 {
        acc + a.0 as u64 * b.0 as u64
    }

    #[inline(always)]
    fn wide_reduce(acc: &u64) -> Self {
        Self(reduce64(*acc))
    }

    fn inverse(&self) -> Option<Self> {
        if self.0 == 0 {
            None
        } else {
            Some(self.exp_u64(P as u64 - 2))
        }
    }

    fn from_u64(v: u64) -> Self {
        Self(reduce64(v))
    }

    /// 2³¹ ≡ 1: a rotation of the 31-bit word.
    #[inline(always)]
    fn mul_2exp(&self, k: u32) -> Self {
        let k = k % 31;
        if k == 0 {
            return *self;
        }
        // A canonical value is not all ones, nor is any rotation of it.
        Self(((self.0 << k) & P) | (self.0 >> (31 - k)))
    }

    /// 2⁻ᵏ = 2³¹⁻ᵏ: the opposite rotation.
    #[inline(always)]
    fn div_2exp(&self, k: u32) -> Self {
        self.mul_2exp(31 - k % 31)
    }

    #[inline(always)]
    fn halve(&self) -> Self {
        self.mul_2exp(30)
    }
}

impl PrimeField for Mersenne31 {
    const MODULUS: U256 = [P as u64, 0, 0, 0];
    const MODULUS_BITS: u32 = 31;
    const NUM_BYTES: usize = 4;

    fn from_u256(v: &U256) -> Result<Self, Error> {
        if v[1..].iter().any(|&l| l != 0) || v[0] >= P as u64 {
            return Err(Error::NonCanonical { index: 0 });
        }
        Ok(Self(v[0] as u32))
    }

    fn from_u256_reduced(v: &U256) -> Self {
        // 2⁶⁴ = 2²·(2³¹)² ≡ 4: Horner over the limbs.
        let r = v.iter().rev().fold(0u32, |acc, &l| {
            let acc = Self(acc) * Self(4) + Self(reduce64(l));
            acc.0
        });
        Self(r)
    }

    fn to_u256(&self) -> U256 {
        [self.0 as u64, 0, 0, 0]
    }
}
