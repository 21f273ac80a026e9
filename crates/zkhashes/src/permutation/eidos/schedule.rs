//! BLAKE3's constants and message schedule, and Eidos's output mask.

/// BLAKE3's initialization vector, BLAKE2s's (SHA-256's): the state's lower half and, in its
/// last four words, Eidos's fixed parameter words.
pub use crate::permutation::blake2s::constants::IV;

/// BLAKE3's message permutation, applied to the block between rounds: round `r + 1` reads
/// word `MSG_PERMUTATION[i]` of round `r`'s order at position `i`.
pub const MSG_PERMUTATION: [usize; 16] = [2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8];

/// Rounds of the compression.
pub const ROUNDS: usize = 7;

/// The mask of the odd output words (bit 31 cleared).
pub const ODD_WORD_MASK: u32 = 0x7fff_ffff;

/// The block's word order in each round: `SCHEDULE[r][i]` is the block word that round `r`
/// reads at position `i` ([`MSG_PERMUTATION`] composed `r` times).
pub const SCHEDULE: [[usize; 16]; ROUNDS] = schedule();

const fn schedule() -> [[usize; 16]; ROUNDS] {
    let mut s = [[0usize; 16]; ROUNDS];
    let mut i = 0;
    while i < 16 {
        s[0][i] = i;
        i += 1;
    }
    let mut r = 1;
    while r < ROUNDS {
        let mut i = 0;
        while i < 16 {
            s[r][i] = s[r - 1][MSG_PERMUTATION[i]];
            i += 1;
        }
        r += 1;
    }
    s
}

/// Clears bit 31 of the odd words of a raw output.
#[inline(always)]
pub fn mask_output(mut out: [u32; 8]) -> [u32; 8] {
    out[1] &= ODD_WORD_MASK;
    out[3] &= ODD_WORD_MASK;
    out[5] &= ODD_WORD_MASK;
    out[7] &= ODD_WORD_MASK;
    out
}
