//! Ethereum's post-quantum signatures (leanSig, leanSpec): the tweakable
//! hash of their XMSS over Plonky3's Poseidon1 on KoalaBear
//! ([`super::poseidon_plonky3`], widths 16 and 24), as leanSig
//! `src/symmetric/tweak_hash/poseidon.rs` computes it at its "Devnet 4"
//! commit c08a3bae (2026-04-29) and leanSpec
//! `src/lean_spec/spec/crypto/xmss/poseidon.py` specifies it (frozen known
//! answers: `tests/spec/crypto/xmss/test_poseidon.py`, leanSpec#1069).
//!
//! - [`compress`]: zero-pad the input to the width, permute, add the padded
//!   input back to every cell (feed-forward), keep the first `out_len` cells.
//! - [`Tweak`]: a tree tweak `(level << 40) | (pos << 8) | 0x01` or a chain
//!   tweak `(epoch << 24) | (chain_index << 16) | (pos << 8) | 0x00`, as
//!   [`TWEAK_LEN`] base-p digits, least significant first.
//! - [`domain_separator`]: four lengths packed as 32-bit words into one
//!   128-bit integer (the first the most significant), its 24 base-p digits
//!   compressed at width 24 to [`CAPACITY`] cells.
//! - [`sponge`]: width 24, the state `[capacity | rate]`; each chunk of the
//!   rate *overwrites* the rate cells (a short last chunk is zero-filled),
//!   then the state is permuted; the output is read from the rate.
//! - [`TweakHash::apply`]: one message → width-16 compression of
//!   `[message | parameter | tweak]`; two → width-24 compression of
//!   `[parameter | tweak | left | right]`; more → the sponge over
//!   `parameter ‖ tweak ‖ messages` with the domain separator of
//!   `[PARAMETER_LEN, TWEAK_LEN, NUM_CHUNKS, HASH_LEN]` as its capacity.
//!
//! # Security
//! The sponge has no padding: it is only collision resistant for inputs of
//! one fixed length, as leanSig uses it (the lengths are bound by the
//! domain separator in the capacity).

use super::poseidon_plonky3 as p1;
use crate::error::Error;
use crate::field::{Field, KoalaBear};
use crate::permutation::Permutation;
use alloc::vec::Vec;

/// Field elements of an encoded tweak.
pub const TWEAK_LEN: usize = 2;
/// Capacity cells of the leaf sponge (the domain separator's length).
pub const CAPACITY: usize = 9;
/// The chain's compression width.
pub const CHAIN_WIDTH: usize = 16;
/// The tree's (and the sponge's) width.
pub const MERGE_WIDTH: usize = 24;

/// The tweak prefix of chain steps.
pub const TWEAK_CHAIN: u8 = 0x00;
/// The tweak prefix of tree nodes and leaves.
pub const TWEAK_TREE: u8 = 0x01;

const P: u128 = KoalaBear::P as u128;

/// What a hash is bound to: a node of the Merkle tree or a step of a chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tweak {
    /// A tree node (`level` 0: the leaves) at `pos` in its level.
    Tree {
        /// The level (0 for leaves).
        level: u8,
        /// The position in the level.
        pos: u32,
    },
    /// Step `pos` of chain `chain_index` of signature `epoch`.
    Chain {
        /// The epoch.
        epoch: u32,
        /// The chain.
        chain_index: u8,
        /// The position in the chain.
        pos: u8,
    },
}

impl Tweak {
    /// The tweak as one integer.
    pub const fn to_int(self) -> u128 {
        match self {
            Tweak::Tree { level, pos } => {
                ((level as u128) << 40) | ((pos as u128) << 8) | TWEAK_TREE as u128
            }
            Tweak::Chain {
                epoch,
                chain_index,
                pos,
            } => {
                ((epoch as u128) << 24)
                    | ((chain_index as u128) << 16)
                    | ((pos as u128) << 8)
                    | TWEAK_CHAIN as u128
            }
        }
    }

    /// Its [`TWEAK_LEN`] base-p digits, least significant first.
    pub fn to_field(self) -> [KoalaBear; TWEAK_LEN] {
        base_p(self.to_int())
    }
}

/// The `N` base-p digits of `v`, least significant first (digits past
/// the integer's are zero).
fn base_p<const N: usize>(mut v: u128) -> [KoalaBear; N] {
    core::array::from_fn(|_| {
        let d = (v % P) as u64;
        v /= P;
        KoalaBear::from_u64(d)
    })
}

/// leanSig's `poseidon_compress` at `width` 16 or 24: the first `out_len`
/// cells of `permute(x) + x` for `x` the input zero-padded to the width.
/// Refused: another width, no input or more than `width`, `out_len` of 0
/// or above the input's length.
pub fn compress(
    width: usize,
    input: &[KoalaBear],
    out_len: usize,
) -> Result<Vec<KoalaBear>, Error> {
    if width != CHAIN_WIDTH && width != MERGE_WIDTH {
        return Err(Error::WrongWidth {
            widths: &[CHAIN_WIDTH, MERGE_WIDTH],
            got: width,
        });
    }
    if input.len() > width || input.is_empty() {
        return Err(Error::WrongArity {
            min: 1,
            max: width,
            got: input.len(),
        });
    }
    if out_len == 0 || out_len > input.len() {
        return Err(Error::InvalidOption(
            "leanSig's compression returns 1 to (number of inputs) outputs",
        ));
    }
    let mut padded = [KoalaBear::ZERO; MERGE_WIDTH];
    padded[..input.len()].copy_from_slice(input);
    Ok(compress_padded(&padded[..width], out_len))
}

/// [`compress`] of a padded state of 16 or 24 cells (no checks), on the
/// stack.
fn compress_padded(padded: &[KoalaBear], out_len: usize) -> Vec<KoalaBear> {
    fn run<const W: usize>(
        padded: &[KoalaBear],
        out_len: usize,
        perm: &impl Permutation<KoalaBear, W>,
    ) -> Vec<KoalaBear> {
        let x: [KoalaBear; W] = padded
            .try_into()
            .expect("a state of the permutation's width");
        let y = perm.permute(x);
        y.iter()
            .zip(&x)
            .take(out_len)
            .map(|(&s, &v)| s + v)
            .collect()
    }
    match padded.len() {
        CHAIN_WIDTH => run(padded, out_len, p1::koalabear_w16()),
        _ => run(padded, out_len, p1::koalabear_w24()),
    }
}

/// leanSig's `poseidon_safe_domain_separator`: the [`CAPACITY`] cells that
/// bind a sponge to `lengths` (`[PARAMETER_LEN, TWEAK_LEN, NUM_CHUNKS,
/// HASH_LEN]`).
pub fn domain_separator(lengths: [u32; 4]) -> [KoalaBear; CAPACITY] {
    let packed = lengths
        .iter()
        .fold(0u128, |acc, &l| (acc << 32) | u128::from(l));
    let digits: [KoalaBear; MERGE_WIDTH] = base_p(packed);
    let out = compress_padded(&digits, CAPACITY);
    core::array::from_fn(|i| out[i])
}

/// leanSig's `poseidon_replacement_sponge` at width 24: the state starts as
/// `[capacity | 0 …]`; every chunk of `24 − capacity.len()` inputs
/// overwrites the rate (the last one zero-filled), then the state is
/// permuted; `out_len` outputs are read from the rate (permuting between
/// blocks where more are needed). Refused: a capacity of 24 cells or more.
pub fn sponge(
    capacity: &[KoalaBear],
    input: &[KoalaBear],
    out_len: usize,
) -> Result<Vec<KoalaBear>, Error> {
    let cap = capacity.len();
    if cap >= MERGE_WIDTH {
        return Err(Error::InvalidOption(
            "the sponge's capacity must be shorter than its width (24)",
        ));
    }
    let rate = MERGE_WIDTH - cap;
    let perm = p1::koalabear_w24();
    let mut state = [KoalaBear::ZERO; MERGE_WIDTH];
    state[..cap].copy_from_slice(capacity);
    for chunk in input.chunks(rate) {
        state[cap..cap + chunk.len()].copy_from_slice(chunk);
        state[cap + chunk.len()..].fill(KoalaBear::ZERO);
        perm.permute_mut(&mut state);
    }
    let mut out = Vec::with_capacity(out_len);
    loop {
        let take = rate.min(out_len - out.len());
        out.extend_from_slice(&state[cap..cap + take]);
        if out.len() == out_len {
            return Ok(out);
        }
        perm.permute_mut(&mut state);
    }
}

/// The sizes of a leanSig tweakable hash (`PoseidonTweakHash<PARAMETER_LEN,
/// HASH_LEN, TWEAK_LEN, CAPACITY, NUM_CHUNKS>`; [`TWEAK_LEN`] and
/// [`CAPACITY`] are fixed at 2 and 9 here, as in every instantiation
/// leanSig ships with Poseidon1's production lengths).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TweakHash {
    /// Field elements of the public parameter.
    pub parameter_len: usize,
    /// Field elements of a hash.
    pub hash_len: usize,
    /// Chains a leaf hashes (the encoding's dimension).
    pub num_chunks: usize,
}

/// leanSig's production instance (`lifetime_2_to_the_32`, leanSpec's
/// `PROD_CONFIG`): parameter 5, hash 8, 46 chains.
pub const PROD: TweakHash = TweakHash {
    parameter_len: 5,
    hash_len: 8,
    num_chunks: 46,
};

/// leanSig's `lifetime_2_to_the_8` (leanSpec's `TEST_CONFIG`): 4 chains.
pub const TEST: TweakHash = TweakHash {
    parameter_len: 5,
    hash_len: 8,
    num_chunks: 4,
};

impl TweakHash {
    /// `PoseidonTweakHash::apply`: `messages` of [`Self::hash_len`] cells
    /// each under `parameter` and `tweak`. Refused: a parameter or message
    /// of the wrong length, no message, one or two messages that do not fit
    /// their compression's width.
    pub fn apply(
        &self,
        parameter: &[KoalaBear],
        tweak: Tweak,
        messages: &[&[KoalaBear]],
    ) -> Result<Vec<KoalaBear>, Error> {
        self.apply_encoded(parameter, &tweak.to_field(), messages)
    }

    /// [`Self::apply`] with the tweak already encoded ([`Tweak::to_field`]).
    pub fn apply_encoded(
        &self,
        parameter: &[KoalaBear],
        tweak: &[KoalaBear; TWEAK_LEN],
        messages: &[&[KoalaBear]],
    ) -> Result<Vec<KoalaBear>, Error> {
        let (pl, hl) = (self.parameter_len, self.hash_len);
        if parameter.len() != pl {
            return Err(Error::WrongArity {
                min: pl,
                max: pl,
                got: parameter.len(),
            });
        }
        if let Some(m) = messages.iter().find(|m| m.len() != hl) {
            return Err(Error::WrongArity {
                min: hl,
                max: hl,
                got: m.len(),
            });
        }
        match messages {
            [] => Err(Error::WrongArity {
                min: 1,
                max: usize::MAX,
                got: 0,
            }),
            [m] => {
                let input = [*m, parameter, tweak].concat();
                compress(CHAIN_WIDTH, &input, hl)
            }
            [l, r] => {
                let input = [parameter, tweak, *l, *r].concat();
                compress(MERGE_WIDTH, &input, hl)
            }
            many => {
                let lengths = [pl, TWEAK_LEN, self.num_chunks, hl].map(|n| n as u32);
                let capacity = domain_separator(lengths);
                let mut input = Vec::with_capacity(pl + TWEAK_LEN + many.len() * hl);
                input.extend_from_slice(parameter);
                input.extend_from_slice(tweak);
                for m in many {
                    input.extend_from_slice(m);
                }
                sponge(&capacity, &input, hl)
            }
        }
    }

    /// leanSig's `chain`: `steps` steps of chain `chain_index` of `epoch`
    /// from `start` at position `start_pos` (step j hashes under the chain
    /// tweak of position `start_pos + j + 1`).
    pub fn chain(
        &self,
        parameter: &[KoalaBear],
        epoch: u32,
        chain_index: u8,
        start_pos: u8,
        steps: usize,
        start: &[KoalaBear],
    ) -> Result<Vec<KoalaBear>, Error> {
        let mut value = start.to_vec();
        if value.len() != self.hash_len {
            return Err(Error::WrongArity {
                min: self.hash_len,
                max: self.hash_len,
                got: value.len(),
            });
        }
        for j in 0..steps {
            let pos = usize::from(start_pos) + j + 1;
            let pos =
                u8::try_from(pos).map_err(|_| Error::InvalidOption("a chain position past 255"))?;
            let tweak = Tweak::Chain {
                epoch,
                chain_index,
                pos,
            };
            value = self.apply(parameter, tweak, &[&value])?;
        }
        Ok(value)
    }
}
