"""Tonk statistics per seat: tonks, going out, drops won and caught, net stakes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.sheets import ScoreSheet
from games.stats import Counts
from games.tonk.sheet import TonkRow


@dataclass(frozen=True, slots=True)
class TonkCounts(Counts):
    tonks: int = 0
    """Tonks: dealt (an initial tonk) or made (a tonk out)."""
    outs: int = 0
    """Went out by discarding the last card."""
    drops: int = 0
    drops_won: int = 0
    caught: int = 0
    """Dropped and was caught (another count at or below the dropper's)."""
    hands_won: int = 0
    """Hands the seat collected in (a shared low count counts for each)."""
    net: int = 0
    """Stakes won minus stakes lost."""


class TonkStats:
    """``games.stats.GameStats`` for Tonk."""

    def zero(self) -> TonkCounts:
        return TonkCounts()

    def seat(self, sheet: ScoreSheet[Any], seat: int) -> TonkCounts:
        c = {f: 0 for f in TonkCounts.__dataclass_fields__}
        for row in sheet.rows:
            assert isinstance(row, TonkRow)
            c["net"] += row.payouts[seat]
            c["hands_won"] += seat in row.winners
            if row.by != seat:
                continue
            if row.ending in ("initial_tonk", "tonk_out"):
                c["tonks"] += 1
            elif row.ending == "out":
                c["outs"] += 1
            elif row.ending in ("drop_won", "caught"):
                c["drops"] += 1
                c["drops_won" if row.ending == "drop_won" else "caught"] += 1
        return TonkCounts(**c)


STATS = TonkStats()
