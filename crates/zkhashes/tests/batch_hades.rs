//! `permute_many` of the StarkWare Hades instances (widths 3, 4, 5, 9)
//! against the single-state kernel and the generic engine: every SIMD
//! level forced (the IFMA lanes run at the AVX-512 level where the CPU has
//! IFMA), every length 0..=3·12+1 and 10,000 states, with whole states of
//! p − 1 or 0 and extreme cells among the pseudo-random ones.

use crate::common;

use zkhashes::field::Stark252 as F;
use zkhashes::instances::starknet;
use zkhashes::permutation::batch::Simd;
use zkhashes::permutation::hades::StarkHades;
use zkhashes::permutation::Permutation;

fn ifma() -> bool {
    #[cfg(target_arch = "x86_64")]
    return zkhashes::field::ifma52::available();
    #[cfg(not(target_arch = "x86_64"))]
    false
}

fn check<const T: usize>() {
    let h: &StarkHades<T> = starknet::permutation::<T>().expect("a StarkWare width");
    for n in (0..=3 * 12 + 1).chain([10_000]) {
        let input = common::extreme_states::<F, T>(n, 0x2545_f491_4f6c_dd1d ^ n as u64);
        let want: Vec<[F; T]> = input.iter().map(|s| h.permute(*s)).collect();
        if n < 40 {
            // The single-state kernel against the engine (the specification).
            for (s, w) in input.iter().zip(&want) {
                let mut e = *s;
                h.engine().permute_plain_mut(&mut e);
                assert_eq!(&e, w, "width {T}: kernel against the engine");
            }
        }
        common::batch_forms_match(
            &format!("hades t{T}"),
            h,
            &input,
            &want,
            |s, level| h.permute_many_at(s, level),
            |level| level != Simd::Avx512 || !level.available() || !ifma(),
        );
    }
}

#[test]
fn width_3() {
    check::<3>();
}

#[test]
fn widths_4_5_9() {
    check::<4>();
    check::<5>();
    check::<9>();
}
