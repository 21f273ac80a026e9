//! StarkWare's Hades round constants: the i-th is `int(sha256("Hades{i}")) mod p`
//! (cairo-lang `starkware/cairo/common/poseidon_utils.py`; CryptoExperts
//! `sage/poseidon.sage`), taken in order, t per round.

use crate::error::{push_decimal, Error};
use crate::field::PrimeField;
use alloc::string::String;
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
    seeded_constant("Hades", i)
}

/// The big-endian integer `sha256("{name}{i}")`, reduced mod p: StarkWare's
/// generator of round constants (`name` "Hades") and of Cauchy matrices
/// ([`cauchy_mds`]).
pub fn seeded_constant<F: PrimeField>(name: &str, i: usize) -> F {
    // Written out without `core::fmt`, which the size-bound wasm builds leave out.
    let mut seed = String::from(name);
    push_decimal(&mut seed, i as u64);
    let digest = Sha256::digest(seed.as_bytes());
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

/// StarkWare's generated m × m matrix (@scure/starknet's `_poseidonMDS`,
/// poseidon-py's `generate_mds_matrix`), row-major: `1 / (x_i − y_j)` with
/// `x_i` = [`seeded_constant`]`("{name}x", attempt·m + i)` and `y_j` likewise
/// from `"{name}y"`. [`Error::InvalidParameters`] when the 2m values are not
/// distinct.
pub fn cauchy_mds<F: PrimeField>(name: &str, m: usize, attempt: usize) -> Result<Vec<F>, Error> {
    let seeds = |suffix: &str| -> Vec<F> {
        let mut seed = String::from(name);
        seed.push_str(suffix);
        (0..m)
            .map(|i| seeded_constant(&seed, attempt * m + i))
            .collect()
    };
    let (x, y) = (seeds("x"), seeds("y"));
    let all: Vec<&F> = x.iter().chain(&y).collect();
    for (k, a) in all.iter().enumerate() {
        if all[..k].contains(a) {
            return Err(Error::InvalidParameters("X and Y values are not distinct"));
        }
    }
    let mut mds = Vec::with_capacity(m * m);
    for xi in &x {
        for yj in &y {
            let d = (*xi - *yj)
                .inverse()
                .ok_or(Error::InvalidParameters("X and Y values are not distinct"))?;
            mds.push(d);
        }
    }
    Ok(mds)
}
