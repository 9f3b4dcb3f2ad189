"""The score sheet and the replays in English are what they were before they were translated
(issue 14): byte for byte the engine's terminal text (``games.sheets.render_sheet``,
``games.replays.render_frame``, which tests/story pins) for every seeded match of tests/story,
and the bot's whole answers, posts and pages of one finished match of each game equal to the
ones recorded before the change (``data/story_english.json``, made by
``data/make_story_english.py``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import tr
from bot.render.replay_lines import frame_text
from bot.render.replays import replay_page
from bot.render.sheets import render_sheet, sheet_answer, sheet_posts
from games import sheets as engine_sheets
from games.records import build_match, load_record
from games.replays import finished_hands, render_frame, replay_hands
from games.sheets import score_sheet
from tests.story.cases import CASES, Case, record

DATA = Path(__file__).parent / "data" / "story_english.json"
BEFORE: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_the_english_sheet_and_every_frame_are_the_engines_text(case: Case) -> None:
    doc = record(case)
    sheet = score_sheet(doc)
    en = tr("en")
    assert render_sheet(sheet, en) == engine_sheets.render_sheet(sheet)
    frames = 0
    for replay in replay_hands(doc):
        for frame in replay.frames:
            assert frame_text(frame, replay, en) == render_frame(frame, replay.players)
            frames += 1
    assert frames > len(sheet.rows) * 2


@pytest.mark.parametrize("game", sorted(BEFORE))
def test_the_bots_english_sheet_and_replay_are_unchanged(game: str) -> None:
    before = BEFORE[game]
    doc = before["record"]
    content, whole = sheet_answer(doc, "Game #1")
    assert content == before["answer"]
    assert (None if whole is None else whole.decode()) == before["file"]
    assert sheet_posts(doc) == before["posts"]
    done = finished_hands(build_match(load_record(doc)))
    first, frames, _ = replay_page(doc, done[0], 0, "Game #1")
    pages = [first] + [replay_page(doc, done[0], f, "Game #1")[0] for f in range(1, frames)]
    assert pages == before["replay"]
    assert replay_page(doc, done[-1], 999, "Game #1")[0] == before["last_result"]
    assert "Computer 2" in content + (before["file"] or ""), "a computer's name is in it"
