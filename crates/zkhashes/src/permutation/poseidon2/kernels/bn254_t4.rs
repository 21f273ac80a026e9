//! Barretenberg's Poseidon2 over BN254 (t = 4, the instance of Noir and
//! Aztec) on one state, x86-64 with BMI2, ADX and AVX-512 IFMA: the same
//! results as the generic engine, which stays the specification this kernel
//! is tested against (`bn254_t4_kernel` in `engine.rs`).
//!
//! Its internal matrix is J + diag(d) with a dense diagonal, so an internal
//! round costs the S-box (three products) and four products by d, and the
//! generic engine's seven products a round queue for the one `mulx` unit.
//! Here a round splits between two units:
//! - **the scalar chain** (BMI2/ADX, lazily reduced products) computes
//!   x², α·x (α = d₀ + 1, beside x²), x⁴ and z = x⁴·αx = α·x⁵: three
//!   dependent products. The next S-box input is z + (S + c), where S is
//!   the sum of cells 1..3 before the round and c the next round constant,
//!   so the round's chain ends at z;
//! - **the IFMA lanes** hold cells 1..3 in lanes 0..2 and compute, in one
//!   vector product, `[d₁s₁, d₂s₂, d₃s₃, x⁴·x]`: lane 3 multiplies x⁴ by x
//!   to get y = x⁵, which the new cells need (sᵢ' = dᵢsᵢ + y + S). The
//!   lanes then sum the new cells 1..3 for the scalar side's next S.
//!
//! The lanes keep the scalar side's Montgomery form (R = 2²⁵⁶) for the cells
//! and multiply by constants in the lanes' form (R' = 2²⁶⁰): a·b'/R' = a·b
//! in the form of a. Lane 3 takes x⁴ as is and x as 16·x (its R' form).
//!
//! The full rounds run the four S-boxes side by side on the lanes, in the
//! lanes' form (cells entered as 16·s), and M_E by lane rotations with
//! small multipliers.
//!
//! Bounds, in multiples of p (scalar: a lazy product of values below A·p
//! and B·p is below (0.1891·A·B + 1)·p; lanes: (0.01182·A·B + 1)·p):
//! - scalar chain: the S-box input x is below 4p (below 2p in the first
//!   round); x² below 4.03p, x⁴ below 4.07p, α·x below 1.76p (α
//!   canonical), z below 2.35p; the next input z + (S + c) with S + c
//!   (below 3.1p) made canonical, so below 3.35p.
//! - lanes in the internal rounds: cells 1..3 below 6.76p (the fixed point
//!   of 0.01182·B + 1 + 3.58 + 2.1); lane 3's y below 3.58p (x⁴ below
//!   4.07p times 16·x below 53.6p: x is taken as it is, below 3.35p); the
//!   sum of the new cells below 20.3p (below 2²⁵⁸ ≈ 21.1p), a five-word
//!   value that the scalar side reduces below 2.1p from its top bits
//!   ([`reduce_wide`]).
//! - the last round's cell 0, z + S, below 4.45p.
//! - full rounds: cells enter below 16.8p (16·s for canonical s: 16p) and
//!   constants 16·c below 16p, so the S-box input is below 33p; x² below
//!   13.9p, x⁴ below 3.3p, x itself reduced beside x² (a product by R'
//!   mod p: below 1.4p), y = x⁴·x below 1.06p, and M_E's rows (their
//!   entries sum to at most 16) below 16.8p again; all below 2²⁶⁰.

use super::super::external::M4;
use crate::field::bn254::lazy::{add, canonical4, MODULUS52, P};
use crate::field::bn254::Bn254FrConfig;
use crate::field::ifma52::{self as ifma, Lanes};
use crate::field::monty::x86_adx_lazy as lazy;
use crate::field::monty::MontyConfig;
use crate::field::{Bn254Fr as F, Field};
use core::arch::x86_64::*;

type Limbs = [u64; 4];

/// The round constants and internal diagonal of the instance, borrowed
/// from the engine.
pub(crate) struct Constants<'a> {
    /// Constants of the first R_F/2 full rounds.
    pub initial: &'a [[F; 4]],
    /// One constant per internal round.
    pub internal: &'a [F],
    /// Constants of the last R_F/2 full rounds.
    pub terminal: &'a [[F; 4]],
    /// The diagonal d of M_I = J + diag(d).
    pub diag: &'a [F; 4],
}

/// Whether the kernel computes an instance: x⁵, width 4, HorizenLabs' M₄
/// (Barretenberg's), d₀ ≠ −1, on a CPU with BMI2, ADX and AVX-512 IFMA.
pub(crate) fn supports(alpha: u64, m4: M4, diag: &[F; 4]) -> bool {
    alpha == 5
        && m4 == M4::Horizen
        && diag[0] + F::ONE != F::ZERO
        && crate::field::monty::x86_adx::available()
        && ifma::available()
}

/// Five 64-bit words: a value up to 2²⁶⁰.
type Wide = [u64; 5];

/// ⌊2²⁸²/p⌋ (checked in the tests below).
const INV_P_282: u64 = 0x1529_1d18;

/// v (five words, below 2²⁵⁸) less k·p, for k = ⌊v/p⌋ or one below it:
/// below 2.1p. k comes from v's top bits: t = ⌊v/2²⁵⁰⌋ (below 256) and
/// k = ⌊t·INV_P_282/2³²⌋, which is ⌊t·2²⁵⁰/p⌋ or one below; v − k·p is
/// then below p + 2²⁵⁰ + p. Some 25 instructions, against about 120 for
/// four conditional subtractions of five words.
#[inline(always)]
fn reduce_wide(v: &Wide) -> Limbs {
    let t = (v[4] << 6) | (v[3] >> 58);
    let k = ((t * INV_P_282) >> 32) as u128;
    let mut out = [0u64; 4];
    let mut carry = 0u128;
    let mut borrow = false;
    for i in 0..4 {
        let kp = P[i] as u128 * k + carry;
        carry = kp >> 64;
        let (d, b1) = v[i].overflowing_sub(kp as u64);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        out[i] = d;
        borrow = b1 | b2;
    }
    // The fifth word, v₄ − carry − borrow, is zero: the result is below 2²⁵⁶.
    out
}

/// The canonical value of v below 2²⁵⁸: [`reduce_wide`] (below 2.1p),
/// then two conditional subtractions.
#[inline(always)]
fn canonical_wide(v: &Wide) -> Limbs {
    canonical4(&reduce_wide(v))
}

/// `v` as five words.
#[inline(always)]
fn wide(v: &Limbs) -> Wide {
    [v[0], v[1], v[2], v[3], 0]
}

/// Lane `L` of every limb vector of `v` (normalized): the value's limbs.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn lane_limbs<const L: i32>(v: &Lanes) -> [u64; 5] {
    // Loops, not closures: a closure does not inherit the target features.
    let mut out = [0u64; 5];
    for (o, x) in out.iter_mut().zip(&v.0) {
        *o = _mm256_extract_epi64::<L>(*x) as u64;
    }
    out
}

/// `v` with lane 3 of every limb vector replaced by `limbs`.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn with_lane3(v: &Lanes, limbs: &[u64; 5]) -> Lanes {
    let mut out = v.0;
    for (o, l) in out.iter_mut().zip(limbs) {
        *o = _mm256_mask_set1_epi64(*o, 0b1000, *l as i64);
    }
    Lanes(out)
}

/// `limbs` in every lane.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn splat(limbs: &[u64; 5]) -> Lanes {
    let mut out = [_mm256_setzero_si256(); 5];
    for (o, l) in out.iter_mut().zip(limbs) {
        *o = _mm256_set1_epi64x(*l as i64);
    }
    Lanes(out)
}

/// Lane 3 of `v` in every lane.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn broadcast_lane3(v: &Lanes) -> Lanes {
    let mut out = v.0;
    for o in out.iter_mut() {
        *o = _mm256_permute4x64_epi64::<0b11_11_11_11>(*o);
    }
    Lanes(out)
}

/// The sum of lanes 0..3 of `v` (lane 3 left out) in every lane,
/// normalized; `v` normalized.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn sum_lanes012(v: &Lanes) -> Lanes {
    let mut out = v.0;
    for o in out.iter_mut() {
        *o = ifma::lane_sum(_mm256_maskz_mov_epi64(0b0111, *o));
    }
    // SAFETY: the target features are enabled here.
    unsafe { ifma::normalize(&Lanes(out)) }
}

/// M_E = M₄ (HorizenLabs', Barretenberg's) on the four lanes: lane i of
/// the result is Σⱼ M[i][j]·yⱼ, as Σₖ Cₖ ⊙ rotₖ(y) with rotₖ(y)ᵢ = y₍ᵢ₊ₖ₎
/// mod 4 and the small multipliers Cₖ by 52-bit multiply-adds (the high
/// halves carry into the next limb; y below 2²⁵⁴, so the top limb's high
/// halves are zero). `y` normalized; the result not normalized.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
fn m4_lanes(y: &Lanes) -> Lanes {
    // M = [[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]]; Cₖ[i] = M[i][(i+k) mod 4].
    let c = [
        _mm256_setr_epi64x(5, 6, 5, 6),
        _mm256_setr_epi64x(7, 1, 7, 1),
        _mm256_setr_epi64x(1, 1, 1, 1),
        _mm256_setr_epi64x(3, 4, 3, 4),
    ];
    let mut rot = [y.0; 4];
    for (k, limb) in y.0.iter().enumerate() {
        rot[1][k] = _mm256_permute4x64_epi64::<0b00_11_10_01>(*limb);
        rot[2][k] = _mm256_permute4x64_epi64::<0b01_00_11_10>(*limb);
        rot[3][k] = _mm256_permute4x64_epi64::<0b10_01_00_11>(*limb);
    }
    let mut acc = [_mm256_setzero_si256(); 5];
    for (r, c) in rot.iter().zip(&c) {
        for k in 0..5 {
            acc[k] = _mm256_madd52lo_epu64(acc[k], r[k], *c);
        }
        for k in 0..4 {
            acc[k + 1] = _mm256_madd52hi_epu64(acc[k + 1], r[k], *c);
        }
    }
    Lanes(acc)
}

/// The full rounds `rcs` on the four cells in the lanes' form (normalized,
/// below 16.8p; module docs), leaving them in that form.
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
unsafe fn full_rounds(v: &mut Lanes, rcs: &[[F; 4]], one: &Lanes) {
    let q = &MODULUS52;
    for rc in rcs {
        // SAFETY: (each call below) the target features are enabled here;
        // the bounds of the module docs keep every value below 2²⁶⁰.
        let c = unsafe { Lanes::from_words(&rc.map(|k| k.to_montgomery())) };
        // SAFETY: as above.
        let x = unsafe { ifma::normalize(&ifma::add(v, &c)) };
        // SAFETY: as above.
        let x2 = unsafe { ifma::square(&x, q) };
        // SAFETY: as above.
        let xr = unsafe { ifma::mul(&x, one, q) };
        // SAFETY: as above.
        let x4 = unsafe { ifma::square(&x2, q) };
        // SAFETY: as above.
        let y = unsafe { ifma::mul(&x4, &xr, q) };
        // SAFETY: as above.
        *v = unsafe { ifma::normalize(&m4_lanes(&y)) };
    }
}

/// The four canonical cells (64-bit Montgomery words) in the lanes' form.
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
unsafe fn to_lanes(s: &[Limbs; 4]) -> Lanes {
    // SAFETY: the target features are enabled here.
    unsafe { Lanes::from_words(s) }
}

/// The four cells of `v` (the lanes' form, normalized, below 16.8p) as
/// canonical 64-bit Montgomery words.
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
unsafe fn from_lanes(v: &Lanes) -> [Limbs; 4] {
    // SAFETY: the target features are enabled here.
    let l = unsafe { v.to_limbs() };
    // v/16 + p is below 2.05p.
    l.map(|l| canonical4(&ifma::from_limbs52(&l, &MODULUS52)))
}

/// The internal rounds on canonical cells `s` (64-bit Montgomery words),
/// leaving them canonical (module docs).
///
/// # Safety
/// The CPU must support BMI2, ADX, AVX-512F, VL and IFMA.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma,bmi2,adx")]
unsafe fn internal_rounds(s: &mut [Limbs; 4], constants: &[F], diag: &[F; 4]) {
    let Some((first, rest)) = constants.split_first() else {
        return;
    };
    let table = Bn254FrConfig::KERNEL_TABLE;
    let alpha = (diag[0] + F::ONE).to_montgomery();
    // d₁..d₃ in the lanes' form (16·d, reduced: four doublings), lane 3
    // replaced every round.
    let d16 = |d: F| ifma::split52(&d.double().double().double().double().to_montgomery());
    let dl = [d16(diag[1]), d16(diag[2]), d16(diag[3]), [0; 5]];
    // SAFETY: (the whole body) the caller guarantees the CPU features;
    // the module docs' bounds keep every lazy result below 2²⁵⁶ and every
    // lane value below 2²⁶⁰.
    unsafe {
        let d = Lanes::from_limbs(&dl);
        let mut v = Lanes::from_limbs(&[
            ifma::split52(&s[1]),
            ifma::split52(&s[2]),
            ifma::split52(&s[3]),
            [0; 5],
        ]);
        // S: the sum of cells 1..3 before the round (below 2.1p).
        let mut sum = canonical4(&add(&add(&s[1], &s[2]), &s[3]));
        let mut x = add(&s[0], &first.to_montgomery());
        let mut next = rest.iter();
        loop {
            // The scalar chain: x², α·x beside it, x⁴, z = α·x⁵.
            let x2 = lazy::square(&x, table);
            let ax = lazy::mul(&alpha, &x, table);
            let x4 = lazy::square(&x2, table);
            let z = lazy::mul(&x4, &ax, table);
            // The lanes, which wait on x⁴. (Placing them instead between
            // the next round's first and last products, software-pipelined,
            // was slower: their result is then on the chain's path.)
            let (new_v, new_sum) = lane_round(&v, &d, &x4, &x, &sum);
            v = new_v;
            match next.next() {
                Some(c) => {
                    // The next input, z + S + c, below 3.35p.
                    x = add(&z, &canonical4(&add(&sum, &c.to_montgomery())));
                    sum = new_sum;
                }
                None => {
                    s[0] = canonical_wide(&wide(&add(&z, &sum)));
                    break;
                }
            }
        }
        let cells = v.to_limbs();
        for (cell, l) in s[1..].iter_mut().zip(&cells) {
            *cell = canonical_wide(&ifma::join52(l));
        }
    }
}

/// The lanes of an internal round: cells 1..3 of `v` (below 6.76p) times
/// d₁..d₃ (`d`, the lanes' form), lane 3 x⁴·16x = y; the new cells dᵢsᵢ + y
/// + S in lanes 0..3, and their sum reduced below 2.1p.
///
/// # Safety
/// The CPU must support AVX-512F, VL and IFMA.
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]
unsafe fn lane_round(v: &Lanes, d: &Lanes, x4: &Limbs, x: &Limbs, sum: &Limbs) -> (Lanes, Limbs) {
    let a = with_lane3(v, &ifma::split52(x4));
    let b = with_lane3(d, &ifma::to_limbs52(x));
    // SAFETY: (both calls) the target features are enabled here; the
    // module docs' bounds keep every value below 2²⁶⁰.
    let p = unsafe { ifma::mul(&a, &b, &MODULUS52) };
    let y = broadcast_lane3(&p);
    let sb = splat(&ifma::split52(sum));
    // SAFETY: as above.
    let v = unsafe { ifma::normalize(&ifma::add(&ifma::add(&p, &y), &sb)) };
    let total = sum_lanes012(&v);
    (v, reduce_wide(&ifma::join52(&lane_limbs::<0>(&total))))
}

/// The permutation on `state`.
///
/// # Safety
/// The CPU must support BMI2, ADX and AVX-512 IFMA ([`supports`]).
#[inline]
#[target_feature(enable = "avx512f,avx512vl,avx512ifma,bmi2,adx")]
pub(crate) unsafe fn permute(c: &Constants<'_>, state: &mut [F; 4]) {
    super::super::external::external::<F, 4, false>(state);
    // R' mod p (16·R, reduced), the lanes' one: a product by it reduces.
    let one16 = F::ONE.double().double().double().double().to_montgomery();
    // SAFETY: (the whole body) the caller guarantees the CPU features.
    unsafe {
        let one = splat(&ifma::split52(&one16));
        let mut v = to_lanes(&state.map(|x| x.to_montgomery()));
        full_rounds(&mut v, c.initial, &one);
        let mut s = from_lanes(&v);
        internal_rounds(&mut s, c.internal, c.diag);
        let mut v = to_lanes(&s);
        full_rounds(&mut v, c.terminal, &one);
        *state = from_lanes(&v).map(F::from_montgomery);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;

    /// k·p as five words.
    fn times_p(k: u64) -> Wide {
        let mut out = [0u64; 5];
        let mut carry = 0u128;
        for i in 0..4 {
            let t = P[i] as u128 * k as u128 + carry;
            out[i] = t as u64;
            carry = t >> 64;
        }
        out[4] = carry as u64;
        out
    }

    fn big(v: &[u64]) -> BigUint {
        v.iter().rev().fold(BigUint::from(0u32), |acc, w| {
            (acc << 64) + BigUint::from(*w)
        })
    }

    /// INV_P_282 is ⌊2²⁸²/p⌋, `canonical_wide` gives v mod p, and
    /// `reduce_wide` keeps the value mod p and
    /// lands below 2.1p for values below 2²⁵⁸ (the kernel's sums are below
    /// 20.3p), at the multiples of p and between them.
    #[test]
    fn reduce_wide_estimates_the_quotient() {
        let p = big(&P);
        assert_eq!(BigUint::from(INV_P_282), (BigUint::from(1u32) << 282) / &p);
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut word = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let bound = &p * 21u32 / 10u32;
        let limit = BigUint::from(1u32) << 258;
        for k in 0u64..22 {
            let base = times_p(k);
            let offsets = [0u64, 1, word(), u64::MAX];
            for (j, off) in offsets.into_iter().enumerate() {
                let mut v = base;
                // base + off·2^(64·(j mod 4)), kept below 2²⁵⁸.
                let (w, c) = v[j % 4].overflowing_add(off);
                v[j % 4] = w;
                let mut i = j % 4 + 1;
                let mut c = c;
                while c && i < 5 {
                    let (w, c2) = v[i].overflowing_add(1);
                    v[i] = w;
                    c = c2;
                    i += 1;
                }
                if big(&v) >= limit {
                    continue;
                }
                let r = reduce_wide(&v);
                assert_eq!(big(&r) % &p, big(&v) % &p, "k = {k}");
                assert_eq!(big(&canonical_wide(&v)), big(&v) % &p, "k = {k}");
                assert!(big(&r) < bound, "k = {k}");
            }
            if k > 0 && big(&base) <= limit {
                // k·p − 1: borrow through the zero low words.
                let mut below = base;
                for w in below.iter_mut() {
                    let (d, b) = w.overflowing_sub(1);
                    *w = d;
                    if !b {
                        break;
                    }
                }
                let r = reduce_wide(&below);
                assert_eq!(big(&r) % &p, big(&below) % &p);
                assert!(big(&r) < bound);
            }
        }
    }
}

#[cfg(test)]
mod engine_agreement {
    use super::super::super::engine::Poseidon2;
    use super::super::super::external::M4;
    use super::{permute, supports, Constants};
    use crate::field::{Bn254Fr, Field, PrimeField};

    /// Barretenberg's t = 4 kernel against the generic engine, on extreme
    /// and pseudo-random states, for Noir's instance and for instances with
    /// other round numbers and diagonals (entries −2, 0 and p − 1 among
    /// them); where the CPU has BMI2, ADX and AVX-512 IFMA.
    #[test]
    fn agrees_with_the_engine() {
        let noir = crate::instances::noir::permutation();
        if !supports(noir.alpha, noir.m4, &noir.diag) {
            return;
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut word = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut element = || Bn254Fr::from_u256_reduced(&[word(), word(), word(), word()]);
        let m = -Bn254Fr::ONE;
        let mut instances = alloc::vec![noir.clone()];
        let diags = [
            [element(), element(), element(), element()],
            [Bn254Fr::ZERO, m, -Bn254Fr::from_u64(2), Bn254Fr::ZERO],
            [m.double(), m, m, m],
        ];
        for (diag, (full, partial)) in diags.into_iter().zip([(8, 56), (2, 1), (0, 3)]) {
            let row =
                |e: &mut dyn FnMut() -> Bn254Fr| -> [Bn254Fr; 4] { core::array::from_fn(|_| e()) };
            let initial = (0..full / 2).map(|_| row(&mut element)).collect();
            let internal = (0..partial).map(|_| element()).collect();
            let terminal = (0..full / 2).map(|_| row(&mut element)).collect();
            let p = Poseidon2::new(5, M4::Horizen, initial, internal, terminal, diag)
                .expect("an instance");
            instances.push(p);
        }
        let mut states = alloc::vec![[Bn254Fr::ZERO; 4], [m; 4], [m, Bn254Fr::ZERO, m, m]];
        for _ in 0..64 {
            states.push(core::array::from_fn(|_| element()));
        }
        for p in &instances {
            let c = Constants {
                initial: &p.initial,
                internal: &p.internal,
                terminal: &p.terminal,
                diag: &p.diag,
            };
            for state in &states {
                let mut want = *state;
                p.permute_generic_mut(&mut want);
                let mut got = *state;
                // SAFETY: `supports` checked the CPU features.
                unsafe { permute(&c, &mut got) };
                assert_eq!(got, want, "diag {:?}", p.diag);
            }
        }
    }
}
