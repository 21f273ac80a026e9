//! Status codes, their descriptions, the per-thread last error, and the
//! guard that keeps panics from crossing the ABI.

use std::cell::RefCell;
use std::ffi::{c_char, c_int, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use zkhashes::Error;

/// Success.
pub const ZKH_OK: c_int = 0;
/// An input is not a canonical field element: it is >= p.
pub const ZKH_ERR_NON_CANONICAL: c_int = 1;
/// The wrong number of inputs (or state elements).
pub const ZKH_ERR_WRONG_ARITY: c_int = 2;
/// The instance does not exist at this width.
pub const ZKH_ERR_WRONG_WIDTH: c_int = 3;
/// No hasher or permutation has this name.
pub const ZKH_ERR_UNKNOWN_NAME: c_int = 4;
/// The name exists, but not over this field.
pub const ZKH_ERR_UNKNOWN_FIELD: c_int = 5;
/// An option does not apply or is out of range (or the name exists over
/// several fields and none was chosen).
pub const ZKH_ERR_INVALID_OPTION: c_int = 6;
/// A byte string has the wrong length.
pub const ZKH_ERR_WRONG_LENGTH: c_int = 7;
/// A required pointer is NULL.
pub const ZKH_ERR_NULL_POINTER: c_int = 8;
/// The output buffer is too small; nothing was written.
pub const ZKH_ERR_BUFFER_TOO_SMALL: c_int = 9;
/// A name is not valid UTF-8.
pub const ZKH_ERR_BAD_STRING: c_int = 10;
/// A bug in zkhashes (caught before it crossed the ABI).
pub const ZKH_ERR_INTERNAL: c_int = 11;

/// A status and the message that goes with it.
pub(crate) struct Failure {
    pub status: c_int,
    pub message: String,
}

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        let status = match &e {
            Error::NonCanonical { .. } => ZKH_ERR_NON_CANONICAL,
            Error::WrongArity { .. } => ZKH_ERR_WRONG_ARITY,
            Error::WrongWidth { .. } => ZKH_ERR_WRONG_WIDTH,
            Error::UnknownName(_) => ZKH_ERR_UNKNOWN_NAME,
            Error::UnknownField(_) => ZKH_ERR_UNKNOWN_FIELD,
            Error::WrongLength { .. } => ZKH_ERR_WRONG_LENGTH,
            // A bad Merkle tree input or leaf index is an invalid option, as
            // in Python (`InvalidOptionError`), not an internal failure.
            Error::InvalidOption(_)
            | Error::InvalidParameters(_)
            | Error::InvalidTree(_)
            | Error::InvalidPiece { .. }
            | Error::InvalidTreeFile(_)
            | Error::IndexOutOfRange { .. } => ZKH_ERR_INVALID_OPTION,
            _ => ZKH_ERR_INTERNAL,
        };
        Failure {
            status,
            message: e.to_string(),
        }
    }
}

impl Failure {
    /// A failure with its own message.
    pub fn new(status: c_int, message: impl Into<String>) -> Self {
        Failure {
            status,
            message: message.into(),
        }
    }

    /// `ZKH_ERR_NULL_POINTER` naming the argument.
    pub fn null(what: &str) -> Self {
        Failure::new(ZKH_ERR_NULL_POINTER, format!("{what} is NULL"))
    }
}

thread_local! {
    static LAST: RefCell<CString> = RefCell::new(CString::default());
}

/// Runs `f`, records its failure (if any) for [`zkh_last_error_message`],
/// and returns its status; a panic becomes `ZKH_ERR_INTERNAL`.
pub(crate) fn guard(f: impl FnOnce() -> Result<(), Failure>) -> c_int {
    let result = catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| {
        Err(Failure::new(
            ZKH_ERR_INTERNAL,
            "internal error (a bug in zkhashes); please report it",
        ))
    });
    let (status, message) = match result {
        Ok(()) => (ZKH_OK, String::new()),
        Err(f) => (f.status, f.message),
    };
    let message = CString::new(message.replace('\0', " ")).unwrap_or_default();
    LAST.with(|m| *m.borrow_mut() = message);
    status
}

/// A static description of `status` (never NULL; unknown codes get
/// "unknown status").
#[no_mangle]
pub extern "C" fn zkh_strerror(status: c_int) -> *const c_char {
    let s: &'static [u8] = match status {
        ZKH_OK => b"ok\0",
        ZKH_ERR_NON_CANONICAL => b"an input is not a canonical field element (>= p)\0",
        ZKH_ERR_WRONG_ARITY => b"wrong number of inputs\0",
        ZKH_ERR_WRONG_WIDTH => b"the instance does not exist at this width\0",
        ZKH_ERR_UNKNOWN_NAME => b"unknown hasher or permutation name\0",
        ZKH_ERR_UNKNOWN_FIELD => b"the name does not exist over this field\0",
        ZKH_ERR_INVALID_OPTION => b"invalid option\0",
        ZKH_ERR_WRONG_LENGTH => b"wrong byte length\0",
        ZKH_ERR_NULL_POINTER => b"a required pointer is NULL\0",
        ZKH_ERR_BUFFER_TOO_SMALL => b"the output buffer is too small\0",
        ZKH_ERR_BAD_STRING => b"a name is not valid UTF-8\0",
        ZKH_ERR_INTERNAL => b"internal error\0",
        _ => b"unknown status\0",
    };
    s.as_ptr().cast()
}

/// The message of the last call on this thread that failed since the last
/// call that succeeded (empty after a success): e.g. "input 3 is not a
/// canonical field element". Valid until the next zkhashes call on this
/// thread.
#[no_mangle]
pub extern "C" fn zkh_last_error_message() -> *const c_char {
    LAST.with(|m| m.borrow().as_ptr())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merkle_errors_are_invalid_options() {
        for e in [
            Error::InvalidTree("a power of two"),
            Error::IndexOutOfRange { index: 4, len: 4 },
        ] {
            let f = Failure::from(e.clone());
            assert_eq!(f.status, ZKH_ERR_INVALID_OPTION, "{e:?}");
            assert_eq!(f.message, e.to_string());
        }
    }
}
