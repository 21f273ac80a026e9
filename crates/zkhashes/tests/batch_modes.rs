//! The batch hashing modes against their scalar forms: Plonky3's
//! compression and sponge over many inputs (every field, both widths,
//! counts around the lane and thread thresholds), plonky2's `hash_no_pad`
//! and `two_to_one`, Miden's and winterfell's `hash_elements` and `merge`,
//! and the registry's batch path (`hash_rows`, `hash_rows_words`) against
//! hashing row by row, errors included.

use zkhashes::instances::miden::{MidenHasher, Rpo256, Rpx256};
use zkhashes::instances::poseidon2_plonky3 as p3;
use zkhashes::instances::registry::{self, HashOptions, Words};
use zkhashes::instances::{plonky2, winterfell};
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::sponge::{sponge_many_at, Absorb, SpongeLayout};
use zkhashes::permutation::Permutation;
use zkhashes::Goldilocks;
use zkhashes::{Error, Field, PrimeField};

fn values<F: PrimeField>(n: usize, seed: u64) -> Vec<F> {
    let mut x = seed | 1;
    (0..n)
        .map(|i| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            if i % 97 == 3 {
                -F::ONE
            } else {
                F::from_u256_reduced(&[x, 0, 0, 0])
            }
        })
        .collect()
}

fn compress_many_matches<F, P, const T: usize, const D: usize>(p: &P)
where
    F: PrimeField,
    P: Permutation<F, T> + Sync,
{
    for n in [0, 1, 7, 16, 17, 64, 65, 1500] {
        let v = values::<F>(2 * D * n, n as u64 + 11);
        let pairs: Vec<[[F; D]; 2]> = v
            .chunks_exact(2 * D)
            .map(|r| {
                [
                    core::array::from_fn(|i| r[i]),
                    core::array::from_fn(|i| r[D + i]),
                ]
            })
            .collect();
        let mut got = vec![[F::ZERO; D]; n];
        p3::compress_many::<F, P, T, D>(p, &pairs, &mut got);
        for (pair, g) in pairs.iter().zip(&got) {
            assert_eq!(
                *g,
                p3::compress::<F, P, T, D>(p, &pair[0], &pair[1]),
                "{n} pairs"
            );
        }
    }
}

fn sponge_many_matches<F, P, const T: usize, const D: usize>(p: &P)
where
    F: PrimeField,
    P: Permutation<F, T> + Sync,
{
    let rate = T - D;
    for len in [0, 1, rate - 1, rate, rate + 1, 3 * rate + 2] {
        for n in [0, 1, 33, 1100] {
            let v = values::<F>(len * n, (len * 1000 + n) as u64);
            let mut got = vec![[F::ONE; D]; n];
            p3::sponge_many::<F, P, T, D>(p, &v, len, &mut got);
            for (i, g) in got.iter().enumerate() {
                let msg = &v[i * len..(i + 1) * len];
                assert_eq!(
                    *g,
                    p3::sponge::<F, P, T, D>(p, msg),
                    "len {len}, {n} messages"
                );
            }
        }
    }
}

#[test]
fn plonky3_compress_many() {
    compress_many_matches::<_, _, 16, 8>(p3::babybear_w16());
    compress_many_matches::<_, _, 24, 8>(p3::babybear_w24());
    compress_many_matches::<_, _, 16, 8>(p3::koalabear_w16());
    compress_many_matches::<_, _, 24, 8>(p3::koalabear_w24());
    compress_many_matches::<_, _, 16, 8>(p3::mersenne31_w16());
    compress_many_matches::<_, _, 8, 4>(p3::goldilocks_w8());
    compress_many_matches::<_, _, 12, 4>(p3::goldilocks_w12());
}

/// Every absorb mode of the batch sponge, forced at each SIMD level (the
/// packed groups where the level and field have a kernel, the row path
/// where not), against the scalar sponge: whole groups of 64 and a tail.
fn sponge_levels_match<F, P, const T: usize, const D: usize>(p: &P)
where
    F: PrimeField,
    P: Permutation<F, T> + Sync,
{
    let rate = T - D;
    for absorb in [Absorb::Overwrite, Absorb::OverwriteZeroRest, Absorb::Add] {
        let layout = SpongeLayout {
            init: |len| core::array::from_fn(|i| F::from_u64((len * 31 + i) as u64)),
            rate_start: D,
            rate,
            absorb,
            digest_start: 1,
        };
        for level in Simd::ALL {
            for len in [1, rate - 1, rate, 2 * rate + 3] {
                for n in [64, 130] {
                    let v = values::<F>(len * n, (len * 7 + n) as u64);
                    let mut got = vec![[F::ONE; D]; n];
                    sponge_many_at(p, &layout, &v, len, &mut got, level);
                    for (i, g) in got.iter().enumerate() {
                        let msg = &v[i * len..(i + 1) * len];
                        assert_eq!(
                            *g,
                            layout.hash::<P, D>(p, msg),
                            "{absorb:?}, {level:?}, len {len}, {n} messages"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn sponge_many_at_every_level() {
    sponge_levels_match::<_, _, 24, 8>(p3::babybear_w24());
    sponge_levels_match::<_, _, 16, 8>(p3::koalabear_w16());
    sponge_levels_match::<_, _, 24, 8>(p3::mersenne31_w24());
    sponge_levels_match::<_, _, 8, 4>(p3::goldilocks_w8());
    sponge_levels_match::<_, _, 12, 4>(p3::goldilocks_w12());
}

#[test]
fn plonky3_sponge_many() {
    sponge_many_matches::<_, _, 24, 8>(p3::babybear_w24());
    sponge_many_matches::<_, _, 16, 8>(p3::koalabear_w16());
    sponge_many_matches::<_, _, 24, 8>(p3::mersenne31_w24());
    sponge_many_matches::<_, _, 12, 4>(p3::goldilocks_w12());
}

/// Digests of 4 Goldilocks elements (plonky2, Miden, winterfell).
type Digest = [Goldilocks; 4];

/// A batch form of a sponge against its scalar form: messages of lengths
/// around the rate of 8, counts around the lane and thread thresholds.
fn elements_many_matches(
    name: &str,
    many: fn(&[Goldilocks], usize, &mut [Digest]),
    one: fn(&[Goldilocks]) -> Digest,
) {
    for len in [0, 1, 7, 8, 9, 17] {
        for n in [0, 1, 9, 70, 1030] {
            let v = values::<Goldilocks>(len * n, (len * 1000 + n) as u64);
            let mut got = vec![[Goldilocks::ONE; 4]; n];
            many(&v, len, &mut got);
            for (i, g) in got.iter().enumerate() {
                let msg = &v[i * len..(i + 1) * len];
                assert_eq!(*g, one(msg), "{name}: len {len}, {n} messages");
            }
        }
    }
}

/// A batch form of a 2-to-1 compression against its scalar form.
fn merge_many_matches(
    name: &str,
    many: fn(&[[Digest; 2]], &mut [Digest]),
    one: fn(&[Digest; 2]) -> Digest,
) {
    for n in [0, 1, 8, 9, 65, 1100] {
        let v = values::<Goldilocks>(8 * n, n as u64 + 5);
        let pairs: Vec<[Digest; 2]> = v
            .chunks_exact(8)
            .map(|r| {
                [
                    core::array::from_fn(|i| r[i]),
                    core::array::from_fn(|i| r[4 + i]),
                ]
            })
            .collect();
        let mut got = vec![[Goldilocks::ONE; 4]; n];
        many(&pairs, &mut got);
        for (pair, g) in pairs.iter().zip(&got) {
            assert_eq!(*g, one(pair), "{name}: {n} pairs");
        }
    }
}

#[test]
fn plonky2_batch_modes() {
    elements_many_matches(
        "hash_no_pad",
        plonky2::hash_no_pad_many,
        plonky2::hash_no_pad,
    );
    merge_many_matches("two_to_one", plonky2::two_to_one_many, |p| {
        plonky2::two_to_one(&p[0], &p[1])
    });
}

#[test]
fn miden_batch_modes() {
    elements_many_matches(
        "Rpo256::hash_elements",
        Rpo256::hash_elements_many,
        Rpo256::hash_elements,
    );
    merge_many_matches("Rpo256::merge", Rpo256::merge_many, Rpo256::merge);
    elements_many_matches(
        "Rpx256::hash_elements",
        Rpx256::hash_elements_many,
        Rpx256::hash_elements,
    );
    merge_many_matches("Rpx256::merge", Rpx256::merge_many, Rpx256::merge);
}

#[test]
fn winterfell_batch_modes() {
    elements_many_matches(
        "Rp64_256::hash_elements",
        winterfell::hash_elements_many,
        winterfell::hash_elements,
    );
    merge_many_matches("Rp64_256::merge", winterfell::merge_many, winterfell::merge);
}

/// `hash_rows` and `hash_rows_words` against `hash_in` row by row.
fn rows_match(name: &str, field: &str, per_hash: usize, p: u64, width: Option<usize>) {
    let options = HashOptions {
        width,
        ..HashOptions::default()
    };
    for rows in [0, 1, 5, 40, 1300] {
        let mut x = 0x1234_5678_9abc_def1u64 ^ rows as u64;
        let words: Vec<u64> = (0..rows * per_hash)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % p
            })
            .collect();
        let wide: Vec<[u64; 4]> = words.iter().map(|&w| [w, 0, 0, 0]).collect();
        let mut want = Vec::new();
        for i in 0..rows {
            let row = &wide[i * per_hash..(i + 1) * per_hash];
            want.extend(registry::hash_in(name, Some(field), row, &options).expect("a row"));
        }
        let got = registry::hash_rows(name, Some(field), &wide, per_hash, rows, &options)
            .expect("the batch");
        assert_eq!(got, want, "{name} {field}, {rows} rows");
        let got = registry::hash_rows_words(
            name,
            Some(field),
            Words::U64(&words),
            per_hash,
            rows,
            &options,
        )
        .expect("the batch");
        let want: Vec<u64> = want.iter().map(|v| v[0]).collect();
        assert_eq!(got, want, "{name} {field}, {rows} rows, words");
        if p < 1 << 32 {
            let small: Vec<u32> = words.iter().map(|&w| w as u32).collect();
            let got = registry::hash_rows_words(
                name,
                Some(field),
                Words::U32(&small),
                per_hash,
                rows,
                &options,
            )
            .expect("the batch");
            assert_eq!(got, want, "{name} {field}, {rows} rows, 32-bit words");
        }
    }
}

#[test]
fn registry_batch_path() {
    let bb = zkhashes::BabyBear::MODULUS[0];
    let gl = zkhashes::Goldilocks::MODULUS[0];
    rows_match("plonky3-compress", "babybear", 16, bb, None);
    rows_match("plonky3-compress", "babybear", 16, bb, Some(24));
    rows_match("plonky3-compress", "goldilocks", 8, gl, None);
    rows_match(
        "plonky3-sponge",
        "koalabear",
        20,
        zkhashes::KoalaBear::MODULUS[0],
        None,
    );
    rows_match("plonky3-sponge", "goldilocks", 3, gl, Some(8));
    for name in [
        "rpo-merge",
        "rpx-merge",
        "rp64-256-merge",
        "plonky2-two-to-one",
        "eidos-miden-merge",
    ] {
        rows_match(name, "goldilocks", 8, gl, None);
    }
    for name in [
        "rpo-hash-elements",
        "rpx-hash-elements",
        "rp64-256-hash-elements",
        "plonky2-hash-no-pad",
        "eidos-miden-hash-elements",
    ] {
        rows_match(name, "goldilocks", 5, gl, None);
        rows_match(name, "goldilocks", 0, gl, None);
    }
    rows_match("eidos-miden-hash-elements", "goldilocks", 17, gl, None);
    // Hashers without a batch mode go row by row (split across cores).
    rows_match("plonky2-hash-pad", "goldilocks", 9, gl, None);
}

#[test]
fn registry_batch_errors_name_the_lowest_row() {
    // Row by row (no batch mode) across threads, and a batch mode: the
    // lowest bad row wins.
    let o = HashOptions::default();
    let gl = zkhashes::Goldilocks::MODULUS[0];
    let mut words = vec![1u64; 8 * 3000];
    words[8 * 2900 + 1] = gl;
    words[8 * 1700 + 7] = gl;
    for name in ["plonky2-hash-pad", "rpo-merge", "eidos-miden-merge"] {
        let err = registry::hash_rows_words(name, None, Words::U64(&words), 8, 3000, &o)
            .expect_err("values >= p");
        assert_eq!(err, (1700, Error::NonCanonical { index: 7 }), "{name}");
    }
    let err = registry::hash_rows_words("rpo-merge", None, Words::U64(&[1; 14]), 7, 2, &o)
        .expect_err("7 inputs");
    assert!(matches!(err.1, Error::WrongArity { got: 7, .. }));
    let wide = HashOptions {
        width: Some(8),
        ..HashOptions::default()
    };
    let err = registry::hash_rows_words("rpo-merge", None, Words::U64(&[1; 8]), 8, 1, &wide)
        .expect_err("no --width for RPO");
    assert!(matches!(err.1, Error::InvalidOption(_)));
}

#[test]
fn registry_batch_errors_name_the_row() {
    let o = HashOptions::default();
    let bb = zkhashes::BabyBear::MODULUS[0];
    let mut words = vec![1u64; 16 * 10];
    words[16 * 6 + 3] = bb;
    let err = registry::hash_rows_words(
        "plonky3-compress",
        Some("babybear"),
        Words::U64(&words),
        16,
        10,
        &o,
    )
    .expect_err("a value >= p");
    assert_eq!(err, (6, Error::NonCanonical { index: 3 }));
    let mut wide: Vec<[u64; 4]> = vec![[1, 0, 0, 0]; 16 * 10];
    wide[16 * 2 + 5] = [1, 1, 0, 0];
    let err = registry::hash_rows("plonky3-compress", Some("babybear"), &wide, 16, 10, &o)
        .expect_err("a value >= 2^64");
    assert_eq!(err, (2, Error::NonCanonical { index: 5 }));
    let err = registry::hash_rows_words(
        "plonky3-compress",
        Some("babybear"),
        Words::U64(&[1; 15]),
        15,
        1,
        &o,
    )
    .expect_err("15 inputs");
    assert_eq!(err.0, 0);
    assert!(matches!(err.1, Error::WrongArity { got: 15, .. }));
    let err = registry::hash_rows_words(
        "plonky3-compress",
        Some("babybear"),
        Words::U64(&[1; 16]),
        16,
        2,
        &o,
    )
    .expect_err("a short batch");
    assert!(matches!(err.1, Error::InvalidOption(_)));
    let err = registry::hash_rows_words("poseidon-circom", None, Words::U64(&[1; 2]), 2, 1, &o)
        .expect_err("a 256-bit field");
    assert!(matches!(err.1, Error::InvalidOption(_)));
}

/// Random canonical 256-bit values below the field `F`'s modulus (every
/// 97th is p − 1), as integers.
fn wide_values<F: PrimeField>(n: usize, seed: u64) -> Vec<[u64; 4]> {
    let mut next = {
        let mut x = seed | 1;
        move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        }
    };
    (0..n)
        .map(|i| {
            let v = if i % 97 == 3 {
                -F::ONE
            } else {
                F::from_u256_reduced(&[next(), next(), next(), next()])
            };
            v.to_u256()
        })
        .collect()
}

/// The 256-bit hashers' batch mode (`hash_rows`) against hashing row by
/// row (`hash`), on lengths around the lane blocks and the threads'
/// threshold, with their options.
fn wide_rows_match<F: PrimeField>(name: &str, per_hash: usize, options: &HashOptions) {
    for rows in [0usize, 1, 7, 8, 13, 25, 1100] {
        let x = wide_values::<F>(rows * per_hash, 77 + rows as u64 + per_hash as u64);
        let got = registry::hash_rows(name, None, &x, per_hash, rows, options).unwrap();
        let mut want = Vec::new();
        for r in 0..rows {
            let row = &x[r * per_hash..(r + 1) * per_hash];
            want.extend(registry::hash(name, row, options).unwrap());
        }
        assert_eq!(got, want, "{name}, {rows} rows of {per_hash}, {options:?}");
    }
}

#[test]
fn registry_wide_batch_path() {
    use zkhashes::field::Stark252;
    use zkhashes::Bn254Fr;
    let none = HashOptions::default();
    for n in 1..=16 {
        wide_rows_match::<Bn254Fr>("poseidon-circom", n, &none);
    }
    for outputs in [1, 2, 4] {
        let opts = HashOptions {
            init_state: Some([5, 0, 0, 0]),
            outputs: Some(outputs),
            width: None,
        };
        wide_rows_match::<Bn254Fr>("poseidon-circom", 3, &opts);
    }
    wide_rows_match::<Stark252>("starknet-hash", 2, &none);
    wide_rows_match::<Stark252>("starknet-hash-single", 1, &none);
    for n in 0..=5 {
        wide_rows_match::<Stark252>("starknet-hash-many", n, &none);
        for outputs in [1, 2, 3] {
            let opts = HashOptions {
                outputs: Some(outputs),
                ..HashOptions::default()
            };
            wide_rows_match::<Bn254Fr>("poseidon2-openzeppelin", n, &opts);
        }
    }
}

#[test]
fn registry_wide_batch_errors() {
    let p_bn254 = zkhashes::Bn254Fr::MODULUS;
    let p_stark = zkhashes::field::Stark252::MODULUS;
    let none = HashOptions::default();
    for (name, per_hash, p) in [
        ("poseidon-circom", 3, p_bn254),
        ("poseidon2-openzeppelin", 4, p_bn254),
        ("starknet-hash", 2, p_stark),
        ("starknet-hash-many", 3, p_stark),
    ] {
        let mut x = vec![[1u64, 0, 0, 0]; 40 * per_hash];
        x[17 * per_hash + per_hash - 1] = p;
        let err = registry::hash_rows(name, None, &x, per_hash, 40, &none).unwrap_err();
        assert_eq!(
            err,
            (
                17,
                Error::NonCanonical {
                    index: per_hash - 1
                }
            ),
            "{name}"
        );
    }
    let x = vec![[1u64, 0, 0, 0]; 9];
    for (name, per_hash) in [("starknet-hash", 3), ("starknet-hash-single", 3)] {
        let err = registry::hash_rows(name, None, &x, per_hash, 3, &none).unwrap_err();
        assert!(
            matches!(err, (0, Error::WrongArity { .. })),
            "{name}: {err:?}"
        );
    }
    let too_wide = vec![[1u64, 0, 0, 0]; 17 * 2];
    let err = registry::hash_rows("poseidon-circom", None, &too_wide, 17, 2, &none).unwrap_err();
    assert!(matches!(err, (0, Error::WrongArity { .. })), "{err:?}");
    let bad_outputs = HashOptions {
        outputs: Some(5),
        ..HashOptions::default()
    };
    let err = registry::hash_rows("poseidon-circom", None, &x, 3, 3, &bad_outputs).unwrap_err();
    assert!(matches!(err, (0, Error::InvalidOption(_))), "{err:?}");
    let with_options = HashOptions {
        outputs: Some(1),
        ..HashOptions::default()
    };
    let err = registry::hash_rows("starknet-hash", None, &x[..6], 2, 3, &with_options).unwrap_err();
    assert!(matches!(err, (0, Error::InvalidOption(_))), "{err:?}");
}

/// The 256-bit batch modes convert and hash block by block (16,384 rows at
/// a time, so a batch never holds a second whole copy of its input): rows
/// past the first block equal row-by-row hashing, and a value ≥ p in a
/// later block is named by its row in the whole batch.
#[test]
fn registry_wide_batch_spans_blocks() {
    let rows = 16_384 + 7;
    let none = HashOptions::default();
    let x = wide_values::<zkhashes::field::Stark252>(2 * rows, 0x5eed);
    let got = registry::hash_rows("starknet-hash", None, &x, 2, rows, &none).unwrap();
    assert_eq!(got.len(), rows);
    for r in [0, 1, 16_383, 16_384, 16_385, rows - 1] {
        let want = registry::hash("starknet-hash", &x[2 * r..2 * r + 2], &none).unwrap();
        assert_eq!(got[r], want[0], "row {r}");
    }
    let mut bad = x.clone();
    bad[2 * 16_386 + 1] = zkhashes::field::Stark252::MODULUS;
    let err = registry::hash_rows("starknet-hash", None, &bad, 2, rows, &none).unwrap_err();
    assert_eq!(err, (16_386, Error::NonCanonical { index: 1 }));
}
