//! Typed fast calls for the hot instances, each with a batch twin: circom
//! Poseidon of 2 inputs (t = 3), Starknet `poseidon_hash` and
//! `poseidon_hash_many`, and the 2-to-1 merges of RPO, RPX and plonky2.
//! No look-up, no allocation per hash.

use crate::encoding::{slice, slice_mut};
use crate::status::{guard, Failure, ZKH_ERR_INVALID_OPTION};
use std::ffi::c_int;
use zkhashes::field::Stark252;
use zkhashes::instances::miden::{Digest, MidenHasher, Rpo256, Rpx256};
use zkhashes::instances::{circom, plonky2, starknet};
use zkhashes::{Bn254Fr, Goldilocks, PrimeField};

/// Element `index` of a run of 32-byte big-endian encodings.
fn be<F: PrimeField>(bytes: &[u8], index: usize) -> Result<F, Failure> {
    F::from_be_bytes(&bytes[32 * index..32 * index + 32]).map_err(|e| e.at(index).into())
}

fn write_be<F: PrimeField>(x: &F, out: &mut [u8]) {
    x.write_be_bytes(out)
        .expect("32-byte slot for a 256-bit field");
}

fn gl(words: &[u64], index: usize) -> Result<Goldilocks, Failure> {
    Goldilocks::from_u256(&[words[index], 0, 0, 0]).map_err(|e| e.at(index).into())
}

/// The hashes of a batch that stops at its first bad input: the rows
/// before it (all of them when every input is good) go through `batch`
/// at once and are written, then the failure (naming its hash) is returned.
fn prefix_batch<T, U, X, Y>(
    (input, k_in): (&[T], usize),
    (out, k_out): (&mut [U], usize),
    parse: impl Fn(&[T]) -> Result<X, Failure>,
    batch: impl Fn(&[X]) -> Vec<Y>,
    write: impl Fn(&Y, &mut [U]),
) -> Result<(), Failure> {
    let mut parsed = Vec::with_capacity(input.len() / k_in);
    let mut failure = None;
    for (i, x) in input.chunks_exact(k_in).enumerate() {
        match parse(x) {
            Ok(v) => parsed.push(v),
            Err(e) => {
                failure = Some(match input.len() > k_in {
                    true => Failure {
                        message: format!("hash {i}: {}", e.message),
                        ..e
                    },
                    false => e,
                });
                break;
            }
        }
    }
    for (v, y) in batch(&parsed).iter().zip(out.chunks_exact_mut(k_out)) {
        write(v, y);
    }
    failure.map_or(Ok(()), Err)
}

/// `n` 2-to-1 hashes of two 32-byte big-endian elements each, all at once
/// through `batch` (rows of two elements in, one out).
///
/// # Safety
/// `inputs` holds `n · 64` bytes, `out` room for `n · 32`.
unsafe fn pair_256<F: PrimeField>(
    inputs: *const u8,
    n: usize,
    out: *mut u8,
    batch: fn(&[F], &mut [F]),
) -> c_int {
    guard(|| {
        let len = n.checked_mul(64).ok_or_else(overflow)?;
        // SAFETY: forwarded from the caller.
        let x = unsafe { slice(inputs, len, "inputs")? };
        let y = unsafe { slice_mut(out, n * 32, "out")? };
        prefix_batch(
            (x, 64),
            (y, 32),
            |x| Ok([be::<F>(x, 0)?, be(x, 1)?]),
            |rows: &[[F; 2]]| {
                let mut o = vec![F::default(); rows.len()];
                batch(rows.as_flattened(), &mut o);
                o
            },
            write_be,
        )
    })
}

/// `n` 2-to-1 merges of two 4-element Goldilocks digests each, all at
/// once through `batch`.
///
/// # Safety
/// `inputs` holds `n · 8` words, `out` room for `n · 4`.
unsafe fn merge_goldilocks(
    inputs: *const u64,
    n: usize,
    out: *mut u64,
    batch: fn(&[[Digest; 2]], &mut [Digest]),
) -> c_int {
    guard(|| {
        let len = n.checked_mul(8).ok_or_else(overflow)?;
        // SAFETY: forwarded from the caller.
        let x = unsafe { slice(inputs, len, "inputs")? };
        let y = unsafe { slice_mut(out, n * 4, "out")? };
        prefix_batch(
            (x, 8),
            (y, 4),
            |x| {
                let l = [gl(x, 0)?, gl(x, 1)?, gl(x, 2)?, gl(x, 3)?];
                let r = [gl(x, 4)?, gl(x, 5)?, gl(x, 6)?, gl(x, 7)?];
                Ok([l, r])
            },
            |pairs: &[[Digest; 2]]| {
                let mut d = vec![Digest::default(); pairs.len()];
                batch(pairs, &mut d);
                d
            },
            |d, y| {
                for (o, e) in y.iter_mut().zip(d) {
                    *o = e.to_u256()[0];
                }
            },
        )
    })
}

fn overflow() -> Failure {
    Failure::new(ZKH_ERR_INVALID_OPTION, "n overflows")
}

/// circom Poseidon of 2 inputs (t = 3; circomlibjs `poseidon([a, b])`,
/// poseidon-lite `poseidon2`): two 32-byte big-endian BN254 elements in,
/// one out.
///
/// # Safety
/// `inputs` holds 64 bytes, `out` room for 32.
#[no_mangle]
pub unsafe extern "C" fn zkh_poseidon_circom_t3(inputs: *const u8, out: *mut u8) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { zkh_poseidon_circom_t3_batch(inputs, 1, out) }
}

/// [`zkh_poseidon_circom_t3`] of `n` pairs: inputs `n · 64` bytes, outputs
/// `n · 32`. Stops at the first bad input (earlier outputs are written).
///
/// # Safety
/// `inputs` holds `n · 64` bytes, `out` room for `n · 32`.
#[no_mangle]
pub unsafe extern "C" fn zkh_poseidon_circom_t3_batch(
    inputs: *const u8,
    n: usize,
    out: *mut u8,
) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe {
        pair_256::<Bn254Fr>(inputs, n, out, |x, o| {
            circom::hash_batch(x, 2, Bn254Fr::default(), 1, o).expect("pairs, one output each")
        })
    }
}

/// Starknet `poseidon_hash(x, y)`: two 32-byte big-endian felts in, one out.
///
/// # Safety
/// `inputs` holds 64 bytes, `out` room for 32.
#[no_mangle]
pub unsafe extern "C" fn zkh_starknet_poseidon_hash(inputs: *const u8, out: *mut u8) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { zkh_starknet_poseidon_hash_batch(inputs, 1, out) }
}

/// [`zkh_starknet_poseidon_hash`] of `n` pairs: inputs `n · 64` bytes,
/// outputs `n · 32`. Stops at the first bad input (earlier outputs are
/// written).
///
/// # Safety
/// `inputs` holds `n · 64` bytes, `out` room for `n · 32`.
#[no_mangle]
pub unsafe extern "C" fn zkh_starknet_poseidon_hash_batch(
    inputs: *const u8,
    n: usize,
    out: *mut u8,
) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { pair_256::<Stark252>(inputs, n, out, starknet::hash_batch) }
}

/// Starknet `poseidon_hash_many(xs)` of `n` felts (32-byte big-endian;
/// `n` may be 0).
///
/// # Safety
/// `inputs` holds `n · 32` bytes (NULL allowed when 0), `out` room for 32.
#[no_mangle]
pub unsafe extern "C" fn zkh_starknet_poseidon_hash_many(
    inputs: *const u8,
    n: usize,
    out: *mut u8,
) -> c_int {
    guard(|| {
        let len = n.checked_mul(32).ok_or_else(overflow)?;
        // SAFETY: forwarded from the caller.
        let x = unsafe { slice(inputs, len, "inputs")? };
        let y = unsafe { slice_mut(out, 32, "out")? };
        let xs = (0..n)
            .map(|i| be::<Stark252>(x, i))
            .collect::<Result<Vec<_>, _>>()?;
        write_be(&starknet::hash_many(&xs), y);
        Ok(())
    })
}

/// Miden `Rpo256::merge`: `uint64_t[8]` (left digest, then right) in,
/// `uint64_t[4]` out.
///
/// # Safety
/// `inputs` holds 8 words, `out` room for 4.
#[no_mangle]
pub unsafe extern "C" fn zkh_rpo_merge(inputs: *const u64, out: *mut u64) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { zkh_rpo_merge_batch(inputs, 1, out) }
}

/// [`zkh_rpo_merge`] of `n` pairs of digests: inputs `n · 8` words,
/// outputs `n · 4`. Stops at the first bad input (earlier outputs are
/// written).
///
/// # Safety
/// `inputs` holds `n · 8` words, `out` room for `n · 4`.
#[no_mangle]
pub unsafe extern "C" fn zkh_rpo_merge_batch(inputs: *const u64, n: usize, out: *mut u64) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { merge_goldilocks(inputs, n, out, Rpo256::merge_many) }
}

/// Miden `Rpx256::merge`: `uint64_t[8]` in, `uint64_t[4]` out.
///
/// # Safety
/// `inputs` holds 8 words, `out` room for 4.
#[no_mangle]
pub unsafe extern "C" fn zkh_rpx_merge(inputs: *const u64, out: *mut u64) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { zkh_rpx_merge_batch(inputs, 1, out) }
}

/// [`zkh_rpx_merge`] of `n` pairs of digests (`n · 8` words in, `n · 4`
/// out).
///
/// # Safety
/// `inputs` holds `n · 8` words, `out` room for `n · 4`.
#[no_mangle]
pub unsafe extern "C" fn zkh_rpx_merge_batch(inputs: *const u64, n: usize, out: *mut u64) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { merge_goldilocks(inputs, n, out, Rpx256::merge_many) }
}

/// plonky2 `PoseidonHash::two_to_one`: `uint64_t[8]` in, `uint64_t[4]` out.
///
/// # Safety
/// `inputs` holds 8 words, `out` room for 4.
#[no_mangle]
pub unsafe extern "C" fn zkh_plonky2_two_to_one(inputs: *const u64, out: *mut u64) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { zkh_plonky2_two_to_one_batch(inputs, 1, out) }
}

/// [`zkh_plonky2_two_to_one`] of `n` pairs of digests (`n · 8` words in,
/// `n · 4` out).
///
/// # Safety
/// `inputs` holds `n · 8` words, `out` room for `n · 4`.
#[no_mangle]
pub unsafe extern "C" fn zkh_plonky2_two_to_one_batch(
    inputs: *const u64,
    n: usize,
    out: *mut u64,
) -> c_int {
    // SAFETY: forwarded from the caller.
    unsafe { merge_goldilocks(inputs, n, out, plonky2::two_to_one_many) }
}
