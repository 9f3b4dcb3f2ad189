"""Spades' score sheet: bids, tricks, points, bags and the running totals per team.

Points and bags come from the engine's own ``Scorer`` (the same call ``SpadesMatch`` scores
with), so the sheet cannot disagree with the match; only whether a contract was made is read
here, by the same §3.4 rule the scorer applies.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from games import AnyMatch
from games.sheets import ScoreSheet, SheetRow, finished_logs, signed, team_letter
from games.spades.scoring import BLIND, Scorer, SpadesHandResult

BidText = str | int
"""A bid as the record shows it: ``"nil"``, ``"blind"`` or the number."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SpadesRow(SheetRow):
    """One hand; per-seat tuples are indexed by seat, per-team ones by team (0 = seats 0, 2)."""

    bids: tuple[BidText, ...]
    tricks: tuple[int, ...]
    nil_made: tuple[bool | None, ...]
    """Per seat: a nil or blind nil kept (no trick taken), broken, or ``None``: no nil bid."""
    made: tuple[bool | None, ...]
    """Per team: the partnership's contract made or set; ``None`` when both partners bid nil."""
    overtricks: tuple[int, ...]
    """Per team: the tricks that counted as bags this hand."""
    penalties: tuple[int, ...]
    """Per team: bag penalty points taken off this hand."""
    points: tuple[int, ...]
    """Per team: this hand's points, penalties included."""
    bags: tuple[int, ...]
    """Per team: the bag counters after the hand."""


def bid_code(bid: BidText | None) -> int:
    """A bid of the replay output as the scorer's code (0 nil, ``BLIND``, or the number)."""
    if bid == "nil":
        return 0
    if bid == "blind":
        return BLIND
    if not isinstance(bid, int):
        raise ValueError(f"not a finished hand's bid: {bid!r}")
    return bid


def contract_made(bids: Sequence[int], tricks: Sequence[int], mode: str) -> bool | None:
    """Whether a partnership made its contract (§3.4): its number bids against its tricks.

    A nil bidder's tricks help the partner only under ``count_toward_contract``.
    """
    contract = sum(b for b in bids if b > 0)
    if not contract:
        return None
    toward = sum(t for b, t in zip(bids, tricks, strict=True) if b > 0)
    if mode == "count_toward_contract":
        toward += sum(t for b, t in zip(bids, tricks, strict=True) if b <= 0)
    return toward >= contract


class SpadesSheet:
    """``games.sheets.GameSheet`` for Spades."""

    def rows(self, match: AnyMatch) -> tuple[SpadesRow, ...]:
        scorer = Scorer(match.options)
        mode = match.options.nil_tricks_mode
        rows: list[SpadesRow] = []
        for k, log in finished_logs(match):
            res = log.result
            assert isinstance(res, SpadesHandResult)
            codes = [bid_code(b) for b in res.bids]
            tricks = res.tricks
            over: list[int] = []
            penalties: list[int] = []
            made: list[bool | None] = []
            for team, (a, b) in enumerate(((0, 2), (1, 3))):
                raw, extra = scorer.team(codes[a], tricks[a], codes[b], tricks[b])
                over.append(extra)
                penalties.append(raw - res.points[team])
                made.append(contract_made((codes[a], codes[b]), (tricks[a], tricks[b]), mode))
            rows.append(
                SpadesRow(
                    hand=k,
                    dealer=log.dealer,
                    redeal=False,
                    scores=tuple(res.scores),
                    bids=tuple(b for b in res.bids if b is not None),
                    tricks=tuple(tricks),
                    nil_made=tuple((tricks[s] == 0) if codes[s] <= 0 else None for s in range(4)),
                    made=tuple(made),
                    overtricks=tuple(over),
                    penalties=tuple(penalties),
                    points=tuple(res.points),
                    bags=tuple(res.bags),
                )
            )
        return tuple(rows)

    def headers(self, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        out = ["hand"]
        for t in range(2):
            x = team_letter(t)
            out += [f"{x} bids", f"{x} tricks", f"{x} pts", f"{x} bags", f"{x} total"]
        return tuple(out)

    def cells(self, row: SpadesRow, sheet: ScoreSheet[Any]) -> tuple[str, ...]:
        out = [str(row.hand + 1)]
        for t, (a, b) in enumerate(((0, 2), (1, 3))):
            bids = f"{_bid(row.bids[a])}/{_bid(row.bids[b])}"
            tricks = f"{row.tricks[a]}/{row.tricks[b]}"
            if row.made[t] is False:
                tricks += " set"
            pts = signed(row.points[t])
            bags = str(row.bags[t])
            if row.penalties[t]:
                bags += f" (-{row.penalties[t]})"
            out += [bids, tricks, pts, bags, str(row.scores[t])]
        return tuple(out)


def _bid(bid: BidText) -> str:
    return {"nil": "nil", "blind": "bnil"}.get(bid, str(bid)) if isinstance(bid, str) else str(bid)


SHEET = SpadesSheet()
