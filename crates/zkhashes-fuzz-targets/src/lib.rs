//! The bodies of zkhashes' fuzz targets, as ordinary functions of a byte
//! string: `fuzz/` (cargo-fuzz, libFuzzer) calls them, and this crate's
//! test replays every file of `fuzz/corpus/<target>/` through them, so
//! `make test` runs the corpora without libFuzzer. Each panics only on a
//! broken property (an accepted value ≥ p, a batch that differs from its
//! rows, a write past a C buffer, a forged Merkle proof, …).

pub mod cabi;
pub mod dispatch;
pub mod input;
pub mod merkle;
pub mod parse;
pub mod registry;

/// A target's name (its folder under `fuzz/corpus/`) and body.
pub type Target = (&'static str, fn(&[u8]));

/// Every target.
pub const TARGETS: &[Target] = &[
    ("parse_numbers", parse::parse_numbers),
    ("field_encodings", parse::field_encodings),
    ("registry_hash", registry::registry_hash),
    ("registry_permute", registry::registry_permute),
    ("hash_bytes", registry::hash_bytes),
    ("batch_rows", registry::batch_rows),
    ("dispatch_levels", dispatch::dispatch_levels),
    ("c_abi", cabi::c_abi),
    ("merkle_proofs", merkle::merkle_proofs),
];
