//! test-vectors/leansig.json: leanSpec's frozen known answers for leanSig's
//! tweakable hash (compress at widths 16 and 24, the domain separator, the
//! sponge, a chain step) and cases of the Python reference, through
//! `instances::leansig` and the registry; the tweak encodings; errors.

use crate::common;

use zkhashes::instances::leansig::{self as ls, Tweak};
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::{Error, Field, KoalaBear};

const VECTORS: &str = include_str!("../../../test-vectors/leansig.json");

fn k(v: u64) -> KoalaBear {
    KoalaBear::from_u64(v)
}

fn u64s(v: &serde_json::Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

fn lengths(v: &[u64]) -> [u32; 4] {
    core::array::from_fn(|i| v[i] as u32)
}

fn tweak(raw: &serde_json::Value) -> Tweak {
    if let Some(c) = raw.get("chain") {
        let c = u64s(c);
        Tweak::Chain {
            epoch: c[0] as u32,
            chain_index: c[1] as u8,
            pos: c[2] as u8,
        }
    } else {
        let t = u64s(&raw["tree"]);
        Tweak::Tree {
            level: t[0] as u8,
            pos: t[1] as u32,
        }
    }
}

#[test]
fn known_answers() {
    let cases = common::cases::<KoalaBear>(VECTORS);
    assert_eq!(
        cases
            .iter()
            .filter(|c| c.source.starts_with("leanSpec"))
            .count(),
        5
    );
    for c in &cases {
        let raw = &c.raw;
        let got = match c.function.as_str() {
            "compress" => {
                let (w, n) = (
                    raw["width"].as_u64().unwrap() as usize,
                    raw["out_len"].as_u64().unwrap() as usize,
                );
                let options = HashOptions {
                    width: Some(w),
                    outputs: Some(n),
                    ..Default::default()
                };
                let via = registry::hash_in(
                    "leansig-compress",
                    Some("koalabear"),
                    &common::raw(&c.inputs),
                    &options,
                );
                assert_eq!(
                    via.unwrap(),
                    common::raw(&c.outputs),
                    "registry: {}",
                    c.source
                );
                ls::compress(w, &c.inputs, n).unwrap()
            }
            "domain_separator" => {
                let l: Vec<u64> = c.inputs.iter().map(|x| u64::from(x.value())).collect();
                ls::domain_separator(lengths(&l)).to_vec()
            }
            "sponge" => {
                let cap = ls::domain_separator(lengths(&u64s(&raw["capacity_lengths"])));
                ls::sponge(&cap, &c.inputs, raw["out_len"].as_u64().unwrap() as usize).unwrap()
            }
            "tweak_hash" => {
                let t = tweak(raw);
                assert_eq!(&c.inputs[5..7], &t.to_field(), "{}", c.source);
                let messages: Vec<&[KoalaBear]> = c.inputs[7..].chunks(8).collect();
                let th = ls::TweakHash {
                    num_chunks: messages.len(),
                    ..ls::PROD
                };
                let via = registry::hash_in(
                    "leansig-tweak-hash",
                    Some("koalabear"),
                    &common::raw(&c.inputs),
                    &HashOptions::default(),
                );
                assert_eq!(
                    via.unwrap(),
                    common::raw(&c.outputs),
                    "registry: {}",
                    c.source
                );
                th.apply(&c.inputs[..5], t, &messages).unwrap()
            }
            other => panic!("unknown function {other}"),
        };
        assert_eq!(got, c.outputs, "{}", c.source);
    }
}

/// The tweak integers of leanSig's `TreeTweak` / `ChainTweak`.
#[test]
fn tweak_encodings() {
    let tree = Tweak::Tree { level: 1, pos: 0 };
    assert_eq!(tree.to_int(), (1 << 40) | 1);
    assert_eq!(tree.to_field(), [k(67_108_349), k(516)]);
    let chain = Tweak::Chain {
        epoch: u32::MAX,
        chain_index: 255,
        pos: 255,
    };
    assert_eq!(
        chain.to_int(),
        (u128::from(u32::MAX) << 24) | (255 << 16) | (255 << 8)
    );
    assert_eq!(chain.to_field(), [k(234_616_560), k(33_818_640)]);
    // Digits recombine to the integer.
    let [lo, hi] = chain.to_field();
    let p = u128::from(KoalaBear::P);
    assert_eq!(
        u128::from(lo.value()) + p * u128::from(hi.value()),
        chain.to_int()
    );
}

/// `chain` is `apply` step after step with positions start + 1, start + 2, ….
#[test]
fn chain_composes() {
    let param: Vec<KoalaBear> = (1..=5).map(k).collect();
    let start: Vec<KoalaBear> = (10..18).map(k).collect();
    let th = ls::TEST;
    let two = th.chain(&param, 3, 1, 4, 2, &start).unwrap();
    let mut v = start.clone();
    for pos in [5u8, 6] {
        let t = Tweak::Chain {
            epoch: 3,
            chain_index: 1,
            pos,
        };
        v = th.apply(&param, t, &[&v]).unwrap();
    }
    assert_eq!(two, v);
    assert_eq!(th.chain(&param, 3, 1, 4, 0, &start).unwrap(), start);
    assert!(th.chain(&param, 3, 1, 250, 6, &start).is_err());
}

#[test]
fn bad_input_is_refused() {
    let x: Vec<KoalaBear> = (0..8).map(k).collect();
    assert!(matches!(
        ls::compress(20, &x, 8),
        Err(Error::WrongWidth { .. })
    ));
    assert!(matches!(
        ls::compress(16, &[], 1),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        ls::compress(16, &[k(0); 17], 8),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        ls::compress(16, &x[..4], 8),
        Err(Error::InvalidOption(_))
    ));
    assert!(matches!(
        ls::sponge(&[k(0); 24], &x, 8),
        Err(Error::InvalidOption(_))
    ));
    let t = Tweak::Tree { level: 0, pos: 0 };
    assert!(matches!(
        ls::PROD.apply(&x[..4], t, &[&x]),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        ls::PROD.apply(&x[..5], t, &[&x[..7]]),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        ls::PROD.apply(&x[..5], t, &[]),
        Err(Error::WrongArity { .. })
    ));
    let o = HashOptions::default();
    let p = [KoalaBear::P as u64, 0, 0, 0];
    let mut inputs = vec![[0u64; 4]; 15];
    assert!(registry::hash_in("leansig-tweak-hash", Some("koalabear"), &inputs, &o).is_ok());
    inputs[3] = p;
    assert_eq!(
        registry::hash_in("leansig-tweak-hash", Some("koalabear"), &inputs, &o),
        Err(Error::NonCanonical { index: 3 })
    );
    inputs[3] = [0; 4];
    inputs.pop();
    assert!(registry::hash_in("leansig-tweak-hash", Some("koalabear"), &inputs, &o).is_err());
    let wide = HashOptions {
        width: Some(16),
        ..Default::default()
    };
    assert!(registry::hash_in("leansig-tweak-hash", Some("koalabear"), &inputs, &wide).is_err());
}
