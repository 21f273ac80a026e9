//! Canonical encodings of the C ABI: 32-byte big-endian, `uint64_t` or
//! `uint32_t` elements, by the field's width, to and from [`U256`].

use crate::status::Failure;
use std::ffi::c_void;
use zkhashes::encode::{self, U256};

/// Bytes of one element in C: 32, 8 or 4.
pub(crate) fn element_size(num_bytes: usize) -> usize {
    match num_bytes {
        n if n <= 4 => 4,
        n if n <= 8 => 8,
        _ => 32,
    }
}

/// A `len`-element slice of C memory, or an empty one for `len == 0` (any
/// pointer, NULL included).
///
/// # Safety
/// `ptr` points to `len` readable values of `T` unless `len == 0`.
pub(crate) unsafe fn slice<'a, T>(
    ptr: *const T,
    len: usize,
    what: &str,
) -> Result<&'a [T], Failure> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Failure::null(what));
    }
    // SAFETY: the caller guarantees `len` readable values.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// The mutable twin of [`slice`].
///
/// # Safety
/// `ptr` points to `len` writable values of `T` unless `len == 0`.
pub(crate) unsafe fn slice_mut<'a, T>(
    ptr: *mut T,
    len: usize,
    what: &str,
) -> Result<&'a mut [T], Failure> {
    if len == 0 {
        return Ok(&mut []);
    }
    if ptr.is_null() {
        return Err(Failure::null(what));
    }
    // SAFETY: the caller guarantees `len` writable values.
    Ok(unsafe { std::slice::from_raw_parts_mut(ptr, len) })
}

/// Reads `n` elements of `size` bytes (32 big-endian, or native `uint64_t`
/// / `uint32_t`) from `ptr`.
///
/// # Safety
/// `ptr` points to `n · size` readable bytes unless `n == 0`.
pub(crate) unsafe fn read(
    ptr: *const c_void,
    n: usize,
    size: usize,
    what: &str,
) -> Result<Vec<U256>, Failure> {
    let bytes = n
        .checked_mul(size)
        .ok_or_else(|| Failure::from(zkhashes::Error::InvalidOption("the count overflows")))?;
    // SAFETY: forwarded from the caller.
    let raw: &[u8] = unsafe { slice(ptr.cast::<u8>(), bytes, what)? };
    Ok(raw
        .chunks_exact(size)
        .map(|c| match size {
            4 => [
                u64::from(u32::from_ne_bytes(c.try_into().expect("4 bytes"))),
                0,
                0,
                0,
            ],
            8 => [u64::from_ne_bytes(c.try_into().expect("8 bytes")), 0, 0, 0],
            _ => encode::from_be_bytes(c, 32).expect("32 bytes"),
        })
        .collect())
}

/// Writes `values` as elements of `size` bytes to `out`, which holds
/// `capacity` elements: `ZKH_ERR_BUFFER_TOO_SMALL` (nothing written) if
/// they do not fit.
///
/// # Safety
/// `out` points to `capacity · size` writable bytes unless `capacity == 0`.
pub(crate) unsafe fn write(
    values: &[U256],
    out: *mut c_void,
    capacity: usize,
    size: usize,
) -> Result<(), Failure> {
    if values.len() > capacity {
        return Err(Failure::new(
            crate::status::ZKH_ERR_BUFFER_TOO_SMALL,
            format!(
                "the output needs {} elements, the buffer holds {capacity}",
                values.len()
            ),
        ));
    }
    // SAFETY: forwarded from the caller; `values.len() <= capacity`.
    let raw: &mut [u8] = unsafe { slice_mut(out.cast::<u8>(), values.len() * size, "out")? };
    for (v, c) in values.iter().zip(raw.chunks_exact_mut(size)) {
        match size {
            // Outputs are canonical, so they fit their field's width.
            4 => c.copy_from_slice(&(v[0] as u32).to_ne_bytes()),
            8 => c.copy_from_slice(&v[0].to_ne_bytes()),
            _ => encode::to_be_bytes(v, c),
        }
    }
    Ok(())
}
