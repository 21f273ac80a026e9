//! winterfell's Rp64_256 (winter-crypto, `src/hash/rescue/rp64_256/`): the
//! Rescue-Prime permutation of [`crate::permutation::rescue`] in
//! winterfell's sponge.
//!
//! Sponge: state of 12, capacity = cells 0..4, rate = cells 4..12, digest =
//! cells 4..8; inputs are **added** into the rate; `capacity[0]` = the number
//! of elements hashed; no padding (the last, partial block keeps the state's
//! other rate cells).
//! - `merge`: the two digests in the rate, `capacity[0]` = 8.
//! - `merge_with_int(seed, v)`: seed in cells 4..8, v in cell 8 and
//!   `capacity[0]` = 5 when v < p, else v mod p, ⌊v / p⌋ in cells 8, 9 and
//!   `capacity[0]` = 6.
//! - byte hashing: 7-byte little-endian chunks hashed as elements
//!   (`capacity[0]` = the number of chunks); a chunk gets a 0x01 byte after it
//!   when its position in the rate, k mod 8, is ≥ chunks − 1.
//!
//! # Compatibility
//! winterfell decides which chunk is the last by its position in the rate,
//! not in the input. Up to 56 bytes (8 chunks) that is the last chunk, as
//! intended. Beyond, no chunk is padded: for lengths that are multiples of 7
//! winterfell returns the unpadded hash, which [`hash_bytes`] reproduces; for
//! other lengths winterfell panics (winter-crypto 0.13.1), and [`hash_bytes`]
//! returns [`Error::InvalidParameters`] instead.

use crate::error::Error;
use crate::field::{Field, Goldilocks as F};
use crate::instances::miden::chunk_element;
use crate::permutation::rescue::{self, Rp64_256, State, WIDTH};
use crate::permutation::sponge::{sponge_many, Absorb, SpongeLayout};

/// Sponge rate.
pub const RATE: usize = 8;
/// Digest length.
pub const DIGEST: usize = 4;
/// First rate cell.
const RATE_START: usize = 4;

/// A digest (winterfell `ElementDigest`).
pub type Digest = [F; DIGEST];

/// The Rp64_256 permutation as a [`crate::Permutation`] (its
/// `permute_many` runs many states at once).
pub const fn rp64_256() -> Rp64_256 {
    Rp64_256
}

/// The Rp64_256 permutation.
pub fn permute(state: &mut State) {
    rescue::rp64_256_permute(state);
}

/// `hash_elements`.
pub fn hash_elements(elements: &[F]) -> Digest {
    hash_elements_iter(elements.len(), elements.iter().copied())
}

/// `hash_elements` of the `len` elements `elements` yields (for callers whose elements are
/// another library's type: converted as they are absorbed, with no buffer). `len` goes into the
/// capacity as winter-crypto puts the slice's length there; it must be the number yielded.
pub fn hash_elements_iter(len: usize, elements: impl Iterator<Item = F>) -> Digest {
    let mut state = [F::ZERO; WIDTH];
    state[0] = F::from_u64(len as u64);
    let mut pos = 0;
    for x in elements {
        state[RATE_START + pos] += x;
        pos += 1;
        if pos == RATE {
            permute(&mut state);
            pos = 0;
        }
    }
    if pos > 0 {
        permute(&mut state);
    }
    digest(&state)
}

/// `merge` of two digests.
pub fn merge(values: &[Digest; 2]) -> Digest {
    let mut state = [F::ZERO; WIDTH];
    state[0] = F::from_u64(RATE as u64);
    state[RATE_START..RATE_START + DIGEST].copy_from_slice(&values[0]);
    state[RATE_START + DIGEST..].copy_from_slice(&values[1]);
    permute(&mut state);
    digest(&state)
}

/// The sponge of `hash_elements` (and of `merge`: the 8 elements of two
/// digests hash to their merge) as a [`SpongeLayout`]: `capacity[0]` =
/// len, blocks added into cells 4..12, the digest in cells 4..8.
pub const ELEMENTS: SpongeLayout<F, WIDTH> = SpongeLayout {
    init: elements_init,
    rate_start: RATE_START,
    rate: RATE,
    absorb: Absorb::Add,
    digest_start: RATE_START,
};

fn elements_init(len: usize) -> State {
    let mut state = [F::ZERO; WIDTH];
    state[0] = F::from_u64(len as u64);
    state
}

/// [`hash_elements`] of many messages of `len` elements each, one after
/// the other in `inputs` (`len · out.len()` elements), on SIMD lanes and
/// every core ([`sponge_many`]).
pub fn hash_elements_many(inputs: &[F], len: usize, out: &mut [Digest]) {
    sponge_many(&Rp64_256, &ELEMENTS, inputs, len, out);
}

/// [`merge`] of many pairs of digests: `out[i]` = merge(`pairs[i]`).
pub fn merge_many(pairs: &[[Digest; 2]], out: &mut [Digest]) {
    assert_eq!(pairs.len(), out.len(), "one digest per pair");
    hash_elements_many(pairs.as_flattened().as_flattened(), 2 * DIGEST, out);
}

/// `merge_with_int(seed, value)`.
pub fn merge_with_int(seed: &Digest, value: u64) -> Digest {
    let p = crate::field::goldilocks::P;
    let mut state = [F::ZERO; WIDTH];
    state[RATE_START..RATE_START + DIGEST].copy_from_slice(seed);
    state[RATE_START + DIGEST] = F::from_u64(value);
    if value < p {
        state[0] = F::from_u64(DIGEST as u64 + 1);
    } else {
        state[RATE_START + DIGEST + 1] = F::from_u64(value / p);
        state[0] = F::from_u64(DIGEST as u64 + 2);
    }
    permute(&mut state);
    digest(&state)
}

/// `hash(bytes)`, bit for bit (see the module's compatibility note): any
/// length up to 56 bytes, the empty string included, and longer inputs whose
/// length is a multiple of 7; other lengths are an error, where winterfell
/// panics.
pub fn hash_bytes(bytes: &[u8]) -> Result<Digest, Error> {
    let chunks = bytes.len().div_ceil(7);
    if chunks > RATE && !bytes.len().is_multiple_of(7) {
        return Err(Error::InvalidParameters(
            "winterfell's Rp64_256::hash is only defined for up to 56 bytes or a multiple of 7 bytes",
        ));
    }
    let elements = bytes
        .chunks(7)
        .enumerate()
        .map(|(k, c)| chunk_element(c, k % RATE + 1 >= chunks));
    Ok(hash_elements_iter(chunks, elements))
}

fn digest(state: &State) -> Digest {
    core::array::from_fn(|i| state[RATE_START + i])
}
