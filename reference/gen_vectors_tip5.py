"""Writes test-vectors/tip5.json: twenty-first 3.1.1's own known answers for Tip5
(src/tip5/mod.rs tests: hash10_test_vectors_snapshot, hash_varlen_test_vectors,
tip5_recovers_from_degenerate_field_element_representations, snapshot,
avx512_reduction_regression_vector), reproduced here by reference/tip5.py, and cases of that
reference (random inputs, p - 1, the sponge's samplers). Run: python3 reference/gen_vectors_tip5.py"""

import os
import random

import tip5
from vectors import case, write

HERE = os.path.dirname(__file__)
P = tip5.P
CRATE = "twenty-first 3.1.1 twenty-first/src/tip5/mod.rs, "

# hash10_test_vectors_snapshot and hash_varlen_test_vectors: the hex of the final digest (each
# element's canonical value, 8 bytes little-endian).
HASH10_HEX = "109cc2fe453bd9962f754b96d8f5b919b60af030940a275f5540da195fef65ee651c1b6fa19b2c6a"
VARLEN_SUM_HEX = "efbafa86622a9c69652f8a1c4ffd734f021ad23a0a8085412a877de0f9170b18ea4ff69b6fff9a03"
# tip5_recovers_from_degenerate_field_element_representations (BFieldElement::new of each).
DEGENERATE_IN = [
    0x1063c4bf5d8bb0dd,
    0xdb6275d371fe05d0,
    0xde58cae30144cdae,
    0xc774e64681d3622e,
    0xc4a947d10a5aa466,
    0xda5577a00a913151,
    0xe80e978b3836dcd0,
    0x8dd161f0a3ac00c2,
    0x6857f251a9c0f693,
    0x4923a3683046178e,
    0x6e6fc54a9b81010b,
    0xcb84fa5bb9faec36,
    0x93cbf9db4c5cb1ea,
    0xf215d9b92dc87266,
    0x88f09783d2ae3c57,
    0x6d29f9ce94a90b71,
]
DEGENERATE_OUT = [
    0xa5d32d629e60d72e,
    0x5516ef90d2773d74,
    0x65d3fa1cde45f6cb,
    0x7bf0e725dfa5906b,
    0x67a2db4b141b90e9,
    0x91db162d32309083,
    0xefec1d00146a05c9,
    0xcca0d6566bca8186,
    0x405baeb5b3f87f02,
    0xd897015870278f76,
    0xd4b2ee4810aac7d1,
    0x27b451e706a5c2fc,
    0xe9b4177f0a0effe4,
    0xc60def0f2c5287f,
    0x703aa06d327ccc34,
    0x536f23550ebf98f1,
]
# snapshot: the state as raw Montgomery words (from_raw_u64), the first five outputs' raw words.
SNAPSHOT_RAW_IN = [
    0xffffffff0,
    0xffffffff,
    0xffffffff,
    0x28ffffffd7,
    0x6fffffff9,
    0x2fffffffd,
    0xffffffff,
    0x30ffffffcf,
    0x397fffffc68,
    0xffffffff0,
    0x316bfb7236382123,
    0x216f521b66ef83f5,
    0x5689d7b363f52df0,
    0xeb2f59e3aeae25fc,
    0xb08299d277cbb4dc,
    0xcbe3d9fdc5349140,
]
SNAPSHOT_RAW_OUT5 = [
    0x15d38ea929f6632a,
    0xf988e509ff738bb4,
    0x48bcdfae88a2e9f3,
    0x87339e832daac02a,
    0x511e41268150fdac,
]
# avx512_reduction_regression_vector: the same numbers as canonical values (bfe_array!).
REGRESSION_OUT = [
    0x231da7759f662fd9,
    0x9bad454deb24c327,
    0x8b9f67d40440bc7e,
    0xfd56ad41eb9d2514,
    0xeb4e1c7c2b835d30,
    0x9e8605fe9bc2891f,
    0xda2ae9fe4a6d684,
    0x3944688b8da6e25d,
    0x4bc6d6d4e868ecbe,
    0x229350dccc9c4677,
    0xe532c7c1200d0349,
    0x92c21e7649ef2e40,
    0xa24f5d2fdfd9fc52,
    0xd39172f343dbc0f0,
    0x42362d8f3a6e9720,
    0xf7ee7105bb49bd3e,
]


def digest_hex(d):
    return b"".join(x.to_bytes(8, "little") for x in d).hex()


def main():
    cases = []
    pre = [0] * 10
    steps = []
    for i in range(6):
        d = tip5.hash_10(pre)
        steps.append((list(pre), d))
        pre[i:i + 5] = d
    final = tip5.hash_10(pre)
    assert digest_hex(final) == HASH10_HEX
    steps.append((list(pre), final))
    for xs, d in steps:
        cases.append(case("hash_10", xs, d, CRATE + "hash10_test_vectors_snapshot (the chain's steps; the last asserted)"))
    total = [0] * 5
    for i in range(20):
        d = tip5.hash_varlen(list(range(i)))
        total = [(a + b) % P for a, b in zip(total, d)]
        cases.append(case("hash_varlen", list(range(i)), d, CRATE + "hash_varlen_test_vectors (its summands; the sum asserted)"))
    assert digest_hex(total) == VARLEN_SUM_HEX
    assert tip5.permute(DEGENERATE_IN) == DEGENERATE_OUT
    cases.append(case("permute", DEGENERATE_IN, DEGENERATE_OUT, CRATE + "tip5_recovers_from_degenerate_field_element_representations"))
    snap_in = [w * tip5.MONT_R_INV % P for w in SNAPSHOT_RAW_IN]
    snap_out = tip5.permute(snap_in)
    assert [x * tip5.MONT_R % P for x in snap_out[:5]] == SNAPSHOT_RAW_OUT5
    cases.append(case("permute", snap_in, snap_out, CRATE + "snapshot (inputs from raw Montgomery words; the first five outputs asserted)"))
    assert tip5.permute(SNAPSHOT_RAW_IN) == REGRESSION_OUT
    cases.append(case("permute", SNAPSHOT_RAW_IN, REGRESSION_OUT, CRATE + "avx512_reduction_regression_vector"))
    rng = random.Random(2026112903)
    rand = lambda n: [rng.randrange(P) for _ in range(n)]  # noqa: E731
    for xs in (rand(16), [P - 1] * 16, [0] * 16):
        cases.append(case("permute", xs, tip5.permute(xs), "reference/tip5.py"))
    for xs in (rand(10), [P - 1] * 10):
        cases.append(case("hash_10", xs, tip5.hash_10(xs), "reference/tip5.py"))
    for n in (9, 10, 11, 50, 101):
        xs = rand(n)
        cases.append(case("hash_varlen", xs, tip5.hash_varlen(xs), "reference/tip5.py"))
    # The samplers: a fresh sponge that absorbed `inputs` (one block of ten), then the call.
    for ub, n in ((1, 3), (2, 0), (8, 9), (16, 10), (256, 21), (2**31, 12)):
        xs = rand(10)
        out, _ = tip5.sample_indices(tip5.sponge_absorb([0] * 16, xs), ub, n)
        cases.append(case("sample_indices", xs, out, "reference/tip5.py", upper_bound=ub, count=n))
    for n in (0, 1, 3, 4, 7, 10):
        xs = rand(10)
        out, _ = tip5.sample_scalars(tip5.sponge_absorb([0] * 16, xs), n)
        cases.append(case("sample_scalars", xs, out, "reference/tip5.py", count=n))
    write(
        os.path.join(HERE, "..", "test-vectors", "tip5.json"),
        "Tip5 over Goldilocks (Triton VM / Neptune Cash, crate twenty-first 3.1.1): 'permute' the "
        "permutation (16 cells), 'hash_10' (10 inputs, 5 outputs), 'hash_varlen' (any inputs, 5 "
        "outputs), 'sample_indices' / 'sample_scalars' (a fresh sponge absorbs the 10 inputs, then "
        "'count' indices below 'upper_bound', or 'count' cubic-extension elements as 3 coefficients "
        "each). Values are decimal. Generated by reference/gen_vectors_tip5.py.",
        "tip5",
        "goldilocks",
        P,
        cases,
    )


if __name__ == "__main__":
    main()
