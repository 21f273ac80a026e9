//! test-vectors/tip5.json: twenty-first's own known answers for Tip5 (the
//! hash_10 chain, the hash_varlen summands, the degenerate-representation,
//! snapshot and regression permutations) and cases of the Python reference
//! (the sponge's samplers too), through `instances::tip5` and the
//! registry; the trace; errors.

use crate::common;

use zkhashes::instances::registry::{self, HashOptions};
use zkhashes::instances::tip5 as t5;
use zkhashes::permutation::tip5::Tip5;
use zkhashes::permutation::Permutation;
use zkhashes::{Error, Field, Goldilocks, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/tip5.json");

/// A sponge that absorbed one block (the samplers' cases start there).
fn absorbed(block: &[Goldilocks]) -> t5::Sponge {
    let mut s = t5::Sponge::new();
    s.absorb(block.try_into().unwrap());
    s
}

#[test]
fn known_answers() {
    let cases = common::cases::<Goldilocks>(VECTORS);
    assert!(
        cases
            .iter()
            .filter(|c| c.source.starts_with("twenty-first"))
            .count()
            >= 30
    );
    let o = HashOptions::default();
    for c in &cases {
        let raw = &c.raw;
        let got: Vec<Goldilocks> = match c.function.as_str() {
            "permute" => {
                let via = registry::permute_in("tip5", None, &common::raw(&c.inputs)).unwrap();
                assert_eq!(via, common::raw(&c.outputs), "registry: {}", c.source);
                Tip5.permute(c.inputs.clone().try_into().unwrap()).to_vec()
            }
            "hash_10" => {
                let via = registry::hash_in("tip5-hash-10", None, &common::raw(&c.inputs), &o);
                assert_eq!(
                    via.unwrap(),
                    common::raw(&c.outputs),
                    "registry: {}",
                    c.source
                );
                let x: [Goldilocks; 10] = c.inputs.clone().try_into().unwrap();
                let pair = t5::hash_pair(x[..5].try_into().unwrap(), x[5..].try_into().unwrap());
                assert_eq!(pair.to_vec(), c.outputs);
                t5::hash_10(&x).to_vec()
            }
            "hash_varlen" => {
                let via = registry::hash_in("tip5-hash-varlen", None, &common::raw(&c.inputs), &o);
                assert_eq!(
                    via.unwrap(),
                    common::raw(&c.outputs),
                    "registry: {}",
                    c.source
                );
                t5::hash_varlen(&c.inputs).to_vec()
            }
            "sample_indices" => {
                let ub = raw["upper_bound"].as_u64().unwrap() as u32;
                let n = raw["count"].as_u64().unwrap() as usize;
                let got = absorbed(&c.inputs).sample_indices(ub, n).unwrap();
                got.iter()
                    .map(|&i| Goldilocks::from_u64(u64::from(i)))
                    .collect()
            }
            "sample_scalars" => {
                let n = raw["count"].as_u64().unwrap() as usize;
                absorbed(&c.inputs).sample_scalars(n).concat()
            }
            other => panic!("unknown function {other}"),
        };
        assert_eq!(got, c.outputs, "{}", c.source);
    }
}

/// The trace's last state is the permutation; each step is one round.
#[test]
fn trace_ends_in_the_permutation() {
    let x: [Goldilocks; 16] =
        core::array::from_fn(|i| Goldilocks::from_u64(i as u64 * 0x1234_5678_9abc));
    let t = Tip5.trace(&x);
    assert_eq!(t[0], x);
    assert_eq!(t[5], Tip5.permute(x));
    assert_ne!(t[1], t[0]);
}

/// The sponge: squeeze returns the rate before permuting; the samplers'
/// leftovers are dropped (a second call starts with a new squeeze).
#[test]
fn sponge_squeezes_and_samples() {
    let block: Vec<Goldilocks> = (1..=10).map(Goldilocks::from_u64).collect();
    let mut s = absorbed(&block);
    let before = s.state;
    assert_eq!(s.squeeze().to_vec(), before[..10].to_vec());
    assert_eq!(s.state, Tip5.permute(before));
    let mut a = absorbed(&block);
    let first = a.sample_indices(16, 3).unwrap();
    let second = a.sample_indices(16, 3).unwrap();
    let mut b = absorbed(&block);
    let twelve = b.sample_indices(16, 13).unwrap();
    assert_eq!(first, twelve[..3]);
    assert_eq!(second, twelve[10..13]);
    assert!(matches!(
        absorbed(&block).sample_indices(12, 1),
        Err(Error::InvalidOption(_))
    ));
    // An empty input is one padding block.
    let mut pad = [Goldilocks::ZERO; 10];
    pad[0] = Goldilocks::ONE;
    assert_eq!(
        t5::hash_varlen(&[]).to_vec(),
        absorbed(&pad).state[..5].to_vec()
    );
}

#[test]
fn bad_input_is_refused() {
    let o = HashOptions::default();
    let p = [Goldilocks::MODULUS[0], 0, 0, 0];
    let mut x = vec![[1u64, 0, 0, 0]; 10];
    assert!(registry::hash_in("tip5-hash-10", None, &x, &o).is_ok());
    x[7] = p;
    assert_eq!(
        registry::hash_in("tip5-hash-10", None, &x, &o),
        Err(Error::NonCanonical { index: 7 })
    );
    assert_eq!(
        registry::hash_in("tip5-hash-varlen", None, &x, &o),
        Err(Error::NonCanonical { index: 7 })
    );
    x.pop();
    assert!(matches!(
        registry::hash_in("tip5-hash-10", None, &x, &o),
        Err(Error::WrongArity { .. })
    ));
    assert!(matches!(
        registry::permute_in("tip5", None, &x),
        Err(Error::WrongArity { .. } | Error::WrongWidth { .. })
    ));
    let outs = HashOptions {
        outputs: Some(3),
        ..Default::default()
    };
    assert!(registry::hash_in("tip5-hash-varlen", None, &[], &outs).is_err());
}

/// The convolution kernel of the MDS product equals the row-by-row one on
/// random states and on the extremes (every half 0 or 2³² − 1).
#[test]
fn mds_kernel_equals_the_textbook_product() {
    use zkhashes::permutation::tip5::mds::{mds, mds_textbook};
    let mut states = common::extreme_states::<Goldilocks, 16>(500, 0x0710_50d5);
    let top = Goldilocks::new(0xffff_ffff_0000_0000).unwrap();
    states.push([top; 16]);
    states.push(core::array::from_fn(|i| {
        if i % 2 == 0 {
            top
        } else {
            Goldilocks::ZERO
        }
    }));
    for s in states {
        let (mut a, mut b) = (s, s);
        mds(&mut a);
        mds_textbook(&mut b);
        assert_eq!(a, b, "{s:?}");
    }
}
