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
//!
//! Out of core (`zkhashes::merkle::stream`): the leaves are read a piece at
//! a time (text and stdin first spooled, as binary, to a temporary file:
//! the row count comes first), memory for one piece whatever the input's
//! size; `--out FILE` writes every level to a tree file
//! (`zkhashes::merkle::tree_file`), and `zkhashes merkle prove FILE
//! INDEX…` serves proofs from it.

use crate::progress::Progress;
use crate::{out, Format};
use std::io::{BufRead, BufReader, BufWriter, Read, Seek, Write};
use std::path::Path;
use zkhashes::encode::{self, U256};
use zkhashes::merkle::named::{self, Proof};
use zkhashes::merkle::pieces::{self, Piece};
use zkhashes::merkle::stream::{self, Build};
use zkhashes::merkle::tree_file::{self, TreeFile};
use zkhashes::Error;

/// What `zkhashes merkle` was asked for.
#[derive(clap::Args, Debug)]
pub(crate) struct Options {
    /// plonky3-mmcs, plonky2, miden-rpo, miden-poseidon2,
    /// winterfell-rp64-256, lean-imt or stwo-blake2s-m31; or `join` (pieces' files), `prove`
    /// (a tree file, then leaf indexes).
    pub(crate) scheme: String,
    /// The leaves' file; `-` (the default) reads stdin. After `join`: the
    /// pieces' files; after `prove`: the tree file.
    #[arg(default_value = "-")]
    pub(crate) input: String,
    /// More pieces' files (after `join`), leaf indexes (after `prove`).
    pub(crate) more: Vec<String>,
    /// Write every level of the tree to this file (a tree file, for
    /// `zkhashes merkle prove`).
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<String>,
    /// After `prove`: read the whole file and check every section's
    /// checksum first.
    #[arg(long)]
    pub(crate) check: bool,
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
    Ok(tree_file::decode(&bytes, num_bytes))
}

/// The binary rows to stream: a file, and its row count and width.
struct Source {
    file: std::fs::File,
    rows: u64,
    width: usize,
}

/// The binary width asked for (`--width`, or the scheme's only one).
fn binary_width(o: &Options, scheme: &str) -> Result<usize, Error> {
    let width = o
        .width
        .or(named::leaf_width(scheme))
        .ok_or(Error::InvalidOption(
            "--binary leaves of this scheme need --width (elements per leaf)",
        ))?;
    if width == 0 {
        return Err(Error::InvalidOption("--width is at least 1"));
    }
    Ok(width)
}

/// The input as binary rows in a file: a binary file as it is; stdin or
/// text copied (text parsed, one row per line) to a temporary file.
fn source(o: &Options, scheme: &str, num_bytes: usize) -> Result<Source, String> {
    let e = |e: Error| e.to_string();
    let write_err = |_: std::io::Error| e(Error::Io("a temporary file cannot be written".into()));
    if o.binary {
        let width = binary_width(o, scheme).map_err(e)?;
        let mut file = if o.input == "-" {
            let mut spool = tempfile::tempfile().map_err(write_err)?;
            std::io::copy(&mut std::io::stdin().lock(), &mut spool).map_err(write_err)?;
            spool.rewind().map_err(write_err)?;
            spool
        } else {
            std::fs::File::open(&o.input)
                .map_err(|_| e(Error::InvalidOption("the leaves' file cannot be opened")))?
        };
        let bytes = file
            .metadata()
            .map_err(|_| e(Error::InvalidOption("the leaves' file cannot be read")))?
            .len();
        let row_bytes = (num_bytes * width) as u64;
        if !bytes.is_multiple_of(row_bytes) {
            return Err(e(Error::WrongLength {
                expected: bytes.next_multiple_of(row_bytes) as usize,
                got: bytes as usize,
            }));
        }
        file.rewind().map_err(write_err)?;
        return Ok(Source {
            file,
            rows: bytes / row_bytes,
            width,
        });
    }
    let progress = Progress::spinner("leaves read");
    let input = open(&o.input).map_err(e)?;
    let mut spool = BufWriter::new(tempfile::tempfile().map_err(write_err)?);
    let mut width = None;
    let mut rows = 0u64;
    let mut row = Vec::new();
    let mut bytes = Vec::new();
    for (n, line) in BufReader::new(input).lines().enumerate() {
        let line = line.map_err(|_| "the input is not readable UTF-8 text".to_string())?;
        let at = |e: Error| format!("line {}: {e}", n + 1);
        row.clear();
        for (i, w) in line
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .enumerate()
        {
            let v = encode::parse_uint(w).map_err(|e| at(e.at(i)))?;
            // Wider than the field's bytes: not canonical.
            if v.iter().skip(num_bytes.div_ceil(8)).any(|&x| x != 0)
                || (num_bytes < 8 && v[0] >> (8 * num_bytes) != 0)
            {
                return Err(at(Error::NonCanonical { index: i }));
            }
            row.push(v);
        }
        if row.is_empty() {
            continue;
        }
        let want = *width.get_or_insert(o.width.unwrap_or(row.len()));
        if row.len() != want {
            return Err(at(Error::WrongArity {
                min: want,
                max: want,
                got: row.len(),
            }));
        }
        bytes.clear();
        tree_file::encode(&row, num_bytes, &mut bytes);
        spool.write_all(&bytes).map_err(write_err)?;
        rows += 1;
        progress.inc(1);
    }
    let mut file = spool.into_inner().map_err(|e| write_err(e.into_error()))?;
    file.rewind().map_err(write_err)?;
    Ok(Source {
        file,
        rows,
        width: width.unwrap_or(1),
    })
}

/// The whole tree, streamed a piece at a time: its cap printed; its levels
/// written to `--out` (or, for `--proof` alone, to a temporary file) and
/// the proof read from there.
fn run_streaming(o: &Options, scheme: &str, field: &'static str) -> Result<(), String> {
    let e = |e: Error| e.to_string();
    let num_bytes = named::num_bytes(field);
    let src = source(o, scheme, num_bytes)?;
    if let Some(index) = o.proof.filter(|&i| i >= src.rows) {
        return Err(e(Error::IndexOutOfRange {
            index,
            len: src.rows,
        }));
    }
    let temp = match (&o.out, o.proof) {
        (None, Some(_)) => Some(
            tempfile::NamedTempFile::new()
                .map_err(|_| e(Error::Io("a temporary file cannot be written".into())))?,
        ),
        _ => None,
    };
    let out_path: Option<&Path> = match (&o.out, &temp) {
        (Some(p), _) => Some(Path::new(p)),
        (None, Some(t)) => Some(t.path()),
        _ => None,
    };
    let b = Build {
        scheme,
        field: Some(field),
        width: src.width,
        rows: src.rows,
        cap_height: o.cap_height,
        piece_rows: None,
    };
    let progress = Progress::bar(src.rows, "rows");
    let mut reader = BufReader::with_capacity(1 << 20, src.file);
    let cap = stream::build(&b, &mut reader, out_path, &mut |n| progress.set(n, ""))
        .map_err(|err| leaf_error(err, src.width, 0))?;
    drop(progress);
    let proof = match (o.proof, out_path) {
        (Some(i), Some(path)) => Some(TreeFile::open(path).and_then(|t| t.proof(i)).map_err(e)?),
        _ => None,
    };
    for d in &cap {
        out(&show(o.format, num_bytes, d));
    }
    if let Some(p) = &proof {
        print_proof(o.format, num_bytes, p);
    }
    Ok(())
}

/// An error naming its leaf (0-based, counted from `first`) and element.
fn leaf_error(err: Error, width: usize, first: u64) -> String {
    match err {
        Error::NonCanonical { index } | Error::Negative { index } => format!(
            "leaf {}: {}",
            first + (index / width.max(1)) as u64,
            err.at(index % width.max(1))
        ),
        err => err.to_string(),
    }
}

fn print_proof(format: Format, num_bytes: usize, p: &Proof) {
    let show = |d: &[U256]| show(format, num_bytes, d);
    out(&format!("index {}", p.index));
    out(&format!("leaf {}", show(&p.leaf)));
    for s in &p.siblings {
        out(&format!("sibling {}", show(s)));
    }
}

/// `zkhashes merkle prove FILE INDEX…`: the proofs of leaves from a tree
/// file, each checked against the file's cap (printed first).
fn prove(o: &Options) -> Result<(), String> {
    let e = |e: Error| format!("{}: {e}", o.input);
    let file = TreeFile::open(Path::new(&o.input)).map_err(e)?;
    if o.check {
        file.check().map_err(e)?;
    }
    if o.more.is_empty() {
        return Err(
            Error::InvalidOption("`prove FILE INDEX…` takes at least one leaf index").to_string(),
        );
    }
    let num_bytes = file.shape().num_bytes as usize;
    let mut proofs = Vec::new();
    for i in &o.more {
        let i: u64 = i
            .parse()
            .map_err(|_| Error::InvalidOption("a leaf index is a number").to_string())?;
        proofs.push(file.proof(i).map_err(e)?);
    }
    for d in file.cap() {
        out(&show(o.format, num_bytes, d));
    }
    for p in &proofs {
        print_proof(o.format, num_bytes, p);
    }
    Ok(())
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
    match o.scheme.as_str() {
        "join" => return join(o),
        "prove" => return prove(o),
        _ => {}
    }
    if !o.more.is_empty() {
        return Err(e(Error::InvalidOption(
            "one leaves' file (several files only after `join`)",
        )));
    }
    let (scheme, field) = named::find(&o.scheme, o.field.as_deref()).map_err(e)?;
    let Some(r) = &o.range else {
        if o.total.is_some() {
            return Err(e(Error::InvalidOption("--total goes with --range")));
        }
        return run_streaming(o, scheme.name, field);
    };
    if o.out.is_some() {
        return Err(e(Error::InvalidOption(
            "--out is for a whole tree, not --range",
        )));
    }
    let num_bytes = named::num_bytes(field);
    let progress = Progress::spinner("leaves read");
    let input = open(&o.input).map_err(e)?;
    let (leaves, width) = if o.binary {
        (
            read_words(input, num_bytes).map_err(e)?,
            binary_width(o, scheme.name).map_err(e)?,
        )
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
    run_piece(o, scheme.name, field, &leaves, width, r, progress)
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
    .map_err(|err| leaf_error(err, width, a))?;
    drop(progress);
    out(&piece_header(&p));
    let num_bytes = named::num_bytes(field);
    for d in &p.digests {
        out(&show(o.format, num_bytes, d));
    }
    Ok(())
}
