"""Type stubs of the native module (src/lib.rs)."""

import os
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

class ZkhashesError(ValueError): ...

class NonCanonicalError(ZkhashesError):
    index: int

class WrongArityError(ZkhashesError): ...
class UnknownNameError(ZkhashesError): ...
class InvalidOptionError(ZkhashesError): ...

def hash(
    name: str,
    inputs: Sequence[int],
    *,
    field: Optional[str] = None,
    width: Optional[int] = None,
    init_state: Optional[int] = None,
    outputs: Optional[int] = None,
) -> List[int]: ...
def hash_bytes(name: str, data: bytes, *, field: Optional[str] = None) -> List[int]: ...
def permute(name: str, state: Sequence[int], *, field: Optional[str] = None) -> List[int]: ...
def hash_batch(
    name: str,
    array: npt.NDArray[Any],
    *,
    field: Optional[str] = None,
    width: Optional[int] = None,
    outputs: Optional[int] = None,
) -> npt.NDArray[np.uint64] | npt.NDArray[np.uint8]: ...
def instances() -> List[Tuple[str, str, str, str, str]]: ...
def starknet_poseidon_hash(x: int, y: int) -> int: ...
def starknet_poseidon_hash_single(x: int) -> int: ...
def starknet_poseidon_hash_many(values: Sequence[int]) -> int: ...

Digest = Union[int, List[int]]

class MerkleProof:
    def __init__(self, index: int, leaf: Digest, siblings: Sequence[Digest]) -> None: ...
    @property
    def index(self) -> int: ...
    @property
    def leaf(self) -> Digest: ...
    @property
    def siblings(self) -> List[Digest]: ...

class MerkleTree:
    def __init__(
        self, scheme: str, leaves: Any, *, field: Optional[str] = None, cap_height: int = 0
    ) -> None: ...
    @property
    def root(self) -> Union[Digest, List[Digest]]: ...
    @property
    def cap(self) -> List[Digest]: ...
    @property
    def size(self) -> int: ...
    @property
    def scheme(self) -> str: ...
    @property
    def field(self) -> str: ...
    @staticmethod
    def open(path: Union[str, "os.PathLike[str]"], *, check: bool = False) -> "MerkleTree": ...
    def __len__(self) -> int: ...
    def proof(self, index: int) -> MerkleProof: ...
    def verify(self, proof: MerkleProof) -> bool: ...

def merkle_root(
    scheme: str, leaves: Any, *, field: Optional[str] = None, cap_height: int = 0
) -> Union[Digest, List[Digest]]: ...
def merkle_verify(
    scheme: str,
    root: Union[Digest, Sequence[Digest]],
    proof: MerkleProof,
    *,
    size: int,
    field: Optional[str] = None,
    cap_height: int = 0,
) -> bool: ...
def merkle_schemes() -> List[Tuple[str, List[str], str, str]]: ...
def round_numbers(
    t: int,
    alpha: int,
    *,
    field: Optional[str] = None,
    modulus: Optional[int] = None,
    security: int = 128,
    rules: str = "current",
) -> Dict[str, Any]: ...
def audit(*, security: int = 128, rules: str = "current") -> List[Dict[str, Any]]: ...

class MerklePiece:
    def __init__(
        self,
        scheme: str,
        field: str,
        total: int,
        span: int,
        start: int,
        cap_height: int,
        digests: Sequence[Digest],
    ) -> None: ...
    @property
    def scheme(self) -> str: ...
    @property
    def field(self) -> str: ...
    @property
    def total(self) -> int: ...
    @property
    def span(self) -> int: ...
    @property
    def start(self) -> int: ...
    @property
    def cap_height(self) -> int: ...
    @property
    def digests(self) -> List[Digest]: ...

def merkle_subtree(
    scheme: str,
    rows: Any,
    *,
    start: int,
    span: int,
    total: int,
    field: Optional[str] = None,
    cap_height: int = 0,
) -> MerklePiece: ...
def merkle_join(pieces: Sequence[MerklePiece]) -> Union[Digest, List[Digest]]: ...
def merkle_stream(
    scheme: str,
    path: Union[str, "os.PathLike[str]"],
    *,
    width: Optional[int] = None,
    field: Optional[str] = None,
    cap_height: int = 0,
    out: Optional[Union[str, "os.PathLike[str]"]] = None,
) -> Union[Digest, List[Digest]]: ...
