//! plonky2's Poseidon over Goldilocks, width 12: the engine ([`engine`],
//! its sparse form on lazily reduced words) and its x86-64 kernels — the
//! full rounds and partial-round updates on AVX-512 vectors ([`avx512`]),
//! the dense matrix product on IFMA lanes ([`ifma`]), and eight states at
//! once on AVX-512 lanes for batches ([`lanes`]). The build the CPU runs
//! is chosen in [`super::dispatch`].

#[cfg(target_arch = "x86_64")]
pub mod avx512;
pub mod engine;
#[cfg(target_arch = "x86_64")]
pub mod ifma;
#[cfg(target_arch = "x86_64")]
pub mod lanes;
