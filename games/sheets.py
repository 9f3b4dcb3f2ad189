"""The score sheet: a match hand by hand, in each game's own terms, public information only.

A sheet is read from the finished hands of a match (or of a game record replayed through
``games.records.build_match``, the one replay path): each row is what a finished hand decided,
which every seat has seen once the hand is over.  The hand still in play never appears, so a
sheet of a live table carries no card anybody may not see.

Each game fills its rows in ``games/<game>/sheet.py`` (a ``GameSheet``); this module dispatches
to it and draws any sheet as a plain-text table for a terminal.  Hands are numbered from 0, as
the record's ``hands`` list and the replay contract's error lines number them; the text
rendering shows ``hand + 1``, as the table message does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from typing import Any, Generic, Protocol, TypeVar

from games import GAMES, TITLES, AnyMatch
from games.records import Record, build_match, load_record


@dataclass(frozen=True, slots=True, kw_only=True)
class SheetRow:
    """What every game's row has: the hand, its dealer, whether it was a redeal, the totals."""

    hand: int
    """The hand's index in the record's ``hands`` (redeals count, as in the record)."""
    dealer: int
    redeal: bool
    """The deal was thrown in (all passed, annulled, a drawn Tonk deal): it scored nothing."""
    scores: tuple[int, ...]
    """The match totals after this hand (per team; Tonk: per seat), as ``Match.scores``."""


RowT = TypeVar("RowT", bound=SheetRow)
RowT_co = TypeVar("RowT_co", bound=SheetRow, covariant=True)


@dataclass(frozen=True, slots=True)
class ScoreSheet(Generic[RowT]):
    """A match's sheet: one row per finished hand, and where the match stands."""

    game: str
    players: tuple[str, ...]
    """A name per seat: the record's ``players``, else ``seat 1`` ... (display only)."""
    teams: tuple[tuple[int, ...], ...]
    rows: tuple[RowT, ...]
    scores: tuple[int, ...]
    """The match totals after the last finished hand (the replay contract's ``scores``)."""
    complete: bool
    winner: int | None

    @property
    def sides(self) -> tuple[str, ...]:
        """Each team's name, its players joined with ``+`` (Tonk: each seat's name)."""
        return tuple("+".join(self.players[s] for s in team) for team in self.teams)


class GameSheet(Protocol[RowT_co]):
    """A game's part of the sheet (``games/<game>/sheet.py`` exports one as ``SHEET``)."""

    def rows(self, match: AnyMatch) -> tuple[RowT_co, ...]:
        """A row per finished hand of ``match``, read from its hand logs and results."""
        ...

    def headers(self, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        """The column titles of the text table."""
        ...

    def cells(self, row: Any, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        """One row of the text table, a cell per header."""
        ...


@cache
def game_sheet(game: str) -> GameSheet[SheetRow]:
    """The ``GameSheet`` of ``game`` (imported lazily, like ``games.match_class``)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    sheet: GameSheet[SheetRow] = import_module(f"games.{game}.sheet").SHEET
    return sheet


def seat_names(seats: int, players: Sequence[str] | None) -> tuple[str, ...]:
    """The record's names, or ``seat 1`` ... ``seat n`` when it has none; a name several
    seats share (computers: ``bot:basic``) gets its seat number, so columns stay apart."""
    if players is None:
        return tuple(f"seat {s + 1}" for s in range(seats))
    return tuple(
        f"{p} ({s + 1})" if list(players).count(p) > 1 else p for s, p in enumerate(players)
    )


def score_sheet(
    source: AnyMatch | Record | Mapping[str, Any], players: Sequence[str] | None = None
) -> ScoreSheet[SheetRow]:
    """The sheet of a live match, or of a record (replayed; raises like ``build_match``).

    ``players`` overrides the record's names.  A live match contributes its finished hands
    only: nothing of the hand in play.
    """
    if isinstance(source, Record | Mapping):
        rec = source if isinstance(source, Record) else load_record(source)
        match = build_match(rec)
        if players is None:
            players = rec.players
    else:
        match = source
    names = seat_names(match.seats, players)
    if len(names) != match.seats:
        raise ValueError(f"{len(names)} names for {match.seats} seats")
    rows = game_sheet(match.game).rows(match)
    return ScoreSheet(
        game=match.game,
        players=names,
        teams=match.teams,
        rows=rows,
        scores=tuple(match.scores),
        complete=match.is_over,
        winner=match.winner,
    )


def finished_logs(match: AnyMatch) -> list[tuple[int, Any]]:
    """``(index, HandLog)`` of every finished hand: the only hands a sheet may show."""
    return [(k, log) for k, log in enumerate(match.hands) if log.result is not None]


def previous_scores(rows: Sequence[SheetRow], teams: int) -> tuple[int, ...]:
    """The totals before the next row: the last row's, or zeros."""
    return rows[-1].scores if rows else (0,) * teams


def render_sheet(sheet: ScoreSheet[Any]) -> str:
    """The sheet as a fixed-width text table, with a title and the standing."""
    gs = game_sheet(sheet.game)
    head = gs.headers(sheet)
    body = [gs.cells(r, sheet) for r in sheet.rows]
    lines = [f"{TITLES[sheet.game]} score sheet"]
    lines.extend(team_legend(sheet))
    lines.append("")
    lines.extend(text_table(head, body))
    lines.append("")
    lines.append(standing(sheet))
    return "\n".join(lines)


def team_legend(sheet: ScoreSheet[Any]) -> list[str]:
    """``A = alice+carol`` per team (nothing for Tonk, whose columns name the seats)."""
    if all(len(t) == 1 for t in sheet.teams):
        return []
    return [f"{team_letter(i)} = {side}" for i, side in enumerate(sheet.sides)]


def team_letter(team: int) -> str:
    return "ABC"[team]


def standing(sheet: ScoreSheet[Any]) -> str:
    """One line: the totals, and who won or that play goes on."""
    labels = (
        [sheet.players[t[0]] for t in sheet.teams]
        if all(len(t) == 1 for t in sheet.teams)
        else [team_letter(i) for i in range(len(sheet.teams))]
    )
    totals = ", ".join(f"{lab} {s}" for lab, s in zip(labels, sheet.scores, strict=True))
    hands = sum(1 for r in sheet.rows if not r.redeal)
    if sheet.complete and sheet.winner is not None:
        verdict = f"{labels[sheet.winner]} won"
    else:
        verdict = "in play" if sheet.game != "tonk" else "no match end (Tonk)"
    return f"after {hands} hands: {totals} · {verdict}"


def text_table(head: Sequence[str], body: Sequence[Sequence[str]]) -> list[str]:
    """Columns padded to their widest cell; numbers right-aligned, text left-aligned."""
    widths = [len(h) for h in head]
    for row in body:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))

    def line(cells: Sequence[str]) -> str:
        out = []
        for i, cell in enumerate(cells):
            numeric = cell.lstrip("+-").isdigit()
            out.append(cell.rjust(widths[i]) if numeric else cell.ljust(widths[i]))
        return "  ".join(out).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return [line(head), rule, *(line(r) for r in body)]


def signed(n: int) -> str:
    """A change of score: ``+10``, ``-4``, ``0``."""
    return f"{n:+d}" if n else "0"
