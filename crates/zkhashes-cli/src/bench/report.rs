//! The table and the JSON document of `zkhashes bench`.

use super::case::{Case, Scenario};
use super::measure::Budget;
use super::Row;
use std::fmt::Write as _;
use zkhashes::instances::registry::Kind;

/// Whether `blake3` is the BLAKE3 row that `row` is set beside: a hasher
/// row and BLAKE3 over the same number of bytes in the same scenario.
pub fn beside_blake3(row: &Case, blake3: &Case) -> bool {
    blake3.baseline
        && blake3.name == "blake3"
        && row.kind == Kind::Hasher
        && row.scenario == blake3.scenario
        && row.bytes == blake3.bytes
}

/// `row`'s time over BLAKE3's on the same input size (`None` for
/// permutations and BLAKE3-less filters).
fn x_blake3(row: &Row, rows: &[Row]) -> Option<f64> {
    rows.iter()
        .find(|b| beside_blake3(&row.case, &b.case))
        .map(|b| row.seconds / b.seconds)
}

/// The CPU's model name (Linux), else the architecture.
pub fn cpu() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string())
}

fn fmt_time(s: f64) -> String {
    match s {
        s if s >= 1e-3 => format!("{:.2} ms", s * 1e3),
        s if s >= 1e-6 => format!("{:.2} µs", s * 1e6),
        s => format!("{:.1} ns", s * 1e9),
    }
}

fn fmt_rate(per_second: f64) -> String {
    match per_second {
        r if r >= 1e6 => format!("{:.2} M", r / 1e6),
        r if r >= 1e3 => format!("{:.1} k", r / 1e3),
        r => format!("{r:.0}"),
    }
}

/// The Markdown table, headed by the CPU and the sampling.
pub fn table(rows: &[Row], budget: Budget) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "zkhashes {} bench on {} ({} threads): median of {} samples of {} ms per row, taken in rounds over all rows\n",
        env!("CARGO_PKG_VERSION"),
        cpu(),
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        budget.samples,
        budget.sample.as_millis(),
    );
    s.push_str("| hash | field | scenario | input | time | hashes/s | ×BLAKE3 |\n");
    s.push_str("|---|---|---|---:|---:|---:|---:|\n");
    for row in rows {
        let c = &row.case;
        let x = x_blake3(row, rows).map_or_else(|| "—".to_string(), |x| format!("{x:.1}"));
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} B | {} | {} | {} |",
            c.name,
            c.field,
            c.scenario,
            c.bytes,
            fmt_time(row.seconds),
            fmt_rate(1.0 / row.seconds),
            x
        );
    }
    s.push_str(
        "\nTime per hash (or permutation; per tree for the tree rows, hashes/s then being trees/s); \
         ×BLAKE3 = time / BLAKE3's time over the same number of bytes (for trees: a BLAKE3 binary \
         tree of the same leaves). Absolute times vary between machines and runs; the ratios travel.",
    );
    s
}

/// The row's instance ID, as `zkhashes params --audit` and the conformance
/// suite name it (`None` for the byte-hash baselines).
fn instance_id(c: &Case, ids: &[zkhashes::params::Instance]) -> Option<String> {
    let (kind, width) = match (c.baseline, c.kind, c.scenario) {
        (true, _, _) => return None,
        (false, _, Scenario::Tree(_)) => ("merkle", 0),
        (false, Kind::Permutation, Scenario::Permutation(t)) => ("permutation", t),
        (false, Kind::Permutation, _) => return None,
        (false, Kind::Hasher, _) => ("hasher", 0),
    };
    ids.iter()
        .find(|i| i.entry == c.name && i.field == c.field && i.kind == kind && i.width == width)
        .map(|i| i.id.clone())
}

/// The same figures as JSON: `{ version, cpu, quick, rows: [{ id, name,
/// field, kind, scenario, input_bytes, seconds, hashes_per_second, x_blake3
/// }] }`; `id` is the instance ID (`null` for the byte-hash baselines).
pub fn json(rows: &[Row], quick: bool) -> String {
    let ids = zkhashes::params::instances();
    let items: Vec<serde_json::Value> = rows
        .iter()
        .map(|row| {
            let c = &row.case;
            serde_json::json!({
                "id": instance_id(c, &ids),
                "name": c.name,
                "field": c.field,
                "kind": match (c.baseline, c.kind, c.scenario) {
                    (true, _, _) => "baseline",
                    (false, _, Scenario::Tree(_)) => "merkle",
                    (false, Kind::Hasher, _) => "hasher",
                    (false, Kind::Permutation, _) => "permutation",
                },
                "scenario": c.scenario.to_string(),
                "input_bytes": c.bytes,
                "seconds": row.seconds,
                "hashes_per_second": 1.0 / row.seconds,
                "x_blake3": x_blake3(row, rows),
            })
        })
        .collect();
    let doc = serde_json::json!({
        "version": env!("CARGO_PKG_VERSION"),
        "cpu": cpu(),
        "quick": quick,
        "rows": items,
    });
    serde_json::to_string_pretty(&doc).expect("JSON of plain values")
}
