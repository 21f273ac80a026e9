//! Zcash Orchard's Poseidon (`halo2_poseidon`, `P128Pow5T3`): Poseidon over
//! Pallas' base field, width 3, rate 2, x⁵, R_F 8, R_P 56, round constants
//! and Cauchy MDS matrix from the Poseidon authors' Grain LFSR (the first
//! matrix drawn: `SECURE_MDS` 0), generated here at first use.
//!
//! `ConstantLength<L>` hashing: the state starts as `[0, 0, L·2⁶⁴]`; the
//! input, zero-padded to a multiple of the rate, is added into cells 0 and
//! 1 two at a time with a permutation after each pair; the hash is cell 0.
//! There is no hash of the empty input (halo2_poseidon panics on it). Orchard's nullifiers and note
//! commitments hash two elements this way (`ConstantLength<2>`).

use crate::error::Error;
use crate::field::{Field, Pallas as F, PrimeField};
use crate::permutation::poseidon::{Poseidon, PoseidonParams};
use crate::permutation::Permutation;
use alloc::boxed::Box;
use once_cell::race::OnceBox;

/// State width.
pub const WIDTH: usize = 3;
/// Rate.
pub const RATE: usize = 2;
/// S-box exponent.
pub const ALPHA: u64 = 5;
/// Full rounds.
pub const ROUNDS_FULL: usize = 8;
/// Partial rounds.
pub const ROUNDS_PARTIAL: usize = 56;

/// The instance's constants (plain, sparse and recurrence forms).
pub fn params() -> &'static PoseidonParams<F> {
    static PARAMS: OnceBox<PoseidonParams<F>> = OnceBox::new();
    PARAMS.get_or_init(|| {
        Box::new(
            PoseidonParams::generate(WIDTH, ALPHA, ROUNDS_FULL, ROUNDS_PARTIAL)
                .expect("P128Pow5T3's parameters are a valid Poseidon instance"),
        )
    })
}

/// The `P128Pow5T3` permutation over Pallas.
pub fn permutation() -> &'static Poseidon<'static, F, WIDTH> {
    static ENGINE: OnceBox<Poseidon<'static, F, WIDTH>> = OnceBox::new();
    ENGINE.get_or_init(|| Box::new(params().engine::<WIDTH>().expect("width 3")))
}

/// `Hash::<_, P128Pow5T3, ConstantLength<L>, 3, 2>::init().hash(inputs)`
/// with L = `inputs.len()`; [`Error::WrongArity`] for no input (where
/// halo2_poseidon panics).
pub fn hash(inputs: &[F]) -> Result<F, Error> {
    if inputs.is_empty() {
        return Err(Error::WrongArity {
            min: 1,
            max: usize::MAX,
            got: 0,
        });
    }
    let p = permutation();
    let mut state = [F::ZERO; WIDTH];
    state[RATE] = F::from_u256(&[0, inputs.len() as u64, 0, 0]).expect("below p");
    let blocks = inputs.len().div_ceil(RATE);
    for b in 0..blocks {
        let block = &inputs[(b * RATE).min(inputs.len())..((b + 1) * RATE).min(inputs.len())];
        for (cell, x) in state.iter_mut().zip(block) {
            *cell += *x;
        }
        p.permute_mut(&mut state);
    }
    Ok(state[0])
}
