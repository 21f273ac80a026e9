//! Rescue over Goldilocks: zkhashes beside miden-crypto (RPO_256, RPX_256,
//! and its Poseidon2 hash over Plonky3's Goldilocks width-12 permutation)
//! and winter-crypto (Rp64_256) in one process — the permutation, the 2-to-1
//! merge and hashing 100 elements (the Miden benchmark's scenarios) — and
//! 1,000 permutations at once (our batch form beside the peers' loop) —
//! and GMiMC-erf beside HorizenLabs' zkhash (t = 8, 12, 16; their round
//! constants are random per run, ours fixed: the same work). Criterion
//! measures each function; then an interleaved ratio table and the
//! multiplication floor are printed. `cargo bench -- --test` runs each once.

use miden_crypto::hash::poseidon2::Poseidon2 as PeerP2;
use miden_crypto::hash::{rpo::Rpo256 as PeerRpo, rpx::Rpx256 as PeerRpx};
use miden_crypto::{Felt, Word};
use std::hint::black_box;
use winter_crypto::hashers::Rp64_256 as PeerRp;
use winter_crypto::{ElementHasher, Hasher};
use winter_math::fields::f64::BaseElement;
use zkhashes::instances::miden::{MidenHasher, Poseidon2Hasher, Rpo256, Rpx256};
use zkhashes::instances::winterfell;
use zkhashes::permutation::gmimc;
use zkhashes::permutation::rescue;
use zkhashes::{Field, Goldilocks as F};
use zkhashes_bench::{fmt_time, Case};

fn inputs(n: usize) -> Vec<F> {
    (0..n as u64)
        .map(|i| F::from_u64(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i + 1)))
        .collect()
}

fn cases() -> Vec<Case> {
    let x12: [F; 12] = inputs(12).try_into().unwrap();
    let felts12: [Felt; 12] = x12.map(|v| Felt::new(v.value()).unwrap());
    let base12: [BaseElement; 12] = x12.map(|v| BaseElement::new(v.value()));
    let x100 = inputs(100);
    let felts100: Vec<Felt> = x100.iter().map(|v| Felt::new(v.value()).unwrap()).collect();
    let base100: Vec<BaseElement> = x100.iter().map(|v| BaseElement::new(v.value())).collect();
    let halves = [
        core::array::from_fn(|i| x12[i]),
        core::array::from_fn(|i| x12[4 + i]),
    ];
    let words = [
        Word::new(core::array::from_fn(|i| felts12[i])),
        Word::new(core::array::from_fn(|i| felts12[4 + i])),
    ];
    let digests: [<PeerRp as Hasher>::Digest; 2] = [
        <[BaseElement; 4]>::try_from(&base12[..4]).unwrap().into(),
        <[BaseElement; 4]>::try_from(&base12[4..8]).unwrap().into(),
    ];
    let (a, b, c, d) = (x100.clone(), x100.clone(), x100.clone(), x100);
    let felts100p2 = felts100.clone();
    let mut cases = vec![
        Case {
            name: "poseidon2-miden/goldilocks/permutation",
            ours: Box::new(move || {
                let mut s = black_box(x12);
                Poseidon2Hasher::permute(&mut s);
                black_box(s);
            }),
            peer: Box::new(move || {
                let mut s = black_box(felts12);
                PeerP2::apply_permutation(&mut s);
                black_box(s);
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "poseidon2-miden/goldilocks/merge",
            ours: Box::new(move || {
                black_box(Poseidon2Hasher::merge(black_box(&halves)));
            }),
            peer: Box::new(move || {
                black_box(PeerP2::merge(black_box(&words)));
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "poseidon2-miden/goldilocks/hash-100",
            ours: Box::new(move || {
                black_box(Poseidon2Hasher::hash_elements(black_box(&d)));
            }),
            peer: Box::new(move || {
                black_box(PeerP2::hash_elements(black_box(&felts100p2)));
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "rpo/goldilocks/permutation",
            ours: Box::new(move || {
                let mut s = black_box(x12);
                rescue::rpo_permute(&mut s);
                black_box(s);
            }),
            peer: Box::new(move || {
                let mut s = black_box(felts12);
                PeerRpo::apply_permutation(&mut s);
                black_box(s);
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "rpo/goldilocks/merge",
            ours: Box::new(move || {
                black_box(Rpo256::merge(black_box(&halves)));
            }),
            peer: Box::new(move || {
                black_box(PeerRpo::merge(black_box(&words)));
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "rpo/goldilocks/hash-100",
            ours: Box::new(move || {
                black_box(Rpo256::hash_elements(black_box(&a)));
            }),
            peer: Box::new({
                let f = felts100.clone();
                move || {
                    black_box(PeerRpo::hash_elements(black_box(&f)));
                }
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "rpx/goldilocks/permutation",
            ours: Box::new(move || {
                let mut s = black_box(x12);
                rescue::rpx_permute(&mut s);
                black_box(s);
            }),
            peer: Box::new(move || {
                let mut s = black_box(felts12);
                PeerRpx::apply_permutation(&mut s);
                black_box(s);
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "rpx/goldilocks/merge",
            ours: Box::new(move || {
                black_box(Rpx256::merge(black_box(&halves)));
            }),
            peer: Box::new(move || {
                black_box(PeerRpx::merge(black_box(&words)));
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "rpx/goldilocks/hash-100",
            ours: Box::new(move || {
                black_box(Rpx256::hash_elements(black_box(&b)));
            }),
            peer: Box::new(move || {
                black_box(PeerRpx::hash_elements(black_box(&felts100)));
            }),
            peer_name: "miden-crypto",
        },
        Case {
            name: "rp64-256/goldilocks/permutation",
            ours: Box::new(move || {
                let mut s = black_box(x12);
                rescue::rp64_256_permute(&mut s);
                black_box(s);
            }),
            peer: Box::new(move || {
                let mut s = black_box(base12);
                PeerRp::apply_permutation(&mut s);
                black_box(s);
            }),
            peer_name: "winter-crypto",
        },
        Case {
            name: "rp64-256/goldilocks/merge",
            ours: Box::new(move || {
                black_box(winterfell::merge(black_box(&halves)));
            }),
            peer: Box::new(move || {
                black_box(PeerRp::merge(black_box(&digests)));
            }),
            peer_name: "winter-crypto",
        },
        Case {
            name: "rp64-256/goldilocks/hash-100",
            ours: Box::new(move || {
                black_box(winterfell::hash_elements(black_box(&c)));
            }),
            peer: Box::new(move || {
                black_box(PeerRp::hash_elements(black_box(&base100)));
            }),
            peer_name: "winter-crypto",
        },
    ];
    cases.extend(batch_cases());
    cases.extend(gmimc_cases());
    cases
}

/// States per batch case.
const BATCH: usize = 1000;

/// Many permutations on one core: our batch form (`*_permute_many`, on
/// the calling thread: lanes where the CPU has them) beside the peers'
/// single permutation in a loop (neither peer has a batch form that packs
/// lanes; miden-crypto's "packed" RPO runs its lanes one after another).
fn batch_cases() -> Vec<Case> {
    let x = inputs(12 * BATCH);
    let ours: Vec<[F; 12]> = x
        .chunks_exact(12)
        .map(|c| core::array::from_fn(|i| c[i]))
        .collect();
    let felts: Vec<[Felt; 12]> = ours
        .iter()
        .map(|s| s.map(|v| Felt::new(v.value()).unwrap()))
        .collect();
    let base: Vec<[BaseElement; 12]> = ours
        .iter()
        .map(|s| s.map(|v| BaseElement::new(v.value())))
        .collect();
    vec![
        batch_case(
            "rpo/goldilocks/permutation-x1000",
            ours.clone(),
            rescue::dispatch::rpo_permute_many,
            felts.clone(),
            PeerRpo::apply_permutation,
            "miden-crypto, one at a time",
        ),
        batch_case(
            "rpx/goldilocks/permutation-x1000",
            ours.clone(),
            rescue::dispatch::rpx_permute_many,
            felts,
            PeerRpx::apply_permutation,
            "miden-crypto, one at a time",
        ),
        batch_case(
            "rp64-256/goldilocks/permutation-x1000",
            ours,
            rescue::dispatch::rp64_256_permute_many,
            base,
            PeerRp::apply_permutation,
            "winter-crypto, one at a time",
        ),
    ]
}

/// A batch case: `ours` on a copy of all the states at once, `peer` on a
/// copy of its states one by one.
fn batch_case<P: Clone + 'static>(
    name: &'static str,
    states: Vec<[F; 12]>,
    ours: fn(&mut [[F; 12]]),
    peer_states: Vec<P>,
    peer: fn(&mut P),
    peer_name: &'static str,
) -> Case {
    Case {
        name,
        ours: Box::new(move || {
            let mut s = states.clone();
            ours(black_box(&mut s));
            black_box(s);
        }),
        peer: Box::new(move || {
            let mut s = peer_states.clone();
            for x in black_box(&mut s).iter_mut() {
                peer(x);
            }
            black_box(s);
        }),
        peer_name,
    }
}

fn gmimc_cases() -> Vec<Case> {
    use zkhash::fields::goldilocks::FpGoldiLocks;
    use zkhash::gmimc::gmimc::Gmimc;
    use zkhash::gmimc::gmimc_instance_goldilocks as hl;
    let instances = [
        (
            "gmimc/goldilocks/t8",
            Gmimc::new(&hl::GMIMC_GOLDILOCKS_8_PARAMS),
        ),
        (
            "gmimc/goldilocks/t12",
            Gmimc::new(&hl::GMIMC_GOLDILOCKS_12_PARAMS),
        ),
        (
            "gmimc/goldilocks/t16",
            Gmimc::new(&hl::GMIMC_GOLDILOCKS_16_PARAMS),
        ),
    ];
    instances
        .into_iter()
        .map(|(name, peer)| {
            let t = peer.get_t();
            let ours_in = inputs(t);
            let peer_in: Vec<FpGoldiLocks> = ours_in
                .iter()
                .map(|v| FpGoldiLocks::from(v.value()))
                .collect();
            Case {
                name,
                ours: Box::new(move || {
                    let mut s = black_box(ours_in.clone());
                    gmimc::permute(&mut s).expect("width with an instance");
                    black_box(s);
                }),
                peer: Box::new(move || {
                    black_box(peer.permutation(black_box(&peer_in)));
                }),
                peer_name: "zkhash (HorizenLabs)",
            }
        })
        .collect()
}

fn main() {
    let mut cases = cases();
    let Some(measured) = zkhashes_bench::criterion_then_ratios(
        &mut cases,
        "zkhashes vs peers (interleaved samples, medians; ratio = peer / zkhashes)",
    ) else {
        return;
    };
    let mul = zkhashes_bench::mul_throughput::<F>();
    println!(
        "\n## Multiplication floor (muls x measured Goldilocks mul throughput {:.2} ns)\n",
        mul * 1e9
    );
    println!("| permutation | muls | floor | measured |");
    println!("|---|---:|---:|---:|");
    for (name, muls) in [
        ("rpo/goldilocks/permutation", rescue::mul_count(false)),
        ("rpx/goldilocks/permutation", rescue::mul_count(true)),
        ("rp64-256/goldilocks/permutation", rescue::mul_count(false)),
        ("gmimc/goldilocks/t8", gmimc::mul_count(8)),
        ("gmimc/goldilocks/t12", gmimc::mul_count(12)),
        ("gmimc/goldilocks/t16", gmimc::mul_count(16)),
    ] {
        let ours = measured.iter().find(|(n, _)| *n == name).map(|m| m.1);
        println!(
            "| {name} | {muls} | {} | {} |",
            fmt_time(muls as f64 * mul),
            ours.map_or_else(|| "-".into(), fmt_time)
        );
    }
}
