"""Plain Poseidon permutation (Grassi et al., https://eprint.iacr.org/2019/458), readable form.

Every round: add_round_constants, sbox (all cells in full rounds, cell 0 in
partial rounds), mix (multiply by the MDS matrix). R_F/2 full rounds, R_P
partial rounds, R_F/2 full rounds.
"""


def add_round_constants(state, constants, p):
    return [(s + c) % p for s, c in zip(state, constants)]


def sbox(x, alpha, p):
    return pow(x, alpha, p)


def mix(state, mds, p):
    return [sum(m * s for m, s in zip(row, state)) % p for row in mds]


def full_round(state, constants, mds, alpha, p):
    state = add_round_constants(state, constants, p)
    state = [sbox(s, alpha, p) for s in state]
    return mix(state, mds, p)


def partial_round(state, constants, mds, alpha, p):
    state = add_round_constants(state, constants, p)
    state[0] = sbox(state[0], alpha, p)
    return mix(state, mds, p)


def permute(state, round_constants, mds, alpha, rounds_full, rounds_partial, p):
    """The Poseidon permutation of `state` (a list of t integers in [0, p))."""
    t = len(state)
    assert all(0 <= s < p for s in state)
    assert len(round_constants) == (rounds_full + rounds_partial) * t
    half = rounds_full // 2
    for r in range(rounds_full + rounds_partial):
        constants = round_constants[r * t : (r + 1) * t]
        if half <= r < half + rounds_partial:
            state = partial_round(state, constants, mds, alpha, p)
        else:
            state = full_round(state, constants, mds, alpha, p)
    return state
