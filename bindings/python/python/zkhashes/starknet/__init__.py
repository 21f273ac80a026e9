"""Starknet's Poseidon hashes over the Stark field, with poseidon-py's names
(a drop-in for `poseidon_py.poseidon_hash`): felts are ints in [0, p), p =
2^251 + 17·2^192 + 1. Unlike poseidon-py, values >= p are rejected
(NonCanonicalError), never reduced."""

from typing import Sequence

from ._zkhashes import starknet_poseidon_hash, starknet_poseidon_hash_many, starknet_poseidon_hash_single

P = 2**251 + 17 * 2**192 + 1
"""The Stark field's modulus."""

__all__ = ["P", "poseidon_hash", "poseidon_hash_single", "poseidon_hash_many"]


def poseidon_hash(x: int, y: int) -> int:
    """`poseidon_hash(x, y)` = hades([x, y, 2])[0]."""
    return starknet_poseidon_hash(x, y)


def poseidon_hash_single(x: int) -> int:
    """`poseidon_hash_single(x)` = hades([x, 0, 1])[0]."""
    return starknet_poseidon_hash_single(x)


def poseidon_hash_many(values: Sequence[int]) -> int:
    """`poseidon_hash_many(values)` (Cairo 1 `poseidon_hash_span`)."""
    return starknet_poseidon_hash_many(values)
