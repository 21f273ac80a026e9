"""gnark-crypto's Poseidon2 (Go, github.com/consensys/gnark-crypto v0.22) in plain Python (standard
library only): an independent oracle for the Rust instances.

- KoalaBear (x^3) and BabyBear (x^7), widths 16 and 24: Plonky3's matrices (M4 = circ(2, 3, 1, 1),
  the small internal diagonals of poseidon2.PLONKY3_DIAG), gnark's own round constants and rounds:
  KoalaBear R_F 6, R_P 21 at both widths; BabyBear 8, 13 (16) and 8, 21 (24).
- BN254 (x^5): t = 2 (R_F 6, R_P 50, gnark's default) and t = 3 (8, 56) with gnark's Keccak
  constants and HorizenLabs' matrices; t = 4, 8, 12, 16 HorizenLabs' Grain constants and diagonals
  (R_P 56 at t = 4, else 57).
- Keccak constants (`Parameters.initRC`): rnd = keccak256(seed); for each constant in round order
  rnd = keccak256(rnd), constant = int(rnd, big-endian) mod p. Seed `Poseidon2-<name>[t=..,rF=..,
  rP=..,d=..]`, name koalabear, babybear or BN254. Keccak-256 is the original (0x01 padding), not
  SHA3-256, so it is written out here (hashlib has only SHA3).
- compress(left, right) = right + permute(left || right)[n:], n = t/2; md(inputs) is the
  Merkle-Damgard hasher: state = n zeros, for each block of n (the last left-padded with zeros)
  state = compress(state, block).
"""

import json
import os

import poseidon2

# --- Keccak-256 (FIPS 202's Keccak-f[1600], original padding) ---------------------------------

_MASK = (1 << 64) - 1
_RC = []
_r = 1
for _ in range(24):
    c = 0
    for j in range(7):
        _r = ((_r << 1) ^ ((_r >> 7) * 0x71)) % 256
        if _r & 2:
            c |= 1 << ((1 << j) - 1)
    _RC.append(c)
# rotation offsets r[x][y]
_ROT = [[0] * 5 for _ in range(5)]
_x, _y = 1, 0
for _t in range(24):
    _ROT[_x][_y] = ((_t + 1) * (_t + 2) // 2) % 64
    _x, _y = _y, (2 * _x + 3 * _y) % 5


def _rol(v, n):
    return ((v << n) | (v >> (64 - n))) & _MASK if n else v


def _keccak_f(a):
    for rc in _RC:
        c = [a[x][0] ^ a[x][1] ^ a[x][2] ^ a[x][3] ^ a[x][4] for x in range(5)]
        d = [c[(x - 1) % 5] ^ _rol(c[(x + 1) % 5], 1) for x in range(5)]
        a = [[a[x][y] ^ d[x] for y in range(5)] for x in range(5)]
        b = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                b[y][(2 * x + 3 * y) % 5] = _rol(a[x][y], _ROT[x][y])
        a = [[b[x][y] ^ (~b[(x + 1) % 5][y] & b[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
        a[0][0] ^= rc
    return a


def keccak256(data):
    rate = 136
    msg = bytearray(data) + b"\x01"
    msg += b"\x00" * (-len(msg) % rate)
    msg[-1] |= 0x80
    a = [[0] * 5 for _ in range(5)]
    for k in range(0, len(msg), rate):
        block = msg[k : k + rate]
        for i in range(rate // 8):
            a[i % 5][i // 5] ^= int.from_bytes(block[8 * i : 8 * i + 8], "little")
        a = _keccak_f(a)
    return b"".join(a[i % 5][i // 5].to_bytes(8, "little") for i in range(4))


# --- instances ---------------------------------------------------------------------------------

NAMES = {"koalabear": "koalabear", "babybear": "babybear", "bn254": "BN254"}
ALPHA = {"koalabear": 3, "babybear": 7, "bn254": 5}
# (field, t) -> (R_F, R_P) of the instances the registry names.
DEFAULTS = {
    ("koalabear", 16): (6, 21),
    ("koalabear", 24): (6, 21),
    ("babybear", 16): (8, 13),
    ("babybear", 24): (8, 21),
    ("bn254", 2): (6, 50),
    ("bn254", 3): (8, 56),
    ("bn254", 4): (8, 56),
    ("bn254", 8): (8, 57),
    ("bn254", 12): (8, 57),
    ("bn254", 16): (8, 57),
}
# the width the hashers use by default: compress and md over width 16 (BN254: 2), and all they take
HASH_WIDTH = {"koalabear": 16, "babybear": 16, "bn254": 2}
HASH_WIDTHS = {"koalabear": (16, 24), "babybear": (16, 24), "bn254": (2,)}

_DIAG = os.path.join(os.path.dirname(__file__), "data", "poseidon2_gnark_bn254_diag.json")


def seed(field, t, rf, rp):
    return f"Poseidon2-{NAMES[field]}[t={t},rF={rf},rP={rp},d={ALPHA[field]}]"


def keccak_constants(field, t, rf, rp):
    p = poseidon2.FIELDS[field]
    rnd = keccak256(seed(field, t, rf, rp).encode())

    def nxt():
        nonlocal rnd
        rnd = keccak256(rnd)
        return int.from_bytes(rnd, "big") % p

    initial = [[nxt() for _ in range(t)] for _ in range(rf // 2)]
    internal = [nxt() for _ in range(rp)]
    terminal = [[nxt() for _ in range(t)] for _ in range(rf // 2)]
    return initial, internal, terminal


_CACHE = {}


def instance(field, t, rf=None, rp=None):
    """(p, alpha, constants, diag, m4) of an instance; default rounds unless given."""
    if rf is None:
        rf, rp = DEFAULTS[(field, t)]
    key = (field, t, rf, rp)
    if key not in _CACHE:
        p = poseidon2.FIELDS[field]
        if field == "bn254":
            if t in (2, 3):
                constants = keccak_constants(field, t, rf, rp)
                diag = [1] * (t - 1) + [2]
            else:
                constants = poseidon2.grain_constants(p, t, rf, rp)
                with open(_DIAG) as f:
                    diag = [int(v, 0) for v in json.load(f)[str(t)]]
            m4 = poseidon2.M4_HORIZEN
        else:
            constants = keccak_constants(field, t, rf, rp)
            diag = poseidon2.parse_diagonal(poseidon2.PLONKY3_DIAG[(field, t)], p)
            m4 = poseidon2.M4_PLONKY3
        _CACHE[key] = (p, ALPHA[field], constants, diag, m4)
    return _CACHE[key]


def permute(field, state, rf=None, rp=None):
    p, alpha, constants, diag, m4 = instance(field, len(state), rf, rp)
    assert all(0 <= x < p for x in state)
    return poseidon2.permute(state, p, alpha, constants, diag, m4)


def compress(field, left, right):
    p = poseidon2.FIELDS[field]
    n = len(left)
    assert len(right) == n
    out = permute(field, list(left) + list(right))
    return [(r + o) % p for r, o in zip(right, out[n:])]


def md(field, inputs, width=None):
    n = (width or HASH_WIDTH[field]) // 2
    state = [0] * n
    for k in range(0, len(inputs), n):
        block = list(inputs[k : k + n])
        block = [0] * (n - len(block)) + block
        state = compress(field, state, block)
    return state


def md_bytes(field, data, width=None):
    """The hasher on bytes: blocks of n elements of 4 (BN254: 32) big-endian bytes, the last block
    left-padded with zero bytes; a non-canonical element raises ValueError."""
    p = poseidon2.FIELDS[field]
    size = 32 if field == "bn254" else 4
    n = (width or HASH_WIDTH[field]) // 2
    state = [0] * n
    for k in range(0, len(data), n * size):
        chunk = data[k : k + n * size]
        chunk = b"\x00" * (n * size - len(chunk)) + chunk
        block = [int.from_bytes(chunk[i * size : (i + 1) * size], "big") for i in range(n)]
        if any(v >= p for v in block):
            raise ValueError("non-canonical element")
        state = compress(field, state, block)
    return state
