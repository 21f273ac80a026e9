//! Merkle trees by scheme name (`zkhashes::merkle::named`): a tree handle
//! ([`zkh_merkle_new`], [`zkh_merkle_cap`], [`zkh_merkle_proof`],
//! [`zkh_merkle_free`]), the one-call [`zkh_merkle_root`], and
//! [`zkh_merkle_verify`]. Elements are encoded as everywhere in the ABI
//! (by the field: `uint32_t`, `uint64_t` or 32 bytes big-endian); a digest
//! is `zkh_merkle_digest_len` consecutive elements.

use crate::encoding::{element_size, read, write};
use crate::status::{guard, Failure, ZKH_ERR_INVALID_OPTION};
use std::ffi::{c_char, c_int, c_void, CStr};
use zkhashes::encode::U256;
use zkhashes::merkle::named::{self, NamedTree, Proof};
use zkhashes::Error;

/// A Merkle tree built by [`zkh_merkle_new`]; freed by [`zkh_merkle_free`].
pub struct ZkhMerkleTree {
    tree: NamedTree,
    size: usize,
    digest: usize,
}

/// # Safety
/// `s` is NULL or a NUL-terminated string.
unsafe fn string<'a>(s: *const c_char, what: &str) -> Result<Option<&'a str>, Failure> {
    if s.is_null() {
        return Ok(None);
    }
    // SAFETY: forwarded from the caller.
    let c = unsafe { CStr::from_ptr(s) };
    c.to_str().map(Some).map_err(|_| {
        Failure::new(
            crate::status::ZKH_ERR_BAD_STRING,
            format!("{what} is not UTF-8"),
        )
    })
}

/// The scheme's name (required), its field (NULL: its only one), the
/// element size in C and the digest length.
///
/// # Safety
/// As [`string`].
unsafe fn scheme<'a>(
    scheme: *const c_char,
    field: *const c_char,
) -> Result<(&'a str, &'static str, usize, usize), Failure> {
    // SAFETY: forwarded from the caller.
    let name = unsafe { string(scheme, "scheme")? }.ok_or_else(|| Failure::null("scheme"))?;
    // SAFETY: forwarded from the caller.
    let field = unsafe { string(field, "field")? };
    let (_, f) = named::find(name, field)?;
    Ok((
        name,
        f,
        element_size(named::num_bytes(f)),
        named::digest_len(name, Some(f))?,
    ))
}

fn digests(flat: Vec<U256>, d: usize, what: &str) -> Result<Vec<Vec<U256>>, Failure> {
    if !flat.len().is_multiple_of(d) {
        return Err(Failure::new(
            crate::status::ZKH_ERR_WRONG_ARITY,
            format!("{what}: a whole number of {d}-element digests"),
        ));
    }
    Ok(flat.chunks_exact(d).map(<[U256]>::to_vec).collect())
}

/// The leaves' error, naming the leaf for a bad element.
fn leaf_error(e: Error, width: usize) -> Failure {
    match e {
        Error::NonCanonical { index } => {
            let f = Failure::from(e.clone());
            Failure {
                message: format!(
                    "leaf {}: {}",
                    index / width.max(1),
                    e.at(index % width.max(1))
                ),
                ..f
            }
        }
        e => Failure::from(e),
    }
}

/// Builds the tree of scheme `scheme` over `field` (NULL: the scheme's
/// only field; required for plonky3-mmcs) of `n_leaves` leaves of `width`
/// elements each (stored one after the other), committed by the cap of
/// height `cap_height`; `*out` receives the handle. Schemes: plonky3-mmcs,
/// plonky2, miden-rpo, miden-poseidon2, winterfell-rp64-256, lean-imt,
/// stwo-blake2s-m31.
///
/// # Safety
/// `scheme` is a NUL-terminated string, `field` one or NULL; `leaves`
/// holds `n_leaves · width` elements; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn zkh_merkle_new(
    scheme: *const c_char,
    field: *const c_char,
    leaves: *const c_void,
    n_leaves: usize,
    width: usize,
    cap_height: u32,
    out: *mut *mut ZkhMerkleTree,
) -> c_int {
    guard(|| {
        if out.is_null() {
            return Err(Failure::null("out"));
        }
        // SAFETY (whole block): forwarded from the caller.
        let (name, f, size, digest) = unsafe { self::scheme(scheme, field)? };
        let total = n_leaves
            .checked_mul(width)
            .ok_or_else(|| Failure::new(ZKH_ERR_INVALID_OPTION, "the leaf count overflows"))?;
        let x = unsafe { read(leaves, total, size, "leaves")? };
        let tree = NamedTree::new(name, Some(f), &x, width, cap_height)
            .map_err(|e| leaf_error(e, width))?;
        let handle = Box::new(ZkhMerkleTree { tree, size, digest });
        unsafe { *out = Box::into_raw(handle) };
        Ok(())
    })
}

/// Frees a tree (NULL: nothing).
///
/// # Safety
/// `tree` is NULL or a handle from [`zkh_merkle_new`], not freed before.
#[no_mangle]
pub unsafe extern "C" fn zkh_merkle_free(tree: *mut ZkhMerkleTree) {
    if !tree.is_null() {
        // SAFETY: a handle of `zkh_merkle_new` (Box::into_raw), freed once.
        drop(unsafe { Box::from_raw(tree) });
    }
}

/// # Safety
/// `tree` is NULL or a live handle.
unsafe fn handle<'a>(tree: *const ZkhMerkleTree) -> Result<&'a ZkhMerkleTree, Failure> {
    // SAFETY: forwarded from the caller.
    unsafe { tree.as_ref() }.ok_or_else(|| Failure::null("tree"))
}

/// Elements of one digest of the tree's scheme (8 for plonky3-mmcs over
/// a 31-bit field and for stwo-blake2s-m31, 1 for lean-imt, 4 otherwise);
/// 0 for NULL.
///
/// # Safety
/// `tree` is NULL or a live handle.
#[no_mangle]
pub unsafe extern "C" fn zkh_merkle_digest_len(tree: *const ZkhMerkleTree) -> usize {
    // SAFETY: forwarded from the caller.
    unsafe { tree.as_ref() }.map_or(0, |t| t.digest)
}

/// Writes the cap (2^cap_height digests; the root alone at 0) to `out`
/// (room for `out_capacity` elements) and its element count to `*out_len`
/// (`ZKH_ERR_BUFFER_TOO_SMALL` with the count needed if it does not fit).
///
/// # Safety
/// `tree` is a live handle, `out` holds `out_capacity` elements, `out_len`
/// is writable.
#[no_mangle]
pub unsafe extern "C" fn zkh_merkle_cap(
    tree: *const ZkhMerkleTree,
    out: *mut c_void,
    out_capacity: usize,
    out_len: *mut usize,
) -> c_int {
    guard(|| {
        // SAFETY (whole block): forwarded from the caller.
        let t = unsafe { handle(tree)? };
        if out_len.is_null() {
            return Err(Failure::null("out_len"));
        }
        let cap: Vec<U256> = t.tree.cap().concat();
        unsafe { *out_len = cap.len() };
        unsafe { write(&cap, out, out_capacity, t.size) }
    })
}

/// The proof of leaf `index`: its proof index to `*proof_index` (the leaf
/// index; for lean-imt zk-kit's proof index), the sibling digests, leaf
/// level first, to `siblings` (room for `capacity` elements) and their
/// element count to `*siblings_len` (`ZKH_ERR_BUFFER_TOO_SMALL` with the
/// count needed if they do not fit). The leaf itself is the caller's.
///
/// # Safety
/// `tree` is a live handle; `siblings` holds `capacity` elements;
/// `proof_index` and `siblings_len` are writable.
#[no_mangle]
pub unsafe extern "C" fn zkh_merkle_proof(
    tree: *const ZkhMerkleTree,
    index: u64,
    proof_index: *mut u64,
    siblings: *mut c_void,
    capacity: usize,
    siblings_len: *mut usize,
) -> c_int {
    guard(|| {
        // SAFETY (whole block): forwarded from the caller.
        let t = unsafe { handle(tree)? };
        if proof_index.is_null() || siblings_len.is_null() {
            return Err(Failure::null("proof_index or siblings_len"));
        }
        let p = t.tree.proof(index)?;
        let flat: Vec<U256> = p.siblings.concat();
        unsafe { *siblings_len = flat.len() };
        unsafe { *proof_index = p.index };
        unsafe { write(&flat, siblings, capacity, t.size) }
    })
}

/// The root (or cap) of the tree [`zkh_merkle_new`] would build, in one
/// call: as [`zkh_merkle_cap`].
///
/// # Safety
/// As [`zkh_merkle_new`] and [`zkh_merkle_cap`].
#[no_mangle]
pub unsafe extern "C" fn zkh_merkle_root(
    scheme: *const c_char,
    field: *const c_char,
    leaves: *const c_void,
    n_leaves: usize,
    width: usize,
    cap_height: u32,
    out: *mut c_void,
    out_capacity: usize,
    out_len: *mut usize,
) -> c_int {
    let mut tree = std::ptr::null_mut();
    // SAFETY (whole block): forwarded from the caller; the handle is ours.
    unsafe {
        let status = zkh_merkle_new(
            scheme, field, leaves, n_leaves, width, cap_height, &mut tree,
        );
        if status != crate::status::ZKH_OK {
            return status;
        }
        let status = zkh_merkle_cap(tree, out, out_capacity, out_len);
        zkh_merkle_free(tree);
        status
    }
}

/// Whether a proof holds: `*valid` = 1 if the leaf (`width` elements) at
/// `proof_index` with `siblings` (`siblings_len` elements, whole digests)
/// leads to the cap (`cap_len` elements: 2^cap_height digests) of a tree
/// of `n_leaves` leaves, else 0. A proof that cannot be checked (wrong
/// lengths, an index past the leaves, an element >= p) is an error status.
///
/// # Safety
/// The strings as [`zkh_merkle_new`]; `cap`, `leaf` and `siblings` hold
/// their counts of elements; `valid` is writable.
#[no_mangle]
pub unsafe extern "C" fn zkh_merkle_verify(
    scheme: *const c_char,
    field: *const c_char,
    n_leaves: u64,
    width: usize,
    cap_height: u32,
    cap: *const c_void,
    cap_len: usize,
    leaf: *const c_void,
    proof_index: u64,
    siblings: *const c_void,
    siblings_len: usize,
    valid: *mut c_int,
) -> c_int {
    guard(|| {
        if valid.is_null() {
            return Err(Failure::null("valid"));
        }
        // SAFETY (whole block): forwarded from the caller.
        let (name, f, size, d) = unsafe { self::scheme(scheme, field)? };
        let cap = digests(unsafe { read(cap, cap_len, size, "cap")? }, d, "cap")?;
        let proof = Proof {
            index: proof_index,
            leaf: unsafe { read(leaf, width, size, "leaf")? },
            siblings: digests(
                unsafe { read(siblings, siblings_len, size, "siblings")? },
                d,
                "siblings",
            )?,
        };
        let ok = named::verify(name, Some(f), n_leaves, width, cap_height, &cap, &proof)?;
        unsafe { *valid = c_int::from(ok) };
        Ok(())
    })
}
