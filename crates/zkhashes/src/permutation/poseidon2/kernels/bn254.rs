//! HorizenLabs' Poseidon2 over BN254 with t = 3 (the instance of `zkhash`
//! and of OpenZeppelin's sponge) on lazily reduced values, x86-64 with BMI2
//! and ADX: the same constants and results as the generic engine, which
//! stays the specification this kernel is tested against
//! (`tests/poseidon2_bn254.rs`).
//!
//! 56 of the 64 rounds are internal: one S-box, x → x² → x⁴ → x⁵, then
//! `M_I = J + diag(1, 1, 2)`, so the permutation waits on one chain of
//! 3·56 products. What the kernel changes:
//! - the products skip their final conditional subtraction
//!   ([`lazy`]), about 7 of the 55 cycles of a dependent product here;
//! - the next S-box input is `2y + (s₁ + s₂ + c)`: the bracket does not
//!   depend on this round's S-box output y, so it is summed and reduced
//!   beside the S-box, and one doubling (shifts) and one 256-bit addition
//!   (no modular reduction) follow the S-box;
//! - every other reduction (cells 1 and 2, the canonical copy of the S-box
//!   input the last product takes) is a branch-free `cmov` subtraction
//!   beside the chain.
//!
//! - the full rounds' three S-boxes run side by side on AVX-512 IFMA lanes
//!   where the CPU has them (`full_rounds_ifma`, [`ifma`]; about 75 cycles a
//!   dependent lane product against ~48 for a scalar one, but the three
//!   chains share the lanes instead of queueing for `mulx`): 8 full rounds
//!   take ~2,200 cycles instead of ~3,800.
//!
//! Bounds, in multiples of p, with p/2²⁵⁶ < 0.1891 (see [`lazy`]: a lazy
//! product of values below A·p and B·p is below (0.1891·A·B + 1)·p): the
//! S-box input is below 4p; its square below 4.03p; x⁴ below 4.07p;
//! x⁵ = x⁴ · canonical(x) below 1.77p, one subtraction from canonical.
//! Cells 1 and 2 are canonical between rounds and the bracket below 2p
//! (one subtraction of 2p from below 3p), so the next input, 2y + bracket,
//! is below 4p again. The full rounds take canonical
//! cells, add a constant (below 2p), and make every result canonical.

use crate::field::bn254::lazy::{add, canonical4, MODULUS52, P, P2};
use crate::field::bn254::Bn254FrConfig;
use crate::field::ifma52 as ifma;
use crate::field::monty::x86_adx_lazy as lazy;
use crate::field::monty::MontyConfig;
use crate::field::{Bn254Fr as F, Field};
use core::arch::x86_64::*;

type Limbs = [u64; 4];

/// The round constants of the instance, borrowed from the engine.
pub(crate) struct Constants<'a> {
    /// Constants of the first R_F/2 full rounds.
    pub initial: &'a [[F; 3]],
    /// One constant per internal round.
    pub internal: &'a [F],
    /// Constants of the last R_F/2 full rounds.
    pub terminal: &'a [[F; 3]],
}

/// Whether the kernel computes an instance: x⁵, width 3, HorizenLabs'
/// matrices (M_E = J + I, M_I = J + diag(1, 1, 2)), on a CPU with BMI2 and ADX.
pub(crate) fn supports(alpha: u64, diag: &[F; 3]) -> bool {
    let (one, two) = (F::ONE, F::ONE.double());
    alpha == 5 && *diag == [one, one, two] && crate::field::monty::x86_adx::available()
}

/// `2v` for v below 2²⁵⁵, as shifts: no carry chain.
#[inline(always)]
fn double(v: &Limbs) -> Limbs {
    [
        v[0] << 1,
        (v[1] << 1) | (v[0] >> 63),
        (v[2] << 1) | (v[1] >> 63),
        (v[3] << 1) | (v[2] >> 63),
    ]
}

/// x⁵ for x below 4p, canonical.
///
/// # Safety
/// The CPU must support BMI2 and ADX.
#[inline(always)]
unsafe fn sbox(x: &Limbs) -> Limbs {
    let table = Bn254FrConfig::KERNEL_TABLE;
    // SAFETY: the caller guarantees the CPU features; the bounds of the
    // module docs keep every result below 2²⁵⁶.
    unsafe {
        let x2 = lazy::square(x, table);
        let xc = canonical4(x);
        let x4 = lazy::square(&x2, table);
        lazy::sub_if_ge(&lazy::mul(&x4, &xc, table), &P)
    }
}

/// M_E = J + I on canonical cells: `s_i + Σs`, canonical.
#[inline(always)]
fn external(s: &mut [Limbs; 3]) {
    let sum = add(&add(&s[0], &s[1]), &s[2]);
    for v in s.iter_mut() {
        *v = canonical4(&add(v, &sum));
    }
}

/// A full round on canonical cells: constants, the three S-boxes (inputs
/// below 2p) step by step side by side, so their three chains overlap from
/// the start, then M_E; the cells leave canonical.
///
/// # Safety
/// The CPU must support BMI2 and ADX.
#[inline(always)]
unsafe fn full_round(s: &mut [Limbs; 3], rc: &[F; 3]) {
    let table = Bn254FrConfig::KERNEL_TABLE;
    let x: [Limbs; 3] = core::array::from_fn(|i| add(&s[i], &rc[i].to_montgomery()));
    // SAFETY: the caller guarantees the CPU features; inputs below 2p
    // keep every lazy result below 2²⁵⁶ (module docs).
    unsafe {
        let x2 = x.map(|v| lazy::square(&v, table));
        let xc = x.map(|v| lazy::sub_if_ge(&v, &P));
        let x4 = x2.map(|v| lazy::square(&v, table));
        let y: [Limbs; 3] =
            core::array::from_fn(|i| lazy::sub_if_ge(&lazy::mul(&x4[i], &xc[i], table), &P));
        *s = y;
    }
    external(s);
}

/// The full rounds `rcs` on canonical cells, on IFMA lanes: the three
/// cells in lanes 0..3 of [`ifma::Lanes`] (R = 2²⁶⁰, entered as 16·s without
/// a reduction), every round's three S-boxes side by side, M_E by lane
/// rotations; the cells leave canonical.
///
/// Bounds, in multiples of p (p/2²⁶⁰ < 0.01182; a product of values below
/// A·p and B·p is below (0.01182·A·B + 1)·p): cells enter below 16p and
/// constants (16·c) below 16p, so the S-box input is below 32p; x² below
/// 13.2p, x⁴ below 3.1p, x⁵ = x⁴·x below 2.2p; M_E's outputs (four S-box
/// outputs) below 8.8p, so the next input is below 25p; all below 2²⁶⁰.
/// The cells leave through [`ifma::from_limbs52`] below (8.8p + 15p)/16,
/// one subtraction from canonical.
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA ([`ifma::available`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
unsafe fn full_rounds_ifma(s: &mut [Limbs; 3], rcs: &[[F; 3]]) {
    let q = &MODULUS52;
    let lanes = |c: [Limbs; 3]| {
        let v = [
            ifma::to_limbs52(&c[0]),
            ifma::to_limbs52(&c[1]),
            ifma::to_limbs52(&c[2]),
            [0; 5],
        ];
        // SAFETY: AVX2 is implied by the target features.
        unsafe { ifma::Lanes::from_limbs(&v) }
    };
    let mut v = lanes(*s);
    for rc in rcs {
        let c = lanes(rc.map(|k| k.to_montgomery()));
        // SAFETY: (each call) the target features are enabled here.
        let x = unsafe { ifma::normalize(&ifma::add(&v, &c)) };
        // SAFETY: as for the first call above (same features, same bounds).
        let x2 = unsafe { ifma::square(&x, q) };
        // SAFETY: as for the first call above (same features, same bounds).
        let x4 = unsafe { ifma::square(&x2, q) };
        // SAFETY: as for the first call above (same features, same bounds).
        let y = unsafe { ifma::mul(&x4, &x, q) };
        // M_E = J + I: y_i + (y_0 + y_1 + y_2) in lanes 0..3.
        v = ifma::Lanes(core::array::from_fn(|k| {
            let r = y.0[k];
            let r1 = _mm256_permute4x64_epi64::<0b11_00_10_01>(r);
            let r2 = _mm256_permute4x64_epi64::<0b11_01_00_10>(r);
            _mm256_add_epi64(_mm256_add_epi64(r, r), _mm256_add_epi64(r1, r2))
        }));
    }
    // SAFETY: the target features are enabled here.
    let out = unsafe { ifma::normalize(&v).to_limbs() };
    for (cell, l) in s.iter_mut().zip(out.iter()) {
        *cell = lazy::sub_if_ge(&ifma::from_limbs52(l, q), &P);
    }
}

/// The full rounds `rcs` on canonical cells: on IFMA lanes where the CPU
/// has them, else on the scalar products; the cells leave canonical.
///
/// # Safety
/// The CPU must support BMI2 and ADX.
#[inline(always)]
unsafe fn full_rounds(s: &mut [Limbs; 3], rcs: &[[F; 3]], lanes: bool) {
    if lanes {
        // SAFETY: `lanes` is true only where `ifma::available()`.
        unsafe { full_rounds_ifma(s, rcs) };
    } else {
        for rc in rcs {
            // SAFETY: the caller guarantees BMI2 and ADX.
            unsafe { full_round(s, rc) };
        }
    }
}

/// The permutation on `state`.
///
/// # Safety
/// The CPU must support BMI2 and ADX ([`supports`]).
#[inline]
pub(crate) unsafe fn permute(c: &Constants<'_>, state: &mut [F; 3]) {
    // SAFETY: the caller guarantees BMI2 and ADX.
    unsafe { permute_with(c, state, ifma::available()) }
}

/// [`permute`], the full rounds on IFMA lanes or not (`lanes`, which must
/// be false where the CPU lacks AVX-512 IFMA).
///
/// # Safety
/// The CPU must support BMI2 and ADX, and AVX-512F/VL/IFMA if `lanes`.
#[inline]
pub(crate) unsafe fn permute_with(c: &Constants<'_>, state: &mut [F; 3], lanes: bool) {
    let mut s: [Limbs; 3] = state.map(|v| v.to_montgomery());
    external(&mut s);
    // SAFETY: (both calls) the caller guarantees the CPU features.
    unsafe { full_rounds(&mut s, c.initial, lanes) };
    if let Some((first, _)) = c.internal.split_first() {
        let [s0, mut s1, mut s2] = s;
        // The S-box input, below 3p.
        let mut x = add(&s0, &first.to_montgomery());
        let mut next = c.internal.iter().skip(1);
        loop {
            // The parts of the new cells without this round's S-box output
            // y first: they run beside the S-box.
            let b = add(&s1, &s2);
            let t1 = canonical4(&add(&s1, &b)); // 2s1 + s2
            let t2 = canonical4(&add(&add(&s2, &s2), &b)); // s1 + 3s2
                                                           // Below 2p: b + c is below 3p.
            let head = next
                .next()
                .map(|k| lazy::sub_if_ge(&add(&b, &k.to_montgomery()), &P2));
            // SAFETY: the caller guarantees BMI2 and ADX.
            let y = unsafe { sbox(&x) };
            s1 = lazy::sub_if_ge(&add(&y, &t1), &P);
            s2 = lazy::sub_if_ge(&add(&y, &t2), &P);
            let y2 = double(&y);
            match head {
                Some(head) => x = add(&y2, &head),
                None => {
                    s = [canonical4(&add(&y2, &b)), s1, s2];
                    break;
                }
            }
        }
    }
    // SAFETY: as for the first call above (same features, same bounds).
    unsafe { full_rounds(&mut s, c.terminal, lanes) };
    *state = s.map(F::from_montgomery);
}
