//! Poseidon2 on SIMD lanes for any [`Packed`] field: `P::LANES` states at
//! once, transposed so that each vector holds one cell of every state
//! (structure of arrays) for the whole permutation. The rounds are the
//! generic engine's, on vectors: constants broadcast, the external matrix
//! by additions and doublings, a compile-time small diagonal by shifts
//! (Plonky3's instances), a dense one by products (HorizenLabs').
//!
//! Everything here is `#[inline(always)]`: the dispatcher
//! ([`super::super::dispatch`]) compiles it inside a `#[target_feature]`
//! function of the lanes' instruction set.

use super::super::external::{external, M4};
use super::super::internal::{apply_small, each_cell, sum_last_cell0, SmallTable};
use super::super::layout::Layout;
use crate::field::{Field, Packed};

/// An instance's constants, borrowed from its [`super::super::Poseidon2`].
pub struct Constants<'a, F, const T: usize> {
    /// The S-box degree.
    pub alpha: u64,
    /// The external matrix's block.
    pub m4: M4,
    /// The first half's external round constants.
    pub initial: &'a [[F; T]],
    /// The internal round constants.
    pub internal: &'a [F],
    /// The second half's external round constants.
    pub terminal: &'a [[F; T]],
    /// The internal diagonal (used when `S` has no compile-time entries).
    pub diag: &'a [F; T],
}

/// The most external rounds per half and internal rounds the lane kernels
/// take (every instance has at most 4 and 23); an instance past them runs
/// state by state.
const MAX_FULL: usize = 8;
const MAX_PARTIAL: usize = 64;

/// An instance's round constants in the form its lanes add them
/// ([`Packed::Constant`]), converted once per call of [`permute_many`] into
/// arrays on the stack (no allocation: a Plonky3 config calls for one
/// packed state at a time): for the 31-bit fields c − p, so that every
/// S-box's add is one instruction with its operand broadcast from memory
/// (not a scalar subtraction and a broadcast from a general register in
/// every round).
struct Prepared<P: Packed, const T: usize> {
    initial: [[P::Constant; T]; MAX_FULL],
    internal: [P::Constant; MAX_PARTIAL],
    terminal: [[P::Constant; T]; MAX_FULL],
    full: (usize, usize),
    partial: usize,
}

impl<P: Packed, const T: usize> Prepared<P, T> {
    /// The converted constants, or `None` past the capacities.
    #[inline(always)]
    fn of(p: &Constants<'_, P::Scalar, T>) -> Option<Self> {
        let (ni, np, nt) = (p.initial.len(), p.internal.len(), p.terminal.len());
        if ni > MAX_FULL || nt > MAX_FULL || np > MAX_PARTIAL {
            return None;
        }
        let zero = P::constant(P::Scalar::ZERO);
        let mut out = Self {
            initial: [[zero; T]; MAX_FULL],
            internal: [zero; MAX_PARTIAL],
            terminal: [[zero; T]; MAX_FULL],
            full: (ni, nt),
            partial: np,
        };
        for (o, r) in out.initial.iter_mut().zip(p.initial) {
            *o = r.map(P::constant);
        }
        for (o, r) in out.terminal.iter_mut().zip(p.terminal) {
            *o = r.map(P::constant);
        }
        for (o, &c) in out.internal.iter_mut().zip(p.internal) {
            *o = P::constant(c);
        }
        Some(out)
    }
}

/// The external matrix on lanes.
#[inline(always)]
fn external_lanes<P: Packed, const T: usize>(m4: M4, x: &mut [P; T]) {
    match m4 {
        M4::Horizen => external::<P, T, false>(x),
        M4::Plonky3 => external::<P, T, true>(x),
    }
}

/// One external round on lanes: constants, S-boxes, the external matrix.
#[inline(always)]
fn full_round<P: Packed, const T: usize>(
    m4: M4,
    alpha: u64,
    x: &mut [P; T],
    rc: &[P::Constant; T],
) {
    // Spelled out cell by cell: as a loop (too long for LLVM to unroll)
    // the state is indexed at run time and lives in memory for the whole
    // kernel, every cell loaded and stored in every round.
    each_cell!(T, |i| x[i] = x[i].add_constant_power(rc[i], alpha));
    external_lanes(m4, x);
}

/// The permutation of `P::LANES` states held as `T` vectors; `S` is the
/// internal matrix's compile-time diagonal, if any. (Running two groups
/// side by side in the internal rounds, so that one group's S-box chain
/// fills the other's waits, measured no gain: the kernel is bound by the
/// vector ports, not by latency; docs/performance.md.)
#[inline(always)]
fn permute_lanes<P, const T: usize, S>(
    p: &Constants<'_, P::Scalar, T>,
    rc: &Prepared<P, T>,
    alpha: u64,
    x: &mut [P; T],
) where
    P: Packed,
    S: SmallTable<T>,
{
    external_lanes(p.m4, x);
    for rc in &rc.initial[..rc.full.0] {
        full_round(p.m4, alpha, x, rc);
    }
    // The internal rounds on a copy only ever indexed by constants, so
    // that it stays in registers across the rounds.
    let mut s = *x;
    match S::ENTRIES {
        Some(entries) => {
            for &c in &rc.internal[..rc.partial] {
                s[0] = s[0].add_constant_power(c, alpha);
                apply_small(&entries, &mut s);
            }
        }
        None => {
            let diag = p.diag.map(P::broadcast);
            for &c in &rc.internal[..rc.partial] {
                s[0] = s[0].add_constant_power(c, alpha);
                let sum = sum_last_cell0(&s);
                each_cell!(T, |i| s[i] = s[i] * diag[i] + sum);
            }
        }
    }
    *x = s;
    for rc in &rc.terminal[..rc.full.1] {
        full_round(p.m4, alpha, x, rc);
    }
}

/// The states of `cells` (flattened, `T` cells a state, laid out as
/// `layout` says) in whole groups of `P::LANES`, on lanes; returns how many
/// states it permuted: rows leave a shorter tail to the caller, a packed
/// layout is done whole (or not at all, 0, if its `L` is not a multiple
/// of `P::LANES`).
#[inline(always)]
pub fn permute_many<P, const T: usize, S>(
    p: &Constants<'_, P::Scalar, T>,
    cells: &mut [P::Scalar],
    layout: Layout,
) -> usize
where
    P: Packed,
    S: SmallTable<T>,
{
    let lanes = P::LANES;
    // The S-box degree as a compile-time constant where the diagonal fixes
    // it: with α read at run time every S-box keeps a branch to the
    // generic power, an out-of-line call that makes the compiler spill the
    // whole state around it in every round.
    let alpha = match S::ALPHA {
        Some(a) if a == p.alpha => a,
        Some(_) => return 0,
        None => p.alpha,
    };
    let Some(rc) = Prepared::<P, T>::of(p) else {
        return 0;
    };
    match layout {
        Layout::Rows => {
            let states = cells.len() / T;
            let done = states - states % lanes;
            for chunk in cells[..done * T].chunks_exact_mut(lanes * T) {
                let mut x: [P; T] = P::from_rows(chunk);
                permute_lanes::<P, T, S>(p, &rc, alpha, &mut x);
                P::to_rows(&x, chunk);
            }
            done
        }
        Layout::Packed(width) => {
            if width == 0 || !width.is_multiple_of(lanes) {
                return 0;
            }
            for group in cells.chunks_exact_mut(width * T) {
                for at in (0..width).step_by(lanes) {
                    let mut x: [P; T] = core::array::from_fn(|i| P::load(&group[i * width + at..]));
                    permute_lanes::<P, T, S>(p, &rc, alpha, &mut x);
                    for (i, v) in x.iter().enumerate() {
                        v.store(&mut group[i * width + at..]);
                    }
                }
            }
            cells.len() / T
        }
    }
}
