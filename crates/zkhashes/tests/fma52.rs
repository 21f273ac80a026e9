//! The five-limb Montgomery form (`Fp52`, circom's element type on wasm32
//! with relaxed SIMD; here its exact integer path, which gives the same
//! columns' sums) against num-bigint: every operation on both
//! representatives of a value (x·R and x·R + p: elements are kept below
//! 2p), sums of up to `WIDE_TERMS` products at the largest limbs,
//! conversions, and circom's permutation over it against the library's
//! 64-bit BN254 engine for every width.

use crate::limbs;

use limbs::{big, limbs};
use num_bigint::BigUint;
use proptest::prelude::*;
use zkhashes::field::bn254::Bn254FrConfig;
use zkhashes::field::stark252::Stark252Config;
use zkhashes::field::{Bn254Fr52, Fp, Fp52, MontyConfig};
use zkhashes::instances::circom;
use zkhashes::permutation::poseidon::runtime::PoseidonParams;
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr, Error, Field, PrimeField};

const R_BITS: u32 = 260;

/// The five 52-bit limbs of a value below 2²⁶⁰.
fn limbs52(v: &BigUint) -> [u64; 5] {
    let mask = BigUint::from((1u64 << 52) - 1);
    core::array::from_fn(|k| {
        let d = (v >> (52 * k)) & &mask;
        d.to_u64_digits().first().copied().unwrap_or(0)
    })
}

fn value(l: &[u64; 5]) -> BigUint {
    l.iter()
        .rev()
        .fold(BigUint::ZERO, |acc, &x| (acc << 52) + BigUint::from(x))
}

fn modulus<C: MontyConfig<4>>() -> BigUint {
    big(&C::MODULUS)
}

/// The element of canonical `x` (< p) with Montgomery value x·R, plus p if
/// `high` (the other representative below 2p).
fn element<C: MontyConfig<4>>(x: &BigUint, high: bool) -> Fp52<C> {
    let p = modulus::<C>();
    let mut m = (x << R_BITS) % &p;
    if high {
        m += &p;
    }
    Fp52::from_raw_limbs(limbs52(&m)).expect("below 2p")
}

/// Checks the invariant (limbs below 2⁵², value below 2p) and returns the
/// canonical value.
fn canonical<C: MontyConfig<4>>(e: &Fp52<C>) -> BigUint {
    let l = e.raw_limbs();
    assert!(l.iter().all(|&x| x < 1 << 52), "limbs normalized: {l:?}");
    assert!(value(&l) < modulus::<C>() * 2u32, "below 2p");
    let v = big(&e.to_u256());
    assert!(v < modulus::<C>());
    v
}

/// A value below p from 4 random limbs, or an edge value.
fn pick<C: MontyConfig<4>>(raw: [u64; 4], edge: u8) -> BigUint {
    let p = modulus::<C>();
    match edge {
        0 => BigUint::ZERO,
        1 => BigUint::from(1u32),
        2 => &p - 1u32,
        3 => &p - 2u32,
        _ => big(&raw) % &p,
    }
}

fn laws<C: MontyConfig<4>>(raw: [[u64; 4]; 8], edges: [u8; 8], highs: [bool; 8]) {
    let p = modulus::<C>();
    let xs: Vec<BigUint> = (0..8).map(|i| pick::<C>(raw[i], edges[i])).collect();
    let es: Vec<Fp52<C>> = (0..8).map(|i| element::<C>(&xs[i], highs[i])).collect();
    let (a, b, ea, eb) = (&xs[0], &xs[1], es[0], es[1]);
    assert_eq!(&canonical(&ea), a);
    assert_eq!(canonical(&(ea + eb)), (a + b) % &p);
    assert_eq!(canonical(&(ea - eb)), (a + &p - b) % &p);
    assert_eq!(canonical(&-ea), (&p - a) % &p);
    assert_eq!(canonical(&(ea * eb)), (a * b) % &p);
    assert_eq!(canonical(&ea.square()), (a * a) % &p);
    assert_eq!(canonical(&ea.double()), (a * 2u32) % &p);
    // Both representatives are the same element.
    assert_eq!(ea, element::<C>(a, !highs[0]));
    // Sums of 1..=WIDE_TERMS products, each operand at its largest representative or not.
    for k in 1..=Fp52::<C>::WIDE_TERMS {
        let mut acc = <Fp52<C> as Field>::wide_mul(&es[0], &es[k % 8]);
        let mut want = &xs[0] * &xs[k % 8];
        for i in 1..k {
            acc = <Fp52<C> as Field>::wide_mul_add(&acc, &es[i], &es[(i + k) % 8]);
            want += &xs[i] * &xs[(i + k) % 8];
        }
        assert_eq!(canonical(&<Fp52<C> as Field>::wide_reduce(&acc)), want % &p);
    }
    // Conversions with the 64-bit Montgomery form and the encodings.
    let fa = Fp::<C, 4>::from_u256(&limbs(a)).unwrap();
    assert_eq!(Fp52::<C>::from(fa), ea);
    assert_eq!(Fp::<C, 4>::from(ea), fa);
    assert_eq!(Fp52::<C>::from_u256(&limbs(a)).unwrap(), ea);
    if a.bits() != 0 {
        assert_eq!(ea * ea.inverse().unwrap(), Fp52::<C>::ONE);
    }
}

fn rejects<C: MontyConfig<4>>() {
    let p = modulus::<C>();
    for v in [p.clone(), &p + 1u32, (BigUint::from(1u32) << 256) - 1u32] {
        assert_eq!(
            Fp52::<C>::from_u256(&limbs(&v)),
            Err(Error::NonCanonical { index: 0 })
        );
    }
    // Raw limbs: the value 2p, and a limb of 2⁵².
    assert!(Fp52::<C>::from_raw_limbs(limbs52(&(&p * 2u32))).is_err());
    assert!(Fp52::<C>::from_raw_limbs(limbs52(&(&p * 2u32 - 1u32))).is_ok());
    let mut l = [0u64; 5];
    l[3] = 1 << 52;
    assert!(Fp52::<C>::from_raw_limbs(l).is_err());
    assert_eq!(Fp52::<C>::ZERO.inverse(), None);
    assert_eq!(Fp52::<C>::from_u64(7).to_u256(), [7, 0, 0, 0]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn bn254_laws(raw in any::<[[u64; 4]; 8]>(), edges in any::<[u8; 8]>().prop_map(|e| e.map(|x| x % 12)), highs in any::<[bool; 8]>()) {
        laws::<Bn254FrConfig>(raw, edges, highs);
    }

    #[test]
    fn stark_laws(raw in any::<[[u64; 4]; 8]>(), edges in any::<[u8; 8]>().prop_map(|e| e.map(|x| x % 12)), highs in any::<[bool; 8]>()) {
        laws::<Stark252Config>(raw, edges, highs);
    }
}

#[test]
fn bad_values_rejected() {
    rejects::<Bn254FrConfig>();
    rejects::<Stark252Config>();
}

/// Four pseudo-random limbs (xorshift64).
fn xorshift(seed: &mut u64) -> [u64; 4] {
    core::array::from_fn(|_| {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    })
}

/// circom's permutation over the five-limb form (the engine of width 3,
/// what `poseidon2` runs, and the one routine of every width) equals the
/// library's BN254 engines, on random states and on p − 1.
#[test]
fn circom_permutation_agrees() {
    for t in 2..=17 {
        let rp = circom::rounds_partial(t);
        let p52 = PoseidonParams::<Bn254Fr52>::generate(t, 5, 8, rp).unwrap();
        let mut seed = 0x517c_c1b7_2722_0a95_u64 ^ t as u64;
        for case in 0..4 {
            let state: Vec<Bn254Fr> = (0..t)
                .map(|i| {
                    if case == 0 {
                        -Bn254Fr::ONE
                    } else {
                        Bn254Fr::from_u256_reduced(&xorshift(&mut seed))
                            + Bn254Fr::from_u64(i as u64)
                    }
                })
                .collect();
            let mut want = state.clone();
            circom::permute(&mut want).unwrap();
            let mut got: Vec<Bn254Fr52> = state.iter().map(|&x| Bn254Fr52::from(x)).collect();
            p52.permute_dyn(&mut got).unwrap();
            let got: Vec<Bn254Fr> = got.into_iter().map(Bn254Fr::from).collect();
            assert_eq!(got, want, "five limbs, width {t}, case {case}");
            if t == 3 {
                let engine = p52.engine::<3>().unwrap();
                let mut x: [Bn254Fr52; 3] = core::array::from_fn(|i| Bn254Fr52::from(state[i]));
                engine.permute_mut(&mut x);
                let got: Vec<Bn254Fr> = x.into_iter().map(Bn254Fr::from).collect();
                assert_eq!(got, want, "five limbs, the width-3 engine, case {case}");
            }
        }
    }
}

/// The wasm32 kernel's partial rounds over the five-limb form (what circom's
/// widths 2..=6 run in the relaxed-SIMD module) against the same rounds in
/// the 64-bit field, on circom's recurrence constants and random windows.
#[test]
fn kernel_partial_rounds_agree() {
    use zkhashes::permutation::poseidon::kernels::wasm_rounds::partial_rounds;

    fn check<const T: usize>() {
        let p52 =
            PoseidonParams::<Bn254Fr52>::generate(T, 5, 8, circom::rounds_partial(T)).unwrap();
        let e52 = p52.engine::<T>().unwrap();
        let r52 = e52.recurrence_constants().expect("the recurrence form");
        let p64 = PoseidonParams::<Bn254Fr>::generate(T, 5, 8, circom::rounds_partial(T)).unwrap();
        let e64 = p64.engine::<T>().unwrap();
        let r64 = e64.recurrence_constants().expect("the recurrence form");
        let mut seed = 0x2545_f491_4f6c_dd1du64 ^ T as u64;
        let mut next = || Bn254Fr::from_u256_reduced(&xorshift(&mut seed));
        let mut u: [Bn254Fr; T] = core::array::from_fn(|_| next());
        u[T - 1] = Bn254Fr::ZERO;
        let x: [Bn254Fr; T] = core::array::from_fn(|_| next());
        let cur = next();
        let (mut u52, mut x52, mut cur52) = (
            u.map(Bn254Fr52::from),
            x.map(Bn254Fr52::from),
            Bn254Fr52::from(cur),
        );
        partial_rounds(
            &mut u52,
            &mut x52,
            &mut cur52,
            r52.rec_u,
            r52.rec_x,
            r52.rec_const,
        );
        let (mut u64_, mut x64, mut cur64) = (u, x, cur);
        partial_rounds_64(
            &mut u64_,
            &mut x64,
            &mut cur64,
            r64.rec_u,
            r64.rec_x,
            r64.rec_const,
        );
        assert_eq!(
            (
                u52.map(Bn254Fr::from),
                x52.map(Bn254Fr::from),
                Bn254Fr::from(cur52)
            ),
            (u64_, x64, cur64),
            "width {T}"
        );
    }

    /// The rounds in the field's trait operations (the specification).
    fn partial_rounds_64<const T: usize>(
        u: &mut [Bn254Fr; T],
        x: &mut [Bn254Fr; T],
        cur: &mut Bn254Fr,
        rec_u: &[[Bn254Fr; T]],
        rec_x: &[[Bn254Fr; T]],
        rec_const: &[Bn254Fr],
    ) {
        for ((cu, cx), c) in rec_u.iter().zip(rec_x).zip(rec_const) {
            let mut older = *c;
            for (k, v) in cx[..T - 1].iter().zip(&x[1..]) {
                older += *k * *v;
            }
            for (k, v) in cu[..T - 2].iter().zip(&u[1..T - 1]) {
                older += *k * *v;
            }
            older += cu[T - 2] * *cur;
            let newest = cur.square().square() * *cur;
            u.copy_within(1..T - 1, 0);
            u[T - 2] = *cur;
            x.copy_within(1..T, 0);
            x[T - 1] = newest;
            *cur = older + newest;
        }
    }
    check::<2>();
    check::<3>();
    check::<4>();
    check::<5>();
    check::<6>();
}
