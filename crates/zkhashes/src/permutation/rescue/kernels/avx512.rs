//! The permutations with AVX-512 on words (below 2⁶⁴, congruent mod p)
//! from the first layer to the last: the matrix as lane products by
//! columns ([`crate::field::goldilocks::small_mds`], about 19 ns
//! against 31 for the split form on words on Zen 5), with the constants
//! that follow it added by the fold that ends it; both S-box layers on the
//! vector and words of [`crate::field::goldilocks::avx512`].

use super::super::rounds::{ext_round, State, MDS_ROW, ROUNDS, RP1, RP2, RPO1, RPO2, WIDTH};
use crate::field::goldilocks::as_words;
use crate::field::goldilocks::avx512 as lanes;
use crate::field::goldilocks::small_mds::{small_mds, small_mds_add, MdsColumns};
use crate::field::Field;
use crate::field::Goldilocks as F;

/// The MDS matrix by columns.
const COLUMNS: MdsColumns = MdsColumns::circulant_plus_diagonal(&MDS_ROW, &[0; WIDTH]);

fn elements(words: [u64; WIDTH]) -> State {
    words.map(F::from_u64_reduced)
}

/// An RPO (FB) round on words.
///
/// # Safety
/// The CPU must support AVX-512F, AVX-512VL and BMI2.
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
#[inline]
unsafe fn fb_round(w: &mut [u64; WIDTH], r: usize) {
    // SAFETY: the caller guarantees the CPU features.
    unsafe {
        small_mds(w, &COLUMNS);
        lanes::add_sbox7(w, &RPO1[r]);
        small_mds_add(w, &COLUMNS, &RPO2[r]);
        lanes::inv_sbox(w);
    }
}

/// RPO.
///
/// # Safety
/// The CPU must support AVX-512F, AVX-512VL and BMI2.
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
pub unsafe fn rpo(state: &mut State) {
    let mut w = *as_words(state);
    for r in 0..ROUNDS {
        // SAFETY: the caller guarantees the CPU features.
        unsafe { fb_round(&mut w, r) };
    }
    *state = elements(w);
}

/// RPX: FB E FB E FB E M (the E rounds on field elements).
///
/// # Safety
/// The CPU must support AVX-512F, AVX-512VL and BMI2.
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
pub unsafe fn rpx(state: &mut State) {
    for r in (0..ROUNDS - 1).step_by(2) {
        let mut w = *as_words(state);
        // SAFETY: the caller guarantees the CPU features.
        unsafe { fb_round(&mut w, r) };
        *state = elements(w);
        ext_round(state, r + 1);
    }
    let mut w = *as_words(state);
    // SAFETY: the caller guarantees the CPU features.
    unsafe { small_mds_add(&mut w, &COLUMNS, &RPO1[ROUNDS - 1]) };
    *state = elements(w);
}

/// Rp64_256: x⁷, then per round MDS + ark1, x^(1/7), MDS, and the next
/// round's x⁷ with ark2 added first (the last round adds ark2 alone).
///
/// # Safety
/// The CPU must support AVX-512F, AVX-512VL and BMI2.
#[target_feature(enable = "avx512f,avx512vl,bmi2")]
pub unsafe fn rp64_256(state: &mut State) {
    let mut w = *as_words(state);
    // SAFETY: (every block) the caller guarantees the CPU features.
    unsafe { lanes::add_sbox7(&mut w, &[F::ZERO; WIDTH]) };
    for r in 0..ROUNDS {
        // SAFETY: as for the first call above (same features, same bounds).
        unsafe {
            small_mds_add(&mut w, &COLUMNS, &RP1[r]);
            lanes::inv_sbox(&mut w);
            if r + 1 < ROUNDS {
                small_mds(&mut w, &COLUMNS);
                lanes::add_sbox7(&mut w, &RP2[r]);
            } else {
                small_mds_add(&mut w, &COLUMNS, &RP2[r]);
            }
        }
    }
    *state = elements(w);
}
