//! BLAKE2s's constants (RFC 7693 §2.6, §2.7): the initialisation vector (SHA-256's) and the
//! ten message schedules.

/// The initialisation vector: the first 32 bits of the fractional parts of the square roots of
/// the first eight primes.
pub const IV: [u32; 8] = [
    0x6a09_e667,
    0xbb67_ae85,
    0x3c6e_f372,
    0xa54f_f53a,
    0x510e_527f,
    0x9b05_688c,
    0x1f83_d9ab,
    0x5be0_cd19,
];

/// Parameter-block word 0 of unkeyed BLAKE2s with a 32-byte digest: digest length 32, key
/// length 0, fanout 1, depth 1. `h[0] = IV[0] ^ PARAM0`.
pub const PARAM0: u32 = 0x0101_0020;

/// Rounds of the compression.
pub const ROUNDS: usize = 10;

/// The message word each G takes, round by round.
pub const SIGMA: [[usize; 16]; ROUNDS] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
    [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
    [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
    [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
    [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
    [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
    [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
    [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
    [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
];

/// Bytes of a block.
pub const BLOCK_BYTES: usize = 64;

/// Bytes of the digest.
pub const DIGEST_BYTES: usize = 32;
