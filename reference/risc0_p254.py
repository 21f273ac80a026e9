"""RISC Zero's `poseidon_254` hash suite (risc0-zkp core::hash::poseidon_254) in plain Python.

Poseidon over BN254's scalar field, t = 3, S-box x^8 (not a permutation of the field: the rounds are
a compression), R_F 8, R_P 42, Grain round constants and Cauchy MDS (reference/grain.py; risc0 took
them from hadeshash's poseidon_params_n254_t3_alpha8_M128.txt).
- hash_pair(a, b): cell 0 of the rounds over [0, a, b];
- hash_elements (hash_elem_slice / unpadded_hash): BabyBear elements, eight packed to one BN254
  element (sum v_i q^i), sixteen to a block written over cells 1 and 2, the rounds after each block
  and after a last partial one; cell 0 (0 for no input);
- Rng (Poseidon254Rng): mix adds a digest into cell 1 and runs the rounds; a draw reads cell 2 and
  runs the rounds; random_bits keeps its low bits, random_elem its low 160 bits mod q."""

import grain
import poseidon

P = 21888242871839275222246405745257275088548364400416034343698204186575808495617
Q = 15 * 2**27 + 1  # BabyBear
T, ALPHA, RF, RP = 3, 8, 8, 42
_PARAMS = {}


def params():
    if "p" not in _PARAMS:
        _PARAMS["p"] = grain.poseidon_parameters(P, T, RF, RP)
    return _PARAMS["p"]


def permute(state):
    rc, mds = params()
    return poseidon.permute(list(state), rc, mds, ALPHA, RF, RP, P)


def hash_pair(a, b):
    assert 0 <= a < P and 0 <= b < P
    return permute([0, a, b])[0]


def _pack(values):
    return sum(v * Q**i for i, v in enumerate(values))


def hash_elements(values):
    assert all(0 <= v < Q for v in values)
    state = [0, 0, 0]
    for k in range(0, len(values), 16):
        block = values[k : k + 16]
        state[1], state[2] = _pack(block[:8]), _pack(block[8:])
        state = permute(state)
    return state[0]


class Rng:
    def __init__(self):
        self.cells = [0, 0, 0]

    def mix(self, digest):
        self.cells[1] = (self.cells[1] + digest) % P
        self.cells = permute(self.cells)

    def _draw(self):
        source = self.cells[2]
        self.cells = permute(self.cells)
        return source

    def random_bits(self, bits):
        return self._draw() % 2**bits

    def random_elem(self):
        return self._draw() % 2**160 % Q
