"""``/config`` (issue 14, server settings): Manage Server only (``my-language`` for anyone), every
change stored, shown back and kept over a restart, bad input refused with nothing stored, and a
table keeps what it was created with while the next one takes the new settings."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.tables.errors import TableError
from tests.bot.harness import components, database_at, make_bot, selects
from tests.bot.players import play_until_closed, table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

NOT_ADMIN = "Only members with **Manage Server** can change this server's settings."


@pytest.fixture
def boss(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))


async def stored(bot: CardroomBot) -> tuple[list[Any], list[Any]]:
    """The rows of ``servers`` and ``presets`` as stored."""
    assert bot.store is not None
    servers = await bot.store.fetch("SELECT guild_id, settings FROM servers")
    presets = await bot.store.fetch("SELECT guild_id, game, name, options FROM presets")
    return servers, presets


def settings_of(rows: list[Any]) -> dict[str, Any]:
    (row,) = rows
    return dict(json.loads(row[1]))


def description(message: dict[str, Any]) -> str:
    return str(message["embeds"][0]["description"])


async def new_lobby(
    fake: FakeDiscord, user: FakeUser, channel: FakeChannel, **options: Any
) -> tuple[Any, dict[str, Any]]:
    r = await fake.slash(user, channel, "table create", **options)
    assert not r.ephemeral, r.content
    thread = fake.threads(channel)[-1]
    return thread, table_message(fake, thread)


async def test_only_manage_server_may_change_settings(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, boss: FakeUser, bot: CardroomBot
) -> None:
    """A member without Manage Server is refused privately by every admin subcommand, and
    nothing is stored; a member with it is answered."""
    for command, options in (
        ("config show", {}),
        ("config turn", {"default": 60}),
        ("config language", {"language": "cy"}),
        ("config rated", {"rated": False}),
        ("config rules", {"game": "spades"}),
        ("config preset-save", {"game": "spades", "name": "x"}),
        ("config channels", {"add": channel}),
    ):
        r = await fake.slash(alice, channel, command, **options)
        assert r.ephemeral and r.content == NOT_ADMIN, command
    assert await stored(bot) == ([], [])
    r = await fake.slash(boss, channel, "config show")
    assert r.ephemeral and r.content.startswith("**Server settings**")


async def test_every_setting_is_stored_shown_and_kept_over_a_restart(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, db_path: Path, bot: CardroomBot
) -> None:
    other = fake.add_text_channel(fake.guild, "games")
    for command, options in (
        ("config turn", {"default": 90, "low": 30, "high": 600}),
        ("config computers", {"level": "strong"}),
        ("config computers", {"level": "basic"}),
        ("config channels", {"add": other}),
        ("config stake-unit", {"unit": "beans"}),
        ("config lobbies", {"expiry": 30, "per-host": 1, "per-server": 4}),
        ("config rated", {"rated": False}),
    ):
        r = await fake.slash(boss, channel, command, **options)
        assert r.ephemeral and r.content.startswith("Saved."), (command, r.content)
    shown = r.content
    for line in (
        "**Language**: English",
        "**Turn time**: 90 s (a host may choose from 30 s to 10 min)",
        "**Computers**: Basic",
        f"**Tables may be opened in**: <#{other.id}>",
        "**Ledger stake unit**: beans",
        "**Lobbies close**: after 30 minutes without a change",
        "**Open tables**: at most 1 per host, 4 in the server",
        "**Rated**: no, finished tables are not rated",
    ):
        assert line in shown, line
    # The server's language: boss (no language of their own, an English client) is answered
    # in it from now on.
    r = await fake.slash(boss, channel, "config language", language="bg")
    assert r.content.startswith("Запазено.") and "**Език**: Български" in r.content
    assert bot.languages.servers == {fake.guild.id: "bg"}
    assert bot.stake_unit(fake.guild.id) == "beans"
    s = settings_of((await stored(bot))[0])
    assert (s["language"], s["turn_seconds"], s["turn_min"], s["turn_max"]) == ("bg", 90, 30, 600)
    assert (s["channels"], s["rated"], s["stake_unit"]) == ([other.id], False, "beans")

    await fake.stop()
    again = make_bot(db_path)
    await fake.start(again)
    assert again.languages.servers == {fake.guild.id: "bg"}
    r = await fake.slash(boss, channel, "config show")
    assert "**Език**: Български" in r.content
    assert f"<#{other.id}>" in r.content and "beans" in r.content
    # A new table takes them: the server's language, turn time, level, expiry, unrated.
    thread, lobby = await new_lobby(fake, boss, other, game="spades")
    t = again.service.in_thread(thread.id)
    assert t is not None
    row = t.row
    assert (row.language, row.turn_seconds, row.computer_level) == ("bg", 90, "basic")
    assert (row.lobby_expiry, row.rated) == (1800, False)
    assert "⏱️ Време за ред: **90 с** · Език: **Български**" in description(lobby)
    # The cap of one open table per host, said in the server's language.
    r = await fake.slash(boss, other, "table create", game="tonk")
    assert r.ephemeral and "ограничението е 1 на човек" in r.content


async def test_bad_input_is_refused_and_nothing_is_stored(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, bot: CardroomBot
) -> None:
    await fake.slash(boss, channel, "config turn", default=120, low=60, high=300)
    await fake.slash(boss, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    before = await stored(bot)
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("config turn", {"default": 5}, "A turn time of 5 seconds is out of range"),
        ("config turn", {"default": 100000}, "choose from 15 to 86400 seconds"),
        ("config turn", {"default": 30}, "choose from 60 to 300 seconds"),
        ("config turn", {"low": 600}, "must not be longer than the longest"),
        ("config channels", {"add": thread}, "is not a text channel"),
        ("config channels", {"remove": channel}, "is not on the list"),
        ("config stake-unit", {"unit": "<@everyone>"}, "A stake unit is a short plain name"),
        ("config stake-unit", {"unit": "x" * 17}, "at most 16 characters"),
        ("config preset-save", {"game": "spades", "name": "n" * 33}, "at most 32 characters"),
        ("config preset-save", {"game": "spades", "name": "a", "rules": "target=abc"},
         "“abc” is not a value of Target"),
        ("config preset-save", {"game": "spades", "name": "a", "rules": "colour=red"},
         "There is no house rule called “colour”"),
        ("config preset-delete", {"game": "spades", "name": "nope"}, "has no Spades preset"),
    ]  # fmt: skip
    for command, options, says in cases:
        r = await fake.slash(boss, channel, command, **options)
        assert r.ephemeral and says in (r.content or ""), (command, options, r.content)
    assert await stored(bot) == before
    # A taken name (whatever its case): refused, the first kept.
    r = await fake.slash(boss, channel, "config preset-save", game="spades", name="Night")
    assert r.ephemeral and r.content.startswith("Saved the Spades preset **Night**")
    r = await fake.slash(boss, channel, "config preset-save", game="spades", name="night",
                         rules="target=250")  # fmt: skip
    assert r.ephemeral and "already has a Spades preset called **night**" in r.content
    assert [(p[1], p[2], json.loads(p[3])) for p in (await stored(bot))[1]] == [
        ("spades", "Night", {})
    ]
    # The lobby refuses a turn time out of the server's bounds (the menu offers none).
    t = bot.service.in_thread(thread.id)
    assert t is not None
    with pytest.raises(TableError, match="out of range"):
        await bot.service.set_turn_seconds(t.id, boss.id, 30)
    assert t.row.turn_seconds == 120


async def test_default_house_rules_through_the_lobbys_menus(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, bot: CardroomBot
) -> None:
    """``/config rules``: the lobby's selects, paged; a choice is stored at once and a new
    table of that game starts with it."""
    r = await fake.slash(boss, channel, "config rules", game="spades")
    assert r.ephemeral and r.content.startswith("**Default house rules of Spades**")
    menu = r.message
    target = next(s for s in selects(menu) if s["custom_id"].endswith(":target"))
    await fake.select(boss, menu, custom_id=target["custom_id"], values=["250"])
    assert "• **Target**: 250" in fake.message(menu["id"])["content"]
    assert settings_of((await stored(bot))[0])["house_rules"] == {"spades": {"target": 250}}
    # Next page, then a rule there.
    await fake.click(boss, menu, label="Next ▶")
    page2 = fake.message(menu["id"])
    assert "(page 2 of" in page2["content"]
    _, lobby = await new_lobby(fake, boss, channel, game="spades")
    assert "• Target: **250**" in description(lobby)
    show = await fake.slash(boss, channel, "config show")
    assert "• Spades: Target: 250" in show.content


async def test_presets_autocomplete_and_table_create(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, alice: FakeUser, bot: CardroomBot
) -> None:
    r = await fake.slash(boss, channel, "config preset-save", game="spades", name="league night",
                         rules="target=300, bag penalty=50")  # fmt: skip
    assert r.content == (
        "Saved the Spades preset **league night**: Target: 300, Bag penalty: 50. Use it with "
        "`/table create preset:league night`."
    )
    await fake.slash(boss, channel, "config preset-save", game="tonk", name="quick",
                     rules="hands=1")  # fmt: skip
    choices = await fake.autocomplete(alice, channel, "table create", focused="preset",
                                      game="spades", preset="lea")  # fmt: skip
    assert [c["value"] for c in choices] == ["league night"]
    choices = await fake.autocomplete(alice, channel, "table create", focused="preset",
                                      game="tonk", preset="")  # fmt: skip
    assert [c["value"] for c in choices] == ["quick"]
    thread, lobby = await new_lobby(fake, alice, channel, game="spades", preset="league night")
    assert "• Target: **300**" in description(lobby) and "• Bag penalty: **50**" in description(
        lobby
    )
    _, tonk = await new_lobby(fake, boss, channel, game="tonk", preset="quick")
    assert "• Hands: **1**" in description(tonk)
    r = await fake.slash(boss, channel, "config presets")
    assert "**league night** (Spades): Target: 300, Bag penalty: 50" in r.content
    r = await fake.slash(boss, channel, "config preset-delete", game="spades", name="league night")
    assert r.content.startswith("Deleted the Spades preset **league night**")
    r = await fake.slash(alice, channel, "table create", game="spades", preset="league night")
    assert r.ephemeral and "has no Spades preset called **league night**" in r.content
    # The table opened with it keeps its rules.
    t = bot.service.in_thread(thread.id)
    assert t is not None and t.row.options == {"target": 300, "bag_penalty": 50}


async def test_a_server_changes_between_tables(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, alice: FakeUser, bot: CardroomBot
) -> None:
    """A table keeps its preset's rules, its channel and its language when the server changes
    them; the next table takes the new ones, and a channel no longer allowed is refused with
    the allowed ones named."""
    games = fake.add_text_channel(fake.guild, "games")
    await fake.slash(boss, channel, "config preset-save", game="spades", name="weekly",
                     rules="target=300")  # fmt: skip
    first, lobby1 = await new_lobby(fake, alice, channel, game="spades", preset="weekly")
    assert "Language: **English**" in description(lobby1)

    await fake.slash(boss, channel, "config preset-delete", game="spades", name="weekly")
    await fake.slash(boss, channel, "config preset-save", game="spades", name="weekly",
                     rules="target=250")  # fmt: skip
    await fake.slash(boss, channel, "config channels", add=games)
    await fake.slash(boss, channel, "config language", language="cy")

    r = await fake.slash(alice, channel, "table create", game="spades", preset="weekly")
    # In the server's language now (alice chose none, her Discord is in English).
    assert r.ephemeral and r.content == (
        f"Ni ellir agor byrddau yn y sianel hon. Yn y gweinydd hwn, agorwch nhw yn: <#{games.id}>."
    )
    second, lobby2 = await new_lobby(fake, alice, games, game="spades", preset="weekly")
    assert "**250**" in description(lobby2)  # the house rule, in Welsh words
    assert "⏱️ Amser tro: **10 munud** · Iaith: **Cymraeg**" in description(lobby2)
    t1, t2 = bot.service.in_thread(first.id), bot.service.in_thread(second.id)
    assert t1 is not None and t2 is not None
    assert (t1.row.options, t1.row.language) == ({"target": 300}, "en")
    assert (t2.row.options, t2.row.language) == ({"target": 250}, "cy")
    # The first lobby, shown again after a change, still speaks English.
    await fake.click(boss, table_message(fake, first), label="Join")
    assert "Language: **English**" in description(table_message(fake, first))
    # Any channel again.
    await fake.slash(boss, channel, "config channels", anywhere=True)
    third, _ = await new_lobby(fake, boss, channel, game="tonk")
    assert bot.service.in_thread(third.id) is not None


async def test_the_host_sets_turn_time_and_language_in_the_lobby(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, alice: FakeUser, bob: FakeUser,
    bot: CardroomBot,
) -> None:  # fmt: skip
    await fake.slash(boss, channel, "config turn", low=30, high=300)
    thread, lobby = await new_lobby(fake, alice, channel, game="spades")
    await fake.click(bob, lobby, label="Join")
    r = await fake.click(bob, table_message(fake, thread), label="Table settings")
    assert r.ephemeral and r.content == "Only the host can change this table's settings."
    r = await fake.click(alice, table_message(fake, thread), label="Table settings")
    assert r.ephemeral
    turn = next(s for s in selects(r.message) if s["custom_id"].startswith("cr:turn:"))
    offered = [int(o["value"]) for o in turn["options"]]
    assert offered[0] == 30 and offered[-1] == 300 and all(30 <= s <= 300 for s in offered)
    # The default (600 s, the bot's) is out of the server's bounds: the table got the longest.
    t = bot.service.in_thread(thread.id)
    assert t is not None and t.row.turn_seconds == 300
    await fake.select(alice, r.message, custom_id=turn["custom_id"], values=["60"])
    assert t.row.turn_seconds == 60
    assert (
        "The turn time of this table is now **1 min**." in fake.message(r.message["id"])["content"]
    )
    assert "⏱️ Turn time: **1 min**" in description(table_message(fake, thread))
    assert "alice changed *Turn time* to 1 min." in [m["content"] for m in fake.messages(thread)]
    language = next(s for s in selects(r.message) if s["custom_id"].startswith("cr:tlang:"))
    await fake.select(alice, r.message, custom_id=language["custom_id"], values=["ht"])
    assert t.row.language == "ht"
    assert "⏱️ Tan tou: **1 minit** · Lang: **Kreyòl ayisyen**" in description(
        table_message(fake, thread)
    )
    row = await bot.store.table(t.id)  # type: ignore[union-attr]
    assert row is not None and (row.turn_seconds, row.language) == (60, "ht")
    # Started: fixed.
    for what in ("addc", "addc", "start"):  # the lobby speaks Haitian Creole now
        await fake.click(alice, table_message(fake, thread), custom_id=f"cr:lobby:{t.id}:{what}")
    with pytest.raises(TableError, match="fixed"):
        await bot.service.set_turn_seconds(t.id, alice.id, 120)
    assert [
        c for c in components(table_message(fake, thread)) if "tset" in c.get("custom_id", "")
    ] == []


async def test_my_language_for_anyone_and_cleared(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    r = await fake.slash(alice, channel, "config my-language", language="cy")
    assert r.ephemeral and r.content == "Bydda i'n eich ateb yn yr iaith hon o hyn ymlaen: Cymraeg."
    assert bot.languages.people == {alice.id: "cy"}
    r = await fake.slash(alice, channel, "config show")
    assert r.content.startswith("Dim ond aelodau sydd â **Rheoli Gweinydd**")
    r = await fake.slash(alice, channel, "config my-language", language="auto")
    assert r.content.startswith("Your own choice is forgotten")
    assert bot.languages.people == {}
    assert bot.store is not None and await bot.store.people_languages() == {}


async def test_an_unrated_servers_table_is_not_rated_and_says_so(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot,
) -> None:  # fmt: skip
    await fake.slash(boss, channel, "config rated", rated=False)
    await fake.slash(boss, channel, "config preset-save", game="tonk", name="one",
                     rules="hands=1")  # fmt: skip
    thread, lobby = await new_lobby(fake, alice, channel, game="tonk", seats=2, preset="one")
    await fake.click(bob, lobby, label="Join")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await play_until_closed(fake, thread, [alice, bob], random.Random(3))
    result = fake.messages(thread)[-1]["content"]
    assert "Not rated: this server's tables are not rated (`/config rated`)." in result
    assert bot.store is not None
    assert await bot.store.fetch("SELECT rated FROM league_tables") == [(0,)]
    assert await bot.store.fetch("SELECT COUNT(*) FROM league_ratings") == [(0,)]


async def test_the_ledger_counts_in_the_servers_unit(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot,
) -> None:  # fmt: skip
    """The ledger reads the server's stake unit (the bot's ``STAKE_UNIT`` where it chose
    none): the payment and its confirmation say it."""
    from tests.bot.test_ledger import seed

    await seed(bot.store, fake.guild.id, 1, {alice: -6, bob: 6})
    await fake.slash(boss, channel, "config stake-unit", unit="beans")
    r = await fake.slash(alice, channel, "ledger paid", member=bob, amount=5)
    assert r.message["content"].startswith("💸 **alice** paid **bob** 5 beans, says alice.")
    done = await fake.click(bob, r.message, label="Confirm")
    assert "5 beans: confirmed" in done.message["content"]
    await fake.slash(boss, channel, "config stake-unit")
    r = await fake.slash(alice, channel, "ledger paid", member=bob, amount=1)
    assert "1 chip" in r.message["content"]


async def test_a_long_show_is_paged_within_discords_limits(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, bot: CardroomBot
) -> None:
    assert bot.store is not None
    for i in range(60):
        await bot.service.servers.save_preset(
            bot.store, fake.guild.id, boss.id, "spades", f"preset number {i:02d} " + "x" * 14,
            {"target": 250, "bag_penalty": 50, "nil_value": 50},
        )  # fmt: skip
    r = await fake.slash(boss, channel, "config show")
    first = r.content
    assert "(page 1 of " in first and len(first) <= 2000
    pages = int(first.split("(page 1 of ", 1)[1].split(")", 1)[0])
    assert pages >= 3
    seen = [first]
    for _ in range(pages - 1):
        await fake.click(boss, r.message, label="Next ▶")
        seen.append(fake.message(r.message["id"])["content"])
    assert all(len(page) <= 2000 for page in seen)
    text = "\n".join(seen)
    assert all(f"preset number {i:02d}" in text for i in range(60)), "every preset, none cut"
    await fake.click(boss, r.message, label="Next ▶")
    assert fake.message(r.message["id"])["content"] == first, "round to the first page"


async def test_tables_stored_before_migration_12_keep_the_bots_expiry_and_are_rated(
    tmp_path: Path,
) -> None:
    """Migration 12 on a database of schema 11: an old table follows the bot's lobby expiry
    (NULL) and is rated, as before; no server has settings yet."""
    from bot.db import Store

    db = tmp_path / "db.sqlite"
    database_at(db, 11)
    store = await Store.open(db)
    try:
        row = await store.table(5)
        assert row is not None and (row.lobby_expiry, row.rated) == (None, True)
        assert await store.servers() == [] and await store.presets() == []
    finally:
        await store.close()


async def test_a_lobby_setting_that_cannot_be_saved_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The store fails while the host's new turn time is committed: the table keeps the old
    one (memory never runs ahead of the store); the next try is saved."""
    import sqlite3

    from bot.db import Store
    from bot.tables import TableService
    from bot.tables.errors import SaveFailed
    from bot.tables.service import ServiceConfig

    svc = TableService(
        await Store.open(tmp_path / "db.sqlite"),
        ServiceConfig(turn_seconds=120, computer_pause=0, computer_processes=0),
    )
    try:
        t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="Alys", game="tonk")
        write = svc.store.write

        async def failing(ops: list[Any]) -> None:
            raise sqlite3.OperationalError("disk I/O error (simulated)")

        monkeypatch.setattr(svc.store, "write", failing)
        with pytest.raises(SaveFailed):
            await svc.set_turn_seconds(t.id, 10, 300)
        with pytest.raises(SaveFailed):
            await svc.set_language(t.id, 10, "cy")
        assert (t.row.turn_seconds, t.row.language) == (120, "en")
        monkeypatch.setattr(svc.store, "write", write)
        with pytest.raises(TableError, match="Only the host"):
            await svc.set_turn_seconds(t.id, 11, 300)
        assert await svc.set_turn_seconds(t.id, 10, 300) == (
            "The turn time of this table is now **5 min**."
        )
        row = await svc.store.table(t.id)
        assert row is not None and row.turn_seconds == 300
    finally:
        await svc.close()
        await svc.store.close()


async def test_turn_and_lobbies_reset_to_the_bots_settings(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, bot: CardroomBot
) -> None:
    """``/config turn reset:True`` and ``/config lobbies reset:True`` go back to the bot's
    settings (stored as none chosen), ``/config show`` says them, and a new table takes them;
    values given with ``reset`` are set after it."""
    bots = (
        "**Turn time**: 10 min (a host may choose from 15 s to 24 h)",
        "**Lobbies close**: after 60 minutes without a change",
        "**Open tables**: at most 3 per host, 25 in the server",
    )
    show = (await fake.slash(boss, channel, "config show")).content
    assert all(line in show for line in bots), show
    await fake.slash(boss, channel, "config turn", default=90, low=30, high=600)
    r = await fake.slash(boss, channel, "config lobbies", expiry=5, **{"per-host": 1})
    assert "**Turn time**: 90 s (a host may choose from 30 s to 10 min)" in r.content
    assert "**Lobbies close**: after 5 minutes without a change" in r.content
    _, lobby = await new_lobby(fake, boss, channel, game="spades")
    assert bot.service.get(1).row.turn_seconds == 90 and bot.service.get(1).row.lobby_expiry == 300
    r = await fake.slash(boss, channel, "table create", game="tonk")
    assert r.ephemeral and "1" in r.content  # the cap of one open table per host

    r = await fake.slash(boss, channel, "config turn", reset=True)
    assert r.ephemeral and r.content.startswith("Saved.")
    r = await fake.slash(boss, channel, "config lobbies", reset=True)
    show = (await fake.slash(boss, channel, "config show")).content
    assert all(line in show for line in bots), show
    s = settings_of((await stored(bot))[0])
    assert (s["turn_seconds"], s["turn_min"], s["turn_max"]) == (None, 15, 86400)
    assert (s["lobby_expiry_minutes"], s["max_tables_per_host"]) == (None, None)
    thread, lobby = await new_lobby(fake, boss, channel, game="spades")
    t = bot.service.in_thread(thread.id)
    assert t is not None and (t.row.turn_seconds, t.row.lobby_expiry) == (600, None)
    assert "⏱️ Turn time: **10 min**" in description(lobby)

    # Reset, then what is given: the bounds are the widest again, the default is the new one.
    r = await fake.slash(boss, channel, "config turn", reset=True, default=45)
    assert "**Turn time**: 45 s (a host may choose from 15 s to 24 h)" in r.content
    r = await fake.slash(boss, channel, "config turn", reset=True, default=10)
    assert r.ephemeral and "out of range" in r.content
    assert settings_of((await stored(bot))[0])["turn_seconds"] == 45
