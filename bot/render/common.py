"""Pieces shared by the public renderers: seat names, teams, markers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import Tr, tr
from bot.tables.model import Seat

TEAM_LETTERS = "ABCDEF"
COLOUR = {"spades": 0x2B2D31, "twentynine": 0x1F8B4C, "schmier": 0x5865F2, "tonk": 0xE67E22}
ICONS = {"spades": "♠", "twentynine": "🃏", "schmier": "🂡", "tonk": "🎴"}


def names(seats: Sequence[Seat], t: Tr | None = None) -> list[str]:
    t = t or tr("en")
    return [s.name or t("table-seat", seat=i + 1) for i, s in enumerate(seats)]


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


def plural(n: int, noun: str, many: str | None = None) -> str:
    """``1 hand``, ``2 hands``: every count printed with its noun goes through here, so no
    message says "1 hands"."""
    return f"{n} {noun if n == 1 else many or noun + 's'}"


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def seat_list(
    seats: Sequence[Seat],
    teams: Sequence[Sequence[int]],
    view: dict[str, Any] | None = None,
    t: Tr | None = None,
) -> str:
    """One line per seat: number, marker for the turn, name, team, dealer."""
    t = t or tr("en")
    lines = []
    to_act = set(view.get("to_act", ())) if view else set()
    dealer = view.get("dealer") if view else None
    for i, s in enumerate(seats):
        marker = "▶" if i in to_act else "·"
        team = ""
        if has_teams(teams):
            team = t("table-seat-team", team=TEAM_LETTERS[team_of(teams, i)])
        deal = t("table-seat-dealer") if dealer == i else ""
        lines.append(f"`{i + 1}` {marker} {s.label()}{team}{deal}")
    return "\n".join(lines)
