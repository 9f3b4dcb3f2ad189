"""Measurement only: value drop decisions with every hand known (never used by a player).

A drop decision's outcome depends on cards no seat can see, so the arena measures a drop rule
only through the noise of whole hands.  This tool plays engine hands with ``basic`` at every
seat and, at each decision where a seat may drop with a count of 22 or less, values both
options on the *true* hidden state: the drop's payout exactly, going on by the mean of
``--rollouts`` rollouts of the simulator's policy (the stock reshuffled each time, since its
order is hidden from everyone).  It records the rule inputs so that drop rules can be compared
by their regret (the oracle's best value minus the value of the rule's choice)::

    python -m games.players.tonk.oracle drops --hands 1500 --seed 50000 --out /tmp/d1.jsonl
    python -m games.players.tonk.oracle fit /tmp/d1.jsonl,/tmp/d2.jsonl /tmp/d3.jsonl,/tmp/d4.jsonl

It reads the match's internals (``match.current``), which is why it lives apart from the
players and is never imported by them.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from games import new_match
from games.actions import DROP
from games.players import choose_for, make_player
from games.players.tonk import model
from games.players.tonk.knowledge import Knowledge, read_view
from games.players.tonk.sim import Sim
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
    from games.players.tonk.strong import informed_drop_value

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
            if not k.drawn and DROP in m.legal_actions(seat) and mine <= 22 and k.stock_size:
                base = true_sim(m, k)
                w = base.clone()
                w.drop(seat)
                dropped = w.payouts[seat]  # type: ignore[index]
                total = 0.0
                for i in range(rollouts):
                    w = base.clone()
                    random.Random(i).shuffle(w.stock)
                    w.draw(seat, False)
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


def fit(train: list[dict[str, Any]], test: list[dict[str, Any]]) -> dict[str, Any]:
    """The best margin on ``train`` for the informed estimate, and both rules' test regret."""
    best = min(MARGINS, key=lambda mg: regret(train, "informed", mg))
    return {
        "decisions": [len(train), len(test)],
        "basic_rule_test_regret": round(regret(test, "model", 0.3), 4),
        "informed_margin": best,
        "informed_test_regret": round(regret(test, "informed", best), 4),
        "informed_at_0.3_test_regret": round(regret(test, "informed", 0.3), 4),
    }


def _load(paths: str) -> list[dict[str, Any]]:
    rows = []
    for p in paths.split(","):
        with open(p) as f:
            rows.extend(json.loads(line) for line in f)
    return rows


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(prog="python -m games.players.tonk.oracle")
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
    args = ap.parse_args(argv)
    if args.cmd == "drops":
        with open(args.out, "w") as out:
            n = drops(args.hands, args.rollouts, args.seed, args.seats, out)
        print(f"{n} drop decisions written to {args.out}")
    else:
        a, b = _load(args.train), _load(args.test)
        print(json.dumps({"a->b": fit(a, b), "b->a": fit(b, a)}))


if __name__ == "__main__":
    main(sys.argv[1:])
