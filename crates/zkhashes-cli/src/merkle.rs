//! `zkhashes merkle SCHEME [FILE|-]`: the root or cap of a Merkle tree of
//! the leaves read (one per line as `hash --stdin` reads them, or raw
//! little-endian words with `--binary`), and with `--proof INDEX` the
//! proof of one leaf.

use crate::progress::Progress;
use crate::{out, Format};
use std::io::{BufRead, BufReader, Read};
use zkhashes::encode::{self, U256};
use zkhashes::merkle::named::{self, NamedTree};
use zkhashes::Error;

/// What `zkhashes merkle` was asked for.
#[derive(clap::Args, Debug)]
pub(crate) struct Options {
    /// plonky3-mmcs, plonky2, miden-rpo, miden-poseidon2,
    /// winterfell-rp64-256 or lean-imt.
    pub(crate) scheme: String,
    /// The leaves' file; `-` (the default) reads stdin.
    #[arg(default_value = "-")]
    pub(crate) input: String,
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
    Ok(bytes
        .chunks_exact(num_bytes)
        .map(|w| {
            let mut v = [0u64; 4];
            for (k, b) in w.iter().enumerate() {
                v[k / 8] |= u64::from(*b) << (8 * (k % 8));
            }
            v
        })
        .collect())
}

/// A scheme's leaf width when it has only one (a word, a digest, an element).
fn natural_width(scheme: &str) -> Option<usize> {
    match scheme {
        "miden-rpo" | "miden-poseidon2" | "winterfell-rp64-256" => Some(4),
        "lean-imt" => Some(1),
        _ => None,
    }
}

/// Builds the tree and prints its cap, then the proof if asked.
pub(crate) fn run(o: &Options) -> Result<(), String> {
    let e = |e: Error| e.to_string();
    let (scheme, field) = named::find(&o.scheme, o.field.as_deref()).map_err(e)?;
    let num_bytes = named::num_bytes(field);
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
    let show = |d: &[U256]| -> String {
        d.iter()
            .map(|v| match o.format {
                Format::Hex => encode::to_hex(v, num_bytes),
                Format::Dec => encode::to_decimal(v),
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
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
