//! The Pasta fields (Zcash's Orchard, Mina): Pallas' base field Fp
//! (p = 2²⁵⁴ + 45560315531419706090280762371685220353, the field of
//! Orchard's Poseidon and Mina's Kimchi) and Vesta's base field Fq, as
//! Montgomery fields of the same engine as BN254.

use crate::field::limbs;
use crate::field::monty::{Fp, MontyConfig};

/// Compile-time parameters of Pallas' base field (only the modulus is given).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PallasConfig;

impl MontyConfig<4> for PallasConfig {
    const MODULUS: [u64; 4] = limbs::from_decimal(
        "28948022309329048855892746252171976963363056481941560715954676764349967630337",
    );
}

/// An element of Pallas' base field (`pasta_curves::pallas::Base`).
pub type Pallas = Fp<PallasConfig, 4>;

/// Compile-time parameters of Vesta's base field (Pallas' scalar field).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VestaConfig;

impl MontyConfig<4> for VestaConfig {
    const MODULUS: [u64; 4] = limbs::from_decimal(
        "28948022309329048855892746252171976963363056481941647379679742748393362948097",
    );
}

/// An element of Vesta's base field (`pasta_curves::vesta::Base`).
pub type Vesta = Fp<VestaConfig, 4>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::{Field, PrimeField};

    #[test]
    fn moduli_and_derived_constants() {
        // p = 2^254 + 0x224698fc094cf91b992d30ed00000001, q = 2^254 + 0x224698fc0994a8dd8c46eb2100000001.
        assert_eq!(
            PallasConfig::MODULUS,
            [
                0x992d30ed00000001,
                0x224698fc094cf91b,
                0,
                0x4000000000000000
            ]
        );
        assert_eq!(
            VestaConfig::MODULUS,
            [
                0x8c46eb2100000001,
                0x224698fc0994a8dd,
                0,
                0x4000000000000000
            ]
        );
        assert_eq!(
            PallasConfig::INV.wrapping_mul(PallasConfig::MODULUS[0]),
            u64::MAX
        );
        const { assert!(PallasConfig::NO_CARRY && VestaConfig::NO_CARRY) };
        assert_eq!(Pallas::MODULUS_BITS, 255);
        assert_eq!(Vesta::NUM_BYTES, 32);
        let three = Pallas::from_u64(3);
        assert_eq!(three * three.inverse().unwrap(), Pallas::ONE);
        assert_eq!(
            (-Vesta::ONE).to_u256(),
            limbs::sub_small(&Vesta::MODULUS, 1)
        );
    }
}
