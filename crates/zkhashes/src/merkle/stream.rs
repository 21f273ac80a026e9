//! A named tree built from a stream of rows (`std` only): pieces of a
//! power-of-two number of rows read one at a time, each reduced to its top
//! ([`super::pieces`]), the tops joined — memory for one piece and the
//! tops whatever the input's size; the cap is the one-piece build's. With
//! an output path, every level goes to a [`super::tree_file`] as it is
//! made, for proofs served from disk.

use super::pieces::{self, Range};
use super::tree_file::{self, Shape, Writer};
use crate::encode::U256;
use crate::error::Error;
use alloc::vec::Vec;
use std::io::Read;
use std::path::Path;

/// Elements per piece by default: about 32 MiB of leaves in memory (as
/// integers), a few times that with the piece's levels.
pub const PIECE_ELEMENTS: u64 = 1 << 20;

/// What to build.
#[derive(Clone, Copy, Debug)]
pub struct Build<'a> {
    /// The scheme's name.
    pub scheme: &'a str,
    /// The field (required where the scheme has several).
    pub field: Option<&'a str>,
    /// Elements per row.
    pub width: usize,
    /// Rows in the input.
    pub rows: u64,
    /// The cap height.
    pub cap_height: u32,
    /// Rows per piece (a power of two; `None`: about [`PIECE_ELEMENTS`]
    /// elements, at most the cap's span).
    pub piece_rows: Option<u64>,
}

/// The cap of the tree of `b.rows` rows read from `input` (each `width`
/// elements of the field's byte length, little-endian, one row after the
/// other), written with every level to `out` when given; `progress` is
/// told the rows done after each piece. Errors: the scheme's for the
/// tree's shape; [`Error::NonCanonical`] naming the element (counted over
/// the whole input) of a value ≥ p; [`Error::Io`] for an input shorter
/// than its rows or a file that cannot be written; [`Error::InvalidPiece`]
/// for a `piece_rows` that is not a power of two. Nothing is left at
/// `out` that reads as a finished file unless the build succeeded.
pub fn build(
    b: &Build<'_>,
    input: &mut dyn Read,
    out: Option<&Path>,
    progress: &mut dyn FnMut(u64),
) -> Result<Vec<Vec<U256>>, Error> {
    let shape = Shape::new(b.scheme, b.field, b.width, b.rows, b.cap_height)?;
    let span = match b.piece_rows {
        Some(s) => s,
        None => {
            let per_piece = (PIECE_ELEMENTS / b.width as u64).max(1);
            (1u64 << (63 - per_piece.leading_zeros())).min(1u64 << shape.cap_level.min(62))
        }
    };
    let mut writer = out.map(|p| Writer::create(p, shape.clone())).transpose()?;
    let nb = shape.num_bytes as usize;
    let row_bytes = b.width * nb;
    let mut buf = Vec::new();
    let mut tops = Vec::new();
    // The pieces' levels: piece k's nodes of level j follow piece k − 1's.
    let mut start = 0u64;
    while start < b.rows {
        let rows = span.min(b.rows - start);
        buf.resize(rows as usize * row_bytes, 0);
        input.read_exact(&mut buf).map_err(|e| match e.kind() {
            std::io::ErrorKind::UnexpectedEof => {
                Error::Io("the input ends before its last row".into())
            }
            _ => tree_file::io(&e),
        })?;
        let words = tree_file::decode(&buf, nb);
        let at = Range {
            start,
            span,
            total: b.rows,
            cap_height: b.cap_height,
        };
        let (piece, levels) = pieces::build(
            shape.scheme,
            Some(shape.field),
            &words,
            b.width,
            at,
            writer.is_some(),
        )
        .map_err(|e| match e {
            Error::NonCanonical { index } => Error::NonCanonical {
                index: start as usize * b.width + index,
            },
            e => e,
        })?;
        if let Some(w) = writer.as_mut() {
            w.rows(&buf)?;
            for (j, level) in levels.iter().enumerate() {
                w.level(j as u32, level)?;
            }
        }
        tops.push(piece);
        start += rows;
        progress(start);
    }
    let (cap, levels) = pieces::join_levels(&tops, writer.is_some())?;
    if let Some(mut w) = writer {
        let above = span.trailing_zeros() + 1;
        for (j, level) in levels.iter().enumerate() {
            w.level(above + j as u32, level)?;
        }
        w.finish(&cap)?;
    }
    Ok(cap)
}
