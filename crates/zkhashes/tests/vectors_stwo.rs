//! test-vectors/stwo.json: Stwo's own known answers (BLAKE2s, the Poseidon252 leaf, the lifted
//! leaves of `test_lifted_merkle_leaves`), RFC 7693's BLAKE2s answer, and cases of the Python
//! reference (hashlib's BLAKE2s) for every hasher: BLAKE2s, leaves, lifted roots, decommitments,
//! `mix_root`. Then the lane kernels at every SIMD level against one state at a time, the tree's
//! proofs verified and bad ones refused, and bad columns refused.

use serde_json::Value;
use zkhashes::field::Stark252;
use zkhashes::instances::starknet;
use zkhashes::instances::stwo::{self, Blake2s, Blake2sM31, LiftedHasher, Poseidon252};
use zkhashes::merkle::stwo::{verify, LiftedTree};
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::blake2s::{self, Block16};
use zkhashes::{Error, Field, PrimeField};

const STWO: &str = include_str!("../../../test-vectors/stwo.json");

fn nums(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().map_or_else(|| x.to_string(), str::to_owned))
        .collect()
}

fn u32s(v: &Value) -> Vec<u32> {
    nums(v).iter().map(|s| s.parse().unwrap()).collect()
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

fn logs(c: &Value) -> Vec<u32> {
    c["column_log_sizes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u32)
        .collect()
}

/// The case's columns, cut from its concatenated inputs.
fn columns(c: &Value) -> Vec<Vec<u32>> {
    let flat = u32s(&c["inputs"]);
    let mut at = 0;
    logs(c)
        .iter()
        .map(|&l| {
            let col = flat[at..at + (1 << l)].to_vec();
            at += 1 << l;
            col
        })
        .collect()
}

/// A digest in the file's form: eight little-endian words, or one decimal felt.
trait Words: LiftedHasher {
    fn words(h: &Self::Hash) -> Vec<String>;
    fn parse(w: &[String]) -> Vec<Self::Hash>;
}

fn blake_words(h: &[u8; 32]) -> Vec<String> {
    h.chunks(4)
        .map(|w| u32::from_le_bytes(w.try_into().unwrap()).to_string())
        .collect()
}

fn blake_parse(w: &[String]) -> Vec<[u8; 32]> {
    w.chunks(8)
        .map(|d| {
            let mut out = [0u8; 32];
            for (o, x) in out.chunks_mut(4).zip(d) {
                o.copy_from_slice(&x.parse::<u32>().unwrap().to_le_bytes());
            }
            out
        })
        .collect()
}

impl Words for Blake2s {
    fn words(h: &[u8; 32]) -> Vec<String> {
        blake_words(h)
    }
    fn parse(w: &[String]) -> Vec<[u8; 32]> {
        blake_parse(w)
    }
}

impl Words for Blake2sM31 {
    fn words(h: &[u8; 32]) -> Vec<String> {
        blake_words(h)
    }
    fn parse(w: &[String]) -> Vec<[u8; 32]> {
        blake_parse(w)
    }
}

impl Words for Poseidon252 {
    fn words(h: &Stark252) -> Vec<String> {
        vec![zkhashes::encode::to_decimal(&h.to_u256())]
    }
    fn parse(w: &[String]) -> Vec<Stark252> {
        w.iter()
            .map(|s| Stark252::from_str_canonical(s).unwrap())
            .collect()
    }
}

fn check<H: Words>(c: &Value) {
    let want = nums(&c["outputs"]);
    let src = c["source"].as_str().unwrap();
    match c["function"].as_str().unwrap() {
        "leaf" => assert_eq!(H::words(&H::leaf(&u32s(&c["inputs"]))), want, "{src}"),
        "root" => {
            let cols = columns(c);
            let refs: Vec<&[u32]> = cols.iter().map(Vec::as_slice).collect();
            let lift = c["lifting_log_size"].as_u64().unwrap() as u32;
            let t = LiftedTree::<H>::commit(&refs, lift).unwrap();
            assert_eq!(H::words(&t.root()), want, "{src}");
            if let Some(leaves) = c.get("leaves").and_then(Value::as_object) {
                for (i, w) in leaves {
                    let leaf = &t.layers()[t.height() as usize][i.parse::<usize>().unwrap()];
                    assert_eq!(H::words(leaf), nums(w), "{src}, leaf {i}");
                }
            }
        }
        "decommit" => {
            let cols = columns(c);
            let refs: Vec<&[u32]> = cols.iter().map(Vec::as_slice).collect();
            let lift = c["lifting_log_size"].as_u64().unwrap() as u32;
            let queries: Vec<usize> = c["queries"]
                .as_array()
                .unwrap()
                .iter()
                .map(|q| q.as_u64().unwrap() as usize)
                .collect();
            let t = LiftedTree::<H>::commit(&refs, lift).unwrap();
            assert_eq!(H::words(&t.root()), nums(&c["root"]), "{src}");
            let d = t.decommit(&queries, &refs).unwrap();
            let values: Vec<Vec<u32>> = c["queried_values"]
                .as_array()
                .unwrap()
                .iter()
                .map(u32s)
                .collect();
            assert_eq!(d.queried_values, values, "{src}");
            assert_eq!(d.hash_witness, H::parse(&want), "{src}");
            let sizes = logs(c);
            assert_eq!(
                verify::<H>(&t.root(), &sizes, lift, &queries, &values, &d.hash_witness),
                Ok(true),
                "{src}"
            );
        }
        "mix_root" => {
            let both = H::parse(&nums(&c["inputs"]));
            assert_eq!(
                H::words(&stwo::mix_root::<H>(&both[0], &both[1])),
                want,
                "{src}"
            );
        }
        f => panic!("function {f}"),
    }
}

#[test]
fn known_answers() {
    let doc: Value = serde_json::from_str(STWO).unwrap();
    let mut counts = [0usize; 4];
    for c in doc["cases"].as_array().unwrap() {
        if c["function"] == "blake2s" {
            let data = unhex(c["bytes"].as_str().unwrap());
            assert_eq!(blake_words(&blake2s::hash(&data)), nums(&c["outputs"]));
            // Streamed in uneven pieces: the same digest.
            let mut s = blake2s::Blake2s256::new();
            for piece in data.chunks(37) {
                s.update(piece);
                s.update(&[]);
            }
            assert_eq!(s.finalize(), blake2s::hash(&data));
            counts[3] += 1;
            continue;
        }
        match c["hasher"].as_str().unwrap() {
            "blake2s" => (check::<Blake2s>(c), counts[0] += 1),
            "blake2s-m31" => (check::<Blake2sM31>(c), counts[1] += 1),
            "poseidon252" => (check::<Poseidon252>(c), counts[2] += 1),
            h => panic!("hasher {h}"),
        };
    }
    assert!(counts.iter().all(|&n| n >= 16), "{counts:?}");
}

/// stwo's `test_vector` also hashes a node with column values, the layout of its
/// non-lifted `vcs`: `poseidon_hash_many([left, right, felt([3])])`. The felt packing it
/// rests on is ours.
#[test]
fn poseidon252_node_with_values_vector() {
    let (one, two) = (Stark252::from_u64(1), Stark252::from_u64(2));
    let h = starknet::hash_many(&[one, two, stwo::felt_from_m31s(&[3])]);
    let want = "3286095315900630438551061262740794783852190427874264245042874292062185873630";
    assert_eq!(h, Stark252::from_str_canonical(want).unwrap());
}

fn xorshift(mut x: u32) -> impl FnMut() -> u32 {
    move || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    }
}

#[test]
fn lane_kernels_equal_one_state_at_a_time() {
    let mut next = xorshift(0x2026_1203);
    for words in [1usize, 2, 7, 8, 15, 16, 17, 31, 32, 33, 48] {
        let nb = words.div_ceil(16);
        let mut blocks = vec![[[0u32; 16]; 16]; nb];
        let msgs: Vec<Vec<u32>> = (0..16)
            .map(|_| (0..words).map(|_| next()).collect())
            .collect();
        for (l, m) in msgs.iter().enumerate() {
            for (j, &w) in m.iter().enumerate() {
                blocks[j / 16][j % 16][l] = w;
            }
        }
        let blocks: Vec<Block16> = blocks;
        for m31 in [false, true] {
            let want: Vec<[u8; 32]> = msgs
                .iter()
                .map(|m| {
                    if m31 {
                        Blake2sM31::leaf(m)
                    } else {
                        Blake2s::leaf(m)
                    }
                })
                .collect();
            for level in Simd::ALL {
                let mut out = [[0u8; 32]; 16];
                if blake2s::leaves16_at(level, &blocks, words, &mut out, m31) {
                    assert_eq!(out.to_vec(), want, "{level:?}, {words} words, m31 {m31}");
                } else {
                    assert!(!level_available(level), "{level:?} available but refused");
                }
            }
        }
    }
    let mut pairs = [[0u8; 64]; 16];
    for p in pairs.iter_mut() {
        for b in p.chunks_mut(4) {
            b.copy_from_slice(&next().to_le_bytes());
        }
    }
    // The words that reduce mod 2³¹ − 1 at the edges: all ones, p, p − 1.
    pairs[3][..4].copy_from_slice(&u32::MAX.to_le_bytes());
    for m31 in [false, true] {
        let want: Vec<[u8; 32]> = pairs
            .iter()
            .map(|p| {
                let (l, r) = (p[..32].try_into().unwrap(), p[32..].try_into().unwrap());
                if m31 {
                    Blake2sM31::node(&l, &r)
                } else {
                    Blake2s::node(&l, &r)
                }
            })
            .collect();
        for level in Simd::ALL {
            let mut out = [[0u8; 32]; 16];
            if blake2s::nodes16_at(level, &pairs, &mut out, m31) {
                assert_eq!(out.to_vec(), want, "{level:?}, nodes, m31 {m31}");
            } else {
                assert!(!level_available(level), "{level:?} available but refused");
            }
        }
    }
}

/// Whether the BLAKE2s kernels have the level on this CPU (AVX-512 with AVX2).
fn level_available(level: Simd) -> bool {
    level.available() && (level != Simd::Avx512 || Simd::Avx2.available())
}

#[test]
fn reduce_to_m31_edges() {
    let mut d = [0u8; 32];
    for (w, x) in d.chunks_mut(4).zip([
        0,
        1,
        stwo::P - 1,
        stwo::P,
        stwo::P + 1,
        u32::MAX,
        1 << 31,
        12345,
    ]) {
        w.copy_from_slice(&x.to_le_bytes());
    }
    let r = stwo::reduce_to_m31(d);
    let got: Vec<u32> = r
        .chunks(4)
        .map(|w| u32::from_le_bytes(w.try_into().unwrap()))
        .collect();
    assert_eq!(got, [0, 1, stwo::P - 1, 0, 1, 1, 1, 12345]);
}

fn random_columns(logs: &[u32], seed: u32) -> Vec<Vec<u32>> {
    let mut next = xorshift(seed);
    logs.iter()
        .map(|&l| (0..1 << l).map(|_| next() % stwo::P).collect())
        .collect()
}

/// A tree larger than one task (so `parallel` splits it): the lane leaves and nodes against
/// the default one-row-at-a-time form, with lifted columns.
#[test]
fn large_tree_equals_row_by_row() {
    let cols = random_columns(&[13, 14, 14, 12, 14, 14, 14, 14, 14], 7);
    let refs: Vec<&[u32]> = cols.iter().map(Vec::as_slice).collect();
    let t = LiftedTree::<Blake2s>::commit(&refs, 14).unwrap();
    let mut sorted = refs.clone();
    sorted.sort_by_key(|c| c.len());
    let mut row = Vec::new();
    for i in [0usize, 1, 15, 16, 4097, (1 << 14) - 1] {
        row.clear();
        row.extend(sorted.iter().map(|c| c[stwo::lifted_index(i, 14, c.len())]));
        assert_eq!(t.layers()[14][i], Blake2s::leaf(&row), "leaf {i}");
    }
    for k in 1..=14usize {
        let (up, below) = (&t.layers()[14 - k], &t.layers()[15 - k]);
        for i in [0, up.len() / 2, up.len() - 1] {
            assert_eq!(up[i], Blake2s::node(&below[2 * i], &below[2 * i + 1]));
        }
    }
}

#[test]
fn proofs_verify_and_bad_ones_are_refused() {
    let sizes = [3, 6, 5, 6];
    let cols = random_columns(&sizes, 11);
    let refs: Vec<&[u32]> = cols.iter().map(Vec::as_slice).collect();
    let t = LiftedTree::<Blake2s>::commit(&refs, 6).unwrap();
    let q = [2, 2, 5, 40, 63];
    let d = t.decommit(&q, &refs).unwrap();
    let ok = |v: &[Vec<u32>], w: &[[u8; 32]]| verify::<Blake2s>(&t.root(), &sizes, 6, &q, v, w);
    assert_eq!(ok(&d.queried_values, &d.hash_witness), Ok(true));
    // A changed value or witness digest: the proof leads elsewhere.
    let mut v = d.queried_values.clone();
    v[1][2] ^= 1;
    assert_eq!(ok(&v, &d.hash_witness), Ok(false));
    let mut w = d.hash_witness.clone();
    w[4][0] ^= 1;
    assert_eq!(ok(&d.queried_values, &w), Ok(false));
    // A repeated query opening two values.
    let mut v = d.queried_values.clone();
    v[0][1] ^= 1;
    assert_eq!(ok(&v, &d.hash_witness), Ok(false));
    // Malformed: witness too short or too long, values ≥ p, wrong counts, queries.
    let short = &d.hash_witness[..d.hash_witness.len() - 1];
    assert!(matches!(
        ok(&d.queried_values, short),
        Err(Error::InvalidTree(_))
    ));
    let mut long = d.hash_witness.clone();
    long.push([0; 32]);
    assert!(matches!(
        ok(&d.queried_values, &long),
        Err(Error::InvalidTree(_))
    ));
    let mut v = d.queried_values.clone();
    v[2][0] = stwo::P;
    assert!(matches!(
        ok(&v, &d.hash_witness),
        Err(Error::NonCanonical { .. })
    ));
    assert!(matches!(
        ok(&d.queried_values[..3], &d.hash_witness),
        Err(Error::WrongArity { .. })
    ));
    let r = verify::<Blake2s>(
        &t.root(),
        &sizes,
        6,
        &[2, 1],
        &d.queried_values,
        &d.hash_witness,
    );
    assert!(r.is_err());
    assert!(matches!(
        t.decommit(&[64], &refs),
        Err(Error::IndexOutOfRange { index: 64, len: 64 })
    ));
    assert!(matches!(
        t.decommit(&[5, 4], &refs),
        Err(Error::InvalidOption(_))
    ));
    assert!(matches!(
        t.decommit(&[1], &refs[..2]),
        Err(Error::InvalidTree(_))
    ));
    // The empty tree: one leaf, checked (stwo's verifier accepts any root there).
    let e = LiftedTree::<Blake2s>::commit(&[], 0).unwrap();
    assert_eq!(e.root(), blake2s::hash(&[]));
    assert_eq!(
        verify::<Blake2s>(&e.root(), &[], 0, &[0], &[], &[]),
        Ok(true)
    );
    assert_eq!(
        verify::<Blake2s>(&[1; 32], &[], 0, &[0], &[], &[]),
        Ok(false)
    );
}

#[test]
fn bad_columns_are_refused() {
    let good = vec![1u32; 8];
    let odd = vec![1u32; 6];
    let one = vec![1u32; 1];
    let mut high = vec![1u32; 4];
    high[3] = stwo::P;
    let c = |cols: &[&[u32]], lift| LiftedTree::<Poseidon252>::commit(cols, lift).map(|t| t.root());
    assert!(matches!(c(&[&odd], 3), Err(Error::InvalidTree(_))));
    assert!(matches!(c(&[&one], 3), Err(Error::InvalidTree(_))));
    assert!(matches!(c(&[&good], 2), Err(Error::InvalidTree(_))));
    assert!(matches!(c(&[&good], 41), Err(Error::InvalidTree(_))));
    assert_eq!(
        c(&[&good, &high], 3),
        Err(Error::NonCanonical { index: 11 })
    );
    assert!(c(&[&good], 3).is_ok());
}

/// The registry's Stwo hashers: the leaves of the reference's cases, the merge of two
/// digests, and bad input refused.
#[test]
fn registry_entries() {
    use zkhashes::instances::registry::{self, HashOptions};
    let o = HashOptions::default();
    let doc: Value = serde_json::from_str(STWO).unwrap();
    let mut n = 0;
    for c in doc["cases"].as_array().unwrap() {
        let name = match (c["function"].as_str(), c["hasher"].as_str()) {
            (Some("leaf"), Some("blake2s-m31")) => "blake2s-m31-stwo",
            (Some("leaf"), Some("poseidon252")) => "poseidon252-stwo",
            _ => continue,
        };
        let x: Vec<[u64; 4]> = u32s(&c["inputs"])
            .iter()
            .map(|&v| [u64::from(v), 0, 0, 0])
            .collect();
        let got: Vec<String> = registry::hash(name, &x, &o)
            .unwrap()
            .iter()
            .map(zkhashes::encode::to_decimal)
            .collect();
        assert_eq!(got, nums(&c["outputs"]), "{name}");
        n += 1;
    }
    assert!(n >= 20, "{n} cases");
    let l: Vec<[u64; 4]> = (0..16).map(|v| [v * 1000 + 3, 0, 0, 0]).collect();
    let want = Blake2sM31::node(&Blake2sM31::leaf(&[1]), &Blake2sM31::leaf(&[2]));
    let halves: Vec<[u64; 4]> = [Blake2sM31::leaf(&[1]), Blake2sM31::leaf(&[2])]
        .iter()
        .flat_map(|d| {
            d.chunks(4).map(|w| {
                [
                    u64::from(u32::from_le_bytes(w.try_into().unwrap())),
                    0,
                    0,
                    0,
                ]
            })
        })
        .collect();
    let got: Vec<u8> = registry::hash("blake2s-m31-stwo-merge", &halves, &o)
        .unwrap()
        .iter()
        .flat_map(|w| (w[0] as u32).to_le_bytes())
        .collect();
    assert_eq!(got, want);
    assert!(registry::hash("blake2s-m31-stwo-merge", &l[..15], &o).is_err());
    let p = [u64::from(stwo::P), 0, 0, 0];
    for name in ["blake2s-m31-stwo", "poseidon252-stwo"] {
        assert_eq!(
            registry::hash(name, &[[1, 0, 0, 0], p], &o),
            Err(Error::NonCanonical { index: 1 })
        );
    }
    assert_eq!(
        registry::hash("blake2s-m31-stwo-merge", &[p; 16], &o),
        Err(Error::NonCanonical { index: 0 })
    );
}
