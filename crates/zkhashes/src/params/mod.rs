//! Parameter audits: the round numbers that the security inequalities of
//! Poseidon and Poseidon2 require ([`rounds`]), and the audit of every
//! registry instance ([`mod@audit`], [`audit()`]): its round numbers against those bounds and
//! its constants regenerated from their generator. std only: the bounds are
//! computed in `f64` with the platform's `ln`, as the authors' Python and Sage
//! scripts compute them, so that every rounding matches theirs.

pub mod audit;
mod instances;
mod regen;
pub mod rounds;

pub use audit::{audit_instance, AuditLine, Constants, Design, Instance, Regenerated, Verdict};
pub use rounds::{
    check_rounds, field_modulus, round_numbers, Bound, RoundNumbers, RoundsCheck, Rules,
};

/// Every registry instance: each permutation at each width, each hasher and
/// each Merkle scheme, in `zkhashes list`'s order.
pub fn instances() -> alloc::vec::Vec<Instance> {
    instances::all()
}

/// Audits every instance of [`instances()`] at `security` bits under `rules`.
pub fn audit(security: u32, rules: Rules) -> Result<alloc::vec::Vec<AuditLine>, crate::Error> {
    instances()
        .iter()
        .map(|i| audit_instance(i, security, rules))
        .collect()
}
