//! The element type of the tables and `f`, their entry constructor.

pub(super) use crate::field::Bn254Fr as F;

/// A table entry from Montgomery-form limbs.
pub(super) const fn f(mont: [u64; 4]) -> F {
    F::from_montgomery(mont)
}
