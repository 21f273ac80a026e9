//! The 31-bit fields (BabyBear, KoalaBear, Mersenne-31) against num-bigint,
//! on random values and on the edges (0, 1, p − 1, p − 2, 2³⁰, and words
//! whose Montgomery or Mersenne folding carries).

use num_bigint::BigUint;
use proptest::prelude::*;
use zkhashes::{BabyBear, Error, Field, KoalaBear, Mersenne31, PrimeField};

macro_rules! laws31 {
    ($name:ident, $field:ty, $p:expr) => {
        mod $name {
            use super::*;
            type F = $field;
            const P: u32 = $p;

            fn p() -> BigUint {
                BigUint::from(P)
            }

            fn el(v: u32) -> F {
                F::new(v).unwrap()
            }

            fn check(x: F, want: &BigUint) {
                assert_eq!(BigUint::from(x.value()), *want);
                assert_eq!(x.to_u256(), [x.value() as u64, 0, 0, 0]);
            }

            fn edgy() -> impl Strategy<Value = u32> {
                prop_oneof![
                    1 => Just(0u32),
                    1 => Just(1),
                    1 => Just(P - 1),
                    1 => Just(P - 2),
                    1 => Just(1 << 30),
                    1 => Just(P / 2),
                    8 => 0..P,
                ]
            }

            #[test]
            fn modulus_and_constants() {
                assert_eq!(F::MODULUS, [P as u64, 0, 0, 0]);
                assert_eq!(F::MODULUS_BITS, 31);
                assert_eq!(F::ONE.value(), 1);
                assert_eq!(F::ZERO.value(), 0);
                assert_eq!(F::from_u64(P as u64), F::ZERO);
            }

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(3000))]

                #[test]
                fn ring_laws(a in edgy(), b in edgy()) {
                    let (ba, bb) = (BigUint::from(a), BigUint::from(b));
                    check(el(a) + el(b), &((&ba + &bb) % p()));
                    check(el(a) - el(b), &((&ba + p() - &bb) % p()));
                    check(-el(a), &((p() - &ba) % p()));
                    check(el(a) * el(b), &((&ba * &bb) % p()));
                    check(el(a).square(), &((&ba * &ba) % p()));
                    check(el(a).double(), &((&ba * 2u32) % p()));
                }

                #[test]
                fn powers_of_two(a in edgy(), k in 0u32..64) {
                    let ba = BigUint::from(a);
                    let two_k = BigUint::from(2u32).modpow(&BigUint::from(k), &p());
                    let inv = two_k.modpow(&(p() - 2u32), &p());
                    check(el(a).mul_2exp(k), &((&ba * &two_k) % p()));
                    check(el(a).div_2exp(k), &((&ba * &inv) % p()));
                    check(el(a).halve(), &((&ba * (p() + 1u32) / 2u32) % p()));
                }

                #[test]
                fn delayed_sums_at_the_bound(xs in proptest::collection::vec((edgy(), edgy()), F::WIDE_TERMS)) {
                    let mut acc = F::wide_mul(&el(xs[0].0), &el(xs[0].1));
                    let mut want = BigUint::from(xs[0].0) * BigUint::from(xs[0].1);
                    for &(a, b) in &xs[1..] {
                        acc = F::wide_mul_add(&acc, &el(a), &el(b));
                        want += BigUint::from(a) * BigUint::from(b);
                    }
                    check(F::wide_reduce(&acc), &(want % p()));
                }

                #[test]
                fn inverse_and_pow(a in edgy(), e in any::<u64>()) {
                    let ba = BigUint::from(a);
                    check(el(a).exp_u64(e), &ba.modpow(&BigUint::from(e), &p()));
                    match el(a).inverse() {
                        None => prop_assert_eq!(a, 0),
                        Some(inv) => check(inv * el(a), &BigUint::from(1u32)),
                    }
                }

                #[test]
                fn reducing_constructors(v in any::<[u64; 4]>()) {
                    let big = v.iter().rev().fold(BigUint::from(0u32), |acc, l| (acc << 64u32) + BigUint::from(*l));
                    check(F::from_u256_reduced(&v), &(&big % p()));
                    check(F::from_u64(v[0]), &(BigUint::from(v[0]) % p()));
                }

                #[test]
                fn encodings_round_trip(a in edgy()) {
                    let x = el(a);
                    let mut le = [0u8; 4];
                    x.write_le_bytes(&mut le).unwrap();
                    prop_assert_eq!(le, a.to_le_bytes());
                    prop_assert_eq!(F::from_le_bytes(&le).unwrap(), x);
                    let mut be = [0u8; 4];
                    x.write_be_bytes(&mut be).unwrap();
                    prop_assert_eq!(F::from_be_bytes(&be).unwrap(), x);
                    prop_assert_eq!(F::from_str_canonical(&a.to_string()).unwrap(), x);
                    prop_assert_eq!(F::from_str_canonical(&x.to_hex()).unwrap(), x);
                }
            }

            #[test]
            fn non_canonical_inputs_are_rejected() {
                let nc = Err(Error::NonCanonical { index: 0 });
                assert_eq!(F::new(P), nc);
                assert_eq!(F::new(u32::MAX), nc);
                assert_eq!(F::from_u256(&[P as u64, 0, 0, 0]), nc);
                assert_eq!(F::from_u256(&[1, 1, 0, 0]), nc);
                assert_eq!(F::from_u256(&[P as u64 - 1, 0, 0, 0]).unwrap().value(), P - 1);
                assert!(F::from_str_canonical(&P.to_string()).is_err());
                assert!(F::from_str_canonical("-1").is_err());
                assert!(F::from_le_bytes(&P.to_le_bytes()).is_err());
                assert!(F::from_le_bytes(&[0; 5]).is_err());
                assert!(F::from_le_bytes(&[0; 3]).is_err());
                assert!(F::ONE.write_le_bytes(&mut [0u8; 8]).is_err());
            }
        }
    };
}

laws31!(babybear, BabyBear, 2013265921);
laws31!(koalabear, KoalaBear, 2130706433);
laws31!(mersenne31, Mersenne31, 2147483647);

#[test]
fn montgomery_words_are_x_times_2_pow_32() {
    // The stored form is x·2³² mod p (Plonky3's `MontyField31` layout).
    for v in [0u32, 1, 2, 12345, 2013265920] {
        let want = ((v as u64) << 32) % 2013265921;
        assert_eq!(BabyBear::new(v).unwrap().to_mont() as u64, want);
    }
    let want = (1u64 << 32) % 2130706433;
    assert_eq!(KoalaBear::ONE.to_mont() as u64, want);
}

/// The in-place word views (what the Plonky3 adapter casts through): the
/// elements read back as the words' values, writes through the view land
/// in the words, and a word ≥ p is refused with its index.
#[test]
fn word_views_in_place() {
    let xs = [0u32, 1, 5, 0x7800_0000, 123_456_789];
    // BabyBear: Montgomery words.
    let mut words: Vec<u32> = xs
        .iter()
        .map(|&v| BabyBear::new(v).unwrap().to_mont())
        .collect();
    let view = BabyBear::from_mont_words_mut(&mut words).unwrap();
    assert_eq!(view.iter().map(|x| x.value()).collect::<Vec<_>>(), xs);
    view[1] = BabyBear::new(7).unwrap();
    assert_eq!(words[1], BabyBear::new(7).unwrap().to_mont());
    let mut bad = vec![1u32, 2, BabyBear::P, 3];
    assert_eq!(
        BabyBear::from_mont_words_mut(&mut bad).unwrap_err(),
        Error::NonCanonical { index: 2 }
    );
    let mut bad = vec![KoalaBear::P + 1];
    assert_eq!(
        KoalaBear::from_mont_words_mut(&mut bad).unwrap_err(),
        Error::NonCanonical { index: 0 }
    );
    // Mersenne-31 and Goldilocks: canonical words.
    let mut words = vec![0u32, 1, Mersenne31::P - 1];
    let view = Mersenne31::from_words_mut(&mut words).unwrap();
    assert_eq!(view[2].value(), Mersenne31::P - 1);
    view[0] = Mersenne31::new(9).unwrap();
    assert_eq!(words[0], 9);
    let mut bad = vec![0u32, Mersenne31::P];
    assert_eq!(
        Mersenne31::from_words_mut(&mut bad).unwrap_err(),
        Error::NonCanonical { index: 1 }
    );
    let p = 0xffff_ffff_0000_0001u64;
    let mut words = vec![p - 1, 3];
    let view = zkhashes::Goldilocks::from_words_mut(&mut words).unwrap();
    assert_eq!(view[0].value(), p - 1);
    let mut bad = vec![3u64, 4, p];
    assert_eq!(
        zkhashes::Goldilocks::from_words_mut(&mut bad).unwrap_err(),
        Error::NonCanonical { index: 2 }
    );
}
