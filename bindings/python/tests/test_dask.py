"""zkhashes.dask on a LocalCluster of 2 worker processes: the root of 2^20 rows (BabyBear MMCS,
8 columns) equals the single-process merkle_root, from a dask.array and from .npy files; and once
more with a worker killed mid-build (Dask recomputes its pieces), still equal."""

import os
import signal

import dask.array as da
import numpy as np
import pytest
from distributed import Client, LocalCluster

import zkhashes
import zkhashes.dask

BABYBEAR = 15 * 2**27 + 1
ROWS = 1 << 20


@pytest.fixture(scope="module")
def client():
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as c:
        with Client(c) as cl:
            yield cl


@pytest.fixture(scope="module")
def rows():
    rng = np.random.default_rng(20)
    return rng.integers(0, BABYBEAR, size=(ROWS, 8), dtype=np.uint32)


def test_cluster_root_equals_single_process(client, rows):
    want = zkhashes.merkle_root("plonky3-mmcs", rows, field="babybear")
    arr = da.from_array(rows, chunks=(1 << 16, 8))
    assert zkhashes.dask.merkle_root("plonky3-mmcs", arr, field="babybear", client=client) == want
    # A short last chunk and a cap.
    part = rows[: ROWS - 12345]
    want = zkhashes.merkle_root("plonky3-mmcs", part, field="babybear", cap_height=2)
    arr = da.from_array(part, chunks=(100_000, 8))
    got = zkhashes.dask.merkle_root(
        "plonky3-mmcs", arr, field="babybear", cap_height=2, client=client
    )
    assert got == want


def test_npy_files(client, rows, tmp_path):
    paths = []
    for k, start in enumerate(range(0, ROWS, 1 << 18)):
        p = str(tmp_path / f"chunk{k}.npy")
        np.save(p, rows[start : start + (1 << 18)])
        paths.append(p)
    want = zkhashes.merkle_root("plonky3-mmcs", rows, field="babybear")
    got = zkhashes.dask.merkle_root_of_files("plonky3-mmcs", paths, field="babybear", client=client)
    assert got == want


def test_a_worker_killed_mid_build(client, rows):
    want = zkhashes.merkle_root("plonky3-mmcs", rows, field="babybear")
    arr = da.from_array(rows, chunks=(1 << 14, 8))
    pieces = zkhashes.dask.merkle_pieces("plonky3-mmcs", arr, field="babybear")
    futures = client.compute(pieces)
    pids = client.run(os.getpid)
    victim = sorted(pids)[0]
    # The worker process is killed; its nanny starts another, Dask recomputes what was lost.
    os.kill(pids[victim], signal.SIGKILL)
    tops = client.gather(futures)
    assert zkhashes.merkle_join(tops) == want
