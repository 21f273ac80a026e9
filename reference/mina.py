"""Mina's Poseidon (o1js, proof-systems) in plain Python, over Pallas' base field, width 3, rate 2,
full rounds only, constants from data/poseidon_mina.json (published tables, with their source).

- Kimchi (the current hash): x^7, 55 rounds, each S-box, matrix, then that round's constants.
- Legacy (pre-Berkeley signatures): x^5, round constants 0 added first, then 63 such rounds with
  constants 1..63.

Sponge (o1js `Poseidon.update`): the state starts at zero; the input, zero-padded to a multiple of
the rate, is added into cells 0 and 1 two at a time with a permutation after each pair; the empty
input is one permutation of the zero state. The hash is cell 0. `hash_with_prefix` is o1js's
`hashWithPrefix`: the prefix string's bytes (fewer than 32), little-endian, as one element absorbed
on its own first."""

import json
import os

P = 2**254 + 45560315531419706090280762371685220353
RATE = 2

with open(os.path.join(os.path.dirname(__file__), "data", "poseidon_mina.json")) as _f:
    _DATA = json.load(_f)


def _instance(name):
    d = _DATA[name]
    rc = [[int(x) for x in row] for row in d["round_constants"]]
    mds = [[int(x) for x in row] for row in d["mds"]]
    return d["alpha"], d["rounds_full"], d["initial_round_constant"], rc, mds


INSTANCES = {name: _instance(name) for name in ("kimchi", "legacy")}


def permute(state, instance="kimchi"):
    alpha, rounds, initial, rc, mds = INSTANCES[instance]
    assert len(state) == 3 and all(0 <= s < P for s in state)
    state = list(state)
    offset = 0
    if initial:
        state = [(s + c) % P for s, c in zip(state, rc[0])]
        offset = 1
    for r in range(rounds):
        state = [pow(s, alpha, P) for s in state]
        state = [sum(m * s for m, s in zip(row, state)) % P for row in mds]
        state = [(s + c) % P for s, c in zip(state, rc[r + offset])]
    return state


def update(state, inputs, instance="kimchi"):
    assert all(0 <= x < P for x in inputs)
    if not inputs:
        return permute(state, instance)
    padded = list(inputs) + [0] * (-len(inputs) % RATE)
    for k in range(0, len(padded), RATE):
        state = [(state[0] + padded[k]) % P, (state[1] + padded[k + 1]) % P, state[2]]
        state = permute(state, instance)
    return state


def hash(inputs, instance="kimchi"):
    return update([0, 0, 0], inputs, instance)[0]


def prefix_to_field(prefix):
    raw = prefix.encode()
    assert len(raw) < 32
    return int.from_bytes(raw, "little")


def hash_with_prefix(prefix, inputs, instance="kimchi"):
    salted = update([0, 0, 0], [prefix_to_field(prefix)], instance)
    return update(salted, inputs, instance)[0]
