"""circom / circomlibjs Poseidon over BN254 (Poseidon(nInputs), PoseidonEx(nInputs, nOuts)).

State [initState, in_1, ..., in_n], t = n + 1, x^5, R_F = 8, R_P by width;
the hash is state[0] of the permutation, PoseidonEx returns state[0:nOuts].
"""

from functools import lru_cache

import grain
import poseidon

P = 21888242871839275222246405745257275088548364400416034343698204186575808495617
ALPHA = 5
ROUNDS_FULL = 8
# R_P for t = 2..17 (circomlibjs src/poseidon_reference.js N_ROUNDS_P).
ROUNDS_PARTIAL = [56, 57, 56, 60, 60, 63, 64, 63, 60, 66, 60, 65, 70, 60, 64, 68]
WIDTHS = range(2, 18)


def rounds_partial(t):
    return ROUNDS_PARTIAL[t - 2]


@lru_cache(maxsize=None)
def parameters(t):
    """(round constants, MDS) for width t, generated with the Grain LFSR."""
    return grain.poseidon_parameters(P, t, ROUNDS_FULL, rounds_partial(t))


def permute(state):
    """The circom Poseidon permutation of a state of width 2..17."""
    t = len(state)
    if t not in WIDTHS:
        raise ValueError(f"width {t} is not in 2..17")
    for i, s in enumerate(state):
        if not 0 <= s < P:
            raise ValueError(f"state element {i} is not in [0, p)")
    rc, mds = parameters(t)
    return poseidon.permute(list(state), rc, mds, ALPHA, ROUNDS_FULL, rounds_partial(t), P)


def hash(inputs, init_state=0, n_outs=1):
    """circomlibjs poseidon(inputs, initState, nOut); returns a list of n_outs elements."""
    if not 1 <= len(inputs) <= 16:
        raise ValueError(f"expected 1 to 16 inputs, got {len(inputs)}")
    if not 1 <= n_outs <= len(inputs) + 1:
        raise ValueError("nOuts must be between 1 and the width")
    return permute([init_state, *inputs])[:n_outs]
