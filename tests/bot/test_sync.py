"""Slash commands are synced on purpose: at the first start, when they change, or with --sync."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.bot import CardroomBot
from bot.exts import metadata
from bot.exts.metadata import CardroomTree
from bot.i18n import LANGUAGES, LOCALES, tr
from games import GAMES
from tests.bot.harness import make_bot
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


def command_puts(fake: object) -> list[str]:
    return [r.path for r in fake.requests if r.method == "PUT" and "/commands" in r.path]  # type: ignore[attr-defined]


async def test_sync_only_when_needed(db_path: Path, fake: FakeDiscord, bot: CardroomBot) -> None:
    assert len(command_puts(fake)) == 1, "the first start syncs"
    names = {c["name"] for c in fake.commands()}
    assert names == {"table", "rules", "league", "ledger", "config"}
    await fake.stop()

    await fake.start(make_bot(db_path))
    assert len(command_puts(fake)) == 1, "unchanged commands are not synced again"
    await fake.stop()

    forced = make_bot(db_path)
    forced.force_sync = True
    await fake.start(forced)
    assert len(command_puts(fake)) == 2, "--sync syncs"
    await fake.stop()


async def test_dev_guild_sync(db_path: Path) -> None:
    async with FakeDiscord() as fake:
        bot = make_bot(db_path, dev_guild_id=fake.guild.id)
        await fake.start(bot)
        puts = command_puts(fake)
        assert puts and f"/guilds/{fake.guild.id}/commands" in puts[-1]
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        r = await fake.slash(alice, ch, "rules", game="twentynine")
        assert r.ephemeral and "Twenty-Nine" in r.response["data"]["embeds"][0]["title"]


# ----- what is synced: contexts, no dm_permission, the catalogue's descriptions (issue 14) -----


def synced(fake: FakeDiscord) -> list[dict[str, Any]]:
    """The commands of the last sync request, as the bot sent them."""
    puts = [r for r in fake.requests if r.method == "PUT" and "/commands" in r.path]
    assert puts, "no sync"
    return list(puts[-1].json)


def command_messages() -> set[str]:
    """The message ids of the English ``commands.ftl``."""
    catalogue = (LOCALES / "en" / "commands.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^(cmd-[-a-z]+) =", catalogue, re.MULTILINE))


def walk(items: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every command, subcommand, option and choice of a sync payload."""
    for item in items:
        yield item
        yield from walk(item.get("options") or [])
        yield from walk(item.get("choices") or [])


async def test_the_commands_are_for_servers_without_dm_permission(
    fake: FakeDiscord, bot: CardroomBot
) -> None:
    """``contexts`` and ``integration_types`` instead of the deprecated ``dm_permission``; the
    groups only in servers, ``/rules`` also in a DM with the bot (as before)."""
    by_name = {c["name"]: c for c in synced(fake)}
    assert [c for c in by_name.values() if "dm_permission" in c] == []
    assert {n: c["contexts"] for n, c in by_name.items()} == {
        "table": [0], "league": [0], "ledger": [0], "config": [0], "rules": [0, 1]
    }  # fmt: skip
    assert {n: c["integration_types"] for n, c in by_name.items()} == {n: [0] for n in by_name}


async def test_a_new_group_is_for_servers_by_the_same_means(db_path: Path) -> None:
    """A cog's group that declares nothing (or the old ``guild_only``) gets the tree's defaults:
    the way ``/config`` and every later group get them."""
    tree = make_bot(db_path).tree
    assert isinstance(tree, CardroomTree)
    tree.add_command(app_commands.Group(name="plain", description="A group"))
    tree.add_command(app_commands.Group(name="old", description="A group", guild_only=True))
    payloads = {p["name"]: p for p in await tree.payloads()}
    for name in ("plain", "old"):
        assert payloads[name]["contexts"] == [0] and payloads[name]["integration_types"] == [0]
        assert "dm_permission" not in payloads[name]


async def test_every_description_and_choice_is_synced_in_bulgarian_and_no_name_is(
    fake: FakeDiscord, bot: CardroomBot
) -> None:
    """Bulgarian (Discord's ``bg``) for every description and choice name, from the catalogue;
    names stay English (docs/bot.md); no other locale is sent."""
    items = list(walk(synced(fake)))
    descriptions = [i for i in items if "description" in i]
    choices = [i for i in items if "value" in i and "type" not in i]
    # Every command message is a description but the choices: the two of /ledger paid, the
    # four languages and Automatic, the four levels of /config; the games are choices of
    # seven commands (three and /config's rules, preset-save, preset-delete, presets), the
    # languages of two.
    choice_messages = 2 + 5 + 4
    assert (len(descriptions), len(choices)) == (
        len(command_messages()) - choice_messages,
        7 * 4 + 2 + 4 + 5 + 4,
    )
    for item in descriptions:
        assert item.get("description_localizations", {}).keys() == {"bg"}, item["name"]
    for item in choices:
        assert item.get("name_localizations", {}).keys() == {"bg"}, item["name"]
    assert [i["name"] for i in items if i.get("name_localizations") and "value" not in i] == []
    by_name = {c["name"]: c for c in synced(fake)}
    create = next(o for o in by_name["table"]["options"] if o["name"] == "create")
    assert create["description"] == "Open a card table in a new thread"
    assert create["description_localizations"] == {"bg": tr("bg")("cmd-table-create")}
    spades = [c for c in create["options"][0]["choices"] if c["value"] == "spades"]
    assert spades == [{"name": "Spades", "value": "spades", "name_localizations": {"bg": "Пики"}}]


class Recorder(app_commands.Translator):
    """Notes every string discord.py asks about: (where, message id or None, the text)."""

    def __init__(self) -> None:
        self.asked: set[tuple[str, str | None, str]] = set()

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: Any
    ) -> str | None:
        self.asked.add((context.location.name, string.extras.get("key"), string.message))
        return None


async def test_every_translation_fits_discords_limits_in_every_language(
    fake: FakeDiscord, bot: CardroomBot
) -> None:
    """Every description and choice name of every cog comes from the catalogue (a new one
    written as a plain string fails here) and is 1-100 characters in all four languages,
    Welsh and Haitian Creole too (Discord cannot show them, but the catalogue holds them)."""
    recorder = Recorder()
    await bot.tree.set_translator(recorder)
    await bot.tree.payloads()
    texts = {(where, key, message) for where, key, message in recorder.asked}
    assert {where for where, _, _ in texts} >= TRANSLATED_NAMES
    plain = sorted(m for where, key, m in texts if key is None and where in TRANSLATED_NAMES)
    assert plain == [], "descriptions written without bot.exts.metadata.text()"
    keys = {key for _, key, _ in texts if key is not None}
    assert keys == command_messages() | {f"game-{g}" for g in GAMES}, "commands.ftl: all used"
    for key in keys:
        for language in LANGUAGES:
            assert 1 <= len(tr(language)(key)) <= 100, (language, key, tr(language)(key))
    for _, key, message in texts:
        if key is not None:
            assert message == tr("en")(key), "the base (English) text is the catalogue's"


TRANSLATED_NAMES = {
    "command_description", "group_description", "parameter_description", "choice_name"
}  # fmt: skip


class Changed:
    """The Bulgarian catalogue with some messages replaced (a translator's edit)."""

    def __init__(self, changes: dict[str, str]) -> None:
        self.changes = changes

    def __call__(self, message_id: str, **args: object) -> str:
        return self.changes.get(message_id) or tr("bg")(message_id, **args)


def change_bulgarian(monkeypatch: pytest.MonkeyPatch, changes: dict[str, str]) -> None:
    monkeypatch.setattr(metadata, "tr", lambda lang: Changed(changes) if lang == "bg" else tr(lang))


async def test_a_changed_bulgarian_description_is_synced(
    db_path: Path, fake: FakeDiscord, bot: CardroomBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The digest covers the localisations: a restart with one Bulgarian description changed
    syncs it (discord.py's ``to_dict``, hashed before, omits them); an unchanged one does not."""
    before = await bot.command_digest(None)
    await fake.stop()
    await fake.start(make_bot(db_path))
    assert len(command_puts(fake)) == 1, "unchanged: no sync"
    await fake.stop()

    change_bulgarian(monkeypatch, {"cmd-table-create": "Отвори нова маса"})
    changed = make_bot(db_path)
    await fake.start(changed)
    assert await changed.command_digest(None) != before
    assert len(command_puts(fake)) == 2, "a changed Bulgarian description syncs"
    table = next(c for c in synced(fake) if c["name"] == "table")
    create = next(o for o in table["options"] if o["name"] == "create")
    assert create["description_localizations"] == {"bg": "Отвори нова маса"}
    assert create["description"] == "Open a card table in a new thread"
    await fake.stop()

    await fake.start(make_bot(db_path))
    assert len(command_puts(fake)) == 2, "and once synced, not again"


async def test_discord_refuses_a_translation_over_its_limit(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Bulgarian description of 101 characters: the fake answers the sync as Discord does
    (50035), so a too long translation cannot pass the tests."""
    change_bulgarian(monkeypatch, {"cmd-table-hand": "д" * 101})
    async with FakeDiscord() as fake:
        bot = make_bot(db_path)
        with fake.expect_errors() as seen, pytest.raises(app_commands.CommandSyncFailure):
            await fake.start(bot)
        assert any("50035" in s for s in seen)
        assert command_puts(fake) and not fake.commands()
