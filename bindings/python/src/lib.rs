//! The `zkhashes._zkhashes` extension module: the registry by name on
//! Python ints, numpy batches, and the typed Starknet calls. The Python
//! package (`python/zkhashes`) adds the ecosystems' named functions.

mod batch;
mod convert;
mod errors;
mod merkle;
mod merkle_stream;
mod params;

use convert::{to_int, to_ints, to_u256, to_u256s};
use errors::to_py;
use pyo3::prelude::*;
use zkhashes::field::Stark252;
use zkhashes::instances::registry::{self, HashOptions, Kind};
use zkhashes::instances::starknet;
use zkhashes::PrimeField;

/// Whether the elements of `name` (over `field`) take more than 64 bits.
fn wide(py: Python<'_>, name: &str, kind: Kind, field: Option<&str>) -> PyResult<bool> {
    let info = registry::find_in(name, kind, field).map_err(|e| to_py(py, e, ""))?;
    Ok(info.num_bytes > 8)
}

fn options(
    width: Option<usize>,
    init_state: Option<&Bound<'_, PyAny>>,
    outputs: Option<usize>,
    wide: bool,
) -> PyResult<HashOptions> {
    Ok(HashOptions {
        init_state: init_state.map(|v| to_u256(v, 0, wide)).transpose()?,
        outputs,
        width,
    })
}

/// Hashes `inputs` (ints in [0, p)) with the hasher `name`; returns its
/// outputs.
#[pyfunction]
#[pyo3(signature = (name, inputs, *, field=None, width=None, init_state=None, outputs=None))]
fn hash<'py>(
    py: Python<'py>,
    name: &str,
    inputs: Vec<Bound<'py, PyAny>>,
    field: Option<&str>,
    width: Option<usize>,
    init_state: Option<Bound<'py, PyAny>>,
    outputs: Option<usize>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let wide = wide(py, name, Kind::Hasher, field)?;
    let o = options(width, init_state.as_ref(), outputs, wide)?;
    let x = to_u256s(&inputs, wide)?;
    let y = registry::hash_in(name, field, &x, &o).map_err(|e| to_py(py, e, ""))?;
    to_ints(py, &y)
}

/// Hashes the byte string `data` with a hasher that has a byte mode
/// (`field` for names over several fields).
#[pyfunction]
#[pyo3(signature = (name, data, *, field=None))]
fn hash_bytes<'py>(
    py: Python<'py>,
    name: &str,
    data: &[u8],
    field: Option<&str>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let y = registry::hash_bytes_in(name, field, data).map_err(|e| to_py(py, e, ""))?;
    to_ints(py, &y)
}

/// Applies the permutation `name` to `state` (its width is the length).
#[pyfunction]
#[pyo3(signature = (name, state, *, field=None))]
fn permute<'py>(
    py: Python<'py>,
    name: &str,
    state: Vec<Bound<'py, PyAny>>,
    field: Option<&str>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let x = to_u256s(&state, wide(py, name, Kind::Permutation, field)?)?;
    let y = registry::permute_in(name, field, &x).map_err(|e| to_py(py, e, ""))?;
    to_ints(py, &y)
}

/// Hashes every row of a numpy array (see the package's documentation for
/// the layouts), without the GIL, on all cores for large batches.
#[pyfunction]
#[pyo3(signature = (name, array, *, field=None, width=None, outputs=None))]
fn hash_batch<'py>(
    py: Python<'py>,
    name: &str,
    array: &Bound<'py, PyAny>,
    field: Option<&str>,
    width: Option<usize>,
    outputs: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    let o = HashOptions {
        init_state: None,
        outputs,
        width,
    };
    batch::hash_batch(py, name, array, field, o)
}

/// Every registry entry: (name, kind, field, widths, description).
#[pyfunction]
fn instances() -> Vec<(
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
)> {
    registry::list()
        .map(|i| {
            let kind = match i.kind {
                Kind::Hasher => "hasher",
                Kind::Permutation => "permutation",
            };
            (i.name, kind, i.field, i.widths, i.description)
        })
        .collect()
}

fn felt(v: &Bound<'_, PyAny>, index: usize) -> PyResult<Stark252> {
    let u = to_u256(v, index, true)?;
    Stark252::from_u256(&u).map_err(|e| to_py(v.py(), e.at(index), ""))
}

fn felt_int<'py>(py: Python<'py>, x: Stark252) -> PyResult<Bound<'py, PyAny>> {
    to_int(py, &x.to_u256())
}

/// Starknet `poseidon_hash(x, y)`.
#[pyfunction]
fn starknet_poseidon_hash<'py>(
    py: Python<'py>,
    x: &Bound<'py, PyAny>,
    y: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    felt_int(py, starknet::hash(felt(x, 0)?, felt(y, 1)?))
}

/// Starknet `poseidon_hash_single(x)`.
#[pyfunction]
fn starknet_poseidon_hash_single<'py>(
    py: Python<'py>,
    x: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    felt_int(py, starknet::hash_single(felt(x, 0)?))
}

/// Starknet `poseidon_hash_many(xs)`.
#[pyfunction]
fn starknet_poseidon_hash_many<'py>(
    py: Python<'py>,
    xs: Vec<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let xs = xs
        .iter()
        .enumerate()
        .map(|(i, v)| felt(v, i))
        .collect::<PyResult<Vec<_>>>()?;
    felt_int(py, starknet::hash_many(&xs))
}

/// Fast, exact ZK-friendly hash functions (native part).
#[pymodule]
fn _zkhashes(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(hash, m)?)?;
    m.add_function(wrap_pyfunction!(hash_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(permute, m)?)?;
    m.add_function(wrap_pyfunction!(hash_batch, m)?)?;
    m.add_function(wrap_pyfunction!(instances, m)?)?;
    m.add_function(wrap_pyfunction!(starknet_poseidon_hash, m)?)?;
    m.add_function(wrap_pyfunction!(starknet_poseidon_hash_single, m)?)?;
    m.add_function(wrap_pyfunction!(starknet_poseidon_hash_many, m)?)?;
    m.add_function(wrap_pyfunction!(merkle::merkle_root, m)?)?;
    m.add_function(wrap_pyfunction!(merkle::merkle_verify, m)?)?;
    m.add_function(wrap_pyfunction!(merkle::merkle_schemes, m)?)?;
    m.add_function(wrap_pyfunction!(merkle::merkle_subtree, m)?)?;
    m.add_function(wrap_pyfunction!(merkle::merkle_join, m)?)?;
    m.add_function(wrap_pyfunction!(merkle_stream::merkle_stream, m)?)?;
    m.add_function(wrap_pyfunction!(params::round_numbers, m)?)?;
    m.add_function(wrap_pyfunction!(params::audit, m)?)?;
    m.add_class::<merkle::MerklePiece>()?;
    m.add_class::<merkle::MerkleTree>()?;
    m.add_class::<merkle::MerkleProof>()?;
    m.add("ZkhashesError", py.get_type::<errors::ZkhashesError>())?;
    m.add(
        "NonCanonicalError",
        py.get_type::<errors::NonCanonicalError>(),
    )?;
    m.add("WrongArityError", py.get_type::<errors::WrongArityError>())?;
    m.add(
        "UnknownNameError",
        py.get_type::<errors::UnknownNameError>(),
    )?;
    m.add(
        "InvalidOptionError",
        py.get_type::<errors::InvalidOptionError>(),
    )?;
    Ok(())
}
