//! `zkhashes params`: the round numbers the security inequalities require
//! (`zkhashes::params::round_numbers`), each bound printed with the one
//! that binds, the margin and the result.

use clap::Args;
use zkhashes::encode;
use zkhashes::params::{field_modulus, round_numbers, Rules};
use zkhashes::Error;

/// The command line of `zkhashes params`.
#[derive(Args, Debug)]
pub struct Options {
    /// The field by name: bn254, stark252, goldilocks, babybear, koalabear,
    /// mersenne31, pallas, vesta, bls12-381.
    #[arg(long, required_unless_present = "modulus", conflicts_with = "modulus")]
    field: Option<String>,
    /// The prime modulus, decimal or 0x-hex (instead of --field).
    #[arg(long)]
    modulus: Option<String>,
    /// The state width t.
    #[arg(long)]
    t: usize,
    /// The S-box exponent α (x^α; gcd(α, p − 1) must be 1).
    #[arg(long)]
    alpha: u64,
    /// The security level in bits.
    #[arg(long, default_value_t = 128)]
    security: u32,
    /// `current` (the authors' scripts since 2023, with eprint 2023/537's
    /// condition) or `2019` (the Poseidon paper's script).
    #[arg(long, default_value = "current")]
    rules: String,
    /// Round R_P up to a multiple of t, as circom's table does.
    #[arg(long)]
    multiple_of_t: bool,
}

/// The report's lines.
pub fn report(o: &Options) -> Result<Vec<String>, Error> {
    let rules = Rules::from_name(&o.rules)?;
    let (modulus, label) = match (&o.field, &o.modulus) {
        (Some(f), _) => (field_modulus(f)?, f.clone()),
        (None, Some(m)) => (
            encode::parse_uint(m)?,
            encode::to_decimal(&encode::parse_uint(m)?),
        ),
        (None, None) => return Err(Error::InvalidOption("give --field or --modulus")),
    };
    let r = round_numbers(&modulus, o.t, o.alpha, o.security, rules)?;
    let mut lines = vec![
        format!(
            "field {label}, t = {}, alpha = {}, security {} bits, rules {}",
            o.t,
            o.alpha,
            o.security,
            rules.name()
        ),
        format!(
            "bounds at the minimum (R_F = {}, R_P = {}):",
            r.min_rounds_full, r.min_rounds_partial
        ),
    ];
    for b in &r.bounds {
        let what = if b.name.starts_with("binomial") {
            format!("ceil(2 log2 C) = {} (needs >= {})", b.required, o.security)
        } else {
            format!("R_F >= {}", b.required)
        };
        let holds = if b.holds { "holds" } else { "FAILS" };
        lines.push(format!("  {:<18} {what:<36} {holds}", b.name));
    }
    lines.push(if r.binding.is_empty() {
        "binding: none (R_P = 1 is the search's floor)".into()
    } else {
        format!(
            "binding: {} (fails at R_P = {})",
            r.binding.join(", "),
            r.min_rounds_partial - 1
        )
    });
    lines.push("margin: R_F + 2, R_P x 1.075 rounded up".into());
    let (rf, mut rp) = (r.rounds_full, r.rounds_partial);
    if o.multiple_of_t {
        rp = rp.div_ceil(o.t) * o.t;
        lines.push(format!("R_P rounded up to a multiple of t: {rp}"));
    }
    lines.push(format!(
        "result: R_F = {rf}, R_P = {rp} ({} S-boxes)",
        o.t * rf + rp
    ));
    Ok(lines)
}
