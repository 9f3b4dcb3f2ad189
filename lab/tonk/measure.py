"""Measurement tools (never used by a player): an oracle for drop decisions, simulator duels.

**Drop oracle.**  A drop decision's outcome depends on cards no seat can see, so the arena
measures a drop rule only through the noise of whole hands.  This tool plays engine hands with
``basic`` at every seat and, at each decision where a seat may drop with a count of 22 or
less, values both options on the *true* hidden state: the drop's payout exactly, going on by
the mean of ``--rollouts`` rollouts of the simulator's policy (the stock reshuffled each time,
since its order is hidden from everyone).  It records the rule inputs so that drop rules can
be compared by their regret (the oracle's best value minus the value of the rule's choice)::

    python -m lab.tonk.measure drops --hands 1500 --seed 50000 --out /tmp/d1.jsonl
    python -m lab.tonk.measure fit /tmp/d1.jsonl,/tmp/d2.jsonl /tmp/d3.jsonl,/tmp/d4.jsonl

It reads the match's internals (``match.current``), which is why it lives in ``lab/``, apart
from the players, and is never imported by them.

**Simulator duels.**  ``basic`` plays exactly the simulator's policy, so a variant of one seat's
rules can be measured against ``basic`` in the simulator, thousands of duplicate deals a minute
(every seat rotation, the same payouts as the engine)::

    python -m lab.tonk.measure duel --deals 8000 '{"near": 8, "gap": 4}'

Variant keys: ``near``/``gap`` (discard keep bonuses), ``informed`` (drop on ``strong``'s
informed model), ``margin`` (drop margin), ``low`` and ``swap`` (take a discard of value at most
``low`` that replaces a card ``swap`` higher).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from typing import Any

from games import new_match
from games.actions import DROP
from games.players import choose_for, make_player
from games.players.tonk import model
from games.players.tonk.knowledge import Knowledge, read_view
from games.players.tonk.sim import (
    DROP_CEILING,
    DROP_MARGIN,
    KEEP_GAP,
    KEEP_NEAR,
    VAL,
    Sim,
    best_spreads,
    keep_bonus,
    melds_with,
    pick_discard,
)
from games.tonk import TonkMatch
from games.tonk.melds import count

MARGINS = (-1.0, -0.6, -0.4, -0.2, 0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2)


def true_sim(m: TonkMatch, k: Knowledge) -> Sim:
    """The match's real hand as a ``Sim`` (the oracle's privilege)."""
    h = m.current
    s = Sim(h.opts, h.n)
    s.hands = list(h.hands)
    s.stock = list(h.stock)
    s.pile = list(h.pile)
    s.sp_masks = list(h.sp_masks)
    s.sp_acc = list(h.sp_acc)
    s.sp_owner = list(h.sp_owner)
    s.acc_all = h.acc_all
    s.locks = list(h.locks)
    s.quiet = h.quiet
    s.turn = h.turn
    s.turns = list(k.turns_taken)
    s.drawn = h.drawn
    s.taken = h.taken
    s.melded = h.melded
    s.new_spread = h.new_spread
    s.started_empty = h.started_empty
    return s


def drops(hands: int, rollouts: int, seed: int, seats: int, out: Any) -> int:
    """Play ``hands`` engine hands with ``basic`` at every seat and write one row per decision
    where a seat may drop with a count of ``DROP_CEILING`` or less: both options valued on the
    true hidden state, and the inputs of the drop rules (see ``fit``)."""
    from games.players.tonk.strong import informed_drop_value, opponents_above

    basic = make_player("basic", "tonk")
    rng = random.Random(seed)
    rows = 0
    for g in range(hands):
        m = new_match("tonk", {"max_players": 5}, seats=seats, seed=seed + g)
        assert isinstance(m, TonkMatch)
        while not m.results:
            seat = m.to_act[0]
            k = read_view(m.view(seat))
            mine = count(k.hand)
            if (
                not k.drawn
                and DROP in m.legal_actions(seat)
                and mine <= DROP_CEILING
                and k.stock_size
            ):
                base = true_sim(m, k)
                w = base.clone()
                w.drop(seat)
                dropped = w.payouts[seat]  # type: ignore[index]
                total = 0.0
                for i in range(rollouts):
                    w = base.clone()
                    random.Random(i).shuffle(w.stock)
                    w.draw(seat, bool(w.pile) and w.wants_discard(seat, w.pile[-1]))
                    if not w.play_out(seat):
                        w.rollout()
                    total += w.payouts[seat]  # type: ignore[index]
                opps = [(k.sizes[j], k.turns_taken[j]) for j in k.others]
                row = {
                    "drop": dropped,
                    "go_on": total / rollouts,
                    "informed": informed_drop_value(k),
                    "model": model.drop_value(seats, mine, opps, k.opts.caught_mode),
                    "count": mine,
                    "size": k.sizes[seat],
                    "turns": sum(k.turns_taken),
                    "short": any(0 < k.sizes[j] <= 2 for j in k.others),
                    "ps": [round(p, 4) for p in opponents_above(k)],
                    "took": [k.last_draw_discard[j] for j in k.others],
                    "mode": k.opts.caught_mode,
                }
                out.write(json.dumps(row) + "\n")
                rows += 1
            m.apply(seat, choose_for(m, seat, basic, rng))
    return rows


def regret(rows: list[dict[str, Any]], key: str, margin: float) -> float:
    """Mean regret of "drop when ``row[key]`` > ``margin``"."""
    total = 0.0
    for r in rows:
        best = max(r["drop"], r["go_on"])
        total += best - (r["drop"] if r[key] > margin else r["go_on"])
    return total / len(rows)


def schedule_regret(rows: list[dict[str, Any]], params: tuple[float, float, float, float]) -> float:
    """Mean regret of ``strong``'s drop rule with (start, per turn, short hands, take factor):
    drop when the informed value, an opponent that just took the discard scaled by the factor,
    exceeds the margin for that point of the hand."""
    start, per_turn, short, factor = params
    total = 0.0
    for r in rows:
        ps = [p * factor if t else p for p, t in zip(r["ps"], r["took"], strict=True)]
        value = model.value_of_drop(ps, r["mode"])
        margin = short if r["short"] else start + per_turn * min(r["turns"], 8)
        best = max(r["drop"], r["go_on"])
        total += best - (r["drop"] if value > margin else r["go_on"])
    return total / len(rows)


SCHEDULES = [
    (a / 10, b / 100, c / 10, f / 10)
    for a in range(0, 13, 2)
    for b in range(-20, 1, 4)
    for c in (3, 6, 9, 12)
    for f in (6, 8, 10)
]


def fit(train: list[dict[str, Any]], test: list[dict[str, Any]]) -> dict[str, Any]:
    """The best margin on ``train`` for the informed estimate and the best drop schedule, with
    every rule's regret on ``test``."""
    best = min(MARGINS, key=lambda mg: regret(train, "informed", mg))
    out: dict[str, Any] = {
        "decisions": [len(train), len(test)],
        "basic_rule_test_regret": round(regret(test, "model", DROP_MARGIN), 4),
        "informed_margin": best,
        "informed_test_regret": round(regret(test, "informed", best), 4),
    }
    if all("ps" in r for r in train + test):
        sched = min(SCHEDULES, key=lambda p: schedule_regret(train, p))
        out["schedule"] = sched
        out["schedule_test_regret"] = round(schedule_regret(test, sched), 4)
        from games.players.tonk import strong

        mine = (
            strong.MARGIN_START,
            strong.MARGIN_PER_TURN,
            strong.MARGIN_SHORT_HANDS,
            strong.LAST_TAKE_FACTOR,
        )
        out["strong_test_regret"] = round(schedule_regret(test, mine), 4)
    return out


def _variant_turn(s: Sim, seat: int, v: dict[str, Any]) -> bool:
    """One turn of ``basic``'s rules with the variant's parameters; True if the hand ended."""
    near, gap = v.get("near", KEEP_NEAR), v.get("gap", KEEP_GAP)
    hand = s.hands[seat]
    mine = count(hand)
    if not s.locks[seat] and s.stock and mine <= DROP_CEILING:
        n = s.n
        ps = []
        for j in range(n):
            if j == seat:
                continue
            size, rnd = s.hands[j].bit_count(), s.turns[j]
            if size <= 0 or mine >= model.MAX_COUNT:
                ps.append(0.0)
                continue
            thrown = j == (seat - 1) % n and bool(s.pile) and rnd > 0 and v.get("informed")
            row = (
                model.prev_row(n, size, rnd, VAL[s.pile[-1]])
                if thrown
                else model.above_row(n, size, rnd)
            )
            ps.append(row[mine])
        if model.value_of_drop(ps, s.mode) > v.get("margin", DROP_MARGIN):
            s.drop(seat)
            return True

    def wants(top: int) -> bool:
        h = s.hands[seat]
        if s.acc_all >> top & 1 or melds_with(top, h):
            return True
        if VAL[top] > v.get("low", 3):
            return False
        worst = max(
            (VAL[c] for c in range(52) if h >> c & 1 and not keep_bonus(c, h & ~(1 << c))),
            default=0,
        )
        return bool(worst - VAL[top] >= v.get("swap", 5))

    if not s.stock:
        if not (s.pile and wants(s.pile[-1])):
            s.turns[seat] += 1
            s.end()
            return True
        s.draw(seat, True)
    else:
        s.draw(seat, bool(s.pile) and wants(s.pile[-1]))
    for m in best_spreads(s.hands[seat]):
        if s.lay(seat, m):
            return True
    while s.hands[seat] & s.acc_all:
        x = s.hands[seat] & s.acc_all
        if s.hit_any(seat, (x & -x).bit_length() - 1):
            return True
    return s.discard(seat, pick_discard(s.hands[seat], -1, near, gap))


def duel(variant: dict[str, Any], deals: int, seats: int = 3) -> tuple[float, float]:
    """Mean margin per deal (and its 95% half-width) of one seat playing ``variant`` against
    ``basic`` in the simulator, over every seat rotation of each deal."""
    from games.tonk.options import Options
    from lab.tonk.deals import deal_sim

    opts = Options(max_players=5)
    margins = []
    for d in range(deals):
        total = 0.0
        for a in range(seats):
            s = deal_sim(opts, seats, random.Random(d), 0)
            for _ in range(400):
                seat = s.turn
                if _variant_turn(s, seat, variant) if seat == a else s.policy_turn(seat):
                    break
            pay = s.payouts or [0] * seats
            total += pay[a] - (sum(pay) - pay[a]) / (seats - 1)
        margins.append(total / seats)
    mean = statistics.fmean(margins)
    return mean, 1.96 * statistics.stdev(margins) / len(margins) ** 0.5


def _load(paths: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for p in paths.split(","):
        with open(p) as f:
            rows.extend(json.loads(line) for line in f)
    return rows


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(prog="python -m lab.tonk.measure")
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("drops")
    d.add_argument("--hands", type=int, default=1500)
    d.add_argument("--rollouts", type=int, default=60)
    d.add_argument("--seed", type=int, default=50000)
    d.add_argument("--seats", type=int, default=3)
    d.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("train")
    f.add_argument("test")
    v = sub.add_parser("duel")
    v.add_argument("variant", nargs="+", help="JSON objects, one duel each")
    v.add_argument("--deals", type=int, default=4000)
    v.add_argument("--seats", type=int, default=3)
    args = ap.parse_args(argv)
    if args.cmd == "duel":
        for spec in args.variant:
            mean, hw = duel(json.loads(spec), args.deals, args.seats)
            print(f"{spec}: {mean:+.3f} +- {hw:.3f} a deal against basic ({args.deals} deals)")
    elif args.cmd == "drops":
        with open(args.out, "w") as out:
            n = drops(args.hands, args.rollouts, args.seed, args.seats, out)
        print(f"{n} drop decisions written to {args.out}")
    else:
        a, b = _load(args.train), _load(args.test)
        print(json.dumps({"a->b": fit(a, b), "b->a": fit(b, a)}))


if __name__ == "__main__":
    main(sys.argv[1:])
