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
use crate::field::traits::{Field, PrimeField};
use core::fmt;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// p = 2⁶⁴ − 2³² + 1.
pub const P: u64 = 0xffff_ffff_0000_0001;
/// 2⁶⁴ − p = 2³² − 1.
const EPSILON: u64 = 0xffff_ffff;

/// An element of the Goldilocks field (canonical: below p). Its layout is
/// that of its `u64` value ([`as_words`] views arrays of them as words).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Goldilocks(u64);

/// The canonical words of `xs`, as a view (no copy), e.g. for vector loads.
pub fn as_words<const N: usize>(xs: &[Goldilocks; N]) -> &[u64; N] {
    // SAFETY: `Goldilocks` is `repr(transparent)` over `u64`, so
    // `[Goldilocks; N]` has the layout of `[u64; N]`; the view is shared and
    // lives as long as the borrow of `xs`.
    unsafe { &*(xs as *const [Goldilocks; N]).cast::<[u64; N]>() }
}

impl Goldilocks {
    /// The element with canonical value `v`; [`Error::NonCanonical`] if `v ≥ p`.
    pub const fn new(v: u64) -> Result<Self, Error> {
        if v < P {
            Ok(Self(v))
        } else {
            Err(Error::NonCanonical { index: 0 })
        }
    }

    /// The element with canonical value `v`, for constant tables: panics
    /// (at compile time when evaluated in a constant) if `v ≥ p`.
    #[inline]
    pub const fn from_canonical(v: u64) -> Self {
        assert!(v < P, "not a canonical Goldilocks value");
        Self(v)
    }

    /// `v mod p` — the explicitly reducing constructor.
    #[inline(always)]
    pub fn from_u64_reduced(v: u64) -> Self {
        // v − p when v ≥ p (no borrow), else v: a select, not a branch.
        let (t, borrow) = v.overflowing_sub(P);
        Self(select(borrow, v, t))
    }

    /// The canonical value.
    #[inline]
    pub const fn value(&self) -> u64 {
        self.0
    }

    /// The elements whose canonical values are `words`, viewed in place
    /// with no copy; [`Error::NonCanonical`] (with the index of the first)
    /// if a word is not below p.
    pub fn from_words_mut(words: &mut [u64]) -> Result<&mut [Self], Error> {
        if let Some(index) = crate::field::bounds::first_not_below(words, P) {
            return Err(Error::NonCanonical { index });
        }
        // SAFETY: `Goldilocks` is `repr(transparent)` over `u64`; every
        // word is canonical, the type's invariant; the view borrows `words`.
        Ok(unsafe { &mut *(words as *mut [u64] as *mut [Self]) })
    }

    /// `x mod p` for any 128-bit x. Branch-free: carries and borrows become
    /// multiples of ε, as their probability for random data is far from 0 or 1.
    #[inline(always)]
    pub fn reduce128(x: u128) -> Self {
        Self::from_u64_reduced(reduce128_lazy(x))
    }

    /// `self · rhs`.
    #[inline(always)]
    pub fn mul_reduce(self, rhs: Self) -> Self {
        Self::reduce128(self.0 as u128 * rhs.0 as u128)
    }

    /// `self + rhs`.
    #[inline(always)]
    pub fn add_reduce(self, rhs: Self) -> Self {
        // With canonical inputs the sum is below 2p: a carry means 2⁶⁴ ≡ ε
        // (the result is then below p), else subtract p if needed.
        let (s, carry) = self.0.overflowing_add(rhs.0);
        Self::from_u64_reduced(s.wrapping_add(mask_epsilon(carry)))
    }

    /// `self − rhs`.
    #[inline(always)]
    pub fn sub_reduce(self, rhs: Self) -> Self {
        let (d, borrow) = self.0.overflowing_sub(rhs.0);
        Self(d.wrapping_sub(mask_epsilon(borrow)))
    }
}

/// `a` if `c` else `b`, as a conditional move: carries of random data are
/// unpredictable, and a branch on them costs far more than the move.
#[inline(always)]
pub fn select(c: bool, a: u64, b: u64) -> u64 {
    core::hint::select_unpredictable(c, a, b)
}

/// A word congruent to `x` mod p, below 2⁶⁴ but not necessarily below p
/// (for kernels that canonicalise once at the end): x = x₀ + 2⁶⁴·x₁ + 2⁹⁶·x₂
/// ≡ x₀ − x₂ + ε·x₁. On x86-64 the two carry fix-ups are `sbb` instructions
/// ([`super::x86`]), elsewhere masks.
#[inline(always)]
pub fn reduce128_lazy(x: u128) -> u64 {
    let lo = x as u64;
    let hi = (x >> 64) as u64;
    let hi_hi = hi >> 32;
    let hi_lo = hi & EPSILON;
    // ε·hi_lo, below 2⁶⁴ − 2³².
    let e = (hi_lo << 32) - hi_lo;
    // Miri runs no inline assembly: the portable fix-ups there.
    #[cfg(all(target_arch = "x86_64", not(miri)))]
    {
        use super::x86::{add_fold, sub_fold};
        add_fold(sub_fold(lo, hi_hi), e)
    }
    #[cfg(any(not(target_arch = "x86_64"), miri))]
    {
        add_fold_portable(sub_fold_portable(lo, hi_hi), e)
    }
}

/// A word congruent to `x < 2⁹⁶` mod p, below 2⁶⁴: x = x₀ + 2⁶⁴·x₁ (x₁ <
/// 2³²) ≡ x₀ + ε·x₁, one product-free fold (for exact sums of a few words
/// and small multiples). Values of 2⁹⁶ or more give wrong results; debug
/// builds check.
#[inline(always)]
pub fn reduce96_lazy(x: u128) -> u64 {
    debug_assert!(x >> 96 == 0, "reduce96_lazy needs x < 2^96");
    let lo = x as u64;
    let hi = (x >> 64) as u64;
    // ε·hi ≤ 2⁶⁴ − 2³² for hi < 2³².
    let e = (hi << 32) - hi;
    #[cfg(target_arch = "x86_64")]
    {
        super::x86::add_fold(lo, e)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        add_fold_portable(lo, e)
    }
}

/// `x + y mod p` below 2⁶⁴ for `y ≤ 2⁶⁴ − 2³²`: on carry add 2⁶⁴ ≡ ε (the
/// wrapped sum is below y, so this cannot carry again). The portable form
/// of the x86 backend's `add_fold`.
#[inline(always)]
pub fn add_fold_portable(x: u64, y: u64) -> u64 {
    let (r, carry) = x.overflowing_add(y);
    r.wrapping_add(mask_epsilon(carry))
}

/// `x − y mod p` below 2⁶⁴ for `y < 2³²`: on borrow add p, i.e. subtract ε
/// (the wrapped difference is above 2⁶⁴ − 2³², so it stays positive). The
/// portable form of the x86 backend's `sub_fold`.
#[inline(always)]
pub fn sub_fold_portable(x: u64, y: u64) -> u64 {
    let (t, borrow) = x.overflowing_sub(y);
    t.wrapping_sub(mask_epsilon(borrow))
}

/// ε if `c` else 0, from the flag without a branch (`sbb r, r; shr r, 32`).
#[inline(always)]
pub fn mask_epsilon(c: bool) -> u64 {
    (c as u64).wrapping_neg() >> 32
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
        self.add_reduce(rhs)
    }
}
impl Sub for Goldilocks {
    type Output = Self;
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        self.sub_reduce(rhs)
    }
}
impl Mul for Goldilocks {
    type Output = Self;
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        self.mul_reduce(rhs)
    }
}
impl Neg for Goldilocks {
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        Self::ZERO.sub_reduce(self)
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

/// 2⁻ᵏ mod p for k < 32, by halving at compile time.
const INV_POW2: [u64; 32] = {
    let mut t = [1u64; 32];
    let mut k = 1;
    while k < 32 {
        let x = t[k - 1] as u128;
        t[k] = (if x.is_multiple_of(2) {
            x / 2
        } else {
            (x + P as u128) / 2
        }) as u64;
        k += 1;
    }
    t
};

impl Field for Goldilocks {
    const LANE_FIELD: Option<crate::field::LaneField> = Some(crate::field::LaneField::Goldilocks);
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

    /// One shifted reduction.
    #[inline(always)]
    fn mul_2exp(&self, k: u32) -> Self {
        debug_assert!(k < 64);
        Self::reduce128((self.0 as u128) << (k & 63))
    }

    /// Below 32: one product by the constant 2⁻ᵏ (cheaper than two shifted
    /// reductions); from 32 on, 2⁹⁶ ≡ −1 gives 2⁻ᵏ ≡ −2⁹⁶⁻ᵏ: one shifted
    /// reduction.
    #[inline(always)]
    fn div_2exp(&self, k: u32) -> Self {
        debug_assert!(k < 64);
        match k {
            0 => *self,
            1 => self.halve(),
            2..32 => *self * Self(INV_POW2[k as usize]),
            _ => -Self::reduce128((self.0 as u128) << ((96 - k) & 127)),
        }
    }

    /// x/2 = x >> 1, plus (p + 1)/2 when x is odd (a mask, no branch).
    #[inline(always)]
    fn halve(&self) -> Self {
        Self((self.0 >> 1) + ((self.0 & 1).wrapping_neg() & P.div_ceil(2)))
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
