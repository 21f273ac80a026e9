//! x86-64 kernels of the Rescue permutations, called only by
//! [`super::dispatch`] and tested against the portable rounds.

#[cfg(target_arch = "x86_64")]
pub mod avx2;
#[cfg(target_arch = "x86_64")]
pub mod avx512;
#[cfg(target_arch = "x86_64")]
pub mod lanes;
