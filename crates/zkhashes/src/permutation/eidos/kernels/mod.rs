//! The compression's vector kernels on x86-64: [`rows`] holds one state as four 128-bit rows
//! (SSE2, the baseline, and AVX-512VL's single-instruction rotations); [`lanes`] runs sixteen
//! states on AVX-512F lanes (batches).

#[cfg(target_arch = "x86_64")]
pub mod lanes;
#[cfg(target_arch = "x86_64")]
pub mod rows;
