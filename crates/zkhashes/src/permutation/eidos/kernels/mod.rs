//! The compression's vector kernels: [`rows`] holds the state as four 128-bit rows on x86-64
//! (SSE2, the baseline, and AVX-512VL's single-instruction rotations).

#[cfg(target_arch = "x86_64")]
pub mod rows;
