//! The Poseidon family: the generic engine ([`engine`]) over its constant
//! forms ([`forms`]), instances built at run time ([`runtime`]) or from
//! their users' own constants in the plain form ([`plain`]), Mina's
//! full-rounds-only order ([`full_rounds`]), the
//! kernels of its partial rounds ([`kernels`]) chosen by [`dispatch`], and
//! plonky2's width-12 Goldilocks permutation with its own kernels
//! ([`goldilocks`]).

pub mod dispatch;
pub mod engine;
pub mod forms;
pub mod full_rounds;
pub mod goldilocks;
pub mod kernels;
pub mod partial_kernels;
pub mod plain;
pub mod runtime;

pub use engine::Poseidon;
pub use forms::{mat_vec, sbox, sbox_muls, PlainConstants, RecurrenceConstants, SparseConstants};
pub use full_rounds::FullRounds;
pub use plain::{PartialSbox, PlainParams};
pub use runtime::PoseidonParams;
