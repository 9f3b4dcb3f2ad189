"""A table's house rules as the engine's ``Options`` model, read from a seat's view.

Every view carries the table's options as JSON data (``Match.view``: ``options.to_json()``).
The players read them through the game's own pydantic model, so a default or a name is written
once, in ``games/<game>/options.py``; validating costs tens of microseconds, and a view brings
the same options at every decision, so each distinct set is validated once per process (keyed by
its items: a few microseconds, where a JSON key would cost several times more).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from games.options import GameOptions, OptionsT, validate_options

_SEEN: dict[tuple[type, tuple[tuple[str, Any], ...]], GameOptions] = {}
_LIMIT = 256
"""Distinct option sets kept (a long-lived bot sees a few; the cache is emptied past this)."""


def seat_of(view: Mapping[str, Any]) -> int:
    """The seat a player's view is of: a player is always given a seat's view, never the public
    one (whose ``seat`` is None), so None here is a bug of the caller."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a computer player was given the public view")
    return int(seat)


def options_of(view: Mapping[str, Any], model: type[OptionsT]) -> OptionsT:
    """The view's house rules as ``model`` (the engine's ``Options`` of the view's game)."""
    data = view.get("options") or {}
    key = (model, tuple([(k, tuple(v) if type(v) is list else v) for k, v in data.items()]))
    seen = _SEEN.get(key)
    if seen is not None:
        return cast(OptionsT, seen)
    if len(_SEEN) >= _LIMIT:
        _SEEN.clear()
    opts: OptionsT = validate_options(model, data, str(view.get("game", "")))
    _SEEN[key] = opts
    return opts
