//! Starknet's Poseidon: the exports of `zkhashes/starknet` (and of the root
//! entry).

use crate::elements;
use wasm_bindgen::prelude::*;
use zkhashes::field::Stark252;
use zkhashes::instances::starknet;
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
