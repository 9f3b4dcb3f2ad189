"""A complete match of each game through the fake Discord: two people clicking what the bot
rendered, computers in the other seats; then the hidden-information scan over every payload."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.db.open import open_store
from tests.bot.harness import make_bot, said, table_seed
from tests.bot.leaks import Recorder, check_payloads, payload_emojis
from tests.bot.players import choose_level, play_until_closed, table_message
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

HOUSE_RULES: dict[str, list[tuple[str, str]]] = {
    # (option, JSON value) chosen through the House rules menu, to keep matches short.
    "spades": [("target", "100"), ("mercy_loss_at", "-100")],
    "schmier": [("target", "5")],
    "twentynine": [("game_target", "1")],
    "tonk": [("hands", "2"), ("stake", "2")],
}


async def set_house_rules(fake: Any, host: Any, thread: Any, game: str) -> None:
    lobby = table_message(fake, thread)
    menu = (await fake.click(host, lobby, label="House rules")).message
    assert menu["flags"] & 64
    for name, value in HOUSE_RULES[game]:
        for _ in range(10):
            target = [
                c
                for row in menu["components"]
                for c in row["components"]
                if c.get("custom_id", "").endswith(f":{name}")
            ]
            if target:
                r = await fake.select(host, menu, custom_id=target[0]["custom_id"], values=[value])
                assert r.type == 7, r.response
                menu = r.message
                break
            r = await fake.click(host, menu, label="Next ▶")
            menu = r.message
        else:
            raise AssertionError(f"no menu for {name}")


async def open_table(fake: Any, game: str, players: list[Any], channel: Any) -> Any:
    host = players[0]
    r = await fake.slash(host, channel, "table create", game=game)
    assert not r.ephemeral and "opened" in (r.content or "")
    thread = fake.threads(channel)[-1]
    for p in players[1:]:
        joined = await fake.click(p, table_message(fake, thread), label="Join")
        assert "seat" in (said(joined) or "")
    await set_house_rules(fake, host, thread, game)
    # Whole matches with the rule-based computers (quick); strong ones have test_computers.py.
    await choose_level(fake, host, thread, "basic")
    lobby = table_message(fake, thread)
    while "Waiting for" in lobby["embeds"][0]["description"]:
        await fake.click(host, lobby, label="Add computer")
        lobby = table_message(fake, thread)
    started = await fake.click(host, lobby, label="Start")
    assert said(started) == "The game is on.", started.response
    await fake.settle()
    return thread


def shown(payload: Any) -> dict[str, Any]:
    """What a sent payload shows: an interaction's answer (``{"type", "data"}``) its ``data``."""
    if not isinstance(payload, dict):
        return {}
    data = payload.get("data")
    return data if isinstance(data, dict) else payload


@pytest.mark.parametrize("game", ["spades", "schmier", "twentynine", "tonk"])
async def test_complete_match(db_path: Path, game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(f"match/{game}")
    table_seed(monkeypatch, 6)  # the same deals at every run: a failure can be replayed
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bob = fake.add_member(fake.guild, "bob")
        bot = make_bot(db_path, card_emojis=True)  # the scan reads the card faces too
        await fake.start(bot, sync=True)
        # The faces upload beside the tables: a short match on a slow machine could end before
        # the upload does and show no face at all, so the scan waits for it first.
        cog: Any = bot.get_cog("EmojiCog")
        await cog.emojis.task
        recorder = Recorder()
        recorder.install(bot.service, monkeypatch)
        thread = await open_table(fake, game, [alice, bob], ch)
        moves = await play_until_closed(fake, thread, [alice, bob], rng)
        assert moves > 0
        assert thread.archived and thread.locked
        final = table_message(fake, thread)
        assert not final.get("components"), "the ended table offers no buttons"
        posts = [m.get("content") or "" for m in fake.messages(thread)]
        assert any("Hand 1 is over" in p for p in posts)
        assert any(p.startswith(("🏆", "🏁")) for p in posts)
        # Every private message is ephemeral; every payload passes the hidden-card scan.
        for sp in fake.sent_payloads():
            if sp.visible_to is not None:
                assert sp.public is False
        assert check_payloads(fake, recorder, 1) > moves
        # The faces were shown: an interaction's answer is read in its ``data``, as the scan
        # reads it (a short Tonk match can show them in the answers alone: the Start click's
        # table message, the hand that offered only Draw and Drop).
        assert any(next(payload_emojis(shown(sp.payload)), None) for sp in fake.sent_payloads())
    # The record and the hand results are in the database.
    store = await open_store(db_path)
    row = await store.table(1)
    assert row is not None and row.status == "finished"
    assert await store.actions(1)
    assert await store.results(1)
    await store.close()
