//! test-vectors/poseidon-mina.json: Mina's own Poseidon vectors (o1js's
//! copies of proof-systems' test vectors, and its table of prefix salts)
//! and cases of the Python reference, in the core and the registry; bad
//! input.

use crate::common;

use zkhashes::field::Pallas as F;
use zkhashes::instances::mina::{self, Version};
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::permutation::Permutation;
use zkhashes::{Error, Field, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon-mina.json");

#[test]
fn all_cases() {
    let opts = HashOptions::default();
    let (mut upstream, mut salts) = (0, 0);
    for c in common::cases::<F>(VECTORS) {
        let source = c.source.as_str();
        upstream += source.starts_with("o1js") as usize;
        let xs = c.inputs;
        let want = c.outputs;
        let function = c.function.as_str();
        let (version, name) = match function.ends_with("legacy") {
            true => (Version::Legacy, "poseidon-mina-legacy"),
            false => (Version::Kimchi, "poseidon-mina"),
        };
        if function.starts_with("permute") {
            let state: [F; 3] = xs.clone().try_into().unwrap();
            let got = mina::permutation(version).permute(state);
            assert_eq!(got.to_vec(), want, "{source}");
            let got = registry::permute_in(name, Some("pallas"), &common::raw(&xs));
            assert_eq!(got.unwrap(), common::raw(&want));
            if let Some(prefix) = c.raw["prefix"].as_str() {
                assert_eq!(mina::salt(version, prefix).unwrap(), got_state(&want));
                salts += 1;
            }
        } else {
            assert_eq!(mina::hash(version, &xs), want[0], "{source}");
            let got = registry::hash_in(name, Some("pallas"), &common::raw(&xs), &opts).unwrap();
            assert_eq!(got, common::raw(&want));
        }
    }
    assert!(upstream >= 90, "Mina's own vectors");
    assert_eq!(salts, 84, "o1js's prefix salts");
}

fn got_state(v: &[F]) -> [F; 3] {
    v.try_into().unwrap()
}

/// `hash_with_prefix` is the hash absorbed on from the salt: checked against
/// a sponge written out here (one permutation per zero-padded pair).
#[test]
fn hash_with_prefix_continues_from_the_salt() {
    let xs: Vec<F> = (1..=5u64).map(F::from_u64).collect();
    for version in [Version::Kimchi, Version::Legacy] {
        let p = mina::permutation(version);
        let mut state = [
            mina::prefix_to_field("MinaSignatureMainnet").unwrap(),
            F::ZERO,
            F::ZERO,
        ];
        p.permute_mut(&mut state);
        for pair in xs.chunks(2) {
            state[0] += pair[0];
            state[1] += pair.get(1).copied().unwrap_or(F::ZERO);
            p.permute_mut(&mut state);
        }
        let got = mina::hash_with_prefix(version, "MinaSignatureMainnet", &xs).unwrap();
        assert_eq!(got, state[0]);
        let name = match version {
            Version::Kimchi => "poseidon-mina-with-prefix",
            Version::Legacy => "poseidon-mina-legacy-with-prefix",
        };
        let mut input = common::raw(&[mina::prefix_to_field("MinaSignatureMainnet").unwrap()]);
        input.extend(common::raw(&xs));
        let got = registry::hash_in(name, Some("pallas"), &input, &HashOptions::default());
        assert_eq!(got.unwrap(), common::raw(&state[..1]));
    }
}

#[test]
fn bad_input() {
    let opts = HashOptions::default();
    let p = F::MODULUS;
    for name in ["poseidon-mina", "poseidon-mina-legacy"] {
        assert_eq!(
            registry::hash_in(name, Some("pallas"), &[[1, 0, 0, 0], p], &opts),
            Err(Error::NonCanonical { index: 1 })
        );
        assert!(matches!(
            registry::permute_in(name, Some("pallas"), &[[0; 4]; 2]),
            Err(Error::WrongWidth { got: 2, .. })
        ));
        assert_eq!(
            registry::permute_in(name, Some("pallas"), &[[0; 4], [0; 4], p]),
            Err(Error::NonCanonical { index: 2 })
        );
    }
    assert!(matches!(
        registry::hash_in("poseidon-mina-with-prefix", Some("pallas"), &[], &opts),
        Err(Error::WrongArity { got: 0, .. })
    ));
    let long = "x".repeat(32);
    assert_eq!(
        mina::hash_with_prefix(Version::Kimchi, &long, &[]),
        Err(Error::WrongLength {
            expected: 31,
            got: 32
        })
    );
}
