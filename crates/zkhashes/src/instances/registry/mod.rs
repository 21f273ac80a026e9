//! Every hasher and permutation by name, on field-agnostic [`U256`](crate::encode::U256) values:
//! the one entry point the CLI and the bindings use (they only convert
//! strings/bytes and map errors).

mod eidos;
mod entry;
mod filecoin;
mod gmimc;
mod lookup;
mod monolith;
mod pasta;
mod poseidon;
mod poseidon2;
mod poseidon2_gnark;
mod poseidon2_plonky3;
mod poseidon_plonky3;
mod rescue;
mod risc0_poseidon254;
#[cfg(not(target_arch = "wasm32"))]
mod rows;
pub(crate) mod stwo;
mod tip5;

pub use entry::{to_field, HashOptions, Info, Kind, Words};
pub use lookup::{
    fields, find, find_in, has_batch_mode, hash, hash_bytes, hash_bytes_in, hash_in, hash_rows,
    hash_rows_words, list, permute, permute_in, Registry, ALL, PASTA, SMALL_FIELDS, WAVE_2026,
};
