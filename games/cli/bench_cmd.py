"""``bench GAME``: random full hands per second on one core, beside a reference."""

from __future__ import annotations

import argparse
import json
from typing import Any

from games.bench import Tally, interleave, openspiel_available, run_engine, run_openspiel_spades
from games.cli.common import fail, parse_options


def add_parser(sub: Any, games: tuple[str, ...]) -> None:
    p = sub.add_parser("bench", help="random full hands per second, with a reference")
    p.add_argument("game", choices=games)
    p.add_argument("--seconds", type=float, default=10.0, help="measured time per side")
    p.add_argument("--rounds", type=int, default=5, help="interleaved rounds")
    p.add_argument("--options", default=None, help="house rules as JSON")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.seconds <= 0 or args.rounds < 1:
        fail("--seconds must be positive and --rounds at least 1", 2)
    options = parse_options(args.options)
    ours = Tally(f"cardroom {args.game}")

    def ours_fn(s: float, t: Tally, seed: int) -> None:
        run_engine(args.game, s, t, seed, options or None)

    sides: list[Any] = [(ours, ours_fn)]
    if args.game == "spades":
        if not openspiel_available():
            fail("bench spades needs OpenSpiel: pip install open-spiel (in the test extra)", 2)
        ref = Tally("openspiel spades (C++, driven from Python)")
        sides.append((ref, run_openspiel_spades))
        metric = "hands"
    else:
        ref = Tally("cardroom spades")
        sides.append((ref, lambda s, t, seed: run_engine("spades", s, t, seed)))
        metric = "cards"
    interleave(sides, args.seconds, args.rounds)
    if metric == "hands":
        ratio = ours.hands_per_second / ref.hands_per_second if ref.hands else 0.0
    else:
        ratio = ours.cards_per_second / ref.cards_per_second if ref.cards else 0.0
    if args.json:
        doc = {"game": args.game, "ours": ours.to_json(), "reference": ref.to_json()}
        doc["ratio"] = round(ratio, 3)
        doc["ratio_of"] = f"{metric} per second"
        print(json.dumps(doc))
        return 0
    for t in (ours, ref):
        line = f"{t.name:45s} {t.hands_per_second:10.1f} hands/s"
        if metric == "cards" or args.game in ("schmier", "tonk"):
            line += f" {t.cards_per_second:12.1f} cards played/s"
        print(line)
    print(f"ratio ({metric} per second, ours / reference): {ratio:.2f}")
    return 0
