//! Starknet's Poseidon: the exports of `zkhashes/starknet` (and of the root
//! entry).

use crate::elements;
use wasm_bindgen::prelude::*;
use zkhashes::constants::hades;
use zkhashes::field::Stark252;
use zkhashes::instances::starknet;
use zkhashes::permutation::poseidon::{PartialSbox, PlainParams};
use zkhashes::PrimeField;

fn felts(limbs: &[u64]) -> Result<Vec<Stark252>, JsValue> {
    elements(limbs)
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

/// Starknet's permutation (Hades, width 3) of 12 limbs: @scure/starknet's
/// `poseidonSmall`, poseidon-py's `hades_permutation`.
#[wasm_bindgen(js_name = starknetPermute)]
pub fn starknet_permute(state: &[u64]) -> Result<Vec<u64>, JsValue> {
    let mut x: [Stark252; 3] = felts(state)?
        .try_into()
        .map_err(|_| JsValue::from_str("RangeError: poseidonSmall takes 3 values"))?;
    starknet::hades(&mut x);
    Ok(x.iter().flat_map(|v| v.to_u256()).collect())
}

/// @scure/starknet's `poseidonBasic` (and `poseidonCreate`) instance:
/// Poseidon over the Stark field with StarkWare's round constants
/// (`sha256("Hades{i}")`), S-box x³ and the partial rounds' S-box on the last
/// cell, and the caller's matrix. The plain form: any matrix, any width.
#[wasm_bindgen]
pub struct HadesCustom {
    params: PlainParams<Stark252>,
}

#[wasm_bindgen]
impl HadesCustom {
    /// The instance of width `width` with `rounds_full` and `rounds_partial`
    /// rounds and the matrix `mds` (limbs, row-major, canonical).
    #[wasm_bindgen(constructor)]
    pub fn new(
        width: usize,
        rounds_full: usize,
        rounds_partial: usize,
        mds: &[u64],
    ) -> Result<HadesCustom, JsValue> {
        let rc = hades::round_constants::<Stark252>(width, rounds_full, rounds_partial);
        let params = PlainParams::new(
            width,
            hades::ALPHA,
            rounds_full,
            rounds_partial,
            rc,
            felts(mds)?,
            PartialSbox::Last,
        )
        .map_err(crate::js_error)?;
        Ok(Self { params })
    }

    /// The permutation of `state` (limbs).
    pub fn permute(&self, state: &[u64]) -> Result<Vec<u64>, JsValue> {
        let mut x = felts(state)?;
        self.params.permute(&mut x).map_err(crate::js_error)?;
        Ok(x.iter().flat_map(|v| v.to_u256()).collect())
    }

    /// The round constants (limbs, row-major).
    #[wasm_bindgen(js_name = roundConstants)]
    pub fn round_constants(&self) -> Vec<u64> {
        self.params
            .round_constants()
            .iter()
            .flat_map(|v| v.to_u256())
            .collect()
    }
}

/// StarkWare's generated `m` × `m` matrix of attempt `attempt`
/// (@scure/starknet's `_poseidonMDS(Fp251, "HadesMDS", m, attempt)`), as limbs.
#[wasm_bindgen(js_name = hadesMds)]
pub fn hades_mds(m: usize, attempt: usize) -> Result<Vec<u64>, JsValue> {
    let mds = hades::cauchy_mds::<Stark252>("HadesMDS", m, attempt).map_err(crate::js_error)?;
    Ok(mds.iter().flat_map(|v| v.to_u256()).collect())
}
