"""How often ``strong`` with its savings makes ``strong-ref``'s decision, and at what CPU cost.

The savings (early stops, ``games/players/*/stopping.py``) are meant to change almost no
decision.  This plays seeded hands with ``strong-ref`` at every seat and, at each decision,
asks both levels with the same random state, so both face exactly the same positions::

    python -m lab.tonk.savings tonk --deals 10
    python -m lab.tonk.savings schmier --deals 10

It prints the share of decisions that agree and both levels' CPU time per decision (p50, p95).
Measurement only (never imported at run time).
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import time

from games import match_class
from games.players import choose_for, make_player

FAR = 1e6
CAPS = ("HARD_SECONDS", "SOFT_BUDGET")
"""Time caps of the strong players' own, lifted like the deadline: a loaded machine must not
change a decision."""


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] * 1000 if xs else 0.0


def compare(game: str, deals: int, seed: int = 1) -> dict[str, float]:
    """Agreement and CPU times over ``deals`` hands played by ``strong-ref``."""
    ref = make_player("strong-ref", game)
    new = make_player("strong", game)
    module = sys.modules[type(new).__module__]
    for cap in CAPS:
        if hasattr(module, cap):
            setattr(module, cap, FAR)
    t_ref: list[float] = []
    t_new: list[float] = []
    agree = total = 0
    for i in range(deals):
        match = match_class(game)(None, seed=f"savings/{seed}/{i}")
        rng = random.Random(f"savings/{seed}/{i}")
        for _ in range(5000):
            if match.is_over or any(not getattr(r, "redeal", False) for r in match.results):
                break
            seat = match.to_act[0]
            twin = copy.deepcopy(rng)
            t0 = time.process_time()
            a_new = choose_for(match, seat, new, twin, FAR)
            t1 = time.process_time()
            a_ref = choose_for(match, seat, ref, rng, FAR)
            t2 = time.process_time()
            if len(match.legal_actions(seat)) > 1:
                total += 1
                agree += a_new == a_ref
            t_new.append(t1 - t0)
            t_ref.append(t2 - t1)
            match.apply(seat, a_ref)
    return {
        "decisions": len(t_ref),
        "choices": total,
        "agree": agree / total if total else 1.0,
        "ref_p50": _pct(t_ref, 0.5),
        "ref_p95": _pct(t_ref, 0.95),
        "new_p50": _pct(t_new, 0.5),
        "new_p95": _pct(t_new, 0.95),
        "ref_mean": statistics.fmean(t_ref) * 1000 if t_ref else 0.0,
        "new_mean": statistics.fmean(t_new) * 1000 if t_new else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    r = compare(args.game, args.deals, args.seed)
    print(
        f"{args.game}: {r['decisions']} decisions, {r['choices']} with a choice, "
        f"agree {r['agree']:.1%}; strong-ref p50 {r['ref_p50']:.1f} p95 {r['ref_p95']:.1f} "
        f"mean {r['ref_mean']:.1f} ms; strong p50 {r['new_p50']:.1f} p95 {r['new_p95']:.1f} "
        f"mean {r['new_mean']:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
