//! Poseidon's and Poseidon2's round numbers from (p, t, α, security level).
//!
//! The inequalities are those of the authors' round-number scripts, evaluated
//! the way those scripts evaluate them (`math.log(x, b)` is `ln x / ln b` in
//! `f64`, `ceil` and `floor` of those floats), then the scripts' search: every
//! even R_F in 4..100 and R_P in 1..500 that satisfies all bounds, plus the
//! security margin (R_F + 2, R_P × 1.075 rounded up), the pair with the fewest
//! S-boxes (t·R_F + R_P) kept, ties to the smaller R_F.
//!
//! - [`Rules::Poseidon2019`]: hadeshash's `calc_round_numbers.py` as published
//!   with the Poseidon paper (eprint 2019/458): statistical, interpolation and
//!   two Gröbner-basis bounds. circom's, Starknet's, Zcash's and Filecoin's
//!   instances were sized with it.
//! - [`Rules::Current`]: the bounds the authors' scripts check since 2023
//!   (Poseidon2's `poseidon2_rust_params.sage`, and the Poseidon1 scripts
//!   derived from it): Gröbner 1 over min(M, log₂ p), a third Gröbner bound,
//!   and the Gröbner-basis cost condition the scripts cite to eprint
//!   2023/537, `ceil(2·log₂ C(over, under)) ≥ M`.
//!   Plonky3's and HorizenLabs' Poseidon2 defaults follow it.
//!
//! What these formulas cover, and what they do not, is in `docs/params.md`.

use alloc::vec::Vec;

use crate::permutation::poseidon::plain::gcd;
use crate::{Error, U256};

/// Which set of inequalities to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// The Poseidon paper's script (2019).
    Poseidon2019,
    /// The authors' scripts since 2023 (with eprint 2023/537's condition).
    Current,
}

impl Rules {
    /// The name used on the command line: `2019` or `current`.
    pub fn name(self) -> &'static str {
        match self {
            Rules::Poseidon2019 => "2019",
            Rules::Current => "current",
        }
    }

    /// Parses [`Rules::name`].
    pub fn from_name(s: &str) -> Result<Rules, Error> {
        match s {
            "2019" => Ok(Rules::Poseidon2019),
            "current" => Ok(Rules::Current),
            _ => Err(Error::InvalidOption(
                "unknown round-number rules (expected 2019 or current)",
            )),
        }
    }
}

/// One inequality at a given (R_F, R_P): what it asks of R_F, or of the
/// binomial's cost.
#[derive(Clone, Debug, PartialEq)]
pub struct Bound {
    /// Its name in the scripts (statistical, interpolation, groebner-1, ...).
    pub name: &'static str,
    /// The least R_F it accepts at this R_P (for the binomial condition: the
    /// value of `ceil(2·log₂ C)`, which must reach the security level).
    pub required: f64,
    /// Whether it holds.
    pub holds: bool,
}

/// The result: the round numbers with the margin, the minimum without it, and
/// the bounds at that minimum.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundNumbers {
    /// Full rounds, with the security margin.
    pub rounds_full: usize,
    /// Partial rounds, with the security margin.
    pub rounds_partial: usize,
    /// The fewest full rounds the bounds allow at the chosen point (no margin).
    pub min_rounds_full: usize,
    /// The fewest partial rounds the bounds allow there (no margin).
    pub min_rounds_partial: usize,
    /// S-boxes per permutation with the margin: t·R_F + R_P.
    pub sbox_cost: usize,
    /// Every bound at (`min_rounds_full`, `min_rounds_partial`).
    pub bounds: Vec<Bound>,
    /// The bounds that fail one partial round lower: what keeps R_P from
    /// being smaller.
    pub binding: Vec<&'static str>,
}

/// The moduli `round_numbers` can be asked about by name (the registry's
/// field names): bn254, stark252, goldilocks, babybear, koalabear, mersenne31,
/// pallas, vesta, bls12-381.
pub fn field_modulus(name: &str) -> Result<U256, Error> {
    use crate::field::{
        BabyBear, Bls12381Fr, Bn254Fr, Goldilocks, KoalaBear, Mersenne31, Pallas, PrimeField,
        Stark252, Vesta,
    };
    Ok(match name {
        "bn254" => Bn254Fr::MODULUS,
        "stark252" => Stark252::MODULUS,
        "goldilocks" => Goldilocks::MODULUS,
        "babybear" => BabyBear::MODULUS,
        "koalabear" => KoalaBear::MODULUS,
        "mersenne31" => Mersenne31::MODULUS,
        "pallas" => Pallas::MODULUS,
        "vesta" => Vesta::MODULUS,
        "bls12-381" => Bls12381Fr::MODULUS,
        _ => return Err(Error::UnknownField(name.into())),
    })
}

/// `math.log(x, base)` of Python: `ln x / ln base` in `f64`.
fn py_log(x: f64, base: f64) -> f64 {
    x.ln() / base.ln()
}

/// `float(p)`: the modulus rounded to the nearest `f64` (ties to even), as
/// Python converts an integer.
fn to_f64(modulus: &[u64]) -> f64 {
    let top = match modulus.iter().rposition(|&w| w != 0) {
        Some(i) => i,
        None => return 0.0,
    };
    let bits = 64 * top as u32 + (64 - modulus[top].leading_zeros());
    if bits <= 64 {
        return modulus[0] as f64;
    }
    // The top 64 bits, the rest folded into bit 0 (sticky): the u64 to f64
    // conversion then rounds as the full integer would.
    let shift = bits - 64;
    let mut high = 0u64;
    let mut sticky = false;
    for bit in (0..bits).rev() {
        let set = (modulus[(bit / 64) as usize] >> (bit % 64)) & 1 == 1;
        if bit >= shift {
            high |= (set as u64) << (bit - shift);
        } else {
            sticky |= set;
        }
    }
    high |= sticky as u64;
    (high as f64) * 2f64.powi(shift as i32)
}

/// `ceil(log(p, 2))` as the scripts take it: the bit length of p (p prime,
/// so not a power of two).
fn bit_length(modulus: &[u64]) -> u32 {
    match modulus.iter().rposition(|&w| w != 0) {
        Some(i) => 64 * i as u32 + (64 - modulus[i].leading_zeros()),
        None => 0,
    }
}

/// (p − 1) mod a, for the S-box check gcd(α, p − 1) = 1 (`plain::p_minus_one_mod`
/// takes the modulus from a field type; this one from the words).
fn p_minus_one_mod(modulus: &[u64], a: u64) -> u64 {
    let mut r: u128 = 0;
    for &w in modulus.iter().rev() {
        r = ((r << 64) | w as u128) % a as u128;
    }
    ((r + a as u128 - 1) % a as u128) as u64
}

/// log₂ C(n, k) for integral n ≥ k ≥ 0, as a sum of logarithms (no overflow).
fn log2_binomial(n: f64, k: f64) -> f64 {
    let k = k.min(n - k);
    let mut sum = 0.0;
    let mut i = 1.0;
    while i <= k {
        sum += ((n - k + i) / i).log2();
        i += 1.0;
    }
    sum
}

/// The inputs of one evaluation.
struct Setting {
    log2_p: f64,
    n: f64,
    t: f64,
    alpha: f64,
    m: f64,
    rules: Rules,
}

impl Setting {
    /// Every bound at (R_F, R_P).
    fn bounds(&self, r_f: usize, r_p: usize) -> Vec<Bound> {
        let Setting {
            log2_p,
            n,
            t,
            alpha,
            m,
            rules,
        } = *self;
        let (rf, rp) = (r_f as f64, r_p as f64);
        let l2a = py_log(2.0, alpha);
        let statistical = if m <= (log2_p - (alpha - 1.0) / 2.0).floor() * (t + 1.0) {
            6.0
        } else {
            10.0
        };
        let interpolation = 1.0 + (l2a * m.min(n)).ceil() + py_log(t, alpha).ceil() - rp;
        let mut list = Vec::new();
        let mut push = |name, required: f64| {
            list.push(Bound {
                name,
                required: required.ceil(),
                holds: rf >= required.ceil(),
            })
        };
        push("statistical", statistical);
        push("interpolation", interpolation);
        match rules {
            Rules::Poseidon2019 => {
                push("groebner-1", 1.0 + l2a * (m / 3.0).min(log2_p / 2.0) - rp);
                push(
                    "groebner-2",
                    t - 1.0 + (l2a * m / (t + 1.0)).min(l2a * log2_p / 2.0) - rp,
                );
            }
            Rules::Current => {
                push("groebner-1", l2a * m.min(log2_p) - rp);
                push(
                    "groebner-2",
                    t - 1.0 + l2a * (m / (t + 1.0)).min(log2_p / 2.0) - rp,
                );
                push(
                    "groebner-3",
                    (t - 2.0 + m / (2.0 * py_log(alpha, 2.0)) - rp) / (t - 1.0),
                );
                // eprint 2023/537: 2·log₂ C(over, under) ≥ M (the scripts'
                // "2 instead of the paper's 2.3727").
                let r = (t / 3.0).floor();
                let over = (rf - 1.0) * t + rp + r + r * (rf / 2.0) + rp + alpha;
                let under = r * (rf / 2.0) + rp + alpha;
                let cost = (2.0 * log2_binomial(over, under)).ceil();
                list.push(Bound {
                    name: "binomial-2023-537",
                    required: cost,
                    holds: cost >= m,
                });
            }
        }
        list
    }

    fn holds(&self, r_f: usize, r_p: usize) -> bool {
        self.bounds(r_f, r_p).iter().all(|b| b.holds)
    }
}

impl Setting {
    /// The checked inputs: [`round_numbers`]' errors.
    fn new(
        modulus: &[u64],
        t: usize,
        alpha: u64,
        security: u32,
        rules: Rules,
    ) -> Result<Self, Error> {
        if t < 2 {
            return Err(Error::InvalidParameters("the width t must be at least 2"));
        }
        if alpha < 3 {
            return Err(Error::InvalidParameters(
                "the S-box exponent must be at least 3",
            ));
        }
        if bit_length(modulus) < 3 {
            return Err(Error::InvalidParameters("the modulus must be an odd prime"));
        }
        if gcd(alpha, p_minus_one_mod(modulus, alpha)) != 1 {
            return Err(Error::InvalidParameters(
                "x^alpha is not a permutation of this field: gcd(alpha, p - 1) != 1",
            ));
        }
        if security == 0 || security > 1024 {
            return Err(Error::InvalidParameters(
                "the security level must be between 1 and 1024 bits",
            ));
        }
        Ok(Setting {
            log2_p: py_log(to_f64(modulus), 2.0),
            n: bit_length(modulus) as f64,
            t: t as f64,
            alpha: alpha as f64,
            m: security as f64,
            rules,
        })
    }
}

/// The round numbers for a prime field with `modulus` (little-endian 64-bit
/// words), width `t`, S-box x^`alpha` and `security` bits, under `rules`.
///
/// Errors: t < 2, α < 3, gcd(α, p − 1) ≠ 1 (x^α not a permutation), a
/// security level of 0 or above 1,024 bits, or no pair in the scripts' search
/// range.
pub fn round_numbers(
    modulus: &[u64],
    t: usize,
    alpha: u64,
    security: u32,
    rules: Rules,
) -> Result<RoundNumbers, Error> {
    let setting = Setting::new(modulus, t, alpha, security, rules)?;
    // The scripts' brute force: R_P outer, even R_F inner; the margin added
    // before the cost comparison; strictly fewer S-boxes, or as many with a
    // smaller R_F, replaces the best so far.
    // Two shortcuts that change nothing of the result: every bound is monotone
    // in R_F, and a larger R_F at the same R_P only costs more, so the first
    // R_F that holds is the only candidate at that R_P; and the search stops
    // once the cheapest conceivable pair at R_P costs more than the best.
    let mut best: Option<(usize, usize, usize, usize, usize)> = None;
    for r_p in 1..500usize {
        if let Some((_, _, _, _, bc)) = best {
            if t * 6 + (r_p as f64 * 1.075).ceil() as usize > bc {
                break;
            }
        }
        for r_f in (4..100usize).step_by(2) {
            if !setting.holds(r_f, r_p) {
                continue;
            }
            let (rf_m, rp_m) = (r_f + 2, (r_p as f64 * 1.075).ceil() as usize);
            let cost = t * rf_m + rp_m;
            let better = match best {
                None => true,
                Some((bf, _, _, _, bc)) => cost < bc || (cost == bc && rf_m < bf),
            };
            if better {
                best = Some((rf_m, rp_m, r_f, r_p, cost));
            }
            break;
        }
    }
    let (rounds_full, rounds_partial, min_f, min_p, sbox_cost) = best.ok_or(
        Error::InvalidParameters("no round numbers in the search range (R_F < 100, R_P < 500)"),
    )?;
    let binding = if min_p > 1 {
        setting
            .bounds(min_f, min_p - 1)
            .into_iter()
            .filter(|b| !b.holds)
            .map(|b| b.name)
            .collect()
    } else {
        Vec::new()
    };
    Ok(RoundNumbers {
        rounds_full,
        rounds_partial,
        min_rounds_full: min_f,
        min_rounds_partial: min_p,
        sbox_cost,
        bounds: setting.bounds(min_f, min_p),
        binding,
    })
}

/// The bounds at an instance's own round numbers (see [`check_rounds`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RoundsCheck {
    /// Every bound holds at the instance's (R_F, R_P).
    pub holds: bool,
    /// The bounds also hold with the scripts' margin taken off: at
    /// (R_F − 2, the largest R_P' with ⌈1.075·R_P'⌉ ≤ R_P).
    pub holds_with_margin: bool,
    /// The fewest R_P the bounds allow at the instance's R_F (`None`: none
    /// below 500).
    pub min_rounds_partial: Option<usize>,
    /// The fewest R_P with the margin at the instance's R_F: ⌈1.075·m⌉, m the
    /// fewest at R_F − 2 (`None`: R_F < 2, or none below 500).
    pub min_rounds_partial_with_margin: Option<usize>,
    /// The bounds that fail at the instance's round numbers.
    pub failing: Vec<&'static str>,
}

/// Checks an instance's round numbers (R_F = `rounds_full`, R_P =
/// `rounds_partial`) against the inequalities of `rules`: whether they hold,
/// whether they hold with the margin the scripts add, and the fewest partial
/// rounds at that R_F. R_P = 0 (full rounds only, as Mina's) is accepted.
///
/// Errors: those of [`round_numbers`] for the field, width and S-box.
pub fn check_rounds(
    modulus: &[u64],
    t: usize,
    alpha: u64,
    security: u32,
    rules: Rules,
    rounds_full: usize,
    rounds_partial: usize,
) -> Result<RoundsCheck, Error> {
    let setting = Setting::new(modulus, t, alpha, security, rules)?;
    let least = |r_f: usize| (0..500usize).find(|&r_p| setting.holds(r_f, r_p));
    let margin_base = (0..=rounds_partial)
        .rev()
        .find(|&r| (r as f64 * 1.075).ceil() as usize <= rounds_partial)
        .unwrap_or(0);
    let holds_with_margin = rounds_full >= 2 && setting.holds(rounds_full - 2, margin_base);
    let min_with_margin = if rounds_full >= 2 {
        least(rounds_full - 2).map(|m| (m as f64 * 1.075).ceil() as usize)
    } else {
        None
    };
    let failing: Vec<&'static str> = setting
        .bounds(rounds_full, rounds_partial)
        .into_iter()
        .filter(|b| !b.holds)
        .map(|b| b.name)
        .collect();
    Ok(RoundsCheck {
        holds: failing.is_empty(),
        holds_with_margin,
        min_rounds_partial: least(rounds_full),
        min_rounds_partial_with_margin: min_with_margin,
        failing,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn to_f64_rounds_as_python() {
        // float(2**64 - 2**32 + 1) == 18446744069414584320.0
        assert_eq!(to_f64(&[0xffff_ffff_0000_0001]), 18446744069414584320.0);
        // float(2**65 + 2**12 + 1): the sticky bit rounds up past the tie.
        let v = to_f64(&[(1 << 12) + 1, 2]);
        assert_eq!(v, 36893488147419111424.0);
        // float(2**65 + 2**12): a tie, to even (down).
        assert_eq!(to_f64(&[1 << 12, 2]), 36893488147419103232.0);
    }

    #[test]
    fn refuses_bad_parameters() {
        let goldilocks = [0xffff_ffff_0000_0001u64];
        assert!(round_numbers(&goldilocks, 1, 7, 128, Rules::Current).is_err());
        assert!(round_numbers(&goldilocks, 12, 2, 128, Rules::Current).is_err());
        // gcd(3, p - 1) = 3 for Goldilocks.
        assert!(round_numbers(&goldilocks, 12, 3, 128, Rules::Current).is_err());
        assert!(round_numbers(&goldilocks, 12, 7, 0, Rules::Current).is_err());
        assert!(round_numbers(&[2], 12, 7, 128, Rules::Current).is_err());
        assert!(Rules::from_name("2020").is_err());
    }

    #[test]
    fn log2_binomial_is_exact_on_small_cases() {
        assert_eq!(log2_binomial(4.0, 2.0), 6f64.log2());
        assert!((log2_binomial(64.0, 32.0) - 60.66).abs() < 0.01);
    }
}
