"""Grain LFSR parameter generation for Poseidon (standard library only).

Follows the recipe of the Poseidon authors' `generate_parameters_grain.sage`
(https://extgit.iaik.tugraz.at/krypto/hadeshash): an 80-bit Grain LFSR seeded
with the instance parameters, 160 warm-up bits discarded, self-shrinking
output; round constants are n-bit integers read MSB first with rejection of
values >= p; the MDS matrix is Cauchy, M[i][j] = 1 / (x_i + y_j), from 2t
further n-bit values reduced mod p.
"""

FIELD_PRIME = 1  # field type: GF(p)
SBOX_POWER = 0  # S-box x^alpha (1 would be x^-1)


class Grain:
    """The self-shrinking Grain LFSR of the Poseidon parameter script."""

    def __init__(self, n, t, rounds_full, rounds_partial, field=FIELD_PRIME, sbox=SBOX_POWER):
        bits = (
            format(field, "02b")
            + format(sbox, "04b")
            + format(n, "012b")
            + format(t, "012b")
            + format(rounds_full, "010b")
            + format(rounds_partial, "010b")
            + "1" * 30
        )
        assert len(bits) == 80
        self.state = [int(b) for b in bits]
        for _ in range(160):
            self._clock()

    def _clock(self):
        s = self.state
        new_bit = s[62] ^ s[51] ^ s[38] ^ s[23] ^ s[13] ^ s[0]
        s.pop(0)
        s.append(new_bit)
        return new_bit

    def next_bit(self):
        """Self-shrinking: from each pair (b1, b2) emit b2 only when b1 == 1."""
        while True:
            b1 = self._clock()
            b2 = self._clock()
            if b1 == 1:
                return b2

    def next_int(self, n):
        """An n-bit integer, most significant bit first."""
        value = 0
        for _ in range(n):
            value = (value << 1) | self.next_bit()
        return value


def round_constants(grain, p, n, count):
    """`count` field elements: n-bit samples, rejecting those >= p."""
    out = []
    while len(out) < count:
        v = grain.next_int(n)
        if v < p:
            out.append(v)
    return out


def cauchy_mds(grain, p, n, t):
    """Cauchy MDS matrix from 2t samples reduced mod p (distinct, x_i + y_j != 0)."""
    while True:
        values = [grain.next_int(n) % p for _ in range(2 * t)]
        if len(set(values)) != 2 * t:
            continue
        xs, ys = values[:t], values[t:]
        if any((x + y) % p == 0 for x in xs for y in ys):
            continue
        return [[pow(x + y, p - 2, p) for y in ys] for x in xs]


def poseidon_parameters(p, t, rounds_full, rounds_partial):
    """(round_constants as a flat list of (R_F + R_P) * t values, mds as t x t rows)."""
    n = p.bit_length()
    grain = Grain(n, t, rounds_full, rounds_partial)
    rc = round_constants(grain, p, n, (rounds_full + rounds_partial) * t)
    mds = cauchy_mds(grain, p, n, t)
    return rc, mds
