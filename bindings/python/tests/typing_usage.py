"""Checked by `mypy --strict` (not run): the package's annotations and stubs
describe how it is used."""

import numpy as np

import zkhashes
from zkhashes import starknet

h: int = zkhashes.poseidon_circom([1, 2])
outs = zkhashes.poseidon_circom([1, 2], 0, 2)
digest: list[int] = zkhashes.rpo_merge([1, 2, 3, 4], [5, 6, 7, 8])
felt: int = starknet.poseidon_hash_many([1, 2, 3])
state: list[int] = zkhashes.permute("poseidon2-horizen", list(range(16)), field="babybear")
batch = zkhashes.hash_batch("rpo-merge", np.zeros((4, 8), dtype=np.uint64))
try:
    zkhashes.hash("poseidon-circom", [2**255])
except zkhashes.NonCanonicalError as e:
    index: int = e.index

tree = zkhashes.MerkleTree("lean-imt", [1, 2, 3])
proof: zkhashes.MerkleProof = tree.proof(2)
ok: bool = tree.verify(proof) and zkhashes.merkle_verify("lean-imt", tree.root, proof, size=tree.size)
root = zkhashes.merkle_root("plonky2", [[1, 2], [3, 4]], cap_height=1)
schemes: list[tuple[str, list[str], str, str]] = zkhashes.merkle_schemes()
if False:  # typing only: the files do not exist
    streamed = zkhashes.merkle_stream("plonky2", "rows.bin", width=2, out="tree.zkt")
    served: zkhashes.MerkleTree = zkhashes.MerkleTree.open("tree.zkt", check=True)
mina: int = zkhashes.mina_hash_with_prefix("MinaSignatureMainnet", [1, 2], legacy=False)
risc0_digest: list[int] = zkhashes.risc0_hash_pair([0] * 8, [1] * 8)
risc0_p254: int = zkhashes.risc0_poseidon254_hash_pair(zkhashes.risc0_poseidon254_hash([1, 2]), 3)
filecoin: int = zkhashes.filecoin_poseidon_constant_length([1, 2], 4) + zkhashes.filecoin_poseidon_hash([1, 2])
