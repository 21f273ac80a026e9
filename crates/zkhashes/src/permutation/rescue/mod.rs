//! The Rescue-Prime family over Goldilocks, width 12: Miden's RPO and RPX
//! and winterfell's Rp64_256. The portable rounds and constants
//! ([`rounds`]), the x86-64 kernels ([`kernels`]) and the kernel choice
//! ([`dispatch`]).

pub mod dispatch;
pub mod kernels;
pub mod permutations;
pub mod rounds;

pub use dispatch::{inv_sbox, rp64_256_permute, rpo_permute, rpx_permute};
pub use permutations::{Rp64_256, Rpo, Rpx};
pub use rounds::{
    inv_sbox_portable, mds, mul_count, sbox, Portable, SboxLayers, State, MDS_ROW, ROUNDS, WIDTH,
};
