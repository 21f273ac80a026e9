#!/bin/bash
# Streams and batches under load and bad input (docs/hardening.md), run by
# `make test` (target test-streams) after the Python package is installed:
# - the CLI's `hash --stdin` over 10^6 lines whose line 999,990 holds p:
#   the 999,989 hashes before it are printed, then the error names the
#   line on stderr and the exit status is 2;
# - Python's hash_batch over 10^6 rows of two 256-bit elements (10^7 with
#   `make test-streams-full`): one bad row near the end is named by its
#   index, and a good batch's extra memory stays below 2.5 times its input
#   (the input's copy as integers plus the outputs; no whole-batch copy as
#   field elements);
# - JavaScript's hashBatch over 10^6 rows (after the npm package's build):
#   the same two checks (tools/stream_js.mjs; 10^7 rows with
#   `make test-streams-full` or `make test-streams-js`, about two minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-.venv/bin/python}
# With `make test`, the same packages and profile as its other optimized builds (one build of
# the core).
PROFILE=${PROFILE:-release}
cargo build -q --profile "$PROFILE" ${RELEASE_PACKAGES:--p zkhashes-cli}
CLI=target/$PROFILE/zkhashes
DIR=target/stream-checks
mkdir -p $DIR
P=21888242871839275222246405745257275088548364400416034343698204186575808495617
awk -v p=$P 'BEGIN { for (i = 1; i <= 1000000; i++) print (i == 999990 ? p : i) " " i + 1 }' > $DIR/lines.txt
set +e
$CLI hash poseidon-circom --stdin < $DIR/lines.txt > $DIR/out.txt 2> $DIR/err.txt
rc=$?
set -e
test "$rc" = 2 || { echo "stream: exit status $rc, expected 2"; exit 1; }
grep -q "line 999990" $DIR/err.txt || { echo "stream: stderr does not name line 999990:"; cat $DIR/err.txt; exit 1; }
test "$(wc -l < $DIR/out.txt)" = 999989 || { echo "stream: $(wc -l < $DIR/out.txt) hashes before the error"; exit 1; }
echo "stream: 10^6 lines, 999,989 hashes printed, then: $(cat $DIR/err.txt) (exit 2)"
rm -f $DIR/lines.txt $DIR/out.txt
STREAM_PY_ROWS=${STREAM_PY_ROWS:-1000000} $PYTHON - <<'PY'
import os
import resource
import numpy as np
import zkhashes

n = int(os.environ["STREAM_PY_ROWS"])
x = np.random.default_rng(7).integers(0, 2**63, size=(n, 2, 4), dtype=np.uint64)
x[:, :, 3] >>= 4  # below 2^251 < p
size = x.nbytes
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
y = zkhashes.hash_batch("starknet-hash", x)
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
assert y.shape == (n, 1, 4), y.shape
extra = (after - before) / size
print(f"batch: {n} rows hashed, input {size / 2**20:.0f} MiB, peak grew by {extra:.2f} times the input")
assert extra < 2.5, extra
del y
x[n - 10, 1, 3] = 2**63  # >= p
try:
    zkhashes.hash_batch("starknet-hash", x)
    raise SystemExit("batch: a value >= p accepted")
except ValueError as e:
    assert f"row {n - 10}" in str(e), e
    print(f"batch: {n} rows, the bad one named: {e}")
PY
STREAM_JS_ROWS=${STREAM_JS_ROWS:-1000000} node tools/stream_js.mjs
