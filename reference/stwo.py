"""Stwo's Merkle hashers and lifted tree (crate stwo 2.3.0, core/vcs_lifted/ and
prover/backend/cpu/merkle_lifted.rs), written from the spec with Python's own BLAKE2s
(hashlib) and reference/starknet.py's Poseidon: an oracle independent of the Rust code.

Digests of the BLAKE2s hashers are 32 bytes, handled here as their 8 little-endian words;
Poseidon252 digests are Stark-field integers."""

import hashlib
import struct

import starknet

P = 2**31 - 1
ELEMENTS_IN_BLOCK = 8


def words(digest):
    return list(struct.unpack("<8I", digest))


def to_bytes(ws):
    return struct.pack("<%dI" % len(ws), *ws)


def blake2s(data):
    return hashlib.blake2s(data, digest_size=32).digest()


def reduce_m31(ws):
    return [w % P for w in ws]


def felt_from_m31s(word):
    """construct_felt252_from_m31s: big-endian base 2^31, plus len * 2^248 below 8 values."""
    assert len(word) <= ELEMENTS_IN_BLOCK
    f = 0
    for v in word:
        f = (f << 31) | v
    if len(word) < ELEMENTS_IN_BLOCK:
        f += len(word) << 248
    return f


class Blake2s:
    name = "blake2s"

    @staticmethod
    def leaf(row):
        return words(blake2s(to_bytes(row)))

    @staticmethod
    def node(left, right):
        return words(blake2s(to_bytes(left) + to_bytes(right)))

    mix_root = node


class Blake2sM31(Blake2s):
    name = "blake2s-m31"

    @staticmethod
    def leaf(row):
        return reduce_m31(Blake2s.leaf(row))

    @staticmethod
    def node(left, right):
        return reduce_m31(Blake2s.node(left, right))

    mix_root = node


class Poseidon252:
    name = "poseidon252"

    @staticmethod
    def leaf(row):
        felts = [felt_from_m31s(row[i:i + ELEMENTS_IN_BLOCK]) for i in range(0, len(row), ELEMENTS_IN_BLOCK)]
        return [starknet.poseidon_hash_many(felts)]

    @staticmethod
    def node(left, right):
        return [starknet.poseidon_hash(left[0], right[0])]

    mix_root = node


HASHERS = {h.name: h for h in (Blake2s, Blake2sM31, Poseidon252)}


def lifted_index(i, log_height, length):
    r = log_height - (length.bit_length() - 1)
    return i if r == 0 else ((i >> (r + 1)) << 1) | (i & 1)


def layers(hasher, columns, lifting_log_size):
    """Every layer of the tree, root first (stwo's MerkleProverLifted::commit)."""
    if not columns:
        return [[hasher.leaf([])]]
    cols = sorted(columns, key=len)  # stable, as itertools' sorted_by_key
    n = 1 << lifting_log_size
    level = [hasher.leaf([c[lifted_index(i, lifting_log_size, len(c))] for c in cols]) for i in range(n)]
    out = [level]
    while len(level) > 1:
        level = [hasher.node(level[2 * i], level[2 * i + 1]) for i in range(len(level) // 2)]
        out.append(level)
    return out[::-1]


def root(hasher, columns, lifting_log_size):
    return layers(hasher, columns, lifting_log_size)[0][0]


def decommit(hasher, columns, lifting_log_size, queries):
    """stwo's decommit: (queried values per column, hash witness)."""
    ls = layers(hasher, columns, lifting_log_size)
    values = [[c[lifted_index(q, lifting_log_size, len(c))] for q in queries] for c in columns]
    witness = []
    at = sorted(set(queries))
    for layer in ls[1:][::-1]:
        up = []
        i = 0
        while i < len(at):
            if i + 1 < len(at) and at[i] ^ 1 == at[i + 1]:
                i += 2
            else:
                witness.append(layer[at[i] ^ 1])
                i += 1
            up.append(at[i - 1] >> 1)
        at = up
    return values, witness
