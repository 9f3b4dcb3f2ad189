"""What the bot does differently per game, in one chart: the rest of ``bot/tables`` is generic.

Most of a game's difference is the engine's data (its ``Options`` model: a stake, a seat range;
its actions and views).  What is left is the bot's own: a game without a match end is played
for a number of hands the host chooses (Tonk), and a seat may have to take an action before its
hand can be shown (Spades: seeing the cards *is* the ``look``).  Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.tables.snapshots import HandSnapshot


@dataclass(frozen=True, slots=True)
class PerGame:
    """The bot's rules of one game (the defaults: none)."""

    hands: int | None = None
    """The game has no match end: a new table plays this many hands (the host may choose
    another number, or none: the table plays until its host ends it)."""
    auto_action: Callable[[HandSnapshot], str | None] | None = None
    """The action a person's seat takes by itself when its hand is shown (None: none now)."""


def spades_look(snap: HandSnapshot) -> str | None:
    """Spades: seeing the cards is the ``look`` action.  Once blind nil is out of reach for
    this hand (the seat has bid, or bidding is over), showing the hand just looks."""
    view = snap.view
    if view.get("looked") is not False or snap.computer_plays:
        return None
    bids = view.get("bids") or []
    already_bid = snap.seat < len(bids) and bids[snap.seat] is not None
    if (view.get("phase") != "bid" or already_bid) and any(a.verb == "look" for a in snap.legal):
        return "look"
    return None


PER_GAME: dict[str, PerGame] = {
    "tonk": PerGame(hands=10),
    "spades": PerGame(auto_action=spades_look),
}
NONE = PerGame()


def of(game: str) -> PerGame:
    return PER_GAME.get(game, NONE)


def auto_action(snap: HandSnapshot) -> str | None:
    """The action the seat of ``snap`` takes by itself before its hand is shown, if any."""
    rule = of(snap.game).auto_action
    return rule(snap) if rule is not None else None


def open_ended(game: str, hand_limit: int | None) -> bool:
    """A table of a game without a match end and no number of hands: its host ends it."""
    return of(game).hands is not None and not hand_limit
