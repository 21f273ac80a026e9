//! Tests in `tests/`; here only what the benches share: the interleaved ratio table.

use std::time::Instant;

/// A timed case's work, run once per call.
pub type Run = Box<dyn FnMut()>;

/// The mean time of `iters` calls of `f`, in seconds.
pub fn sample(f: &mut Run, iters: u32) -> f64 {
    let start = Instant::now();
    for _ in 0..iters {
        f();
    }
    start.elapsed().as_secs_f64() / f64::from(iters)
}

/// The median of `v` (sorted in place).
pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Each case once (`-- --test`, a smoke run), or else the table: for each case 31 interleaved
/// samples of ours and the peer's (about 2 ms each), their medians and the ratio peer / ours.
/// `title` heads the table, `peer` names its column.
pub fn ratio_table(title: &str, peer: &str, cases: &mut [(&str, Run, Run)]) {
    if std::env::args().any(|a| a == "--test") {
        for (_, o, p) in cases.iter_mut() {
            o();
            p();
        }
        return;
    }
    println!("## {title} (interleaved samples, medians; ratio = peer / zkhashes)\n");
    println!("| benchmark | zkhashes | {peer} | ratio |");
    println!("|---|---:|---:|---:|");
    for (name, o, p) in cases.iter_mut() {
        let once = sample(o, 10).max(1e-9);
        let iters = ((2e-3 / once) as u32).clamp(1, 1_000_000);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for _ in 0..31 {
            a.push(sample(o, iters));
            b.push(sample(p, iters));
        }
        let (a, b) = (median(&mut a), median(&mut b));
        println!(
            "| {name} | {:.3} µs | {:.3} µs | {:.2}x |",
            a * 1e6,
            b * 1e6,
            b / a
        );
    }
}
