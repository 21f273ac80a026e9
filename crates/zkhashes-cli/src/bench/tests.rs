//! The catalogue covers the registry and computes what it computes; the
//! filter and the reports behave.

use super::*;
use zkhashes::instances::registry::{self, Kind};

#[test]
fn every_registry_entry_has_a_row() {
    let cases = catalogue::all();
    for info in registry::list() {
        assert!(
            cases
                .iter()
                .any(|c| c.name == info.name && c.kind == info.kind && c.field == info.field),
            "no bench row for {} ({:?}) over {}",
            info.name,
            info.kind,
            info.field
        );
    }
}

#[test]
fn every_row_computes_what_the_registry_computes() {
    for case in catalogue::all() {
        assert!(case.agrees_with_registry(), "{}", case.id());
        assert_eq!(case.baseline, case.work.output().is_none(), "{}", case.id());
    }
}

#[test]
fn rows_have_the_scenarios_of_the_issue() {
    let cases = catalogue::all();
    for name in ["blake3", "sha3-256", "sha-256"] {
        for (scenario, bytes) in [
            (case::Scenario::TwoToOne, 64),
            (case::Scenario::Elements(100), 800),
        ] {
            assert!(
                cases
                    .iter()
                    .any(|c| c.name == name && c.scenario == scenario && c.bytes == bytes),
                "{name} over {bytes} B"
            );
        }
    }
    // Every 2-to-1 hasher with a batch mode has batch rows on one core and
    // on every core, with BLAKE3 batch rows beside them.
    for name in [
        "plonky3-compress",
        "plonky2-two-to-one",
        "rpo-merge",
        "rpx-merge",
        "rp64-256-merge",
    ] {
        for cores in batch::Cores::BOTH {
            assert!(
                cases
                    .iter()
                    .any(|c| c.name == name && c.scenario == case::Scenario::Batch(cores)),
                "{name} batch, {cores}"
            );
        }
    }
    // Every Merkle scheme over each of its fields has a tree row on one
    // core and on every core.
    for scheme in zkhashes::merkle::named::SCHEMES {
        for field in scheme.fields {
            for cores in batch::Cores::BOTH {
                assert!(
                    cases.iter().any(|c| c.name == scheme.name
                        && c.field == *field
                        && c.scenario == case::Scenario::Tree(cores)),
                    "{} over {field}, {cores}",
                    scheme.name
                );
            }
        }
    }
    // Every hasher row (trees too) has its BLAKE3 row.
    for c in cases
        .iter()
        .filter(|c| c.kind == Kind::Hasher && !c.baseline)
    {
        assert!(
            cases.iter().any(|b| report::beside_blake3(c, b)),
            "{}",
            c.id()
        );
    }
}

#[test]
fn filter_keeps_matches_and_their_blake3_rows() {
    let kept = select(Some("rpo-merge/goldilocks/2-to-1")).expect("a match");
    let ids: Vec<String> = kept.iter().map(Case::id).collect();
    assert_eq!(ids, ["rpo-merge/goldilocks/2-to-1", "blake3/bytes/2-to-1"]);
    let kept = select(Some("rpo-merge/goldilocks/16384 x")).expect("a match");
    let ids: Vec<String> = kept.iter().map(Case::id).collect();
    assert_eq!(
        ids,
        [
            "rpo-merge/goldilocks/16384 x 2-to-1, 1 core",
            "rpo-merge/goldilocks/16384 x 2-to-1, all cores",
            "blake3/bytes/16384 x 2-to-1, 1 core",
            "blake3/bytes/16384 x 2-to-1, all cores",
        ]
    );
    let perms = select(Some("permutation t=12")).expect("a match");
    assert!(
        perms.iter().all(|c| c.kind == Kind::Permutation),
        "permutations need no BLAKE3 row"
    );
    assert!(matches!(
        select(Some("no-such-hash")),
        Err(Error::InvalidOption(_))
    ));
}

#[test]
fn reports_carry_every_row() {
    let rows: Vec<Row> = select(Some("rpo-merge/goldilocks/2-to-1"))
        .expect("a match")
        .into_iter()
        .map(|case| {
            let budget = Budget {
                warm_up: std::time::Duration::from_millis(1),
                sample: std::time::Duration::from_millis(1),
                samples: 3,
            };
            let n = measure::calibrate(case.work.as_ref(), budget);
            let mut s: Vec<f64> = (0..3)
                .map(|_| measure::sample(case.work.as_ref(), n))
                .collect();
            let seconds = measure::median(&mut s);
            assert!(seconds > 0.0);
            Row { case, seconds }
        })
        .collect();
    let doc: serde_json::Value = serde_json::from_str(&report::json(&rows, true)).expect("JSON");
    let items = doc["rows"].as_array().expect("rows");
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["name"], "rpo-merge");
    assert_eq!(items[0]["kind"], "hasher");
    assert!(items[0]["x_blake3"].as_f64().expect("beside BLAKE3") > 0.0);
    assert_eq!(items[1]["kind"], "baseline");
    let table = report::table(&rows, Budget::QUICK);
    assert!(
        table.contains("| rpo-merge | goldilocks | 2-to-1 | 64 B |"),
        "{table}"
    );
    assert!(
        table.contains("| blake3 | bytes | 2-to-1 | 64 B |"),
        "{table}"
    );
}

#[test]
fn every_hasher_with_a_batch_mode_has_batch_rows() {
    let cases = catalogue::all();
    let mut missing = Vec::new();
    for info in registry::list().filter(|i| i.kind == Kind::Hasher) {
        if !registry::has_batch_mode(info.name, Some(info.field)) {
            continue;
        }
        for cores in batch::Cores::BOTH {
            let has = cases.iter().any(|c| {
                c.name == info.name
                    && c.field == info.field
                    && matches!(c.scenario, case::Scenario::Batch(k) | case::Scenario::BatchOf(_, k) if k == cores)
            });
            if !has {
                missing.push(format!("{}/{} {cores}", info.name, info.field));
            }
        }
    }
    assert!(missing.is_empty(), "no batch rows: {missing:?}");
}
