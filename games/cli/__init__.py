"""The ``python -m games`` command line: one sub-command per module."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from games import GAMES
from games.cli import arena_cmd, bench_cmd, compile_cmd, play_cmd, replay_cmd, simulate_cmd


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m games",
        description="Cardroom rules engines: Twenty-Nine, Schmier, Spades and Tonk.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    replay_cmd.add_parser(sub)
    simulate_cmd.add_parser(sub, GAMES)
    play_cmd.add_parser(sub, GAMES)
    bench_cmd.add_parser(sub, GAMES)
    arena_cmd.add_parsers(sub, GAMES)
    compile_cmd.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
