"""Benchmark (not a test): zkhashes from Python beside poseidon-py (Starknet,
a C build called through ctypes) and the pure-Python reference, in one run;
then hash_batch over 10^6 pairs of the 256-bit hashes (limbs and bytes) and over 10^6 rows of the 64-bit-word
batch modes (compare with the `batch` bench's "Registry batch path" table,
`cargo bench -p zkhashes-bench --bench batch -- nomatch`, the same rows from
Rust). Medians of repeated samples; ratios are peer time / zkhashes time.

    python bindings/python/bench.py [--pairs N]
"""

import argparse
import os
import random
import statistics
import sys
import time

import numpy as np

import zkhashes
from zkhashes import starknet

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "reference"))
import circom as ref_circom  # noqa: E402
import starknet as ref_starknet  # noqa: E402


def per_call(f, args, seconds=0.3, samples=7):
    """Median seconds per call of f(*args)."""
    n, t0 = 1, time.perf_counter()
    while time.perf_counter() - t0 < seconds / samples:
        f(*args)
        n += 1
    out = []
    for _ in range(samples):
        t = time.perf_counter()
        for _ in range(n):
            f(*args)
        out.append((time.perf_counter() - t) / n)
    return statistics.median(out)


def fmt(s):
    return f"{s * 1e6:9.2f} µs"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=1_000_000)
    args = ap.parse_args()
    rng = random.Random(1)
    x, y = rng.randrange(starknet.P), rng.randrange(starknet.P)
    rows = []
    ours = per_call(starknet.poseidon_hash, (x, y))
    rows.append(("starknet poseidon_hash", "zkhashes", ours, None))
    try:
        from poseidon_py import poseidon_hash as pp

        rows.append(("starknet poseidon_hash", "poseidon-py", per_call(pp.poseidon_hash, (x, y)), ours))
        xs = [rng.randrange(starknet.P) for _ in range(100)]
        ours_many = per_call(starknet.poseidon_hash_many, (xs,))
        rows.append(("starknet poseidon_hash_many(100)", "zkhashes", ours_many, None))
        rows.append(("starknet poseidon_hash_many(100)", "poseidon-py", per_call(pp.poseidon_hash_many, (xs,)), ours_many))
    except ImportError:
        print("(poseidon-py not installed: pip install poseidon-py)")
    rows.append(("starknet poseidon_hash", "reference (pure Python)", per_call(ref_starknet.poseidon_hash, (x, y), samples=3), ours))
    a, b = rng.randrange(ref_circom.P), rng.randrange(ref_circom.P)
    ours_c = per_call(zkhashes.poseidon_circom, ([a, b],))
    rows.append(("circom poseidon([a, b])", "zkhashes", ours_c, None))
    rows.append(("circom poseidon([a, b])", "reference (pure Python)", per_call(ref_circom.hash, ([a, b],), samples=3), ours_c))

    print("| call | implementation | time per call | ratio (peer / zkhashes) |")
    print("|---|---|---:|---:|")
    for name, impl, t, base in rows:
        ratio = f"{t / base:.1f}x" if base else ""
        print(f"| {name} | {impl} | {fmt(t)} | {ratio} |")

    n = args.pairs
    # The 256-bit batch path: (n, 2, 4) little-endian limbs and (n, 2, 32)
    # big-endian bytes, the same rows as the Rust bench's "Registry 256-bit
    # batch path" table (`cargo bench -p zkhashes-bench --bench batch --
    # registry`), all cores.
    print(f"\n| hash_batch, {n:,} rows of 2, {os.cpu_count()} cores | array | median | hashes/s |\n|---|---|---:|---:|")
    for name, top in [("poseidon-circom", 0x3064_4E72_E131_A028), ("starknet-hash", 0x0800_0000_0000_0010),
                      ("poseidon2-openzeppelin", 0x3064_4E72_E131_A028)]:
        limbs = np.random.default_rng(2).integers(0, 2**64 - 1, size=(n, 2, 4), dtype=np.uint64, endpoint=True)
        limbs[:, :, 3] = top - 1
        be = limbs[:, :, ::-1].astype(">u8").view(np.uint8).reshape(n, 2, 32)
        for label, array in (("(n, 2, 4) u64", limbs), ("(n, 2, 32) u8", be)):
            times = []
            for _ in range(5):
                t = time.perf_counter()
                zkhashes.hash_batch(name, array)
                times.append(time.perf_counter() - t)
            best = statistics.median(times)
            print(f"| {name} | {label} | {best * 1e3:.0f} ms | {n / best / 1e3:,.0f} k |")

    # The batch modes over typed arrays: the same rows as the Rust bench's
    # registry table (pseudo-random canonical words, 10^6 rows, all cores).
    print(f"\n| hash_batch, 10^6 rows, {os.cpu_count()} cores | median | hashes/s |\n|---|---:|---:|")
    rows_n = 1_000_000
    gl = 0xFFFF_FFFF_0000_0001
    for name, field, p, k, dtype in [
        ("plonky3-compress", "babybear", 2013265921, 16, np.uint32),
        ("plonky3-compress", "goldilocks", gl, 8, np.uint64),
        ("rpo-merge", "goldilocks", gl, 8, np.uint64),
        ("plonky2-two-to-one", "goldilocks", gl, 8, np.uint64),
    ]:
        words = (np.random.default_rng(3).integers(0, 2**64 - 1, size=(rows_n, k), dtype=np.uint64,
                                                    endpoint=True) % np.uint64(p)).astype(dtype)
        times = []
        for _ in range(5):
            t = time.perf_counter()
            zkhashes.hash_batch(name, words, field=field)
            times.append(time.perf_counter() - t)
        m = statistics.median(times)
        print(f"| {name} {field} | {m * 1e3:.0f} ms | {rows_n / m / 1e3:,.0f} k |")


if __name__ == "__main__":
    main()
