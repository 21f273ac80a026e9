//! Helpers shared by the vector tests.

use serde_json::Value;
use zkhashes::PrimeField;

/// A JSON array of decimal or 0x-hex strings as canonical field elements.
pub fn values<F: PrimeField>(v: &Value) -> Vec<F> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| F::from_str_canonical(x.as_str().unwrap()).unwrap())
        .collect()
}
