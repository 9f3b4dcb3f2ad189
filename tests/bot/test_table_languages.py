"""A whole match of every game in Welsh, Bulgarian and Haitian Creole through the fake Discord
(issue 14): every public message the table posts in its thread after the start (the table
message at each edit, the hands' summaries, the result) speaks the table's language, with no
English word of the table's catalogue, and keeps Discord's limits."""

from __future__ import annotations

from typing import Any

import pytest

from bot import i18n
from bot.bot import CardroomBot
from bot.i18n import tr
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.i18n.english import english_in
from tests.i18n.limits import CONTENT, DESCRIPTION, FOOTER, TITLE

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

SHEET = "\n📋 "
"""Where a result post's score sheet begins."""
RULES: dict[str, list[tuple[str, Any]]] = {
    # Short matches (the house rules of tests/bot/test_games.py).
    "spades": [("target", 100), ("mercy_loss_at", -100)],
    "schmier": [("target", 5)],
    "twentynine": [("game_target", 1)],
    "tonk": [("hands", 2), ("stake", 2)],
}


def public_posts(fake: FakeDiscord, thread: Any, since: int) -> list[dict[str, Any]]:
    """The payloads everybody sees in ``thread`` from ``since`` on: posts and edits."""
    return [
        sp.payload
        for sp in fake.sent_payloads()[since:]
        if sp.visible_to is None
        and sp.channel_id == thread.id
        and sp.kind in ("message", "edit")
        and isinstance(sp.payload, dict)
    ]


def texts_of(payload: dict[str, Any]) -> list[tuple[str, int]]:
    """``(text, Discord's limit)`` of a payload's content and embeds (its components are the
    hand's and the rematch's, checked with them)."""
    content = payload.get("content") or ""
    assert len(content) <= CONTENT, content
    # The score sheet under a result is the story's (bot/render/sheets.py), scanned with it.
    out = [(content.split(SHEET, 1)[0], CONTENT)]
    for e in payload.get("embeds") or []:
        out += [(e.get("title") or "", TITLE), (e.get("description") or "", DESCRIPTION)]
        out.append(((e.get("footer") or {}).get("text") or "", FOOTER))
    return out


async def play_in(fake: FakeDiscord, bot: CardroomBot, host: FakeUser, channel: FakeChannel,
                  game: str, language: str) -> tuple[Any, int]:  # fmt: skip
    """A table of ``game`` in ``language``, computers in every seat (the host's is away),
    played to its end; the thread and where its posts after the start begin."""
    await fake.slash(host, channel, "table create", game=game)
    thread = fake.threads(channel)[-1]
    svc = bot.service
    (t,) = svc.tables.values()
    t.row.language = language  # what `service.create(language=...)` stores
    for name, value in RULES[game]:
        await svc.set_option(t.id, host.id, name, value)
    while any(s.kind == "empty" for s in t.seats):
        await svc.add_computer(t.id, host.id)
    t.seats[0].auto = True
    await fake.settle()
    since = len(fake.sent_payloads())
    await svc.start(t.id, host.id)
    for _ in range(200):
        await fake.settle()
        if thread.archived:
            break
    assert thread.archived, "the match ended"
    return thread, since


@pytest.mark.parametrize("language", ["cy", "bg", "ht"])
@pytest.mark.parametrize("game", ["twentynine", "schmier", "spades", "tonk"])
async def test_a_whole_match_speaks_the_tables_language(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
    game: str,
    language: str,
) -> None:
    monkeypatch.setattr(i18n, "STRICT", True)  # a catalogue error fails the test
    thread, since = await play_in(fake, bot, alice, channel, game, language)
    row = await bot.store.table(1)
    assert row is not None and row.status == "finished"
    names = {str(p.get("name") or "") for p in row.players} - {""}
    posts = public_posts(fake, thread, since)
    assert len(posts) > 3
    t = tr(language)
    hand_over = t("table-hand-over", hand="1")
    contents = [p.get("content") or "" for p in posts]
    assert any(c.startswith(hand_over) for c in contents), "a summary in the table's language"
    assert any(c.startswith(("🏆", "🏁")) for c in contents), "the result"
    titles = [e.get("title") or "" for p in posts for e in p.get("embeds") or []]
    assert any(t(f"game-{game}") in title for title in titles)
    for payload in posts:
        for text, limit in texts_of(payload):
            assert len(text) <= limit, text
            assert english_in(text, language, names) == set(), text
