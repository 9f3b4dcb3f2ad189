"""Twenty-Nine's score sheet: bidder, bid, trump, card points, game points, pair, doubling.

The result of each hand (``TwentyNineResult``) gives the contract and the card points; the
doubling and the pair are read from the hand's actions, which are public once the hand is over
(a double, a redouble and a pair are announced at the table).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games import AnyMatch
from games.actions import Double, PairDeclare, Redouble
from games.sheets import ScoreSheet, SheetRow, finished_logs, previous_scores, signed, team_letter
from games.twentynine.scoring import TwentyNineResult


@dataclass(frozen=True, slots=True, kw_only=True)
class TwentyNineRow(SheetRow):
    """One deal; ``card_points`` and ``game_points`` are per team (0 = seats 0 and 2)."""

    bidder: int | None
    """The contract's bidder, or the single-hand declarer."""
    bid: int | None
    """The winning bid (``None`` for a single hand or a redeal)."""
    target: int | None
    """The points the bidding side needed, after any pair."""
    trump: str | None
    """A suit letter, or ``NT`` (no trump, or a single hand)."""
    single: bool
    made: bool | None
    """Contract (or single hand) made; ``None`` for a redeal."""
    multiplier: int
    """1, 2 after a double, 4 after a redouble."""
    doubled_by: int | None
    redoubled_by: int | None
    pair_by: int | None
    card_points: tuple[int, int]
    game_points: tuple[int, int]
    """This deal's change of the game points per team."""


class TwentyNineSheet:
    """``games.sheets.GameSheet`` for Twenty-Nine."""

    def rows(self, match: AnyMatch) -> tuple[TwentyNineRow, ...]:
        rows: list[TwentyNineRow] = []
        for k, log in finished_logs(match):
            res = log.result
            assert isinstance(res, TwentyNineResult)
            before = previous_scores(rows, 2)
            doubled = redoubled = pair = None
            for seat, action in log.actions:
                if isinstance(action, Double):
                    doubled = seat
                elif isinstance(action, Redouble):
                    redoubled = seat
                elif isinstance(action, PairDeclare):
                    pair = seat
            mult = 4 if redoubled is not None else 2 if doubled is not None else 1
            rows.append(
                TwentyNineRow(
                    hand=k,
                    dealer=log.dealer,
                    redeal=res.redeal,
                    scores=tuple(res.scores),
                    bidder=res.bidder,
                    bid=res.bid,
                    target=res.target,
                    trump=res.trump,
                    single=res.single,
                    made=None if res.redeal else res.made,
                    multiplier=mult,
                    doubled_by=doubled,
                    redoubled_by=redoubled,
                    pair_by=pair,
                    card_points=(res.points[0], res.points[1]),
                    game_points=(res.scores[0] - before[0], res.scores[1] - before[1]),
                )
            )
        return tuple(rows)

    def headers(self, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        return (
            "hand",
            "bidder",
            "bid",
            "trump",
            "extras",
            "card pts A-B",
            "result",
            "A",
            "B",
            "A total",
            "B total",
        )

    def cells(self, row: TwentyNineRow, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        hand = str(row.hand + 1)
        totals = (str(row.scores[0]), str(row.scores[1]))
        if row.redeal:
            return (hand, "-", "-", "-", "redeal", "-", "-", "0", "0", *totals)
        names = sheet.players
        bidder = "-" if row.bidder is None else names[row.bidder]
        extras: list[str] = []
        if row.single:
            extras.append("single")
        if row.doubled_by is not None:
            extras.append("redoubled" if row.redoubled_by is not None else "doubled")
        if row.pair_by is not None:
            extras.append(f"pair {team_letter(row.pair_by & 1)} → {row.target}")
        bid = "single" if row.single else str(row.bid)
        pts = f"{row.card_points[0]}-{row.card_points[1]}"
        result = "made" if row.made else "set"
        return (
            hand,
            bidder,
            bid,
            row.trump or "-",
            ", ".join(extras) or "-",
            pts,
            result,
            signed(row.game_points[0]),
            signed(row.game_points[1]),
            *totals,
        )


SHEET = TwentyNineSheet()
