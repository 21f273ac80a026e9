//! Starknet Poseidon over the Stark field: zkhashes beside starknet-crypto in
//! one process (criterion report, then a ratio table from interleaved samples:
//! ours, peer, ours, …; medians). `cargo bench -- --test` runs each once.
//!
//! Functions: `starknet/stark252/{hash,hash-single,hash-many-100}`, the
//! permutations `poseidon-stark252/t{3,4,5,9}` (peer only for t = 3), and
//! `field/stark252/mul-{latency,throughput}`.

use criterion::{BenchmarkId, Criterion};
use starknet_crypto::Felt;
use std::hint::black_box;
use zkhashes::field::Stark252 as F;
use zkhashes::instances::starknet;
use zkhashes::permutation::Permutation;
use zkhashes::{Field, PrimeField};
use zkhashes_bench::{fmt_time, median, sample};

const CHAIN: usize = 256;
const LANES: usize = 8;

fn elements<const N: usize>() -> [F; N] {
    core::array::from_fn(|i| F::from_u64(0x1234_5678_9abc_def0 ^ (i as u64 + 1)).exp_u64(1001))
}

fn peer(x: &F) -> Felt {
    let mut be = [0u8; 32];
    x.write_be_bytes(&mut be).expect("32 bytes");
    Felt::from_bytes_be(&be)
}

fn mul_latency<T: Copy + core::ops::Mul<Output = T>>(x: T, y: T) -> T {
    let mut acc = x;
    for _ in 0..CHAIN {
        acc = acc * y;
    }
    acc
}

fn mul_throughput<T: Copy + core::ops::Mul<Output = T>>(xs: [T; LANES], y: T) -> [T; LANES] {
    let mut acc = xs;
    for _ in 0..CHAIN / LANES {
        for a in acc.iter_mut() {
            *a = *a * y;
        }
    }
    acc
}

type Run = Box<dyn FnMut()>;

struct Case {
    name: &'static str,
    ours: Run,
    peer: Option<Run>,
    ops: f64,
}

fn permutation_case<const T: usize>(name: &'static str) -> Case {
    let hades = starknet::permutation::<T>().expect("width");
    let s = elements::<T>();
    Case {
        name,
        ours: Box::new(move || {
            black_box(hades.permute(black_box(s)));
        }),
        peer: None,
        ops: 1.0,
    }
}

/// 1,000 Hades t = 3 permutations: ours through `permute_many_serial`
/// (one core; IFMA lanes where the CPU has them) beside
/// starknet-crypto's `poseidon_permute_comp` one state at a time (it has no
/// batch form).
fn batch_case() -> Case {
    const N: usize = 1000;
    let hades = starknet::permutation::<3>().expect("width 3");
    let states: Vec<[F; 3]> = (0..N as u64)
        .map(|k| {
            core::array::from_fn(|i| {
                F::from_u64(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(3 * k + i as u64 + 1))
            })
        })
        .collect();
    let peer_states: Vec<[Felt; 3]> = states.iter().map(|s| s.map(|v| peer(&v))).collect();
    Case {
        name: "poseidon-stark252/t3-x1000",
        ours: Box::new(move || {
            let mut s = states.clone();
            hades.permute_many_serial(black_box(&mut s));
            black_box(s);
        }),
        peer: Some(Box::new(move || {
            let mut s = peer_states.clone();
            for x in black_box(&mut s).iter_mut() {
                starknet_crypto::poseidon_permute_comp(x);
            }
            black_box(s);
        })),
        ops: N as f64,
    }
}

fn cases() -> Vec<Case> {
    let [x, y] = elements::<2>();
    let (px, py) = (peer(&x), peer(&y));
    let many: Vec<F> = elements::<100>().to_vec();
    let many_peer: Vec<Felt> = many.iter().map(peer).collect();
    let s3 = elements::<3>();
    let p3 = s3.map(|v| peer(&v));
    let xs = elements::<LANES>();
    let pxs = xs.map(|v| peer(&v));
    let mut v = vec![
        Case {
            name: "starknet/stark252/hash",
            ours: Box::new(move || {
                black_box(starknet::hash(black_box(x), black_box(y)));
            }),
            peer: Some(Box::new(move || {
                black_box(starknet_crypto::poseidon_hash(black_box(px), black_box(py)));
            })),
            ops: 1.0,
        },
        Case {
            name: "starknet/stark252/hash-single",
            ours: Box::new(move || {
                black_box(starknet::hash_single(black_box(x)));
            }),
            peer: Some(Box::new(move || {
                black_box(starknet_crypto::poseidon_hash_single(black_box(px)));
            })),
            ops: 1.0,
        },
        Case {
            name: "starknet/stark252/hash-many-100",
            ours: Box::new(move || {
                black_box(starknet::hash_many(black_box(&many)));
            }),
            peer: Some(Box::new(move || {
                black_box(starknet_crypto::poseidon_hash_many(black_box(&many_peer)));
            })),
            ops: 1.0,
        },
        Case {
            name: "poseidon-stark252/t3",
            ours: Box::new(move || {
                let mut s = black_box(s3);
                starknet::hades(&mut s);
                black_box(s);
            }),
            peer: Some(Box::new(move || {
                let mut s = black_box(p3);
                starknet_crypto::poseidon_permute_comp(&mut s);
                black_box(s);
            })),
            ops: 1.0,
        },
    ];
    v.push(batch_case());
    v.push(permutation_case::<4>("poseidon-stark252/t4"));
    v.push(permutation_case::<5>("poseidon-stark252/t5"));
    v.push(permutation_case::<9>("poseidon-stark252/t9"));
    v.push(Case {
        name: "field/stark252/mul-latency",
        ours: Box::new(move || {
            black_box(mul_latency(black_box(x), black_box(y)));
        }),
        peer: Some(Box::new(move || {
            black_box(mul_latency(black_box(px), black_box(py)));
        })),
        ops: CHAIN as f64,
    });
    v.push(Case {
        name: "field/stark252/mul-throughput",
        ours: Box::new(move || {
            black_box(mul_throughput(black_box(xs), black_box(y)));
        }),
        peer: Some(Box::new(move || {
            black_box(mul_throughput(black_box(pxs), black_box(py)));
        })),
        ops: CHAIN as f64,
    });
    v
}

fn ratio_table(cases: &mut [Case]) {
    const ROUNDS: usize = 31;
    println!("\n## zkhashes vs peers (interleaved samples, medians; ratio = peer / zkhashes)\n");
    println!("| benchmark | zkhashes | peer | peer time | ratio |");
    println!("|---|---:|---|---:|---:|");
    let mut mul_ns = None;
    let mut peer_hash = None;
    let mut measured = Vec::new();
    for case in cases.iter_mut() {
        let once = sample(&mut case.ours, 10).max(1e-9);
        let iters = ((2e-3 / once) as u32).clamp(1, 1_000_000);
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..ROUNDS {
            ours.push(sample(&mut case.ours, iters));
            if let Some(p) = case.peer.as_mut() {
                theirs.push(sample(p, iters));
            }
        }
        let o = median(&mut ours) / case.ops;
        if case.name == "field/stark252/mul-throughput" {
            mul_ns = Some(o * 1e9);
        }
        measured.push((case.name, o));
        if theirs.is_empty() {
            println!("| {} | {} | - | - | - |", case.name, fmt_time(o));
        } else {
            let p = median(&mut theirs) / case.ops;
            if case.name == "starknet/stark252/hash" {
                peer_hash = Some(p);
            }
            println!(
                "| {} | {} | starknet-crypto | {} | {:.2}x |",
                case.name,
                fmt_time(o),
                fmt_time(p),
                p / o
            );
        }
    }
    if let Some(mul_ns) = mul_ns {
        println!("\n## Multiplication floor (muls x measured mul throughput {mul_ns:.2} ns)\n");
        println!("| permutation | muls | floor | measured | CryptoExperts asm, scaled | ratio |");
        println!("|---|---:|---:|---:|---:|---:|");
        // CryptoExperts' published permutation times (µs) on the machine where
        // starknet-crypto's poseidon_hash took 5.5 µs (ANCHORS.md §3), scaled
        // by starknet-crypto's time in this run.
        let counts = [
            (
                "poseidon-stark252/t3",
                starknet::permutation::<3>().map(|h| h.mul_count()),
                6.1,
            ),
            (
                "poseidon-stark252/t4",
                starknet::permutation::<4>().map(|h| h.mul_count()),
                6.6,
            ),
            (
                "poseidon-stark252/t5",
                starknet::permutation::<5>().map(|h| h.mul_count()),
                7.4,
            ),
            (
                "poseidon-stark252/t9",
                starknet::permutation::<9>().map(|h| h.mul_count()),
                10.3,
            ),
        ];
        for (name, muls, published_us) in counts {
            let muls = muls.expect("width");
            let ours = measured.iter().find(|(n, _)| *n == name).map(|m| m.1);
            let scaled = peer_hash.map(|p| published_us * 1e-6 * p / 5.5e-6);
            let ratio = match (ours, scaled) {
                (Some(o), Some(s)) => format!("{:.2}x", s / o),
                _ => "-".into(),
            };
            println!(
                "| {name} | {muls} | {} | {} | {} | {ratio} |",
                fmt_time(muls as f64 * mul_ns * 1e-9),
                ours.map_or_else(|| "-".into(), fmt_time),
                scaled.map_or_else(|| "-".into(), fmt_time),
            );
        }
    }
}

fn main() {
    let smoke = zkhashes_bench::smoke_run();
    let mut cases = cases();
    let mut c = Criterion::default().configure_from_args();
    for case in cases.iter_mut() {
        let mut group = c.benchmark_group(case.name);
        group.bench_function(BenchmarkId::from_parameter("zkhashes"), |b| {
            b.iter(&mut case.ours)
        });
        if let Some(p) = case.peer.as_mut() {
            group.bench_function(BenchmarkId::from_parameter("starknet-crypto"), |b| {
                b.iter(&mut *p)
            });
        }
        group.finish();
    }
    c.final_summary();
    if !smoke {
        ratio_table(&mut cases);
    }
}
