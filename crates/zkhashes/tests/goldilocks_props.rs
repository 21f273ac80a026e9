//! Goldilocks field laws against num-bigint, on random values and on the
//! edges of the special reduction (words 0 and all-ones, p − 1, 2³² − 1, 2³²).

use num_bigint::BigUint;
use proptest::prelude::*;
use zkhashes::field::goldilocks::P;
use zkhashes::{Error, Field, Goldilocks as F, PrimeField};

fn p() -> BigUint {
    BigUint::from(P)
}

fn edgy() -> impl Strategy<Value = u64> {
    prop_oneof![
        1 => Just(0u64),
        1 => Just(1),
        1 => Just(P - 1),
        1 => Just(P - 2),
        1 => Just(0xffff_ffff),
        1 => Just(1 << 32),
        1 => Just(P - (1 << 32)),
        8 => 0..P,
    ]
}

fn el(v: u64) -> F {
    F::new(v).unwrap()
}

fn check(x: F, want: &BigUint) {
    assert_eq!(BigUint::from(x.value()), *want);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn carry_fixups_agree_with_portable(x in edgy(), z in edgy(), w in any::<u64>()) {
        use zkhashes::field::goldilocks::{add_fold_portable, sub_fold_portable};
        // y ≤ 2⁶⁴ − 2³² for add_fold (ε·z for z < 2³²), y < 2³² for sub_fold.
        let y = (z & 0xffff_ffff) * 0xffff_ffff;
        let small = z >> 32;
        for x in [x, w] {
            let sum = add_fold_portable(x, y);
            prop_assert_eq!(BigUint::from(sum) % p(), (BigUint::from(x) + BigUint::from(y)) % p());
            let diff = sub_fold_portable(x, small);
            prop_assert_eq!(BigUint::from(diff) % p(), (BigUint::from(x) + p() - BigUint::from(small)) % p());
            #[cfg(target_arch = "x86_64")]
            {
                use zkhashes::field::goldilocks::x86::{add_fold, sub_fold};
                prop_assert_eq!(add_fold(x, y), sum);
                prop_assert_eq!(sub_fold(x, small), diff);
            }
        }
    }

    #[test]
    fn ring_laws(a in edgy(), b in edgy()) {
        let (ba, bb) = (BigUint::from(a), BigUint::from(b));
        check(el(a) + el(b), &((&ba + &bb) % p()));
        check(el(a) - el(b), &((&ba + p() - &bb) % p()));
        check(-el(a), &((p() - &ba) % p()));
        check(el(a) * el(b), &((&ba * &bb) % p()));
        check(el(a).square(), &((&ba * &ba) % p()));
    }

    #[test]
    fn reduction_of_any_128_bit_value(x in any::<u128>()) {
        check(F::reduce128(x), &(BigUint::from(x) % p()));
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
}

#[test]
fn non_canonical_inputs_are_rejected() {
    assert_eq!(F::new(P), Err(Error::NonCanonical { index: 0 }));
    assert_eq!(F::new(u64::MAX), Err(Error::NonCanonical { index: 0 }));
    assert!(F::from_u256(&[P, 0, 0, 0]).is_err());
    assert!(F::from_u256(&[0, 1, 0, 0]).is_err());
    assert_eq!(F::from_u256(&[P - 1, 0, 0, 0]).unwrap().value(), P - 1);
    assert!(F::from_str_canonical("18446744069414584321").is_err());
    assert_eq!(
        F::from_str_canonical("0xffffffff00000000").unwrap().value(),
        P - 1
    );
    assert!(F::from_be_bytes(&[0xff; 8]).is_err());
    assert!(F::from_be_bytes(&[0; 9]).is_err());
    let mut out = [0u8; 8];
    F::new(0x0102_0304_0506_0708)
        .unwrap()
        .write_be_bytes(&mut out)
        .unwrap();
    assert_eq!(out, [1, 2, 3, 4, 5, 6, 7, 8]);
}
