//! RISC Zero's Poseidon2 (risc0-zkp `core::hash::poseidon2`, the
//! `poseidon2` hash suite of its recursion circuit and Merkle trees).
//!
//! - The permutation is HorizenLabs' BabyBear t = 24 instance (x⁷, R_F 8,
//!   R_P 21, M₄ = HorizenLabs', internal diagonal `M_INT_DIAG_HZN`): risc0's
//!   tables are zkhash's, which the crosscheck compares value by value.
//! - [`hash`] is `unpadded_hash` (`hash_elem_slice`): rate 16; the elements
//!   are written over (not added into) cells 0..15, with a permutation after
//!   each 16; a last partial block, or the empty input, zero-fills the rest
//!   of the rate and permutes once more. The digest is cells 0..7.
//! - [`hash_pair`] (`hash_pair`, the Merkle trees' compression) is the
//!   hash of the two digests' 16 elements: one permutation.
//! - A RISC Zero `Digest` holds the eight elements' Montgomery words
//!   (x·2³² mod p, `as_u32_montgomery`): [`digest_words`] and
//!   [`from_digest_words`].

use crate::error::Error;
use crate::field::{BabyBear, Field};
use crate::instances::poseidon2_horizen;
use crate::permutation::poseidon2::Poseidon2;
use crate::permutation::Permutation;

/// State width.
pub const WIDTH: usize = 24;
/// Rate: elements per permutation.
pub const RATE: usize = 16;
/// Elements of a digest.
pub const DIGEST: usize = 8;

/// The permutation (HorizenLabs' BabyBear t = 24).
pub fn permutation() -> &'static Poseidon2<BabyBear, WIDTH> {
    poseidon2_horizen::babybear_t24()
}

/// risc0-zkp `unpadded_hash` of `inputs`: the digest's eight elements.
pub fn hash(inputs: &[BabyBear]) -> [BabyBear; DIGEST] {
    let p = permutation();
    let mut state = [BabyBear::ZERO; WIDTH];
    let mut blocks = inputs.chunks_exact(RATE);
    for block in blocks.by_ref() {
        state[..RATE].copy_from_slice(block);
        p.permute_mut(&mut state);
    }
    let rest = blocks.remainder();
    if !rest.is_empty() || inputs.is_empty() {
        state[..rest.len()].copy_from_slice(rest);
        state[rest.len()..RATE].fill(BabyBear::ZERO);
        p.permute_mut(&mut state);
    }
    digest(&state)
}

/// risc0-zkp `hash_pair(a, b)`: one permutation of `[a, b, 0…]`, cells 0..7.
pub fn hash_pair(a: &[BabyBear; DIGEST], b: &[BabyBear; DIGEST]) -> [BabyBear; DIGEST] {
    let mut state = [BabyBear::ZERO; WIDTH];
    state[..DIGEST].copy_from_slice(a);
    state[DIGEST..RATE].copy_from_slice(b);
    permutation().permute_mut(&mut state);
    digest(&state)
}

fn digest(state: &[BabyBear; WIDTH]) -> [BabyBear; DIGEST] {
    core::array::from_fn(|i| state[i])
}

/// The words of RISC Zero's `Digest` for `d`: each element's Montgomery
/// form x·2³² mod p.
pub fn digest_words(d: &[BabyBear; DIGEST]) -> [u32; DIGEST] {
    d.map(|x| x.to_mont())
}

/// The digest whose `Digest` words are `words`; [`Error::NonCanonical`]
/// naming the first word ≥ p (risc0's `is_digest_valid` refuses it too).
pub fn from_digest_words(words: &[u32; DIGEST]) -> Result<[BabyBear; DIGEST], Error> {
    let mut out = [BabyBear::ZERO; DIGEST];
    for (i, (o, &w)) in out.iter_mut().zip(words).enumerate() {
        if w >= BabyBear::P {
            return Err(Error::NonCanonical { index: i });
        }
        *o = BabyBear::from_mont(w);
    }
    Ok(out)
}
