"""Ethereum's leanSig / leanSpec tweakable hash over Plonky3's Poseidon1 on KoalaBear
(reference/poseidon_plonky3.py), as leanSig src/symmetric/tweak_hash/poseidon.rs computes it at its
"Devnet 4" commit c08a3bae and leanSpec src/lean_spec/spec/crypto/xmss/poseidon.py specifies it:
compress (permute the zero-padded input, add it back, truncate), the tweaks as base-p digits, the
safe domain separator, the overwriting sponge with the capacity first, and the tweak hash."""

import poseidon_plonky3

FIELD = "koalabear"
P = poseidon_plonky3.FIELDS[FIELD]
TWEAK_LEN = 2
CAPACITY = 9
PARAMETER_LEN = 5
HASH_LEN = 8


def permute(state):
    return poseidon_plonky3.permute(FIELD, state)


def compress(inputs, width, out_len):
    """poseidon_compress: the first out_len cells of permute(x) + x, x = inputs zero-padded."""
    assert width in (16, 24) and 0 < out_len <= len(inputs) <= width
    padded = list(inputs) + [0] * (width - len(inputs))
    return [(a + b) % P for a, b in zip(permute(padded), padded)][:out_len]


def base_p(value, n):
    """The n base-p digits of value, least significant first (all of it must fit)."""
    digits = []
    for _ in range(n):
        digits.append(value % P)
        value //= P
    assert value == 0
    return digits


def tree_tweak(level, pos):
    return base_p((level << 40) | (pos << 8) | 0x01, TWEAK_LEN)


def chain_tweak(epoch, chain_index, pos):
    return base_p((epoch << 24) | (chain_index << 16) | (pos << 8) | 0x00, TWEAK_LEN)


def domain_separator(lengths, out_len=CAPACITY):
    """poseidon_safe_domain_separator: lengths as 32-bit words (first most significant), 24 base-p
    digits, compressed at width 24."""
    acc = 0
    for n in lengths:
        acc = (acc << 32) | n
    return compress(base_p(acc, 24), 24, out_len)


def sponge(capacity, inputs, out_len, width=24):
    """poseidon_replacement_sponge: state [capacity | rate]; each rate chunk overwrites the rate
    (the last zero-filled), then a permutation; outputs read from the rate."""
    cap = len(capacity)
    rate = width - cap
    assert 0 < rate
    state = list(capacity) + [0] * rate
    for i in range(0, len(inputs), rate):
        chunk = list(inputs[i:i + rate])
        state[cap:] = chunk + [0] * (rate - len(chunk))
        state = permute(state)
    out = []
    while True:
        out += state[cap:cap + min(rate, out_len - len(out))]
        if len(out) == out_len:
            return out
        state = permute(state)


def tweak_hash(parameter, tweak, messages, num_chunks=None):
    """PoseidonTweakHash::apply with tweak already as its field elements."""
    assert len(parameter) == PARAMETER_LEN and len(tweak) == TWEAK_LEN and messages
    assert all(len(m) == HASH_LEN for m in messages)
    if len(messages) == 1:
        return compress(messages[0] + parameter + tweak, 16, HASH_LEN)
    if len(messages) == 2:
        return compress(parameter + tweak + messages[0] + messages[1], 24, HASH_LEN)
    lengths = [PARAMETER_LEN, TWEAK_LEN, num_chunks or len(messages), HASH_LEN]
    flat = [x for m in messages for x in m]
    return sponge(domain_separator(lengths), parameter + tweak + flat, HASH_LEN)


def tweak_hash_flat(inputs):
    """The registry's leansig-tweak-hash: parameter (5), tweak (2), then k messages of 8."""
    head = PARAMETER_LEN + TWEAK_LEN
    msgs = [list(inputs[i:i + HASH_LEN]) for i in range(head, len(inputs), HASH_LEN)]
    return tweak_hash(list(inputs[:PARAMETER_LEN]), list(inputs[PARAMETER_LEN:head]), msgs)
