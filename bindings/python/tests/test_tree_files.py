"""Out of core: merkle_stream over a binary leaves file equals merkle_root of the same rows;
with out=, MerkleTree.open serves the in-memory tree's proofs from the file; a damaged or
truncated file raises, never a wrong proof."""

import numpy as np
import pytest

import zkhashes

CASES = [
    ("plonky3-mmcs", "babybear", np.uint32, 37, 3, 1),
    ("plonky3-mmcs", "goldilocks", np.uint64, 64, 2, 2),
    ("plonky2", "goldilocks", np.uint64, 32, 5, 1),
    ("miden-poseidon2", "goldilocks", np.uint64, 16, 4, 0),
]


@pytest.mark.parametrize("scheme,field,dtype,rows,width,cap", CASES)
def test_streamed_file_serves_the_in_memory_proofs(tmp_path, scheme, field, dtype, rows, width, cap):
    rng = np.random.default_rng(65)
    leaves = rng.integers(0, 2**30, size=(rows, width)).astype(dtype)
    src = tmp_path / "leaves.bin"
    leaves.astype(dtype).tofile(src)
    tree = zkhashes.MerkleTree(scheme, leaves.astype(np.uint64), field=field, cap_height=cap)
    out = tmp_path / "tree.zkt"
    root = zkhashes.merkle_stream(scheme, src, width=width, field=field, cap_height=cap, out=out)
    assert root == tree.root
    assert zkhashes.merkle_stream(scheme, str(src), width=width, field=field, cap_height=cap) == root
    served = zkhashes.MerkleTree.open(out, check=True)
    assert (served.scheme, served.field, served.size, len(served)) == (scheme, field, rows, rows)
    assert served.root == tree.root and served.cap == tree.cap
    for i in (0, rows // 3, rows - 1):
        p = served.proof(i)
        q = tree.proof(i)
        assert (p.index, p.leaf, p.siblings) == (q.index, q.leaf, q.siblings)
        assert tree.verify(p) and served.verify(q)
    with pytest.raises(zkhashes.InvalidOptionError, match="out of range"):
        served.proof(rows)


def test_lean_imt_from_bn254_bytes(tmp_path):
    values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
    src = tmp_path / "leaves.bin"
    src.write_bytes(b"".join(v.to_bytes(32, "little") for v in values))
    out = tmp_path / "t.zkt"
    assert zkhashes.merkle_stream("lean-imt", src, out=out) == zkhashes.merkle_root("lean-imt", values)
    tree = zkhashes.MerkleTree("lean-imt", values)
    served = zkhashes.MerkleTree.open(out)
    for i in range(len(values)):
        assert served.proof(i).siblings == tree.proof(i).siblings


def test_bad_files_and_inputs_raise(tmp_path):
    rows = np.arange(64 * 2, dtype=np.uint32).reshape(64, 2)
    src = tmp_path / "leaves.bin"
    rows.tofile(src)
    out = tmp_path / "t.zkt"
    zkhashes.merkle_stream("plonky3-mmcs", src, width=2, field="babybear", out=out)
    good = out.read_bytes()
    bad = tmp_path / "bad.zkt"
    bad.write_bytes(good[: len(good) - 7])
    with pytest.raises(zkhashes.ZkhashesError, match="truncated"):
        zkhashes.MerkleTree.open(bad)
    damaged = bytearray(good)
    damaged[len(good) // 2] ^= 1
    bad.write_bytes(bytes(damaged))
    tree = zkhashes.MerkleTree.open(bad)
    with pytest.raises(zkhashes.ZkhashesError, match="damaged"):
        for i in range(64):
            tree.proof(i)
    with pytest.raises(zkhashes.ZkhashesError, match="damaged"):
        zkhashes.MerkleTree.open(bad, check=True)
    # A value >= p names its leaf; a file cut mid-row; no width for rows of any width.
    big = rows.copy()
    big[41, 1] = 15 * 2**27 + 1
    big.tofile(src)
    with pytest.raises(zkhashes.NonCanonicalError, match="leaf 41"):
        zkhashes.merkle_stream("plonky3-mmcs", src, width=2, field="babybear")
    src.write_bytes(b"\x01\x02\x03")
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.merkle_stream("plonky3-mmcs", src, width=2, field="babybear")
    with pytest.raises(zkhashes.InvalidOptionError, match="width"):
        zkhashes.merkle_stream("plonky2", src)
    with pytest.raises(zkhashes.ZkhashesError, match="I/O"):
        zkhashes.MerkleTree.open(tmp_path / "missing.zkt")
