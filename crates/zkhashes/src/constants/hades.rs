//! StarkWare's Hades round constants: the i-th is `int(sha256("Hades{i}")) mod p`
//! (cairo-lang `starkware/cairo/common/poseidon_utils.py`; CryptoExperts
//! `sage/poseidon.sage`), taken in order, t per round.

use crate::field::PrimeField;
use alloc::format;
use alloc::vec::Vec;
use sha2::{Digest, Sha256};

/// S-box exponent.
pub const ALPHA: u64 = 3;
/// Full rounds.
pub const ROUNDS_FULL: usize = 8;
/// The widths: 3 is Starknet's; 4, 5 and 9 are the hash-challenge instances.
pub const WIDTHS: [usize; 4] = [3, 4, 5, 9];

/// R_P for a width in [`WIDTHS`].
pub const fn rounds_partial(t: usize) -> usize {
    if t == 3 {
        83
    } else {
        84
    }
}

/// The diagonal k of the matrix `J + diag(k)` for a width in [`WIDTHS`]
/// (width 3: `[[3,1,1],[1,−1,1],[1,1,−2]]`; 4:
/// `[[2,1,1,1],[1,1,1,1],[1,1,0,1],[1,1,1,−1]]`; 5: diagonal 3,2,1,−1,−2; 9:
/// diagonal 5,4,3,2,1,0,−1,−3,−4).
pub const fn diag(t: usize) -> &'static [i8] {
    match t {
        3 => &[2, -2, -3],
        4 => &[1, 0, -1, -2],
        5 => &[2, 1, 0, -2, -3],
        9 => &[4, 3, 2, 1, 0, -1, -2, -4, -5],
        _ => &[],
    }
}

/// The i-th constant: the big-endian integer `sha256("Hades{i}")`, reduced mod p.
pub fn round_constant<F: PrimeField>(i: usize) -> F {
    let digest = Sha256::digest(format!("Hades{i}").as_bytes());
    let mut limbs = [0u64; 4];
    for (k, chunk) in digest.chunks(8).enumerate() {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        limbs[3 - k] = u64::from_be_bytes(word);
    }
    // The generator's definition reduces mod p: the one explicit reduction.
    F::from_u256_reduced(&limbs)
}

/// The plain round constants of a Hades instance: (R_F + R_P)·t values, row-major.
pub fn round_constants<F: PrimeField>(
    t: usize,
    rounds_full: usize,
    rounds_partial: usize,
) -> Vec<F> {
    (0..(rounds_full + rounds_partial) * t)
        .map(round_constant::<F>)
        .collect()
}
