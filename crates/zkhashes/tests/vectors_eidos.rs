//! test-vectors/eidos-miden.json: miden-crypto's frozen Eidos vectors and cases of the Python
//! reference (hash_elements, its domain form, byte hashing, merge), in the core and the
//! registry; the compression's kernels against the portable form; bad input.

use crate::common;

use zkhashes::error::Error;
use zkhashes::instances::eidos;
use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::permutation::eidos::{
    compress, compress_many, compress_raw, mask_output, portable, SCHEDULE,
};
use zkhashes::Goldilocks as F;

const VECTORS: &str = include_str!("../../../test-vectors/eidos-miden.json");

#[test]
fn all_cases() {
    let opts = HashOptions::default();
    let mut upstream = 0;
    for c in common::cases::<F>(VECTORS) {
        let source = c.source.as_str();
        upstream += source.starts_with("miden-crypto") as usize;
        let xs = c.inputs;
        let want = c.outputs;
        match c.function.as_str() {
            "hash_elements" => {
                if let Some(tag) = c.raw.get("domain") {
                    let tag = u32::try_from(tag.as_u64().unwrap()).unwrap();
                    let got = eidos::hash_elements_in_domain(tag, &xs).unwrap();
                    assert_eq!(got.to_vec(), want, "{source}");
                    continue;
                }
                assert_eq!(
                    eidos::hash_elements(&xs).unwrap().to_vec(),
                    want,
                    "{source}"
                );
                let got = registry::hash("eidos-miden-hash-elements", &common::raw(&xs), &opts);
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            "merge" => {
                let halves = [
                    core::array::from_fn(|i| xs[i]),
                    core::array::from_fn(|i| xs[4 + i]),
                ];
                assert_eq!(eidos::merge(&halves).to_vec(), want, "{source}");
                let got = registry::hash("eidos-miden-merge", &common::raw(&xs), &opts);
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            "hash_bytes" => {
                let hex = c.raw["bytes"].as_str().unwrap();
                let bytes = zkhashes::encode::parse_hex_bytes(hex).unwrap();
                assert_eq!(
                    eidos::hash_bytes(&bytes).unwrap().to_vec(),
                    want,
                    "{source}"
                );
                let got = registry::hash_bytes("eidos-miden-hash-elements", &bytes);
                assert_eq!(got.unwrap(), common::raw(&want));
            }
            other => panic!("unknown function {other}"),
        }
    }
    assert_eq!(upstream, 8);
}

fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

/// Every kernel this CPU has (the dispatch's choice, SSE2 rows, AVX-512VL rows) against the
/// portable form, on random and extreme words.
#[test]
fn kernels_agree_with_the_portable_form() {
    let mut s = 0x2026_1127_e1d0_5eed_u64;
    let mut inputs = vec![([0u32; 8], [0u32; 16]), ([u32::MAX; 8], [u32::MAX; 16])];
    for _ in 0..200 {
        let cv = core::array::from_fn(|_| xorshift(&mut s) as u32);
        let block = core::array::from_fn(|_| xorshift(&mut s) as u32);
        inputs.push((cv, block));
    }
    for (cv, block) in &inputs {
        let want = portable::compress_raw(cv, block);
        assert_eq!(compress_raw(cv, block), want);
        #[cfg(target_arch = "x86_64")]
        {
            use zkhashes::permutation::eidos::kernels::rows;
            assert_eq!(rows::compress_raw_sse2(cv, block), want);
            if rows::avx512_available() {
                // SAFETY: `avx512_available` checked AVX-512F and AVX-512VL.
                assert_eq!(unsafe { rows::compress_raw_avx512(cv, block) }, want);
            }
        }
        let masked = mask_output(want);
        assert!(masked.iter().skip(1).step_by(2).all(|w| w >> 31 == 0));
    }
}

#[test]
fn schedule_is_blake3s() {
    // Round 1 of BLAKE3's schedule, and every round a permutation of the sixteen words.
    assert_eq!(
        SCHEDULE[1],
        [2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8]
    );
    assert_eq!(
        SCHEDULE[6],
        [11, 15, 5, 0, 1, 9, 8, 6, 14, 10, 2, 12, 3, 4, 7, 13]
    );
    for round in SCHEDULE {
        let mut seen = [false; 16];
        round.iter().for_each(|&i| seen[i] = true);
        assert!(seen.iter().all(|&x| x));
    }
}

#[test]
fn bad_input_is_refused() {
    let opts = HashOptions::default();
    let p = common::raw(&[F::from_canonical(1)]);
    let mut over = p.clone();
    over[0] = [0xffff_ffff_0000_0001, 0, 0, 0];
    let e = registry::hash("eidos-miden-hash-elements", &over, &opts).unwrap_err();
    assert_eq!(e, Error::NonCanonical { index: 0 });
    let e = registry::hash("eidos-miden-merge", &[p[0]; 7], &opts).unwrap_err();
    assert!(matches!(e, Error::WrongArity { got: 7, .. }), "{e:?}");
    let e = registry::hash_bytes("eidos-miden-merge", b"abc").unwrap_err();
    assert!(matches!(e, Error::InvalidOption(_)), "{e:?}");
}

/// The batch functions (16 states at a time on AVX-512F lanes where the CPU has them, the rest
/// one by one) against the single ones, at counts around the lane width; and the lane kernel
/// itself against the portable form.
#[test]
fn batches_agree_with_single_hashes() {
    let mut s = 0x5eed_0fe1_d005_7777_u64;
    let mut words = |n: usize| -> Vec<u64> {
        (0..n)
            .map(|i| match i % 11 {
                3 => zkhashes::field::goldilocks::P - 1,
                _ => xorshift(&mut s) % zkhashes::field::goldilocks::P,
            })
            .collect()
    };
    for rows in [0, 1, 15, 16, 17, 33, 100] {
        for len in [0, 1, 8, 9, 20] {
            let msgs: Vec<F> = words(rows * len)
                .into_iter()
                .map(F::from_canonical)
                .collect();
            let mut got = vec![[F::from_canonical(0); 4]; rows];
            eidos::hash_elements_many(&msgs, len, &mut got).unwrap();
            for (r, d) in got.iter().enumerate() {
                let want = eidos::hash_elements(&msgs[r * len..(r + 1) * len]).unwrap();
                assert_eq!(*d, want, "{rows} rows of {len}, row {r}");
            }
        }
        let pairs: Vec<F> = words(rows * 8).into_iter().map(F::from_canonical).collect();
        let mut got = vec![[F::from_canonical(0); 4]; rows];
        eidos::merge_many(&pairs, &mut got);
        for (r, d) in got.iter().enumerate() {
            let p = &pairs[8 * r..8 * r + 8];
            let want = eidos::merge(&[
                core::array::from_fn(|i| p[i]),
                core::array::from_fn(|i| p[4 + i]),
            ]);
            assert_eq!(*d, want, "merge, {rows} rows, row {r}");
        }
    }
    let states: Vec<([u32; 8], [u32; 16])> = (0..37)
        .map(|_| {
            (
                core::array::from_fn(|_| xorshift(&mut s) as u32),
                core::array::from_fn(|_| xorshift(&mut s) as u32),
            )
        })
        .collect();
    let mut cvs: Vec<[u32; 8]> = states.iter().map(|x| x.0).collect();
    let blocks: Vec<[u32; 16]> = states.iter().map(|x| x.1).collect();
    compress_many(&mut cvs, &blocks);
    for ((cv, block), got) in states.iter().zip(&cvs) {
        assert_eq!(*got, compress(cv, block));
    }
    #[cfg(target_arch = "x86_64")]
    {
        use zkhashes::permutation::eidos::kernels::lanes;
        if lanes::available() {
            let mut c = [[0u32; 16]; 8];
            let mut b = [[0u32; 16]; 16];
            for (l, (cv, block)) in states.iter().take(16).enumerate() {
                cv.iter().zip(c.iter_mut()).for_each(|(w, row)| row[l] = *w);
                block
                    .iter()
                    .zip(b.iter_mut())
                    .for_each(|(w, row)| row[l] = *w);
            }
            // SAFETY: `available` checked AVX-512F.
            unsafe { lanes::compress16(&mut c, &b) };
            for (l, (cv, block)) in states.iter().take(16).enumerate() {
                let got: [u32; 8] = core::array::from_fn(|i| c[i][l]);
                assert_eq!(got, portable::compress_raw(cv, block), "lane {l}");
            }
        }
    }
}
