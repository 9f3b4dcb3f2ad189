"""Twenty-Nine statistics per seat: bids won and made, pairs, single hands, doubles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.sheets import ScoreSheet
from games.stats import Counts
from games.twentynine.sheet import TwentyNineRow


@dataclass(frozen=True, slots=True)
class TwentyNineCounts(Counts):
    """``bids_won`` counts contracts (a single hand is counted apart, in ``singles``)."""

    bids_won: int = 0
    bids_made: int = 0
    pairs: int = 0
    singles: int = 0
    singles_made: int = 0
    doubles: int = 0
    """Doubles and redoubles the seat called."""


class TwentyNineStats:
    """``games.stats.GameStats`` for Twenty-Nine."""

    def zero(self) -> TwentyNineCounts:
        return TwentyNineCounts()

    def seat(self, sheet: ScoreSheet[Any], seat: int) -> TwentyNineCounts:
        c = {f: 0 for f in TwentyNineCounts.__dataclass_fields__}
        for row in sheet.rows:
            assert isinstance(row, TwentyNineRow)
            if row.redeal:
                continue
            if row.bidder == seat and row.single:
                c["singles"] += 1
                c["singles_made"] += bool(row.made)
            elif row.bidder == seat:
                c["bids_won"] += 1
                c["bids_made"] += bool(row.made)
            c["pairs"] += row.pair_by == seat
            c["doubles"] += (row.doubled_by == seat) + (row.redoubled_by == seat)
        return TwentyNineCounts(**c)


STATS = TwentyNineStats()
