//! Constant generation (Grain LFSR, Cauchy MDS, sparse-form derivation) and
//! the generated tables of the built-in instances.

pub mod gmimc_goldilocks;
pub mod grain;
pub mod hades;
#[cfg(not(feature = "runtime-tables"))]
pub mod hades_stark;
pub mod plonky2_rc;
pub mod poseidon2_horizen;
pub mod poseidon2_plonky3;
#[cfg(not(feature = "runtime-tables"))]
pub mod poseidon_circom;
pub mod poseidon_mina;
pub mod recurrence;
pub mod rescue_goldilocks;
pub mod scaled;
pub mod sparse;
