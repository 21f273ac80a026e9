"""The shared library through ctypes (the CryptoExperts / SageMath way):
every shared vector, random inputs against the pure-Python reference, the
batch and typed calls against the single ones, and bad inputs.

Run by `make -C bindings/c test` with ZKH_LIB set to the built library.
"""

import ctypes
import os
import random
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "reference"))

import registry_cases  # noqa: E402

LIB = ctypes.CDLL(os.environ.get("ZKH_LIB", os.path.join(HERE, "..", "..", "..", "target", "debug", "libzkhashes_c.so")))

c_size_t, c_int, c_char_p, c_void_p = ctypes.c_size_t, ctypes.c_int, ctypes.c_char_p, ctypes.c_void_p


class Options(ctypes.Structure):
    _fields_ = [("width", c_size_t), ("outputs", c_size_t), ("init_state", c_void_p)]


LIB.zkh_find_in.argtypes = [c_char_p, c_char_p, ctypes.POINTER(c_void_p)]
LIB.zkh_find.argtypes = [c_char_p, ctypes.POINTER(c_void_p)]
LIB.zkh_element_size.argtypes = [c_void_p]
LIB.zkh_element_size.restype = c_size_t
LIB.zkh_hash.argtypes = [c_void_p, ctypes.POINTER(Options), c_void_p, c_size_t, c_void_p, c_size_t, ctypes.POINTER(c_size_t)]
LIB.zkh_permute.argtypes = [c_void_p, c_void_p, c_size_t]
LIB.zkh_hash_bytes.argtypes = [c_void_p, c_char_p, c_size_t, c_void_p, c_size_t, ctypes.POINTER(c_size_t)]
LIB.zkh_hash_batch.argtypes = [c_void_p, ctypes.POINTER(Options), c_void_p, c_size_t, c_size_t, c_void_p, c_size_t]
LIB.zkh_strerror.argtypes = [c_int]
LIB.zkh_strerror.restype = c_char_p
LIB.zkh_last_error_message.restype = c_char_p
for _name in ("zkh_poseidon_circom_t3_batch", "zkh_starknet_poseidon_hash_batch"):
    getattr(LIB, _name).argtypes = [c_char_p, c_size_t, c_void_p]
for _name in ("zkh_rpo_merge_batch", "zkh_rpx_merge_batch", "zkh_plonky2_two_to_one_batch"):
    getattr(LIB, _name).argtypes = [c_void_p, c_size_t, c_void_p]

ZKH_OK, NON_CANONICAL, WRONG_ARITY, UNKNOWN_NAME, UNKNOWN_FIELD = 0, 1, 2, 4, 5


class ZkhError(Exception):
    def __init__(self, status):
        self.status = status
        super().__init__(f"status {status}: {LIB.zkh_last_error_message().decode()}")


def check(status):
    if status != ZKH_OK:
        raise ZkhError(status)


def find(name, field=None):
    e = c_void_p()
    check(LIB.zkh_find_in(name.encode(), field.encode() if field else None, ctypes.byref(e)))
    return e


def encode(values, size):
    if size == 32:
        return ctypes.create_string_buffer(b"".join(v.to_bytes(32, "big") for v in values), max(1, 32 * len(values)))
    ctype = ctypes.c_uint64 if size == 8 else ctypes.c_uint32
    return (ctype * max(1, len(values)))(*values)


def decode(buf, n, size):
    if size == 32:
        raw = bytes(buf)[: 32 * n]
        return [int.from_bytes(raw[32 * i : 32 * i + 32], "big") for i in range(n)]
    return list(buf[:n])


def run(case):
    e = find(case.name, case.field)
    size = LIB.zkh_element_size(e)
    if case.kind == "permute":
        state = encode(case.inputs, size)
        check(LIB.zkh_permute(e, state, len(case.inputs)))
        return decode(state, len(case.inputs), size)
    out, n = encode([0] * 64, size), c_size_t()
    if case.kind == "bytes":
        check(LIB.zkh_hash_bytes(e, case.data, len(case.data), out, 64, ctypes.byref(n)))
        return decode(out, n.value, size)
    init = case.options.get("init_state")
    init_buf = encode([init], size) if init else None
    opts = Options(case.options.get("width", 0), case.options.get("outputs", 0), ctypes.cast(init_buf, c_void_p) if init_buf else None)
    check(LIB.zkh_hash(e, ctypes.byref(opts), encode(case.inputs, size), len(case.inputs), out, 64, ctypes.byref(n)))
    return decode(out, n.value, size)


def test_every_shared_vector():
    assert registry_cases.check(run, registry_cases.vector_cases()) > 300


def test_random_inputs_against_the_reference():
    assert registry_cases.check(run, registry_cases.random_cases(random.Random(20261122), 4)) > 150


def test_batches_agree_with_single_calls():
    rng = random.Random(7)
    # Generic batch: 5 hashes of 3 inputs with circom (1 output each).
    e, p = find("poseidon-circom"), registry_cases.MODULI["bn254"]
    xs = [rng.randrange(p) for _ in range(15)]
    out = encode([0] * 5, 32)
    check(LIB.zkh_hash_batch(e, None, encode(xs, 32), 5, 3, out, 1))
    singles = [run(registry_cases.Case("poseidon-circom", "bn254", "hash", xs[3 * i : 3 * i + 3], [])) for i in range(5)]
    assert decode(out, 5, 32) == [s[0] for s in singles]

    # The typed batches (21 rows: lane groups and a tail), then the same
    # rows with row 13 out of range: rows 0..12 are written, the rest left
    # alone, and the error names hash 13.
    rows = 21
    for fn, name, f in (("zkh_poseidon_circom_t3_batch", "poseidon-circom", "bn254"), ("zkh_starknet_poseidon_hash_batch", "starknet-hash", "stark252")):
        p = registry_cases.MODULI[f]
        xs = [rng.randrange(p) for _ in range(2 * rows)]
        out = encode([0] * rows, 32)
        check(getattr(LIB, fn)(encode(xs, 32), rows, out))
        want = [run(registry_cases.Case(name, f, "hash", xs[2 * i : 2 * i + 2], []))[0] for i in range(rows)]
        assert decode(out, rows, 32) == want
        bad = xs[:27] + [p] + xs[28:]
        out = encode([0] * rows, 32)
        assert getattr(LIB, fn)(encode(bad, 32), rows, out) == NON_CANONICAL
        assert b"hash 13" in LIB.zkh_last_error_message()
        assert decode(out, rows, 32) == want[:13] + [0] * (rows - 13)

    for fn, name in (("zkh_rpo_merge_batch", "rpo-merge"), ("zkh_rpx_merge_batch", "rpx-merge"), ("zkh_plonky2_two_to_one_batch", "plonky2-two-to-one")):
        p = registry_cases.MODULI["goldilocks"]
        xs = [rng.randrange(p) for _ in range(8 * rows)]
        out = encode([0] * 4 * rows, 8)
        check(getattr(LIB, fn)(encode(xs, 8), rows, out))
        want = sum((run(registry_cases.Case(name, "goldilocks", "hash", xs[8 * i : 8 * i + 8], [])) for i in range(rows)), [])
        assert decode(out, 4 * rows, 8) == want
        bad = xs[: 8 * 13 + 5] + [p] + xs[8 * 13 + 6 :]
        out = encode([0] * 4 * rows, 8)
        assert getattr(LIB, fn)(encode(bad, 8), rows, out) == NON_CANONICAL
        assert b"hash 13" in LIB.zkh_last_error_message()
        assert decode(out, 4 * rows, 8) == want[: 4 * 13] + [0] * (4 * (rows - 13))


def test_bad_inputs():
    circom = find("poseidon-circom")
    p = registry_cases.MODULI["bn254"]
    out, n = encode([0] * 4, 32), c_size_t()
    status = LIB.zkh_hash(circom, None, encode([1, 2, p], 32), 3, out, 4, ctypes.byref(n))
    assert status == NON_CANONICAL
    assert b"input 2" in LIB.zkh_last_error_message()
    assert LIB.zkh_hash(circom, None, encode([1] * 17, 32), 17, out, 4, ctypes.byref(n)) == WRONG_ARITY

    gl = find("rpo-merge")
    words = encode([0] * 7 + [2**64 - 1], 8)
    assert LIB.zkh_hash(gl, None, words, 8, encode([0] * 4, 8), 4, ctypes.byref(n)) == NON_CANONICAL
    assert b"input 7" in LIB.zkh_last_error_message()

    with pytest.raises(ZkhError) as e:
        find("no-such-hash")
    assert e.value.status == UNKNOWN_NAME
    with pytest.raises(ZkhError) as e:
        find("poseidon2-plonky3", "bn254")
    assert e.value.status == UNKNOWN_FIELD
    assert LIB.zkh_strerror(NON_CANONICAL) == b"an input is not a canonical field element (>= p)"
