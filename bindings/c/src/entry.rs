//! Look-up by name and the generic calls: hash, permute, hash bytes, and
//! batches, on arrays of canonical encodings.

use crate::encoding::{element_size, read, slice, write};
use crate::status::{guard, Failure, ZKH_ERR_BAD_STRING, ZKH_ERR_INVALID_OPTION};
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::sync::OnceLock;
use zkhashes::encode::U256;
use zkhashes::instances::registry::{self, HashOptions, Kind};

/// A name over one field: a hasher, a permutation, or both (e.g.
/// "poseidon-circom"). Opaque; handles are static and shared by all threads.
pub struct ZkhEntry {
    name: &'static str,
    field: &'static str,
    c_name: CString,
    c_field: CString,
    size: usize,
    hasher: bool,
    permutation: bool,
    bytes: bool,
}

fn entries() -> &'static [ZkhEntry] {
    static ENTRIES: OnceLock<Vec<ZkhEntry>> = OnceLock::new();
    ENTRIES.get_or_init(|| {
        let mut v: Vec<ZkhEntry> = Vec::new();
        for info in registry::list() {
            let at = v
                .iter()
                .position(|e| e.name == info.name && e.field == info.field);
            let e = match at {
                Some(i) => &mut v[i],
                None => {
                    v.push(ZkhEntry {
                        name: info.name,
                        field: info.field,
                        c_name: CString::new(info.name).expect("names have no NUL"),
                        c_field: CString::new(info.field).expect("fields have no NUL"),
                        size: element_size(info.num_bytes),
                        hasher: false,
                        permutation: false,
                        bytes: false,
                    });
                    v.last_mut().expect("just pushed")
                }
            };
            match info.kind {
                Kind::Hasher => e.hasher = true,
                Kind::Permutation => e.permutation = true,
            }
            e.bytes |= info.bytes;
        }
        v
    })
}

/// # Safety
/// `s` is NULL or a NUL-terminated string.
unsafe fn c_str<'a>(s: *const c_char, what: &str) -> Result<&'a str, Failure> {
    if s.is_null() {
        return Err(Failure::null(what));
    }
    // SAFETY: the caller guarantees a NUL-terminated string.
    unsafe { CStr::from_ptr(s) }
        .to_str()
        .map_err(|_| Failure::new(ZKH_ERR_BAD_STRING, format!("{what} is not valid UTF-8")))
}

fn find(name: &str, field: Option<&str>) -> Result<&'static ZkhEntry, Failure> {
    let named: Vec<&ZkhEntry> = entries().iter().filter(|e| e.name == name).collect();
    match (named.as_slice(), field) {
        ([], _) => Err(zkhashes::Error::UnknownName(name.to_string()).into()),
        (_, Some(f)) => named
            .iter()
            .find(|e| e.field == f)
            .copied()
            .ok_or_else(|| zkhashes::Error::UnknownField(f.to_string()).into()),
        ([one], None) => Ok(one),
        (_, None) => Err(Failure::new(
            ZKH_ERR_INVALID_OPTION,
            format!("{name} exists over several fields: choose one with zkh_find_in"),
        )),
    }
}

/// Finds `name` (e.g. "poseidon-circom") over its only field and stores the
/// handle in `*out`. Names that exist over several fields need
/// [`zkh_find_in`].
///
/// # Safety
/// `name` is a NUL-terminated string; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn zkh_find(name: *const c_char, out: *mut *const ZkhEntry) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { zkh_find_in(name, std::ptr::null(), out) }
}

/// Finds `name` over `field` ("bn254", "stark252", "goldilocks",
/// "babybear", "koalabear", "mersenne31", "pallas", "bls12-381"; NULL:
/// its only field).
///
/// # Safety
/// `name` is a NUL-terminated string, `field` one or NULL; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn zkh_find_in(
    name: *const c_char,
    field: *const c_char,
    out: *mut *const ZkhEntry,
) -> c_int {
    guard(|| {
        if out.is_null() {
            return Err(Failure::null("out"));
        }
        // SAFETY: forwarded from the caller.
        let name = unsafe { c_str(name, "name")? };
        let field = if field.is_null() {
            None
        } else {
            // SAFETY: forwarded from the caller.
            Some(unsafe { c_str(field, "field")? })
        };
        let e = find(name, field)?;
        // SAFETY: `out` is writable (checked non-NULL above).
        unsafe { *out = e };
        Ok(())
    })
}

/// The `index`-th entry (0-based), or NULL past the last: to list them all.
#[no_mangle]
pub extern "C" fn zkh_entry_at(index: usize) -> *const ZkhEntry {
    entries()
        .get(index)
        .map_or(std::ptr::null(), |e| e as *const ZkhEntry)
}

/// # Safety
/// `e` is NULL or a handle from this library.
unsafe fn entry<'a>(e: *const ZkhEntry) -> Result<&'a ZkhEntry, Failure> {
    // SAFETY: handles point into the static table.
    unsafe { e.as_ref() }.ok_or_else(|| Failure::null("entry"))
}

/// The entry's name (static), or NULL for a NULL handle.
///
/// # Safety
/// `e` is NULL or a handle from this library.
#[no_mangle]
pub unsafe extern "C" fn zkh_entry_name(e: *const ZkhEntry) -> *const c_char {
    // SAFETY: forwarded from the caller.
    unsafe { e.as_ref() }.map_or(std::ptr::null(), |e| e.c_name.as_ptr())
}

/// The entry's field name (static), or NULL for a NULL handle.
///
/// # Safety
/// `e` is NULL or a handle from this library.
#[no_mangle]
pub unsafe extern "C" fn zkh_entry_field(e: *const ZkhEntry) -> *const c_char {
    // SAFETY: forwarded from the caller.
    unsafe { e.as_ref() }.map_or(std::ptr::null(), |e| e.c_field.as_ptr())
}

/// Bytes of one element: 32 (big-endian), 8 (`uint64_t`) or 4
/// (`uint32_t`); 0 for a NULL handle.
///
/// # Safety
/// `e` is NULL or a handle from this library.
#[no_mangle]
pub unsafe extern "C" fn zkh_element_size(e: *const ZkhEntry) -> usize {
    // SAFETY: forwarded from the caller.
    unsafe { e.as_ref() }.map_or(0, |e| e.size)
}

/// Bit set of what the entry does: 1 = hasher, 2 = permutation, 4 = hashes
/// byte strings ([`zkh_hash_bytes`]); 0 for a NULL handle.
///
/// # Safety
/// `e` is NULL or a handle from this library.
#[no_mangle]
pub unsafe extern "C" fn zkh_entry_kinds(e: *const ZkhEntry) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { e.as_ref() }.map_or(0, |e| {
        c_int::from(e.hasher) | c_int::from(e.permutation) << 1 | c_int::from(e.bytes) << 2
    })
}

/// Options of [`zkh_hash`] and [`zkh_hash_batch`]; zero / NULL fields mean
/// "the hasher's default". A hasher rejects options it does not take.
#[repr(C)]
pub struct ZkhHashOptions {
    /// Width of the permutation under the hasher (plonky3-sponge,
    /// plonky3-compress); 0: default.
    pub width: usize,
    /// Number of outputs (poseidon-circom `nOuts`, poseidon2-openzeppelin);
    /// 0: default.
    pub outputs: usize,
    /// One element in the field's encoding: circom `initState`; NULL: none.
    pub init_state: *const c_void,
}

/// # Safety
/// `options` is NULL or points to a valid [`ZkhHashOptions`].
unsafe fn options(e: &ZkhEntry, options: *const ZkhHashOptions) -> Result<HashOptions, Failure> {
    // SAFETY: forwarded from the caller.
    let Some(o) = (unsafe { options.as_ref() }) else {
        return Ok(HashOptions::default());
    };
    let init_state = if o.init_state.is_null() {
        None
    } else {
        // SAFETY: one element of the entry's size, per the documentation.
        Some(unsafe { read(o.init_state, 1, e.size, "init_state")? }[0])
    };
    Ok(HashOptions {
        init_state,
        outputs: (o.outputs != 0).then_some(o.outputs),
        width: (o.width != 0).then_some(o.width),
    })
}

fn hash_u256(e: &ZkhEntry, inputs: &[U256], o: &HashOptions) -> Result<Vec<U256>, Failure> {
    Ok(registry::hash_in(e.name, Some(e.field), inputs, o)?)
}

/// What [`zkh_hash`] and [`zkh_hash_bytes`] share: check the handle and
/// `out_len`, compute the outputs with `f`, report their count, write them.
///
/// # Safety
/// As for those functions; `f` may read the caller's buffers.
unsafe fn hash_into(
    e: *const ZkhEntry,
    out: *mut c_void,
    out_capacity: usize,
    out_len: *mut usize,
    f: impl FnOnce(&ZkhEntry) -> Result<Vec<U256>, Failure>,
) -> c_int {
    guard(|| {
        // SAFETY (whole block): forwarded from the caller.
        let e = unsafe { entry(e)? };
        if out_len.is_null() {
            return Err(Failure::null("out_len"));
        }
        let y = f(e)?;
        unsafe { *out_len = y.len() };
        unsafe { write(&y, out, out_capacity, e.size) }
    })
}

/// Hashes `n_inputs` elements with the hasher `e`; writes its outputs to
/// `out` (room for `out_capacity` elements) and their count to `*out_len`.
/// If they do not fit: `ZKH_ERR_BUFFER_TOO_SMALL`, `*out_len` = the count
/// needed, nothing written.
///
/// # Safety
/// `inputs` holds `n_inputs` elements, `out` room for `out_capacity`
/// elements (either may be NULL when its count is 0); `options` is NULL or
/// valid; `out_len` is writable.
#[no_mangle]
pub unsafe extern "C" fn zkh_hash(
    e: *const ZkhEntry,
    options: *const ZkhHashOptions,
    inputs: *const c_void,
    n_inputs: usize,
    out: *mut c_void,
    out_capacity: usize,
    out_len: *mut usize,
) -> c_int {
    // SAFETY (whole block): forwarded from the caller.
    unsafe {
        hash_into(e, out, out_capacity, out_len, |e| {
            let o = self::options(e, options)?;
            let x = read(inputs, n_inputs, e.size, "inputs")?;
            hash_u256(e, &x, &o)
        })
    }
}

/// Permutes `state` (`width` elements) in place with the permutation `e`;
/// the width is the state's length.
///
/// # Safety
/// `state` holds `width` readable and writable elements.
#[no_mangle]
pub unsafe extern "C" fn zkh_permute(
    e: *const ZkhEntry,
    state: *mut c_void,
    width: usize,
) -> c_int {
    guard(|| {
        // SAFETY (whole block): forwarded from the caller.
        let e = unsafe { entry(e)? };
        let x = unsafe { read(state, width, e.size, "state")? };
        let y = registry::permute_in(e.name, Some(e.field), &x)?;
        unsafe { write(&y, state, width, e.size) }
    })
}

/// Hashes the byte string `bytes` (`len` bytes, any length, 0 included)
/// with a hasher that has a byte mode (rpo-, rpx-, rp64-256-hash-elements,
/// poseidon2-gnark-md, ...).
///
/// # Safety
/// `bytes` holds `len` bytes (NULL allowed when 0), `out` room for
/// `out_capacity` elements; `out_len` is writable.
#[no_mangle]
pub unsafe extern "C" fn zkh_hash_bytes(
    e: *const ZkhEntry,
    bytes: *const u8,
    len: usize,
    out: *mut c_void,
    out_capacity: usize,
    out_len: *mut usize,
) -> c_int {
    // SAFETY (whole block): forwarded from the caller.
    unsafe {
        hash_into(e, out, out_capacity, out_len, |e| {
            Ok(registry::hash_bytes_in(
                e.name,
                Some(e.field),
                slice(bytes, len, "bytes")?,
            )?)
        })
    }
}

/// Hashes `n_hashes` independent inputs of `inputs_per_hash` elements each
/// (stored one after the other) with the hasher `e`, writing
/// `outputs_per_hash` elements per hash to `out`. Each hash must give
/// exactly `outputs_per_hash` outputs. Stops at the first bad input; the
/// message names the hash and the element.
///
/// # Safety
/// `inputs` holds `n_hashes · inputs_per_hash` elements, `out` room for
/// `n_hashes · outputs_per_hash`; `options` is NULL or valid.
#[no_mangle]
pub unsafe extern "C" fn zkh_hash_batch(
    e: *const ZkhEntry,
    options: *const ZkhHashOptions,
    inputs: *const c_void,
    n_hashes: usize,
    inputs_per_hash: usize,
    out: *mut c_void,
    outputs_per_hash: usize,
) -> c_int {
    guard(|| {
        // SAFETY (whole block): forwarded from the caller.
        let e = unsafe { entry(e)? };
        let o = unsafe { self::options(e, options)? };
        let total = n_hashes
            .checked_mul(inputs_per_hash)
            .ok_or_else(|| Failure::new(ZKH_ERR_INVALID_OPTION, "the input count overflows"))?;
        let x = unsafe { read(inputs, total, e.size, "inputs")? };
        let out_total = n_hashes
            .checked_mul(outputs_per_hash)
            .ok_or_else(|| Failure::new(ZKH_ERR_INVALID_OPTION, "the output count overflows"))?;
        let y = registry::hash_rows(e.name, Some(e.field), &x, inputs_per_hash, n_hashes, &o)
            .map_err(|(i, err)| {
                let f = Failure::from(err);
                Failure {
                    message: format!("hash {i}: {}", f.message),
                    ..f
                }
            })?;
        if y.len() != out_total {
            return Err(Failure::new(
                ZKH_ERR_INVALID_OPTION,
                format!(
                    "outputs_per_hash is {outputs_per_hash}, this hasher gives {}",
                    y.len() / n_hashes.max(1)
                ),
            ));
        }
        unsafe { write(&y, out, out_total, e.size) }
    })
}
