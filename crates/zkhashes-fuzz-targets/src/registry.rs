//! The registry by name: `hash`, `permute`, `hash_bytes` and the batch
//! path `hash_rows`, with arbitrary names, fields, options and inputs.
//! Only typed errors come back; an input ≥ p is never accepted; every
//! output is canonical; the batch path equals row-by-row hashing.

use crate::input::{less, modulus, Input};
use zkhashes::instances::registry::{
    find_in, hash_bytes as registry_hash_bytes, hash_in, hash_rows, list, permute_in, HashOptions,
    Info, Kind,
};
use zkhashes::{Error, U256};

/// A name (a listed one of `kind`, or arbitrary bytes) and a field (its
/// own, none, or another).
fn pick(input: &mut Input<'_>, kind: Kind) -> (String, Option<String>, Option<&'static Info>) {
    let entries: Vec<&'static Info> = list().filter(|i| i.kind == kind).collect();
    let sel = input.byte();
    let info = (sel < 240).then(|| entries[usize::from(sel) % entries.len()]);
    let name = match info {
        Some(i) => i.name.to_string(),
        None => {
            let n = usize::from(input.byte() % 24);
            String::from_utf8_lossy(input.take(n)).into_owned()
        }
    };
    // Arbitrary bytes may spell a listed name (the second `hash_bytes`
    // crash: the harness had lost track of it).
    let info = info.or_else(|| entries.iter().find(|i| i.name == name).copied());
    let field = match (input.byte() % 8, info) {
        (0..=3, Some(i)) => Some(i.field.to_string()),
        (4, _) => Some(
            ["bn254", "goldilocks", "babybear", "nope"][usize::from(input.byte() % 4)].to_string(),
        ),
        _ => None,
    };
    (name, field, info)
}

/// Options: none, or some of width / outputs / initState.
fn options(input: &mut Input<'_>, p: &U256) -> HashOptions {
    let bits = input.byte();
    HashOptions {
        width: (bits & 1 != 0).then(|| usize::from(input.byte() % 30)),
        outputs: (bits & 2 != 0).then(|| usize::from(input.byte() % 20)),
        init_state: (bits & 4 != 0).then(|| input.value(p)),
    }
}

/// The modulus of the entry the call resolved to (the field it named, or
/// the name's only field).
fn field_modulus(info: Option<&Info>, field: &Option<String>) -> Option<U256> {
    field.as_deref().or(info.map(|i| i.field)).and_then(modulus)
}

fn all_below(values: &[U256], p: &U256) -> bool {
    values.iter().all(|v| less(v, p))
}

fn typed(e: &Error) {
    // Every error renders (a message for the user), none is a panic.
    assert!(!e.to_string().is_empty());
}

/// Target `registry_hash`.
pub fn registry_hash(data: &[u8]) {
    let mut input = Input::new(data);
    let (name, field, info) = pick(&mut input, Kind::Hasher);
    let p = field_modulus(info, &field).unwrap_or([u64::MAX; 4]);
    let opts = options(&mut input, &p);
    let n = usize::from(input.byte() % 40);
    let inputs: Vec<U256> = (0..n).map(|_| input.value(&p)).collect();
    match hash_in(&name, field.as_deref(), &inputs, &opts) {
        Ok(out) => {
            assert!(all_below(&inputs, &p), "{name}: an input ≥ p accepted");
            if let Some(init) = &opts.init_state {
                assert!(less(init, &p), "{name}: initState ≥ p accepted");
            }
            assert!(!out.is_empty());
            // The outputs' field (RISC Zero's poseidon-risc0: BabyBear in, BN254 out), of
            // the entry the call resolved to: a field named apart from the picked entry's
            // selects another entry of the same name.
            let resolved = find_in(&name, Kind::Hasher, field.as_deref()).ok();
            let q = resolved
                .map(Info::outputs_field)
                .and_then(modulus)
                .unwrap_or(p);
            assert!(all_below(&out, &q), "{name}: a non-canonical output");
            // Deterministic.
            assert_eq!(
                hash_in(&name, field.as_deref(), &inputs, &opts).ok(),
                Some(out)
            );
        }
        Err(e) => typed(&e),
    }
}

/// Target `registry_permute`.
pub fn registry_permute(data: &[u8]) {
    let mut input = Input::new(data);
    let (name, field, info) = pick(&mut input, Kind::Permutation);
    let p = field_modulus(info, &field).unwrap_or([u64::MAX; 4]);
    let n = usize::from(input.byte() % 30);
    let state: Vec<U256> = (0..n).map(|_| input.value(&p)).collect();
    match permute_in(&name, field.as_deref(), &state) {
        Ok(out) => {
            assert!(all_below(&state, &p), "{name}: a state cell ≥ p accepted");
            assert_eq!(out.len(), state.len());
            assert!(all_below(&out, &p));
        }
        Err(e) => typed(&e),
    }
}

/// Target `hash_bytes`: the byte modes (RPO, RPX, Rp64_256
/// `hash-elements` over bytes) and every other name (which must refuse).
pub fn hash_bytes(data: &[u8]) {
    let mut input = Input::new(data);
    let (name, _, info) = pick(&mut input, Kind::Hasher);
    let bytes = input.rest();
    match registry_hash_bytes(&name, bytes) {
        Ok(out) => {
            let info = info.expect("only listed names hash bytes");
            assert!(info.bytes, "{name} hashed bytes without a byte mode");
            let p = modulus(info.field).expect("a known field");
            assert!(!out.is_empty() && all_below(&out, &p));
            assert_eq!(registry_hash_bytes(&name, bytes).ok(), Some(out));
        }
        // A typed error: a name without a byte mode, or a length its
        // ecosystem does not define (winterfell's Rp64_256 takes up to 56
        // bytes or a multiple of 7: the target's first crash was this
        // property, too strict).
        Err(e) => typed(&e),
    }
}

/// Target `batch_rows`: `hash_rows` (the batch path of every front end)
/// against `hash_in` row by row: the same outputs, and on failure the
/// lowest failing row.
pub fn batch_rows(data: &[u8]) {
    let mut input = Input::new(data);
    let (name, field, info) = pick(&mut input, Kind::Hasher);
    let p = field_modulus(info, &field).unwrap_or([u64::MAX; 4]);
    let opts = options(&mut input, &p);
    let per_hash = usize::from(input.byte() % 18);
    let rows = usize::from(input.byte() % 24);
    let inputs: Vec<U256> = (0..per_hash * rows).map(|_| input.value(&p)).collect();
    let single: Vec<Result<Vec<U256>, Error>> = (0..rows)
        .map(|r| {
            hash_in(
                &name,
                field.as_deref(),
                &inputs[r * per_hash..][..per_hash],
                &opts,
            )
        })
        .collect();
    match hash_rows(&name, field.as_deref(), &inputs, per_hash, rows, &opts) {
        Ok(out) => {
            let want: Vec<U256> = single
                .into_iter()
                .map(|r| r.expect("every row hashes alone too"))
                .flat_map(|v| v.into_iter())
                .collect();
            assert_eq!(out, want, "{name}: batch against rows");
        }
        Err((row, e)) => {
            typed(&e);
            if rows == 0 {
                return;
            }
            // The rows before the failing one hash alone, the blamed row
            // does not. (Its error may differ where a row has several
            // faults: the batch checks the shape and values before the
            // options, a single hash the options first.)
            for (r, s) in single.iter().enumerate().take(row) {
                assert!(
                    s.is_ok(),
                    "{name}: row {r} fails alone but the batch blames row {row}"
                );
            }
            assert!(
                matches!(single.get(row), Some(Err(_))),
                "{name}: the batch blames row {row} ({e:?}), which hashes alone"
            );
        }
    }
}
