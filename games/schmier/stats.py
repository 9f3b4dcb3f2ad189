"""Schmier statistics per seat: bids won and made, and the points the seat's team won."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.schmier.sheet import SchmierRow
from games.sheets import ScoreSheet
from games.stats import Counts


@dataclass(frozen=True, slots=True)
class SchmierCounts(Counts):
    bids: int = 0
    """Auctions the seat bid in (a number, not a pass)."""
    bids_won: int = 0
    bids_made: int = 0
    points: int = 0
    """Hand points (high, low, right, left, joker, game) the seat's team won."""


class SchmierStats:
    """``games.stats.GameStats`` for Schmier."""

    def zero(self) -> SchmierCounts:
        return SchmierCounts()

    def seat(self, sheet: ScoreSheet[Any], seat: int) -> SchmierCounts:
        team = next(t for t, seats in enumerate(sheet.teams) if seat in seats)
        c = {f: 0 for f in SchmierCounts.__dataclass_fields__}
        for row in sheet.rows:
            assert isinstance(row, SchmierRow)
            c["bids"] += isinstance(row.calls[seat], int)
            if row.redeal:
                continue
            if row.bidder == seat:
                c["bids_won"] += 1
                c["bids_made"] += bool(row.made)
            c["points"] += row.points[team]
        return SchmierCounts(**c)


STATS = SchmierStats()
