//! Montgomery arithmetic over `[u64; N]`, generic over the modulus.
//!
//! A field is defined by its modulus alone ([`MontyConfig::MODULUS`]); R, R²,
//! −p⁻¹ and the exponent p − 2 are `const fn` results, folded by the compiler.
//! Multiplication is CIOS, with the "no-carry" variant (Gautam/gnark) when the
//! top limb leaves a spare bit. No branches on values.

use super::config::MontyConfig;
#[cfg(target_arch = "x86_64")]
use super::x86_adx_wide as wide;
use crate::encode::U256;
use crate::error::Error;
use crate::field::limbs::{self, mac};
use crate::field::traits::{Field, PrimeField};
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// An element of the prime field described by `C`, stored in Montgomery form.
pub struct Fp<C, const N: usize> {
    mont: [u64; N],
    _config: PhantomData<C>,
}

impl<C: MontyConfig<N>, const N: usize> Fp<C, N> {
    /// Wraps limbs already in Montgomery form (for generated constant tables).
    pub const fn from_montgomery(mont: [u64; N]) -> Self {
        Self {
            mont,
            _config: PhantomData,
        }
    }

    /// The Montgomery-form limbs (what generated tables store).
    pub const fn to_montgomery(&self) -> [u64; N] {
        self.mont
    }

    /// The element with canonical limbs `v` (< p), converted at compile time when used in a const.
    pub const fn from_canonical_limbs(v: &[u64; N]) -> Result<Self, Error> {
        if !limbs::lt_ct(v, &C::MODULUS) {
            return Err(Error::NonCanonical { index: 0 });
        }
        Ok(Self::from_canonical_const(v))
    }

    /// [`Self::from_canonical_limbs`] for constant tables: panics (at compile
    /// time, in a const or static) unless `v` < p.
    pub const fn from_canonical_const(v: &[u64; N]) -> Self {
        assert!(limbs::lt_ct(v, &C::MODULUS), "a constant is not below p");
        Self::from_montgomery(monty_mul::<C, N>(v, &C::R2))
    }

    /// The canonical limbs in [0, p).
    pub const fn to_canonical_limbs(&self) -> [u64; N] {
        let mut one = [0u64; N];
        one[0] = 1;
        monty_mul::<C, N>(&self.mont, &one)
    }

    /// `self · rhs` with the fastest backend this CPU has (run-time selected).
    #[inline(always)]
    fn mul_fast(&self, rhs: &Self) -> Self {
        #[cfg(target_arch = "x86_64")]
        if let Some(k) = Kernels::<C, N>::get() {
            return Self::from_montgomery(k.mul(&self.mont, &rhs.mont));
        }
        #[cfg(target_arch = "wasm32")]
        return Self::from_montgomery(super::digits32::monty_mul::<C, N>(&self.mont, &rhs.mont));
        #[cfg(not(target_arch = "wasm32"))]
        self.const_mul(rhs)
    }

    /// `self²` with the portable code (dedicated squaring + REDC where the
    /// modulus has a spare bit), usable in `const` contexts.
    #[inline(always)]
    pub const fn const_square(&self) -> Self {
        if C::NO_CARRY {
            let (lo, hi) = square_wide(&self.mont);
            Self::from_montgomery(redc::<C, N>(lo, hi))
        } else {
            self.const_mul(self)
        }
    }

    /// `Σ a_i · b_i` with the portable delayed reduction (what CPUs without
    /// the assembly kernels run; exposed so tests check it on every CPU).
    pub fn portable_dot_product(a: &[Self], b: &[Self]) -> Self {
        assert_eq!(a.len(), b.len(), "dot product of unequal lengths");
        let mut sum = Self::ZERO;
        if Self::WIDE_TERMS < 2 {
            for (x, y) in a.iter().zip(b) {
                sum += x.const_mul(y);
            }
            return sum;
        }
        for (ca, cb) in a.chunks(Self::WIDE_TERMS).zip(b.chunks(Self::WIDE_TERMS)) {
            let mut acc = [[0u64; N]; 2];
            for (x, y) in ca.iter().zip(cb) {
                acc = portable_mul_add::<N>(&acc, &x.mont, &y.mont);
            }
            sum += Self::from_montgomery(portable_reduce::<C, N>(&acc));
        }
        sum
    }

    /// `self · rhs` usable in `const` contexts (portable CIOS).
    #[inline(always)]
    pub const fn const_mul(&self, rhs: &Self) -> Self {
        Self::from_montgomery(monty_mul::<C, N>(&self.mont, &rhs.mont))
    }
}

/// Montgomery product `a · b · R⁻¹ mod p` for `a, b < p`.
#[inline(always)]
pub const fn monty_mul<C: MontyConfig<N>, const N: usize>(a: &[u64; N], b: &[u64; N]) -> [u64; N] {
    if C::SPARSE_FORM && C::NO_CARRY {
        let (lo, hi) = mul_wide(a, b);
        return redc::<C, N>(lo, hi);
    }
    let p = &C::MODULUS;
    let inv = C::INV;
    let mut t = [0u64; N];
    if C::NO_CARRY {
        let mut i = 0;
        while i < N {
            let (lo, mut carry_a) = mac(t[0], a[0], b[i], 0);
            let m = lo.wrapping_mul(inv);
            let (_, mut carry_m) = mac(lo, m, p[0], 0);
            let mut j = 1;
            while j < N {
                (t[j], carry_a) = mac(t[j], a[j], b[i], carry_a);
                (t[j - 1], carry_m) = mac(t[j], m, p[j], carry_m);
                j += 1;
            }
            t[N - 1] = carry_m + carry_a;
            i += 1;
        }
        let (reduced, borrow) = limbs::sub(&t, p);
        limbs::select(borrow.wrapping_neg(), &t, &reduced)
    } else {
        // Textbook CIOS with two extra words (t_n, t_n1).
        let mut tn = 0u64;
        let mut i = 0;
        while i < N {
            let mut carry = 0;
            let mut j = 0;
            while j < N {
                (t[j], carry) = mac(t[j], a[j], b[i], carry);
                j += 1;
            }
            let (s, tn1) = limbs::adc(tn, carry, 0);
            tn = s;
            let m = t[0].wrapping_mul(inv);
            let (_, mut carry) = mac(t[0], m, p[0], 0);
            let mut j = 1;
            while j < N {
                (t[j - 1], carry) = mac(t[j], m, p[j], carry);
                j += 1;
            }
            let (s, c) = limbs::adc(tn, carry, 0);
            t[N - 1] = s;
            tn = tn1 + c;
            i += 1;
        }
        let (reduced, borrow) = limbs::sub(&t, p);
        let keep_t = (borrow & (tn == 0) as u64).wrapping_neg();
        limbs::select(keep_t, &t, &reduced)
    }
}

/// The 2N-limb product `a · b` as (low, high) halves (schoolbook).
#[inline(always)]
const fn mul_wide<const N: usize>(a: &[u64; N], b: &[u64; N]) -> ([u64; N], [u64; N]) {
    let mut lo = [0u64; N];
    let mut hi = [0u64; N];
    let mut i = 0;
    while i < N {
        let mut carry = 0;
        let mut j = 0;
        while j < N {
            let k = i + j;
            if k < N {
                (lo[k], carry) = mac(lo[k], a[i], b[j], carry);
            } else {
                (hi[k - N], carry) = mac(hi[k - N], a[i], b[j], carry);
            }
            j += 1;
        }
        hi[i] = carry;
        i += 1;
    }
    (lo, hi)
}

/// The 2N-limb square `a²`: cross products once, doubled, plus the diagonal.
#[inline(always)]
const fn square_wide<const N: usize>(a: &[u64; N]) -> ([u64; N], [u64; N]) {
    // t = Σ_{i<j} a_i a_j 2^(64(i+j)) in 2N limbs, held as one array of lo/hi.
    let mut lo = [0u64; N];
    let mut hi = [0u64; N];
    let mut i = 0;
    while i < N {
        let mut carry = 0;
        let mut j = i + 1;
        while j < N {
            let k = i + j;
            if k < N {
                (lo[k], carry) = mac(lo[k], a[i], a[j], carry);
            } else {
                (hi[k - N], carry) = mac(hi[k - N], a[i], a[j], carry);
            }
            j += 1;
        }
        if i + 1 < N {
            hi[i] = carry;
        }
        i += 1;
    }
    // Double (shift left by one bit across 2N limbs; the cross sum is < 2^(128N − 1)).
    let mut k = 2 * N - 1;
    while k > 0 {
        let cur = if k < N { lo[k] } else { hi[k - N] };
        let prev = if k - 1 < N { lo[k - 1] } else { hi[k - 1 - N] };
        let v = (cur << 1) | (prev >> 63);
        if k < N {
            lo[k] = v;
        } else {
            hi[k - N] = v;
        }
        k -= 1;
    }
    lo[0] <<= 1;
    // Add the diagonal a_i².
    let mut carry = 0;
    let mut i = 0;
    while i < N {
        let (k0, k1) = (2 * i, 2 * i + 1);
        let sq = (a[i] as u128) * (a[i] as u128);
        let (w0, w1) = (sq as u64, (sq >> 64) as u64);
        let x0 = if k0 < N { lo[k0] } else { hi[k0 - N] };
        let (r0, c) = limbs::adc(x0, w0, carry);
        let x1 = if k1 < N { lo[k1] } else { hi[k1 - N] };
        let (r1, c) = limbs::adc(x1, w1, c);
        carry = c;
        if k0 < N {
            lo[k0] = r0;
        } else {
            hi[k0 - N] = r0;
        }
        if k1 < N {
            lo[k1] = r1;
        } else {
            hi[k1 - N] = r1;
        }
        i += 1;
    }
    (lo, hi)
}

/// Montgomery reduction `T · R⁻¹ mod p` of `T = (lo, hi) < p · R`, for moduli
/// with a spare top bit (so that `2p < R` and the running sum fits in 2N limbs).
#[inline(always)]
const fn redc<C: MontyConfig<N>, const N: usize>(lo: [u64; N], hi: [u64; N]) -> [u64; N] {
    if C::SPARSE_FORM {
        return redc_sparse::<C, N>(lo, hi);
    }
    let p = &C::MODULUS;
    let mut lo = lo;
    let mut hi = hi;
    let mut carry_hi = 0u64;
    let mut i = 0;
    while i < N {
        let m = lo[i].wrapping_mul(C::INV);
        let mut c = 0;
        let mut j = 0;
        while j < N {
            let k = i + j;
            if k < N {
                (lo[k], c) = mac(lo[k], m, p[j], c);
            } else {
                (hi[k - N], c) = mac(hi[k - N], m, p[j], c);
            }
            j += 1;
        }
        (hi[i], carry_hi) = limbs::adc(hi[i], c, carry_hi);
        i += 1;
    }
    let (reduced, borrow) = limbs::sub(&hi, p);
    limbs::select(borrow.wrapping_neg(), &hi, &reduced)
}

/// [`redc`] for p = 1 + c·2^(64(N−1)). With −p⁻¹ ≡ −1 mod 2⁶⁴ each step's
/// multiplier is `m_i = −t_i` (the running low word), `m_i · p` adds `m_i`
/// (clearing word i, carrying 1 unless the word was 0) and `m_i · c` two words
/// higher up: N products in all. `m_0 · c` lands on word N − 1 of the low half
/// before `m_{N−1}` is taken; the others land in the high half.
#[inline(always)]
const fn redc_sparse<C: MontyConfig<N>, const N: usize>(lo: [u64; N], hi: [u64; N]) -> [u64; N] {
    let c = C::MODULUS[N - 1] as u128;
    let mut m = [0u64; N];
    let mut k = 0u128;
    let mut i = 0;
    while i < N {
        let mut v = lo[i] as u128 + k;
        if i == N - 1 {
            v += ((m[0] as u128 * c) as u64) as u128;
        }
        let low = v as u64;
        m[i] = low.wrapping_neg();
        // word i + m_i is 0 or 2⁶⁴ (1 carried unless it was 0), plus v's own carry.
        k = (v >> 64) + (low != 0) as u128;
        i += 1;
    }
    let mut r = [0u64; N];
    let mut carry = k;
    let mut j = 0;
    while j < N {
        let mut s = hi[j] as u128 + ((m[j] as u128 * c) >> 64) + carry;
        if j + 1 < N {
            s += ((m[j + 1] as u128 * c) as u64) as u128;
        }
        r[j] = s as u64;
        carry = s >> 64;
        j += 1;
    }
    let (reduced, borrow) = limbs::sub(&r, &C::MODULUS);
    limbs::select(borrow.wrapping_neg(), &r, &reduced)
}

/// How many products of canonical values a 2N-limb accumulator may sum before
/// one [`redc`]: the largest K with K·p < R (so the REDC input stays below
/// p·R), bounded below by `⌊(2⁶⁴ − 1) / (p_top + 1)⌋`; 1 where p has no spare
/// bit (no delayed reduction), and on wasm32.
const fn lazy_terms<C: MontyConfig<N>, const N: usize>() -> usize {
    // On wasm32 the wide products would be u128 (`__multi3`): multiply and
    // reduce each product with the 32-bit digits instead.
    if !C::NO_CARRY || cfg!(target_arch = "wasm32") {
        return 1;
    }
    let top = C::MODULUS[N - 1];
    let k = u64::MAX / (top + 1);
    if k > 64 {
        64
    } else {
        k as usize
    }
}

/// `acc + w` over 2N limbs. No carry out: callers keep the sum within
/// [`Field::WIDE_TERMS`] products, below p · R < R².
#[inline(always)]
const fn add_wide<const N: usize>(acc: &[[u64; N]; 2], w: &[[u64; N]; 2]) -> [[u64; N]; 2] {
    let (lo, c) = limbs::add(&acc[0], &w[0]);
    [lo, limbs::add_with_carry(&acc[1], &w[1], c).0]
}

/// `acc + a · b`, portable (for moduli with a spare bit).
#[inline(always)]
const fn portable_mul_add<const N: usize>(
    acc: &[[u64; N]; 2],
    a: &[u64; N],
    b: &[u64; N],
) -> [[u64; N]; 2] {
    let (lo, hi) = mul_wide(a, b);
    add_wide(acc, &[lo, hi])
}

/// The reduction of a delayed sum, portable.
#[inline(always)]
const fn portable_reduce<C: MontyConfig<N>, const N: usize>(acc: &[[u64; N]; 2]) -> [u64; N] {
    redc::<C, N>(acc[0], acc[1])
}

/// The x86-64 BMI2/ADX kernels for 4-limb moduli with a spare bit, as a token
/// that exists only where the CPU has them (checked at run time, once).
/// Products and squares always use them; the reduction is the assembly REDC,
/// except for sparse-form moduli whose portable reduction is cheaper.
#[cfg(target_arch = "x86_64")]
struct Kernels<C, const N: usize>(PhantomData<C>);

#[cfg(target_arch = "x86_64")]
impl<C, const N: usize> Clone for Kernels<C, N> {
    fn clone(&self) -> Self {
        *self
    }
}

#[cfg(target_arch = "x86_64")]
impl<C, const N: usize> Copy for Kernels<C, N> {}

#[cfg(target_arch = "x86_64")]
impl<C: MontyConfig<N>, const N: usize> Kernels<C, N> {
    /// The kernels, if they apply to this modulus and this CPU.
    #[inline(always)]
    fn get() -> Option<Self> {
        (N == 4 && C::NO_CARRY && super::x86_adx::available()).then_some(Self(PhantomData))
    }

    #[inline(always)]
    fn four(v: &[u64; N]) -> &[u64; 4] {
        v[..].try_into().expect("N == 4")
    }

    #[inline(always)]
    fn from_wide(w: &[u64; 8]) -> [[u64; N]; 2] {
        let mut out = [[0u64; N]; 2];
        out[0].copy_from_slice(&w[..4]);
        out[1].copy_from_slice(&w[4..]);
        out
    }

    #[inline(always)]
    fn to_wide(w: &[[u64; N]; 2]) -> [u64; 8] {
        let mut out = [0u64; 8];
        out[..4].copy_from_slice(&w[0]);
        out[4..].copy_from_slice(&w[1]);
        out
    }

    #[inline(always)]
    fn mul_wide(self, a: &[u64; N], b: &[u64; N]) -> [[u64; N]; 2] {
        // SAFETY: `get` checked BMI2 and ADX.
        Self::from_wide(&unsafe { wide::mul_wide(Self::four(a), Self::four(b)) })
    }

    #[inline(always)]
    fn mul_add_wide(self, acc: &[[u64; N]; 2], a: &[u64; N], b: &[u64; N]) -> [[u64; N]; 2] {
        // The product does not depend on `acc`, so products of a dot product
        // run in parallel; only the additions form a chain.
        add_wide(acc, &self.mul_wide(a, b))
    }

    /// `a · b · R⁻¹ mod p`: the CIOS assembly, or product + sparse reduction.
    #[inline(always)]
    fn mul(self, a: &[u64; N], b: &[u64; N]) -> [u64; N] {
        if C::SPARSE_FORM {
            return self.redc(&self.mul_wide(a, b));
        }
        let q: &'static [u64; 4] = C::MODULUS_REF[..].try_into().expect("N == 4");
        // SAFETY: `get` checked BMI2 and ADX; a, b < q (Montgomery forms are
        // canonical) and q has a spare top bit (NO_CARRY).
        let r = unsafe { super::x86_adx::mul4(Self::four(a), Self::four(b), q, C::INV) };
        let mut out = [0u64; N];
        out.copy_from_slice(&r);
        out
    }

    #[inline(always)]
    fn redc(self, acc: &[[u64; N]; 2]) -> [u64; N] {
        if C::SPARSE_FORM {
            return redc::<C, N>(acc[0], acc[1]);
        }
        let mut out = [0u64; N];
        // SAFETY: `get` checked BMI2 and ADX; the sum is below p · R and
        // p < 2²⁵⁵ (NO_CARRY), as `wide::redc` requires.
        out.copy_from_slice(&unsafe { wide::redc(&Self::to_wide(acc), C::KERNEL_TABLE) });
        out
    }

    #[inline(always)]
    fn square(self, a: &[u64; N]) -> [u64; N] {
        // SAFETY: `get` checked BMI2 and ADX.
        let w = unsafe { wide::square_wide(Self::four(a)) };
        // a² < p² < p · R.
        self.redc(&Self::from_wide(&w))
    }
}

impl<C, const N: usize> Clone for Fp<C, N> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}
impl<C, const N: usize> Copy for Fp<C, N> {}
impl<C, const N: usize> PartialEq for Fp<C, N> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        // Montgomery form is unique for canonical values.
        self.mont == other.mont
    }
}
impl<C, const N: usize> Eq for Fp<C, N> {}
impl<C, const N: usize> Hash for Fp<C, N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.mont.hash(state);
    }
}
impl<C: MontyConfig<N>, const N: usize> Default for Fp<C, N> {
    fn default() -> Self {
        Self::from_montgomery([0; N])
    }
}
impl<C: MontyConfig<N>, const N: usize> fmt::Debug for Fp<C, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.to_canonical_limbs();
        f.write_str("0x")?;
        for limb in v.iter().rev() {
            write!(f, "{limb:016x}")?;
        }
        Ok(())
    }
}

impl<C: MontyConfig<N>, const N: usize> Add for Fp<C, N> {
    type Output = Self;
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        Self::from_montgomery(limbs::add_mod(&self.mont, &rhs.mont, &C::MODULUS))
    }
}
impl<C: MontyConfig<N>, const N: usize> Sub for Fp<C, N> {
    type Output = Self;
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        Self::from_montgomery(limbs::sub_mod(&self.mont, &rhs.mont, &C::MODULUS))
    }
}
impl<C: MontyConfig<N>, const N: usize> Mul for Fp<C, N> {
    type Output = Self;
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        self.mul_fast(&rhs)
    }
}
impl<C: MontyConfig<N>, const N: usize> Neg for Fp<C, N> {
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        Self::from_montgomery(limbs::sub_mod(&[0; N], &self.mont, &C::MODULUS))
    }
}
impl<C: MontyConfig<N>, const N: usize> AddAssign for Fp<C, N> {
    #[inline(always)]
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}
impl<C: MontyConfig<N>, const N: usize> SubAssign for Fp<C, N> {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}
impl<C: MontyConfig<N>, const N: usize> MulAssign for Fp<C, N> {
    #[inline(always)]
    fn mul_assign(&mut self, rhs: Self) {
        *self = *self * rhs;
    }
}

impl<C: MontyConfig<N>, const N: usize> Field for Fp<C, N> {
    const ZERO: Self = Self::from_montgomery([0; N]);
    const ONE: Self = Self::from_montgomery(C::R);

    #[inline(always)]
    fn square(&self) -> Self {
        #[cfg(target_arch = "x86_64")]
        if let Some(k) = Kernels::<C, N>::get() {
            return Self::from_montgomery(k.square(&self.mont));
        }
        #[cfg(target_arch = "wasm32")]
        return self.mul_fast(self);
        #[cfg(not(target_arch = "wasm32"))]
        self.const_square()
    }

    type Wide = [[u64; N]; 2];
    const WIDE_TERMS: usize = lazy_terms::<C, N>();
    // Not on wasm32, whose npm modules keep their measured code
    // (`LazySum::add_products_cold` shares the sums there already).
    const SHARED_SUMS: bool = !cfg!(target_arch = "wasm32");

    #[inline(always)]
    fn wide_mul(a: &Self, b: &Self) -> Self::Wide {
        if Self::WIDE_TERMS < 2 {
            return [a.mul_fast(b).mont, [0; N]];
        }
        #[cfg(target_arch = "x86_64")]
        if let Some(k) = Kernels::<C, N>::get() {
            return k.mul_wide(&a.mont, &b.mont);
        }
        let (lo, hi) = mul_wide(&a.mont, &b.mont);
        [lo, hi]
    }

    #[inline(always)]
    fn wide_mul_add(acc: &Self::Wide, a: &Self, b: &Self) -> Self::Wide {
        if Self::WIDE_TERMS < 2 {
            return [(Self::from_montgomery(acc[0]) + a.mul_fast(b)).mont, [0; N]];
        }
        #[cfg(target_arch = "x86_64")]
        if let Some(k) = Kernels::<C, N>::get() {
            return k.mul_add_wide(acc, &a.mont, &b.mont);
        }
        portable_mul_add::<N>(acc, &a.mont, &b.mont)
    }

    /// Every modulus with delayed reduction: a folded sum is below p·R and
    /// `WIDE_TERMS` products below p·R (`WIDE_TERMS`·p < R), so their sum is
    /// below 2p·R < R², its high half below 2p; subtracting p from the high
    /// half where it is ≥ p (p·R from the sum) brings it back below p·R.
    const WIDE_FOLD: bool = Self::WIDE_TERMS >= 2;

    #[inline(always)]
    fn wide_fold(acc: &Self::Wide) -> Self::Wide {
        let (reduced, borrow) = limbs::sub(&acc[1], &C::MODULUS);
        [
            acc[0],
            limbs::select(borrow.wrapping_neg(), &acc[1], &reduced),
        ]
    }

    #[inline(always)]
    fn wide_reduce(acc: &Self::Wide) -> Self {
        if Self::WIDE_TERMS < 2 {
            return Self::from_montgomery(acc[0]);
        }
        #[cfg(target_arch = "x86_64")]
        if let Some(k) = Kernels::<C, N>::get() {
            return Self::from_montgomery(k.redc(acc));
        }
        Self::from_montgomery(portable_reduce::<C, N>(acc))
    }

    fn inverse(&self) -> Option<Self> {
        if self.is_zero() {
            None
        } else {
            // Fermat: a^(p-2); the exponent is public, so this is constant time in `self`.
            Some(self.pow(&C::P_MINUS_2))
        }
    }

    fn from_u64(v: u64) -> Self {
        let mut limbs = [0u64; N];
        limbs[0] = v;
        if !limbs::lt(&limbs, &C::MODULUS) {
            // Only reachable for single-limb moduli.
            limbs[0] = v % C::MODULUS[0];
        }
        Self::from_montgomery(monty_mul::<C, N>(&limbs, &C::R2))
    }
}

impl<C: MontyConfig<N>, const N: usize> PrimeField for Fp<C, N> {
    const MODULUS: U256 = widen(&C::MODULUS);
    const MODULUS_BITS: u32 = limbs::bits(&C::MODULUS);
    const NUM_BYTES: usize = (limbs::bits(&C::MODULUS) as usize).div_ceil(8);

    fn from_u256(v: &U256) -> Result<Self, Error> {
        if v[N.min(4)..].iter().any(|&l| l != 0) {
            return Err(Error::NonCanonical { index: 0 });
        }
        let mut limbs = [0u64; N];
        limbs.copy_from_slice(&v[..N]);
        if !limbs::lt_ct(&limbs, &C::MODULUS) {
            return Err(Error::NonCanonical { index: 0 });
        }
        // v·R = mont(v, R²), with the fastest product this target has.
        Ok(Self::from_montgomery(limbs).mul_fast(&Self::from_montgomery(C::R2)))
    }

    fn from_u256_reduced(v: &U256) -> Self {
        // Horner over the 64-bit limbs: v = Σ v_i 2^(64 i), each step exact mod p.
        let base = Self::from_u64(u64::MAX) + Self::ONE; // 2^64 mod p
        let mut acc = Self::ZERO;
        for limb in v.iter().rev() {
            acc = acc * base + Self::from_u64(*limb);
        }
        acc
    }

    fn to_u256(&self) -> U256 {
        // mont(x·R, 1) = x, with the fastest product this target has.
        let mut one = [0u64; N];
        one[0] = 1;
        widen(&self.mul_fast(&Self::from_montgomery(one)).mont)
    }
}

const fn widen<const N: usize>(v: &[u64; N]) -> U256 {
    assert!(N <= 4, "fields are at most 256 bits");
    let mut out = [0u64; 4];
    let mut i = 0;
    while i < N {
        out[i] = v[i];
        i += 1;
    }
    out
}
