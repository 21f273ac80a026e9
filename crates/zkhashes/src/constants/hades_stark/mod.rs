//! Generated constant tables of StarkWare's Hades over the Stark field,
//! widths 3, 4, 5, 9.
//!
//! Each `tN.rs` is written by `ZKH_BLESS=1 cargo test -p zkhashes --test
//! constants_fresh` from the sha256 generator and the constant folding; that
//! test fails when a table differs from what the generator produces.

mod entry;

#[rustfmt::skip]
pub mod t3;
#[rustfmt::skip]
pub mod t4;
#[rustfmt::skip]
pub mod t5;
#[rustfmt::skip]
pub mod t9;
