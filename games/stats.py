"""Player statistics from game records: what the league's player card shows.

``record_stats(record)`` reads one record (replayed through ``games.records.build_match``, so
the counts are the engine's) into a ``PlayerStats`` per name of the record's ``players``;
``tally(records)`` folds many, and two ``PlayerStats`` of one game add up with ``+``.  The game's
own counters (``games/<game>/stats.py``) are read from the score sheet's rows, the same public
facts the sheet shows.

A name that holds several seats of one record (a computer level, usually) counts that record
once for ``matches``/``finished``/``wins``/``hands`` and each seat's counters added together.
Tonk has no match end: a Tonk record counts as ``finished`` once it has a finished hand, and as
a win for the seats strictly ahead in net stakes at its end (shared first place counts for each,
as the league ranks a Tonk table), unless every seat is level.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from functools import cache
from importlib import import_module
from typing import Any, Protocol, Self

from games import GAMES, AnyMatch
from games.records import Record, build_match, load_record
from games.sheets import ScoreSheet, SheetRow, score_sheet


@dataclass(frozen=True, slots=True)
class Counts:
    """A game's counters: whole numbers that add up field by field."""

    def __add__(self, other: Self) -> Self:
        if type(other) is not type(self):
            return NotImplemented
        return type(self)(
            **{f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)}
        )

    def to_json(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


class GameStats(Protocol):
    """A game's part of the statistics (``games/<game>/stats.py`` exports one as ``STATS``)."""

    def zero(self) -> Counts:
        """The counters of nobody."""
        ...

    def seat(self, sheet: ScoreSheet[Any], seat: int) -> Counts:
        """What ``seat`` did over the sheet's finished hands."""
        ...


@cache
def game_stats(game: str) -> GameStats:
    """The ``GameStats`` of ``game`` (imported lazily, like ``games.match_class``)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    stats: GameStats = import_module(f"games.{game}.stats").STATS
    return stats


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One name's record in one game."""

    game: str
    matches: int
    """Records the name sat in."""
    finished: int
    """Of those, matches played to their end (Tonk: with a finished hand)."""
    wins: int
    hands: int
    """Finished hands it sat in, redeals left out."""
    counts: Counts

    @property
    def win_rate(self) -> float | None:
        """Wins per finished match, ``None`` before any."""
        return self.wins / self.finished if self.finished else None

    def __add__(self, other: PlayerStats) -> PlayerStats:
        if other.game != self.game:
            raise ValueError(f"cannot add {other.game} statistics to {self.game} statistics")
        return PlayerStats(
            self.game,
            self.matches + other.matches,
            self.finished + other.finished,
            self.wins + other.wins,
            self.hands + other.hands,
            self.counts + other.counts,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "matches": self.matches,
            "finished": self.finished,
            "wins": self.wins,
            "hands": self.hands,
            **self.counts.to_json(),
        }


def winning_seats(sheet: ScoreSheet[SheetRow]) -> frozenset[int]:
    """The seats that won the match: the winning team's, or Tonk's leaders (module docstring)."""
    if sheet.game == "tonk":
        if not sheet.rows or len(set(sheet.scores)) == 1:
            return frozenset()
        top = max(sheet.scores)
        return frozenset(s for s, v in enumerate(sheet.scores) if v == top)
    if sheet.complete and sheet.winner is not None:
        return frozenset(sheet.teams[sheet.winner])
    return frozenset()


def finished_match(sheet: ScoreSheet[SheetRow]) -> bool:
    return bool(sheet.rows) if sheet.game == "tonk" else sheet.complete


def record_stats(
    source: Record | Mapping[str, Any] | AnyMatch, players: Iterable[str] | None = None
) -> dict[str, PlayerStats]:
    """A ``PlayerStats`` per name of one record (or live match with ``players``).

    Names are the record's ``players``; a record without them counts under ``seat 1`` ...
    """
    if isinstance(source, Record | Mapping):
        rec = source if isinstance(source, Record) else load_record(source)
        match = build_match(rec)
        names = tuple(players) if players is not None else rec.players
    else:
        match = source
        names = tuple(players) if players is not None else None
    if names is None:
        names = tuple(f"seat {s + 1}" for s in range(match.seats))
    sheet = score_sheet(match)
    gs = game_stats(match.game)
    won = winning_seats(sheet)
    finished = int(finished_match(sheet))
    hands = sum(1 for r in sheet.rows if not r.redeal)
    out: dict[str, PlayerStats] = {}
    for seat, name in enumerate(names):
        counts = gs.seat(sheet, seat)
        if name in out:
            prev = out[name]
            out[name] = PlayerStats(
                prev.game,
                prev.matches,
                prev.finished,
                max(prev.wins, int(seat in won)),
                prev.hands,
                prev.counts + counts,
            )
        else:
            out[name] = PlayerStats(match.game, 1, finished, int(seat in won), hands, counts)
    return out


def tally(
    records: Iterable[Record | Mapping[str, Any]],
    into: Mapping[str, PlayerStats] | None = None,
) -> dict[str, PlayerStats]:
    """Fold records of one game into ``into`` (a previous tally): a ``PlayerStats`` per name."""
    out = dict(into or {})
    for record in records:
        out = merge(out, record_stats(record))
    return out


def merge(a: Mapping[str, PlayerStats], b: Mapping[str, PlayerStats]) -> dict[str, PlayerStats]:
    """Two tallies as one (``record_stats`` with other keys, such as user ids, folds so)."""
    out = dict(a)
    for name, stats in b.items():
        out[name] = out[name] + stats if name in out else stats
    return out
