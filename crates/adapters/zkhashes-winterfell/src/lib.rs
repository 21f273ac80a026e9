//! winter-crypto's `Rp64_256` (Rescue-Prime over Goldilocks, winterfell's algebraic hash) on
//! zkhashes' kernel, as a drop-in [`winter_crypto::Hasher`] and [`ElementHasher`]: a winterfell
//! prover names `zkhashes_winterfell::Rp64_256` as its `HashFn` (and in `MerkleTree<H>`,
//! `DefaultRandomCoin<H>`) and its proofs come out byte for byte the same.
//!
//! Miden's three hashes are here as winterfell hashers too — [`Rpo256`], [`Rpx256`] and
//! [`MidenPoseidon2`], miden-crypto's sponge (rate-first layout, miden-crypto ≥ 0.21) over
//! zkhashes' RPO, RPX and Poseidon2 (Goldilocks, width 12) — for winterfell provers and trees
//! that hash as Miden does. miden-crypto itself no longer implements winterfell's traits (0.28
//! moved to Plonky3's), so these digests are winter-crypto's `ElementDigest` as well; their
//! bytes are a Miden `Word`'s.
//!
//! ```
//! use winter_crypto::{Digest, Hasher};
//! // was: use winter_crypto::hashers::Rp64_256;
//! use zkhashes_winterfell::Rp64_256;
//!
//! let d = Rp64_256::hash(b"winterfell");
//! assert_eq!(d.as_bytes(), winter_crypto::hashers::Rp64_256::hash(b"winterfell").as_bytes());
//! ```
//!
//! The digest is winter-crypto's own (`ElementDigest`, reached through
//! `<winter_crypto::hashers::Rp64_256 as Hasher>::Digest`), so digests of both hashers mix. Its
//! elements are stored in Montgomery form by winter-math, zkhashes' canonically: each crosses
//! by winter's `as_int` / `new` (no multiplication one way, one the other).

#![warn(missing_docs)]

use winter_crypto::{ElementHasher, Hasher};
use winter_math::fields::f64::BaseElement;
use winter_math::FieldElement;
use zkhashes::instances::miden::{self, MidenHasher};
use zkhashes::instances::winterfell as zk;
use zkhashes::Goldilocks;

/// winter-crypto's digest of `Rp64_256` (four elements).
pub type ElementDigest = <winter_crypto::hashers::Rp64_256 as Hasher>::Digest;

#[inline]
fn gl(e: BaseElement) -> Goldilocks {
    // `as_int` is canonical (below p), so the reduction never changes it.
    Goldilocks::from_u64_reduced(e.as_int())
}

#[inline]
fn be(g: Goldilocks) -> BaseElement {
    BaseElement::new(g.value())
}

#[inline]
fn ours(d: ElementDigest) -> [Goldilocks; 4] {
    <[BaseElement; 4]>::from(d).map(gl)
}

#[inline]
fn theirs(d: [Goldilocks; 4]) -> ElementDigest {
    d.map(be).into()
}

/// Drop-in for `winter_crypto::hashers::Rp64_256`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rp64_256;

impl Hasher for Rp64_256 {
    type Digest = ElementDigest;
    const COLLISION_RESISTANCE: u32 = 128;

    /// # Panics
    /// Where winter-crypto's does: more than 56 bytes whose length is not a multiple of 7.
    fn hash(bytes: &[u8]) -> ElementDigest {
        theirs(zk::hash_bytes(bytes).expect("Rp64_256::hash: a length winter-crypto refuses too"))
    }

    fn merge(values: &[ElementDigest; 2]) -> ElementDigest {
        theirs(zk::merge(&[ours(values[0]), ours(values[1])]))
    }

    /// winter-crypto's `merge_many`: the hash of all the digests' elements (not a batch of
    /// pair merges).
    fn merge_many(values: &[ElementDigest]) -> ElementDigest {
        theirs(zk::hash_elements_iter(
            4 * values.len(),
            values.iter().flat_map(|d| ours(*d)),
        ))
    }

    fn merge_with_int(seed: ElementDigest, value: u64) -> ElementDigest {
        theirs(zk::merge_with_int(&ours(seed), value))
    }
}

impl ElementHasher for Rp64_256 {
    type BaseField = BaseElement;

    fn hash_elements<E: FieldElement<BaseField = Self::BaseField>>(
        elements: &[E],
    ) -> ElementDigest {
        let base = E::slice_as_base_elements(elements);
        theirs(zk::hash_elements_iter(
            base.len(),
            base.iter().map(|e| gl(*e)),
        ))
    }
}

/// Miden's sponge over one of its permutations as a winterfell hasher (the three types below).
macro_rules! miden_hasher {
    ($(#[$doc:meta])* $name:ident, $core:ty) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name;

        impl Hasher for $name {
            type Digest = ElementDigest;
            const COLLISION_RESISTANCE: u32 = 128;

            /// miden-crypto's `hash(bytes)`: any length.
            fn hash(bytes: &[u8]) -> ElementDigest {
                theirs(<$core>::hash_bytes(bytes))
            }

            fn merge(values: &[ElementDigest; 2]) -> ElementDigest {
                theirs(<$core>::merge(&[ours(values[0]), ours(values[1])]))
            }

            /// miden-crypto's `merge_many`: the hash of all the digests' elements.
            fn merge_many(values: &[ElementDigest]) -> ElementDigest {
                theirs(<$core>::hash_elements_iter(
                    4 * values.len(),
                    values.iter().flat_map(|d| ours(*d)),
                ))
            }

            /// miden-crypto's `merge_with_int` (its layout before 0.28 dropped the function:
            /// [`MidenHasher::merge_with_int`]).
            fn merge_with_int(seed: ElementDigest, value: u64) -> ElementDigest {
                theirs(<$core>::merge_with_int(&ours(seed), value))
            }
        }

        impl ElementHasher for $name {
            type BaseField = BaseElement;

            fn hash_elements<E: FieldElement<BaseField = Self::BaseField>>(
                elements: &[E],
            ) -> ElementDigest {
                let base = E::slice_as_base_elements(elements);
                theirs(<$core>::hash_elements_iter(
                    base.len(),
                    base.iter().map(|e| gl(*e)),
                ))
            }
        }
    };
}

miden_hasher!(
    /// Miden's RPO_256 (Rescue Prime Optimized) as a winterfell hasher.
    Rpo256,
    miden::Rpo256
);
miden_hasher!(
    /// Miden's RPX_256 (Rescue Prime eXtension) as a winterfell hasher.
    Rpx256,
    miden::Rpx256
);
miden_hasher!(
    /// Miden's `Poseidon2` hasher (miden-crypto ≥ 0.28, the hash of its Merkle trees) as a
    /// winterfell hasher.
    MidenPoseidon2,
    miden::Poseidon2Hasher
);
