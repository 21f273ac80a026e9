"""plonky2's Poseidon over Goldilocks and its hashing conventions, from scratch.

Constants: plonky2 `src/bin/generate_constants.rs` draws 360 values with
`ChaCha8Rng::seed_from_u64(0)` and `gen_range(0..p)` (rand 0.8 / rand_chacha
0.3). This file re-implements that recipe: the PCG32 seed expansion of
rand_core's `seed_from_u64`, the ChaCha stream cipher with 8 rounds (block
counter in words 12-13, stream 0 in words 14-15), and rand's widening-multiply
sampling with rejection zone `(range << leading_zeros(range)) - 1`.

Permutation: `poseidon.permute` with t = 12, x^7, R_F 8, R_P 22 and the MDS
circ(17, 15, 41, 16, 2, 28, 13, 13, 39, 18, 34, 20) + diag(8, 0, ..., 0).
Sponge: rate 8 (overwrite), capacity 4, digest = state[0:4].
"""

import poseidon

P = 2**64 - 2**32 + 1
WIDTH, RATE, DIGEST = 12, 8, 4
ALPHA, ROUNDS_FULL, ROUNDS_PARTIAL = 7, 8, 22
MDS_CIRC = [17, 15, 41, 16, 2, 28, 13, 13, 39, 18, 34, 20]
MDS_DIAG = [8] + [0] * 11

M32, M64 = 2**32 - 1, 2**64 - 1


def pcg32_seed(state, nbytes=32):
    """rand_core's `seed_from_u64`: PCG32 outputs, little-endian, as the seed."""
    mul, inc = 6364136223846793005, 11634580027462260723
    out = b""
    while len(out) < nbytes:
        state = (state * mul + inc) & M64
        xorshifted = (((state >> 18) ^ state) >> 27) & M32
        rot = state >> 59
        x = ((xorshifted >> rot) | (xorshifted << ((32 - rot) % 32))) & M32
        out += x.to_bytes(4, "little")
    return out


def _rotl(v, n):
    return ((v << n) | (v >> (32 - n))) & M32


def _quarter(s, a, b, c, d):
    s[a] = (s[a] + s[b]) & M32
    s[d] = _rotl(s[d] ^ s[a], 16)
    s[c] = (s[c] + s[d]) & M32
    s[b] = _rotl(s[b] ^ s[c], 12)
    s[a] = (s[a] + s[b]) & M32
    s[d] = _rotl(s[d] ^ s[a], 8)
    s[c] = (s[c] + s[d]) & M32
    s[b] = _rotl(s[b] ^ s[c], 7)


def chacha_block(key_words, counter, rounds=8):
    """One ChaCha block (16 little-endian words) with a 64-bit counter and stream 0."""
    init = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574] + key_words
    init += [counter & M32, counter >> 32, 0, 0]
    s = list(init)
    for _ in range(rounds // 2):
        _quarter(s, 0, 4, 8, 12)
        _quarter(s, 1, 5, 9, 13)
        _quarter(s, 2, 6, 10, 14)
        _quarter(s, 3, 7, 11, 15)
        _quarter(s, 0, 5, 10, 15)
        _quarter(s, 1, 6, 11, 12)
        _quarter(s, 2, 7, 8, 13)
        _quarter(s, 3, 4, 9, 14)
    return [(x + y) & M32 for x, y in zip(s, init)]


def chacha8_u64s(seed_u64):
    """The `next_u64` stream of `ChaCha8Rng::seed_from_u64(seed_u64)`."""
    seed = pcg32_seed(seed_u64)
    key = [int.from_bytes(seed[4 * i : 4 * i + 4], "little") for i in range(8)]
    counter = 0
    while True:
        block = chacha_block(key, counter)
        counter += 1
        for i in range(0, 16, 2):
            yield block[i] | (block[i + 1] << 32)


def gen_range(stream, high):
    """rand 0.8 `gen_range(0..high)` for u64: widening multiply with rejection."""
    rng = high
    zone = ((rng << (64 - rng.bit_length())) & M64) - 1
    while True:
        v = next(stream)
        prod = v * rng
        hi, lo = prod >> 64, prod & M64
        if lo <= zone:
            return hi


def round_constants():
    stream = chacha8_u64s(0)
    n = WIDTH * (ROUNDS_FULL + ROUNDS_PARTIAL)
    return [gen_range(stream, P) for _ in range(n)]


def mds():
    return [
        [MDS_CIRC[(c - r) % WIDTH] + (MDS_DIAG[r] if r == c else 0) for c in range(WIDTH)]
        for r in range(WIDTH)
    ]


_RC = None


def permute(state):
    global _RC
    if _RC is None:
        _RC = round_constants()
    return poseidon.permute(list(state), _RC, mds(), ALPHA, ROUNDS_FULL, ROUNDS_PARTIAL, P)


def hash_no_pad(inputs):
    state = [0] * WIDTH
    for i in range(0, len(inputs), RATE):
        chunk = inputs[i : i + RATE]
        state[: len(chunk)] = chunk
        state = permute(state)
    return state[:DIGEST]


def hash_pad(inputs):
    padded = list(inputs) + [1]
    while (len(padded) + 1) % RATE != 0:
        padded.append(0)
    padded.append(1)
    return hash_no_pad(padded)


def two_to_one(left, right):
    return permute(list(left) + list(right) + [0] * (WIDTH - 2 * DIGEST))[:DIGEST]


def polygon_hash(inputs, capacity=(0, 0, 0, 0)):
    """Polygon zkEVM's poseidon(inputs, capacity) (pil-stark, zkevm-commonjs): the first four cells
    of plonky2's permutation of [inputs (8), capacity (4)]."""
    assert len(inputs) == 8 and len(capacity) == 4
    assert all(0 <= x < P for x in list(inputs) + list(capacity))
    return permute(list(inputs) + list(capacity))[:4]


def polygon_linear_hash(elements):
    """pil-stark's LinearHash: up to four elements zero-padded as they are; else blocks of eight
    (the last zero-padded), each hashed with the previous output as the capacity."""
    assert all(0 <= x < P for x in elements)
    if len(elements) <= 4:
        return list(elements) + [0] * (4 - len(elements))
    out = [0, 0, 0, 0]
    for k in range(0, len(elements), 8):
        block = list(elements[k : k + 8])
        out = polygon_hash(block + [0] * (8 - len(block)), out)
    return out
