//! Miden's Eidos (miden-crypto 0.36, `src/hash/eidos/`): a framed hash over the compression of
//! [`crate::permutation::eidos`], with Goldilocks elements in and a four-element digest out.
//!
//! - **Initial chaining value:** `[tag, IV[1]', p0, IV[3]', p1, IV[5]', p2, IV[7]']`, where `x'`
//!   is `x` with bit 31 cleared, `tag` is the domain's registered tag and `p0..p2` its
//!   parameters. The generic domains put the input's exact length in `p0`.
//! - **Elements** (`hash_elements`, tag [`FELT_SEQUENCE_TAG`]): blocks of eight elements, each
//!   element as its low and high 32-bit words; the last block zero-padded; the empty input one
//!   all-zero block.
//! - **Bytes** (`hash`, tag [`BYTE_STRING_TAG`]): blocks of 64 bytes as sixteen little-endian
//!   words, the last zero-padded; the empty input one all-zero block.
//! - **`merge`**: one block (the two digests) under the all-zero domain tuple (tag 0, no
//!   length).
//! - **Digest:** the chaining value's words in pairs, `(hi & 0x7fff_ffff) << 32 | lo`: four
//!   elements below 2⁶³, so canonical.
//!
//! A domain tag is `namespace << 24 | local_id << 8 | version`; miden-crypto's registry
//! (namespace 0) gives the generic byte string local id 3 and the generic element sequence
//! local id 10, both version 1.

use crate::error::Error;
use crate::field::Goldilocks as F;
use crate::permutation::eidos::{compress, compress_many, IV, ODD_WORD_MASK};

/// Elements in a block.
pub const BLOCK: usize = 8;
/// Elements in a digest.
pub const DIGEST: usize = 4;
/// Bytes in a block of byte hashing.
pub const BYTE_BLOCK: usize = 64;

/// A digest (Miden `Word`).
pub type Digest = [F; DIGEST];

/// The generic byte-string domain's tag (`GENERIC_BYTE_STRING`).
pub const BYTE_STRING_TAG: u32 = 0x0000_0301;
/// The generic element-sequence domain's tag (`GENERIC_FELT_SEQUENCE`).
pub const FELT_SEQUENCE_TAG: u32 = 0x0000_0a01;

/// The initial chaining value of a domain `tag` with parameters `params`.
pub const fn init_cv(tag: u32, params: [u32; 3]) -> [u32; 8] {
    [
        tag,
        IV[1] & ODD_WORD_MASK,
        params[0],
        IV[3] & ODD_WORD_MASK,
        params[1],
        IV[5] & ODD_WORD_MASK,
        params[2],
        IV[7] & ODD_WORD_MASK,
    ]
}

/// The chaining value of `merge` (tag and parameters zero).
pub const MERGE_CV: [u32; 8] = init_cv(0, [0; 3]);

/// The digest of a (masked) chaining value.
#[inline]
pub fn digest(cv: &[u32; 8]) -> Digest {
    core::array::from_fn(|i| {
        F::from_canonical((u64::from(cv[2 * i + 1] & ODD_WORD_MASK) << 32) | u64::from(cv[2 * i]))
    })
}

/// Up to eight elements as a block's sixteen words (low word first), zero-padded.
#[inline]
pub fn element_block(elements: &[F]) -> [u32; 16] {
    let mut block = [0u32; 16];
    for (pair, x) in block.chunks_exact_mut(2).zip(elements) {
        let v = x.value();
        pair[0] = v as u32;
        pair[1] = (v >> 32) as u32;
    }
    block
}

/// Up to 64 bytes as a block's sixteen little-endian words, zero-padded (bytes past the 64th
/// are ignored).
#[inline]
pub fn byte_block(bytes: &[u8]) -> [u32; 16] {
    let mut buf = [0u8; BYTE_BLOCK];
    let n = bytes.len().min(BYTE_BLOCK);
    buf[..n].copy_from_slice(&bytes[..n]);
    core::array::from_fn(|i| {
        u32::from_le_bytes([buf[4 * i], buf[4 * i + 1], buf[4 * i + 2], buf[4 * i + 3]])
    })
}

fn length(len: usize) -> Result<u32, Error> {
    u32::try_from(len).map_err(|_| Error::WrongArity {
        min: 0,
        max: u32::MAX as usize,
        got: len,
    })
}

/// Eidos `hash_elements` in the generic element-sequence domain; errs only when the length
/// does not fit in 32 bits.
pub fn hash_elements(elements: &[F]) -> Result<Digest, Error> {
    hash_elements_in_domain(FELT_SEQUENCE_TAG, elements)
}

/// Eidos `hash_elements_in_domain` under the element-sequence domain `tag` (its registered
/// number, e.g. [`FELT_SEQUENCE_TAG`]): the length in the first parameter.
pub fn hash_elements_in_domain(tag: u32, elements: &[F]) -> Result<Digest, Error> {
    let mut cv = init_cv(tag, [length(elements.len())?, 0, 0]);
    if elements.is_empty() {
        cv = compress(&cv, &[0; 16]);
    }
    for chunk in elements.chunks(BLOCK) {
        cv = compress(&cv, &element_block(chunk));
    }
    Ok(digest(&cv))
}

/// Eidos `hash` of a byte string in the generic byte-string domain; errs only when the length
/// does not fit in 32 bits.
pub fn hash_bytes(bytes: &[u8]) -> Result<Digest, Error> {
    let mut cv = init_cv(BYTE_STRING_TAG, [length(bytes.len())?, 0, 0]);
    if bytes.is_empty() {
        cv = compress(&cv, &[0; 16]);
    }
    for chunk in bytes.chunks(BYTE_BLOCK) {
        cv = compress(&cv, &byte_block(chunk));
    }
    Ok(digest(&cv))
}

/// Eidos `merge`: two digests in one block under the all-zero domain tuple.
pub fn merge(digests: &[Digest; 2]) -> Digest {
    let mut elements = [F::from_canonical(0); BLOCK];
    elements[..DIGEST].copy_from_slice(&digests[0]);
    elements[DIGEST..].copy_from_slice(&digests[1]);
    digest(&compress(&MERGE_CV, &element_block(&elements)))
}

/// States compressed together in the batch functions (the lane kernel's width).
const GROUP: usize = 16;

/// `hash_elements` of `out.len()` messages of `len` elements each, one after the other in
/// `messages`, on the lane kernel ([`compress_many`]); errs only when `len` does not fit in
/// 32 bits.
///
/// # Panics
/// If `messages.len()` is not `len · out.len()`.
pub fn hash_elements_many(messages: &[F], len: usize, out: &mut [Digest]) -> Result<(), Error> {
    assert_eq!(messages.len(), len * out.len(), "`len` elements a message");
    let init = init_cv(FELT_SEQUENCE_TAG, [length(len)?, 0, 0]);
    for (k, out) in out.chunks_mut(GROUP).enumerate() {
        let n = out.len();
        let mut cvs = [init; GROUP];
        let mut blocks = [[0u32; 16]; GROUP];
        if len == 0 {
            compress_many(&mut cvs[..n], &blocks[..n]);
        }
        for start in (0..len).step_by(BLOCK) {
            let end = (start + BLOCK).min(len);
            for (r, block) in blocks[..n].iter_mut().enumerate() {
                let row = (k * GROUP + r) * len;
                *block = element_block(&messages[row + start..row + end]);
            }
            compress_many(&mut cvs[..n], &blocks[..n]);
        }
        for (o, cv) in out.iter_mut().zip(&cvs) {
            *o = digest(cv);
        }
    }
    Ok(())
}

/// `merge` of `out.len()` pairs of digests, eight elements a pair in `pairs`, on the lane
/// kernel.
///
/// # Panics
/// If `pairs.len()` is not `8 · out.len()`.
pub fn merge_many(pairs: &[F], out: &mut [Digest]) {
    assert_eq!(pairs.len(), BLOCK * out.len(), "eight elements a pair");
    for (pairs, out) in pairs.chunks(BLOCK * GROUP).zip(out.chunks_mut(GROUP)) {
        let n = out.len();
        let mut cvs = [MERGE_CV; GROUP];
        let mut blocks = [[0u32; 16]; GROUP];
        for (block, pair) in blocks.iter_mut().zip(pairs.chunks_exact(BLOCK)) {
            *block = element_block(pair);
        }
        compress_many(&mut cvs[..n], &blocks[..n]);
        for (o, cv) in out.iter_mut().zip(&cvs) {
            *o = digest(cv);
        }
    }
}
