//! Batches of 2¹⁴ states against Plonky3's packed permutation
//! (`[<F as Field>::Packing; W]`), like with like:
//! - `packed` rows: our `permute_packed` on states already held cell by
//!   cell (`[[F; L]; W]`, the layout of Plonky3's packed states) against
//!   Plonky3 on its packed states: no transposition on either side.
//! - `1-core` / `all-cores` rows: states as rows (`[[F; W]]`) on both
//!   sides, each transposing inside the timed call: ours
//!   `permute_many_serial` / `permute_many`, Plonky3 packing each group of
//!   rows (`Packing::from_fn`), permuting and unpacking it (a loop, or
//!   rayon over the groups).
//!
//! Plonky3 picks its packing at compile time: build with
//! `RUSTFLAGS="-C target-cpu=native"` (AVX-512 where the CPU has it) and
//! again with `-C target-cpu=x86-64-v3` for AVX2 against AVX2: zkhashes
//! picks its level at run time, so a build without AVX-512 makes this bench
//! force its AVX2 kernel (`Poseidon2::permute_many_at(.., Simd::Avx2)`) on
//! an AVX-512 CPU too. Goldilocks has no AVX2 lanes: there such a build
//! runs ours as it runs at run time (state by state for rows, its
//! best lanes for `packed`), not an AVX2 figure.
//!
//! Times are per batch of 2¹⁴ permutations; ns per permutation = time /
//! 16384. `cargo bench -p zkhashes-bench --bench batch`; `-- --test` runs
//! each case once.

use p3_field::{Field as P3Field, PackedValue, PrimeField32};
use p3_symmetric::Permutation as P3Permutation;
use rayon::prelude::*;
use std::hint::black_box;
use zkhashes::instances::poseidon2_plonky3 as ours;
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::poseidon2::{InternalMatrix, Poseidon2};
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Goldilocks, KoalaBear, Mersenne31, PrimeField};
use zkhashes_bench::{ratio_rows, Case};

/// States per batch.
const N: usize = 1 << 14;

#[path = "common/p3.rs"]
mod p3_common;
use p3_common::values;

/// One batch of `N` states on both sides; `threads`: all cores.
fn batch<F, F3, M, Q, const T: usize>(
    name: &'static str,
    mine: &'static Poseidon2<F, T, M>,
    theirs: Q,
    to3: fn(u64) -> F3,
    threads: bool,
) -> Case
where
    F: PrimeField,
    F3: P3Field,
    M: InternalMatrix<F, T>,
    Q: P3Permutation<[F3::Packing; T]> + Sync + 'static,
{
    // The peer's packing is fixed at compile time: without AVX-512 in the
    // build, ours runs its AVX2 lanes too.
    let serial = move |s: &mut [[F; T]]| {
        if cfg!(target_feature = "avx512f") || !Simd::Avx2.available() {
            mine.permute_many_serial(s);
        } else {
            // No AVX2 lanes for this field (Goldilocks): state by state.
            if !mine.permute_many_at(s, Simd::Avx2) {
                s.iter_mut().for_each(|x| mine.permute_mut(x));
            }
        }
    };
    let v = values(F::MODULUS[0], N * T);
    let states: Vec<[F; T]> = (0..N)
        .map(|k| core::array::from_fn(|i| F::from_u256(&[v[k * T + i], 0, 0, 0]).expect("below p")))
        .collect();
    let lanes = F3::Packing::WIDTH;
    let rows: Vec<[F3; T]> = (0..N)
        .map(|k| core::array::from_fn(|i| to3(v[k * T + i])))
        .collect();
    // Plonky3 on rows: pack a group, permute it, unpack it.
    let group = move |rows: &mut [[F3; T]]| {
        let mut x: [F3::Packing; T] =
            core::array::from_fn(|i| F3::Packing::from_fn(|l| rows[l][i]));
        theirs.permute_mut(&mut x);
        for (l, row) in rows.iter_mut().enumerate() {
            for (cell, v) in row.iter_mut().zip(&x) {
                *cell = v.as_slice()[l];
            }
        }
    };
    let (mut s, mut q) = (states, rows);
    Case {
        name,
        ours: Box::new(move || {
            if threads {
                zkhashes::permutation::batch::split(black_box(&mut s), serial);
            } else {
                serial(black_box(&mut s));
            }
        }),
        peer: Box::new(move || {
            if threads {
                black_box(&mut q)
                    .par_chunks_exact_mut(lanes)
                    .for_each(&group);
            } else {
                black_box(&mut q).chunks_exact_mut(lanes).for_each(&group);
            }
        }),
        peer_name: if threads {
            "Plonky3 packed from rows, rayon"
        } else {
            "Plonky3 packed from rows"
        },
    }
}

/// Packed against packed, one core: our `permute_packed` on `N` states
/// already held cell by cell in groups of `L` (`[[F; L]; T]`, the layout of
/// Plonky3's `[F::Packing; T]`), against Plonky3's packed permutation on
/// its own packed states: neither side transposes inside the timed call.
fn packed<F, F3, M, Q, const T: usize, const L: usize>(
    name: &'static str,
    mine: &'static Poseidon2<F, T, M>,
    theirs: Q,
    to3: fn(u64) -> F3,
) -> Case
where
    F: PrimeField,
    F3: P3Field,
    M: InternalMatrix<F, T>,
    Q: P3Permutation<[F3::Packing; T]> + Sync + 'static,
{
    let v = values(F::MODULUS[0], N * T);
    let ours: Vec<[[F; L]; T]> = (0..N / L)
        .map(|g| {
            core::array::from_fn(|i| {
                core::array::from_fn(|l| {
                    F::from_u256(&[v[(g * L + l) * T + i], 0, 0, 0]).expect("below p")
                })
            })
        })
        .collect();
    let lanes = F3::Packing::WIDTH;
    let theirs_states: Vec<[F3::Packing; T]> = (0..N / lanes)
        .map(|g| {
            core::array::from_fn(|i| F3::Packing::from_fn(|l| to3(v[(g * lanes + l) * T + i])))
        })
        .collect();
    let (mut s, mut q) = (ours, theirs_states);
    Case {
        name,
        ours: Box::new(move || {
            // As in `batch`: AVX2 against AVX2 when the build has no AVX-512.
            // Goldilocks has no AVX2 lanes: its best lanes, as documented above.
            let avx2 = !cfg!(target_feature = "avx512f") && Simd::Avx2.available();
            if !(avx2 && mine.permute_packed_at(black_box(&mut s), Simd::Avx2)) {
                mine.permute_packed(black_box(&mut s));
            }
        }),
        peer: Box::new(move || {
            for x in black_box(&mut q).iter_mut() {
                theirs.permute_mut(x);
            }
        }),
        peer_name: "Plonky3 packed",
    }
}

type G3 = p3_goldilocks::Goldilocks;
type B3 = p3_baby_bear::BabyBear;
type K3 = p3_koala_bear::KoalaBear;
type M3 = p3_mersenne_31::Mersenne31;

fn g3(v: u64) -> G3 {
    G3::new(v)
}
fn b3(v: u64) -> B3 {
    B3::new(v as u32)
}
fn k3(v: u64) -> K3 {
    K3::new(v as u32)
}
fn m3(v: u64) -> M3 {
    M3::new(v as u32)
}

fn cases() -> Vec<Case> {
    use p3_baby_bear::{default_babybear_poseidon2_16, default_babybear_poseidon2_24};
    use p3_goldilocks::{default_goldilocks_poseidon2_12, default_goldilocks_poseidon2_8};
    use p3_koala_bear::{default_koalabear_poseidon2_16, default_koalabear_poseidon2_24};
    use p3_mersenne_31::{default_mersenne31_poseidon2_16, default_mersenne31_poseidon2_24};
    let mut v = vec![
        packed::<BabyBear, _, _, _, 16, 16>(
            "batch/babybear/w16/packed",
            ours::babybear_w16(),
            default_babybear_poseidon2_16(),
            b3,
        ),
        packed::<BabyBear, _, _, _, 24, 16>(
            "batch/babybear/w24/packed",
            ours::babybear_w24(),
            default_babybear_poseidon2_24(),
            b3,
        ),
        packed::<KoalaBear, _, _, _, 16, 16>(
            "batch/koalabear/w16/packed",
            ours::koalabear_w16(),
            default_koalabear_poseidon2_16(),
            k3,
        ),
        packed::<KoalaBear, _, _, _, 24, 16>(
            "batch/koalabear/w24/packed",
            ours::koalabear_w24(),
            default_koalabear_poseidon2_24(),
            k3,
        ),
        packed::<Mersenne31, _, _, _, 16, 16>(
            "batch/mersenne31/w16/packed",
            ours::mersenne31_w16(),
            default_mersenne31_poseidon2_16(),
            m3,
        ),
        packed::<Mersenne31, _, _, _, 24, 16>(
            "batch/mersenne31/w24/packed",
            ours::mersenne31_w24(),
            default_mersenne31_poseidon2_24(),
            m3,
        ),
        packed::<Goldilocks, _, _, _, 8, 8>(
            "batch/goldilocks/w8/packed",
            ours::goldilocks_w8(),
            default_goldilocks_poseidon2_8(),
            g3,
        ),
        packed::<Goldilocks, _, _, _, 12, 8>(
            "batch/goldilocks/w12/packed",
            ours::goldilocks_w12(),
            default_goldilocks_poseidon2_12(),
            g3,
        ),
    ];
    for threads in [false, true] {
        let tag = |one: &'static str, all: &'static str| if threads { all } else { one };
        v.push(batch::<BabyBear, _, _, _, 16>(
            tag("batch/babybear/w16/1-core", "batch/babybear/w16/all-cores"),
            ours::babybear_w16(),
            default_babybear_poseidon2_16(),
            b3,
            threads,
        ));
        v.push(batch::<BabyBear, _, _, _, 24>(
            tag("batch/babybear/w24/1-core", "batch/babybear/w24/all-cores"),
            ours::babybear_w24(),
            default_babybear_poseidon2_24(),
            b3,
            threads,
        ));
        v.push(batch::<KoalaBear, _, _, _, 16>(
            tag(
                "batch/koalabear/w16/1-core",
                "batch/koalabear/w16/all-cores",
            ),
            ours::koalabear_w16(),
            default_koalabear_poseidon2_16(),
            k3,
            threads,
        ));
        v.push(batch::<KoalaBear, _, _, _, 24>(
            tag(
                "batch/koalabear/w24/1-core",
                "batch/koalabear/w24/all-cores",
            ),
            ours::koalabear_w24(),
            default_koalabear_poseidon2_24(),
            k3,
            threads,
        ));
        v.push(batch::<Mersenne31, _, _, _, 16>(
            tag(
                "batch/mersenne31/w16/1-core",
                "batch/mersenne31/w16/all-cores",
            ),
            ours::mersenne31_w16(),
            default_mersenne31_poseidon2_16(),
            m3,
            threads,
        ));
        v.push(batch::<Mersenne31, _, _, _, 24>(
            tag(
                "batch/mersenne31/w24/1-core",
                "batch/mersenne31/w24/all-cores",
            ),
            ours::mersenne31_w24(),
            default_mersenne31_poseidon2_24(),
            m3,
            threads,
        ));
        if !cfg!(target_feature = "avx512f") {
            // No AVX2 Goldilocks lanes yet: nothing to set beside the peer's.
            continue;
        }
        v.push(batch::<Goldilocks, _, _, _, 8>(
            tag(
                "batch/goldilocks/w8/1-core",
                "batch/goldilocks/w8/all-cores",
            ),
            ours::goldilocks_w8(),
            default_goldilocks_poseidon2_8(),
            g3,
            threads,
        ));
        v.push(batch::<Goldilocks, _, _, _, 12>(
            tag(
                "batch/goldilocks/w12/1-core",
                "batch/goldilocks/w12/all-cores",
            ),
            ours::goldilocks_w12(),
            default_goldilocks_poseidon2_12(),
            g3,
            threads,
        ));
    }
    v
}

/// `permute_many_serial` against our own single-state permutation, one
/// state after another (the Goldilocks width-12 permutations without a
/// generic engine, on their own lane kernels: plonky2's Poseidon, RPO,
/// RPX, Rp64_256; circom's Poseidon, Poseidon2 over BN254 and Starknet's
/// Hades on IFMA lanes).
fn own_single<F: PrimeField, const T: usize, P: Permutation<F, T> + Clone + 'static>(
    name: &'static str,
    perm: P,
    n: usize,
) -> Case {
    let v = values(u64::MAX, n * T * 4);
    let states: Vec<[F; T]> = v
        .chunks_exact(4 * T)
        .map(|c| {
            core::array::from_fn(|i| {
                F::from_u256_reduced(&[c[4 * i], c[4 * i + 1], c[4 * i + 2], c[4 * i + 3]])
            })
        })
        .collect();
    let (mut s, mut q) = (states.clone(), states);
    let (p1, p2) = (perm.clone(), perm);
    Case {
        name,
        ours: Box::new(move || p1.permute_many_serial(black_box(&mut s))),
        peer: Box::new(move || {
            for x in black_box(&mut q).iter_mut() {
                p2.permute_mut(x);
            }
        }),
        peer_name: "zkhashes one state at a time",
    }
}

fn main() {
    let smoke = zkhashes_bench::smoke_run();
    let mut cases = cases();
    {
        use zkhashes::instances::{miden, plonky2, winterfell};
        cases.push(own_single::<Goldilocks, 12, _>(
            "batch/plonky2/w12/1-core",
            plonky2::permutation().clone(),
            N,
        ));
        cases.push(own_single::<Goldilocks, 12, _>(
            "batch/rpo/w12/1-core",
            miden::rpo(),
            N,
        ));
        cases.push(own_single::<Goldilocks, 12, _>(
            "batch/rpx/w12/1-core",
            miden::rpx(),
            N,
        ));
        cases.push(own_single::<Goldilocks, 12, _>(
            "batch/rp64-256/w12/1-core",
            winterfell::rp64_256(),
            N,
        ));
        cases.push(own_single::<zkhashes::Bn254Fr, 3, _>(
            "batch/bn254-horizen/t3/1-core",
            zkhashes::instances::poseidon2_horizen::bn254_t3().clone(),
            N,
        ));
        cases.push(own_single::<zkhashes::Bn254Fr, 3, _>(
            "batch/circom/t3/1-core",
            *zkhashes::instances::circom::permutation::<3>().expect("width 3"),
            N,
        ));
        cases.push(own_single::<zkhashes::Bn254Fr, 5, _>(
            "batch/circom/t5/1-core",
            *zkhashes::instances::circom::permutation::<5>().expect("width 5"),
            N,
        ));
        cases.push(own_single::<zkhashes::field::Stark252, 3, _>(
            "batch/starknet-hades/t3/1-core",
            *zkhashes::instances::starknet::permutation::<3>().expect("width 3"),
            N,
        ));
    }
    // A name filter (criterion's first free argument, taken here as a
    // substring) also limits the ratio table; the registry rows run only
    // without one or with the filter `registry`.
    let filter = zkhashes_bench::name_filter();
    if let Some(f) = &filter {
        cases.retain(|c| c.name.contains(f.as_str()));
    }
    zkhashes_bench::criterion_groups(&mut cases);
    if smoke {
        return;
    }
    println!(
        "\n## zkhashes batches vs Plonky3 packed, {N} states per call (ratio = peer / zkhashes)\n"
    );
    let rows = ratio_rows(&mut cases);
    println!("\n| benchmark | zkhashes ns per permutation |\n|---|---:|");
    for (name, secs) in rows {
        println!("| {name} | {:.1} |", secs * 1e9 / N as f64);
    }
    if filter.is_none() || filter.as_deref() == Some("registry") {
        registry_rows();
        registry_wide_rows();
    }
}

/// The registry's batch path (`hash_rows_words`, what Python's `hash_batch`
/// of a numpy array calls) on 10⁶ rows, every core: median of 5 runs, in
/// hashes per second (compare with `bindings/python/bench.py`).
fn registry_rows() {
    use zkhashes::instances::registry::{hash_rows_words, HashOptions, Words};
    println!("\n## Registry batch path, 10^6 rows, all cores\n");
    println!("| hasher | field | median | hashes/s |\n|---|---|---:|---:|");
    let n = 1_000_000usize;
    for (name, field, p, k) in [
        (
            "plonky3-compress",
            "babybear",
            u64::from(B3::ORDER_U32),
            16usize,
        ),
        ("plonky3-compress", "goldilocks", 0xffff_ffff_0000_0001, 8),
        ("rpo-merge", "goldilocks", 0xffff_ffff_0000_0001, 8),
        ("plonky2-two-to-one", "goldilocks", 0xffff_ffff_0000_0001, 8),
    ] {
        let words: Vec<u64> = values(p, n * k);
        let mut times: Vec<f64> = (0..5)
            .map(|_| {
                let t = std::time::Instant::now();
                let out = hash_rows_words(
                    name,
                    Some(field),
                    Words::U64(&words),
                    k,
                    n,
                    &HashOptions::default(),
                )
                .expect("canonical rows");
                black_box(out);
                t.elapsed().as_secs_f64()
            })
            .collect();
        let m = zkhashes_bench::median(&mut times);
        println!(
            "| {name} | {field} | {} | {:.0} k |",
            zkhashes_bench::fmt_time(m),
            n as f64 / m / 1e3
        );
    }
}

/// The registry's 256-bit batch path (`hash_rows`, what Python's
/// `hash_batch` of `(n, k, 4)` limbs, C's and JS's batch calls run) on
/// 10⁶ rows of two inputs, every core: median of 5 runs, in hashes per
/// second, beside the single-hash path on one core (10⁴ hashes).
fn registry_wide_rows() {
    use zkhashes::instances::registry::{hash, hash_rows, HashOptions};
    println!("\n## Registry 256-bit batch path, 10^6 rows of 2, all cores\n");
    println!("| hasher | median | hashes/s | one hash at a time, 1 core |\n|---|---:|---:|---:|");
    let n = 1_000_000usize;
    let opts = HashOptions::default();
    for (name, top) in [
        ("poseidon-circom", 0x3064_4e72_e131_a028u64),
        ("starknet-hash", 0x0800_0000_0000_0010),
        ("poseidon2-openzeppelin", 0x3064_4e72_e131_a028),
    ] {
        let v = values(u64::MAX, 3 * 2 * n);
        let inputs: Vec<[u64; 4]> = v
            .chunks_exact(3)
            .map(|c| [c[0], c[1], c[2], top - 1])
            .collect();
        let mut times: Vec<f64> = (0..5)
            .map(|_| {
                let t = std::time::Instant::now();
                black_box(hash_rows(name, None, &inputs, 2, n, &opts).expect("canonical rows"));
                t.elapsed().as_secs_f64()
            })
            .collect();
        let m = zkhashes_bench::median(&mut times);
        let singles = 10_000;
        let t = std::time::Instant::now();
        for row in inputs[..2 * singles].chunks_exact(2) {
            black_box(hash(name, row, &opts).expect("canonical row"));
        }
        let single = singles as f64 / t.elapsed().as_secs_f64();
        println!(
            "| {name} | {} | {:.0} k | {:.0} k |",
            zkhashes_bench::fmt_time(m),
            n as f64 / m / 1e3,
            single / 1e3
        );
    }
}
