//! Stwo's lifted Blake2s Merkle commitment, zkhashes beside stwo 2.3.0's SIMD backend in one
//! process: 2²⁰ rows of 8 M31 columns (and Blake2sM31, and a lifted set), on one thread and on
//! every core (each inside a rayon pool of that size); interleaved samples, medians, ratio =
//! stwo / zkhashes. `cargo +nightly bench --bench stwo_ratio` in this crate (build with
//! `RUSTFLAGS="-C target-cpu=native"`: stwo picks its SIMD width at compile time); `-- --test`
//! runs each case once.

use std::hint::black_box;
use std::sync::Arc;
use stwo::core::fields::m31::{BaseField, M31};
use stwo::core::vcs_lifted::blake2_merkle::Blake2sMerkleHasherGeneric;
use stwo::prover::backend::simd::SimdBackend;
use stwo::prover::backend::Col;
use stwo::prover::vcs_lifted::prover::MerkleProverLifted;
use zkhashes::instances::stwo::{Blake2s, Blake2sM31, LiftedHasher};
use zkhashes::merkle::stwo::LiftedTree;
use zkhashes_crosscheck_nightly::{ratio_table, Run};

const LOG: u32 = 20;

fn columns(logs: &[u32]) -> Vec<Vec<u32>> {
    let mut x = 0x2026_1203_u64;
    logs.iter()
        .map(|&l| {
            (0..1usize << l)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x % ((1 << 31) - 1)) as u32
                })
                .collect()
        })
        .collect()
}

/// Our commitment and stwo's of `cols` in a pool of `threads`, checked equal once.
fn case<H: LiftedHasher<Hash = [u8; 32]> + 'static, const OUT_M31: bool>(
    cols: &Arc<Vec<Vec<u32>>>,
    threads: usize,
) -> (Run, Run) {
    let simd: Arc<Vec<Col<SimdBackend, BaseField>>> = Arc::new(
        cols.iter()
            .map(|c| c.iter().map(|&v| M31::from_u32_unchecked(v)).collect())
            .collect(),
    );
    let pool = Arc::new(
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap(),
    );
    let ours = {
        let (cols, pool) = (cols.clone(), pool.clone());
        move || {
            let refs: Vec<&[u32]> = cols.iter().map(Vec::as_slice).collect();
            pool.install(|| LiftedTree::<H>::commit(&refs, LOG).unwrap().root())
        }
    };
    let theirs = {
        let (simd, pool) = (simd.clone(), pool.clone());
        move || {
            pool.install(|| {
                MerkleProverLifted::<SimdBackend, Blake2sMerkleHasherGeneric<OUT_M31>>::commit(
                    simd.iter().collect(),
                    LOG,
                    0,
                )
                .root()
                .0
            })
        }
    };
    assert_eq!(ours(), theirs(), "the same root");
    (
        Box::new(move || {
            black_box(ours());
        }),
        Box::new(move || {
            black_box(theirs());
        }),
    )
}

fn main() {
    let eight = Arc::new(columns(&[LOG; 8]));
    let lifted = Arc::new(columns(&[
        LOG,
        LOG,
        LOG - 1,
        LOG - 2,
        LOG,
        LOG - 4,
        LOG,
        LOG,
    ]));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut cases: Vec<(String, (Run, Run))> = vec![
        (
            "blake2s, 2^20 x 8, 1 thread".into(),
            case::<Blake2s, false>(&eight, 1),
        ),
        (
            "blake2s-m31, 2^20 x 8, 1 thread".into(),
            case::<Blake2sM31, true>(&eight, 1),
        ),
        (
            "blake2s, 2^20 x 8 lifted, 1 thread".into(),
            case::<Blake2s, false>(&lifted, 1),
        ),
        (
            format!("blake2s, 2^20 x 8, {cores} threads"),
            case::<Blake2s, false>(&eight, cores),
        ),
    ];
    let mut table: Vec<(&str, Run, Run)> = cases
        .iter_mut()
        .map(|(n, (o, t))| {
            let o = std::mem::replace(o, Box::new(|| {}));
            let t = std::mem::replace(t, Box::new(|| {}));
            (n.as_str(), o, t)
        })
        .collect();
    ratio_table(
        "zkhashes vs stwo 2.3.0 lifted Merkle commit (SIMD backend)",
        "stwo",
        &mut table,
    );
}
