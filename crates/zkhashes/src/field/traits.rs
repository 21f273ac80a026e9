//! The traits every permutation engine is generic over, [`Field`] and
//! [`PrimeField`], and [`LazySum`], the delayed-reduction sum of products
//! `Field::dot_product` is built on.

use crate::encode::{self, U256};
use crate::error::Error;
use core::fmt::Debug;
use core::hash::Hash;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// A finite field. Engines (permutations, sponges) are generic over this trait
/// so that the same code serves scalar elements and, later, packed SIMD lanes.
pub trait Field:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Neg<Output = Self>
    + AddAssign
    + SubAssign
    + MulAssign
{
    /// The additive identity.
    const ZERO: Self;
    /// The multiplicative identity.
    const ONE: Self;

    /// `2 · self`.
    #[inline(always)]
    fn double(&self) -> Self {
        *self + *self
    }

    /// `self · 2^k` (k < 64). Fields with a cheaper form than doublings
    /// (a rotation, a shifted reduction) override it.
    #[inline(always)]
    fn mul_2exp(&self, k: u32) -> Self {
        let mut x = *self;
        for _ in 0..k {
            x = x.double();
        }
        x
    }

    /// `self / 2^k` (k < 64; p is odd, so 2 is invertible). The default
    /// multiplies by 2⁻ᵏ; the small fields override it with shifts.
    #[inline(always)]
    fn div_2exp(&self, k: u32) -> Self {
        let half = Self::from_u64(2).inverse().expect("p is odd");
        *self * half.exp_u64(k as u64)
    }

    /// `self / 2`.
    #[inline(always)]
    fn halve(&self) -> Self {
        self.div_2exp(1)
    }

    /// `−self / 2^k`, to be used only as an operand of one `+` or `−`:
    /// fields whose words are below 2³¹ (BabyBear and KoalaBear on lanes)
    /// return it in [0, p], p itself standing for zero, which their
    /// addition and subtraction accept — three instructions fewer than the
    /// canonical `div_2exp` and a negation (a Poseidon2 internal diagonal
    /// of ±2⁻ᵏ entries applies it with the sign folded into the addition of
    /// the sum). The default is canonical.
    #[inline(always)]
    fn neg_div_2exp_operand(&self, k: u32) -> Self {
        -self.div_2exp(k)
    }

    /// `self ± x / 2^k` (`−` where `negative`): a Poseidon2 internal
    /// diagonal's entry ±2⁻ᵏ applied to `x` and added to the sum. The
    /// default adds [`Field::neg_div_2exp_operand`]; lanes with a signed
    /// addition (AVX2) override it to skip the operand's range fix-up.
    #[inline(always)]
    fn add_signed_div_2exp(&self, x: Self, k: u32, negative: bool) -> Self {
        let z = x.neg_div_2exp_operand(k);
        if negative {
            *self + z
        } else {
            *self - z
        }
    }

    /// `self²`.
    #[inline(always)]
    fn square(&self) -> Self {
        *self * *self
    }

    /// `self^e` for a public exponent (square-and-multiply from `e`'s top
    /// bit, so x⁸ is three squarings; time depends on `e` only). Not
    /// inlined: the S-boxes call it for the exponents they have no
    /// unrolled form of, and each inlined copy would cost the wasm modules
    /// size for nothing.
    #[inline(never)]
    fn exp_u64(&self, e: u64) -> Self {
        if e == 0 {
            return Self::ONE;
        }
        let mut acc = *self;
        for bit in (0..63 - e.leading_zeros()).rev() {
            acc = acc.square();
            if (e >> bit) & 1 == 1 {
                acc *= *self;
            }
        }
        acc
    }

    /// `self^e` for a public exponent given as little-endian 64-bit limbs.
    fn pow(&self, exp: &[u64]) -> Self {
        let mut acc = Self::ONE;
        for limb in exp.iter().rev() {
            for bit in (0..64).rev() {
                acc = acc.square();
                if (limb >> bit) & 1 == 1 {
                    acc *= *self;
                }
            }
        }
        acc
    }

    /// A compile-time identity of the fields that have SIMD lane kernels
    /// ([`LaneField`]; `None` for the others). Generic code tests it in a
    /// constant condition, so that an instance over one field compiles that
    /// field's kernels only (rustc skips the code under a false constant).
    const LANE_FIELD: Option<LaneField> = None;

    /// An unreduced sum of products (delayed reduction): fields with headroom
    /// add double-width products and reduce once; others use `Self`.
    type Wide: Copy;

    /// How many products a [`Field::Wide`] holds before [`Field::wide_reduce`]
    /// (at least 1).
    const WIDE_TERMS: usize;

    /// `a · b`, unreduced.
    fn wide_mul(a: &Self, b: &Self) -> Self::Wide;

    /// `acc + a · b`, unreduced (at most [`Field::WIDE_TERMS`] products in all).
    fn wide_mul_add(acc: &Self::Wide, a: &Self, b: &Self) -> Self::Wide;

    /// The field element an unreduced sum stands for.
    fn wide_reduce(acc: &Self::Wide) -> Self;

    /// Whether [`Field::wide_fold`] lets a sum take more than
    /// [`Field::WIDE_TERMS`] products: then [`LazySum`] folds before every
    /// further `WIDE_TERMS` products and once before reducing, instead of
    /// reducing every `WIDE_TERMS` products (for moduli with one spare bit,
    /// where `WIDE_TERMS` is 2, a fold costs a subtraction where a reduction
    /// costs a Montgomery REDC and an addition).
    const WIDE_FOLD: bool = false;

    /// With [`Field::WIDE_FOLD`]: a folded sum plus at most `WIDE_TERMS`
    /// products (or a sum of at most `WIDE_TERMS` products) brought back to
    /// the bound [`Field::wide_reduce`] takes, standing for the same field
    /// element. Else `acc` unchanged.
    #[inline(always)]
    fn wide_fold(acc: &Self::Wide) -> Self::Wide {
        *acc
    }

    /// Whether sums of more than [`UNROLLED_SUM_LEN`] products (and the wide
    /// rounds of the engines) run as one loop per field, compiled once,
    /// instead of unrolled at every use: for multi-word fields, where one
    /// inlined product is dozens of instructions (an assembly kernel and the
    /// portable code beside it) and unrolling saves little but costs code size
    /// and build time (circom's t = 17 permutation was 250 kB of machine code).
    const SHARED_SUMS: bool = false;

    /// `Σ a_i · b_i`, with delayed reduction ([`LazySum`]).
    #[inline(always)]
    fn dot_product<const K: usize>(a: &[Self; K], b: &[Self; K]) -> Self {
        let mut acc = LazySum::new();
        if Self::SHARED_SUMS && K > UNROLLED_SUM_LEN {
            add_products_shared(&mut acc, a, b);
            return acc.finish();
        }
        for i in 0..K {
            acc.add_product(&a[i], &b[i]);
        }
        acc.finish()
    }

    /// The multiplicative inverse, or `None` for zero.
    fn inverse(&self) -> Option<Self>;

    /// The element `v mod p` of a small integer.
    fn from_u64(v: u64) -> Self;

    /// Whether this is zero.
    fn is_zero(&self) -> bool {
        *self == Self::ZERO
    }
}

/// A prime field of at most 256 bits with canonical encodings.
///
/// Every way in checks canonicity (value < p); reduction mod p exists only
/// under the explicit name [`PrimeField::from_u256_reduced`].
pub trait PrimeField: Field {
    /// The modulus p.
    const MODULUS: U256;
    /// Bit length of p.
    const MODULUS_BITS: u32;
    /// Length of the canonical byte encoding.
    const NUM_BYTES: usize;

    /// The element with canonical value `v`; [`Error::NonCanonical`] if `v ≥ p`.
    fn from_u256(v: &U256) -> Result<Self, Error>;

    /// `v mod p` — the explicitly reducing way in (never used implicitly).
    fn from_u256_reduced(v: &U256) -> Self;

    /// The canonical value in [0, p).
    fn to_u256(&self) -> U256;

    /// Parses a decimal or `0x`-hex string; rejects negatives and values ≥ p.
    fn from_str_canonical(s: &str) -> Result<Self, Error> {
        Self::from_u256(&encode::parse_uint(s)?)
    }

    /// Reads the canonical big-endian encoding ([`Self::NUM_BYTES`] bytes).
    fn from_be_bytes(bytes: &[u8]) -> Result<Self, Error> {
        Self::from_u256(&encode::from_be_bytes(bytes, Self::NUM_BYTES)?)
    }

    /// Reads the canonical little-endian encoding ([`Self::NUM_BYTES`] bytes).
    fn from_le_bytes(bytes: &[u8]) -> Result<Self, Error> {
        Self::from_u256(&encode::from_le_bytes(bytes, Self::NUM_BYTES)?)
    }

    /// Writes the canonical big-endian encoding into `out` ([`Self::NUM_BYTES`] bytes).
    fn write_be_bytes(&self, out: &mut [u8]) -> Result<(), Error> {
        check_len(out.len(), Self::NUM_BYTES)?;
        encode::to_be_bytes(&self.to_u256(), out);
        Ok(())
    }

    /// Writes the canonical little-endian encoding into `out` ([`Self::NUM_BYTES`] bytes).
    fn write_le_bytes(&self, out: &mut [u8]) -> Result<(), Error> {
        check_len(out.len(), Self::NUM_BYTES)?;
        encode::to_le_bytes(&self.to_u256(), out);
        Ok(())
    }

    /// `0x`-prefixed lowercase hex, padded to the encoding width.
    fn to_hex(&self) -> alloc::string::String {
        encode::to_hex(&self.to_u256(), Self::NUM_BYTES)
    }

    /// Decimal digits.
    fn to_decimal(&self) -> alloc::string::String {
        encode::to_decimal(&self.to_u256())
    }
}

fn check_len(got: usize, expected: usize) -> Result<(), Error> {
    if got == expected {
        Ok(())
    } else {
        Err(Error::WrongLength { expected, got })
    }
}

/// A sum of products with delayed reduction: up to [`Field::WIDE_TERMS`]
/// products are added unreduced, then reduced once. With constant trip counts
/// the bookkeeping folds away after inlining.
#[derive(Clone, Copy, Debug)]
pub struct LazySum<F: Field> {
    reduced: Option<F>,
    wide: Option<F::Wide>,
    terms: usize,
}

impl<F: Field> Default for LazySum<F> {
    fn default() -> Self {
        Self::new()
    }
}

impl<F: Field> LazySum<F> {
    /// The empty sum.
    #[inline(always)]
    pub fn new() -> Self {
        Self {
            reduced: None,
            wide: None,
            terms: 0,
        }
    }

    /// Adds `a · b`.
    #[inline(always)]
    pub fn add_product(&mut self, a: &F, b: &F) {
        match self.wide {
            Some(w) if self.terms < F::WIDE_TERMS => {
                self.wide = Some(F::wide_mul_add(&w, a, b));
                self.terms += 1;
            }
            Some(w) if F::WIDE_FOLD => {
                self.wide = Some(F::wide_mul_add(&F::wide_fold(&w), a, b));
                self.terms = 1;
            }
            _ => {
                self.flush();
                self.wide = Some(F::wide_mul(a, b));
                self.terms = 1;
            }
        }
    }

    /// Adds `Σ a_i · b_i` over the common length of `a` and `b`.
    #[inline(always)]
    pub fn add_products(&mut self, a: &[F], b: &[F]) {
        for (x, y) in a.iter().zip(b) {
            self.add_product(x, y);
        }
    }

    /// [`Self::add_products`] for code off the hot path (a permutation's
    /// first and last steps): on wasm32 a call to one shared loop per field
    /// instead of an unrolled copy, for the code size of the npm package;
    /// elsewhere the same for sums of more than [`UNROLLED_SUM_LEN`] products
    /// over a field with [`Field::SHARED_SUMS`].
    #[inline(always)]
    pub fn add_products_cold(&mut self, a: &[F], b: &[F]) {
        #[cfg(target_arch = "wasm32")]
        add_products_shared(self, a, b);
        #[cfg(not(target_arch = "wasm32"))]
        if F::SHARED_SUMS && a.len().min(b.len()) > UNROLLED_SUM_LEN {
            add_products_shared(self, a, b);
        } else {
            self.add_products(a, b);
        }
    }

    /// Adds a reduced element.
    #[inline(always)]
    pub fn add(&mut self, v: F) {
        self.reduced = Some(match self.reduced {
            Some(r) => r + v,
            None => v,
        });
    }

    #[inline(always)]
    fn flush(&mut self) {
        if let Some(w) = self.wide.take() {
            let w = if F::WIDE_FOLD { F::wide_fold(&w) } else { w };
            self.add(F::wide_reduce(&w));
        }
    }

    /// The sum.
    #[inline(always)]
    pub fn finish(mut self) -> F {
        self.flush();
        self.reduced.unwrap_or(F::ZERO)
    }
}

/// The longest sum of products a field with [`Field::SHARED_SUMS`] runs
/// unrolled (the engines' widest rows at the headline widths, t = 3 and 5,
/// stay inlined).
pub const UNROLLED_SUM_LEN: usize = 6;

/// The loop of [`LazySum::add_products_cold`] (and of long dot products over
/// a field with [`Field::SHARED_SUMS`]), not inlined: one copy per field.
#[inline(never)]
fn add_products_shared<F: Field>(sum: &mut LazySum<F>, a: &[F], b: &[F]) {
    sum.add_products(a, b);
}

/// The fields with SIMD lane kernels, named by [`Field::LANE_FIELD`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneField {
    /// BabyBear (p = 15·2²⁷ + 1).
    BabyBear,
    /// KoalaBear (p = 2³¹ − 2²⁴ + 1).
    KoalaBear,
    /// Mersenne-31 (p = 2³¹ − 1).
    Mersenne31,
    /// Goldilocks (p = 2⁶⁴ − 2³² + 1).
    Goldilocks,
}

/// Whether `F` is the lane field `lane` (a constant).
pub const fn is_lane_field<F: Field>(lane: LaneField) -> bool {
    matches!(
        (F::LANE_FIELD, lane),
        (Some(LaneField::BabyBear), LaneField::BabyBear)
            | (Some(LaneField::KoalaBear), LaneField::KoalaBear)
            | (Some(LaneField::Mersenne31), LaneField::Mersenne31)
            | (Some(LaneField::Goldilocks), LaneField::Goldilocks)
    )
}
