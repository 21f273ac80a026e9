//! The 256-bit batch paths (issue 37) beside every peer hashing the same
//! inputs one by one, and beside our own single-hash path: 2¹⁴ hashes a
//! call, on one core (a one-thread rayon pool) and on every core (the peers
//! over rayon's `par_chunks`, ours through its own threads).
//!
//! - circom Poseidon t = 3 (`circom::hash_batch` of pairs): light-poseidon.
//! - Starknet `poseidon_hash` of pairs (`starknet::hash_batch`) and
//!   `poseidon_hash_many` of 4-element messages (`hash_many_batch`):
//!   starknet-crypto and pathfinder-crypto (the Starknet node's own).
//! - Poseidon2 BN254 t = 3, HorizenLabs (`permute_many`): zkhash.
//! - OpenZeppelin's Poseidon2 sponge of pairs (`poseidon2_openzeppelin::
//!   hash_batch`): openzeppelin-crypto.
//!
//! `cargo bench -p zkhashes-bench --bench batch256` (criterion groups
//! `batch256/…`, then the interleaved ratio table, ratio = peer / zkhashes);
//! `-- --test` runs each case once. Build with
//! `RUSTFLAGS="-C target-cpu=native"` for the IFMA lanes.

use ark_bn254::Fr as ArkFr;
use light_poseidon::{Poseidon as LightPoseidon, PoseidonHasher};
use rayon::prelude::*;
use std::cell::RefCell;
use std::hint::black_box;
use std::sync::{Arc, Mutex};
use zkhashes::field::Stark252;
use zkhashes::instances::{circom, poseidon2_horizen, poseidon2_openzeppelin, starknet};
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr, PrimeField};
use zkhashes_bench::{on_cores, Case};

/// Hashes a call.
const N: usize = 1 << 14;
/// Rows a peer's rayon task takes (all-cores runs).
const CHUNK: usize = 256;
/// Elements in each `poseidon_hash_many` message.
const MANY: usize = 4;

/// `n` pseudo-random canonical values (below 2²⁵⁰, so in both fields).
fn values<F: PrimeField>(n: usize) -> Vec<F> {
    (0..n as u64)
        .map(|k| {
            let w = 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(k + 1);
            F::from_u256_reduced(&[
                w,
                w.rotate_left(17),
                w ^ k,
                (w >> 8) & 0x03ff_ffff_ffff_ffff,
            ])
        })
        .collect()
}

fn be<F: PrimeField>(x: &F) -> [u8; 32] {
    let mut b = [0u8; 32];
    x.write_be_bytes(&mut b).expect("32 bytes");
    b
}

/// Both core counts of one comparison: `ours(one_core)`, `peer(one_core)`.
fn both(
    name: &'static str,
    peer_name: &'static str,
    ours: impl Fn() + Send + Sync + Clone + 'static,
    peer: impl Fn(bool) + Send + Sync + Clone + 'static,
) -> [Case; 2] {
    let tag = peer_name.split(' ').next().unwrap_or(peer_name);
    let tag = if peer_name.starts_with("zkhashes") {
        "own-single"
    } else {
        tag
    };
    let (names, ones) = (
        [
            leak(format!("{name}/1-core/vs-{tag}")),
            leak(format!("{name}/all-cores/vs-{tag}")),
        ],
        [true, false],
    );
    core::array::from_fn(|i| {
        let p = peer.clone();
        let one = ones[i];
        Case {
            name: names[i],
            ours: on_cores(one, ours.clone()),
            peer: on_cores(one, move || p(one)),
            peer_name,
        }
    })
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// `f` over every row of `rows` (`k` values each) into `out`: a loop on one
/// core, rayon tasks of [`CHUNK`] rows on every core.
fn rows_by<T: Sync, O: Send>(
    one_core: bool,
    rows: &[T],
    k: usize,
    out: &mut [O],
    f: impl Fn(&[T]) -> O + Sync,
) {
    if one_core {
        for (o, r) in out.iter_mut().zip(rows.chunks_exact(k)) {
            *o = f(r);
        }
    } else {
        out.par_chunks_mut(CHUNK)
            .zip(rows.par_chunks(k * CHUNK))
            .for_each(|(o, r)| {
                for (o, r) in o.iter_mut().zip(r.chunks_exact(k)) {
                    *o = f(r);
                }
            });
    }
}

type Shared<T> = Arc<Mutex<Vec<T>>>;

fn shared<T>(v: Vec<T>) -> Shared<T> {
    Arc::new(Mutex::new(v))
}

thread_local! {
    static LIGHT: RefCell<LightPoseidon<ArkFr>> =
        RefCell::new(LightPoseidon::<ArkFr>::new_circom(2).expect("light-poseidon t3"));
}

fn circom_cases() -> Vec<Case> {
    let rows: Arc<Vec<Bn254Fr>> = Arc::new(values(2 * N));
    let peer_rows: Arc<Vec<ArkFr>> = Arc::new(
        rows.iter()
            .map(|x| {
                use ark_ff::PrimeField as _;
                ArkFr::from_be_bytes_mod_order(&be(x))
            })
            .collect(),
    );
    let out = shared(vec![Bn254Fr::default(); N]);
    let ours = {
        let (rows, out) = (rows.clone(), out.clone());
        move || {
            let mut o = out.lock().expect("unpoisoned");
            circom::hash_batch(black_box(&rows), 2, Bn254Fr::default(), 1, &mut o)
                .expect("a built-in width");
        }
    };
    let peer_out = shared(vec![ArkFr::from(0u64); N]);
    let light = move |one: bool| {
        let mut o = peer_out.lock().expect("unpoisoned");
        rows_by(one, black_box(&peer_rows), 2, &mut o, |r| {
            LIGHT.with(|l| l.borrow_mut().hash(r).expect("hash"))
        });
    };
    let single_out = shared(vec![Bn254Fr::default(); N]);
    let single = move |one: bool| {
        let mut o = single_out.lock().expect("unpoisoned");
        rows_by(one, black_box(&rows), 2, &mut o, |r| {
            circom::hash(r).expect("two inputs")
        });
    };
    let mut v = Vec::new();
    v.extend(both(
        "batch256/circom-t3",
        "light-poseidon",
        ours.clone(),
        light,
    ));
    v.extend(both(
        "batch256/circom-t3",
        "zkhashes one hash at a time",
        ours,
        single,
    ));
    v
}

fn starknet_cases() -> Vec<Case> {
    use pathfinder_crypto::{Felt as PfFelt, MontFelt};
    use starknet_crypto::Felt as ScFelt;
    let mut v = Vec::new();
    for k in [2usize, MANY] {
        let rows: Arc<Vec<Stark252>> = Arc::new(values(k * N));
        let sc_rows: Arc<Vec<ScFelt>> =
            Arc::new(rows.iter().map(|x| ScFelt::from_bytes_be(&be(x))).collect());
        let pf_rows: Arc<Vec<MontFelt>> = Arc::new(
            rows.iter()
                .map(|x| MontFelt::from(PfFelt::from_be_bytes(be(x)).expect("below p")))
                .collect(),
        );
        let out = shared(vec![Stark252::default(); N]);
        let ours = {
            let (rows, out) = (rows.clone(), out.clone());
            move || {
                let mut o = out.lock().expect("unpoisoned");
                if k == 2 {
                    starknet::hash_batch(black_box(&rows), &mut o);
                } else {
                    starknet::hash_many_batch(black_box(&rows), k, &mut o);
                }
            }
        };
        let sc_out = shared(vec![ScFelt::ZERO; N]);
        let sc = move |one: bool| {
            let mut o = sc_out.lock().expect("unpoisoned");
            rows_by(one, black_box(&sc_rows), k, &mut o, |r| {
                if k == 2 {
                    starknet_crypto::poseidon_hash(r[0], r[1])
                } else {
                    starknet_crypto::poseidon_hash_many(r)
                }
            });
        };
        let pf_out = shared(vec![MontFelt::ZERO; N]);
        let pf = move |one: bool| {
            let mut o = pf_out.lock().expect("unpoisoned");
            rows_by(one, black_box(&pf_rows), k, &mut o, |r| {
                if k == 2 {
                    pathfinder_crypto::hash::poseidon_hash(r[0], r[1])
                } else {
                    pathfinder_crypto::hash::poseidon_hash_many(r)
                }
            });
        };
        let single_out = shared(vec![Stark252::default(); N]);
        let single = move |one: bool| {
            let mut o = single_out.lock().expect("unpoisoned");
            rows_by(one, black_box(&rows), k, &mut o, |r| {
                if k == 2 {
                    starknet::hash(r[0], r[1])
                } else {
                    starknet::hash_many(r)
                }
            });
        };
        let name = if k == 2 {
            "batch256/starknet-hash"
        } else {
            "batch256/starknet-hash-many-4"
        };
        v.extend(both(name, "starknet-crypto", ours.clone(), sc));
        v.extend(both(name, "pathfinder-crypto", ours.clone(), pf));
        v.extend(both(name, "zkhashes one hash at a time", ours, single));
    }
    v
}

fn poseidon2_cases() -> Vec<Case> {
    use zkhash::fields::bn256::FpBN256 as ZkFr;
    use zkhash::poseidon2::poseidon2::Poseidon2 as Zkhash;
    use zkhash::poseidon2::poseidon2_instance_bn256::POSEIDON2_BN256_PARAMS;
    let states: Vec<[Bn254Fr; 3]> = values::<Bn254Fr>(3 * N)
        .chunks_exact(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let perm = poseidon2_horizen::bn254_t3();
    let theirs = Arc::new(Zkhash::new(&POSEIDON2_BN256_PARAMS));
    let peer_rows: Arc<Vec<ZkFr>> = Arc::new(
        states
            .iter()
            .flatten()
            .map(|x| {
                use ark_ff_04::PrimeField as _;
                ZkFr::from_be_bytes_mod_order(&be(x))
            })
            .collect(),
    );
    let work = shared(states.clone());
    let ours = {
        let (states, work) = (states.clone(), work.clone());
        move || {
            let mut w = work.lock().expect("unpoisoned");
            w.copy_from_slice(&states);
            perm.permute_many(black_box(&mut w));
        }
    };
    let peer_out = shared(vec![Vec::new(); N]);
    let zk = move |one: bool| {
        let mut o = peer_out.lock().expect("unpoisoned");
        rows_by(one, black_box(&peer_rows), 3, &mut o, |r| {
            theirs.permutation(r)
        });
    };
    let single = move |one: bool| {
        let mut w = work.lock().expect("unpoisoned");
        w.copy_from_slice(&states);
        if one {
            w.iter_mut().for_each(|s| perm.permute_mut(s));
        } else {
            w.par_chunks_mut(CHUNK)
                .for_each(|c| c.iter_mut().for_each(|s| perm.permute_mut(s)));
        }
    };
    let mut v = Vec::new();
    v.extend(both(
        "batch256/poseidon2-bn254-t3",
        "zkhash (HorizenLabs)",
        ours.clone(),
        zk,
    ));
    v.extend(both(
        "batch256/poseidon2-bn254-t3",
        "zkhashes one state at a time",
        ours,
        single,
    ));
    v
}

fn openzeppelin_cases() -> Vec<Case> {
    use openzeppelin_crypto::arithmetic::{uint::U256, BigInteger};
    use openzeppelin_crypto::field::instance::FpBN256;
    use openzeppelin_crypto::poseidon2::{instance::bn256::BN256Params, Poseidon2 as Oz};
    let rows: Arc<Vec<Bn254Fr>> = Arc::new(values(2 * N));
    let oz_rows: Arc<Vec<FpBN256>> = Arc::new(
        rows.iter()
            .map(|x| {
                let mut le = be(x);
                le.reverse();
                FpBN256::from_bigint(U256::from_bytes_le(&le))
            })
            .collect(),
    );
    let out = shared(vec![Bn254Fr::default(); N]);
    let ours = {
        let (rows, out) = (rows.clone(), out.clone());
        move || {
            let mut o = out.lock().expect("unpoisoned");
            poseidon2_openzeppelin::hash_batch(black_box(&rows), 2, 1, &mut o);
        }
    };
    let oz_out = shared(vec![FpBN256::from_bigint(U256::from_bytes_le(&[0; 32])); N]);
    let oz = move |one: bool| {
        let mut o = oz_out.lock().expect("unpoisoned");
        rows_by(one, black_box(&oz_rows), 2, &mut o, |r| {
            let mut h = Oz::<BN256Params, FpBN256>::new();
            for x in r {
                h.absorb(x);
            }
            h.squeeze()
        });
    };
    let single_out = shared(vec![Bn254Fr::default(); N]);
    let single = move |one: bool| {
        let mut o = single_out.lock().expect("unpoisoned");
        rows_by(
            one,
            black_box(&rows),
            2,
            &mut o,
            poseidon2_openzeppelin::hash,
        );
    };
    let mut v = Vec::new();
    v.extend(both(
        "batch256/openzeppelin-sponge-2",
        "openzeppelin-crypto",
        ours.clone(),
        oz,
    ));
    v.extend(both(
        "batch256/openzeppelin-sponge-2",
        "zkhashes one hash at a time",
        ours,
        single,
    ));
    v
}

fn main() {
    let mut cases = Vec::new();
    cases.extend(circom_cases());
    cases.extend(starknet_cases());
    cases.extend(poseidon2_cases());
    cases.extend(openzeppelin_cases());
    let filter = zkhashes_bench::name_filter();
    if let Some(f) = &filter {
        cases.retain(|c| c.name.contains(f.as_str()));
    }
    let Some(rows) = zkhashes_bench::criterion_then_ratios(
        &mut cases,
        &format!("256-bit batches, {N} hashes a call (ratio = peer / zkhashes)"),
    ) else {
        return;
    };
    println!("\n| benchmark | zkhashes ns per hash |\n|---|---:|");
    for (name, secs) in rows {
        println!("| {name} | {:.1} |", secs * 1e9 / N as f64);
    }
}
