//! Noir's and Aztec's Poseidon2 over BN254: Barretenberg's permutation
//! (t = 4, x⁵, R_F 8, R_P 56, HorizenLabs' M₄, internal matrix
//! J + diag(d) with Barretenberg's diagonal; the `poseidon2_permutation`
//! black box of ACVM, `bn254_blackbox_solver`) and the sponge of Noir's
//! `std::hash::poseidon2::Poseidon2::hash` (Barretenberg's
//! `crypto::Poseidon2::hash`, bb.js `poseidon2Hash`).
//!
//! The sponge has rate 3 and capacity 1. The state starts as
//! `[0, 0, 0, n·2⁶⁴]` for an input of n elements. The input is cut into
//! blocks of three (the last one zero-padded); each block is added into
//! cells 0 to 2 and the state permuted; the hash is cell 0. An empty input
//! is one empty block: ⌈n/3⌉ permutations, at least one.
//!
//! Noir's variable-length form, `Poseidon2::hash(input, message_size)` with
//! `message_size` below the array's length, hashes the first
//! `message_size` elements followed by a 1, with `message_size` in the IV
//! ([`hash_variable_length`]).

use super::poseidon2_horizen::build;
use crate::constants::poseidon2_horizen as c;
use crate::field::{Bn254Fr as F, Field, PrimeField};
use crate::permutation::batch::BLOCK_ROWS;
use crate::permutation::poseidon2::Poseidon2;
use crate::permutation::Permutation;
use alloc::boxed::Box;
use alloc::vec::Vec;
use once_cell::race::OnceBox;

/// State width.
pub const WIDTH: usize = 4;
/// Rate: elements absorbed per permutation.
pub const RATE: usize = 3;

fn bn(v: [u64; 4]) -> F {
    F::from_u256(&v).expect("canonical table value")
}

/// Barretenberg's Poseidon2 permutation over BN254 (t = 4).
pub fn permutation() -> &'static Poseidon2<F, WIDTH> {
    static P: OnceBox<Poseidon2<F, WIDTH>> = OnceBox::new();
    P.get_or_init(|| {
        Box::new(build(
            5,
            bn,
            &c::BN254_T4_INITIAL,
            &c::BN254_T4_INTERNAL,
            &c::BN254_T4_TERMINAL,
            &c::BN254_T4_DIAG,
        ))
    })
}

/// The initial state of a sponge over `len` elements: `len·2⁶⁴` in the
/// capacity.
fn initial_state(len: usize) -> [F; WIDTH] {
    let mut state = [F::ZERO; WIDTH];
    state[RATE] = F::from_u256(&[0, len as u64, 0, 0]).expect("below p");
    state
}

/// Absorbs `inputs` then `last` (if any) block by block into the sponge
/// over `len` elements (at least one block) and returns cell 0.
fn sponge(len: usize, inputs: &[F], last: Option<F>) -> F {
    let p = permutation();
    let mut state = initial_state(len);
    let n = inputs.len() + usize::from(last.is_some());
    let mut elements = inputs.iter().copied().chain(last);
    for _ in 0..n.div_ceil(RATE).max(1) {
        for (cell, x) in state[..RATE].iter_mut().zip(elements.by_ref()) {
            *cell += x;
        }
        p.permute_mut(&mut state);
    }
    state[0]
}

/// Noir's `Poseidon2::hash(input, input.len())`: the fixed-length hash.
pub fn hash(inputs: &[F]) -> F {
    sponge(inputs.len(), inputs, None)
}

/// Noir's `Poseidon2::hash(input, message_size)` for `message_size` below
/// the array's length, of the first `message_size` elements `inputs`: the
/// IV holds `message_size` and a 1 follows the message.
pub fn hash_variable_length(inputs: &[F]) -> F {
    sponge(inputs.len(), inputs, Some(F::ONE))
}

/// [`hash`] of many messages of `len` elements each, stored one after the
/// other in `inputs`, one output a message into `out`: the sponges advance
/// together, each permutation step running a block of states at once
/// ([`Permutation::permute_many`], every core with `parallel`).
///
/// # Panics
/// If `inputs.len() != len·out.len()`.
pub fn hash_batch(inputs: &[F], len: usize, out: &mut [F]) {
    assert_eq!(inputs.len(), len * out.len(), "`len` inputs a row");
    let p = permutation();
    let blocks = len.div_ceil(RATE).max(1);
    let mut states = Vec::with_capacity(BLOCK_ROWS.min(out.len()));
    for (b, out) in out.chunks_mut(BLOCK_ROWS).enumerate() {
        let first = b * BLOCK_ROWS;
        states.clear();
        states.resize(out.len(), initial_state(len));
        for block in 0..blocks {
            let lo = (block * RATE).min(len);
            let hi = (lo + RATE).min(len);
            for (row, s) in states.iter_mut().enumerate() {
                let m = &inputs[(first + row) * len..(first + row + 1) * len];
                for (cell, x) in s.iter_mut().zip(&m[lo..hi]) {
                    *cell += *x;
                }
            }
            p.permute_many(&mut states);
        }
        for (o, s) in out.iter_mut().zip(&states) {
            *o = s[0];
        }
    }
}
