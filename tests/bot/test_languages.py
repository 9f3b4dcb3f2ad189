"""Where languages are kept (issue 14): a table's language with the table, a person's own
choice in ``people``; the order in which a person's language is chosen."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest

from bot.bot import CardroomBot
from bot.db import Store
from bot.db.open import Location, open_store
from bot.i18n import tr
from bot.tables import TableService, snapshots
from bot.tables.languages import Languages
from bot.tables.servers import Servers, ServerSettings
from bot.tables.service import ServiceConfig
from tests.bot.harness import database_at, make_bot
from tests.fakediscord import FakeChannel, FakeDiscord

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

FAST = ServiceConfig(turn_seconds=120, computer_pause=0, computer_processes=0)


async def test_a_tables_language_is_stored_with_it_and_read_back(database: Location) -> None:
    db = database
    svc = TableService(await open_store(db), FAST)
    await svc.load()
    welsh = await svc.create(
        guild_id=1, channel_id=2, host_id=10, host_name="Alys", game="tonk", language="cy"
    )
    plain = await svc.create(guild_id=1, channel_id=2, host_id=11, host_name="Bob", game="spades")
    await svc.close()
    await svc.store.close()

    again = TableService(await open_store(db), FAST)
    await again.load()
    try:
        assert snapshots.public_snapshot(again.get(welsh.id)).language == "cy"
        assert snapshots.public_snapshot(again.get(plain.id)).language == "en"
    finally:
        await again.close()
        await again.store.close()


async def test_tables_stored_before_languages_speak_english(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite"
    database_at(db, 10)
    store = await Store.open(db)
    try:
        row = await store.table(5)
        assert row is not None and row.language == "en"
    finally:
        await store.close()


async def test_a_persons_language_is_committed_and_forgotten(database: Location) -> None:
    db = database
    store = await open_store(db)
    langs = Languages()
    await langs.set_personal(store, 7, "cy")
    await langs.set_personal(store, 8, "ht")
    await langs.set_personal(store, 8, "bg")
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        await langs.set_personal(store, 9, "fr")
    await store.close()

    store = await open_store(db)
    try:
        again = Languages()
        await again.load(store)
        assert again.people == {7: "cy", 8: "bg"}
        await again.set_personal(store, 7, None)
        assert await store.people_languages() == {8: "bg"}
        assert again.people == {8: "bg"}
    finally:
        await store.close()


def test_a_persons_language_own_choice_then_discord_then_server_then_english() -> None:
    servers = Servers()
    servers.settings[100] = ServerSettings(language="cy")
    langs = Languages(servers)
    langs.people = {1: "ht"}
    assert langs.of(1, "bg", 100) == "ht"  # their own choice first
    assert langs.of(2, "bg", 100) == "bg"  # Discord's locale, where it is ours
    assert langs.of(2, "en-GB", 100) == "cy"  # English client: the server's
    assert langs.of(2, "fr", 100) == "cy"  # not ours: the server's
    assert langs.of(2, "fr", 200) == "en"  # nothing chosen: English
    assert langs.of(2, "en-US", None) == "en"  # outside a server
    assert langs.server(100) == "cy" and langs.server(200) == "en"


async def test_a_servers_language_from_config_is_chosen_next_and_after_a_restart(
    fake: FakeDiscord, channel: FakeChannel, db_path: Path, bot: CardroomBot
) -> None:
    """``/config language`` changes the server's settings only; the next choice of a language
    (a person with none of their own, an English client) reads it there at once, and a
    restarted bot from the store; a person's own choice still comes first."""
    boss = fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))
    carol = fake.add_member(fake.guild, "carol")
    assert bot.languages.of(carol.id, "en-US", fake.guild.id) == "en"
    for language, saved in (("cy", "Wedi'i gadw."), ("ht", "Sa sove.")):
        r = await fake.slash(boss, channel, "config language", language=language)
        assert r.content.startswith(saved), r.content  # boss is answered in it already
        assert bot.service.servers.language(fake.guild.id) == language
        assert bot.languages.of(carol.id, "en-US", fake.guild.id) == language
        assert bot.languages.server(fake.guild.id) == language
        r = await fake.slash(carol, channel, "rules", game="spades")
        assert r.response["data"]["embeds"][0]["title"].endswith(tr(language)("game-spades"))
    assert bot.languages.of(carol.id, "en-US", fake.guild.id + 1) == "en", "another server"

    await fake.stop()
    again = make_bot(db_path)
    await fake.start(again)
    assert again.languages.of(carol.id, "en-US", fake.guild.id) == "ht"
    r = await fake.slash(carol, channel, "rules", game="spades")
    assert r.response["data"]["embeds"][0]["title"].endswith(tr("ht")("game-spades"))
    assert again.store is not None
    await again.languages.set_personal(again.store, carol.id, "bg")
    assert again.languages.of(carol.id, "en-US", fake.guild.id) == "bg"
    r = await fake.slash(boss, channel, "config language", language="cy")
    assert again.languages.of(boss.id, "en-US", fake.guild.id) == "cy"
    assert again.languages.servers == {fake.guild.id: "cy"}
