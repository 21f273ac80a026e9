"""Filecoin's Poseidon (neptune, over BLS12-381's scalar field) in plain Python: t = arity + 1 for
arities 2, 4, 8, 11 and 16, x^5, R_F 8 and neptune's R_P (55, 56, 57, 57, 59), round constants
from the Grain LFSR seeded as neptune seeds it (S-box code 1, n = 255), and neptune's Cauchy
matrix M[i][j] = 1 / (i + j + t) (xs = 0..t-1, ys = t..2t-1). Hashing: cell 0 holds the domain
tag (Merkle tree: 2^arity - 1; constant length L: L * 2^64), cells 1.. the inputs (zero-padded
for constant length), and the hash is cell 1 after one permutation."""

import grain
import poseidon

P = 52435875175126190479447740508185965837690552500527637822603658699938581184513
N_BITS = 255
ROUNDS_FULL = 8
# neptune's round_numbers_base(arity): its security calculation with its margin, as
# neptune's own test_round_numbers_against_known_values lists them (t = arity + 1).
ROUNDS_PARTIAL = {2: 55, 4: 56, 8: 57, 11: 57, 16: 59}
ARITIES = tuple(ROUNDS_PARTIAL)
NEPTUNE_SBOX_CODE = 1  # neptune seeds Grain with S-box bits 0001 (the script's code for x^-1)
_PARAMS = {}


def params(arity):
    """(round_constants flat, mds rows) of arity `arity`."""
    if arity not in _PARAMS:
        t = arity + 1
        rp = ROUNDS_PARTIAL[arity]
        g = grain.Grain(N_BITS, t, ROUNDS_FULL, rp, sbox=NEPTUNE_SBOX_CODE)
        rc = grain.round_constants(g, P, N_BITS, (ROUNDS_FULL + rp) * t)
        mds = [[pow(i + j + t, P - 2, P) for j in range(t)] for i in range(t)]
        _PARAMS[arity] = (rc, mds)
    return _PARAMS[arity]


def permute(state):
    arity = len(state) - 1
    rc, mds = params(arity)
    return poseidon.permute(list(state), rc, mds, 5, ROUNDS_FULL, ROUNDS_PARTIAL[arity], P)


def hash_merkle(inputs):
    """neptune's default hash (HashType::MerkleTree) of exactly `arity` inputs."""
    assert len(inputs) in ROUNDS_PARTIAL and all(0 <= x < P for x in inputs)
    return permute([(1 << len(inputs)) - 1] + list(inputs))[1]


def hash_constant_length(arity, inputs):
    """neptune's HashType::ConstantLength(len(inputs)) hash at `arity` (len(inputs) <= arity)."""
    assert arity in ROUNDS_PARTIAL and 1 <= len(inputs) <= arity and all(0 <= x < P for x in inputs)
    state = [len(inputs) << 64] + list(inputs) + [0] * (arity - len(inputs))
    return permute(state)[1]
