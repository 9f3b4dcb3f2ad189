"""Tonk player variants, measured against each other on the same deals.

A 300-deal arena of ``strong`` against ``basic`` is about ±0.09 stake wide, as wide as the whole
edge, so one arena per variant cannot tell two versions of ``strong`` apart.  Played on the same
deals, most deals go exactly the same way under both versions; the per-deal difference is zero
there, and the paired interval is far tighter.

``arena`` runs ``strong`` (with some of its or the rollouts' module constants replaced) against
``basic`` and stores each deal's margin; ``compare`` prints the paired difference of two stored
runs of the same seed; ``drops`` plays only the drop rule in the simulator (the duel of
``lab/tonk/measure.py``, with ``strong``'s full rule: margin schedule, take factor, and the
variants below).  Run it from the repository root as a module, so that ``lab`` is found::

    python -m benchmarks.tonk_variants arena --seed 1 --out /tmp/a.json
    python -m benchmarks.tonk_variants arena --seed 1 --out /tmp/b.json ROLLOUTS=1200 SWITCH_Z=0.5
    python -m benchmarks.tonk_variants compare /tmp/b.json /tmp/a.json
    python -m benchmarks.tonk_variants drops '{}' '{"alpha": 1.5}' '{"keep_shift": 0.2}'

Drop variants: ``alpha`` reweights each opponent's count distribution by (hands of that size and
count the unseen cards allow / the same from the full pack) to the power ``alpha``; ``keep_shift``
raises the margin when the hand holds a pair or near run; ``size_shift`` per card held above
three; ``shift`` everywhere; ``take`` replaces ``LAST_TAKE_FACTOR``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from math import comb
from typing import Any

from games.arena import run_arena
from games.players.tonk import model, sim, strong
from games.players.tonk.sim import DROP_CEILING, VAL, Sim, keep_bonus
from games.tonk.melds import count
from games.tonk.options import Options
from lab.tonk.deals import deal_sim
from lab.tonk.measure import _variant_turn

FULL = (1 << 52) - 1


def patch(assignments: list[str]) -> None:
    """Apply ``NAME=JSON`` to ``strong`` (or, failing that, ``sim``); ``ROLLOUTS`` sets the
    player's default budget."""
    for item in assignments:
        name, text = item.split("=", 1)
        value = json.loads(text)
        if name == "ROLLOUTS":
            strong.StrongPlayer.__init__.__defaults__ = (value,)
        elif hasattr(strong, name):
            setattr(strong, name, value)
        elif hasattr(sim, name):
            setattr(sim, name, value)
        else:
            raise SystemExit(f"no constant {name} in strong.py or sim.py")


def half_width(xs: list[float]) -> float:
    return 1.96 * statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else 0.0


# ----- the drop rule alone, in the simulator ------------------------------------------------


def subsets_by_count(mult: list[int]) -> list[list[int]]:
    """``W[k][s]``: how many ``k``-card hands (k <= 5) of count ``s`` a pack with ``mult[v]``
    cards of value ``v`` holds."""
    w = [[0] * 51 for _ in range(6)]
    w[0][0] = 1
    for v in range(1, 11):
        m = mult[v]
        if not m:
            continue
        new = [row[:] for row in w]
        for k in range(5):
            for s, ways in enumerate(w[k]):
                if not ways:
                    continue
                for j in range(1, min(m, 5 - k) + 1):
                    if s + j * v > 50:
                        break
                    new[k + j][s + j * v] += ways * comb(m, j)
        w = new
    return w


FULL_PACK = subsets_by_count([0] + [4] * 9 + [16])


def p_above_given_pool(
    row: list[float], size: int, w: list[list[int]], mine: int, alpha: float
) -> float:
    size = min(size, 5)
    num = total = 0.0
    prev = 1.0
    for c in range(51):
        p = row[c]
        mass, prev = max(0.0, prev - p), p
        ref = FULL_PACK[size][c]
        if not ref or not mass:
            continue
        x = mass * (w[size][c] / ref) ** alpha
        total += x
        if c > mine:
            num += x
    return num / total if total > 0 else row[mine]


def strong_drops(s: Sim, seat: int, took: list[bool], v: dict[str, Any]) -> bool:
    """``strong``'s drop rule on the simulator's state, with the variant's changes."""
    mine = count(s.hands[seat])
    if s.locks[seat] or not s.stock or mine > DROP_CEILING:
        return False
    n = s.n
    alpha = v.get("alpha", 0)
    w: list[list[int]] = []
    if alpha:
        seen = s.hands[seat] | (1 << s.pile[-1] if s.pile else 0)
        for m in s.sp_masks:
            seen |= m
        mult = [0] * 11
        for c in range(52):
            if (FULL & ~seen) >> c & 1:
                mult[VAL[c]] += 1
        w = subsets_by_count(mult)
    ps = []
    sizes = []
    for i in range(1, n):
        j = (seat + i) % n
        size, rnd = s.hands[j].bit_count(), s.turns[j]
        sizes.append(size)
        if size <= 0 or mine >= model.MAX_COUNT:
            ps.append(0.0)
            continue
        if j == (seat - 1) % n and s.pile and rnd > 0:
            row = model.prev_row(n, size, rnd, VAL[s.pile[-1]])
        else:
            row = model.above_row(n, size, rnd)
        p = p_above_given_pool(row, size, w, mine, alpha) if alpha else row[mine]
        ps.append(p * v.get("take", strong.LAST_TAKE_FACTOR) if took[j] else p)
    value = model.value_of_drop(ps, s.mode)
    margin = strong.margin_for(n, sizes, sum(s.turns))
    hand = s.hands[seat]
    if any(keep_bonus(c, hand & ~(1 << c)) >= 4 for c in range(52) if hand >> c & 1):
        margin += v.get("keep_shift", 0.0)
    margin += v.get("size_shift", 0.0) * (hand.bit_count() - 3) + v.get("shift", 0.0)
    return value > margin


def drop_margin_of_deal(d: int, v: dict[str, Any], seats: int = 3) -> float:
    total = 0.0
    for a in range(seats):
        s = deal_sim(Options(max_players=5), seats, random.Random(d), 0)
        took = [False] * seats
        for _ in range(400):
            seat = s.turn
            before = len(s.pile)
            if seat == a:
                if strong_drops(s, seat, took, v):
                    s.drop(seat)
                    break
                # strong's discard keeps pairs and near runs harder; never drops here
                ended = _variant_turn(s, seat, {"margin": 1e9, "near": 8, "gap": 4})
            else:
                ended = s.policy_turn(seat)
            if ended:
                break
            took[seat] = len(s.pile) == before  # the pile lost its top and got a discard
        pay = s.payouts or [0] * seats
        total += pay[a] - (sum(pay) - pay[a]) / (seats - 1)
    return total / seats


def main() -> None:
    ap = argparse.ArgumentParser(prog="python benchmarks/tonk_variants.py")
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("arena")
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--deals", type=int, default=300)
    a.add_argument("--out", required=True)
    a.add_argument("assign", nargs="*", help="NAME=JSON constants of strong.py / sim.py")
    c = sub.add_parser("compare")
    c.add_argument("variant")
    c.add_argument("base")
    d = sub.add_parser("drops")
    d.add_argument("--deals", type=int, default=10000)
    d.add_argument("variants", nargs="+", help="JSON objects; the first is the base")
    args = ap.parse_args()
    if args.cmd == "arena":
        patch(args.assign)
        r = run_arena("tonk", "strong", "basic", deals=args.deals, seed=args.seed)
        with open(args.out, "w") as f:
            json.dump({"assign": args.assign, "seed": args.seed, "margins": r.margins}, f)
        print(
            f"{args.assign} seed {args.seed}: {r.mean:+.3f} ± {r.half_width:.3f} "
            f"({r.seconds:.0f} s)"
        )
    elif args.cmd == "compare":
        with open(args.variant) as f:
            x = json.load(f)
        with open(args.base) as f:
            y = json.load(f)
        if (x["seed"], len(x["margins"])) != (y["seed"], len(y["margins"])):
            raise SystemExit("the two runs must have the same seed and number of deals")
        diff = [p - q for p, q in zip(x["margins"], y["margins"], strict=True)]
        print(
            f"{x['assign']} - {y['assign']}, seed {x['seed']}: {statistics.fmean(diff):+.3f} "
            f"± {half_width(diff):.3f} ({sum(1 for t in diff if t)} of {len(diff)} deals differ)"
        )
    else:
        variants = [json.loads(t) for t in args.variants]
        runs = [[drop_margin_of_deal(i, v) for i in range(args.deals)] for v in variants]
        for v, r in zip(variants, runs, strict=True):
            diff = [p - q for p, q in zip(r, runs[0], strict=True)]
            print(
                f"{json.dumps(v)}: {statistics.fmean(r):+.4f} ± {half_width(r):.4f} against basic, "
                f"{statistics.fmean(diff):+.4f} ± {half_width(diff):.4f} against the first"
            )


if __name__ == "__main__":
    main()
