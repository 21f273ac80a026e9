"""Starknet's Poseidon hashes over the Stark field, with poseidon-py's names
(a drop-in for `poseidon_py.poseidon_hash`; `zkhashes.starknet.c_bindings`
and `zkhashes.starknet.utils` stand for `poseidon_py.c_bindings` and
`poseidon_py.utils`): felts are ints in [0, p), p = 2^251 + 17·2^192 + 1.
Unlike poseidon-py, values >= p are rejected (NonCanonicalError), never
reduced."""

from typing import List, Sequence

from .._zkhashes import (
    permute,
    starknet_poseidon_hash,
    starknet_poseidon_hash_many,
    starknet_poseidon_hash_single,
)

P = 2**251 + 17 * 2**192 + 1
"""The Stark field's modulus."""

__all__ = [
    "P",
    "poseidon_perm",
    "poseidon_hash_func",
    "poseidon_hash",
    "poseidon_hash_single",
    "poseidon_hash_many",
]


def poseidon_perm(x: int, y: int, z: int) -> List[int]:
    """poseidon-py's `poseidon_perm(x, y, z)`: Starknet's Hades permutation of
    the state [x, y, z]."""
    return permute("poseidon-starknet", [x, y, z])


def poseidon_hash_func(x: bytes, y: bytes) -> bytes:
    """poseidon-py's `poseidon_hash_func(x, y)`: `poseidon_hash` of two
    big-endian byte strings, as 32 big-endian bytes."""
    if not isinstance(x, (bytes, bytearray)) or not isinstance(y, (bytes, bytearray)):
        raise TypeError("poseidon_hash_func takes two byte strings")
    h = poseidon_hash(int.from_bytes(x, "big"), int.from_bytes(y, "big"))
    return h.to_bytes(32, "big")


def poseidon_hash(x: int, y: int) -> int:
    """`poseidon_hash(x, y)` = hades([x, y, 2])[0]."""
    return starknet_poseidon_hash(x, y)


def poseidon_hash_single(x: int) -> int:
    """`poseidon_hash_single(x)` = hades([x, 0, 1])[0]."""
    return starknet_poseidon_hash_single(x)


def poseidon_hash_many(values: Sequence[int]) -> int:
    """`poseidon_hash_many(values)` (Cairo 1 `poseidon_hash_span`)."""
    return starknet_poseidon_hash_many(values)
