//! A 4-limb Montgomery field as nine 29-bit digits with delayed carries: the
//! element type of the 256-bit permutations on WebAssembly.
//!
//! WebAssembly multiplies 64 × 64 → 64 bits and has no carry flag, so the
//! CIOS of [`super::monty::digits32`] spends most of its instructions on shifts and
//! masks between its 64 products. Here a digit is below 2²⁹, a digit product
//! below 2⁵⁸, and a column of a product sums its nine digit products without
//! any carry: one `i64.mul` and one `i64.add` each. Carries are propagated
//! once per reduction step. Sums of products ([`Field::Wide`]) are columns too:
//! up to [`Fp29::WIDE_TERMS`] products are added column by column and reduced
//! once.
//!
//! Montgomery form with R = 2²⁶¹ (nine digits). Every element is kept below
//! 2p, not below p: p < 2²⁵⁴ leaves R > 128·p, so the reduction of a product of
//! two such values (or of a sum of up to six) is already below 2p and needs no
//! final subtraction. Additions and subtractions end with one conditional
//! subtraction of 2p. Only encodings, equality and hashing use the canonical
//! value. No branches on values.
//!
//! The field is [`MontyConfig`]'s (moduli of 4 limbs and at most 254 bits); an
//! element converts to and from the 64-bit [`super::Fp`] with one product
//! (`From`).

use super::limbs;
use super::monty::{Fp, MontyConfig};
use super::traits::{Field, PrimeField};
use crate::encode::U256;
use crate::error::Error;
use core::marker::PhantomData;

/// Digits of an element.
const DIGITS: usize = 9;
/// Bits per digit.
const BITS: u32 = 29;
const MASK: u64 = (1 << BITS) - 1;
/// Columns of a product (17) plus one that takes the last carry: the form of
/// [`Fp29`]'s sums of products.
pub const COLUMNS: usize = 2 * DIGITS;

/// Runs `$body` with `$i` = 0, 1, … below `$n` (at most 9), unrolled: LLVM
/// leaves such loops rolled on wasm32, keeping the digits in memory.
macro_rules! unroll {
    ($i:ident < $n:expr, $body:block) => {
        unroll!(@ $i, $n, $body, 0 1 2 3 4 5 6 7 8)
    };
    (@ $i:ident, $n:expr, $body:block, $($k:literal)*) => {
        $( if $k < $n { let $i: usize = $k; $body } )*
    };
}

/// The nine 29-bit digits of `v`, least significant first.
const fn split(v: &[u64; 4]) -> [u64; DIGITS] {
    limbs::split_digits::<DIGITS>(v, BITS)
}

/// The four 64-bit limbs of nine 29-bit digits, normalized, of a value below 2²⁵⁶.
const fn join(d: &[u64; DIGITS]) -> [u64; 4] {
    limbs::join_digits::<DIGITS>(d, BITS)
}

/// An element of the field of `C` as nine 29-bit digits in Montgomery form
/// (R = 2²⁶¹), below 2p. See the [module docs](self).
pub struct Fp29<C> {
    d: [u64; DIGITS],
    _config: PhantomData<C>,
}

impl<C: MontyConfig<4>> Fp29<C> {
    /// The digits of p (p has at most 254 bits: R = 2²⁶¹ > 128·p).
    const P: [u64; DIGITS] = {
        assert!(limbs::bits(&C::MODULUS) <= 254, "the bounds need R > 128p");
        split(&C::MODULUS)
    };
    /// The digits of 2p.
    const TWO_P: [u64; DIGITS] = split(&limbs::add(&C::MODULUS, &C::MODULUS).0);
    /// −p⁻¹ mod 2²⁹.
    const INV: u64 = C::INV & MASK;
    /// k where p's lowest digit is 1 + 2ᵏ with 15 ≤ k < 29 (BN254 Fr: 28),
    /// else 0. Then −p⁻¹ ≡ 2ᵏ − 1 (mod 2²⁹), as 2²ᵏ ≡ 0.
    const P0_SHIFT: u32 = {
        let p0 = Self::P[0];
        let k = (p0 - 1).trailing_zeros();
        if p0 > 1 && p0 - 1 == 1 << k && k >= 15 {
            k
        } else {
            0
        }
    };
    /// R² mod p, for conversion into Montgomery form.
    const R2: [u64; DIGITS] = split(&limbs::pow2_bits_mod(
        &C::MODULUS,
        2 * DIGITS * BITS as usize,
    ));
    /// 2²⁶⁶ mod p: the product by it takes x·2²⁵⁶ (64-bit Montgomery form)
    /// to x·2²⁶¹.
    const FROM_FP: [u64; DIGITS] = split(&limbs::pow2_bits_mod(&C::MODULUS, 266));
    /// 2²⁵⁶ mod p: the product by it takes x·2²⁶¹ back to x·2²⁵⁶.
    const TO_FP: [u64; DIGITS] = split(&limbs::pow2_bits_mod(&C::MODULUS, 256));
    /// Products a column sum holds with room for its reduction: each adds up
    /// to 9·2⁵⁸, the reduction another 9·2⁵⁸ and a carry below 2³⁵.
    pub const WIDE_TERMS: usize = 6;

    const fn from_digits(d: [u64; DIGITS]) -> Self {
        Self {
            d,
            _config: PhantomData,
        }
    }

    /// Wraps nine digits in Montgomery form (R = 2²⁶¹): each below 2²⁹, the
    /// value below 2p; [`Error::NonCanonical`] otherwise.
    pub fn from_raw_digits(d: [u64; DIGITS]) -> Result<Self, Error> {
        let mut value = d;
        value.reverse();
        let mut two_p = Self::TWO_P;
        two_p.reverse();
        if d.iter().any(|&x| x > MASK) || value >= two_p {
            return Err(Error::NonCanonical { index: 0 });
        }
        Ok(Self::from_digits(d))
    }

    /// The nine digits in Montgomery form (R = 2²⁶¹), a value below 2p.
    pub const fn raw_digits(&self) -> [u64; DIGITS] {
        self.d
    }

    /// The Montgomery reduction of the columns `t` (a value below R·p,
    /// columns below 2⁶⁴ minus the reduction's share): `t / R mod p`, below
    /// t/R + p, normalized.
    #[inline(always)]
    fn reduce(mut t: [u64; COLUMNS]) -> Self {
        // Where p₀ = 1 + 2ᵏ, m = t·(2ᵏ − 1) and m·p₀ = m·(2ᵏ + 1) are shifts,
        // one `i64.mul` fewer each (WebAssembly's products are the
        // bottleneck). The shift is opaque to LLVM, which would fold it back
        // into products. `P0_SHIFT` is a constant: one branch is compiled.
        let k = core::hint::black_box(Self::P0_SHIFT);
        unroll!(i < DIGITS, {
            let m = if Self::P0_SHIFT != 0 {
                (t[i] << k).wrapping_sub(t[i]) & MASK
            } else {
                t[i].wrapping_mul(Self::INV) & MASK
            };
            t[i] += if Self::P0_SHIFT != 0 {
                (m << k) + m
            } else {
                m * Self::P[0]
            };
            unroll!(j < DIGITS, {
                if j > 0 {
                    t[i + j] += m * Self::P[j];
                }
            });
            t[i + 1] += t[i] >> BITS;
        });
        let mut r = [0u64; DIGITS];
        let mut carry = 0;
        unroll!(k < DIGITS, {
            let s = t[DIGITS + k] + carry;
            r[k] = s & MASK;
            carry = s >> BITS;
        });
        debug_assert_eq!(carry, 0, "the result is below 2^261");
        Self::from_digits(r)
    }

    /// The columns of `a · b` (each below 9·2⁵⁸).
    #[inline(always)]
    fn product(a: &Self, b: &Self) -> [u64; COLUMNS] {
        let mut t = [0u64; COLUMNS];
        Self::wide_mul_add_inline(&mut t, a, b);
        t
    }

    /// The columns of `a²`: the products below the diagonal once, doubled,
    /// plus the diagonal (45 products instead of 81).
    #[inline(always)]
    fn square_columns(a: &Self) -> [u64; COLUMNS] {
        let mut t = [0u64; COLUMNS];
        unroll!(i < DIGITS, {
            unroll!(j < DIGITS, {
                if j > i {
                    t[i + j] += a.d[i] * a.d[j];
                }
            });
        });
        unroll!(i < DIGITS, {
            t[2 * i] = 2 * t[2 * i] + a.d[i] * a.d[i];
            t[2 * i + 1] *= 2;
        });
        t
    }

    /// The value of signed digits `raw` (in [0, 4p)) below 2p: normalized,
    /// minus 2p where that is not negative.
    #[inline(always)]
    fn reduce_sum(raw: [i64; DIGITS]) -> Self {
        let (mut s, mut d) = ([0u64; DIGITS], [0u64; DIGITS]);
        let (mut cs, mut cd) = (0i64, 0i64);
        unroll!(k < DIGITS, {
            let x = raw[k] + cs;
            s[k] = x as u64 & MASK;
            cs = x >> BITS;
            let y = raw[k] - Self::TWO_P[k] as i64 + cd;
            d[k] = y as u64 & MASK;
            cd = y >> BITS;
        });
        debug_assert_eq!(cs, 0, "the sum is below 2^261");
        // cd is −1 when the sum is below 2p (keep it), 0 otherwise.
        let keep = cd as u64;
        unroll!(k < DIGITS, {
            s[k] = (s[k] & keep) | (d[k] & !keep);
        });
        Self::from_digits(s)
    }

    /// `self · rhs`, inlined (the trait's `*` is one shared copy on wasm32):
    /// for kernels' hot loops.
    #[inline(always)]
    pub fn mul_inline(&self, rhs: &Self) -> Self {
        Self::reduce(Self::product(self, rhs))
    }

    /// `self²`, inlined.
    #[inline(always)]
    pub fn square_inline(&self) -> Self {
        Self::reduce(Self::square_columns(self))
    }

    /// `self + rhs`, inlined.
    #[inline(always)]
    pub fn add_inline(&self, rhs: &Self) -> Self {
        Self::reduce_sum(core::array::from_fn(|k| (self.d[k] + rhs.d[k]) as i64))
    }

    /// `self − rhs`, inlined.
    #[inline(always)]
    pub fn sub_inline(&self, rhs: &Self) -> Self {
        // a + 2p − b is in (0, 4p).
        Self::reduce_sum(core::array::from_fn(|k| {
            (self.d[k] + Self::TWO_P[k]) as i64 - rhs.d[k] as i64
        }))
    }

    /// `acc + a · b` on a sum of products ([`Field::Wide`]), inlined.
    #[inline(always)]
    pub fn wide_mul_add_inline(acc: &mut [u64; COLUMNS], a: &Self, b: &Self) {
        unroll!(i < DIGITS, {
            unroll!(j < DIGITS, {
                acc[i + j] += a.d[i] * b.d[j];
            });
        });
    }

    /// The element a sum of at most [`Self::WIDE_TERMS`] products stands
    /// for, inlined.
    #[inline(always)]
    pub fn wide_reduce_inline(acc: &[u64; COLUMNS]) -> Self {
        Self::reduce(*acc)
    }

    /// The unique digits below p (for encodings, equality and hashing).
    #[inline]
    fn canonical(&self) -> [u64; DIGITS] {
        let (mut d, mut c) = ([0u64; DIGITS], 0i64);
        unroll!(k < DIGITS, {
            let y = self.d[k] as i64 - Self::P[k] as i64 + c;
            d[k] = y as u64 & MASK;
            c = y >> BITS;
        });
        let keep = c as u64;
        core::array::from_fn(|k| (self.d[k] & keep) | (d[k] & !keep))
    }

    /// The element of a canonical value (< p), unchecked.
    #[inline]
    fn from_canonical(v: &[u64; 4]) -> Self {
        // v·R = v · R² / R.
        Self::from_digits(split(v)) * Self::from_digits(Self::R2)
    }
}

/// The same element in the 64-bit Montgomery form: one product.
impl<C: MontyConfig<4>> From<Fp<C, 4>> for Fp29<C> {
    #[inline]
    fn from(x: Fp<C, 4>) -> Self {
        // x·2²⁵⁶ < p, times 2²⁶⁶ / 2²⁶¹.
        Self::from_digits(split(&x.to_montgomery())) * Self::from_digits(Self::FROM_FP)
    }
}

/// The same element in the nine-digit form: one product.
impl<C: MontyConfig<4>> From<Fp29<C>> for Fp<C, 4> {
    #[inline]
    fn from(x: Fp29<C>) -> Self {
        let y = x * Fp29::from_digits(Fp29::<C>::TO_FP);
        Fp::from_montgomery(join(&y.canonical()))
    }
}

super::lazy_ops::lazy_field_ops!(Fp29);

impl<C: MontyConfig<4>> Field for Fp29<C> {
    const ZERO: Self = Self::from_digits([0; DIGITS]);
    const ONE: Self = Self::from_digits(split(&limbs::pow2_bits_mod(
        &C::MODULUS,
        DIGITS * BITS as usize,
    )));

    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn square(&self) -> Self {
        self.square_inline()
    }

    type Wide = [u64; COLUMNS];
    const WIDE_TERMS: usize = Self::WIDE_TERMS;
    // Shared loops off wasm32 only, where this type runs in tests: the npm
    // package's code keeps its own choices (`LazySum::add_products_cold`).
    const SHARED_SUMS: bool = !cfg!(target_arch = "wasm32");

    #[inline(always)]
    fn wide_mul(a: &Self, b: &Self) -> Self::Wide {
        Self::product(a, b)
    }

    #[inline(always)]
    fn wide_mul_add(acc: &Self::Wide, a: &Self, b: &Self) -> Self::Wide {
        let mut t = *acc;
        Self::wide_mul_add_inline(&mut t, a, b);
        t
    }

    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    fn wide_reduce(acc: &Self::Wide) -> Self {
        // At most six products of values below 2p: below 24p² < R·p.
        Self::reduce(*acc)
    }

    fn inverse(&self) -> Option<Self> {
        // Off the hot paths: the 64-bit form's.
        Fp::<C, 4>::from(*self).inverse().map(Self::from)
    }

    fn from_u64(v: u64) -> Self {
        // p > 2²⁵³, so any u64 is canonical.
        Self::from_canonical(&[v, 0, 0, 0])
    }
}

impl<C: MontyConfig<4>> PrimeField for Fp29<C> {
    const MODULUS: U256 = C::MODULUS;
    const MODULUS_BITS: u32 = limbs::bits(&C::MODULUS);
    const NUM_BYTES: usize = (limbs::bits(&C::MODULUS) as usize).div_ceil(8);

    fn from_u256(v: &U256) -> Result<Self, Error> {
        if !limbs::lt_ct(v, &C::MODULUS) {
            return Err(Error::NonCanonical { index: 0 });
        }
        Ok(Self::from_canonical(v))
    }

    fn from_u256_reduced(v: &U256) -> Self {
        Self::from_canonical(&Fp::<C, 4>::from_u256_reduced(v).to_u256())
    }

    fn to_u256(&self) -> U256 {
        // x·R / R: below x/R + p ≤ p, and p itself stands for 0.
        let mut t = [0u64; COLUMNS];
        t[..DIGITS].copy_from_slice(&self.d);
        join(&Self::reduce(t).canonical())
    }
}

/// BN254 Fr as nine 29-bit digits ([`Fp29`]): the element type of circom's
/// Poseidon on WebAssembly.
pub type Bn254Fr29 = Fp29<crate::field::bn254::Bn254FrConfig>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::bn254::Bn254FrConfig;
    use crate::field::stark252::Stark252Config;

    /// BN254 Fr takes the reduction by shifts (its lowest digit is 1 + 2²⁸),
    /// with the same −p⁻¹; the Stark field (lowest digit 1) the products.
    #[test]
    fn reduction_by_shifts() {
        type B = Fp29<Bn254FrConfig>;
        assert_eq!(B::P0_SHIFT, 28);
        assert_eq!(B::INV, (1 << 28) - 1);
        assert_eq!(B::P[0], (1 << 28) + 1);
        assert_eq!(Fp29::<Stark252Config>::P0_SHIFT, 0);
    }
}
