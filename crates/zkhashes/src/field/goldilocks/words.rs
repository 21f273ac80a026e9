//! Goldilocks arithmetic on lazily reduced words: `u64` values congruent to
//! the element, below 2⁶⁴ but not necessarily below p. The scalar kernels of
//! Poseidon (plonky2), Poseidon2 and Rescue and the AVX-512 lane code share
//! them.

use super::scalar::{mask_epsilon, reduce128_lazy, Goldilocks as F};

/// `a · b` for any words: below 2⁶⁴, congruent mod p, not necessarily
/// below p.
#[inline(always)]
pub fn mul(a: u64, b: u64) -> u64 {
    reduce128_lazy(a as u128 * b as u128)
}

/// `x + c` for a word x and a canonical c: on carry, 2⁶⁴ ≡ ε, and the
/// wrapped sum is below p, so adding ε cannot carry again.
#[inline(always)]
pub fn add_constant(x: u64, c: &F) -> u64 {
    let (s, carry) = x.overflowing_add(c.value());
    s.wrapping_add(mask_epsilon(carry))
}

/// `x − y` for any words: each borrow subtracts ε (adds p − 2⁶⁴); a second
/// borrow leaves a word above 2⁶⁴ − ε, so the third cannot borrow.
#[inline(always)]
pub fn sub_any(x: u64, y: u64) -> u64 {
    let (d, b1) = x.overflowing_sub(y);
    let (d, b2) = d.overflowing_sub(mask_epsilon(b1));
    d.wrapping_sub(mask_epsilon(b2))
}

/// x⁷ = x³·x⁴.
#[inline(always)]
pub fn sbox7(x: u64) -> u64 {
    let x2 = mul(x, x);
    let x3 = mul(x2, x);
    let x4 = mul(x2, x2);
    mul(x3, x4)
}

/// A word congruent mod p to the 192-bit sum `lo + k·2¹²⁸` (k < 2³²):
/// lo + k·2¹²⁸ ≡ lo − k·2³² (2⁹⁶ ≡ −1). The exact sums of the kernels' dot
/// products end here.
#[inline(always)]
pub fn reduce192_lazy(lo: u128, k: u64) -> u64 {
    let r = reduce128_lazy(lo);
    // r − k·2³²: on borrow add p, i.e. subtract ε; stays positive.
    let (d, borrow) = r.overflowing_sub(k << 32);
    d.wrapping_sub(mask_epsilon(borrow))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::Field;

    fn canon(x: u64) -> F {
        F::from_u64_reduced(x)
    }

    /// Every word operation against the field's own arithmetic, on words
    /// at and above p as well as random ones.
    #[test]
    fn words_match_field() {
        let p = super::super::scalar::P;
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut words: [u64; 8] = [0, 1, p - 1, p, p + 1, u64::MAX, u64::MAX - 1, 1 << 63];
        for round in 0..1000 {
            if round > 0 {
                for w in words.iter_mut() {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    *w = seed;
                }
            }
            for &x in &words {
                for &y in &words {
                    assert_eq!(canon(mul(x, y)), canon(x) * canon(y));
                    let c = canon(y);
                    assert_eq!(canon(add_constant(x, &c)), canon(x) + c);
                    assert_eq!(canon(sub_any(x, y)), canon(x) - canon(y));
                    let k = y >> 32;
                    let lo = (x as u128) << 64 | y as u128;
                    let two128 = canon(1 << 32).square().square();
                    let expected = canon((lo >> 64) as u64) * canon(1 << 32).square()
                        + canon(lo as u64)
                        + canon(k) * two128;
                    assert_eq!(canon(reduce192_lazy(lo, k)), expected);
                }
                let f = canon(x);
                assert_eq!(canon(sbox7(x)), f.square().square() * f.square() * f);
            }
        }
    }
}
