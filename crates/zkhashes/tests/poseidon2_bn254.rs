//! The lazily reduced BN254 products against num-bigint (residues and the
//! stated bounds, up to the largest inputs the Poseidon2 kernel gives them),
//! and the Poseidon2 BN254 t = 3 kernel against the generic engine on random
//! and extreme states, for the HorizenLabs instance and for other round
//! numbers (no internal round, one, many); the IFMA lane products, squares
//! and four-lane dot products (circom t = 3's partial rounds) against
//! num-bigint.
#![cfg(target_arch = "x86_64")]

use crate::limbs;

use limbs::{big, limbs};
use num_bigint::BigUint;
use num_traits::One;
use proptest::prelude::*;
use zkhashes::field::bn254::Bn254FrConfig;
use zkhashes::field::MontyConfig;
use zkhashes::field::{
    ifma52 as ifma,
    monty::{x86_adx, x86_adx_lazy as lazy},
};
use zkhashes::instances::poseidon2_horizen as hl;
use zkhashes::permutation::poseidon2::Poseidon2;
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr as F, Field, PrimeField};

type Limbs = [u64; 4];

fn p() -> BigUint {
    big(&Bn254FrConfig::MODULUS)
}

/// A value below `k`·p from random words (reduced by a bigint remainder).
fn below(words: &[u64; 4], k: u32) -> Limbs {
    limbs(&(big(words) % (p() * k)))
}

/// Checks the lazy product of `a` and `b` (`None`: the square of `a`):
/// congruent to a·b·R⁻¹ and below a·b/R + p.
fn check_product(a: &Limbs, b: Option<&Limbs>) {
    if !x86_adx::available() {
        return;
    }
    let table = Bn254FrConfig::KERNEL_TABLE;
    // SAFETY: BMI2 and ADX checked above.
    let got = unsafe {
        match b {
            Some(b) => lazy::mul(a, b, table),
            None => lazy::square(a, table),
        }
    };
    let (a, b) = (big(a), big(b.unwrap_or(&limbs(&big(a)))));
    let r = BigUint::one() << 256u32;
    let got = big(&got);
    let r_inv = r.modpow(&(p() - 2u32), &p());
    assert_eq!(&got % p(), (&a * &b % p()) * r_inv % p());
    assert!(got < &a * &b / &r + p() + 1u32, "above the stated bound");
}

#[test]
fn extreme_products() {
    let top = |k: u32| limbs(&(p() * k - 1u32));
    // The largest inputs of the kernel: S-box inputs below 4p, then its
    // square below 4.03p, x⁴ below 4.07p times a canonical value.
    for a in [top(1), top(2), top(3), top(4), [0; 4], [1, 0, 0, 0]] {
        check_product(&a, None);
        for b in [top(1), top(3), [0; 4], [1, 0, 0, 0]] {
            check_product(&a, Some(&b));
        }
    }
    let x2 = limbs(&(p() * 403u32 / 100u32));
    check_product(&x2, None);
    let x4 = limbs(&(p() * 407u32 / 100u32));
    check_product(&x4, Some(&top(1)));
}

#[test]
fn sub_if_ge_is_a_conditional_subtraction() {
    let m = Bn254FrConfig::MODULUS;
    for v in [
        p() - 1u32,
        p(),
        p() + 1u32,
        p() * 2u32 - 1u32,
        BigUint::from(5u32),
    ] {
        let want = if v >= p() { &v - p() } else { v.clone() };
        assert_eq!(big(&lazy::sub_if_ge(&limbs(&v), &m)), want);
    }
}

/// The kernel (`permute_mut`) against the generic engine.
fn check_kernel(p: &Poseidon2<F, 3>, state: [F; 3]) {
    let mut want = state;
    p.permute_generic_mut(&mut want);
    assert_eq!(p.permute(state), want);
}

fn instances() -> Vec<Poseidon2<F, 3>> {
    let diag = [F::ONE, F::ONE, F::from_u64(2)];
    [0, 1, 2, 7]
        .into_iter()
        .map(|rp| Poseidon2::horizen(5, 8, rp, diag).expect("an instance"))
        .collect()
}

#[test]
fn kernel_extreme_states() {
    let m = -F::ONE;
    let others = instances();
    for state in [[F::ZERO; 3], [m; 3], [m, F::ZERO, m], [F::ONE, m, F::ZERO]] {
        check_kernel(hl::bn254_t3(), state);
        for p in &others {
            check_kernel(p, state);
        }
    }
}

/// The radix-2⁵² value of normalized limbs.
fn big52(l: &[u64; 5]) -> BigUint {
    l.iter()
        .rev()
        .fold(BigUint::default(), |acc, d| (acc << 52u32) + *d)
}

/// Checks the IFMA lane products of four (a, b) pairs (`None`: squares),
/// values below 2²⁶⁰ given by their limbs: normalized, congruent to
/// a·b·2⁻²⁶⁰ and below a·b/2²⁶⁰ + p.
fn check_lane_products(a: &[[u64; 5]; 4], b: Option<&[[u64; 5]; 4]>) {
    if !ifma::available() {
        return;
    }
    let q = ifma::Modulus52::new(&Bn254FrConfig::MODULUS, Bn254FrConfig::INV);
    // SAFETY: AVX-512F, VL and IFMA checked above.
    let got = unsafe {
        let la = ifma::Lanes::from_limbs(a);
        match b {
            Some(b) => ifma::mul(&la, &ifma::Lanes::from_limbs(b), &q),
            None => ifma::square(&la, &q),
        }
        .to_limbs()
    };
    let r = BigUint::one() << 260u32;
    let r_inv = r.modpow(&(p() - 2u32), &p());
    for lane in 0..4 {
        assert!(got[lane].iter().all(|l| *l <= ifma::MASK), "not normalized");
        let (x, y) = (big52(&a[lane]), big52(&b.unwrap_or(a)[lane]));
        let g = big52(&got[lane]);
        assert_eq!(&g % p(), (&x * &y % p()) * &r_inv % p(), "lane {lane}");
        assert!(g < &x * &y / &r + p() + 1u32, "above the stated bound");
    }
}

/// Checks the IFMA four-lane dot product of `a` and `b` (values below 2²⁶⁰
/// given by their limbs): every lane equal, congruent to Σ aᵢ·bᵢ·2⁻²⁶⁰ and
/// below Σ aᵢ·bᵢ/2²⁶⁰ + p, the four low limbs normalized (the top one
/// holds what is above 2²⁶⁰ when that bound is).
fn check_lane_dot(a: &[[u64; 5]; 4], b: &[[u64; 5]; 4]) {
    if !ifma::available() {
        return;
    }
    let q = ifma::Modulus52::new(&Bn254FrConfig::MODULUS, Bn254FrConfig::INV);
    // SAFETY: AVX-512F, VL and IFMA checked above.
    let got = unsafe {
        let columns = ifma::dot_columns(&ifma::Lanes::from_limbs(a), &ifma::Lanes::from_limbs(b));
        ifma::reduce_columns(&q, &columns).to_limbs()
    };
    let r = BigUint::one() << 260u32;
    let r_inv = r.modpow(&(p() - 2u32), &p());
    let sum: BigUint = (0..4).map(|i| big52(&a[i]) * big52(&b[i])).sum();
    let g = big52(&got[0]);
    assert!(got.iter().all(|l| *l == got[0]), "lanes differ");
    assert!(
        got[0][..4].iter().all(|l| *l <= ifma::MASK),
        "not normalized"
    );
    assert_eq!(&g % p(), &sum % p() * &r_inv % p());
    assert!(g < &sum / &r + p() + 1u32, "above the stated bound");
}

#[test]
fn extreme_lane_dots() {
    // The circom kernel's largest operands: values below 3p, coefficients
    // below 16p; 2²⁶⁰ − 1 is the largest the limbs can hold.
    let top = |k: u32| limbs52(&(p() * k - 1u32));
    let max = [ifma::MASK; 5];
    let values = [top(1), top(3), top(16), max, [0; 5], [1, 0, 0, 0, 0]];
    for a in values {
        for b in values {
            check_lane_dot(&[a, a, a, a], &[b, b, b, b]);
            check_lane_dot(&[a, top(3), b, max], &[b, top(16), a, max]);
            check_lane_dot(&[a, [0; 5], [0; 5], b], &[top(16), max, [0; 5], a]);
        }
    }
}

/// The limbs of a value below 2²⁶⁰.
fn limbs52(v: &BigUint) -> [u64; 5] {
    let mask = BigUint::from(ifma::MASK);
    core::array::from_fn(|k| {
        let d = (v >> (52 * k as u32)) & &mask;
        d.to_u64_digits().first().copied().unwrap_or(0)
    })
}

#[test]
fn extreme_lane_products() {
    // The largest values of the kernel's full rounds are below 32p; 2²⁶⁰ − 1
    // is the largest the limbs can hold.
    // A product of 2²⁶⁰ − 1 by a value below 32p is below 33p.
    let top = |k: u32| limbs52(&(p() * k - 1u32));
    let max = [ifma::MASK; 5];
    let values = [top(1), top(16), top(32), [0; 5], [1, 0, 0, 0, 0]];
    for a in values {
        let four = [a, top(32), [0; 5], top(16)];
        check_lane_products(&four, None);
        for b in values {
            check_lane_products(&four, Some(&[b, max, top(32), [1, 0, 0, 0, 0]]));
            check_lane_products(&[max, a, b, max], Some(&[b, b, a, [0; 5]]));
        }
    }
}

#[test]
fn radix52_moves() {
    let q = ifma::Modulus52::new(&Bn254FrConfig::MODULUS, Bn254FrConfig::INV);
    let sixteen_inv = BigUint::from(16u32).modpow(&(p() - 2u32), &p());
    for x in [
        p() - 1u32,
        p() * 5u32 + 3u32,
        BigUint::from(7u32),
        BigUint::default(),
    ] {
        // Into radix 2⁵²: the value times 16, no reduction.
        let l = ifma::to_limbs52(&limbs(&x));
        assert_eq!(big52(&l), &x * 16u32);
        // Out: v/16 mod p, below v/16 + p.
        let back = big(&ifma::from_limbs52(&l, &q));
        assert_eq!(&back % p(), &x % p());
        let v = p() * 9u32 - 1u32;
        let out = big(&ifma::from_limbs52(&limbs52(&v), &q));
        assert_eq!(&out % p(), &v * &sixteen_inv % p());
        assert!(out < &v / 16u32 + p());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn lane_products(w in any::<[[u64; 4]; 8]>(), k in 1u32..=32) {
        let v: Vec<[u64; 5]> = w.iter().map(|x| limbs52(&(big(x) % (p() * k)))).collect();
        let a = [v[0], v[1], v[2], v[3]];
        let b = [v[4], v[5], v[6], v[7]];
        check_lane_products(&a, None);
        check_lane_products(&a, Some(&b));
        check_lane_dot(&a, &b);
    }

    #[test]
    fn lazy_products(a in any::<[u64; 4]>(), b in any::<[u64; 4]>()) {
        check_product(&below(&a, 4), None);
        check_product(&below(&a, 5), Some(&below(&b, 1)));
        check_product(&below(&a, 2), Some(&below(&b, 2)));
    }

    #[test]
    fn kernel_random_states(w in any::<[[u64; 4]; 3]>()) {
        let state = w.map(|v| F::from_u256_reduced(&v));
        check_kernel(hl::bn254_t3(), state);
        for p in &instances() {
            check_kernel(p, state);
        }
    }
}
