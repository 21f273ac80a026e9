//! The StarkWare Hades instances (x³ over the Stark field, matrices
//! `J + diag(k)` with the diagonals of [`crate::constants::hades::diag`])
//! run on lazily reduced values ([`crate::field::stark252::lazy`]): the same
//! constants and results as the generic [`Hades`] engine, which stays the
//! specification this kernel is tested against. The backend and the lane
//! path are chosen in [`crate::permutation::hades::dispatch`].
//!
//! What the kernel changes:
//! - the matrix sums are plain 256-bit additions, and each cell is brought
//!   below 2p by one cheap fold ([`lazy::reduce`]) per round instead of a
//!   modular addition per term; products skip their final subtraction;
//! - the diagonal is a compile-time constant, so `k·s` is a shift and at
//!   most one addition ([`lazy::times`]);
//! - in a partial round, the next S-box input is
//!   `(Σ_{i<t−1} s_i + c_next) + (1 + k_{t−1})·y`: the bracket does not depend on
//!   this round's S-box output y, so only one addition (and, for width 9, one
//!   fold) sits between two S-boxes; a negative factor's multiple of p joins
//!   the bracket, leaving a shift and a subtraction after the S-box;
//! - the work of a partial round that does not wait for its S-box (the sum
//!   of the other cells, the next bracket, up to width 5 the cells' `k·s`)
//!   runs beside the S-box; every cell then adds one shared term `Σ s + y`;
//! - width 3 (Starknet's) keeps the last two values of s₀ + s₁ instead of
//!   the three cells (`partial_rounds3`), and its S-box is one fused cube
//!   ([`lazy::cube`]): t3 permutation 3.04 → 2.65 µs (Zen 4); on x86-64
//!   each of its partial rounds is one assembly block with the recurrence's
//!   state in memory ([`lazy::Backend::hades3_round`]): 2.65 → 2.57 µs;
//! - where the CPU has AVX-512 IFMA, the full rounds run on lanes, a
//!   round's cubes side by side ([`super::stark_ifma`]; `lanes_available` in [`crate::permutation::hades::dispatch`]):
//!   the scalar cubes queue on the one multiplier, so a width-3 round took
//!   ~240 cycles, and takes ~140 in lanes (t3 2.57 → 2.22 µs, Zen 4).
//!
//! Bounds (in multiples of p; see the `lazy` module): cells enter each round
//! below 2p; an S-box input below X·p gives an output below
//! (X³/1024 + X/32 + 1)·p, which is below 2p while X³ + 32X < 1024, i.e.
//! for X ≤ 9 (1.12p for X = 3); a negative multiple `k·v` of a value below 2p
//! is taken as `|k|·(2p − v)`. The next S-box input is
//! `(rest + c) + |m|·(2p − y)` with rest below 2(t−1)p: below (2t − 1 + 2|m|)·p
//! unreduced (widths 3 and 4: 9p), else with the bracket folded below 2p
//! first (width 5: 6p), else folded once more (width 9).

use crate::field::stark252::lazy::{self, Backend, Limbs};
use crate::field::Stark252 as F;
use crate::permutation::hades::engine::Hades;
use crate::permutation::hades::stark_matrix::{diag_of, scaled};

/// Whether S-box inputs below x·p give outputs below 2p.
const fn sbox_input_ok(x: u64) -> bool {
    x * x * x + 32 * x < 1024
}

/// |1 + k_{t−1}|: the size of the S-box output's factor in the last cell.
const fn m_abs<const T: usize>() -> u64 {
    (diag_of::<T>()[T - 1] + 1).unsigned_abs() as u64
}

/// `h + m·y` for y below 2p, as `h + scaled(y, m)` (the same value): for
/// m < 0, `(h + 2|m|·p) − |m|·y`, so the multiple of p joins `h` before y
/// is known and only a shift and one subtraction follow the S-box. (The
/// cells keep [`scaled`]'s order: `scaled(v, m)` as `plus_scaled(&0, v, m)`
/// measured 5 % slower at width 5.)
#[inline(always)]
fn plus_scaled(h: &Limbs, y: &Limbs, m: i8) -> Limbs {
    let k = u64::from(m.unsigned_abs());
    if m >= 0 {
        lazy::add(h, &lazy::times(y, k))
    } else {
        let h = lazy::add(h, &lazy::P_MULTIPLES[2 * k as usize]);
        lazy::sub(&h, &lazy::times(y, k))
    }
}

/// One full round on cells below 2p: constants, S-boxes, matrix; cells
/// leave below 2p. Inputs to the S-boxes are below 3p, outputs below 1.12p;
/// the matrix sums stay below (1.12·9 + 2·5)·p < 21p.
#[inline(always)]
fn full_round<B: Backend, const T: usize>(b: B, s: &mut [Limbs; T], rc: &[F; T], k: &[i8; T]) {
    let y: [Limbs; T] = core::array::from_fn(|i| b.cube(&lazy::add(&s[i], &rc[i].to_montgomery())));
    let mut sum = y[0];
    for v in &y[1..] {
        sum = lazy::add(&sum, v);
    }
    for i in 0..T {
        s[i] = lazy::reduce(&lazy::add(&sum, &scaled(&y[i], k[i])));
    }
}

/// The full rounds `rcs` on cells below 2p, which leave below 2p: on IFMA
/// lanes if `lanes` (which only `lanes_available` may make true).
#[inline(always)]
fn full_rounds<B: Backend, const T: usize>(b: B, lanes: bool, s: &mut [Limbs; T], rcs: &[[F; T]]) {
    #[cfg(target_arch = "x86_64")]
    if lanes {
        // SAFETY: `lanes` is true only where `lanes_available` (IFMA) holds.
        return unsafe { super::stark_ifma::full_rounds(b, s, rcs) };
    }
    let _ = lanes;
    let k: [i8; T] = const { diag_of::<T>() };
    for rc in rcs {
        full_round(b, s, rc, &k);
    }
}

/// The permutation with product backend `b`, the full rounds on IFMA lanes
/// if `lanes` (which only `lanes_available` may make true).
#[inline(always)]
pub(crate) fn permute_on<B: Backend, const T: usize>(
    b: B,
    lanes: bool,
    h: &Hades<'_, F, T>,
    state: &mut [F; T],
) {
    let (rf, _) = h.rounds();
    let (full, partial) = h.folded_constants();
    let (first, second) = full.split_at(rf / 2);

    let mut s: [Limbs; T] = state.map(|v| v.to_montgomery());
    full_rounds(b, lanes, &mut s, first);

    if T == 3 && partial.len() >= 2 {
        let [s0, s1, s2] = &mut s[..] else {
            unreachable!()
        };
        partial_rounds3(b, [s0, s1, s2], partial);
    } else {
        partial_rounds(b, &mut s, partial);
    }

    full_rounds(b, lanes, &mut s, second);
    *state = s.map(|v| F::from_montgomery(lazy::canonical(&v)));
}

/// The partial rounds of any width on cells below 2p, which they leave
/// below 2p (see the module docs).
#[inline(always)]
fn partial_rounds<B: Backend, const T: usize>(b: B, s: &mut [Limbs; T], partial: &[F]) {
    let k: [i8; T] = const { diag_of::<T>() };
    // m: the factor of the S-box output in the last cell's update; which
    // folds keep the next S-box input at most 9p (see the module docs).
    let m_last: i8 = const { diag_of::<T>()[T - 1] + 1 };
    let fold_head: bool = const { !sbox_input_ok(2 * T as u64 - 1 + 2 * m_abs::<T>()) };
    let fold_x: bool = const { !sbox_input_ok(2 + 2 * m_abs::<T>()) };
    // Partial rounds: x is the S-box input, at most 9p (3p in the first round).
    let mut x = lazy::add(&s[T - 1], &partial[0].to_montgomery());
    for r in 1..=partial.len() {
        // The S-box (one fused cube: measured faster at width 4, and as
        // fast at 5 and 9, as its square and product with this work in
        // between), then the round's work that does not wait for it.
        let y = b.cube(&x); // below 2p
        let mut rest = s[0];
        for v in &s[1..T - 1] {
            rest = lazy::add(&rest, v); // below 2(T−1)p ≤ 16p
        }
        let head = partial.get(r).map(|next| {
            let head = lazy::add(&rest, &next.to_montgomery());
            if fold_head {
                lazy::reduce(&head)
            } else {
                head
            }
        });
        // The cells' own terms k_i·s_i (below 8p) go there too where they
        // fit in registers (measured: a gain up to width 5, a loss at 9).
        let early = T <= 5;
        let own: [Limbs; T] = if early {
            core::array::from_fn(|i| scaled(&s[i], k[i]))
        } else {
            *s
        };
        let z = lazy::add(&rest, &y); // every cell's common term: below 18p
        for i in 0..T - 1 {
            let own = if early { own[i] } else { scaled(&s[i], k[i]) };
            // below (18 + 2·4)·p = 26p
            s[i] = lazy::reduce(&lazy::add(&z, &own));
        }
        match head {
            Some(head) => {
                x = plus_scaled(&head, &y, m_last);
                if fold_x {
                    x = lazy::reduce(&x);
                }
            }
            None => s[T - 1] = lazy::reduce(&plus_scaled(&rest, &y, m_last)),
        }
    }
}

/// The partial rounds of width 3 (matrix [[3,1,1],[1,−1,1],[1,1,−2]]), on
/// cells below 2p, which they leave below 2p (at least two rounds).
///
/// With y_r the S-box outputs and u_r = s₀ + s₁ before round r, the rounds
/// give u_{r+1} = 4s₀ + 2y_r and s₀' = (u_{r+1}/2) + u_r, so from the
/// second round on
/// - u_{r+1} = 2(u_r + 2u_{r−1} + y_r), the bracket formed before y_r;
/// - the next S-box input is u_r + c − 2y_r, with u_r + c (+ 4p) formed
///   before y_r;
///
/// and after the last round s₁ = 2u_{r−1} + y_r, s₀ = 2u_r + s₁,
/// s₂ = u_r − 2y_r. Beside each S-box: one fold, not three cells' updates.
#[inline(always)]
fn partial_rounds3<B: Backend>(b: B, s: [&mut Limbs; 3], partial: &[F]) {
    const { assert!(matches!(diag_of::<3>(), [2, -2, -3])) };
    let [s0, s1, s2] = s;
    let four_p = &lazy::P_MULTIPLES[4];
    // Round 0 from the cells: u₁ = 4s₀ + 2y₀; u₀ = s₀ + s₁. S-box inputs:
    // below 3p here, below 7p (2p + p + 4p) later; outputs below 2p.
    let u_prev = lazy::reduce(&lazy::add(s0, s1));
    let x = lazy::add(s2, &partial[0].to_montgomery());
    let y = b.cube(&x);
    let y2 = lazy::times(&y, 2);
    let u = lazy::reduce(&lazy::add(&lazy::times(s0, 4), &y2)); // from below 12p
    let head = lazy::add(&lazy::add(&u_prev, &partial[1].to_montgomery()), four_p);
    let mut x = lazy::sub(&head, &y2);
    let mut st = lazy::Hades3 {
        u_prev,
        u,
        ..Default::default()
    };
    let mut pairs = partial[2..].chunks_exact(2);
    for pair in &mut pairs {
        st.k = lazy::add(&pair[0].to_montgomery(), four_p);
        st.k2 = lazy::add(&pair[1].to_montgomery(), four_p);
        x = b.hades3_round2(&x, &mut st);
    }
    for next in pairs.remainder() {
        st.k = lazy::add(&next.to_montgomery(), four_p);
        x = b.hades3_round(&x, &mut st);
    }
    let lazy::Hades3 { u_prev, u, .. } = st;
    let y = b.cube(&x);
    *s2 = lazy::reduce(&lazy::sub(&lazy::add(&u, four_p), &lazy::times(&y, 2)));
    *s1 = lazy::reduce(&lazy::add(&lazy::times(&u_prev, 2), &y)); // from below 6p
    *s0 = lazy::reduce(&lazy::add(&lazy::times(&u, 2), s1)); // from below 6p
}
