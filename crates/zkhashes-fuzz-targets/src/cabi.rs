//! The C ABI's entry points with arbitrary names, lengths, capacities,
//! options and bytes, called as C would call them (buffers of exactly the
//! claimed size, followed by guard bytes): a status from the documented
//! set and never `ZKH_ERR_INTERNAL` (a caught panic), no byte written past
//! the claimed capacity, nothing written on `ZKH_ERR_BUFFER_TOO_SMALL`.

use crate::input::Input;
use std::ffi::{c_char, c_int, c_void, CString};
use zkhashes_c::*;

/// Bytes after each output buffer that must stay untouched.
const GUARD: usize = 64;
const FILL: u8 = 0xa5;

/// An output buffer of `n` elements of `size` bytes, then the guard.
struct Out {
    buf: Vec<u8>,
    len: usize,
}

impl Out {
    fn new(n: usize, size: usize) -> Self {
        let len = n * size;
        Self {
            buf: vec![FILL; len + GUARD],
            len,
        }
    }
    fn ptr(&mut self) -> *mut c_void {
        self.buf.as_mut_ptr().cast()
    }
    /// The guard is intact (and, when `untouched`, the whole buffer).
    fn check(&self, what: &str, untouched: bool) {
        let from = if untouched { 0 } else { self.len };
        assert!(
            self.buf[from..].iter().all(|&b| b == FILL),
            "{what}: written past its capacity (or on a refusal)"
        );
    }
}

fn status_ok(s: c_int, what: &str) {
    assert!(
        (ZKH_OK..ZKH_ERR_INTERNAL).contains(&s),
        "{what}: status {s} ({})",
        last_message()
    );
}

fn last_message() -> String {
    // SAFETY: the library returns a NUL-terminated string it owns.
    unsafe { std::ffi::CStr::from_ptr(zkh_last_error_message()) }
        .to_string_lossy()
        .into_owned()
}

/// A C string from up to 24 bytes (NULs dropped).
fn c_string(input: &mut Input<'_>) -> CString {
    let n = usize::from(input.byte() % 24);
    let bytes: Vec<u8> = input.take(n).iter().copied().filter(|&b| b != 0).collect();
    CString::new(bytes).expect("no NUL")
}

/// An entry: a listed one by index, or one found by an arbitrary name.
fn entry(input: &mut Input<'_>) -> *const ZkhEntry {
    let sel = input.byte();
    if sel < 200 {
        let mut n = 0;
        while !zkh_entry_at(n).is_null() {
            n += 1;
        }
        return zkh_entry_at(usize::from(sel) % n);
    }
    let name = c_string(input);
    let field = c_string(input);
    let mut e = std::ptr::null();
    // SAFETY: NUL-terminated strings and a writable handle.
    let s = unsafe {
        if sel & 1 == 0 {
            zkh_find(name.as_ptr(), &mut e)
        } else {
            zkh_find_in(name.as_ptr(), field.as_ptr(), &mut e)
        }
    };
    status_ok(s, "zkh_find");
    e
}

/// Target `c_abi`.
pub fn c_abi(data: &[u8]) {
    let mut input = Input::new(data);
    let call = input.byte() % 7;
    let e = entry(&mut input);
    // SAFETY: a handle from the library or NULL.
    let size = unsafe { zkh_element_size(e) }.max(1);
    let n_in = usize::from(input.byte() % 40);
    let mut inputs = input.take(n_in * size).to_vec();
    let n_in = inputs.len() / size;
    inputs.truncate(n_in * size);
    let cap = usize::from(input.byte() % 24);
    let mut out = Out::new(cap, size);
    let mut out_len = 0usize;
    let init = input.take(size).to_vec();
    let opts = ZkhHashOptions {
        width: usize::from(input.byte() % 4) * 8,
        outputs: usize::from(input.byte() % 4),
        init_state: if init.len() == size && input.byte() & 1 == 1 {
            init.as_ptr().cast()
        } else {
            std::ptr::null()
        },
    };
    let with_opts = input.byte() & 1 == 1;
    let o: *const ZkhHashOptions = if with_opts { &opts } else { std::ptr::null() };
    let x: *const c_void = inputs.as_ptr().cast();
    // SAFETY (every call): buffers hold exactly the counts passed.
    let (s, what) = unsafe {
        match call {
            0 => (
                zkh_hash(e, o, x, n_in, out.ptr(), cap, &mut out_len),
                "zkh_hash",
            ),
            1 => {
                let mut state = Out::new(n_in, size);
                state.buf[..inputs.len()].copy_from_slice(&inputs);
                let s = zkh_permute(e, state.ptr(), n_in);
                state.check("zkh_permute", false);
                (s, "zkh_permute")
            }
            2 => {
                let bytes = input.rest();
                let s =
                    zkh_hash_bytes(e, bytes.as_ptr(), bytes.len(), out.ptr(), cap, &mut out_len);
                (s, "zkh_hash_bytes")
            }
            3 => {
                let per = usize::from(input.byte() % 5).max(1);
                let rows = n_in / per;
                let outs = usize::from(input.byte() % 3);
                let mut out = Out::new(rows * outs, size);
                let s = zkh_hash_batch(e, o, x, rows, per, out.ptr(), outs);
                out.check("zkh_hash_batch", false);
                (s, "zkh_hash_batch")
            }
            4 => {
                let rows = inputs.len() / 64;
                let mut out = Out::new(rows, 32);
                let s = if input.byte() & 1 == 0 {
                    zkh_poseidon_circom_t3_batch(inputs.as_ptr(), rows, out.ptr().cast())
                } else {
                    zkh_starknet_poseidon_hash_batch(inputs.as_ptr(), rows, out.ptr().cast())
                };
                out.check("typed 256-bit batch", false);
                (s, "typed 256-bit batch")
            }
            5 => {
                let words: Vec<u64> = inputs
                    .chunks_exact(8)
                    .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
                    .collect();
                let rows = words.len() / 8;
                let mut out = Out::new(rows * 4, 8);
                let f = [
                    zkh_rpo_merge_batch,
                    zkh_rpx_merge_batch,
                    zkh_plonky2_two_to_one_batch,
                ][usize::from(input.byte() % 3)];
                let s = f(words.as_ptr(), rows, out.ptr().cast());
                out.check("typed Goldilocks batch", false);
                (s, "typed Goldilocks batch")
            }
            _ => {
                let schemes = [
                    "plonky3-mmcs",
                    "plonky2",
                    "miden-rpo",
                    "miden-poseidon2",
                    "winterfell-rp64-256",
                    "lean-imt",
                ];
                let scheme = CString::new(schemes[usize::from(input.byte()) % schemes.len()])
                    .expect("no NUL");
                let fields = ["babybear", "goldilocks", "bn254", "mersenne31"];
                let field =
                    CString::new(fields[usize::from(input.byte()) % fields.len()]).expect("no NUL");
                let field_ptr: *const c_char = if input.byte() & 1 == 1 {
                    field.as_ptr()
                } else {
                    std::ptr::null()
                };
                let width = usize::from(input.byte() % 6).max(1);
                let leaves = usize::from(input.byte() % 9);
                // Room for the widest element (32 bytes), whatever the
                // scheme's field turns out to be.
                let mut rows = vec![0u8; leaves * width * 32];
                let k = rows.len().min(inputs.len());
                rows[..k].copy_from_slice(&inputs[..k]);
                let mut root = Out::new(cap, 32);
                let s = zkh_merkle_root(
                    scheme.as_ptr(),
                    field_ptr,
                    rows.as_ptr().cast(),
                    leaves,
                    width,
                    u32::from(input.byte() % 3),
                    root.ptr(),
                    cap,
                    &mut out_len,
                );
                // The guard past 32-byte elements: a root in smaller
                // elements leaves more of the buffer untouched.
                root.check("zkh_merkle_root", s == ZKH_ERR_BUFFER_TOO_SMALL);
                (s, "zkh_merkle_root")
            }
        }
    };
    status_ok(s, what);
    out.check(what, s == ZKH_ERR_BUFFER_TOO_SMALL);
    if s == ZKH_OK && matches!(call, 0 | 2 | 6) {
        assert!(
            out_len <= cap,
            "{what}: out_len {out_len} past capacity {cap}"
        );
    }
}
