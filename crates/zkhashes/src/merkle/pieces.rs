//! A named tree built in pieces: the top of an aligned range of rows on its
//! own ([`subtree`]), and the whole tree's cap (its root for cap height 0)
//! joined from every range's top ([`join`]) — bit for bit the cap
//! [`NamedTree`] gives in one piece. Each piece needs only its own rows, so
//! pieces can be built one at a time, on other cores or on other machines;
//! only their tops travel.
//!
//! Ranges are aligned: every piece covers `span` rows (a power of two)
//! starting at a multiple of `span`; the last one may be shorter where the
//! scheme allows a row count that is not a power of two (`plonky3-mmcs`,
//! `lean-imt`). A piece's top is its node at level log₂ `span`, or, where
//! the cap lies below that level, its share of the cap's digests:
//! - `plonky2`, `miden-rpo`, `miden-poseidon2`, `winterfell-rp64-256`: the
//!   pieces' tops are the leaves of the top tree (plonky2's `hash_or_noop`
//!   leaves a 4-element digest as it is);
//! - `plonky3-mmcs`: p3 pads every layer of more than one digest with an
//!   all-zero digest; a short last piece is padded as it would be inside
//!   the whole tree (its lone node compressed with zero up to the piece's
//!   level);
//! - `lean-imt`: an unpaired node rises unchanged, so a short last piece's
//!   top is its own LeanIMT root, and the top tree is the LeanIMT of the
//!   tops.
//!
//! One matrix per MMCS tree (as [`NamedTree`]).

use super::mmcs::{self, Mmcs};
use super::named::{self, NamedTree};
#[cfg(not(target_arch = "wasm32"))]
use super::named_stwo;
use crate::encode::U256;
use crate::error::Error;
use crate::field::PrimeField;
use crate::instances::registry::to_field;
use crate::permutation::Permutation;
use alloc::vec::Vec;

/// The top of one aligned range of a named tree's rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The scheme's name.
    pub scheme: &'static str,
    /// The field.
    pub field: &'static str,
    /// Rows of the whole tree.
    pub total: u64,
    /// Rows a piece covers (a power of two); the last piece may hold fewer.
    pub span: u64,
    /// The piece's first row (a multiple of `span`).
    pub start: u64,
    /// The whole tree's cap height.
    pub cap_height: u32,
    /// The piece's top: one digest, or its share of the cap.
    pub digests: Vec<Vec<U256>>,
}

fn piece_error(start: u64, reason: &'static str) -> Error {
    Error::InvalidPiece { start, reason }
}

/// The layers of the whole tree above its rows, and the layer of its cap
/// (counted from the rows): `(levels, cap_level)`.
fn shape(scheme: &str, total: u64, cap_height: u32) -> Result<(u32, u32), Error> {
    if total == 0 {
        return Err(Error::InvalidTree("a tree has at least one row"));
    }
    let ceil = total.next_power_of_two().trailing_zeros();
    let levels = match scheme {
        "plonky3-mmcs" => {
            let total = usize::try_from(total)
                .map_err(|_| Error::InvalidTree("a matrix with too many rows"))?;
            mmcs::check_cap(total, cap_height)?
        }
        "lean-imt" => ceil,
        #[cfg(not(target_arch = "wasm32"))]
        "stwo-blake2s-m31" => {
            named_stwo::check_shape(total, cap_height)?;
            ceil
        }
        _ => {
            if !total.is_power_of_two() {
                return Err(Error::InvalidTree(
                    "the number of leaves must be a power of two for this scheme",
                ));
            }
            ceil
        }
    };
    if cap_height > levels || (scheme == "lean-imt" && cap_height != 0) {
        return Err(Error::InvalidTree(
            "the cap height is above the tree's depth (a LeanIMT has none: 0)",
        ));
    }
    Ok((levels, levels - cap_height))
}

/// The level of the cap of a tree of `total` rows of scheme `name` (counted
/// from the rows): pieces spanning at most 2^level rows each give one
/// digest (what a streaming build keeps per piece). Errors as
/// [`subtree`]'s for the tree's shape.
pub fn cap_level(
    name: &str,
    field: Option<&str>,
    total: u64,
    cap_height: u32,
) -> Result<u32, Error> {
    let (scheme, _) = named::find(name, field)?;
    Ok(shape(scheme.name, total, cap_height)?.1)
}

/// The top of the piece of `rows` (rows of `width` elements one after the
/// other) that starts at row `start` of a tree of `total` rows cut into
/// ranges of `span` rows, for the cap of height `cap_height`. Errors
/// ([`Error::InvalidPiece`], naming the piece's first row): `span` not a
/// power of two or above the tree, `start` not a multiple of `span` or
/// past the end, `rows` not the range's row count; and those of
/// [`NamedTree::new`] (a value ≥ p, counted within `rows`; a width the
/// scheme refuses; a row count it refuses).
#[allow(clippy::too_many_arguments)]
pub fn subtree(
    name: &str,
    field: Option<&str>,
    rows: &[U256],
    width: usize,
    start: u64,
    span: u64,
    total: u64,
    cap_height: u32,
) -> Result<Piece, Error> {
    let at = Range {
        start,
        span,
        total,
        cap_height,
    };
    Ok(build(name, field, rows, width, at, false)?.0)
}

/// What a join expects of its pieces' tops.
pub(crate) struct Tops {
    /// Rows a piece covers.
    pub span: u64,
    /// Pieces in the tree.
    pub count: u64,
    /// Digests of a full piece's top (one, or its share of the cap).
    pub share: usize,
    /// Elements of a digest.
    pub dlen: usize,
    /// The error for a piece of another tree.
    pub mismatch: &'static str,
}

impl Tops {
    /// The pieces in order of their first row, checked: every piece of
    /// the tree once (`parts` gives a piece's first row and top), all of
    /// one tree (`same`), each top of the right size (a short last piece
    /// may hold fewer of the cap's digests).
    pub(crate) fn order<'a, P>(
        &self,
        pieces: &'a [P],
        parts: impl Fn(&P) -> (u64, &Vec<Vec<U256>>),
        same: impl Fn(&P) -> bool,
    ) -> Result<Vec<&'a P>, Error> {
        let mut order: Vec<&P> = pieces.iter().collect();
        order.sort_by_key(|p| parts(p).0);
        if order.len() as u64 != self.count {
            return Err(piece_error(
                order.last().map_or(0, |p| parts(p).0),
                "a join takes every piece of the tree once",
            ));
        }
        for (i, p) in order.iter().enumerate() {
            let (start, digests) = parts(p);
            if !same(p) {
                return Err(piece_error(start, self.mismatch));
            }
            if start != i as u64 * self.span {
                return Err(piece_error(
                    start,
                    "a piece missing or repeated before this one",
                ));
            }
            let last = i + 1 == order.len();
            let n = digests.len();
            if n == 0
                || n > self.share
                || (!last && n != self.share)
                || digests.iter().any(|d| d.len() != self.dlen)
            {
                return Err(piece_error(start, "a piece's top of the wrong size"));
            }
        }
        Ok(order)
    }
}

/// Digests (a top or a cap), and levels (flat lists of elements).
pub(crate) type TopAndLevels = (Vec<Vec<U256>>, Vec<Vec<U256>>);

/// Where a piece lies in its tree.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Range {
    pub start: u64,
    pub span: u64,
    pub total: u64,
    pub cap_height: u32,
}

/// [`subtree`], and with `keep` the piece's levels too: flat lists of
/// elements from its rows' digests (level 0; none stored apart where a
/// row is a digest, so level 0 is then the rows) up to its top, level j
/// holding the piece's ⌈rows / 2ʲ⌉ nodes (MMCS's zero padding left out).
pub(crate) fn build(
    name: &str,
    field: Option<&str>,
    rows: &[U256],
    width: usize,
    at: Range,
    keep: bool,
) -> Result<(Piece, Vec<Vec<U256>>), Error> {
    let Range {
        start,
        span,
        total,
        cap_height,
    } = at;
    let (scheme, field) = named::find(name, field)?;
    let (levels, cap_level) = shape(scheme.name, total, cap_height)?;
    if !span.is_power_of_two() || span.trailing_zeros() > levels {
        return Err(piece_error(
            start,
            "the span is a power of two, at most the tree's rows rounded up to one",
        ));
    }
    if !start.is_multiple_of(span) || start >= total {
        return Err(piece_error(
            start,
            "a piece starts at a multiple of the span, within the tree",
        ));
    }
    let expected = span.min(total - start);
    if width == 0 || !rows.len().is_multiple_of(width) || (rows.len() / width) as u64 != expected {
        return Err(piece_error(
            start,
            "a piece holds the range's rows: the span's, fewer only for the last",
        ));
    }
    let s = span.trailing_zeros();
    let several = total > span;
    let (digests, kept) = match scheme.name {
        "plonky3-mmcs" => {
            let top = s.min(cap_level);
            let n = expected as usize;
            match field {
                "babybear" => {
                    mmcs_piece(&mmcs::babybear(0), rows, width, top, s, several, keep, n)?
                }
                "koalabear" => {
                    mmcs_piece(&mmcs::koalabear(0), rows, width, top, s, several, keep, n)?
                }
                "mersenne31" => {
                    mmcs_piece(&mmcs::mersenne31(0), rows, width, top, s, several, keep, n)?
                }
                _ => mmcs_piece(&mmcs::goldilocks(0), rows, width, top, s, several, keep, n)?,
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        "stwo-blake2s-m31" if s == 0 => {
            // A one-row piece: its leaf's digest is its top.
            let top = named_stwo::leaf(rows)?;
            let kept = if keep {
                alloc::vec![top.clone()]
            } else {
                Vec::new()
            };
            (alloc::vec![top], kept)
        }
        "lean-imt" => {
            let t = NamedTree::new(scheme.name, Some(field), rows, width, 0)?;
            let (top, mut levels) = tree_parts(t, keep);
            // A short last piece's root rises unchanged to the piece's level.
            if keep && (levels.len() as u32) <= s {
                levels.resize(s as usize + 1, top[0].clone());
            }
            (top, levels)
        }
        name if s == 0 && name != "plonky2" => {
            // A one-row piece of a tree of digests: the leaf is its own top.
            if width != 4 {
                return Err(Error::WrongArity {
                    min: 4,
                    max: 4,
                    got: width,
                });
            }
            to_field::<crate::field::Goldilocks>(rows)?;
            let kept = if keep {
                alloc::vec![rows.to_vec()]
            } else {
                Vec::new()
            };
            (alloc::vec![rows.to_vec()], kept)
        }
        name => {
            let h = s.saturating_sub(cap_level);
            tree_parts(NamedTree::new(name, Some(field), rows, width, h)?, keep)
        }
    };
    let piece = Piece {
        scheme: scheme.name,
        field,
        total,
        span,
        start,
        cap_height,
        digests,
    };
    Ok((piece, kept))
}

/// A tree's cap and, with `keep`, its levels.
fn tree_parts(t: NamedTree, keep: bool) -> TopAndLevels {
    let levels = if keep { t.levels() } else { Vec::new() };
    (t.cap(), levels)
}

/// The whole tree's cap (its root alone for cap height 0) from the tops of
/// all its pieces, in any order. Errors ([`Error::InvalidPiece`]): pieces
/// of different schemes, fields, tree sizes, spans or cap heights; a piece
/// missing, repeated or out of place; a top of the wrong size.
pub fn join(pieces: &[Piece]) -> Result<Vec<Vec<U256>>, Error> {
    Ok(join_levels(pieces, false)?.0)
}

/// [`join`], and with `keep` the levels above the pieces' tops up to the
/// cap's (as [`build`]'s: flat, ⌈rows / 2ʲ⌉ nodes each, level s + 1 first
/// for pieces of 2ˢ rows; none when the tops are at or above the cap's).
pub(crate) fn join_levels(pieces: &[Piece], keep: bool) -> Result<TopAndLevels, Error> {
    let first = pieces
        .first()
        .ok_or(Error::InvalidTree("a join needs every piece's top"))?;
    let (_, cap_level) = shape(first.scheme, first.total, first.cap_height)?;
    let count = first.total.div_ceil(first.span);
    let s = first.span.trailing_zeros();
    let dlen = named::digest_len(first.scheme, Some(first.field))?;
    let want = Tops {
        span: first.span,
        count,
        share: 1usize << s.saturating_sub(cap_level),
        dlen,
        mismatch: "pieces of one tree: the same scheme, field, rows, span and cap height",
    };
    let order = want.order(
        pieces,
        |p| (p.start, &p.digests),
        |p| {
            (p.scheme, p.field, p.total, p.span, p.cap_height)
                == (
                    first.scheme,
                    first.field,
                    first.total,
                    first.span,
                    first.cap_height,
                )
        },
    )?;
    let tops: Vec<Vec<U256>> = order.iter().flat_map(|p| p.digests.clone()).collect();
    if s > cap_level || count == 1 {
        return Ok((tops, Vec::new()));
    }
    let flat: Vec<U256> = tops.concat();
    match first.scheme {
        "plonky3-mmcs" => {
            let levels = cap_level - s;
            let n = count as usize;
            match first.field {
                "babybear" => mmcs_up(&mmcs::babybear(0), &flat, levels, keep, n),
                "koalabear" => mmcs_up(&mmcs::koalabear(0), &flat, levels, keep, n),
                "mersenne31" => mmcs_up(&mmcs::mersenne31(0), &flat, levels, keep, n),
                _ => mmcs_up(&mmcs::goldilocks(0), &flat, levels, keep, n),
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        "stwo-blake2s-m31" => named_stwo::up(&flat, keep),
        name => {
            let t = NamedTree::new(name, Some(first.field), &flat, dlen, first.cap_height)?;
            let (cap, mut levels) = tree_parts(t, keep);
            if keep {
                // Level 0 of the top tree is the tops (plonky2's
                // `hash_or_noop` keeps a digest as it is).
                levels.remove(0);
            }
            Ok((cap, levels))
        }
    }
}

/// Digests as lists of integers.
pub(crate) fn show<F: PrimeField, const D: usize>(layer: &[[F; D]]) -> Vec<Vec<U256>> {
    layer
        .iter()
        .map(|d| d.iter().map(PrimeField::to_u256).collect())
        .collect()
}

/// An MMCS piece's layer `top` levels above its rows: p3's layers, where a
/// layer of one digest is padded too below the piece's level `s` when the
/// tree has other pieces (inside the whole tree, that layer is longer);
/// with `keep`, every layer up to it, cut to the piece's `n` rows' nodes.
#[allow(clippy::too_many_arguments)]
fn mmcs_piece<F, H, C, const TH: usize, const TC: usize, const D: usize>(
    m: &Mmcs<'_, F, H, C, TH, TC, D>,
    rows: &[U256],
    width: usize,
    top: u32,
    s: u32,
    several: bool,
    keep: bool,
    n: usize,
) -> Result<TopAndLevels, Error>
where
    F: PrimeField,
    H: Permutation<F, TH> + Sync,
    C: Permutation<F, TC> + Sync,
{
    let values = to_field::<F>(rows)?;
    let leaves = m.leaf_hashes(&values, width);
    // Below the piece's level (and at a cap's share below it), a lone
    // digest is padded as the longer layer of the whole tree would be.
    let layers = m.layers_up(leaves, top, keep, |level| several && level < s, |_| None);
    Ok(parts(layers, keep, n))
}

/// p3's layers `levels` above `tops` (the pieces' digests, flattened, `n`
/// of them): the cap and, with `keep`, the layers above the tops.
fn mmcs_up<F, H, C, const TH: usize, const TC: usize, const D: usize>(
    m: &Mmcs<'_, F, H, C, TH, TC, D>,
    tops: &[U256],
    levels: u32,
    keep: bool,
    n: usize,
) -> Result<TopAndLevels, Error>
where
    F: PrimeField,
    H: Permutation<F, TH> + Sync,
    C: Permutation<F, TC> + Sync,
{
    let values = to_field::<F>(tops)?;
    let layer: Vec<[F; D]> = values
        .chunks_exact(D)
        .map(|c| core::array::from_fn(|i| c[i]))
        .collect();
    let layers = m.layers_up(layer, levels, keep, |_| false, |_| None);
    let (cap, mut kept) = parts(layers, keep, n);
    if keep {
        kept.remove(0);
    }
    Ok((cap, kept))
}

/// The last layer shown, and with `keep` every layer cut to ⌈n / 2ʲ⌉ nodes.
fn parts<F: PrimeField, const D: usize>(
    layers: Vec<Vec<[F; D]>>,
    keep: bool,
    n: usize,
) -> TopAndLevels {
    let top = show(layers.last().expect("at least one layer"));
    let kept = if keep {
        layers
            .iter()
            .enumerate()
            .map(|(j, l)| named::flat(&l[..n.div_ceil(1 << j).min(l.len())]))
            .collect()
    } else {
        Vec::new()
    };
    (top, kept)
}
