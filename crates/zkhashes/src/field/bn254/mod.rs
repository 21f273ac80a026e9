//! The BN254 (alt_bn128) scalar field Fr, the field of circom and Ethereum's
//! precompiles: its parameters ([`params`]) and, on x86-64, the lazily
//! reduced limb arithmetic its kernels share ([`lazy`]) and what its
//! AVX-512 IFMA batch kernels share ([`ifma`]).

#[cfg(target_arch = "x86_64")]
pub mod ifma;
#[cfg(target_arch = "x86_64")]
pub mod lazy;
pub mod params;

pub use params::{Bn254Fr, Bn254FrConfig};
