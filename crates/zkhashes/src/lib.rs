//! # zkhashes
//!
//! Fast, exact ZK-friendly hash functions: each ecosystem's hash bit for bit.
//! This is the `no_std` core (with `alloc`): fields, permutation engines,
//! constant generation and the ecosystem instances.
//!
//! ```
//! use zkhashes::{instances::circom, Bn254Fr, Field, PrimeField};
//! let h = circom::hash(&[Bn254Fr::from_u64(1), Bn254Fr::from_u64(2)]).unwrap();
//! assert_eq!(h.to_hex(), "0x115cc0f5e7d690413df64c6b9662e9cf2a3617f2743245519e19607a4417189a");
//! ```
#![no_std]
#![warn(missing_docs)]
#![warn(clippy::undocumented_unsafe_blocks)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod constants;
pub mod encode;
pub mod error;
pub mod field;
pub mod instances;
pub mod merkle;
#[cfg(feature = "std")]
pub mod params;
pub mod permutation;

pub use encode::U256;
pub use error::Error;
pub use field::{BabyBear, Bn254Fr, Field, Goldilocks, KoalaBear, Mersenne31, PrimeField};
pub use permutation::poseidon::Poseidon;
pub use permutation::poseidon::PoseidonParams;
pub use permutation::Permutation;
