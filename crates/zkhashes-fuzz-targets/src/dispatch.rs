//! Every dispatch level against the portable path, on arbitrary canonical
//! states: each SIMD level this CPU runs is forced in turn
//! (`permute_many_at`), and the single-state kernels are checked against
//! the portable rounds.

use crate::input::Input;
use zkhashes::field::Stark252;
use zkhashes::instances::{circom, plonky2, poseidon2_horizen, poseidon2_plonky3, starknet};
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::rescue::{dispatch as rescue, rounds, Portable, State};
use zkhashes::permutation::Permutation;
use zkhashes::{Bn254Fr, Goldilocks, PrimeField};

fn states<F: PrimeField, const T: usize>(input: &mut Input<'_>) -> Vec<[F; T]> {
    let n = usize::from(input.byte() % 20);
    (0..n)
        .map(|_| core::array::from_fn(|_| input.element::<F>()))
        .collect()
}

/// Each forced level that runs `at` gives `want`.
fn levels<S: Clone + PartialEq + core::fmt::Debug>(
    name: &str,
    input: &[S],
    want: &[S],
    at: impl Fn(&mut [S], Simd) -> bool,
) {
    for level in Simd::ALL {
        let mut s = input.to_vec();
        if at(&mut s, level) {
            assert_eq!(s, want, "{name} at {level:?}");
        } else {
            assert_eq!(
                s, input,
                "{name} at {level:?}: refused but changed the states"
            );
        }
    }
}

fn circom_width<const T: usize>(input: &mut Input<'_>) {
    let p = circom::permutation::<T>().expect("a circom width");
    let s: Vec<[Bn254Fr; T]> = states(input);
    let want: Vec<[Bn254Fr; T]> = s
        .iter()
        .map(|x| {
            let mut y = *x;
            circom::permute_plain(&mut y).expect("a circom width");
            y
        })
        .collect();
    for (x, w) in s.iter().zip(&want) {
        assert_eq!(&p.permute(*x), w, "circom t{T} single state");
    }
    levels("circom", &s, &want, |s, l| p.permute_many_at(s, l));
}

fn hades_width<const T: usize>(input: &mut Input<'_>) {
    let h = starknet::permutation::<T>().expect("a StarkWare width");
    let s: Vec<[Stark252; T]> = states(input);
    let want: Vec<[Stark252; T]> = s
        .iter()
        .map(|x| {
            let mut y = *x;
            h.engine().permute_plain_mut(&mut y);
            y
        })
        .collect();
    for (x, w) in s.iter().zip(&want) {
        assert_eq!(&h.permute(*x), w, "hades t{T} single state");
    }
    levels("hades", &s, &want, |s, l| h.permute_many_at(s, l));
}

macro_rules! poseidon2 {
    ($input:expr, $p:expr, $f:ty, $t:literal) => {{
        let p = $p;
        let s: Vec<[$f; $t]> = states($input);
        let want: Vec<[$f; $t]> = s.iter().map(|x| p.permute(*x)).collect();
        levels(stringify!($p), &s, &want, |s, l| p.permute_many_at(s, l));
    }};
}

fn rescue_family(input: &mut Input<'_>) {
    let s: Vec<State> = states::<Goldilocks, 12>(input);
    type Round = fn(&mut State);
    type At = fn(&mut [State], Simd) -> bool;
    let cases: [(&str, Round, Round, At); 3] = [
        (
            "rpo",
            rounds::rpo::<Portable>,
            rescue::rpo_permute,
            rescue::rpo_permute_many_at,
        ),
        (
            "rpx",
            rounds::rpx::<Portable>,
            rescue::rpx_permute,
            rescue::rpx_permute_many_at,
        ),
        (
            "rp64_256",
            rounds::rp64_256::<Portable>,
            rescue::rp64_256_permute,
            rescue::rp64_256_permute_many_at,
        ),
    ];
    for (name, portable, single, at) in cases {
        let want: Vec<State> = s
            .iter()
            .map(|x| {
                let mut y = *x;
                portable(&mut y);
                y
            })
            .collect();
        for (x, w) in s.iter().zip(&want) {
            let mut y = *x;
            single(&mut y);
            assert_eq!(&y, w, "{name} single state");
        }
        levels(name, &s, &want, at);
    }
}

fn plonky2_family(input: &mut Input<'_>) {
    let s: Vec<[Goldilocks; 12]> = states(input);
    let want: Vec<[Goldilocks; 12]> = s
        .iter()
        .map(|x| {
            let mut y = *x;
            plonky2::permute(&mut y);
            y
        })
        .collect();
    levels("plonky2", &s, &want, |s, l| {
        plonky2::permutation().permute_many_at(s, l)
    });
}

/// Target `dispatch_levels`: the first byte picks the family.
pub fn dispatch_levels(data: &[u8]) {
    let mut input = Input::new(data);
    let i = &mut input;
    match i.byte() % 12 {
        0 => circom_width::<3>(i),
        1 => circom_width::<5>(i),
        2 => hades_width::<3>(i),
        3 => hades_width::<9>(i),
        4 => poseidon2!(i, poseidon2_horizen::bn254_t3(), Bn254Fr, 3),
        5 => poseidon2!(i, poseidon2_plonky3::babybear_w16(), zkhashes::BabyBear, 16),
        6 => poseidon2!(
            i,
            poseidon2_plonky3::koalabear_w24(),
            zkhashes::KoalaBear,
            24
        ),
        7 => poseidon2!(
            i,
            poseidon2_plonky3::mersenne31_w16(),
            zkhashes::Mersenne31,
            16
        ),
        8 => poseidon2!(i, poseidon2_plonky3::goldilocks_w8(), Goldilocks, 8),
        9 => rescue_family(i),
        10 => plonky2_family(i),
        _ => circom_width::<2>(i),
    }
}
