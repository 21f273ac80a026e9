//! Poseidon with a circulant MDS matrix of width 16 or 24 (Plonky3's
//! Poseidon1 over BabyBear and KoalaBear) on SIMD lanes for any
//! [`Packed`] field: `P::LANES` states at once, transposed so that each
//! vector holds one cell of every state, for the whole permutation. The
//! rounds are the engine's sparse form (`Poseidon::permute_sparse_with`)
//! on vectors:
//! - full rounds: every cell's constant and S-box in one
//!   [`Packed::add_constant_power`] (the constants converted once per call,
//!   α a compile-time constant), then the circulant by Karatsuba
//!   ([`super::karatsuba`]: 41 / 126 products, the leaf values broadcast
//!   from memory);
//! - the first half's last round: the dense pre-sparse matrix;
//! - partial rounds: cell 0's S-box, one dot product and t − 1 products
//!   (dot products with delayed reduction where the lanes have it,
//!   [`Field::dot_product`]).
//!
//! Everything here is `#[inline(always)]`: [`super::super::dispatch`]
//! compiles it inside a `#[target_feature]` function of the lanes'
//! instruction set. Tested against the scalar path at every forced level.

use super::super::engine::Poseidon;
use crate::field::{Field, LazySum, Packed};
use alloc::vec::Vec;

/// The most full rounds and partial rounds the kernel takes (Plonky3's
/// instances have 8 and at most 23); an instance past them runs state by
/// state.
const MAX_FULL: usize = 8;
const MAX_PARTIAL: usize = 32;

/// The circulant's product on `T` vectors from its leaf values.
pub trait Circulant<const T: usize> {
    /// The leaf values' count.
    const LEAVES: usize;
    /// `x ← M·x`.
    fn apply<P: Packed>(x: &mut [P; T], w: &[P::Scalar]);
}

/// Width 16.
pub struct W16;
/// Width 24.
pub struct W24;

/// The lanes' leaf dot products: the leaf values `w` broadcast from
/// memory (a trait, not a closure, so that it inlines into the
/// `#[target_feature]` caller).
struct LaneDot<'a, P: Packed>(&'a [P::Scalar]);

impl<P: Packed> super::karatsuba::Dot<P> for LaneDot<'_, P> {
    #[inline(always)]
    fn dot(&self, ds: &[P], k: usize) -> P {
        if let [d] = ds {
            return *d * P::broadcast(self.0[k]);
        }
        let mut acc = LazySum::new();
        for (t, d) in ds.iter().enumerate() {
            acc.add_product(d, &P::broadcast(self.0[k + t]));
        }
        acc.finish()
    }
}

impl Circulant<16> for W16 {
    const LEAVES: usize = super::karatsuba::LEAVES_16;
    #[inline(always)]
    fn apply<P: Packed>(x: &mut [P; 16], w: &[P::Scalar]) {
        super::karatsuba::apply16_with(x, &LaneDot::<P>(&w[..Self::LEAVES]));
    }
}

impl Circulant<24> for W24 {
    const LEAVES: usize = super::karatsuba::LEAVES_24;
    #[inline(always)]
    fn apply<P: Packed>(x: &mut [P; 24], w: &[P::Scalar]) {
        super::karatsuba::apply24_with(x, &LaneDot::<P>(&w[..Self::LEAVES]));
    }
}

/// The full and partial rounds' constants in the form the lanes add them,
/// and the sparse form's matrices already broadcast (once per call, not
/// once per group of states: Plonky3's `packed_sparse_first_row` and
/// `packed_v`).
struct Prepared<P: Packed, const T: usize> {
    full: [[P::Constant; T]; MAX_FULL],
    partial: [P::Constant; MAX_PARTIAL],
    /// The pre-sparse matrix's rows.
    pre_sparse: Vec<[P; T]>,
    /// Each partial round's first row.
    rows: Vec<[P; T]>,
    /// Each partial round's column (the rank-1 update; cell 0 unused).
    cols: Vec<[P; T]>,
}

/// Each of `v` broadcast to every lane (a loop, not `map`: see [`LaneDot`]).
#[inline(always)]
fn broadcast<P: Packed, const T: usize>(v: &[P::Scalar; T]) -> [P; T] {
    let mut out = [P::ZERO; T];
    for i in 0..T {
        out[i] = P::broadcast(v[i]);
    }
    out
}

/// One full round's constants and S-boxes.
#[inline(always)]
fn sboxes<P: Packed, const T: usize, const ALPHA: u64>(x: &mut [P; T], rc: &[P::Constant; T]) {
    for i in 0..T {
        x[i] = x[i].add_constant_power(rc[i], ALPHA);
    }
}

/// `p`'s permutation of one group of `P::LANES` states held as `T`
/// vectors, its circulant's leaf values `w`.
#[inline(always)]
fn permute_lanes<P: Packed, const T: usize, M: Circulant<T>, const ALPHA: u64>(
    p: &Poseidon<'_, P::Scalar, T>,
    rc: &Prepared<P, T>,
    w: &[P::Scalar],
    x: &mut [P; T],
) {
    let half = p.rounds_full() / 2;
    for r in 0..half {
        sboxes::<P, T, ALPHA>(x, &rc.full[r]);
        if r + 1 == half {
            let y = *x;
            for (xi, m) in x.iter_mut().zip(&rc.pre_sparse) {
                *xi = P::dot_product(m, &y);
            }
        } else {
            M::apply(x, w);
        }
    }
    let rounds = rc.rows.iter().zip(&rc.cols);
    for (r, (row, col)) in rounds.enumerate() {
        let x0 = x[0].add_constant_power(rc.partial[r], ALPHA);
        x[0] = x0;
        let acc = P::dot_product(row, x);
        x[0] = acc;
        for i in 1..T {
            x[i] += x0 * col[i];
        }
    }
    for r in half..p.rounds_full() {
        sboxes::<P, T, ALPHA>(x, &rc.full[r]);
        M::apply(x, w);
    }
}

/// `p`'s permutation (α = `ALPHA`, its matrix the circulant `M` whose leaf
/// values are `w`) of `states` in whole groups of `P::LANES`; returns how
/// many it permuted (the tail is the caller's), `None` if the instance
/// does not fit the kernel.
#[inline(always)]
pub fn permute_many<P: Packed, const T: usize, M: Circulant<T>, const ALPHA: u64>(
    p: &Poseidon<'_, P::Scalar, T>,
    w: &[P::Scalar],
    states: &mut [[P::Scalar; T]],
) -> Option<usize> {
    let sp = p.sparse_constants();
    let (nf, np) = (p.rounds_full(), p.rounds_partial());
    if p.alpha() != ALPHA || nf > MAX_FULL || np > MAX_PARTIAL || w.len() != M::LEAVES {
        return None;
    }
    let zero = P::constant(P::Scalar::ZERO);
    let mut rc = Prepared::<P, T> {
        full: [[zero; T]; MAX_FULL],
        partial: [zero; MAX_PARTIAL],
        pre_sparse: sp.pre_sparse.iter().map(broadcast::<P, T>).collect(),
        rows: sp.sparse_rows.iter().map(broadcast::<P, T>).collect(),
        cols: sp.sparse_cols.iter().map(broadcast::<P, T>).collect(),
    };
    for (o, r) in rc.full.iter_mut().zip(sp.full_round_constants) {
        *o = r.map(P::constant);
    }
    for (o, &c) in rc.partial.iter_mut().zip(sp.partial_round_constants) {
        *o = P::constant(c);
    }
    let lanes = P::LANES;
    let done = states.len() - states.len() % lanes;
    for chunk in states[..done].chunks_exact_mut(lanes) {
        let rows = chunk.as_flattened_mut();
        let mut x: [P; T] = P::from_rows(rows);
        permute_lanes::<P, T, M, ALPHA>(p, &rc, w, &mut x);
        P::to_rows(&x, rows);
    }
    Some(done)
}
