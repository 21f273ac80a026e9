"""zkhashes: fast, exact ZK-friendly hash functions, bit for bit with each
ecosystem (circom/circomlibjs, Starknet, plonky2, Miden, winterfell, Plonky3,
HorizenLabs, OpenZeppelin, Noir/Aztec, Polygon zkEVM, Zcash, Mina, RISC Zero,
Filecoin).

Inputs are Python ints in [0, p) (or bytes for byte hashing); nothing is
reduced mod p silently: a negative value or one >= p raises
NonCanonicalError (a ValueError) naming its index, a non-int TypeError.

- hash(name, inputs, *, field=None, width=None, init_state=None, outputs=None)
- permute(name, state, *, field=None); hash_bytes(name, data, *, field=None)
- hash_batch(name, array, *, field=None, width=None, outputs=None): numpy in,
  numpy out, without the GIL and on all cores for large batches. Layouts:
  (n, k) uint64 (or uint32) for Goldilocks and the 31-bit fields; (n, k, 32)
  uint8 big-endian or (n, k, 4) uint64 little-endian limbs for BN254 and the
  Stark field. The output has the same layout, m outputs per row.
- Named functions: poseidon_circom, poseidon2_hash and poseidon2_permutation
  (Noir/Aztec), mina_poseidon_hash, mina_poseidon_legacy_hash and
  mina_hash_with_prefix (o1js), risc0_poseidon2_hash and risc0_hash_pair
  (RISC Zero's Poseidon2 suite), risc0_poseidon254_hash and
  risc0_poseidon254_hash_pair (its poseidon_254 suite), filecoin_poseidon_hash and filecoin_poseidon_constant_length
  (neptune), rpo_*/rpx_*/rp64_256_*, eidos_* (Miden's Eidos), plonky2_*, and the module
  zkhashes.starknet (poseidon-py's names).
- instances(): every hasher and permutation (`zkhashes list` of the CLI).
- zkhashes.params: round_numbers(t, alpha, field=... or modulus=...) and
  audit(): the round-number bounds and the audit of every instance.
- Merkle trees as each ecosystem builds them (merkle_schemes(): plonky3-mmcs,
  plonky2, miden-rpo, miden-poseidon2, winterfell-rp64-256, lean-imt,
  stwo-blake2s-m31):
  merkle_root(scheme, leaves, *, field=None, cap_height=0) and
  MerkleTree(...) (.root, .cap, .size, .proof(i), .verify(proof)), built
  without the GIL on every core; merkle_verify(scheme, root, proof, *, size,
  field=None, cap_height=0). Leaves: a numpy array of rows ((n, k) or (n,)
  uint64/uint32; (n, k, 32) uint8 or (n, k, 4) uint64 for BN254) or a list
  of rows. A digest is an int for LeanIMT, a list of ints otherwise.
- Trees in pieces: merkle_subtree(scheme, rows, *, start, span, total,
  field=None, cap_height=0) -> MerklePiece (the top of an aligned range of
  rows, picklable) and merkle_join(pieces) -> the root or cap, equal to
  merkle_root of the whole.
- Out of core: merkle_stream(scheme, path, *, width=None, field=None,
  cap_height=0, out=None) reads a binary leaves file a piece at a time
  (memory for one piece) and, with out=, writes every level to a tree file;
  MerkleTree.open(path) serves proofs from it without loading it.
"""

from typing import List, Literal, Sequence, Union, overload


from . import starknet
from ._zkhashes import (
    InvalidOptionError,
    MerklePiece,
    MerkleProof,
    MerkleTree,
    NonCanonicalError,
    UnknownNameError,
    WrongArityError,
    ZkhashesError,
    hash,
    hash_batch,
    hash_bytes,
    instances,
    merkle_join,
    merkle_root,
    merkle_schemes,
    merkle_stream,
    merkle_subtree,
    merkle_verify,
    permute,
)

__all__ = [
    "InvalidOptionError",
    "MerklePiece",
    "MerkleProof",
    "MerkleTree",
    "NonCanonicalError",
    "UnknownNameError",
    "WrongArityError",
    "ZkhashesError",
    "hash",
    "hash_batch",
    "hash_bytes",
    "instances",
    "merkle_join",
    "merkle_root",
    "merkle_schemes",
    "merkle_stream",
    "merkle_subtree",
    "merkle_verify",
    "permute",
    "starknet",
    "poseidon_circom",
    "poseidon2_hash",
    "poseidon2_permutation",
    "mina_poseidon_hash",
    "mina_poseidon_legacy_hash",
    "mina_hash_with_prefix",
    "risc0_poseidon2_hash",
    "risc0_hash_pair",
    "risc0_poseidon254_hash",
    "risc0_poseidon254_hash_pair",
    "filecoin_poseidon_hash",
    "filecoin_poseidon_constant_length",
    "rpo_hash_elements",
    "rpo_hash_bytes",
    "rpo_merge",
    "rpx_hash_elements",
    "rpx_hash_bytes",
    "rpx_merge",
    "eidos_hash_elements",
    "eidos_hash_bytes",
    "eidos_merge",
    "rp64_256_hash_elements",
    "rp64_256_hash_bytes",
    "rp64_256_merge",
    "plonky2_hash_no_pad",
    "plonky2_hash_pad",
    "plonky2_two_to_one",
]

DIGEST = 4
"""Elements of a Goldilocks digest (Miden, winterfell, plonky2)."""


@overload
def poseidon_circom(inputs: Sequence[int], init_state: int = 0, n_outs: Literal[1] = 1) -> int: ...
@overload
def poseidon_circom(inputs: Sequence[int], init_state: int, n_outs: int) -> Union[int, List[int]]: ...
def poseidon_circom(inputs: Sequence[int], init_state: int = 0, n_outs: int = 1) -> Union[int, List[int]]:
    """circomlibjs `poseidon(inputs, initState, nOut)` over BN254: 1..16 inputs;
    an int for one output (as poseidon-lite), a list for several."""
    out = hash("poseidon-circom", inputs, init_state=init_state, outputs=n_outs)
    return out[0] if n_outs == 1 else out


def poseidon2_hash(inputs: Sequence[int]) -> int:
    """Noir's `std::hash::poseidon2::Poseidon2::hash(inputs, len(inputs))`
    (bb.js `poseidon2Hash`, Aztec's `poseidon2_hash`) over BN254."""
    return hash("poseidon2-noir", inputs)[0]


def poseidon2_permutation(state: Sequence[int]) -> List[int]:
    """Noir's `poseidon2_permutation` black box: Barretenberg's Poseidon2
    permutation over BN254, a state of 4 elements."""
    return permute("poseidon2-barretenberg", state)


def mina_poseidon_hash(inputs: Sequence[int]) -> int:
    """Mina's `Poseidon.hash(inputs)` (o1js; Kimchi, over Pallas)."""
    return hash("poseidon-mina", inputs)[0]


def mina_poseidon_legacy_hash(inputs: Sequence[int]) -> int:
    """Mina's `PoseidonLegacy.hash(inputs)` (o1js; the pre-Berkeley instance)."""
    return hash("poseidon-mina-legacy", inputs)[0]


def mina_hash_with_prefix(prefix: str, inputs: Sequence[int], *, legacy: bool = False) -> int:
    """o1js `hashWithPrefix(prefix, inputs)` (Kimchi; `legacy=True`: the
    legacy instance's): the prefix string's bytes as one little-endian
    element, absorbed alone, then the inputs. A prefix of 32 bytes or more
    raises WrongArityError, as o1js refuses it."""
    raw = prefix.encode()
    if len(raw) >= 32:
        raise WrongArityError(f"a prefix takes at most 31 bytes, got {len(raw)}")
    name = "poseidon-mina-legacy-with-prefix" if legacy else "poseidon-mina-with-prefix"
    return hash(name, [int.from_bytes(raw, "little"), *inputs])[0]


def risc0_poseidon2_hash(elements: Sequence[int]) -> List[int]:
    """RISC Zero's Poseidon2 `hash_elem_slice` (risc0-zkp `unpadded_hash`)
    over BabyBear: the digest's 8 elements (canonical; a risc0 `Digest`
    holds their Montgomery words)."""
    return hash("poseidon2-risc0", elements)


def risc0_hash_pair(left: Sequence[int], right: Sequence[int]) -> List[int]:
    """RISC Zero's Poseidon2 `hash_pair` of two 8-element digests (its
    Merkle trees' compression)."""
    if len(left) != 8 or len(right) != 8:
        raise WrongArityError(f"hash_pair takes two digests of 8 elements, got {len(left)} and {len(right)}")
    return hash("poseidon2-risc0", [*left, *right])


def risc0_poseidon254_hash(elements: Sequence[int]) -> int:
    """RISC Zero's `poseidon_254` suite, `hash_elem_slice`: BabyBear
    elements, eight packed to a BN254 element; the digest, one BN254
    element (a risc0 `Digest` holds its 32 little-endian bytes)."""
    return hash("poseidon-risc0", elements)[0]


def risc0_poseidon254_hash_pair(left: int, right: int) -> int:
    """RISC Zero's `poseidon_254` suite, `hash_pair` of two BN254 digests
    (its Merkle trees' compression)."""
    return hash("poseidon-risc0-pair", [left, right])[0]


def filecoin_poseidon_hash(preimage: Sequence[int]) -> int:
    """Filecoin's Poseidon (neptune `Poseidon::new_with_preimage(preimage,
    &PoseidonConstants::new()).hash()`, the Merkle-tree hash) over BLS12-381's
    scalar field: the arity is len(preimage), one of 2, 4, 8, 11, 16."""
    return hash("poseidon-filecoin", preimage)[0]


def filecoin_poseidon_constant_length(preimage: Sequence[int], arity: int) -> int:
    """neptune's `HashType::ConstantLength(len(preimage))` hash at `arity`
    (2, 4, 8, 11 or 16; 1 <= len(preimage) <= arity)."""
    return hash("poseidon-filecoin-constant-length", preimage, width=arity + 1)[0]


def _merge(name: str, left: Sequence[int], right: Sequence[int]) -> List[int]:
    if len(left) != DIGEST or len(right) != DIGEST:
        raise WrongArityError(f"a merge takes two digests of {DIGEST} elements, got {len(left)} and {len(right)}")
    return hash(name, [*left, *right])


def rpo_hash_elements(elements: Sequence[int]) -> List[int]:
    """Miden `Rpo256::hash_elements`: a 4-element digest."""
    return hash("rpo-hash-elements", elements)


def rpo_hash_bytes(data: bytes) -> List[int]:
    """Miden `Rpo256::hash` of a byte string (any length)."""
    return hash_bytes("rpo-hash-elements", data)


def rpo_merge(left: Sequence[int], right: Sequence[int]) -> List[int]:
    """Miden `Rpo256::merge` of two 4-element digests."""
    return _merge("rpo-merge", left, right)


def rpx_hash_elements(elements: Sequence[int]) -> List[int]:
    """Miden `Rpx256::hash_elements`."""
    return hash("rpx-hash-elements", elements)


def rpx_hash_bytes(data: bytes) -> List[int]:
    """Miden `Rpx256::hash` of a byte string."""
    return hash_bytes("rpx-hash-elements", data)


def rpx_merge(left: Sequence[int], right: Sequence[int]) -> List[int]:
    """Miden `Rpx256::merge`."""
    return _merge("rpx-merge", left, right)


def eidos_hash_elements(elements: Sequence[int]) -> List[int]:
    """Miden `Eidos::hash_elements` (miden-crypto 0.36): a 4-element digest."""
    return hash("eidos-miden-hash-elements", elements)


def eidos_hash_bytes(data: bytes) -> List[int]:
    """Miden `Eidos::hash` of a byte string (any length below 2**32)."""
    return hash_bytes("eidos-miden-hash-elements", data)


def eidos_merge(left: Sequence[int], right: Sequence[int]) -> List[int]:
    """Miden `Eidos::merge` of two 4-element digests."""
    return _merge("eidos-miden-merge", left, right)


def rp64_256_hash_elements(elements: Sequence[int]) -> List[int]:
    """winterfell `Rp64_256::hash_elements`."""
    return hash("rp64-256-hash-elements", elements)


def rp64_256_hash_bytes(data: bytes) -> List[int]:
    """winterfell `Rp64_256::hash` of a byte string."""
    return hash_bytes("rp64-256-hash-elements", data)


def rp64_256_merge(left: Sequence[int], right: Sequence[int]) -> List[int]:
    """winterfell `Rp64_256::merge`."""
    return _merge("rp64-256-merge", left, right)


def plonky2_hash_no_pad(elements: Sequence[int]) -> List[int]:
    """plonky2 `PoseidonHash::hash_no_pad`."""
    return hash("plonky2-hash-no-pad", elements)


def plonky2_hash_pad(elements: Sequence[int]) -> List[int]:
    """plonky2 `PoseidonHash::hash_pad`."""
    return hash("plonky2-hash-pad", elements)


def plonky2_two_to_one(left: Sequence[int], right: Sequence[int]) -> List[int]:
    """plonky2 `PoseidonHash::two_to_one`."""
    return _merge("plonky2-two-to-one", left, right)
