//! test-vectors/poseidon2.json, instance "plonky3": the p3-* crates' own
//! known answers and cases of the Python reference for every Plonky3
//! permutation, sponge and compression, through the instances and the
//! registry; the small diagonals against Plonky3's documented values; errors.

use crate::common;

use serde_json::Value;
use zkhashes::instances::poseidon2_plonky3 as p3;
use zkhashes::instances::registry::{self, HashOptions, Kind};
use zkhashes::permutation::poseidon2::{InternalMatrix, Poseidon2, M4};
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Error, Field, Goldilocks, KoalaBear, Mersenne31, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon2.json");

fn raw<F: PrimeField>(xs: &[F]) -> Vec<[u64; 4]> {
    xs.iter().map(PrimeField::to_u256).collect()
}

/// One case on the instance `p` (width `T`, digest `D`).
fn run<F: PrimeField, P: Permutation<F, T>, const T: usize, const D: usize>(p: &P, c: &Value) {
    let xs: Vec<F> = common::values(&c["inputs"]);
    let want: Vec<F> = common::values(&c["outputs"]);
    let field = c["field"].as_str();
    let source = c["source"].as_str().unwrap();
    let width = HashOptions {
        width: Some(T),
        ..Default::default()
    };
    match c["function"].as_str().unwrap() {
        "permute" => {
            let x: [F; T] = xs.clone().try_into().unwrap();
            assert_eq!(p.permute(x).to_vec(), want, "{source}");
            let got = registry::permute_in("poseidon2-plonky3", field, &raw(&xs)).unwrap();
            assert_eq!(got, raw(&want), "registry: {source}");
        }
        "sponge" => {
            assert_eq!(p3::sponge::<F, P, T, D>(p, &xs).to_vec(), want, "{source}");
            let got = registry::hash_in("plonky3-sponge", field, &raw(&xs), &width).unwrap();
            assert_eq!(got, raw(&want));
            common::batch_path_matches("plonky3-sponge", field, &raw(&xs), &width, &raw(&want));
        }
        "compress" => {
            let l: [F; D] = xs[..D].try_into().unwrap();
            let r: [F; D] = xs[D..].try_into().unwrap();
            assert_eq!(p3::compress::<F, P, T, D>(p, &l, &r).to_vec(), want);
            let got = registry::hash_in("plonky3-compress", field, &raw(&xs), &width).unwrap();
            assert_eq!(got, raw(&want));
            common::batch_path_matches("plonky3-compress", field, &raw(&xs), &width, &raw(&want));
        }
        f => panic!("unknown function {f}"),
    }
}

#[test]
fn all_cases() {
    use p3::{DIGEST_31 as D31, DIGEST_GOLDILOCKS as DG};
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    let cases: Vec<&Value> = doc["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["instance"] == "plonky3")
        .collect();
    let mut upstream = 0;
    for c in &cases {
        upstream += c["source"].as_str().unwrap().starts_with("p3-") as usize;
        match (c["field"].as_str().unwrap(), c["width"].as_u64().unwrap()) {
            ("goldilocks", 8) => run::<Goldilocks, _, 8, DG>(p3::goldilocks_w8(), c),
            ("goldilocks", 12) => run::<Goldilocks, _, 12, DG>(p3::goldilocks_w12(), c),
            ("goldilocks", 16) => run::<Goldilocks, _, 16, DG>(p3::goldilocks_w16(), c),
            ("babybear", 16) => run::<BabyBear, _, 16, D31>(p3::babybear_w16(), c),
            ("babybear", 24) => run::<BabyBear, _, 24, D31>(p3::babybear_w24(), c),
            ("koalabear", 16) => run::<KoalaBear, _, 16, D31>(p3::koalabear_w16(), c),
            ("koalabear", 24) => run::<KoalaBear, _, 24, D31>(p3::koalabear_w24(), c),
            ("mersenne31", 16) => run::<Mersenne31, _, 16, D31>(p3::mersenne31_w16(), c),
            ("mersenne31", 24) => run::<Mersenne31, _, 24, D31>(p3::mersenne31_w24(), c),
            ("babybear", 32) => run::<BabyBear, _, 32, D31>(p3::babybear_w32(), c),
            ("koalabear", 32) => run::<KoalaBear, _, 32, D31>(p3::koalabear_w32(), c),
            ("mersenne31", 32) => run::<Mersenne31, _, 32, D31>(p3::mersenne31_w32(), c),
            other => panic!("no Plonky3 instance {other:?}"),
        }
    }
    assert_eq!(
        upstream, 12,
        "the p3-* crates' own known answers are present"
    );
    assert!(cases.len() >= 12 * 12);
}

#[test]
fn small_diagonals_are_plonky3s() {
    // Goldilocks w16 as p3-goldilocks writes MATRIX_DIAG_16_GOLDILOCKS.
    let want: [u64; 16] = [
        0xfffffffeffffffff,
        0x0000000000000001,
        0x0000000000000002,
        0x7fffffff80000001,
        0x0000000000000003,
        0x0000000000000004,
        0x7fffffff80000000,
        0xfffffffefffffffe,
        0xfffffffefffffffd,
        0xdfffffff20000001,
        0xefffffff10000001,
        0xf7ffffff08000001,
        0x1fffffffe0000000,
        0x0ffffffff0000000,
        0x07fffffff8000000,
        0xfffffffe00000002,
    ];
    let p = p3::goldilocks_w16();
    assert_eq!(p.internal_diagonal().map(|x| x.value()), want);
    assert_eq!(p.m4(), M4::Plonky3);
    // No products in the internal layer: only the S-boxes multiply.
    assert_eq!(
        InternalMatrix::<Goldilocks, 16>::muls(p.internal_matrix()),
        0
    );
    assert_eq!(p.mul_count(), 8 * 16 * 4 + 22 * 4);
    // Each shifted entry equals the product by its value, on every cell.
    fn same_as_dense<F: PrimeField, M: InternalMatrix<F, T>, const T: usize>(
        p: &Poseidon2<F, T, M>,
    ) {
        let m = p.internal_matrix();
        let d = m.diagonal();
        let mut x: [F; T] = core::array::from_fn(|i| F::from_u64(0x9e37_79b9_7f4a_7c15 ^ i as u64));
        let sum = x.iter().fold(F::ZERO, |a, b| a + *b);
        let want: [F; T] = core::array::from_fn(|i| x[i] * d[i] + sum);
        m.apply(&mut x);
        assert_eq!(x, want);
    }
    same_as_dense(p3::goldilocks_w8());
    same_as_dense(p3::goldilocks_w12());
    same_as_dense(p3::goldilocks_w16());
    same_as_dense(p3::babybear_w16());
    same_as_dense(p3::babybear_w24());
    same_as_dense(p3::koalabear_w16());
    same_as_dense(p3::koalabear_w24());
    same_as_dense(p3::mersenne31_w16());
    same_as_dense(p3::mersenne31_w24());
    same_as_dense(p3::babybear_w32());
    same_as_dense(p3::koalabear_w32());
    same_as_dense(p3::mersenne31_w32());
    // The same instance with a dense diagonal permutes alike.
    let q = p3::babybear_w16();
    let dense = Poseidon2::<BabyBear, 16>::new(
        7,
        M4::Plonky3,
        q.initial_constants().to_vec(),
        q.internal_constants().to_vec(),
        q.terminal_constants().to_vec(),
        q.internal_diagonal(),
    )
    .unwrap();
    let x: [BabyBear; 16] = core::array::from_fn(|i| BabyBear::from_u64(i as u64 * 77 + 5));
    assert_eq!(dense.permute(x), q.permute(x));
}

#[test]
fn plonky3_conventions() {
    // The sponge of nothing is zeros, with no permutation; one full block is
    // one permutation of [block, 0…]; a short block keeps the earlier state.
    let p = p3::babybear_w24();
    assert_eq!(
        p3::sponge::<BabyBear, _, 24, 8>(p, &[]),
        [BabyBear::ZERO; 8]
    );
    let xs: Vec<BabyBear> = (0..16u64).map(BabyBear::from_u64).collect();
    let mut state = [BabyBear::ZERO; 24];
    state[..16].copy_from_slice(&xs);
    let once = p.permute(state);
    assert_eq!(p3::sponge::<BabyBear, _, 24, 8>(p, &xs), once[..8]);
    let mut longer = xs.clone();
    longer.push(BabyBear::ONE);
    let mut state = once;
    state[0] = BabyBear::ONE;
    assert_eq!(
        p3::sponge::<BabyBear, _, 24, 8>(p, &longer),
        p.permute(state)[..8]
    );
    let l = [Goldilocks::ONE; 4];
    let r = [Goldilocks::ZERO; 4];
    let mut s = [Goldilocks::ZERO; 8];
    s[..4].copy_from_slice(&l);
    assert_eq!(
        p3::compress::<Goldilocks, _, 8, 4>(p3::goldilocks_w8(), &l, &r),
        p3::goldilocks_w8().permute(s)[..4]
    );
}

#[test]
fn registry_entries_and_errors() {
    for name in ["poseidon2-plonky3", "plonky3-sponge", "plonky3-compress"] {
        let kind = if name.starts_with("poseidon2") {
            Kind::Permutation
        } else {
            Kind::Hasher
        };
        let fields: Vec<_> = registry::fields(name, kind).collect();
        assert_eq!(
            fields,
            ["goldilocks", "babybear", "koalabear", "mersenne31"]
        );
    }
    let bb = |n: usize| vec![[1u64, 0, 0, 0]; n];
    // Wrong widths: the state's length, or --width.
    assert_eq!(
        registry::permute_in("poseidon2-plonky3", Some("babybear"), &bb(12)),
        Err(Error::WrongWidth {
            widths: &[16, 24, 32],
            got: 12
        })
    );
    assert!(matches!(
        registry::permute_in("poseidon2-plonky3", Some("mersenne31"), &bb(40)),
        Err(Error::WrongWidth { got: 40, .. })
    ));
    let w = |w| HashOptions {
        width: Some(w),
        ..Default::default()
    };
    assert_eq!(
        registry::hash_in("plonky3-sponge", Some("goldilocks"), &bb(3), &w(24)),
        Err(Error::WrongWidth {
            widths: &[8, 12, 16],
            got: 24
        })
    );
    // Compression takes exactly two digests.
    assert!(matches!(
        registry::hash_in("plonky3-compress", Some("mersenne31"), &bb(15), &w(16)),
        Err(Error::WrongArity {
            min: 16,
            max: 16,
            got: 15
        })
    ));
    // Values at or above p, unknown fields, other options, --width elsewhere.
    let mut x = bb(16);
    x[3] = [KoalaBear::P as u64, 0, 0, 0];
    assert_eq!(
        registry::permute_in("poseidon2-plonky3", Some("koalabear"), &x),
        Err(Error::NonCanonical { index: 3 })
    );
    assert_eq!(
        registry::hash_in("plonky3-sponge", Some("koalabear"), &x, &w(16)),
        Err(Error::NonCanonical { index: 3 })
    );
    assert_eq!(
        registry::hash_in("plonky3-sponge", Some("bn254"), &bb(1), &w(16)),
        Err(Error::UnknownField("bn254".into()))
    );
    let outputs = HashOptions {
        outputs: Some(2),
        ..Default::default()
    };
    assert!(matches!(
        registry::hash_in("plonky3-sponge", Some("babybear"), &bb(1), &outputs),
        Err(Error::InvalidOption(_))
    ));
    assert!(matches!(
        registry::hash("poseidon2-openzeppelin", &bb(1), &w(3)),
        Err(Error::InvalidOption(_))
    ));
    // Defaults: sponge over width 24 (Goldilocks 12), compression over 16 (8).
    let d = HashOptions::default();
    assert_eq!(
        registry::hash_in("plonky3-sponge", Some("babybear"), &bb(5), &d),
        registry::hash_in("plonky3-sponge", Some("babybear"), &bb(5), &w(24))
    );
    assert_eq!(
        registry::hash_in("plonky3-compress", Some("goldilocks"), &bb(8), &d),
        registry::hash_in("plonky3-compress", Some("goldilocks"), &bb(8), &w(8))
    );
}
