"""poseidon-py's `c_bindings` names (`from poseidon_py.c_bindings import
hades_permutation`): Starknet's Hades permutation, computed by zkhashes' core
(no C library to load). Values >= p raise NonCanonicalError where poseidon-py
reduces values up to 2^256 - 1."""

from typing import List, Sequence

from .._zkhashes import WrongArityError, permute

UINT256_MAX = 2**256 - 1
"""poseidon-py's bound on its inputs (zkhashes' is p - 1)."""

__all__ = ["UINT256_MAX", "hades_permutation"]


def hades_permutation(values: Sequence[int]) -> List[int]:
    """Starknet's Hades permutation of three felts (a ValueError subclass for
    any other count, a negative value or one >= p)."""
    values = list(values)
    if len(values) != 3:
        raise WrongArityError(f"expected 3 values, got {len(values)} values")
    return permute("poseidon-starknet", values)
