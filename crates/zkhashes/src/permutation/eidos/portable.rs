//! The compression on sixteen `u32` words, one G at a time: the reference form, and the
//! kernel where no vector kernel applies.

use super::schedule::{IV, ROUNDS, SCHEDULE};

#[inline(always)]
fn g(v: &mut [u32; 16], [a, b, c, d]: [usize; 4], x: u32, y: u32) {
    v[a] = v[a].wrapping_add(v[b]).wrapping_add(x);
    v[d] = (v[d] ^ v[a]).rotate_right(16);
    v[c] = v[c].wrapping_add(v[d]);
    v[b] = (v[b] ^ v[c]).rotate_right(12);
    v[a] = v[a].wrapping_add(v[b]).wrapping_add(y);
    v[d] = (v[d] ^ v[a]).rotate_right(8);
    v[c] = v[c].wrapping_add(v[d]);
    v[b] = (v[b] ^ v[c]).rotate_right(7);
}

/// G's four columns, then its four diagonals.
const QUARTERS: [[usize; 4]; 8] = [
    [0, 4, 8, 12],
    [1, 5, 9, 13],
    [2, 6, 10, 14],
    [3, 7, 11, 15],
    [0, 5, 10, 15],
    [1, 6, 11, 12],
    [2, 7, 8, 13],
    [3, 4, 9, 14],
];

/// The raw output `v[i] ^ v[i + 8]` (no mask).
pub fn compress_raw(cv: &[u32; 8], block: &[u32; 16]) -> [u32; 8] {
    let mut v = [0u32; 16];
    v[..8].copy_from_slice(cv);
    v[8..].copy_from_slice(&IV);
    for s in SCHEDULE.iter().take(ROUNDS) {
        for (q, idx) in QUARTERS.iter().enumerate() {
            g(&mut v, *idx, block[s[2 * q]], block[s[2 * q + 1]]);
        }
    }
    core::array::from_fn(|i| v[i] ^ v[i + 8])
}
