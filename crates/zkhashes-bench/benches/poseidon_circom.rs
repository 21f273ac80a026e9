//! circom Poseidon over BN254: zkhashes beside light-poseidon in one process.
//!
//! Criterion measures every function (`poseidon-circom/bn254/{t3,t3-chained,t5}/{zkhashes,light-poseidon}`,
//! `field/bn254/mul-{latency,throughput}/{zkhashes,ark-ff}`); then a ratio table
//! is printed from interleaved samples (ours, peer, ours, peer, …; medians), so
//! both sides see the same machine load. `cargo bench -- --test` runs each once.

use ark_bn254::Fr as ArkFr;
use criterion::{BenchmarkId, Criterion};
use light_poseidon::{Poseidon as LightPoseidon, PoseidonHasher};
use std::hint::black_box;
use zkhashes::instances::circom;
use zkhashes::{Bn254Fr, Field, PrimeField};
use zkhashes_bench::{fmt_time, median, sample};

/// Dependent multiplications per latency sample / independent chains for throughput.
const CHAIN: usize = 256;
const LANES: usize = 8;
/// Hashes per chained sample: each output is the next hash's first input
/// (a Merkle path, a sponge), so one hash's latency is what counts.
const CHAINED: usize = 16;

fn ours_inputs<const N: usize>() -> [Bn254Fr; N] {
    core::array::from_fn(|i| {
        Bn254Fr::from_u64(0x1234_5678_9abc_def0 ^ (i as u64 + 1)).exp_u64(1001)
    })
}

fn ark_inputs<const N: usize>() -> [ArkFr; N] {
    core::array::from_fn(|i| {
        ArkFr::from(0x1234_5678_9abc_def0u64 ^ (i as u64 + 1)) * ArkFr::from(987654321u64)
    })
}

/// The same value as light-poseidon's element (32 big-endian bytes).
fn to_ark(x: &Bn254Fr) -> ArkFr {
    use ark_ff::PrimeField as _;
    let mut be = [0u8; 32];
    x.write_be_bytes(&mut be).expect("32 bytes");
    ArkFr::from_be_bytes_mod_order(&be)
}

fn mul_latency<F: Copy + core::ops::Mul<Output = F>>(x: F, y: F) -> F {
    let mut acc = x;
    for _ in 0..CHAIN {
        acc = acc * y;
    }
    acc
}

fn mul_throughput<F: Copy + core::ops::Mul<Output = F>>(xs: [F; LANES], y: F) -> [F; LANES] {
    let mut acc = xs;
    for _ in 0..CHAIN / LANES {
        for a in acc.iter_mut() {
            *a = *a * y;
        }
    }
    acc
}

struct Case {
    name: &'static str,
    ours: Box<dyn FnMut()>,
    peer: Box<dyn FnMut()>,
    /// Operations per call (to report per-operation times).
    ops: f64,
}

fn cases() -> Vec<Case> {
    let a2 = ours_inputs::<2>();
    let a4 = ours_inputs::<4>();
    let b2 = ark_inputs::<2>();
    let b4 = ark_inputs::<4>();
    let mut light3 = LightPoseidon::<ArkFr>::new_circom(2).expect("light-poseidon t=3");
    let mut light5 = LightPoseidon::<ArkFr>::new_circom(4).expect("light-poseidon t=5");
    let mut light3_chained = LightPoseidon::<ArkFr>::new_circom(2).expect("light-poseidon t=3");
    let (x, y) = (ours_inputs::<1>()[0], ours_inputs::<2>()[1]);
    let (ax, ay) = (ark_inputs::<1>()[0], ark_inputs::<2>()[1]);
    let xs = ours_inputs::<LANES>();
    let axs = ark_inputs::<LANES>();
    let mut cases = vec![
        Case {
            name: "poseidon-circom/bn254/t3",
            ours: Box::new(move || {
                black_box(circom::hash2(black_box(a2)));
            }),
            peer: Box::new(move || {
                black_box(light3.hash(black_box(&b2)).expect("hash"));
            }),
            ops: 1.0,
        },
        Case {
            name: "poseidon-circom/bn254/t3-chained",
            ours: Box::new(move || {
                let mut v = black_box(a2);
                for _ in 0..CHAINED {
                    v[0] = circom::hash2(v);
                }
                black_box(v);
            }),
            peer: Box::new(move || {
                let mut v = black_box(b2);
                for _ in 0..CHAINED {
                    v[0] = light3_chained.hash(&v).expect("hash");
                }
                black_box(v);
            }),
            ops: CHAINED as f64,
        },
        Case {
            name: "poseidon-circom/bn254/t5",
            ours: Box::new(move || {
                black_box(circom::hash4(black_box(a4)));
            }),
            peer: Box::new(move || {
                black_box(light5.hash(black_box(&b4)).expect("hash"));
            }),
            ops: 1.0,
        },
        Case {
            name: "field/bn254/mul-latency",
            ours: Box::new(move || {
                black_box(mul_latency(black_box(x), black_box(y)));
            }),
            peer: Box::new(move || {
                black_box(mul_latency(black_box(ax), black_box(ay)));
            }),
            ops: CHAIN as f64,
        },
        Case {
            name: "field/bn254/mul-throughput",
            ours: Box::new(move || {
                black_box(mul_throughput(black_box(xs), black_box(y)));
            }),
            peer: Box::new(move || {
                black_box(mul_throughput(black_box(axs), black_box(ay)));
            }),
            ops: CHAIN as f64,
        },
    ];
    cases.push(batch_case::<2>("poseidon-circom/bn254/t3-x1000"));
    cases.push(batch_case::<4>("poseidon-circom/bn254/t5-x1000"));
    cases
}

/// `circom::hash_batch` of `BATCH` rows of `N` inputs (one core: below the
/// threads' threshold) against light-poseidon hashing the same rows one by
/// one.
fn batch_case<const N: usize>(name: &'static str) -> Case {
    const BATCH: usize = 1000;
    let rows: Vec<Bn254Fr> = (0..(BATCH * N) as u64)
        .map(|k| {
            Bn254Fr::from_u256_reduced(&[0x9e37_79b9_7f4a_7c15u64.wrapping_mul(k + 1), k, 7, 1])
        })
        .collect();
    let peer_rows: Vec<ArkFr> = rows.iter().map(to_ark).collect();
    let mut light = LightPoseidon::<ArkFr>::new_circom(N).expect("light-poseidon");
    let mut out = vec![Bn254Fr::default(); BATCH];
    Case {
        name,
        ours: Box::new(move || {
            circom::hash_batch(black_box(&rows), N, Bn254Fr::default(), 1, &mut out)
                .expect("a built-in width");
            black_box(&out);
        }),
        peer: Box::new(move || {
            for row in black_box(&peer_rows).chunks_exact(N) {
                black_box(light.hash(row).expect("hash"));
            }
        }),
        ops: BATCH as f64,
    }
}

fn criterion_benches(c: &mut Criterion, cases: &mut [Case]) {
    for case in cases.iter_mut() {
        let mut group = c.benchmark_group(case.name);
        group.bench_function(BenchmarkId::from_parameter("zkhashes"), |b| {
            b.iter(&mut case.ours)
        });
        group.bench_function(BenchmarkId::from_parameter(peer_name(case.name)), |b| {
            b.iter(&mut case.peer)
        });
        group.finish();
    }
}

fn peer_name(case: &str) -> &'static str {
    if case.starts_with("field/") {
        "ark-ff"
    } else {
        "light-poseidon"
    }
}

fn ratio_table(cases: &mut [Case]) {
    const ROUNDS: usize = 31;
    println!("\n## zkhashes vs peers (interleaved samples, medians; ratio = peer / zkhashes)\n");
    println!("| benchmark | zkhashes | peer | peer time | ratio |");
    println!("|---|---:|---|---:|---:|");
    let mut mul_throughput_ns = None;
    let mut measured = Vec::new();
    for case in cases.iter_mut() {
        // Calibrate to ~2 ms per batch.
        let once = sample(&mut case.ours, 10).max(1e-9);
        let iters = ((2e-3 / once) as u32).clamp(1, 1_000_000);
        let (mut ours, mut peer) = (Vec::new(), Vec::new());
        for _ in 0..ROUNDS {
            ours.push(sample(&mut case.ours, iters));
            peer.push(sample(&mut case.peer, iters));
        }
        let (o, p) = (median(&mut ours) / case.ops, median(&mut peer) / case.ops);
        if case.name == "field/bn254/mul-throughput" {
            mul_throughput_ns = Some(o * 1e9);
        }
        measured.push((case.name, o));
        println!(
            "| {} | {} | {} | {} | {:.2}x |",
            case.name,
            fmt_time(o),
            peer_name(case.name),
            fmt_time(p),
            p / o
        );
    }
    if let Some(mul_ns) = mul_throughput_ns {
        println!("\n## Multiplication floor (muls x measured mul throughput {mul_ns:.2} ns)\n");
        println!("| permutation | muls | reductions | floor | measured |");
        println!("|---|---:|---:|---:|---:|");
        let t3 = circom::permutation::<3>().expect("t3");
        let t5 = circom::permutation::<5>().expect("t5");
        for (name, muls, reductions) in [
            (
                "poseidon-circom/bn254/t3",
                t3.mul_count(),
                t3.reduction_count(),
            ),
            (
                "poseidon-circom/bn254/t5",
                t5.mul_count(),
                t5.reduction_count(),
            ),
        ] {
            let ours = measured.iter().find(|(n, _)| *n == name).map(|m| m.1);
            println!(
                "| {name} | {muls} | {reductions} | {} | {} |",
                fmt_time(muls as f64 * mul_ns * 1e-9),
                ours.map_or_else(|| "-".into(), fmt_time)
            );
        }
    }
}

fn main() {
    let smoke = zkhashes_bench::smoke_run();
    let mut cases = cases();
    let mut c = Criterion::default().configure_from_args();
    criterion_benches(&mut c, &mut cases);
    c.final_summary();
    if !smoke {
        ratio_table(&mut cases);
    }
}
