//! Plonky3's `MerkleTreeMmcs` over several matrices of different heights,
//! built in pieces: the top of an aligned range of the tallest matrices'
//! rows on its own ([`subtree`]), and the cap joined from every range's
//! top ([`join`]) — bit for bit [`super::mmcs::Mmcs::commit`]'s cap.
//!
//! A matrix whose height is the tallest's halved k times (rounded up) is
//! injected at level k ([`super::mmcs`]). A piece of 2ˢ rows holds, for
//! every matrix with k ≤ s, the rows under its range: ⌈n / 2ᵏ⌉ of them
//! from row start / 2ᵏ (n: the piece's rows of the tallest); the shorter
//! matrices (k > s) are injected by the join, which takes them whole
//! ([`in_pieces`] says which is which). Padding and a short last piece as
//! in [`super::pieces`].

use super::mmcs::{self, Mmcs};
use super::named;
use super::pieces::{show, Tops};
use crate::encode::U256;
use crate::error::Error;
use crate::field::PrimeField;
use crate::instances::registry::to_field;
use crate::permutation::Permutation;
use alloc::vec::Vec;

/// The top of one aligned range of a multi-matrix MMCS.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MmcsPiece {
    /// The field.
    pub field: &'static str,
    /// Every matrix's height, in the order committed.
    pub heights: Vec<u64>,
    /// Every matrix's width, likewise.
    pub widths: Vec<usize>,
    /// Rows of the tallest a piece covers (a power of two).
    pub span: u64,
    /// The piece's first row of the tallest (a multiple of `span`).
    pub start: u64,
    /// The cap height.
    pub cap_height: u32,
    /// The piece's top: one digest, or its share of the cap.
    pub digests: Vec<Vec<U256>>,
}

/// The tree's shape: tallest height, levels, the cap's level, and each
/// matrix's level of injection.
struct Plan {
    max: u64,
    levels: u32,
    cap_level: u32,
    ks: Vec<u32>,
}

fn plan(heights: &[u64], widths: &[usize], cap_height: u32) -> Result<Plan, Error> {
    if heights.len() != widths.len() || widths.contains(&0) {
        return Err(Error::InvalidTree(
            "one width (at least 1) for each matrix height",
        ));
    }
    let hs = heights
        .iter()
        .map(|&h| usize::try_from(h).map_err(|_| Error::InvalidTree("a matrix with too many rows")))
        .collect::<Result<Vec<usize>, Error>>()?;
    let max = mmcs::check_heights(hs.iter().copied())?;
    let levels = mmcs::check_cap(max, cap_height)?;
    let lm = mmcs::log2_ceil(max);
    Ok(Plan {
        max: max as u64,
        levels,
        cap_level: levels - cap_height,
        ks: hs.iter().map(|&h| lm - mmcs::log2_ceil(h)).collect(),
    })
}

/// For each matrix (heights in the order committed), whether its rows go
/// into the pieces of `span` rows (true) or to the join (false: shorter
/// than one piece's share). Errors: heights p3 refuses.
pub fn in_pieces(heights: &[u64], span: u64) -> Result<Vec<bool>, Error> {
    let p = plan(heights, &alloc::vec![1; heights.len()], 0)?;
    let s = span.max(1).ilog2();
    Ok(p.ks.iter().map(|&k| k <= s).collect())
}

fn piece_error(start: u64, reason: &'static str) -> Error {
    Error::InvalidPiece { start, reason }
}

/// The top of the piece starting at row `start` of the tallest matrices,
/// `span` rows of them, of the MMCS over `field` of matrices of `heights`
/// and `widths` with cap height `cap_height`; `rows[m]` holds matrix m's
/// rows under the range (one after the other) where [`in_pieces`] says so,
/// and is empty otherwise. Errors: [`Error::InvalidPiece`] for a span,
/// start or row count that does not fit; the MMCS's for the heights or cap
/// height; [`Error::NonCanonical`] for a value ≥ p (counted within its
/// matrix's rows given).
#[allow(clippy::too_many_arguments)]
pub fn subtree(
    field: &str,
    heights: &[u64],
    widths: &[usize],
    rows: &[&[U256]],
    start: u64,
    span: u64,
    cap_height: u32,
) -> Result<MmcsPiece, Error> {
    let field = field_name(field)?;
    let p = plan(heights, widths, cap_height)?;
    if !span.is_power_of_two() || span.trailing_zeros() > p.levels {
        return Err(piece_error(
            start,
            "the span is a power of two, at most the tallest height rounded up to one",
        ));
    }
    if !start.is_multiple_of(span) || start >= p.max {
        return Err(piece_error(
            start,
            "a piece starts at a multiple of the span, within the tallest matrix",
        ));
    }
    let s = span.trailing_zeros();
    let n = span.min(p.max - start);
    check_rows(&p, widths, rows, |k| k <= s, |k| n.div_ceil(1 << k), start)?;
    let top = s.min(p.cap_level);
    let several = p.max > span;
    let at = Build {
        rows,
        widths,
        ks: &p.ks,
    };
    let digests = match field {
        "babybear" => piece_top(&mmcs::babybear(0), &at, n, top, s, several)?,
        "koalabear" => piece_top(&mmcs::koalabear(0), &at, n, top, s, several)?,
        "mersenne31" => piece_top(&mmcs::mersenne31(0), &at, n, top, s, several)?,
        _ => piece_top(&mmcs::goldilocks(0), &at, n, top, s, several)?,
    };
    Ok(MmcsPiece {
        field,
        heights: heights.to_vec(),
        widths: widths.to_vec(),
        span,
        start,
        cap_height,
        digests,
    })
}

/// The whole tree's cap from the tops of all its pieces (in any order) and
/// the rows of the matrices too short for the pieces (`rows[m]` whole
/// where [`in_pieces`] says false, empty otherwise). Errors
/// ([`Error::InvalidPiece`]): pieces of different trees, missing, repeated
/// or of the wrong size, rows of the wrong count; a value ≥ p.
pub fn join(pieces: &[MmcsPiece], rows: &[&[U256]]) -> Result<Vec<Vec<U256>>, Error> {
    let first = pieces
        .first()
        .ok_or(Error::InvalidTree("a join needs every piece's top"))?;
    let p = plan(&first.heights, &first.widths, first.cap_height)?;
    let count = p.max.div_ceil(first.span);
    let s = first.span.trailing_zeros();
    let want = Tops {
        span: first.span,
        count,
        share: 1usize << s.saturating_sub(p.cap_level),
        dlen: named::digest_len("plonky3-mmcs", Some(first.field))?,
        mismatch: "pieces of one tree: the same field, matrices, span and cap height",
    };
    let order = want.order(
        pieces,
        |q| (q.start, &q.digests),
        |q| {
            q.field == first.field
                && q.heights == first.heights
                && q.widths == first.widths
                && q.span == first.span
                && q.cap_height == first.cap_height
        },
    )?;
    check_rows(
        &p,
        &first.widths,
        rows,
        |k| k > s,
        |k| p.max.div_ceil(1 << k),
        0,
    )?;
    let tops: Vec<Vec<U256>> = order.iter().flat_map(|q| q.digests.clone()).collect();
    if s > p.cap_level || count == 1 {
        return Ok(tops);
    }
    let flat: Vec<U256> = tops.concat();
    let at = Build {
        rows,
        widths: &first.widths,
        ks: &p.ks,
    };
    let up = p.cap_level - s;
    match first.field {
        "babybear" => join_top(&mmcs::babybear(0), &at, &flat, s, up, p.max),
        "koalabear" => join_top(&mmcs::koalabear(0), &at, &flat, s, up, p.max),
        "mersenne31" => join_top(&mmcs::mersenne31(0), &at, &flat, s, up, p.max),
        _ => join_top(&mmcs::goldilocks(0), &at, &flat, s, up, p.max),
    }
}

fn field_name(field: &str) -> Result<&'static str, Error> {
    ["babybear", "koalabear", "mersenne31", "goldilocks"]
        .into_iter()
        .find(|&f| f == field)
        .ok_or_else(|| Error::UnknownField(alloc::string::ToString::to_string(field)))
}

/// Checks `rows[m]`: `count(k)` rows of its width where `here(k)`, none
/// otherwise.
fn check_rows(
    p: &Plan,
    widths: &[usize],
    rows: &[&[U256]],
    here: impl Fn(u32) -> bool,
    count: impl Fn(u32) -> u64,
    start: u64,
) -> Result<(), Error> {
    if rows.len() != widths.len() {
        return Err(piece_error(
            start,
            "rows for each matrix (empty where not held)",
        ));
    }
    for ((r, &w), &k) in rows.iter().zip(widths).zip(&p.ks) {
        let want = if here(k) { count(k) * w as u64 } else { 0 };
        if r.len() as u64 != want {
            return Err(piece_error(
                start,
                "a matrix's rows of the wrong count (whole where the join takes them, none where the pieces do)",
            ));
        }
    }
    Ok(())
}

/// The rows to hash, and each matrix's level of injection.
struct Build<'a> {
    rows: &'a [&'a [U256]],
    widths: &'a [usize],
    ks: &'a [u32],
}

impl Build<'_> {
    /// The leaf hashes of the rows of the matrices injected at level `k`
    /// (each node's rows of those matrices one after the other, in the
    /// order given; `n` nodes), or `None` when there are none.
    fn hashes<F, H, C, const TH: usize, const TC: usize, const D: usize>(
        &self,
        m: &Mmcs<'_, F, H, C, TH, TC, D>,
        k: u32,
        n: usize,
    ) -> Result<Option<Vec<[F; D]>>, Error>
    where
        F: PrimeField,
        H: Permutation<F, TH> + Sync,
        C: Permutation<F, TC> + Sync,
    {
        let group: Vec<(Vec<F>, usize)> = (0..self.rows.len())
            .filter(|&i| self.ks[i] == k)
            .map(|i| Ok((to_field::<F>(self.rows[i])?, self.widths[i])))
            .collect::<Result<_, Error>>()?;
        if group.is_empty() {
            return Ok(None);
        }
        let width: usize = group.iter().map(|g| g.1).sum();
        let values: Vec<F> = if let [(v, _)] = &group[..] {
            v.clone()
        } else {
            let mut v = Vec::with_capacity(width * n);
            for node in 0..n {
                for (g, w) in &group {
                    v.extend_from_slice(&g[node * w..(node + 1) * w]);
                }
            }
            v
        };
        Ok(Some(m.leaf_hashes(&values, width)))
    }
}

/// A piece's top: its leaves, then `top` layers with the matrices of each
/// level injected, a lone digest below level `s` padded when the tree has
/// other pieces.
fn piece_top<F, H, C, const TH: usize, const TC: usize, const D: usize>(
    m: &Mmcs<'_, F, H, C, TH, TC, D>,
    at: &Build<'_>,
    n: u64,
    top: u32,
    s: u32,
    several: bool,
) -> Result<Vec<Vec<U256>>, Error>
where
    F: PrimeField,
    H: Permutation<F, TH> + Sync,
    C: Permutation<F, TC> + Sync,
{
    let leaves = at
        .hashes(m, 0, n as usize)?
        .expect("the tallest matrices are injected at level 0");
    let mut injected: Vec<Option<Vec<[F; D]>>> = alloc::vec![None];
    for k in 1..=top {
        injected.push(at.hashes(m, k, n.div_ceil(1 << k) as usize)?);
    }
    let layers = m.layers_up(
        leaves,
        top,
        false,
        |level| several && level < s,
        |level| injected[level as usize].take(),
    );
    Ok(show(layers.last().expect("a layer")))
}

/// The cap: `up` layers above the tops (level `s`), with the matrices of
/// each level above `s` injected.
fn join_top<F, H, C, const TH: usize, const TC: usize, const D: usize>(
    m: &Mmcs<'_, F, H, C, TH, TC, D>,
    at: &Build<'_>,
    tops: &[U256],
    s: u32,
    up: u32,
    max: u64,
) -> Result<Vec<Vec<U256>>, Error>
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
    let mut injected: Vec<Option<Vec<[F; D]>>> = Vec::new();
    for j in 0..=up {
        let k = s + j;
        injected.push(if j == 0 {
            None
        } else {
            at.hashes(m, k, max.div_ceil(1 << k) as usize)?
        });
    }
    let layers = m.layers_up(
        layer,
        up,
        false,
        |_| false,
        |level| injected[level as usize].take(),
    );
    Ok(show(layers.last().expect("a layer")))
}
