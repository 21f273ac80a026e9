//! The registry's exports: every instance by name, batches and the Merkle
//! trees of every scheme (the root entry, feature `registry`), or the small
//! fields' instances alone (`zkhashes/small-fields`, feature `small`), or
//! the Pallas and BLS12-381 instances alone (`zkhashes/pasta`, feature
//! `pasta`), or the ecosystems of 2026 alone (`zkhashes/wave-2026`, feature
//! `wave`).

use crate::{js_error, to_u256s};
use wasm_bindgen::prelude::*;
#[cfg(feature = "registry")]
use zkhashes::encode;
use zkhashes::encode::U256;
use zkhashes::instances::registry::{self, HashOptions, Kind, Registry};
#[cfg(feature = "registry")]
use zkhashes::merkle::named::{self, NamedTree};
#[cfg(feature = "registry")]
use zkhashes::Error;

/// The entries this module looks names up in.
#[cfg(feature = "registry")]
static REGISTRY: &Registry = &registry::ALL;
#[cfg(all(not(feature = "registry"), feature = "small"))]
static REGISTRY: &Registry = &registry::SMALL_FIELDS;
#[cfg(all(not(feature = "registry"), not(feature = "small"), feature = "pasta"))]
static REGISTRY: &Registry = &registry::PASTA;
#[cfg(all(
    not(feature = "registry"),
    not(feature = "small"),
    not(feature = "pasta"),
    feature = "wave"
))]
static REGISTRY: &Registry = &registry::WAVE_2026;

fn to_limbs(values: &[U256]) -> Vec<u64> {
    values.iter().flatten().copied().collect()
}

fn options(
    width: Option<usize>,
    init_state: Option<Vec<u64>>,
    outputs: Option<usize>,
) -> Result<HashOptions, JsValue> {
    let init_state = match init_state {
        Some(l) => to_u256s(&l)?.first().copied(),
        None => None,
    };
    Ok(HashOptions {
        init_state,
        outputs,
        width,
    })
}

/// Hashes `inputs` (limbs) with the hasher `name` over `field`.
#[wasm_bindgen]
pub fn hash(
    name: &str,
    field: Option<String>,
    inputs: &[u64],
    width: Option<usize>,
    init_state: Option<Vec<u64>>,
    outputs: Option<usize>,
) -> Result<Vec<u64>, JsValue> {
    let o = options(width, init_state, outputs)?;
    let y = REGISTRY
        .hash_in(name, field.as_deref(), &to_u256s(inputs)?, &o)
        .map_err(js_error)?;
    Ok(to_limbs(&y))
}

/// Applies the permutation `name` over `field` to `state` (limbs).
#[wasm_bindgen]
pub fn permute(name: &str, field: Option<String>, state: &[u64]) -> Result<Vec<u64>, JsValue> {
    let y = REGISTRY
        .permute_in(name, field.as_deref(), &to_u256s(state)?)
        .map_err(js_error)?;
    Ok(to_limbs(&y))
}

/// Hashes the byte string `data` with a hasher that has a byte mode, over
/// `field` (needed by names over several fields).
#[wasm_bindgen(js_name = hashBytes)]
pub fn hash_bytes(name: &str, field: Option<String>, data: &[u8]) -> Result<Vec<u64>, JsValue> {
    Ok(to_limbs(
        &REGISTRY
            .hash_bytes_in(name, field.as_deref(), data)
            .map_err(js_error)?,
    ))
}

/// Bytes of one element of the hasher `name` over `field` (4, 8 or 32), for
/// the batches.
#[cfg(any(feature = "registry", feature = "small"))]
#[wasm_bindgen(js_name = elementBytes)]
pub fn element_bytes(name: &str, field: Option<String>) -> Result<usize, JsValue> {
    let info = REGISTRY
        .find_in(name, Kind::Hasher, field.as_deref())
        .map_err(js_error)?;
    Ok(info.num_bytes)
}

/// Every registry entry as `name kind field`.
#[wasm_bindgen]
pub fn instances() -> Vec<String> {
    REGISTRY
        .list()
        .map(|i| {
            let kind = match i.kind {
                Kind::Hasher => "hasher",
                Kind::Permutation => "permutation",
            };
            [i.name, kind, i.field].join(" ")
        })
        .collect()
}

/// Hashes `n` rows of `per_hash` elements each, every element one word
/// (fields of 64 bits or less); the outputs, row after row. The rows are one
/// chunk of the caller's batch, starting at row `first_row` of it (the row
/// an error names). Not in `zkhashes/pasta` (no batches there).
#[cfg(any(feature = "registry", feature = "small"))]
#[wasm_bindgen(js_name = hashBatchWords)]
pub fn hash_batch_words(
    name: &str,
    field: Option<String>,
    words: &[u64],
    per_hash: usize,
    width: Option<usize>,
    outputs: Option<usize>,
    first_row: f64,
) -> Result<Vec<u64>, JsValue> {
    let x: Vec<U256> = words.iter().map(|&w| [w, 0, 0, 0]).collect();
    let y = batch(
        name,
        field.as_deref(),
        &x,
        per_hash,
        width,
        outputs,
        first_row,
    )?;
    Ok(y.iter().map(|v| v[0]).collect())
}

/// Hashes `n` rows of `per_hash` elements each, every element 32 bytes
/// big-endian (256-bit fields); the outputs, row after row. `first_row` as
/// for [`hash_batch_words`].
#[cfg(feature = "registry")]
#[wasm_bindgen(js_name = hashBatchBytes)]
pub fn hash_batch_bytes(
    name: &str,
    field: Option<String>,
    bytes: &[u8],
    per_hash: usize,
    width: Option<usize>,
    outputs: Option<usize>,
    first_row: f64,
) -> Result<Vec<u8>, JsValue> {
    if !bytes.len().is_multiple_of(32) {
        return Err(JsValue::from_str("RangeError: elements are 32 bytes each"));
    }
    let x: Vec<U256> = bytes
        .chunks_exact(32)
        .map(|c| encode::from_be_bytes(c, 32).expect("32 bytes"))
        .collect();
    let y = batch(
        name,
        field.as_deref(),
        &x,
        per_hash,
        width,
        outputs,
        first_row,
    )?;
    let mut out = vec![0u8; 32 * y.len()];
    for (v, c) in y.iter().zip(out.chunks_exact_mut(32)) {
        encode::to_be_bytes(v, c);
    }
    Ok(out)
}

#[cfg(any(feature = "registry", feature = "small"))]
fn batch(
    name: &str,
    field: Option<&str>,
    x: &[U256],
    per_hash: usize,
    width: Option<usize>,
    outputs: Option<usize>,
    first_row: f64,
) -> Result<Vec<U256>, JsValue> {
    if per_hash == 0 || !x.len().is_multiple_of(per_hash) {
        return Err(JsValue::from_str(
            "RangeError: the batch's length is not a multiple of the inputs per hash",
        ));
    }
    let o = options(width, None, outputs)?;
    REGISTRY
        .hash_rows(name, field, x, per_hash, x.len() / per_hash, &o)
        .map_err(|(i, e)| {
            // Row numbers below 2^53 are exact in an f64 (the JS side counts
            // them); printed as an integer (no float formatting in the module).
            let row = first_row as u64 + i as u64;
            let mut m = String::from("RangeError: row ");
            m.push_str(&row.to_string());
            m.push_str(": ");
            m.push_str(&e.message());
            JsValue::from_str(&m)
        })
}

/// The root (cap height 0) or cap of the Merkle tree of scheme `scheme`
/// over `field` of the leaves `leaves` (limbs, rows of `width` elements):
/// the cap's digests one after the other, as limbs.
#[cfg(feature = "registry")]
#[wasm_bindgen(js_name = merkleRoot)]
pub fn merkle_root(
    scheme: &str,
    field: Option<String>,
    leaves: &[u64],
    width: usize,
    cap_height: u32,
) -> Result<Vec<u64>, JsValue> {
    let x = to_u256s(leaves)?;
    let tree =
        NamedTree::new(scheme, field.as_deref(), &x, width, cap_height).map_err(|e| match e {
            Error::NonCanonical { index } => js_error_at(
                &format!("leaf {}: ", index / width.max(1)),
                e.at(index % width.max(1)),
            ),
            e => js_error(e),
        })?;
    Ok(to_limbs(&tree.cap().concat()))
}

/// Elements of one digest of `scheme` over `field`.
#[cfg(feature = "registry")]
#[wasm_bindgen(js_name = merkleDigestLen)]
pub fn merkle_digest_len(scheme: &str, field: Option<String>) -> Result<usize, JsValue> {
    named::digest_len(scheme, field.as_deref()).map_err(js_error)
}

#[cfg(feature = "registry")]
fn js_error_at(prefix: &str, e: Error) -> JsValue {
    JsValue::from_str(&format!("RangeError: {prefix}{e}"))
}
