//! Latency and throughput of the instructions the Goldilocks lane kernels
//! are built from, measured on the CPU it runs on (x86-64 with AVX-512F,
//! VL and IFMA). Prints a Markdown table; `docs/performance.md` quotes it.
//!
//! Run: `cargo run --release --manifest-path tools/x86-latency/Cargo.toml`
//! (one core: prefix `taskset -c 1`). Cycles are derived from a chain of
//! dependent 64-bit additions (one cycle each), so they hold whatever the
//! clock runs at.

#[cfg(target_arch = "x86_64")]
mod lanes;
#[cfg(target_arch = "x86_64")]
mod ops;

#[cfg(target_arch = "x86_64")]
fn main() {
    let missing: Vec<&str> = [
        ("avx512f", std::arch::is_x86_feature_detected!("avx512f")),
        ("avx512vl", std::arch::is_x86_feature_detected!("avx512vl")),
        (
            "avx512ifma",
            std::arch::is_x86_feature_detected!("avx512ifma"),
        ),
        ("bmi2", std::arch::is_x86_feature_detected!("bmi2")),
    ]
    .into_iter()
    .filter_map(|(name, present)| (!present).then_some(name))
    .collect();
    if !missing.is_empty() {
        eprintln!("this CPU lacks {}", missing.join(", "));
        std::process::exit(1);
    }
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    lanes::check();
    let ns_per_cycle = ops::calibrate();
    println!(
        "CPU: {model}; clock during the run: {:.2} GHz\n",
        1.0 / ns_per_cycle
    );
    println!("| what | latency (cycles) | throughput (cycles per instruction) |");
    println!("|---|---:|---:|");
    ops::table(ns_per_cycle);
    println!();
    println!("| Goldilocks product chain | cycles per product |");
    println!("|---|---:|");
    lanes::table(ns_per_cycle);
}

#[cfg(not(target_arch = "x86_64"))]
fn main() {
    eprintln!("x86-64 only");
}
