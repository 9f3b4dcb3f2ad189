"""A seat as people read it (lobby, table message, hand messages, results, the forfeit
question), in a language.

The words were ``Seat.label``'s, in English; they are the catalogue's now (``lobby.ftl``,
``seat-*``).  A computer's stored name (``Computer 2``, given when it sat down; records and
leagues keep it) is read in the language too, so a Welsh table shows *Cyfrifiadur 2*:
``seat_name`` is the one way every renderer names a seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Tr
from bot.tables.model import Seat


def level_word(level: str, tr: Tr) -> str:
    """A computers' level as a seat label writes it (``strong``)."""
    key = f"seat-level-{level}"
    return tr(key) if tr.has(key) else level


def seat_name(seat: Seat, tr: Tr) -> str:
    """The seat's person, or its computer's name in ``tr``'s language."""
    name = seat.said_name()
    return name if isinstance(name, str) else name.text(tr)


def computer_name(number: int, tr: Tr) -> str:
    """``Computer 2`` in ``tr``'s language (``Cyfrifiadur 2``)."""
    return tr("seat-computer-name", number=number)


def seat_names(seats: Sequence[Seat], tr: Tr) -> list[str]:
    """Every seat's name (``seat_name``); an empty seat by its number (``Seat 3``)."""
    return [seat_name(s, tr) or tr("table-seat", seat=i + 1) for i, s in enumerate(seats)]


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
