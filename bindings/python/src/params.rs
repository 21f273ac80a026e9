//! `zkhashes.params`: the round numbers the security inequalities require
//! and the audit of every registry instance (`zkhashes::params`), as dicts.

use crate::convert::to_u256;
use crate::errors::to_py;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use zkhashes::params::{self, Design, Rules, Verdict};
use zkhashes::Error;

fn rules(py: Python<'_>, name: &str) -> PyResult<Rules> {
    Rules::from_name(name).map_err(|e| to_py(py, e, ""))
}

/// The round numbers for a field (by name, or `modulus`: a prime as an int),
/// width `t` and S-box `x^alpha` at `security` bits under `rules`
/// ("current" or "2019"): a dict of rounds_full, rounds_partial (with the
/// margin), min_rounds_full, min_rounds_partial, sbox_cost, binding and
/// bounds (each a dict of name, required, holds).
#[pyfunction]
#[pyo3(signature = (t, alpha, *, field=None, modulus=None, security=128, rules="current"))]
pub fn round_numbers<'py>(
    py: Python<'py>,
    t: usize,
    alpha: u64,
    field: Option<&str>,
    modulus: Option<Bound<'py, PyAny>>,
    security: u32,
    rules: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let rules = self::rules(py, rules)?;
    let p = match (field, modulus) {
        (Some(f), None) => params::field_modulus(f).map_err(|e| to_py(py, e, ""))?,
        (None, Some(m)) => to_u256(&m, 0, true)?,
        _ => {
            return Err(to_py(
                py,
                Error::InvalidOption("give field= or modulus=, not both"),
                "",
            ))
        }
    };
    let r = params::round_numbers(&p, t, alpha, security, rules).map_err(|e| to_py(py, e, ""))?;
    let d = PyDict::new(py);
    d.set_item("rounds_full", r.rounds_full)?;
    d.set_item("rounds_partial", r.rounds_partial)?;
    d.set_item("min_rounds_full", r.min_rounds_full)?;
    d.set_item("min_rounds_partial", r.min_rounds_partial)?;
    d.set_item("sbox_cost", r.sbox_cost)?;
    d.set_item("binding", r.binding.clone())?;
    let bounds: Vec<Bound<'py, PyDict>> = r
        .bounds
        .iter()
        .map(|b| {
            let x = PyDict::new(py);
            x.set_item("name", b.name)?;
            x.set_item("required", b.required)?;
            x.set_item("holds", b.holds)?;
            Ok(x)
        })
        .collect::<PyResult<_>>()?;
    d.set_item("bounds", bounds)?;
    Ok(d)
}

/// The audit of every registry instance (`zkhashes params --audit`): a list
/// of dicts with id, entry, kind, field, width, alpha / rounds_full /
/// rounds_partial (None outside the HADES family), min_rounds_partial and
/// min_rounds_partial_with_margin (None where not computed), verdict
/// ("margin", "no-margin", "below", "not-covered", "inherited"), failing
/// (the bounds that fail), constants (where they come from), regenerated
/// (None, or a dict of values and first_difference), flagged and line.
#[pyfunction]
#[pyo3(signature = (*, security=128, rules="current"))]
pub fn audit<'py>(
    py: Python<'py>,
    security: u32,
    rules: &str,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let rules = self::rules(py, rules)?;
    let lines = params::audit(security, rules).map_err(|e| to_py(py, e, ""))?;
    lines
        .iter()
        .map(|l| {
            let i = &l.instance;
            let d = PyDict::new(py);
            d.set_item("id", &i.id)?;
            d.set_item("entry", i.entry)?;
            d.set_item("kind", i.kind)?;
            d.set_item("field", i.field)?;
            d.set_item("width", i.width)?;
            let (alpha, rf, rp) = match &i.design {
                Design::Rounds {
                    alpha,
                    rounds_full,
                    rounds_partial,
                    ..
                } => (Some(*alpha), Some(*rounds_full), Some(*rounds_partial)),
                _ => (None, None, None),
            };
            d.set_item("alpha", alpha)?;
            d.set_item("rounds_full", rf)?;
            d.set_item("rounds_partial", rp)?;
            d.set_item(
                "min_rounds_partial",
                l.check.as_ref().and_then(|c| c.min_rounds_partial),
            )?;
            d.set_item(
                "min_rounds_partial_with_margin",
                l.check
                    .as_ref()
                    .and_then(|c| c.min_rounds_partial_with_margin),
            )?;
            let (verdict, failing) = match &l.verdict {
                Verdict::Margin => ("margin", Vec::new()),
                Verdict::NoMargin => ("no-margin", Vec::new()),
                Verdict::Below(b) => ("below", b.clone()),
                Verdict::NotCovered(_) => ("not-covered", Vec::new()),
                Verdict::Inherited => ("inherited", Vec::new()),
            };
            d.set_item("verdict", verdict)?;
            d.set_item("failing", failing)?;
            let constants = match i.constants {
                params::Constants::Generated { recipe, .. } => recipe,
                params::Constants::GeneratedByTest { recipe } => recipe,
                params::Constants::Published(what) => what,
                params::Constants::Inherited => "its permutations'",
            };
            d.set_item("constants", constants)?;
            let regenerated = match l.regenerated {
                Some(r) => {
                    let x = PyDict::new(py);
                    x.set_item("values", r.values)?;
                    x.set_item("first_difference", r.first_difference)?;
                    Some(x)
                }
                None => None,
            };
            d.set_item("regenerated", regenerated)?;
            d.set_item("flagged", l.flagged())?;
            d.set_item("line", l.line())?;
            Ok(d)
        })
        .collect()
}
