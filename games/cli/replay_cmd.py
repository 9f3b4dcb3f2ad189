"""``replay FILE``: check a game record and print its results (the records contract).

``--show`` prints the finished hands face up instead, frame by frame (``games.replays``), and
``--sheet`` the score sheet (``games.sheets``); without them the output is the contract's JSON,
unchanged.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from games.cli.common import fail
from games.errors import CardroomError
from games.records import ReplayError, load_record, replay
from games.replays import NotReplayable, render_replay, replay_hands
from games.sheets import render_sheet, score_sheet


def add_parser(sub: Any) -> None:
    p = sub.add_parser("replay", help="replay a game record and print its results as JSON")
    p.add_argument("file", help="record file, or - for standard input")
    p.add_argument("--show", action="store_true", help="print the finished hands face up")
    p.add_argument(
        "--hand", type=int, default=None, help="only hand N (1 = the first); implies --show"
    )
    p.add_argument("--sheet", action="store_true", help="print the score sheet")
    p.set_defaults(run=run)


def read_json(path: str) -> Any:
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
    except OSError as exc:
        fail(f"cannot read {path}: {exc.strerror}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        fail(f"invalid record: not JSON ({exc.msg} at line {exc.lineno} column {exc.colno})")


def run(args: argparse.Namespace) -> int:
    doc = read_json(args.file)
    if args.show or args.sheet or args.hand is not None:
        return show(doc, args)
    try:
        out = replay(doc)
    except ReplayError as exc:
        fail(str(exc))
    except CardroomError as exc:
        fail(f"invalid record: {exc}")
    print(json.dumps(out))
    return 0


def show(doc: Any, args: argparse.Namespace) -> int:
    """``--show`` / ``--hand`` / ``--sheet``: the replay and the sheet as terminal text."""
    try:
        rec = load_record(doc)
        parts: list[str] = []
        if args.show or args.hand is not None:
            hands = None if args.hand is None else [args.hand - 1]
            shown = replay_hands(rec, hands)
            parts.extend(render_replay(r) for r in shown)
            if args.hand is None and len(shown) < len(rec.hands):
                parts.append(f"(hand {len(rec.hands)} is still in play: not shown)")
        if args.sheet:
            parts.append(render_sheet(score_sheet(rec)))
    except NotReplayable as exc:
        fail(f"replay: {exc}")
    except ReplayError as exc:
        fail(str(exc))
    except CardroomError as exc:
        fail(f"invalid record: {exc}")
    print("\n\n".join(parts))
    return 0
