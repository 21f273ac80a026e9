//! Filecoin's Poseidon (`neptune`, the hash of Filecoin's sector trees and
//! column commitments): Poseidon over BLS12-381's scalar field at arities
//! 2, 4, 8, 11 and 16 (width t = arity + 1), x⁵, R_F 8 and neptune's R_P.
//!
//! Constants as neptune generates them: the Grain LFSR of the Poseidon
//! authors' script seeded with neptune's own S-box code (1, where the
//! script writes 0 for x^α) and n = 255, 32-byte big-endian draws of 255
//! bits with rejection of values ≥ p; the MDS matrix is neptune's Cauchy
//! matrix `M[i][j] = 1/(x_i + y_j)` with xs = 0..t and ys = t..2t (not
//! drawn from Grain), symmetric.
//!
//! Hashing: cell 0 holds neptune's domain tag, cells 1.. the preimage; one
//! permutation; the hash is cell 1. [`hash`] is neptune's default
//! (`HashType::MerkleTree`, tag 2^arity − 1, exactly `arity` inputs);
//! [`hash_constant_length`] is `HashType::ConstantLength(L)` (tag L·2⁶⁴,
//! L ≤ arity inputs, zero-padded).

use crate::constants::grain::{Grain, FIELD_PRIME};
use crate::error::Error;
use crate::field::{Bls12381Fr as F, Field, PrimeField};
use crate::permutation::poseidon::PoseidonParams;
use alloc::boxed::Box;
use once_cell::race::OnceBox;

/// The arities neptune's Filecoin instances take (inputs of one hash).
pub const ARITIES: [usize; 5] = [2, 4, 8, 11, 16];
/// The permutation widths, arity + 1.
pub const WIDTHS: [usize; 5] = [3, 5, 9, 12, 17];
/// S-box exponent.
pub const ALPHA: u64 = 5;
/// Full rounds.
pub const ROUNDS_FULL: usize = 8;
/// Partial rounds by arity: neptune's `round_numbers_base` (its security
/// calculation with a margin), as neptune's own
/// `test_round_numbers_against_known_values` lists them.
pub const ROUNDS_PARTIAL: [usize; 5] = [55, 56, 57, 57, 59];
/// The S-box code neptune seeds Grain with (the script's code for x⁻¹;
/// neptune's constants differ from the script's for x⁵ by this bit).
pub const NEPTUNE_SBOX_CODE: u64 = 1;

/// Index of `arity` in [`ARITIES`].
fn slot(arity: usize) -> Option<usize> {
    ARITIES.iter().position(|&a| a == arity)
}

/// The typed error for a width that is not one of [`WIDTHS`].
fn wrong_width(got: usize) -> Error {
    Error::WrongWidth {
        widths: &WIDTHS,
        got,
    }
}

/// The constants of arity `arity` (plain, sparse and recurrence forms),
/// generated at the first call; [`Error::WrongWidth`] (width arity + 1)
/// for an arity neptune's Filecoin set lacks.
pub fn params(arity: usize) -> Result<&'static PoseidonParams<F>, Error> {
    static PARAMS: [OnceBox<PoseidonParams<F>>; 5] = [const { OnceBox::new() }; 5];
    let i = slot(arity).ok_or_else(|| wrong_width(arity.saturating_add(1)))?;
    Ok(PARAMS[i].get_or_init(|| Box::new(generate(arity, ROUNDS_PARTIAL[i]))))
}

/// neptune's constants for `arity` with `rounds_partial` partial rounds.
fn generate(arity: usize, rounds_partial: usize) -> PoseidonParams<F> {
    let t = arity + 1;
    let n = u64::from(F::MODULUS_BITS);
    let (rf, rp) = (ROUNDS_FULL as u64, rounds_partial as u64);
    let mut grain = Grain::new(FIELD_PRIME, NEPTUNE_SBOX_CODE, n, t as u64, rf, rp);
    let rc = (0..(ROUNDS_FULL + rounds_partial) * t)
        .map(|_| grain.next_field_element::<F>())
        .collect();
    let mds = (0..t)
        .flat_map(|i| (0..t).map(move |j| F::from_u64((i + j + t) as u64)))
        .map(|x| x.inverse().expect("1 <= x_i + y_j < 2t, nonzero"))
        .collect();
    PoseidonParams::from_constants(t, ALPHA, ROUNDS_FULL, rounds_partial, rc, mds)
        .expect("neptune's Filecoin parameters are a valid Poseidon instance")
}

/// The engine of width `T` (one of [`WIDTHS`]), built at the first call.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! engine {
    ($t:literal) => {{
        static ENGINE: OnceBox<Poseidon<'static, F, $t>> = OnceBox::new();
        ENGINE.get_or_init(|| {
            let p = params($t - 1).expect("a Filecoin width");
            Box::new(p.engine::<$t>().expect("the params' width"))
        })
    }};
}

/// The permutation of width `state.len()` (3, 5, 9, 12 or 17) in place;
/// [`Error::WrongWidth`] for another length.
pub fn permute(state: &mut [F]) -> Result<(), Error> {
    if !WIDTHS.contains(&state.len()) {
        return Err(wrong_width(state.len()));
    }
    run(state);
    Ok(())
}

/// One engine per width, unrolled.
#[cfg(not(target_arch = "wasm32"))]
fn run(state: &mut [F]) {
    use crate::permutation::poseidon::Poseidon;
    use crate::permutation::Permutation;
    macro_rules! at {
        ($($t:literal),*) => {
            match state.len() {
                $($t => engine!($t).permute_mut(state.try_into().expect("the length matched")),)*
                _ => unreachable!("a width of WIDTHS"),
            }
        };
    }
    at!(3, 5, 9, 12, 17);
}

/// On wasm32 one routine for every width ([`PoseidonParams::permute_dyn`]):
/// five unrolled engines would be some 25 kB of the npm entry
/// `zkhashes/pasta`.
#[cfg(target_arch = "wasm32")]
fn run(state: &mut [F]) {
    let p = params(state.len() - 1).expect("a width of WIDTHS");
    p.permute_dyn(state).expect("the params' width");
}

/// `[tag, preimage…, 0…]` of `width` cells (one of [`WIDTHS`], checked by
/// the caller), permuted; returns cell 1.
fn hash_tagged(tag: F, inputs: &[F], width: usize) -> F {
    let mut state = [F::ZERO; 17];
    let state = &mut state[..width];
    state[0] = tag;
    state[1..=inputs.len()].copy_from_slice(inputs);
    run(state);
    state[1]
}

/// neptune's default hash (`Poseidon::new_with_preimage` over
/// `PoseidonConstants::new()`, `HashType::MerkleTree`, tag 2^arity − 1) of
/// exactly arity inputs, the arity being `inputs.len()` (2, 4, 8, 11 or 16):
/// Filecoin's tree nodes (arities 2, 4, 8) and column hashes (11).
/// [`Error::WrongWidth`] (width `inputs.len() + 1`) for another count.
pub fn hash(inputs: &[F]) -> Result<F, Error> {
    let arity = inputs.len();
    slot(arity).ok_or_else(|| wrong_width(arity.saturating_add(1)))?;
    let tag = F::from_u64((1u64 << arity) - 1);
    Ok(hash_tagged(tag, inputs, arity + 1))
}

/// neptune's `HashType::ConstantLength(inputs.len())` hash at `arity`:
/// tag L·2⁶⁴, the L inputs (1 ≤ L ≤ arity) then zeros. Errors:
/// [`Error::WrongWidth`] (width arity + 1) for an arity not in [`ARITIES`],
/// [`Error::WrongArity`] for L outside 1..=arity.
pub fn hash_constant_length(arity: usize, inputs: &[F]) -> Result<F, Error> {
    slot(arity).ok_or_else(|| wrong_width(arity.saturating_add(1)))?;
    if inputs.is_empty() || inputs.len() > arity {
        return Err(Error::WrongArity {
            min: 1,
            max: arity,
            got: inputs.len(),
        });
    }
    let tag = F::from_u256(&[0, inputs.len() as u64, 0, 0]).expect("L·2⁶⁴ < p");
    Ok(hash_tagged(tag, inputs, arity + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_form_matches_the_plain_form() {
        for arity in ARITIES {
            let p = params(arity).unwrap();
            let state: alloc::vec::Vec<F> =
                (0..=arity as u64).map(|i| F::from_u64(i * 7 + 1)).collect();
            let (mut a, mut b, mut c) = (state.clone(), state.clone(), state);
            p.permute(&mut a).unwrap();
            p.permute_plain(&mut b).unwrap();
            permute(&mut c).unwrap();
            assert_eq!(a, b, "arity {arity}");
            assert_eq!(a, c, "arity {arity}: the engine");
        }
    }

    #[test]
    fn bad_arities_and_lengths_are_typed_errors() {
        let x = [F::ONE; 17];
        for n in [0, 1, 3, 5, 12, 17] {
            assert_eq!(hash(&x[..n]), Err(wrong_width(n + 1)));
        }
        assert_eq!(hash_constant_length(3, &x[..2]), Err(wrong_width(4)));
        assert_eq!(
            hash_constant_length(4, &x[..5]),
            Err(Error::WrongArity {
                min: 1,
                max: 4,
                got: 5
            })
        );
        assert_eq!(
            hash_constant_length(4, &[]),
            Err(Error::WrongArity {
                min: 1,
                max: 4,
                got: 0
            })
        );
        assert_eq!(permute(&mut [F::ZERO; 4]), Err(wrong_width(4)));
        assert_eq!(
            hash_constant_length(usize::MAX, &x[..2]),
            Err(wrong_width(usize::MAX))
        );
    }
}
