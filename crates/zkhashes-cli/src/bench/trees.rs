//! The Merkle rows of `zkhashes bench`: every scheme `zkhashes list` prints,
//! over each of its fields, committing [`LEAVES`] leaves through the public
//! `NamedTree::new` (the canonical integers' conversion included, as
//! `zkhashes merkle` runs it), on one core and on every core; beside a
//! BLAKE3 binary tree of the same leaves' bytes (each leaf hashed, then
//! 64-byte pairs up to the root). Times are per tree.

use super::batch::Cores;
use super::case::{Case, Check, Scenario, Work};
use rayon::prelude::*;
use std::collections::HashMap;
use std::hint::black_box;
use std::sync::{Arc, Mutex, OnceLock};
use zkhashes::encode::U256;
use zkhashes::instances::registry::Kind;
use zkhashes::merkle::named::{self, NamedTree};
use zkhashes::{BabyBear, Bn254Fr, Goldilocks, KoalaBear, Mersenne31};

/// Leaves a tree.
pub const LEAVES: usize = 1 << 16;
/// Leaves of the registry check (a prefix of the timed leaves).
const CHECK_LEAVES: usize = 1 << 6;
/// Elements a leaf, for the schemes that take rows of any width.
const ROW_WIDTH: usize = 8;

/// Leaves by (field, width).
type Cache = Mutex<HashMap<(&'static str, usize), Arc<Vec<U256>>>>;

/// The leaves of `field` at `width`, drawn once and shared by every row.
fn leaves(field: &'static str, width: usize) -> Arc<Vec<U256>> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    cache
        .entry((field, width))
        .or_insert_with(|| {
            let n = LEAVES * width;
            Arc::new(match field {
                "babybear" => super::case::values::<BabyBear>(n, 9),
                "koalabear" => super::case::values::<KoalaBear>(n, 9),
                "mersenne31" => super::case::values::<Mersenne31>(n, 9),
                "goldilocks" => super::case::values::<Goldilocks>(n, 9),
                _ => super::case::values::<Bn254Fr>(n, 9),
            })
        })
        .clone()
}

/// A tree of one scheme over one field.
struct Tree {
    scheme: &'static str,
    field: &'static str,
    width: usize,
    pool: Option<rayon::ThreadPool>,
}

impl Tree {
    fn build(&self, leaves: &[U256]) -> NamedTree {
        let mut tree = None;
        Cores::run(&self.pool, || {
            tree = Some(
                NamedTree::new(self.scheme, Some(self.field), leaves, self.width, 0)
                    .expect("the bench's leaves make a valid tree"),
            );
        });
        tree.expect("built")
    }
}

impl Work for Tree {
    fn run(&self, n: u64) {
        let leaves = leaves(self.field, self.width);
        for _ in 0..n {
            black_box(self.build(black_box(&leaves)));
        }
    }

    fn output(&self) -> Option<Vec<U256>> {
        let leaves = leaves(self.field, self.width);
        let tree = self.build(&leaves[..CHECK_LEAVES * self.width]);
        Some(tree.cap().concat())
    }
}

/// The leaves the registry check commits (the first [`CHECK_LEAVES`]).
pub fn check_leaves(field: &'static str, width: usize) -> Vec<U256> {
    leaves(field, width)[..CHECK_LEAVES * width].to_vec()
}

/// A BLAKE3 binary tree over [`LEAVES`] leaves of `leaf_bytes` bytes.
struct Blake3Tree {
    bytes: Vec<u8>,
    leaf_bytes: usize,
    cores: Cores,
}

fn parent(pair: &[[u8; 32]]) -> [u8; 32] {
    let mut h = blake3::Hasher::new();
    h.update(&pair[0]);
    h.update(&pair[1]);
    *h.finalize().as_bytes()
}

impl Work for Blake3Tree {
    fn run(&self, n: u64) {
        for _ in 0..n {
            let leaf = |m: &[u8]| *blake3::hash(m).as_bytes();
            let mut level: Vec<[u8; 32]> = match self.cores {
                Cores::One => self.bytes.chunks_exact(self.leaf_bytes).map(leaf).collect(),
                Cores::All => self
                    .bytes
                    .par_chunks_exact(self.leaf_bytes)
                    .map(leaf)
                    .collect(),
            };
            while level.len() > 1 {
                level = match self.cores {
                    Cores::One => level.chunks_exact(2).map(parent).collect(),
                    Cores::All => level.par_chunks_exact(2).map(parent).collect(),
                };
            }
            black_box(level);
        }
    }

    fn output(&self) -> Option<Vec<U256>> {
        None
    }
}

/// Every scheme over every field, on one core and on every core, then the
/// BLAKE3 trees of the same byte sizes.
pub fn rows(v: &mut Vec<Case>) {
    let mut sizes: Vec<(Cores, usize)> = Vec::new();
    for cores in Cores::BOTH {
        for scheme in named::SCHEMES {
            for &field in scheme.fields {
                let width = named::leaf_width(scheme.name).unwrap_or(ROW_WIDTH);
                let leaf_bytes = width * named::num_bytes(field);
                v.push(Case {
                    name: scheme.name,
                    field,
                    kind: Kind::Hasher,
                    scenario: Scenario::Tree(cores),
                    bytes: LEAVES * leaf_bytes,
                    baseline: false,
                    per_run: 1,
                    check: Some(Check {
                        width: Some(width),
                        inputs: Vec::new(),
                    }),
                    work: Box::new(Tree {
                        scheme: scheme.name,
                        field,
                        width,
                        pool: cores.pool(),
                    }),
                });
                if !sizes.contains(&(cores, leaf_bytes)) {
                    sizes.push((cores, leaf_bytes));
                }
            }
        }
    }
    for (cores, leaf_bytes) in sizes {
        v.push(Case {
            name: "blake3",
            field: "bytes",
            kind: Kind::Hasher,
            scenario: Scenario::Tree(cores),
            bytes: LEAVES * leaf_bytes,
            baseline: true,
            per_run: 1,
            check: None,
            work: Box::new(Blake3Tree {
                bytes: (0..LEAVES * leaf_bytes)
                    .map(|i| (i as u8).wrapping_mul(151))
                    .collect(),
                leaf_bytes,
                cores,
            }),
        });
    }
}

/// Whether a tree row's work commits what `NamedTree::new` commits on the
/// check's leaves (built here without a pool).
pub fn agrees(case: &Case) -> bool {
    let Some(Check { width: Some(w), .. }) = &case.check else {
        return false;
    };
    let leaves = check_leaves(case.field, *w);
    let expected = NamedTree::new(case.name, Some(case.field), &leaves, *w, 0)
        .ok()
        .map(|t| t.cap().concat());
    expected.is_some() && expected == case.work.output()
}
