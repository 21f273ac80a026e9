//! [`Packed`]: several elements of one field on SIMD lanes, one per
//! independent state, behaving as a [`Field`] lane by lane, so that the
//! generic permutation engines run many states at once unchanged.

use super::traits::Field;

/// `LANES` elements of `Scalar` on SIMD lanes; every operation of
/// [`Field`] acts lane by lane.
///
/// # Safety contract (crate-internal)
/// The x86-64 implementations run vector instructions in their arithmetic:
/// their values exist only inside kernels entered after the CPU check of
/// their instruction set (`#[target_feature]` functions called from a
/// dispatcher) and in tests that check the CPU first; the types are not
/// public.
pub trait Packed: Field {
    /// The field of one lane.
    type Scalar: Field;
    /// The number of lanes.
    const LANES: usize;

    /// `x` on every lane.
    fn broadcast(x: Self::Scalar) -> Self;

    /// Lane `i` is `f(i)`.
    fn from_lanes(f: impl FnMut(usize) -> Self::Scalar) -> Self;

    /// Lane `i` (`i < LANES`).
    fn lane(&self, i: usize) -> Self::Scalar;

    /// Lanes from the first `LANES` elements of `xs` (one vector load where
    /// a lane's word is its element's in memory).
    #[inline(always)]
    fn load(xs: &[Self::Scalar]) -> Self {
        let xs = &xs[..Self::LANES];
        Self::from_lanes(|i| xs[i])
    }

    /// The lanes written to the first `LANES` elements of `out`.
    #[inline(always)]
    fn store(&self, out: &mut [Self::Scalar]) {
        for (i, o) in out[..Self::LANES].iter_mut().enumerate() {
            *o = self.lane(i);
        }
    }

    /// `LANES` states of `T` cells held as rows (`rows[l·T + i]`: state
    /// `l`, cell `i`) as `T` vectors, one cell of every state each; fields
    /// override it with an in-register transposition.
    #[inline(always)]
    fn from_rows<const T: usize>(rows: &[Self::Scalar]) -> [Self; T] {
        gather_rows(rows)
    }

    /// The inverse of [`Packed::from_rows`].
    #[inline(always)]
    fn to_rows<const T: usize>(x: &[Self; T], rows: &mut [Self::Scalar]) {
        scatter_rows(x, rows)
    }

    /// A round constant in the form the lanes add it with one instruction
    /// (the 31-bit fields: c − p, so that `x + c − p` is one add of a
    /// word broadcast from memory; Plonky3's "negative form"). Kernels
    /// convert an instance's constants once per call
    /// ([`Packed::constant`]) and add them with
    /// [`Packed::add_constant_power`].
    type Constant: Copy;

    /// `c` as a [`Packed::Constant`].
    fn constant(c: Self::Scalar) -> Self::Constant;

    /// `(self + c)^α` for a constant in [`Packed::Constant`] form; the
    /// same as adding the element it came from and raising to α.
    fn add_constant_power(self, c: Self::Constant, alpha: u64) -> Self;
}

/// [`Packed::from_rows`] lane by lane.
#[inline(always)]
pub(crate) fn gather_rows<P: Packed, const T: usize>(rows: &[P::Scalar]) -> [P; T] {
    let rows = &rows[..P::LANES * T];
    core::array::from_fn(|i| P::from_lanes(|l| rows[l * T + i]))
}

/// [`Packed::to_rows`] lane by lane.
#[inline(always)]
pub(crate) fn scatter_rows<P: Packed, const T: usize>(x: &[P; T], rows: &mut [P::Scalar]) {
    for (l, state) in rows[..P::LANES * T].chunks_exact_mut(T).enumerate() {
        for (cell, v) in state.iter_mut().zip(x) {
            *cell = v.lane(l);
        }
    }
}

/// A lane count `N` as a type: the vector primitives of each field are
/// implemented for `Lanes<16>` (AVX-512) and `Lanes<8>` (AVX2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lanes<const N: usize>;

/// The [`Field`] items of a packed field that has no delayed reduction: a
/// "wide" value is a reduced one (inside an `impl Field` block).
macro_rules! no_wide_sums {
    () => {
        /// No delayed reduction on lanes: a "wide" value is a reduced one.
        type Wide = Self;
        const WIDE_TERMS: usize = usize::MAX;

        #[inline(always)]
        fn wide_mul(a: &Self, b: &Self) -> Self {
            *a * *b
        }

        #[inline(always)]
        fn wide_mul_add(acc: &Self, a: &Self, b: &Self) -> Self {
            *acc + *a * *b
        }

        #[inline(always)]
        fn wide_reduce(acc: &Self) -> Self {
            *acc
        }
    };
}

/// `fn v([$w; $n]) -> $vec` and `fn w($vec) -> [$w; $n]`: a lane array as
/// a vector register and back (same size; every bit pattern valid).
#[cfg(target_arch = "x86_64")]
macro_rules! vector_casts {
    ($w:ty, $n:literal, $vec:ty) => {
        #[inline(always)]
        fn v(x: [$w; $n]) -> $vec {
            // SAFETY: the same size; every bit pattern is valid for both.
            unsafe { core::mem::transmute(x) }
        }

        #[inline(always)]
        fn w(x: $vec) -> [$w; $n] {
            // SAFETY: as in `v`.
            unsafe { core::mem::transmute(x) }
        }
    };
}

pub(crate) use no_wide_sums;
#[cfg(target_arch = "x86_64")]
pub(crate) use vector_casts;
