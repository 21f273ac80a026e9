//! The Stark field, Starknet's felt252: p = 2²⁵¹ + 17·2¹⁹² + 1.
//!
//! Its limbs are (1, 0, 0, 0x0800000000000011), so −p⁻¹ mod 2⁶⁴ = −1 and a
//! Montgomery step `t + m·p` is one addition of `m` and one multiplication by
//! the top limb: the engine detects this shape ([`MontyConfig::SPARSE_FORM`])
//! and reduces with 4 products instead of 16. With five spare bits, 31
//! products fit one delayed reduction.

use crate::field::limbs;
use crate::field::monty::{Fp, MontyConfig};

/// Compile-time parameters of the Stark field (only the modulus is given).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stark252Config;

impl MontyConfig<4> for Stark252Config {
    const MODULUS: [u64; 4] = limbs::from_decimal(
        "3618502788666131213697322783095070105623107215331596699973092056135872020481",
    );
}

/// An element of the Stark field (a Starknet felt).
pub type Stark252 = Fp<Stark252Config, 4>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::{Field, PrimeField};

    #[test]
    fn derived_constants() {
        assert_eq!(
            Stark252Config::MODULUS,
            [1, 0, 0, 0x0800000000000011],
            "p = 2^251 + 17·2^192 + 1"
        );
        assert_eq!(Stark252Config::INV, u64::MAX);
        const { assert!(Stark252Config::NO_CARRY) };
        assert_eq!(Stark252::MODULUS_BITS, 252);
        assert_eq!(Stark252::NUM_BYTES, 32);
        assert_eq!(Stark252::WIDE_TERMS, 31);
        const { assert!(Stark252Config::SPARSE_FORM) };
        let three = Stark252::from_u64(3);
        assert_eq!(three * three.inverse().unwrap(), Stark252::ONE);
    }
}
