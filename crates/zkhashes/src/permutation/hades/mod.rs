//! The Hades family (Starknet's Poseidon): the generic engine over
//! `J + diag(k)` matrices ([`engine`]), the StarkWare matrices as the
//! kernels use them ([`stark_matrix`]), the Stark-field kernels
//! ([`kernels`]) and the kernel choice ([`dispatch`]).

pub mod dispatch;
pub mod engine;
pub mod kernels;
pub mod stark_matrix;

pub use dispatch::StarkHades;
pub use engine::{fold_constants, Hades};
