//! Every Merkle scheme by name, on field-agnostic [`U256`] values: the one
//! entry point of the CLI's `merkle`, Python's `merkle_root` and
//! `MerkleTree`, JS's `merkleRoot` and C's `zkh_merkle_*` (they only
//! convert and map errors).
//!
//! Leaves are rows of `width` canonical integers, one row after the other.
//! A digest is a list of field elements (one for LeanIMT). A proof is the
//! leaf's row, its index and the sibling digests from the leaf's level up
//! to the cap.

use super::binary::{self, BinaryTree, Compress};
use super::lean_imt::{self, LeanImt, LeanImtProof};
use super::mmcs::{self, Dims, Matrix, Mmcs, MmcsTree, Opening};
#[cfg(not(target_arch = "wasm32"))]
use super::named_stwo;
use super::plonky2 as p2;
use super::schemes::{CircomPoseidon2, MidenPoseidon2, MidenRpo, WinterfellRp64_256};
use crate::encode::U256;
use crate::error::Error;
use crate::field::{BabyBear, Bn254Fr, Goldilocks, KoalaBear, Mersenne31, PrimeField};
use crate::instances::registry::to_field;
use crate::permutation::Permutation;
use alloc::string::ToString;
use alloc::vec::Vec;

/// A Merkle scheme, as `zkhashes list` prints it.
#[derive(Clone, Copy, Debug)]
pub struct SchemeInfo {
    /// The name.
    pub name: &'static str,
    /// Its fields (the first is the default when there is one).
    pub fields: &'static [&'static str],
    /// What a leaf is.
    pub leaf: &'static str,
    /// One line.
    pub description: &'static str,
}

/// Every scheme.
pub const SCHEMES: &[SchemeInfo] = &[
    SchemeInfo {
        name: "plonky3-mmcs",
        fields: &["babybear", "koalabear", "mersenne31", "goldilocks"],
        leaf: "a row of any width",
        description: "Plonky3 MerkleTreeMmcs (p3-merkle-tree 0.8, one matrix): Poseidon2 sponge w24/compress w16 (31-bit), w8/w8 (Goldilocks); cap",
    },
    SchemeInfo {
        name: "plonky2",
        fields: &["goldilocks"],
        leaf: "a row of any width",
        description: "plonky2 MerkleTree: hash_or_noop leaves, Poseidon two_to_one, cap; 2^k leaves",
    },
    SchemeInfo {
        name: "miden-rpo",
        fields: &["goldilocks"],
        leaf: "a word (4 elements)",
        description: "miden-crypto MerkleTree before 0.28: RPO merge; 2^k leaves (k >= 1)",
    },
    SchemeInfo {
        name: "miden-poseidon2",
        fields: &["goldilocks"],
        leaf: "a word (4 elements)",
        description: "miden-crypto MerkleTree 0.28 and later: Poseidon2 merge; 2^k leaves (k >= 1)",
    },
    SchemeInfo {
        name: "winterfell-rp64-256",
        fields: &["goldilocks"],
        leaf: "a digest (4 elements)",
        description: "winter-crypto MerkleTree<Rp64_256>: Rp64_256 merge; 2^k leaves (k >= 1)",
    },
    SchemeInfo {
        name: "lean-imt",
        fields: &["bn254"],
        leaf: "one element",
        description: "zk-kit LeanIMT over circom Poseidon (poseidon-lite poseidon2), as Semaphore builds it; any number of leaves",
    },
    #[cfg(not(target_arch = "wasm32"))]
    SchemeInfo {
        name: "stwo-blake2s-m31",
        fields: &["mersenne31"],
        leaf: "a row of any width",
        description: "stwo 2.3 lifted Merkle tree over Blake2sM31MerkleHasher, columns of one length: leaf BLAKE2s of the row's LE words, node BLAKE2s(left || right), digest words mod 2^31-1; 2^k rows (k >= 1), no cap",
    },
];

/// The proof of one leaf.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The leaf's index (for `lean-imt`, zk-kit's proof index: bit i set
    /// when the node is the right child at the i-th level that has a
    /// sibling).
    pub index: u64,
    /// The leaf's row.
    pub leaf: Vec<U256>,
    /// The sibling digests, leaf level first.
    pub siblings: Vec<Vec<U256>>,
}

type Mmcs31<F> = MmcsTree<F, 8>;

#[derive(Clone, Debug)]
enum Tree {
    BabyBear(Mmcs31<BabyBear>),
    KoalaBear(Mmcs31<KoalaBear>),
    Mersenne31(Mmcs31<Mersenne31>),
    Goldilocks(MmcsTree<Goldilocks, 4>),
    Plonky2(p2::MerkleTree, Vec<Goldilocks>),
    MidenRpo(BinaryTree<MidenRpo>, u32),
    MidenPoseidon2(BinaryTree<MidenPoseidon2>, u32),
    Winterfell(BinaryTree<WinterfellRp64_256>, u32),
    LeanImt(LeanImt<CircomPoseidon2>),
    #[cfg(not(target_arch = "wasm32"))]
    Stwo(named_stwo::Tree),
}

/// A tree of a named scheme.
#[derive(Clone, Debug)]
pub struct NamedTree {
    scheme: &'static SchemeInfo,
    field: &'static str,
    width: usize,
    leaves: u64,
    cap_height: u32,
    tree: Tree,
}

/// The scheme `name` over `field` (its first field when `None`; required
/// for `plonky3-mmcs`, which has several).
pub fn find(name: &str, field: Option<&str>) -> Result<(&'static SchemeInfo, &'static str), Error> {
    let info = SCHEMES
        .iter()
        .find(|s| s.name == name)
        .ok_or_else(|| Error::UnknownName(name.to_string()))?;
    match field {
        Some(f) => info
            .fields
            .iter()
            .find(|&&g| g == f)
            .map(|&g| (info, g))
            .ok_or_else(|| Error::UnknownField(f.to_string())),
        None if info.fields.len() == 1 => Ok((info, info.fields[0])),
        None => Err(Error::InvalidOption(
            "this scheme exists over several fields: choose one (--field)",
        )),
    }
}

/// Elements of a digest of scheme `name` over `field` (as [`find`]).
pub fn digest_len(name: &str, field: Option<&str>) -> Result<usize, Error> {
    let (scheme, field) = find(name, field)?;
    Ok(match (scheme.name, field) {
        ("lean-imt", _) => 1,
        #[cfg(not(target_arch = "wasm32"))]
        ("stwo-blake2s-m31", _) => named_stwo::DIGEST,
        ("plonky3-mmcs", "goldilocks") => 4,
        ("plonky3-mmcs", _) => 8,
        _ => 4,
    })
}

/// The leaf width of a scheme whose leaves have only one (a word, a
/// digest, an element); `None` for rows of any width.
pub fn leaf_width(name: &str) -> Option<usize> {
    match name {
        "miden-rpo" | "miden-poseidon2" | "winterfell-rp64-256" => Some(4),
        "lean-imt" => Some(1),
        _ => None,
    }
}

/// Bytes of the canonical encoding of an element of `field`.
pub fn num_bytes(field: &str) -> usize {
    match field {
        "babybear" | "koalabear" | "mersenne31" => 4,
        "goldilocks" => 8,
        _ => 32,
    }
}

fn rows_of(leaves: &[U256], width: usize) -> Result<u64, Error> {
    if width == 0 || leaves.is_empty() || !leaves.len().is_multiple_of(width) {
        return Err(Error::InvalidTree(
            "leaves are whole rows of one width (at least 1), at least one of them",
        ));
    }
    Ok((leaves.len() / width) as u64)
}

fn fixed_width(width: usize, want: usize) -> Result<(), Error> {
    if width != want {
        return Err(Error::WrongArity {
            min: want,
            max: want,
            got: width,
        });
    }
    Ok(())
}

fn digests<F: PrimeField, const D: usize>(leaves: &[U256]) -> Result<Vec<[F; D]>, Error> {
    let elems = to_field::<F>(leaves)?;
    Ok(elems
        .chunks_exact(D)
        .map(|c| core::array::from_fn(|i| c[i]))
        .collect())
}

fn show<F: PrimeField>(d: &[F]) -> Vec<U256> {
    d.iter().map(PrimeField::to_u256).collect()
}

fn digest_in<F: PrimeField, const D: usize>(d: &[U256]) -> Result<[F; D], Error> {
    if d.len() != D {
        return Err(Error::WrongArity {
            min: D,
            max: D,
            got: d.len(),
        });
    }
    let v = to_field::<F>(d)?;
    Ok(core::array::from_fn(|i| v[i]))
}

fn digests_in<F: PrimeField, const D: usize>(ds: &[Vec<U256>]) -> Result<Vec<[F; D]>, Error> {
    ds.iter().map(|d| digest_in::<F, D>(d)).collect()
}

fn binary_tree<C: Compress<Digest = [Goldilocks; 4]>>(
    c: C,
    leaves: &[U256],
    cap_height: u32,
) -> Result<(BinaryTree<C>, u32), Error> {
    let tree = BinaryTree::new(c, &digests::<Goldilocks, 4>(leaves)?)?;
    tree.cap(cap_height)?;
    Ok((tree, cap_height))
}

fn mmcs_commit<F, H, C, const TH: usize, const TC: usize, const D: usize>(
    m: Mmcs<'_, F, H, C, TH, TC, D>,
    leaves: &[U256],
    width: usize,
) -> Result<MmcsTree<F, D>, Error>
where
    F: PrimeField,
    H: Permutation<F, TH> + Sync,
    C: Permutation<F, TC> + Sync,
{
    m.commit(alloc::vec![Matrix::new(to_field::<F>(leaves)?, width)?])
}

impl NamedTree {
    /// The tree of scheme `name` over `field` of `leaves` (rows of `width`
    /// elements one after the other), committed by the cap of height
    /// `cap_height` (`lean-imt` has none: 0 only). Errors: an unknown name
    /// or field, a value ≥ p ([`Error::NonCanonical`], counted over all
    /// the leaves' elements), a width the scheme does not take
    /// ([`Error::WrongArity`]), a leaf count it does not allow or a cap
    /// height above the tree ([`Error::InvalidTree`]).
    pub fn new(
        name: &str,
        field: Option<&str>,
        leaves: &[U256],
        width: usize,
        cap_height: u32,
    ) -> Result<Self, Error> {
        let (scheme, field) = find(name, field)?;
        let n = rows_of(leaves, width)?;
        let tree = match (scheme.name, field) {
            ("plonky3-mmcs", "babybear") => {
                Tree::BabyBear(mmcs_commit(mmcs::babybear(cap_height), leaves, width)?)
            }
            ("plonky3-mmcs", "koalabear") => {
                Tree::KoalaBear(mmcs_commit(mmcs::koalabear(cap_height), leaves, width)?)
            }
            ("plonky3-mmcs", "mersenne31") => {
                Tree::Mersenne31(mmcs_commit(mmcs::mersenne31(cap_height), leaves, width)?)
            }
            ("plonky3-mmcs", _) => {
                Tree::Goldilocks(mmcs_commit(mmcs::goldilocks(cap_height), leaves, width)?)
            }
            ("plonky2", _) => {
                let rows = to_field::<Goldilocks>(leaves)?;
                Tree::Plonky2(p2::MerkleTree::new(&rows, width, cap_height)?, rows)
            }
            ("lean-imt", _) => {
                fixed_width(width, 1)?;
                if cap_height != 0 {
                    return Err(Error::InvalidOption("a LeanIMT has no cap: cap height 0"));
                }
                Tree::LeanImt(LeanImt::with_leaves(
                    CircomPoseidon2,
                    &to_field::<Bn254Fr>(leaves)?,
                ))
            }
            #[cfg(not(target_arch = "wasm32"))]
            ("stwo-blake2s-m31", _) => {
                Tree::Stwo(named_stwo::Tree::new(leaves, width, n, cap_height)?)
            }
            (name, _) => {
                fixed_width(width, 4)?;
                match name {
                    "miden-rpo" => {
                        let (t, h) = binary_tree(MidenRpo::new(), leaves, cap_height)?;
                        Tree::MidenRpo(t, h)
                    }
                    "miden-poseidon2" => {
                        let (t, h) = binary_tree(MidenPoseidon2::new(), leaves, cap_height)?;
                        Tree::MidenPoseidon2(t, h)
                    }
                    _ => {
                        let (t, h) = binary_tree(WinterfellRp64_256, leaves, cap_height)?;
                        Tree::Winterfell(t, h)
                    }
                }
            }
        };
        Ok(Self {
            scheme,
            field,
            width,
            leaves: n,
            cap_height,
            tree,
        })
    }

    /// The scheme.
    pub fn scheme(&self) -> &'static SchemeInfo {
        self.scheme
    }

    /// The field's name.
    pub fn field(&self) -> &'static str {
        self.field
    }

    /// The number of leaves.
    pub fn len(&self) -> u64 {
        self.leaves
    }

    /// Whether the tree has no leaves (never: a tree has at least one).
    pub fn is_empty(&self) -> bool {
        self.leaves == 0
    }

    /// The width of a leaf row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The cap height.
    pub fn cap_height(&self) -> u32 {
        self.cap_height
    }

    /// The commitment: the cap's digests (the root alone at cap height 0).
    pub fn cap(&self) -> Vec<Vec<U256>> {
        match &self.tree {
            Tree::BabyBear(t) => t.cap().iter().map(|d| show(d)).collect(),
            Tree::KoalaBear(t) => t.cap().iter().map(|d| show(d)).collect(),
            Tree::Mersenne31(t) => t.cap().iter().map(|d| show(d)).collect(),
            Tree::Goldilocks(t) => t.cap().iter().map(|d| show(d)).collect(),
            Tree::Plonky2(t, _) => t.cap().iter().map(|d| show(d)).collect(),
            Tree::MidenRpo(t, h) => cap_of(t, *h),
            Tree::MidenPoseidon2(t, h) => cap_of(t, *h),
            Tree::Winterfell(t, h) => cap_of(t, *h),
            Tree::LeanImt(t) => {
                let root = t.root().expect("at least one leaf");
                alloc::vec![alloc::vec![root.to_u256()]]
            }
            #[cfg(not(target_arch = "wasm32"))]
            Tree::Stwo(t) => t.cap(),
        }
    }

    /// The proof of leaf `index`: [`Error::IndexOutOfRange`] past the last.
    pub fn proof(&self, index: u64) -> Result<Proof, Error> {
        if index >= self.leaves {
            return Err(Error::IndexOutOfRange {
                index,
                len: self.leaves,
            });
        }
        let i = index as usize;
        match &self.tree {
            Tree::BabyBear(t) => mmcs_proof(t, i),
            Tree::KoalaBear(t) => mmcs_proof(t, i),
            Tree::Mersenne31(t) => mmcs_proof(t, i),
            Tree::Goldilocks(t) => mmcs_proof(t, i),
            Tree::Plonky2(t, rows) => Ok(Proof {
                index,
                leaf: show(&rows[i * self.width..(i + 1) * self.width]),
                siblings: t.prove(index)?.iter().map(|d| show(d)).collect(),
            }),
            Tree::MidenRpo(t, h) => binary_proof(t, *h, index),
            Tree::MidenPoseidon2(t, h) => binary_proof(t, *h, index),
            Tree::Winterfell(t, h) => binary_proof(t, *h, index),
            Tree::LeanImt(t) => {
                let p = t.generate_proof(i)?;
                Ok(Proof {
                    index: p.index,
                    leaf: alloc::vec![p.leaf.to_u256()],
                    siblings: p
                        .siblings
                        .iter()
                        .map(|s| alloc::vec![s.to_u256()])
                        .collect(),
                })
            }
            #[cfg(not(target_arch = "wasm32"))]
            Tree::Stwo(t) => {
                let (leaf, siblings) = t.proof(i);
                Ok(Proof {
                    index,
                    leaf,
                    siblings,
                })
            }
        }
    }

    /// Every level from the leaves' digests (level 0; the rows themselves
    /// where a leaf is a digest) up to the cap's, each one flat list of
    /// elements ([`digest_len`] a node), without MMCS's zero padding:
    /// level j holds ⌈rows / 2ʲ⌉ nodes.
    pub(crate) fn levels(&self) -> Vec<Vec<U256>> {
        let n = self.leaves as usize;
        match &self.tree {
            Tree::BabyBear(t) => mmcs_levels(t, n),
            Tree::KoalaBear(t) => mmcs_levels(t, n),
            Tree::Mersenne31(t) => mmcs_levels(t, n),
            Tree::Goldilocks(t) => mmcs_levels(t, n),
            Tree::Plonky2(t, _) => heap_levels(t.tree().nodes(), n, self.cap_height),
            Tree::MidenRpo(t, h) => heap_levels(t.nodes(), n, *h),
            Tree::MidenPoseidon2(t, h) => heap_levels(t.nodes(), n, *h),
            Tree::Winterfell(t, h) => heap_levels(t.nodes(), n, *h),
            Tree::LeanImt(t) => t
                .levels()
                .iter()
                .map(|l| l.iter().map(PrimeField::to_u256).collect())
                .collect(),
            #[cfg(not(target_arch = "wasm32"))]
            Tree::Stwo(t) => t.levels(),
        }
    }

    /// Whether `proof` proves its leaf under this tree's cap ([`verify`]).
    pub fn verify(&self, proof: &Proof) -> Result<bool, Error> {
        verify(
            self.scheme.name,
            Some(self.field),
            self.leaves,
            self.width,
            self.cap_height,
            &self.cap(),
            proof,
        )
    }
}

/// Whether `proof` proves its leaf under `cap`, in a tree of scheme `name`
/// over `field` of `leaves` rows of `width` elements with cap height
/// `cap_height` (`lean-imt` uses only the cap, its root). Errors for a
/// proof that cannot be checked: a digest or leaf of the wrong length or a
/// cap of other than 2^`cap_height` digests ([`Error::WrongArity`]), a
/// value ≥ p, a sibling count other than the tree's depth to the cap
/// ([`Error::WrongLength`], in digests), a leaf index past `leaves`
/// ([`Error::IndexOutOfRange`]), a leaf count or cap height the scheme
/// does not allow ([`Error::InvalidTree`]). `Ok(false)`: a proof that
/// does not lead to the cap.
pub fn verify(
    name: &str,
    field: Option<&str>,
    leaves: u64,
    width: usize,
    cap_height: u32,
    cap: &[Vec<U256>],
    proof: &Proof,
) -> Result<bool, Error> {
    let (scheme, field) = find(name, field)?;
    fixed_width(proof.leaf.len(), width)?;
    match (scheme.name, field) {
        ("plonky3-mmcs", "babybear") => mmcs_verify(mmcs::babybear(cap_height), leaves, cap, proof),
        ("plonky3-mmcs", "koalabear") => {
            mmcs_verify(mmcs::koalabear(cap_height), leaves, cap, proof)
        }
        ("plonky3-mmcs", "mersenne31") => {
            mmcs_verify(mmcs::mersenne31(cap_height), leaves, cap, proof)
        }
        ("plonky3-mmcs", _) => mmcs_verify(mmcs::goldilocks(cap_height), leaves, cap, proof),
        ("lean-imt", _) => {
            fixed_width(width, 1)?;
            fixed_width(cap.len(), 1)?;
            // zk-kit's proof index is at most the leaf's index; bits past
            // the siblings would let one leaf be proved at many indexes
            // (zk-kit ignores them; we refuse them).
            if proof.index >= leaves {
                return Err(Error::IndexOutOfRange {
                    index: proof.index,
                    len: leaves,
                });
            }
            if proof.siblings.len() < 64 && proof.index >> proof.siblings.len() != 0 {
                return Ok(false);
            }
            let p = LeanImtProof {
                root: digest_in::<Bn254Fr, 1>(&cap[0])?[0],
                leaf: digest_in::<Bn254Fr, 1>(&proof.leaf)?[0],
                index: proof.index,
                siblings: digests_in::<Bn254Fr, 1>(&proof.siblings)?
                    .into_iter()
                    .map(|d| d[0])
                    .collect(),
            };
            Ok(lean_imt::verify_proof(&CircomPoseidon2, &p))
        }
        #[cfg(not(target_arch = "wasm32"))]
        ("stwo-blake2s-m31", _) => named_stwo::verify(
            leaves,
            cap_height,
            cap,
            proof.index,
            &proof.leaf,
            &proof.siblings,
        ),
        (name, _) => {
            check_binary_proof(leaves, cap_height, proof)?;
            let cap_in = digests_in::<Goldilocks, 4>(cap)?;
            fixed_width(cap_in.len(), 1 << cap_height)?;
            let siblings = digests_in::<Goldilocks, 4>(&proof.siblings)?;
            if name == "plonky2" {
                return p2::verify(
                    &to_field::<Goldilocks>(&proof.leaf)?,
                    proof.index,
                    &cap_in,
                    &siblings,
                );
            }
            fixed_width(width, 4)?;
            let leaf = digest_in::<Goldilocks, 4>(&proof.leaf)?;
            match name {
                "miden-rpo" => {
                    binary::verify_to_cap(&MidenRpo::new(), &cap_in, proof.index, &leaf, &siblings)
                }
                "miden-poseidon2" => binary::verify_to_cap(
                    &MidenPoseidon2::new(),
                    &cap_in,
                    proof.index,
                    &leaf,
                    &siblings,
                ),
                _ => binary::verify_to_cap(
                    &WinterfellRp64_256,
                    &cap_in,
                    proof.index,
                    &leaf,
                    &siblings,
                ),
            }
        }
    }
}

/// Checks a proof's sibling count and index against a complete binary
/// tree of `leaves` leaves.
fn check_binary_proof(leaves: u64, cap_height: u32, proof: &Proof) -> Result<(), Error> {
    if !leaves.is_power_of_two() {
        return Err(Error::InvalidTree(
            "the number of leaves must be a power of two",
        ));
    }
    let depth = leaves.ilog2();
    if cap_height > depth {
        return Err(Error::InvalidTree(
            "the cap height is above the tree's depth",
        ));
    }
    let expected = (depth - cap_height) as usize;
    if proof.siblings.len() != expected {
        return Err(Error::WrongLength {
            expected,
            got: proof.siblings.len(),
        });
    }
    if proof.index >= leaves {
        return Err(Error::IndexOutOfRange {
            index: proof.index,
            len: leaves,
        });
    }
    Ok(())
}

fn mmcs_verify<F, H, C, const TH: usize, const TC: usize, const D: usize>(
    m: Mmcs<'_, F, H, C, TH, TC, D>,
    leaves: u64,
    cap: &[Vec<U256>],
    proof: &Proof,
) -> Result<bool, Error>
where
    F: PrimeField,
    H: Permutation<F, TH> + Sync,
    C: Permutation<F, TC> + Sync,
{
    let dims = [Dims {
        width: proof.leaf.len(),
        height: usize::try_from(leaves).map_err(|_| Error::InvalidTree("too many leaves"))?,
    }];
    let index = usize::try_from(proof.index).unwrap_or(usize::MAX);
    let opening = Opening {
        rows: alloc::vec![to_field::<F>(&proof.leaf)?],
        siblings: digests_in::<F, D>(&proof.siblings)?,
    };
    m.verify(&digests_in::<F, D>(cap)?, &dims, index, &opening)
}

fn binary_proof<C: Compress<Digest = [Goldilocks; 4]>>(
    t: &BinaryTree<C>,
    h: u32,
    index: u64,
) -> Result<Proof, Error> {
    Ok(Proof {
        index,
        leaf: show(&t.leaves()[index as usize]),
        siblings: t.path_to_cap(index, h)?.iter().map(|d| show(d)).collect(),
    })
}

fn cap_of<C: Compress<Digest = [Goldilocks; 4]>>(t: &BinaryTree<C>, h: u32) -> Vec<Vec<U256>> {
    t.cap(h)
        .expect("checked when built")
        .iter()
        .map(|d| show(d))
        .collect()
}

/// Nodes flattened to their elements.
pub(crate) fn flat<F: PrimeField, const D: usize>(nodes: &[[F; D]]) -> Vec<U256> {
    nodes.iter().flatten().map(PrimeField::to_u256).collect()
}

/// An MMCS tree's layers up to its cap's, each cut to ⌈n / 2ʲ⌉ nodes.
fn mmcs_levels<F: PrimeField, const D: usize>(t: &MmcsTree<F, D>, n: usize) -> Vec<Vec<U256>> {
    let layers = t.layers();
    let top = layers.len() - t.cap_height() as usize;
    layers[..top]
        .iter()
        .enumerate()
        .map(|(j, l)| flat(&l[..n.div_ceil(1 << j).min(l.len())]))
        .collect()
}

/// A complete binary tree's levels (root at 1, leaves at n..2n) up to the
/// cap of height `h`.
fn heap_levels<F: PrimeField, const D: usize>(
    nodes: &[[F; D]],
    n: usize,
    h: u32,
) -> Vec<Vec<U256>> {
    let depth = n.ilog2();
    (0..=depth - h)
        .map(|j| flat(&nodes[n >> j..(2 * n) >> j]))
        .collect()
}

fn mmcs_proof<F: PrimeField, const D: usize>(t: &MmcsTree<F, D>, i: usize) -> Result<Proof, Error> {
    let o = t.open(i)?;
    Ok(Proof {
        index: i as u64,
        leaf: show(&o.rows[0]),
        siblings: o.siblings.iter().map(|d| show(d)).collect(),
    })
}
