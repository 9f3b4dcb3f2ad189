"""``simulate GAME``: a whole match between computer seats, written as a game record."""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from games import AnyMatch, match_class
from games.cli.common import fail, parse_options
from games.errors import CardroomError
from games.players import choose_for, levels_for, make_player

TONK_DEFAULT_HANDS = 10
"""Tonk has no match end, so a simulated Tonk session plays this many hands by default."""


def add_parser(sub: Any, games: tuple[str, ...]) -> None:
    p = sub.add_parser("simulate", help="play a whole match with computer seats; print its record")
    p.add_argument("game", choices=games)
    p.add_argument("--seed", type=int, default=None, help="seed for the deals and the players")
    p.add_argument("--options", default=None, help="house rules as JSON, e.g. '{\"target\": 200}'")
    p.add_argument("--seats", type=int, default=None, help="seat count (Tonk: 2 to max_players)")
    p.add_argument(
        "--level",
        default=None,
        help="computer level for every seat (default: basic where it exists, else random)",
    )
    p.add_argument(
        "--hands",
        type=int,
        default=None,
        help=f"stop after this many hands (Tonk default {TONK_DEFAULT_HANDS}; others: match end)",
    )
    p.add_argument("--out", default=None, help="write the record here instead of stdout")
    p.set_defaults(run=run)


def resolve_level(game: str, level: str | None) -> str:
    """The level to use: the one asked for, else ``basic`` where the game has it."""
    if level is not None:
        return level
    return "basic" if "basic" in levels_for(game) else "random"


def simulate(
    game: str,
    *,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    seats: int | None = None,
    level: str | None = None,
    hands: int | None = None,
    max_actions: int = 2_000_000,
) -> AnyMatch:
    """Play until the match ends (or ``hands`` hands are finished)."""
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    match = match_class(game)(options, seats=seats, seed=seed)
    player = make_player(resolve_level(game, level), game)
    rng = random.Random(f"simulate/{seed}")
    if hands is None and game == "tonk":
        hands = TONK_DEFAULT_HANDS
    for _ in range(max_actions):
        if match.is_over or (hands is not None and len(match.results) >= hands):
            return match
        seat = match.to_act[0]
        match.apply(seat, choose_for(match, seat, player, rng))
    raise RuntimeError(f"the match did not end within {max_actions} actions")


def run(args: argparse.Namespace) -> int:
    options = parse_options(args.options)
    if args.hands is not None and args.hands < 1:
        fail("--hands must be at least 1", 2)
    try:
        match = simulate(
            args.game,
            seed=args.seed,
            options=options,
            seats=args.seats,
            level=args.level,
            hands=args.hands,
        )
    except (CardroomError, ValueError) as exc:
        fail(f"simulate: {exc}", 2)
    except RuntimeError as exc:  # random seats in Spades can sink below zero forever
        fail(f"simulate: {exc}; try a stronger --level or --hands N", 1)
    names = [f"bot:{resolve_level(args.game, args.level)}"] * match.seats
    text = json.dumps(match.record(players=names), indent=1)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
    else:
        print(text)
    scores = " ".join(str(s) for s in match.scores)
    status = f"winner team {match.winner}" if match.is_over else "unfinished"
    print(f"{args.game}: {len(match.results)} hands, scores {scores}, {status}", file=sys.stderr)
    return 0
