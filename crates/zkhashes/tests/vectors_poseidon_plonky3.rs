//! test-vectors/poseidon-plonky3-{koalabear,babybear}.json: Plonky3's own
//! known answers for its Poseidon1 instances and cases of the Python
//! reference, through the instances and the registry; the engine's fast
//! forms (sparse partial rounds, the recurrence) and its batch paths
//! against the textbook form; errors.

use crate::common;

use zkhashes::field::Field;
use zkhashes::instances::poseidon_plonky3 as p1;
use zkhashes::instances::registry;
use zkhashes::permutation::poseidon::Poseidon;
use zkhashes::permutation::Permutation;
use zkhashes::{BabyBear, Error, KoalaBear, PrimeField};

const KOALABEAR: &str = include_str!("../../../test-vectors/poseidon-plonky3-koalabear.json");
const BABYBEAR: &str = include_str!("../../../test-vectors/poseidon-plonky3-babybear.json");

fn check<F: PrimeField>(
    json: &str,
    field: &str,
    p16: &Poseidon<'_, F, 16>,
    p24: &Poseidon<'_, F, 24>,
) {
    let cases = common::cases::<F>(json);
    assert_eq!(cases.len(), 8);
    assert!(cases[0].source.contains("test_poseidon_width_16"));
    for c in cases {
        assert_eq!(c.function, "permute");
        let got = match c.inputs.len() {
            16 => p16.permute(c.inputs.clone().try_into().unwrap()).to_vec(),
            _ => p24.permute(c.inputs.clone().try_into().unwrap()).to_vec(),
        };
        assert_eq!(got, c.outputs, "{field}: {}", c.source);
        let via = registry::permute_in("poseidon-plonky3", Some(field), &common::raw(&c.inputs));
        assert_eq!(
            via.unwrap(),
            common::raw(&c.outputs),
            "registry, {field}: {}",
            c.source
        );
    }
}

#[test]
fn known_answers() {
    check::<KoalaBear>(
        KOALABEAR,
        "koalabear",
        p1::koalabear_w16(),
        p1::koalabear_w24(),
    );
    check::<BabyBear>(BABYBEAR, "babybear", p1::babybear_w16(), p1::babybear_w24());
}

/// Every form and batch path of one instance equals the textbook rounds.
fn forms<F: PrimeField + core::fmt::Debug, const T: usize>(name: &str, p: &Poseidon<'_, F, T>) {
    let states = common::extreme_states::<F, T>(67, 0x5eed_0065);
    let want: Vec<[F; T]> = states
        .iter()
        .map(|s| {
            let mut x = *s;
            p.permute_plain_mut(&mut x);
            x
        })
        .collect();
    for (s, w) in states.iter().zip(&want) {
        let mut x = *s;
        p.permute_sparse_mut(&mut x);
        assert_eq!(&x, w, "{name}: sparse");
        assert_eq!(&p.permute(*s), w, "{name}: the default form");
    }
    let mut got = states.clone();
    p.permute_many(&mut got);
    assert_eq!(got, want, "{name}: permute_many");
    let mut got = states.clone();
    p.permute_many_serial(&mut got);
    assert_eq!(got, want, "{name}: permute_many_serial");
}

#[test]
fn fast_forms_equal_the_textbook_rounds() {
    forms("koalabear w16", p1::koalabear_w16());
    forms("koalabear w24", p1::koalabear_w24());
    forms("babybear w16", p1::babybear_w16());
    forms("babybear w24", p1::babybear_w24());
}

#[test]
fn bad_input_is_refused() {
    let run = |field: Option<&str>, state: &[[u64; 4]]| {
        registry::permute_in("poseidon-plonky3", field, state)
    };
    let zeros = vec![[0u64; 4]; 16];
    assert!(matches!(
        run(Some("koalabear"), &zeros[..15]),
        Err(Error::WrongWidth { got: 15, .. })
    ));
    let mut big = zeros.clone();
    big[9] = [0x7f00_0001, 0, 0, 0]; // KoalaBear's p
    assert_eq!(
        run(Some("koalabear"), &big),
        Err(Error::NonCanonical { index: 9 })
    );
    assert!(
        run(Some("babybear"), &big).is_err(),
        "above BabyBear's p too"
    );
    assert!(matches!(run(None, &zeros), Err(Error::InvalidOption(_))));
    assert!(matches!(
        run(Some("goldilocks"), &zeros),
        Err(Error::UnknownField(_))
    ));
}

/// The width-16 kernel (full rounds' circulant as integer products) on
/// each of its builds — portable, and AVX2 where this CPU has it — equals
/// the textbook rounds.
#[test]
fn circulant_kernel_builds_equal_the_textbook_rounds() {
    use zkhashes::permutation::poseidon::dispatch::p3_circulant16_at;
    for avx2 in [false, true] {
        let states = common::extreme_states::<KoalaBear, 16>(67, 0x5eed_0066);
        for s in &states {
            let (mut a, mut b) = (*s, *s);
            p1::koalabear_w16().permute_plain_mut(&mut a);
            p3_circulant16_at(p1::koalabear_w16(), &mut b, avx2);
            assert_eq!(a, b, "koalabear, avx2 {avx2}");
        }
        let states = common::extreme_states::<BabyBear, 16>(67, 0x5eed_0067);
        for s in &states {
            let (mut a, mut b) = (*s, *s);
            p1::babybear_w16().permute_plain_mut(&mut a);
            p3_circulant16_at(p1::babybear_w16(), &mut b, avx2);
            assert_eq!(a, b, "babybear, avx2 {avx2}");
        }
    }
}

/// The width-24 scalar kernel (full rounds' circulant by Karatsuba) on
/// each of its builds equals the textbook rounds.
#[test]
fn karatsuba_kernel_builds_equal_the_textbook_rounds() {
    use zkhashes::permutation::poseidon::dispatch::p3_circulant24_at;
    use zkhashes::permutation::poseidon::kernels::karatsuba::leaves24;
    for avx2 in [false, true] {
        let w = leaves24(&p1::MDS_ROW_24.map(KoalaBear::from_u64));
        for s in &common::extreme_states::<KoalaBear, 24>(67, 0x5eed_0068) {
            let (mut a, mut b) = (*s, *s);
            p1::koalabear_w24().permute_plain_mut(&mut a);
            p3_circulant24_at(p1::koalabear_w24(), &w, &mut b, avx2);
            assert_eq!(a, b, "koalabear, avx2 {avx2}");
        }
        let w = leaves24(&p1::MDS_ROW_24.map(BabyBear::from_u64));
        for s in &common::extreme_states::<BabyBear, 24>(67, 0x5eed_0069) {
            let (mut a, mut b) = (*s, *s);
            p1::babybear_w24().permute_plain_mut(&mut a);
            p3_circulant24_at(p1::babybear_w24(), &w, &mut b, avx2);
            assert_eq!(a, b, "babybear, avx2 {avx2}");
        }
    }
}

/// The batch kernels at every level this CPU has (AVX2 and AVX-512 lanes,
/// whole groups and a tail, and fewer states than a group) equal the
/// textbook rounds; a level the CPU lacks refuses.
fn lanes<F: PrimeField + core::fmt::Debug, const T: usize>(name: &str, p: &Poseidon<'_, F, T>) {
    use zkhashes::permutation::batch::Simd;
    for n in [5, 67] {
        let states = common::extreme_states::<F, T>(n, 0x5eed_0070 + n as u64);
        let want: Vec<[F; T]> = states
            .iter()
            .map(|s| {
                let mut x = *s;
                p.permute_plain_mut(&mut x);
                x
            })
            .collect();
        for level in [Simd::Avx2, Simd::Avx512] {
            let mut got = states.clone();
            let ran = p.permute_many_at(&mut got, level);
            assert_eq!(
                ran,
                level.available(),
                "{name}: {level:?} runs where the CPU has it"
            );
            if ran {
                assert_eq!(got, want, "{name}: {n} states at {level:?}");
            } else {
                assert_eq!(got, states, "{name}: refused, untouched");
            }
        }
    }
}

#[test]
fn batch_kernels_at_every_level_equal_the_textbook_rounds() {
    lanes("koalabear w16", p1::koalabear_w16());
    lanes("koalabear w24", p1::koalabear_w24());
    lanes("babybear w16", p1::babybear_w16());
    lanes("babybear w24", p1::babybear_w24());
}
