//! zkhashes' plonky2 instance beside the plonky2 crate in one process:
//! interleaved samples (ours, peer, ours, …), medians, ratio = peer / ours.
//! The Merkle case builds plonky2's `MerkleTree` (2¹³ leaves of 135
//! elements, cap height 0: plonky2's own bench shape) on one core (both in
//! a one-thread rayon pool) and on every core (plonky2 with its `parallel`
//! feature). The drop-in (`zkhashes-plonky2`) is measured inside plonky2
//! itself: plonky2's `MerkleTree` with its hasher against plonky2's
//! `PoseidonHash`, and a circuit's proof (a Fibonacci chain of 2¹² additions,
//! `standard_recursion_config`) with its `PoseidonGoldilocksConfig` against
//! plonky2's, on every core. `cargo +nightly bench` in this crate (or
//! `make bench`); `-- --test` runs each case once.

use plonky2::field::goldilocks_field::GoldilocksField as PF;
use plonky2::field::types::{Field as _, PrimeField64 as _};
use plonky2::hash::hash_types::HashOut;
use plonky2::hash::merkle_tree::MerkleTree as PeerTree;
use plonky2::hash::poseidon::{Poseidon, PoseidonHash};
use plonky2::iop::witness::{PartialWitness, WitnessWrite};
use plonky2::plonk::circuit_builder::CircuitBuilder;
use plonky2::plonk::circuit_data::{CircuitConfig, CircuitData};
use plonky2::plonk::config::GenericConfig;
use plonky2::plonk::config::Hasher;
use std::hint::black_box;
use zkhashes::instances::plonky2 as ours;
use zkhashes::merkle::plonky2::MerkleTree;
use zkhashes::permutation::Permutation;
use zkhashes::{Field, Goldilocks as F};
use zkhashes_crosscheck_nightly::{median, ratio_table, sample, Run};

/// Elements per leaf and leaves of the Merkle case: plonky2's own
/// `benches/merkle.rs` shape (135 elements, 2¹³ leaves).
const LEAF_LEN: usize = 135;
const TREE_LEAVES: usize = 1 << 13;

/// The Merkle case's leaves, ours (one row after the other) and plonky2's;
/// the caps are checked equal.
fn merkle_inputs() -> (Vec<F>, Vec<Vec<PF>>) {
    let vals: Vec<u64> = (0..(TREE_LEAVES * LEAF_LEN) as u64)
        .map(|i| (i + 7).wrapping_mul(0x9e37_79b9_7f4a_7c15) % zkhashes::field::goldilocks::P)
        .collect();
    let ours: Vec<F> = vals.iter().map(|&v| F::new(v).unwrap()).collect();
    let theirs: Vec<Vec<PF>> = vals
        .chunks(LEAF_LEN)
        .map(|r| r.iter().map(|&v| PF::from_canonical_u64(v)).collect())
        .collect();
    let a = MerkleTree::new(&ours, LEAF_LEN, 0).expect("a tree").cap()[0];
    let b = PeerTree::<PF, PoseidonHash>::new(theirs.clone(), 0).cap.0[0];
    let b: Vec<u64> = b.elements.iter().map(|x| x.to_canonical_u64()).collect();
    assert_eq!(
        a.iter().map(|x| x.value()).collect::<Vec<_>>(),
        b,
        "the same root"
    );
    (ours, theirs)
}

/// `f` on one core (a one-thread rayon pool) or on every core.
fn on_cores(one_core: bool, f: impl Fn() + Send + Sync + 'static) -> Run {
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

/// A Fibonacci chain of `steps` additions from (0, 1), its ends public.
fn fibonacci<C: GenericConfig<2, F = PF>>(
    steps: usize,
) -> (CircuitData<PF, C, 2>, PartialWitness<PF>) {
    let mut builder = CircuitBuilder::<PF, 2>::new(CircuitConfig::standard_recursion_config());
    let (a, b) = (builder.add_virtual_target(), builder.add_virtual_target());
    let (mut prev, mut cur) = (a, b);
    for _ in 0..steps {
        let next = builder.add(prev, cur);
        prev = cur;
        cur = next;
    }
    builder.register_public_inputs(&[a, b, cur]);
    let mut pw = PartialWitness::new();
    pw.set_target(a, PF::ZERO).expect("a");
    pw.set_target(b, PF::ONE).expect("b");
    (builder.build::<C>(), pw)
}

fn main() {
    let smoke = std::env::args().any(|a| a == "--test");
    let vals: Vec<u64> = (0..100u64)
        .map(|i| (i + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) % zkhashes::field::goldilocks::P)
        .collect();
    let mine: Vec<F> = vals.iter().map(|&v| F::new(v).unwrap()).collect();
    let theirs: Vec<PF> = vals.iter().map(|&v| PF::from_canonical_u64(v)).collect();
    let s12: [F; 12] = mine[..12].try_into().unwrap();
    let p12: [PF; 12] = theirs[..12].try_into().unwrap();
    let (l, r): ([F; 4], [F; 4]) = (
        mine[..4].try_into().unwrap(),
        mine[4..8].try_into().unwrap(),
    );
    let pl = HashOut::<PF> {
        elements: theirs[..4].try_into().unwrap(),
    };
    let pr = HashOut::<PF> {
        elements: theirs[4..8].try_into().unwrap(),
    };
    let (m100, t100) = (mine.clone(), theirs.clone());
    let (tree_ours, tree_theirs) = merkle_inputs();
    let perm = ours::permutation();
    let mut cases: Vec<(&str, Run, Run)> = vec![
        (
            "poseidon-plonky2/goldilocks/t12",
            Box::new(move || {
                black_box(perm.permute(black_box(s12)));
            }),
            Box::new(move || {
                black_box(PF::poseidon(black_box(p12)));
            }),
        ),
        (
            "plonky2-two-to-one",
            Box::new(move || {
                black_box(ours::two_to_one(black_box(&l), black_box(&r)));
            }),
            Box::new(move || {
                black_box(PoseidonHash::two_to_one(black_box(pl), black_box(pr)));
            }),
        ),
        (
            "plonky2-hash-no-pad/100",
            Box::new(move || {
                black_box(ours::hash_no_pad(black_box(&m100)));
            }),
            Box::new(move || {
                black_box(PoseidonHash::hash_no_pad(black_box(&t100)));
            }),
        ),
    ];
    for one_core in [true, false] {
        let (flat, rows) = (tree_ours.clone(), tree_theirs.clone());
        let name = if one_core {
            "plonky2 MerkleTree 2^13 x 135, 1 core"
        } else {
            "plonky2 MerkleTree 2^13 x 135, all cores"
        };
        cases.push((
            name,
            on_cores(one_core, move || {
                let t = MerkleTree::new(black_box(&flat), LEAF_LEN, 0).expect("a tree");
                black_box(t.cap()[0]);
            }),
            on_cores(one_core, move || {
                let t = PeerTree::<PF, PoseidonHash>::new(black_box(rows.clone()), 0);
                black_box(t.cap);
            }),
        ));
    }
    for one_core in [true, false] {
        let (a, b) = (tree_theirs.clone(), tree_theirs.clone());
        let name = if one_core {
            "plonky2 MerkleTree 2^13 x 135 with the drop-in hasher, 1 core"
        } else {
            "plonky2 MerkleTree 2^13 x 135 with the drop-in hasher, all cores"
        };
        cases.push((
            name,
            on_cores(one_core, move || {
                let t =
                    PeerTree::<PF, zkhashes_plonky2::PoseidonHash>::new(black_box(a.clone()), 0);
                black_box(t.cap);
            }),
            on_cores(one_core, move || {
                let t = PeerTree::<PF, PoseidonHash>::new(black_box(b.clone()), 0);
                black_box(t.cap);
            }),
        ));
    }
    type Ours = zkhashes_plonky2::PoseidonGoldilocksConfig;
    type Theirs = plonky2::plonk::config::PoseidonGoldilocksConfig;
    let (ours_data, ours_pw) = fibonacci::<Ours>(1 << 12);
    let (theirs_data, theirs_pw) = fibonacci::<Theirs>(1 << 12);
    cases.push((
        "plonky2 proof, Fibonacci 2^12, drop-in config, all cores",
        Box::new(move || {
            black_box(ours_data.prove(ours_pw.clone()).expect("proves"));
        }),
        Box::new(move || {
            black_box(theirs_data.prove(theirs_pw.clone()).expect("proves"));
        }),
    ));
    ratio_table("zkhashes vs plonky2", "plonky2", &mut cases);
    if smoke {
        return;
    }
    let muls = ours::permutation().engine().mul_count();
    // The floor: the generic engine's multiplication count times the
    // throughput of independent Goldilocks products.
    let xs: [F; 8] = mine[..8].try_into().unwrap();
    let mut mul: Run = Box::new(move || {
        let mut acc = black_box(xs);
        for _ in 0..32 {
            for a in acc.iter_mut() {
                *a = *a * *a;
            }
        }
        black_box(acc);
    });
    let mut t = Vec::new();
    for _ in 0..31 {
        t.push(sample(&mut mul, 10_000) / 256.0);
    }
    let mul_ns = median(&mut t) * 1e9;
    println!(
        "\nfloor: {muls} muls x {mul_ns:.2} ns (mul throughput) = {:.3} µs per permutation",
        muls as f64 * mul_ns * 1e-3
    );
    let _ = F::ZERO;
}
