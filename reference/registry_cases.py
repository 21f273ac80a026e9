"""The shared vectors and the reference oracles in the registry's terms (the
names `zkhashes list` prints), for the tests of the front ends: the C ABI's
ctypes driver and the Python package.

`vector_cases()` yields every case of test-vectors/ as a `Case`;
`random_cases(rng, n)` draws `n` random inputs per registry instance and
computes their outputs with the pure-Python reference; `check(run, cases)`
asserts that a front end's `run(case)` gives each case's outputs.
"""

import json
import os
from dataclasses import dataclass, field

import circom
import eidos
import filecoin
import gmimc
import leansig
import mina
import monolith
import plonky2
import poseidon2
import poseidon2_gnark
import poseidon_plonky3
import rescue
import risc0_p254
import starknet
import stwo
import tip5
import zcash

HERE = os.path.dirname(os.path.abspath(__file__))
VECTORS = os.path.join(HERE, "..", "test-vectors")

MODULI = {
    "bn254": circom.P,
    "stark252": starknet.P,
    "goldilocks": plonky2.P,
    "babybear": poseidon2.FIELDS["babybear"],
    "koalabear": poseidon2.FIELDS["koalabear"],
    "mersenne31": poseidon2.FIELDS["mersenne31"],
    "pallas": zcash.P,
    "bls12-381": filecoin.P,
}


@dataclass
class Case:
    """One call: `kind` is "hash", "permute" or "bytes" (hash a byte string)."""

    name: str
    field: str
    kind: str
    inputs: list
    outputs: list
    options: dict = field(default_factory=dict)
    data: bytes = b""
    source: str = ""


def _ints(values):
    return [int(v, 0) for v in values]


def _load(name):
    with open(os.path.join(VECTORS, name)) as f:
        return json.load(f)


# (file, vector function) -> (registry name, kind)
_SIMPLE = {
    ("poseidon-starknet.json", "hash"): ("starknet-hash", "hash"),
    ("poseidon-starknet.json", "hash_single"): ("starknet-hash-single", "hash"),
    ("poseidon-starknet.json", "hash_many"): ("starknet-hash-many", "hash"),
    ("poseidon-starknet.json", "permute"): ("poseidon-stark252", "permute"),
    ("poseidon-plonky2.json", "permute"): ("poseidon-plonky2", "permute"),
    ("poseidon-plonky2.json", "hash_no_pad"): ("plonky2-hash-no-pad", "hash"),
    ("poseidon-plonky2.json", "hash_pad"): ("plonky2-hash-pad", "hash"),
    ("poseidon-plonky2.json", "two_to_one"): ("plonky2-two-to-one", "hash"),
    ("gmimc-goldilocks.json", "permute"): ("gmimc-goldilocks", "permute"),
    ("poseidon2-noir.json", "permute"): ("poseidon2-barretenberg", "permute"),
    ("poseidon-polygon.json", "hash"): ("poseidon-polygon", "hash"),
    ("poseidon-zcash.json", "permute"): ("poseidon-zcash", "permute"),
    ("poseidon-plonky3-koalabear.json", "permute"): ("poseidon-plonky3", "permute"),
    ("tip5.json", "permute"): ("tip5", "permute"),
    ("tip5.json", "hash_10"): ("tip5-hash-10", "hash"),
    ("tip5.json", "hash_varlen"): ("tip5-hash-varlen", "hash"),
    ("leansig.json", "tweak_hash"): ("leansig-tweak-hash", "hash"),
    ("poseidon-plonky3-babybear.json", "permute"): ("poseidon-plonky3", "permute"),
    ("poseidon-zcash.json", "hash"): ("poseidon-zcash", "hash"),
    ("poseidon2-miden.json", "permute"): ("poseidon2-plonky3", "permute"),
    ("poseidon2-miden.json", "hash_elements"): ("poseidon2-miden-hash-elements", "hash"),
    ("poseidon2-miden.json", "merge"): ("poseidon2-miden-merge", "hash"),
    ("poseidon2-miden.json", "hash_bytes"): ("poseidon2-miden-hash-elements", "bytes"),
    ("poseidon-polygon.json", "linear_hash"): ("polygon-linear-hash", "hash"),
    ("poseidon2-noir.json", "hash"): ("poseidon2-noir", "hash"),
    ("poseidon2-risc0.json", "permute"): ("poseidon2-risc0", "permute"),
    ("poseidon2-risc0.json", "hash"): ("poseidon2-risc0", "hash"),
    ("poseidon-mina.json", "permute"): ("poseidon-mina", "permute"),
    ("poseidon-mina.json", "hash"): ("poseidon-mina", "hash"),
    ("poseidon-mina.json", "permute_legacy"): ("poseidon-mina-legacy", "permute"),
    ("poseidon-mina.json", "hash_legacy"): ("poseidon-mina-legacy", "hash"),
    ("poseidon-filecoin.json", "permute"): ("poseidon-filecoin", "permute"),
    ("poseidon-filecoin.json", "hash"): ("poseidon-filecoin", "hash"),
    ("eidos-miden.json", "hash_elements"): ("eidos-miden-hash-elements", "hash"),
    ("eidos-miden.json", "hash_bytes"): ("eidos-miden-hash-elements", "bytes"),
    ("eidos-miden.json", "merge"): ("eidos-miden-merge", "hash"),
    ("poseidon-risc0.json", "hash_elements"): ("poseidon-risc0", "hash"),
    ("poseidon-risc0.json", "hash_pair"): ("poseidon-risc0-pair", "hash"),
    ("poseidon-risc0.json", "permute"): ("poseidon-risc0", "permute"),
}
for _family, _file in (("rpo", "rescue-miden.json"), ("rpx", "rescue-miden.json"), ("rp64_256", "rescue-winterfell.json")):
    _name = _family.replace("_", "-")
    _SIMPLE[(_file, f"{_family}_permute")] = (_name, "permute")
    _SIMPLE[(_file, f"{_family}_hash_elements")] = (f"{_name}-hash-elements", "hash")
    _SIMPLE[(_file, f"{_family}_merge")] = (f"{_name}-merge", "hash")
    _SIMPLE[(_file, f"{_family}_hash_bytes")] = (f"{_name}-hash-elements", "bytes")


def vector_cases():
    """Every case of test-vectors/ that the registry can run (the Miden
    domain-separated variants have no registry name and are skipped)."""
    for c in _load("poseidon-circom.json")["cases"]:
        yield Case(
            "poseidon-circom", "bn254", "hash", _ints(c["inputs"]), _ints(c["outputs"]),
            {"init_state": int(c["init_state"], 0), "outputs": c["n_outs"]}, source=c["source"],
        )
    for file in sorted(f for f in os.listdir(VECTORS) if f.endswith(".json")):
        doc = _load(file)
        for c in doc["cases"]:
            fn = c.get("function")
            if (file, fn) in _SIMPLE and "domain" not in c:
                name, kind = _SIMPLE[(file, fn)]
                data = bytes.fromhex(c["bytes"][2:]) if kind == "bytes" else b""
                inputs = [] if kind == "bytes" else _ints(c["inputs"])
                f = c.get("input_field", doc["field"])
                yield Case(name, f, kind, inputs, _ints(c["outputs"]), data=data, source=c["source"])
            elif file == "poseidon2.json":
                yield _poseidon2_case(c)
            elif file.startswith("monolith-"):
                name = "monolith-plonky3" if c["limb_bits"] == 8 else "monolith16-plonky3"
                yield Case(name, doc["field"], "permute", _ints(c["inputs"]), _ints(c["outputs"]), source=c["source"])
            elif (file, fn) == ("leansig.json", "compress"):
                options = {"width": c["width"], "outputs": c["out_len"]}
                yield Case("leansig-compress", doc["field"], "hash", _ints(c["inputs"]), _ints(c["outputs"]), options, source=c["source"])
            elif file.startswith("poseidon2-gnark-") and _gnark_case(doc["field"], c):
                yield _gnark_case(doc["field"], c)
            elif (file, fn) == ("stwo.json", "leaf") and c["hasher"] in _STWO_LEAVES:
                name = _STWO_LEAVES[c["hasher"]]
                yield Case(name, doc["field"], "hash", _ints(c["inputs"]), _ints(c["outputs"]), source=c["source"])
            elif (file, fn) == ("poseidon-filecoin.json", "hash_constant_length"):
                name, inputs, outputs = "poseidon-filecoin-constant-length", _ints(c["inputs"]), _ints(c["outputs"])
                yield Case(name, doc["field"], "hash", inputs, outputs, {"width": c["width"]}, source=c["source"])


# Stwo's leaf hashers with a registry name (plain BLAKE2s digests are 32-bit
# words, not field elements: no name; the trees and `mix_root` are not hashers).
_STWO_LEAVES = {"blake2s-m31": "blake2s-m31-stwo", "poseidon252": "poseidon252-stwo"}


def _gnark_case(f, c):
    fn, inputs, outputs = c["function"], _ints(c["inputs"]), _ints(c["outputs"])
    if fn == "permute":
        # The registry's instances have gnark's default rounds (its tests also run others).
        if (c["rounds_full"], c["rounds_partial"]) != poseidon2_gnark.DEFAULTS[(f, c["width"])]:
            return None
        return Case("poseidon2-gnark", f, "permute", inputs, outputs, source=c["source"])
    if fn == "md_bytes":
        # The byte mode is the hasher over the field's first width (16; BN254: 2).
        return Case("poseidon2-gnark-md", f, "bytes", [], outputs, data=bytes.fromhex(c["bytes"][2:]), source=c["source"])
    name = {"compress": "poseidon2-gnark-compress", "md": "poseidon2-gnark-md"}[fn]
    return Case(name, f, "hash", inputs, outputs, {"width": c["width"]}, source=c["source"])


def _poseidon2_case(c):
    inputs, outputs, f = _ints(c["inputs"]), _ints(c["outputs"]), c["field"]
    fn, instance = c["function"], c["instance"]
    if fn == "permute":
        name = "poseidon2-horizen" if instance == "horizen" else "poseidon2-plonky3"
        return Case(name, f, "permute", inputs, outputs, source=c["source"])
    if fn in ("sponge", "compress"):
        return Case(f"plonky3-{fn}", f, "hash", inputs, outputs, {"width": c["width"]}, source=c["source"])
    assert (fn, instance) == ("hash", "openzeppelin"), c
    return Case("poseidon2-openzeppelin", f, "hash", inputs, outputs, {"outputs": c["n_outputs"]}, source=c["source"])


def _horizen_widths(f):
    return sorted(t for (g, t) in poseidon2.HORIZEN if g == f)


def _plonky3_widths(f):
    return sorted(t for (g, t) in poseidon2.PLONKY3 if g == f)


def _miden_p2(state):
    return poseidon2.permute_plonky3("goldilocks", state)


def _mina_prefixed(x, instance):
    return mina.update(mina.update([0, 0, 0], x[:1], instance), x[1:], instance)[0]


def _oracles():
    """(name, field, kind, draw the arity, options, reference function)."""
    rng_counts = {
        "any": lambda r: r.randint(0, 20),
        "circom": lambda r: r.randint(1, 16),
    }
    o = [
        ("poseidon-circom", "bn254", "hash", rng_counts["circom"], {}, circom.hash),
        ("poseidon-circom", "bn254", "permute", lambda r: r.randint(2, 17), {}, circom.permute),
        ("starknet-hash", "stark252", "hash", lambda r: 2, {}, lambda x: [starknet.poseidon_hash(*x)]),
        ("starknet-hash-single", "stark252", "hash", lambda r: 1, {}, lambda x: [starknet.poseidon_hash_single(*x)]),
        ("starknet-hash-many", "stark252", "hash", rng_counts["any"], {}, lambda x: [starknet.poseidon_hash_many(x)]),
        ("poseidon-stark252", "stark252", "permute", lambda r: r.choice([3, 4, 5, 9]), {}, starknet.hades),
        ("plonky2-hash-no-pad", "goldilocks", "hash", rng_counts["any"], {}, plonky2.hash_no_pad),
        ("plonky2-hash-pad", "goldilocks", "hash", rng_counts["any"], {}, plonky2.hash_pad),
        ("plonky2-two-to-one", "goldilocks", "hash", lambda r: 8, {}, lambda x: plonky2.two_to_one(x[:4], x[4:])),
        ("poseidon-plonky2", "goldilocks", "permute", lambda r: 12, {}, plonky2.permute),
        ("poseidon-polygon", "goldilocks", "hash", lambda r: r.choice([8, 12]), {}, lambda x: plonky2.polygon_hash(x[:8], x[8:] or [0] * 4)),
        ("polygon-linear-hash", "goldilocks", "hash", rng_counts["any"], {}, plonky2.polygon_linear_hash),
        ("rpo", "goldilocks", "permute", lambda r: 12, {}, rescue.rpo_permute),
        ("rpx", "goldilocks", "permute", lambda r: 12, {}, rescue.rpx_permute),
        ("rp64-256", "goldilocks", "permute", lambda r: 12, {}, rescue.rp64_256_permute),
        ("rpo-hash-elements", "goldilocks", "hash", rng_counts["any"], {}, lambda x: rescue.miden_hash_elements(rescue.rpo_permute, x)),
        ("rpx-hash-elements", "goldilocks", "hash", rng_counts["any"], {}, lambda x: rescue.miden_hash_elements(rescue.rpx_permute, x)),
        ("rpo-merge", "goldilocks", "hash", lambda r: 8, {}, lambda x: rescue.miden_merge(rescue.rpo_permute, x)),
        ("rpx-merge", "goldilocks", "hash", lambda r: 8, {}, lambda x: rescue.miden_merge(rescue.rpx_permute, x)),
        ("poseidon2-miden-hash-elements", "goldilocks", "hash", rng_counts["any"], {}, lambda x: rescue.miden_hash_elements(_miden_p2, x)),
        ("poseidon2-miden-merge", "goldilocks", "hash", lambda r: 8, {}, lambda x: rescue.miden_merge(_miden_p2, x)),
        ("eidos-miden-hash-elements", "goldilocks", "hash", rng_counts["any"], {}, eidos.hash_elements),
        ("eidos-miden-merge", "goldilocks", "hash", lambda r: 8, {}, eidos.merge),
        ("rp64-256-hash-elements", "goldilocks", "hash", rng_counts["any"], {}, rescue.winterfell_hash_elements),
        ("rp64-256-merge", "goldilocks", "hash", lambda r: 8, {}, rescue.winterfell_merge),
        ("gmimc-goldilocks", "goldilocks", "permute", lambda r: r.choice([8, 12, 16]), {}, gmimc.permute),
        ("poseidon2-openzeppelin", "bn254", "hash", lambda r: r.randint(0, 6), {}, poseidon2.openzeppelin_hash),
        ("poseidon-zcash", "pallas", "hash", lambda r: r.randint(1, 6), {}, lambda x: [zcash.hash_constant_length(x)]),
        ("poseidon-zcash", "pallas", "permute", lambda r: 3, {}, zcash.permute),
        ("poseidon2-risc0", "babybear", "hash", lambda r: r.randint(0, 40), {}, poseidon2.risc0_hash),
        ("poseidon2-risc0", "babybear", "permute", lambda r: 24, {}, lambda x: poseidon2.permute_horizen("babybear", x)),
        ("poseidon-risc0", "babybear", "hash", lambda r: r.randint(0, 40), {}, lambda x: [risc0_p254.hash_elements(x)]),
        ("poseidon-risc0-pair", "bn254", "hash", lambda r: 2, {}, lambda x: [risc0_p254.hash_pair(*x)]),
        ("poseidon-risc0", "bn254", "permute", lambda r: 3, {}, risc0_p254.permute),
        ("poseidon-mina", "pallas", "hash", lambda r: r.randint(0, 6), {}, lambda x: [mina.hash(x)]),
        ("poseidon-mina", "pallas", "permute", lambda r: 3, {}, mina.permute),
        ("poseidon-mina-legacy", "pallas", "hash", lambda r: r.randint(0, 6), {}, lambda x: [mina.hash(x, "legacy")]),
        ("poseidon-mina-legacy", "pallas", "permute", lambda r: 3, {}, lambda x: mina.permute(x, "legacy")),
        ("poseidon-mina-with-prefix", "pallas", "hash", lambda r: r.randint(1, 6), {}, lambda x: [_mina_prefixed(x, "kimchi")]),
        ("poseidon-mina-legacy-with-prefix", "pallas", "hash", lambda r: r.randint(1, 6), {}, lambda x: [_mina_prefixed(x, "legacy")]),
        ("poseidon2-noir", "bn254", "hash", lambda r: r.randint(0, 7), {}, lambda x: [poseidon2.noir_hash(x)]),
        ("poseidon2-barretenberg", "bn254", "permute", lambda r: 4, {}, poseidon2.permute_barretenberg),
        ("poseidon-filecoin", "bls12-381", "hash", lambda r: r.choice(filecoin.ARITIES), {}, lambda x: [filecoin.hash_merkle(x)]),
        ("poseidon-filecoin", "bls12-381", "permute", lambda r: r.choice(filecoin.ARITIES) + 1, {}, filecoin.permute),
    ]
    for a in filecoin.ARITIES:
        o.append(("poseidon-filecoin-constant-length", "bls12-381", "hash", lambda r, a=a: r.randint(1, a), {"width": a + 1},
                  lambda x, a=a: [filecoin.hash_constant_length(a, x)]))
    for f in ("bn254", "goldilocks", "babybear"):
        ws = _horizen_widths(f)
        o.append(("poseidon2-horizen", f, "permute", lambda r, ws=ws: r.choice(ws), {}, lambda x, f=f: poseidon2.permute_horizen(f, x)))
    for f in ("koalabear", "babybear"):
        o.append(("poseidon-plonky3", f, "permute", lambda r: r.choice((16, 24)), {}, lambda x, f=f: poseidon_plonky3.permute(f, x)))
    o += [
        ("tip5", "goldilocks", "permute", lambda r: 16, {}, tip5.permute),
        ("tip5-hash-10", "goldilocks", "hash", lambda r: 10, {}, tip5.hash_10),
        ("tip5-hash-varlen", "goldilocks", "hash", rng_counts["any"], {}, tip5.hash_varlen),
        ("leansig-tweak-hash", "koalabear", "hash", lambda r: 7 + 8 * r.randint(1, 3), {}, leansig.tweak_hash_flat),
    ]
    for w in (16, 24):
        o.append(("leansig-compress", "koalabear", "hash", lambda r, w=w: r.randint(8, w), {"width": w}, lambda x, w=w: leansig.compress(x, w, 8)))
    for f, ws in (("mersenne31", (16, 24)), ("goldilocks", (8, 12))):
        o.append(("monolith-plonky3", f, "permute", lambda r, ws=ws: r.choice(ws), {}, lambda x, f=f: monolith.permute(f, x)))
        for w in ws:
            o.append(("monolith-plonky3-sponge", f, "hash", rng_counts["any"], {"width": w}, lambda x, f=f, w=w: monolith.sponge(f, w, x)))
            o.append(("monolith-plonky3-compress", f, "hash", lambda r, f=f: 2 * monolith.digest_len(f), {"width": w},
                      lambda x, f=f, w=w: monolith.compress(f, w, x)))
    o.append(("blake2s-m31-stwo", "mersenne31", "hash", rng_counts["any"], {}, stwo.Blake2sM31.leaf))
    o.append(("blake2s-m31-stwo-merge", "mersenne31", "hash", lambda r: 16, {}, lambda x: stwo.Blake2sM31.node(x[:8], x[8:])))
    o.append(("poseidon252-stwo", "mersenne31", "hash", rng_counts["any"], {}, stwo.Poseidon252.leaf))
    o.append(("monolith16-plonky3", "goldilocks", "permute", lambda r: r.choice((8, 12)), {}, lambda x: monolith.permute("goldilocks", x, 16)))
    for f, ws in (("koalabear", (16, 24)), ("babybear", (16, 24)), ("bn254", (2, 3, 4, 8, 12, 16))):
        g = poseidon2_gnark
        o.append(("poseidon2-gnark", f, "permute", lambda r, ws=ws: r.choice(ws), {}, lambda x, f=f: g.permute(f, x)))
        for w in g.HASH_WIDTHS[f]:
            o.append(("poseidon2-gnark-compress", f, "hash", lambda r, w=w: w, {"width": w},
                      lambda x, f=f, w=w: g.compress(f, x[: w // 2], x[w // 2 :])))
            o.append(("poseidon2-gnark-md", f, "hash", rng_counts["any"], {"width": w}, lambda x, f=f, w=w: g.md(f, x, w)))
    for f in ("goldilocks", "babybear", "koalabear", "mersenne31"):
        ws = _plonky3_widths(f)
        d = poseidon2.digest_len(f)
        o.append(("poseidon2-plonky3", f, "permute", lambda r, ws=ws: r.choice(ws), {}, lambda x, f=f: poseidon2.permute_plonky3(f, x)))
        for w in ws:
            o.append(("plonky3-sponge", f, "hash", rng_counts["any"], {"width": w}, lambda x, f=f, w=w: poseidon2.plonky3_sponge(f, w, x)))
            o.append(("plonky3-compress", f, "hash", lambda r, d=d: 2 * d, {"width": w}, lambda x, f=f, w=w, d=d: poseidon2.plonky3_compress(f, w, x[:d], x[d:])))
    return o


def random_cases(rng, n, names=None):
    """`n` random calls per registry instance (of `names` only, if given),
    with the reference's outputs."""
    for name, f, kind, arity, options, oracle in _oracles():
        if names is not None and name not in names:
            continue
        p = MODULI[f]
        for _ in range(n):
            x = [rng.randrange(p) for _ in range(arity(rng))]
            yield Case(name, f, kind, x, list(oracle(x)), dict(options), source="reference/")


def check(run, cases):
    """Asserts `run(case) == case.outputs` for every case (naming the first
    that differs); returns how many there were."""
    n = 0
    for case in cases:
        got = run(case)
        assert got == case.outputs, (case.name, case.field, case.kind, case.options, case.inputs, case.source, got)
        n += 1
    return n


if __name__ == "__main__":
    # `python3 reference/registry_cases.py > cases.json`: the shared vectors in
    # registry terms, for front ends without a JSON-vector mapper of their own
    # (the JS package's tests). Integers as decimal strings, bytes as hex.
    # `--random N --seed S --names a,b`: instead, N random calls per
    # instance of those names, with the reference's outputs.
    import argparse
    import random
    import sys

    ap = argparse.ArgumentParser()
    ap.add_argument("--random", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--names", default="")
    a = ap.parse_args()
    if a.random is None:
        chosen = vector_cases()
    else:
        names = set(a.names.split(",")) if a.names else None
        chosen = random_cases(random.Random(a.seed), a.random, names)
    out = [
        {
            "name": c.name, "field": c.field, "kind": c.kind,
            "inputs": [str(x) for x in c.inputs], "outputs": [str(x) for x in c.outputs],
            "options": {k: (str(v) if k == "init_state" else v) for k, v in c.options.items()},
            "data": c.data.hex(), "source": c.source,
        }
        for c in chosen
    ]
    json.dump(out, sys.stdout)
