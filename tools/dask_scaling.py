"""Dask scaling of zkhashes.dask on one machine (docs/scale.md): a BabyBear MMCS tree of 2^LOG
rows of 8, stored as .npy files of 2^20 rows, built by
  - the plain call, zkhashes.merkle_root on the whole array (one thread),
  - zkhashes.dask.merkle_root_of_files on a LocalCluster of 1 worker process, then of 2
    (each worker one thread; RAYON_NUM_THREADS=1 everywhere, so a worker uses one core),
each REPEAT times; prints the median times, the speed-up of 2 workers over 1 and the Dask
path's overhead over the plain call.

    RAYON_NUM_THREADS=1 python tools/dask_scaling.py /tmp/dask-leaves 24 3
"""

import os
import statistics
import sys
import time

os.environ["RAYON_NUM_THREADS"] = "1"  # before the extension starts its thread pool

import numpy as np  # noqa: E402

import zkhashes  # noqa: E402
import zkhashes.dask  # noqa: E402


def files(folder: str, log: int) -> list:
    os.makedirs(folder, exist_ok=True)
    rng = np.random.default_rng(64)
    chunk = 1 << 20
    paths = []
    for i in range((1 << log) // chunk):
        p = os.path.join(folder, f"c{i:04}.npy")
        if not os.path.exists(p):
            np.save(p, rng.integers(0, 2**30, size=(chunk, 8), dtype=np.uint32))
        paths.append(p)
    return paths


def timed(f, repeat: int):
    times, out = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        out = f()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def main() -> None:
    folder, log, repeat = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    from distributed import Client, LocalCluster

    paths = files(folder, log)
    kw = dict(field="babybear")

    def plain():
        rows = np.concatenate([np.load(p) for p in paths])
        return zkhashes.merkle_root("plonky3-mmcs", rows, **kw)

    t_plain, root = timed(plain, repeat)
    print(f"plain merkle_root, 1 thread: {t_plain:.2f} s", flush=True)
    result = {}
    for workers in (1, 2):
        with LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster, Client(cluster) as client:
            def run():
                return zkhashes.dask.merkle_root_of_files(
                    "plonky3-mmcs", paths, client=client, **kw
                )

            run()  # warm: workers import zkhashes
            t, got = timed(run, repeat)
            assert got == root, "the Dask root equals the plain call's"
            result[workers] = t
            print(f"dask, {workers} worker(s): {t:.2f} s", flush=True)
    print(f"2 workers / 1 worker: {result[1] / result[2]:.2f}x")
    print(f"dask 1 worker over plain: {100 * (result[1] / t_plain - 1):+.1f} %")


if __name__ == "__main__":
    main()
