//! The permutations unrolled with their constants in the code (see `gen.rs`).

#[cfg(feature = "narrow")]
#[rustfmt::skip]
pub mod circom_t2;
#[cfg(feature = "narrow")]
#[rustfmt::skip]
pub mod circom_t3;
#[cfg(feature = "wide")]
#[rustfmt::skip]
pub mod circom_t4;
#[cfg(feature = "wide")]
#[rustfmt::skip]
pub mod circom_t5;
#[cfg(feature = "wide")]
#[rustfmt::skip]
pub mod circom_t6;
#[cfg(feature = "narrow")]
#[rustfmt::skip]
pub mod poseidon2_t3;

pub use zkhashes::Bn254Fr as F;
use zkhashes::Field;

/// A constant from its Montgomery limbs (evaluated at compile time).
#[inline(always)]
pub(crate) const fn c(mont: [u64; 4]) -> F {
    F::from_montgomery(mont)
}

/// `x⁵`.
#[inline(always)]
pub(crate) fn sbox5(x: F) -> F {
    x.square().square() * x
}
