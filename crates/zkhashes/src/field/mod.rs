//! Field arithmetic: the traits every permutation engine is generic over
//! ([`traits`]) and the concrete fields, each with the lane and
//! multi-word arithmetic its kernels share beside it: Montgomery fields
//! ([`monty`]: BN254 in [`bn254`], the Stark field in [`stark252`], Pallas
//! and Vesta in [`pasta`], BLS12-381's Fr in [`bls12_381`]) with
//! their ADX assembly, 29-bit digits for wasm32 ([`digits29`]) and 52-bit
//! limbs for wasm32's relaxed SIMD ([`fma52`]),
//! Goldilocks ([`goldilocks`]) with its AVX-512 lanes, the 31-bit fields
//! ([`monty31`], [`mersenne31`]), and radix-2⁵² AVX-512 IFMA lanes for
//! 256-bit fields ([`ifma52`]).

pub mod bls12_381;
pub mod bn254;
mod bounds;
pub mod digits29;
pub mod fma52;
pub mod goldilocks;
#[cfg(target_arch = "x86_64")]
pub mod ifma52;
mod lazy_ops;
pub mod limbs;
pub mod mersenne31;
pub mod monty;
pub mod monty31;
#[cfg(target_arch = "x86_64")]
pub(crate) mod packed;
#[cfg(all(test, target_arch = "x86_64"))]
mod packed_tests;
pub mod pasta;
pub mod stark252;
pub mod traits;
#[cfg(target_arch = "x86_64")]
mod transpose;
#[cfg(target_arch = "x86_64")]
pub mod vec64;

pub use bls12_381::Bls12381Fr;
pub use bn254::Bn254Fr;
pub use digits29::{Bn254Fr29, Fp29};
pub use fma52::{Bn254Fr52, Fp52};
pub use goldilocks::Goldilocks;
pub use mersenne31::Mersenne31;
pub use monty::{Fp, MontyConfig};
pub use monty31::{BabyBear, KoalaBear};
#[cfg(target_arch = "x86_64")]
pub(crate) use packed::Packed;
pub use pasta::{Pallas, Vesta};
pub use stark252::Stark252;
pub use traits::{is_lane_field, Field, LaneField, LazySum, PrimeField};
