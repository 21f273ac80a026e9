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

/// A known answer through the registry's batch path: three copies of the
/// case's inputs as three rows (`hash_rows` and `hash_rows_words`), each
/// row's output must be `want`.
#[allow(dead_code)] // used by some of the test files that share this module
pub fn batch_path_matches(
    name: &str,
    field: Option<&str>,
    inputs: &[[u64; 4]],
    options: &zkhashes::instances::registry::HashOptions,
    want: &[[u64; 4]],
) {
    use zkhashes::instances::registry::{self, Words};
    let rows = 3;
    let wide: Vec<[u64; 4]> = (0..rows).flat_map(|_| inputs.iter().copied()).collect();
    let got = registry::hash_rows(name, field, &wide, inputs.len(), rows, options).unwrap();
    let many: Vec<[u64; 4]> = (0..rows).flat_map(|_| want.iter().copied()).collect();
    assert_eq!(got, many, "{name}: hash_rows");
    let words: Vec<u64> = wide.iter().map(|v| v[0]).collect();
    let got =
        registry::hash_rows_words(name, field, Words::U64(&words), inputs.len(), rows, options)
            .unwrap();
    let many: Vec<u64> = many.iter().map(|v| v[0]).collect();
    assert_eq!(got, many, "{name}: hash_rows_words");
}
