//! Miden's RPO_256 and RPX_256 (miden-crypto ≥ 0.21,
//! `src/hash/algebraic_sponge/`): the permutations of
//! [`crate::permutation::rescue`] in Miden's sponge.
//!
//! Sponge: state of 12, rate = cells 0..8, capacity = cells 8..12, digest =
//! cells 0..4; blocks **overwrite** the rate.
//! - `hash_elements`: `capacity[0]` = len mod 8; the last block is zero-padded;
//!   the empty input hashes to `[0, 0, 0, 0]` without a permutation (so
//!   hashing 8 elements equals `merge` of the two 4-element halves).
//! - `merge`: the two digests in the rate, capacity zero, one permutation.
//! - byte hashing: 7-byte little-endian chunks, the last one followed by a
//!   0x01 byte; `capacity[0]` = 8 + (chunks mod 8) (so bytes and elements never
//!   collide); the last block is zero-padded.
//! - domains (`merge_in_domain`, `hash_elements_in_domain`): the domain in
//!   `capacity[1]`.

use crate::field::{Field, Goldilocks as F};
use crate::instances::poseidon2_plonky3;
use crate::permutation::rescue::{Rpo, Rpx, State, WIDTH};
use crate::permutation::sponge::{sponge_many, Absorb, SpongeLayout};
use crate::permutation::Permutation;

/// Sponge rate.
pub const RATE: usize = 8;
/// Digest length.
pub const DIGEST: usize = 4;
/// Bytes per field element in byte hashing.
pub const BYTES_PER_ELEMENT: usize = 7;

/// A digest (Miden `Word`).
pub type Digest = [F; DIGEST];

/// The sponge of `hash_elements` (and of `merge`: the 8 elements of two
/// digests hash to their merge) as a [`SpongeLayout`]: `capacity[0]` =
/// len mod 8, blocks overwrite the rate, a short last one zero-padded.
pub const ELEMENTS: SpongeLayout<F, WIDTH> = SpongeLayout {
    init: elements_init,
    rate_start: 0,
    rate: RATE,
    absorb: Absorb::OverwriteZeroRest,
    digest_start: 0,
};

fn elements_init(len: usize) -> State {
    let mut state = [F::ZERO; WIDTH];
    state[RATE] = F::from_u64((len % RATE) as u64);
    state
}

/// Miden's sponge over one of its permutations; every function is provided.
pub trait MidenHasher {
    /// The permutation as a [`Permutation`] (a unit type).
    type Perm: Permutation<F, WIDTH> + Sync + Default;

    /// The permutation.
    fn permute(state: &mut State) {
        Self::Perm::default().permute_mut(state);
    }

    /// `hash_elements` of many messages of `len` elements each, one after
    /// the other in `inputs` (`len · out.len()` elements), on SIMD lanes
    /// and every core ([`sponge_many`]).
    fn hash_elements_many(inputs: &[F], len: usize, out: &mut [Digest]) {
        sponge_many(&Self::Perm::default(), &ELEMENTS, inputs, len, out);
    }

    /// `merge` of many pairs of digests: `out[i]` = merge(`pairs[i]`).
    fn merge_many(pairs: &[[Digest; 2]], out: &mut [Digest]) {
        assert_eq!(pairs.len(), out.len(), "one digest per pair");
        Self::hash_elements_many(pairs.as_flattened().as_flattened(), 2 * DIGEST, out);
    }

    /// `hash_elements`.
    fn hash_elements(elements: &[F]) -> Digest {
        Self::hash_elements_in_domain(elements, F::ZERO)
    }

    /// `hash_elements_in_domain`: the domain goes in `capacity[1]`.
    fn hash_elements_in_domain(elements: &[F], domain: F) -> Digest {
        absorb::<Self>(elements.len(), elements.iter().copied(), domain)
    }

    /// `hash_elements` of the `len` elements `elements` yields, absorbed as
    /// they come (for callers whose elements need a conversion first, such
    /// as the winterfell adapter's).
    ///
    /// # Panics
    /// If `elements` does not yield exactly `len` elements.
    fn hash_elements_iter(len: usize, elements: impl Iterator<Item = F>) -> Digest {
        absorb::<Self>(len, elements, F::ZERO)
    }

    /// `merge_with_int(seed, value)` as miden-crypto defined it while it
    /// served winterfell's `Hasher` (`algebraic_sponge/mod.rs`, rate-first
    /// layout; 0.28 dropped it): `seed` in rate cells 0..4, `value` mod p in
    /// cell 4 and, where `value` ≥ p, `value / p` (= 1) in cell 5;
    /// `capacity[0]` = 5, or 6 with the second cell; one permutation.
    fn merge_with_int(seed: &Digest, value: u64) -> Digest {
        let mut state = [F::ZERO; WIDTH];
        state[..DIGEST].copy_from_slice(seed);
        state[DIGEST] = F::from_u64_reduced(value);
        let p = crate::field::goldilocks::P;
        if value < p {
            state[RATE] = F::from_u64(5);
        } else {
            state[DIGEST + 1] = F::from_u64(value / p);
            state[RATE] = F::from_u64(6);
        }
        Self::permute(&mut state);
        digest(&state)
    }

    /// `merge` of two digests.
    fn merge(values: &[Digest; 2]) -> Digest {
        Self::merge_in_domain(values, F::ZERO)
    }

    /// `merge_in_domain`: the domain goes in `capacity[1]`.
    fn merge_in_domain(values: &[Digest; 2], domain: F) -> Digest {
        let mut state = [F::ZERO; WIDTH];
        state[..DIGEST].copy_from_slice(&values[0]);
        state[DIGEST..RATE].copy_from_slice(&values[1]);
        state[RATE + 1] = domain;
        Self::permute(&mut state);
        digest(&state)
    }

    /// `hash(bytes)`: any length, the empty string included.
    fn hash_bytes(bytes: &[u8]) -> Digest {
        let chunks = bytes.len().div_ceil(BYTES_PER_ELEMENT);
        let mut state = [F::ZERO; WIDTH];
        state[RATE] = F::from_u64((RATE + chunks % RATE) as u64);
        let mut pos = 0;
        for (k, chunk) in bytes.chunks(BYTES_PER_ELEMENT).enumerate() {
            state[pos] = chunk_element(chunk, k + 1 == chunks);
            pos += 1;
            if pos == RATE {
                Self::permute(&mut state);
                pos = 0;
            }
        }
        if pos != 0 {
            state[pos..RATE].fill(F::ZERO);
            Self::permute(&mut state);
        }
        digest(&state)
    }
}

/// Miden's element sponge over `H`'s permutation: `capacity[0]` = len mod 8,
/// the domain in `capacity[1]`, blocks overwrite the rate, a short last one
/// zero-padded.
///
/// # Panics
/// If `elements` does not yield exactly `len` elements.
fn absorb<H: MidenHasher + ?Sized>(
    len: usize,
    elements: impl Iterator<Item = F>,
    domain: F,
) -> Digest {
    let mut state = [F::ZERO; WIDTH];
    state[RATE] = F::from_u64((len % RATE) as u64);
    state[RATE + 1] = domain;
    let (mut pos, mut seen) = (0, 0);
    for e in elements {
        state[pos] = e;
        pos += 1;
        seen += 1;
        if pos == RATE {
            H::permute(&mut state);
            pos = 0;
        }
    }
    assert_eq!(seen, len, "`len` elements");
    if pos != 0 {
        state[pos..RATE].fill(F::ZERO);
        H::permute(&mut state);
    }
    digest(&state)
}

/// A chunk of at most 7 bytes as a field element (little-endian), with a
/// 0x01 byte after the last chunk: always below 2⁵⁷ < p.
pub(crate) fn chunk_element(chunk: &[u8], last: bool) -> F {
    let mut buf = [0u8; 8];
    buf[..chunk.len()].copy_from_slice(chunk);
    if last {
        buf[chunk.len()] = 1;
    }
    F::from_u64(u64::from_le_bytes(buf))
}

fn digest(state: &State) -> Digest {
    core::array::from_fn(|i| state[i])
}

/// RPO_256 (Rescue Prime Optimized).
#[derive(Clone, Copy, Debug, Default)]
pub struct Rpo256;

impl MidenHasher for Rpo256 {
    type Perm = Rpo;
}

/// RPX_256 (Rescue Prime eXtension: rounds in the cubic extension).
#[derive(Clone, Copy, Debug, Default)]
pub struct Rpx256;

impl MidenHasher for Rpx256 {
    type Perm = Rpx;
}

/// Miden's Poseidon2 permutation (miden-crypto 0.28 and later): Plonky3's
/// default Goldilocks width-12 instance
/// ([`poseidon2_plonky3::goldilocks_w12`]) as a unit type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Poseidon2Permutation;

impl Permutation<F, WIDTH> for Poseidon2Permutation {
    #[inline]
    fn permute_mut(&self, state: &mut State) {
        poseidon2_plonky3::goldilocks_w12().permute_mut(state);
    }

    #[inline]
    fn permute_many_serial(&self, states: &mut [State]) {
        poseidon2_plonky3::goldilocks_w12().permute_many_serial(states);
    }
}

/// Miden's `Poseidon2` hasher (miden-crypto 0.28 and later, the hash of its
/// Merkle trees since PR #793): the sponge of RPO_256 over
/// [`Poseidon2Permutation`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Poseidon2Hasher;

impl MidenHasher for Poseidon2Hasher {
    type Perm = Poseidon2Permutation;
}

/// The RPO permutation as a [`crate::Permutation`] (its `permute_many`
/// runs many states at once).
pub const fn rpo() -> Rpo {
    Rpo
}

/// The RPX permutation as a [`crate::Permutation`].
pub const fn rpx() -> Rpx {
    Rpx
}
