"""Twenty-Nine's action vocabulary: the shared actions plus ``trump nt``.

RULES.md's No-Trump reverse needs a trump choice that is not a suit, and records.md has no text
for it, so this game adds the one word ``trump nt`` (docs/rules/twentynine.md).  Every other verb
comes from ``games.actions``; verbs of other games are refused as malformed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.actions import (
    Action,
    Bid,
    Double,
    PairDeclare,
    Pass,
    Play,
    Redouble,
    Reveal,
    Single,
    Trump,
    TrumpSeventh,
    parse_action,
)
from games.errors import MalformedAction


@dataclass(frozen=True, slots=True)
class TrumpNoTrump(Action):
    """The bidder's No-Trump choice (``no_trump_reverse``): the pagat "2 as indicator"."""

    verb: ClassVar[str] = "trump"

    def __str__(self) -> str:
        return "trump nt"


TRUMP_NT = TrumpNoTrump()

ALLOWED: frozenset[type] = frozenset(
    {Bid, Pass, Trump, TrumpSeventh, TrumpNoTrump, Reveal, PairDeclare, Double, Redouble}
    | {Single, Play}
)


def parse(text: str) -> Action:
    """Parse one Twenty-Nine action text (records.md notation, plus ``trump nt``)."""
    if isinstance(text, str):
        words = text.split()
        if len(words) == 2 and words[0].lower() == "trump" and words[1].lower() == "nt":
            return TRUMP_NT
    action = parse_action(text)
    if type(action) not in ALLOWED:
        raise MalformedAction(f"Twenty-Nine has no {str(action)!r} action")
    return action
