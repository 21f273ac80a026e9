"""Poseidon / Poseidon2 round numbers from the security inequalities (an
independent oracle for `zkhashes::params::rounds`).

The bounds and the search are those of the Poseidon authors' round-number
scripts (hadeshash `calc_round_numbers.py`, 2019; the 2023 scripts with the
eprint 2023/537 condition), evaluated in Python floats as they are there.
Written from the formulas; docs/params.md cites the sources.
"""
import math


def _log(x, base):
    return math.log(x, base)


def bounds(p, t, alpha, m, r_f, r_p, rules):
    """[(name, required, holds)] at (r_f, r_p)."""
    n = p.bit_length()
    log2p = _log(p, 2)
    l2a = _log(2, alpha)
    out = []

    def push(name, req):
        req = math.ceil(req)
        out.append((name, req, r_f >= req))

    push("statistical", 6 if m <= math.floor(log2p - (alpha - 1) / 2.0) * (t + 1) else 10)
    push("interpolation", 1 + math.ceil(l2a * min(m, n)) + math.ceil(_log(t, alpha)) - r_p)
    if rules == "2019":
        push("groebner-1", 1 + l2a * min(m / 3.0, log2p / 2.0) - r_p)
        push("groebner-2", t - 1 + min(l2a * m / (t + 1.0), l2a * log2p / 2.0) - r_p)
    elif rules == "current":
        push("groebner-1", l2a * min(m, log2p) - r_p)
        push("groebner-2", t - 1 + l2a * min(m / (t + 1.0), log2p / 2.0) - r_p)
        push("groebner-3", (t - 2 + m / (2 * _log(alpha, 2)) - r_p) / (t - 1.0))
        r = math.floor(t / 3.0)
        over = (r_f - 1) * t + r_p + r + r * (r_f // 2) + r_p + alpha
        under = r * (r_f // 2) + r_p + alpha
        c = math.comb(over, under)
        try:
            blog = _log(c, 2)
        except OverflowError:
            blog = m + 1
        cost = math.ceil(2 * blog)
        out.append(("binomial-2023-537", cost, cost >= m))
    else:
        raise ValueError("rules: 2019 or current")
    return out


def round_numbers(p, t, alpha, m=128, rules="current"):
    """(R_F, R_P) with the security margin: the scripts' brute-force search."""
    # Every bound is monotone in R_F and cost grows with it, so only the first
    # R_F that holds at each R_P can win; the search ends once even R_F = 4
    # would cost more than the best (the result is the full search's).
    best = None
    for r_p in range(1, 500):
        if best is not None and t * 6 + int(math.ceil(r_p * 1.075)) > best[2]:
            break
        for r_f in range(4, 100, 2):
            if all(h for _, _, h in bounds(p, t, alpha, m, r_f, r_p, rules)):
                rf_m, rp_m = r_f + 2, int(math.ceil(r_p * 1.075))
                cost = t * rf_m + rp_m
                if best is None or cost < best[2] or (cost == best[2] and rf_m < best[0]):
                    best = (rf_m, rp_m, cost)
                break
    return best[0], best[1]
