//! Field arithmetic: the traits every permutation engine is generic over, and
//! the concrete fields.

pub mod backend;
pub mod bn254;
pub mod limbs;
pub mod monty;

use crate::encode::{self, U256};
use crate::error::Error;
use core::fmt::Debug;
use core::hash::Hash;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

pub use bn254::Bn254Fr;
pub use monty::{Fp, MontyConfig};

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

    /// `self²`.
    #[inline(always)]
    fn square(&self) -> Self {
        *self * *self
    }

    /// `self^e` for a public exponent (square-and-multiply; time depends on `e` only).
    fn exp_u64(&self, e: u64) -> Self {
        self.pow(&[e])
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

    /// `Σ a_i · b_i`. Fields override this with lazy reduction (one reduction
    /// for several products) where their representation leaves headroom.
    #[inline(always)]
    fn dot_product<const K: usize>(a: &[Self; K], b: &[Self; K]) -> Self {
        let mut acc = Self::ZERO;
        for i in 0..K {
            acc += a[i] * b[i];
        }
        acc
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
