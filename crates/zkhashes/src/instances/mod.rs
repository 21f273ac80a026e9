//! Ecosystem instances and the by-name registry used by the front ends.

pub mod circom;
pub mod miden;
pub mod plonky2;
pub mod registry;
pub mod starknet;
pub mod winterfell;
