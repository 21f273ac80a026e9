#!/usr/bin/env python3
"""Vector-instruction budget of hot loops, counted in built code.

Usage: tools/insn_budget.py BINARY REGEX [REGEX ...]

For every function of BINARY whose demangled name matches one of the
regular expressions, prints its size and each innermost loop (a
backward branch inside the function, the body [target, branch], that
holds no other such loop) with the number of
instructions, vector instructions (AVX/AVX-512 mnemonics, `v…`, and mask
operations, `k…`), of them moves (`vmov…`: loads, stores and spills)
and vector multiplies (`vpmul…`, `vpmadd…`) in it. `drop_in_place`
glue is skipped.

A Poseidon2 lane kernel's internal rounds are its loop whose body holds
one S-box (the multiplies of one x^α chain, times the lanes' halves): the
vector count of that body is the cost of one internal round for all lanes
at once. The external rounds are the loop with T S-boxes. Loops the
compiler unrolled show the multiplies of several rounds: divide by them.

Reproduce the table in docs/performance.md ("Session twenty", issue 62):

    RUSTFLAGS="-C target-cpu=native" cargo bench -p zkhashes-bench \\
        --bench batch --no-run
    tools/insn_budget.py target/release/deps/batch-<hash> \\
        'dispatch::(monty31|mersenne31|goldilocks)_avx512' \\
        'InternalLayer(Monty31|Mersenne31|GoldilocksAVX512)' \\
        external_terminal_permute_state 'p3_poseidon2.*permute_mut'

Needs binutils' objdump and nm.
"""

import re
import subprocess
import sys

JUMP = re.compile(r"^j[a-z]+$")
VECTOR = re.compile(r"^(v|k)[a-z0-9]+")
MULTIPLY = re.compile(r"^vp(mul|madd)")
MOVE = re.compile(r"^vmov")


def symbols(binary, patterns):
    """(start, size, name) of the text symbols matching any pattern."""
    out = subprocess.run(
        ["nm", "-C", "-S", "--defined-only", binary],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = []
    for line in out.splitlines():
        parts = line.split(" ", 3)
        if len(parts) < 4 or parts[2] not in ("t", "T"):
            continue
        start, size, _, name = parts
        if name.startswith("core::ptr::drop_in_place"):
            continue
        if any(re.search(p, name) for p in patterns):
            found.append((int(start, 16), int(size, 16), name))
    return sorted(set(found))


def disassemble(binary, start, size):
    """[(address, mnemonic, operands)] of one function."""
    out = subprocess.run(
        [
            "objdump",
            "-d",
            "--no-show-raw-insn",
            f"--start-address={start:#x}",
            f"--stop-address={start + size:#x}",
            binary,
        ],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    insns = []
    for line in out.splitlines():
        m = re.match(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$", line)
        if m:
            insns.append((int(m.group(1), 16), m.group(2), m.group(3)))
    return insns


def loops(insns, start, size):
    """(target, branch address) of every backward branch in the function."""
    found = []
    for addr, mnem, ops in insns:
        if not JUMP.match(mnem):
            continue
        m = re.match(r"^([0-9a-f]+)", ops)
        if not m:
            continue
        target = int(m.group(1), 16)
        if start <= target <= addr < start + size:
            found.append((target, addr))
    return found


def tally(insns, lo, hi):
    """(instructions, vector instructions, of them register/memory moves,
    vector multiplies) in [lo, hi]."""
    body = [(a, mn) for a, mn, _ in insns if lo <= a <= hi]
    vec = [mn for _, mn in body if VECTOR.match(mn)]
    moves = [mn for mn in vec if MOVE.match(mn)]
    muls = [mn for mn in vec if MULTIPLY.match(mn)]
    return len(body), len(vec), len(moves), len(muls)


def short(name, width=160):
    """A demangled name cut to `width` characters."""
    return name if len(name) <= width else name[: width - 1] + "…"


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    binary, patterns = argv[1], argv[2:]
    syms = symbols(binary, patterns)
    if not syms:
        print(f"no function of {binary} matches {patterns}", file=sys.stderr)
        return 1
    for start, size, name in syms:
        insns = disassemble(binary, start, size)
        n, vec, moves, muls = tally(insns, start, start + size)
        print(
            f"{short(name)}\n  whole function: {n} instructions, {vec} vector "
            f"({moves} moves), {muls} multiplies"
        )
        every = loops(insns, start, size)
        # Innermost loops only: a round's body, not the loops around it.
        inner = [
            (lo, hi)
            for lo, hi in every
            if not any((a, b) != (lo, hi) and lo <= a and b <= hi for a, b in every)
        ]
        for target, branch in inner:
            n, vec, moves, muls = tally(insns, target, branch)
            print(
                f"  loop {target:#x}..{branch:#x}: {n} instructions, "
                f"{vec} vector ({moves} moves), {muls} multiplies"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
