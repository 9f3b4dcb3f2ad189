"""Where languages are kept (issue 14): a table's language with the table, a person's own
choice in ``people``; the order in which a person's language is chosen."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.db import Store
from bot.tables import TableService, snapshots
from bot.tables.languages import Languages
from bot.tables.service import ServiceConfig
from tests.bot.harness import database_at

FAST = ServiceConfig(turn_seconds=120, computer_pause=0, computer_processes=0)


async def test_a_tables_language_is_stored_with_it_and_read_back(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite"
    svc = TableService(await Store.open(db), FAST)
    await svc.load()
    welsh = await svc.create(
        guild_id=1, channel_id=2, host_id=10, host_name="Alys", game="tonk", language="cy"
    )
    plain = await svc.create(guild_id=1, channel_id=2, host_id=11, host_name="Bob", game="spades")
    await svc.close()
    await svc.store.close()

    again = TableService(await Store.open(db), FAST)
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


async def test_a_persons_language_is_committed_and_forgotten(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite"
    store = await Store.open(db)
    langs = Languages()
    await langs.set_personal(store, 7, "cy")
    await langs.set_personal(store, 8, "ht")
    await langs.set_personal(store, 8, "bg")
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        await langs.set_personal(store, 9, "fr")
    await store.close()

    store = await Store.open(db)
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
    langs = Languages()
    langs.people = {1: "ht"}
    langs.servers = {100: "cy"}
    assert langs.of(1, "bg", 100) == "ht"  # their own choice first
    assert langs.of(2, "bg", 100) == "bg"  # Discord's locale, where it is ours
    assert langs.of(2, "en-GB", 100) == "cy"  # English client: the server's
    assert langs.of(2, "fr", 100) == "cy"  # not ours: the server's
    assert langs.of(2, "fr", 200) == "en"  # nothing chosen: English
    assert langs.of(2, "en-US", None) == "en"  # outside a server
    assert langs.server(100) == "cy" and langs.server(200) == "en"
