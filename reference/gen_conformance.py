"""Writes conformance/suite.json: the known answers of test-vectors/ as one
language-neutral, versioned suite (docs/conformance.md), with stable instance
IDs and the bad-input cases every implementation must refuse.

    python3 reference/gen_conformance.py            # rewrite the suite
    python3 reference/gen_conformance.py --check    # exit 1 if it is stale

Every case carries the `source` of its vector. The instance IDs are those of
`zkhashes params --audit`: `<family>/<ecosystem>/<field>/t<width>` for
permutations, `<name>/<field>` for hashers (byte-string cases: op "bytes").
"""

import json
import os
import random
import sys

import registry_cases as rc

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "..", "conformance", "suite.json")
VERSION = 1

# Registry permutation name -> the ID's <family>/<ecosystem>.
PERMUTATION_IDS = {
    "gmimc-goldilocks": "gmimc/horizen",
    "monolith-plonky3": "monolith/plonky3",
    "monolith16-plonky3": "monolith16/plonky3",
    "poseidon-circom": "poseidon/circom",
    "poseidon-filecoin": "poseidon/filecoin",
    "poseidon-mina": "poseidon/mina",
    "poseidon-mina-legacy": "poseidon/mina-legacy",
    "poseidon-plonky2": "poseidon/plonky2",
    "poseidon-plonky3": "poseidon/plonky3",
    "poseidon-risc0": "poseidon/risc0",
    "poseidon-stark252": "hades/starkware",
    "poseidon-starknet": "hades/starknet",
    "poseidon-zcash": "poseidon/zcash",
    "poseidon2-barretenberg": "poseidon2/barretenberg",
    "poseidon2-gnark": "poseidon2/gnark",
    "poseidon2-horizen": "poseidon2/horizen",
    "poseidon2-plonky3": "poseidon2/plonky3",
    "poseidon2-risc0": "poseidon2/risc0",
    "rp64-256": "rescue/winterfell",
    "rpo": "rescue/rpo",
    "rpx": "rpx/miden",
    "tip5": "tip5/triton",
}


# What upstreams do with a value >= p through the constructor their users
# call, read in their source (and run on p + 1 or p + 5; docs/conformance.md
# gives file and line). The suite asks for a refusal either way.
_P3_31 = {
    "p3-monty-31 0.9.0-rc.2 MontyField31::new / from_u32": "reduces mod p silently",
    "p3-field 0.9.0-rc.2 from_canonical_checked": "refuses (None)",
}
_P3_M31 = {
    "p3-mersenne-31 0.9.0-rc.2 Mersenne31::new": "reduces mod p silently",
    "p3-mersenne-31 0.9.0-rc.2 Mersenne31::new_checked": "accepts p itself as 0 (checks value >> 31), refuses p + 1",
}
_P3_GL = {
    "p3-goldilocks 0.9.0-rc.2 Goldilocks::new": "stores the value unreduced; equality and serde treat it as reduced",
    "p3-goldilocks 0.9.0-rc.2 from_canonical_checked": "refuses (None)",
}
_MIDEN = {"miden-field 0.28.1 Felt::new (miden-crypto 0.28.1)": "refuses (Err); Felt::new_unchecked stores it unreduced"}
_STARKNET = {
    "poseidon-py 0.2.0 poseidon_hash / hades_permutation": "passes it to C unreduced (checks only < 2^256); the C side reduces it",
    "starknet-types-core 0.2.4 Felt::from_hex": "accepts p itself as 0 (lambdaworks checks > p), refuses p + 1",
    "starknet-types-core 0.2.4 Felt::from_hex_unchecked / From<BigUint> / from_bytes_be / from_dec_str": "reduces mod p silently",
}
_WINTER = {"winter-math 0.13.1 BaseElement::new": "reduces mod p silently (documented); TryFrom<u64> refuses"}
_ZKHASH = {"zkhash 0.2.0 (HorizenLabs) fields::utils::from_hex": "reduces mod p silently (ark-ff 0.4 from_be_bytes_mod_order)"}
_TIP5 = {
    "twenty-first 3.1.1 BFieldElement::new / From<u64> / serde": "reduces mod p silently",
    "twenty-first 3.1.1 BFieldElement::try_new / FromStr / TryFrom bytes": "refuses (Err NotCanonical)",
}
_MINA = {
    "o1js 2.15.0 Field(x)": "reduces mod p silently (Fp.mod)",
    "o1js 2.15.0 Field.fromJSON / fromBytes": "refuses (throws)",
}
_POLYGON = {"@0xpolygonhermez/zkevm-commonjs (bb0e77e) poseidon": "reduces mod p silently (ffjavascript F1Field.e)"}
_RISC0 = {"risc0-core 3.0.2 baby_bear::Elem::new": "reduces mod p silently"}
UPSTREAM_BY_NAME = {
    "poseidon-circom": {
        "go-iden3-crypto poseidon.Hash": "refuses: 'inputs values not inside Finite Field'",
        "circomlibjs 0.1.7 poseidon": "reduces mod p silently: inputs go through ffjavascript's F.e (WasmField1.e)",
        "ark-ff 0.6.0 Fr::from_bigint (light-poseidon 0.5.0)": "refuses (None); light-poseidon's hash_bytes_be refuses too (InputLargerThanModulus)",
        "ark-ff 0.6.0 Fr::from_be_bytes_mod_order / from_str": "reduces mod p silently",
        "poseidon-lite 0.3.0 poseidonN": "reduces mod p silently (BigInt, then % p in the rounds)",
    },
    "poseidon2-horizen": None,
    "gmimc-goldilocks": _ZKHASH,
    "tip5": _TIP5, "tip5-hash-10": _TIP5, "tip5-hash-varlen": _TIP5,
    "poseidon-mina": _MINA, "poseidon-mina-legacy": _MINA,
    "poseidon-mina-with-prefix": _MINA, "poseidon-mina-legacy-with-prefix": _MINA,
    "poseidon-polygon": _POLYGON, "polygon-linear-hash": _POLYGON,
    "poseidon2-openzeppelin": {"openzeppelin-crypto 0.3.0 Fp::from_bigint / From<Uint> / fp_from_num!": "reduces mod p silently"},
    "poseidon2-plonky3": None,  # by field, below
    "plonky3-sponge": None,
    "plonky3-compress": None,
    "poseidon-plonky3": None,
    "leansig-compress": None,
    "leansig-tweak-hash": None,
    "monolith-plonky3": None,
    "monolith-plonky3-sponge": None,
    "monolith-plonky3-compress": None,
    "rpo": _MIDEN, "rpx": _MIDEN, "rpo-hash-elements": _MIDEN, "rpx-hash-elements": _MIDEN,
    "rpo-merge": _MIDEN, "rpx-merge": _MIDEN, "poseidon2-miden-hash-elements": _MIDEN,
    "poseidon2-miden-merge": _MIDEN, "eidos-miden-hash-elements": _MIDEN, "eidos-miden-merge": _MIDEN,
    "miden-rpo": _MIDEN,
    "rp64-256": _WINTER, "rp64-256-merge": _WINTER, "rp64-256-hash-elements": _WINTER,
    "winterfell-rp64-256": _WINTER, "monolith16-plonky3": None,
    "starknet-hash": _STARKNET, "starknet-hash-single": _STARKNET, "starknet-hash-many": _STARKNET,
    "poseidon-starknet": _STARKNET, "poseidon-stark252": _STARKNET,
    "poseidon-zcash": {"pasta_curves 0.6.1 Fp::from_repr (halo2_poseidon 0.2.0)": "refuses (None)"},
    "poseidon-filecoin": {"blstrs 0.7.1 Scalar::from_repr (neptune 13.0.0)": "refuses (None)"},
    "poseidon-filecoin-constant-length": {"blstrs 0.7.1 Scalar::from_repr (neptune 13.0.0)": "refuses (None)"},
    "poseidon2-risc0": _RISC0, "poseidon-risc0": _RISC0,
    "poseidon2-noir": {"acir_field 1.0.0 FieldElement::from_hex / try_from_str": "reduces mod p silently (try_from_str's doc promises None)"},
    "poseidon2-barretenberg": {"acir_field 1.0.0 FieldElement::from_hex / try_from_str": "reduces mod p silently (try_from_str's doc promises None)"},
}
_BY_FIELD = {"babybear": _P3_31, "koalabear": _P3_31, "mersenne31": _P3_M31, "goldilocks": _P3_GL}


def upstream_behaviour(name, field):
    """What the named upstreams do with a value >= p for this instance."""
    if name not in UPSTREAM_BY_NAME:
        return None
    known = UPSTREAM_BY_NAME[name]
    if known is None and name == "poseidon2-horizen":
        return _ZKHASH
    if known is None:
        return _BY_FIELD.get(field)
    if name == "poseidon-risc0" and field == "bn254":
        return None
    return known


def instance_id(case):
    if case.kind == "permute":
        return f"{PERMUTATION_IDS[case.name]}/{case.field}/t{len(case.inputs)}"
    return f"{case.name}/{case.field}"


def upstream(source):
    """The upstream a vector's source names: its first two words (crate or
    package and version) or, for vectors of this repository's reference,
    "reference"."""
    if source.startswith("reference/"):
        return "reference (zkhashes' pure-Python oracle)"
    return " ".join(source.split()[:2])


def encode(case, ident):
    out = {"id": ident, "op": case.kind, "name": case.name, "field": case.field}
    if case.kind == "bytes":
        out["data"] = case.data.hex()
    else:
        out["inputs"] = [hex(x) for x in case.inputs]
    if case.options:
        out["options"] = {k: (hex(v) if k == "init_state" else v) for k, v in case.options.items()}
    return out


def constant_arity(name, field, kind, options):
    """The one input count the reference's oracle draws for this hasher, or
    None where it draws several."""
    for n, f, k, arity, opts, _ in rc._oracles():
        if (n, f, k) == (name, field, kind) and opts == options:
            counts = {arity(random.Random(s)) for s in range(40)}
            return counts.pop() if len(counts) == 1 else None
    return None


def merkle_cases(cases, instances):
    """The trees of merkle-miden-rpo.json (op "merkle-root": leaves, one
    digest a leaf, to the root), a leaf element equal to p and a leaf count
    the scheme refuses (3: not a power of two)."""
    doc = rc._load("merkle-miden-rpo.json")
    ident = f"merkle/{doc['scheme']}/{doc['field']}"
    head = {"id": ident, "op": "merkle-root", "name": doc["scheme"], "field": doc["field"]}
    for c in doc["cases"]:
        cases.append({**head, "leaves": c["leaves"], "expect": {"outputs": c["root"]}, "source": doc["source"]})
    first = doc["cases"][0]["leaves"]
    p = hex(rc.MODULI[doc["field"]])
    bad = [[p, *first[0][1:]], *first[1:]]
    cases.append({**head, "leaves": bad, "expect": {"error": "out-of-range"}, "source": "conformance: the first leaf's first element set to p",
                  "upstream_behaviour": upstream_behaviour(doc["scheme"], doc["field"])})
    three = doc["cases"][1]["leaves"][:3]
    cases.append({**head, "leaves": three, "expect": {"error": "wrong-length"}, "source": "conformance: 3 leaves (not a power of two)"})
    instances[ident] = {"id": ident, "name": doc["scheme"], "field": doc["field"], "kind": "merkle", "upstream": [upstream(doc["source"])]}


def build():
    cases, instances, firsts = [], {}, {}
    for c in rc.vector_cases():
        ident = instance_id(c)
        case = encode(c, ident)
        case["expect"] = {"outputs": [hex(x) for x in c.outputs]}
        case["source"] = c.source
        cases.append(case)
        inst = instances.setdefault(
            ident, {"id": ident, "name": c.name, "field": c.field, "kind": "hasher" if c.kind != "permute" else "permutation", "upstream": []}
        )
        if upstream(c.source) not in inst["upstream"]:
            inst["upstream"].append(upstream(c.source))
        if c.kind != "bytes":
            firsts.setdefault((ident, c.kind), c)

    # Bad inputs: a value equal to p (the first input of the instance's
    # first vector) and, where the count is fixed, one input too many (for
    # permutations, a state of one element: no registry width is 1).
    for (ident, kind), c in sorted(firsts.items()):
        p = rc.MODULI[c.field]
        if c.inputs:
            bad = rc.Case(c.name, c.field, c.kind, [p, *c.inputs[1:]], [], dict(c.options))
            case = encode(bad, ident)
            case["expect"] = {"error": "out-of-range"}
            case["source"] = "conformance: the first input set to p"
            known = upstream_behaviour(c.name, c.field)
            if known:
                case["upstream_behaviour"] = known
            cases.append(case)
        if kind == "permute":
            wrong = [0]
        else:
            n = constant_arity(c.name, c.field, c.kind, c.options)
            wrong = None if n is None else [1] * (n + 1)
        if wrong is not None:
            bad = rc.Case(c.name, c.field, c.kind, wrong, [], dict(c.options))
            case = encode(bad, ident)
            case["expect"] = {"error": "wrong-length"}
            case["source"] = "conformance: one input too many" if kind != "permute" else "conformance: a state of width 1"
            cases.append(case)

    merkle_cases(cases, instances)
    for inst in instances.values():
        inst["cases"] = sum(1 for c in cases if c["id"] == inst["id"])
    return {
        "format": "zkhashes-conformance",
        "version": VERSION,
        "schema": "conformance/schema.json",
        "generated_by": "reference/gen_conformance.py from test-vectors/",
        "instances": sorted(instances.values(), key=lambda i: i["id"]),
        "cases": cases,
    }


def main():
    text = json.dumps(build(), indent=1) + "\n"
    if "--check" in sys.argv:
        with open(SUITE) as f:
            if f.read() != text:
                sys.exit("conformance/suite.json is stale: run python3 reference/gen_conformance.py")
        return
    os.makedirs(os.path.dirname(SUITE), exist_ok=True)
    with open(SUITE, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
