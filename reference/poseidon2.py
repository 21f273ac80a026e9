"""Poseidon2 in plain Python (standard library only): an independent oracle for the Rust engine.

Permutation (Grassi, Khovratovich, Schofnegger, eprint 2023/323): the external matrix M_E first,
then R_F/2 external rounds (+ constants, x^alpha on every cell, M_E), R_P internal rounds
(+ constant on cell 0, x^alpha on cell 0, M_I), R_F/2 external rounds.

- M_E: t = 2, 3: circ(2, 1), circ(2, 1, 1). t = 4k: the 4x4 block M4 on each group of four,
  then every cell plus the sum of its column over the groups (for t = 4 only M4).
  HorizenLabs' M4 = [[5,7,1,3],[4,6,1,1],[1,3,5,7],[1,1,4,6]]; Plonky3's M4 = circ(2,3,1,1).
- M_I = J + diag(d) (J all ones).

HorizenLabs' instances (crate zkhash): round constants from the Poseidon Grain LFSR (seed as for
Poseidon: x^alpha, n = bits of p, t, R_F, R_P), t per external round and one per internal round, in
round order; the diagonal d is [1, 2] / [1, 1, 2] for t = 2 / 3 and data for larger t
(reference/data/poseidon2_horizen_diag.json).

Plonky3's instances (p3-goldilocks, p3-baby-bear, p3-koala-bear, p3-mersenne-31 0.8): the same Grain
draw (x^alpha with alpha 7, 7, 3, 5), M4 = circ(2, 3, 1, 1), and internal diagonals of small numbers
and powers of two (PLONKY3_DIAG, written as Plonky3 documents them).

Barretenberg's instance (Noir, Aztec): BN254, t = 4, x^5, R_F 8, R_P 56, HorizenLabs' M4 and Grain
draw, its own diagonal (in the same data file). Noir's sponge (`std::hash::poseidon2`): rate 3,
capacity 1 holding len * 2^64, blocks of three added into cells 0..2 (the last zero-padded), one
permutation per block and at least one; the hash is cell 0.
"""

import json
import os

from grain import Grain

BN254 = 21888242871839275222246405745257275088548364400416034343698204186575808495617
GOLDILOCKS = 2**64 - 2**32 + 1
BABYBEAR = 15 * 2**27 + 1
KOALABEAR = 2**31 - 2**24 + 1
MERSENNE31 = 2**31 - 1

FIELDS = {
    "bn254": BN254,
    "goldilocks": GOLDILOCKS,
    "babybear": BABYBEAR,
    "koalabear": KOALABEAR,
    "mersenne31": MERSENNE31,
}

# (field, t) -> (alpha, R_F, R_P) of HorizenLabs' instances.
HORIZEN = {
    ("bn254", 3): (5, 8, 56),
    ("goldilocks", 8): (7, 8, 22),
    ("goldilocks", 12): (7, 8, 22),
    ("goldilocks", 16): (7, 8, 22),
    ("goldilocks", 20): (7, 8, 22),
    ("babybear", 16): (7, 8, 13),
    ("babybear", 24): (7, 8, 21),
}

# (field, t) -> (alpha, R_F, R_P) of Plonky3's default instances.
PLONKY3 = {
    ("goldilocks", 8): (7, 8, 22),
    ("goldilocks", 12): (7, 8, 22),
    ("goldilocks", 16): (7, 8, 22),
    ("babybear", 16): (7, 8, 13),
    ("babybear", 24): (7, 8, 21),
    ("koalabear", 16): (3, 8, 20),
    ("koalabear", 24): (3, 8, 23),
    ("mersenne31", 16): (5, 8, 14),
    ("mersenne31", 24): (5, 8, 22),
    ("babybear", 32): (7, 8, 30),
    ("koalabear", 32): (3, 8, 31),
    ("mersenne31", 32): (5, 8, 30),
}

_M31_16 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 15, 16]

# Plonky3's internal diagonals d (M_I = J + diag(d)), entries "[-]m" or "[-]1/2^k" or "2^k".
PLONKY3_DIAG = {
    ("goldilocks", 8): "-2 1 2 1/2 3 -1/2 -3 -4",
    ("goldilocks", 12): "-2 1 2 1/2 3 4 -1/2 -3 -4 1/2^2 -1/2^2 1/2^3",
    ("goldilocks", 16): "-2 1 2 1/2 3 4 -1/2 -3 -4 1/2^3 1/2^4 1/2^5 -1/2^3 -1/2^4 -1/2^5 1/2^32",
    ("babybear", 16): "-2 1 2 1/2 3 4 -1/2 -3 -4 1/2^8 1/2^2 1/2^3 1/2^27 -1/2^8 -1/2^4 -1/2^27",
    ("babybear", 24): "-2 1 2 1/2 3 4 -1/2 -3 -4 1/2^8 1/2^2 1/2^3 1/2^4 1/2^7 1/2^9 1/2^27 "
    "-1/2^8 -1/2^2 -1/2^3 -1/2^4 -1/2^5 -1/2^6 -1/2^7 -1/2^27",
    ("koalabear", 16): "-2 1 2 1/2 3 4 -1/2 -3 -4 1/2^8 1/2^3 1/2^24 -1/2^8 -1/2^3 -1/2^4 -1/2^24",
    ("koalabear", 24): "-2 1 2 1/2 3 4 -1/2 -3 -4 1/2^8 1/2^2 1/2^3 1/2^4 1/2^5 1/2^6 1/2^24 "
    "-1/2^8 -1/2^3 -1/2^4 -1/2^5 -1/2^6 -1/2^7 -1/2^9 -1/2^24",
    ("mersenne31", 16): "-2 " + " ".join("2^%d" % k for k in _M31_16),
    ("mersenne31", 24): "-2 " + " ".join("2^%d" % k for k in range(23)),
    ("babybear", 32): "-2 1 2 1/2 3 4 -1/2 -3 -4 1/2^8 1/2^2 1/2^3 1/2^4 1/2^5 1/2^6 1/2^7 1/2^9 1/2^10 1/2^12 "
    "1/2^27 -1/2^8 -1/2^2 -1/2^3 -1/2^4 -1/2^5 -1/2^6 -1/2^7 -1/2^9 -1/2^10 -1/2^12 -1/2^14 -1/2^27",
    ("koalabear", 32): "-2 1 2 1/2 3 4 -1/2 -3 -4 1/2^8 1/2^2 1/2^3 1/2^4 1/2^5 1/2^6 1/2^10 1/2^12 1/2^14 "
    "1/2^16 1/2^24 -1/2^8 -1/2^3 -1/2^4 -1/2^5 -1/2^6 -1/2^7 -1/2^9 -1/2^10 -1/2^12 -1/2^14 -1/2^16 -1/2^24",
    ("mersenne31", 32): "-2 " + " ".join("2^%d" % k for k in range(31)),
}


def parse_diagonal(text, p):
    """Entries like -3, 1/2, -1/2^27, 2^16 as elements mod p."""
    out = []
    for e in text.split():
        sign = -1 if e.startswith("-") else 1
        e = e.lstrip("-")
        num, _, den = e.partition("/")

        def value(v):
            base, _, exp = v.partition("^")
            return int(base) ** int(exp or 1)

        d = value(num) * pow(value(den or "1"), -1, p)
        out.append(sign * d % p)
    return out


M4_HORIZEN = [[5, 7, 1, 3], [4, 6, 1, 1], [1, 3, 5, 7], [1, 1, 4, 6]]
M4_PLONKY3 = [[2, 3, 1, 1], [1, 2, 3, 1], [1, 1, 2, 3], [3, 1, 1, 2]]

_DIAG = os.path.join(os.path.dirname(__file__), "data", "poseidon2_horizen_diag.json")


def horizen_diagonal(field, t):
    if t == 2:
        return [1, 2]
    if t == 3:
        return [1, 1, 2]
    with open(_DIAG) as f:
        return [int(v, 0) for v in json.load(f)[field][str(t)]]


def grain_constants(p, t, rounds_full, rounds_partial):
    """(initial rows, internal constants, terminal rows) as HorizenLabs draws them."""
    n = p.bit_length()
    g = Grain(n, t, rounds_full, rounds_partial)

    def element():
        while True:
            v = g.next_int(n)
            if v < p:
                return v

    initial = [[element() for _ in range(t)] for _ in range(rounds_full // 2)]
    internal = [element() for _ in range(rounds_partial)]
    terminal = [[element() for _ in range(t)] for _ in range(rounds_full // 2)]
    return initial, internal, terminal


def external(state, p, m4):
    t = len(state)
    if t in (2, 3):
        s = sum(state)
        return [(x + s) % p for x in state]
    out = []
    for k in range(0, t, 4):
        block = state[k : k + 4]
        out += [sum(m4[i][j] * block[j] for j in range(4)) % p for i in range(4)]
    if t == 4:
        return out
    sums = [sum(out[i::4]) for i in range(4)]
    return [(x + sums[i % 4]) % p for i, x in enumerate(out)]


def internal(state, p, diag):
    s = sum(state)
    return [(d * x + s) % p for d, x in zip(diag, state)]


def permute(state, p, alpha, constants, diag, m4):
    initial, internal_rc, terminal = constants
    state = external([x % p for x in state], p, m4)
    for rc in initial:
        state = external([pow((x + c) % p, alpha, p) for x, c in zip(state, rc)], p, m4)
    for c in internal_rc:
        state[0] = pow((state[0] + c) % p, alpha, p)
        state = internal(state, p, diag)
    for rc in terminal:
        state = external([pow((x + c) % p, alpha, p) for x, c in zip(state, rc)], p, m4)
    return state


_CACHE = {}


def horizen(field, t):
    """(p, alpha, constants, diag) of a HorizenLabs instance (constants generated once)."""
    key = (field, t)
    if key not in _CACHE:
        alpha, rf, rp = HORIZEN[key]
        p = FIELDS[field]
        _CACHE[key] = (p, alpha, grain_constants(p, t, rf, rp), horizen_diagonal(field, t))
    return _CACHE[key]


def permute_horizen(field, state):
    p, alpha, constants, diag = horizen(field, len(state))
    return permute(state, p, alpha, constants, diag, M4_HORIZEN)


def plonky3(field, t):
    """(p, alpha, constants, diag) of a Plonky3 instance (constants generated once)."""
    key = ("plonky3", field, t)
    if key not in _CACHE:
        alpha, rf, rp = PLONKY3[(field, t)]
        p = FIELDS[field]
        diag = parse_diagonal(PLONKY3_DIAG[(field, t)], p)
        assert len(diag) == t
        _CACHE[key] = (p, alpha, grain_constants(p, t, rf, rp), diag)
    return _CACHE[key]


def permute_plonky3(field, state):
    p, alpha, constants, diag = plonky3(field, len(state))
    return permute(state, p, alpha, constants, diag, M4_PLONKY3)


def digest_len(field):
    """Elements of a Plonky3 digest: 4 over Goldilocks, 8 over the 31-bit fields."""
    return 4 if field == "goldilocks" else 8


def plonky3_sponge(field, width, inputs):
    """Plonky3's PaddingFreeSponge<Poseidon2, width, rate = width - digest, out = digest>: the
    all-zero state, blocks of `rate` elements overwrite state[0..rate] and are permuted (a short last
    block too, keeping the earlier state beyond it); no padding, so the empty input gives zeros."""
    p, out = FIELDS[field], digest_len(field)
    rate = width - out
    state = [0] * width
    for k in range(0, len(inputs), rate):
        block = inputs[k : k + rate]
        assert all(0 <= x < p for x in block)
        state[: len(block)] = block
        state = permute_plonky3(field, state)
    return state[:out]


def plonky3_compress(field, width, left, right):
    """Plonky3's TruncatedPermutation<Poseidon2, 2, digest, width>: permute [left, right, 0...]
    and keep the first digest elements."""
    out = digest_len(field)
    assert len(left) == len(right) == out and 2 * out <= width
    state = list(left) + list(right) + [0] * (width - 2 * out)
    return permute_plonky3(field, state)[:out]


def openzeppelin_hash(inputs, n_out=1):
    """OpenZeppelin's sponge (openzeppelin-crypto poseidon2::Poseidon2<BN256Params>): HorizenLabs'
    BN254 t = 3 permutation, capacity 1, elements added into state[1], state[2] (permuting when the
    rate is full), squeeze permutes first and returns state[1], state[2], ... (permuting again when
    they run out). No padding."""
    p = BN254
    state, index = [0, 0, 0], 1
    for x in inputs:
        assert 0 <= x < p
        if index == 3:
            state, index = permute_horizen("bn254", state), 1
        state[index] = (state[index] + x) % p
        index += 1
    out, squeezing = [], False
    for _ in range(n_out):
        if not squeezing or index == 3:
            state, index, squeezing = permute_horizen("bn254", state), 1, True
        out.append(state[index])
        index += 1
    return out


# Barretenberg's instance (alpha, R_F, R_P); its diagonal is data["bn254"]["4"].
BARRETENBERG = (5, 8, 56)


def permute_barretenberg(state):
    """Barretenberg's Poseidon2 permutation over BN254, t = 4."""
    key = ("barretenberg",)
    if key not in _CACHE:
        alpha, rf, rp = BARRETENBERG
        _CACHE[key] = (alpha, grain_constants(BN254, 4, rf, rp), horizen_diagonal("bn254", 4))
    alpha, constants, diag = _CACHE[key]
    assert len(state) == 4 and all(0 <= x < BN254 for x in state)
    return permute(state, BN254, alpha, constants, diag, M4_HORIZEN)


def noir_hash(inputs, variable_length=False):
    """Noir's Poseidon2::hash(input, message_size) of `inputs` (the first message_size elements):
    the IV len(inputs) * 2^64 in cell 3; a variable-length hash (message_size below the array's
    length) absorbs a 1 after the message."""
    assert all(0 <= x < BN254 for x in inputs)
    state = [0, 0, 0, len(inputs) << 64]
    message = list(inputs) + ([1] if variable_length else [])
    blocks = max(1, -(-len(message) // 3))
    for k in range(blocks):
        for i, x in enumerate(message[3 * k : 3 * k + 3]):
            state[i] = (state[i] + x) % BN254
        state = permute_barretenberg(state)
    return state[0]


def risc0_hash(inputs):
    """RISC Zero's Poseidon2 hash (risc0-zkp `unpadded_hash`): HorizenLabs' BabyBear t = 24
    permutation; rate 16, elements written over cells 0..15 with a permutation after each 16; a last
    partial block (or no input at all) zero-fills the rest of the rate and permutes; cells 0..7."""
    p = FIELDS["babybear"]
    assert all(0 <= x < p for x in inputs)
    state = [0] * 24
    for k in range(0, len(inputs) - len(inputs) % 16, 16):
        state[:16] = inputs[k : k + 16]
        state = permute_horizen("babybear", state)
    rest = len(inputs) % 16
    if rest or not inputs:
        state[:16] = list(inputs[len(inputs) - rest :]) + [0] * (16 - rest)
        state = permute_horizen("babybear", state)
    return state[:8]
