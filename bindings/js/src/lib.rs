//! WebAssembly exports of zkhashes for the npm package (`bindings/js`).
//!
//! Field elements cross the boundary as four little-endian `u64` limbs each
//! (a `BigUint64Array` on the JS side), whatever the field; the JS layer
//! turns bigints, numbers and strings into limbs and back. Batches take
//! `BigUint64Array` words (fields of 64 bits or less) or 32-byte big-endian
//! `Uint8Array` elements (256-bit fields). Errors are strings
//! `"RangeError: …"`, which the JS layer throws as that class.

use wasm_bindgen::prelude::*;
use zkhashes::encode::{self, U256};
use zkhashes::field::Stark252;
use zkhashes::instances::registry::{self, to_field, HashOptions, Kind};
use zkhashes::instances::{circom, starknet};
use zkhashes::merkle::lean_imt::{self, LeanImt, LeanImtProof};
use zkhashes::merkle::named::{self, NamedTree};
use zkhashes::merkle::schemes::CircomPoseidon2;
use zkhashes::{Bn254Fr, Error, PrimeField};

/// The JS error for a library error: every one is a bad argument value.
fn js_error(e: Error) -> JsValue {
    JsValue::from_str(&format!("RangeError: {e}"))
}

fn to_u256s(limbs: &[u64]) -> Result<Vec<U256>, JsValue> {
    if !limbs.len().is_multiple_of(4) {
        return Err(JsValue::from_str("TypeError: limbs come in fours"));
    }
    Ok(limbs
        .chunks_exact(4)
        .map(|c| [c[0], c[1], c[2], c[3]])
        .collect())
}

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
    let y = registry::hash_in(name, field.as_deref(), &to_u256s(inputs)?, &o).map_err(js_error)?;
    Ok(to_limbs(&y))
}

/// Applies the permutation `name` over `field` to `state` (limbs).
#[wasm_bindgen]
pub fn permute(name: &str, field: Option<String>, state: &[u64]) -> Result<Vec<u64>, JsValue> {
    let y = registry::permute_in(name, field.as_deref(), &to_u256s(state)?).map_err(js_error)?;
    Ok(to_limbs(&y))
}

/// Hashes the byte string `data` with a hasher that has a byte mode.
#[wasm_bindgen(js_name = hashBytes)]
pub fn hash_bytes(name: &str, data: &[u8]) -> Result<Vec<u64>, JsValue> {
    Ok(to_limbs(
        &registry::hash_bytes(name, data).map_err(js_error)?,
    ))
}

/// Bytes of one element of the hasher `name` over `field` (4, 8 or 32).
#[wasm_bindgen(js_name = elementBytes)]
pub fn element_bytes(name: &str, field: Option<String>) -> Result<usize, JsValue> {
    let info = registry::find_in(name, Kind::Hasher, field.as_deref()).map_err(js_error)?;
    Ok(info.num_bytes)
}

/// Every registry entry as `name kind field`.
#[wasm_bindgen]
pub fn instances() -> Vec<String> {
    registry::list()
        .map(|i| {
            let kind = match i.kind {
                Kind::Hasher => "hasher",
                Kind::Permutation => "permutation",
            };
            format!("{} {kind} {}", i.name, i.field)
        })
        .collect()
}

/// Hashes `n` rows of `per_hash` elements each, every element one word
/// (fields of 64 bits or less); the outputs, row after row.
#[wasm_bindgen(js_name = hashBatchWords)]
pub fn hash_batch_words(
    name: &str,
    field: Option<String>,
    words: &[u64],
    per_hash: usize,
    width: Option<usize>,
    outputs: Option<usize>,
) -> Result<Vec<u64>, JsValue> {
    let x: Vec<U256> = words.iter().map(|&w| [w, 0, 0, 0]).collect();
    let y = batch(name, field.as_deref(), &x, per_hash, width, outputs)?;
    Ok(y.iter().map(|v| v[0]).collect())
}

/// Hashes `n` rows of `per_hash` elements each, every element 32 bytes
/// big-endian (256-bit fields); the outputs, row after row.
#[wasm_bindgen(js_name = hashBatchBytes)]
pub fn hash_batch_bytes(
    name: &str,
    field: Option<String>,
    bytes: &[u8],
    per_hash: usize,
    width: Option<usize>,
    outputs: Option<usize>,
) -> Result<Vec<u8>, JsValue> {
    if !bytes.len().is_multiple_of(32) {
        return Err(JsValue::from_str("RangeError: elements are 32 bytes each"));
    }
    let x: Vec<U256> = bytes
        .chunks_exact(32)
        .map(|c| encode::from_be_bytes(c, 32).expect("32 bytes"))
        .collect();
    let y = batch(name, field.as_deref(), &x, per_hash, width, outputs)?;
    let mut out = vec![0u8; 32 * y.len()];
    for (v, c) in y.iter().zip(out.chunks_exact_mut(32)) {
        encode::to_be_bytes(v, c);
    }
    Ok(out)
}

fn batch(
    name: &str,
    field: Option<&str>,
    x: &[U256],
    per_hash: usize,
    width: Option<usize>,
    outputs: Option<usize>,
) -> Result<Vec<U256>, JsValue> {
    if per_hash == 0 || !x.len().is_multiple_of(per_hash) {
        return Err(JsValue::from_str(
            "RangeError: the batch's length is not a multiple of the inputs per hash",
        ));
    }
    let o = options(width, None, outputs)?;
    registry::hash_rows(name, field, x, per_hash, x.len() / per_hash, &o)
        .map_err(|(i, e)| JsValue::from_str(&format!("RangeError: row {i}: {e}")))
}

/// circom Poseidon of 1..16 inputs (limbs), the typed fast path.
#[wasm_bindgen(js_name = poseidonCircom)]
pub fn poseidon_circom(inputs: &[u64]) -> Result<Vec<u64>, JsValue> {
    let x = to_field::<Bn254Fr>(&to_u256s(inputs)?).map_err(js_error)?;
    let h = match x.as_slice() {
        [a, b] => circom::hash2([*a, *b]),
        _ => circom::hash(&x).map_err(js_error)?,
    };
    Ok(h.to_u256().to_vec())
}

fn felts(limbs: &[u64]) -> Result<Vec<Stark252>, JsValue> {
    to_field::<Stark252>(&to_u256s(limbs)?).map_err(js_error)
}

/// Starknet `poseidon_hash(x, y)` of 8 limbs.
#[wasm_bindgen(js_name = starknetHash)]
pub fn starknet_hash(inputs: &[u64]) -> Result<Vec<u64>, JsValue> {
    match felts(inputs)?.as_slice() {
        [x, y] => Ok(starknet::hash(*x, *y).to_u256().to_vec()),
        _ => Err(JsValue::from_str("RangeError: poseidonHash takes 2 inputs")),
    }
}

/// Starknet `poseidon_hash_single(x)` of 4 limbs.
#[wasm_bindgen(js_name = starknetHashSingle)]
pub fn starknet_hash_single(inputs: &[u64]) -> Result<Vec<u64>, JsValue> {
    match felts(inputs)?.as_slice() {
        [x] => Ok(starknet::hash_single(*x).to_u256().to_vec()),
        _ => Err(JsValue::from_str(
            "RangeError: poseidonHashSingle takes 1 input",
        )),
    }
}

/// Starknet `poseidon_hash_many(xs)`.
#[wasm_bindgen(js_name = starknetHashMany)]
pub fn starknet_hash_many(inputs: &[u64]) -> Result<Vec<u64>, JsValue> {
    Ok(starknet::hash_many(&felts(inputs)?).to_u256().to_vec())
}

/// The root (cap height 0) or cap of the Merkle tree of scheme `scheme`
/// over `field` of the leaves `leaves` (limbs, rows of `width` elements):
/// the cap's digests one after the other, as limbs.
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
#[wasm_bindgen(js_name = merkleDigestLen)]
pub fn merkle_digest_len(scheme: &str, field: Option<String>) -> Result<usize, JsValue> {
    named::digest_len(scheme, field.as_deref()).map_err(js_error)
}

fn js_error_at(prefix: &str, e: Error) -> JsValue {
    JsValue::from_str(&format!("RangeError: {prefix}{e}"))
}

fn bn254(limbs: &[u64]) -> Result<Vec<Bn254Fr>, JsValue> {
    to_field::<Bn254Fr>(&to_u256s(limbs)?).map_err(js_error)
}

fn one_bn254(limbs: &[u64]) -> Result<Bn254Fr, JsValue> {
    match bn254(limbs)?.as_slice() {
        [x] => Ok(*x),
        _ => Err(JsValue::from_str("TypeError: one element expected")),
    }
}

/// zk-kit's LeanIMT over circom Poseidon, the tree kept in WebAssembly
/// (the JS class `LeanIMT` wraps it).
#[wasm_bindgen]
pub struct LeanImtTree {
    tree: LeanImt<CircomPoseidon2>,
}

#[wasm_bindgen]
impl LeanImtTree {
    /// The tree of `leaves` (limbs).
    #[wasm_bindgen(constructor)]
    pub fn new(leaves: &[u64]) -> Result<LeanImtTree, JsValue> {
        Ok(Self {
            tree: LeanImt::with_leaves(CircomPoseidon2, &bn254(leaves)?),
        })
    }

    /// The root's limbs (none for an empty tree).
    pub fn root(&self) -> Vec<u64> {
        self.tree
            .root()
            .map_or_else(Vec::new, |r| r.to_u256().to_vec())
    }

    /// The depth.
    pub fn depth(&self) -> usize {
        self.tree.depth()
    }

    /// The number of leaves.
    pub fn size(&self) -> usize {
        self.tree.size()
    }

    /// Every leaf, as limbs.
    pub fn leaves(&self) -> Vec<u64> {
        self.tree
            .leaves()
            .iter()
            .flat_map(|l| l.to_u256())
            .collect()
    }

    /// The node at `level` (0: the leaves) and `index`, as limbs (none
    /// past the level's end).
    pub fn node(&self, level: usize, index: usize) -> Vec<u64> {
        self.tree
            .node(level, index)
            .map_or_else(Vec::new, |n| n.to_u256().to_vec())
    }

    /// The leaf's index, or -1.
    #[wasm_bindgen(js_name = indexOf)]
    pub fn index_of(&self, leaf: &[u64]) -> Result<f64, JsValue> {
        let x = one_bn254(leaf)?;
        Ok(self.tree.index_of(&x).map_or(-1.0, |i| i as f64))
    }

    /// Appends a leaf.
    pub fn insert(&mut self, leaf: &[u64]) -> Result<(), JsValue> {
        self.tree.insert(one_bn254(leaf)?);
        Ok(())
    }

    /// Appends many leaves at once.
    #[wasm_bindgen(js_name = insertMany)]
    pub fn insert_many(&mut self, leaves: &[u64]) -> Result<(), JsValue> {
        self.tree.insert_many(&bn254(leaves)?).map_err(js_error)
    }

    /// Replaces leaf `index`.
    pub fn update(&mut self, index: usize, leaf: &[u64]) -> Result<(), JsValue> {
        self.tree.update(index, one_bn254(leaf)?).map_err(js_error)
    }

    /// The proof of leaf `index`: zk-kit's proof index, then the limbs of
    /// the root, the leaf and the siblings.
    #[wasm_bindgen(js_name = generateProof)]
    pub fn generate_proof(&self, index: usize) -> Result<Vec<u64>, JsValue> {
        let p = self.tree.generate_proof(index).map_err(js_error)?;
        let mut out = vec![p.index];
        out.extend(p.root.to_u256());
        out.extend(p.leaf.to_u256());
        for s in &p.siblings {
            out.extend(s.to_u256());
        }
        Ok(out)
    }
}

/// zk-kit's `verifyProof` over circom Poseidon: root, leaf and siblings as
/// limbs.
#[wasm_bindgen(js_name = leanImtVerify)]
pub fn lean_imt_verify(
    root: &[u64],
    leaf: &[u64],
    index: u64,
    siblings: &[u64],
) -> Result<bool, JsValue> {
    let proof = LeanImtProof {
        root: one_bn254(root)?,
        leaf: one_bn254(leaf)?,
        index,
        siblings: bn254(siblings)?,
    };
    Ok(lean_imt::verify_proof(&CircomPoseidon2, &proof))
}
