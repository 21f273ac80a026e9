//! The lazily reduced BN254 products against num-bigint (residues and the
//! stated bounds, up to the largest inputs the Poseidon2 kernel gives them),
//! and the Poseidon2 BN254 t = 3 kernel against the generic engine on random
//! and extreme states, for the HorizenLabs instance and for other round
//! numbers (no internal round, one, many).
#![cfg(target_arch = "x86_64")]

mod limbs;

use limbs::{big, limbs};
use num_bigint::BigUint;
use num_traits::One;
use proptest::prelude::*;
use zkhashes::field::backend::{x86_adx, x86_adx_lazy as lazy};
use zkhashes::field::bn254::Bn254FrConfig;
use zkhashes::field::MontyConfig;
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
    // The largest inputs of the kernel: S-box inputs below 3p, then its
    // square below 2.71p, x⁴ below 2.39p times a canonical value.
    for a in [top(1), top(2), top(3), [0; 4], [1, 0, 0, 0]] {
        check_product(&a, None);
        for b in [top(1), top(3), [0; 4], [1, 0, 0, 0]] {
            check_product(&a, Some(&b));
        }
    }
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn lazy_products(a in any::<[u64; 4]>(), b in any::<[u64; 4]>()) {
        check_product(&below(&a, 3), None);
        check_product(&below(&a, 3), Some(&below(&b, 1)));
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
