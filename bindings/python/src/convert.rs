//! Python ints to canonical integers and back. Non-ints are a `TypeError`;
//! negative values, and values too wide for the field's encoding, a
//! `NonCanonicalError` (the field check then rejects values >= p).
//!
//! The limited API (abi3) has no direct access to an int's digits, so wide
//! values go through one `int.to_bytes` / `int.from_bytes` call each.

use crate::errors::non_canonical;
use pyo3::exceptions::PyTypeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyInt};
use zkhashes::encode::{self, U256};

/// Input number `index` as a 256-bit integer; `wide`: the field's elements
/// take more than 64 bits.
pub fn to_u256(obj: &Bound<'_, PyAny>, index: usize, wide: bool) -> PyResult<U256> {
    let py = obj.py();
    if !obj.is_instance_of::<PyInt>() {
        return Err(PyTypeError::new_err(format!(
            "input {index} must be an int, not {}",
            obj.get_type().name()?
        )));
    }
    if !wide {
        if let Ok(v) = obj.extract::<u64>() {
            return Ok([v, 0, 0, 0]);
        }
    } else if let Ok(b) = obj.call_method1(intern!(py, "to_bytes"), (32u32, intern!(py, "little")))
    {
        let bytes = b.cast::<PyBytes>()?.as_bytes();
        return Ok(encode::from_le_bytes(bytes, 32).expect("to_bytes(32) gives 32 bytes"));
    }
    if obj.lt(0u32)? {
        return Err(non_canonical(
            py,
            index,
            format!("input {index} is negative; field elements are integers in [0, p)"),
        ));
    }
    Err(non_canonical(
        py,
        index,
        format!("input {index} is not a canonical field element (it is >= the field modulus p)"),
    ))
}

/// Every element of `values` as a 256-bit integer.
pub fn to_u256s(values: &[Bound<'_, PyAny>], wide: bool) -> PyResult<Vec<U256>> {
    values
        .iter()
        .enumerate()
        .map(|(i, v)| to_u256(v, i, wide))
        .collect()
}

/// A canonical integer as a Python int.
pub fn to_int<'py>(py: Python<'py>, v: &U256) -> PyResult<Bound<'py, PyAny>> {
    if v[1..].iter().all(|&w| w == 0) {
        return Ok(v[0].into_pyobject(py)?.into_any());
    }
    let mut le = [0u8; 32];
    encode::to_le_bytes(v, &mut le);
    py.get_type::<PyInt>().call_method1(
        intern!(py, "from_bytes"),
        (PyBytes::new(py, &le), intern!(py, "little")),
    )
}

/// Canonical integers as a list of Python ints.
pub fn to_ints<'py>(py: Python<'py>, values: &[U256]) -> PyResult<Vec<Bound<'py, PyAny>>> {
    values.iter().map(|v| to_int(py, v)).collect()
}
