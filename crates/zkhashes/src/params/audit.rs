//! The audit of every registry instance (`zkhashes params --audit`): its
//! field, width, S-box and round numbers against the inequalities of
//! [`super::rounds`], and its constants' origin, regenerated where the core
//! runs their generator.
//!
//! `params::instances` lists every permutation (one line per width), hasher
//! and Merkle scheme that `zkhashes list` prints, each with a stable ID
//! (`<family>/<ecosystem>/<field>/t<width>`); [`audit_instance`] evaluates
//! one, `params::audit` all.
//! What the formulas cover, and what they do not, is in `docs/params.md`.

use super::rounds::{check_rounds, field_modulus, RoundsCheck, Rules};
use crate::Error;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// How an instance is built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Design {
    /// A HADES-style design (Poseidon, Poseidon2, Starknet's Hades): R_F full
    /// rounds and R_P partial rounds of x^α. R_P = 0 is a full-rounds-only
    /// design (Mina's).
    Rounds {
        /// "Poseidon", "Poseidon2" or "Hades".
        family: &'static str,
        /// The S-box exponent.
        alpha: u64,
        /// Full rounds.
        rounds_full: usize,
        /// Partial rounds.
        rounds_partial: usize,
    },
    /// A design the Poseidon inequalities do not model.
    Other {
        /// Its rounds, in words.
        rounds: &'static str,
        /// Why the formulas do not apply.
        why: &'static str,
    },
    /// A hasher or Merkle scheme: the permutations it runs (their IDs).
    Over(String),
}

/// Where an instance's constants come from.
#[derive(Clone, Copy, Debug)]
pub enum Constants {
    /// Drawn by a generator the audit runs again; `regenerate` compares the
    /// fresh draw with the constants the instance runs.
    Generated {
        /// The generator, in words.
        recipe: &'static str,
        /// Draws them again and compares.
        regenerate: fn() -> Regenerated,
    },
    /// Drawn by a generator that needs a hash the core does not link (SHAKE,
    /// BLAKE3, ChaCha): the test `constants_fresh` draws the table again.
    GeneratedByTest {
        /// The generator, in words.
        recipe: &'static str,
    },
    /// Published values with no generator to run.
    Published(&'static str),
    /// The constants of the permutations it runs over.
    Inherited,
}

/// A regeneration's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Regenerated {
    /// How many values the instance runs (round constants, and the matrix
    /// where it is drawn too).
    pub values: usize,
    /// The first value, in generation order, that differs (`None`: all equal).
    pub first_difference: Option<usize>,
    /// (α, R_F, R_P) of the instance the constants were read from: what the
    /// code runs, set against the [`Design::Rounds`] the audit states.
    pub runs: (u64, usize, usize),
}

/// One registry instance.
#[derive(Clone, Debug)]
pub struct Instance {
    /// The stable ID, `<family>/<ecosystem>/<field>/t<width>` (permutations)
    /// or `<registry name>/<field>` (hashers and trees).
    pub id: String,
    /// The registry name (`zkhashes list`).
    pub entry: &'static str,
    /// "permutation", "hasher" or "merkle".
    pub kind: &'static str,
    /// The field's registry name.
    pub field: &'static str,
    /// The state width (0 for hashers and trees).
    pub width: usize,
    /// Its design and round numbers.
    pub design: Design,
    /// Its constants.
    pub constants: Constants,
}

/// What the audit says of an instance's round numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every bound holds with the scripts' margin.
    Margin,
    /// Every bound holds at the instance's rounds, but not with the margin.
    NoMargin,
    /// Bounds fail at the instance's rounds (their names): flagged.
    Below(Vec<&'static str>),
    /// The formulas do not model this design.
    NotCovered(&'static str),
    /// A hasher or tree: its permutations' lines carry the verdict.
    Inherited,
}

/// One line of the audit.
#[derive(Clone, Debug)]
pub struct AuditLine {
    /// The instance.
    pub instance: Instance,
    /// The bounds at its round numbers (HADES-style designs).
    pub check: Option<RoundsCheck>,
    /// The verdict on its round numbers.
    pub verdict: Verdict,
    /// Its constants regenerated, where the core runs the generator.
    pub regenerated: Option<Regenerated>,
}

impl AuditLine {
    /// Whether the line needs attention: rounds below the formulas' minimum,
    /// regenerated constants that differ, or an instance that runs other
    /// round numbers than the audit states.
    pub fn flagged(&self) -> bool {
        matches!(self.verdict, Verdict::Below(_))
            || self
                .regenerated
                .is_some_and(|r| r.first_difference.is_some())
            || self.runs_other_rounds()
    }

    /// Whether the constants' instance runs another (α, R_F, R_P) than the
    /// audit's [`Design::Rounds`].
    pub fn runs_other_rounds(&self) -> bool {
        match (&self.instance.design, self.regenerated) {
            (
                Design::Rounds {
                    alpha,
                    rounds_full,
                    rounds_partial,
                    ..
                },
                Some(r),
            ) => r.runs != (*alpha, *rounds_full, *rounds_partial),
            _ => false,
        }
    }

    /// The line as `zkhashes params --audit` prints it.
    pub fn line(&self) -> String {
        let i = &self.instance;
        let design = match &i.design {
            Design::Rounds {
                family,
                alpha,
                rounds_full,
                rounds_partial,
            } => format!("{family} x^{alpha} R_F {rounds_full} R_P {rounds_partial}"),
            Design::Other { rounds, .. } => String::from(*rounds),
            Design::Over(ids) => format!("over {ids}"),
        };
        let minimum = match &self.check {
            Some(c) => format!(
                "min R_P {} (with margin {})",
                opt(c.min_rounds_partial),
                opt(c.min_rounds_partial_with_margin)
            ),
            None => String::from("-"),
        };
        let verdict = match &self.verdict {
            Verdict::Margin => String::from("ok, with margin"),
            Verdict::NoMargin => String::from("ok, below the margin"),
            Verdict::Below(b) => format!("BELOW THE MINIMUM ({})", b.join(", ")),
            Verdict::NotCovered(why) => format!("not covered: {why}"),
            Verdict::Inherited => String::from("see its permutations"),
        };
        let constants = match (&i.constants, self.regenerated) {
            (Constants::Generated { recipe, .. }, Some(r)) => {
                let runs = if self.runs_other_rounds() {
                    format!(
                        "; THE CODE RUNS x^{} R_F {} R_P {}",
                        r.runs.0, r.runs.1, r.runs.2
                    )
                } else {
                    String::new()
                };
                match r.first_difference {
                    None => format!("{recipe}; regenerated, {} values equal{runs}", r.values),
                    Some(k) => format!("{recipe}; REGENERATED VALUE {k} DIFFERS{runs}"),
                }
            }
            (Constants::Generated { recipe, .. }, None) => String::from(*recipe),
            (Constants::GeneratedByTest { recipe }, _) => {
                format!("{recipe}; regenerated by the test constants_fresh")
            }
            (Constants::Published(what), _) => format!("published: {what}"),
            (Constants::Inherited, _) => String::from("its permutations'"),
        };
        let t = if i.width > 0 {
            format!("t={}", i.width)
        } else {
            String::from("-")
        };
        format!(
            "{:<40} {:<11} {:<34} {:<10} {t:<5} {design:<32} {minimum:<28} {verdict} | constants: {constants}",
            i.id, i.kind, i.entry, i.field
        )
    }
}

fn opt(v: Option<usize>) -> String {
    v.map_or_else(|| String::from("none"), |v| format!("{v}"))
}

/// Audits one instance at `security` bits under `rules`.
///
/// Errors: an unknown field name in the instance.
pub fn audit_instance(
    instance: &Instance,
    security: u32,
    rules: Rules,
) -> Result<AuditLine, Error> {
    let (check, verdict) = match &instance.design {
        Design::Rounds {
            alpha,
            rounds_full,
            rounds_partial,
            ..
        } => {
            let modulus = field_modulus(instance.field)?;
            match check_rounds(
                &modulus,
                instance.width,
                *alpha,
                security,
                rules,
                *rounds_full,
                *rounds_partial,
            ) {
                Ok(c) => {
                    let verdict = if !c.holds {
                        Verdict::Below(c.failing.clone())
                    } else if c.holds_with_margin {
                        Verdict::Margin
                    } else {
                        Verdict::NoMargin
                    };
                    (Some(c), verdict)
                }
                Err(Error::InvalidParameters(why)) => (None, Verdict::NotCovered(why)),
                Err(e) => return Err(e),
            }
        }
        Design::Other { why, .. } => (None, Verdict::NotCovered(why)),
        Design::Over(_) => (None, Verdict::Inherited),
    };
    let regenerated = match instance.constants {
        Constants::Generated { regenerate, .. } => Some(regenerate()),
        _ => None,
    };
    Ok(AuditLine {
        instance: instance.clone(),
        check,
        verdict,
        regenerated,
    })
}
