//! Goldilocks on 8 AVX-512 lanes: [`Goldilocks8`] holds eight canonical
//! elements, one per independent state, and is a [`Field`] lane by lane,
//! so the generic permutation engines run eight states at once. Products
//! are the 32-bit-half products and folds of [`super::avx512`] (about 24
//! vector instructions per 8 products), then one conditional subtraction
//! of p; sums and differences fix their carry or borrow with a masked ±ε
//! (2⁶⁴ ≡ ε = 2³² − 1) and a conditional −p.

use super::avx512::zmm;
use super::scalar::{Goldilocks, P};
use crate::field::packed::vector_casts;
use crate::field::packed::{no_wide_sums, Packed};
use crate::field::traits::Field;
use crate::field::transpose;
use core::arch::x86_64::*;
use core::fmt;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

const EPSILON: u64 = 0xffff_ffff;

/// Eight Goldilocks elements on AVX-512 lanes (canonical words).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Goldilocks8([u64; 8]);

vector_casts!(u64, 8, __m512i);

#[inline(always)]
fn splat(x: u64) -> __m512i {
    // SAFETY: (here and below) these lanes exist only in kernels entered
    // after the AVX-512 check (the `Packed` contract).
    unsafe { _mm512_set1_epi64(x as i64) }
}

/// `x − p` where `x ≥ p`: canonical from any word.
#[inline(always)]
fn canonical(x: __m512i) -> __m512i {
    // SAFETY: see `splat`.
    unsafe {
        let p = splat(P);
        _mm512_mask_sub_epi64(x, _mm512_cmpge_epu64_mask(x, p), x, p)
    }
}

impl Goldilocks8 {
    /// Lanes from words below 2⁶⁴ congruent mod p (one conditional
    /// subtraction makes them canonical).
    #[inline(always)]
    pub(crate) fn from_vector(x: __m512i) -> Self {
        Self(w(canonical(x)))
    }

    /// The canonical lanes as a vector.
    #[inline(always)]
    pub(crate) fn vector(self) -> __m512i {
        v(self.0)
    }
}

impl fmt::Debug for Goldilocks8 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter()).finish()
    }
}

impl Add for Goldilocks8 {
    type Output = Self;
    #[inline(always)]
    fn add(self, rhs: Self) -> Self {
        // SAFETY: see `splat`.
        unsafe {
            let (a, b) = (v(self.0), v(rhs.0));
            // a + b < 2p: on carry the wrapped sum plus ε is exact and
            // below 2⁶⁴; then at most one p too many.
            let s = _mm512_add_epi64(a, b);
            let carry = _mm512_cmplt_epu64_mask(s, a);
            Self(w(canonical(_mm512_mask_add_epi64(
                s,
                carry,
                s,
                splat(EPSILON),
            ))))
        }
    }
}

impl Sub for Goldilocks8 {
    type Output = Self;
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        // SAFETY: see `splat`.
        unsafe {
            let (a, b) = (v(self.0), v(rhs.0));
            // On borrow the wrapped difference is a − b + 2⁶⁴: minus ε
            // gives a − b + p, below p.
            let d = _mm512_sub_epi64(a, b);
            let borrow = _mm512_cmplt_epu64_mask(a, b);
            Self(w(_mm512_mask_sub_epi64(d, borrow, d, splat(EPSILON))))
        }
    }
}

impl Mul for Goldilocks8 {
    type Output = Self;
    #[inline(always)]
    fn mul(self, rhs: Self) -> Self {
        // SAFETY: see `splat` (`zmm::mul` needs AVX-512F).
        unsafe { Self(w(canonical(zmm::mul(v(self.0), v(rhs.0))))) }
    }
}

impl Neg for Goldilocks8 {
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        Self::ZERO - self
    }
}

impl AddAssign for Goldilocks8 {
    #[inline(always)]
    fn add_assign(&mut self, rhs: Self) {
        *self = *self + rhs;
    }
}

impl SubAssign for Goldilocks8 {
    #[inline(always)]
    fn sub_assign(&mut self, rhs: Self) {
        *self = *self - rhs;
    }
}

impl MulAssign for Goldilocks8 {
    #[inline(always)]
    fn mul_assign(&mut self, rhs: Self) {
        *self = *self * rhs;
    }
}

impl Field for Goldilocks8 {
    const ZERO: Self = Self([0; 8]);
    const ONE: Self = Self([1; 8]);

    no_wide_sums!();

    /// x² with the shared cross product ([`zmm::square`]).
    #[inline(always)]
    fn square(&self) -> Self {
        // SAFETY: see `splat` (`zmm::square` needs AVX-512F).
        unsafe { Self(w(canonical(zmm::square(v(self.0))))) }
    }

    /// x/2 = ⌊x/2⌋ + (x odd)·(p + 1)/2, below p for x < p.
    #[inline(always)]
    fn halve(&self) -> Self {
        // SAFETY: see `splat`.
        unsafe {
            let x = v(self.0);
            let odd = _mm512_test_epi64_mask(x, splat(1));
            let h = _mm512_srli_epi64::<1>(x);
            Self(w(_mm512_mask_add_epi64(h, odd, h, splat(P.div_ceil(2)))))
        }
    }

    /// x·2⁻ᵏ: up to five halvings (three instructions each), else the
    /// product by the broadcast scalar 2⁻ᵏ (about 27).
    #[inline(always)]
    fn div_2exp(&self, k: u32) -> Self {
        if k <= 5 {
            let mut x = *self;
            for _ in 0..k {
                x = x.halve();
            }
            return x;
        }
        *self * Self::broadcast(Goldilocks::ONE.div_2exp(k))
    }

    /// −x/2ᵏ as p − x/2ᵏ ∈ (0, p]: one subtraction, no borrow to fix; the
    /// sum and difference accept p for zero (a + p < 2⁶⁴ + p, see `Add`).
    #[inline(always)]
    fn neg_div_2exp_operand(&self, k: u32) -> Self {
        // SAFETY: see `splat`.
        unsafe { Self(w(_mm512_sub_epi64(splat(P), v(self.div_2exp(k).0)))) }
    }

    /// Lane by lane; `None` if any lane is zero.
    fn inverse(&self) -> Option<Self> {
        let mut out = [0u64; 8];
        for (o, &x) in out.iter_mut().zip(&self.0) {
            *o = Goldilocks::from_canonical(x).inverse()?.value();
        }
        Some(Self(out))
    }

    fn from_u64(x: u64) -> Self {
        Self::broadcast(Goldilocks::from_u64(x))
    }
}

impl Packed for Goldilocks8 {
    type Scalar = Goldilocks;
    const LANES: usize = 8;

    #[inline(always)]
    fn broadcast(x: Goldilocks) -> Self {
        Self([x.value(); 8])
    }

    #[inline(always)]
    fn from_lanes(mut f: impl FnMut(usize) -> Goldilocks) -> Self {
        Self(core::array::from_fn(|i| f(i).value()))
    }

    #[inline(always)]
    fn lane(&self, i: usize) -> Goldilocks {
        Goldilocks::from_canonical(self.0[i])
    }

    /// The element itself (its add is already one instruction from memory).
    type Constant = Goldilocks;

    #[inline(always)]
    fn constant(c: Goldilocks) -> Goldilocks {
        c
    }

    /// The chain on words left below 2⁶⁴ between products (the products
    /// of [`zmm`] take any words), made canonical once at the end.
    #[inline(always)]
    fn add_constant_power(self, c: Goldilocks, alpha: u64) -> Self {
        // SAFETY: see `splat` (the `zmm` functions need AVX-512F).
        unsafe {
            // x + c left below 2⁶⁴, not canonical (three instructions, not five).
            let x = zmm::add_constant(self.vector(), splat(c.value()));
            let y = match alpha {
                3 => zmm::mul(zmm::square(x), x),
                5 => zmm::mul(zmm::square(zmm::square(x)), x),
                7 => zmm::pow7(x),
                _ => return (self + Self::broadcast(c)).exp_u64(alpha),
            };
            Self::from_vector(y)
        }
    }

    #[inline(always)]
    fn load(xs: &[Goldilocks]) -> Self {
        let xs: &[Goldilocks; 8] = xs[..8].try_into().expect("8 elements");
        // SAFETY: `Goldilocks` is `repr(transparent)` over its canonical
        // `u64`, so `[Goldilocks; 8]` is laid out as `[u64; 8]`.
        Self(unsafe { core::mem::transmute_copy(xs) })
    }

    /// Transposed in registers ([`crate::field::transpose`]).
    #[inline(always)]
    fn from_rows<const T: usize>(rows: &[Goldilocks]) -> [Self; T] {
        // SAFETY: `Goldilocks` is a `repr(transparent)` `u64`; these lanes
        // exist only after the AVX-512 check.
        unsafe { transpose::rows_to_lanes_u64::<T>(transpose::words(rows)) }.map(Self)
    }

    /// Transposed in registers.
    #[inline(always)]
    fn to_rows<const T: usize>(x: &[Self; T], rows: &mut [Goldilocks]) {
        let cells: [[u64; 8]; T] = core::array::from_fn(|i| x[i].0);
        // SAFETY: as in `from_rows`; the lanes are canonical words.
        unsafe { transpose::lanes_to_rows_u64::<T>(&cells, transpose::words_mut(rows)) };
    }

    #[inline(always)]
    fn store(&self, out: &mut [Goldilocks]) {
        let out: &mut [Goldilocks; 8] = (&mut out[..8]).try_into().expect("8 elements");
        // SAFETY: as in `load`; the lanes are canonical words.
        *out = unsafe { core::mem::transmute_copy(&self.0) };
    }
}

/// Cell `i` of eight states as the lanes of vector `i`, for every cell
/// (the batch kernels' structure of arrays).
///
/// # Safety
/// The CPU must support AVX-512F; `states` holds at least eight states.
#[target_feature(enable = "avx512f")]
#[inline]
pub(crate) fn load_states<const T: usize>(states: &[[Goldilocks; T]]) -> [__m512i; T] {
    let mut x = [_mm512_setzero_si512(); T];
    for (i, v) in x.iter_mut().enumerate() {
        let cell: [u64; 8] = core::array::from_fn(|l| states[l][i].value());
        // SAFETY: 8 words from `cell` (an unaligned load).
        *v = unsafe { _mm512_loadu_si512(cell.as_ptr().cast()) };
    }
    x
}

/// The lanes back into eight states, canonical (from words below 2⁶⁴
/// congruent mod p).
///
/// # Safety
/// The CPU must support AVX-512F; `states` holds at least eight states.
#[target_feature(enable = "avx512f")]
#[inline]
pub(crate) fn store_states<const T: usize>(x: &[__m512i; T], states: &mut [[Goldilocks; T]]) {
    for (i, v) in x.iter().enumerate() {
        let mut cell = [0u64; 8];
        // SAFETY: 8 words into `cell` (an unaligned store).
        unsafe { _mm512_storeu_si512(cell.as_mut_ptr().cast(), *v) };
        for (s, c) in states.iter_mut().zip(cell) {
            s[i] = Goldilocks::from_u64_reduced(c);
        }
    }
}
