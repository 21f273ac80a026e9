//! Field- and CPU-specific kernels of the Poseidon engine (its partial
//! rounds, and whole permutations of many states on lanes), called only by
//! [`super::dispatch`]; each is tested against the engine's generic code.

#[cfg(target_arch = "x86_64")]
pub mod bn254_ifma;
#[cfg(target_arch = "x86_64")]
pub(crate) mod bn254_lanes;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod circulant_lanes;
pub mod karatsuba;
pub mod monty31_circulant;
pub mod wasm_rounds;
