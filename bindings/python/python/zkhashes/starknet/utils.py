"""poseidon-py's `utils` names used with its hashes: `to_bytes` and
`from_bytes` (32 big-endian bytes by default)."""

from typing import Literal, Optional

__all__ = ["HASH_BYTES", "to_bytes", "from_bytes"]

HASH_BYTES = 32
"""The width of a hash's byte encoding."""


def to_bytes(
    value: int,
    length: Optional[int] = None,
    byte_order: Optional[Literal["big", "little"]] = None,
    signed: Optional[bool] = None,
) -> bytes:
    """`value` as `length` (default 32) bytes, big-endian by default."""
    return value.to_bytes(
        HASH_BYTES if length is None else length,
        byteorder=byte_order or "big",
        signed=bool(signed),
    )


def from_bytes(
    value: bytes,
    byte_order: Optional[Literal["big", "little"]] = None,
    signed: Optional[bool] = None,
) -> int:
    """The integer of `value`, big-endian by default."""
    return int.from_bytes(value, byteorder=byte_order or "big", signed=bool(signed))
