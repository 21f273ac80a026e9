//! The internal matrix M_I = J + diag(d) of Poseidon2 (J all ones): every
//! cell becomes d_i·x_i + Σx, one shared sum.
//!
//! Two forms: [`DenseDiagonal`] holds any diagonal (HorizenLabs' instances,
//! whose entries are full field elements) and multiplies; [`SmallDiagonal`]
//! takes a diagonal of entries ±2ᵉ and ±3·2ᵉ known at compile time
//! (Plonky3's instances) and applies each with additions, shifts and the
//! field's [`Field::mul_2exp`] / [`Field::div_2exp`], with no product.

use crate::field::Field;
use core::fmt::Debug;
use core::marker::PhantomData;

/// Runs `body` with `i` = 0, …, T − 1, spelled out for the usual widths so
/// that per-cell constants fold (LLVM does not unroll the loop over a
/// constant table by itself).
macro_rules! each_cell {
    ($t:expr, |$i:ident| $body:expr) => {
        match $t {
            3 => each_cell!(@ $i, $body; 0 1 2),
            8 => each_cell!(@ $i, $body; 0 1 2 3 4 5 6 7),
            12 => each_cell!(@ $i, $body; 0 1 2 3 4 5 6 7 8 9 10 11),
            16 => each_cell!(@ $i, $body; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15),
            20 => each_cell!(@ $i, $body; 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19),
            24 => each_cell!(@ $i, $body;
                0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23),
            32 => each_cell!(@ $i, $body;
                0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23
                24 25 26 27 28 29 30 31),
            _ => {
                for $i in 0..$t {
                    $body;
                }
            }
        }
    };
    (@ $i:ident, $body:expr; $($n:literal)*) => {{
        $({
            let $i: usize = $n;
            $body;
        })*
    }};
}

pub(crate) use each_cell;

/// Σx with cell 0 added last, the other cells in four independent chains:
/// in a partial round only cell 0 waits on the S-box, so the sum of the
/// others runs beside it and the S-box is followed by one addition.
#[inline(always)]
pub(crate) fn sum_last_cell0<F: Field, const T: usize>(x: &[F; T]) -> F {
    match T {
        0 => F::ZERO,
        1 => x[0],
        _ => sum_tail(x) + x[0],
    }
}

/// Σx over cells 1…T − 1 (T > 1), in four independent chains.
#[inline(always)]
pub(crate) fn sum_tail<F: Field, const T: usize>(x: &[F; T]) -> F {
    match T {
        0 | 1 => F::ZERO,
        2..=5 => x[2..].iter().fold(x[1], |a, b| a + *b),
        _ => {
            let mut lanes = [x[1], x[2], x[3], x[4]];
            for (i, v) in x.iter().enumerate().skip(5) {
                lanes[(i - 1) % 4] += *v;
            }
            (lanes[0] + lanes[1]) + (lanes[2] + lanes[3])
        }
    }
}

/// `x ← (J + diag(d))·x` for the compile-time diagonal `entries`. Where
/// d₀ = −2 (every Plonky3 instance), cell 0 becomes d₀x₀ + Σx =
/// Σ_{i>0} x_i − x₀: one subtraction from the tail sum, which the full sum
/// needs anyway, instead of a doubling, a subtraction and an addition.
#[inline(always)]
pub(crate) fn apply_small<F: Field, const T: usize>(entries: &[Small; T], x: &mut [F; T]) {
    const MINUS_TWO: Small = Small::pow2(1).neg();
    if T > 1 && entries[0] == MINUS_TWO {
        let tail = sum_tail(x);
        let x0 = x[0];
        let sum = tail + x0;
        x[0] = tail - x0;
        each_cell!(T, |i| if i > 0 {
            x[i] = entries[i].times(x[i], sum)
        });
    } else {
        let sum = sum_last_cell0(x);
        each_cell!(T, |i| x[i] = entries[i].times(x[i], sum));
    }
}

/// A diagonal known at compile time, for kernels that unroll it: its
/// entries, or `None` for a diagonal held at run time.
pub trait SmallTable<const T: usize>: 'static {
    /// d₀ … d_{T−1}, if known at compile time.
    const ENTRIES: Option<[Small; T]>;
    /// The S-box degree, if known at compile time
    /// ([`SmallEntries::ALPHA`]).
    const ALPHA: Option<u64>;
}

/// No compile-time diagonal ([`DenseDiagonal`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTable;

impl<const T: usize> SmallTable<T> for NoTable {
    const ENTRIES: Option<[Small; T]> = None;
    const ALPHA: Option<u64> = None;
}

/// The compile-time diagonal `D` ([`SmallDiagonal`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Table<D>(PhantomData<D>);

impl<D: SmallEntries<T>, const T: usize> SmallTable<T> for Table<D> {
    const ENTRIES: Option<[Small; T]> = Some(D::ENTRIES);
    const ALPHA: Option<u64> = D::ALPHA;
}

/// The internal matrix of a Poseidon2 instance of width `T`.
pub trait InternalMatrix<F: Field, const T: usize>: Clone + Debug + Send + Sync + 'static {
    /// The diagonal as a compile-time table, if it is one.
    type Table: SmallTable<T>;

    /// The diagonal d of M_I = J + diag(d).
    fn diagonal(&self) -> [F; T];

    /// Field multiplications one application costs.
    fn muls(&self) -> usize;

    /// `x ← M_I·x`.
    fn apply(&self, x: &mut [F; T]);
}

/// How a dense diagonal entry is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    One,
    Two,
    Other,
}

/// Any diagonal, held as field elements: entries 1 and 2 cost an addition,
/// the others a product.
#[derive(Clone, Debug)]
pub struct DenseDiagonal<F, const T: usize> {
    diag: [F; T],
    kind: [Kind; T],
}

impl<F: Field, const T: usize> DenseDiagonal<F, T> {
    /// The matrix J + diag(`diag`).
    pub fn new(diag: [F; T]) -> Self {
        let two = F::ONE.double();
        let kind = diag.map(|d| match d {
            d if d == F::ONE => Kind::One,
            d if d == two => Kind::Two,
            _ => Kind::Other,
        });
        Self { diag, kind }
    }
}

impl<F: Field, const T: usize> InternalMatrix<F, T> for DenseDiagonal<F, T> {
    type Table = NoTable;

    fn diagonal(&self) -> [F; T] {
        self.diag
    }

    fn muls(&self) -> usize {
        self.kind.iter().filter(|k| **k == Kind::Other).count()
    }

    #[inline(always)]
    fn apply(&self, x: &mut [F; T]) {
        let sum = sum_last_cell0(x);
        for ((v, kind), d) in x.iter_mut().zip(&self.kind).zip(&self.diag) {
            *v = match kind {
                Kind::One => *v,
                Kind::Two => v.double(),
                Kind::Other => *v * *d,
            } + sum;
        }
    }
}

/// One diagonal entry ±m·2ᵉ with m ∈ {1, 3} and |e| < 64.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Small {
    /// Whether the entry is negative.
    pub negative: bool,
    /// Whether m = 3 (else m = 1).
    pub three: bool,
    /// The exponent e.
    pub exp: i8,
}

impl Small {
    /// 2ᵉ.
    pub const fn pow2(exp: i8) -> Self {
        Self {
            negative: false,
            three: false,
            exp,
        }
    }

    /// 3·2ᵉ.
    pub const fn three_pow2(exp: i8) -> Self {
        Self {
            negative: false,
            three: true,
            exp,
        }
    }

    /// The opposite entry.
    pub const fn neg(self) -> Self {
        Self {
            negative: !self.negative,
            ..self
        }
    }

    /// The entry as a field element.
    pub fn value<F: Field>(self) -> F {
        self.times(F::ONE, F::ZERO)
    }

    /// `self·x + sum` without a product.
    #[inline(always)]
    pub fn times<F: Field>(self, x: F, sum: F) -> F {
        let m = if self.three { x.double() + x } else { x };
        let e = self.exp.unsigned_abs() as u32;
        let y = match self.exp {
            0 => m,
            1 => m.double(),
            -1 => m.halve(),
            e_ if e_ > 0 => m.mul_2exp(e),
            _ => {
                // ±m/2ᵉ with the sign folded into the addition.
                return sum.add_signed_div_2exp(m, e, self.negative);
            }
        };
        if self.negative {
            sum - y
        } else {
            sum + y
        }
    }
}

/// A diagonal of [`Small`] entries fixed at compile time.
pub trait SmallEntries<const T: usize>: Clone + Debug + Default + Send + Sync + 'static {
    /// d₀ … d_{T−1}.
    const ENTRIES: [Small; T];
    /// The S-box degree of the instances built on this diagonal, if they
    /// all share one (Plonky3's: one per field), so that lane kernels
    /// compile the S-box for it alone; `None`: read at run time.
    const ALPHA: Option<u64> = None;
}

/// J + diag(d) for a compile-time diagonal `D` of small entries: no
/// products; with `T` and the entries constant the per-cell choices fold
/// away.
#[derive(Clone, Debug, Default)]
pub struct SmallDiagonal<D>(PhantomData<D>);

impl<D> SmallDiagonal<D> {
    /// The matrix.
    pub const fn new() -> Self {
        Self(PhantomData)
    }
}

impl<F: Field, D: SmallEntries<T>, const T: usize> InternalMatrix<F, T> for SmallDiagonal<D> {
    type Table = Table<D>;

    fn diagonal(&self) -> [F; T] {
        D::ENTRIES.map(Small::value)
    }

    fn muls(&self) -> usize {
        0
    }

    #[inline(always)]
    fn apply(&self, x: &mut [F; T]) {
        apply_small(&D::ENTRIES, x);
    }
}
