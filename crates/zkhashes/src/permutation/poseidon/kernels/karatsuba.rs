//! The product by a circulant matrix of width 16 or 24 (Plonky3's
//! Poseidon1 matrices: `M[i][j] = row[(j − i) mod t]`, any entries) as a
//! cyclic convolution split down by the Chinese remainder theorem and
//! Karatsuba, over any [`Field`] — one state, or one cell of many states
//! per vector on SIMD lanes: 41 products at width 16 and 126 at 24, not 256
//! and 576.
//!
//! A cyclic convolution of size 2h is one of size h (the halves' sum, mod
//! Xʰ − 1) and a negacyclic one of size h (their difference, mod Xʰ + 1),
//! joined as `u + v`, `u − v`: the halving the join needs is folded into the
//! matrix's side, so it costs nothing per call. A negacyclic convolution of
//! size 2h is three linear ones of size h (Karatsuba); sizes 1 and 3 are
//! dense. Every product is a *leaf*: one state value times one matrix-side
//! value. The matrix side depends on the instance only, so its leaf values
//! are computed once ([`leaves16`], [`leaves24`]) by running the same code
//! with the data side empty (`()`), and the per-call product
//! ([`apply16`], [`apply24`]) takes them in the same order. Tested against
//! the dense product.
//!
//! Same technique as p3-mds' `karatsuba_convolution` (learnt there, written
//! here).

use crate::field::{Field, LazySum};

/// Products of [`apply16`].
pub const LEAVES_16: usize = 41;
/// Products of [`apply24`].
pub const LEAVES_24: usize = 126;

/// One side of the convolution: field values, or nothing (`()`, the side
/// not computed).
pub trait Side: Copy {
    /// The zero value.
    fn zero() -> Self;
    /// `self + o`.
    fn plus(self, o: Self) -> Self;
    /// `self − o`.
    fn minus(self, o: Self) -> Self;
    /// `self / 2`.
    fn half(self) -> Self;
}

impl Side for () {
    #[inline(always)]
    fn zero() -> Self {}
    #[inline(always)]
    fn plus(self, _: Self) -> Self {}
    #[inline(always)]
    fn minus(self, _: Self) -> Self {}
    #[inline(always)]
    fn half(self) -> Self {}
}

impl<F: Field> Side for F {
    #[inline(always)]
    fn zero() -> Self {
        F::ZERO
    }
    #[inline(always)]
    fn plus(self, o: Self) -> Self {
        self + o
    }
    #[inline(always)]
    fn minus(self, o: Self) -> Self {
        self - o
    }
    #[inline(always)]
    fn half(self) -> Self {
        self.halve()
    }
}

/// A leaf's products: the dot product of its data values `ds` with its
/// matrix values `bs` (one side is `()` where it is not computed). A trait,
/// not a closure, so that every call inlines into the caller's
/// `#[target_feature]` function (a closure is compiled on its own, outside
/// it, and its SIMD intrinsics become calls).
pub trait Leaf<D, B> {
    /// The leaf's value.
    fn leaf(&mut self, ds: &[D], bs: &[B]) -> D;
}

/// The data side's leaves for [`apply16_with`] and [`apply24_with`]:
/// `Σ_t ds[t]·w[k + t]`, `k` the leaf's first matrix value (the leaves are
/// numbered in the order [`leaves16`] and [`leaves24`] give them).
pub trait Dot<D> {
    /// The dot product of `ds` with the matrix values from `k` on.
    fn dot(&self, ds: &[D], k: usize) -> D;
}

/// A sum built term by term, so that no term is added to a zero.
#[inline(always)]
fn put<D: Side>(acc: &mut Option<D>, x: D, negative: bool) {
    *acc = Some(match (*acc, negative) {
        (Some(a), false) => a.plus(x),
        (Some(a), true) => a.minus(x),
        (None, false) => x,
        (None, true) => D::zero().minus(x),
    });
}

/// Every sum of `acc`, an empty one zero.
#[inline(always)]
fn done<D: Side, const N: usize>(acc: &[Option<D>; N]) -> [D; N] {
    let mut out = [D::zero(); N];
    for i in 0..N {
        if let Some(v) = acc[i] {
            out[i] = v;
        }
    }
    out
}

#[inline(always)]
fn halves<D: Side, const N: usize, const H: usize>(a: &[D; N]) -> ([D; H], [D; H]) {
    let (mut lo, mut hi) = ([D::zero(); H], [D::zero(); H]);
    lo.copy_from_slice(&a[..H]);
    hi.copy_from_slice(&a[H..2 * H]);
    (lo, hi)
}

/// `a + b` cell by cell.
#[inline(always)]
fn sum<D: Side, const H: usize>(a: &[D; H], b: &[D; H]) -> [D; H] {
    let mut out = [D::zero(); H];
    for i in 0..H {
        out[i] = a[i].plus(b[i]);
    }
    out
}

/// `a − b` cell by cell.
#[inline(always)]
fn diff<D: Side, const H: usize>(a: &[D; H], b: &[D; H]) -> [D; H] {
    let mut out = [D::zero(); H];
    for i in 0..H {
        out[i] = a[i].minus(b[i]);
    }
    out
}

/// `v / 2` cell by cell.
#[inline(always)]
fn halved<D: Side, const H: usize>(mut v: [D; H]) -> [D; H] {
    for x in &mut v {
        *x = x.half();
    }
    v
}

// Dense products of sizes 1 and 3, written out (loops over the terms
// were left unrolled by the compiler at width 24, with a comparison per
// term at run time): linear (2n − 1 outputs), cyclic and negacyclic (the
// wrapped terms' matrix side negated; n outputs, the rest zero, unused).
// Each output is one call of `leaf` on its terms, a dot product of at
// most 3.

#[inline(always)]
fn lin1<D: Side, B: Side>(a: [D; 1], b: [B; 1], leaf: &mut impl Leaf<D, B>) -> [D; 1] {
    [leaf.leaf(&a, &b)]
}

#[inline(always)]
fn lin3<D: Side, B: Side>(a: [D; 3], b: [B; 3], leaf: &mut impl Leaf<D, B>) -> [D; 5] {
    let y0 = leaf.leaf(&[a[0]], &[b[0]]);
    let y1 = leaf.leaf(&[a[0], a[1]], &[b[1], b[0]]);
    let y2 = leaf.leaf(&a, &[b[2], b[1], b[0]]);
    let y3 = leaf.leaf(&[a[1], a[2]], &[b[2], b[1]]);
    let y4 = leaf.leaf(&[a[2]], &[b[2]]);
    [y0, y1, y2, y3, y4]
}

/// Size 3 modulo X³ − `sign` (`wrapped`: the wrapped matrix values, negated
/// or not).
#[inline(always)]
fn wrap3<D: Side, B: Side>(
    a: [D; 3],
    b: [B; 3],
    wrapped: impl Fn(B) -> B,
    leaf: &mut impl Leaf<D, B>,
) -> [D; 5] {
    let (w1, w2) = (wrapped(b[1]), wrapped(b[2]));
    let y0 = leaf.leaf(&a, &[b[0], w2, w1]);
    let y1 = leaf.leaf(&a, &[b[1], b[0], w2]);
    let y2 = leaf.leaf(&a, &[b[2], b[1], b[0]]);
    [y0, y1, y2, D::zero(), D::zero()]
}

#[inline(always)]
fn keep<B: Side>(b: B) -> B {
    b
}

#[inline(always)]
fn negate<B: Side>(b: B) -> B {
    B::zero().minus(b)
}

#[inline(always)]
fn cyc3<D: Side, B: Side>(a: [D; 3], b: [B; 3], leaf: &mut impl Leaf<D, B>) -> [D; 5] {
    wrap3(a, b, keep, leaf)
}

#[inline(always)]
fn neg3<D: Side, B: Side>(a: [D; 3], b: [B; 3], leaf: &mut impl Leaf<D, B>) -> [D; 5] {
    wrap3(a, b, negate, leaf)
}

/// The first `N` of `x`.
#[inline(always)]
fn first<D: Side, const M: usize, const N: usize>(x: [D; M]) -> [D; N] {
    let mut out = [D::zero(); N];
    out.copy_from_slice(&x[..N]);
    out
}

/// A linear convolution of size 2h by Karatsuba from three of size h.
macro_rules! linear {
    ($name:ident, $n:literal, $h:literal, $sub:ident) => {
        #[inline(always)]
        fn $name<D: Side, B: Side>(
            a: [D; $n],
            b: [B; $n],
            leaf: &mut impl Leaf<D, B>,
        ) -> [D; 2 * $n - 1] {
            let (a0, a1) = halves::<D, $n, $h>(&a);
            let (b0, b1) = halves::<B, $n, $h>(&b);
            let q0 = $sub(a0, b0, leaf);
            let q1 = $sub(a1, b1, leaf);
            let q2 = $sub(sum(&a0, &a1), sum(&b0, &b1), leaf);
            let mut out: [Option<D>; 2 * $n - 1] = [None; 2 * $n - 1];
            for k in 0..2 * $h - 1 {
                put(&mut out[k], q0[k], false);
                put(&mut out[k + $n], q1[k], false);
            }
            for k in 0..2 * $h - 1 {
                put(&mut out[k + $h], q2[k].minus(q0[k]).minus(q1[k]), false);
            }
            done(&out)
        }
    };
}

/// A negacyclic convolution of size 2h (mod X²ʰ + 1) from three linear
/// ones of size h.
macro_rules! negacyclic {
    ($name:ident, $n:literal, $h:literal, $sub:ident) => {
        #[inline(always)]
        fn $name<D: Side, B: Side>(a: [D; $n], b: [B; $n], leaf: &mut impl Leaf<D, B>) -> [D; $n] {
            let (a0, a1) = halves::<D, $n, $h>(&a);
            let (b0, b1) = halves::<B, $n, $h>(&b);
            let p0 = $sub(a0, b0, leaf);
            let p1 = $sub(a1, b1, leaf);
            let p2 = $sub(sum(&a0, &a1), sum(&b0, &b1), leaf);
            let mut out: [Option<D>; $n] = [None; $n];
            // X^(2h) = −1: p0 + X^h·(p2 − p0 − p1) − p1, each wrapped term
            // negated; the positive terms first.
            for k in 0..2 * $h - 1 {
                put(&mut out[k], p0[k], false);
            }
            for k in 0..2 * $h - 1 {
                let at = k + $h;
                if at < $n {
                    put(&mut out[at], p2[k], false);
                }
            }
            for k in 0..2 * $h - 1 {
                let at = k + $h;
                if at >= $n {
                    put(&mut out[at - $n], p0[k], false);
                    put(&mut out[at - $n], p2[k], true);
                    put(&mut out[at - $n], p1[k], false);
                } else {
                    put(&mut out[at], p0[k], true);
                    put(&mut out[at], p1[k], true);
                }
                put(&mut out[k], p1[k], true);
            }
            done(&out)
        }
    };
}

/// A cyclic convolution of size 2h from a cyclic and a negacyclic one of
/// size h (the matrix side halved, so the join is `u ± v`).
macro_rules! cyclic {
    ($name:ident, $n:literal, $h:literal, $cyc:ident, $neg:ident) => {
        #[inline(always)]
        fn $name<D: Side, B: Side>(a: [D; $n], b: [B; $n], leaf: &mut impl Leaf<D, B>) -> [D; $n] {
            let (a0, a1) = halves::<D, $n, $h>(&a);
            let (b0, b1) = halves::<B, $n, $h>(&b);
            let bs = halved(sum(&b0, &b1));
            let bd = halved(diff(&b0, &b1));
            let u: [D; $h] = first($cyc(sum(&a0, &a1), bs, leaf));
            let v: [D; $h] = first($neg(diff(&a0, &a1), bd, leaf));
            let mut out = [D::zero(); $n];
            for i in 0..$h {
                out[i] = u[i].plus(v[i]);
                out[i + $h] = u[i].minus(v[i]);
            }
            out
        }
    };
}

#[inline(always)]
fn cyc1<D: Side, B: Side>(a: [D; 1], b: [B; 1], leaf: &mut impl Leaf<D, B>) -> [D; 1] {
    lin1(a, b, leaf)
}

#[inline(always)]
fn neg1<D: Side, B: Side>(a: [D; 1], b: [B; 1], leaf: &mut impl Leaf<D, B>) -> [D; 1] {
    lin1(a, b, leaf)
}

linear!(lin2, 2, 1, lin1);
linear!(lin4, 4, 2, lin2);
linear!(lin6, 6, 3, lin3);
negacyclic!(neg2, 2, 1, lin1);
negacyclic!(neg4, 4, 2, lin2);
negacyclic!(neg8, 8, 4, lin4);
negacyclic!(neg6, 6, 3, lin3);
negacyclic!(neg12, 12, 6, lin6);
cyclic!(cyc2, 2, 1, cyc1, neg1);
cyclic!(cyc4, 4, 2, cyc2, neg2);
cyclic!(cyc8, 8, 4, cyc4, neg4);
cyclic!(cyc16, 16, 8, cyc8, neg8);
cyclic!(cyc6, 6, 3, cyc3, neg3);
cyclic!(cyc12, 12, 6, cyc6, neg6);
cyclic!(cyc24, 24, 12, cyc12, neg12);

/// The matrix side's leaf values, collected in order.
struct Collect<'a, F> {
    out: &'a mut [F],
    k: usize,
}

impl<F: Copy> Leaf<(), F> for Collect<'_, F> {
    fn leaf(&mut self, _: &[()], bs: &[F]) {
        for &b in bs {
            self.out[self.k] = b;
            self.k += 1;
        }
    }
}

/// The data side's leaves, numbered as they come, through a [`Dot`].
struct Numbered<'a, T> {
    dot: &'a T,
    k: usize,
}

impl<D, T: Dot<D>> Leaf<D, ()> for Numbered<'_, T> {
    #[inline(always)]
    fn leaf(&mut self, ds: &[D], _: &[()]) -> D {
        let k = self.k;
        self.k += ds.len();
        self.dot.dot(ds, k)
    }
}

/// [`Dot`] over leaf values held as field elements (one product reduced at
/// once: a wide one costs more).
struct Weights<'a, D>(&'a [D]);

impl<D: Field> Dot<D> for Weights<'_, D> {
    #[inline(always)]
    fn dot(&self, ds: &[D], k: usize) -> D {
        if let [d] = ds {
            return *d * self.0[k];
        }
        let mut acc = LazySum::new();
        for (t, d) in ds.iter().enumerate() {
            acc.add_product(d, &self.0[k + t]);
        }
        acc.finish()
    }
}

/// The matrix side's leaf values, in the order the data side takes them.
macro_rules! leaves {
    ($(#[$doc:meta])* $name:ident, $n:literal, $count:ident, $conv:ident) => {
        $(#[$doc])*
        pub fn $name<F: Field>(row: &[F; $n]) -> [F; $count] {
            let mut out = [F::ZERO; $count];
            let mut c = Collect { out: &mut out, k: 0 };
            $conv::<(), F>([(); $n], *row, &mut c);
            assert_eq!(c.k, $count, "every leaf");
            out
        }
    };
}

/// `x ← M·x`, where `dot.dot(ds, k)` is `Σ_t ds[t]·w[k + t]` over `M`'s
/// leaf values `w`: the state's convolution with `M`'s first row
/// (`y_i = Σ_k row[k]·x_(i+k)` is the cyclic convolution of the row with
/// `x` reversed, read reversed).
macro_rules! apply {
    ($(#[$doc:meta])* $name:ident, $with:ident, $n:literal, $count:ident, $conv:ident) => {
        $(#[$doc])*
        #[inline(always)]
        pub fn $name<D: Field>(x: &mut [D; $n], w: &[D; $count]) {
            $with(x, &Weights(w));
        }

        #[doc = concat!("[`", stringify!($name), "`] with the leaves' dot products by `dot`.")]
        #[inline(always)]
        pub fn $with<D: Field>(x: &mut [D; $n], dot: &impl Dot<D>) {
            let mut g = [D::ZERO; $n];
            for m in 0..$n {
                g[m] = x[($n - m) % $n];
            }
            let mut leaf = Numbered { dot, k: 0 };
            let z = $conv::<D, ()>(g, [(); $n], &mut leaf);
            for i in 0..$n {
                x[i] = z[($n - i) % $n];
            }
        }
    };
}

leaves!(
    /// [`apply16`]'s leaf values for the circulant with first row `row`.
    leaves16, 16, LEAVES_16, cyc16
);
leaves!(
    /// [`apply24`]'s leaf values for the circulant with first row `row`.
    leaves24, 24, LEAVES_24, cyc24
);
apply!(
    /// `x ← M·x` for the width-16 circulant whose leaves are `w`.
    apply16, apply16_with, 16, LEAVES_16, cyc16
);
apply!(
    /// `x ← M·x` for the width-24 circulant whose leaves are `w`.
    apply24, apply24_with, 24, LEAVES_24, cyc24
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::{BabyBear, KoalaBear, PrimeField};
    use crate::permutation::poseidon::mat_vec;
    use core::array::from_fn;
    use proptest::prelude::*;

    fn dense<F: Field, const N: usize>(row: &[F; N], x: &[F; N]) -> [F; N] {
        let m: [[F; N]; N] = from_fn(|i| from_fn(|j| row[(j + N - i) % N]));
        mat_vec(&m, x)
    }

    fn check<F: PrimeField + core::fmt::Debug>(seed: &[u64]) {
        let f = |k: usize| F::from_u64(seed[k % seed.len()].wrapping_mul(k as u64 + 1) >> 33);
        let row16: [F; 16] = from_fn(f);
        let x16: [F; 16] = from_fn(|i| f(i + 16));
        let mut y = x16;
        apply16(&mut y, &leaves16(&row16));
        assert_eq!(y, dense(&row16, &x16));
        let row24: [F; 24] = from_fn(|i| f(i + 40));
        let x24: [F; 24] = from_fn(|i| f(i + 70));
        let mut y = x24;
        apply24(&mut y, &leaves24(&row24));
        assert_eq!(y, dense(&row24, &x24));
    }

    /// Unit vectors pick every column, so the product is the matrix.
    #[test]
    fn unit_vectors_give_the_matrix() {
        let row: [KoalaBear; 24] = from_fn(|i| KoalaBear::from_u64(3 * i as u64 + 1));
        let w = leaves24(&row);
        for j in 0..24 {
            let mut x = [KoalaBear::ZERO; 24];
            x[j] = KoalaBear::ONE;
            apply24(&mut x, &w);
            for (i, v) in x.iter().enumerate() {
                assert_eq!(*v, row[(j + 24 - i) % 24], "entry ({i}, {j})");
            }
        }
    }

    proptest! {
        #[test]
        fn equals_the_dense_product(seed in proptest::collection::vec(any::<u64>(), 1..8)) {
            check::<KoalaBear>(&seed);
            check::<BabyBear>(&seed);
        }
    }
}
