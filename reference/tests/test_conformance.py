"""The conformance suite (conformance/suite.json): fresh from test-vectors/,
valid against its schema, and the reference implementation's answers to its
bad-input cases well-formed refusals. The whole suite is run through
`zkhashes conformance --cmd` by crates/zkhashes-cli/tests/cli.rs."""
import json
import os
import sys

import jsonschema

HERE = os.path.dirname(__file__)
sys.path.insert(0, os.path.join(HERE, ".."))

import conformance_impl  # noqa: E402
import gen_conformance  # noqa: E402

ROOT = os.path.join(HERE, "..", "..")


def _load(name):
    with open(os.path.join(ROOT, "conformance", name)) as f:
        return json.load(f)


def test_suite_is_fresh():
    with open(gen_conformance.SUITE) as f:
        assert f.read() == json.dumps(gen_conformance.build(), indent=1) + "\n", (
            "run python3 reference/gen_conformance.py"
        )


def test_suite_and_answers_follow_the_schema():
    schema, suite = _load("schema.json"), _load("suite.json")
    jsonschema.validate(suite, schema)
    answer = {"$ref": "#/$defs/answer", "$defs": schema["$defs"]}
    ids = {i["id"] for i in suite["instances"]}
    bad = [c for c in suite["cases"] if "error" in c["expect"]]
    assert len(bad) > 100
    for case in bad:
        assert case["id"] in ids
        request = {k: v for k, v in case.items() if k not in ("expect", "source")}
        reply = conformance_impl.reply(request)
        assert isinstance(reply, dict) and "error" in reply, (case, reply)
        jsonschema.validate(reply, answer)
    for case in suite["cases"]:
        assert case["source"], case


def test_every_instance_has_an_upstream_or_says_reference():
    for inst in _load("suite.json")["instances"]:
        assert inst["upstream"], inst
        assert inst["cases"] >= 1
