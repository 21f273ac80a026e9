"""Tip5 (Szepieniec, Lemmens, Sauer, Threadbare, Al Kindi; https://eprint.iacr.org/2023/107) as
Triton VM and Neptune Cash compute it (crate twenty-first 3.1.1, src/tip5/mod.rs), in plain Python:
Goldilocks, a state of 16 (rate 10, capacity 6), 5 rounds of S-boxes, circulant MDS and round
constants. The S-box of cells 0..3 looks up each byte of the element's *Montgomery* word
(v * 2^64 mod p, little-endian) in the table ((x + 1)^3 mod 257) - 1; cells 4..15 take x^7. The
MDS matrix is circulant with first column SHA-256("Tip5") as little-endian 16-bit words; the round
constants are BLAKE3("Tip5" || i) (first 16 bytes, little-endian, mod p) read as Montgomery words,
listed here as the field values the crate writes in its source (its test
round_constants_are_correct re-derives them)."""

import hashlib

P = 2**64 - 2**32 + 1
STATE = 16
RATE = 10
CAPACITY = 6
ROUNDS = 5
DIGEST_LEN = 5
SPLIT_AND_LOOKUP = 4
MONT_R = 2**64 % P
MONT_R_INV = pow(MONT_R, P - 2, P)

LOOKUP = [(pow(x + 1, 3, 257) - 1) % 256 for x in range(256)]

# The MDS matrix's first column: SHA-256("Tip5") as 16 little-endian 16-bit words.
_DIGEST = hashlib.sha256(b"Tip5").digest()
MDS_COLUMN = [int.from_bytes(_DIGEST[2 * i:2 * i + 2], "little") for i in range(16)]

ROUND_CONSTANTS = [13630775303355457758, 16896927574093233874, 10379449653650130495, 1965408364413093495, 15232538947090185111, 15892634398091747074, 3989134140024871768, 2851411912127730865, 8709136439293758776, 3694858669662939734, 12692440244315327141, 10722316166358076749, 12745429320441639448, 17932424223723990421, 7558102534867937463, 15551047435855531404, 17532528648579384106, 5216785850422679555, 15418071332095031847, 11921929762955146258, 9738718993677019874, 3464580399432997147, 13408434769117164050, 264428218649616431, 4436247869008081381, 4063129435850804221, 2865073155741120117, 5749834437609765994, 6804196764189408435, 17060469201292988508, 9475383556737206708, 12876344085611465020, 13835756199368269249, 1648753455944344172, 9836124473569258483, 12867641597107932229, 11254152636692960595, 16550832737139861108, 11861573970480733262, 1256660473588673495, 13879506000676455136, 10564103842682358721, 16142842524796397521, 3287098591948630584, 685911471061284805, 5285298776918878023, 18310953571768047354, 3142266350630002035, 549990724933663297, 4901984846118077401, 11458643033696775769, 8706785264119212710, 12521758138015724072, 11877914062416978196, 11333318251134523752, 3933899631278608623, 16635128972021157924, 10291337173108950450, 4142107155024199350, 16973934533787743537, 11068111539125175221, 17546769694830203606, 5315217744825068993, 4609594252909613081, 3350107164315270407, 17715942834299349177, 9600609149219873996, 12894357635820003949, 4597649658040514631, 7735563950920491847, 1663379455870887181, 13889298103638829706, 7375530351220884434, 3502022433285269151, 9231805330431056952, 9252272755288523725, 10014268662326746219, 15565031632950843234, 1209725273521819323, 6024642864597845108]


def split_and_lookup(x):
    raw = x * MONT_R % P
    raw = int.from_bytes(bytes(LOOKUP[b] for b in raw.to_bytes(8, "little")), "little")
    return raw * MONT_R_INV % P


def mds(state):
    return [sum(MDS_COLUMN[(i - j) % 16] * state[j] for j in range(16)) % P for i in range(16)]


def permute(state):
    assert len(state) == STATE and all(0 <= x < P for x in state)
    s = list(state)
    for r in range(ROUNDS):
        s = [split_and_lookup(x) for x in s[:SPLIT_AND_LOOKUP]] + [pow(x, 7, P) for x in s[SPLIT_AND_LOOKUP:]]
        s = mds(s)
        s = [(x + ROUND_CONSTANTS[16 * r + i]) % P for i, x in enumerate(s)]
    return s


def hash_10(inputs):
    """Fixed length: the capacity all ones, the 10 inputs in the rate, one permutation, 5 outputs."""
    assert len(inputs) == RATE
    return permute(list(inputs) + [1] * CAPACITY)[:DIGEST_LEN]


def hash_pair(left, right):
    return hash_10(list(left) + list(right))


def _absorb_all(state, inputs):
    padded = list(inputs) + [1] + [0] * ((RATE - (len(inputs) + 1) % RATE) % RATE)
    for i in range(0, len(padded), RATE):
        state = permute(padded[i:i + RATE] + state[RATE:])
    return state


def hash_varlen(inputs):
    """Variable length: the capacity zeros, the inputs padded with 1 then zeros to whole blocks of
    10, each block overwriting the rate before a permutation, 5 outputs."""
    return _absorb_all([0] * STATE, inputs)[:DIGEST_LEN]


def sponge_absorb(state, block):
    """Sponge::absorb: the rate overwritten by 10 elements, then a permutation."""
    assert len(block) == RATE
    return permute(list(block) + state[RATE:])


def sample_indices(state, upper_bound, n):
    """(indices, state after): squeezes of 10 (the rate, then a permutation), every element but
    p - 1 taken as (its low 32 bits) mod upper_bound, a power of two; the rest of the last squeeze
    is dropped."""
    assert upper_bound > 0 and upper_bound & (upper_bound - 1) == 0
    out, buf = [], []
    while len(out) < n:
        if not buf:
            buf, state = state[:RATE], permute(state)
        e = buf.pop(0)
        if e != P - 1:
            out.append((e & 0xFFFFFFFF) % upper_bound)
    return out, state


def sample_scalars(state, n):
    """(coefficients of n extension-field elements, 3 each, state after): ceil(3n / 10) squeezes."""
    out = []
    for _ in range(-(-3 * n // RATE)):
        out += state[:RATE]
        state = permute(state)
    return out[:3 * n], state
