//! Parameter audits: the round numbers that the security inequalities of
//! Poseidon and Poseidon2 require ([`rounds`]). std only: the bounds are
//! computed in `f64` with the platform's `ln`, as the authors' Python and Sage
//! scripts compute them, so that every rounding matches theirs.

pub mod rounds;

pub use rounds::{field_modulus, round_numbers, Bound, RoundNumbers, Rules};
