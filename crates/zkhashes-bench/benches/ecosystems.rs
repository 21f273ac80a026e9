//! The ecosystems' own hashes beside their own code: Noir's Poseidon2
//! (Barretenberg's BN254 t = 4 permutation) beside `bn254_blackbox_solver`,
//! the ACVM black box that executes it — one permutation, a 3-input hash
//! (one permutation for both: the black box has no sponge, so its side is
//! the permutation of `[x, y, z, 3·2⁶⁴]`); Zcash Orchard's Poseidon beside
//! `halo2_poseidon` (`P128Pow5T3` permutation, `ConstantLength<2>` hash);
//! RISC Zero's Poseidon2 beside risc0-zkp (`poseidon2_mix`, `hash_pair`,
//! `hash_elem_slice` of 100 elements) and its `poseidon_254` suite beside
//! risc0-zkp's (feature `prove`: `hash_pair`, `hash_elem_slice` of 100
//! elements); Filecoin's Poseidon beside neptune
//! (its Merkle-tree hash at arities 2, 8 and 11, one `Poseidon` reused
//! through `set_preimage`, its fastest single-hash call).
//!
//! `cargo bench -p zkhashes-bench --bench ecosystems`; `-- --test` runs each
//! case once.

use acir::{AcirField, FieldElement};
use bn254_blackbox_solver::poseidon2_permutation;
use std::hint::black_box;
use zkhashes::instances::noir;
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr, PrimeField};
use zkhashes_bench::Case;

fn to_acir(x: &Bn254Fr) -> FieldElement {
    let mut be = [0u8; 32];
    x.write_be_bytes(&mut be).expect("32 bytes");
    FieldElement::from_be_bytes_reduce(&be)
}

fn pseudo_random(k: u64) -> Bn254Fr {
    Bn254Fr::from_u256_reduced(&core::array::from_fn(|i| {
        0x9e37_79b9_7f4a_7c15u64.wrapping_mul(4 * k + i as u64 + 1)
    }))
}

fn noir_cases() -> Vec<Case> {
    let state: [Bn254Fr; 4] = core::array::from_fn(|i| pseudo_random(i as u64));
    let peer_state: Vec<FieldElement> = state.iter().map(to_acir).collect();
    let p = noir::permutation();
    let xs = [state[0], state[1], state[2]];
    let mut iv = [0u8; 32];
    iv[23] = 3; // 3·2⁶⁴, big-endian
    let peer_hash: Vec<FieldElement> = xs
        .iter()
        .map(to_acir)
        .chain([FieldElement::from_be_bytes_reduce(&iv)])
        .collect();
    let peer_hash_one = peer_hash.clone();
    vec![
        Case {
            name: "poseidon2-barretenberg/bn254/t4",
            ours: Box::new(move || {
                black_box(p.permute(black_box(state)));
            }),
            peer: Box::new(move || {
                black_box(poseidon2_permutation(black_box(&peer_state)).expect("width 4"));
            }),
            peer_name: "bn254_blackbox_solver (Noir)",
        },
        Case {
            name: "poseidon2-noir/bn254/hash-3",
            ours: Box::new(move || {
                black_box(noir::hash(black_box(&xs)));
            }),
            peer: Box::new(move || {
                black_box(poseidon2_permutation(black_box(&peer_hash_one)).expect("width 4")[0]);
            }),
            peer_name: "bn254_blackbox_solver (Noir)",
        },
    ]
}

fn zcash_cases() -> Vec<Case> {
    use ff::PrimeField as _;
    use halo2_poseidon::{ConstantLength, Hash, P128Pow5T3, Spec};
    use pasta_curves::Fp;
    use zkhashes::field::Pallas;
    use zkhashes::instances::zcash;
    let to_fp = |x: &Pallas| {
        let mut le = [0u8; 32];
        x.write_le_bytes(&mut le).expect("32 bytes");
        Fp::from_repr(le).expect("canonical")
    };
    let state: [Pallas; 3] = core::array::from_fn(|i| {
        Pallas::from_u256_reduced(&core::array::from_fn(|j| {
            0x9e37_79b9_7f4a_7c15u64.wrapping_mul(4 * i as u64 + j as u64 + 1)
        }))
    });
    let peer_state = state.map(|x| to_fp(&x));
    let (rc, mds, _) = P128Pow5T3::constants();
    let p = zcash::permutation();
    let xs = [state[0], state[1]];
    let peer_xs = [peer_state[0], peer_state[1]];
    vec![
        Case {
            name: "poseidon-zcash/pallas/t3",
            ours: Box::new(move || {
                black_box(p.permute(black_box(state)));
            }),
            peer: Box::new(move || {
                let mut s = black_box(peer_state);
                halo2_poseidon::test_only_permute::<Fp, P128Pow5T3, 3, 2>(&mut s, &mds, &rc);
                black_box(s);
            }),
            peer_name: "halo2_poseidon (Zcash)",
        },
        Case {
            name: "poseidon-zcash/pallas/hash-2",
            ours: Box::new(move || {
                black_box(zcash::hash(black_box(&xs)).expect("two inputs"));
            }),
            peer: Box::new(move || {
                black_box(
                    Hash::<Fp, P128Pow5T3, ConstantLength<2>, 3, 2>::init()
                        .hash(black_box(peer_xs)),
                );
            }),
            peer_name: "halo2_poseidon (Zcash)",
        },
    ]
}

fn risc0_cases() -> Vec<Case> {
    use risc0_zkp::core::digest::Digest;
    use risc0_zkp::core::hash::poseidon2::{self as r0, Poseidon2HashSuite};
    use risc0_zkp::field::baby_bear::BabyBearElem;
    use zkhashes::instances::risc0;
    use zkhashes::BabyBear;
    let xs: Vec<BabyBear> = (0..24u64)
        .map(|i| BabyBear::new((0x9e37_79b9u64.wrapping_mul(i + 1) % 2013265921) as u32).unwrap())
        .collect();
    let state: [BabyBear; 24] = xs.clone().try_into().expect("24");
    let peer_state = state.map(|x| BabyBearElem::new(x.value()));
    let a: [BabyBear; 8] = core::array::from_fn(|i| xs[i]);
    let b: [BabyBear; 8] = core::array::from_fn(|i| xs[8 + i]);
    let (da, db) = (
        Digest::from(risc0::digest_words(&a)),
        Digest::from(risc0::digest_words(&b)),
    );
    let suite = Poseidon2HashSuite::new_suite();
    let p = risc0::permutation();
    let peer_elems: Vec<BabyBearElem> = (0..100u32).map(|i| BabyBearElem::new(i * 7919)).collect();
    let elems: Vec<BabyBear> = (0..100u32)
        .map(|i| BabyBear::new(i * 7919).unwrap())
        .collect();
    let suite_100 = Poseidon2HashSuite::new_suite();
    vec![
        Case {
            name: "poseidon2-risc0/babybear/t24",
            ours: Box::new(move || {
                black_box(p.permute(black_box(state)));
            }),
            peer: Box::new(move || {
                let mut s = black_box(peer_state);
                r0::poseidon2_mix(&mut s);
                black_box(s);
            }),
            peer_name: "risc0-zkp (RISC Zero)",
        },
        Case {
            name: "poseidon2-risc0/babybear/hash-pair",
            ours: Box::new(move || {
                black_box(risc0::hash_pair(black_box(&a), black_box(&b)));
            }),
            peer: Box::new(move || {
                black_box(suite.hashfn.hash_pair(black_box(&da), black_box(&db)));
            }),
            peer_name: "risc0-zkp (RISC Zero)",
        },
        Case {
            name: "poseidon2-risc0/babybear/hash-100",
            ours: Box::new(move || {
                black_box(risc0::hash(black_box(&elems)));
            }),
            peer: Box::new(move || {
                black_box(suite_100.hashfn.hash_elem_slice(black_box(&peer_elems)));
            }),
            peer_name: "risc0-zkp (RISC Zero)",
        },
    ]
}

fn risc0_p254_cases() -> Vec<Case> {
    use risc0_zkp::core::digest::Digest;
    use risc0_zkp::core::hash::poseidon_254::Poseidon254HashSuite;
    use risc0_zkp::field::baby_bear::BabyBearElem;
    use zkhashes::instances::risc0_poseidon254 as p254;
    use zkhashes::BabyBear;
    let (a, b) = (pseudo_random(1), pseudo_random(2));
    let digest = |x: &Bn254Fr| Digest::try_from(&p254::digest_bytes(x)[..]).expect("32 bytes");
    let (da, db) = (digest(&a), digest(&b));
    let suite = Poseidon254HashSuite::new_suite();
    let suite_100 = Poseidon254HashSuite::new_suite();
    let peer_elems: Vec<BabyBearElem> = (0..100u32).map(|i| BabyBearElem::new(i * 7919)).collect();
    let elems: Vec<BabyBear> = (0..100u32)
        .map(|i| BabyBear::new(i * 7919).unwrap())
        .collect();
    p254::permutation();
    vec![
        Case {
            name: "poseidon-risc0-pair/bn254/hash-pair",
            ours: Box::new(move || {
                black_box(p254::hash_pair(black_box(&a), black_box(&b)));
            }),
            peer: Box::new(move || {
                black_box(suite.hashfn.hash_pair(black_box(&da), black_box(&db)));
            }),
            peer_name: "risc0-zkp poseidon_254 (RISC Zero)",
        },
        Case {
            name: "poseidon-risc0/babybear/hash-100",
            ours: Box::new(move || {
                black_box(p254::hash_elements(black_box(&elems)));
            }),
            peer: Box::new(move || {
                black_box(suite_100.hashfn.hash_elem_slice(black_box(&peer_elems)));
            }),
            peer_name: "risc0-zkp poseidon_254 (RISC Zero)",
        },
    ]
}

fn filecoin_cases() -> Vec<Case> {
    use blstrs::Scalar;
    use ff_013::PrimeField as _;
    use neptune::poseidon::PoseidonConstants;
    use neptune::{Arity, Poseidon};
    use zkhashes::field::Bls12381Fr;
    use zkhashes::instances::filecoin;

    fn case<A: Arity<Scalar> + 'static>(name: &'static str) -> Case {
        let xs: Vec<Bls12381Fr> = (0..A::to_usize() as u64)
            .map(|i| {
                Bls12381Fr::from_u256_reduced(&core::array::from_fn(|j| {
                    0x9e37_79b9_7f4a_7c15u64.wrapping_mul(4 * i + j as u64 + 1)
                }))
            })
            .collect();
        let pre: Vec<Scalar> = xs
            .iter()
            .map(|x| {
                let mut le = [0u8; 32];
                x.write_le_bytes(&mut le).expect("32 bytes");
                Scalar::from_repr_vartime(le).expect("canonical")
            })
            .collect();
        let constants: &'static PoseidonConstants<Scalar, A> =
            Box::leak(Box::new(PoseidonConstants::new()));
        let mut h = Poseidon::<Scalar, A>::new(constants);
        filecoin::params(A::to_usize()).expect("an arity");
        Case {
            name,
            ours: Box::new(move || {
                black_box(filecoin::hash(black_box(&xs)).expect("arity inputs"));
            }),
            peer: Box::new(move || {
                h.set_preimage(black_box(&pre));
                black_box(h.hash());
            }),
            peer_name: "neptune (Filecoin)",
        }
    }
    use generic_array::typenum::{U11, U2, U8};
    vec![
        case::<U2>("poseidon-filecoin/bls12-381/hash-2"),
        case::<U8>("poseidon-filecoin/bls12-381/hash-8"),
        case::<U11>("poseidon-filecoin/bls12-381/hash-11"),
    ]
}

fn main() {
    let mut cases = noir_cases();
    cases.extend(zcash_cases());
    cases.extend(risc0_cases());
    cases.extend(risc0_p254_cases());
    cases.extend(filecoin_cases());
    zkhashes_bench::criterion_then_ratios(
        &mut cases,
        "zkhashes vs the ecosystems' own code (interleaved samples, medians; ratio = peer / zkhashes)",
    );
}
