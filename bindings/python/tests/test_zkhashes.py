"""The Python package: every shared vector, random inputs against the
pure-Python reference and (Starknet) against poseidon-py, numpy batches
against single calls, and bad input."""

import json
import os
import random
import sys

import numpy as np
import pytest

import zkhashes
from zkhashes import starknet

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "reference"))

import registry_cases  # noqa: E402

BN254 = registry_cases.MODULI["bn254"]
GOLDILOCKS = registry_cases.MODULI["goldilocks"]


def run(case):
    if case.kind == "permute":
        return zkhashes.permute(case.name, case.inputs, field=case.field)
    if case.kind == "bytes":
        return zkhashes.hash_bytes(case.name, case.data, field=case.field)
    o = case.options
    return zkhashes.hash(
        case.name, case.inputs, field=case.field, width=o.get("width"),
        init_state=o.get("init_state"), outputs=o.get("outputs"),
    )


def test_every_shared_vector():
    assert registry_cases.check(run, registry_cases.vector_cases()) > 300


def test_random_inputs_against_the_reference():
    assert registry_cases.check(run, registry_cases.random_cases(random.Random(9), 4)) > 150


def test_starknet_against_poseidon_py():
    from poseidon_py import poseidon_hash as peer

    rng = random.Random(11)
    for _ in range(200):
        x, y = rng.randrange(starknet.P), rng.randrange(starknet.P)
        assert starknet.poseidon_hash(x, y) == peer.poseidon_hash(x, y)
        assert starknet.poseidon_hash_single(x) == peer.poseidon_hash_single(x)
        xs = [rng.randrange(starknet.P) for _ in range(rng.randrange(0, 12))]
        assert starknet.poseidon_hash_many(xs) == peer.poseidon_hash_many(xs)


def test_named_functions():
    assert zkhashes.poseidon_circom([1, 2]) == 0x115CC0F5E7D690413DF64C6B9662E9CF2A3617F2743245519E19607A4417189A
    two = zkhashes.poseidon_circom([1, 2], 0, 2)
    assert isinstance(two, list) and two[0] == zkhashes.poseidon_circom([1, 2])
    assert starknet.poseidon_hash(1, 2) == 0x5D44A3DECB2B2E0CC71071F7B802F45DD792D064F0FC7316C46514F70F9891A
    left, right = [1, 2, 3, 4], [5, 6, 7, 8]
    for prefix, name in (("rpo", "rpo"), ("rpx", "rpx"), ("rp64_256", "rp64-256")):
        merge = getattr(zkhashes, f"{prefix}_merge")
        assert merge(left, right) == zkhashes.hash(f"{name}-merge", left + right)
        elements = getattr(zkhashes, f"{prefix}_hash_elements")
        assert elements(left) == zkhashes.hash(f"{name}-hash-elements", left)
        assert getattr(zkhashes, f"{prefix}_hash_bytes")(b"") == zkhashes.hash_bytes(f"{name}-hash-elements", b"")
    assert zkhashes.plonky2_two_to_one(left, right) == zkhashes.hash("plonky2-two-to-one", left + right)
    assert zkhashes.plonky2_hash_no_pad(left) == zkhashes.hash("plonky2-hash-no-pad", left)
    assert zkhashes.plonky2_hash_pad(left) == zkhashes.hash("plonky2-hash-pad", left)
    names = {i[0] for i in zkhashes.instances()}
    assert {"poseidon-circom", "rpo-merge", "plonky3-sponge"} <= names


def test_batches_agree_with_single_calls():
    rng = np.random.default_rng(5)
    # 256-bit field, both layouts; enough rows to take the parallel path.
    n = 600
    values = [[int(rng.integers(0, 2**62)) * (i + 1) % BN254 for i in range(2)] for _ in range(n)]
    as_bytes = np.array([[list(v.to_bytes(32, "big")) for v in row] for row in values], dtype=np.uint8)
    as_limbs = np.array([[[(v >> (64 * j)) & (2**64 - 1) for j in range(4)] for v in row] for row in values], dtype=np.uint64)
    out_bytes = zkhashes.hash_batch("poseidon-circom", as_bytes)
    out_limbs = zkhashes.hash_batch("poseidon-circom", as_limbs)
    assert out_bytes.shape == (n, 1, 32) and out_bytes.dtype == np.uint8
    assert out_limbs.shape == (n, 1, 4) and out_limbs.dtype == np.uint64
    for i in (0, 1, n // 2, n - 1):
        want = zkhashes.poseidon_circom(values[i])
        assert int.from_bytes(out_bytes[i, 0].tobytes(), "big") == want
        assert sum(int(w) << (64 * j) for j, w in enumerate(out_limbs[i, 0])) == want
    # Goldilocks words, and 31-bit fields from uint32.
    words = rng.integers(0, GOLDILOCKS, size=(300, 8), dtype=np.uint64)
    merged = zkhashes.hash_batch("rpo-merge", words)
    assert merged.shape == (300, 4)
    for i in (0, 299):
        assert merged[i].tolist() == zkhashes.hash("rpo-merge", words[i].tolist())
    small = rng.integers(0, 2**31 - 1, size=(5, 16), dtype=np.uint32)
    out = zkhashes.hash_batch("plonky3-compress", small, field="mersenne31")
    assert out.shape == (5, 8)
    assert out[4].tolist() == zkhashes.hash("plonky3-compress", small[4].tolist(), field="mersenne31")
    # Options and an empty batch.
    sponge = zkhashes.hash_batch("plonky3-sponge", words, field="goldilocks", width=8)
    assert sponge[7].tolist() == zkhashes.hash("plonky3-sponge", words[7].tolist(), field="goldilocks", width=8)
    assert zkhashes.hash_batch("rpo-merge", np.zeros((0, 8), dtype=np.uint64)).shape == (0, 4)


def test_bad_input():
    with pytest.raises(zkhashes.NonCanonicalError) as e:
        zkhashes.hash("poseidon-circom", [1, BN254])
    assert e.value.index == 1 and "input 1" in str(e.value)
    assert isinstance(e.value, ValueError)
    with pytest.raises(zkhashes.NonCanonicalError) as e:
        zkhashes.hash("poseidon-circom", [-1])
    assert e.value.index == 0 and "negative" in str(e.value)
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.hash("poseidon-circom", [2**300])
    with pytest.raises(zkhashes.NonCanonicalError):
        starknet.poseidon_hash(starknet.P, 0)  # poseidon-py reduces it; we do not
    with pytest.raises(TypeError):
        zkhashes.hash("poseidon-circom", ["1"])
    with pytest.raises(TypeError):
        zkhashes.hash("poseidon-circom", [1.0])
    with pytest.raises(TypeError):
        zkhashes.hash("poseidon-circom", "12")
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.hash("poseidon-circom", [])
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.rpo_merge([1, 2, 3], [4, 5, 6, 7, 8])
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.permute("rpo", [0] * 11)
    with pytest.raises(zkhashes.UnknownNameError):
        zkhashes.hash("no-such-hash", [1])
    with pytest.raises(zkhashes.UnknownNameError):
        zkhashes.permute("poseidon2-plonky3", [0] * 16, field="bn254")
    with pytest.raises(zkhashes.InvalidOptionError):
        zkhashes.hash("poseidon-circom", [1], width=12)
    with pytest.raises(zkhashes.InvalidOptionError):
        zkhashes.hash("rpo-merge", [0] * 8, outputs=2)
    # Batches: wrong dtype, wrong shape, a bad row named.
    with pytest.raises(TypeError):
        zkhashes.hash_batch("rpo-merge", np.zeros((2, 8), dtype=np.float64))
    with pytest.raises(TypeError):
        zkhashes.hash_batch("poseidon-circom", np.zeros((2, 2, 31), dtype=np.uint8))
    with pytest.raises(TypeError):
        zkhashes.hash_batch("poseidon-circom", np.zeros((2, 2), dtype=np.uint64))
    bad = np.zeros((3, 8), dtype=np.uint64)
    bad[2, 5] = GOLDILOCKS
    with pytest.raises(zkhashes.NonCanonicalError) as e:
        zkhashes.hash_batch("rpo-merge", bad)
    assert "row 2" in str(e.value) and e.value.index == 5
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.hash_batch("rpo-merge", np.zeros((2, 7), dtype=np.uint64))


def test_noir_named_functions():
    # Noir's own test program (test_programs/execution_success/poseidon2) and bn254_blackbox_solver's
    # permutation of [0, 1, 2, 3]; bad input raises, never reduces.
    x = 4218458030232820015255714794613421442512497197372123294583664908262453897094
    assert zkhashes.poseidon2_hash([x] * 4) == 0x2F43A0F83B51A6F5FC839DEA0ECEC74947637802A579FA9841930A25A0BCEC11
    assert zkhashes.poseidon2_permutation([0, 1, 2, 3])[0] == 0x01BD538C2EE014ED5141B29E9AE240BF8DB3FE5B9A38629A9647CF8D76C01737
    p = 21888242871839275222246405745257275088548364400416034343698204186575808495617
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.poseidon2_hash([1, p])
    with pytest.raises(zkhashes.ZkhashesError):
        zkhashes.poseidon2_permutation([0, 1, 2])


def test_mina_named_functions():
    # o1js's copies of proof-systems' test vectors (poseidon-kimchi.ts, poseidon-legacy.ts: the empty
    # input and one element, little-endian hex) and its prefix salt of "MinaSignatureMainnet".
    le = lambda h: int.from_bytes(bytes.fromhex(h), "little")  # noqa: E731
    assert zkhashes.mina_poseidon_hash([]) == le("a8eb9ee0f30046308abbfa5d20af73c81bbdabc25b459785024d045228bead2f")
    x = le("f2eee8d8f6e5fb182c610cae6c5393fce69dc4d900e7b4923b074e54ad00fb36")
    assert zkhashes.mina_poseidon_hash([x]) == le("fb5992f65c07f9335995f43fd791d39012ad466717729e61045c297507054f3d")
    assert zkhashes.mina_poseidon_legacy_hash([x]) == le("e99262048e717745fdcd602a3b527e9e7c2e5ba5894158084e2f2e2cb142643d")
    prefix = int.from_bytes(b"MinaSignatureMainnet", "little")
    salt = zkhashes.permute("poseidon-mina", [prefix, 0, 0])
    # hashWithPrefix(prefix, [1, 2]) continues from the salt: one more block, cell 0.
    want = zkhashes.permute("poseidon-mina", [salt[0] + 1, salt[1] + 2, salt[2]])[0]
    assert zkhashes.mina_hash_with_prefix("MinaSignatureMainnet", [1, 2]) == want
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.mina_hash_with_prefix("x" * 32, [])
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.mina_poseidon_hash([2**254 + 45560315531419706090280762371685220353])


def test_risc0_named_functions():
    # risc0-zkp 3.0.5's hash_elem_slice_compare_golden_unaligned (17 elements).
    xs = [943718400, 1887436800, 2013125296, 1761607679, 692060158, 1635778558, 566231037, 1509949437, 440401916,
          1384120316, 314572795, 1258291195, 188743674, 1132462074, 62914553, 1006632953, 1950351353]
    want = [0x622615D7, 0x1CFE9764, 0x166CB1C9, 0x76FEBCDE, 0x6056219F, 0x326359CF, 0x5C2CCA75, 0x233DC3FF]
    assert zkhashes.risc0_poseidon2_hash(xs) == want
    assert zkhashes.risc0_hash_pair(xs[:8], xs[8:16]) == zkhashes.risc0_poseidon2_hash(xs[:16])
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.risc0_hash_pair(xs[:8], xs[:7])


def test_risc0_poseidon254_named_functions():
    # risc0-zkp 3.0.5's p254_test_vectors: its first digests (the test checks them through its Rng;
    # reference/gen_vectors_risc0_p254.py replays it).
    d1 = zkhashes.risc0_poseidon254_hash([1, 2, 3, 4, 5])
    with open(os.path.join(HERE, "..", "..", "..", "test-vectors", "poseidon-risc0.json")) as f:
        doc = json.load(f)
    upstream = [c for c in doc["cases"] if "digest" in c["source"]]
    assert [int(c["outputs"][0]) for c in upstream] == [
        d1, zkhashes.risc0_poseidon254_hash_pair(d1, d1),
        zkhashes.risc0_poseidon254_hash_pair(d1, zkhashes.risc0_poseidon254_hash_pair(d1, d1))]
    assert zkhashes.risc0_poseidon254_hash([]) == 0
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.risc0_poseidon254_hash([2013265921])
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.risc0_poseidon254_hash_pair(BN254, 0)


def test_eidos_named_functions():
    # miden-crypto 0.36.0's frozen_eidos_vectors and frozen_merge_and_challenger_vectors.
    assert zkhashes.eidos_hash_elements([1, 2, 3]) == [
        0x17CF960FB0322DA4, 0x307F9EC74EC5B4D7, 0x798CA1783855C9EC, 0x61909A51C2D68383]
    assert zkhashes.eidos_hash_bytes(b"abc") == [
        0x365B33E5D73475C7, 0x7842D2A7DA672026, 0x080CCAB96956C05A, 0x1C431BB11D6F35EE]
    assert zkhashes.eidos_merge([1, 2, 3, 4], [5, 6, 7, 8]) == [
        0x4D75748C8D801FCB, 0x08777791A35FF853, 0x1B245DE8521C0075, 0x24E16F44209DB86C]
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.eidos_merge([1, 2, 3, 4], [5, 6, 7])
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.eidos_hash_elements([GOLDILOCKS])


def test_filecoin_named_functions():
    # neptune 13.0.0's hash_values (Strength::Standard): the Merkle-tree hash of [0, 1] and the
    # ConstantLength(4) hash of [0, 1, 2, 3] at arity 8 (scalar_from_u64s limbs, little-endian).
    limbs = lambda *xs: sum(x << (64 * i) for i, x in enumerate(xs))  # noqa: E731
    want2 = limbs(0x2E203C369A02E7FF, 0xA6FBA9339D05A69D, 0x739E0FD902EFE161, 0x396508D75E76A56B)
    assert zkhashes.filecoin_poseidon_hash([0, 1]) == want2
    want8 = limbs(0x370A94532F818897, 0x203E3C7C4A85C1F9, 0xCAD8B9F8AEB1578F, 0x5C6DE4B69DE9D792)
    assert zkhashes.filecoin_poseidon_constant_length([0, 1, 2, 3], 8) == want8
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.filecoin_poseidon_hash([0, 1, 2])
    with pytest.raises(zkhashes.WrongArityError):
        zkhashes.filecoin_poseidon_constant_length([0] * 5, 4)
    with pytest.raises(zkhashes.NonCanonicalError):
        zkhashes.filecoin_poseidon_hash([0, 52435875175126190479447740508185965837690552500527637822603658699938581184513])
