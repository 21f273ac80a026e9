//! The Mersenne-31 field: one element ([`scalar`]) and many on SIMD lanes
//! ([`lanes`], with the x86-64 vector primitives in [`avx512`] and
//! [`avx2`]).

#[cfg(target_arch = "x86_64")]
pub mod avx2;
#[cfg(target_arch = "x86_64")]
pub mod avx512;
pub mod lanes;
pub mod scalar;

pub use scalar::*;
