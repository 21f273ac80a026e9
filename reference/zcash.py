"""Zcash Orchard's Poseidon (halo2_poseidon P128Pow5T3) in plain Python: Poseidon over Pallas' base
field, t = 3, x^5, R_F 8, R_P 56, Grain round constants and Cauchy MDS (reference/grain.py);
ConstantLength<L> hashing: state [0, 0, L * 2^64], the input zero-padded to a multiple of the rate
2, each pair added into cells 0 and 1 and permuted; the hash is cell 0 (at least one input)."""

import grain
import poseidon

P = 2**254 + 45560315531419706090280762371685220353
_PARAMS = {}


def params():
    if "p" not in _PARAMS:
        _PARAMS["p"] = grain.poseidon_parameters(P, 3, 8, 56)
    return _PARAMS["p"]


def permute(state):
    rc, mds = params()
    return poseidon.permute(list(state), rc, mds, 5, 8, 56, P)


def hash_constant_length(inputs):
    assert len(inputs) >= 1 and all(0 <= x < P for x in inputs)
    state = [0, 0, len(inputs) << 64]
    padded = list(inputs) + [0] * (len(inputs) % 2)
    for k in range(0, len(padded), 2):
        state[0] = (state[0] + padded[k]) % P
        state[1] = (state[1] + padded[k + 1]) % P
        state = permute(state)
    return state[0]
