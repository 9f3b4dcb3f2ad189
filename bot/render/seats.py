"""A seat as people read it (lobby, table message, seat choice), in a table's language.

The words were ``Seat.label``'s, in English; they are the catalogue's now (``lobby.ftl``,
``seat-*``).  A computer's stored name (``Computer 2``, given when it sat down) is read in the
language too, so a Welsh table shows *Cyfrifiadur 2*.
"""

from __future__ import annotations

import re

from bot.i18n import Tr
from bot.tables.model import Seat

COMPUTER_NAME = re.compile(r"Computer (\d+)")
"""How ``bot.tables.lobby.add_computer`` names a computer it seats."""


def level_word(level: str, tr: Tr) -> str:
    """A computers' level as a seat label writes it (``strong``)."""
    key = f"seat-level-{level}"
    return tr(key) if tr.has(key) else level


def seat_name(seat: Seat, tr: Tr) -> str:
    """The seat's person, or its computer's name in ``tr``'s language."""
    found = COMPUTER_NAME.fullmatch(seat.name) if seat.kind == "computer" else None
    if found is not None:
        return tr("seat-computer-name", number=int(found[1]))
    return seat.name


def seat_label(seat: Seat, tr: Tr) -> str:
    """``alice``, ``(empty)``, ``🤖 Computer 1 (strong)``, ``⏳ held for bob``, ``carol (away;
    computer (strong) plays)``: who sits there and who plays it."""
    level = level_word(seat.level, tr)
    name = seat_name(seat, tr)
    if seat.kind == "empty":
        return tr("seat-empty")
    if seat.kind == "computer":
        return tr("seat-computer", name=name, level=level)
    if seat.kind == "held":
        return tr("seat-held", name=name)
    if seat.left:
        return tr("seat-left", name=name, level=level)
    if seat.auto:
        return tr("seat-away", name=name, level=level)
    return name
