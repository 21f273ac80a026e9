//! The Mersenne-31 field: one element ([`scalar`]) and many on SIMD lanes
//! (`lanes`, with the x86-64 vector primitives in `avx512` and
//! `avx2`; crate-internal).

#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2;
#[cfg(target_arch = "x86_64")]
pub(crate) mod avx512;
#[cfg(target_arch = "x86_64")]
pub(crate) mod lanes;
pub mod scalar;

pub use scalar::*;
