//! Generated constant tables of circom's Poseidon over BN254, t = 2..17.
//!
//! Each `tN.rs` is written by `ZKH_BLESS=1 cargo test -p zkhashes --test
//! constants_fresh` from the Grain generator and the sparse-form derivation;
//! that test fails when a table differs from what the generator produces.

use crate::field::Bn254Fr as F;

/// A table entry from Montgomery-form limbs.
const fn f(mont: [u64; 4]) -> F {
    F::from_montgomery(mont)
}

pub mod t10;
pub mod t11;
pub mod t12;
pub mod t13;
pub mod t14;
pub mod t15;
pub mod t16;
pub mod t17;
pub mod t2;
pub mod t3;
pub mod t4;
pub mod t5;
pub mod t6;
pub mod t7;
pub mod t8;
pub mod t9;
