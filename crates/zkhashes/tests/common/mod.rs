//! Helpers shared by the vector tests.

use serde_json::Value;
use zkhashes::PrimeField;

/// A JSON array of decimal or 0x-hex strings as canonical field elements.
#[allow(dead_code)] // used by some of the test files that share this module
pub fn values<F: PrimeField>(v: &Value) -> Vec<F> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| F::from_str_canonical(x.as_str().unwrap()).unwrap())
        .collect()
}

/// One case of a `test-vectors/` file: its function, its inputs and
/// outputs as field elements, its source, and the whole JSON object (for
/// the fields some files add).
#[allow(dead_code)] // used by some of the test files that share this module
pub struct Case<F> {
    pub function: String,
    pub inputs: Vec<F>,
    pub outputs: Vec<F>,
    pub source: String,
    pub raw: Value,
}

/// Every case of the `test-vectors/` file `json`.
#[allow(dead_code)] // used by some of the test files that share this module
pub fn cases<F: PrimeField>(json: &str) -> Vec<Case<F>> {
    let doc: Value = serde_json::from_str(json).unwrap();
    let text = |c: &Value, k: &str| c[k].as_str().unwrap().to_string();
    doc["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| Case {
            function: text(c, "function"),
            inputs: values(&c["inputs"]),
            outputs: values(&c["outputs"]),
            source: text(c, "source"),
            raw: c.clone(),
        })
        .collect()
}

/// Field elements as the registry's values.
#[allow(dead_code)] // used by some of the test files that share this module
pub fn raw<F: PrimeField>(xs: &[F]) -> Vec<[u64; 4]> {
    xs.iter().map(PrimeField::to_u256).collect()
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

/// A known answer of a 256-bit hasher through the registry's batch path:
/// 25 copies of the case's inputs as 25 rows of one `hash_rows` call (two
/// lane blocks and a tail), each row's outputs must be `want`.
#[allow(dead_code)] // used by some of the test files that share this module
pub fn wide_batch_path_matches(
    name: &str,
    inputs: &[[u64; 4]],
    options: &zkhashes::instances::registry::HashOptions,
    want: &[[u64; 4]],
) {
    let rows = 25;
    let wide: Vec<[u64; 4]> = (0..rows).flat_map(|_| inputs.iter().copied()).collect();
    let got =
        zkhashes::instances::registry::hash_rows(name, None, &wide, inputs.len(), rows, options)
            .unwrap();
    let many: Vec<[u64; 4]> = (0..rows).flat_map(|_| want.iter().copied()).collect();
    assert_eq!(got, many, "{name}: hash_rows");
}

/// A batch of `input` states through every SIMD level forced by `at`
/// (a level that runs must give `want`; one that refuses must leave the
/// states alone, and only where `may_refuse` allows it), then through
/// the threaded `permute_many` and `permute_many_serial`.
#[allow(dead_code)] // used by some of the test files that share this module
pub fn batch_forms_match<F, const T: usize, P>(
    name: &str,
    perm: &P,
    input: &[[F; T]],
    want: &[[F; T]],
    at: impl Fn(&mut [[F; T]], zkhashes::permutation::batch::Simd) -> bool,
    may_refuse: impl Fn(zkhashes::permutation::batch::Simd) -> bool,
) where
    F: zkhashes::Field + core::fmt::Debug,
    P: zkhashes::permutation::Permutation<F, T> + Sync,
{
    let n = input.len();
    for level in zkhashes::permutation::batch::Simd::ALL {
        let mut got = input.to_vec();
        if at(&mut got, level) {
            assert_eq!(got, want, "{name}, {level:?}, {n} states");
        } else {
            assert!(
                may_refuse(level),
                "{name}: {level:?} is available but ran nothing"
            );
            assert_eq!(got, input, "{name}: a refused level changed the states");
        }
    }
    let mut got = input.to_vec();
    perm.permute_many(&mut got);
    assert_eq!(got, want, "{name}, permute_many, {n} states");
    let mut got = input.to_vec();
    perm.permute_many_serial(&mut got);
    assert_eq!(got, want, "{name}, permute_many_serial, {n} states");
}

/// A xorshift64 stream from `seed` (pseudo-random words for test states).
#[allow(dead_code)] // used by some of the test files that share this module
pub fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// `n` states: pseudo-random cells (256-bit words reduced), every 77th
/// one p − 1 and another 0; state 3 all p − 1, state 5 all 0.
#[allow(dead_code)] // used by some of the test files that share this module
pub fn extreme_states<F: PrimeField, const T: usize>(n: usize, seed: u64) -> Vec<[F; T]> {
    let mut next = xorshift(seed);
    (0..n)
        .map(|k| {
            core::array::from_fn(|i| match (k, (k * T + i) % 77) {
                (3, _) | (_, 0) => -F::ONE,
                (5, _) | (_, 7) => F::ZERO,
                _ => F::from_u256_reduced(&[next(), next(), next(), next()]),
            })
        })
        .collect()
}
