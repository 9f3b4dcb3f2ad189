"""``replay FILE``: check a game record and print its results (the records contract)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from games.cli.common import fail
from games.errors import CardroomError
from games.records import ReplayError, replay


def add_parser(sub: Any) -> None:
    p = sub.add_parser("replay", help="replay a game record and print its results as JSON")
    p.add_argument("file", help="record file, or - for standard input")
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
    try:
        out = replay(doc)
    except ReplayError as exc:
        fail(str(exc))
    except CardroomError as exc:
        fail(f"invalid record: {exc}")
    print(json.dumps(out))
    return 0
