"""``arena GAME --a LEVEL --b LEVEL``: duplicate deals between two computer levels."""

from __future__ import annotations

import argparse
import json
from typing import Any

from games.arena import run_arena
from games.bench import FAR_BUDGET, time_decisions
from games.cli.common import fail, parse_options


def add_parsers(sub: Any, games: tuple[str, ...]) -> None:
    p = sub.add_parser("arena", help="duplicate deals between two computer levels")
    p.add_argument("game", choices=games)
    p.add_argument("--a", required=True, help="level of side A (random, basic, strong)")
    p.add_argument("--b", required=True, help="level of side B")
    p.add_argument("--deals", type=int, default=100, help="duplicate deals (default 100)")
    p.add_argument("--matches", type=int, default=0, help="also play this many match pairs")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--options", default=None, help="house rules as JSON")
    p.add_argument("--seats", type=int, default=None)
    p.add_argument("--budget", type=float, default=1.0, help="seconds a decision may take")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=run_arena_cmd)

    b = sub.add_parser("bench-ai", help="CPU time per decision of a computer level (p50, p95, max)")
    b.add_argument("game", choices=games)
    b.add_argument("--level", required=True)
    b.add_argument(
        "--against", default=None, help="a second level timed on the very same positions"
    )
    b.add_argument("--deals", type=int, default=20)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--options", default=None)
    b.add_argument("--seats", type=int, default=None)
    b.add_argument(
        "--budget",
        type=float,
        default=FAR_BUDGET,
        help="seconds a decision may take (default: so long that no search is cut)",
    )
    b.add_argument("--json", action="store_true")
    b.set_defaults(run=run_bench_ai)


def run_arena_cmd(args: argparse.Namespace) -> int:
    if args.deals < 2 or args.matches < 0 or args.jobs < 1:
        fail("--deals must be at least 2, --matches at least 0 and --jobs at least 1", 2)
    try:
        res = run_arena(
            args.game,
            args.a,
            args.b,
            deals=args.deals,
            matches=args.matches,
            seed=args.seed,
            options=parse_options(args.options),
            seats=args.seats,
            budget=args.budget,
            workers=args.jobs,
        )
    except ValueError as exc:
        fail(f"arena: {exc}", 2)
    doc = res.to_json()
    if args.json:
        print(json.dumps(doc))
        return 0
    lo, hi = doc["ci95"]
    print(f"{args.game}: {args.a} vs {args.b}, {doc['deals']} duplicate deals")
    print(f"mean margin per deal (A - B): {doc['mean_margin']:+.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]")
    if doc["matches"]:
        print(f"A wins {doc['a_match_win_rate']:.1%} of {doc['matches']} matches")
    print(f"({doc['seconds']} s)")
    return 0


def run_bench_ai(args: argparse.Namespace) -> int:
    if args.deals < 1 or args.budget <= 0:
        fail("--deals must be at least 1 and --budget above 0", 2)
    try:
        bench = time_decisions(
            args.game,
            args.level,
            deals=args.deals,
            seed=args.seed,
            options=parse_options(args.options),
            seats=args.seats,
            budget=args.budget,
            against=args.against,
        )
    except ValueError as exc:
        fail(f"bench-ai: {exc}", 2)
    doc = {"game": args.game, **bench.to_json()}
    if args.json:
        print(json.dumps(doc))
        return 0
    print(_times_line(args.game, doc, doc["build"]))
    ref = doc.get("against")
    if ref is not None:
        print(_times_line(args.game, ref, doc["build"]))
        print(
            f"{ref['level']} / {doc['level']}: p50 {doc['p50_ratio']}x, p95 {doc['p95_ratio']}x, "
            f"total {doc['total_ratio']}x; same action at {doc['agreed']} of "
            f"{doc['decisions']} positions"
        )
    return 0


def _times_line(game: str, doc: dict[str, Any], build: str) -> str:
    forced = f" (+{doc['forced']} forced, untimed)" if "forced" in doc else ""
    return (
        f"{game} {doc['level']}: {doc['decisions']} decisions{forced}, CPU p50 {doc['p50_ms']} ms, "
        f"p95 {doc['p95_ms']} ms, max {doc['max_ms']} ms, total {doc['total_s']} s "
        f"(one thread, {build})"
    )
