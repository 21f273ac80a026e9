//! test-vectors/poseidon2.json: HorizenLabs' and OpenZeppelin's own known
//! answers and cases of the Python reference, for every HorizenLabs instance
//! and the OpenZeppelin sponge (Plonky3's cases: `vectors_poseidon2_plonky3`);
//! the engine's parameter checks; the linear layers against their matrices.

use crate::common;

use serde_json::Value;
use zkhashes::instances::poseidon2_horizen as horizen;
use zkhashes::instances::poseidon2_openzeppelin as openzeppelin;
use zkhashes::instances::registry::{self, HashOptions, Kind};
use zkhashes::permutation::poseidon2::{Poseidon2, M4};
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Bn254Fr, Error, Field, Goldilocks, PrimeField};

const VECTORS: &str = include_str!("../../../test-vectors/poseidon2.json");

fn run<F: PrimeField, const T: usize>(p: &Poseidon2<F, T>, c: &Value) {
    let input: [F; T] = common::values::<F>(&c["inputs"]).try_into().unwrap();
    let want: Vec<F> = common::values(&c["outputs"]);
    assert_eq!(p.permute(input).to_vec(), want, "{}", c["source"]);
    let raw: Vec<_> = input.iter().map(PrimeField::to_u256).collect();
    let field = c["field"].as_str();
    let got = registry::permute_in("poseidon2-horizen", field, &raw).unwrap();
    assert_eq!(
        got,
        want.iter().map(PrimeField::to_u256).collect::<Vec<_>>(),
        "registry"
    );
}

#[test]
fn all_cases() {
    let doc: Value = serde_json::from_str(VECTORS).unwrap();
    let cases = doc["cases"].as_array().unwrap();
    let mut upstream = 0;
    let mut sponge = 0;
    for c in cases.iter().filter(|c| c["instance"] != "plonky3") {
        let source = c["source"].as_str().unwrap();
        upstream += (source.starts_with("zkhash") || source.starts_with("OpenZeppelin")) as usize;
        if c["instance"] == "openzeppelin" {
            sponge += 1;
            let xs: Vec<Bn254Fr> = common::values(&c["inputs"]);
            let want: Vec<Bn254Fr> = common::values(&c["outputs"]);
            let n = c["n_outputs"].as_u64().unwrap() as usize;
            assert_eq!(openzeppelin::hash_many(&xs, n), want, "{source}");
            if n == 1 {
                assert_eq!(openzeppelin::hash(&xs), want[0]);
            }
            let raw: Vec<_> = xs.iter().map(PrimeField::to_u256).collect();
            let opts = HashOptions {
                init_state: None,
                outputs: Some(n),
                width: None,
            };
            let got = registry::hash("poseidon2-openzeppelin", &raw, &opts).unwrap();
            assert_eq!(
                got,
                want.iter().map(PrimeField::to_u256).collect::<Vec<_>>()
            );
            common::wide_batch_path_matches("poseidon2-openzeppelin", &raw, &opts, &got);
            continue;
        }
        match (c["field"].as_str().unwrap(), c["width"].as_u64().unwrap()) {
            ("bn254", 3) => run(horizen::bn254_t3(), c),
            ("goldilocks", 8) => run(horizen::goldilocks_t8(), c),
            ("goldilocks", 12) => run(horizen::goldilocks_t12(), c),
            ("goldilocks", 16) => run(horizen::goldilocks_t16(), c),
            ("goldilocks", 20) => run(horizen::goldilocks_t20(), c),
            ("babybear", 16) => run(horizen::babybear_t16(), c),
            ("babybear", 24) => run(horizen::babybear_t24(), c),
            other => panic!("no instance for {other:?}"),
        }
    }
    assert_eq!(
        upstream, 4,
        "HorizenLabs' and OpenZeppelin's own known answers are present"
    );
    assert!(sponge >= 18);
    assert!(cases.len() >= 7 * 3);
}

#[test]
fn bad_parameters_are_errors() {
    let bad = Error::InvalidParameters("");
    let kind = |e: Error| core::mem::discriminant(&e) == core::mem::discriminant(&bad);
    let g = |v| Goldilocks::new(v).unwrap();
    // Width 5 has no external matrix; degree 4 is not a permutation's S-box.
    let e = Poseidon2::<Goldilocks, 5>::new(7, M4::Horizen, vec![], vec![], vec![], [g(1); 5]);
    assert!(kind(e.unwrap_err()));
    let e = Poseidon2::<Goldilocks, 8>::new(4, M4::Horizen, vec![], vec![], vec![], [g(1); 8]);
    assert!(kind(e.unwrap_err()));
    let e =
        Poseidon2::<Goldilocks, 8>::new(7, M4::Horizen, vec![[g(0); 8]], vec![], vec![], [g(1); 8]);
    assert!(kind(e.unwrap_err()));
    assert!(kind(
        Poseidon2::<BabyBear, 16>::horizen(7, 7, 13, [BabyBear::ONE; 16]).unwrap_err()
    ));
}

/// The layers as matrices: column j is the image of the j-th unit vector.
fn columns<const T: usize>(layer: impl Fn(&mut [Goldilocks; T])) -> [[u64; T]; T] {
    core::array::from_fn(|j| {
        let mut e = [Goldilocks::ZERO; T];
        e[j] = Goldilocks::ONE;
        layer(&mut e);
        e.map(|x| x.value())
    })
}

#[test]
fn linear_layers_are_their_matrices() {
    let horizen4 = [[5, 7, 1, 3], [4, 6, 1, 1], [1, 3, 5, 7], [1, 1, 4, 6]];
    let plonky3 = [[2, 3, 1, 1], [1, 2, 3, 1], [1, 1, 2, 3], [3, 1, 1, 2]];
    let p = horizen::goldilocks_t12();
    let cols = columns::<12>(|x| p.external_layer(x));
    let d = p.internal_diagonal().map(|x| x.value());
    let icols = columns::<12>(|x| p.internal_layer(x));
    for i in 0..12 {
        for j in 0..12 {
            let twice = if i / 4 == j / 4 { 2 } else { 1 };
            assert_eq!(cols[j][i], horizen4[i % 4][j % 4] * twice, "M_E[{i}][{j}]");
            let want = Goldilocks::from_u64(1)
                + if i == j {
                    Goldilocks::new(d[i]).unwrap()
                } else {
                    Goldilocks::ZERO
                };
            assert_eq!(icols[j][i], want.value(), "M_I[{i}][{j}]");
        }
    }
    let one = Goldilocks::ONE;
    let q =
        Poseidon2::<Goldilocks, 4>::new(7, M4::Plonky3, vec![], vec![], vec![], [one; 4]).unwrap();
    let cols = columns::<4>(|x| q.external_layer(x));
    for i in 0..4 {
        for j in 0..4 {
            assert_eq!(cols[j][i], plonky3[i][j]);
        }
    }
    let b = horizen::bn254_t3();
    let mut x = [1u64, 2, 3].map(Bn254Fr::from_u64);
    b.external_layer(&mut x);
    assert_eq!(x, [7u64, 8, 9].map(Bn254Fr::from_u64));
    b.internal_layer(&mut x);
    assert_eq!(x, [31u64, 32, 42].map(Bn254Fr::from_u64));
}

#[test]
fn registry_errors() {
    let name = "poseidon2-horizen";
    let three = [[0u64; 4], [1, 0, 0, 0], [2, 0, 0, 0]];
    assert!(matches!(
        registry::permute(name, &three),
        Err(Error::InvalidOption(_))
    ));
    assert_eq!(
        registry::permute_in(name, Some("pallas"), &three),
        Err(Error::UnknownField("pallas".into()))
    );
    assert!(matches!(
        registry::permute_in(name, Some("goldilocks"), &three),
        Err(Error::WrongWidth { got: 3, .. })
    ));
    let p = [
        Goldilocks::ZERO.to_u256(),
        [zkhashes::field::goldilocks::P, 0, 0, 0],
    ];
    let mut state = vec![p[0]; 8];
    state[5] = p[1];
    assert_eq!(
        registry::permute_in(name, Some("goldilocks"), &state),
        Err(Error::NonCanonical { index: 5 })
    );
    let fields: Vec<_> = registry::fields(name, Kind::Permutation).collect();
    assert_eq!(fields, ["bn254", "goldilocks", "babybear"]);
    assert_eq!(
        registry::find_in(name, Kind::Permutation, Some("babybear"))
            .unwrap()
            .num_bytes,
        4
    );
    // Names over one field need no --field, and reject another.
    assert!(registry::find_in("gmimc-goldilocks", Kind::Permutation, None).is_ok());
    assert!(registry::find_in("gmimc-goldilocks", Kind::Permutation, Some("goldilocks")).is_ok());
    assert_eq!(
        registry::find_in("gmimc-goldilocks", Kind::Permutation, Some("bn254")).unwrap_err(),
        Error::UnknownField("bn254".into())
    );
}

#[test]
fn openzeppelin_sponge_rules() {
    // Absorbing after squeezing is an error (upstream panics).
    let mut s = openzeppelin::Sponge::new();
    s.absorb(Bn254Fr::ONE).unwrap();
    let first = s.squeeze();
    assert!(s.absorb(Bn254Fr::ONE).is_err());
    // Squeezing continues with state[2], then permutes again.
    let more = openzeppelin::hash_many(&[Bn254Fr::ONE], 3);
    assert_eq!(more[0], first);
    assert_eq!(more[1], s.squeeze());
    assert_eq!(more[2], s.squeeze());
    let opts = |n| HashOptions {
        init_state: None,
        outputs: Some(n),
        width: None,
    };
    let name = "poseidon2-openzeppelin";
    assert!(registry::hash(name, &[], &opts(0)).is_err());
    assert!(registry::hash(name, &[], &opts(1025)).is_err());
    let with_init = HashOptions {
        init_state: Some([0; 4]),
        outputs: None,
        width: None,
    };
    assert!(registry::hash(name, &[], &with_init).is_err());
    let p = Bn254Fr::MODULUS;
    assert_eq!(
        registry::hash(name, &[[1, 0, 0, 0], p], &HashOptions::default()),
        Err(Error::NonCanonical { index: 1 })
    );
}
