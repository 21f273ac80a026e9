//! The nine-digit Montgomery form (`Fp29`, circom's element type on wasm32)
//! against num-bigint: every operation on both representatives of a value
//! (x·R and x·R + p: elements are kept below 2p), sums of up to six products
//! at the largest digits, conversions, and circom's permutation over it
//! against the library's 64-bit BN254 engine for every width.

use crate::limbs;

use limbs::{big, limbs};
use num_bigint::BigUint;
use proptest::prelude::*;
use zkhashes::field::bn254::Bn254FrConfig;
use zkhashes::field::stark252::Stark252Config;
use zkhashes::field::{Bn254Fr29, Fp, Fp29, MontyConfig};
use zkhashes::instances::circom;
use zkhashes::permutation::poseidon::runtime::PoseidonParams;
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr, Error, Field, PrimeField};

const R_BITS: u32 = 261;

/// The nine 29-bit digits of a value below 2²⁶¹.
fn digits(v: &BigUint) -> [u64; 9] {
    let mask = BigUint::from((1u64 << 29) - 1);
    core::array::from_fn(|k| {
        let d = (v >> (29 * k)) & &mask;
        d.to_u64_digits().first().copied().unwrap_or(0)
    })
}

fn value(d: &[u64; 9]) -> BigUint {
    d.iter()
        .rev()
        .fold(BigUint::ZERO, |acc, &x| (acc << 29) + BigUint::from(x))
}

fn modulus<C: MontyConfig<4>>() -> BigUint {
    big(&C::MODULUS)
}

/// The element of canonical `x` (< p) with Montgomery value x·R, plus p if
/// `high` (the other representative below 2p).
fn element<C: MontyConfig<4>>(x: &BigUint, high: bool) -> Fp29<C> {
    let p = modulus::<C>();
    let mut m = (x << R_BITS) % &p;
    if high {
        m += &p;
    }
    Fp29::from_raw_digits(digits(&m)).expect("below 2p")
}

/// Checks the invariant (digits below 2²⁹, value below 2p) and returns the
/// canonical value.
fn canonical<C: MontyConfig<4>>(e: &Fp29<C>) -> BigUint {
    let d = e.raw_digits();
    assert!(d.iter().all(|&x| x < 1 << 29), "digits normalized: {d:?}");
    assert!(value(&d) < modulus::<C>() * 2u32, "below 2p");
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

fn laws<C: MontyConfig<4>>(raw: [[u64; 4]; 6], edges: [u8; 6], highs: [bool; 6]) {
    let p = modulus::<C>();
    let xs: Vec<BigUint> = (0..6).map(|i| pick::<C>(raw[i], edges[i])).collect();
    let es: Vec<Fp29<C>> = (0..6).map(|i| element::<C>(&xs[i], highs[i])).collect();
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
    // Sums of 1..=6 products, each operand at its largest representative or not.
    for k in 1..=Fp29::<C>::WIDE_TERMS {
        let mut acc = <Fp29<C> as Field>::wide_mul(&es[0], &es[k % 6]);
        let mut want = &xs[0] * &xs[k % 6];
        for i in 1..k {
            acc = <Fp29<C> as Field>::wide_mul_add(&acc, &es[i], &es[(i + k) % 6]);
            want += &xs[i] * &xs[(i + k) % 6];
        }
        assert_eq!(canonical(&<Fp29<C> as Field>::wide_reduce(&acc)), want % &p);
    }
    // Conversions with the 64-bit Montgomery form and the encodings.
    let fa = Fp::<C, 4>::from_u256(&limbs(a)).unwrap();
    assert_eq!(Fp29::<C>::from(fa), ea);
    assert_eq!(Fp::<C, 4>::from(ea), fa);
    assert_eq!(Fp29::<C>::from_u256(&limbs(a)).unwrap(), ea);
    if a.bits() != 0 {
        assert_eq!(ea * ea.inverse().unwrap(), Fp29::<C>::ONE);
    }
}

fn rejects<C: MontyConfig<4>>() {
    let p = modulus::<C>();
    for v in [p.clone(), &p + 1u32, (BigUint::from(1u32) << 256) - 1u32] {
        assert_eq!(
            Fp29::<C>::from_u256(&limbs(&v)),
            Err(Error::NonCanonical { index: 0 })
        );
    }
    // Raw digits: the value 2p, and a digit of 2²⁹.
    assert!(Fp29::<C>::from_raw_digits(digits(&(&p * 2u32))).is_err());
    assert!(Fp29::<C>::from_raw_digits(digits(&(&p * 2u32 - 1u32))).is_ok());
    let mut d = [0u64; 9];
    d[3] = 1 << 29;
    assert!(Fp29::<C>::from_raw_digits(d).is_err());
    assert_eq!(Fp29::<C>::ZERO.inverse(), None);
    assert_eq!(Fp29::<C>::from_u64(7).to_u256(), [7, 0, 0, 0]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn bn254_laws(raw in any::<[[u64; 4]; 6]>(), edges in any::<[u8; 6]>().prop_map(|e| e.map(|x| x % 12)), highs in any::<[bool; 6]>()) {
        laws::<Bn254FrConfig>(raw, edges, highs);
    }

    #[test]
    fn stark_laws(raw in any::<[[u64; 4]; 6]>(), edges in any::<[u8; 6]>().prop_map(|e| e.map(|x| x % 12)), highs in any::<[bool; 6]>()) {
        laws::<Stark252Config>(raw, edges, highs);
    }
}

#[test]
fn bad_values_rejected() {
    rejects::<Bn254FrConfig>();
    rejects::<Stark252Config>();
}

/// circom's instance of width `t` generated over the nine-digit form.
fn circom29(t: usize) -> PoseidonParams<Bn254Fr29> {
    PoseidonParams::generate(t, 5, 8, circom::rounds_partial(t)).unwrap()
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

/// The one routine of every width (`permute_dyn`, the `compact` feature's
/// path on wasm32) over the nine-digit form and over `Bn254Fr` equals the
/// library's BN254 engines, for every circom width, on random states and on
/// p − 1; a state of the wrong length is a typed error.
#[test]
fn compact_routine_agrees() {
    for t in 2..=17 {
        let rp = circom::rounds_partial(t);
        let p29 = PoseidonParams::<Bn254Fr29>::generate_sparse(t, 5, 8, rp).unwrap();
        let p64 = PoseidonParams::<Bn254Fr>::generate(t, 5, 8, rp).unwrap();
        let mut seed = 0x517c_c1b7_2722_0a95_u64 ^ t as u64;
        for case in 0..6 {
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
            let mut got: Vec<Bn254Fr29> = state.iter().map(|&x| Bn254Fr29::from(x)).collect();
            p29.permute_dyn(&mut got).unwrap();
            let got: Vec<Bn254Fr> = got.into_iter().map(Bn254Fr::from).collect();
            assert_eq!(got, want, "nine digits, width {t}, case {case}");
            let mut got = state.clone();
            p64.permute_dyn(&mut got).unwrap();
            assert_eq!(got, want, "Bn254Fr, width {t}, case {case}");
        }
        let mut short = vec![Bn254Fr29::ZERO; t - 1];
        assert!(matches!(
            p29.permute_dyn(&mut short),
            Err(zkhashes::Error::WrongArity { got, .. }) if got == t - 1
        ));
    }
}

/// circom's instance generated over the nine-digit form (as on wasm32) equals
/// the library's BN254 engine, for every width, on random states and on p − 1.
#[test]
fn circom_engine_agrees() {
    fn check<const T: usize>() {
        let params = circom29(T);
        let engine = params.engine::<T>().unwrap();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ T as u64;
        for case in 0..8 {
            let state: [Bn254Fr; T] = core::array::from_fn(|i| {
                if case == 0 {
                    -Bn254Fr::ONE
                } else {
                    Bn254Fr::from_u256_reduced(&xorshift(&mut seed)) + Bn254Fr::from_u64(i as u64)
                }
            });
            let mut want = state;
            circom::permute(&mut want).unwrap();
            let mut got = state.map(Bn254Fr29::from);
            engine.permute_mut(&mut got);
            assert_eq!(got.map(Bn254Fr::from), want, "width {T}, case {case}");
        }
    }
    check::<2>();
    check::<3>();
    check::<4>();
    check::<5>();
    check::<6>();
    check::<7>();
    check::<8>();
    check::<9>();
    check::<10>();
    check::<11>();
    check::<12>();
    check::<13>();
    check::<14>();
    check::<15>();
    check::<16>();
    check::<17>();
}

/// The inlined partial rounds (what circom's widths 2..=6 run on wasm32)
/// against the same rounds in the field's trait operations, on circom's
/// recurrence constants and random windows.
#[test]
fn inlined_partial_rounds_agree() {
    use zkhashes::field::LazySum;
    use zkhashes::permutation::poseidon::kernels::wasm_rounds::partial_rounds;

    fn check<const T: usize>() {
        let params = circom29(T);
        let engine = params.engine::<T>().unwrap();
        let rec = engine
            .recurrence_constants()
            .expect("circom has the recurrence form");
        let mut seed = 0x2545_f491_4f6c_dd1du64 ^ T as u64;
        let mut next = || Bn254Fr29::from_u256_reduced(&xorshift(&mut seed));
        let mut u: [Bn254Fr29; T] = core::array::from_fn(|_| next());
        u[T - 1] = Bn254Fr29::ZERO;
        let mut x: [Bn254Fr29; T] = core::array::from_fn(|_| next());
        let mut cur = next();
        let (mut u2, mut x2, mut cur2) = (u, x, cur);
        partial_rounds(
            &mut u,
            &mut x,
            &mut cur,
            rec.rec_u,
            rec.rec_x,
            rec.rec_const,
        );
        for ((cu, cx), c) in rec.rec_u.iter().zip(rec.rec_x).zip(rec.rec_const) {
            let mut acc = LazySum::new();
            // u_{n−t+1..n−2} = u[1..T − 1], u_{n−1} = cur, x_{n−t..n−2} = x[1..].
            acc.add_products(&cx[..T - 1], &x2[1..]);
            acc.add_products(&cu[..T - 2], &u2[1..T - 1]);
            acc.add_products(&cu[T - 2..T - 1], &[cur2]);
            acc.add(*c);
            let older = acc.finish();
            let newest = cur2.square().square() * cur2;
            u2.copy_within(1..T - 1, 0);
            u2[T - 2] = cur2;
            x2.copy_within(1..T, 0);
            x2[T - 1] = newest;
            cur2 = older + newest;
        }
        assert_eq!((u, x, cur), (u2, x2, cur2), "width {T}");
    }
    check::<2>();
    check::<3>();
    check::<4>();
    check::<5>();
    check::<6>();
}
