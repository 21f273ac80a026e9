"""Merkle trees by scheme: roots against trees built here in Python from
the hashers one call at a time (the tree logic written apart from the Rust
builders), numpy and list inputs, proofs, tampering and bad input."""

import os
import sys

import numpy as np
import pytest

import zkhashes

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "reference"))
import stwo as stwo_ref  # noqa: E402  (the pure-Python reference, reference/stwo.py)

GOLDILOCKS = 2**64 - 2**32 + 1
BABYBEAR = 15 * 2**27 + 1
BN254 = 21888242871839275222246405745257275088548364400416034343698204186575808495617


def pairs_up(level, compress):
    return [compress(level[i], level[i + 1]) for i in range(0, len(level), 2)]


def binary_root(leaves, compress):
    level = list(leaves)
    while len(level) > 1:
        level = pairs_up(level, compress)
    return level[0]


def merge(name):
    return lambda a, b: zkhashes.hash(name, list(a) + list(b))


def plonky2_leaf(row):
    return list(row) + [0] * (4 - len(row)) if len(row) <= 4 else zkhashes.hash("plonky2-hash-no-pad", row)


def mmcs_root(rows, field, width, digest):
    sponge = lambda r: zkhashes.hash("plonky3-sponge", r, field=field, width=width)
    compress = lambda a, b: zkhashes.hash("plonky3-compress", list(a) + list(b), field=field,
                                          width=16 if digest == 8 else 8)
    level = [sponge(list(r)) for r in rows]
    while len(level) > 1:
        if len(level) % 2:
            level.append([0] * digest)
        level = pairs_up(level, compress)
    return level[0]


def lean_imt_root(leaves):
    level = list(leaves)
    while len(level) > 1:
        nxt = [zkhashes.poseidon_circom([level[i], level[i + 1]]) for i in range(0, len(level) - 1, 2)]
        if len(level) % 2:
            nxt.append(level[-1])
        level = nxt
    return level[0]


def rand_rows(rng, n, k, p):
    return [[int(rng.integers(0, p)) if p < 2**63 else int(rng.integers(0, 2**63)) for _ in range(k)]
            for _ in range(n)]


def test_roots_equal_trees_built_from_the_hashers():
    rng = np.random.default_rng(7)
    for n in (2, 4, 16):
        words = rand_rows(rng, n, 4, GOLDILOCKS)
        arr = np.array(words, dtype=np.uint64)
        for scheme, name in (("miden-rpo", "rpo-merge"), ("winterfell-rp64-256", "rp64-256-merge")):
            assert zkhashes.merkle_root(scheme, arr) == binary_root(words, merge(name))
            assert zkhashes.merkle_root(scheme, words) == binary_root(words, merge(name))
    for n, k in ((1, 3), (2, 4), (8, 7), (16, 1)):
        rows = rand_rows(rng, n, k, GOLDILOCKS)
        want = binary_root([plonky2_leaf(r) for r in rows], merge("plonky2-two-to-one"))
        assert zkhashes.merkle_root("plonky2", np.array(rows, dtype=np.uint64)) == want
    for field, p, width, digest in (("babybear", BABYBEAR, 24, 8), ("goldilocks", GOLDILOCKS, 8, 4)):
        for n, k in ((1, 5), (2, 16), (3, 17), (5, 2), (12, 9)):
            rows = rand_rows(rng, n, k, p)
            dtype = np.uint32 if p < 2**32 else np.uint64
            got = zkhashes.merkle_root("plonky3-mmcs", np.array(rows, dtype=dtype), field=field)
            assert got == mmcs_root(rows, field, width, digest), (field, n, k)
    for n in (1, 2, 3, 5, 8, 13):
        leaves = [int(x) for x in rng.integers(0, 2**62, n)] + [BN254 - 1]
        assert zkhashes.merkle_root("lean-imt", leaves) == lean_imt_root(leaves)
    # BN254 as numpy limbs and big-endian bytes.
    leaves = [1, 2, BN254 - 1]
    limbs = np.array([[[(v >> (64 * i)) & (2**64 - 1) for i in range(4)]] for v in leaves], dtype=np.uint64)
    be = np.array([[list(v.to_bytes(32, "big"))] for v in leaves], dtype=np.uint8)
    assert zkhashes.merkle_root("lean-imt", limbs) == lean_imt_root(leaves)
    assert zkhashes.merkle_root("lean-imt", be) == lean_imt_root(leaves)


def test_cap_proofs_and_verification():
    rows = np.arange(64, dtype=np.uint32).reshape(16, 4)
    tree = zkhashes.MerkleTree("plonky3-mmcs", rows, field="babybear", cap_height=2)
    assert len(tree.cap) == 4 and tree.root == tree.cap and tree.size == len(tree) == 16
    for i in range(16):
        proof = tree.proof(i)
        assert proof.index == i and proof.leaf == [4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3]
        assert len(proof.siblings) == 2
        assert tree.verify(proof)
        assert zkhashes.merkle_verify("plonky3-mmcs", tree.cap, proof, size=16, field="babybear", cap_height=2)
        bad = zkhashes.MerkleProof(i, [4 * i + 1, 0, 0, 0], proof.siblings)
        assert not tree.verify(bad)
    lean = zkhashes.MerkleTree("lean-imt", [1, 2, 3, 4, 5])
    for i in range(5):
        p = lean.proof(i)
        assert lean.verify(p)
        assert zkhashes.merkle_verify("lean-imt", lean.root, p, size=5)
        assert not zkhashes.merkle_verify("lean-imt", lean.root + 1 if lean.root + 1 < BN254 else 0, p, size=5)
    names = [s[0] for s in zkhashes.merkle_schemes()]
    assert names == ["plonky3-mmcs", "plonky2", "miden-rpo", "miden-poseidon2", "winterfell-rp64-256", "lean-imt",
                     "stwo-blake2s-m31"]


def test_stwo_trees_against_the_reference():
    rng = np.random.default_rng(31)
    M31 = 2**31 - 1
    for log in (1, 2, 5):
        for width in (1, 3, 8):
            rows = rng.integers(0, M31, size=(1 << log, width), dtype=np.uint32)
            columns = [[int(v) for v in rows[:, c]] for c in range(width)]
            want = stwo_ref.root(stwo_ref.Blake2sM31, columns, log)
            assert zkhashes.merkle_root("stwo-blake2s-m31", rows) == want
            assert zkhashes.merkle_root("stwo-blake2s-m31", rows.tolist(), field="mersenne31") == want
            tree = zkhashes.MerkleTree("stwo-blake2s-m31", rows)
            q = int(rng.integers(0, 1 << log))
            proof = tree.proof(q)
            _, witness = stwo_ref.decommit(stwo_ref.Blake2sM31, columns, log, [q])
            row = [int(v) for v in rows[q]]
            assert proof.leaf == (row if width > 1 else row[0]) and proof.siblings == witness
            assert zkhashes.merkle_verify("stwo-blake2s-m31", want, proof, size=1 << log)
            other = zkhashes.MerkleProof(q ^ 1, proof.leaf, proof.siblings)
            assert not zkhashes.merkle_verify("stwo-blake2s-m31", want, other, size=1 << log)
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.merkle_root("stwo-blake2s-m31", [[1, 2], [3, M31]])
    with pytest.raises(zkhashes.InvalidOptionError, match="power-of-two"):
        zkhashes.merkle_root("stwo-blake2s-m31", [[1, 2]])
    with pytest.raises(zkhashes.InvalidOptionError, match="cap"):
        zkhashes.merkle_root("stwo-blake2s-m31", [[1], [2]], cap_height=1)


def test_bad_input():
    with pytest.raises(zkhashes.UnknownNameError):
        zkhashes.merkle_root("nope", [1, 2])
    with pytest.raises(zkhashes.InvalidOptionError, match="field"):
        zkhashes.merkle_root("plonky3-mmcs", np.zeros((2, 2), dtype=np.uint32))
    with pytest.raises(zkhashes.NonCanonicalError, match="leaf 1"):
        zkhashes.merkle_root("plonky2", np.array([[1, 2], [3, GOLDILOCKS]], dtype=np.uint64))
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.merkle_root("lean-imt", [1, BN254])
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.merkle_root("lean-imt", [1, -1])
    with pytest.raises(zkhashes.WrongArityError, match="leaf 1"):
        zkhashes.merkle_root("plonky2", [[1, 2], [3]])
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.merkle_root("miden-rpo", np.zeros((4, 3), dtype=np.uint64))
    with pytest.raises(zkhashes.InvalidOptionError, match="power of two"):
        zkhashes.merkle_root("winterfell-rp64-256", np.zeros((3, 4), dtype=np.uint64))
    with pytest.raises(zkhashes.InvalidOptionError, match="cap height"):
        zkhashes.merkle_root("plonky2", np.zeros((4, 4), dtype=np.uint64), cap_height=3)
    with pytest.raises(zkhashes.InvalidOptionError):
        zkhashes.merkle_root("lean-imt", [])
    with pytest.raises(TypeError):
        zkhashes.merkle_root("plonky2", np.zeros((4, 4), dtype=np.float64))
    with pytest.raises(TypeError):
        zkhashes.merkle_root("lean-imt", ["1", "2"])
    tree = zkhashes.MerkleTree("miden-poseidon2", np.arange(32, dtype=np.uint64).reshape(8, 4))
    with pytest.raises(zkhashes.InvalidOptionError, match="index"):
        tree.proof(8)
    proof = tree.proof(3)
    short = zkhashes.MerkleProof(3, proof.leaf, proof.siblings[:-1])
    with pytest.raises(zkhashes.WrongArityError):
        tree.verify(short)
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.merkle_verify("miden-poseidon2", tree.root, proof, size=16)
    far = zkhashes.MerkleProof(9, proof.leaf, proof.siblings)
    with pytest.raises(zkhashes.InvalidOptionError):
        tree.verify(far)
