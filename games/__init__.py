"""Cardroom's rules engines: Twenty-Nine, Schmier, Spades and Tonk behind one interface.

Pure code: no Discord, no I/O, no asyncio, no global state.  Start with ``new_match``::

    from games import new_match
    m = new_match("spades", seed=7)
    seat = m.to_act[0]
    m.apply(seat, m.legal_actions(seat)[0])
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from games.core import Deal, HandResult, Match, MatchView

AnyMatch = Match[Any, Any, Any]
"""A match of any game (``new_match``'s answer)."""

GAMES: tuple[str, ...] = ("twentynine", "schmier", "spades", "tonk")
TITLES: dict[str, str] = {
    "twentynine": "Twenty-Nine",
    "schmier": "Schmier",
    "spades": "Spades",
    "tonk": "Tonk",
}


def match_class(game: str) -> type[AnyMatch]:
    """The ``Match`` subclass of a game; imported lazily so one broken game cannot break all."""
    if game not in GAMES:
        from games.errors import InvalidRecord

        raise InvalidRecord(f"unknown game {game!r} (games: {', '.join(GAMES)})")
    cls: type[AnyMatch] = import_module(f"games.{game}").MATCH
    return cls


def new_match(game: str, options: Any = None, **kwargs: Any) -> AnyMatch:
    """Create a match of ``game``; keyword arguments go to ``Match.__init__``."""
    return match_class(game)(options, **kwargs)


__all__ = [
    "GAMES",
    "TITLES",
    "AnyMatch",
    "Deal",
    "HandResult",
    "Match",
    "MatchView",
    "match_class",
    "new_match",
]
