//! `zkhashes params`: the round numbers the security inequalities require
//! (`zkhashes::params::round_numbers`), each bound printed with the one
//! that binds, the margin and the result; `--audit`, a line per registry
//! instance (`zkhashes::params::audit`).

use clap::Args;
use zkhashes::encode;
use zkhashes::params::{audit, field_modulus, round_numbers, Rules};
use zkhashes::Error;

/// The command line of `zkhashes params`.
#[derive(Args, Debug)]
pub struct Options {
    /// The field by name: bn254, stark252, goldilocks, babybear, koalabear,
    /// mersenne31, pallas, vesta, bls12-381.
    #[arg(
        long,
        required_unless_present_any = ["modulus", "audit"],
        conflicts_with = "modulus"
    )]
    field: Option<String>,
    /// The prime modulus, decimal or 0x-hex (instead of --field).
    #[arg(long)]
    modulus: Option<String>,
    /// The state width t.
    #[arg(long, required_unless_present = "audit")]
    t: Option<usize>,
    /// The S-box exponent α (x^α; gcd(α, p − 1) must be 1).
    #[arg(long, required_unless_present = "audit")]
    alpha: Option<u64>,
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
    /// Audit every registry instance instead: one line each with its field,
    /// t, α, R_F, R_P, the formulas' minimum R_P (with and without the
    /// margin), the verdict, and its constants' origin and regeneration.
    #[arg(long, conflicts_with_all = ["field", "modulus", "t", "alpha", "multiple_of_t"])]
    audit: bool,
}

/// The audit's lines: one per instance, then a count of those flagged
/// (rounds below the formulas' minimum, or regenerated constants that
/// differ) and their IDs.
fn audit_report(o: &Options, rules: Rules) -> Result<Vec<String>, Error> {
    let lines = audit(o.security, rules)?;
    let mut out = vec![format!(
        "audit at {} bits, rules {}: R_F/R_P against the minimum R_P at that R_F (with the margin R_F - 2, R_P / 1.075)",
        o.security,
        rules.name()
    )];
    out.extend(lines.iter().map(|l| l.line()));
    let flagged: Vec<&str> = lines
        .iter()
        .filter(|l| l.flagged())
        .map(|l| l.instance.id.as_str())
        .collect();
    let regenerated = lines.iter().filter(|l| l.regenerated.is_some()).count();
    out.push(format!(
        "{} instances, {} with constants regenerated here, {} flagged{}",
        lines.len(),
        regenerated,
        flagged.len(),
        if flagged.is_empty() {
            String::new()
        } else {
            format!(": {}", flagged.join(", "))
        }
    ));
    Ok(out)
}

/// The report's lines.
pub fn report(o: &Options) -> Result<Vec<String>, Error> {
    let rules = Rules::from_name(&o.rules)?;
    if o.audit {
        return audit_report(o, rules);
    }
    let (Some(t), Some(alpha)) = (o.t, o.alpha) else {
        return Err(Error::InvalidOption("give --t and --alpha"));
    };
    let (modulus, label) = match (&o.field, &o.modulus) {
        (Some(f), _) => (field_modulus(f)?, f.clone()),
        (None, Some(m)) => (
            encode::parse_uint(m)?,
            encode::to_decimal(&encode::parse_uint(m)?),
        ),
        (None, None) => return Err(Error::InvalidOption("give --field or --modulus")),
    };
    let r = round_numbers(&modulus, t, alpha, o.security, rules)?;
    let mut lines = vec![
        format!(
            "field {label}, t = {}, alpha = {}, security {} bits, rules {}",
            t,
            alpha,
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
        rp = rp.div_ceil(t) * t;
        lines.push(format!("R_P rounded up to a multiple of t: {rp}"));
    }
    lines.push(format!(
        "result: R_F = {rf}, R_P = {rp} ({} S-boxes)",
        t * rf + rp
    ));
    Ok(lines)
}
