"""zkhashes.params: the round numbers of published tables and the audit of
every registry instance (the core's tests check the same figures; these
check the Python surface)."""

import pytest

import zkhashes
from zkhashes import params


def test_round_numbers_reproduce_published_tables() -> None:
    bn = params.round_numbers(3, 5, field="bn254")
    assert (bn["rounds_full"], bn["rounds_partial"]) == (8, 56)
    assert bn["binding"] == ["interpolation"]
    assert {b["name"] for b in bn["bounds"]} >= {"statistical", "interpolation"}
    assert all(b["holds"] for b in bn["bounds"])
    # Plonky3's BabyBear width 16 by modulus; KoalaBear (alpha = 3) width 16.
    bb = params.round_numbers(16, 7, modulus=2**31 - 2**27 + 1)
    assert (bb["rounds_full"], bb["rounds_partial"]) == (8, 13)
    kb = params.round_numbers(16, 3, field="koalabear")
    assert (kb["rounds_full"], kb["rounds_partial"]) == (8, 20)
    # circom's t = 5 under the 2019 script (57 before rounding to 60).
    c5 = params.round_numbers(5, 5, field="bn254", rules="2019")
    assert -(-c5["rounds_partial"] // 5) * 5 == 60


def test_bad_parameters_raise_typed_errors() -> None:
    with pytest.raises(zkhashes.UnknownNameError):
        params.round_numbers(3, 5, field="m61")
    with pytest.raises(zkhashes.ZkhashesError):
        params.round_numbers(3, 3, field="bn254")  # gcd(3, p - 1) != 1
    with pytest.raises(zkhashes.ZkhashesError):
        params.round_numbers(3, 5, field="bn254", rules="2020")
    with pytest.raises(zkhashes.ZkhashesError):
        params.round_numbers(3, 5)
    with pytest.raises(zkhashes.ZkhashesError):
        params.audit(rules="2020")


def test_audit_has_a_line_per_instance_and_flags_only_gnark_t2() -> None:
    lines = params.audit()
    ids = [line["id"] for line in lines]
    assert len(ids) == len(set(ids))
    for name, kind, field, _widths, _ in zkhashes.instances():
        assert any(
            line["entry"] == name and line["field"] == field and line["kind"] == kind for line in lines
        ), (name, kind, field)
    kb = next(line for line in lines if line["id"] == "poseidon2/plonky3/koalabear/t16")
    assert (kb["alpha"], kb["rounds_full"], kb["rounds_partial"]) == (3, 8, 20)
    assert kb["min_rounds_partial"] == 16 and kb["verdict"] == "margin"
    assert kb["regenerated"]["first_difference"] is None
    # gnark-crypto's default BN254 Poseidon2 (t = 2, R_F 6, R_P 50) is below the interpolation
    # bound (52 at R_F 6): run as gnark runs it, and flagged (docs/params.md).
    assert [line["id"] for line in lines if line["flagged"]] == ["poseidon2/gnark/bn254/t2"]
    risc0 = next(line for line in lines if line["id"] == "poseidon/risc0/bn254/t3")
    assert risc0["verdict"] == "not-covered"
