"""StarkWare's Hades permutation over the Stark field and Starknet's Poseidon
hash conventions, in plain Python (the oracle, not the product).

Spec: cairo-lang starkware/cairo/common/poseidon_utils.py and poseidon_hash.py;
CryptoExperts/poseidon parameters/ and sage/poseidon.sage (widths 4, 5, 9)."""

import hashlib

P = 2**251 + 17 * 2**192 + 1
ALPHA = 3
ROUNDS_FULL = 8
ROUNDS_PARTIAL = {3: 83, 4: 84, 5: 84, 9: 84}

# The MDS matrices as published (not derived from any other representation).
MDS = {
    3: [[3, 1, 1], [1, -1, 1], [1, 1, -2]],
    4: [[2, 1, 1, 1], [1, 1, 1, 1], [1, 1, 0, 1], [1, 1, 1, -1]],
    5: [[3, 1, 1, 1, 1], [1, 2, 1, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, -1, 1], [1, 1, 1, 1, -2]],
    9: [[(d if i == j else 1) for j, d in enumerate([5, 4, 3, 2, 1, 0, -1, -3, -4])] for i in range(9)],
}


def round_constant(i):
    """int(sha256("Hades{i}")) mod p."""
    return int(hashlib.sha256(f"Hades{i}".encode()).hexdigest(), 16) % P


def round_constants(t):
    rounds = ROUNDS_FULL + ROUNDS_PARTIAL[t]
    return [[round_constant(r * t + i) for i in range(t)] for r in range(rounds)]


_CONSTANTS = {}


def add_round_constants(state, constants):
    return [(s + c) % P for s, c in zip(state, constants)]


def sbox(x):
    return pow(x, ALPHA, P)


def mix(state, matrix):
    return [sum(m * s for m, s in zip(row, state)) % P for row in matrix]


def hades(state):
    """The permutation of len(state) in (3, 4, 5, 9) elements (integers < p)."""
    t = len(state)
    if t not in MDS:
        raise ValueError("width must be 3, 4, 5 or 9")
    if any(not 0 <= s < P for s in state):
        raise ValueError("state elements must be in [0, p)")
    if t not in _CONSTANTS:
        _CONSTANTS[t] = round_constants(t)
    half = ROUNDS_FULL // 2
    rp = ROUNDS_PARTIAL[t]
    state = list(state)
    for r, constants in enumerate(_CONSTANTS[t]):
        state = add_round_constants(state, constants)
        if half <= r < half + rp:
            state[-1] = sbox(state[-1])  # partial round: the last cell only
        else:
            state = [sbox(s) for s in state]
        state = mix(state, MDS[t])
    return state


def poseidon_hash(x, y):
    return hades([x, y, 2])[0]


def poseidon_hash_single(x):
    return hades([x, 0, 1])[0]


def poseidon_hash_many(values):
    padded = list(values) + [1]
    if len(padded) % 2:
        padded.append(0)
    state = [0, 0, 0]
    for i in range(0, len(padded), 2):
        state = hades([(state[0] + padded[i]) % P, (state[1] + padded[i + 1]) % P, state[2]])
    return state[0]
