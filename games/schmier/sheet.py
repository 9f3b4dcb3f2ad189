"""Schmier's score sheet: the bids, the contract, who won each point, the points per team.

The result (``SchmierHandResult``) gives the contract, the awards and the points; each seat's
bid is read from the auction's actions, which everybody heard.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games import AnyMatch
from games.actions import Bid, Pass
from games.schmier.scoring import AWARD_ORDER, RedealResult, SchmierHandResult
from games.sheets import ScoreSheet, SheetRow, finished_logs, previous_scores, signed, team_letter

BidCall = int | str | None
"""A seat's call: its bid, ``"pass"``, or ``None`` when the auction ended before it spoke."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SchmierRow(SheetRow):
    """One hand; ``points``, ``game_values`` and ``change`` are per team."""

    calls: tuple[BidCall, ...]
    """Per seat, its highest bid in the auction, else ``"pass"`` (or ``None``: not asked)."""
    bidder: int | None
    bid: int | None
    trump: str | None
    awards: dict[str, int | None]
    """``high``/``low``/``right``/``left``/``joker``/``game`` → the team that won it."""
    points: tuple[int, ...]
    game_values: tuple[int, ...]
    made: bool | None
    """The bidding team won at least its bid; ``None`` for a redeal."""
    change: tuple[int, ...]
    """This hand's change of each team's total (the bidder's team loses its bid when set)."""


class SchmierSheet:
    """``games.sheets.GameSheet`` for Schmier."""

    def rows(self, match: AnyMatch) -> tuple[SchmierRow, ...]:
        teams = len(match.teams)
        rows: list[SchmierRow] = []
        for k, log in finished_logs(match):
            res = log.result
            before = previous_scores(rows, teams)
            calls: list[BidCall] = [None] * match.seats
            for seat, action in log.actions:
                if isinstance(action, Bid):
                    calls[seat] = action.n
                elif isinstance(action, Pass) and calls[seat] is None:
                    calls[seat] = "pass"
            scores = tuple(res.scores)
            common: dict[str, Any] = {
                "hand": k,
                "dealer": log.dealer,
                "scores": scores,
                "calls": tuple(calls),
                "change": tuple(a - b for a, b in zip(scores, before, strict=True)),
            }
            if isinstance(res, RedealResult):
                rows.append(
                    SchmierRow(
                        redeal=True,
                        bidder=None,
                        bid=None,
                        trump=None,
                        awards={},
                        points=(0,) * teams,
                        game_values=(0,) * teams,
                        made=None,
                        **common,
                    )
                )
                continue
            assert isinstance(res, SchmierHandResult)
            team = match.team_of(res.bidder)
            rows.append(
                SchmierRow(
                    redeal=False,
                    bidder=res.bidder,
                    bid=res.bid,
                    trump=res.trump,
                    awards={a: res.awards[a] for a in AWARD_ORDER},
                    points=tuple(res.points),
                    game_values=tuple(res.game_values),
                    made=res.points[team] >= res.bid,
                    **common,
                )
            )
        return tuple(rows)

    def headers(self, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        letters = [team_letter(t) for t in range(len(sheet.teams))]
        return (
            "hand",
            "bids",
            "bidder",
            "bid",
            "trump",
            "high low right left joker game",
            *(f"{x} pts" for x in letters),
            *(f"{x} total" for x in letters),
        )

    def cells(self, row: SchmierRow, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        calls = " ".join("-" if c is None else "p" if c == "pass" else str(c) for c in row.calls)
        totals = tuple(str(s) for s in row.scores)
        if row.redeal:
            blank = ("0",) * len(row.scores)
            return (str(row.hand + 1), calls, "all pass", "-", "-", "redeal", *blank, *totals)
        bidder = "-" if row.bidder is None else sheet.players[row.bidder]
        awards = " ".join(_team(row.awards.get(a)) for a in AWARD_ORDER)
        bid = f"{row.bid}" + ("" if row.made else " set")
        return (
            str(row.hand + 1),
            calls,
            bidder,
            bid,
            row.trump or "-",
            awards,
            *(signed(c) for c in row.change),
            *totals,
        )


def _team(team: int | None) -> str:
    return "-" if team is None else team_letter(team)


SHEET = SchmierSheet()
