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
from games.core import parse_for


@dataclass(frozen=True, slots=True)
class TrumpNoTrump(Action):
    """The bidder's No-Trump choice (``no_trump_reverse``): the pagat "2 as indicator"."""

    verb: ClassVar[str] = "trump"

    def __str__(self) -> str:
        return "trump nt"


TRUMP_NT = TrumpNoTrump()

ACTIONS: tuple[type[Action], ...] = (
    Bid,
    Pass,
    Trump,
    TrumpSeventh,
    TrumpNoTrump,
    Reveal,
    PairDeclare,
    Double,
    Redouble,
    Single,
    Play,
)
"""Every Twenty-Nine action class (the match's verb filter)."""

ALLOWED: frozenset[type] = frozenset(ACTIONS)


def parse_text(text: str) -> Action:
    """Record text to an action: ``trump nt``, or any shared action (``parse`` filters them)."""
    if isinstance(text, str):
        words = text.split()
        if len(words) == 2 and words[0].lower() == "trump" and words[1].lower() == "nt":
            return TRUMP_NT
    return parse_action(text)


def parse(text: str) -> Action:
    """Parse one Twenty-Nine action text (records.md notation, plus ``trump nt``)."""
    return parse_for("Twenty-Nine", ACTIONS, text, parse_text)
