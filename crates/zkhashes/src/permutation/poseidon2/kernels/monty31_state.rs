//! One Poseidon2 state over BabyBear or KoalaBear, width 16, 24 or 32,
//! across the lanes of AVX-512 vectors: the latency kernel of a single
//! permutation (the batch kernel [`super::lanes`] runs 16 states at once,
//! one per lane). Cells 0..15 sit in one vector, cells 16..31 in a second
//! (at width 24 its low half, the high half staying zero).
//!
//! - External matrix: M₄ on every block of four lanes (a 128-bit lane) as
//!   Σₖ cₖ ⊙ rotₖ(x), the rotations by `vpshufd`, the small coefficients
//!   as Montgomery products (HorizenLabs' M₄) or additions (Plonky3's
//!   circulant M₄); then the blocks' sum, by two 128-bit-lane shuffles,
//!   added to every block.
//! - Internal rounds: cell 0 lives in a scalar register for its S-box chain;
//!   the vector keeps lane 0 at zero, so that the sum of the other cells
//!   (a four-step butterfly, every lane ending with the total) runs beside
//!   the S-box; then `d ⊙ x + sum` on the vectors and `d₀·x₀ + sum` on the
//!   scalar. Any internal diagonal (HorizenLabs' dense one as Plonky3's)
//!   is applied as products.

use super::super::engine::Poseidon2;
use super::super::external::M4;
use crate::field::monty31::lanes::{Isa32, Lanes};
use crate::field::monty31::{Consts, Monty31, Monty31Params};
use crate::field::Field;
use core::arch::x86_64::*;

type L = Lanes<16>;

/// An instance's constants, borrowed from its [`super::super::Poseidon2`].
pub(crate) struct Constants<'a, C: Monty31Params, const T: usize> {
    /// The S-box degree (3, 5 or 7).
    pub alpha: u64,
    /// The external matrix's block.
    pub m4: M4,
    /// The first half's external round constants.
    pub initial: &'a [[Monty31<C>; T]],
    /// The internal round constants.
    pub internal: &'a [Monty31<C>],
    /// The second half's external round constants.
    pub terminal: &'a [[Monty31<C>; T]],
    /// The internal diagonal.
    pub diag: &'a [Monty31<C>; T],
}

impl<'a, C: Monty31Params, const T: usize> Constants<'a, C, T> {
    /// The constants of `p`.
    pub(crate) fn of<M>(p: &'a Poseidon2<Monty31<C>, T, M>) -> Self {
        Self {
            alpha: p.alpha,
            m4: p.m4,
            initial: &p.initial,
            internal: &p.internal,
            terminal: &p.terminal,
            diag: &p.diag,
        }
    }
}

/// Whether the kernel computes an instance of width `t` and S-box `alpha`
/// on this CPU (AVX-512F).
pub(crate) fn supports(t: usize, alpha: u64) -> bool {
    (t == 16 || t == 24 || t == 32)
        && matches!(alpha, 3 | 5 | 7)
        && crate::permutation::batch::Simd::Avx512.available()
}

#[inline(always)]
fn v(x: [u32; 16]) -> __m512i {
    // SAFETY: the same size; every bit pattern is valid for both.
    unsafe { core::mem::transmute(x) }
}

#[inline(always)]
fn w(x: __m512i) -> [u32; 16] {
    // SAFETY: as in `v`.
    unsafe { core::mem::transmute(x) }
}

/// The second vector's lanes that hold cells (cells 16..T).
const fn high_mask(t: usize) -> __mmask16 {
    match t {
        24 => 0x00ff,
        32 => 0xffff,
        _ => 0,
    }
}

/// The words of `cells` (Montgomery forms): lanes `from..from + 16` that
/// exist, zero elsewhere.
///
/// # Safety
/// The CPU must have AVX-512F.
#[inline(always)]
unsafe fn load<C: Monty31Params>(cells: &[Monty31<C>], from: usize) -> __m512i {
    let n = cells.len().saturating_sub(from).min(16);
    let mask: __mmask16 = if n == 16 { 0xffff } else { (1u16 << n) - 1 };
    // SAFETY: `Monty31` is one `u32` (repr(transparent)); the masked load
    // reads only the `n` words that exist.
    unsafe { _mm512_maskz_loadu_epi32(mask, cells.as_ptr().add(from.min(cells.len())).cast()) }
}

struct Field32<C>(core::marker::PhantomData<C>);

impl<C: Monty31Params> Field32<C> {
    #[inline(always)]
    fn add(a: __m512i, b: __m512i) -> __m512i {
        v(<L as Isa32<16>>::add_mod(w(a), w(b), C::P))
    }

    #[inline(always)]
    fn mul(a: __m512i, b: __m512i) -> __m512i {
        v(<L as Isa32<16>>::monty_mul(
            w(a),
            w(b),
            C::P,
            Consts::<C>::P_INV,
        ))
    }

    #[inline(always)]
    fn power(x: __m512i, alpha: u64) -> __m512i {
        v(<L as Isa32<16>>::add_power(
            w(x),
            C::P.wrapping_neg(),
            alpha,
            C::P,
            Consts::<C>::P_INV,
        ))
    }

    /// HorizenLabs' M₄ from lane i's view (x_i, x_{i+1}, x_{i+2}, x_{i+3}):
    /// the coefficients of x_i, x_{i+1} and x_{i+3} (that of x_{i+2} is 1),
    /// as Montgomery words, fixed at compile time.
    const HORIZEN: [[u32; 16]; 3] = [
        Self::small([5, 6, 5, 6]),
        Self::small([7, 1, 7, 1]),
        Self::small([3, 4, 3, 4]),
    ];

    /// The Montgomery form of the small integer `k[i % 4]` on lane i.
    const fn small(k: [u32; 4]) -> [u32; 16] {
        let mut out = [0; 16];
        let mut i = 0;
        while i < 16 {
            out[i] = Monty31::<C>::from_canonical(k[i % 4]).to_mont();
            i += 1;
        }
        out
    }

    /// M₄ on every block of four lanes.
    ///
    /// # Safety
    /// The CPU must have AVX-512F.
    #[inline(always)]
    unsafe fn m4_blocks(m4: M4, x: __m512i, k: &[__m512i; 3]) -> __m512i {
        // SAFETY: the caller's contract.
        unsafe {
            let r1 = _mm512_shuffle_epi32::<0x39>(x); // lane i: x[i + 1]
            let r2 = _mm512_shuffle_epi32::<0x4e>(x); // x[i + 2]
            let r3 = _mm512_shuffle_epi32::<0x93>(x); // x[i + 3]
            match m4 {
                // Row i: 5,7,1,3 / 4,6,1,1 / 1,3,5,7 / 1,1,4,6 — from lane i's
                // view (x_i, x_{i+1}, x_{i+2}, x_{i+3}): (5,7,1,3) on even
                // lanes, (6,1,1,4) on odd ones.
                M4::Horizen => {
                    let a = Self::add(Self::mul(x, k[0]), Self::mul(r1, k[1]));
                    Self::add(a, Self::add(r2, Self::mul(r3, k[2])))
                }
                // circ(2, 3, 1, 1): 2x_i + 3x_{i+1} + x_{i+2} + x_{i+3}.
                M4::Plonky3 => {
                    let two = Self::add(x, x);
                    let three = Self::add(Self::add(r1, r1), r1);
                    Self::add(Self::add(two, three), Self::add(r2, r3))
                }
            }
        }
    }

    /// The external layer on cells `a` (0..15) and `b` (16..T).
    ///
    /// # Safety
    /// The CPU must have AVX-512F.
    #[inline(always)]
    unsafe fn external<const T: usize>(m4: M4, k: &[__m512i; 3], a: &mut __m512i, b: &mut __m512i) {
        // SAFETY: the caller's contract.
        unsafe {
            let ya = Self::m4_blocks(m4, *a, k);
            let mut s = ya;
            let yb = if T > 16 {
                let yb = Self::m4_blocks(m4, *b, k);
                s = Self::add(s, yb);
                yb
            } else {
                *b
            };
            // Every block gets the sum of the four blocks.
            s = Self::add(s, _mm512_shuffle_i32x4::<0x4e>(s, s));
            s = Self::add(s, _mm512_shuffle_i32x4::<0xb1>(s, s));
            *a = Self::add(ya, s);
            if T > 16 {
                *b = _mm512_maskz_mov_epi32(high_mask(T), Self::add(yb, s));
            }
        }
    }

    /// One external round: constants, S-boxes, the external matrix.
    ///
    /// # Safety
    /// The CPU must have AVX-512F.
    #[inline(always)]
    unsafe fn full_round<const T: usize>(
        c: &Constants<'_, C, T>,
        k: &[__m512i; 3],
        rc: &[Monty31<C>; T],
        a: &mut __m512i,
        b: &mut __m512i,
    ) {
        // SAFETY: the caller's contract.
        unsafe {
            *a = Self::power(Self::add(*a, load(rc, 0)), c.alpha);
            if T > 16 {
                let x = Self::power(Self::add(*b, load(rc, 16)), c.alpha);
                *b = _mm512_maskz_mov_epi32(high_mask(T), x);
            }
            Self::external::<T>(c.m4, k, a, b);
        }
    }
}

/// `x^α` on one element.
#[inline(always)]
fn sbox<C: Monty31Params>(x: Monty31<C>, alpha: u64) -> Monty31<C> {
    match alpha {
        3 => x.square() * x,
        5 => x.square().square() * x,
        _ => {
            let x2 = x.square();
            x2.square() * (x2 * x)
        }
    }
}

/// Permutes `state`.
///
/// # Safety
/// The CPU must have AVX-512F, and [`supports`] must hold for `T` and the
/// instance's α.
#[target_feature(enable = "avx512f")]
pub(crate) unsafe fn permute<C: Monty31Params, const T: usize>(
    c: &Constants<'_, C, T>,
    state: &mut [Monty31<C>; T],
) {
    type F32<C> = Field32<C>;
    // Plonky3's M₄ needs no coefficients (additions only).
    let k = F32::<C>::HORIZEN.map(v);
    // SAFETY: AVX-512F (this function's target feature); `load` reads only
    // cells that exist.
    unsafe {
        let mut a = load(state, 0);
        let mut b = load(state, 16);
        F32::<C>::external::<T>(c.m4, &k, &mut a, &mut b);
        for rc in c.initial {
            F32::<C>::full_round(c, &k, rc, &mut a, &mut b);
        }
        // Internal rounds: cell 0 in `x0`, lane 0 of `a` kept at zero.
        let da = load(c.diag, 0);
        let db = load(c.diag, 16);
        let d0 = c.diag[0];
        let mut x0 = Monty31::<C>::from_mont(_mm512_cvtsi512_si32(a) as u32);
        a = _mm512_maskz_mov_epi32(0xfffe, a);
        for rc in c.internal {
            x0 = sbox(x0 + *rc, c.alpha);
            // The other cells' sum, on every lane.
            let mut s = if T > 16 { F32::<C>::add(a, b) } else { a };
            s = F32::<C>::add(s, _mm512_shuffle_i32x4::<0x4e>(s, s));
            s = F32::<C>::add(s, _mm512_shuffle_i32x4::<0xb1>(s, s));
            s = F32::<C>::add(s, _mm512_shuffle_epi32::<0x4e>(s));
            s = F32::<C>::add(s, _mm512_shuffle_epi32::<0xb1>(s));
            let sum = F32::<C>::add(s, _mm512_set1_epi32(x0.to_mont() as i32));
            let total = Monty31::<C>::from_mont(_mm512_cvtsi512_si32(sum) as u32);
            a = _mm512_maskz_mov_epi32(0xfffe, F32::<C>::add(F32::<C>::mul(a, da), sum));
            if T > 16 {
                let y = F32::<C>::add(F32::<C>::mul(b, db), sum);
                b = _mm512_maskz_mov_epi32(high_mask(T), y);
            }
            x0 = d0 * x0 + total;
        }
        a = _mm512_mask_mov_epi32(a, 1, _mm512_set1_epi32(x0.to_mont() as i32));
        for rc in c.terminal {
            F32::<C>::full_round(c, &k, rc, &mut a, &mut b);
        }
        let out = state.as_mut_ptr().cast::<u32>();
        _mm512_storeu_si512(out.cast(), a);
        if T > 16 {
            _mm512_mask_storeu_epi32(out.add(16).cast(), high_mask(T), b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instances::{poseidon2_horizen as hl, poseidon2_plonky3 as p3};
    use crate::permutation::poseidon2::InternalMatrix;
    use alloc::vec::Vec;

    fn states<C: Monty31Params, const T: usize>(seed: u64) -> Vec<[Monty31<C>; T]> {
        let mut x = seed;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut out: Vec<[Monty31<C>; T]> = (0..50)
            .map(|_| core::array::from_fn(|_| Monty31::<C>::from_u64(next() % u64::from(C::P))))
            .collect();
        out.push([Monty31::<C>::from_u64(u64::from(C::P) - 1); T]);
        out.push([Monty31::<C>::ZERO; T]);
        out
    }

    /// The kernel against the generic engine on one instance.
    fn agrees<C: Monty31Params, const T: usize, M: InternalMatrix<Monty31<C>, T>>(
        p: &Poseidon2<Monty31<C>, T, M>,
    ) {
        assert!(supports(T, p.alpha));
        let c = Constants::of(p);
        for s in states::<C, T>(0x9e37_79b9_7f4a_7c15 ^ T as u64) {
            let (mut got, mut want) = (s, s);
            // SAFETY: `supports` checked AVX-512F, the width and α.
            unsafe { permute(&c, &mut got) };
            p.permute_generic_mut(&mut want);
            assert_eq!(got, want, "width {T}");
        }
    }

    #[test]
    fn kernel_agrees_with_the_engine() {
        if !crate::permutation::batch::Simd::Avx512.available() {
            return; // nothing to run this kernel on (the generic path is tested everywhere)
        }
        agrees::<_, 16, _>(hl::babybear_t16());
        agrees::<_, 24, _>(hl::babybear_t24());
        agrees::<_, 16, _>(p3::babybear_w16());
        agrees::<_, 24, _>(p3::babybear_w24());
        agrees::<_, 16, _>(p3::koalabear_w16());
        agrees::<_, 24, _>(p3::koalabear_w24());
        agrees::<_, 32, _>(p3::babybear_w32());
        agrees::<_, 32, _>(p3::koalabear_w32());
    }
}
