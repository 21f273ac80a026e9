//! Parameter audits: the round numbers that the security inequalities of
//! Poseidon and Poseidon2 require ([`rounds`]), and the audit of every
//! registry instance ([`audit`]): its round numbers against those bounds and
//! its constants regenerated from their generator. std only: the bounds are
//! computed in `f64` with the platform's `ln`, as the authors' Python and Sage
//! scripts compute them, so that every rounding matches theirs.

pub mod audit;
mod instances;
mod regen;
pub mod rounds;

pub use audit::{
    audit, audit_instance, instances, AuditLine, Constants, Design, Instance, Regenerated, Verdict,
};
pub use rounds::{
    check_rounds, field_modulus, round_numbers, Bound, RoundNumbers, RoundsCheck, Rules,
};
