//! The Poseidon2 family (Grassi, Khovratovich, Schofnegger,
//! <https://eprint.iacr.org/2023/323>): the generic engine ([`engine`]), its
//! external ([`external`]) and internal ([`internal`]) matrices, the
//! field-specific kernels ([`kernels`]) and the kernel choice ([`dispatch`]).

pub mod dispatch;
pub mod engine;
pub mod external;
pub mod internal;
pub mod kernels;
pub(crate) mod layout;

pub use engine::Poseidon2;
pub use external::M4;
pub use internal::{
    DenseDiagonal, InternalMatrix, NoTable, Small, SmallDiagonal, SmallEntries, SmallTable, Table,
};
