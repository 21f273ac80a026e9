//! BLS12-381's scalar field Fr (Filecoin's neptune, Ethereum's KZG), as a
//! Montgomery field of the same engine as BN254.

use crate::field::limbs;
use crate::field::monty::{Fp, MontyConfig};

/// Compile-time parameters of BLS12-381 Fr (only the modulus is given).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bls12381FrConfig;

impl MontyConfig<4> for Bls12381FrConfig {
    const MODULUS: [u64; 4] = limbs::from_decimal(
        "52435875175126190479447740508185965837690552500527637822603658699938581184513",
    );
}

/// An element of BLS12-381 Fr.
pub type Bls12381Fr = Fp<Bls12381FrConfig, 4>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::{Field, PrimeField};

    #[test]
    fn modulus_and_derived_constants() {
        assert_eq!(
            Bls12381FrConfig::MODULUS,
            [
                0xffffffff00000001,
                0x53bda402fffe5bfe,
                0x3339d80809a1d805,
                0x73eda753299d7d48
            ]
        );
        const { assert!(Bls12381FrConfig::NO_CARRY) };
        assert_eq!(Bls12381Fr::MODULUS_BITS, 255);
        let five = Bls12381Fr::from_u64(5);
        assert_eq!(five * five.inverse().unwrap(), Bls12381Fr::ONE);
    }
}
