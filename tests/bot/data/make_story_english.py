"""Writes ``story_english.json``: the English score sheet (private answer and result post) and
every replay page of the first hand (and the last hand's result) of one finished match of each
game, as the
bot showed them before the sheet and the replays were translated (commit 6398e44).

``tests/bot/test_story_english.py`` holds today's output to it byte for byte.  Run from the
repository root: ``python -m tests.bot.data.make_story_english``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.story.cases import CASES, record

OUT = Path(__file__).with_name("story_english.json")
GAMES = ("spades", "schmier", "twentynine", "tonk")
PLAYERS = {2: ["ana", "Computer 1"], 4: ["ana", "Computer 1", "ben", "Computer 3"]}


def match_of(game: str) -> dict[str, Any]:
    """The first case of ``game``, its second seat a computer (as the bot names one)."""
    case = next(c for c in CASES if c.game == game)
    doc = record(case)
    names = list(doc["players"])
    names[1] = "Computer 2"
    doc["players"] = names
    return doc


def main() -> None:
    from bot.render.replays import replay_page
    from bot.render.sheets import sheet_answer, sheet_posts
    from games.records import build_match, load_record
    from games.replays import finished_hands

    out: dict[str, Any] = {}
    for game in GAMES:
        doc = match_of(game)
        content, whole = sheet_answer(doc, "Game #1")
        done = finished_hands(build_match(load_record(doc)))
        first, frames, _ = replay_page(doc, done[0], 0, "Game #1")
        pages = [first] + [replay_page(doc, done[0], f, "Game #1")[0] for f in range(1, frames)]
        last = replay_page(doc, done[-1], 999, "Game #1")[0]
        out[game] = {
            "record": doc,
            "answer": content,
            "file": None if whole is None else whole.decode(),
            "posts": sheet_posts(doc),
            "replay": pages,
            "last_result": last,
        }
    lines = [f"{json.dumps(g)}: {json.dumps(v, ensure_ascii=False)}" for g, v in out.items()]
    OUT.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")


if __name__ == "__main__":
    main()
