//! The one error type of the library.

use alloc::string::String;
use core::fmt;

/// Everything that can go wrong when hashing user input.
///
/// Front ends map it to their idiom (CLI exit code 2, Python `ValueError`
/// subclasses, JS `RangeError`/`TypeError`, C status codes).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// Input number `index` (0-based) is not a canonical field element: it is ≥ p.
    NonCanonical {
        /// Position of the offending value in the input.
        index: usize,
    },
    /// Input number `index` is negative; field elements are written as integers in [0, p).
    Negative {
        /// Position of the offending value in the input.
        index: usize,
    },
    /// Input number `index` could not be parsed.
    BadEncoding {
        /// Position of the offending value in the input.
        index: usize,
        /// What was wrong with it.
        reason: &'static str,
    },
    /// A byte string had the wrong length.
    WrongLength {
        /// Expected length in bytes.
        expected: usize,
        /// Length received.
        got: usize,
    },
    /// The wrong number of inputs (or state elements) was given.
    WrongArity {
        /// Smallest accepted count.
        min: usize,
        /// Largest accepted count.
        max: usize,
        /// Count received.
        got: usize,
    },
    /// The instance does not exist at this width (a permutation's state
    /// length, or a hasher's `--width`).
    WrongWidth {
        /// The widths it exists at.
        widths: &'static [usize],
        /// Width received.
        got: usize,
    },
    /// No hasher or permutation has this name.
    UnknownName(String),
    /// The hasher or permutation exists, but not over this field (or the
    /// field's name is unknown).
    UnknownField(String),
    /// An option does not apply or is out of range (e.g. `nOuts` larger than the width).
    InvalidOption(&'static str),
    /// Parameters for a run-time instance are unusable (e.g. α not coprime to p − 1).
    InvalidParameters(&'static str),
    /// A Merkle tree cannot be built from these leaves or options (a leaf
    /// count the scheme does not allow, a cap height above the tree's).
    InvalidTree(&'static str),
    /// A leaf index past the last leaf (of a tree, or of a proof's depth).
    IndexOutOfRange {
        /// The index given.
        index: u64,
        /// The number of leaves.
        len: u64,
    },
}

impl Error {
    /// The same error, re-targeted at input number `index` (for per-element errors).
    #[must_use]
    pub fn at(self, index: usize) -> Self {
        match self {
            Error::NonCanonical { .. } => Error::NonCanonical { index },
            Error::Negative { .. } => Error::Negative { index },
            Error::BadEncoding { reason, .. } => Error::BadEncoding { index, reason },
            other => other,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NonCanonical { index } => write!(
                f,
                "input {index} is not a canonical field element (it is >= the field modulus p)"
            ),
            Error::Negative { index } => write!(
                f,
                "input {index} is negative; field elements are integers in [0, p)"
            ),
            Error::BadEncoding { index, reason } => {
                write!(f, "input {index} cannot be parsed: {reason}")
            }
            Error::WrongLength { expected, got } => {
                write!(f, "expected {expected} bytes, got {got}")
            }
            Error::WrongArity { min, max, got } if min == max => {
                write!(f, "expected {min} inputs, got {got}")
            }
            Error::WrongArity { min, max, got } => {
                write!(f, "expected {min} to {max} inputs, got {got}")
            }
            Error::WrongWidth { widths, got } => {
                write!(f, "no instance of width {got}; widths:")?;
                for (i, w) in widths.iter().enumerate() {
                    write!(f, "{}{w}", if i == 0 { " " } else { ", " })?;
                }
                Ok(())
            }
            Error::UnknownName(name) => {
                write!(
                    f,
                    "unknown hasher or permutation '{name}' (see `zkhashes list`)"
                )
            }
            Error::UnknownField(field) => {
                write!(
                    f,
                    "no such instance over the field '{field}' (see `zkhashes list` for the fields)"
                )
            }
            Error::InvalidOption(what) => write!(f, "invalid option: {what}"),
            Error::InvalidParameters(what) => write!(f, "invalid parameters: {what}"),
            Error::InvalidTree(what) => write!(f, "invalid Merkle tree: {what}"),
            Error::IndexOutOfRange { index, len } => {
                write!(
                    f,
                    "leaf index {index} out of range (the tree has {len} leaves)"
                )
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
