"""What the gen_vectors_*.py scripts share: one case of a test-vectors/ file and the file itself
(decimal strings; key order function, inputs, outputs, any extra keys, source)."""

import json


def case(function, inputs, outputs, source, **extra):
    c = {"function": function, "inputs": [str(x) for x in inputs], "outputs": [str(x) for x in outputs]}
    c.update(extra)
    c["source"] = source
    return c


def write(path, comment, family, field, modulus, cases):
    """Writes the vectors file `path` (one-space indent, a final newline)."""
    doc = {"_comment": comment, "family": family, "field": field, "modulus": str(modulus), "cases": cases}
    with open(path, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


def kept_cases(path, source):
    """The cases of the vectors file `path` whose source starts with `source`: what a generator
    keeps when the upstream files it reads are not on this machine."""
    with open(path) as f:
        return [c for c in json.load(f)["cases"] if c["source"].startswith(source)]
