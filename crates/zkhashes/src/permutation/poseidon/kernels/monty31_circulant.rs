//! The product by p3-mds' width-16 circulant matrix (Plonky3's Poseidon1
//! over BabyBear and KoalaBear, `M[i][j] = ROW_16[(j − i) mod 16]`) on a
//! 31-bit Montgomery state, as integers: the matrix's entries are small
//! (at most 101, a row summing to 371), so `M·x` on the Montgomery words
//! x·R is (M·x)·R plus a multiple of p, each output a sum of 16 products
//! below 371·2³¹ < 2⁴⁰ in a `u64` and one reduction mod p — not 256
//! Montgomery products. Called by [`super::super::dispatch`] for the full
//! rounds; tested against the engine's dense product.

use crate::field::monty31::{Monty31, Monty31Params};
use core::array::from_fn;

/// The first row of p3-mds' width-16 circulant matrix.
pub const ROW_16: [u64; 16] = [1, 1, 51, 1, 11, 17, 2, 1, 101, 63, 15, 2, 67, 22, 13, 3];

/// `state ← M·state` for p3-mds' width-16 circulant `M`.
#[inline(always)]
pub fn circulant16<C: Monty31Params>(state: &mut [Monty31<C>; 16]) {
    let x: [u64; 16] = from_fn(|j| u64::from(state[j].to_mont()));
    let p = u64::from(C::P);
    for (i, cell) in state.iter_mut().enumerate() {
        let mut y = 0u64;
        for (k, &c) in ROW_16.iter().enumerate() {
            y += c * x[(i + k) % 16];
        }
        // y mod p by the compiler's multiply-high for the constant p.
        *cell = Monty31::from_mont((y % p) as u32);
    }
}
