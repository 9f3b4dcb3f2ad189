"""Tonk's score sheet: each hand's winner, how it ended, the counts and who paid whom.

Everything comes from the hand's result (``TonkResult``) and the seat whose action ended it;
the counts are the ones shown at the end of the hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, cast

from games import AnyMatch
from games.sheets import ScoreSheet, SheetRow, finished_logs, signed

ENDINGS: dict[str, str] = {
    "initial_tonk": "tonk (dealt)",
    "tonk_out": "tonk out",
    "out": "out",
    "drop_won": "drop won",
    "caught": "caught",
    "stock_out": "stock out",
    "draw": "drawn deal",
}
"""Each ending of the records contract in a few words."""


class _Result(Protocol):
    """What the sheet reads of ``games.tonk.match.TonkResult`` (the match module sits above
    this one in the game's layers, so its class is not imported here)."""

    ending: str
    payouts: tuple[int, ...]
    counts: tuple[int, ...]
    scores: tuple[int, ...]
    redeal: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class TonkRow(SheetRow):
    """One hand; every tuple is per seat."""

    ending: str
    """The records contract's ending: ``initial_tonk``, ``tonk_out``, ``out``, ``drop_won``,
    ``caught``, ``stock_out`` or ``draw``."""
    by: int | None
    """The seat that ended the hand (the tonk, the one who went out, the dropper, the seat that
    ended a stock-out), or ``None`` when it ended as dealt with nobody winning."""
    winners: tuple[int, ...]
    """The seats that collected (several on a shared low count)."""
    counts: tuple[int, ...]
    payouts: tuple[int, ...]


class TonkSheet:
    """``games.sheets.GameSheet`` for Tonk; a seat's cell is ``payout → net so far``."""

    def rows(self, match: AnyMatch) -> tuple[TonkRow, ...]:
        rows: list[TonkRow] = []
        for k, log in finished_logs(match):
            res = cast(_Result, log.result)
            winners = tuple(s for s, p in enumerate(res.payouts) if p > 0)
            if log.actions:
                by: int | None = log.actions[-1][0]
            else:  # ended as dealt: the initial tonk's holder, or nobody (a drawn deal)
                by = winners[0] if res.ending == "initial_tonk" else None
            rows.append(
                TonkRow(
                    hand=k,
                    dealer=log.dealer,
                    redeal=res.redeal,
                    scores=tuple(res.scores),
                    ending=res.ending,
                    by=by,
                    winners=winners,
                    counts=tuple(res.counts),
                    payouts=tuple(res.payouts),
                )
            )
        return tuple(rows)

    def headers(self, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        return (
            "hand",
            "ended",
            "by",
            "winner",
            "counts",
            *sheet.players,
        )

    def cells(self, row: TonkRow, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        names = sheet.players
        return (
            str(row.hand + 1),
            ENDINGS.get(row.ending, row.ending),
            "-" if row.by is None else names[row.by],
            ", ".join(names[s] for s in row.winners) or "-",
            " ".join(str(c) for c in row.counts),
            *(f"{signed(p)} → {s}" for p, s in zip(row.payouts, row.scores, strict=True)),
        )


SHEET = TonkSheet()
