"""zkhashes.starknet as a drop-in for poseidon-py (0.2.0, installed as a test
dependency): every name its users import — `poseidon_py.poseidon_hash`'s
`poseidon_perm`, `poseidon_hash_func`, `poseidon_hash`, `poseidon_hash_single`,
`poseidon_hash_many`, `poseidon_py.c_bindings`'s `hades_permutation` and
`UINT256_MAX`, `poseidon_py.utils`'s `to_bytes` / `from_bytes` — against
poseidon-py itself on random inputs and on the inputs of poseidon-py's own
tests, and the inputs where zkhashes differs on purpose (values in [p, 2^256),
which poseidon-py reduces) raising.

poseidon-py's test files themselves are not in this repository: the project
publishes no license, and its sdist on PyPI leaves `tests/` out."""

import random

import pytest

from poseidon_py import c_bindings as peer_c
from poseidon_py import poseidon_hash as peer
from poseidon_py import utils as peer_utils

import zkhashes
from zkhashes.starknet import (
    P,
    poseidon_hash,
    poseidon_hash_func,
    poseidon_hash_many,
    poseidon_hash_single,
    poseidon_perm,
)
from zkhashes.starknet.c_bindings import UINT256_MAX, hades_permutation
from zkhashes.starknet.utils import from_bytes, to_bytes

# The states of poseidon-py's tests/c_bindings_test.py (all below p).
STATES = [
    [0, 0, 0],
    [1, 2, 3],
    [1590252087433376791875644726012779423683501236913937337746052470473806035331, 0, 1],
    [
        1590252087433376791875644726012779423683501236913937337746052470473806035331,
        867921192302518434283879514999422690776342565400001269945778456016268852422,
        2,
    ],
    [43251436235347542643274, 35246236432545463564265, 234724572654366437254274],
]


def test_permutation_names_against_poseidon_py():
    rng = random.Random(5)
    states = STATES + [[rng.randrange(P) for _ in range(3)] for _ in range(200)] + [[P - 1] * 3]
    for s in states:
        want = peer_c.hades_permutation(s)
        assert hades_permutation(s) == want
        assert poseidon_perm(*s) == peer.poseidon_perm(*s) == want


def test_hash_names_against_poseidon_py():
    rng = random.Random(6)
    for _ in range(200):
        x, y = rng.randrange(P), rng.randrange(P)
        bx, by = to_bytes(x), x.to_bytes(rng.randrange(32, 40), "big")
        assert poseidon_hash_func(bx, by) == peer.poseidon_hash_func(bx, by)
        assert poseidon_hash(x, y) == peer.poseidon_hash(x, y)
        assert poseidon_hash_single(x) == peer.poseidon_hash_single(x)
    assert poseidon_hash_func(to_bytes(0), to_bytes(0)) == peer.poseidon_hash_func(to_bytes(0), to_bytes(0))
    for n in range(10):
        xs = [rng.randrange(P) for _ in range(n)]
        assert poseidon_hash_many(xs) == peer.poseidon_hash_many(xs)


def test_utils_names():
    rng = random.Random(7)
    for _ in range(50):
        v = rng.randrange(2**256)
        assert to_bytes(v) == peer_utils.to_bytes(v)
        assert to_bytes(v, 40, "little") == peer_utils.to_bytes(v, 40, "little")
        assert from_bytes(to_bytes(v)) == peer_utils.from_bytes(peer_utils.to_bytes(v)) == v
    assert UINT256_MAX == peer_c.UINT256_MAX


@pytest.mark.parametrize("values", [[], [1], [1, 2], [1, 2, 3, 4]])
def test_wrong_lengths_raise(values):
    with pytest.raises(ValueError):
        hades_permutation(values)


@pytest.mark.parametrize("values", [[1, 2, -3], [0, -1, 0], [UINT256_MAX + 1, UINT256_MAX, UINT256_MAX]])
def test_bad_values_raise(values):
    with pytest.raises(ValueError):
        hades_permutation(values)


def test_values_poseidon_py_reduces_raise_here():
    # poseidon-py accepts values in [p, 2^256) and reduces them; zkhashes refuses them (the
    # README's drop-in notes). One of poseidon-py's poseidon_hash_many cases holds such a value.
    big = 6114230086138866357172374201302315046278819238662888942995177504627888192819
    assert P <= big <= UINT256_MAX
    peer_c.hades_permutation([big, 0, 0])  # accepted there
    with pytest.raises(zkhashes.NonCanonicalError):
        hades_permutation([big, 0, 0])
    with pytest.raises(zkhashes.NonCanonicalError):
        poseidon_perm(0, P, 0)
    with pytest.raises(zkhashes.NonCanonicalError):
        poseidon_hash_many([1, big])
    with pytest.raises(zkhashes.NonCanonicalError):
        poseidon_hash_func(to_bytes(P), to_bytes(0))
    with pytest.raises(TypeError):
        poseidon_hash_func("00", b"\x00")  # type: ignore[arg-type]
