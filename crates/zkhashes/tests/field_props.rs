//! Field laws checked against num-bigint on random and edge values, for every
//! Montgomery field (BN254 Fr; the Stark field, whose sparse-form reduction
//! has its own carry logic; Pallas, Vesta and BLS12-381 Fr).

use num_bigint::BigUint;
use num_traits::{One, Zero};
use proptest::prelude::*;
use zkhashes::encode::U256;
use zkhashes::{Error, Field, PrimeField};

macro_rules! field_laws {
    ($name:ident, $field:ty, $config:ty) => {
        mod $name {
            use super::*;
            type F = $field;

        fn modulus() -> BigUint {
            big(&F::MODULUS)
        }

        fn big(v: &U256) -> BigUint {
            BigUint::from_slice(
                &v.iter()
                    .flat_map(|l| [*l as u32, (*l >> 32) as u32])
                    .collect::<Vec<_>>(),
            )
        }

        fn u256(b: &BigUint) -> U256 {
            let mut out = [0u64; 4];
            for (i, d) in b.to_u64_digits().iter().enumerate() {
                out[i] = *d;
            }
            out
        }

        /// A canonical element drawn uniformly from 256-bit values reduced mod p.
        fn element() -> impl Strategy<Value = (F, BigUint)> {
            any::<[u64; 4]>().prop_map(|v| {
                let b = big(&v) % modulus();
                (F::from_u256(&u256(&b)).unwrap(), b)
            })
        }

        /// Values near the edges (0, 1, p − 1, p − 2) as well as random ones.
        fn edgy() -> impl Strategy<Value = (F, BigUint)> {
            prop_oneof![
                1 => Just(BigUint::zero()),
                1 => Just(BigUint::one()),
                1 => Just(modulus() - 1u32),
                1 => Just(modulus() - 2u32),
                // Words that are zero or all-ones, where reduction carries chain.
                1 => Just(BigUint::one() << 64u32),
                1 => Just(BigUint::one() << 192u32),
                1 => Just(modulus() - (BigUint::one() << 192u32)),
                1 => Just(modulus() - (BigUint::one() << 64u32)),
                6 => any::<[u64; 4]>().prop_map(|v| big(&v) % modulus()),
            ]
            .prop_map(|b| (F::from_u256(&u256(&b)).unwrap(), b))
        }

        fn check(x: F, want: &BigUint) {
            assert_eq!(big(&x.to_u256()), *want);
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(2000))]

            #[test]
            fn ring_laws((a, ab) in edgy(), (b, bb) in edgy()) {
                let p = modulus();
                check(a + b, &((&ab + &bb) % &p));
                check(a - b, &((&ab + &p - &bb) % &p));
                check(-a, &((&p - &ab) % &p));
                check(a * b, &((&ab * &bb) % &p));
                check(a.square(), &((&ab * &ab) % &p));
                check(a.double(), &((&ab * 2u32) % &p));
            }

            #[test]
            fn backend_agrees_with_portable((a, _) in edgy(), (b, _) in edgy()) {
                // `*` uses the run-time selected backend (x86-64 BMI2/ADX assembly where
                // present); `const_mul` is the portable CIOS.
                prop_assert_eq!(a * b, a.const_mul(&b));
                prop_assert_eq!(a.square(), a.const_mul(&a));
            }

            #[test]
            fn digits32_agrees_with_portable((a, _) in edgy(), (b, _) in edgy()) {
                // The 32-bit-digit CIOS (what wasm32 runs) against the 64-bit one.
                let d = zkhashes::field::monty::digits32::monty_mul::<$config, 4>(&a.to_montgomery(), &b.to_montgomery());
                prop_assert_eq!(d, a.const_mul(&b).to_montgomery());
            }

            #[test]
            fn portable_square((a, ab) in edgy()) {
                // The portable squaring is what CPUs without BMI2/ADX run: check it here too.
                check(a.const_square(), &((&ab * &ab) % modulus()));
            }

            #[test]
            fn inverse_and_pow((a, ab) in edgy(), e in any::<u64>()) {
                let p = modulus();
                match a.inverse() {
                    None => prop_assert!(ab.is_zero()),
                    Some(inv) => check(inv * a, &BigUint::one()),
                }
                check(a.exp_u64(e), &ab.modpow(&BigUint::from(e), &p));
            }

            #[test]
            fn delayed_reduction_at_its_bound(xs in proptest::collection::vec(edgy(), 2 * F::WIDE_TERMS), big in any::<bool>()) {
                // WIDE_TERMS products summed unreduced (the most a `Wide` may hold),
                // with the largest values when `big`: the backend kernels and the
                // portable code both give the exact sum.
                let p = modulus();
                let pm1 = F::ZERO - F::ONE;
                let vals: Vec<(F, BigUint)> = if big {
                    vec![(pm1, &p - BigUint::one()); 2 * F::WIDE_TERMS]
                } else {
                    xs
                };
                let (a, b) = vals.split_at(F::WIDE_TERMS);
                let want = a.iter().zip(b).fold(BigUint::zero(), |s, (x, y)| s + &x.1 * &y.1) % &p;
                let mut acc = F::wide_mul(&a[0].0, &b[0].0);
                for (x, y) in a.iter().zip(b).skip(1) {
                    acc = F::wide_mul_add(&acc, &x.0, &y.0);
                }
                check(F::wide_reduce(&acc), &want);
                let fa: Vec<F> = a.iter().map(|x| x.0).collect();
                let fb: Vec<F> = b.iter().map(|x| x.0).collect();
                check(F::portable_dot_product(&fa, &fb), &want);
            }

            #[test]
            fn folded_sums_past_the_bound(xs in proptest::collection::vec(edgy(), 80), big in any::<bool>()) {
                // 40 products through `LazySum`: past WIDE_TERMS each further
                // product is added and folded (`WIDE_FOLD`), else reduced; with
                // the largest values when `big` (every fold subtracts).
                let p = modulus();
                let pm1 = F::ZERO - F::ONE;
                let vals: Vec<(F, BigUint)> = if big {
                    vec![(pm1, &p - BigUint::one()); 80]
                } else {
                    xs
                };
                let (a, b) = vals.split_at(40);
                let want = a.iter().zip(b).fold(BigUint::zero(), |s, (x, y)| s + &x.1 * &y.1) % &p;
                let mut sum = zkhashes::field::LazySum::<F>::new();
                for (x, y) in a.iter().zip(b) {
                    sum.add_product(&x.0, &y.0);
                }
                check(sum.finish(), &want);
            }

            #[test]
            fn dot_products(xs in proptest::collection::vec(edgy(), 34)) {
                let p = modulus();
                let (a, b) = xs.split_at(17);
                let fa: [F; 17] = core::array::from_fn(|i| a[i].0);
                let fb: [F; 17] = core::array::from_fn(|i| b[i].0);
                let want = a.iter().zip(b).fold(BigUint::zero(), |s, (x, y)| s + &x.1 * &y.1) % &p;
                check(F::dot_product(&fa, &fb), &want);
                let a3: [F; 3] = core::array::from_fn(|i| fa[i]);
                let b3: [F; 3] = core::array::from_fn(|i| fb[i]);
                let want3 = a[..3].iter().zip(b).fold(BigUint::zero(), |s, (x, y)| s + &x.1 * &y.1) % &p;
                check(F::dot_product(&a3, &b3), &want3);
            }

            #[test]
            fn encodings_round_trip((a, ab) in element()) {
                let mut be = [0u8; 32];
                a.write_be_bytes(&mut be).unwrap();
                prop_assert_eq!(BigUint::from_bytes_be(&be), ab.clone());
                prop_assert_eq!(F::from_be_bytes(&be).unwrap(), a);
                let mut le = [0u8; 32];
                a.write_le_bytes(&mut le).unwrap();
                prop_assert_eq!(F::from_le_bytes(&le).unwrap(), a);
                prop_assert_eq!(F::from_str_canonical(&a.to_decimal()).unwrap(), a);
                prop_assert_eq!(a.to_decimal(), ab.to_str_radix(10));
                prop_assert_eq!(F::from_str_canonical(&a.to_hex()).unwrap(), a);
            }

            #[test]
            fn non_canonical_rejected(extra in any::<[u64; 4]>()) {
                // p + x for x < 2^256 - p: always >= p.
                let v = modulus() + big(&extra) % ((BigUint::one() << 256u32) - modulus());
                prop_assert_eq!(F::from_u256(&u256(&v)), Err(Error::NonCanonical { index: 0 }));
                let mut be = [0u8; 32];
                let bytes = v.to_bytes_be();
                be[32 - bytes.len()..].copy_from_slice(&bytes);
                prop_assert_eq!(F::from_be_bytes(&be), Err(Error::NonCanonical { index: 0 }));
                // The explicitly reducing way in agrees with mod p.
                check(F::from_u256_reduced(&u256(&v)), &(v % modulus()));
            }
        }

        #[test]
        fn edges() {
            assert_eq!(
                F::from_str_canonical(&modulus().to_str_radix(10)),
                Err(Error::NonCanonical { index: 0 })
            );
            assert_eq!(
                F::from_str_canonical("-1"),
                Err(Error::Negative { index: 0 })
            );
            assert!(matches!(
                F::from_str_canonical("abc"),
                Err(Error::BadEncoding { .. })
            ));
            assert_eq!(
                F::from_be_bytes(&[0u8; 31]),
                Err(Error::WrongLength {
                    expected: 32,
                    got: 31
                })
            );
            assert_eq!(F::ZERO.inverse(), None);
            check(F::ONE, &BigUint::one());
        }
        }
    };
}

field_laws!(
    bn254,
    zkhashes::Bn254Fr,
    zkhashes::field::bn254::Bn254FrConfig
);
field_laws!(
    stark252,
    zkhashes::field::Stark252,
    zkhashes::field::stark252::Stark252Config
);
field_laws!(
    pallas,
    zkhashes::field::Pallas,
    zkhashes::field::pasta::PallasConfig
);
field_laws!(
    vesta,
    zkhashes::field::Vesta,
    zkhashes::field::pasta::VestaConfig
);
field_laws!(
    bls12_381,
    zkhashes::field::Bls12381Fr,
    zkhashes::field::bls12_381::Bls12381FrConfig
);

/// 2²⁵⁶ − 189 (prime): no spare bit, so the 32-bit-digit CIOS takes its
/// textbook path with two extra words.
struct P256m189;
impl zkhashes::field::monty::MontyConfig<4> for P256m189 {
    const MODULUS: [u64; 4] = [0xffff_ffff_ffff_ff43, u64::MAX, u64::MAX, u64::MAX];
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn digits32_without_spare_bit(a in any::<[u64; 4]>(), b in any::<[u64; 4]>(), edge in 0u8..4) {
        let p = BigUint::from_slice(&[0xffff_ff43, u32::MAX, u32::MAX, u32::MAX, u32::MAX, u32::MAX, u32::MAX, u32::MAX]);
        let to_big = |v: &[u64; 4]| BigUint::from_slice(&v.iter().flat_map(|l| [*l as u32, (*l >> 32) as u32]).collect::<Vec<_>>());
        let from_big = |b: &BigUint| { let mut o = [0u64; 4]; for (i, d) in b.to_u64_digits().iter().enumerate() { o[i] = *d; } o };
        let a = match edge { 0 => from_big(&(&p - 1u32)), _ => from_big(&(to_big(&a) % &p)) };
        let b = match edge { 1 => from_big(&(&p - 1u32)), _ => from_big(&(to_big(&b) % &p)) };
        let got = zkhashes::field::monty::digits32::monty_mul::<P256m189, 4>(&a, &b);
        prop_assert!(to_big(&got) < p);
        // got · 2²⁵⁶ ≡ a · b (mod p)
        prop_assert_eq!((to_big(&got) << 256u32) % &p, (to_big(&a) * to_big(&b)) % &p);
    }
}
