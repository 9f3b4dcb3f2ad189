"""Pieces shared by the public renderers: seat names, teams, markers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import Tr, tr
from bot.render.seats import seat_label, seat_names
from bot.tables.model import Seat

TEAM_LETTERS = "ABCDEF"
COLOUR = {"spades": 0x2B2D31, "twentynine": 0x1F8B4C, "schmier": 0x5865F2, "tonk": 0xE67E22}
ICONS = {"spades": "♠", "twentynine": "🃏", "schmier": "🂡", "tonk": "🎴"}


def names(seats: Sequence[Seat], t: Tr | None = None) -> list[str]:
    """The seats' names in ``t``'s language (``seats.seat_names``), English if none is given."""
    return seat_names(seats, t or tr("en"))


def has_teams(teams: Sequence[Sequence[int]]) -> bool:
    return any(len(t) > 1 for t in teams)


def team_of(teams: Sequence[Sequence[int]], seat: int) -> int:
    for i, t in enumerate(teams):
        if seat in t:
            return i
    return seat


def team_label(
    teams: Sequence[Sequence[int]], index: int, seat_names: Sequence[str], t: Tr | None = None
) -> str:
    """``Team A (alice & carol)``; for a game without teams, the player's name."""
    if not has_teams(teams):
        return seat_names[index]
    members = (t or tr("en"))("table-team-members-sep").join(seat_names[s] for s in teams[index])
    return (t or tr("en"))("table-team-with", team=TEAM_LETTERS[index], members=members)


def short_team(
    teams: Sequence[Sequence[int]], index: int, seat_names: Sequence[str], t: Tr | None = None
) -> str:
    if not has_teams(teams):
        return seat_names[index]
    return (t or tr("en"))("table-team", team=TEAM_LETTERS[index])


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def seat_list(
    seats: Sequence[Seat],
    teams: Sequence[Sequence[int]],
    view: dict[str, Any] | None = None,
    language: Tr | None = None,
) -> str:
    """One line per seat: number, marker for the turn, name, team, dealer; in ``language``
    (the table's: the lobby and the table message are public), English if none is given."""
    said = language or tr("en")
    lines = []
    to_act = set(view.get("to_act", ())) if view else set()
    dealer = view.get("dealer") if view else None
    teamed = has_teams(teams)
    for i, s in enumerate(seats):
        words: dict[str, object] = {
            "seat": i + 1,
            "marker": "▶" if i in to_act else "·",
            "label": seat_label(s, said),
        }
        if teamed:
            words["team"] = TEAM_LETTERS[team_of(teams, i)]
        key = "seat-line" + ("-team" if teamed else "") + ("-dealer" if dealer == i else "")
        lines.append(said(key, **words))
    return "\n".join(lines)
