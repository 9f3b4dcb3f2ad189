"""The score sheet and the replays in every language (issue 14): every column header, cell word,
title, move, fact label and fact wording the code asks for is in each language's own catalogue
(the strict catalogue raises on a missing message or a Fluent error, instead of falling back to
English), for every seeded match of tests/story; and no fact reaches a reader in the engine's
English for want of a wording."""

from __future__ import annotations

import pytest

import bot.i18n
from bot.i18n import LANGUAGES, _ids, tr
from bot.render.replay_lines import LABELS, WORDING, WORDS, frame_text
from bot.render.replays import replay_page
from bot.render.sheet_columns import COLUMNS, headers_and_cells
from bot.render.sheets import MESSAGE, render_sheet, sheet_answer, sheet_posts
from games import GAMES
from games.replays import Fact, Frame, HandReplay, replay_hands
from games.sheets import score_sheet
from games.tonk.sheet import ENDINGS
from tests.story.cases import CASES, Case, record

STATES = ("no-trump", "seventh-later", "not-chosen", "revealed", "hidden")
"""Every ``games.twentynine.replay.TrumpState`` state."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_the_sheet_and_replays_ask_for_is_in_the_language(language: str) -> None:
    own = _ids(language)
    wanted = {f"sheet-ending-{e}" for e in ENDINGS}
    wanted |= {f"replay-{verb}" for verb in WORDS}
    wanted |= {f"replay-label-{LABELS.get(key, key)}" for key in WORDING}
    wanted |= {f"replay-trump-{s}" for s in STATES} | {"replay-trump-seventh-revealed"}
    wanted |= {"replay-trump-seventh-hidden", "replay-label-scores"}
    wanted |= {f"sheet-col-team-{c}" for c in ("bids", "tricks", "points", "bags", "total")}
    assert sorted(wanted - own) == []
    assert set(COLUMNS) == set(GAMES), "every game has its columns"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_trump_state_is_worded(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Twenty-Nine's trump line in each of its states (the seventh card's too), each different."""
    monkeypatch.setattr(bot.i18n, "STRICT", True)
    t = tr(language)
    names = ("ana", "ben", "cai", "dee")
    said = set()
    for state in STATES:
        for card in (None, "7H"):
            fact = Fact("trump-at-table", "trump", "", (state, "H", card, 2))
            said.add(WORDING["trump-at-table"](fact, names, t))
    assert len(said) == 7, said  # the three states without a suit have no seventh-card form
    assert any("cai" in s and "7♥" in s for s in said)


PROFILES = [c for c in CASES if c.seed == CASES[0].seed]
"""One seeded match per house-rule profile (the profiles are what reach every word)."""


@pytest.mark.parametrize("language", LANGUAGES[1:])
@pytest.mark.parametrize("case", PROFILES, ids=lambda c: c.id)
def test_every_sheet_and_frame_of_a_match_is_worded_in_the_language(
    case: Case, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot.i18n, "STRICT", True)
    t = tr(language)
    doc = record(case)
    sheet = score_sheet(doc)
    text = render_sheet(sheet, t)
    assert text != render_sheet(sheet, tr("en"))
    # Aligned: each column as wide as its worded header (and its widest cell), every row
    # within the rule under the headers.
    lines = text.split("\n")
    at = next(i for i, x in enumerate(lines) if x and set(x) <= {"-", " "})
    widths = [len(dashes) for dashes in lines[at].split("  ")]
    headers, body = headers_and_cells(sheet, t)
    assert len(widths) == len(headers)
    assert (
        lines[at - 1]
        == "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip()
    )
    for cells in body:
        assert all(len(c) <= w for c, w in zip(cells, widths, strict=True))
    assert all(len(x) <= len(lines[at]) for x in lines[at + 1 : at + 1 + len(body)])
    # Discord's limit, in every language: the result post's pages and the private answer.
    assert all(len(p) <= MESSAGE for p in sheet_posts(doc, language))
    content, whole = sheet_answer(doc, "#1", language)
    assert len(content) <= MESSAGE and (whole is None or whole.decode() == text)
    for replay in replay_hands(doc):
        for frame in replay.frames:
            keys = {f.key for f in frame.facts}
            assert keys <= set(WORDING) | {"column"}, f"no wording for {keys - set(WORDING)}"
            frame_text(frame, replay, t)
    # The last hand's page whose text is longest, through the bot's page (cut to fit).
    longest = max(replay.frames, key=lambda f: len(frame_text(f, replay, t)))
    page, frames, _ = replay_page(doc, replay.hand, longest.index, "#1", language)
    assert frames == len(replay.frames) and len(page) <= MESSAGE


def test_a_fact_without_a_wording_shows_the_engines_text() -> None:
    """A fact key the bot does not know (a newer engine) is shown as the engine wrote it, not
    dropped: the test above is what keeps that from reaching a reader."""
    replay = HandReplay("spades", 0, 0, ("a", "b", "c", "d"), (), {}, ((0, 2), (1, 3)))
    fact = Fact("new", "new thing", "a 1", (1,))
    frame = Frame(0, 1, "bidding", 0, "", (), ((),) * 4, (), None, (fact,), (0, 0))
    assert "  new thing: a 1" in frame_text(frame, replay, tr("cy")).split("\n")
