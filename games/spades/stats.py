"""Spades statistics per seat: bids made and set, nil and blind nil tried and kept, bags."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.sheets import ScoreSheet
from games.spades.sheet import SpadesRow
from games.stats import Counts


@dataclass(frozen=True, slots=True)
class SpadesCounts(Counts):
    """``bids`` are number bids; ``made``/``set`` count the partnership's contract on them."""

    bids: int = 0
    made: int = 0
    set: int = 0
    nil: int = 0
    nil_made: int = 0
    blind_nil: int = 0
    blind_nil_made: int = 0
    tricks: int = 0
    bags: int = 0
    """Overtricks the seat's partnership took (each partner counts them)."""


class SpadesStats:
    """``games.stats.GameStats`` for Spades."""

    def zero(self) -> SpadesCounts:
        return SpadesCounts()

    def seat(self, sheet: ScoreSheet[Any], seat: int) -> SpadesCounts:
        c = {f: 0 for f in SpadesCounts.__dataclass_fields__}
        team = seat & 1
        for row in sheet.rows:
            assert isinstance(row, SpadesRow)
            bid = row.bids[seat]
            kept = row.nil_made[seat]
            if bid == "nil":
                c["nil"] += 1
                c["nil_made"] += bool(kept)
            elif bid == "blind":
                c["blind_nil"] += 1
                c["blind_nil_made"] += bool(kept)
            else:
                c["bids"] += 1
                c["made"] += row.made[team] is True
                c["set"] += row.made[team] is False
            c["tricks"] += row.tricks[seat]
            c["bags"] += row.overtricks[team]
        return SpadesCounts(**c)


STATS = SpadesStats()
