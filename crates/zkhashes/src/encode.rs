//! Canonical encodings of field elements: decimal and 0x-hex strings, 32-byte
//! big- and little-endian byte strings. Field-agnostic: values travel as
//! [`U256`] integers and each field checks them against its modulus.

use crate::error::Error;
use alloc::string::String;
use alloc::vec::Vec;

/// An unsigned 256-bit integer as little-endian 64-bit limbs: the common
/// currency between front ends and fields (every field here is ≤ 256 bits).
pub type U256 = [u64; 4];

/// Parses a byte string written in hex, with or without a `0x` prefix; the
/// empty string (or a bare `0x`) is the empty byte string. An odd number of
/// digits or a non-hex character is [`Error::BadEncoding`].
pub fn parse_hex_bytes(s: &str) -> Result<Vec<u8>, Error> {
    let s = s.trim();
    let digits = s
        .strip_prefix("0x")
        .or_else(|| s.strip_prefix("0X"))
        .unwrap_or(s);
    let bad = |reason| Error::BadEncoding { index: 0, reason };
    if !digits.len().is_multiple_of(2) {
        return Err(bad("a hex byte string needs an even number of digits"));
    }
    digits
        .as_bytes()
        .chunks(2)
        .map(|pair| {
            let nibble = |c: u8| (c as char).to_digit(16).ok_or(bad("not a hex digit"));
            Ok((nibble(pair[0])? << 4 | nibble(pair[1])?) as u8)
        })
        .collect()
}

/// Parses a non-negative integer written in decimal or `0x`-hex.
///
/// Errors carry index 0; callers re-target them with [`Error::at`]. Values that
/// do not fit in 256 bits are reported as [`Error::NonCanonical`] (they exceed
/// every modulus).
pub fn parse_uint(s: &str) -> Result<U256, Error> {
    let s = s.trim();
    if s.starts_with('-') {
        return Err(Error::Negative { index: 0 });
    }
    let s = s.strip_prefix('+').unwrap_or(s);
    let (digits, radix) = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => (hex, 16u64),
        None => (s, 10u64),
    };
    // Underscores separate digits; at least one digit is needed ("_" or
    // "0x_" is no number).
    if !digits.bytes().any(|c| c != b'_') {
        return Err(Error::BadEncoding {
            index: 0,
            reason: "empty number",
        });
    }
    // Every character is checked before any arithmetic, so a malformed
    // string is a bad encoding even where its digits before the bad
    // character already exceed 2²⁵⁶ (found by the parse_numbers fuzz target).
    let mut out = [0u64; 4];
    let mut too_big = false;
    for c in digits.bytes() {
        let d = match (c, radix) {
            (b'0'..=b'9', _) => (c - b'0') as u64,
            (b'a'..=b'f', 16) => (c - b'a' + 10) as u64,
            (b'A'..=b'F', 16) => (c - b'A' + 10) as u64,
            (b'_', _) => continue,
            _ if radix == 16 => {
                return Err(Error::BadEncoding {
                    index: 0,
                    reason: "not a hexadecimal digit",
                })
            }
            _ => {
                return Err(Error::BadEncoding {
                    index: 0,
                    reason: "not a decimal integer (use digits, or 0x for hex)",
                })
            }
        };
        let mut carry = d;
        for limb in out.iter_mut() {
            let t = (*limb as u128) * (radix as u128) + carry as u128;
            *limb = t as u64;
            carry = (t >> 64) as u64;
        }
        too_big |= carry != 0;
    }
    if too_big {
        return Err(Error::NonCanonical { index: 0 });
    }
    Ok(out)
}

/// `0x`-prefixed lowercase hex, zero-padded to `2 * num_bytes` digits.
pub fn to_hex(v: &U256, num_bytes: usize) -> String {
    let mut s = String::with_capacity(2 + 2 * num_bytes);
    s.push_str("0x");
    for i in (0..2 * num_bytes).rev() {
        let nibble = (v[i / 16] >> (4 * (i % 16))) & 0xf;
        s.push(char::from_digit(nibble as u32, 16).unwrap_or('?'));
    }
    s
}

/// Decimal digits, no leading zeros.
pub fn to_decimal(v: &U256) -> String {
    const TEN19: u64 = 10_000_000_000_000_000_000;
    let mut n = *v;
    let mut chunks: Vec<u64> = Vec::new();
    loop {
        // n, rem = divmod(n, 10^19)
        let mut rem: u128 = 0;
        for limb in n.iter_mut().rev() {
            let cur = (rem << 64) | *limb as u128;
            *limb = (cur / TEN19 as u128) as u64;
            rem = cur % TEN19 as u128;
        }
        chunks.push(rem as u64);
        if n == [0; 4] {
            break;
        }
    }
    let mut s = String::new();
    for (i, c) in chunks.iter().rev().enumerate() {
        if i == 0 {
            s.push_str(&alloc::format!("{c}"));
        } else {
            s.push_str(&alloc::format!("{c:019}"));
        }
    }
    s
}

/// Reads a big-endian byte string of exactly `num_bytes` (≤ 32) bytes.
pub fn from_be_bytes(bytes: &[u8], num_bytes: usize) -> Result<U256, Error> {
    if bytes.len() != num_bytes || num_bytes > 32 {
        return Err(Error::WrongLength {
            expected: num_bytes,
            got: bytes.len(),
        });
    }
    let mut out = [0u64; 4];
    for (i, b) in bytes.iter().rev().enumerate() {
        out[i / 8] |= (*b as u64) << (8 * (i % 8));
    }
    Ok(out)
}

/// Reads a little-endian byte string of exactly `num_bytes` (≤ 32) bytes.
pub fn from_le_bytes(bytes: &[u8], num_bytes: usize) -> Result<U256, Error> {
    if bytes.len() != num_bytes || num_bytes > 32 {
        return Err(Error::WrongLength {
            expected: num_bytes,
            got: bytes.len(),
        });
    }
    let mut out = [0u64; 4];
    for (i, b) in bytes.iter().enumerate() {
        out[i / 8] |= (*b as u64) << (8 * (i % 8));
    }
    Ok(out)
}

/// Writes the low `out.len()` bytes of `v`, big-endian.
pub fn to_be_bytes(v: &U256, out: &mut [u8]) {
    let n = out.len();
    for (i, b) in out.iter_mut().enumerate() {
        let k = n - 1 - i;
        *b = (v[k / 8] >> (8 * (k % 8))) as u8;
    }
}

/// Writes the low `out.len()` bytes of `v`, little-endian.
pub fn to_le_bytes(v: &U256, out: &mut [u8]) {
    for (k, b) in out.iter_mut().enumerate() {
        *b = (v[k / 8] >> (8 * (k % 8))) as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_decimal_and_hex() {
        assert_eq!(parse_uint("0").unwrap(), [0; 4]);
        assert_eq!(parse_uint("18446744073709551616").unwrap(), [0, 1, 0, 0]);
        assert_eq!(parse_uint("0xFFff").unwrap(), [0xffff, 0, 0, 0]);
        assert_eq!(parse_uint(" 12 ").unwrap(), [12, 0, 0, 0]);
    }

    #[test]
    fn rejects_bad_strings() {
        assert_eq!(parse_uint("-1"), Err(Error::Negative { index: 0 }));
        assert!(matches!(parse_uint(""), Err(Error::BadEncoding { .. })));
        assert!(matches!(parse_uint("0x"), Err(Error::BadEncoding { .. })));
        assert!(matches!(parse_uint("12a"), Err(Error::BadEncoding { .. })));
        assert!(matches!(parse_uint("0xg"), Err(Error::BadEncoding { .. })));
        // Underscores alone are no number (seen while writing the parse_numbers
        // fuzz target, whose property checks it).
        assert!(matches!(parse_uint("_"), Err(Error::BadEncoding { .. })));
        assert!(matches!(parse_uint("0x__"), Err(Error::BadEncoding { .. })));
        assert_eq!(parse_uint("1_000").unwrap(), [1000, 0, 0, 0]);
        // A bad character after digits worth more than 2²⁵⁶ (the
        // parse_numbers fuzz target's first crash, minimised).
        let late = alloc::format!("0x1{}g", "0".repeat(64));
        assert!(matches!(parse_uint(&late), Err(Error::BadEncoding { .. })));
        let too_big = alloc::format!("0x1{}", "0".repeat(64));
        assert_eq!(parse_uint(&too_big), Err(Error::NonCanonical { index: 0 }));
    }

    #[test]
    fn formats_round_trip() {
        let v = parse_uint("123456789012345678901234567890123456789").unwrap();
        assert_eq!(to_decimal(&v), "123456789012345678901234567890123456789");
        assert_eq!(to_decimal(&[0; 4]), "0");
        assert_eq!(to_hex(&[0x1f, 0, 0, 0], 4), "0x0000001f");
        let mut be = [0u8; 32];
        to_be_bytes(&v, &mut be);
        assert_eq!(from_be_bytes(&be, 32).unwrap(), v);
        let mut le = [0u8; 32];
        to_le_bytes(&v, &mut le);
        assert_eq!(from_le_bytes(&le, 32).unwrap(), v);
        assert_eq!(
            from_be_bytes(&be[1..], 32),
            Err(Error::WrongLength {
                expected: 32,
                got: 31
            })
        );
    }
}
