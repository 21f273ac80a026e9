//! Field- and CPU-specific kernels of the Poseidon engine's partial rounds,
//! called only by [`super::dispatch`]; each is tested against the engine's
//! generic code.

#[cfg(target_arch = "x86_64")]
pub mod bn254_ifma;
pub mod digits29;
