"""Plonky3's Poseidon1 over KoalaBear and BabyBear (p3-koala-bear / p3-baby-bear 0.8 and 0.9:
default_{koalabear,babybear}_poseidon1_{16,24}) in plain Python: the textbook Poseidon
(reference/poseidon.py), R_F 8, R_P by field and width, round constants from the Grain LFSR
(reference/grain.py; t draws per round), and p3-mds' circulant matrices M[i][j] = ROW[(j - i) mod t]
(not Grain's Cauchy matrix)."""

import grain
import poseidon

FIELDS = {"koalabear": 2**31 - 2**24 + 1, "babybear": 15 * 2**27 + 1}
ALPHA = {"koalabear": 3, "babybear": 7}
ROUNDS_PARTIAL = {("koalabear", 16): 20, ("koalabear", 24): 23, ("babybear", 16): 13, ("babybear", 24): 21}
MDS_ROW = {
    16: [1, 1, 51, 1, 11, 17, 2, 1, 101, 63, 15, 2, 67, 22, 13, 3],
    24: [
        0x2D0AAAAB, 0x64850517, 0x17F5551D, 0x04ECBEB5, 0x6D91A8D5, 0x60703026, 0x18D6F3CA, 0x729601A7,
        0x77CDA9E2, 0x3C0F5038, 0x26D52A61, 0x0360405D, 0x68FC71C8, 0x2495A71D, 0x5D57AFC2, 0x1689DD98,
        0x3C2C3DBE, 0x0C23DC41, 0x0524C7F2, 0x6BE4DF69, 0x0A6E572C, 0x5C7790FA, 0x17E118F6, 0x0878A07F,
    ],
}
_CACHE = {}


def params(field, t):
    """(round constants, flat (R_F + R_P) * t; MDS rows) of the instance."""
    key = (field, t)
    if key not in _CACHE:
        p, rp = FIELDS[field], ROUNDS_PARTIAL[key]
        g = grain.Grain(p.bit_length(), t, 8, rp)
        rc = grain.round_constants(g, p, p.bit_length(), (8 + rp) * t)
        row = MDS_ROW[t]
        mds = [[row[(j - i) % t] for j in range(t)] for i in range(t)]
        _CACHE[key] = (rc, mds)
    return _CACHE[key]


def permute(field, state):
    t = len(state)
    rc, mds = params(field, t)
    return poseidon.permute(list(state), rc, mds, ALPHA[field], 8, ROUNDS_PARTIAL[(field, t)], FIELDS[field])
