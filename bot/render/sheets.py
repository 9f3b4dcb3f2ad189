"""The score sheet as Discord shows it: a fixed-width table in a code block, and where it does
not fit one message, its pages (the result post) or a text file (a private answer).

The sheet itself is ``games.sheets`` (the rows of each game in its own terms); this module words
it in a language (the catalogue's ``sheet.ftl``, each game's columns in
``bot.render.sheet_columns``) and fits it into Discord's limits (2000 characters a message).
Public information only: the sheet is read from the finished hands of the record it is given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n import Tr, tr
from bot.render.seats import seat_names
from bot.render.sheet_columns import COLUMNS, headers_and_cells
from bot.tables.model import Seat
from games import TITLES
from games.sheets import ScoreSheet, score_sheet, team_letter, text_table

MESSAGE = 2000
"""Discord's limit on a message's content."""
FENCE = "```\n{}\n```"
SHEET_FILE = "score-sheet.txt"


def sheet_text(
    record: Mapping[str, Any], language: str = "en", players: Sequence[str] | None = None
) -> str:
    """The whole sheet of ``record`` (its finished hands) as plain text in ``language``
    (``players``: the names to show, else the record's)."""
    return render_sheet(score_sheet(record, players), tr(language))


def shown_names(players: Sequence[Mapping[str, Any]], language: str = "en") -> list[str]:
    """Each seat's name as the sheet and the replays show it (``players``: a table's stored
    seats): a computer's in ``language`` (*Cyfrifiadur 2*), as the lobby and the table say it."""
    return seat_names([Seat.from_json(dict(p)) for p in players], tr(language))


def game_name(game: str, t: Tr) -> str:
    key = f"game-{game}"
    return t(key) if t.has(key) else TITLES.get(game, game)


def render_sheet(sheet: ScoreSheet[Any], t: Tr) -> str:
    """The sheet as a fixed-width text table, with a title and the standing, in ``t``'s
    language (English: ``games.sheets.render_sheet``'s text, byte for byte)."""
    head, body = headers_and_cells(sheet, t)
    lines = [t("sheet-title", game=game_name(sheet.game, t))]
    if not all(len(team) == 1 for team in sheet.teams):
        lines += [
            t("sheet-legend", team=team_letter(i), side=side) for i, side in enumerate(sheet.sides)
        ]
    lines.append("")
    lines.extend(text_table(head, body))
    lines.append("")
    lines.append(standing(sheet, t))
    return "\n".join(lines)


def standing(sheet: ScoreSheet[Any], t: Tr) -> str:
    """One line: the totals, and who won or that play goes on."""
    labels = (
        [sheet.players[team[0]] for team in sheet.teams]
        if all(len(team) == 1 for team in sheet.teams)
        else [team_letter(i) for i in range(len(sheet.teams))]
    )
    totals = t("sheet-sep").join(
        t("face-side-points", side=lab, points=str(s))
        for lab, s in zip(labels, sheet.scores, strict=True)
    )
    hands = sum(1 for r in sheet.rows if not r.redeal)
    if sheet.complete and sheet.winner is not None:
        return t("sheet-standing-won", hands=hands, totals=totals, winner=labels[sheet.winner])
    if COLUMNS[sheet.game].open_ended:
        return t("sheet-standing-open", hands=hands, totals=totals)
    return t("sheet-standing-in-play", hands=hands, totals=totals)


def pages(text: str, limit: int = MESSAGE, head: str = "") -> list[str]:
    """``text`` cut at line ends into code-block messages of at most ``limit`` characters
    (the first one after ``head``); a line longer than a page is cut."""
    room = limit - len(FENCE.format(""))
    out: list[str] = []
    chunk: list[str] = []
    size = 0
    first_room = room - len(head) - 1 if head else room
    for line in text.split("\n"):
        line = line[:room]
        cap = first_room if not out else room
        if chunk and size + len(line) + 1 > cap:
            out.append("\n".join(chunk))
            chunk, size = [], 0
        chunk.append(line)
        size += len(line) + 1
    if chunk:
        out.append("\n".join(chunk))
    posts = [FENCE.format(p) for p in out]
    if head:
        posts[0] = f"{head}\n{posts[0]}"
    return posts


def sheet_answer(
    record: Mapping[str, Any],
    title: str,
    language: str = "en",
    players: Sequence[str] | None = None,
) -> tuple[str, bytes | None]:
    """The private answer to Score sheet: the sheet in the message if it fits, else its
    latest rows there and the whole sheet as a text file, all in ``language`` (the asker's;
    ``players``: the names in it)."""
    t = tr(language)
    text = sheet_text(record, language, players)
    head = t("story-sheet-head", title=title)
    whole = f"{head}\n{FENCE.format(text)}"
    if len(whole) <= MESSAGE:
        return whole, None
    lines = text.split("\n")
    note = t("story-sheet-latest", title=title)
    # The title and the column heads, then as many of the last rows as fit, then the standing.
    rule = next(i for i, x in enumerate(lines) if x and set(x) <= {"-", " "})
    top, rows, tail = lines[: rule + 1], lines[rule + 1 : -2], lines[-2:]
    keep: list[str] = []
    budget = MESSAGE - len(note) - len(FENCE.format("")) - 2 - sum(len(x) + 1 for x in top + tail)
    for line in reversed(rows):
        if len(line) + 1 > budget:
            break
        keep.insert(0, line)
        budget -= len(line) + 1
    shown = f"{note}\n{FENCE.format(chr(10).join(top + keep + tail))}"
    if len(shown) > MESSAGE:  # not even the heads and the standing fit: the file alone
        shown = t("story-sheet-file-only", title=title)[:MESSAGE]
    return shown, text.encode()


def sheet_posts(record: Mapping[str, Any], language: str = "en") -> list[str]:
    """The whole sheet for the result post of a match, in ``language`` (the table's; the
    record's ``players`` are the names shown): one message, or its pages."""
    sheet = score_sheet(record)
    if not sheet.rows:
        return []
    t = tr(language)
    return pages(render_sheet(sheet, t), head=t("story-sheet-post-head"))
