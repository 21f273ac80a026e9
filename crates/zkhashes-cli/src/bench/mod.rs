//! `zkhashes bench`: every shipped hasher in the Miden / ethresear.ch
//! scenarios (2-to-1 merge, 100 elements) and every permutation alone,
//! then the 2-to-1 hashers' batch modes over many pairs (one core, every
//! core), beside BLAKE3, SHA3-256 and SHA-256 over as many bytes, and every
//! Merkle scheme's tree (one core, every core) beside a BLAKE3 tree of the
//! same leaves; a Markdown table or `--json`.

mod batch;
mod case;
mod catalogue;
mod measure;
mod report;
mod trees;

use crate::progress::Progress;
use case::Case;
use measure::Budget;
use zkhashes::Error;

/// What `zkhashes bench` was asked for.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// A short run (about 60 ms a row; a tree row at least six builds).
    pub quick: bool,
    /// JSON instead of the table.
    pub json: bool,
    /// Keep the rows whose `name/field/scenario` contains this text.
    pub filter: Option<String>,
}

/// One measured row.
pub struct Row {
    /// The case measured.
    pub case: Case,
    /// Median seconds per hash (a batch row's time over its batch).
    pub seconds: f64,
}

/// The rows `filter` keeps, plus the BLAKE3 rows their ×BLAKE3 column
/// needs; an error if it keeps none.
fn select(filter: Option<&str>) -> Result<Vec<Case>, Error> {
    let all = catalogue::all();
    let Some(filter) = filter else {
        return Ok(all);
    };
    let needle = filter.to_ascii_lowercase();
    let kept: Vec<bool> = all.iter().map(|c| c.id().contains(&needle)).collect();
    if !kept.contains(&true) {
        return Err(Error::InvalidOption(
            "--filter matches no row (see `zkhashes bench` for the names)",
        ));
    }
    let needs = |c: &Case| {
        c.name == "blake3"
            && all
                .iter()
                .zip(&kept)
                .any(|(o, &k)| k && report::beside_blake3(o, c))
    };
    let keep: Vec<bool> = all.iter().zip(&kept).map(|(c, &k)| k || needs(c)).collect();
    Ok(all
        .into_iter()
        .zip(keep)
        .filter_map(|(c, k)| k.then_some(c))
        .collect())
}

/// Runs the benchmark and prints the table (or JSON) on stdout, progress
/// on stderr.
pub fn run(options: &Options) -> Result<(), Error> {
    let cases = select(options.filter.as_deref())?;
    let budget = if options.quick {
        Budget::QUICK
    } else {
        Budget::FULL
    };
    let total = cases.len();
    // Warm up and size every row, then take the samples in rounds (one
    // sample of every row per round), so that a burst of load from
    // elsewhere spreads over many rows' samples instead of all of one row's.
    let mut iters = Vec::with_capacity(total);
    let warm_up = Progress::bar(total as u64, "bench: warm-up");
    for (i, case) in cases.iter().enumerate() {
        warm_up.set(i as u64, &case.id());
        if !case.agrees_with_registry() {
            return Err(Error::InvalidParameters(
                "a bench row does not compute what the registry computes under its name",
            ));
        }
        iters.push(measure::calibrate(case.work.as_ref(), budget));
    }
    drop(warm_up);
    let mut samples = vec![Vec::with_capacity(budget.samples); total];
    let rounds = Progress::bar(budget.samples as u64, "bench: samples");
    for round in 0..budget.samples {
        rounds.set(round as u64, "");
        for ((case, &n), s) in cases.iter().zip(&iters).zip(&mut samples) {
            s.push(measure::sample(case.work.as_ref(), n));
        }
    }
    let rows: Vec<Row> = cases
        .into_iter()
        .zip(&mut samples)
        .map(|(case, s)| Row {
            seconds: measure::median(s) / case.per_run as f64,
            case,
        })
        .collect();
    drop(rounds);
    let out = if options.json {
        report::json(&rows, options.quick)
    } else {
        report::table(&rows, budget)
    };
    crate::out(&out);
    Ok(())
}

#[cfg(test)]
mod tests;
