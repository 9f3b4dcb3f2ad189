"""People's languages across a cluster (issue 16): a person who sets their language through one
process is answered in it by the others at once, without a restart (PostgreSQL's notices in the
change's own commit), and a notice missed while a listening connection was down is made good
when it is back (everything is read again).  Also: the one command that works in DMs (which
Discord sends to shard 0 only) reads no table."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import asyncpg

from bot.bot import CardroomBot
from bot.db import sql
from bot.db.notices import APPLICATION_NAME, PEOPLE, Listener, notice_op
from bot.db.open import open_store
from bot.i18n import tr
from bot.render.rules import rules_embeds
from bot.tables.languages import Languages
from tests.bot.harness import components, make_bot, make_settings
from tests.bot.procs import BotProcess, bot_env, until, until_connected
from tests.bot.test_cluster import Cluster
from tests.bot.test_games import open_table
from tests.fakediscord import FakeDiscord


def announced() -> Languages:
    langs = Languages()
    langs.announce = lambda payload: notice_op(PEOPLE, payload)
    return langs


def labels(message: dict[str, Any] | None) -> set[str]:
    return {str(c.get("label")) for c in components(message or {}) if c.get("label")}


async def test_a_language_set_in_one_shard_answers_in_the_other(
    pg_database: str, tmp_path: Path
) -> None:
    """Two processes, ``SHARD_IDS=0`` and ``1``: Alice is in a server of each.  She sets her
    language with a command in shard 0's server; her next click (and command) in shard 1's
    server is answered in it by the other process, which was not restarted."""
    cluster = Cluster()
    async with FakeDiscord(wire=True) as fake:
        assert fake._wire is not None
        wire = (fake._wire.base_url, fake._wire.gateway_url)
        other = fake.add_guild("Shard One")
        assert (fake.guild.id >> 22) % 2 == 0 and (other.id >> 22) % 2 == 1
        here = fake.add_text_channel(fake.guild, "cards")
        there = fake.add_text_channel(other, "cards")
        alice = fake.add_member(fake.guild, "alice")
        fake.add_member(other, alice)
        # An earlier run (one process, every shard): the commands, and a table in shard 1.
        opener = make_bot(pg_database)
        await fake.start(opener, sync=True)
        thread = await open_table(fake, "spades", [alice], there)
        await fake.stop()

        async def start(shard: int) -> BotProcess:
            folder = tmp_path / f"shard{shard}"
            folder.mkdir()
            db = folder / "cardroom.db"
            environ = bot_env(db, DATABASE_URL=pg_database, SHARD_COUNT="2",
                              SHARD_IDS=str(shard), COMPUTER_PAUSE="30")  # fmt: skip
            process = await BotProcess.start(*wire, environ, folder)
            cluster.processes.append(process)
            await until_connected(db, process, timeout=20)
            return process

        fake.bot = cluster  # type: ignore[assignment]
        try:
            await start(0)
            await start(1)
            english, bulgarian = tr("en"), tr("bg")

            async def rules_title() -> str | None:
                r = await fake.slash(alice, there, "rules", game="spades", settle=False)
                embeds = (r.message or {}).get("embeds") or []
                return embeds[0].get("title") if embeds else None

            async def hand_labels() -> set[str]:
                table = fake.messages(thread)[0]
                r = await fake.click(alice, table, label="Show hand", settle=False)
                assert r.ephemeral, r.response
                return labels(r.message)

            assert await rules_title() == rules_embeds("spades", english)[0].title
            assert english("button-refresh") in await hand_labels()

            r = await fake.slash(alice, here, "config my-language", language="bg", settle=False)
            assert r.ephemeral and r.content, r.response  # answered by shard 0's process

            # Shard 1's process hears it a moment after the commit: no restart.
            async def in_bulgarian() -> bool:
                return bulgarian("button-refresh") in await hand_labels()

            await until(in_bulgarian, "shard 1's answer in her new language", timeout=10)
            assert await rules_title() == rules_embeds("spades", bulgarian)[0].title

            # Forgotten again (``auto``): the other process follows that too.
            await fake.slash(alice, here, "config my-language", language="auto", settle=False)

            async def in_english() -> bool:
                return english("button-refresh") in await hand_labels()

            await until(in_english, "shard 1's answer in English again", timeout=10)
        finally:
            await cluster.close()
            fake.bot = None


async def test_a_dropped_listening_connection_reads_everything_again(pg_database: str) -> None:
    """A notice sent while the listening connection is down is lost: once it is back, every
    person's language is read again, so the change it announced is not missed for good."""
    store = await open_store(pg_database)
    listening = announced()
    listener = Listener(
        pg_database,
        PEOPLE,
        listening.heard,
        lambda: listening.reload(store),
        retry=(0.05,),
        probe_interval=0.2,
    )
    await listener.start()
    admin = await asyncpg.connect(pg_database)
    try:
        await announced().set_personal(store, 7, "bg")  # another process's change
        await until(lambda: listening.people.get(7) == "bg", "the notice to be heard")
        # A change whose notice this process never hears (as one sent while it was down).
        await store.write([sql.person_language_op(8, "cy")])
        await store.write([sql.person_language_op(7, None)])
        assert listening.people == {7: "bg"}
        pid = await admin.fetchval(
            "SELECT pid FROM pg_stat_activity WHERE application_name = $1", APPLICATION_NAME
        )
        assert pid == listener.conn.get_server_pid()
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", pid)
        await until(lambda: listener.connections == 2, "the listening connection to be back")
        assert listening.people == {8: "cy"}
        await announced().set_personal(store, 9, "ht")  # and it hears again
        await until(lambda: listening.people.get(9) == "ht", "a notice on the new connection")
    finally:
        await admin.close()
        await listener.stop()
        await store.close()


class SlowStore:
    """A store whose read of everyone's languages waits until told (a notice comes first)."""

    def __init__(self, people: dict[int, str]) -> None:
        self.people = people
        self.reading = asyncio.Event()
        self.go_on = asyncio.Event()

    async def people_languages(self) -> dict[int, str]:
        snapshot = dict(self.people)
        self.reading.set()
        await self.go_on.wait()
        return snapshot

    async def write(self, ops: list[Any]) -> None:
        raise AssertionError("not written here")


async def test_a_notice_heard_during_a_read_again_is_kept() -> None:
    """The read may have started before a change its notice announces: the notice wins."""
    langs = Languages()
    store = SlowStore({1: "cy", 2: "bg"})
    reading = asyncio.create_task(langs.reload(store))
    await store.reading.wait()
    langs.heard("2 ht")
    langs.heard("1 ")  # forgotten
    store.go_on.set()
    await reading
    assert langs.people == {2: "ht"}
    langs.heard("3 bg")
    langs.heard("nonsense")  # ignored (logged)
    langs.heard("4 xx")
    assert langs.people == {2: "ht", 3: "bg"}


async def test_sqlite_needs_no_listener(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        bot = CardroomBot(make_settings(tmp_path / "c.db"), guild_ready_timeout=0.01)
        await fake.start(bot)
        assert bot.listener is None and bot.languages.announce is None


async def test_a_bot_on_postgres_listens_and_announces(pg_database: str) -> None:
    async with FakeDiscord() as fake:
        bot = make_bot(pg_database)
        await fake.start(bot)
        assert bot.listener is not None and bot.listener.connections == 1
        assert bot.languages.announce is not None
        await fake.stop()
        assert bot.listener.conn is None, "closed with the bot"


async def test_the_only_dm_command_reads_no_table(tmp_path: Path) -> None:
    """Discord sends DMs to shard 0 only: a command there could see only that process's
    tables.  Only /rules works in DMs, and it reads none (``docs/operations.md``, Cluster)."""
    async with FakeDiscord() as fake:
        bot = CardroomBot(make_settings(tmp_path / "c.db"), guild_ready_timeout=0.01)
        await fake.start(bot, sync=True)
        in_dms = [c["name"] for c in fake.commands() if 1 in (c.get("contexts") or [0])]
        assert in_dms == ["rules"], in_dms
