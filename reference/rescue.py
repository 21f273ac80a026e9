"""Rescue over Goldilocks from scratch: Miden's RPO_256 and RPX_256, winterfell's Rp64_256.

All three share the field p = 2^64 - 2^32 + 1, the width 12, x^7 and x^(1/7), and the
circulant MDS matrix circ(7, 23, 8, 26, 13, 10, 9, 7, 6, 22, 21, 8).

- RPO (eprint 2022/1577; reference rescue_prime_optimized.sage of ASDiscreteMathematics/rpo):
  7 rounds of (MDS, +ark1, x^7, MDS, +ark2, x^(1/7)). Round constants: SHAKE256 of
  "RPO(p,12,4,128)", 9 little-endian bytes per constant, reduced mod p; the first 12 of each
  group of 24 are ark1 of that round, the next 12 ark2.
- RPX (eprint 2023/1045): rounds FB(0) E(1) FB(2) E(3) FB(4) E(5) M(6) with the RPO constants.
  FB is an RPO round; E adds ark1 and raises each of the four cubic-extension elements
  (state[3k..3k+3] = a0 + a1 phi + a2 phi^2, phi^3 = phi + 1) to the 7th power; M is (MDS, +ark1).
- Rp64_256 (winterfell): 7 rounds of (x^7, MDS, +ark1, x^(1/7), MDS, +ark2) with the constants
  in data/rp64_256_ark.json.

Sponges (Miden >= 0.21): rate state[0:8], capacity state[8:12], digest state[0:4], overwrite;
hash_elements puts len % 8 in capacity[0] and zero-pads the last block; the empty input hashes
to zeros without a permutation; byte hashing reads 7-byte little-endian chunks, pads the last
with a 1 byte, and puts 8 + (chunks % 8) in capacity[0]; domains go in capacity[1].
winterfell: capacity state[0:4], rate state[4:12], digest state[4:8]; inputs are added into the
rate; capacity[0] = the number of elements (merge: 8); no padding.
"""

import hashlib
import json
import os

P = 2**64 - 2**32 + 1
WIDTH, RATE, DIGEST = 12, 8, 4
ROUNDS = 7
ALPHA = 7
INV_ALPHA = pow(ALPHA, -1, P - 1)
MDS_ROW = [7, 23, 8, 26, 13, 10, 9, 7, 6, 22, 21, 8]


def rpo_round_constants():
    """(ark1, ark2): 7 rows of 12 each, from SHAKE256("RPO(p,12,4,128)")."""
    per = 9
    stream = hashlib.shake_256(b"RPO(%d,12,4,128)" % P).digest(per * 2 * WIDTH * ROUNDS)
    values = [int.from_bytes(stream[per * i : per * (i + 1)], "little") % P for i in range(2 * WIDTH * ROUNDS)]
    rows = [values[WIDTH * i : WIDTH * (i + 1)] for i in range(2 * ROUNDS)]
    return rows[0::2], rows[1::2]


def rp64_256_round_constants():
    with open(os.path.join(os.path.dirname(__file__), "data", "rp64_256_ark.json")) as f:
        doc = json.load(f)
    return [[int(x) for x in r] for r in doc["ark1"]], [[int(x) for x in r] for r in doc["ark2"]]


RPO_ARK1, RPO_ARK2 = rpo_round_constants()
RP_ARK1, RP_ARK2 = rp64_256_round_constants()


def mds(state):
    """new_i = sum_j row[(j - i) mod 12] * s_j (row i is the first row rotated right by i)."""
    return [sum(MDS_ROW[(j - i) % WIDTH] * state[j] for j in range(WIDTH)) % P for i in range(WIDTH)]


def add(state, ark):
    return [(s + c) % P for s, c in zip(state, ark)]


def sbox(state):
    return [pow(s, ALPHA, P) for s in state]


def inv_sbox(state):
    return [pow(s, INV_ALPHA, P) for s in state]


def ext_mul(a, b):
    """Product in F_p[phi] / (phi^3 - phi - 1)."""
    c = [0] * 5
    for i in range(3):
        for j in range(3):
            c[i + j] += a[i] * b[j]
    # phi^4 = phi^2 + phi, phi^3 = phi + 1
    c[2] += c[4]
    c[1] += c[4]
    c[1] += c[3]
    c[0] += c[3]
    return [c[0] % P, c[1] % P, c[2] % P]


def ext_pow7(a):
    r = [1, 0, 0]
    for _ in range(7):
        r = ext_mul(r, a)
    return r


def rpo_permute(state):
    for r in range(ROUNDS):
        state = sbox(add(mds(state), RPO_ARK1[r]))
        state = inv_sbox(add(mds(state), RPO_ARK2[r]))
    return state


def rpx_permute(state):
    for r in range(ROUNDS - 1):
        if r % 2 == 0:
            state = sbox(add(mds(state), RPO_ARK1[r]))
            state = inv_sbox(add(mds(state), RPO_ARK2[r]))
        else:
            state = add(state, RPO_ARK1[r])
            state = sum((ext_pow7(state[3 * k : 3 * k + 3]) for k in range(4)), [])
    return add(mds(state), RPO_ARK1[ROUNDS - 1])


def rp64_256_permute(state):
    for r in range(ROUNDS):
        state = add(mds(sbox(state)), RP_ARK1[r])
        state = add(mds(inv_sbox(state)), RP_ARK2[r])
    return state


PERMUTATIONS = {"rpo": rpo_permute, "rpx": rpx_permute, "rp64_256": rp64_256_permute}


def miden_hash_elements(permute, elements, domain=0):
    """Miden `hash_elements` / `hash_elements_in_domain`."""
    state = [0] * WIDTH
    state[RATE] = len(elements) % RATE
    state[RATE + 1] = domain
    for start in range(0, len(elements), RATE):
        block = elements[start : start + RATE]
        state[:RATE] = block + [0] * (RATE - len(block))
        state = permute(state)
    return state[:DIGEST]


def miden_merge(permute, elements, domain=0):
    """Miden `merge` / `merge_in_domain` of two 4-element digests (8 elements)."""
    assert len(elements) == 2 * DIGEST
    state = elements + [0, domain, 0, 0]
    return permute(state)[:DIGEST]


def miden_hash_bytes(permute, data):
    """Miden `hash(bytes)`: 7-byte chunks, the last padded with a 1 byte."""
    chunks = [data[i : i + 7] for i in range(0, len(data), 7)]
    state = [0] * WIDTH
    state[RATE] = RATE + len(chunks) % RATE
    for start in range(0, len(chunks), RATE):
        block = chunks[start : start + RATE]
        values = []
        for k, chunk in enumerate(block):
            if start + k == len(chunks) - 1:
                chunk = chunk + b"\x01"
            values.append(int.from_bytes(chunk, "little"))
        state[:RATE] = values + [0] * (RATE - len(values))
        state = permute(state)
    return state[:DIGEST]


def winterfell_hash_elements(elements):
    """winterfell Rp64_256 `hash_elements`."""
    state = [0] * WIDTH
    state[0] = len(elements) % P
    for start in range(0, len(elements), RATE):
        for k, x in enumerate(elements[start : start + RATE]):
            state[4 + k] = (state[4 + k] + x) % P
        state = rp64_256_permute(state)
    return state[4:8]


def winterfell_merge(elements):
    """winterfell Rp64_256 `merge` of two digests (8 elements)."""
    assert len(elements) == 2 * DIGEST
    return rp64_256_permute([RATE, 0, 0, 0] + elements)[4:8]


def winterfell_hash_bytes(data):
    """winterfell Rp64_256 `hash(bytes)`: 7-byte chunks added into the rate, capacity[0] = the
    number of chunks. winterfell pads a chunk with a 1 byte when its position in the rate
    (k mod 8) is >= chunks - 1: the last chunk for up to 8 chunks, none beyond; there a
    short last chunk makes winterfell panic (ValueError here)."""
    chunks = [data[i : i + 7] for i in range(0, len(data), 7)]
    if len(chunks) > RATE and len(data) % 7:
        raise ValueError("winterfell's Rp64_256::hash panics on this length")
    elements = [int.from_bytes(c + (b"\x01" if k % RATE + 1 >= len(chunks) else b""), "little") for k, c in enumerate(chunks)]
    return winterfell_hash_elements(elements)
