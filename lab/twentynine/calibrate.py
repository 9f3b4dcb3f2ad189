"""Self-play calibration of the bidding model (a development tool, not used at play time).

``python -m lab.twentynine.calibrate gen OUT.jsonl --deals N --seed S`` plays random
deals: a random seat becomes the bidder on its first four cards, every trump choice it could
make is tried (each suit it holds, No-Trump reverse, the seventh card), and the deal is played
out with the rule-based policy for all four seats.  Each line records the bidder's first four
cards, the choice, the bidder's position after the dealer, and the card points its side took.

``python -m lab.twentynine.calibrate fit DATA.jsonl`` fits ``evaluate.py``'s linear
model by least squares (pure Python normal equations) and prints the coefficient table and the
residual spread, which are pasted into ``model_data.py``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from typing import Any

from games.actions import BIDS, PASS, TRUMP_SEVENTH, TRUMPS
from games.core import Deal
from games.players.twentynine.evaluate import NT, SEVENTH, features
from games.players.twentynine.sim import rollout
from games.twentynine.actions import TRUMP_NT
from games.twentynine.cards import PACK
from games.twentynine.hand import AUCTION, HandState
from games.twentynine.options import Options
from lab.fit import least_squares

OPTIONS = Options(seventh_card=True, no_trump_reverse=True)


def _deal(rng: random.Random) -> Deal:
    pack = list(PACK)
    rng.shuffle(pack)
    return Deal(tuple(tuple(pack[8 * s : 8 * s + 8]) for s in range(4)))


def _state(deal: Deal, dealer: int, bidder: int, choice: int) -> HandState:
    h = HandState(OPTIONS, deal, dealer)
    while h.turn != bidder:
        h.apply(h.turn, PASS)
    h.apply(bidder, BIDS[OPTIONS.min_bid])
    while h.phase == AUCTION:
        h.apply(h.turn, PASS)
    if choice == NT:
        h.apply(bidder, TRUMP_NT)
    elif choice == SEVENTH:
        h.apply(bidder, TRUMP_SEVENTH)
    else:
        h.apply(bidder, TRUMPS[choice])
    return h


def generate(deals: int, seed: int) -> Iterator[dict[str, Any]]:
    rng = random.Random(seed)
    for _ in range(deals):
        deal = _deal(rng)
        dealer = rng.randrange(4)
        pos = rng.randrange(4)  # 0: the first speaker (who also leads trick 1)
        bidder = (dealer + 1 + pos) % 4
        four = [int(c) for c in deal.hands[bidder][:4]]
        choices = [*sorted({c // 13 for c in four}), NT, SEVENTH]
        for choice in choices:
            h = _state(deal, dealer, bidder, choice)
            rollout(h, [0, 0, 0, 0])
            yield {"four": four, "choice": choice, "pos": pos, "points": h.points[bidder & 1]}


def fit(path: str) -> None:
    rows: dict[str, list[tuple[list[float], float]]] = {"suit": [], "nt": [], "seventh": []}
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            kind = "nt" if r["choice"] == NT else "seventh" if r["choice"] == SEVENTH else "suit"
            rows[kind].append((features(r["four"], r["choice"], r["pos"]), float(r["points"])))
    for kind, data in rows.items():
        if not data:
            continue
        coef, sd = least_squares(data)
        print(f"{kind}: n={len(data)} residual sd={sd:.3f}")
        print("    " + repr([round(c, 3) for c in coef]))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="calibrate")
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen")
    g.add_argument("out")
    g.add_argument("--deals", type=int, default=1000)
    g.add_argument("--seed", type=int, default=1)
    f = sub.add_parser("fit")
    f.add_argument("data")
    args = p.parse_args(argv)
    if args.cmd == "gen":
        with open(args.out, "w") as out:
            for row in generate(args.deals, args.seed):
                out.write(json.dumps(row) + "\n")
    else:
        fit(args.data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
