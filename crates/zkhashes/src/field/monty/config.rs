//! [`MontyConfig`]: a Montgomery field's compile-time parameters, derived
//! from its modulus.

use crate::field::limbs;

/// The compile-time description of a Montgomery field: only `MODULUS` (odd,
/// at most 256 bits) is given; everything else has a `const fn` default.
pub trait MontyConfig<const N: usize>: 'static + Send + Sync {
    /// The modulus p, little-endian limbs.
    const MODULUS: [u64; N];
    /// R = 2^(64N) mod p.
    const R: [u64; N] = limbs::pow2_mod(&Self::MODULUS, 1);
    /// R² mod p, for conversion into Montgomery form.
    const R2: [u64; N] = limbs::pow2_mod(&Self::MODULUS, 2);
    /// −p⁻¹ mod 2⁶⁴.
    const INV: u64 = limbs::neg_inv_u64(Self::MODULUS[0]);
    /// p − 2, the exponent of inversion.
    const P_MINUS_2: [u64; N] = limbs::sub_small(&Self::MODULUS, 2);
    /// Whether the top limb is < 2⁶³ − 1, enabling the no-carry CIOS variant.
    const NO_CARRY: bool = Self::MODULUS[N - 1] < (u64::MAX >> 1) - 1;
    /// The modulus in static memory (for backends that read it by address).
    const MODULUS_REF: &'static [u64; N] = &Self::MODULUS;
    /// Whether p = 1 + c·2^(64(N−1)) (limbs 1, 0, …, 0, c — the Stark field):
    /// then −p⁻¹ = −1 mod 2⁶⁴ and a reduction needs N small products instead
    /// of N² (`redc` takes that path).
    const SPARSE_FORM: bool = limbs::is_sparse_form(&Self::MODULUS);
    /// For the 4-limb x86-64 kernels: the limbs of p (up to four), then −p⁻¹
    /// mod 2⁶⁴ at index 4, in static memory.
    const KERNEL_TABLE: &'static [u64; 8] = &limbs::kernel_table(&Self::MODULUS, Self::INV);
}
