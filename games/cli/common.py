"""Helpers shared by the sub-commands: option parsing and one-line errors."""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn


def fail(message: str, status: int = 1) -> NoReturn:
    """Print one line to standard error and exit: the command line's only error form."""
    print(message, file=sys.stderr)
    raise SystemExit(status)


def parse_options(text: str | None) -> dict[str, Any]:
    if not text:
        return {}
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        fail(f"--options is not valid JSON: {exc.msg} (e.g. --options '{{\"min_bid\": 16}}')", 2)
    if not isinstance(value, dict):
        fail("--options must be a JSON object, e.g. '{\"min_bid\": 16}'", 2)
    return value
