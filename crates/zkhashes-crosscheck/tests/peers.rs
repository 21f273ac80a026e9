//! The differential tests against the peers, one test binary: each module
//! below was a binary of its own, and every one linked the core and the
//! peers' crates again.
//!
//! One peer: `cargo test -p zkhashes-crosscheck -- <module>::`.

mod gnark_poseidon2;
mod goldilocks_rng;

mod filecoin_neptune;
mod lean_imt;
mod leansig;
mod light_poseidon;
mod merkle_trees;
mod miden_winterfell;
mod monolith;
mod plonky3_mmcs;
mod poseidon2_noir;
mod poseidon2_openzeppelin;
mod poseidon2_plonky3;
mod poseidon2_zkhash;
mod poseidon_plonky3;
mod reference;
mod risc0_poseidon2;
mod risc0_poseidon254;
mod starknet_crypto;
mod tip5;
mod zcash_orchard;
