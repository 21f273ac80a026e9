//! Permutations, one folder per family, each with its generic engine, its
//! constant forms, its kernels beneath it and one `dispatch` that picks the
//! kernel for an instance and CPU: [`poseidon`] (circom, Starknet's scaled
//! form, and plonky2's Goldilocks kernel in [`poseidon::goldilocks`]),
//! [`poseidon2`], [`hades`] (Starknet), [`rescue`] (RPO, RPX, Rp64_256),
//! [`gmimc`], [`blake2s`] (Stwo's Merkle hash), [`monolith`] (Plonky3's), [`tip5`] (Triton VM's), and [`eidos`] (Miden's compression on `u32` words, BLAKE3's
//! schedule). Shared linear layers sit beside them ([`circulant12`]).

pub mod batch;
pub mod blake2s;
pub mod circulant12;
pub mod eidos;
pub mod gmimc;
pub mod hades;
pub mod monolith;
pub mod poseidon;
pub mod poseidon2;
pub mod rescue;
pub mod sponge;
pub mod tip5;
pub mod traits;

pub use traits::Permutation;
