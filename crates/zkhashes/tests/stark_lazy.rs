//! The lazily reduced Stark-field arithmetic against num-bigint (residues and
//! the stated bounds, up to the largest inputs the kernels use and beyond),
//! every product backend against the portable one, and the Hades kernel
//! against the generic engine on random and extreme states for every width.

use crate::limbs;

use limbs::{big, limbs};
use num_bigint::BigUint;
use num_traits::One;
use proptest::prelude::*;
use zkhashes::field::stark252::lazy::{self, Backend, Limbs};
use zkhashes::field::Stark252 as F;
use zkhashes::instances::starknet;
use zkhashes::permutation::hades::{self, dispatch as hades_stark};
use zkhashes::permutation::Permutation;
use zkhashes::PrimeField;

fn p() -> BigUint {
    big(&lazy::P)
}

fn r() -> BigUint {
    BigUint::one() << 256u32
}

/// `a·b·R⁻¹ mod p`.
fn monty(a: &BigUint, b: &BigUint) -> BigUint {
    let r_inv = r().modpow(&(p() - 2u32), &p());
    a * b % p() * r_inv % p()
}

/// A value below `bound` (random, or at the bound's edge).
fn below(bound: BigUint) -> impl Strategy<Value = BigUint> {
    prop_oneof![
        1 => Just(&bound - 1u32),
        1 => Just(BigUint::from(0u32)),
        1 => Just(p() - 1u32),
        6 => any::<[u64; 4]>().prop_map(move |v| big(&v) % &bound),
    ]
}

/// Every backend: the portable one, the 32-bit-digit one (wasm32's), and
/// the assembly where the CPU has it.
fn backends(a: &Limbs, b: &Limbs) -> Vec<(Limbs, Limbs)> {
    let mut out = vec![(lazy::Portable.mul(a, b), lazy::Portable.square(a))];
    // The 32-bit-digit product that wasm32's Portable backend runs.
    let d32 = |x: &Limbs, y: &Limbs| {
        zkhashes::field::monty::digits32::monty_mul_lazy::<
            zkhashes::field::stark252::Stark252Config,
            4,
        >(x, y)
    };
    out.push((d32(a, b), d32(a, a)));
    #[cfg(target_arch = "x86_64")]
    if let Some(k) = lazy::Adx::detect() {
        out.push((k.mul(a, b), k.square(a)));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Products of factors below 16p (the kernels stay below 9p): the residue
    /// a·b·R⁻¹, below a·b/R + p; every backend gives the same value.
    #[test]
    fn products(a in below(p() * 16u32), b in below(p() * 16u32)) {
        let (la, lb) = (limbs(&a), limbs(&b));
        let results = backends(&la, &lb);
        for (m, s) in &results {
            let (m, s) = (big(m), big(s));
            prop_assert_eq!(&m % p(), monty(&a, &b));
            prop_assert!(m < &a * &b / r() + p() + 1u32);
            prop_assert_eq!(&s % p(), monty(&a, &a));
            prop_assert!(s < &a * &a / r() + p() + 1u32);
        }
        prop_assert!(results.windows(2).all(|w| w[0] == w[1]), "backends disagree");
    }

    /// Cubes of values below 16p: the residue a³·R⁻², below
    /// a³/2⁵¹² + a·p·(1 + 2⁻⁶⁴)/2²⁵⁶ + p·(1 + 2⁻⁶⁴) (that of
    /// `mul(square(a), a)`); the assembly gives the portable value.
    #[test]
    fn cubes(a in below(p() * 16u32)) {
        let la = limbs(&a);
        let want = lazy::cube(&la);
        let got = big(&want);
        prop_assert_eq!(&got % p(), monty(&monty(&a, &a), &a));
        let bound = a.pow(3) / (r() * r())
            + ((&a * p()) >> 256u32)
            + ((&a * p()) >> 320u32)
            + p()
            + (p() >> 64u32)
            + 2u32;
        prop_assert!(got < bound);
        #[cfg(not(target_arch = "wasm32"))]
        prop_assert_eq!(lazy::Portable.cube(&la), want);
        #[cfg(target_arch = "x86_64")]
        if let Some(k) = lazy::Adx::detect() {
            prop_assert_eq!(k.cube(&la), want);
        }
    }

    /// `reduce` takes any 256-bit value below 2p, keeping the residue;
    /// `canonical` then gives the value mod p.
    #[test]
    fn reductions(v in prop_oneof![
        1 => Just(r() - 1u32),
        1 => Just(p() * 31u32),
        1 => Just(p() * 2u32 - 1u32),
        8 => any::<[u64; 4]>().prop_map(|v| big(&v)),
    ]) {
        let x = lazy::reduce(&limbs(&v));
        prop_assert!(big(&x) < p() * 2u32);
        prop_assert_eq!(big(&x) % p(), &v % p());
        prop_assert_eq!(big(&lazy::canonical(&x)), &v % p());
    }

    /// `times` (shifts for the matrices' factors up to 5, products above)
    /// is the integer product, up to the largest value that keeps it below
    /// 2²⁵⁶.
    #[test]
    fn small_multiples(k in 0u64..=9, v in any::<[u64; 4]>()) {
        let top = (r() - 1u32) / k.max(1);
        let v = big(&v) % (top + 1u32);
        prop_assert_eq!(big(&lazy::times(&limbs(&v), k)), v * k);
    }

    /// The kernel gives the engine's result (constants as specified) for every
    /// width, on states of random and extreme (p − 1) elements.
    #[test]
    fn kernel_is_the_engine(raw in prop::collection::vec(below(p()), 9)) {
        let cells: Vec<F> = raw.iter().map(|b| F::from_u256(&limbs(b)).unwrap()).collect();
        for t in starknet::WIDTHS {
            let mut fast = cells[..t].to_vec();
            let mut plain = fast.clone();
            starknet::permute(&mut fast).unwrap();
            starknet::permute_plain(&mut plain).unwrap();
            prop_assert_eq!(&fast, &plain, "width {}", t);
        }
        check_paths::<3>(&cells)?;
        check_paths::<4>(&cells)?;
        check_paths::<5>(&cells)?;
        check_paths::<9>(&cells)?;
    }
}

/// Every path of the kernel at width `T` (portable and assembly products,
/// full rounds on IFMA lanes where the CPU has them) gives the engine's result on the first `T` cells.
fn check_paths<const T: usize>(cells: &[F]) -> Result<(), TestCaseError> {
    let h = starknet::permutation::<T>().unwrap();
    let start: [F; T] = cells[..T].try_into().unwrap();
    let mut want = start;
    hades::Hades::permute_mut(h.engine(), &mut want);
    let mut got = start;
    hades_stark::permute_with(lazy::Portable, h.engine(), &mut got);
    prop_assert_eq!(got, want, "portable, width {}", T);
    #[cfg(target_arch = "x86_64")]
    if let Some(k) = lazy::Adx::detect() {
        let mut got = start;
        hades_stark::permute_with(k, h.engine(), &mut got);
        prop_assert_eq!(got, want, "assembly, width {}", T);
        let mut got = start;
        if hades_stark::permute_with_lanes(k, h.engine(), &mut got).is_some() {
            prop_assert_eq!(got, want, "IFMA full rounds, width {}", T);
        }
    }
    Ok(())
}

#[test]
fn all_cells_at_p_minus_one() {
    let top = F::from_u256(&limbs(&(p() - 1u32))).unwrap();
    for t in starknet::WIDTHS {
        let mut fast = vec![top; t];
        let mut plain = fast.clone();
        starknet::permute(&mut fast).unwrap();
        starknet::permute_plain(&mut plain).unwrap();
        assert_eq!(fast, plain, "width {t}");
    }
}

#[test]
fn multiples_of_p() {
    for (k, m) in lazy::P_MULTIPLES.iter().enumerate() {
        assert_eq!(big(m), p() * k);
    }
}
