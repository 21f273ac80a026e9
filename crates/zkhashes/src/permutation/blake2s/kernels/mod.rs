//! BLAKE2s's compression on lanes: [`generic`] writes it once over [`generic::Lanes`] (the
//! portable form on `u32`); [`avx2`] and [`avx512`] supply the x86-64 registers.

#[cfg(target_arch = "x86_64")]
pub mod avx2;
#[cfg(target_arch = "x86_64")]
pub mod avx512;
pub mod generic;
