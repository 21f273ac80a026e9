//! `merkle_stream`: a named tree over a binary leaves file read a piece at
//! a time (`zkhashes::merkle::stream`), memory for one piece whatever the
//! file's size; with `out`, every level written to a tree file that
//! `MerkleTree.open` serves proofs from.

use crate::errors::to_py;
use crate::merkle::cap_object;
use pyo3::prelude::*;
use std::io::BufReader;
use std::path::PathBuf;
use zkhashes::merkle::named;
use zkhashes::merkle::stream::{self, Build};
use zkhashes::Error;

/// `merkle_stream(scheme, path, *, width=None, field=None, cap_height=0,
/// out=None)`: the root (or cap) of the tree whose rows are in the file at
/// `path` (each `width` elements, little-endian, of the field's byte
/// length: 4, 8 or 32), as `merkle_root` gives it.
#[pyfunction]
#[pyo3(signature = (scheme, path, *, width=None, field=None, cap_height=0, out=None))]
#[allow(clippy::too_many_arguments)]
pub fn merkle_stream<'py>(
    py: Python<'py>,
    scheme: &str,
    path: PathBuf,
    width: Option<usize>,
    field: Option<&str>,
    cap_height: u32,
    out: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let err = |e: Error| to_py(py, e, "");
    let (info, field) = named::find(scheme, field).map_err(err)?;
    let width = match width.or(named::leaf_width(info.name)) {
        Some(w) if w > 0 => w,
        _ => {
            return Err(err(Error::InvalidOption(
                "width: the elements per row (at least 1; this scheme's rows have any width)",
            )))
        }
    };
    let file = std::fs::File::open(&path).map_err(|e| err(Error::Io(e.to_string())))?;
    let bytes = file
        .metadata()
        .map_err(|e| err(Error::Io(e.to_string())))?
        .len();
    let row_bytes = (named::num_bytes(field) * width) as u64;
    if !bytes.is_multiple_of(row_bytes) {
        return Err(err(Error::WrongLength {
            expected: bytes.next_multiple_of(row_bytes) as usize,
            got: bytes as usize,
        }));
    }
    let b = Build {
        scheme: info.name,
        field: Some(field),
        width,
        rows: bytes / row_bytes,
        cap_height,
        piece_rows: None,
    };
    let cap = py
        .detach(|| {
            let mut reader = BufReader::with_capacity(1 << 20, file);
            stream::build(&b, &mut reader, out.as_deref(), &mut |_| {})
        })
        .map_err(|e| match e {
            Error::NonCanonical { index } => {
                to_py(py, e.clone(), &format!("leaf {}: ", index / width))
            }
            e => err(e),
        })?;
    cap_object(py, &cap, cap_height)
}
