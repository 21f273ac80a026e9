//! `hash_batch`: many independent hashes from a numpy array, without the
//! GIL, over all cores for large batches.
//!
//! Layouts: `(n, k)` `uint64` (or `uint32`) for fields of 64 bits or less;
//! `(n, k, 32)` `uint8` big-endian or `(n, k, 4)` `uint64` little-endian
//! limbs for 256-bit fields. The output has the same layout with `m`
//! outputs per row.

use crate::errors::to_py;
use numpy::ndarray::{Array2, Array3};
use numpy::{IntoPyArray, PyReadonlyArray2, PyReadonlyArray3, PyUntypedArrayMethods};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use rayon::prelude::*;
use std::borrow::Cow;
use zkhashes::encode::{self, U256};
use zkhashes::instances::registry::{self, HashOptions, Kind, Words};
use zkhashes::Error;

/// Rows from which a batch runs on every core.
const PARALLEL_ROWS: usize = 256;

pub(crate) enum Layout {
    Bytes,
    Limbs,
}

/// The elements of a 256-bit field's array, flattened row after row, and
/// its layout.
pub(crate) fn read(array: &Bound<'_, PyAny>) -> PyResult<(Vec<U256>, usize, usize, Layout)> {
    if let Ok(a) = array.extract::<PyReadonlyArray3<'_, u8>>() {
        let s = a.shape();
        if s[2] == 32 {
            let view = a.as_array();
            let mut v = Vec::with_capacity(s[0] * s[1]);
            let mut bytes = [0u8; 32];
            for row in view.outer_iter() {
                for el in row.outer_iter() {
                    for (b, x) in bytes.iter_mut().zip(el.iter()) {
                        *b = *x;
                    }
                    v.push(encode::from_be_bytes(&bytes, 32).expect("32 bytes"));
                }
            }
            return Ok((v, s[0], s[1], Layout::Bytes));
        }
    }
    if let Ok(a) = array.extract::<PyReadonlyArray3<'_, u64>>() {
        let s = a.shape();
        if s[2] == 4 {
            let view = a.as_array();
            let mut v = Vec::with_capacity(s[0] * s[1]);
            for row in view.outer_iter() {
                for el in row.outer_iter() {
                    v.push([el[0], el[1], el[2], el[3]]);
                }
            }
            return Ok((v, s[0], s[1], Layout::Limbs));
        }
    }
    Err(PyTypeError::new_err(
        "this 256-bit field takes a numpy array of shape (n, k, 32) and dtype uint8 (big-endian \
         bytes) or of shape (n, k, 4) and dtype uint64 (little-endian limbs)",
    ))
}

/// Hashes the words of `n` rows of `k` with a hasher over a field of at
/// most 64 bits: one `hash_rows_words` call, which runs the hasher's batch
/// mode (SIMD lanes, every core) or its rows across cores.
fn run_words(
    name: &str,
    field: Option<&str>,
    options: &HashOptions,
    words: Words<'_>,
    n: usize,
    k: usize,
) -> Result<(Vec<u64>, usize), (usize, Error)> {
    if n == 0 {
        let m = registry::hash_in(name, field, &vec![[0u64; 4]; k], options).map_err(|e| (0, e))?;
        return Ok((Vec::new(), m.len()));
    }
    let out = registry::hash_rows_words(name, field, words, k, n, options)?;
    let m = out.len() / n;
    Ok((out, m))
}

/// Hashes each row; the first failing row's error, with its index.
fn run(
    name: &str,
    field: Option<&str>,
    options: &HashOptions,
    flat: &[U256],
    n: usize,
    k: usize,
) -> Result<(Vec<U256>, usize), (usize, Error)> {
    if n == 0 {
        // The width of the output, from a row of zeros (always canonical).
        let m = registry::hash_in(name, field, &vec![[0u64; 4]; k], options).map_err(|e| (0, e))?;
        return Ok((Vec::new(), m.len()));
    }
    // Blocks of rows, one `hash_rows` each: all of them at once for small
    // batches, spread over every core for large ones.
    let block = if n >= PARALLEL_ROWS {
        n.div_ceil(4 * rayon::current_num_threads()).max(1)
    } else {
        n
    };
    let starts: Vec<usize> = (0..n).step_by(block).collect();
    let blocks: Vec<Vec<U256>> = starts
        .into_par_iter()
        .map(|start| {
            let rows = block.min(n - start);
            let x = &flat[start * k..(start + rows) * k];
            registry::hash_rows(name, field, x, k, rows, options).map_err(|(i, e)| (start + i, e))
        })
        .collect::<Result<_, _>>()?;
    let out = blocks.concat();
    let m = out.len() / n;
    Ok((out, m))
}

/// `hash_batch(name, array, *, field=None, width=None, outputs=None)`.
pub fn hash_batch<'py>(
    py: Python<'py>,
    name: &str,
    array: &Bound<'py, PyAny>,
    field: Option<&str>,
    options: HashOptions,
) -> PyResult<Bound<'py, PyAny>> {
    let info = registry::find_in(name, Kind::Hasher, field).map_err(|e| to_py(py, e, ""))?;
    if info.num_bytes <= 8 {
        // Typed words in and out: no 256-bit values on the way.
        let bad_dtype = || {
            PyTypeError::new_err(
                "this field takes a 2-D numpy array of dtype uint64 (or uint32), shape (n, k)",
            )
        };
        let (out, n, m) = if let Ok(a) = array.extract::<PyReadonlyArray2<'_, u64>>() {
            let (n, k) = (a.shape()[0], a.shape()[1]);
            let words: Cow<'_, [u64]> = match a.as_slice() {
                Ok(s) => Cow::Borrowed(s),
                Err(_) => Cow::Owned(a.as_array().iter().copied().collect()),
            };
            let (out, m) = py
                .detach(|| run_words(name, field, &options, Words::U64(&words), n, k))
                .map_err(|(i, e)| to_py(py, e, &format!("row {i}: ")))?;
            (out, n, m)
        } else if let Ok(a) = array.extract::<PyReadonlyArray2<'_, u32>>() {
            let (n, k) = (a.shape()[0], a.shape()[1]);
            let words: Cow<'_, [u32]> = match a.as_slice() {
                Ok(s) => Cow::Borrowed(s),
                Err(_) => Cow::Owned(a.as_array().iter().copied().collect()),
            };
            let (out, m) = py
                .detach(|| run_words(name, field, &options, Words::U32(&words), n, k))
                .map_err(|(i, e)| to_py(py, e, &format!("row {i}: ")))?;
            (out, n, m)
        } else {
            return Err(bad_dtype());
        };
        return Ok(Array2::from_shape_vec((n, m), out)
            .expect("n · m words")
            .into_pyarray(py)
            .into_any());
    }
    let (flat, n, k, layout) = read(array)?;
    let (out, m) = py
        .detach(|| run(name, field, &options, &flat, n, k))
        .map_err(|(i, e)| to_py(py, e, &format!("row {i}: ")))?;
    Ok(match layout {
        Layout::Limbs => {
            let limbs: Vec<u64> = out.iter().flatten().copied().collect();
            Array3::from_shape_vec((n, m, 4), limbs)
                .expect("n · m · 4 limbs")
                .into_pyarray(py)
                .into_any()
        }
        Layout::Bytes => {
            let mut bytes = vec![0u8; n * m * 32];
            for (v, chunk) in out.iter().zip(bytes.chunks_exact_mut(32)) {
                encode::to_be_bytes(v, chunk);
            }
            Array3::from_shape_vec((n, m, 32), bytes)
                .expect("n · m · 32 bytes")
                .into_pyarray(py)
                .into_any()
        }
    })
}
