//! zkhashes' Stwo hashers and lifted tree against stwo 2.3.0 itself on random inputs: for
//! each hasher (Blake2s, Blake2sM31, Poseidon252) 1,000 random leaf rows of 0..40 values and
//! 1,000 random node pairs against `MerkleHasherLifted`, random lifted trees against
//! `MerkleProverLifted::commit` on the CPU and SIMD backends (every layer), their
//! decommitments on random queries, and `mix_root` against the channels; the named scheme
//! `stwo-blake2s-m31` on 1,000 random trees.

use rand::{Rng, SeedableRng};
use starknet_ff::FieldElement;
use std::marker::PhantomData;
use stwo::core::channel::{Blake2sChannelGeneric, MerkleChannel, Poseidon252Channel};
use stwo::core::fields::m31::{BaseField, M31};
use stwo::core::vcs::blake2_hash::Blake2sHash;
use stwo::core::vcs_lifted::blake2_merkle::{
    Blake2sMerkleChannelGeneric, Blake2sMerkleHasherGeneric,
};
use stwo::core::vcs_lifted::merkle_hasher::MerkleHasherLifted;
use stwo::core::vcs_lifted::poseidon252_merkle::{
    Poseidon252MerkleChannel, Poseidon252MerkleHasher,
};
use stwo::prover::backend::simd::SimdBackend;
use stwo::prover::backend::{Col, Column, CpuBackend};
use stwo::prover::vcs_lifted::ops::MerkleOpsLifted;
use stwo::prover::vcs_lifted::prover::MerkleProverLifted;
use zkhashes::field::{PrimeField, Stark252};
use zkhashes::instances::stwo::{self as ours, Blake2s, Blake2sM31, LiftedHasher, Poseidon252};
use zkhashes::merkle::stwo::{verify, LiftedTree};

const P: u32 = ours::P;

/// One of our hashers beside stwo's, with the digests' conversion.
trait Pair {
    type Ours: LiftedHasher;
    type Theirs: MerkleHasherLifted;
    fn convert(
        h: &<Self::Theirs as MerkleHasherLifted>::Hash,
    ) -> <Self::Ours as LiftedHasher>::Hash;
    fn back(h: &<Self::Ours as LiftedHasher>::Hash) -> <Self::Theirs as MerkleHasherLifted>::Hash;
    /// stwo's channel digest after `mix_root`, from the digest `d`.
    fn their_mix(
        d: <Self::Theirs as MerkleHasherLifted>::Hash,
        root: <Self::Theirs as MerkleHasherLifted>::Hash,
    ) -> <Self::Theirs as MerkleHasherLifted>::Hash;
}

/// A BLAKE2s hasher of ours, `H`, beside stwo's with `IS_M31_OUTPUT = OUT`.
struct B<const OUT: bool, H>(PhantomData<H>);
struct Pos;

impl<const OUT: bool, H: LiftedHasher<Hash = [u8; 32]>> Pair for B<OUT, H> {
    type Ours = H;
    type Theirs = Blake2sMerkleHasherGeneric<OUT>;
    fn convert(h: &Blake2sHash) -> [u8; 32] {
        h.0
    }
    fn back(h: &[u8; 32]) -> Blake2sHash {
        Blake2sHash(*h)
    }
    fn their_mix(d: Blake2sHash, root: Blake2sHash) -> Blake2sHash {
        let mut c = Blake2sChannelGeneric::<OUT>::default();
        c.update_digest(d);
        Blake2sMerkleChannelGeneric::<OUT>::mix_root(&mut c, root);
        c.digest()
    }
}

impl Pair for Pos {
    type Ours = Poseidon252;
    type Theirs = Poseidon252MerkleHasher;
    fn convert(h: &FieldElement) -> Stark252 {
        Stark252::from_be_bytes(&h.to_bytes_be()).unwrap()
    }
    fn back(h: &Stark252) -> FieldElement {
        let mut b = [0u8; 32];
        let v = h.to_u256();
        for (i, limb) in v.iter().rev().enumerate() {
            b[8 * i..8 * i + 8].copy_from_slice(&limb.to_be_bytes());
        }
        FieldElement::from_bytes_be(&b).unwrap()
    }
    fn their_mix(d: FieldElement, root: FieldElement) -> FieldElement {
        let mut c = Poseidon252Channel::default();
        c.update_digest(d);
        Poseidon252MerkleChannel::mix_root(&mut c, root);
        c.digest()
    }
}

fn value(rng: &mut impl Rng) -> u32 {
    match rng.gen_range(0..10) {
        0 => 0,
        1 => P - 1,
        _ => rng.gen_range(0..P),
    }
}

fn m31s(v: &[u32]) -> Vec<BaseField> {
    v.iter().map(|&x| M31::from_u32_unchecked(x)).collect()
}

fn their_leaf<X: Pair>(row: &[u32]) -> <X::Theirs as MerkleHasherLifted>::Hash {
    let mut h = X::Theirs::default();
    // In pieces, as stwo's build_leaves feeds a row column group by column group.
    for piece in m31s(row).chunks(5) {
        h.update_leaf(piece);
    }
    h.finalize()
}

fn random_columns(rng: &mut impl Rng, height: u32) -> Vec<Vec<u32>> {
    let n = rng.gen_range(0..20);
    (0..n)
        .map(|_| {
            let log = rng.gen_range(1..=height);
            (0..1usize << log).map(|_| value(rng)).collect()
        })
        .collect()
}

fn agree<X: Pair>(seed: u64)
where
    CpuBackend: MerkleOpsLifted<X::Theirs>,
    SimdBackend: MerkleOpsLifted<X::Theirs>,
    <X::Ours as LiftedHasher>::Hash: PartialEq,
{
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    for _ in 0..1000 {
        let n = rng.gen_range(0..40);
        let row: Vec<u32> = (0..n).map(|_| value(&mut rng)).collect();
        assert_eq!(
            X::Ours::leaf(&row),
            X::convert(&their_leaf::<X>(&row)),
            "row {row:?}"
        );
    }
    for _ in 0..1000 {
        let (a, b) = (
            their_leaf::<X>(&[rng.gen_range(0..P)]),
            their_leaf::<X>(&[rng.gen_range(0..P), 1]),
        );
        let theirs = X::Theirs::hash_children((a, b));
        let (l, r) = (X::convert(&a), X::convert(&b));
        assert_eq!(X::Ours::node(&l, &r), X::convert(&theirs));
        assert_eq!(X::back(&l), a);
        let mixed = X::their_mix(a, b);
        assert_eq!(ours::mix_root::<X::Ours>(&l, &r), X::convert(&mixed));
    }
    for t in 0..40 {
        let height = rng.gen_range(1..=if t < 4 { 11 } else { 7 });
        let cols = random_columns(&mut rng, height);
        let lift = height + rng.gen_range(0..2);
        let refs: Vec<&[u32]> = cols.iter().map(Vec::as_slice).collect();
        let mine = LiftedTree::<X::Ours>::commit(&refs, lift).unwrap();
        let cpu: Vec<Vec<BaseField>> = cols.iter().map(|c| m31s(c)).collect();
        let theirs =
            MerkleProverLifted::<CpuBackend, X::Theirs>::commit(cpu.iter().collect(), lift, 0);
        assert_eq!(mine.layers().len(), theirs.layers.len(), "tree {t}");
        for (a, b) in mine.layers().iter().zip(&theirs.layers) {
            let b: Vec<_> = b.to_cpu().iter().map(X::convert).collect();
            assert_eq!(*a, b, "tree {t}: a layer");
        }
        let simd_cols: Vec<Col<SimdBackend, BaseField>> =
            cpu.iter().map(|c| c.iter().copied().collect()).collect();
        let simd = MerkleProverLifted::<SimdBackend, X::Theirs>::commit(
            simd_cols.iter().collect(),
            lift,
            0,
        );
        assert_eq!(
            mine.root(),
            X::convert(&simd.root()),
            "tree {t}: SIMD backend"
        );
        if cols.is_empty() {
            continue;
        }
        let mut queries: Vec<usize> = (0..rng.gen_range(1..12))
            .map(|_| rng.gen_range(0..1usize << lift))
            .collect();
        queries.sort();
        let d = mine.decommit(&queries, &refs).unwrap();
        let (values, ext) = theirs.decommit(&queries, cpu.iter().collect());
        let values: Vec<Vec<u32>> = values
            .iter()
            .map(|c| c.iter().map(|v| v.0).collect())
            .collect();
        assert_eq!(d.queried_values, values, "tree {t}: values");
        let witness: Vec<_> = ext
            .decommitment
            .hash_witness
            .iter()
            .map(X::convert)
            .collect();
        assert_eq!(d.hash_witness, witness, "tree {t}: witness");
        let sizes = mine.column_log_sizes().to_vec();
        assert_eq!(
            verify::<X::Ours>(&mine.root(), &sizes, lift, &queries, &values, &witness),
            Ok(true)
        );
    }
}

#[test]
fn blake2s_agrees_with_stwo() {
    agree::<B<false, Blake2s>>(1);
}

#[test]
fn blake2s_m31_agrees_with_stwo() {
    agree::<B<true, Blake2sM31>>(2);
}

#[test]
fn poseidon252_agrees_with_stwo() {
    agree::<Pos>(3);
}

/// `log_rows_per_leaf = 2` (stwo's FRI commitments): four columns packed sixteen to a leaf.
#[test]
fn packed_leaves_agree_with_stwo() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    for log in [3u32, 4, 7, 10] {
        let cols: Vec<Vec<u32>> = (0..4)
            .map(|_| (0..1 << log).map(|_| value(&mut rng)).collect())
            .collect();
        let refs: [&[u32]; 4] = core::array::from_fn(|i| cols[i].as_slice());
        for lift in [log - 2, log] {
            let (mine, packed) = LiftedTree::<Blake2s>::commit_packed(refs, lift).unwrap();
            let cpu: Vec<Vec<BaseField>> = cols.iter().map(|c| m31s(c)).collect();
            let theirs =
                MerkleProverLifted::<CpuBackend, Blake2sMerkleHasherGeneric<false>>::commit(
                    cpu.iter().collect(),
                    lift,
                    2,
                );
            assert_eq!(
                mine.root(),
                theirs.root().0,
                "2^{log} rows, lifted to 2^{lift}"
            );
            let p: Vec<&[u32]> = packed.iter().map(Vec::as_slice).collect();
            assert_eq!(
                LiftedTree::<Blake2s>::commit(&p, lift).unwrap().layers(),
                mine.layers()
            );
        }
    }
    let short = [1u32; 4];
    assert!(LiftedTree::<Blake2s>::commit_packed([&short; 4], 1).is_err());
}

/// The tree the benchmark times (2¹⁶ rows of 8 columns here, 2²⁰ there): the same root.
#[test]
fn eight_full_columns() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(4);
    let cols: Vec<Vec<u32>> = (0..8)
        .map(|_| (0..1 << 16).map(|_| value(&mut rng)).collect())
        .collect();
    let refs: Vec<&[u32]> = cols.iter().map(Vec::as_slice).collect();
    let mine = LiftedTree::<Blake2s>::commit(&refs, 16).unwrap();
    let simd_cols: Vec<Col<SimdBackend, BaseField>> =
        cols.iter().map(|c| m31s(c).into_iter().collect()).collect();
    let simd = MerkleProverLifted::<SimdBackend, Blake2sMerkleHasherGeneric<false>>::commit(
        simd_cols.iter().collect(),
        16,
        0,
    );
    assert_eq!(mine.root(), simd.root().0);
}

/// The named scheme `stwo-blake2s-m31` (what the CLI, Python, C and JS run) against stwo's
/// CPU backend on 1,000 random trees of columns of one length: the root, and each proof
/// against stwo's decommitment of that one query.
#[test]
fn named_scheme_agrees_with_stwo() {
    use zkhashes::merkle::named::{self, NamedTree};
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x57e0_0031);
    let word = |h: &Blake2sHash| -> Vec<[u64; 4]> {
        h.0.chunks(4)
            .map(|w| {
                [
                    u64::from(u32::from_le_bytes([w[0], w[1], w[2], w[3]])),
                    0,
                    0,
                    0,
                ]
            })
            .collect()
    };
    for t in 0..1000 {
        let log = rng.gen_range(1..=5u32);
        let (n, width) = (1usize << log, rng.gen_range(1..=12usize));
        let cols: Vec<Vec<u32>> = (0..width)
            .map(|_| (0..n).map(|_| value(&mut rng)).collect())
            .collect();
        let leaves: Vec<[u64; 4]> = (0..n * width)
            .map(|i| [u64::from(cols[i % width][i / width]), 0, 0, 0])
            .collect();
        let tree = NamedTree::new("stwo-blake2s-m31", None, &leaves, width, 0).unwrap();
        let cpu: Vec<Vec<BaseField>> = cols.iter().map(|c| m31s(c)).collect();
        let theirs = MerkleProverLifted::<CpuBackend, Blake2sMerkleHasherGeneric<true>>::commit(
            cpu.iter().collect(),
            log,
            0,
        );
        assert_eq!(tree.cap(), vec![word(&theirs.root())], "tree {t}");
        let q = rng.gen_range(0..n);
        let proof = tree.proof(q as u64).unwrap();
        let (_, ext) = theirs.decommit(&[q], cpu.iter().collect());
        let witness: Vec<_> = ext.decommitment.hash_witness.iter().map(word).collect();
        assert_eq!(proof.siblings, witness, "tree {t}: query {q}");
        assert_eq!(
            named::verify(
                "stwo-blake2s-m31",
                None,
                n as u64,
                width,
                0,
                &tree.cap(),
                &proof
            ),
            Ok(true)
        );
    }
}
