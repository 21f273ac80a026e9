//! The string and byte encodings: decimal and hex integers, hex byte
//! strings, each field's canonical strings and bytes. Round trips hold,
//! values ≥ p are rejected, nothing panics.

use crate::input::{less, Input};
use zkhashes::encode::{parse_hex_bytes, parse_uint, to_decimal, to_hex};
use zkhashes::field::Stark252;
use zkhashes::{BabyBear, Bn254Fr, Error, Goldilocks, KoalaBear, Mersenne31, PrimeField, U256};

/// 2²⁵⁶ in decimal.
const TWO_256: &str =
    "115792089237316195423570985008687907853269984665640564039457584007913129639936";

/// Target `parse_numbers`: the bytes as a string through every parser.
pub fn parse_numbers(data: &[u8]) {
    let s = String::from_utf8_lossy(data);
    integers(&s);
    hex_bytes(&s);
    canonical::<Bn254Fr>(&s);
    canonical::<Stark252>(&s);
    canonical::<Goldilocks>(&s);
    canonical::<BabyBear>(&s);
    canonical::<KoalaBear>(&s);
    canonical::<Mersenne31>(&s);
}

/// The digits of a number string as `parse_uint` reads it (trimmed, an
/// optional `+`, an optional `0x`, underscores dropped), with its radix;
/// `None` for a negative number.
fn digits(s: &str) -> Option<(String, u32)> {
    let s = s.trim();
    if s.starts_with('-') {
        return None;
    }
    let s = s.strip_prefix('+').unwrap_or(s);
    let (d, radix) = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => (h, 16),
        None => (s, 10),
    };
    Some((d.chars().filter(|&c| c != '_').collect(), radix))
}

/// `s` without leading zeros ("0" for zero).
fn trimmed(s: &str) -> String {
    let t = s.trim_start_matches('0');
    if t.is_empty() { "0" } else { t }.to_string()
}

fn integers(s: &str) {
    let parsed = parse_uint(s);
    let Some((d, radix)) = digits(s) else {
        assert!(matches!(parsed, Err(Error::Negative { .. })), "{s:?}");
        return;
    };
    let valid = !d.is_empty() && d.chars().all(|c| c.is_digit(radix));
    match parsed {
        Ok(v) => {
            assert!(valid, "{s:?} accepted without digits or with a bad one");
            // The value, written back, is the digits without leading zeros.
            let (dec, hex) = (to_decimal(&v), to_hex(&v, 32));
            if radix == 10 {
                assert_eq!(trimmed(&d), dec, "{s:?}");
            } else {
                assert_eq!(
                    trimmed(&d.to_ascii_lowercase()),
                    trimmed(&hex[2..]),
                    "{s:?}"
                );
            }
            assert_eq!(parse_uint(&dec).ok(), Some(v));
            assert_eq!(parse_uint(&hex).ok(), Some(v));
        }
        Err(Error::NonCanonical { .. }) => {
            // Only for values of 2²⁵⁶ and more.
            assert!(valid, "{s:?}");
            let t = trimmed(&d.to_ascii_lowercase());
            let too_big = match radix {
                10 => t.len() > TWO_256.len() || (t.len() == TWO_256.len() && *t >= *TWO_256),
                _ => t.len() > 64,
            };
            assert!(too_big, "{s:?} rejected as too large");
        }
        Err(Error::BadEncoding { .. }) => assert!(!valid, "{s:?} rejected"),
        Err(e) => panic!("{s:?}: unexpected error {e:?}"),
    }
}

fn hex_bytes(s: &str) {
    if let Ok(b) = parse_hex_bytes(s) {
        let t = s.trim();
        let d = t
            .strip_prefix("0x")
            .or_else(|| t.strip_prefix("0X"))
            .unwrap_or(t);
        let back: String = b.iter().map(|x| format!("{x:02x}")).collect();
        assert_eq!(back, d.to_ascii_lowercase(), "{s:?}");
    }
}

fn canonical<F: PrimeField>(s: &str) {
    match (F::from_str_canonical(s), parse_uint(s)) {
        (Ok(x), Ok(v)) => {
            assert!(less(&v, &F::MODULUS), "{s:?} accepted at or above p");
            assert_eq!(x.to_u256(), v);
            assert_eq!(F::from_str_canonical(&x.to_decimal()).ok(), Some(x));
            assert_eq!(F::from_str_canonical(&x.to_hex()).ok(), Some(x));
        }
        (Err(Error::NonCanonical { .. }), Ok(v)) => assert!(!less(&v, &F::MODULUS), "{s:?}"),
        (Err(_), Err(_)) => {}
        (x, v) => panic!("{s:?}: {x:?} against {v:?}"),
    }
}

/// Target `field_encodings`: byte strings of any length (and 256-bit
/// values near each modulus) through every field's canonical ways in and
/// out, and its arithmetic on the elements they give.
pub fn field_encodings(data: &[u8]) {
    encodings::<Bn254Fr>(data);
    encodings::<Stark252>(data);
    encodings::<Goldilocks>(data);
    encodings::<BabyBear>(data);
    encodings::<KoalaBear>(data);
    encodings::<Mersenne31>(data);
}

fn encodings<F: PrimeField>(data: &[u8]) {
    let mut input = Input::new(data);
    let len = usize::from(input.byte() % 40);
    let bytes = input.take(len);
    let mut value: U256 = [0; 4];
    let fits = bytes.len() <= 32;
    if fits {
        for (i, b) in bytes.iter().rev().enumerate() {
            value[i / 8] |= u64::from(*b) << (8 * (i % 8));
        }
    }
    let canonical = bytes.len() == F::NUM_BYTES && less(&value, &F::MODULUS);
    match F::from_be_bytes(bytes) {
        Ok(x) => {
            assert!(canonical, "big-endian {bytes:02x?} accepted");
            let mut out = vec![0u8; F::NUM_BYTES];
            x.write_be_bytes(&mut out).expect("the encoding's length");
            assert_eq!(out, bytes);
        }
        Err(Error::WrongLength { .. }) => assert_ne!(bytes.len(), F::NUM_BYTES),
        Err(Error::NonCanonical { .. }) => assert!(!canonical && bytes.len() == F::NUM_BYTES),
        Err(e) => panic!("unexpected {e:?}"),
    }
    let reversed: Vec<u8> = bytes.iter().rev().copied().collect();
    assert_eq!(
        F::from_le_bytes(&reversed).ok(),
        F::from_be_bytes(bytes).ok()
    );
    let mut short = vec![0u8; F::NUM_BYTES.saturating_sub(1)];
    assert!(F::ZERO.write_le_bytes(&mut short).is_err());

    let v = input.value(&F::MODULUS);
    match F::from_u256(&v) {
        Ok(x) => {
            assert!(less(&v, &F::MODULUS));
            assert_eq!(x.to_u256(), v);
        }
        Err(_) => assert!(!less(&v, &F::MODULUS)),
    }
    let (a, b, c): (F, F, F) = (input.element(), input.element(), input.element());
    assert_eq!((a + b) - b, a);
    assert_eq!(a * (b + c), a * b + a * c);
    assert_eq!(a.square(), a * a);
    assert_eq!(-(-a), a);
    match a.inverse() {
        Some(i) => assert_eq!(a * i, F::ONE),
        None => assert!(a.is_zero()),
    }
    for x in [a, b, c] {
        assert!(less(&x.to_u256(), &F::MODULUS));
    }
}
