//! Mersenne-31 on SIMD lanes: [`PackedMersenne31`] holds `N` canonical
//! words, one per independent state, and is a [`Field`] lane by lane. The
//! vector instructions come from the lane count's [`IsaM31`] (16 lanes:
//! AVX-512, [`super::avx512`]; 8 lanes: AVX2, [`super::avx2`]).
//!
//! 2³¹ ≡ 1 makes everything short: a product (two halves of 32×32 → 64-bit
//! `vpmuludq`) is its low 31 bits plus the rest, one conditional −p by an
//! unsigned minimum; multiplying or dividing by 2ᵏ (Plonky3's internal
//! diagonals) is a rotation of the 31-bit word.

use super::scalar::{Mersenne31, P};
pub use crate::field::packed::Lanes;
use crate::field::packed::{gather_rows, no_wide_sums, scatter_rows, Packed};
use crate::field::traits::Field;
use crate::field::transpose;
use core::fmt;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// The vector instructions for `N` lanes of Mersenne-31; every function
/// must be called only on a CPU with its instruction set (see [`Packed`]).
pub trait IsaM31<const N: usize> {
    /// `a + b mod p` for `a, b < p`.
    fn add(a: [u32; N], b: [u32; N]) -> [u32; N];
    /// `a − b mod p` for `a, b < p`.
    fn sub(a: [u32; N], b: [u32; N]) -> [u32; N];
    /// `a·b mod p` for `a, b < p`.
    fn mul(a: [u32; N], b: [u32; N]) -> [u32; N];
    /// `x·2ᵏ mod p` for `x < p`, `0 < k < 31`: the 31-bit rotation.
    fn rotate_left(x: [u32; N], k: u32) -> [u32; N];
    /// `(x + c)⁵ mod p` for `x, c < p` (the Poseidon2 S-box after its
    /// round constant), given `c_neg` = c − p mod 2³²; by default four
    /// generic operations.
    #[inline(always)]
    fn add_exp5(x: [u32; N], c_neg: u32) -> [u32; N] {
        let s = Self::add(x, [c_neg.wrapping_add(P); N]);
        let s2 = Self::mul(s, s);
        Self::mul(Self::mul(s2, s2), s)
    }
}

/// `N` Mersenne-31 elements on SIMD lanes.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct PackedMersenne31<const N: usize>([u32; N]);

/// 16 lanes (AVX-512).
pub type Mersenne31x16 = PackedMersenne31<16>;
/// 8 lanes (AVX2).
pub type Mersenne31x8 = PackedMersenne31<8>;

impl<const N: usize> Default for PackedMersenne31<N> {
    fn default() -> Self {
        Self([0; N])
    }
}

impl<const N: usize> fmt::Debug for PackedMersenne31<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter()).finish()
    }
}

macro_rules! binary_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $isa:ident) => {
        impl<const N: usize> $trait for PackedMersenne31<N>
        where
            Lanes<N>: IsaM31<N>,
        {
            type Output = Self;
            #[inline(always)]
            fn $method(self, rhs: Self) -> Self {
                Self(<Lanes<N> as IsaM31<N>>::$isa(self.0, rhs.0))
            }
        }

        impl<const N: usize> $assign for PackedMersenne31<N>
        where
            Lanes<N>: IsaM31<N>,
        {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: Self) {
                *self = $trait::$method(*self, rhs);
            }
        }
    };
}

binary_op!(Add, add, AddAssign, add_assign, add);
binary_op!(Sub, sub, SubAssign, sub_assign, sub);
binary_op!(Mul, mul, MulAssign, mul_assign, mul);

impl<const N: usize> Neg for PackedMersenne31<N>
where
    Lanes<N>: IsaM31<N>,
{
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        Self::ZERO - self
    }
}

impl<const N: usize> Field for PackedMersenne31<N>
where
    Lanes<N>: IsaM31<N>,
{
    const ZERO: Self = Self([0; N]);
    const ONE: Self = Self([1; N]);

    no_wide_sums!();

    /// 2³¹ ≡ 1: a rotation of the 31-bit words.
    #[inline(always)]
    fn mul_2exp(&self, k: u32) -> Self {
        match k % 31 {
            0 => *self,
            k => Self(<Lanes<N> as IsaM31<N>>::rotate_left(self.0, k)),
        }
    }

    /// 2⁻ᵏ = 2³¹⁻ᵏ: the opposite rotation.
    #[inline(always)]
    fn div_2exp(&self, k: u32) -> Self {
        self.mul_2exp(31 - k % 31)
    }

    #[inline(always)]
    fn halve(&self) -> Self {
        self.mul_2exp(30)
    }

    /// Lane by lane; `None` if any lane is zero.
    fn inverse(&self) -> Option<Self> {
        let mut out = [0u32; N];
        for (o, &x) in out.iter_mut().zip(&self.0) {
            *o = Mersenne31::from_canonical(x).inverse()?.value();
        }
        Some(Self(out))
    }

    fn from_u64(v: u64) -> Self {
        Self::broadcast(Mersenne31::from_u64(v))
    }
}

impl<const N: usize> Packed for PackedMersenne31<N>
where
    Lanes<N>: IsaM31<N>,
{
    type Scalar = Mersenne31;
    const LANES: usize = N;

    #[inline(always)]
    fn broadcast(x: Mersenne31) -> Self {
        Self([x.value(); N])
    }

    #[inline(always)]
    fn from_lanes(mut f: impl FnMut(usize) -> Mersenne31) -> Self {
        Self(core::array::from_fn(|i| f(i).value()))
    }

    type Constant = u32;

    /// c − p mod 2³².
    #[inline(always)]
    fn constant(c: Mersenne31) -> u32 {
        c.value().wrapping_sub(P)
    }

    /// α = 5 (every Mersenne-31 Poseidon2 instance) through the lanes'
    /// own S-box; other degrees by the generic chain.
    #[inline(always)]
    fn add_constant_power(self, c: u32, alpha: u64) -> Self {
        if alpha == 5 {
            return Self(<Lanes<N> as IsaM31<N>>::add_exp5(self.0, c));
        }
        let x = self + Self::broadcast(Mersenne31::from_canonical(c.wrapping_add(P)));
        x.exp_u64(alpha)
    }

    #[inline(always)]
    fn lane(&self, i: usize) -> Mersenne31 {
        debug_assert!(self.0[i] < P);
        Mersenne31::from_canonical(self.0[i])
    }

    #[inline(always)]
    fn load(xs: &[Mersenne31]) -> Self {
        let xs: &[Mersenne31; N] = xs[..N].try_into().expect("N elements");
        // SAFETY: `Mersenne31` is `repr(transparent)` over its canonical
        // `u32`, so `[Mersenne31; N]` is laid out as `[u32; N]`.
        Self(unsafe { core::mem::transmute_copy(xs) })
    }

    /// 16 lanes, and 8 for widths that are multiples of 8: transposed in
    /// registers ([`crate::field::transpose`]).
    #[inline(always)]
    fn from_rows<const T: usize>(rows: &[Mersenne31]) -> [Self; T] {
        // SAFETY: the elements are `repr(transparent)` `u32`s; 16 lanes are
        // AVX-512 lanes, 8 are AVX2 lanes (the `Packed` contract).
        match unsafe { transpose::rows_to_lanes_words::<N, T>(transpose::words(rows)) } {
            Some(cells) => cells.map(Self),
            None => gather_rows(rows),
        }
    }

    /// The inverse of `from_rows`, the same way.
    #[inline(always)]
    fn to_rows<const T: usize>(x: &[Self; T], rows: &mut [Mersenne31]) {
        let cells = x.map(|v| v.0);
        // SAFETY: as in `from_rows`; the lanes' words are valid elements.
        if !unsafe { transpose::lanes_to_rows_words::<N, T>(&cells, transpose::words_mut(rows)) } {
            scatter_rows(x, rows);
        }
    }

    #[inline(always)]
    fn store(&self, out: &mut [Mersenne31]) {
        let out: &mut [Mersenne31; N] = (&mut out[..N]).try_into().expect("N elements");
        // SAFETY: as in `load`; the lanes are canonical words.
        *out = unsafe { core::mem::transmute_copy(&self.0) };
    }
}
