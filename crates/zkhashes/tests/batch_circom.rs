//! `permute_many` of circom's Poseidon (widths 2..=6 on IFMA lanes, 7 and
//! 17 one state at a time) against the single-state permutation and the
//! plain form of the paper: every SIMD level forced (the IFMA lanes run at
//! the AVX-512 level where the CPU has IFMA), every length 0..=3·12+1 and
//! 10,000 states, with whole states of p − 1 or 0 and extreme cells among
//! the pseudo-random ones.

use crate::common;

use zkhashes::field::Bn254Fr as F;
use zkhashes::instances::circom;
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::Permutation;

fn ifma() -> bool {
    #[cfg(target_arch = "x86_64")]
    return zkhashes::field::ifma52::available();
    #[cfg(not(target_arch = "x86_64"))]
    false
}

fn check<const T: usize>(lanes: bool) {
    let p = circom::permutation::<T>().expect("a circom width");
    let long = if T == 3 { 10_000 } else { 1000 };
    for n in (0..=3 * 12 + 1).chain([long]) {
        let input = common::extreme_states::<F, T>(n, 0x9e37_79b9_7f4a_7c15 ^ n as u64);
        let want: Vec<[F; T]> = input.iter().map(|s| p.permute(*s)).collect();
        if n < 40 {
            // The single-state path against the plain form (the definition).
            for (s, w) in input.iter().zip(&want) {
                let mut e = *s;
                p.permute_plain_mut(&mut e);
                assert_eq!(&e, w, "width {T}: single state against the plain form");
            }
        }
        common::batch_forms_match(
            &format!("circom t{T}"),
            p,
            &input,
            &want,
            |s, level| p.permute_many_at(s, level),
            |level| !lanes || level != Simd::Avx512 || !level.available() || !ifma(),
        );
    }
}

#[test]
fn width_3() {
    check::<3>(true);
}

#[test]
fn widths_2_4_5_6() {
    check::<2>(true);
    check::<4>(true);
    check::<5>(true);
    check::<6>(true);
}

#[test]
fn wider_ones_run_one_state_at_a_time() {
    check::<7>(false);
    check::<17>(false);
}
