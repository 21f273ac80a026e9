//! WebAssembly exports of zkhashes for the npm package (`bindings/js`).
//!
//! Field elements cross the boundary as four little-endian `u64` limbs each
//! (a `BigUint64Array` on the JS side), whatever the field; the JS layer
//! turns bigints, numbers and strings into limbs and back. Batches take
//! `BigUint64Array` words (fields of 64 bits or less) or 32-byte big-endian
//! `Uint8Array` elements (256-bit fields). Errors are strings
//! `"RangeError: …"`, which the JS layer throws as that class.
//!
//! One crate, one module per npm entry: the features pick the exports. The
//! root entry (`zkhashes`) is the default, `all`; `zkhashes/circom` is built
//! with `circom` and `compact`, `zkhashes/starknet` with `starknet` alone, so
//! neither links the registry (every other instance) or the other's field;
//! `zkhashes/small-fields` with `small` and `compact`: the registry's
//! instances over fields of at most 64 bits, no 256-bit field;
//! `zkhashes/pasta` with `pasta`: the instances over Pallas' base field,
//! BLS12-381's scalar field (Filecoin) and RISC Zero's `poseidon_254`
//! (BN254; constants generated at run time, as Zcash's); `zkhashes/wave-2026`
//! with `wave`: the ecosystems of 2026 (Plonky3's Poseidon1 and leanSig,
//! Tip5, Monolith, gnark-crypto's Poseidon2, Stwo's Merkle hashers).

#[cfg(feature = "circom")]
mod circom;
#[cfg(any(
    feature = "registry",
    feature = "small",
    feature = "pasta",
    feature = "wave"
))]
mod registry;
#[cfg(feature = "starknet")]
mod starknet;

use wasm_bindgen::JsValue;
use zkhashes::encode::U256;
use zkhashes::Error;
#[cfg(any(feature = "circom", feature = "starknet"))]
use zkhashes::{instances::registry::to_field, PrimeField};

/// The JS error for a library error: every one is a bad argument value.
fn js_error(e: Error) -> JsValue {
    let mut m = String::from("RangeError: ");
    m.push_str(&e.message());
    JsValue::from_str(&m)
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

/// Field elements of `F` from limbs (each canonical, else a RangeError
/// naming the input).
#[cfg(any(feature = "circom", feature = "starknet"))]
fn elements<F: PrimeField>(limbs: &[u64]) -> Result<Vec<F>, JsValue> {
    to_field::<F>(&to_u256s(limbs)?).map_err(js_error)
}
