//! Poseidon2 over Goldilocks (x⁷, widths 8, 12, 16, 20, 24) as a kernel on
//! `u64` words: HorizenLabs' and Plonky3's instances, with the same results
//! as the generic [`Poseidon2`](crate::permutation::poseidon2::Poseidon2) engine, which
//! stays the specification the tests compare it with. `permute_mut` of a
//! Goldilocks instance runs it.
//!
//! - Words are lazily reduced (below 2⁶⁴, congruent mod p, not necessarily
//!   below p) until the end; a product is one 64×64-bit product and one
//!   reduction without the final subtraction.
//! - External matrix: the 4×4 blocks and the column sums on 128-bit
//!   integers (exact: below 2⁷¹), each cell reduced once.
//! - Internal rounds: the sum of cells 1..T, which does not wait for the
//!   S-box, runs beside it; the round's next constant is folded into that
//!   sum, so the S-box is followed by one product (or, for a diagonal entry
//!   d₀ = −2 as in Plonky3's instances, one subtraction) before the next
//!   S-box. The other cells take d_i·x_i + Σ, with Σ an exact 128-bit sum,
//!   and one reduction each: Plonky3's entries ±2ᵉ and ±3·2ᵉ (e ≤ 8),
//!   known at compile time ([`SmallTable`]), by shifts and a product-free
//!   reduction; any other entry by one product.
//! - With AVX-512: the full rounds' S-boxes in 8-lane vectors
//!   ([`crate::field::goldilocks::avx512::add_sbox7_wide`]) from width 12 up, where
//!   other vectors or word chains run beside each vector's chain. At width
//!   8 the one vector would run alone, three lane products deep (about 31
//!   cycles each on Zen 5): the eight word chains measured faster there
//!   (permutation 608 → 593 ns, same bench, different runs).
//! - With AVX-512 at width 12: the internal rounds with cells 1..12 on
//!   lanes beside cell 0's S-box chain ([`super::goldilocks_zmm`]); for
//!   Plonky3's M₄ (Miden's instance) the full rounds' external matrix on
//!   lanes too ([`super::goldilocks_zmm::permute_plonky3`]).

use crate::field::goldilocks::words::{add_constant, sbox7, sub_any};
use crate::field::goldilocks::{reduce128_lazy, reduce96_lazy, P};
use crate::field::{Field, Goldilocks as F};
use crate::permutation::poseidon2::external::M4;
use crate::permutation::poseidon2::internal::{each_cell, Small, SmallTable};

use super::goldilocks_m4::{m4_horizen, m4_plonky3};

/// The constants of a Goldilocks Poseidon2 instance, borrowed from a
/// [`crate::permutation::poseidon2::Poseidon2`].
#[derive(Clone, Copy, Debug)]
pub struct Constants<'a, const T: usize> {
    /// The 4×4 block of the external matrix.
    pub m4: M4,
    /// The first half's external round constants.
    pub initial: &'a [[F; T]],
    /// The internal round constants.
    pub internal: &'a [F],
    /// The second half's external round constants.
    pub terminal: &'a [[F; T]],
    /// The internal matrix's diagonal d (M_I = J + diag(d)).
    pub diag: &'a [F; T],
}

/// Whether the kernel computes instances of width `T` with S-box degree
/// `alpha`.
pub const fn supports(t: usize, alpha: u64) -> bool {
    alpha == 7 && t >= 8 && t <= 24 && t.is_multiple_of(4)
}

/// The external matrix circ(2M₄, M₄, …, M₄) on words: exact sums below
/// 16·7·2⁶⁴ < 2⁷¹, each reduced once.
#[inline(always)]
fn external<const T: usize, const PLONKY3: bool>(x: &mut [u64; T]) {
    let mut v = [0u128; T];
    for (out, block) in v.chunks_exact_mut(4).zip(x.chunks_exact(4)) {
        let b = [block[0], block[1], block[2], block[3]].map(u128::from);
        out.copy_from_slice(&if PLONKY3 {
            m4_plonky3(b)
        } else {
            m4_horizen(b)
        });
    }
    let mut sums = [0u128; 4];
    for block in v.chunks_exact(4) {
        for (s, w) in sums.iter_mut().zip(block) {
            *s += *w;
        }
    }
    for (i, (o, w)) in x.iter_mut().zip(v).enumerate() {
        *o = reduce96_lazy(w + sums[i % 4]);
    }
}

/// The canonical values of a compile-time diagonal (zeros if none).
const fn small_values<const T: usize, S: SmallTable<T>>() -> [u64; T] {
    let mut out = [0u64; T];
    if let Some(e) = S::ENTRIES {
        let mut i = 0;
        while i < T {
            out[i] = value(e[i]);
            i += 1;
        }
    }
    out
}

/// 2p, above any word.
const TWO_P: u128 = 2 * P as u128;

/// 2⁻ᵏ mod p (k < 64), by k halvings.
const fn inv_pow2(k: u32) -> u64 {
    let mut v = 1u64;
    let mut i = 0;
    while i < k {
        // v/2 for even v, (v + p)/2 for odd v (exact, as 128-bit).
        v = if v.is_multiple_of(2) {
            v / 2
        } else {
            ((v as u128 + P as u128) / 2) as u64
        };
        i += 1;
    }
    v
}

/// The canonical value of a diagonal entry ±m·2ᵉ.
const fn value(e: Small) -> u64 {
    let m = if e.three { 3 } else { 1 };
    let magnitude = if e.exp >= 0 {
        ((m as u128) << e.exp as u32) % P as u128
    } else {
        (m as u128 * inv_pow2(e.exp.unsigned_abs() as u32) as u128) % P as u128
    } as u64;
    if e.negative && magnitude != 0 {
        P - magnitude
    } else {
        magnitude
    }
}

/// `d·x + sum` for a diagonal entry known at compile time and an exact
/// `sum` below 2⁷⁰: d = ±m·2ᵉ with 0 ≤ e ≤ 8 by a shift (a negative d as
/// m·2ᵉ·(2p − x), positive), below 2⁷⁵ and reduced without a product;
/// any other d by one product (d·x < p·2⁶⁴, so d·x + sum < 2¹²⁸).
#[inline(always)]
fn apply_small(e: Small, d: u64, x: u64, sum: u128) -> u64 {
    if (0..=8).contains(&e.exp) {
        let v = if e.negative {
            TWO_P - x as u128
        } else {
            x as u128
        };
        let v = if e.three { 3 * v } else { v };
        reduce96_lazy((v << e.exp as u32) + sum)
    } else {
        reduce128_lazy(d as u128 * x as u128 + sum)
    }
}

/// Σ x_i for i ≥ 1 as an exact sum (below 24·2⁶⁴), in four independent
/// chains.
#[inline(always)]
fn sum_rest<const T: usize>(x: &[u64; T]) -> u128 {
    let mut lanes = [0u128; 4];
    for (i, w) in x.iter().enumerate().skip(1) {
        lanes[i % 4] += *w as u128;
    }
    (lanes[0] + lanes[1]) + (lanes[2] + lanes[3])
}

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(bmi2_cpu, "bmi2");

/// The permutation with constants `p` (of an instance that satisfies
/// [`supports`]) on `state`.
pub fn permute<const T: usize, S: SmallTable<T>>(p: &Constants<'_, T>, state: &mut [F; T]) {
    #[cfg(target_arch = "x86_64")]
    if crate::field::goldilocks::avx512::available() {
        // SAFETY: the CPU has AVX-512F, AVX-512VL and BMI2 (checked just
        // above).
        return unsafe { permute_avx512::<T, S>(p, state) };
    }
    #[cfg(target_arch = "x86_64")]
    if bmi2_cpu::get() {
        // SAFETY: the CPU has BMI2 (checked just above).
        return unsafe { permute_bmi2::<T, S>(p, state) };
    }
    permute_portable::<T, S>(p, state);
}

/// The kernel with the full rounds' S-boxes on AVX-512 lanes, and at width
/// 12 the internal rounds' diagonal too (public so tests compare it with
/// the portable build).
///
/// # Safety
/// The CPU must have AVX-512F, AVX-512VL and BMI2
/// ([`crate::field::goldilocks::avx512::available`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,bmi2")]
pub unsafe fn permute_avx512<const T: usize, S: SmallTable<T>>(
    p: &Constants<'_, T>,
    state: &mut [F; T],
) {
    kernel::<T, S, true>(p, state);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
unsafe fn permute_bmi2<const T: usize, S: SmallTable<T>>(p: &Constants<'_, T>, state: &mut [F; T]) {
    kernel::<T, S, false>(p, state);
}

/// The kernel built for the baseline target (public so tests check it on
/// every CPU).
pub fn permute_portable<const T: usize, S: SmallTable<T>>(
    p: &Constants<'_, T>,
    state: &mut [F; T],
) {
    kernel::<T, S, false>(p, state);
}

/// One full round: constants, S-box on every cell (on AVX-512 lanes for
/// widths 12 to 24 where `AVX512`), external matrix.
#[inline(always)]
fn full_round<const T: usize, const PLONKY3: bool, const AVX512: bool>(
    s: &mut [u64; T],
    rc: &[F; T],
) {
    #[cfg(target_arch = "x86_64")]
    if AVX512 && T > 8 {
        // SAFETY: `AVX512` is only set by `permute_avx512`, whose callers
        // checked the CPU.
        unsafe { crate::field::goldilocks::avx512::add_sbox7_wide(s, rc) };
        external::<T, PLONKY3>(s);
        return;
    }
    for (x, c) in s.iter_mut().zip(rc) {
        *x = sbox7(add_constant(*x, c));
    }
    external::<T, PLONKY3>(s);
}

#[inline(always)]
fn kernel<const T: usize, S: SmallTable<T>, const AVX512: bool>(
    p: &Constants<'_, T>,
    state: &mut [F; T],
) {
    match p.m4 {
        M4::Horizen => rounds::<T, S, false, AVX512>(p, state),
        M4::Plonky3 => rounds::<T, S, true, AVX512>(p, state),
    }
}

#[inline(always)]
fn rounds<const T: usize, S: SmallTable<T>, const PLONKY3: bool, const AVX512: bool>(
    p: &Constants<'_, T>,
    state: &mut [F; T],
) {
    let mut s: [u64; T] = state.map(|x| x.value());
    #[cfg(target_arch = "x86_64")]
    if AVX512 && PLONKY3 && super::goldilocks_zmm::supports(T) {
        // SAFETY: `AVX512` is only set by `permute_avx512`, whose callers
        // checked the CPU; the width is 8 or 12.
        unsafe {
            super::goldilocks_zmm::permute_plonky3(
                &mut s, p.initial, p.internal, p.terminal, p.diag,
            )
        };
        *state = s.map(F::from_u64_reduced);
        return;
    }
    external::<T, PLONKY3>(&mut s);
    for rc in p.initial {
        full_round::<T, PLONKY3, AVX512>(&mut s, rc);
    }
    internal::<T, S, AVX512>(p, &mut s);
    for rc in p.terminal {
        full_round::<T, PLONKY3, AVX512>(&mut s, rc);
    }
    *state = s.map(F::from_u64_reduced);
}

/// The internal rounds on `s`: at width 12 with AVX-512 on lanes
/// ([`super::goldilocks_zmm`]), else on words ([`internal_words`]).
#[inline(always)]
fn internal<const T: usize, S: SmallTable<T>, const AVX512: bool>(
    p: &Constants<'_, T>,
    s: &mut [u64; T],
) {
    #[cfg(target_arch = "x86_64")]
    if AVX512 && T == super::goldilocks_zmm::WIDTH {
        // SAFETY: `AVX512` is only set by `permute_avx512`, whose callers
        // checked the CPU; the width is 12. (Width 8 on lanes is measured
        // for Plonky3's instance only, which `rounds` sends to
        // `permute_plonky3`; HorizenLabs' t = 8 stays on words.)
        return unsafe { super::goldilocks_zmm::internal_words(s, p.internal, p.diag) };
    }
    internal_words::<T, S>(p, s);
}

/// The internal rounds on words.
#[inline(always)]
fn internal_words<const T: usize, S: SmallTable<T>>(p: &Constants<'_, T>, s: &mut [u64; T]) {
    let diag = p.diag;
    let words = diag.map(|d| d.value());
    // Cell 0 takes d₀·s + Σ = (d₀ + 1)·s + Σ_{i≥1} x_i.
    let d0 = (diag[0] + F::from_u64(1)).value();
    let minus_one = d0 == P - 1;
    let internal = p.internal;
    if let Some(first) = internal.first() {
        s[0] = add_constant(s[0], first);
    }
    for r in 0..internal.len() {
        // Cell 0 holds its constant already; the next one folds into `rest`.
        let next = internal.get(r + 1).copied().unwrap_or(F::ZERO);
        let rest = sum_rest(s);
        let y = sbox7(s[0]);
        let rest_next = add_constant(reduce96_lazy(rest), &next);
        let sum = rest + y as u128;
        s[0] = if minus_one {
            sub_any(rest_next, y)
        } else {
            reduce128_lazy(d0 as u128 * y as u128 + rest_next as u128)
        };
        match S::ENTRIES {
            Some(small) => {
                let values = const { small_values::<T, S>() };
                // Spelled out per cell so that each entry's case folds.
                each_cell!(T, |i| if i > 0 {
                    s[i] = apply_small(small[i], values[i], s[i], sum);
                });
            }
            // d·x < p·2⁶⁴, so d·x + sum < 2¹²⁸.
            None => {
                for i in 1..T {
                    s[i] = reduce128_lazy(words[i] as u128 * s[i] as u128 + sum);
                }
            }
        }
    }
}
