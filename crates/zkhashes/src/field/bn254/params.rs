//! The BN254 (alt_bn128) scalar field Fr, the field of circom and Ethereum's
//! precompiles: r = 21888242871839275222246405745257275088548364400416034343698204186575808495617.

use crate::field::limbs;
use crate::field::monty::{Fp, MontyConfig};

/// Compile-time parameters of BN254 Fr (only the modulus is given).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bn254FrConfig;

impl MontyConfig<4> for Bn254FrConfig {
    const MODULUS: [u64; 4] = limbs::from_decimal(
        "21888242871839275222246405745257275088548364400416034343698204186575808495617",
    );
}

/// An element of BN254 Fr.
pub type Bn254Fr = Fp<Bn254FrConfig, 4>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::{Field, PrimeField};

    #[test]
    fn derived_constants() {
        assert_eq!(
            Bn254FrConfig::MODULUS,
            [
                0x43e1f593f0000001,
                0x2833e84879b97091,
                0xb85045b68181585d,
                0x30644e72e131a029
            ]
        );
        assert_eq!(
            Bn254FrConfig::INV.wrapping_mul(Bn254FrConfig::MODULUS[0]),
            u64::MAX
        );
        const { assert!(Bn254FrConfig::NO_CARRY) };
        assert_eq!(Bn254Fr::MODULUS_BITS, 254);
        assert_eq!(Bn254Fr::NUM_BYTES, 32);
        let two = Bn254Fr::from_u64(2);
        assert_eq!(two * two.inverse().unwrap(), Bn254Fr::ONE);
        assert_eq!(
            (-Bn254Fr::ONE).to_u256(),
            limbs::sub_small(&Bn254Fr::MODULUS, 1)
        );
    }
}
