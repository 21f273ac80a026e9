//! Mina's Poseidon (o1js `Poseidon`, proof-systems' Kimchi sponge) over
//! Pallas' base field: width 3, rate 2, full rounds only, each round
//! S-box, matrix, then constants ([`FullRounds`]), constants from
//! proof-systems' published tables ([`crate::constants::poseidon_mina`]).
//!
//! - [`Version::Kimchi`], the hash of Mina since Berkeley: x⁷, 55 rounds.
//! - [`Version::Legacy`], the pre-Berkeley hash (legacy signatures): x⁵,
//!   one row of constants first, then 63 rounds.
//!
//! The sponge ([`update`], o1js `Poseidon.update`): the input, zero-padded
//! to a multiple of the rate, is added into cells 0 and 1 two at a time,
//! with a permutation after each pair; the empty input is one permutation.
//! [`hash`] starts from the zero state and returns cell 0;
//! [`hash_with_prefix`] (o1js `hashWithPrefix`) first absorbs the prefix
//! string as one element (its bytes, little-endian).

use crate::constants::poseidon_mina as tables;
use crate::error::Error;
use crate::field::{Field, Pallas as F, PrimeField};
use crate::permutation::poseidon::FullRounds;
use crate::permutation::Permutation;

/// State width.
pub const WIDTH: usize = 3;
/// Rate.
pub const RATE: usize = 2;
/// The longest prefix [`hash_with_prefix`] takes, in bytes (o1js: shorter
/// than the field's 32 bytes).
pub const MAX_PREFIX_BYTES: usize = 31;

/// Which of Mina's two instances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    /// Kimchi: x⁷, 55 full rounds (o1js `Poseidon`).
    Kimchi,
    /// Legacy: x⁵, an initial row of constants and 63 full rounds (o1js
    /// `PoseidonLegacy`).
    Legacy,
}

const fn rows<const R: usize>(table: &[[[u64; 4]; 3]; R]) -> [[F; 3]; R] {
    let mut out = [[F::from_montgomery([0; 4]); 3]; R];
    let mut r = 0;
    while r < R {
        let mut i = 0;
        while i < 3 {
            out[r][i] = F::from_canonical_const(&table[r][i]);
            i += 1;
        }
        r += 1;
    }
    out
}

static KIMCHI_MDS: [[F; 3]; 3] = rows(&tables::KIMCHI_MDS);
static KIMCHI_RC: [[F; 3]; 55] = rows(&tables::KIMCHI_ROUND_CONSTANTS);
static LEGACY_MDS: [[F; 3]; 3] = rows(&tables::LEGACY_MDS);
static LEGACY_INITIAL: [[F; 3]; 1] = rows(&tables::LEGACY_INITIAL);
static LEGACY_RC: [[F; 3]; 63] = rows(&tables::LEGACY_ROUND_CONSTANTS);

static KIMCHI: FullRounds<'static, F, WIDTH> = FullRounds::new(7, None, &KIMCHI_RC, &KIMCHI_MDS);
static LEGACY: FullRounds<'static, F, WIDTH> =
    FullRounds::new(5, Some(&LEGACY_INITIAL[0]), &LEGACY_RC, &LEGACY_MDS);

/// The permutation of `version`.
pub fn permutation(version: Version) -> &'static FullRounds<'static, F, WIDTH> {
    match version {
        Version::Kimchi => &KIMCHI,
        Version::Legacy => &LEGACY,
    }
}

/// Absorbs `inputs` into `state` (o1js `update`): zero-padded pairs added
/// into cells 0 and 1, a permutation after each; the empty input is one
/// permutation.
pub fn update(version: Version, state: &mut [F; WIDTH], inputs: &[F]) {
    let p = permutation(version);
    if inputs.is_empty() {
        p.permute_mut(state);
        return;
    }
    for block in inputs.chunks(RATE) {
        for (cell, x) in state.iter_mut().zip(block) {
            *cell += *x;
        }
        p.permute_mut(state);
    }
}

/// o1js `Poseidon.hash(inputs)` (or `PoseidonLegacy.hash`): [`update`] from
/// the zero state, then cell 0.
pub fn hash(version: Version, inputs: &[F]) -> F {
    let mut state = [F::ZERO; WIDTH];
    update(version, &mut state, inputs);
    state[0]
}

/// The element a prefix string stands for (o1js `prefixToField`): its
/// bytes, little-endian; [`Error::WrongLength`] for 32 bytes or more.
pub fn prefix_to_field(prefix: &str) -> Result<F, Error> {
    let bytes = prefix.as_bytes();
    if bytes.len() > MAX_PREFIX_BYTES {
        return Err(Error::WrongLength {
            expected: MAX_PREFIX_BYTES,
            got: bytes.len(),
        });
    }
    let mut le = [0u8; 32];
    le[..bytes.len()].copy_from_slice(bytes);
    Ok(F::from_le_bytes(&le).expect("31 bytes are below p"))
}

/// The state after absorbing `prefix` alone (o1js `salt`; its
/// `prefixHashes` table holds these for Mina's prefixes).
pub fn salt(version: Version, prefix: &str) -> Result<[F; WIDTH], Error> {
    Ok(salt_element(version, prefix_to_field(prefix)?))
}

/// The state after absorbing the element `prefix` alone.
pub fn salt_element(version: Version, prefix: F) -> [F; WIDTH] {
    let mut state = [F::ZERO; WIDTH];
    update(version, &mut state, &[prefix]);
    state
}

/// o1js `hashWithPrefix(prefix, inputs)`: [`update`] from [`salt`], then
/// cell 0.
pub fn hash_with_prefix(version: Version, prefix: &str, inputs: &[F]) -> Result<F, Error> {
    Ok(hash_with_prefix_element(
        version,
        prefix_to_field(prefix)?,
        inputs,
    ))
}

/// [`hash_with_prefix`] with the prefix given as its element.
pub fn hash_with_prefix_element(version: Version, prefix: F, inputs: &[F]) -> F {
    let mut state = salt_element(version, prefix);
    update(version, &mut state, inputs);
    state[0]
}
