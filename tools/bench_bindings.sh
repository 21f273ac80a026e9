#!/bin/sh
# Batch throughput of every front end beside the Rust batch path, in one
# run on one machine (docs/performance.md, "Front ends on the batch path").
# All built the same way (release, default flags: the kernels are chosen at
# run time). Not a test.
#   sh tools/bench_bindings.sh
set -e
cd "$(dirname "$0")/.."
echo "## Rust (the registry's batch path)"
cargo bench -q -p zkhashes-bench --bench batch -- registry 2>/dev/null | sed -n '/^## Registry 256-bit/,$p'
echo "## C"
make -s -C bindings/c bench
echo "## Python"
test -x .venv/bin/python || { python3 -m venv .venv && .venv/bin/pip install -q numpy; }
.venv/bin/pip install -q ./bindings/python
.venv/bin/python bindings/python/bench.py | sed -n '/^| hash_batch, 1,000,000 rows of 2/,/^$/p'
echo "## JavaScript (WebAssembly)"
make -s -C bindings/js build >/dev/null
node bindings/js/bench.mjs | sed -n "/^| hashBatch/,/^| LeanIMT/p" | grep -v LeanIMT
