//! Plonky3's `MerkleTreeMmcs` (p3-merkle-tree 0.8, arity 2): one
//! commitment to the rows of several matrices of different heights.
//!
//! The rule, as p3 builds it:
//! - Heights must be reachable from the tallest, `max`: a matrix whose
//!   height rounds up to `max`'s power of two divided by 2ᵏ must have
//!   exactly ⌈`max` / 2ᵏ⌉ rows (p3's `validate_commit_reachable_heights`).
//! - The leaf layer hashes, for each row index, the rows of all the tallest
//!   matrices one after the other (`PaddingFreeSponge`, Plonky3's
//!   [`sponge`]), padded with all-zero digests to an even length.
//! - Each next layer compresses pairs (`TruncatedPermutation`, Plonky3's
//!   [`compress`]) and is padded to an even length again. Where its length
//!   rounded up to a power of two equals that of the next shorter
//!   matrices' height, their rows are injected: node i becomes
//!   compress(node i, sponge(rows i)) for i below their height, and
//!   compress(node i, 0) above it.
//! - The commitment is the cap: the first 2ʰ digests (at most the layer's
//!   length) of the layer h below the root.
//!
//! Matrices are given in any order; among equal heights, their order is
//! the order of their rows in the hash. An opening of index i holds, for
//! each matrix in the order given, its row `i >> k` (k = how many halvings
//! separate its height from the tallest), and the siblings from the leaf
//! layer up to the cap.
//!
//! Unlike p3 (which panics or silently lowers a cap height above the
//! tree), every bad input is an [`Error`].

use crate::error::Error;
use crate::field::{BabyBear, Field, Goldilocks, KoalaBear, Mersenne31};
use crate::instances::poseidon2_plonky3::{
    self as p3, compress, sponge, BabyBearW16, BabyBearW24, GoldilocksW8, KoalaBearW16,
    KoalaBearW24, Mersenne31W16, Mersenne31W24, Plonky3,
};
use crate::permutation::Permutation;
use alloc::vec;
use alloc::vec::Vec;
use core::marker::PhantomData;

/// A matrix of field elements, row after row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix<F> {
    values: Vec<F>,
    width: usize,
}

impl<F: Field> Matrix<F> {
    /// The matrix of `values` in rows of `width`: [`Error::InvalidTree`]
    /// for a width of 0, no values, or values that do not fill the last
    /// row.
    pub fn new(values: Vec<F>, width: usize) -> Result<Self, Error> {
        if width == 0 || values.is_empty() || !values.len().is_multiple_of(width) {
            return Err(Error::InvalidTree(
                "a matrix needs a width of at least 1 and whole, non-empty rows",
            ));
        }
        Ok(Self { values, width })
    }

    /// Its width (elements in a row).
    pub fn width(&self) -> usize {
        self.width
    }

    /// Its height (number of rows).
    pub fn height(&self) -> usize {
        self.values.len() / self.width
    }

    /// Its shape.
    pub fn dims(&self) -> Dims {
        Dims {
            width: self.width,
            height: self.height(),
        }
    }

    /// Row `i` (`i` < height).
    pub fn row(&self, i: usize) -> &[F] {
        &self.values[i * self.width..(i + 1) * self.width]
    }

    /// Every value, row after row.
    pub fn values(&self) -> &[F] {
        &self.values
    }
}

/// A matrix's shape, as a verifier knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dims {
    /// Elements in a row.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
}

/// The opening of one index: a row of every matrix (in the order they
/// were committed) and the siblings from the leaf layer up to the cap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening<F, const D: usize> {
    /// The opened row of each matrix.
    pub rows: Vec<Vec<F>>,
    /// The sibling digests, leaf layer first.
    pub siblings: Vec<[F; D]>,
}

/// The MMCS of a leaf hash over the permutation `H` (width `TH`, rate
/// `TH − D`) and a compression over `C` (width `TC`), digests of `D`
/// elements, and a cap height.
#[derive(Debug)]
pub struct Mmcs<'a, F, H, C, const TH: usize, const TC: usize, const D: usize> {
    hash: &'a H,
    compress: &'a C,
    cap_height: u32,
    _field: PhantomData<F>,
}

impl<F, H, C, const TH: usize, const TC: usize, const D: usize> Clone
    for Mmcs<'_, F, H, C, TH, TC, D>
{
    fn clone(&self) -> Self {
        *self
    }
}
impl<F, H, C, const TH: usize, const TC: usize, const D: usize> Copy
    for Mmcs<'_, F, H, C, TH, TC, D>
{
}

/// The configuration of Plonky3's examples over a 31-bit field: sponge of
/// width 24 (rate 16), compression of width 16, digests of 8.
pub type Mmcs31<F, H, C> = Mmcs<'static, F, H, C, 24, 16, 8>;
/// BabyBear (Poseidon2 widths 24 and 16).
pub type BabyBearMmcs =
    Mmcs31<BabyBear, Plonky3<BabyBear, 24, BabyBearW24>, Plonky3<BabyBear, 16, BabyBearW16>>;
/// KoalaBear (Poseidon2 widths 24 and 16).
pub type KoalaBearMmcs =
    Mmcs31<KoalaBear, Plonky3<KoalaBear, 24, KoalaBearW24>, Plonky3<KoalaBear, 16, KoalaBearW16>>;
/// Mersenne31 (Poseidon2 widths 24 and 16).
pub type Mersenne31Mmcs = Mmcs31<
    Mersenne31,
    Plonky3<Mersenne31, 24, Mersenne31W24>,
    Plonky3<Mersenne31, 16, Mersenne31W16>,
>;
/// Goldilocks: sponge and compression of width 8 (rate 4), digests of 4.
pub type GoldilocksMmcs = Mmcs<
    'static,
    Goldilocks,
    Plonky3<Goldilocks, 8, GoldilocksW8>,
    Plonky3<Goldilocks, 8, GoldilocksW8>,
    8,
    8,
    4,
>;

/// The BabyBear MMCS of Plonky3's examples with cap height `cap_height`.
pub fn babybear(cap_height: u32) -> BabyBearMmcs {
    Mmcs::new(p3::babybear_w24(), p3::babybear_w16(), cap_height)
}
/// The KoalaBear MMCS of Plonky3's examples with cap height `cap_height`.
pub fn koalabear(cap_height: u32) -> KoalaBearMmcs {
    Mmcs::new(p3::koalabear_w24(), p3::koalabear_w16(), cap_height)
}
/// The Mersenne31 MMCS of Plonky3's examples with cap height `cap_height`.
pub fn mersenne31(cap_height: u32) -> Mersenne31Mmcs {
    Mmcs::new(p3::mersenne31_w24(), p3::mersenne31_w16(), cap_height)
}
/// The Goldilocks MMCS of Plonky3's examples with cap height `cap_height`.
pub fn goldilocks(cap_height: u32) -> GoldilocksMmcs {
    Mmcs::new(p3::goldilocks_w8(), p3::goldilocks_w8(), cap_height)
}

/// A committed tree: the matrices and every digest layer.
#[derive(Clone, Debug)]
pub struct MmcsTree<F, const D: usize> {
    matrices: Vec<Matrix<F>>,
    layers: Vec<Vec<[F; D]>>,
    cap_height: u32,
}

/// p3's `padded_len` for arity 2: a layer of more than one digest is
/// padded to an even length.
const fn padded_len(raw: usize) -> usize {
    if raw <= 1 {
        raw
    } else {
        raw.next_multiple_of(2)
    }
}

/// ⌈log₂ n⌉ (0 for n ≤ 1).
pub(crate) fn log2_ceil(n: usize) -> u32 {
    n.next_power_of_two().trailing_zeros()
}

/// The tallest height, once every height is checked against it.
pub(crate) fn check_heights(heights: impl Iterator<Item = usize> + Clone) -> Result<usize, Error> {
    let max = heights
        .clone()
        .max()
        .filter(|&h| h > 0)
        .ok_or(Error::InvalidTree(
            "an MMCS commits to at least one matrix with at least one row",
        ))?;
    // Room to round the height up to a power of two and to pad layers
    // (2^62 rows on 64-bit targets, 2^30 on 32-bit ones).
    if max > usize::MAX >> 2 {
        return Err(Error::InvalidTree("a matrix with too many rows"));
    }
    let log_max = log2_ceil(max);
    for h in heights {
        let k = log_max - log2_ceil(h);
        if h != ((max - 1) >> k) + 1 {
            return Err(Error::InvalidTree(
                "a matrix height must be the tallest's divided by a power of two, rounded up",
            ));
        }
    }
    Ok(max)
}

/// The matrices' indices, tallest first (stable among equal heights).
fn tallest_first(dims: &[Dims]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..dims.len()).collect();
    order.sort_by_key(|&i| core::cmp::Reverse(dims[i].height));
    order
}

/// The number of compression layers above the leaf layer.
fn levels(max_height: usize) -> u32 {
    let mut len = padded_len(max_height);
    let mut levels = 0;
    while len > 1 {
        len = padded_len(len / 2);
        levels += 1;
    }
    levels
}

/// The number of compression layers, once the cap height is checked
/// against them: [`Error::InvalidTree`] for a cap height above the tree, or
/// one whose layer holds fewer than 2ʰ digests and not a power of two of
/// them (p3 panics on both: "cap_height exceeds tree depth", "a Merkle cap
/// holds a power-of-two number of roots").
pub(crate) fn check_cap(max_height: usize, cap_height: u32) -> Result<u32, Error> {
    let levels = levels(max_height);
    let mut len = padded_len(max_height);
    for _ in cap_height..levels {
        len = padded_len(len / 2);
    }
    let whole = cap_height <= levels && (len >= 1 << cap_height || len.is_power_of_two());
    if !whole {
        return Err(Error::InvalidTree(
            "the cap height is above the tree's depth, or its layer is not a power of two",
        ));
    }
    Ok(levels)
}

impl<'a, F, H, C, const TH: usize, const TC: usize, const D: usize> Mmcs<'a, F, H, C, TH, TC, D>
where
    F: Field,
    H: Permutation<F, TH> + Sync,
    C: Permutation<F, TC> + Sync,
{
    /// The MMCS of the leaf-hash permutation `hash`, the compression
    /// permutation `compress` and a cap height.
    pub const fn new(hash: &'a H, compress: &'a C, cap_height: u32) -> Self {
        const { assert!(D > 0 && D < TH && 2 * D <= TC) };
        Self {
            hash,
            compress,
            cap_height,
            _field: PhantomData,
        }
    }

    /// The cap height.
    pub fn cap_height(&self) -> u32 {
        self.cap_height
    }

    /// The leaf hash of one row (the rows of several matrices, one after
    /// the other).
    pub fn hash_row(&self, row: &[F]) -> [F; D] {
        sponge::<F, H, TH, D>(self.hash, row)
    }

    /// The compression of two digests.
    pub fn compress(&self, left: &[F; D], right: &[F; D]) -> [F; D] {
        compress::<F, C, TC, D>(self.compress, left, right)
    }

    /// The leaf hashes of rows of `width` (one matrix), on the batch
    /// kernels (for [`super::pieces`]).
    pub(crate) fn leaf_hashes(&self, rows: &[F], width: usize) -> Vec<[F; D]> {
        let mut out = vec![[F::ZERO; D]; rows.len() / width];
        self.sponge_rows(rows, width, &mut out);
        out
    }

    /// The layer above `layer` (of even length): its pairs compressed.
    pub(crate) fn compress_layer(&self, layer: &[[F; D]]) -> Vec<[F; D]> {
        let mut out = vec![[F::ZERO; D]; layer.len() / 2];
        self.compress_pairs(layer, &mut out);
        out
    }

    /// `levels` compressions above `layer`, each layer padded with an
    /// all-zero digest to an even length when longer than one digest, or
    /// when `pad_lone(level)` (a layer of one digest inside a longer one,
    /// for [`super::pieces`]); where `inject(level)` gives digests (one per
    /// node of the new layer: the hashes of shorter matrices' rows), node i
    /// becomes compress(node i, digest i). The last layer, or with `keep`
    /// every one, the first given.
    pub(crate) fn layers_up(
        &self,
        mut layer: Vec<[F; D]>,
        levels: u32,
        keep: bool,
        pad_lone: impl Fn(u32) -> bool,
        mut inject: impl FnMut(u32) -> Option<Vec<[F; D]>>,
    ) -> Vec<Vec<[F; D]>> {
        let mut kept = Vec::new();
        for level in 0..=levels {
            if !layer.len().is_multiple_of(2) && (layer.len() > 1 || pad_lone(level)) {
                layer.push([F::ZERO; D]);
            }
            if level < levels {
                let mut up = self.compress_layer(&layer);
                if let Some(rows) = inject(level + 1) {
                    debug_assert_eq!(rows.len(), up.len());
                    let pairs: Vec<[[F; D]; 2]> =
                        up.iter().zip(&rows).map(|(a, b)| [*a, *b]).collect();
                    self.compress_many(&pairs, &mut up);
                }
                if keep {
                    kept.push(core::mem::replace(&mut layer, up));
                } else {
                    layer = up;
                }
            }
        }
        kept.push(layer);
        kept
    }

    fn hash_rows(&self, matrices: &[&Matrix<F>], height: usize, out: &mut [[F; D]]) {
        let out = &mut out[..height];
        if let [m] = matrices {
            self.sponge_rows(m.values(), m.width(), out);
            return;
        }
        let width: usize = matrices.iter().map(|m| m.width()).sum();
        let mut rows = Vec::with_capacity(width * height);
        for i in 0..height {
            for m in matrices {
                rows.extend_from_slice(m.row(i));
            }
        }
        self.sponge_rows(&rows, width, out);
    }

    fn compress_pairs(&self, layer: &[[F; D]], out: &mut [[F; D]]) {
        let (pairs, _) = layer.as_chunks::<2>();
        self.compress_many(pairs, out);
    }

    /// The leaf hashes of rows of `width`, on the batch kernels (one after
    /// the other on wasm32: no lanes or threads there, and the npm
    /// package's size counts).
    fn sponge_rows(&self, rows: &[F], width: usize, out: &mut [[F; D]]) {
        #[cfg(not(target_arch = "wasm32"))]
        p3::sponge_many::<F, H, TH, D>(self.hash, rows, width, out);
        #[cfg(target_arch = "wasm32")]
        for (row, o) in rows.chunks_exact(width).zip(out) {
            *o = self.hash_row(row);
        }
    }

    /// The compressions of `pairs`, as [`Self::sponge_rows`].
    fn compress_many(&self, pairs: &[[[F; D]; 2]], out: &mut [[F; D]]) {
        #[cfg(not(target_arch = "wasm32"))]
        p3::compress_many::<F, C, TC, D>(self.compress, pairs, out);
        #[cfg(target_arch = "wasm32")]
        for (pair, o) in pairs.iter().zip(out) {
            *o = self.compress(&pair[0], &pair[1]);
        }
    }

    /// Commits to `matrices`: [`Error::InvalidTree`] for no matrix, or a
    /// height p3 would reject, or a cap height above the tree's.
    pub fn commit(&self, matrices: Vec<Matrix<F>>) -> Result<MmcsTree<F, D>, Error> {
        let dims: Vec<Dims> = matrices.iter().map(Matrix::dims).collect();
        let max = check_heights(dims.iter().map(|d| d.height))?;
        check_cap(max, self.cap_height)?;
        let order = tallest_first(&dims);
        let mut next = 0;
        let mut take = |len_npt: usize| {
            let start = next;
            while next < order.len() && dims[order[next]].height.next_power_of_two() == len_npt {
                next += 1;
            }
            order[start..next]
                .iter()
                .map(|&i| &matrices[i])
                .collect::<Vec<_>>()
        };
        let tallest = take(max.next_power_of_two());
        let mut leaves = vec![[F::ZERO; D]; padded_len(max)];
        self.hash_rows(&tallest, max, &mut leaves);
        let mut layers = vec![leaves];
        while let Some(prev) = layers.last().filter(|l| l.len() > 1) {
            let raw = prev.len() / 2;
            let mut layer = vec![[F::ZERO; D]; padded_len(raw)];
            self.compress_pairs(prev, &mut layer[..raw]);
            let inject = take(raw.next_power_of_two());
            if let Some(first) = inject.first() {
                let height = first.height();
                let mut pairs = vec![[[F::ZERO; D]; 2]; raw];
                let mut injected = vec![[F::ZERO; D]; height];
                self.hash_rows(&inject, height, &mut injected);
                for (i, pair) in pairs.iter_mut().enumerate() {
                    pair[0] = layer[i];
                    if i < height {
                        pair[1] = injected[i];
                    }
                }
                self.compress_many(&pairs, &mut layer[..raw]);
            }
            layers.push(layer);
        }
        Ok(MmcsTree {
            matrices,
            layers,
            cap_height: self.cap_height,
        })
    }

    /// Whether `opening` proves the rows of `index` in matrices of shapes
    /// `dims` (in the order committed) under `cap`. Errors for an opening
    /// that cannot be checked: heights p3 would reject or a cap height
    /// above them ([`Error::InvalidTree`]), an index past the tallest
    /// height ([`Error::IndexOutOfRange`]), a row count other than the
    /// number of matrices or a row of the wrong width
    /// ([`Error::WrongArity`]), siblings of the wrong number
    /// ([`Error::WrongLength`], in digests). `Ok(false)` when the digests
    /// do not lead to the cap.
    pub fn verify(
        &self,
        cap: &[[F; D]],
        dims: &[Dims],
        index: usize,
        opening: &Opening<F, D>,
    ) -> Result<bool, Error> {
        let max = check_heights(dims.iter().map(|d| d.height))?;
        let levels = check_cap(max, self.cap_height)?;
        let expected = (levels - self.cap_height) as usize;
        if opening.siblings.len() != expected {
            return Err(Error::WrongLength {
                expected,
                got: opening.siblings.len(),
            });
        }
        if opening.rows.len() != dims.len() {
            return Err(Error::WrongArity {
                min: dims.len(),
                max: dims.len(),
                got: opening.rows.len(),
            });
        }
        for (row, d) in opening.rows.iter().zip(dims) {
            if row.len() != d.width {
                return Err(Error::WrongArity {
                    min: d.width,
                    max: d.width,
                    got: row.len(),
                });
            }
        }
        if index >= max {
            return Err(Error::IndexOutOfRange {
                index: index as u64,
                len: max as u64,
            });
        }
        let order = tallest_first(dims);
        let mut next = 0;
        // The rows of the next matrices in tallest-first order whose height
        // rounds up to `npt`, hashed one after the other.
        let mut hash_next = |npt: usize| -> Option<[F; D]> {
            let mut row = Vec::new();
            let start = next;
            while let Some(&i) = order.get(next) {
                if dims[i].height.next_power_of_two() != npt {
                    break;
                }
                row.extend_from_slice(&opening.rows[i]);
                next += 1;
            }
            (next > start).then(|| self.hash_row(&row))
        };
        let mut digest = hash_next(max.next_power_of_two()).unwrap_or([F::ZERO; D]);
        let mut len = padded_len(max);
        let mut i = index;
        for s in &opening.siblings {
            digest = if i & 1 == 0 {
                self.compress(&digest, s)
            } else {
                self.compress(s, &digest)
            };
            i >>= 1;
            let raw = len / 2;
            len = padded_len(raw);
            if let Some(rows) = hash_next(raw.next_power_of_two()) {
                digest = self.compress(&digest, &rows);
            }
        }
        Ok(cap.get(i) == Some(&digest))
    }
}

impl<F: Field, const D: usize> MmcsTree<F, D> {
    /// The commitment: the first 2ʰ digests (h = the cap height; at most
    /// the layer's length) of the layer h below the root.
    pub fn cap(&self) -> &[[F; D]] {
        let layer = &self.layers[self.layers.len() - 1 - self.cap_height as usize];
        &layer[..layer.len().min(1 << self.cap_height)]
    }

    /// The root (the cap of height 0).
    pub fn root(&self) -> [F; D] {
        self.layers[self.layers.len() - 1][0]
    }

    /// The committed matrices, in the order given.
    pub fn matrices(&self) -> &[Matrix<F>] {
        &self.matrices
    }

    /// The shapes of the committed matrices (what a verifier needs).
    pub fn dims(&self) -> Vec<Dims> {
        self.matrices.iter().map(Matrix::dims).collect()
    }

    /// The cap height.
    pub fn cap_height(&self) -> u32 {
        self.cap_height
    }

    /// Every digest layer, the leaves' first.
    pub fn layers(&self) -> &[Vec<[F; D]>] {
        &self.layers
    }

    /// The opening of row index `index` of the tallest matrices:
    /// [`Error::IndexOutOfRange`] past their height.
    pub fn open(&self, index: usize) -> Result<Opening<F, D>, Error> {
        let max = self.matrices.iter().map(Matrix::height).max().unwrap_or(0);
        if index >= max {
            return Err(Error::IndexOutOfRange {
                index: index as u64,
                len: max as u64,
            });
        }
        let log_max = log2_ceil(max);
        let rows = self
            .matrices
            .iter()
            .map(|m| m.row(index >> (log_max - log2_ceil(m.height()))).to_vec())
            .collect();
        let proof_levels = self.layers.len() - 1 - self.cap_height as usize;
        let mut i = index;
        let siblings = self.layers[..proof_levels]
            .iter()
            .map(|layer| {
                let s = layer[i ^ 1];
                i >>= 1;
                s
            })
            .collect();
        Ok(Opening { rows, siblings })
    }
}
