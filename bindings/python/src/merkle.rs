//! Merkle trees by scheme name (`zkhashes::merkle::named`): `merkle_root`,
//! `merkle_verify`, and the `MerkleTree` and `MerkleProof` classes. The
//! tree is built without the GIL, on every core for large trees. In pieces
//! (`zkhashes::merkle::pieces`): `merkle_subtree` and `merkle_join`, with
//! `MerklePiece` (picklable: what crosses between Dask workers).

use crate::batch::read;
use crate::convert::{to_ints, to_u256};
use crate::errors::to_py;
use numpy::{PyReadonlyArray1, PyReadonlyArray2, PyUntypedArrayMethods};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use zkhashes::encode::U256;
use zkhashes::merkle::named::{self, NamedTree, Proof};
use zkhashes::merkle::pieces::{self, Piece};
use zkhashes::merkle::tree_file::TreeFile;
use zkhashes::Error;

/// The leaves as flat canonical integers and their width: a numpy array
/// ((n, k) or (n,) `uint64`/`uint32`; (n, k, 32) `uint8` or (n, k, 4)
/// `uint64` for BN254) or a sequence of rows (each an int or a sequence of
/// ints).
fn leaves_of(obj: &Bound<'_, PyAny>, wide: bool) -> PyResult<(Vec<U256>, usize)> {
    if !wide {
        if let Ok(a) = obj.extract::<PyReadonlyArray2<'_, u64>>() {
            let k = a.shape()[1];
            return Ok((a.as_array().iter().map(|&w| [w, 0, 0, 0]).collect(), k));
        }
        if let Ok(a) = obj.extract::<PyReadonlyArray2<'_, u32>>() {
            let k = a.shape()[1];
            return Ok((
                a.as_array()
                    .iter()
                    .map(|&w| [u64::from(w), 0, 0, 0])
                    .collect(),
                k,
            ));
        }
        if let Ok(a) = obj.extract::<PyReadonlyArray1<'_, u64>>() {
            return Ok((a.as_array().iter().map(|&w| [w, 0, 0, 0]).collect(), 1));
        }
        if let Ok(a) = obj.extract::<PyReadonlyArray1<'_, u32>>() {
            return Ok((
                a.as_array()
                    .iter()
                    .map(|&w| [u64::from(w), 0, 0, 0])
                    .collect(),
                1,
            ));
        }
    } else if let Ok((flat, _, k, _)) = read(obj) {
        return Ok((flat, k));
    }
    if obj.hasattr("__array__")? {
        return Err(PyTypeError::new_err(
            "leaves: a numpy array of shape (n, k) or (n,) and dtype uint64 or uint32 (fields of \
             64 bits or less), or (n, k, 32) uint8 / (n, k, 4) uint64 (BN254)",
        ));
    }
    let mut flat = Vec::new();
    let mut width = None;
    for (i, row) in obj.try_iter()?.enumerate() {
        let row = row?;
        let start = flat.len();
        if row.is_instance_of::<pyo3::types::PyInt>() {
            flat.push(to_u256(&row, flat.len(), wide)?);
        } else {
            for v in row.try_iter()? {
                flat.push(to_u256(&v?, flat.len(), wide)?);
            }
        }
        let got = flat.len() - start;
        let want = *width.get_or_insert(got);
        if got != want {
            return Err(to_py(
                obj.py(),
                Error::WrongArity {
                    min: want,
                    max: want,
                    got,
                },
                &format!("leaf {i}: "),
            ));
        }
    }
    Ok((flat, width.unwrap_or(1)))
}

fn wide(py: Python<'_>, scheme: &str, field: Option<&str>) -> PyResult<bool> {
    let (_, f) = named::find(scheme, field).map_err(|e| to_py(py, e, ""))?;
    Ok(named::num_bytes(f) > 8)
}

fn build(
    py: Python<'_>,
    scheme: &str,
    leaves: &Bound<'_, PyAny>,
    field: Option<&str>,
    cap_height: u32,
) -> PyResult<NamedTree> {
    let (flat, width) = leaves_of(leaves, wide(py, scheme, field)?)?;
    py.detach(|| NamedTree::new(scheme, field, &flat, width, cap_height))
        .map_err(|e| match e {
            Error::NonCanonical { index } | Error::Negative { index } => {
                to_py(py, e.clone(), &format!("leaf {}: ", index / width.max(1)))
            }
            e => to_py(py, e, ""),
        })
}

/// A digest: an int for one-element digests (LeanIMT), else a list.
pub(crate) fn digest<'py>(py: Python<'py>, d: &[U256]) -> PyResult<Bound<'py, PyAny>> {
    let ints = to_ints(py, d)?;
    if let [one] = &ints[..] {
        return Ok(one.clone());
    }
    Ok(pyo3::types::PyList::new(py, ints)?.into_any())
}

pub(crate) fn digests<'py>(py: Python<'py>, ds: &[Vec<U256>]) -> PyResult<Vec<Bound<'py, PyAny>>> {
    ds.iter().map(|d| digest(py, d)).collect()
}

/// A digest from Python: an int or a sequence of ints.
fn digest_in(obj: &Bound<'_, PyAny>, wide: bool) -> PyResult<Vec<U256>> {
    if obj.is_instance_of::<pyo3::types::PyInt>() {
        return Ok(vec![to_u256(obj, 0, wide)?]);
    }
    obj.try_iter()?
        .enumerate()
        .map(|(i, v)| to_u256(&v?, i, wide))
        .collect()
}

fn commitment<'py>(py: Python<'py>, tree: &NamedTree) -> PyResult<Bound<'py, PyAny>> {
    cap_object(py, &tree.cap(), tree.cap_height())
}

/// `merkle_root(scheme, leaves, *, field=None, cap_height=0)`.
#[pyfunction]
#[pyo3(signature = (scheme, leaves, *, field=None, cap_height=0))]
pub fn merkle_root<'py>(
    py: Python<'py>,
    scheme: &str,
    leaves: &Bound<'py, PyAny>,
    field: Option<&str>,
    cap_height: u32,
) -> PyResult<Bound<'py, PyAny>> {
    commitment(py, &build(py, scheme, leaves, field, cap_height)?)
}

/// The proof of one leaf: its index (for LeanIMT, zk-kit's proof index),
/// the leaf's row and the sibling digests, leaf level first.
#[pyclass(frozen, module = "zkhashes")]
pub struct MerkleProof {
    proof: Proof,
}

#[pymethods]
impl MerkleProof {
    /// A proof from its parts (digests as ints or lists of ints; the
    /// field's bounds are checked when it is verified).
    #[new]
    fn new(index: u64, leaf: &Bound<'_, PyAny>, siblings: Vec<Bound<'_, PyAny>>) -> PyResult<Self> {
        Ok(Self {
            proof: Proof {
                index,
                leaf: digest_in(leaf, true)?,
                siblings: siblings
                    .iter()
                    .map(|s| digest_in(s, true))
                    .collect::<PyResult<_>>()?,
            },
        })
    }

    /// The leaf's index.
    #[getter]
    fn index(&self) -> u64 {
        self.proof.index
    }

    /// The leaf's row (an int for one-element leaves).
    #[getter]
    fn leaf<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        digest(py, &self.proof.leaf)
    }

    /// The sibling digests, leaf level first.
    #[getter]
    fn siblings<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyAny>>> {
        digests(py, &self.proof.siblings)
    }

    fn __repr__(&self) -> String {
        format!(
            "MerkleProof(index={}, siblings={})",
            self.proof.index,
            self.proof.siblings.len()
        )
    }
}

/// A Merkle tree of a named scheme (see `zkhashes.merkle_schemes()`): in
/// memory, or a tree file read where a proof needs it (`MerkleTree.open`).
#[pyclass(frozen, module = "zkhashes")]
pub struct MerkleTree {
    tree: Inner,
}

enum Inner {
    Memory(NamedTree),
    File(TreeFile),
}

impl Inner {
    fn cap(&self) -> Vec<Vec<U256>> {
        match self {
            Inner::Memory(t) => t.cap(),
            Inner::File(f) => f.cap().to_vec(),
        }
    }

    fn cap_height(&self) -> u32 {
        match self {
            Inner::Memory(t) => t.cap_height(),
            Inner::File(f) => f.shape().cap_height,
        }
    }

    fn len(&self) -> u64 {
        match self {
            Inner::Memory(t) => t.len(),
            Inner::File(f) => f.shape().rows,
        }
    }
}

/// The root (cap height 0: an int for LeanIMT, a list of ints otherwise)
/// or the cap (a list of digests), of a cap of height `h`.
pub(crate) fn cap_object<'py>(
    py: Python<'py>,
    cap: &[Vec<U256>],
    h: u32,
) -> PyResult<Bound<'py, PyAny>> {
    if h == 0 {
        return digest(py, &cap[0]);
    }
    Ok(pyo3::types::PyList::new(py, digests(py, cap)?)?.into_any())
}

#[pymethods]
impl MerkleTree {
    /// The tree of `leaves` (see `merkle_root`).
    #[new]
    #[pyo3(signature = (scheme, leaves, *, field=None, cap_height=0))]
    fn new(
        py: Python<'_>,
        scheme: &str,
        leaves: &Bound<'_, PyAny>,
        field: Option<&str>,
        cap_height: u32,
    ) -> PyResult<Self> {
        Ok(Self {
            tree: Inner::Memory(build(py, scheme, leaves, field, cap_height)?),
        })
    }

    /// The tree in the tree file at `path` (`zkhashes merkle … --out`,
    /// `merkle_stream(…, out=path)`), its header and cap checked, the rest
    /// read where a proof needs it (each proof checked against the cap);
    /// `check=True` reads the whole file and checks every checksum first.
    #[staticmethod]
    #[pyo3(signature = (path, *, check=false))]
    fn open(py: Python<'_>, path: std::path::PathBuf, check: bool) -> PyResult<Self> {
        let file = py
            .detach(|| {
                let f = TreeFile::open(&path)?;
                if check {
                    f.check()?;
                }
                Ok::<_, Error>(f)
            })
            .map_err(|e| to_py(py, e, ""))?;
        Ok(Self {
            tree: Inner::File(file),
        })
    }

    /// The root (cap height 0) or the cap.
    #[getter]
    fn root<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        cap_object(py, &self.tree.cap(), self.tree.cap_height())
    }

    /// The cap: a list of 2^cap_height digests (the root alone at 0).
    #[getter]
    fn cap<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyAny>>> {
        digests(py, &self.tree.cap())
    }

    /// The number of leaves.
    #[getter]
    fn size(&self) -> u64 {
        self.tree.len()
    }

    fn __len__(&self) -> usize {
        self.tree.len() as usize
    }

    /// The scheme's name.
    #[getter]
    fn scheme(&self) -> &'static str {
        match &self.tree {
            Inner::Memory(t) => t.scheme().name,
            Inner::File(f) => f.shape().scheme,
        }
    }

    /// The field's name.
    #[getter]
    fn field(&self) -> &'static str {
        match &self.tree {
            Inner::Memory(t) => t.field(),
            Inner::File(f) => f.shape().field,
        }
    }

    /// The proof of leaf `index`.
    fn proof(&self, py: Python<'_>, index: u64) -> PyResult<MerkleProof> {
        let proof = match &self.tree {
            Inner::Memory(t) => t.proof(index),
            Inner::File(f) => py.detach(|| f.proof(index)),
        }
        .map_err(|e| to_py(py, e, ""))?;
        Ok(MerkleProof { proof })
    }

    /// Whether `proof` proves its leaf under this tree's cap.
    fn verify(&self, py: Python<'_>, proof: &MerkleProof) -> PyResult<bool> {
        match &self.tree {
            Inner::Memory(t) => t.verify(&proof.proof),
            Inner::File(f) => {
                let s = f.shape();
                named::verify(
                    s.scheme,
                    Some(s.field),
                    s.rows,
                    s.width as usize,
                    s.cap_height,
                    f.cap(),
                    &proof.proof,
                )
            }
        }
        .map_err(|e| to_py(py, e, ""))
    }
}

/// `merkle_verify(scheme, root, proof, *, size, field=None, cap_height=0)`.
#[pyfunction]
#[pyo3(signature = (scheme, root, proof, *, size, field=None, cap_height=0))]
pub fn merkle_verify(
    py: Python<'_>,
    scheme: &str,
    root: &Bound<'_, PyAny>,
    proof: &MerkleProof,
    size: u64,
    field: Option<&str>,
    cap_height: u32,
) -> PyResult<bool> {
    let w = wide(py, scheme, field)?;
    let cap: Vec<Vec<U256>> = if cap_height == 0 {
        vec![digest_in(root, w)?]
    } else {
        root.try_iter()?
            .map(|d| digest_in(&d?, w))
            .collect::<PyResult<_>>()?
    };
    named::verify(
        scheme,
        field,
        size,
        proof.proof.leaf.len(),
        cap_height,
        &cap,
        &proof.proof,
    )
    .map_err(|e| to_py(py, e, ""))
}

/// Every Merkle scheme: (name, fields, leaf, description).
#[pyfunction]
pub fn merkle_schemes() -> Vec<(&'static str, Vec<&'static str>, &'static str, &'static str)> {
    named::SCHEMES
        .iter()
        .map(|s| (s.name, s.fields.to_vec(), s.leaf, s.description))
        .collect()
}

/// The top of one aligned range of a tree's rows (`merkle_subtree`), for
/// `merkle_join`.
#[pyclass(frozen, module = "zkhashes")]
pub struct MerklePiece {
    piece: Piece,
}

#[pymethods]
impl MerklePiece {
    /// A piece from its parts (as `__reduce__` gives them; checked by
    /// `merkle_join`).
    #[new]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        scheme: &str,
        field: &str,
        total: u64,
        span: u64,
        start: u64,
        cap_height: u32,
        digests: Vec<Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let (info, field) = named::find(scheme, Some(field)).map_err(|e| to_py(py, e, ""))?;
        Ok(Self {
            piece: Piece {
                scheme: info.name,
                field,
                total,
                span,
                start,
                cap_height,
                digests: digests
                    .iter()
                    .map(|d| digest_in(d, true))
                    .collect::<PyResult<_>>()?,
            },
        })
    }

    /// The scheme.
    #[getter]
    fn scheme(&self) -> &'static str {
        self.piece.scheme
    }

    /// The field.
    #[getter]
    fn field(&self) -> &'static str {
        self.piece.field
    }

    /// Rows of the whole tree.
    #[getter]
    fn total(&self) -> u64 {
        self.piece.total
    }

    /// Rows a piece covers (a power of two).
    #[getter]
    fn span(&self) -> u64 {
        self.piece.span
    }

    /// The piece's first row.
    #[getter]
    fn start(&self) -> u64 {
        self.piece.start
    }

    /// The whole tree's cap height.
    #[getter]
    fn cap_height(&self) -> u32 {
        self.piece.cap_height
    }

    /// The piece's top: one digest, or its share of the cap.
    #[getter]
    fn digests<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyAny>>> {
        digests(py, &self.piece.digests)
    }

    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(
        Bound<'py, PyAny>,
        (String, String, u64, u64, u64, u32, Vec<Bound<'py, PyAny>>),
    )> {
        let py = slf.py();
        let p = &slf.get().piece;
        Ok((
            slf.get_type().into_any(),
            (
                p.scheme.to_string(),
                p.field.to_string(),
                p.total,
                p.span,
                p.start,
                p.cap_height,
                digests(py, &p.digests)?,
            ),
        ))
    }

    fn __repr__(&self) -> String {
        format!(
            "MerklePiece(scheme={:?}, field={:?}, total={}, span={}, start={}, cap_height={})",
            self.piece.scheme,
            self.piece.field,
            self.piece.total,
            self.piece.span,
            self.piece.start,
            self.piece.cap_height
        )
    }
}

/// `merkle_subtree(scheme, rows, *, start, span, total, field=None,
/// cap_height=0)`: the top of rows `start .. start + span` (fewer for the
/// last piece) of a tree of `total` rows.
#[pyfunction]
#[pyo3(signature = (scheme, rows, *, start, span, total, field=None, cap_height=0))]
#[allow(clippy::too_many_arguments)]
pub fn merkle_subtree(
    py: Python<'_>,
    scheme: &str,
    rows: &Bound<'_, PyAny>,
    start: u64,
    span: u64,
    total: u64,
    field: Option<&str>,
    cap_height: u32,
) -> PyResult<MerklePiece> {
    let (flat, width) = leaves_of(rows, wide(py, scheme, field)?)?;
    let piece = py
        .detach(|| pieces::subtree(scheme, field, &flat, width, start, span, total, cap_height))
        .map_err(|e| match e {
            Error::NonCanonical { index } | Error::Negative { index } => to_py(
                py,
                e.clone(),
                &format!("leaf {}: ", start + (index / width.max(1)) as u64),
            ),
            e => to_py(py, e, ""),
        })?;
    Ok(MerklePiece { piece })
}

/// `merkle_join(pieces)`: the whole tree's root (cap height 0) or cap from
/// every piece's top, in any order.
#[pyfunction]
pub fn merkle_join<'py>(
    py: Python<'py>,
    pieces: Vec<Bound<'py, MerklePiece>>,
) -> PyResult<Bound<'py, PyAny>> {
    let all: Vec<Piece> = pieces.iter().map(|p| p.get().piece.clone()).collect();
    let cap = py
        .detach(|| pieces::join(&all))
        .map_err(|e| to_py(py, e, ""))?;
    if all.first().is_some_and(|p| p.cap_height == 0) {
        return digest(py, &cap[0]);
    }
    Ok(pyo3::types::PyList::new(py, digests(py, &cap)?)?.into_any())
}
