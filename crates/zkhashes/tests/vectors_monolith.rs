//! test-vectors/monolith-{mersenne31,goldilocks}.json: Plonky3's own known
//! answers for Monolith (p3-monolith 0.8: Mersenne-31 width 16, Goldilocks
//! width 12 with 8- and 16-bit limbs) and cases of the Python reference for
//! every width, through `permutation::monolith` and the registry; the SWAR
//! Bars against the S-boxes limb by limb; bad input refused.

use crate::common;

use zkhashes::instances::registry;
use zkhashes::permutation::monolith::{bar31, bar64, Monolith31, Monolith64};
use zkhashes::permutation::Permutation;
use zkhashes::{Error, Goldilocks, Mersenne31, PrimeField};

const M31: &str = include_str!("../../../test-vectors/monolith-mersenne31.json");
const GL: &str = include_str!("../../../test-vectors/monolith-goldilocks.json");

fn run<F: PrimeField, P: Permutation<F, T>, const T: usize>(p: &P, x: &[F]) -> Vec<F> {
    p.permute(x.try_into().unwrap()).to_vec()
}

fn shape(c: &common::Case<impl PrimeField>) -> (u64, u64) {
    (
        c.raw["width"].as_u64().unwrap(),
        c.raw["limb_bits"].as_u64().unwrap(),
    )
}

#[test]
fn known_answers_mersenne31() {
    let cases = common::cases::<Mersenne31>(M31);
    assert!(cases.iter().any(|c| c.source.starts_with("p3-monolith")));
    for c in &cases {
        let got = match shape(c) {
            (16, 8) => run(&Monolith31::<16>, &c.inputs),
            (24, 8) => run(&Monolith31::<24>, &c.inputs),
            s => panic!("unexpected shape {s:?}"),
        };
        assert_eq!(got, c.outputs, "{}", c.source);
        let via = registry::permute_in(
            "monolith-plonky3",
            Some("mersenne31"),
            &common::raw(&c.inputs),
        );
        assert_eq!(
            via.unwrap(),
            common::raw(&c.outputs),
            "registry: {}",
            c.source
        );
    }
}

#[test]
fn known_answers_goldilocks() {
    let cases = common::cases::<Goldilocks>(GL);
    assert_eq!(
        cases
            .iter()
            .filter(|c| c.source.starts_with("p3-monolith"))
            .count(),
        2
    );
    for c in &cases {
        let (got, name) = match shape(c) {
            (8, 8) => (run(&Monolith64::<8, 8>, &c.inputs), "monolith-plonky3"),
            (12, 8) => (run(&Monolith64::<12, 8>, &c.inputs), "monolith-plonky3"),
            (8, 16) => (run(&Monolith64::<8, 16>, &c.inputs), "monolith16-plonky3"),
            (12, 16) => (run(&Monolith64::<12, 16>, &c.inputs), "monolith16-plonky3"),
            s => panic!("unexpected shape {s:?}"),
        };
        assert_eq!(got, c.outputs, "{}", c.source);
        let via = registry::permute_in(name, Some("goldilocks"), &common::raw(&c.inputs));
        assert_eq!(
            via.unwrap(),
            common::raw(&c.outputs),
            "registry: {}",
            c.source
        );
    }
}

/// The S-boxes limb by limb, as the paper writes them.
fn sbox(y: u32, bits: u32, terms: usize) -> u32 {
    let mask = (1u32 << bits) - 1;
    let rot = |v: u32, n: u32| ((v << n) | (v >> (bits - n))) & mask;
    let mut chi = !rot(y, 1) & mask & rot(y, 2);
    if terms == 3 {
        chi &= rot(y, 3);
    }
    rot(y ^ chi, 1)
}

#[test]
fn swar_bars_equal_the_sboxes_limb_by_limb() {
    let mut next = common::xorshift(0x6d6f_6e6f);
    let mut words: Vec<u64> = (0..4000).map(|_| next()).collect();
    words.extend([0, 1, u64::MAX, 0x7fff_fffe, 0xffff_ffff_0000_0000]);
    for &w in &words {
        let x = (w as u32) & 0x7fff_fffe; // below p = 2³¹ − 1
        let want = (0..3).fold(sbox(x >> 24, 7, 2) << 24, |acc, i| {
            acc | sbox((x >> (8 * i)) & 0xff, 8, 3) << (8 * i)
        });
        assert_eq!(bar31(x), want, "{x:#x}");
        let p = 0xffff_ffff_0000_0001u64;
        let x = w % p;
        let want8 = (0..8).fold(0u64, |acc, i| {
            acc | u64::from(sbox(((x >> (8 * i)) & 0xff) as u32, 8, 3)) << (8 * i)
        });
        let want16 = (0..4).fold(0u64, |acc, i| {
            acc | u64::from(sbox(((x >> (16 * i)) & 0xffff) as u32, 16, 3)) << (16 * i)
        });
        assert_eq!(bar64::<8>(x), want8 % p, "{x:#x}");
        assert_eq!(bar64::<16>(x), want16 % p, "{x:#x}");
    }
}

#[test]
fn bad_input_is_refused() {
    let p31 = [u64::from(Mersenne31::P), 0, 0, 0];
    let mut state = vec![[0u64; 4]; 16];
    state[3] = p31;
    assert!(matches!(
        registry::permute_in("monolith-plonky3", Some("mersenne31"), &state),
        Err(Error::NonCanonical { index: 3 })
    ));
    assert!(matches!(
        registry::permute_in("monolith-plonky3", Some("mersenne31"), &[[0u64; 4]; 12]),
        Err(Error::WrongWidth { got: 12, .. })
    ));
    assert!(matches!(
        registry::permute_in("monolith-plonky3", Some("goldilocks"), &[[0u64; 4]; 16]),
        Err(Error::WrongWidth { got: 16, .. })
    ));
}
