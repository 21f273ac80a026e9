//! Ecosystem instances and the by-name registry used by the front ends.

pub mod circom;
pub mod eidos;
pub mod filecoin;
pub mod leansig;
pub mod miden;
pub mod mina;
pub mod noir;
pub mod plonky2;
pub mod polygon;
pub mod poseidon2_gnark;
pub mod poseidon2_horizen;
pub mod poseidon2_openzeppelin;
pub mod poseidon2_plonky3;
pub mod poseidon_plonky3;
pub mod registry;
pub mod risc0;
pub mod risc0_poseidon254;
pub mod starknet;
pub mod stwo;
pub mod tip5;
pub mod winterfell;
pub mod zcash;
