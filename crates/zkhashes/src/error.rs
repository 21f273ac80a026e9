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
        /// Largest accepted count (`usize::MAX`: no limit).
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
    /// A piece of a tree built in pieces (`merkle::pieces`) that does not
    /// fit: misaligned, of the wrong size, from another tree, missing or
    /// repeated in a join.
    InvalidPiece {
        /// The piece's first row.
        start: u64,
        /// What is wrong.
        reason: &'static str,
    },
    /// A Merkle tree file (`merkle::tree_file`) that cannot be served:
    /// not such a file, unfinished, truncated, damaged (a checksum or a
    /// proof that does not lead to its cap), or of another tree.
    InvalidTreeFile(&'static str),
    /// A file could not be read or written (the system's reason).
    Io(String),
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

/// A piece of an error's message: text, or a number written in decimal.
enum Piece<'a> {
    Text(&'a str),
    Number(u64),
}

impl Error {
    /// The message's pieces, in order: the one definition of the message,
    /// written out by [`Display`](fmt::Display) and by [`Error::message`].
    fn pieces(&self, emit: &mut dyn FnMut(Piece<'_>)) {
        use Piece::{Number as N, Text as T};
        let n = |v: usize| N(v as u64);
        match self {
            Error::NonCanonical { index } => {
                emit(T("input "));
                emit(n(*index));
                emit(T(
                    " is not a canonical field element (it is >= the field modulus p)",
                ));
            }
            Error::Negative { index } => {
                emit(T("input "));
                emit(n(*index));
                emit(T(" is negative; field elements are integers in [0, p)"));
            }
            Error::BadEncoding { index, reason } => {
                emit(T("input "));
                emit(n(*index));
                emit(T(" cannot be parsed: "));
                emit(T(reason));
            }
            Error::WrongLength { expected, got } => {
                emit(T("expected "));
                emit(n(*expected));
                emit(T(" bytes, got "));
                emit(n(*got));
            }
            Error::WrongArity { min, max, got } => {
                emit(T("expected "));
                if *max == usize::MAX {
                    emit(T("at least "));
                }
                emit(n(*min));
                if min != max && *max != usize::MAX {
                    emit(T(" to "));
                    emit(n(*max));
                }
                emit(T(" inputs, got "));
                emit(n(*got));
            }
            Error::WrongWidth { widths, got } => {
                emit(T("no instance of width "));
                emit(n(*got));
                emit(T("; widths:"));
                for (i, w) in widths.iter().enumerate() {
                    emit(T(if i == 0 { " " } else { ", " }));
                    emit(n(*w));
                }
            }
            Error::UnknownName(name) => {
                emit(T("unknown hasher or permutation '"));
                emit(T(name));
                emit(T("' (see `zkhashes list`)"));
            }
            Error::UnknownField(field) => {
                emit(T("no such instance over the field '"));
                emit(T(field));
                emit(T("' (see `zkhashes list` for the fields)"));
            }
            Error::InvalidOption(what) => {
                emit(T("invalid option: "));
                emit(T(what));
            }
            Error::InvalidParameters(what) => {
                emit(T("invalid parameters: "));
                emit(T(what));
            }
            Error::InvalidTree(what) => {
                emit(T("invalid Merkle tree: "));
                emit(T(what));
            }
            Error::InvalidPiece { start, reason } => {
                emit(T("invalid Merkle tree piece starting at row "));
                emit(N(*start));
                emit(T(": "));
                emit(T(reason));
            }
            Error::InvalidTreeFile(what) => {
                emit(T("invalid Merkle tree file: "));
                emit(T(what));
            }
            Error::Io(what) => {
                emit(T("I/O error: "));
                emit(T(what));
            }
            Error::IndexOutOfRange { index, len } => {
                emit(T("leaf index "));
                emit(N(*index));
                emit(T(" out of range (the tree has "));
                emit(N(*len));
                emit(T(" leaves)"));
            }
        }
    }

    /// The message ([`Display`](fmt::Display)'s text), built without
    /// `core::fmt`: for size-bound builds that leave the formatting
    /// machinery out (the npm package's per-family modules).
    pub fn message(&self) -> String {
        let mut out = String::new();
        self.pieces(&mut |p| match p {
            Piece::Text(t) => out.push_str(t),
            Piece::Number(v) => push_decimal(&mut out, v),
        });
        out
    }
}

/// Appends `v` in decimal (without `core::fmt`; also StarkWare's constant
/// seeds, `constants::hades`).
pub(crate) fn push_decimal(out: &mut String, mut v: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(char::from(d));
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut result = Ok(());
        self.pieces(&mut |p| {
            if result.is_ok() {
                result = match p {
                    Piece::Text(t) => f.write_str(t),
                    Piece::Number(v) => write!(f, "{v}"),
                };
            }
        });
        result
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::Error;
    use alloc::string::ToString;

    #[test]
    fn message_is_display() {
        let all = [
            Error::NonCanonical { index: 0 },
            Error::Negative { index: 7 },
            Error::BadEncoding {
                index: 12,
                reason: "not hex",
            },
            Error::WrongLength {
                expected: 32,
                got: 31,
            },
            Error::WrongArity {
                min: 2,
                max: 2,
                got: 3,
            },
            Error::WrongArity {
                min: 1,
                max: 16,
                got: 17,
            },
            Error::WrongWidth {
                widths: &[8, 12, 16],
                got: 9,
            },
            Error::UnknownName("nope".into()),
            Error::UnknownField("m61".into()),
            Error::InvalidOption("--outputs"),
            Error::InvalidParameters("alpha"),
            Error::InvalidTree("odd"),
            Error::IndexOutOfRange {
                index: u64::MAX,
                len: 10,
            },
            Error::InvalidPiece {
                start: 1 << 20,
                reason: "misaligned",
            },
            Error::InvalidTreeFile("truncated"),
            Error::Io("No space left on device".into()),
        ];
        for e in &all {
            assert_eq!(e.message(), e.to_string());
        }
        assert_eq!(
            all[5].message(),
            "expected 1 to 16 inputs, got 17",
            "the wording of a range"
        );
        assert_eq!(
            all[12].message(),
            "leaf index 18446744073709551615 out of range (the tree has 10 leaves)"
        );
        assert_eq!(
            all[13].message(),
            "invalid Merkle tree piece starting at row 1048576: misaligned"
        );
    }
}
