//! Benchmarks only: see `benches/` and README.md. This library holds the
//! interleaved ratio measurement the benches share.

use criterion::{BenchmarkId, Criterion};
use std::hint::black_box;
use std::time::Instant;
use zkhashes::Field;

/// One comparison: our function and the peer's, doing the same work.
pub struct Case {
    /// `family/field/variant`.
    pub name: &'static str,
    /// Ours.
    pub ours: Box<dyn FnMut()>,
    /// The peer's.
    pub peer: Box<dyn FnMut()>,
    /// The peer's name.
    pub peer_name: &'static str,
}

/// `f` as a timed closure, on one core (in a one-thread rayon pool, so
/// that rayon-parallel code runs serially) or on every core.
pub fn on_cores(one_core: bool, f: impl Fn() + Send + Sync + 'static) -> Box<dyn FnMut()> {
    let pool = one_core.then(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .expect("a one-thread pool")
    });
    Box::new(move || match &pool {
        Some(p) => p.install(&f),
        None => f(),
    })
}

/// The name filter of a bench run: criterion's first free argument (not an
/// option, not the value of one, not criterion's own `nomatch`), which
/// benches also apply to their ratio tables.
pub fn name_filter() -> Option<String> {
    const VALUED: [&str; 13] = [
        "--warm-up-time",
        "--measurement-time",
        "--sample-size",
        "--save-baseline",
        "--baseline",
        "--noise-threshold",
        "--confidence-level",
        "--significance-level",
        "--nresamples",
        "--profile-time",
        "--output-format",
        "--color",
        "--plotting-backend",
    ];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if VALUED.contains(&a.as_str()) {
            args.next();
        } else if !a.starts_with('-') && a != "nomatch" {
            return Some(a);
        }
    }
    None
}

/// Seconds per call of `f` over `iters` calls.
pub fn sample(f: &mut dyn FnMut(), iters: u32) -> f64 {
    let start = Instant::now();
    for _ in 0..iters {
        f();
    }
    start.elapsed().as_secs_f64() / f64::from(iters)
}

/// The median (sorts `v`).
pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// `1.23 µs` or `456.78 ns`.
pub fn fmt_time(s: f64) -> String {
    if s >= 1e-6 {
        format!("{:.2} µs", s * 1e6)
    } else {
        format!("{:.2} ns", s * 1e9)
    }
}

/// Prints `| name | ours | peer | peer time | ratio |` rows measured by
/// interleaving 31 batches of ~2 ms (ours, peer, ours, …) and taking
/// medians; returns (name, our seconds per call).
pub fn ratio_rows(cases: &mut [Case]) -> Vec<(&'static str, f64)> {
    const ROUNDS: usize = 31;
    println!("| benchmark | zkhashes | peer | peer time | ratio |");
    println!("|---|---:|---|---:|---:|");
    let mut out = Vec::new();
    for case in cases.iter_mut() {
        let once = sample(&mut case.ours, 10).max(1e-9);
        let iters = ((2e-3 / once) as u32).clamp(1, 1_000_000);
        let (mut ours, mut peer) = (Vec::new(), Vec::new());
        for _ in 0..ROUNDS {
            ours.push(sample(&mut case.ours, iters));
            peer.push(sample(&mut case.peer, iters));
        }
        let (o, p) = (median(&mut ours), median(&mut peer));
        println!(
            "| {} | {} | {} | {} | {:.2}x |",
            case.name,
            fmt_time(o),
            case.peer_name,
            fmt_time(p),
            p / o
        );
        out.push((case.name, o));
    }
    out
}

/// Registers every case as a criterion group `name` with the functions
/// `zkhashes` and the peer's name, runs them (or, under `--test`, each
/// once) and prints criterion's summary.
pub fn criterion_groups(cases: &mut [Case]) {
    let mut c = Criterion::default().configure_from_args();
    for case in cases.iter_mut() {
        let mut group = c.benchmark_group(case.name);
        group.bench_function(BenchmarkId::from_parameter("zkhashes"), |b| {
            b.iter(&mut case.ours)
        });
        group.bench_function(BenchmarkId::from_parameter(case.peer_name), |b| {
            b.iter(&mut case.peer)
        });
        group.finish();
    }
    c.final_summary();
}

/// Multiplication throughput of `F` (8 independent chains of products),
/// seconds per product.
pub fn mul_throughput<F: Field>() -> f64 {
    let mut xs: [F; 8] =
        core::array::from_fn(|i| F::from_u64(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i as u64 + 1)));
    let y = F::from_u64(0x1234_5678_9abc_def1);
    let mut chains = || {
        for _ in 0..32 {
            for x in xs.iter_mut() {
                *x *= y;
            }
        }
        black_box(xs);
    };
    let mut v: Vec<f64> = (0..31).map(|_| sample(&mut chains, 2000)).collect();
    median(&mut v) / 256.0
}

/// Prints the floor table: for each `(name, muls, mul)`, the multiplications
/// per permutation, the measured time per multiplication, their product (the
/// floor) and the time measured for `name` in `measured` ([`ratio_rows`]).
pub fn floor_table(rows: &[(&str, usize, f64)], measured: &[(&'static str, f64)]) {
    println!("| permutation | muls | mul | floor | measured |");
    println!("|---|---:|---:|---:|---:|");
    for &(name, muls, mul) in rows {
        let ours = measured.iter().find(|(n, _)| *n == name).map(|m| m.1);
        println!(
            "| {name} | {muls} | {} | {} | {} |",
            fmt_time(mul),
            fmt_time(muls as f64 * mul),
            ours.map_or_else(|| "-".into(), fmt_time)
        );
    }
}

/// Whether this is a smoke run (every benchmark once, no tables): `cargo
/// test --benches` (which passes no `--bench`, criterion's test mode too) or
/// `cargo bench -- --test`.
pub fn smoke_run() -> bool {
    let args: Vec<String> = std::env::args().collect();
    args.iter().any(|a| a == "--test") || !args.iter().any(|a| a == "--bench")
}

/// A bench binary's `main`: every case as a criterion group, then (unless a
/// smoke run, [`smoke_run`]) `heading` and the interleaved ratio table;
/// `None` in a smoke run, else the table's rows.
pub fn criterion_then_ratios(
    cases: &mut [Case],
    heading: &str,
) -> Option<Vec<(&'static str, f64)>> {
    let smoke = smoke_run();
    criterion_groups(cases);
    if smoke {
        return None;
    }
    println!("\n## {heading}\n");
    Some(ratio_rows(cases))
}

/// `n` pseudo-random words below `p` (xorshift from `seed`), the inputs of
/// the benches that feed a peer and us the same values.
pub fn words(n: usize, seed: u64, p: u64) -> Vec<u64> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % p
        })
        .collect()
}
