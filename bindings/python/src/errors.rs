//! The exception classes and the mapping of [`zkhashes::Error`] onto them.

use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use zkhashes::Error;

create_exception!(
    _zkhashes,
    ZkhashesError,
    PyValueError,
    "Base class of zkhashes' errors (a ValueError)."
);
create_exception!(
    _zkhashes,
    NonCanonicalError,
    ZkhashesError,
    "An input is not a canonical field element: negative or >= p (`index` names it)."
);
create_exception!(
    _zkhashes,
    WrongArityError,
    ZkhashesError,
    "The wrong number of inputs, or a width the instance does not exist at."
);
create_exception!(
    _zkhashes,
    UnknownNameError,
    ZkhashesError,
    "No hasher or permutation has this name, or not over this field."
);
create_exception!(
    _zkhashes,
    InvalidOptionError,
    ZkhashesError,
    "An option does not apply to this hasher or is out of range."
);

/// `NonCanonicalError` with its `index` attribute set.
pub fn non_canonical(py: Python<'_>, index: usize, message: String) -> PyErr {
    let err = NonCanonicalError::new_err(message);
    // Setting an attribute on a fresh exception object cannot fail in practice;
    // if it did, the message still names the index.
    let _ = err.value(py).setattr("index", index);
    err
}

/// The Python exception for a library error; `prefix` (e.g. "row 3: ")
/// goes before the message.
pub fn to_py(py: Python<'_>, e: Error, prefix: &str) -> PyErr {
    let message = format!("{prefix}{e}");
    match e {
        Error::NonCanonical { index } | Error::Negative { index } => {
            non_canonical(py, index, message)
        }
        Error::BadEncoding { .. } => PyTypeError::new_err(message),
        Error::WrongArity { .. } | Error::WrongWidth { .. } | Error::WrongLength { .. } => {
            WrongArityError::new_err(message)
        }
        Error::UnknownName(_) | Error::UnknownField(_) => UnknownNameError::new_err(message),
        _ => InvalidOptionError::new_err(message),
    }
}
