"""Monolith (Grassi, Khovratovich, Lüftenegger, Rechberger, Schofnegger, Walch;
https://eprint.iacr.org/2023/1025) as Plonky3 computes it (crate p3-monolith 0.8.0 / 0.9.0-rc.2,
src/monolith.rs, src/bars/, src/mds/), in plain Python, for the paper's two instantiations:

- Monolith-31 over Mersenne-31 (p = 2^31 - 1), widths 16 and 24: Bars on cells 0..7, each cell's
  limbs of 8, 8, 8 and 7 bits through the chi-like S-boxes;
- Monolith-64 over Goldilocks (p = 2^64 - 2^32 + 1), widths 8 and 12: Bars on cells 0..3, limbs
  of 8 bits (the standard) or 16 bits.

The permutation: Concrete, then 5 rounds of Bars, Bricks, Concrete, round constants, then a last
round without constants. Bricks: s_i += s_{i-1}^2 (the old s_{i-1}) for i = 1..t-1. Concrete: a
circulant matrix given by its first row (Mersenne-31 width 16, Goldilocks), or for Mersenne-31
width 24 a Cauchy matrix 1/(x_i + y_j) from SHAKE-128. Round constants: SHAKE-128 of "Monolith"
|| [t, 6] || p (little-endian) || the limb sizes, read as little-endian words and rejection-sampled
below p."""

import hashlib

P31 = 2**31 - 1
P64 = 2**64 - 2**32 + 1
ROUNDS = 6  # 5 with constants, then 1 without

CIRC_M31_16 = [61402, 17845, 26798, 59689, 12021, 40901, 41351, 27521, 56951, 12034, 53865,
               43244, 7454, 33823, 28750, 1108]
CIRC_GL_8 = [23, 8, 13, 10, 7, 6, 21, 8]
CIRC_GL_12 = [7, 23, 8, 26, 13, 10, 9, 7, 6, 22, 21, 8]


class _Shake:
    """A SHAKE-128 stream read in order (hashlib squeezes from the start, so read a long prefix)."""

    def __init__(self, seed):
        self.data = hashlib.shake_128(seed).digest(1 << 14)
        self.at = 0

    def take(self, n):
        out = self.data[self.at:self.at + n]
        assert len(out) == n, "SHAKE prefix too short"
        self.at += n
        return int.from_bytes(out, "little")


def _params(field, t, lookup_bits=8):
    if field == "mersenne31":
        assert t in (16, 24)
        return P31, 4, bytes([8, 8, 8, 7]), 8
    assert field == "goldilocks" and t in (8, 12) and lookup_bits in (8, 16)
    limbs = bytes([8] * 8) if lookup_bits == 8 else bytes([16] * 4)
    return P64, 8, limbs, 4


def round_constants(field, t, lookup_bits=8):
    """[5][t] round constants."""
    p, size, limbs, _ = _params(field, t, lookup_bits)
    shake = _Shake(b"Monolith" + bytes([t, ROUNDS]) + p.to_bytes(size, "little") + limbs)
    out = []
    for _ in range(ROUNDS - 1):
        row = []
        for _ in range(t):
            v = shake.take(size)
            while v >= p:
                v = shake.take(size)
            row.append(v)
        out.append(row)
    return out


def cauchy_m31(t=24):
    """Mersenne-31 width 24's matrix: y_j from SHAKE-128 (30 bits, distinct in their low 22 bits),
    x_i = y_i's low 22 bits, entry 1/(x_i + y_j)."""
    shake = _Shake(b"Monolith" + bytes([t, ROUNDS]) + P31.to_bytes(4, "little") + bytes([16, 15])
                   + b"MDS")
    x_mask = (1 << (31 - 9)) - 1
    y_mask = ((1 << 31) - 1) >> 2
    y = []
    for _ in range(t):
        y_i = shake.take(4) & y_mask
        while any((r & x_mask) == (y_i & x_mask) for r in y):
            y_i = shake.take(4) & y_mask
        y.append(y_i)
    x = [v & x_mask for v in y]
    return [[pow(x[i] + y[j], P31 - 2, P31) for j in range(t)] for i in range(t)]


def _rotl(v, n, bits):
    mask = (1 << bits) - 1
    return ((v << n) | (v >> (bits - n))) & mask


def sbox8(y):
    """The 8-bit S-box: rotl1(y ^ (~rotl1(y) & rotl2(y) & rotl3(y)))."""
    t = y ^ ((~_rotl(y, 1, 8) & 0xFF) & _rotl(y, 2, 8) & _rotl(y, 3, 8))
    return _rotl(t, 1, 8)


def sbox7(y):
    """The 7-bit S-box (Mersenne-31's top limb): rotl1(y ^ (~rotl1(y) & rotl2(y)))."""
    t = y ^ ((~_rotl(y, 1, 7) & 0x7F) & _rotl(y, 2, 7))
    return _rotl(t, 1, 7)


def sbox16(y):
    t = y ^ ((~_rotl(y, 1, 16) & 0xFFFF) & _rotl(y, 2, 16) & _rotl(y, 3, 16))
    return _rotl(t, 1, 16)


def bar_m31(x):
    b = x.to_bytes(4, "little")
    return int.from_bytes(bytes([sbox8(b[0]), sbox8(b[1]), sbox8(b[2]), sbox7(b[3])]), "little")


def bar_gl(x, lookup_bits=8):
    if lookup_bits == 8:
        out = bytes(sbox8(v) for v in x.to_bytes(8, "little"))
        return int.from_bytes(out, "little") % P64
    words = [(x >> (16 * i)) & 0xFFFF for i in range(4)]
    return sum(sbox16(w) << (16 * i) for i, w in enumerate(words)) % P64


def circulant(row, state, p):
    """out_i = sum_j row[(j - i) mod t] * s_j: the matrix whose rows are row rotated right."""
    t = len(row)
    return [sum(row[(j - i) % t] * state[j] for j in range(t)) % p for i in range(t)]


class Monolith:
    def __init__(self, field, t, lookup_bits=8):
        self.field, self.t, self.lookup_bits = field, t, lookup_bits
        self.p, _, _, self.bars = _params(field, t, lookup_bits)
        self.rc = round_constants(field, t, lookup_bits)
        if field == "mersenne31" and t == 24:
            self.matrix = cauchy_m31(t)
        else:
            row = {(16, "mersenne31"): CIRC_M31_16, (8, "goldilocks"): CIRC_GL_8,
                   (12, "goldilocks"): CIRC_GL_12}[(t, field)]
            self.matrix = [[row[(j - i) % t] for j in range(t)] for i in range(t)]

    def concrete(self, s):
        p = self.p
        return [sum(m * v for m, v in zip(row, s)) % p for row in self.matrix]

    def bar(self, x):
        return bar_m31(x) if self.field == "mersenne31" else bar_gl(x, self.lookup_bits)

    def layer(self, s):
        s = [self.bar(v) for v in s[:self.bars]] + s[self.bars:]
        s = [s[0]] + [(s[i] + s[i - 1] * s[i - 1]) % self.p for i in range(1, self.t)]
        return self.concrete(s)

    def permute(self, state):
        assert len(state) == self.t and all(0 <= v < self.p for v in state)
        s = self.concrete(list(state))
        for rc in self.rc:
            s = self.layer(s)
            s = [(v + c) % self.p for v, c in zip(s, rc)]
        return self.layer(s)


_CACHE = {}


def instance(field, t, lookup_bits=8):
    key = (field, t, lookup_bits)
    if key not in _CACHE:
        _CACHE[key] = Monolith(field, t, lookup_bits)
    return _CACHE[key]


def permute(field, state, lookup_bits=8):
    return instance(field, len(state), lookup_bits).permute(state)


def digest_len(field):
    return 8 if field == "mersenne31" else 4


def sponge(field, t, inputs):
    """Plonky3's PaddingFreeSponge over Monolith: blocks of t - d overwrite the state's start."""
    d = digest_len(field)
    s = [0] * t
    for i in range(0, len(inputs), t - d):
        block = inputs[i:i + t - d]
        s[:len(block)] = block
        s = permute(field, s)
    return s[:d]


def compress(field, t, inputs):
    """Plonky3's TruncatedPermutation of two digests."""
    d = digest_len(field)
    assert len(inputs) == 2 * d
    return permute(field, list(inputs) + [0] * (t - 2 * d))[:d]
