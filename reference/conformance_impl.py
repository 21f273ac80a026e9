"""The repository's pure-Python reference as a `zkhashes conformance --cmd`
program: one JSON request a line on stdin, one JSON answer a line on stdout
(the protocol is in docs/conformance.md).

    zkhashes conformance --cmd "python3 reference/conformance_impl.py"

`--break NAME` changes one round constant of the circom instances (NAME
`poseidon-circom`): a deliberately wrong implementation, to see the runner
name the instance and the first vector that differs.
"""

import json
import sys

import circom
import eidos
import leansig
import poseidon2
import poseidon2_gnark
import registry_cases as rc
import rescue


def _break_circom():
    original = circom.parameters

    def broken(t):
        constants, mds = original(t)
        constants = [list(row) if isinstance(row, (list, tuple)) else row for row in constants]
        if isinstance(constants[0], list):
            constants[0][0] = (constants[0][0] + 1) % circom.P
        else:
            constants[0] = (constants[0] + 1) % circom.P
        return constants, mds

    circom.parameters = broken


_BYTES = {
    "rpo-hash-elements": lambda d: rescue.miden_hash_bytes(rescue.rpo_permute, d),
    "rpx-hash-elements": lambda d: rescue.miden_hash_bytes(rescue.rpx_permute, d),
    "rp64-256-hash-elements": rescue.winterfell_hash_bytes,
    "eidos-miden-hash-elements": eidos.hash_bytes,
    "poseidon2-miden-hash-elements": lambda d: rescue.miden_hash_bytes(rc._miden_p2, d),
}


# gnark-crypto's Merkle-Damgard hasher on bytes, per field (over its first width).
for _f in ("koalabear", "babybear", "bn254"):
    _BYTES[("poseidon2-gnark-md", _f)] = lambda d, f=_f: poseidon2_gnark.md_bytes(f, d)


class Unsupported(Exception):
    pass


def _oracle(name, field, kind, options):
    for n, f, k, _, opts, fn in rc._oracles():
        if (n, f, k) == (name, field, kind) and opts == options:
            return fn
    raise Unsupported()


def _merkle_root(name, field, leaves):
    if (name, field) != ("miden-rpo", "goldilocks"):
        raise Unsupported()
    p = rc.MODULI[field]
    level = [[int(x, 0) for x in leaf] for leaf in leaves]
    if any(not 0 <= x < p for leaf in level for x in leaf):
        return {"error": "out-of-range: a leaf element is not in [0, p)"}
    n = len(level)
    if n < 2 or n & (n - 1) or any(len(leaf) != rescue.DIGEST for leaf in level):
        return {"error": "wrong-length: miden's MerkleTree takes a power of two (>= 2) of 4-element digests"}
    while len(level) > 1:
        level = [rescue.miden_merge(rescue.rpo_permute, level[i] + level[i + 1]) for i in range(0, len(level), 2)]
    return level[0]


def answer(req):
    name, field, op = req["name"], req["field"], req["op"]
    if op == "merkle-root":
        return _merkle_root(name, field, req["leaves"])
    options = dict(req.get("options", {}))
    if op == "bytes":
        fn = _BYTES.get(name) or _BYTES.get((name, field))
        if fn is None:
            raise Unsupported()
        return list(fn(bytes.fromhex(req["data"])))
    p = rc.MODULI.get(field)
    if p is None:
        raise Unsupported()
    inputs = [int(x, 0) for x in req["inputs"]]
    if any(not 0 <= x < p for x in inputs):
        return {"error": "out-of-range: an input is not in [0, p)"}
    if name == "poseidon-circom" and op == "hash" and options:
        init = int(options.get("init_state", "0"), 0)
        return circom.hash(inputs, init, options.get("outputs", 1))
    if name == "poseidon2-openzeppelin" and op == "hash" and "outputs" in options:
        return poseidon2.openzeppelin_hash(inputs, options["outputs"])
    if name == "leansig-compress" and op == "hash" and "outputs" in options:
        return leansig.compress(inputs, options["width"], options["outputs"])
    fn = _oracle(name, field, op, options)
    return list(fn(inputs))


def reply(req):
    """The answer line's object for one request."""
    try:
        out = answer(req)
    except Unsupported:
        return {"unsupported": True}
    except (ValueError, AssertionError, IndexError, KeyError, TypeError) as e:
        return {"error": f"{type(e).__name__}: {e}"}
    return out if isinstance(out, dict) else {"outputs": [hex(x) for x in out]}


def main():
    if "--break" in sys.argv:
        _break_circom()
    for line in sys.stdin:
        if line.strip():
            sys.stdout.write(json.dumps(reply(json.loads(line))) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
