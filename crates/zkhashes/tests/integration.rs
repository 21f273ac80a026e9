//! The core's integration tests, one test binary: each module below was a
//! binary of its own, and every binary linked the core and instantiated its
//! generics again (35 links and compiles in each `make test`). Apart:
//! `miri_core` (Miri runs it alone, without default features) and
//! `constants_fresh` (the generated tables name it).
//!
//! One test: `cargo test -p zkhashes --test integration -- <module>::`.

mod common;
mod limbs;

mod batch_circom;
mod batch_goldilocks_w12;
mod batch_hades;
mod batch_modes;
mod batch_poseidon2;
mod digits29;
mod field31_props;
mod field_props;
mod fma52;
mod goldilocks_props;
mod merkle_binary;
mod merkle_file;
mod merkle_mmcs_pieces;
mod merkle_named;
mod merkle_pieces;
mod params_audit;
mod params_rounds;
mod plain_params;
mod poseidon2_bn254;
mod poseidon2_dispatch;
mod poseidon2_goldilocks_kernel;
mod poseidon_engine;
mod poseidon_goldilocks_avx512;
mod poseidon_goldilocks_ifma;
mod registry_sets;
mod stark_lazy;
mod vectors;
mod vectors_eidos;
mod vectors_filecoin;
mod vectors_gmimc;
mod vectors_gnark;
mod vectors_leansig;
mod vectors_miden_poseidon2;
mod vectors_mina;
mod vectors_monolith;
mod vectors_noir;
mod vectors_plonky2;
mod vectors_polygon;
mod vectors_poseidon2;
mod vectors_poseidon2_plonky3;
mod vectors_poseidon_plonky3;
mod vectors_rescue;
mod vectors_risc0;
mod vectors_risc0_p254;
mod vectors_starknet;
mod vectors_stwo;
mod vectors_tip5;
mod vectors_zcash;
