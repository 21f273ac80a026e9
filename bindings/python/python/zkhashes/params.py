"""Round numbers and the audit of every instance (docs/params.md).

- round_numbers(t, alpha, *, field=None, modulus=None, security=128,
  rules="current"): the rounds the Poseidon / Poseidon2 security
  inequalities require, each bound at the minimum, the binding one, the
  result with the margin (a dict).
- audit(*, security=128, rules="current"): one dict per registry instance,
  its rounds against the formulas' minimum and its constants regenerated
  (`zkhashes params --audit`).
"""

from ._zkhashes import audit, round_numbers

__all__ = ["audit", "round_numbers"]
