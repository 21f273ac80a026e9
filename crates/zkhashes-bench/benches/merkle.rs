//! Merkle trees: zkhashes beside each peer's own tree builder on the same
//! leaves, in the same process: miden-crypto 0.28's `MerkleTree::new`
//! (Poseidon2 `merge`, built sequentially) and winter-crypto's
//! `MerkleTree::<Rp64_256>::new` (without its `concurrent` feature), 2¹⁶
//! leaves each. Ours runs on one core (a one-thread rayon pool) and on
//! every core. zk-kit's LeanIMT (`zk-kit-lean-imt`, the Rust port of
//! @zk-kit/lean-imt, hashing with light-poseidon's circom Poseidon as a
//! Rust user of it would) beside ours, `insert_many` of 10,000 leaves into
//! an empty tree. The last row sets our 2²⁰-leaf tree on every core beside
//! the same on one core (the ratio is the scaling). `cargo bench -p zkhashes-bench --bench merkle -- nomatch`
//! prints only the interleaved ratio table.

// The std implementation of critical-section, which miden-crypto's
// Poseidon2 (once_cell without std) calls.
use ark_bn254::Fr as ArkFr;
use ark_ff::{BigInteger, PrimeField as _};
use critical_section as _;
use lean_imt::lean_imt::LeanIMT;
use light_poseidon::{Poseidon as LightPoseidon, PoseidonHasher};
use miden_crypto::merkle::MerkleTree as MidenTree;
use miden_crypto::{Felt, Word};
use std::hint::black_box;
use winter_crypto::hashers::Rp64_256 as PeerRp;
use winter_crypto::{Hasher, MerkleTree as WinterTree};
use winter_math::fields::f64::BaseElement;
use zkhashes::merkle::lean_imt::LeanImt;
use zkhashes::merkle::schemes::{CircomPoseidon2, MidenPoseidon2, WinterfellRp64_256};
use zkhashes::merkle::{BinaryTree, Compress};
use zkhashes::{Bn254Fr, Field, Goldilocks as F, PrimeField};
use zkhashes_bench::{on_cores, Case};

/// Leaves per tree.
const LEAVES: usize = 1 << 16;

type Digest = [F; 4];

fn make_leaves(n: usize) -> Vec<Digest> {
    (0..n as u64)
        .map(|i| {
            core::array::from_fn(|j| {
                F::from_u64(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(4 * i + j as u64 + 1))
            })
        })
        .collect()
}

/// Our tree of `leaves` over `c`, on one core or on every core.
fn ours<C: Compress<Digest = Digest> + Copy + Send + 'static>(
    c: C,
    leaves: Vec<Digest>,
    one_core: bool,
) -> Box<dyn FnMut()> {
    on_cores(one_core, move || {
        black_box(
            BinaryTree::new(c, black_box(&leaves))
                .expect("2^16 leaves")
                .root(),
        );
    })
}

fn cases() -> Vec<Case> {
    let leaves = make_leaves(LEAVES);
    let words: Vec<Word> = leaves
        .iter()
        .map(|d| Word::new(d.map(|x| Felt::new(x.value()).expect("canonical"))))
        .collect();
    let digests: Vec<<PeerRp as Hasher>::Digest> = leaves
        .iter()
        .map(|d| d.map(|x| BaseElement::new(x.value())).into())
        .collect();
    // The same roots on both sides, before any timing.
    let miden = MidenTree::new(words.clone()).expect("2^16 leaves").root();
    let ours_miden = BinaryTree::new(MidenPoseidon2::new(), &leaves)
        .expect("2^16 leaves")
        .root();
    assert_eq!(
        ours_miden.map(|x| x.value()).to_vec(),
        miden
            .as_elements()
            .iter()
            .map(|x| x.as_canonical_u64())
            .collect::<Vec<_>>(),
        "Miden roots differ"
    );
    let winter = *WinterTree::<PeerRp>::new(digests.clone())
        .expect("2^16 leaves")
        .root();
    let ours_winter = BinaryTree::new(WinterfellRp64_256, &leaves)
        .expect("2^16 leaves")
        .root();
    assert_eq!(
        ours_winter.map(|x| x.value()).to_vec(),
        winter
            .as_elements()
            .iter()
            .map(|x| x.as_int())
            .collect::<Vec<_>>(),
        "winterfell roots differ"
    );
    let mut v = Vec::new();
    for one_core in [true, false] {
        let words = words.clone();
        v.push(Case {
            name: if one_core {
                "merkle/miden-poseidon2/2^16/1-core"
            } else {
                "merkle/miden-poseidon2/2^16/all-cores"
            },
            ours: ours(MidenPoseidon2::new(), leaves.clone(), one_core),
            peer: Box::new(move || {
                black_box(
                    MidenTree::new(black_box(&words))
                        .expect("2^16 leaves")
                        .root(),
                );
            }),
            peer_name: "miden-crypto MerkleTree::new",
        });
        let digests = digests.clone();
        v.push(Case {
            name: if one_core {
                "merkle/winterfell-rp64-256/2^16/1-core"
            } else {
                "merkle/winterfell-rp64-256/2^16/all-cores"
            },
            ours: ours(WinterfellRp64_256, leaves.clone(), one_core),
            peer: Box::new(move || {
                let t = WinterTree::<PeerRp>::new(black_box(digests.clone())).expect("2^16 leaves");
                black_box(*t.root());
            }),
            peer_name: "winter-crypto MerkleTree::new",
        });
    }
    v.extend(lean_imt_cases());
    // Two cores against one on 2²⁰ leaves (the scaling figure).
    let big = make_leaves(1 << 20);
    v.push(Case {
        name: "merkle/miden-poseidon2/2^20/all-cores-vs-1",
        ours: ours(MidenPoseidon2::new(), big.clone(), false),
        peer: ours(MidenPoseidon2::new(), big, true),
        peer_name: "zkhashes on one core",
    });
    v
}

/// The peer's hash: light-poseidon's circom Poseidon of the two 32-byte
/// big-endian halves.
/// (One hasher per thread, built once: the peer's `Fn` hash cannot hold a
/// mutable one.)
fn light_hash(input: &[u8]) -> [u8; 32] {
    thread_local! {
        static LIGHT: std::cell::RefCell<LightPoseidon<ArkFr>> =
            std::cell::RefCell::new(LightPoseidon::<ArkFr>::new_circom(2).expect("t = 3"));
    }
    let l = ArkFr::from_be_bytes_mod_order(&input[..32]);
    let r = ArkFr::from_be_bytes_mod_order(&input[32..]);
    let d = LIGHT.with(|h| h.borrow_mut().hash(&[l, r]).expect("two inputs"));
    d.into_bigint().to_bytes_be().try_into().expect("32 bytes")
}

/// LeanIMT `insert_many` of 10,000 leaves, ours on one core and on all.
fn lean_imt_cases() -> Vec<Case> {
    const N: usize = 10_000;
    let leaves: Vec<Bn254Fr> = (0..N as u64)
        .map(|i| Bn254Fr::from_u64(0x9e37_79b9_7f4a_7c15u64.wrapping_mul(i + 1)))
        .collect();
    let bytes: Vec<[u8; 32]> = leaves
        .iter()
        .map(|x| {
            let mut b = [0u8; 32];
            for (i, w) in x.to_u256().iter().rev().enumerate() {
                b[8 * i..8 * i + 8].copy_from_slice(&w.to_be_bytes());
            }
            b
        })
        .collect();
    // The same root both ways (the peer over big-endian bytes).
    let ours_root = LeanImt::with_leaves(CircomPoseidon2, &leaves)
        .root()
        .expect("leaves");
    let peer_root = LeanIMT::<32>::new(&bytes, light_hash)
        .expect("leaves")
        .root();
    let mut want = [0u8; 32];
    for (i, w) in ours_root.to_u256().iter().rev().enumerate() {
        want[8 * i..8 * i + 8].copy_from_slice(&w.to_be_bytes());
    }
    assert_eq!(peer_root, Some(want), "LeanIMT roots differ");
    let mut v = Vec::new();
    for one_core in [true, false] {
        let leaves = leaves.clone();
        let bytes = bytes.clone();
        v.push(Case {
            name: if one_core {
                "merkle/lean-imt/10000/1-core"
            } else {
                "merkle/lean-imt/10000/all-cores"
            },
            ours: on_cores(one_core, move || {
                black_box(LeanImt::with_leaves(CircomPoseidon2, black_box(&leaves)).root());
            }),
            peer: Box::new(move || {
                black_box(
                    LeanIMT::<32>::new(black_box(&bytes), light_hash)
                        .expect("leaves")
                        .root(),
                );
            }),
            peer_name: "zk-kit-lean-imt + light-poseidon",
        });
    }
    v
}

fn main() {
    let mut cases = cases();
    zkhashes_bench::criterion_then_ratios(
        &mut cases,
        &format!("Merkle trees, {LEAVES} leaves (ratio = peer / zkhashes)"),
    );
}
