# zkhashes — one entry point for every check. `make test` installs what it needs.
SHELL := /bin/bash
CARGO ?= cargo
# No incremental caches by default (they doubled the disk a clean `make test` needs); a developer
# iterating locally can export CARGO_INCREMENTAL=1.
export CARGO_INCREMENTAL ?= 0
PYTHON ?= python3
VENV := .venv
CACHE := .cache
# Go, for gnark-crypto's side of the Poseidon2 differential test (tools/gnark-diff, whose go.mod
# gnark-crypto v0.22.0 sets to go 1.26.8): the machine's own when it has one, else that release
# unpacked from the Go module proxy into the cache (Debian's golang-go is too old).
GO_VERSION := 1.26.8
GO ?= $(or $(shell command -v go),$(abspath $(CACHE))/golang.org/toolchain@v0.0.1-go$(GO_VERSION).linux-amd64/bin/go)
CIRCOMLIBJS_VERSION := 0.1.7
CIRCOMLIBJS_CONSTANTS := $(CACHE)/circomlibjs-$(CIRCOMLIBJS_VERSION)/package/src/poseidon_constants.json

.PHONY: fuzz ct miri test-streams test-streams-js test-streams-full test test-serial setup fmt-check lint test-layout test-rust test-wasm test-reference test-c test-python test-js test-evm demo bench bench-smoke gas gas-evm gas-stylus gen-vectors bless

## Everything CI runs: format, lints, the core's import-cycle check, Rust tests (incl. differential tests), wasm32 build, Python reference
## tests, the C ABI (C tests under ASan/UBSan, the README example through pkg-config, the ctypes driver),
## the Python package (built by `pip install ./bindings/python`, pytest, mypy --strict), the npm package
## (wasm-bindgen build, node --test against the vectors and the JS peers, the demo page in headless Chromium),
## the generated EVM contracts (solc + an in-process EVM, against the library and poseidon-solidity),
## the Stylus programs (built for wasm32, run through the Stylus meter, against the library).
##
## Two lanes side by side, each in order: the workspace's dev builds (lint, Rust tests, wasm32, the
## reference) and the optimized ones (C, Python, npm, EVM, streams, ct, Miri). CI has two cores,
## and much of the second lane runs on one (release code generation in one unit, the node tests,
## the interpreters): beside the first lane, that idle core does work. The lanes share no cargo
## profile, so neither waits on the other's build lock. The second lane's lines are prefixed
## `[opt]`; both lanes run to their end, and `make test` fails if either fails.
TEST_LANE_DEV := fmt-check lint test-layout test-rust test-wasm test-reference
TEST_LANE_OPT := test-c test-python test-js test-evm test-streams ct miri
test: setup
	@mkdir -p $(CACHE); rm -f $(CACHE)/lane-opt.rc; \
	{ $(MAKE) --no-print-directory -j1 $(TEST_LANE_OPT) 2>&1; echo $$? > $(CACHE)/lane-opt.rc; } \
	    | sed -u 's/^/[opt] /' & opt=$$!; \
	$(MAKE) --no-print-directory -j1 $(TEST_LANE_DEV); dev=$$?; \
	wait $$opt; opt=$$(cat $(CACHE)/lane-opt.rc); \
	echo "make test: lane dev exit $$dev, lane opt exit $$opt"; \
	test "$$dev" = 0 && test "$$opt" = 0
	@echo "make test: all green"

## The same steps one after another (one lane), as `make test` ran them before.
test-serial: setup $(TEST_LANE_DEV) $(TEST_LANE_OPT)
	@echo "make test-serial: all green"

setup: $(VENV)/.ok $(CIRCOMLIBJS_CONSTANTS) $(GO)
	rustup component add rustfmt clippy >/dev/null 2>&1 || true
	rustup target add wasm32-unknown-unknown
	rustup toolchain install nightly --profile minimal >/dev/null 2>&1 || rustup toolchain install nightly --profile minimal
	# Miri (the portable core under the interpreter) and Valgrind (the constant-time check).
	rustup component add --toolchain nightly miri rust-src clippy
	command -v valgrind >/dev/null || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq valgrind >/dev/null; }
	# Debian's Chromium, for the npm package's browser test.
	command -v chromium >/dev/null || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }

$(VENV)/.ok: Makefile
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet $(PY_TEST_DEPS)
	touch $@

# circomlibjs's own constants file, to check our generators against upstream.
$(CIRCOMLIBJS_CONSTANTS):
	mkdir -p $(CACHE)/circomlibjs-$(CIRCOMLIBJS_VERSION)
	cd $(CACHE) && npm pack --silent circomlibjs@$(CIRCOMLIBJS_VERSION) >/dev/null
	tar -xzf $(CACHE)/circomlibjs-$(CIRCOMLIBJS_VERSION).tgz -C $(CACHE)/circomlibjs-$(CIRCOMLIBJS_VERSION) package/src/poseidon_constants.json
	test -s $@

$(abspath $(CACHE))/golang.org/toolchain@v0.0.1-go$(GO_VERSION).linux-amd64/bin/go:
	mkdir -p $(CACHE)
	curl -sSfL -o $(CACHE)/go.zip https://proxy.golang.org/golang.org/toolchain/@v/v0.0.1-go$(GO_VERSION).linux-amd64.zip
	cd $(CACHE) && unzip -q -o go.zip && rm go.zip
	test -x $@

NIGHTLY_CHECKS := crates/zkhashes-crosscheck-nightly
PYTHON_PKG := bindings/python
# The Stylus programs and OpenZeppelin's, outside the workspace (wasm32 profiles).
STYLUS := onchain/stylus
STYLUS_OZ := onchain/stylus-openzeppelin
# Test tools and peers of the Python package (poseidon-py: Starknet differential tests).
PY_TEST_DEPS := pytest numpy mypy poseidon-py==0.2.0 "dask[array]" distributed jsonschema

fmt-check:
	$(CARGO) fmt --all -- --check
	$(CARGO) fmt --manifest-path $(NIGHTLY_CHECKS)/Cargo.toml -- --check
	$(CARGO) fmt --manifest-path crates/adapters/zkhashes-plonky2/Cargo.toml -- --check
	$(CARGO) fmt --manifest-path $(STYLUS)/Cargo.toml -- --check
	$(CARGO) fmt --manifest-path $(STYLUS_OZ)/Cargo.toml -- --check
	$(CARGO) fmt --manifest-path fuzz/Cargo.toml -- --check
	$(CARGO) fmt --manifest-path bindings/js/bench/fp29-chain/Cargo.toml -- --check
	$(CARGO) fmt --manifest-path tools/x86-latency/Cargo.toml -- --check
	$(CARGO) fmt --manifest-path tools/wasm-bindgen-lite/Cargo.toml -- --check

# Lints by building: clippy-driver compiles the workspace's own crates (cargo's
# RUSTC_WORKSPACE_WRAPPER, the mechanism `cargo clippy` uses, with its lints denied as `cargo clippy
# -- -D warnings` does; tools/lint-rustc), so the build that test-rust runs is the one linted, and the
# benchmarks are linted without code generation. `cargo clippy` alone checked every dependency a
# second time in check mode (metadata only, not reusable by a build): 1,469 s of a clean `make test`
# (docs/performance.md, "`make test` time"). Dependencies are built by plain rustc either way. Every
# cargo call of test-rust uses the same LINTED, so that it reuses these builds.
LINTED := RUSTC_WORKSPACE_WRAPPER=$(abspath tools/lint-rustc) CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# Every target `cargo clippy --all-targets` lints (the core's unit tests: test-rust's unit profile).
LINT_TARGETS := --lib --bins --tests --benches --examples
lint:
	$(LINTED) $(CARGO) build --workspace --exclude zkhashes-py $(LINT_TARGETS)
	# The Python extension alone in check mode: built with the workspace, its features would change
	# two of the tests' dependencies (num-complex, num-integer) and so rebuild most of them.
	$(CARGO) clippy -p zkhashes-py -- -D warnings
	$(LINTED) $(CARGO) build --manifest-path $(STYLUS)/Cargo.toml --all-targets --all-features
	$(CARGO) clippy --manifest-path tools/x86-latency/Cargo.toml -- -D warnings
	$(LINTED) $(CARGO) test -q --release --locked --manifest-path tools/wasm-bindgen-lite/Cargo.toml
	cd $(NIGHTLY_CHECKS) && $(LINTED) $(CARGO) +nightly build --workspace --lib --bins --tests --examples
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc -p zkhashes --no-deps

# No import cycle among the core's source files (a module never imports a file that imports it
# back, through `use`, paths, re-exports or `mod`), and the checker's own tests.
test-layout: $(VENV)/.ok
	$(VENV)/bin/python tools/import_graph.py crates/zkhashes/src
	$(VENV)/bin/python -m pytest -q tools

# The workspace's tests include onchain/stylus-meter/tests/programs.rs, which builds both Stylus
# programs for wasm32 and runs them through the meter.
# The Python extension (a workspace member) is built and tested by test-python, not here. The
# core's unit tests run unoptimized in their own profile (Cargo.toml: `unit`), which skips a
# second optimized build of the core.
# Each cargo call under LINTED (see lint): it reuses lint's builds and lints what they lack (the
# core's unit tests, the nightly crates' tests).
test-rust:
	PYTHON=$(abspath $(VENV))/bin/python GO=$(GO) $(LINTED) $(CARGO) test --workspace --exclude zkhashes-py
	$(LINTED) $(CARGO) test -p zkhashes --lib --profile unit
	$(LINTED) $(CARGO) test --manifest-path $(STYLUS)/Cargo.toml --all-features
	# Benchmarks are not tests: `lint` lints every one (to metadata, no code); `make
	# bench-smoke` runs each case once.
	# Peers that need nightly (plonky2), in their own crate outside the workspace, with
	# plonky2's drop-in adapter (crates/adapters/zkhashes-plonky2, a member of that workspace).
	cd $(NIGHTLY_CHECKS) && $(LINTED) $(CARGO) +nightly test --workspace

test-wasm:
	$(CARGO) build -p zkhashes --target wasm32-unknown-unknown --no-default-features

test-reference: $(VENV)/.ok $(CIRCOMLIBJS_CONSTANTS)
	CIRCOMLIBJS_CONSTANTS=$(abspath $(CIRCOMLIBJS_CONSTANTS)) $(VENV)/bin/python -m pytest -q reference/tests

# The release builds that test-c, test-evm, test-streams and ct run: one cargo invocation for the
# C library, the CLI and the constant-time check, so that features unify once and the core is
# built once (a package alone unifies its own features: another build of the core). Built in the
# profile release (Cargo.toml: 16 code units, no LTO; the README's first command builds the same
# units), as is the Python package, which links the same build of the core (test-python, after
# test-c: one workspace, the same features).
RELEASE_PACKAGES := -p zkhashes-c -p zkhashes-cli -p zkhashes-ct
TEST_PROFILE := release

test-c: $(VENV)/.ok
	$(MAKE) -C bindings/c test PYTHON=$(abspath $(VENV))/bin/python EXTRA_PACKAGES="$(RELEASE_PACKAGES)" \
	    PROFILE=$(TEST_PROFILE)

test-python: $(VENV)/.ok
	MATURIN_PEP517_ARGS="--profile $(TEST_PROFILE)" $(VENV)/bin/pip install --quiet ./$(PYTHON_PKG)
	cd $(PYTHON_PKG) && $(abspath $(VENV))/bin/python -m pytest -q tests
	cd $(PYTHON_PKG) && $(abspath $(VENV))/bin/python -m mypy --strict python/zkhashes tests/typing_usage.py

test-js: $(VENV)/.ok
	$(MAKE) -C bindings/js test PYTHON=$(abspath $(VENV))/bin/python

EVM := onchain/evm

$(EVM)/node_modules/.ok: $(EVM)/package-lock.json
	cd $(EVM) && npm ci --no-fund --no-audit --loglevel=error
	touch $@

# The contracts against the library: through the CLI (`hash --stdin`).
test-evm: $(EVM)/node_modules/.ok
	$(CARGO) build -q --profile $(TEST_PROFILE) $(RELEASE_PACKAGES)
	cd $(EVM) && ZKHASHES=$(abspath target/$(TEST_PROFILE)/zkhashes) node --test test/

## Gas on-chain: the EVM contracts beside poseidon-solidity's, the Stylus programs beside OpenZeppelin's.
gas: gas-evm gas-stylus

## Gas of the generated EVM contracts beside poseidon-solidity's (same solc, same EVM).
gas-evm: $(EVM)/node_modules/.ok
	cd $(EVM) && node gas.mjs

STYLUS_GAS := target/stylus-gas
WASM_OPT := bindings/js/node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-sign-ext \
	--enable-mutable-globals --enable-nontrapping-float-to-int --enable-multivalue

## Gas of the Stylus programs beside openzeppelin-crypto's Poseidon2 (same entry point, same
## meter), each built with its own settings and then wasm-opt -Oz (npm binaryen).
gas-stylus:
	rustup target add wasm32-unknown-unknown
	$(MAKE) -C bindings/js node_modules/.ok
	cd $(STYLUS) && $(CARGO) build -q --target wasm32-unknown-unknown --profile stylus
	cd $(STYLUS) && $(CARGO) build -q --target wasm32-unknown-unknown --profile stylus \
	    --no-default-features --features wide --target-dir target/wide
	cd $(STYLUS_OZ) && $(CARGO) build -q --target wasm32-unknown-unknown --release
	mkdir -p $(STYLUS_GAS)
	$(WASM_OPT) $(STYLUS)/target/wasm32-unknown-unknown/stylus/zkhashes_stylus.wasm -o $(STYLUS_GAS)/zkhashes.wasm
	$(WASM_OPT) $(STYLUS)/target/wide/wasm32-unknown-unknown/stylus/zkhashes_stylus.wasm -o $(STYLUS_GAS)/zkhashes-wide.wasm
	$(WASM_OPT) $(STYLUS_OZ)/target/wasm32-unknown-unknown/release/zkhashes_stylus_openzeppelin.wasm \
	    -o $(STYLUS_GAS)/openzeppelin.wasm
	$(CARGO) run -q --release -p zkhashes-stylus-meter --example stylus_gas -- \
	    zkhashes=$(STYLUS_GAS)/zkhashes.wasm zkhashes-wide=$(STYLUS_GAS)/zkhashes-wide.wasm \
	    openzeppelin=$(STYLUS_GAS)/openzeppelin.wasm

## Hash with the CLI.
demo:
	$(CARGO) run --release -q -p zkhashes-cli -- hash poseidon-circom 1 2

## zkhashes beside its peers (criterion + interleaved ratio table).
bench:
	$(CARGO) bench -p zkhashes-bench
	cd $(NIGHTLY_CHECKS) && $(CARGO) +nightly bench --bench plonky2_ratio

## Every benchmark once, as a test (criterion's test mode), in the test profile and with the
## workspace's features (not part of `make test`: benchmarks are not tests).
bench-smoke:
	$(CARGO) test --workspace --benches

## Regenerate test-vectors/ from the Python reference.
gen-vectors:
	$(PYTHON) reference/gen_vectors.py
	$(PYTHON) reference/gen_vectors_starknet.py
	$(PYTHON) reference/gen_vectors_plonky2.py
	$(PYTHON) reference/gen_vectors_rescue.py
	$(PYTHON) reference/gen_vectors_gmimc.py
	$(PYTHON) reference/gen_vectors_poseidon2.py
	$(PYTHON) reference/gen_vectors_noir.py
	$(PYTHON) reference/gen_vectors_polygon.py
	$(PYTHON) reference/gen_vectors_miden_poseidon2.py
	$(PYTHON) reference/gen_vectors_zcash.py
	$(PYTHON) reference/gen_vectors_mina.py
	$(PYTHON) reference/gen_vectors_risc0.py
	$(PYTHON) reference/gen_vectors_eidos.py
	$(PYTHON) reference/gen_conformance.py

## Regenerate the checked-in constant tables and EVM contracts.
bless:
	ZKH_BLESS=1 $(CARGO) test -p zkhashes --test constants_fresh
	ZKH_BLESS=1 $(CARGO) test -p zkhashes-evm --test contracts_fresh
	ZKH_BLESS=1 $(CARGO) test --manifest-path $(STYLUS)/Cargo.toml --test generated_fresh

## Fuzzing: every cargo-fuzz target (nightly, libFuzzer) for FUZZ_SECONDS each (default 180), growing
## its corpus in fuzz/corpus/<target>/ (crashes land in fuzz/artifacts/<target>/). `make test` replays
## the checked-in corpora through the same bodies (crates/zkhashes-fuzz-targets) without libFuzzer.
FUZZ_SECONDS ?= 180
FUZZ_TARGETS := parse_numbers field_encodings registry_hash registry_permute hash_bytes batch_rows \
	dispatch_levels c_abi merkle_proofs
fuzz:
	rustup toolchain install nightly --profile minimal >/dev/null 2>&1 || true
	command -v cargo-fuzz >/dev/null || $(CARGO) install --locked cargo-fuzz
	cd fuzz && for t in $(FUZZ_TARGETS); do \
	    $(CARGO) +nightly fuzz run $$t -- -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=4096 \
	        -print_final_stats=1 2>&1 | grep -E "^(stat::number_of_executed_units|INFO: Done|==|SUMMARY)" \
	        | sed "s/^/$$t: /"; \
	    test $${PIPESTATUS[0]} = 0 || exit 1; \
	done

## Streams and batches under load: the CLI's --stdin over 10^6 lines with a bad line near the end,
## Python's hash_batch over 10^7 rows and JavaScript's hashBatch over 10^6 (bounded memory, the bad
## row named). After test-python and test-js (the packages they run).
test-streams: test-python test-js
	PYTHON=$(abspath $(VENV))/bin/python RELEASE_PACKAGES="$(RELEASE_PACKAGES)" PROFILE=$(TEST_PROFILE) \
	    bash tools/stream_checks.sh

## JavaScript's hashBatch over 10^7 rows (about two minutes; docs/hardening.md).
test-streams-js:
	$(MAKE) -C bindings/js build
	node tools/stream_js.mjs

# The stream checks at issue 38's full size: 10^7 rows for Python and JavaScript (make test runs
# 10^6 of each; the memory bounds are per row, so the smaller run checks the same bound).
test-streams-full: test-python
	$(MAKE) -C bindings/js build
	PYTHON=$(abspath $(VENV))/bin/python RELEASE_PACKAGES="$(RELEASE_PACKAGES)" STREAM_PY_ROWS=10000000 \
	    STREAM_JS_ROWS=10000000 bash tools/stream_checks.sh

## Constant time (ctgrind): the 256-bit field operations and hashes in a release build under Valgrind,
## their secret inputs marked undefined; silent means no branch or address depends on them. Then the
## planted secret-dependent branch, which must be reported (docs/hardening.md).
CT_BIN := target/$(TEST_PROFILE)/zkhashes-ct
ct:
	$(CARGO) build -q --profile $(TEST_PROFILE) $(RELEASE_PACKAGES)
	valgrind -q --error-exitcode=1 $(CT_BIN)
	@if valgrind -q --error-exitcode=1 $(CT_BIN) planted >/dev/null 2>&1; then \
	    echo "ct: the planted secret-dependent branch was NOT caught"; exit 1; \
	else echo "ct: the planted secret-dependent branch was caught"; fi

## Miri on the portable core (fields, engines at their ecosystems' widths, sponges, Merkle trees).
# Two interpreters side by side, one per core: plonky2's known answer alone (137 s by the test
# harness's clock, which under Miri counts executed code; almost all of it deriving the sparse form
# of its constants; 356 s while the recurrence form was derived too) and the other cases (125 s).
# The second waits for the first's build (cargo's lock), then runs beside it.
MIRI := $(CARGO) +nightly miri test -q -p zkhashes --no-default-features --test miri_core
miri:
	$(MIRI) -- --exact plonky2_known_answers & first=$$!; \
	    $(MIRI) -- --skip plonky2_known_answers; rest=$$?; \
	    wait $$first && exit $$rest
