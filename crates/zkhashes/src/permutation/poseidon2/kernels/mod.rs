//! Field- and CPU-specific Poseidon2 kernels, called only by
//! [`super::dispatch`]; each computes the same function as the generic
//! engine and is tested against it.

#[cfg(target_arch = "x86_64")]
pub mod bn254;
#[cfg(target_arch = "x86_64")]
pub(crate) mod bn254_lanes;
#[cfg(target_arch = "x86_64")]
pub(crate) mod bn254_t4;
pub mod goldilocks;
pub(crate) mod goldilocks_m4;
#[cfg(target_arch = "x86_64")]
pub mod goldilocks_zmm;
#[cfg(target_arch = "x86_64")]
pub(crate) mod lanes;
#[cfg(target_arch = "x86_64")]
pub(crate) mod monty31_state;
