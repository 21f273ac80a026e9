//! BabyBear and KoalaBear on SIMD lanes: [`PackedMonty31`] holds `N`
//! Montgomery words, one per independent state, and is a [`Field`] lane by
//! lane. The vector instructions come from the lane count's [`Isa32`]
//! (16 lanes: AVX-512, [`super::avx512`]; 8 lanes: AVX2, [`super::avx2`]).
//!
//! A product is two 16- (8-) lane halves of 32×32 → 64-bit products (even
//! lanes, then odd lanes moved down), each reduced by one Montgomery step
//! t = lo(x)·p⁻¹, (x − t·p)/2³² ∈ (−p, p) — exact, since x ≡ t·p mod 2³² —
//! then the halves interleaved and p added where negative by an unsigned
//! minimum (min(r, r + p) picks the representative below p). Sums and
//! differences correct by the same minimum; x/2ᵏ (Plonky3's internal
//! diagonals) is h − l·c·2ˢ⁻ᵏ for x = h·2ᵏ + l and p = c·2ˢ + 1, shifts
//! and a small product.

use super::scalar::{Consts, Monty31, Monty31Params};
pub use crate::field::packed::Lanes;
use crate::field::packed::{gather_rows, scatter_rows, Packed};
use crate::field::traits::Field;
use crate::field::transpose;
use core::fmt;
use core::marker::PhantomData;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// The vector instructions for `N` 32-bit lanes of a Montgomery field
/// below 2³¹. Every function must be called only on a CPU with the
/// instruction set of its implementation (see [`Packed`]'s contract).
pub trait Isa32<const N: usize> {
    /// `a + b mod p` for `a, b < p`.
    fn add_mod(a: [u32; N], b: [u32; N], p: u32) -> [u32; N];
    /// `a − b mod p` for `a, b < p`.
    fn sub_mod(a: [u32; N], b: [u32; N], p: u32) -> [u32; N];
    /// `a·b·2⁻³² mod p` for `a, b < p` (`p_inv` = p⁻¹ mod 2³²).
    fn monty_mul(a: [u32; N], b: [u32; N], p: u32, p_inv: u32) -> [u32; N];
    /// `x/2ᵏ mod p` for `x < p`, `1 ≤ k ≤ s` where p = `odd`·2ˢ + 1.
    fn div_2exp(x: [u32; N], k: u32, s: u32, odd: u32, p: u32) -> [u32; N];
    /// `x/2 mod p` for `x < p`.
    #[inline(always)]
    fn halve(x: [u32; N], s: u32, odd: u32, p: u32) -> [u32; N] {
        Self::div_2exp(x, 1, s, odd, p)
    }
    /// `−x/2ᵏ mod p` for `x < p`, `1 ≤ k ≤ s`, in [0, p] (p for x = 0):
    /// an operand for [`Isa32::add_mod`] / [`Isa32::sub_mod`] only, which
    /// accept p.
    #[inline(always)]
    fn neg_div_2exp(x: [u32; N], k: u32, s: u32, odd: u32, p: u32) -> [u32; N] {
        Self::sub_mod([0; N], Self::div_2exp(x, k, s, odd, p), p)
    }
    /// `sum ± x/2ᵏ mod p` (`−` where `negative`) for `sum, x < p`,
    /// `1 ≤ k ≤ s`.
    #[inline(always)]
    fn add_signed_div_2exp(
        sum: [u32; N],
        x: [u32; N],
        k: u32,
        negative: bool,
        s: u32,
        odd: u32,
        p: u32,
    ) -> [u32; N] {
        let z = Self::neg_div_2exp(x, k, s, odd, p);
        if negative {
            Self::add_mod(sum, z, p)
        } else {
            Self::sub_mod(sum, z, p)
        }
    }
    /// `(x + c)^α·2⁻³²⁽ᵅ⁻¹⁾ mod p` (the Montgomery power) for `x, c < p`
    /// and α ∈ {3, 5, 7}, given `c_neg` = c − p mod 2³² (so that x + c − p
    /// ∈ [−p, p) is one add): the chain on signed values in (−p, p), each
    /// product partly reduced, one full reduction at the end.
    fn add_power(x: [u32; N], c_neg: u32, alpha: u64, p: u32, p_inv: u32) -> [u32; N];

    /// Products [`Isa32::wide_mul_add`] adds before [`Isa32::wide_reduce`];
    /// `usize::MAX` where a wide value is a reduced one (the default).
    const WIDE_TERMS: usize = usize::MAX;
    /// `a·b` unreduced (the default: reduced, in the first half).
    #[inline(always)]
    fn wide_mul(a: [u32; N], b: [u32; N], p: u32, p_inv: u32) -> ([u32; N], [u32; N]) {
        (Self::monty_mul(a, b, p, p_inv), [0; N])
    }
    /// `acc + a·b` unreduced.
    #[inline(always)]
    fn wide_mul_add(
        acc: ([u32; N], [u32; N]),
        a: [u32; N],
        b: [u32; N],
        p: u32,
        p_inv: u32,
    ) -> ([u32; N], [u32; N]) {
        (
            Self::add_mod(acc.0, Self::monty_mul(a, b, p, p_inv), p),
            acc.1,
        )
    }
    /// The Montgomery word of an unreduced sum.
    #[inline(always)]
    fn wide_reduce(acc: ([u32; N], [u32; N]), p: u32, p_inv: u32) -> [u32; N] {
        let _ = (p, p_inv);
        acc.0
    }
}

/// `N` elements of the 31-bit Montgomery field `C` on SIMD lanes.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct PackedMonty31<C, const N: usize> {
    lanes: [u32; N],
    field: PhantomData<C>,
}

/// 16 BabyBear or KoalaBear lanes (AVX-512).
pub type Monty31x16<C> = PackedMonty31<C, 16>;
/// 8 BabyBear or KoalaBear lanes (AVX2).
pub type Monty31x8<C> = PackedMonty31<C, 8>;

impl<C, const N: usize> PackedMonty31<C, N> {
    #[inline(always)]
    const fn from_words(lanes: [u32; N]) -> Self {
        Self {
            lanes,
            field: PhantomData,
        }
    }
}

impl<C: Monty31Params, const N: usize> Default for PackedMonty31<C, N> {
    fn default() -> Self {
        Self::from_words([0; N])
    }
}

impl<C: Monty31Params, const N: usize> fmt::Debug for PackedMonty31<C, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries((0..N).map(|i| Monty31::<C>::from_mont(self.lanes[i])))
            .finish()
    }
}

macro_rules! binary_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, |$a:ident, $b:ident| $body:expr) => {
        impl<C: Monty31Params, const N: usize> $trait for PackedMonty31<C, N>
        where
            Lanes<N>: Isa32<N>,
        {
            type Output = Self;
            #[inline(always)]
            fn $method(self, rhs: Self) -> Self {
                let ($a, $b) = (self.lanes, rhs.lanes);
                Self::from_words($body)
            }
        }

        impl<C: Monty31Params, const N: usize> $assign for PackedMonty31<C, N>
        where
            Lanes<N>: Isa32<N>,
        {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: Self) {
                *self = $trait::$method(*self, rhs);
            }
        }
    };
}

binary_op!(Add, add, AddAssign, add_assign, |a, b| {
    <Lanes<N> as Isa32<N>>::add_mod(a, b, C::P)
});
binary_op!(Sub, sub, SubAssign, sub_assign, |a, b| {
    <Lanes<N> as Isa32<N>>::sub_mod(a, b, C::P)
});
binary_op!(Mul, mul, MulAssign, mul_assign, |a, b| {
    <Lanes<N> as Isa32<N>>::monty_mul(a, b, C::P, Consts::<C>::P_INV)
});

impl<C: Monty31Params, const N: usize> Neg for PackedMonty31<C, N>
where
    Lanes<N>: Isa32<N>,
{
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        Self::ZERO - self
    }
}

impl<C: Monty31Params, const N: usize> Field for PackedMonty31<C, N>
where
    Lanes<N>: Isa32<N>,
{
    const ZERO: Self = Self::from_words([0; N]);
    const ONE: Self = Self::from_words([Consts::<C>::R; N]);

    /// Delayed reduction where the lanes' instruction set has it
    /// ([`Isa32::WIDE_TERMS`]): 64-bit products summed, one reduction.
    type Wide = ([u32; N], [u32; N]);
    const WIDE_TERMS: usize = <Lanes<N> as Isa32<N>>::WIDE_TERMS;

    #[inline(always)]
    fn wide_mul(a: &Self, b: &Self) -> Self::Wide {
        <Lanes<N> as Isa32<N>>::wide_mul(a.lanes, b.lanes, C::P, Consts::<C>::P_INV)
    }

    #[inline(always)]
    fn wide_mul_add(acc: &Self::Wide, a: &Self, b: &Self) -> Self::Wide {
        <Lanes<N> as Isa32<N>>::wide_mul_add(*acc, a.lanes, b.lanes, C::P, Consts::<C>::P_INV)
    }

    #[inline(always)]
    fn wide_reduce(acc: &Self::Wide) -> Self {
        Self::from_words(<Lanes<N> as Isa32<N>>::wide_reduce(
            *acc,
            C::P,
            Consts::<C>::P_INV,
        ))
    }

    #[inline(always)]
    fn div_2exp(&self, k: u32) -> Self {
        let s = Consts::<C>::TWO_ADICITY;
        let (mut x, mut k) = (self.lanes, k);
        while k > 0 {
            let step = k.min(s);
            x = <Lanes<N> as Isa32<N>>::div_2exp(x, step, s, Consts::<C>::ODD, C::P);
            k -= step;
        }
        Self::from_words(x)
    }

    #[inline(always)]
    fn halve(&self) -> Self {
        let s = Consts::<C>::TWO_ADICITY;
        Self::from_words(<Lanes<N> as Isa32<N>>::halve(
            self.lanes,
            s,
            Consts::<C>::ODD,
            C::P,
        ))
    }

    /// In [0, p]: [`Isa32::add_mod`] and [`Isa32::sub_mod`] accept p.
    #[inline(always)]
    fn neg_div_2exp_operand(&self, k: u32) -> Self {
        let s = Consts::<C>::TWO_ADICITY;
        if k == 0 || k > s {
            return -self.div_2exp(k);
        }
        Self::from_words(<Lanes<N> as Isa32<N>>::neg_div_2exp(
            self.lanes,
            k,
            s,
            Consts::<C>::ODD,
            C::P,
        ))
    }

    #[inline(always)]
    fn add_signed_div_2exp(&self, x: Self, k: u32, negative: bool) -> Self {
        let s = Consts::<C>::TWO_ADICITY;
        if k == 0 || k > s {
            let y = x.div_2exp(k);
            return if negative { *self - y } else { *self + y };
        }
        Self::from_words(<Lanes<N> as Isa32<N>>::add_signed_div_2exp(
            self.lanes,
            x.lanes,
            k,
            negative,
            s,
            Consts::<C>::ODD,
            C::P,
        ))
    }

    /// Lane by lane; `None` if any lane is zero.
    fn inverse(&self) -> Option<Self> {
        let mut out = [0u32; N];
        for (o, &w) in out.iter_mut().zip(&self.lanes) {
            *o = Monty31::<C>::from_mont(w).inverse()?.to_mont();
        }
        Some(Self::from_words(out))
    }

    fn from_u64(v: u64) -> Self {
        Self::broadcast(Monty31::<C>::from_u64(v))
    }
}

impl<C: Monty31Params, const N: usize> Packed for PackedMonty31<C, N>
where
    Lanes<N>: Isa32<N>,
{
    type Scalar = Monty31<C>;
    const LANES: usize = N;

    #[inline(always)]
    fn broadcast(x: Monty31<C>) -> Self {
        Self::from_words([x.to_mont(); N])
    }

    #[inline(always)]
    fn from_lanes(mut f: impl FnMut(usize) -> Monty31<C>) -> Self {
        Self::from_words(core::array::from_fn(|i| f(i).to_mont()))
    }

    #[inline(always)]
    fn lane(&self, i: usize) -> Monty31<C> {
        Monty31::from_mont(self.lanes[i])
    }

    #[inline(always)]
    fn load(xs: &[Monty31<C>]) -> Self {
        let xs: &[Monty31<C>; N] = xs[..N].try_into().expect("N elements");
        // SAFETY: `Monty31` is `repr(transparent)` over its Montgomery
        // word, so `[Monty31<C>; N]` is laid out as `[u32; N]`.
        Self::from_words(unsafe { core::mem::transmute_copy(xs) })
    }

    /// 16 lanes, and 8 for widths that are multiples of 8: transposed in
    /// registers ([`crate::field::transpose`]).
    #[inline(always)]
    fn from_rows<const T: usize>(rows: &[Monty31<C>]) -> [Self; T] {
        // SAFETY: the elements are `repr(transparent)` `u32`s; 16 lanes are
        // AVX-512 lanes, 8 are AVX2 lanes (the `Packed` contract).
        match unsafe { transpose::rows_to_lanes_words::<N, T>(transpose::words(rows)) } {
            Some(cells) => cells.map(Self::from_words),
            None => gather_rows(rows),
        }
    }

    /// The inverse of `from_rows`, the same way.
    #[inline(always)]
    fn to_rows<const T: usize>(x: &[Self; T], rows: &mut [Monty31<C>]) {
        let cells = x.map(|v| v.lanes);
        // SAFETY: as in `from_rows`; the lanes' words are valid elements.
        if !unsafe { transpose::lanes_to_rows_words::<N, T>(&cells, transpose::words_mut(rows)) } {
            scatter_rows(x, rows);
        }
    }

    #[inline(always)]
    fn store(&self, out: &mut [Monty31<C>]) {
        let out: &mut [Monty31<C>; N] = (&mut out[..N]).try_into().expect("N elements");
        // SAFETY: as in `load`; the lanes are reduced Montgomery words.
        *out = unsafe { core::mem::transmute_copy(&self.lanes) };
    }

    type Constant = u32;

    /// c − p mod 2³² on the Montgomery word.
    #[inline(always)]
    fn constant(c: Monty31<C>) -> u32 {
        c.to_mont().wrapping_sub(C::P)
    }

    #[inline(always)]
    fn add_constant_power(self, c: u32, alpha: u64) -> Self {
        if matches!(alpha, 3 | 5 | 7) {
            Self::from_words(<Lanes<N> as Isa32<N>>::add_power(
                self.lanes,
                c,
                alpha,
                C::P,
                Consts::<C>::P_INV,
            ))
        } else {
            let x = self + Self::broadcast(Monty31::from_mont(c.wrapping_add(C::P)));
            x.exp_u64(alpha)
        }
    }
}
