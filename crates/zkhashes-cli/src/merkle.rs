//! `zkhashes merkle SCHEME [FILE|-]`: the root or cap of a Merkle tree of
//! the leaves read (one per line as `hash --stdin` reads them, or raw
//! little-endian words with `--binary`), and with `--proof INDEX` the
//! proof of one leaf.
//!
//! In pieces (`zkhashes::merkle::pieces`): `--range A..B` prints the top of
//! the rows A..B (B − A a power of two, B past the end for a short last
//! piece) as a piece block (a `piece …` line, then its digests), and
//! `zkhashes merkle join FILE…` reads every piece's block and prints the
//! whole tree's cap.

use crate::progress::Progress;
use crate::{out, Format};
use std::io::{BufRead, BufReader, Read};
use zkhashes::encode::{self, U256};
use zkhashes::merkle::named::{self, NamedTree};
use zkhashes::merkle::pieces::{self, Piece};
use zkhashes::Error;

/// What `zkhashes merkle` was asked for.
#[derive(clap::Args, Debug)]
pub(crate) struct Options {
    /// plonky3-mmcs, plonky2, miden-rpo, miden-poseidon2,
    /// winterfell-rp64-256 or lean-imt.
    pub(crate) scheme: String,
    /// The leaves' file; `-` (the default) reads stdin. After `join`: the
    /// pieces' files.
    #[arg(default_value = "-")]
    pub(crate) input: String,
    /// More pieces' files (after `join`).
    pub(crate) more: Vec<String>,
    /// Only the rows A..B (0-based, B excluded; B − A a power of two, B may
    /// pass the last row for a short last piece): print that piece's top
    /// for `zkhashes merkle join`.
    #[arg(long, value_name = "A..B")]
    pub(crate) range: Option<String>,
    /// With --range: the input holds only the range's rows, and the whole
    /// tree has this many (default: the input is the whole tree).
    #[arg(long, value_name = "ROWS")]
    pub(crate) total: Option<u64>,
    /// The field (plonky3-mmcs: babybear, koalabear, mersenne31 or goldilocks).
    #[arg(long)]
    pub(crate) field: Option<String>,
    /// Print the cap of this height (2^N digests) instead of the root.
    #[arg(long, default_value_t = 0)]
    pub(crate) cap_height: u32,
    /// Also print the proof of this leaf (0-based).
    #[arg(long, value_name = "INDEX")]
    pub(crate) proof: Option<u64>,
    /// Read raw little-endian words instead of text lines.
    #[arg(long)]
    pub(crate) binary: bool,
    /// Elements per leaf (required with --binary for plonky3-mmcs and plonky2).
    #[arg(long)]
    pub(crate) width: Option<usize>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Hex)]
    pub(crate) format: Format,
}

fn open(input: &str) -> Result<Box<dyn Read>, Error> {
    if input == "-" {
        return Ok(Box::new(std::io::stdin().lock()));
    }
    std::fs::File::open(input)
        .map(|f| Box::new(f) as Box<dyn Read>)
        .map_err(|_| Error::InvalidOption("the leaves' file cannot be opened"))
}

/// The leaves of a text input (one per line, elements separated by spaces
/// or commas, blank lines skipped), all of one width: the elements and the
/// width. An error names its line.
fn read_lines(input: Box<dyn Read>, progress: &Progress) -> Result<(Vec<U256>, usize), String> {
    let mut leaves = Vec::new();
    let mut width = None;
    for (n, line) in BufReader::new(input).lines().enumerate() {
        let line = line.map_err(|_| "the input is not readable UTF-8 text".to_string())?;
        let at = |e: Error| format!("line {}: {e}", n + 1);
        let start = leaves.len();
        for (i, w) in line
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .enumerate()
        {
            leaves.push(encode::parse_uint(w).map_err(|e| at(e.at(i)))?);
        }
        let got = leaves.len() - start;
        if got == 0 {
            continue;
        }
        let want = *width.get_or_insert(got);
        if got != want {
            return Err(at(Error::WrongArity {
                min: want,
                max: want,
                got,
            }));
        }
        progress.inc(1);
    }
    Ok((leaves, width.unwrap_or(1)))
}

/// The words of a binary input: `num_bytes` little-endian bytes each.
fn read_words(mut input: Box<dyn Read>, num_bytes: usize) -> Result<Vec<U256>, Error> {
    let mut bytes = Vec::new();
    input
        .read_to_end(&mut bytes)
        .map_err(|_| Error::InvalidOption("the input cannot be read"))?;
    if !bytes.len().is_multiple_of(num_bytes) {
        return Err(Error::WrongLength {
            expected: bytes.len().next_multiple_of(num_bytes),
            got: bytes.len(),
        });
    }
    Ok(words_of(&bytes, num_bytes))
}

/// A scheme's leaf width when it has only one (a word, a digest, an element).
fn natural_width(scheme: &str) -> Option<usize> {
    match scheme {
        "miden-rpo" | "miden-poseidon2" | "winterfell-rp64-256" => Some(4),
        "lean-imt" => Some(1),
        _ => None,
    }
}

/// Elements per piece of a streaming build: about 32 MiB of leaves in memory.
const STREAM_ELEMENTS: u64 = 1 << 20;

/// A binary leaves' file, streamed: pieces of a power-of-two number of rows
/// read one at a time (about [`STREAM_ELEMENTS`] elements), each reduced to
/// its top, the tops joined — memory for one piece and the tops, whatever
/// the file's size; the cap is the one-piece build's.
fn run_streaming(o: &Options, scheme: &str, field: &'static str) -> Result<(), String> {
    let e = |e: Error| e.to_string();
    let num_bytes = named::num_bytes(field);
    let width = o.width.or(natural_width(scheme)).ok_or_else(|| {
        e(Error::InvalidOption(
            "--binary leaves of this scheme need --width (elements per leaf)",
        ))
    })?;
    if width == 0 {
        return Err(e(Error::InvalidOption("--width is at least 1")));
    }
    let file = std::fs::File::open(&o.input)
        .map_err(|_| e(Error::InvalidOption("the leaves' file cannot be opened")))?;
    let bytes = file
        .metadata()
        .map_err(|_| e(Error::InvalidOption("the leaves' file cannot be read")))?
        .len();
    let row_bytes = (num_bytes * width) as u64;
    if bytes % row_bytes != 0 || bytes == 0 {
        return Err(e(Error::WrongLength {
            expected: bytes.next_multiple_of(row_bytes).max(row_bytes) as usize,
            got: bytes as usize,
        }));
    }
    let total = bytes / row_bytes;
    let level = pieces::cap_level(scheme, Some(field), total, o.cap_height).map_err(e)?;
    let per_piece = (STREAM_ELEMENTS / width as u64).max(1);
    // The largest power of two within the memory budget and at most the cap's level.
    let span = (1u64 << (63 - per_piece.leading_zeros())).min(1u64 << level.min(62));
    let progress = Progress::bar(total, "rows");
    let mut reader = BufReader::with_capacity(1 << 20, file);
    let mut buf = vec![0u8; (span * row_bytes) as usize];
    let mut tops = Vec::new();
    let mut start = 0u64;
    while start < total {
        let rows = span.min(total - start);
        let chunk = &mut buf[..(rows * row_bytes) as usize];
        reader
            .read_exact(chunk)
            .map_err(|_| e(Error::InvalidOption("the leaves' file cannot be read")))?;
        let words = words_of(chunk, num_bytes);
        let p = pieces::subtree(
            scheme,
            Some(field),
            &words,
            width,
            start,
            span,
            total,
            o.cap_height,
        )
        .map_err(|err| match err {
            Error::NonCanonical { index } | Error::Negative { index } => format!(
                "leaf {}: {}",
                start + (index / width) as u64,
                err.at(index % width)
            ),
            err => err.to_string(),
        })?;
        tops.push(p);
        start += rows;
        progress.set(start, "");
    }
    let cap = pieces::join(&tops).map_err(e)?;
    drop(progress);
    for d in &cap {
        out(&show(o.format, num_bytes, d));
    }
    Ok(())
}

/// Little-endian words of `num_bytes` bytes.
fn words_of(bytes: &[u8], num_bytes: usize) -> Vec<U256> {
    bytes
        .chunks_exact(num_bytes)
        .map(|w| {
            let mut v = [0u64; 4];
            for (k, b) in w.iter().enumerate() {
                v[k / 8] |= u64::from(*b) << (8 * (k % 8));
            }
            v
        })
        .collect()
}

/// `A..B` as (A, B).
fn parse_range(r: &str) -> Result<(u64, u64), Error> {
    let bad = Error::InvalidOption("--range is A..B with A < B (row numbers)");
    let (a, b) = r.split_once("..").ok_or(bad.clone())?;
    let (a, b) = (
        a.trim().parse::<u64>().map_err(|_| bad.clone())?,
        b.trim().parse::<u64>().map_err(|_| bad.clone())?,
    );
    if a >= b {
        return Err(bad);
    }
    Ok((a, b))
}

/// A piece's first line: `piece SCHEME FIELD total N span S start A cap-height H`.
fn piece_header(p: &Piece) -> String {
    format!(
        "piece {} {} total {} span {} start {} cap-height {}",
        p.scheme, p.field, p.total, p.span, p.start, p.cap_height
    )
}

/// The pieces of `text` (blocks of a header line and digest lines).
fn parse_pieces(text: &str, source: &str) -> Result<Vec<Piece>, String> {
    let mut pieces: Vec<Piece> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let at = |what: &str| format!("{source}, line {}: {what}", n + 1);
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            ["piece", scheme, field, "total", total, "span", span, "start", start, "cap-height", cap] =>
            {
                let (info, field) =
                    named::find(scheme, Some(field)).map_err(|e| at(&e.to_string()))?;
                let num = |w: &str| w.parse::<u64>().map_err(|_| at("a number expected"));
                pieces.push(Piece {
                    scheme: info.name,
                    field,
                    total: num(total)?,
                    span: num(span)?,
                    start: num(start)?,
                    cap_height: u32::try_from(num(cap)?).map_err(|_| at("cap height"))?,
                    digests: Vec::new(),
                });
            }
            digest => {
                let piece = pieces
                    .last_mut()
                    .ok_or_else(|| at("a digest before any `piece` line"))?;
                let d = digest
                    .iter()
                    .enumerate()
                    .map(|(i, w)| encode::parse_uint(w).map_err(|e| at(&e.at(i).to_string())))
                    .collect::<Result<Vec<_>, _>>()?;
                piece.digests.push(d);
            }
        }
    }
    Ok(pieces)
}

/// `zkhashes merkle join FILE…`: the whole tree's cap from its pieces.
fn join(o: &Options) -> Result<(), String> {
    let mut all = Vec::new();
    for file in core::iter::once(&o.input).chain(&o.more) {
        let mut text = String::new();
        open(file)
            .map_err(|e| format!("{file}: {e}"))?
            .read_to_string(&mut text)
            .map_err(|_| format!("{file}: not readable UTF-8 text"))?;
        all.extend(parse_pieces(&text, file)?);
    }
    let cap = pieces::join(&all).map_err(|e| e.to_string())?;
    let num_bytes = all.first().map_or(32, |p| named::num_bytes(p.field));
    for d in &cap {
        out(&show(o.format, num_bytes, d));
    }
    Ok(())
}

fn show(format: Format, num_bytes: usize, d: &[U256]) -> String {
    d.iter()
        .map(|v| match format {
            Format::Hex => encode::to_hex(v, num_bytes),
            Format::Dec => encode::to_decimal(v),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Builds the tree (or the piece) and prints its cap, then the proof if asked.
pub(crate) fn run(o: &Options) -> Result<(), String> {
    let e = |e: Error| e.to_string();
    if o.scheme == "join" {
        return join(o);
    }
    if !o.more.is_empty() {
        return Err(e(Error::InvalidOption(
            "one leaves' file (several files only after `join`)",
        )));
    }
    let (scheme, field) = named::find(&o.scheme, o.field.as_deref()).map_err(e)?;
    let num_bytes = named::num_bytes(field);
    if o.binary && o.input != "-" && o.proof.is_none() && o.range.is_none() {
        return run_streaming(o, scheme.name, field);
    }
    let progress = Progress::spinner("leaves read");
    let input = open(&o.input).map_err(e)?;
    let (leaves, width) = if o.binary {
        let width = o.width.or(natural_width(scheme.name)).ok_or_else(|| {
            e(Error::InvalidOption(
                "--binary leaves of this scheme need --width (elements per leaf)",
            ))
        })?;
        (read_words(input, num_bytes).map_err(e)?, width)
    } else {
        let (leaves, width) = read_lines(input, &progress)?;
        if let Some(w) = o.width.filter(|&w| w != width) {
            return Err(e(Error::WrongArity {
                min: w,
                max: w,
                got: width,
            }));
        }
        (leaves, width)
    };
    if let Some(r) = &o.range {
        return run_piece(o, scheme.name, field, &leaves, width, r, progress);
    }
    if o.total.is_some() {
        return Err(e(Error::InvalidOption("--total goes with --range")));
    }
    progress.message("building the tree");
    let tree =
        NamedTree::new(scheme.name, Some(field), &leaves, width, o.cap_height).map_err(|err| {
            match err {
                // Name the leaf (0-based) and the element within it.
                Error::NonCanonical { index } | Error::Negative { index } => {
                    format!("leaf {}: {}", index / width, err.at(index % width))
                }
                err => err.to_string(),
            }
        })?;
    let proof = o.proof.map(|i| tree.proof(i)).transpose().map_err(e)?;
    drop(progress);
    let show = |d: &[U256]| show(o.format, num_bytes, d);
    for d in tree.cap() {
        out(&show(&d));
    }
    if let Some(p) = proof {
        out(&format!("index {}", p.index));
        out(&format!("leaf {}", show(&p.leaf)));
        for s in &p.siblings {
            out(&format!("sibling {}", show(s)));
        }
    }
    Ok(())
}

/// `--range A..B`: the piece's top, as a block `zkhashes merkle join` reads.
fn run_piece(
    o: &Options,
    scheme: &str,
    field: &'static str,
    leaves: &[U256],
    width: usize,
    range: &str,
    progress: Progress,
) -> Result<(), String> {
    let e = |e: Error| e.to_string();
    if o.proof.is_some() {
        return Err(e(Error::InvalidOption(
            "--proof is for a whole tree, not --range",
        )));
    }
    let (a, b) = parse_range(range).map_err(e)?;
    let rows = (leaves.len() / width.max(1)) as u64;
    let (total, piece) = match o.total {
        // The input is the range's rows only.
        Some(total) => (total, leaves),
        // The input is the whole tree: cut the range out of it.
        None => {
            if a >= rows {
                return Err(e(Error::InvalidPiece {
                    start: a,
                    reason: "the range starts past the input's last row",
                }));
            }
            let end = b.min(rows) as usize;
            (rows, &leaves[a as usize * width..end * width])
        }
    };
    progress.message("building the piece");
    let p = pieces::subtree(
        scheme,
        Some(field),
        piece,
        width,
        a,
        b - a,
        total,
        o.cap_height,
    )
    .map_err(|err| match err {
        Error::NonCanonical { index } | Error::Negative { index } => {
            format!(
                "leaf {}: {}",
                a + (index / width) as u64,
                err.at(index % width)
            )
        }
        err => err.to_string(),
    })?;
    drop(progress);
    out(&piece_header(&p));
    let num_bytes = named::num_bytes(field);
    for d in &p.digests {
        out(&show(o.format, num_bytes, d));
    }
    Ok(())
}
