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

/// Runs `f` on each of `n` hashes of `k_in` input units into `k_out`
/// output units; in a batch of several, a failure names its hash.
fn each<T, U>(
    input: &[T],
    out: &mut [U],
    k_in: usize,
    k_out: usize,
    f: impl Fn(&[T], &mut [U]) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let batch = input.len() > k_in;
    for (i, (x, y)) in input
        .chunks_exact(k_in)
        .zip(out.chunks_exact_mut(k_out))
        .enumerate()
    {
        f(x, y).map_err(|e| match batch {
            true => Failure {
                message: format!("hash {i}: {}", e.message),
                ..e
            },
            false => e,
        })?;
    }
    Ok(())
}

/// `n` 2-to-1 hashes of two 32-byte big-endian elements each.
///
/// # Safety
/// `inputs` holds `n · 64` bytes, `out` room for `n · 32`.
unsafe fn pair_256<F: PrimeField>(
    inputs: *const u8,
    n: usize,
    out: *mut u8,
    f: fn(F, F) -> F,
) -> c_int {
    guard(|| {
        let len = n.checked_mul(64).ok_or_else(overflow)?;
        // SAFETY: forwarded from the caller.
        let x = unsafe { slice(inputs, len, "inputs")? };
        let y = unsafe { slice_mut(out, n * 32, "out")? };
        each(x, y, 64, 32, |x, y| {
            write_be(&f(be(x, 0)?, be(x, 1)?), y);
            Ok(())
        })
    })
}

/// `n` 2-to-1 merges of two 4-element Goldilocks digests each.
///
/// # Safety
/// `inputs` holds `n · 8` words, `out` room for `n · 4`.
unsafe fn merge_goldilocks(
    inputs: *const u64,
    n: usize,
    out: *mut u64,
    f: fn(&[Digest; 2]) -> Digest,
) -> c_int {
    guard(|| {
        let len = n.checked_mul(8).ok_or_else(overflow)?;
        // SAFETY: forwarded from the caller.
        let x = unsafe { slice(inputs, len, "inputs")? };
        let y = unsafe { slice_mut(out, n * 4, "out")? };
        each(x, y, 8, 4, |x, y| {
            let l = [gl(x, 0)?, gl(x, 1)?, gl(x, 2)?, gl(x, 3)?];
            let r = [gl(x, 4)?, gl(x, 5)?, gl(x, 6)?, gl(x, 7)?];
            for (o, v) in y.iter_mut().zip(f(&[l, r])) {
                *o = v.to_u256()[0];
            }
            Ok(())
        })
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
    unsafe { pair_256::<Bn254Fr>(inputs, n, out, |a, b| circom::hash2([a, b])) }
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
    unsafe { pair_256::<Stark252>(inputs, n, out, starknet::hash) }
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
    unsafe { merge_goldilocks(inputs, n, out, Rpo256::merge) }
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
    unsafe { merge_goldilocks(inputs, n, out, Rpx256::merge) }
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
    unsafe { merge_goldilocks(inputs, n, out, |[l, r]| plonky2::two_to_one(l, r)) }
}
