"""Self-play calibration of the bid model (an offline tool; the players never run it).

For random deals, every seat in turn is made the bidder with every trump suit, the hand is
played out by the rule-based policy (``sim.play_deal``), and the bidder team's points are
recorded with the features of its dealt hand.  A least-squares fit gives ``model.COEF``; the
observed points, bucketed by the fitted expectation, give the distribution the auction uses.

    python -m lab.schmier.calibrate --deals 10000 --teams 3x2 --seed 11 > cal3.json
    python -m lab.schmier.calibrate --deals 10000 --teams 2x3 --seed 12 > cal2.json
    python -m lab.schmier.calibrate --render cal3.json cal2.json > model_data.py

The fit is ``lab.fit``'s pure-Python least squares (the first fits used numpy's ``lstsq``;
the rounded coefficients agree).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

from games.cards import mask_of
from games.players.schmier.model import features
from games.players.schmier.sim import Rules, play_deal
from lab.fit import least_squares, predict

BUCKETS_PER_POINT = 4
N_BUCKETS = 6 * BUCKETS_PER_POINT + 1


def collect(deals: int, n_teams: int, seed: int) -> tuple[list[list[float]], list[int], list[int]]:
    """Features, bidder-team points and the other teams' total points, one row per
    (deal, bidder seat, trump)."""
    rules = Rules(n_teams=n_teams)
    rng = random.Random(seed)
    xs: list[list[float]] = []
    ys: list[int] = []
    others: list[int] = []
    for _ in range(deals):
        deck = list(range(53))
        rng.shuffle(deck)
        hands = [mask_of(deck[s * 6 : s * 6 + 6]) for s in range(6)]
        stock = deck[36:]
        dealer = 0
        for bidder in range(6):
            for trump in range(4):
                st = play_deal(trump, hands, stock, dealer, bidder, 3, rules)
                pts = st.points(n_teams)
                bt = bidder % n_teams
                xs.append(features(hands[bidder], trump, bidder == dealer))
                ys.append(pts[bt])
                others.append(sum(pts) - pts[bt])
    return xs, ys, others


def fit(xs: list[list[float]], ys: list[int], others: list[int]) -> dict[str, object]:
    """The least-squares weights, the residual spread, and per bucket of the fitted
    expectation the distribution of the points taken and the others' mean points."""
    coef, _ = least_squares([(x, float(y)) for x, y in zip(xs, ys, strict=True)])
    mu = [predict(coef, x) for x in xs]
    resid = [y - m for y, m in zip(ys, mu, strict=True)]
    r2 = 1 - _var(resid) / _var([float(y) for y in ys])
    idx = [min(max(round(m * BUCKETS_PER_POINT), 0), N_BUCKETS - 1) for m in mu]
    dist: list[list[float] | None] = []
    oth: list[float | None] = []
    counts = []
    for b in range(N_BUCKETS):
        sel = [i for i, x in enumerate(idx) if x == b]
        n = len(sel)
        counts.append(n)
        if n < 30:
            dist.append(None)
            oth.append(None)
            continue
        hist = [0] * 7
        for i in sel:
            if 0 <= ys[i] < 7:
                hist[ys[i]] += 1
        dist.append([round(h / n, 4) for h in hist])
        oth.append(round(sum(others[i] for i in sel) / n, 3))
    # fill thin buckets from the nearest filled one
    filled = [i for i, d in enumerate(dist) if d is not None]
    for i in range(N_BUCKETS):
        if dist[i] is None:
            j = min(filled, key=lambda f: abs(f - i))
            dist[i], oth[i] = dist[j], oth[j]
    return {
        "coef": [round(c, 4) for c in coef],
        "r2": round(r2, 4),
        "resid_sd": round(math.sqrt(_var(resid)), 4),
        "dist": dist,
        "others": oth,
        "counts": counts,
        "rows": len(ys),
    }


def _var(xs: list[float]) -> float:
    """The population variance (what the first fits took from numpy)."""
    mean = sum(xs) / len(xs)
    return sum((x - mean) ** 2 for x in xs) / len(xs)


def render(fits: dict[int, dict[str, object]]) -> str:
    """``model_data.py`` from the fits of each team layout (keyed by the number of teams)."""
    lines = [
        '"""Calibrated bid-model data: ``python -m lab.schmier.calibrate --render``'
        ' (docs/ai/schmier.md)."""',
        "",
        "from __future__ import annotations",
        "",
        "from dataclasses import dataclass",
        "",
        "",
        "@dataclass(frozen=True)",
        "class TeamModel:",
        "    coef: tuple[float, ...]",
        '    """``model.features`` weights: the bidder team\'s expected hand points."""',
        "    buckets_per_point: int",
        "    dist: tuple[tuple[float, ...], ...]",
        '    """``dist[bucket][k]``: P(the bidder\'s team takes k points), by expectation."""',
        "    others: tuple[float, ...]",
        '    """Mean points the other teams take together, by bucket."""',
        "",
        "",
        "PASS_MARGIN = -0.3",
        '"""The margin a seat expects when it passes (another seat may bid, or a redeal)."""',
        "",
        "MODELS = {",
    ]
    for n, f in sorted(fits.items()):
        lines.append(f"    {n}: TeamModel(  # {f['rows']} rows, R^2 {f['r2']}")
        lines.append(f"        coef={tuple(f['coef'])!r},")  # type: ignore[arg-type]
        lines.append(f"        buckets_per_point={BUCKETS_PER_POINT},")
        lines.append("        dist=(")
        for row in f["dist"]:  # type: ignore[attr-defined]
            lines.append(f"            {tuple(row)!r},")
        lines.append("        ),")
        lines.append(f"        others={tuple(f['others'])!r},")  # type: ignore[arg-type]
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--teams", choices=("3x2", "2x3"), default="3x2")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--render",
        nargs=2,
        metavar=("FIT_3X2", "FIT_2X3"),
        help="write model_data.py (to stdout) from two fits made by this tool",
    )
    args = p.parse_args(argv)
    if args.render:
        fits = {}
        for n, path in zip((3, 2), args.render, strict=True):
            with open(path, encoding="utf-8") as fh:
                fits[n] = json.load(fh)
        sys.stdout.write(render(fits))
        return 0
    xs, ys, others = collect(args.deals, 3 if args.teams == "3x2" else 2, args.seed)
    json.dump(fit(xs, ys, others), sys.stdout)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
