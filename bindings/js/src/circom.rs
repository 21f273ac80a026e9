//! circom's Poseidon (every arity, `initState`, `nOuts`) and zk-kit's
//! LeanIMT over it: the exports of `zkhashes/circom` (and of the root entry).

use crate::{elements, js_error};
use wasm_bindgen::prelude::*;
use zkhashes::instances::circom;
use zkhashes::merkle::lean_imt::{self, LeanImt, LeanImtProof};
use zkhashes::merkle::schemes::CircomPoseidon2;
use zkhashes::{Bn254Fr, PrimeField};

/// circom Poseidon of 1..16 inputs (limbs), the typed fast path.
#[wasm_bindgen(js_name = poseidonCircom)]
pub fn poseidon_circom(inputs: &[u64]) -> Result<Vec<u64>, JsValue> {
    let x = bn254(inputs)?;
    let h = match x.as_slice() {
        [a, b] => circom::hash2([*a, *b]),
        _ => circom::hash(&x).map_err(js_error)?,
    };
    Ok(h.to_u256().to_vec())
}

/// circomlibjs's `poseidon(inputs, initState, nOut)`: 1..16 inputs and the
/// initial state (limbs), `n_outs` outputs (limbs, one after the other).
#[wasm_bindgen(js_name = poseidonCircomEx)]
pub fn poseidon_circom_ex(
    inputs: &[u64],
    init_state: &[u64],
    n_outs: usize,
) -> Result<Vec<u64>, JsValue> {
    let x = bn254(inputs)?;
    let init = one_bn254(init_state)?;
    let y = circom::hash_ex(&x, init, n_outs).map_err(js_error)?;
    Ok(y.iter().flat_map(|v| v.to_u256()).collect())
}

fn bn254(limbs: &[u64]) -> Result<Vec<Bn254Fr>, JsValue> {
    elements(limbs)
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
