//! BN254 Fr on lazily reduced limbs (x86-64): the modulus and its multiples,
//! in 64-bit limbs and in radix 2⁵², and the additions and final reductions
//! the BMI2/ADX and AVX-512 IFMA kernels of circom's Poseidon and Poseidon2
//! share around their products ([`crate::field::monty::x86_adx_lazy`],
//! [`crate::field::ifma52`]).

use super::params::Bn254FrConfig;
use crate::field::ifma52 as ifma;
use crate::field::limbs;
use crate::field::monty::x86_adx_lazy as lazy;
use crate::field::monty::MontyConfig;

/// Four 64-bit limbs, little-endian.
pub type Limbs = [u64; 4];

/// p.
pub const P: Limbs = Bn254FrConfig::MODULUS;
/// 2p.
pub const P2: Limbs = limbs::add(&P, &P).0;

/// `a + b`; the callers' bounds keep it below 2²⁵⁶.
#[inline(always)]
pub fn add(a: &Limbs, b: &Limbs) -> Limbs {
    limbs::add(a, b).0
}

/// The canonical value of `v` below 4p.
#[inline(always)]
pub fn canonical4(v: &Limbs) -> Limbs {
    lazy::sub_if_ge(&lazy::sub_if_ge(v, &P2), &P)
}

/// BN254's modulus in radix 2⁵².
pub const MODULUS52: ifma::Modulus52 = ifma::Modulus52::new(&P, Bn254FrConfig::INV);

#[cfg(test)]
mod tests {
    use super::*;

    /// `canonical4` against the remainder mod p, for values below 4p at
    /// and around the multiples of p; `MODULUS52` against p's limbs.
    #[test]
    fn canonical4_reduces_below_4p() {
        if !crate::field::monty::x86_adx::available() {
            return;
        }
        let p3 = add(&P2, &P);
        let one = [1, 0, 0, 0];
        for base in [[0u64; 4], P, P2, p3] {
            for v in [base, add(&base, &one), add(&base, &[12345, 6, 7, 8])] {
                let mut want = v;
                while !limbs::lt(&want, &P) {
                    want = limbs::sub(&want, &P).0;
                }
                assert_eq!(canonical4(&v), want);
            }
        }
        assert_eq!(ifma::split52(&P), MODULUS52.limbs);
    }
}
