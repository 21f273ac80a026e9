//! Eidos's compression (miden-crypto 0.36, `src/hash/eidos/primitive.rs`): BLAKE3's
//! seven-round compression of a 16-word block under an 8-word chaining value, with the four
//! words that BLAKE3 fills with its counter, block length and flags fixed to `IV[4..8]`.
//!
//! The state is `v = cv ‖ IV`; each round runs BLAKE3's G on the columns, then on the
//! diagonals, with the message words in BLAKE3's schedule (the block permuted by
//! [`MSG_PERMUTATION`] after every round); the output is `v[i] ^ v[i + 8]`. Eidos then clears
//! bit 31 of the odd output words ([`compress`]), so that the eight words pack into four
//! Goldilocks elements below 2⁶³ (`crate::instances::eidos`).
//!
//! [`schedule`] holds the constants; [`portable`] is the reference form; [`dispatch`] picks a
//! kernel for the CPU ([`kernels`]: the state as four 128-bit rows on x86-64).

pub mod dispatch;
pub mod kernels;
pub mod portable;
pub mod schedule;

pub use dispatch::{compress, compress_many, compress_raw};
pub use schedule::{mask_output, IV, MSG_PERMUTATION, ODD_WORD_MASK, ROUNDS, SCHEDULE};
