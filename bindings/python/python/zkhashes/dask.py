"""A named Merkle tree over a Dask cluster: one subtree per chunk of rows on the workers
(``merkle_subtree``), the join on the client (``merkle_join``); only the pieces' tops cross the
network. Dask's own scheduler places, retries and recomputes the tasks: a worker lost mid-build
is recomputed elsewhere and the root is unchanged.

    import dask.array as da
    from distributed import Client
    import zkhashes.dask

    client = Client("tcp://scheduler:8786")
    rows = da.from_npy_stack("leaves/")          # or da.from_array(...), (n, k) uint32/uint64
    root = zkhashes.dask.merkle_root("plonky3-mmcs", rows, field="babybear", client=client)

Optional: ``pip install ./bindings/python[dask]`` (dask[array] and distributed).
"""

from typing import Any, List, Optional, Sequence, Union

from ._zkhashes import MerklePiece, merkle_join, merkle_subtree

Digest = Union[int, List[int]]


def _span(rows: int, chunk: int) -> int:
    """The largest power of two not above the chunk (nor the tree's rows rounded up)."""
    top = 1 << max(rows - 1, 0).bit_length()
    span = 1 << (max(chunk, 1).bit_length() - 1)
    return min(span, top)


def merkle_pieces(
    scheme: str,
    rows: Any,
    *,
    field: Optional[str] = None,
    cap_height: int = 0,
) -> List[Any]:
    """The delayed ``merkle_subtree`` of each aligned range of ``rows`` (a ``dask.array`` of
    shape (n, k) or (n,)), rechunked along the rows to a power of two (at most its first chunk)
    and not along the columns."""
    from dask.delayed import delayed

    total = int(rows.shape[0])
    span = _span(total, int(rows.chunks[0][0]))
    rows = rows.rechunk({0: span, 1: -1} if rows.ndim > 1 else {0: span})
    blocks = rows.to_delayed().ravel()
    subtree = delayed(merkle_subtree, pure=True)
    return [
        subtree(
            scheme,
            block,
            start=i * span,
            span=span,
            total=total,
            field=field,
            cap_height=cap_height,
        )
        for i, block in enumerate(blocks)
    ]


def merkle_root(
    scheme: str,
    rows: Any,
    *,
    field: Optional[str] = None,
    cap_height: int = 0,
    client: Any = None,
) -> Union[Digest, List[Digest]]:
    """``zkhashes.merkle_root`` of a ``dask.array`` of rows: the pieces computed by Dask (on
    ``client``'s cluster, or Dask's default scheduler), the join here."""
    from dask.base import compute

    pieces = merkle_pieces(scheme, rows, field=field, cap_height=cap_height)
    if client is not None:
        tops: Sequence[MerklePiece] = client.gather(client.compute(pieces))
    else:
        tops = compute(*pieces)  # type: ignore[no-untyped-call]
    return merkle_join(list(tops))


def merkle_root_of_files(
    scheme: str,
    paths: Sequence[str],
    *,
    field: Optional[str] = None,
    cap_height: int = 0,
    client: Any = None,
) -> Union[Digest, List[Digest]]:
    """The same over ``.npy`` files of rows, one chunk each, in order (every file but the last
    of one power-of-two row count)."""
    import dask.array as da

    arrays = []
    for p in paths:
        head = _header(p)  # shape and dtype only: the file is memory-mapped, not read
        arrays.append(
            da.from_delayed(_load(p), shape=head.shape, dtype=head.dtype)  # type: ignore[no-untyped-call]
        )
    rows = da.concatenate(arrays)  # type: ignore[no-untyped-call]
    return merkle_root(scheme, rows, field=field, cap_height=cap_height, client=client)


def _load(path: str) -> Any:
    import numpy as np
    from dask.delayed import delayed

    return delayed(np.load, pure=True)(path, mmap_mode="r")


def _header(path: str) -> Any:
    import numpy as np

    return np.load(path, mmap_mode="r")
