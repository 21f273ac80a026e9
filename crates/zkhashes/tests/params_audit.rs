//! `zkhashes::params::audit`: a line for every registry entry (every width of
//! every permutation, every hasher, every Merkle scheme) and nothing else;
//! every regenerated constant table equal to the shipped one, at the round
//! numbers the audit states; an instance below the formulas' minimum (Ziren's
//! KoalaBear α = 3 with 13 partial rounds, ProjectZKM/Ziren#524) flagged.

use std::collections::BTreeSet;
use zkhashes::instances::registry::{list, Kind};
use zkhashes::merkle::named::SCHEMES;
use zkhashes::params::{
    audit, audit_instance, check_rounds, field_modulus, instances, Constants, Design, Instance,
    Regenerated, Rules, Verdict,
};

/// The widths of a registry `widths` string: "3", "16, 24", "2..17".
fn widths(s: &str) -> Vec<usize> {
    s.split(',')
        .flat_map(|part| {
            let part = part.trim();
            match part.split_once("..") {
                Some((a, b)) => (a.parse().unwrap()..=b.parse().unwrap()).collect::<Vec<usize>>(),
                None => vec![part.parse().unwrap()],
            }
        })
        .collect()
}

/// Registry instances the audit flags, kept because the ecosystem runs them
/// (bit for bit means its round numbers): gnark-crypto's default BN254
/// Poseidon2, t = 2 with R_F 6 and R_P 50, where the interpolation bound asks
/// for R_P 52 (docs/params.md). The audit must keep reporting them.
const KNOWN_BELOW: &[&str] = &["poseidon2/gnark/bn254/t2"];

#[test]
fn every_registry_instance_has_exactly_one_line() {
    let lines = audit(128, Rules::Current).unwrap();
    let ids: BTreeSet<&str> = lines.iter().map(|l| l.instance.id.as_str()).collect();
    assert_eq!(ids.len(), lines.len(), "audit IDs are unique");

    let audited: BTreeSet<(&str, &str, &str, usize)> = lines
        .iter()
        .map(|l| {
            let i = &l.instance;
            (i.kind, i.entry, i.field, i.width)
        })
        .collect();
    let mut expected = BTreeSet::new();
    for info in list() {
        match info.kind {
            Kind::Hasher => {
                expected.insert(("hasher", info.name, info.field, 0));
            }
            Kind::Permutation => {
                for w in widths(info.widths) {
                    expected.insert(("permutation", info.name, info.field, w));
                }
            }
        }
    }
    for scheme in SCHEMES {
        for field in scheme.fields {
            expected.insert(("merkle", scheme.name, field, 0));
        }
    }
    let missing: Vec<_> = expected.difference(&audited).collect();
    let extra: Vec<_> = audited.difference(&expected).collect();
    assert!(missing.is_empty(), "not audited: {missing:?}");
    assert!(
        extra.is_empty(),
        "audited but not in the registry: {extra:?}"
    );

    // Every hasher and tree names permutations the audit has lines for.
    for l in &lines {
        if let Design::Over(over) = &l.instance.design {
            if over.starts_with("BLAKE3") {
                continue;
            }
            let prefix = over.rsplit_once('/').unwrap().0;
            assert!(
                ids.iter().any(|id| id.starts_with(prefix)),
                "{}: over {over}",
                l.instance.id
            );
        }
    }
}

#[test]
fn regenerated_constants_equal_the_shipped_ones_at_the_stated_rounds() {
    let lines = audit(128, Rules::Current).unwrap();
    let mut grain = 0;
    for l in &lines {
        let i = &l.instance;
        match i.constants {
            Constants::Generated { recipe, .. } => {
                let r = l.regenerated.expect("a Generated instance is regenerated");
                assert_eq!(r.first_difference, None, "{}", i.id);
                assert!(r.values > 0, "{}", i.id);
                assert!(!l.runs_other_rounds(), "{}: runs {:?}", i.id, r.runs);
                assert!(l.line().contains("values equal"), "{}", l.line());
                grain += usize::from(recipe.contains("Grain"));
            }
            _ => assert!(l.regenerated.is_none(), "{}", i.id),
        }
        // Every Grain-generated Poseidon or Poseidon2 instance is regenerated
        // here (not only described).
        if let (Design::Rounds { .. }, Constants::GeneratedByTest { recipe }) =
            (&i.design, i.constants)
        {
            assert!(!recipe.contains("Grain"), "{}: {recipe}", i.id);
        }
        assert_eq!(
            l.flagged(),
            KNOWN_BELOW.contains(&i.id.as_str()),
            "{}",
            l.line()
        );
    }
    // circom 16 widths, Zcash, Filecoin 5, RISC Zero, Plonky3's Poseidon1 4;
    // Poseidon2: HorizenLabs 7, Barretenberg, RISC Zero, Plonky3 12, gnark's BN254 t >= 4 4.
    assert_eq!(grain, 52, "Grain-generated instances");
}

#[test]
fn known_instances_against_the_formulas() {
    let check = |field: &str, t, alpha, rf, rp| {
        check_rounds(
            &field_modulus(field).unwrap(),
            t,
            alpha,
            128,
            Rules::Current,
            rf,
            rp,
        )
        .unwrap()
    };
    // Plonky3's BabyBear width 16: the minimum R_P at R_F = 8 is 10; with
    // the margin (R_F 6, R_P / 1.075) it needs 13, what it runs.
    let bb = check("babybear", 16, 7, 8, 13);
    assert!(bb.holds && bb.holds_with_margin);
    assert_eq!(bb.min_rounds_partial, Some(10));
    assert_eq!(bb.min_rounds_partial_with_margin, Some(13));
    assert!(!check("babybear", 16, 7, 8, 12).holds_with_margin);
    // Neptune's (Filecoin's) width 3 runs 55, one under the margin's 56.
    let fc = check("bls12-381", 3, 5, 8, 55);
    assert!(fc.holds && !fc.holds_with_margin);
    // Ziren's KoalaBear, α = 3, width 16 with 13 partial rounds: below the
    // minimum (16), and the bounds that fail are named.
    let ziren = check("koalabear", 16, 3, 8, 13);
    assert!(!ziren.holds);
    assert_eq!(ziren.min_rounds_partial, Some(16));
    assert!(!ziren.failing.is_empty());
    // x^8 over BN254 (RISC Zero's rounds) is not a permutation: no bounds.
    assert!(check_rounds(
        &field_modulus("bn254").unwrap(),
        3,
        8,
        128,
        Rules::Current,
        8,
        42
    )
    .is_err());
}

fn ziren_like(constants: Constants, rounds_partial: usize) -> Instance {
    Instance {
        id: "poseidon2/ziren/koalabear/t16".into(),
        entry: "poseidon2-ziren",
        kind: "permutation",
        field: "koalabear",
        width: 16,
        design: Design::Rounds {
            family: "Poseidon2",
            alpha: 3,
            rounds_full: 8,
            rounds_partial,
        },
        constants,
    }
}

fn differs_at_3() -> Regenerated {
    Regenerated {
        values: 150,
        first_difference: Some(3),
        runs: (3, 8, 20),
    }
}

fn equal_but_runs_13() -> Regenerated {
    Regenerated {
        values: 150,
        first_difference: None,
        runs: (3, 8, 13),
    }
}

#[test]
fn flags_rounds_below_the_minimum_differing_constants_and_other_rounds() {
    let published = Constants::Published("a test");
    let below = audit_instance(&ziren_like(published, 13), 128, Rules::Current).unwrap();
    assert!(matches!(below.verdict, Verdict::Below(_)));
    assert!(below.flagged());
    assert!(
        below.line().contains("BELOW THE MINIMUM"),
        "{}",
        below.line()
    );
    // Plonky3's 20 for the same shape passes with the margin.
    let fixed = audit_instance(&ziren_like(published, 20), 128, Rules::Current).unwrap();
    assert_eq!(fixed.verdict, Verdict::Margin);
    assert!(!fixed.flagged());

    let recipe = "a test generator";
    let differs = Constants::Generated {
        recipe,
        regenerate: differs_at_3,
    };
    let l = audit_instance(&ziren_like(differs, 20), 128, Rules::Current).unwrap();
    assert!(l.flagged() && l.line().contains("REGENERATED VALUE 3 DIFFERS"));

    let other = Constants::Generated {
        recipe,
        regenerate: equal_but_runs_13,
    };
    let l = audit_instance(&ziren_like(other, 20), 128, Rules::Current).unwrap();
    assert!(l.runs_other_rounds() && l.flagged());
    assert!(
        l.line().contains("THE CODE RUNS x^3 R_F 8 R_P 13"),
        "{}",
        l.line()
    );
}

#[test]
fn both_rule_sets_and_every_id_is_stable() {
    let current = audit(128, Rules::Current).unwrap();
    let old = audit(128, Rules::Poseidon2019).unwrap();
    assert_eq!(current.len(), instances().len());
    assert_eq!(old.len(), current.len());
    for l in &old {
        let below = matches!(l.verdict, Verdict::Below(_));
        assert_eq!(
            below,
            KNOWN_BELOW.contains(&l.instance.id.as_str()),
            "{}",
            l.line()
        );
    }
    // The IDs the conformance suite names.
    for id in [
        "poseidon/circom/bn254/t3",
        "poseidon2/plonky3/babybear/t16",
        "hades/starknet/stark252/t3",
        "poseidon/plonky2/goldilocks/t12",
        "rescue/rpo/goldilocks/t12",
    ] {
        assert!(current.iter().any(|l| l.instance.id == id), "{id}");
    }
}
