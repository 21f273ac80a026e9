//! The Goldilocks field, p = 2⁶⁴ − 2³² + 1: the element type and its
//! reductions ([`scalar`], whose items are re-exported here), lazily reduced
//! word arithmetic ([`words`]), the x86-64 fold instructions ([`x86`]), the
//! AVX-512 lane arithmetic of width-12 states ([`avx512`]), their products by
//! small matrices ([`small_mds`]), eight elements on AVX-512 lanes
//! (`lanes`, crate-internal) and the cubic extension RPX uses
//! ([`ext3`]).

#[cfg(target_arch = "x86_64")]
pub mod avx512;
pub mod ext3;
#[cfg(target_arch = "x86_64")]
pub(crate) mod lanes;
pub mod scalar;
#[cfg(target_arch = "x86_64")]
pub mod small_mds;
pub mod words;
#[cfg(target_arch = "x86_64")]
pub mod x86;

pub use scalar::*;
