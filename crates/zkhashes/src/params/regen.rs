//! The audit's regenerations: each instance's constants drawn again from
//! their generator (the Grain LFSR, StarkWare's sha256 recipe) and compared,
//! value by value, with the constants the instance runs.
//!
//! For the tables compiled in (circom, Starknet, HorizenLabs' and Plonky3's
//! Poseidon2) this checks the checked-in table against the generator. The
//! instances generated at first use (Zcash, Filecoin, RISC Zero's BN254
//! rounds, Plonky3's Poseidon1) are compared with a fresh draw of the same
//! generator; their agreement with the ecosystem's shipped values is what the
//! known answers and the differential tests show.

use super::audit::Regenerated;
use crate::constants::{grain, hades, poseidon2_horizen as hl, poseidon2_plonky3 as p3c};
use crate::encode::U256;
use crate::field::{
    BabyBear, Bls12381Fr, Bn254Fr, Field, Goldilocks, KoalaBear, Mersenne31, Pallas, PrimeField,
    Stark252,
};
use crate::instances::{circom, filecoin, poseidon_plonky3, risc0_poseidon254, starknet, zcash};
use crate::permutation::hades::fold_constants;
use crate::permutation::poseidon::PoseidonParams;
use crate::permutation::poseidon2::Poseidon2;
use alloc::vec::Vec;

/// Compares the generated values with the shipped ones, in order; `runs` is
/// the shipped instance's (α, R_F, R_P).
fn compare(generated: Vec<U256>, shipped: Vec<U256>, runs: (u64, usize, usize)) -> Regenerated {
    let first_difference = generated
        .iter()
        .zip(&shipped)
        .position(|(g, s)| g != s)
        .or_else(|| (generated.len() != shipped.len()).then(|| generated.len().min(shipped.len())));
    Regenerated {
        values: shipped.len(),
        first_difference,
        runs,
    }
}

fn words<'a, F: PrimeField + 'a>(values: impl IntoIterator<Item = &'a F>) -> Vec<U256> {
    values.into_iter().map(PrimeField::to_u256).collect()
}

/// The (α, R_F, R_P) a Poseidon instance runs.
fn runs<F: PrimeField>(p: &PoseidonParams<F>) -> (u64, usize, usize) {
    (p.alpha(), p.rounds_full(), p.rounds_partial())
}

/// Grain's round constants and Cauchy matrix for the instance's (t, R_F,
/// R_P) against the Poseidon instance built at first use.
fn grain_vs_params<F: PrimeField>(p: &PoseidonParams<F>) -> Regenerated {
    let (rc, mds) =
        grain::poseidon_plain_constants::<F>(p.width(), p.rounds_full(), p.rounds_partial())
            .expect("the registry's Grain seeds are valid");
    compare(
        words(rc.iter().chain(&mds)),
        words(p.round_constants().iter().chain(p.mds())),
        runs(p),
    )
}

/// circom, width `T`: the compiled table (or, with `runtime-tables`, the
/// constants drawn at first use) against Grain.
pub(super) fn circom<const T: usize>() -> Regenerated {
    let e = circom::permutation::<T>().expect("a circom width");
    let plain = e.plain_constants();
    let shipped = words(
        plain
            .round_constants
            .iter()
            .flatten()
            .chain(plain.mds.iter().flatten()),
    );
    let (rf, rp) = (e.rounds_full(), e.rounds_partial());
    let (rc, mds) = grain::poseidon_plain_constants::<Bn254Fr>(T, rf, rp)
        .expect("circom's Grain seeds are valid");
    compare(words(rc.iter().chain(&mds)), shipped, (e.alpha(), rf, rp))
}

/// Starknet's Hades, width `T`: sha256("Hades{i}") mod p, folded, against the
/// folded constants the permutation runs.
pub(super) fn hades<const T: usize>() -> Regenerated {
    let engine = starknet::permutation::<T>()
        .expect("a Hades width")
        .engine();
    let (rf, rp) = engine.rounds();
    let rc = hades::round_constants::<Stark252>(T, rf, rp);
    let (full, partial) = fold_constants(T, rf, rp, hades::diag(T), &rc);
    let (ship_full, ship_partial) = engine.folded_constants();
    compare(
        words(full.iter().chain(&partial)),
        words(ship_full.iter().flatten().chain(ship_partial)),
        (engine.alpha(), rf, rp),
    )
}

/// Zcash's P128Pow5T3.
pub(super) fn zcash() -> Regenerated {
    grain_vs_params::<Pallas>(zcash::params())
}

/// RISC Zero's BN254 rounds (x⁸).
pub(super) fn risc0_poseidon254() -> Regenerated {
    grain_vs_params::<Bn254Fr>(risc0_poseidon254::params())
}

/// Filecoin, arity `A`: Grain seeded with neptune's S-box code, and the
/// matrix 1/(i + j + t), against the constants built at first use.
pub(super) fn filecoin<const A: usize>() -> Regenerated {
    let p = filecoin::params(A).expect("a Filecoin arity");
    let (t, rf, rp) = (A + 1, p.rounds_full(), p.rounds_partial());
    let mut g = grain::Grain::new(
        grain::FIELD_PRIME,
        filecoin::NEPTUNE_SBOX_CODE,
        u64::from(Bls12381Fr::MODULUS_BITS),
        t as u64,
        rf as u64,
        rp as u64,
    );
    let rc: Vec<Bls12381Fr> = (0..(rf + rp) * t)
        .map(|_| g.next_field_element::<Bls12381Fr>())
        .collect();
    let mds: Vec<Bls12381Fr> = (0..t)
        .flat_map(|i| (0..t).map(move |j| Bls12381Fr::from_u64((i + j + t) as u64)))
        .map(|x| x.inverse().expect("nonzero"))
        .collect();
    compare(
        words(rc.iter().chain(&mds)),
        words(p.round_constants().iter().chain(p.mds())),
        runs(p),
    )
}

/// Plonky3's Poseidon1: Grain's round constants against the instance's (its
/// matrix is a published circulant, not drawn).
fn poseidon1<F: PrimeField>(p: &PoseidonParams<F>) -> Regenerated {
    let (rc, _) =
        grain::poseidon_plain_constants::<F>(p.width(), p.rounds_full(), p.rounds_partial())
            .expect("Plonky3's Grain seeds are valid");
    compare(words(&rc), words(p.round_constants()), runs(p))
}

pub(super) fn poseidon1_koalabear16() -> Regenerated {
    poseidon1::<KoalaBear>(poseidon_plonky3::koalabear_w16_params())
}
pub(super) fn poseidon1_koalabear24() -> Regenerated {
    poseidon1::<KoalaBear>(poseidon_plonky3::koalabear_w24_params())
}
pub(super) fn poseidon1_babybear16() -> Regenerated {
    poseidon1::<BabyBear>(poseidon_plonky3::babybear_w16_params())
}
pub(super) fn poseidon1_babybear24() -> Regenerated {
    poseidon1::<BabyBear>(poseidon_plonky3::babybear_w24_params())
}

/// A Poseidon2 table (its external rows first and last, one internal
/// constant a round) against HorizenLabs' Grain draw for (t, R_F, R_P).
fn poseidon2<F: PrimeField, V: Copy, const T: usize>(
    alpha: u64,
    tables: (&[[V; T]], &[V], &[[V; T]]),
    word: fn(V) -> U256,
) -> Regenerated {
    let (initial, internal, terminal) = tables;
    let rf = 2 * initial.len();
    let p = Poseidon2::<F, T>::horizen(alpha, rf, internal.len(), [F::ONE; T])
        .expect("the registry's Poseidon2 shapes are valid");
    let generated = words(
        p.initial_constants()
            .iter()
            .flatten()
            .chain(p.internal_constants())
            .chain(p.terminal_constants().iter().flatten()),
    );
    let shipped = initial
        .iter()
        .flatten()
        .chain(internal)
        .chain(terminal.iter().flatten())
        .map(|&v| word(v))
        .collect();
    compare(generated, shipped, (alpha, rf, internal.len()))
}

fn small32(v: u32) -> U256 {
    [u64::from(v), 0, 0, 0]
}
fn small64(v: u64) -> U256 {
    [v, 0, 0, 0]
}
fn limbs(v: [u64; 4]) -> U256 {
    v
}

macro_rules! poseidon2_tables {
    ($($name:ident: $field:ty, $t:literal, $alpha:literal, $word:ident,
       $m:ident :: $init:ident, $int:ident, $term:ident;)*) => {$(
        pub(super) fn $name() -> Regenerated {
            poseidon2::<$field, _, $t>($alpha, (&$m::$init, &$m::$int, &$m::$term), $word)
        }
    )*};
}

poseidon2_tables! {
    p2_bn254_t3: Bn254Fr, 3, 5, limbs, hl::BN254_T3_INITIAL, BN254_T3_INTERNAL, BN254_T3_TERMINAL;
    p2_bn254_t4: Bn254Fr, 4, 5, limbs, hl::BN254_T4_INITIAL, BN254_T4_INTERNAL, BN254_T4_TERMINAL;
    p2_goldilocks_t8: Goldilocks, 8, 7, small64,
        hl::GOLDILOCKS_T8_INITIAL, GOLDILOCKS_T8_INTERNAL, GOLDILOCKS_T8_TERMINAL;
    p2_goldilocks_t12: Goldilocks, 12, 7, small64,
        hl::GOLDILOCKS_T12_INITIAL, GOLDILOCKS_T12_INTERNAL, GOLDILOCKS_T12_TERMINAL;
    p2_goldilocks_t16: Goldilocks, 16, 7, small64,
        hl::GOLDILOCKS_T16_INITIAL, GOLDILOCKS_T16_INTERNAL, GOLDILOCKS_T16_TERMINAL;
    p2_goldilocks_t20: Goldilocks, 20, 7, small64,
        hl::GOLDILOCKS_T20_INITIAL, GOLDILOCKS_T20_INTERNAL, GOLDILOCKS_T20_TERMINAL;
    p2_babybear_t16: BabyBear, 16, 7, small32,
        hl::BABYBEAR_T16_INITIAL, BABYBEAR_T16_INTERNAL, BABYBEAR_T16_TERMINAL;
    p2_babybear_t24: BabyBear, 24, 7, small32,
        hl::BABYBEAR_T24_INITIAL, BABYBEAR_T24_INTERNAL, BABYBEAR_T24_TERMINAL;
    p2_babybear_t32: BabyBear, 32, 7, small32,
        p3c::BABYBEAR_W32_INITIAL, BABYBEAR_W32_INTERNAL, BABYBEAR_W32_TERMINAL;
    p2_koalabear_t16: KoalaBear, 16, 3, small32,
        p3c::KOALABEAR_W16_INITIAL, KOALABEAR_W16_INTERNAL, KOALABEAR_W16_TERMINAL;
    p2_koalabear_t24: KoalaBear, 24, 3, small32,
        p3c::KOALABEAR_W24_INITIAL, KOALABEAR_W24_INTERNAL, KOALABEAR_W24_TERMINAL;
    p2_koalabear_t32: KoalaBear, 32, 3, small32,
        p3c::KOALABEAR_W32_INITIAL, KOALABEAR_W32_INTERNAL, KOALABEAR_W32_TERMINAL;
    p2_mersenne31_t16: Mersenne31, 16, 5, small32,
        p3c::MERSENNE31_W16_INITIAL, MERSENNE31_W16_INTERNAL, MERSENNE31_W16_TERMINAL;
    p2_mersenne31_t24: Mersenne31, 24, 5, small32,
        p3c::MERSENNE31_W24_INITIAL, MERSENNE31_W24_INTERNAL, MERSENNE31_W24_TERMINAL;
    p2_mersenne31_t32: Mersenne31, 32, 5, small32,
        p3c::MERSENNE31_W32_INITIAL, MERSENNE31_W32_INTERNAL, MERSENNE31_W32_TERMINAL;
}

#[cfg(not(target_arch = "wasm32"))]
/// gnark-crypto's instances (generated at first use): the constants each
/// runs against a fresh draw of gnark's Keccak-256 chain (`initRC`) for its
/// seed, or for BN254 at t ≥ 4 of HorizenLabs' Grain draw.
fn gnark<F: PrimeField, M: crate::permutation::poseidon2::InternalMatrix<F, T>, const T: usize>(
    p: &Poseidon2<F, T, M>,
    field: &str,
    alpha: u64,
) -> Regenerated {
    use crate::instances::poseidon2_gnark as g;
    let (rf, rp) = (p.rounds_full(), p.rounds_partial());
    let (initial, internal, terminal) = if field == "BN254" && T >= 4 {
        let q = Poseidon2::<F, T>::horizen(alpha, rf, rp, [F::ONE; T])
            .expect("the registry's Poseidon2 shapes are valid");
        let rows = |r: &[[F; T]]| r.to_vec();
        let (a, b, c) = (
            q.initial_constants(),
            q.internal_constants(),
            q.terminal_constants(),
        );
        (rows(a), b.to_vec(), rows(c))
    } else {
        g::keccak_constants::<F, T>(&g::seed(field, T, rf, rp, alpha), rf, rp)
    };
    let generated = words(
        initial
            .iter()
            .flatten()
            .chain(&internal)
            .chain(terminal.iter().flatten()),
    );
    let shipped = words(
        p.initial_constants()
            .iter()
            .flatten()
            .chain(p.internal_constants())
            .chain(p.terminal_constants().iter().flatten()),
    );
    compare(generated, shipped, (alpha, rf, rp))
}

macro_rules! gnark_regen {
    ($($name:ident: $instance:ident, $field:literal, $alpha:literal;)*) => {$(
        #[cfg(not(target_arch = "wasm32"))]
        pub(super) fn $name() -> Regenerated {
            gnark($crate::instances::poseidon2_gnark::$instance(), $field, $alpha)
        }
    )*};
}

gnark_regen! {
    gnark_koalabear_t16: koalabear_w16, "koalabear", 3;
    gnark_koalabear_t24: koalabear_w24, "koalabear", 3;
    gnark_babybear_t16: babybear_w16, "babybear", 7;
    gnark_babybear_t24: babybear_w24, "babybear", 7;
    gnark_bn254_t2: bn254_t2, "BN254", 5;
    gnark_bn254_t3: bn254_t3, "BN254", 5;
    gnark_bn254_t4: bn254_t4, "BN254", 5;
    gnark_bn254_t8: bn254_t8, "BN254", 5;
    gnark_bn254_t12: bn254_t12, "BN254", 5;
    gnark_bn254_t16: bn254_t16, "BN254", 5;
}
