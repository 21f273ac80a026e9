//! Every row of `zkhashes bench`: each shipped hasher in its scenarios
//! (2-to-1, 100 elements), each permutation at the widths its hashers use,
//! the 2-to-1 hashers' batch modes (one core, every core), then BLAKE3,
//! SHA3-256 and SHA-256 over as many bytes as each hasher row.
//! A test checks that every registry entry has a row and that each row
//! computes what the registry computes.

use super::batch;
use super::case::{baseline, canonical, elements, typed, values, Case, Check, Scenario};
use zkhashes::field::Stark252;
use zkhashes::instances::miden::{MidenHasher, Poseidon2Hasher, Rpo256, Rpx256};
use zkhashes::instances::poseidon2_plonky3::{self as p3, DIGEST_31, DIGEST_GOLDILOCKS};
use zkhashes::instances::registry::Kind;
use zkhashes::instances::risc0_poseidon254 as p254;
use zkhashes::instances::{
    circom, eidos, filecoin, mina, noir, plonky2, polygon, poseidon2_horizen as hl, zcash,
};
use zkhashes::instances::{poseidon2_openzeppelin as oz, risc0, starknet, winterfell};
use zkhashes::permutation::{gmimc, rescue};
use zkhashes::{BabyBear, Bn254Fr, Goldilocks, KoalaBear, Mersenne31, Permutation, PrimeField};

/// Elements in the sequential-hashing scenario (the Miden benchmark's).
pub const SEQUENTIAL: usize = 100;

/// A hasher row over `n` pseudo-random elements given as a slice.
fn slice_hasher<F: PrimeField, O: 'static>(
    name: &'static str,
    field: &'static str,
    scenario: Scenario,
    n: usize,
    width: Option<usize>,
    f: impl Fn(&[F]) -> O + 'static,
    out: impl Fn(&O) -> Option<Vec<zkhashes::U256>> + 'static,
) -> Case {
    let inputs = values::<F>(n, 1);
    let xs = elements::<F>(&inputs);
    typed::<F, _, _>(
        name,
        field,
        Kind::Hasher,
        scenario,
        Check { width, inputs },
        xs,
        move |x: &Vec<F>| f(x),
        out,
    )
}

/// A 2-to-1 row: two digests of `D` elements.
fn merge<F: PrimeField, O: 'static, const D: usize>(
    name: &'static str,
    field: &'static str,
    width: Option<usize>,
    f: impl Fn(&[[F; D]; 2]) -> O + 'static,
    out: impl Fn(&O) -> Option<Vec<zkhashes::U256>> + 'static,
) -> Case {
    let inputs = values::<F>(2 * D, 2);
    let xs = elements::<F>(&inputs);
    let halves: [[F; D]; 2] = [0, 1].map(|h| core::array::from_fn(|i| xs[h * D + i]));
    typed::<F, _, _>(
        name,
        field,
        Kind::Hasher,
        Scenario::TwoToOne,
        Check { width, inputs },
        halves,
        f,
        out,
    )
}

/// A permutation row.
fn perm<F: PrimeField, const T: usize>(
    name: &'static str,
    field: &'static str,
    f: impl Fn(&[F; T]) -> [F; T] + 'static,
) -> Case {
    let inputs = values::<F>(T, 3);
    let xs = elements::<F>(&inputs);
    let state: [F; T] = core::array::from_fn(|i| xs[i]);
    typed::<F, _, _>(
        name,
        field,
        Kind::Permutation,
        Scenario::Permutation(T),
        Check {
            width: None,
            inputs,
        },
        state,
        f,
        |s: &[F; T]| canonical(s),
    )
}

/// A row of a permutation object.
fn perm_of<F: PrimeField, P: Permutation<F, T> + 'static, const T: usize>(
    name: &'static str,
    field: &'static str,
    p: &'static P,
) -> Case {
    perm::<F, T>(name, field, move |s| p.permute(*s))
}

/// A row of an in-place permutation function.
fn perm_fn<F: PrimeField, const T: usize>(
    name: &'static str,
    field: &'static str,
    f: fn(&mut [F; T]),
) -> Case {
    perm::<F, T>(name, field, move |s| {
        let mut s = *s;
        f(&mut s);
        s
    })
}

/// Filecoin's Poseidon (neptune, BLS12-381 Fr): its tree nodes (arity 2
/// and 8), a constant-length hash and the width-3 permutation.
fn filecoin_rows(v: &mut Vec<Case>) {
    type Fr = zkhashes::field::Bls12381Fr;
    let f = "bls12-381";
    let hash = |x: &[Fr]| filecoin::hash(x).expect("an arity");
    v.push(slice_hasher::<Fr, _>(
        "poseidon-filecoin",
        f,
        Scenario::TwoToOne,
        2,
        None,
        hash,
        one,
    ));
    v.push(slice_hasher::<Fr, _>(
        "poseidon-filecoin",
        f,
        Scenario::Elements(8),
        8,
        None,
        hash,
        one,
    ));
    v.push(slice_hasher::<Fr, _>(
        "poseidon-filecoin-constant-length",
        f,
        Scenario::Elements(3),
        3,
        Some(5),
        |x| filecoin::hash_constant_length(4, x).expect("3 of arity 4"),
        one,
    ));
    v.push(perm_fn::<Fr, 3>("poseidon-filecoin", f, |s| {
        filecoin::permute(s).expect("width 3")
    }));
}

fn one<F: PrimeField>(x: &F) -> Option<Vec<zkhashes::U256>> {
    canonical(core::slice::from_ref(x))
}

fn circom_rows(v: &mut Vec<Case>) {
    v.push(slice_hasher::<Bn254Fr, _>(
        "poseidon-circom",
        "bn254",
        Scenario::TwoToOne,
        2,
        None,
        |x| circom::hash(x).expect("2 inputs"),
        one,
    ));
    let t3 = circom::permutation::<3>().expect("t = 3");
    let t5 = circom::permutation::<5>().expect("t = 5");
    v.push(perm_of::<Bn254Fr, _, 3>("poseidon-circom", "bn254", t3));
    v.push(perm_of::<Bn254Fr, _, 5>("poseidon-circom", "bn254", t5));
}

fn starknet_rows(v: &mut Vec<Case>) {
    let f = "stark252";
    v.push(slice_hasher::<Stark252, _>(
        "starknet-hash",
        f,
        Scenario::TwoToOne,
        2,
        None,
        |x| starknet::hash(x[0], x[1]),
        one,
    ));
    v.push(slice_hasher::<Stark252, _>(
        "starknet-hash-single",
        f,
        Scenario::Elements(1),
        1,
        None,
        |x| starknet::hash_single(x[0]),
        one,
    ));
    v.push(slice_hasher::<Stark252, _>(
        "starknet-hash-many",
        f,
        Scenario::Elements(SEQUENTIAL),
        SEQUENTIAL,
        None,
        starknet::hash_many,
        one,
    ));
    v.push(perm_fn::<Stark252, 3>(
        "poseidon-starknet",
        f,
        starknet::hades,
    ));
    let p4 = starknet::permutation::<4>().expect("t = 4");
    let p5 = starknet::permutation::<5>().expect("t = 5");
    let p9 = starknet::permutation::<9>().expect("t = 9");
    v.push(perm_fn::<Stark252, 3>(
        "poseidon-stark252",
        f,
        starknet::hades,
    ));
    v.push(perm_of::<Stark252, _, 4>("poseidon-stark252", f, p4));
    v.push(perm_of::<Stark252, _, 5>("poseidon-stark252", f, p5));
    v.push(perm_of::<Stark252, _, 9>("poseidon-stark252", f, p9));
}

fn plonky2_rows(v: &mut Vec<Case>) {
    let f = "goldilocks";
    v.push(merge::<Goldilocks, _, 4>(
        "plonky2-two-to-one",
        f,
        None,
        |[l, r]| plonky2::two_to_one(l, r),
        |d| canonical(d),
    ));
    for (name, hash) in [
        (
            "plonky2-hash-no-pad",
            plonky2::hash_no_pad as fn(&[Goldilocks]) -> _,
        ),
        ("plonky2-hash-pad", plonky2::hash_pad),
    ] {
        v.push(slice_hasher::<Goldilocks, _>(
            name,
            f,
            Scenario::Elements(SEQUENTIAL),
            SEQUENTIAL,
            None,
            hash,
            |d| canonical(d),
        ));
    }
    v.push(perm_fn::<Goldilocks, 12>(
        "poseidon-plonky2",
        f,
        plonky2::permute,
    ));
}

/// Plonky3's Poseidon1 over KoalaBear and BabyBear.
fn poseidon_plonky3_rows(v: &mut Vec<Case>) {
    use zkhashes::instances::poseidon_plonky3 as p1;
    let n = "poseidon-plonky3";
    v.push(perm_of::<KoalaBear, _, 16>(
        n,
        "koalabear",
        p1::koalabear_w16(),
    ));
    v.push(perm_of::<KoalaBear, _, 24>(
        n,
        "koalabear",
        p1::koalabear_w24(),
    ));
    v.push(perm_of::<BabyBear, _, 16>(
        n,
        "babybear",
        p1::babybear_w16(),
    ));
    v.push(perm_of::<BabyBear, _, 24>(
        n,
        "babybear",
        p1::babybear_w24(),
    ));
}

/// leanSig's hashes on Poseidon1 (a tree node's compression and tweak
/// hash) and Tip5 (the permutation, `hash_pair`, `hash_varlen`).
fn leansig_tip5_rows(v: &mut Vec<Case>) {
    use zkhashes::instances::{leansig, tip5 as t5};
    let kb = "koalabear";
    let ok =
        |o: &Result<Vec<KoalaBear>, zkhashes::Error>| o.as_ref().ok().and_then(|x| canonical(x));
    v.push(merge::<KoalaBear, _, 8>(
        "leansig-compress",
        kb,
        None,
        |h| leansig::compress(leansig::CHAIN_WIDTH, &h.concat(), 8),
        ok,
    ));
    // A Merkle node: parameter (5), tweak (2), two digests of 8.
    v.push(slice_hasher::<KoalaBear, _>(
        "leansig-tweak-hash",
        kb,
        Scenario::TwoToOne,
        23,
        None,
        |x| {
            let tweak = [x[5], x[6]];
            leansig::PROD.apply_encoded(&x[..5], &tweak, &[&x[7..15], &x[15..]])
        },
        ok,
    ));
    let g = "goldilocks";
    v.push(perm_of::<Goldilocks, _, 16>(
        "tip5",
        g,
        &zkhashes::permutation::tip5::Tip5,
    ));
    v.push(merge::<Goldilocks, _, 5>(
        "tip5-hash-10",
        g,
        None,
        |h| t5::hash_pair(&h[0], &h[1]),
        |d| canonical(d),
    ));
    v.push(slice_hasher::<Goldilocks, _>(
        "tip5-hash-varlen",
        g,
        Scenario::Elements(SEQUENTIAL),
        SEQUENTIAL,
        None,
        t5::hash_varlen,
        |d| canonical(d),
    ));
}

fn rescue_rows(v: &mut Vec<Case>) {
    let f = "goldilocks";
    let seq = Scenario::Elements(SEQUENTIAL);
    let digest = |d: &[Goldilocks; 4]| canonical(d);
    v.push(slice_hasher::<Goldilocks, _>(
        "rpo-hash-elements",
        f,
        seq,
        SEQUENTIAL,
        None,
        Rpo256::hash_elements,
        digest,
    ));
    v.push(merge::<Goldilocks, _, 4>(
        "rpo-merge",
        f,
        None,
        Rpo256::merge,
        digest,
    ));
    v.push(slice_hasher::<Goldilocks, _>(
        "rpx-hash-elements",
        f,
        seq,
        SEQUENTIAL,
        None,
        Rpx256::hash_elements,
        digest,
    ));
    v.push(merge::<Goldilocks, _, 4>(
        "rpx-merge",
        f,
        None,
        Rpx256::merge,
        digest,
    ));
    v.push(slice_hasher::<Goldilocks, _>(
        "rp64-256-hash-elements",
        f,
        seq,
        SEQUENTIAL,
        None,
        winterfell::hash_elements,
        digest,
    ));
    v.push(merge::<Goldilocks, _, 4>(
        "rp64-256-merge",
        f,
        None,
        winterfell::merge,
        digest,
    ));
    v.push(perm_fn::<Goldilocks, 12>("rpo", f, rescue::rpo_permute));
    v.push(perm_fn::<Goldilocks, 12>("rpx", f, rescue::rpx_permute));
    v.push(perm_fn::<Goldilocks, 12>(
        "rp64-256",
        f,
        rescue::rp64_256_permute,
    ));
}

/// Noir's Poseidon2 (BN254), Zcash Orchard's Poseidon (Pallas), Polygon
/// zkEVM's Poseidon and Miden's Poseidon2 hasher (Goldilocks).
fn ecosystem_rows(v: &mut Vec<Case>) {
    for (scenario, n) in [
        (Scenario::TwoToOne, 2),
        (Scenario::Elements(SEQUENTIAL), SEQUENTIAL),
    ] {
        v.push(slice_hasher::<Bn254Fr, _>(
            "poseidon2-noir",
            "bn254",
            scenario,
            n,
            None,
            noir::hash,
            one,
        ));
    }
    v.push(perm_of::<Bn254Fr, _, 4>(
        "poseidon2-barretenberg",
        "bn254",
        noir::permutation(),
    ));
    v.push(slice_hasher::<zkhashes::field::Pallas, _>(
        "poseidon-zcash",
        "pallas",
        Scenario::TwoToOne,
        2,
        None,
        |x| zcash::hash(x).expect("two inputs"),
        one,
    ));
    v.push(perm_of::<zkhashes::field::Pallas, _, 3>(
        "poseidon-zcash",
        "pallas",
        zcash::permutation(),
    ));
    v.push(slice_hasher::<BabyBear, _>(
        "poseidon-risc0",
        "babybear",
        Scenario::Elements(SEQUENTIAL),
        SEQUENTIAL,
        None,
        p254::hash_elements,
        one,
    ));
    v.push(merge::<Bn254Fr, _, 1>(
        "poseidon-risc0-pair",
        "bn254",
        None,
        |[l, r]| p254::hash_pair(&l[0], &r[0]),
        one,
    ));
    v.push(perm_of::<Bn254Fr, _, 3>(
        "poseidon-risc0",
        "bn254",
        p254::permutation(),
    ));
    type Pallas = zkhashes::field::Pallas;
    type Mina = fn(&[Pallas]) -> Pallas;
    let kimchi: [(&str, Mina); 2] = [
        ("poseidon-mina", |x| mina::hash(mina::Version::Kimchi, x)),
        ("poseidon-mina-with-prefix", |x| {
            mina::hash_with_prefix_element(mina::Version::Kimchi, x[0], &x[1..])
        }),
    ];
    let legacy: [(&str, Mina); 2] = [
        ("poseidon-mina-legacy", |x| {
            mina::hash(mina::Version::Legacy, x)
        }),
        ("poseidon-mina-legacy-with-prefix", |x| {
            mina::hash_with_prefix_element(mina::Version::Legacy, x[0], &x[1..])
        }),
    ];
    for (version, hashers) in [
        (mina::Version::Kimchi, kimchi),
        (mina::Version::Legacy, legacy),
    ] {
        for (name, hash) in hashers {
            v.push(slice_hasher::<Pallas, _>(
                name,
                "pallas",
                Scenario::TwoToOne,
                2,
                None,
                hash,
                one,
            ));
        }
        v.push(perm_of::<Pallas, _, 3>(
            hashers[0].0,
            "pallas",
            mina::permutation(version),
        ));
    }
    filecoin_rows(v);
    let f = "goldilocks";
    let digest = |d: &[Goldilocks; 4]| canonical(d);
    v.push(merge::<Goldilocks, _, 4>(
        "poseidon-polygon",
        f,
        None,
        |h| {
            let inputs: [Goldilocks; 8] = core::array::from_fn(|i| h[i / 4][i % 4]);
            polygon::hash(&inputs, &[Goldilocks::default(); 4])
        },
        digest,
    ));
    v.push(slice_hasher::<Goldilocks, _>(
        "polygon-linear-hash",
        f,
        Scenario::Elements(SEQUENTIAL),
        SEQUENTIAL,
        None,
        polygon::linear_hash,
        digest,
    ));
    v.push(slice_hasher::<Goldilocks, _>(
        "poseidon2-miden-hash-elements",
        f,
        Scenario::Elements(SEQUENTIAL),
        SEQUENTIAL,
        None,
        Poseidon2Hasher::hash_elements,
        digest,
    ));
    v.push(merge::<Goldilocks, _, 4>(
        "poseidon2-miden-merge",
        f,
        None,
        Poseidon2Hasher::merge,
        digest,
    ));
    v.push(slice_hasher::<Goldilocks, _>(
        "eidos-miden-hash-elements",
        f,
        Scenario::Elements(SEQUENTIAL),
        SEQUENTIAL,
        None,
        |x| eidos::hash_elements(x).ok(),
        |d: &Option<[Goldilocks; 4]>| d.as_ref().and_then(|d| canonical(d)),
    ));
    v.push(merge::<Goldilocks, _, 4>(
        "eidos-miden-merge",
        f,
        None,
        eidos::merge,
        digest,
    ));
}

fn gmimc_rows(v: &mut Vec<Case>) {
    fn run<const T: usize>(s: &mut [Goldilocks; T]) {
        gmimc::permute(s).expect("a GMiMC width");
    }
    v.push(perm_fn::<Goldilocks, 8>(
        "gmimc-goldilocks",
        "goldilocks",
        run::<8>,
    ));
    v.push(perm_fn::<Goldilocks, 12>(
        "gmimc-goldilocks",
        "goldilocks",
        run::<12>,
    ));
    v.push(perm_fn::<Goldilocks, 16>(
        "gmimc-goldilocks",
        "goldilocks",
        run::<16>,
    ));
}

fn poseidon2_rows(v: &mut Vec<Case>) {
    v.push(slice_hasher::<Bn254Fr, _>(
        "poseidon2-openzeppelin",
        "bn254",
        Scenario::TwoToOne,
        2,
        None,
        oz::hash,
        one,
    ));
    v.push(slice_hasher::<Bn254Fr, _>(
        "poseidon2-openzeppelin",
        "bn254",
        Scenario::Elements(SEQUENTIAL),
        SEQUENTIAL,
        None,
        oz::hash,
        one,
    ));
    let n = "poseidon2-horizen";
    v.push(perm_of::<Bn254Fr, _, 3>(n, "bn254", hl::bn254_t3()));
    v.push(perm_of::<Goldilocks, _, 8>(
        n,
        "goldilocks",
        hl::goldilocks_t8(),
    ));
    v.push(perm_of::<Goldilocks, _, 12>(
        n,
        "goldilocks",
        hl::goldilocks_t12(),
    ));
    v.push(perm_of::<Goldilocks, _, 16>(
        n,
        "goldilocks",
        hl::goldilocks_t16(),
    ));
    v.push(perm_of::<Goldilocks, _, 20>(
        n,
        "goldilocks",
        hl::goldilocks_t20(),
    ));
    v.push(perm_of::<BabyBear, _, 16>(
        n,
        "babybear",
        hl::babybear_t16(),
    ));
    v.push(perm_of::<BabyBear, _, 24>(
        n,
        "babybear",
        hl::babybear_t24(),
    ));
    v.push(merge::<BabyBear, _, 8>(
        "poseidon2-risc0",
        "babybear",
        None,
        |[l, r]| risc0::hash_pair(l, r),
        |d| canonical(d),
    ));
    v.push(perm_of::<BabyBear, _, 24>(
        "poseidon2-risc0",
        "babybear",
        risc0::permutation(),
    ));
}

/// Plonky3's sponge (over width `TS`) and compression (over width `TC`)
/// of one field, at the registry's default widths.
macro_rules! plonky3_hashers {
    ($v:ident, $prefix:literal, $field:literal, $F:ty, $d:ident, sponge $ts:literal = $sp:expr,
     compress $tc:literal = $cp:expr) => {{
        let sponge = $sp;
        $v.push(slice_hasher::<$F, _>(
            concat!($prefix, "-sponge"),
            $field,
            Scenario::Elements(SEQUENTIAL),
            SEQUENTIAL,
            Some($ts),
            move |x| p3::sponge::<$F, _, $ts, $d>(sponge, x),
            |d| canonical(d),
        ));
        let comp = $cp;
        $v.push(merge::<$F, _, $d>(
            concat!($prefix, "-compress"),
            $field,
            Some($tc),
            move |[l, r]| p3::compress::<$F, _, $tc, $d>(comp, l, r),
            |d| canonical(d),
        ));
    }};
}

fn plonky3_rows(v: &mut Vec<Case>) {
    let n = "poseidon2-plonky3";
    v.push(perm_of::<Goldilocks, _, 8>(
        n,
        "goldilocks",
        p3::goldilocks_w8(),
    ));
    v.push(perm_of::<Goldilocks, _, 12>(
        n,
        "goldilocks",
        p3::goldilocks_w12(),
    ));
    v.push(perm_of::<Goldilocks, _, 16>(
        n,
        "goldilocks",
        p3::goldilocks_w16(),
    ));
    v.push(perm_of::<BabyBear, _, 16>(
        n,
        "babybear",
        p3::babybear_w16(),
    ));
    v.push(perm_of::<BabyBear, _, 24>(
        n,
        "babybear",
        p3::babybear_w24(),
    ));
    v.push(perm_of::<KoalaBear, _, 16>(
        n,
        "koalabear",
        p3::koalabear_w16(),
    ));
    v.push(perm_of::<KoalaBear, _, 24>(
        n,
        "koalabear",
        p3::koalabear_w24(),
    ));
    v.push(perm_of::<Mersenne31, _, 16>(
        n,
        "mersenne31",
        p3::mersenne31_w16(),
    ));
    v.push(perm_of::<Mersenne31, _, 24>(
        n,
        "mersenne31",
        p3::mersenne31_w24(),
    ));
    const DG: usize = DIGEST_GOLDILOCKS;
    const D31: usize = DIGEST_31;
    plonky3_hashers!(v, "plonky3", "goldilocks", Goldilocks, DG,
        sponge 12 = p3::goldilocks_w12(), compress 8 = p3::goldilocks_w8());
    plonky3_hashers!(v, "plonky3", "babybear", BabyBear, D31,
        sponge 24 = p3::babybear_w24(), compress 16 = p3::babybear_w16());
    plonky3_hashers!(v, "plonky3", "koalabear", KoalaBear, D31,
        sponge 24 = p3::koalabear_w24(), compress 16 = p3::koalabear_w16());
    plonky3_hashers!(v, "plonky3", "mersenne31", Mersenne31, D31,
        sponge 24 = p3::mersenne31_w24(), compress 16 = p3::mersenne31_w16());
}

/// Plonky3's Monolith: the permutations, its sponge and compression.
fn monolith_rows(v: &mut Vec<Case>) {
    use zkhashes::permutation::monolith::{Monolith31, Monolith64};
    let n = "monolith-plonky3";
    v.push(perm_of::<Mersenne31, _, 16>(
        n,
        "mersenne31",
        &Monolith31::<16>,
    ));
    v.push(perm_of::<Mersenne31, _, 24>(
        n,
        "mersenne31",
        &Monolith31::<24>,
    ));
    v.push(perm_of::<Goldilocks, _, 8>(
        n,
        "goldilocks",
        &Monolith64::<8, 8>,
    ));
    v.push(perm_of::<Goldilocks, _, 12>(
        n,
        "goldilocks",
        &Monolith64::<12, 8>,
    ));
    let n = "monolith16-plonky3";
    v.push(perm_of::<Goldilocks, _, 8>(
        n,
        "goldilocks",
        &Monolith64::<8, 16>,
    ));
    v.push(perm_of::<Goldilocks, _, 12>(
        n,
        "goldilocks",
        &Monolith64::<12, 16>,
    ));
    const DG: usize = DIGEST_GOLDILOCKS;
    const D31: usize = DIGEST_31;
    plonky3_hashers!(v, "monolith-plonky3", "mersenne31", Mersenne31, D31,
        sponge 16 = &Monolith31::<16>, compress 16 = &Monolith31::<16>);
    plonky3_hashers!(v, "monolith-plonky3", "goldilocks", Goldilocks, DG,
        sponge 12 = &Monolith64::<12, 8>, compress 8 = &Monolith64::<8, 8>);
}

/// gnark-crypto's Poseidon2: the permutations its hashers use, `Compress`
/// and the Merkle–Damgård hasher over 100 elements.
fn gnark_rows(v: &mut Vec<Case>) {
    use zkhashes::instances::poseidon2_gnark as g;
    let n = "poseidon2-gnark";
    v.push(perm_of::<KoalaBear, _, 16>(
        n,
        "koalabear",
        g::koalabear_w16(),
    ));
    v.push(perm_of::<KoalaBear, _, 24>(
        n,
        "koalabear",
        g::koalabear_w24(),
    ));
    v.push(perm_of::<BabyBear, _, 16>(n, "babybear", g::babybear_w16()));
    v.push(perm_of::<BabyBear, _, 24>(n, "babybear", g::babybear_w24()));
    v.push(perm_of::<Bn254Fr, _, 2>(n, "bn254", g::bn254_t2()));
    v.push(perm_of::<Bn254Fr, _, 4>(n, "bn254", g::bn254_t4()));
    macro_rules! hashers {
        ($field:literal, $F:ty, $t:literal, $d:literal, $p:expr) => {{
            let p = $p;
            v.push(merge::<$F, _, $d>(
                "poseidon2-gnark-compress",
                $field,
                Some($t),
                move |[l, r]| g::compress::<$F, _, $t, $d>(p, l, r),
                |d| canonical(d),
            ));
            v.push(slice_hasher::<$F, _>(
                "poseidon2-gnark-md",
                $field,
                Scenario::Elements(SEQUENTIAL),
                SEQUENTIAL,
                Some($t),
                move |x| g::md_hash::<$F, _, $t, $d>(p, x),
                |d| canonical(d),
            ));
        }};
    }
    hashers!("koalabear", KoalaBear, 16, 8, g::koalabear_w16());
    hashers!("babybear", BabyBear, 16, 8, g::babybear_w16());
    hashers!("bn254", Bn254Fr, 2, 1, g::bn254_t2());
}

/// The 2-to-1 hashers' batch modes over [`batch::BATCH`] pairs, on one
/// core and on every core.
fn batch_rows(v: &mut Vec<Case>) {
    use batch::pairs;
    type G = Goldilocks;
    for c in batch::Cores::BOTH {
        v.push(pairs::<BabyBear, DIGEST_31>(
            "plonky3-compress",
            "babybear",
            c,
            |p, o| p3::compress_many(p3::babybear_w16(), p, o),
        ));
        v.push(pairs::<KoalaBear, DIGEST_31>(
            "plonky3-compress",
            "koalabear",
            c,
            |p, o| p3::compress_many(p3::koalabear_w16(), p, o),
        ));
        v.push(pairs::<Mersenne31, DIGEST_31>(
            "plonky3-compress",
            "mersenne31",
            c,
            |p, o| p3::compress_many(p3::mersenne31_w16(), p, o),
        ));
        v.push(pairs::<G, DIGEST_GOLDILOCKS>(
            "plonky3-compress",
            "goldilocks",
            c,
            |p, o| p3::compress_many(p3::goldilocks_w8(), p, o),
        ));
        let f = "goldilocks";
        v.push(pairs::<G, 4>(
            "plonky2-two-to-one",
            f,
            c,
            plonky2::two_to_one_many,
        ));
        v.push(pairs::<G, 4>("rpo-merge", f, c, Rpo256::merge_many));
        v.push(pairs::<G, 4>("rpx-merge", f, c, Rpx256::merge_many));
        v.push(pairs::<G, 4>(
            "rp64-256-merge",
            f,
            c,
            winterfell::merge_many,
        ));
    }
}

/// Every other hasher with a batch mode: its 2-to-1 shape through the
/// registry's `hash_rows` (one core, every core).
fn front_end_batch_rows(v: &mut Vec<Case>) {
    let typed: Vec<(&str, &str)> = v
        .iter()
        .filter(|c| matches!(c.scenario, Scenario::Batch(_)))
        .map(|c| (c.name, c.field))
        .collect();
    // Each such hasher's 2-to-1 row, else its row over the fewest elements.
    let mut templates: Vec<usize> = Vec::new();
    for (k, c) in v.iter().enumerate() {
        let candidate = c.kind == Kind::Hasher
            && !c.baseline
            && c.check.is_some()
            && matches!(c.scenario, Scenario::TwoToOne | Scenario::Elements(_))
            && !typed.contains(&(c.name, c.field))
            && zkhashes::instances::registry::has_batch_mode(c.name, Some(c.field));
        if !candidate {
            continue;
        }
        let rank = |c: &Case| match c.scenario {
            Scenario::TwoToOne => 0,
            Scenario::Elements(n) => n,
            _ => usize::MAX,
        };
        match templates
            .iter()
            .position(|&j| v[j].name == c.name && v[j].field == c.field)
        {
            Some(at) if rank(c) < rank(&v[templates[at]]) => templates[at] = k,
            Some(_) => {}
            None => templates.push(k),
        }
    }
    for cores in batch::Cores::BOTH {
        for &k in &templates {
            let row = batch::rows(&v[k], cores);
            v.push(row);
        }
    }
}

/// BLAKE3, SHA3-256 and SHA-256 over `len` bytes (over a batch of
/// messages of `len` bytes, in a batch scenario).
fn baselines(v: &mut Vec<Case>, scenario: Scenario, len: usize) {
    use sha2::Digest as _;
    if let Scenario::Batch(_) | Scenario::BatchOf(..) = scenario {
        v.push(batch::baseline("blake3", scenario, len, blake3::hash));
        v.push(batch::baseline("sha3-256", scenario, len, |x| {
            sha3::Sha3_256::digest(x)
        }));
        v.push(batch::baseline("sha-256", scenario, len, |x| {
            sha2::Sha256::digest(x)
        }));
        return;
    }
    v.push(baseline("blake3", scenario, len, |x| blake3::hash(x)));
    v.push(baseline("sha3-256", scenario, len, |x| {
        sha3::Sha3_256::digest(x)
    }));
    v.push(baseline("sha-256", scenario, len, |x| {
        sha2::Sha256::digest(x)
    }));
}

/// Stwo's leaf hashers over a row of eight M31 values (the leaf of the stwo_ratio bench's
/// tree), and the BLAKE2s-M31 node.
fn stwo_rows(v: &mut Vec<Case>) {
    use zkhashes::instances::stwo::{Blake2sM31, LiftedHasher, Poseidon252};
    fn words(d: &[u8; 32]) -> Option<Vec<zkhashes::U256>> {
        Some(
            d.chunks_exact(4)
                .map(|w| {
                    [
                        u64::from(u32::from_le_bytes([w[0], w[1], w[2], w[3]])),
                        0,
                        0,
                        0,
                    ]
                })
                .collect(),
        )
    }
    fn row(x: &[Mersenne31]) -> Vec<u32> {
        x.iter().map(|v| v.to_u256()[0] as u32).collect()
    }
    let m = "mersenne31";
    v.push(slice_hasher::<Mersenne31, _>(
        "blake2s-m31-stwo",
        m,
        Scenario::Elements(8),
        8,
        None,
        |x| Blake2sM31::leaf(&row(x)),
        words,
    ));
    v.push(slice_hasher::<Mersenne31, _>(
        "blake2s-m31-stwo-merge",
        m,
        Scenario::TwoToOne,
        16,
        None,
        |x| {
            let r = row(x);
            let d =
                |w: &[u32]| -> [u8; 32] { core::array::from_fn(|i| w[i / 4].to_le_bytes()[i % 4]) };
            Blake2sM31::node(&d(&r[..8]), &d(&r[8..]))
        },
        words,
    ));
    v.push(slice_hasher::<Mersenne31, _>(
        "poseidon252-stwo",
        m,
        Scenario::Elements(8),
        8,
        None,
        |x| Poseidon252::leaf(&row(x)),
        one,
    ));
}

/// Every row, in table order: our hashers and permutations by family, then
/// the byte hashes over each input size those hashers take.
pub fn all() -> Vec<Case> {
    let mut v = Vec::new();
    circom_rows(&mut v);
    starknet_rows(&mut v);
    poseidon2_rows(&mut v);
    plonky3_rows(&mut v);
    poseidon_plonky3_rows(&mut v);
    leansig_tip5_rows(&mut v);
    monolith_rows(&mut v);
    gnark_rows(&mut v);
    stwo_rows(&mut v);
    plonky2_rows(&mut v);
    rescue_rows(&mut v);
    ecosystem_rows(&mut v);
    gmimc_rows(&mut v);
    batch_rows(&mut v);
    front_end_batch_rows(&mut v);
    let mut sizes: Vec<(Scenario, usize)> = Vec::new();
    for c in v.iter().filter(|c| c.kind == Kind::Hasher) {
        if !sizes.contains(&(c.scenario, c.bytes)) {
            sizes.push((c.scenario, c.bytes));
        }
    }
    sizes.sort_by_key(|&(_, len)| len);
    for (scenario, len) in sizes {
        baselines(&mut v, scenario, len);
    }
    super::trees::rows(&mut v);
    v
}
