//! A 4-limb Montgomery field as five 52-bit limbs whose limb products run on
//! WebAssembly's relaxed SIMD: the element type of circom's Poseidon in a
//! module built with `-C target-feature=+relaxed-simd` (issue 39).
//!
//! A limb is below 2⁵², so a limb product is below 2¹⁰⁴, and
//! `fma(a, b, 2¹⁰⁴)` rounds it to a multiple of 2⁵² (the high half, read as
//! an integer from the float's bits); `fma(a, b, −high)` is then exact: the
//! low half, in [−2⁵¹, 2⁵¹]. `f64x2.relaxed_madd` runs two such products per
//! instruction (Mitscha-Baude's technique; `bindings/js/bench-fma.mjs`
//! measured the product at 1.28–1.37× the nine-digit [`super::Fp29`]'s).
//! The halves add into ten signed 64-bit columns without carries.
//!
//! The Montgomery reduction (R = 2²⁶⁰) has no serial chain of products:
//! m = (T mod R)·(−p⁻¹) mod R as one lower-triangle product, then T + m·p in
//! the same columns and one carry pass. p < 2²⁵⁴ leaves R > 64·p, so a
//! product of two values below 2p, or a sum of up to [`Fp52::WIDE_TERMS`]
//! such products, reduces to below 2p with no final subtraction. Elements are
//! kept below 2p; only encodings, equality and hashing use the canonical
//! value. No branches on values.
//!
//! Elsewhere than wasm32 with relaxed SIMD, the same columns come from exact
//! integer products (the tests' path): the halves differ, their sums do not,
//! and every result is the same.

use super::limbs;
use super::monty::{Fp, MontyConfig};
use super::traits::{Field, PrimeField};
use crate::encode::U256;
use crate::error::Error;
use core::marker::PhantomData;

/// Limbs of an element.
const LIMBS: usize = 5;
/// Bits per limb.
const BITS: u32 = 52;
const MASK: u64 = (1 << BITS) - 1;
/// Columns of a product.
pub const COLUMNS: usize = 2 * LIMBS;

/// [`Fp52`]'s sums of products ([`Field::Wide`]): column pairs in SIMD
/// lanes with relaxed SIMD, else ten signed columns.
#[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
pub type Wide = lanes::Sum;
/// [`Fp52`]'s sums of products ([`Field::Wide`]): column pairs in SIMD
/// lanes with relaxed SIMD, else ten signed columns.
#[cfg(not(all(target_arch = "wasm32", target_feature = "relaxed-simd")))]
pub type Wide = [i64; COLUMNS];

/// The five 52-bit limbs of `v`, least significant first.
const fn split(v: &[u64; 4]) -> [u64; LIMBS] {
    limbs::split_digits::<LIMBS>(v, BITS)
}

/// The four 64-bit limbs of five 52-bit limbs, normalized, of a value below 2²⁵⁶.
const fn join(d: &[u64; LIMBS]) -> [u64; 4] {
    limbs::join_digits::<LIMBS>(d, BITS)
}

/// The five normalized limbs of Σ column(k)·2^(52k) for k < 5, mod 2²⁶⁰
/// (the carry out of the top limb dropped): T mod R in the reductions.
#[inline(always)]
fn low_limbs(column: impl Fn(usize) -> i64) -> [u64; LIMBS] {
    let mut l = [0u64; LIMBS];
    let mut carry = 0i64;
    for (k, lk) in l.iter_mut().enumerate() {
        let s = column(k) + carry;
        *lk = s as u64 & MASK;
        carry = s >> BITS;
    }
    l
}

/// `a · b mod 2²⁶⁰` on normalized limbs.
const fn mul_low(a: &[u64; LIMBS], b: &[u64; LIMBS]) -> [u64; LIMBS] {
    let mut t = [0u128; LIMBS];
    let mut i = 0;
    while i < LIMBS {
        let mut j = 0;
        while i + j < LIMBS {
            t[i + j] += a[i] as u128 * b[j] as u128;
            j += 1;
        }
        i += 1;
    }
    let mut r = [0u64; LIMBS];
    let mut carry = 0u128;
    let mut k = 0;
    while k < LIMBS {
        let s = t[k] + carry;
        r[k] = (s as u64) & MASK;
        carry = s >> BITS;
        k += 1;
    }
    r
}

/// `−m⁻¹ mod 2²⁶⁰` for odd `m`, by Newton's iteration (each step doubles
/// the bits that are right).
const fn neg_inv(m: &[u64; LIMBS]) -> [u64; LIMBS] {
    let mut x = [1u64, 0, 0, 0, 0];
    let mut i = 0;
    while i < 9 {
        // x ← x·(2 − m·x)
        let mx = mul_low(m, &x);
        let mut two_minus = [0u64; LIMBS];
        let mut borrow = 0u64;
        let mut k = 0;
        while k < LIMBS {
            let want = if k == 0 { 2 } else { 0 };
            let d = (want as i128) - (mx[k] as i128) - (borrow as i128);
            two_minus[k] = (d as u64) & MASK;
            borrow = if d < 0 { 1 } else { 0 };
            k += 1;
        }
        x = mul_low(&x, &two_minus);
        i += 1;
    }
    // −x mod 2²⁶⁰
    let mut r = [0u64; LIMBS];
    let mut borrow = 0i128;
    let mut k = 0;
    while k < LIMBS {
        let d = -(x[k] as i128) - borrow;
        r[k] = (d as u64) & MASK;
        borrow = if d < 0 { 1 } else { 0 };
        k += 1;
    }
    r
}

/// An element of the field of `C` as five 52-bit limbs in Montgomery form
/// (R = 2²⁶⁰), below 2p. See the [module docs](self).
pub struct Fp52<C> {
    l: [u64; LIMBS],
    _config: PhantomData<C>,
}

impl<C: MontyConfig<4>> Fp52<C> {
    /// The limbs of p (p has at most 254 bits: R = 2²⁶⁰ > 64·p).
    const P: [u64; LIMBS] = {
        assert!(limbs::bits(&C::MODULUS) <= 254, "the bounds need R > 64p");
        split(&C::MODULUS)
    };
    /// The limbs of 2p.
    const TWO_P: [u64; LIMBS] = split(&limbs::add(&C::MODULUS, &C::MODULUS).0);
    /// −p⁻¹ mod 2²⁶⁰.
    const P_NEG_INV: [u64; LIMBS] = neg_inv(&Self::P);
    /// R² mod p, for conversion into Montgomery form.
    const R2: [u64; LIMBS] = split(&limbs::pow2_bits_mod(
        &C::MODULUS,
        2 * LIMBS * BITS as usize,
    ));
    /// 2²⁶⁴ mod p: the product by it takes x·2²⁵⁶ (64-bit Montgomery form)
    /// to x·2²⁶⁰.
    const FROM_FP: [u64; LIMBS] = split(&limbs::pow2_bits_mod(&C::MODULUS, 264));
    /// 2²⁵⁶ mod p: the product by it takes x·2²⁶⁰ back to x·2²⁵⁶.
    const TO_FP: [u64; LIMBS] = split(&limbs::pow2_bits_mod(&C::MODULUS, 256));
    /// Products a column sum holds: each adds below 5·2⁵³ to a column, the
    /// reduction as much again, and the result stays below 2p for up to 16.
    pub const WIDE_TERMS: usize = 8;

    const fn from_limbs(l: [u64; LIMBS]) -> Self {
        Self {
            l,
            _config: PhantomData,
        }
    }

    /// Wraps five limbs in Montgomery form (R = 2²⁶⁰): each below 2⁵², the
    /// value below 2p; [`Error::NonCanonical`] otherwise.
    pub fn from_raw_limbs(l: [u64; LIMBS]) -> Result<Self, Error> {
        let mut value = l;
        value.reverse();
        let mut two_p = Self::TWO_P;
        two_p.reverse();
        if l.iter().any(|&x| x > MASK) || value >= two_p {
            return Err(Error::NonCanonical { index: 0 });
        }
        Ok(Self::from_limbs(l))
    }

    /// The five limbs in Montgomery form (R = 2²⁶⁰), a value below 2p.
    pub const fn raw_limbs(&self) -> [u64; LIMBS] {
        self.l
    }

    /// The Montgomery reduction of the columns `t` (a value below 16·4p²):
    /// `t / R mod p`, below 2p, normalized.
    #[inline(always)]
    fn reduce(t: [i64; COLUMNS]) -> Self {
        // T mod R, normalized (T itself stays in its columns).
        let low = low_limbs(|k| t[k]);
        // m = low · (−p⁻¹) mod R.
        let mc = columns_low(&low, &Self::P_NEG_INV);
        let m = low_limbs(|k| mc[k]);
        // T + m·p is a multiple of R; the result is its top half.
        let u = columns(&m, &Self::P);
        let mut r = [0u64; LIMBS];
        let mut carry = 0i64;
        for k in 0..COLUMNS {
            let s = t[k] + u[k] + carry;
            if k >= LIMBS {
                r[k - LIMBS] = s as u64 & MASK;
            }
            carry = s >> BITS;
        }
        debug_assert_eq!(carry, 0, "the result is below 2^260");
        Self::from_limbs(r)
    }

    /// The value of signed limbs `raw` (in [0, 4p)) below 2p: normalized,
    /// minus 2p where that is not negative.
    #[inline(always)]
    fn reduce_sum(raw: [i64; LIMBS]) -> Self {
        let (mut s, mut d) = ([0u64; LIMBS], [0u64; LIMBS]);
        let (mut cs, mut cd) = (0i64, 0i64);
        for k in 0..LIMBS {
            let x = raw[k] + cs;
            s[k] = x as u64 & MASK;
            cs = x >> BITS;
            let y = raw[k] - Self::TWO_P[k] as i64 + cd;
            d[k] = y as u64 & MASK;
            cd = y >> BITS;
        }
        debug_assert_eq!(cs, 0, "the sum is below 2^260");
        // cd is −1 when the sum is below 2p (keep it), 0 otherwise.
        let keep = cd as u64;
        for k in 0..LIMBS {
            s[k] = (s[k] & keep) | (d[k] & !keep);
        }
        Self::from_limbs(s)
    }

    /// `self · rhs`, inlined.
    #[inline(always)]
    pub fn mul_inline(&self, rhs: &Self) -> Self {
        #[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
        return Self::from_limbs(lanes::mont(&self.l, &rhs.l, &Self::P, &Self::P_NEG_INV));
        #[cfg(not(all(target_arch = "wasm32", target_feature = "relaxed-simd")))]
        Self::reduce(columns(&self.l, &rhs.l))
    }

    /// An empty sum of products.
    #[inline(always)]
    pub fn wide_zero() -> Wide {
        #[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
        return lanes::Sum::new();
        #[cfg(not(all(target_arch = "wasm32", target_feature = "relaxed-simd")))]
        [0; COLUMNS]
    }

    /// `acc + a · b` on a sum of products ([`Field::Wide`]), inlined.
    #[inline(always)]
    pub fn wide_mul_add_inline(acc: &mut Wide, a: &Self, b: &Self) {
        #[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
        acc.add(&a.l, &b.l);
        #[cfg(not(all(target_arch = "wasm32", target_feature = "relaxed-simd")))]
        {
            let t = columns(&a.l, &b.l);
            acc.iter_mut().zip(t).for_each(|(x, y)| *x += y);
        }
    }

    /// The element a sum of at most [`Self::WIDE_TERMS`] products stands
    /// for, inlined.
    #[inline(always)]
    pub fn wide_reduce_inline(acc: &Wide) -> Self {
        #[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
        return Self::from_limbs(acc.reduce(&Self::P, &Self::P_NEG_INV));
        #[cfg(not(all(target_arch = "wasm32", target_feature = "relaxed-simd")))]
        Self::reduce(*acc)
    }

    /// `self + rhs`, inlined.
    #[inline(always)]
    pub fn add_inline(&self, rhs: &Self) -> Self {
        Self::reduce_sum(core::array::from_fn(|k| (self.l[k] + rhs.l[k]) as i64))
    }

    /// `self − rhs`, inlined.
    #[inline(always)]
    pub fn sub_inline(&self, rhs: &Self) -> Self {
        // a + 2p − b is in (0, 4p).
        Self::reduce_sum(core::array::from_fn(|k| {
            (self.l[k] + Self::TWO_P[k]) as i64 - rhs.l[k] as i64
        }))
    }

    /// The unique limbs below p (for encodings, equality and hashing).
    #[inline]
    fn canonical(&self) -> [u64; LIMBS] {
        let (mut d, mut c) = ([0u64; LIMBS], 0i64);
        for (k, dk) in d.iter_mut().enumerate() {
            let y = self.l[k] as i64 - Self::P[k] as i64 + c;
            *dk = y as u64 & MASK;
            c = y >> BITS;
        }
        let keep = c as u64;
        core::array::from_fn(|k| (self.l[k] & keep) | (d[k] & !keep))
    }

    /// The element of a canonical value (< p), unchecked.
    #[inline]
    fn from_canonical(v: &[u64; 4]) -> Self {
        // v·R = v · R² / R.
        Self::from_limbs(split(v)) * Self::from_limbs(Self::R2)
    }
}

/// The columns of `a · b` (ten signed columns; their value is the product).
#[inline(always)]
fn columns(a: &[u64; LIMBS], b: &[u64; LIMBS]) -> [i64; COLUMNS] {
    #[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
    return lanes::columns(a, b, false);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "relaxed-simd")))]
    {
        let mut t = [0i64; COLUMNS];
        for i in 0..LIMBS {
            for j in 0..LIMBS {
                let p = a[i] as u128 * b[j] as u128;
                t[i + j] += (p as u64 & MASK) as i64;
                t[i + j + 1] += (p >> BITS) as i64;
            }
        }
        t
    }
}

/// The columns below 2²⁶⁰ of `a · b` (the products with i + j < 5; the
/// high halves that would land in column 5 are left out).
#[inline(always)]
fn columns_low(a: &[u64; LIMBS], b: &[u64; LIMBS]) -> [i64; COLUMNS] {
    #[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
    return lanes::columns(a, b, true);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "relaxed-simd")))]
    {
        let mut t = [0i64; COLUMNS];
        for i in 0..LIMBS {
            for j in 0..LIMBS - i {
                let p = a[i] as u128 * b[j] as u128;
                t[i + j] += (p as u64 & MASK) as i64;
                t[i + j + 1] += (p >> BITS) as i64;
            }
        }
        t
    }
}

/// The limb products on relaxed SIMD: b's limbs in pairs (0, 1), (2, 3),
/// (4, 0), each times a splat of one of a's limbs, into accumulators of
/// column pairs (s, s + 1).
#[cfg(all(target_arch = "wasm32", target_feature = "relaxed-simd"))]
pub mod lanes {
    use super::{COLUMNS, LIMBS};
    use core::arch::wasm32::*;

    /// 2¹⁰⁴: `fma(a, b, 2¹⁰⁴)` is 2¹⁰⁴ plus a·b rounded to a multiple of 2⁵².
    const HIGH: f64 = 20282409603651670423947251286016.0;
    /// 1.5·2⁵²: adding it puts a value in [−2⁵¹, 2⁵¹] in the low bits.
    const LOW: f64 = 6755399441055744.0;
    /// 2⁵²: `bits(2⁵² + v) − bits(2⁵²) = v` for integers v below 2⁵².
    const TWO52: f64 = 4503599627370496.0;

    /// Two limbs below 2⁵² as floats.
    #[inline(always)]
    fn pair(lo: u64, hi: u64) -> v128 {
        let bits = u64x2_replace_lane::<1>(u64x2_splat(lo), hi);
        let two52 = f64x2_splat(TWO52);
        f64x2_sub(v128_or(bits, two52), two52)
    }

    /// Column pairs: `acc[s]` holds columns s (lane 0) and s + 1 (lane 1).
    type Acc = [v128; COLUMNS + 1];

    /// A limb below 2⁵² as a float in both lanes (by its bits: V8 compiles
    /// the unsigned conversion, which LLVM picks for a masked value, to a
    /// branch).
    #[inline(always)]
    fn splat(a: u64) -> v128 {
        let two52 = f64x2_splat(TWO52);
        f64x2_sub(v128_or(u64x2_splat(a), two52), two52)
    }

    /// Adds the limb products of `a` and the pairs `bp` of b's limbs to
    /// `acc` (only those below column 5 with `LOW_ONLY`), spelled out:
    /// LLVM keeps the loops rolled otherwise.
    #[inline(always)]
    fn add_products<const LOW_ONLY: bool>(acc: &mut Acc, a: &[u64; LIMBS], bp: &[v128; 3]) {
        let high = f64x2_splat(HIGH);
        let low = f64x2_splat(LOW);
        macro_rules! product {
            ($ai:expr, $i:literal, $p:literal) => {
                if !(LOW_ONLY && $i + 2 * $p >= LIMBS) {
                    let s = $i + 2 * $p;
                    let bv = bp[$p];
                    let hf = f64x2_relaxed_madd($ai, bv, high);
                    let hi = f64x2_sub(hf, high);
                    acc[s + 1] = i64x2_add(acc[s + 1], hf);
                    // hi − a·b = −low half; plus 1.5·2⁵²: bits(1.5·2⁵²) − low.
                    let neg_low = f64x2_add(f64x2_relaxed_nmadd($ai, bv, hi), low);
                    acc[s] = i64x2_sub(acc[s], neg_low);
                }
            };
        }
        macro_rules! row {
            ($i:literal) => {
                let ai = splat(a[$i]);
                product!(ai, $i, 0);
                product!(ai, $i, 1);
                product!(ai, $i, 2);
            };
        }
        row!(0);
        row!(1);
        row!(2);
        row!(3);
        row!(4);
    }

    /// Column `c` of `acc`, less the float offsets its halves carried
    /// (`products` times the set of [`add_products`] calls made).
    #[inline(always)]
    fn column(acc: &Acc, c: usize, offsets: (i64, i64)) -> i64 {
        let mut v = i64x2_extract_lane::<0>(acc[c]);
        if c > 0 {
            v = v.wrapping_add(i64x2_extract_lane::<1>(acc[c - 1]));
        }
        // Each product added bits(2¹⁰⁴) to its high column's lanes and took
        // bits(1.5·2⁵²) from its low column's: undo both.
        let (highs, lows) = offsets;
        v.wrapping_sub(highs * HIGH.to_bits() as i64)
            .wrapping_add(lows * LOW.to_bits() as i64)
    }

    /// b's limbs in pairs (0, 1), (2, 3), (4, 0).
    #[inline(always)]
    fn pairs(b: &[u64; LIMBS]) -> [v128; 3] {
        [pair(b[0], b[1]), pair(b[2], b[3]), pair(b[4], 0)]
    }

    /// The columns of `a · b` (or of its part below column 5).
    #[inline(always)]
    pub(super) fn columns(a: &[u64; LIMBS], b: &[u64; LIMBS], low_only: bool) -> [i64; COLUMNS] {
        let mut acc = [i64x2_splat(0); COLUMNS + 1];
        if low_only {
            add_products::<true>(&mut acc, a, &pairs(b));
        } else {
            add_products::<false>(&mut acc, a, &pairs(b));
        }
        core::array::from_fn(|c| column(&acc, c, counts(c, low_only)))
    }

    /// A sum of products as column pairs, reduced once ([`super::Fp52`]'s
    /// `Field::Wide` with relaxed SIMD).
    #[derive(Clone, Copy)]
    pub struct Sum {
        acc: Acc,
        /// Products added (each left its float offsets in the columns).
        products: i64,
    }

    impl Sum {
        /// No product.
        #[inline(always)]
        pub(super) fn new() -> Self {
            Self {
                acc: [i64x2_splat(0); COLUMNS + 1],
                products: 0,
            }
        }

        /// Adds `a · b`.
        #[inline(always)]
        pub(super) fn add(&mut self, a: &[u64; LIMBS], b: &[u64; LIMBS]) {
            add_products::<false>(&mut self.acc, a, &pairs(b));
            self.products += 1;
        }

        /// The Montgomery reduction of the sum: sum·2⁻²⁶⁰ mod p, below 2p
        /// (for at most `WIDE_TERMS` products of values below 2p), with
        /// m·p added into the same accumulators and every column read once.
        #[inline(always)]
        pub(super) fn reduce(mut self, p: &[u64; LIMBS], p_neg_inv: &[u64; LIMBS]) -> [u64; LIMBS] {
            const MASK: i64 = (1 << 52) - 1;
            let k = self.products;
            // T mod R, normalized. (Written out here: through the shared
            // `low_limbs` with closures, V8's code for this path ran 1.7×
            // slower.)
            let mut low = [0u64; LIMBS];
            let mut carry = 0i64;
            for (c, l) in low.iter_mut().enumerate() {
                let (h, w) = counts(c, false);
                let s = column(&self.acc, c, (k * h, k * w)) + carry;
                *l = (s & MASK) as u64;
                carry = s >> 52;
            }
            // m = low · (−p⁻¹) mod R.
            let mut macc = [i64x2_splat(0); COLUMNS + 1];
            add_products::<true>(&mut macc, &low, &pairs(p_neg_inv));
            let mut m = [0u64; LIMBS];
            let mut carry = 0i64;
            for (c, l) in m.iter_mut().enumerate() {
                let s = column(&macc, c, counts(c, true)) + carry;
                *l = (s & MASK) as u64;
                carry = s >> 52;
            }
            // T + m·p; the result is the top half.
            add_products::<false>(&mut self.acc, &m, &pairs(p));
            let mut r = [0u64; LIMBS];
            let mut carry = 0i64;
            for c in 0..COLUMNS {
                let (h, w) = counts(c, false);
                let s = column(&self.acc, c, ((k + 1) * h, (k + 1) * w)) + carry;
                if c >= LIMBS {
                    r[c - LIMBS] = (s & MASK) as u64;
                }
                carry = s >> 52;
            }
            r
        }
    }

    /// The Montgomery product of `a` and `b` (limbs of values below 2p):
    /// a·b·2⁻²⁶⁰ mod p, below 2p.
    #[inline(always)]
    pub(super) fn mont(
        a: &[u64; LIMBS],
        b: &[u64; LIMBS],
        p: &[u64; LIMBS],
        p_neg_inv: &[u64; LIMBS],
    ) -> [u64; LIMBS] {
        let mut s = Sum::new();
        s.add(a, b);
        s.reduce(p, p_neg_inv)
    }

    /// How many high halves and how many low halves land in column `c`,
    /// counting the padding lane of the pair (4, 0) too (it adds its offset
    /// like the others).
    #[inline(always)]
    const fn counts(c: usize, low_only: bool) -> (i64, i64) {
        let (mut highs, mut lows) = (0, 0);
        let mut i = 0;
        while i < LIMBS {
            let mut p = 0;
            while p < 3 {
                let s = i + 2 * p;
                if !(low_only && s >= LIMBS) {
                    // Lane 0: low into s, high into s + 1; lane 1: low into
                    // s + 1, high into s + 2.
                    if c == s {
                        lows += 1;
                    }
                    if c == s + 1 {
                        highs += 1;
                        lows += 1;
                    }
                    if c == s + 2 {
                        highs += 1;
                    }
                }
                p += 1;
            }
            i += 1;
        }
        (highs, lows)
    }
}

/// The same element in the 64-bit Montgomery form: one product.
impl<C: MontyConfig<4>> From<Fp<C, 4>> for Fp52<C> {
    #[inline]
    fn from(x: Fp<C, 4>) -> Self {
        // x·2²⁵⁶ < p, times 2²⁶⁴ / 2²⁶⁰.
        Self::from_limbs(split(&x.to_montgomery())) * Self::from_limbs(Self::FROM_FP)
    }
}

/// The same element in the five-limb form: one product.
impl<C: MontyConfig<4>> From<Fp52<C>> for Fp<C, 4> {
    #[inline]
    fn from(x: Fp52<C>) -> Self {
        let y = x * Fp52::from_limbs(Fp52::<C>::TO_FP);
        Fp::from_montgomery(join(&y.canonical()))
    }
}

super::lazy_ops::lazy_field_ops!(Fp52);

impl<C: MontyConfig<4>> Field for Fp52<C> {
    const ZERO: Self = Self::from_limbs([0; LIMBS]);
    const ONE: Self = Self::from_limbs(split(&limbs::pow2_bits_mod(
        &C::MODULUS,
        LIMBS * BITS as usize,
    )));

    type Wide = Wide;
    const WIDE_TERMS: usize = Self::WIDE_TERMS;
    // Shared loops off wasm32 only, where this type runs in tests: the npm
    // package's code keeps its own choices (`LazySum::add_products_cold`).
    const SHARED_SUMS: bool = !cfg!(target_arch = "wasm32");

    #[inline(always)]
    fn wide_mul(a: &Self, b: &Self) -> Self::Wide {
        let mut acc = Self::wide_zero();
        Self::wide_mul_add_inline(&mut acc, a, b);
        acc
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
        Self::wide_reduce_inline(acc)
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

impl<C: MontyConfig<4>> PrimeField for Fp52<C> {
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
        let mut t = [0i64; COLUMNS];
        for (c, &l) in t.iter_mut().zip(&self.l) {
            *c = l as i64;
        }
        join(&Self::reduce(t).canonical())
    }
}

/// BN254 Fr as five 52-bit limbs ([`Fp52`]): the element type of circom's
/// Poseidon on WebAssembly with relaxed SIMD.
pub type Bn254Fr52 = Fp52<crate::field::bn254::Bn254FrConfig>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::bn254::Bn254FrConfig;

    /// −p⁻¹ is right: p·(−p⁻¹) ≡ −1 (mod 2²⁶⁰).
    #[test]
    fn negated_inverse() {
        type B = Fp52<Bn254FrConfig>;
        let prod = mul_low(&B::P, &B::P_NEG_INV);
        assert_eq!(prod, [MASK; LIMBS]);
    }
}
