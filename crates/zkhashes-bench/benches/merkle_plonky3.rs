//! Plonky3's `MerkleTreeMmcs` (p3-merkle-tree 0.9.0-rc.2, packed: build
//! with `RUSTFLAGS="-C target-cpu=native"`) beside ours (`merkle::mmcs`)
//! committing to the same matrix, in the configuration of Plonky3's
//! examples (BabyBear: Poseidon2 sponge of width 24, compression of width
//! 16, digests of 8; Goldilocks: sponge and compression of width 8, digests
//! of 4): 2¹⁶ rows × 135 columns (p3-merkle-tree's own bench shape) and,
//! for BabyBear, 2²⁰ rows × 8, on one core (both in a one-thread rayon pool)
//! and on every core (p3 with its `parallel` feature). Both take the
//! matrix by value (a clone each run, on both sides). The caps are checked
//! equal before timing. `cargo bench -p zkhashes-bench --bench
//! merkle_plonky3 -- nomatch` prints only the interleaved ratio table.

use p3_baby_bear::{default_babybear_poseidon2_16, default_babybear_poseidon2_24, BabyBear as B3};
use p3_commit::Mmcs as _;
use p3_field::PrimeField32;
use p3_matrix::dense::RowMajorMatrix;
use p3_merkle_tree::MerkleTreeMmcs;
use p3_symmetric::{PaddingFreeSponge, TruncatedPermutation};
use std::hint::black_box;
use std::sync::Arc;
use zkhashes::merkle::mmcs::{self, Matrix};
use zkhashes::{BabyBear, Field, PrimeField};
use zkhashes_bench::{on_cores, Case};

type P = <B3 as p3_field::Field>::Packing;
type H = PaddingFreeSponge<p3_baby_bear::Poseidon2BabyBear<24>, 24, 16, 8>;
type C = TruncatedPermutation<p3_baby_bear::Poseidon2BabyBear<16>, 2, 8, 16>;
type Theirs = MerkleTreeMmcs<P, P, H, C, 2, 8>;

type G3 = p3_goldilocks::Goldilocks;
type GP = <G3 as p3_field::Field>::Packing;
type GPerm = p3_goldilocks::Poseidon2Goldilocks<8>;
type GH = PaddingFreeSponge<GPerm, 8, 4, 4>;
type GC = TruncatedPermutation<GPerm, 2, 4, 8>;
type TheirsGoldilocks = MerkleTreeMmcs<GP, GP, GH, GC, 2, 4>;

fn theirs_goldilocks() -> TheirsGoldilocks {
    let perm = p3_goldilocks::default_goldilocks_poseidon2_8();
    TheirsGoldilocks::new(GH::new(perm.clone()), GC::new(perm), 0)
}

/// The peer of our own tree's cases.
const P3_PACKED: &str = "p3-merkle-tree 0.9.0-rc.2 MerkleTreeMmcs (packed)";

/// A one-core and an every-core case (`names`) committing to the same
/// matrix on both sides: ours (its matrix and commit) beside the peer.
fn push_cases<A: Send + Sync + 'static, B: Send + Sync + 'static>(
    v: &mut Vec<Case>,
    names: [&'static str; 2],
    ours: (Arc<A>, fn(&A)),
    theirs: (Arc<B>, fn(&B)),
    peer_name: &'static str,
) {
    for (one_core, name) in [(true, names[0]), (false, names[1])] {
        let (m, commit_ours) = (ours.0.clone(), ours.1);
        let (t, commit_theirs) = (theirs.0.clone(), theirs.1);
        v.push(Case {
            name,
            ours: on_cores(one_core, move || commit_ours(&m)),
            peer: on_cores(one_core, move || commit_theirs(&t)),
            peer_name,
        });
    }
}

/// The Goldilocks cases: 2¹⁶ rows × 135 columns, one core and every core.
fn goldilocks_cases(v: &mut Vec<Case>) {
    use p3_field::PrimeField64;
    use zkhashes::Goldilocks;
    let (rows, cols) = (1usize << 16, 135usize);
    let raw: Vec<u64> = (0..(rows * cols) as u64)
        .map(|i| 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i + 1) % Goldilocks::MODULUS[0])
        .collect();
    let ours_m = Arc::new(
        Matrix::new(raw.iter().map(|&x| Goldilocks::from_u64(x)).collect(), cols)
            .expect("a matrix"),
    );
    let theirs_m = Arc::new(RowMajorMatrix::new(
        raw.iter().map(|&x| G3::new(x)).collect(),
        cols,
    ));
    let mine = mmcs::goldilocks(0)
        .commit(vec![(*ours_m).clone()])
        .expect("commits");
    let (cap, _) = theirs_goldilocks().commit(vec![(*theirs_m).clone()]);
    let want: Vec<u64> = cap.roots()[0]
        .iter()
        .map(|x| x.as_canonical_u64())
        .collect();
    let got: Vec<u64> = mine.root().iter().map(|x| x.to_u256()[0]).collect();
    assert_eq!(got, want, "the same Goldilocks root as p3-merkle-tree");
    push_cases(
        v,
        [
            "mmcs/goldilocks/2^16x135/1-core",
            "mmcs/goldilocks/2^16x135/all-cores",
        ],
        (ours_m, |m| {
            let tree = mmcs::goldilocks(0)
                .commit(vec![m.clone()])
                .expect("commits");
            black_box(tree.root());
        }),
        (theirs_m, |t| {
            black_box(theirs_goldilocks().commit(vec![t.clone()]));
        }),
        P3_PACKED,
    );
}

fn theirs() -> Theirs {
    Theirs::new(
        H::new(default_babybear_poseidon2_24()),
        C::new(default_babybear_poseidon2_16()),
        0,
    )
}

fn values(rows: usize, cols: usize) -> Vec<u32> {
    (0..rows * cols)
        .map(|i| (0x9e37_79b9u32.wrapping_mul(i as u32 + 1)) % BabyBear::P)
        .collect()
}

fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    for (rows, cols, names) in [
        (
            1usize << 16,
            135usize,
            [
                "mmcs/babybear/2^16x135/1-core",
                "mmcs/babybear/2^16x135/all-cores",
            ],
        ),
        (
            1 << 20,
            8,
            [
                "mmcs/babybear/2^20x8/1-core",
                "mmcs/babybear/2^20x8/all-cores",
            ],
        ),
    ] {
        let raw = values(rows, cols);
        let ours_m = Arc::new(
            Matrix::new(
                raw.iter()
                    .map(|&x| BabyBear::from_u64(u64::from(x)))
                    .collect(),
                cols,
            )
            .expect("a matrix"),
        );
        let theirs_m = Arc::new(RowMajorMatrix::new(
            raw.iter().map(|&x| B3::new(x)).collect(),
            cols,
        ));
        // The same commitment, before any timing.
        let mine = mmcs::babybear(0)
            .commit(vec![(*ours_m).clone()])
            .expect("commits");
        let (cap, _) = theirs().commit(vec![(*theirs_m).clone()]);
        let want: Vec<u64> = cap.roots()[0]
            .iter()
            .map(|x| u64::from(x.as_canonical_u32()))
            .collect();
        let got: Vec<u64> = mine.root().iter().map(|x| x.to_u256()[0]).collect();
        assert_eq!(got, want, "the same root as p3-merkle-tree");
        push_cases(
            &mut v,
            names,
            (ours_m, |m| {
                let tree = mmcs::babybear(0).commit(vec![m.clone()]).expect("commits");
                black_box(tree.root());
            }),
            (theirs_m, |t| {
                black_box(theirs().commit(vec![t.clone()]));
            }),
            P3_PACKED,
        );
    }
    goldilocks_cases(&mut v);
    v
}

/// p3's own `MerkleTreeMmcs` with the adapter's permutations in its config
/// (`zkhashes-p3`: one changed type) against the same tree with p3's: the
/// figure a Plonky3 user sees by switching, BabyBear and Goldilocks 2¹⁶ ×
/// 135, one core and every core. Equal caps checked first.
fn adapter_cases(v: &mut Vec<Case>) {
    type Hz = PaddingFreeSponge<zkhashes_p3::Poseidon2BabyBear<24>, 24, 16, 8>;
    type Cz = TruncatedPermutation<zkhashes_p3::Poseidon2BabyBear<16>, 2, 8, 16>;
    type Adapted = MerkleTreeMmcs<P, P, Hz, Cz, 2, 8>;
    fn adapted() -> Adapted {
        Adapted::new(
            Hz::new(zkhashes_p3::default_babybear_poseidon2_24()),
            Cz::new(zkhashes_p3::default_babybear_poseidon2_16()),
            0,
        )
    }
    type Gz = zkhashes_p3::Poseidon2Goldilocks<8>;
    type AdaptedGoldilocks = MerkleTreeMmcs<
        GP,
        GP,
        PaddingFreeSponge<Gz, 8, 4, 4>,
        TruncatedPermutation<Gz, 2, 4, 8>,
        2,
        4,
    >;
    fn adapted_goldilocks() -> AdaptedGoldilocks {
        let perm = zkhashes_p3::default_goldilocks_poseidon2_8();
        AdaptedGoldilocks::new(
            PaddingFreeSponge::new(perm),
            TruncatedPermutation::new(perm),
            0,
        )
    }
    let (rows, cols) = (1usize << 16, 135usize);
    let m = Arc::new(RowMajorMatrix::new(
        values(rows, cols).iter().map(|&x| B3::new(x)).collect(),
        cols,
    ));
    let g = Arc::new(RowMajorMatrix::new(
        (0..(rows * cols) as u64)
            .map(|i| G3::new(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i + 1)))
            .collect(),
        cols,
    ));
    assert_eq!(
        json(&adapted().commit(vec![(*m).clone()]).0),
        json(&theirs().commit(vec![(*m).clone()]).0),
        "the same BabyBear cap with the adapter"
    );
    assert_eq!(
        json(&adapted_goldilocks().commit(vec![(*g).clone()]).0),
        json(&theirs_goldilocks().commit(vec![(*g).clone()]).0),
        "the same Goldilocks cap with the adapter"
    );
    let peer = "the same p3 tree with p3's Poseidon2";
    push_cases(
        v,
        [
            "mmcs/babybear/2^16x135/p3-tree-zkhashes-p3/1-core",
            "mmcs/babybear/2^16x135/p3-tree-zkhashes-p3/all-cores",
        ],
        (m.clone(), |m| {
            black_box(adapted().commit(vec![m.clone()]));
        }),
        (m, |m| {
            black_box(theirs().commit(vec![m.clone()]));
        }),
        peer,
    );
    push_cases(
        v,
        [
            "mmcs/goldilocks/2^16x135/p3-tree-zkhashes-p3/1-core",
            "mmcs/goldilocks/2^16x135/p3-tree-zkhashes-p3/all-cores",
        ],
        (g.clone(), |g| {
            black_box(adapted_goldilocks().commit(vec![g.clone()]));
        }),
        (g, |g| {
            black_box(theirs_goldilocks().commit(vec![g.clone()]));
        }),
        peer,
    );
}

/// A cap by its serialized form (p3's cap type has no `PartialEq`).
fn json<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_string(x).expect("serializable")
}

fn main() {
    let mut cases = cases();
    adapter_cases(&mut cases);
    zkhashes_bench::criterion_then_ratios(
        &mut cases,
        "Plonky3 MerkleTreeMmcs, BabyBear and Goldilocks (ratio = p3-merkle-tree / zkhashes)",
    );
}
