//! The registry's entry sets: `SMALL_FIELDS` (the npm entry
//! `zkhashes/small-fields`) is exactly `ALL`'s entries over fields of at
//! most 64 bits, in the same order, and answers as `ALL` does.

use zkhashes::instances::registry::{HashOptions, Kind, ALL, SMALL_FIELDS};
use zkhashes::Error;

#[test]
fn small_fields_is_all_entries_of_at_most_64_bits() {
    let want: Vec<_> = ALL
        .list()
        .filter(|i| i.num_bytes <= 8)
        .map(|i| (i.name, i.kind, i.field))
        .collect();
    let got: Vec<_> = SMALL_FIELDS
        .list()
        .map(|i| (i.name, i.kind, i.field))
        .collect();
    assert_eq!(got, want);
    assert!(got.len() > 20, "{} entries", got.len());
}

#[test]
fn small_fields_answers_as_all() {
    let o = HashOptions::default();
    let mut compared = 0;
    for info in SMALL_FIELDS.list() {
        for n in [0usize, 1, 4, 8, 12, 16, 20, 24] {
            let x: Vec<_> = (0..n as u64).map(|v| [v * 7919 + 1, 0, 0, 0]).collect();
            let (a, b) = match info.kind {
                Kind::Hasher => (
                    ALL.hash_in(info.name, Some(info.field), &x, &o),
                    SMALL_FIELDS.hash_in(info.name, Some(info.field), &x, &o),
                ),
                Kind::Permutation => (
                    ALL.permute_in(info.name, Some(info.field), &x),
                    SMALL_FIELDS.permute_in(info.name, Some(info.field), &x),
                ),
            };
            assert_eq!(a, b, "{} over {}, {n} values", info.name, info.field);
            compared += usize::from(a.is_ok());
        }
    }
    assert!(compared > 50, "{compared} cases compared");
    assert_eq!(
        SMALL_FIELDS.hash_in("poseidon-circom", None, &[[1, 0, 0, 0]], &o),
        Err(Error::UnknownName("poseidon-circom".into()))
    );
    assert_eq!(
        SMALL_FIELDS.hash_rows(
            "plonky3-compress",
            Some("babybear"),
            &[[1, 0, 0, 0]; 32],
            16,
            2,
            &o
        ),
        ALL.hash_rows(
            "plonky3-compress",
            Some("babybear"),
            &[[1, 0, 0, 0]; 32],
            16,
            2,
            &o
        )
    );
}
