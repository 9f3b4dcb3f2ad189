"""Each game's columns of the score sheet in a language: the headers and cells of
``games/<game>/sheet.py`` worded from the catalogue (``sheet.ftl``), from the rows' data.

The English catalogue writes exactly the engine's words (``games.sheets.render_sheet``, which
the terminal keeps); tests/bot/test_story_english.py holds the two equal.  Numbers, team letters
and suit letters stay as they are; widths come from the worded headers and cells
(``games.sheets.text_table``), so the columns stay aligned in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.i18n import Tr
from games.schmier.scoring import AWARD_ORDER
from games.sheets import ScoreSheet, signed, team_letter

Headers = Callable[[ScoreSheet[Any], Tr], tuple[str, ...]]
Cells = Callable[[Any, ScoreSheet[Any], Tr], tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class Columns:
    """A game's part of the worded sheet."""

    headers: Headers
    cells: Cells
    open_ended: bool = False
    """The match has no end of its own (Tonk: the host ends the table)."""


def _letters(sheet: ScoreSheet[Any]) -> list[str]:
    return [team_letter(t) for t in range(len(sheet.teams))]


def _set(value: str, made: bool | None, t: Tr) -> str:
    return value if made is not False else t("sheet-value-set", value=value)


# ----- Spades ---------------------------------------------------------------------------------


def spades_headers(sheet: ScoreSheet[Any], t: Tr) -> tuple[str, ...]:
    out = [t("sheet-col-hand")]
    for x in _letters(sheet)[:2]:
        for col in ("bids", "tricks", "points", "bags", "total"):
            out.append(t(f"sheet-col-team-{col}", team=x))
    return tuple(out)


def _spades_bid(bid: str | int, t: Tr) -> str:
    if bid == "nil":
        return t("sheet-nil")
    if bid == "blind":
        return t("sheet-blind-nil")
    return str(bid)


def spades_cells(row: Any, sheet: ScoreSheet[Any], t: Tr) -> tuple[str, ...]:
    out = [str(row.hand + 1)]
    for team, (a, b) in enumerate(((0, 2), (1, 3))):
        bids = f"{_spades_bid(row.bids[a], t)}/{_spades_bid(row.bids[b], t)}"
        tricks = _set(f"{row.tricks[a]}/{row.tricks[b]}", row.made[team], t)
        bags = str(row.bags[team])
        if row.penalties[team]:
            bags += f" (-{row.penalties[team]})"
        out += [bids, tricks, signed(row.points[team]), bags, str(row.scores[team])]
    return tuple(out)


# ----- Schmier --------------------------------------------------------------------------------


def schmier_headers(sheet: ScoreSheet[Any], t: Tr) -> tuple[str, ...]:
    letters = _letters(sheet)
    return (
        t("sheet-col-hand"),
        t("sheet-col-bids"),
        t("sheet-col-bidder"),
        t("sheet-col-bid"),
        t("sheet-col-trump"),
        t("sheet-col-awards"),
        *(t("sheet-col-team-points", team=x) for x in letters),
        *(t("sheet-col-team-total", team=x) for x in letters),
    )


def schmier_cells(row: Any, sheet: ScoreSheet[Any], t: Tr) -> tuple[str, ...]:
    calls = " ".join(
        "-" if c is None else t("sheet-call-pass") if c == "pass" else str(c) for c in row.calls
    )
    totals = tuple(str(s) for s in row.scores)
    hand = str(row.hand + 1)
    if row.redeal:
        blank = ("0",) * len(row.scores)
        return (hand, calls, t("sheet-all-pass"), "-", "-", t("sheet-redeal"), *blank, *totals)
    bidder = "-" if row.bidder is None else sheet.players[row.bidder]
    awards = " ".join(
        "-" if (w := row.awards.get(a)) is None else team_letter(w) for a in AWARD_ORDER
    )
    return (
        hand,
        calls,
        bidder,
        _set(str(row.bid), row.made or False, t),
        row.trump or "-",
        awards,
        *(signed(c) for c in row.change),
        *totals,
    )


# ----- Twenty-Nine ----------------------------------------------------------------------------


def twentynine_headers(sheet: ScoreSheet[Any], t: Tr) -> tuple[str, ...]:
    return (
        t("sheet-col-hand"),
        t("sheet-col-bidder"),
        t("sheet-col-bid"),
        t("sheet-col-trump"),
        t("sheet-col-extras"),
        t("sheet-col-card-points", first="A", second="B"),
        t("sheet-col-result"),
        "A",
        "B",
        t("sheet-col-team-total", team="A"),
        t("sheet-col-team-total", team="B"),
    )


def twentynine_cells(row: Any, sheet: ScoreSheet[Any], t: Tr) -> tuple[str, ...]:
    hand = str(row.hand + 1)
    totals = (str(row.scores[0]), str(row.scores[1]))
    if row.redeal:
        return (hand, "-", "-", "-", t("sheet-redeal"), "-", "-", "0", "0", *totals)
    bidder = "-" if row.bidder is None else sheet.players[row.bidder]
    extras: list[str] = []
    if row.single:
        extras.append(t("sheet-single"))
    if row.doubled_by is not None:
        extras.append(t("sheet-redoubled" if row.redoubled_by is not None else "sheet-doubled"))
    if row.pair_by is not None:
        extras.append(t("sheet-pair", team=team_letter(row.pair_by & 1), target=str(row.target)))
    return (
        hand,
        bidder,
        t("sheet-single") if row.single else str(row.bid),
        row.trump or "-",
        t("sheet-sep").join(extras) or "-",
        f"{row.card_points[0]}-{row.card_points[1]}",
        t("sheet-made") if row.made else t("sheet-set"),
        signed(row.game_points[0]),
        signed(row.game_points[1]),
        *totals,
    )


# ----- Tonk -----------------------------------------------------------------------------------


def tonk_headers(sheet: ScoreSheet[Any], t: Tr) -> tuple[str, ...]:
    cols = ("hand", "ended", "by", "winner", "counts")
    return (*(t(f"sheet-col-{c}") for c in cols), *sheet.players)


def tonk_cells(row: Any, sheet: ScoreSheet[Any], t: Tr) -> tuple[str, ...]:
    names = sheet.players
    key = f"sheet-ending-{row.ending}"
    return (
        str(row.hand + 1),
        t(key) if t.has(key) else row.ending,
        "-" if row.by is None else names[row.by],
        t("sheet-sep").join(names[s] for s in row.winners) or "-",
        " ".join(str(c) for c in row.counts),
        *(f"{signed(p)} → {s}" for p, s in zip(row.payouts, row.scores, strict=True)),
    )


COLUMNS: dict[str, Columns] = {
    "spades": Columns(spades_headers, spades_cells),
    "schmier": Columns(schmier_headers, schmier_cells),
    "twentynine": Columns(twentynine_headers, twentynine_cells),
    "tonk": Columns(tonk_headers, tonk_cells, open_ended=True),
}
"""Each game's columns (every game has its entry)."""


def headers_and_cells(
    sheet: ScoreSheet[Any], t: Tr, rows: Sequence[Any] | None = None
) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """The worded headers and one tuple of cells per row (``rows``: the sheet's, or others)."""
    cols = COLUMNS[sheet.game]
    body = [cols.cells(r, sheet, t) for r in (sheet.rows if rows is None else rows)]
    return cols.headers(sheet, t), body
