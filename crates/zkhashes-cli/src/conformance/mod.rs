//! `zkhashes conformance`: runs the conformance suite (`conformance/suite.json`,
//! compiled in; `docs/conformance.md`) against zkhashes itself or against
//! any program (`--cmd`), which reads one JSON request a line on stdin and
//! writes one JSON answer a line on stdout; prints a table of pass / fail /
//! not supported per instance, naming each instance's first failing vector.

mod backend;
mod suite;

use crate::out;
use suite::{Case, Expect};

/// The suite shipped with this build (`reference/gen_conformance.py` writes it).
const SUITE: &str = include_str!("../../../../conformance/suite.json");

/// The command line of `zkhashes conformance`.
#[derive(clap::Args, Debug)]
pub struct Options {
    /// The program to check, run by `sh -c` (default: zkhashes itself).
    #[arg(long, value_name = "COMMAND")]
    cmd: Option<String>,
    /// Only the instances whose ID contains this text.
    #[arg(long, value_name = "ID")]
    filter: Option<String>,
    /// A suite file instead of the one compiled in.
    #[arg(long, value_name = "FILE")]
    suite: Option<String>,
    /// Random differential cases per instance, their answers computed by
    /// zkhashes (inputs drawn from --seed, shaped as the instance's vectors).
    #[arg(long, default_value_t = 0, value_name = "N")]
    random: usize,
    /// The seed of the random cases.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// List the suite's instances (ID, cases, upstream) and stop.
    #[arg(long)]
    list: bool,
}

/// What one case came to.
enum Outcome {
    Pass,
    Fail(String),
    Unsupported,
}

/// Runs the suite: `Ok(true)` when no case failed; `Err` for a suite that
/// does not parse or a program that cannot be started.
pub fn run(o: &Options) -> Result<bool, String> {
    let text = match &o.suite {
        Some(path) => std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?,
        None => SUITE.to_string(),
    };
    let suite = suite::parse(&text)?;
    let wanted = |id: &str| o.filter.as_deref().is_none_or(|f| id.contains(f));
    if o.list {
        for i in suite.instances.iter().filter(|i| wanted(&i.id)) {
            out(&format!(
                "{:<44} {:>4} cases  {}",
                i.id,
                i.cases,
                i.upstream.join("; ")
            ));
        }
        return Ok(true);
    }
    let mut cases: Vec<Case> = suite.cases.into_iter().filter(|c| wanted(&c.id)).collect();
    if cases.is_empty() {
        return Err("no case matches --filter".into());
    }
    if o.random > 0 {
        let extra = suite::random_cases(&cases, o.random, o.seed);
        cases.extend(extra);
    }
    let answers = match &o.cmd {
        None => cases.iter().map(backend::zkhashes).collect(),
        Some(cmd) => backend::command(cmd, &cases)?,
    };
    Ok(report(&suite.version, &cases, &answers, o))
}

fn judge(case: &Case, answer: &backend::Answer) -> Outcome {
    use backend::Answer as A;
    match (&case.expect, answer) {
        (_, A::Unsupported) => Outcome::Unsupported,
        (Expect::Outputs(want), A::Outputs(got)) if want == got => Outcome::Pass,
        (Expect::Outputs(want), A::Outputs(got)) => Outcome::Fail(format!(
            "outputs differ: expected {}, got {}",
            suite::show(want),
            suite::show(got)
        )),
        (Expect::Outputs(_), A::Error(e)) => {
            Outcome::Fail(format!("expected outputs, got error {e:?}"))
        }
        (Expect::Error(_), A::Error(_)) => Outcome::Pass,
        (Expect::Error(kind), A::Outputs(got)) => Outcome::Fail(format!(
            "expected an error ({kind}), got outputs {}",
            suite::show(got)
        )),
        (_, A::Broken(why)) => Outcome::Fail(why.clone()),
    }
}

/// Prints the table; true when nothing failed.
fn report(version: &str, cases: &[Case], answers: &[backend::Answer], o: &Options) -> bool {
    struct Row {
        id: String,
        pass: usize,
        fail: usize,
        unsupported: usize,
        first: Option<String>,
    }
    let mut rows: Vec<Row> = Vec::new();
    for (case, answer) in cases.iter().zip(answers) {
        let row = match rows.iter().position(|r| r.id == case.id) {
            Some(k) => &mut rows[k],
            None => {
                rows.push(Row {
                    id: case.id.clone(),
                    pass: 0,
                    fail: 0,
                    unsupported: 0,
                    first: None,
                });
                rows.last_mut().expect("just pushed")
            }
        };
        match judge(case, answer) {
            Outcome::Pass => row.pass += 1,
            Outcome::Unsupported => row.unsupported += 1,
            Outcome::Fail(why) => {
                row.fail += 1;
                row.first
                    .get_or_insert_with(|| format!("case {} ({}): {why}", case.index, case.source));
            }
        }
    }
    let target = o.cmd.as_deref().unwrap_or("zkhashes (built in)");
    out(&format!(
        "conformance suite v{version}, {} cases{}, against {target}",
        cases.len(),
        if o.random > 0 {
            format!(" ({} random a instance, seed {})", o.random, o.seed)
        } else {
            String::new()
        }
    ));
    out(&format!(
        "| {:<44} | {:>4} | {:>4} | {:>13} | first failure |",
        "instance", "pass", "fail", "not supported"
    ));
    out(&format!(
        "|{:-<46}|{:-<6}|{:-<6}|{:-<15}|---|",
        "", "", "", ""
    ));
    rows.sort_by(|a, b| a.id.cmp(&b.id));
    let (mut pass, mut fail, mut unsupported) = (0, 0, 0);
    for r in &rows {
        out(&format!(
            "| {:<44} | {:>4} | {:>4} | {:>13} | {} |",
            r.id,
            r.pass,
            r.fail,
            r.unsupported,
            r.first.as_deref().unwrap_or("")
        ));
        pass += r.pass;
        fail += r.fail;
        unsupported += r.unsupported;
    }
    let verdict = |f: fn(&Row) -> bool| rows.iter().filter(|r| f(r)).count();
    out(&format!(
        "{} instances: {} pass, {} fail, {} not supported; {pass} cases pass, {fail} fail, {unsupported} not supported",
        rows.len(),
        verdict(|r| r.fail == 0 && r.pass > 0),
        verdict(|r| r.fail > 0),
        verdict(|r| r.fail == 0 && r.pass == 0),
    ));
    fail == 0
}
