//! 31-bit prime fields in Montgomery form (R = 2³²), as Plonky3, SP1 and
//! RISC Zero use them: BabyBear p = 15·2²⁷ + 1 and KoalaBear
//! p = 2³¹ − 2²⁴ + 1.
//!
//! An element is stored as x·2³² mod p (below p) in a `u32`. The product of
//! two stored words is below p² < p·2³², which one Montgomery step maps back
//! below p: t = lo(x·p⁻¹) (mod 2³²), (x − t·p)/2³² lies in (−p, p), plus p if
//! negative. p⁻¹ mod 2³², R mod p and R² mod p are computed by `const fn`
//! from the modulus at compile time. Sums of two products (below 2p² <
//! p·2³²) are reduced once.

use crate::encode::U256;
use crate::error::Error;
use crate::field::{Field, LaneField, PrimeField};
use core::fmt;
use core::hash::Hash;
use core::marker::PhantomData;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// A 31-bit prime for [`Monty31`].
pub trait Monty31Params: Copy + Eq + Hash + fmt::Debug + Default + Send + Sync + 'static {
    /// The modulus: an odd prime below 2³¹.
    const P: u32;
    /// [`Field::LANE_FIELD`] of [`Monty31`] over this modulus.
    const LANE_FIELD: Option<LaneField> = None;
}

/// p⁻¹ mod 2³² by Newton's iteration (each step doubles the correct bits).
const fn inv_mod_2_32(p: u32) -> u32 {
    let mut inv: u32 = 1;
    let mut i = 0;
    while i < 5 {
        inv = inv.wrapping_mul(2u32.wrapping_sub(p.wrapping_mul(inv)));
        i += 1;
    }
    inv
}

/// The Montgomery constants of a modulus.
pub(crate) struct Consts<C>(PhantomData<C>);

impl<C: Monty31Params> Consts<C> {
    pub(crate) const P_INV: u32 = {
        assert!(
            C::P % 2 == 1 && C::P < (1 << 31),
            "an odd modulus below 2^31"
        );
        inv_mod_2_32(C::P)
    };
    /// R mod p (the stored form of 1).
    pub(crate) const R: u32 = ((1u64 << 32) % C::P as u64) as u32;
    /// R² mod p (turns a canonical value into its stored form).
    pub(crate) const R2: u32 = (((1u128 << 64) % C::P as u128) as u64) as u32;
    /// The 2-adicity s of p = c·2ˢ + 1.
    pub(crate) const TWO_ADICITY: u32 = (C::P - 1).trailing_zeros();
    /// The odd part c of p − 1.
    pub(crate) const ODD: u32 = (C::P - 1) >> Self::TWO_ADICITY;
}

/// An element of the 31-bit field `C` (Montgomery form, below p). One
/// `u32` in memory (a slice of elements is a slice of Montgomery words).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Monty31<C: Monty31Params> {
    mont: u32,
    field: PhantomData<C>,
}

/// BabyBear, p = 15·2²⁷ + 1 = 2013265921.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BabyBearParams;
impl Monty31Params for BabyBearParams {
    const P: u32 = 0x7800_0001;
    const LANE_FIELD: Option<LaneField> = Some(LaneField::BabyBear);
}

/// KoalaBear, p = 2³¹ − 2²⁴ + 1 = 2130706433.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KoalaBearParams;
impl Monty31Params for KoalaBearParams {
    const P: u32 = 0x7f00_0001;
    const LANE_FIELD: Option<LaneField> = Some(LaneField::KoalaBear);
}

/// The BabyBear field.
pub type BabyBear = Monty31<BabyBearParams>;
/// The KoalaBear field.
pub type KoalaBear = Monty31<KoalaBearParams>;

/// p if `c` else 0, without a branch.
#[inline(always)]
const fn p_if<C: Monty31Params>(c: bool) -> u32 {
    C::P & (c as u32).wrapping_neg()
}

/// x·2⁻³² mod p for x < p·2³², below p.
#[inline(always)]
const fn monty_reduce<C: Monty31Params>(x: u64) -> u32 {
    let t = (x as u32).wrapping_mul(Consts::<C>::P_INV);
    let u = t as u64 * C::P as u64;
    // x ≡ u (mod 2³²): the difference is an exact multiple of 2³².
    let (d, borrow) = x.overflowing_sub(u);
    let hi = (d >> 32) as u32;
    // On borrow the quotient is negative: add p (a mask, no branch).
    hi.wrapping_add(p_if::<C>(borrow))
}

impl<C: Monty31Params> Monty31<C> {
    /// The modulus.
    pub const P: u32 = C::P;

    pub(crate) const fn from_mont(mont: u32) -> Self {
        Self {
            mont,
            field: PhantomData,
        }
    }

    /// The element with canonical value `v`; [`Error::NonCanonical`] if `v ≥ p`.
    pub const fn new(v: u32) -> Result<Self, Error> {
        if v < C::P {
            Ok(Self::from_canonical(v))
        } else {
            Err(Error::NonCanonical { index: 0 })
        }
    }

    /// The element with canonical value `v`, for constant tables: panics
    /// (at compile time in a constant) if `v ≥ p`.
    #[inline]
    pub const fn from_canonical(v: u32) -> Self {
        assert!(v < C::P, "not a canonical value");
        Self::from_mont(monty_reduce::<C>(v as u64 * Consts::<C>::R2 as u64))
    }

    /// The canonical value.
    #[inline]
    pub const fn value(&self) -> u32 {
        monty_reduce::<C>(self.mont as u64)
    }

    /// The stored (Montgomery) word x·2³² mod p.
    pub const fn to_mont(&self) -> u32 {
        self.mont
    }

    /// The elements whose Montgomery words (x·2³² mod p, the form Plonky3's
    /// `MontyField31` stores too) are `words`, viewed in place with no
    /// copy; [`Error::NonCanonical`] (with the index of the first) if a
    /// word is not below p.
    pub fn from_mont_words_mut(words: &mut [u32]) -> Result<&mut [Self], Error> {
        if let Some(index) = crate::field::bounds::first_not_below(words, C::P) {
            return Err(Error::NonCanonical { index });
        }
        // SAFETY: `Monty31` is `repr(transparent)` over its `u32` word (the
        // marker is zero-sized), so the slices have one layout; every word
        // is below p, the type's invariant; the view borrows `words`.
        Ok(unsafe { &mut *(words as *mut [u32] as *mut [Self]) })
    }

    /// `self / 2^k` for k at most the 2-adicity s of p ([`Field::div_2exp`]).
    #[inline(always)]
    const fn div_2exp_small(self, k: u32) -> Self {
        let s = Consts::<C>::TWO_ADICITY;
        let hi = self.mont >> k;
        let lo = self.mont & ((1u32 << k) - 1);
        let (d, borrow) = hi.overflowing_sub((lo * Consts::<C>::ODD) << (s - k));
        Self::from_mont(d.wrapping_add(p_if::<C>(borrow)))
    }
}

impl<C: Monty31Params> fmt::Debug for Monty31<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value())
    }
}

impl<C: Monty31Params> fmt::Display for Monty31<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value())
    }
}

impl<C: Monty31Params> Add for Monty31<C> {
    type Output = Self;
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        // Below 2p < 2³²; subtract p unless that borrows.
        let s = self.mont + rhs.mont;
        let (d, borrow) = s.overflowing_sub(C::P);
        Self::from_mont(if borrow { s } else { d })
    }
}

impl<C: Monty31Params> Sub for Monty31<C> {
    type Output = Self;
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        let (d, borrow) = self.mont.overflowing_sub(rhs.mont);
        Self::from_mont(d.wrapping_add(p_if::<C>(borrow)))
    }
}

impl<C: Monty31Params> Mul for Monty31<C> {
    type Output = Self;
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        Self::from_mont(monty_reduce::<C>(self.mont as u64 * rhs.mont as u64))
    }
}

impl<C: Monty31Params> Neg for Monty31<C> {
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        Self::ZERO - self
    }
}

impl<C: Monty31Params> AddAssign for Monty31<C> {
    #[inline(always)]
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl<C: Monty31Params> SubAssign for Monty31<C> {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}

impl<C: Monty31Params> MulAssign for Monty31<C> {
    #[inline(always)]
    fn mul_assign(&mut self, rhs: Self) {
        *self = *self * rhs;
    }
}

impl<C: Monty31Params> Field for Monty31<C> {
    const LANE_FIELD: Option<LaneField> = C::LANE_FIELD;
    const ZERO: Self = Self::from_mont(0);
    const ONE: Self = Self::from_mont(Consts::<C>::R);

    /// A sum of products of stored words, below 2p² < p·2³².
    type Wide = u64;
    const WIDE_TERMS: usize = 2;

    #[inline(always)]
    fn wide_mul(a: &Self, b: &Self) -> u64 {
        a.mont as u64 * b.mont as u64
    }

    #[inline(always)]
    fn wide_mul_add(acc: &u64, a: &Self, b: &Self) -> u64 {
        acc + a.mont as u64 * b.mont as u64
    }

    #[inline(always)]
    fn wide_reduce(acc: &u64) -> Self {
        Self::from_mont(monty_reduce::<C>(*acc))
    }

    fn inverse(&self) -> Option<Self> {
        if self.mont == 0 {
            None
        } else {
            Some(self.exp_u64(C::P as u64 - 2))
        }
    }

    fn from_u64(v: u64) -> Self {
        Self::from_canonical((v % C::P as u64) as u32)
    }

    /// For k ≤ s (p = c·2ˢ + 1): 2⁻ᵏ ≡ −c·2ˢ⁻ᵏ, so with x = h·2ᵏ + l,
    /// x/2ᵏ ≡ h − l·c·2ˢ⁻ᵏ, both terms below p: a shift, a mask, a small
    /// product and one conditional correction (larger k: steps of s). The
    /// stored word is x·R, and (x·R)/2ᵏ is the stored word of x/2ᵏ.
    #[inline(always)]
    fn div_2exp(&self, k: u32) -> Self {
        let s = Consts::<C>::TWO_ADICITY;
        let (mut x, mut k) = (*self, k);
        while k > s {
            x = x.div_2exp_small(s);
            k -= s;
        }
        x.div_2exp_small(k)
    }

    #[inline(always)]
    fn halve(&self) -> Self {
        self.div_2exp(1)
    }
}

impl<C: Monty31Params> PrimeField for Monty31<C> {
    const MODULUS: U256 = [C::P as u64, 0, 0, 0];
    const MODULUS_BITS: u32 = 32 - C::P.leading_zeros();
    const NUM_BYTES: usize = 4;

    fn from_u256(v: &U256) -> Result<Self, Error> {
        if v[1..].iter().any(|&l| l != 0) || v[0] >= C::P as u64 {
            return Err(Error::NonCanonical { index: 0 });
        }
        Ok(Self::from_canonical(v[0] as u32))
    }

    fn from_u256_reduced(v: &U256) -> Self {
        // Horner over the 64-bit limbs with 2⁶⁴ mod p.
        let p = C::P as u128;
        let base = (1u128 << 64) % p;
        let r = v
            .iter()
            .rev()
            .fold(0u128, |acc, &l| (acc * base + l as u128) % p);
        Self::from_canonical(r as u32)
    }

    fn to_u256(&self) -> U256 {
        [self.value() as u64, 0, 0, 0]
    }
}
