//! Generated constant tables of circom's Poseidon over BN254, t = 2..17.
//!
//! Each `tN.rs` is written by `ZKH_BLESS=1 cargo test -p zkhashes --test
//! constants_fresh` from the Grain generator and the sparse-form derivation;
//! that test fails when a table differs from what the generator produces.

mod entry;

#[rustfmt::skip]
pub mod t10;
#[rustfmt::skip]
pub mod t11;
#[rustfmt::skip]
pub mod t12;
#[rustfmt::skip]
pub mod t13;
#[rustfmt::skip]
pub mod t14;
#[rustfmt::skip]
pub mod t15;
#[rustfmt::skip]
pub mod t16;
#[rustfmt::skip]
pub mod t17;
#[rustfmt::skip]
pub mod t2;
#[rustfmt::skip]
pub mod t3;
#[rustfmt::skip]
pub mod t4;
#[rustfmt::skip]
pub mod t5;
#[rustfmt::skip]
pub mod t6;
#[rustfmt::skip]
pub mod t7;
#[rustfmt::skip]
pub mod t8;
#[rustfmt::skip]
pub mod t9;
