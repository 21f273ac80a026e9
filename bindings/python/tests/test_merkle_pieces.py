"""Trees in pieces: merkle_subtree over aligned ranges, joined by merkle_join in any order,
equal merkle_root of the whole (numpy and list rows, caps, a short last piece); pieces pickle
(what crosses between Dask workers); bad pieces raise errors naming the piece."""

import pickle

import numpy as np
import pytest

import zkhashes

BABYBEAR = 15 * 2**27 + 1

CASES = [
    ("plonky3-mmcs", "babybear", 37, 3, 1, 16),
    ("plonky3-mmcs", "goldilocks", 64, 2, 2, 8),
    ("plonky2", "goldilocks", 32, 5, 1, 4),
    ("miden-rpo", "goldilocks", 16, 4, 0, 4),
    ("lean-imt", "bn254", 21, 1, 0, 8),
    ("stwo-blake2s-m31", "mersenne31", 32, 3, 0, 8),
    ("stwo-blake2s-m31", "mersenne31", 4, 2, 0, 1),
]


@pytest.mark.parametrize("scheme,field,rows,width,cap,span", CASES)
def test_pieces_join_to_the_root(scheme, field, rows, width, cap, span):
    rng = np.random.default_rng(64)
    leaves = rng.integers(0, 2**30, size=(rows, width), dtype=np.uint64)
    if width == 1:
        leaves = [int(x) for x in leaves[:, 0]]
    whole = zkhashes.merkle_root(scheme, leaves, field=field, cap_height=cap)
    pieces = []
    for start in range(0, rows, span):
        part = leaves[start : start + span]
        p = zkhashes.merkle_subtree(
            scheme, part, start=start, span=span, total=rows, field=field, cap_height=cap
        )
        assert (p.scheme, p.field, p.start, p.span, p.total) == (scheme, field, start, span, rows)
        pieces.append(pickle.loads(pickle.dumps(p)))
    assert zkhashes.merkle_join(pieces[::-1]) == whole


def test_bad_pieces_name_the_piece():
    leaves = [[i, i + 1] for i in range(64)]
    with pytest.raises(zkhashes.InvalidOptionError, match="row 8"):
        zkhashes.merkle_subtree(
            "plonky3-mmcs", leaves[8:24], start=8, span=16, total=64, field="babybear"
        )
    bad = [list(r) for r in leaves[16:32]]
    bad[3][1] = BABYBEAR
    with pytest.raises(zkhashes.NonCanonicalError, match="leaf 19"):
        zkhashes.merkle_subtree(
            "plonky3-mmcs", bad, start=16, span=16, total=64, field="babybear"
        )
    ps = [
        zkhashes.merkle_subtree(
            "plonky3-mmcs", leaves[s : s + 16], start=s, span=16, total=64, field="babybear"
        )
        for s in range(0, 64, 16)
    ]
    with pytest.raises(zkhashes.InvalidOptionError, match="row 32"):
        zkhashes.merkle_join(ps[:3])
    other = zkhashes.merkle_subtree(
        "plonky3-mmcs", leaves[32:48], start=32, span=16, total=64, field="koalabear"
    )
    with pytest.raises(zkhashes.InvalidOptionError, match="row 32"):
        zkhashes.merkle_join([ps[0], ps[1], other, ps[3]])
    with pytest.raises(zkhashes.InvalidOptionError):
        zkhashes.merkle_subtree("plonky2", leaves[:10], start=0, span=8, total=10)
