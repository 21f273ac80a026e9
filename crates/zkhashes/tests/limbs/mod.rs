//! Conversions between 4-limb values and num-bigint, shared by the tests of
//! the lazily reduced kernels.

use num_bigint::BigUint;

/// The value of little-endian limbs.
pub fn big(v: &[u64; 4]) -> BigUint {
    BigUint::from_slice(
        &v.iter()
            .flat_map(|l| [*l as u32, (*l >> 32) as u32])
            .collect::<Vec<_>>(),
    )
}

/// Little-endian limbs of a value below 2²⁵⁶.
pub fn limbs(b: &BigUint) -> [u64; 4] {
    let mut out = [0u64; 4];
    for (i, d) in b.to_u64_digits().iter().enumerate() {
        out[i] = *d;
    }
    out
}
