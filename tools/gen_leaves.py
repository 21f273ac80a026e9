#!/usr/bin/env python3
"""Writes ROWS rows of WIDTH random canonical field elements as little-endian words (the input of
`zkhashes merkle --binary --width WIDTH`), a million rows at a time, so any size fits in memory.

    python3 tools/gen_leaves.py FILE ROWS WIDTH [--field babybear|koalabear|mersenne31|goldilocks]
"""

import argparse

import numpy as np

MODULI = {
    "babybear": (15 * 2**27 + 1, np.uint32),
    "koalabear": (2**31 - 2**24 + 1, np.uint32),
    "mersenne31": (2**31 - 1, np.uint32),
    "goldilocks": (2**64 - 2**32 + 1, np.uint64),
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("rows", type=int)
    ap.add_argument("width", type=int)
    ap.add_argument("--field", default="babybear", choices=sorted(MODULI))
    ap.add_argument("--seed", type=int, default=64)
    a = ap.parse_args()
    p, dtype = MODULI[a.field]
    rng = np.random.default_rng(a.seed)
    with open(a.file, "wb") as f:
        left = a.rows
        while left:
            n = min(left, 1 << 20)
            block = rng.integers(0, p, size=(n, a.width), dtype=np.uint64).astype(dtype)
            f.write(block.astype(block.dtype.newbyteorder("<")).tobytes())
            left -= n


if __name__ == "__main__":
    main()
