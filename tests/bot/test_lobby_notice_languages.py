"""The thread's lines of a lobby and a table in the table's language, their private answers in
the reader's (issue 14): someone leaves and the host passes on, the last person leaves, a lobby
expires, a person leaves a running match and comes back, everybody leaves, a rematch's hold
runs out or its host starts without waiting, a thread is deleted on a server that rates no
table; the answers to a house rule and a table setting.  Through the Discord double, in Welsh,
Bulgarian and Haitian Creole, scanned for English (``tests/i18n/english.py``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.i18n import NAMES, tr
from bot.tables.errors import spoken
from bot.tables.lobby_settings import duration
from tests.bot.harness import make_bot
from tests.bot.test_forfeit_languages import spades_by_ids
from tests.bot.test_full_match_languages import lobby_click
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.i18n.english import english_in

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

LANGUAGES = ("cy", "bg", "ht")
PEOPLE = ["alice", "bob", "boss", "carol"]


@pytest.fixture
def boss(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))


async def speaking(fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, language: str,
                   *people: FakeUser) -> None:  # fmt: skip
    """The server speaks ``language``, and so does each of ``people`` (their own choice)."""
    await fake.slash(boss, channel, "config language", language=language)
    for person in people:
        await fake.slash(person, channel, "config my-language", language=language)


def posts(fake: FakeDiscord, thread: Any) -> list[str]:
    """The thread's posts after the lobby message."""
    return [m["content"] for m in fake.messages(thread)[1:] if m.get("content")]


def clean(texts: list[str], language: str) -> None:
    for text in texts:
        assert not english_in(text, language, PEOPLE), text


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_host_leaves_the_lobby_then_the_last_person(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot, language: str,
) -> None:  # fmt: skip
    await speaking(fake, channel, boss, language, alice, bob)
    say = tr(language)
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await lobby_click(fake, bob, thread, "join")
    left = await fake.slash(alice, thread, "table leave")
    assert left.ephemeral
    assert left.content == f"{say('answer-left-seat', seat=1)} {say('answer-new-host', name='bob')}"
    notice = say("lobby-notice-new-host", name="alice", user=str(bob.id), heir="bob", seat=2)
    assert posts(fake, thread)[-1] == notice
    await fake.slash(bob, thread, "table leave")
    await fake.settle()
    assert posts(fake, thread)[-1] == say("lobby-close-host-left", name="bob")
    assert thread.archived
    clean([left.content, *posts(fake, thread)], language)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_leaving_a_running_match_coming_back_and_everybody_leaving(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot, language: str,
) -> None:  # fmt: skip
    await speaking(fake, channel, boss, language, alice, bob)
    say = tr(language)
    thread = await spades_by_ids(fake, alice, bob, channel)
    await fake.slash(bob, thread, "table leave")
    await fake.settle()
    left = say("lobby-notice-left-running", name="bob", seat=2, level=say("seat-level-random"))
    assert left in posts(fake, thread)
    answer = await bot.service.take_back(1, bob.id)
    await fake.settle()
    assert spoken(answer, say) == say("answer-seat-back")
    assert say("lobby-notice-back", name="bob", seat=2) in posts(fake, thread)
    for person in (alice, bob):
        await fake.slash(person, thread, "table leave")
    await fake.settle()
    assert say("lobby-close-everybody-left") in posts(fake, thread)
    clean(posts(fake, thread), language)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_an_idle_lobby_closes_in_the_tables_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, boss: FakeUser, db_path: Path,
    language: str,
) -> None:  # fmt: skip
    now = [1_000_000.0]
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    await speaking(fake, channel, boss, language, alice)
    bot.service.config = dataclasses.replace(bot.service.config, lobby_expiry=3600.0)
    await fake.slash(alice, channel, "table create", game="schmier")
    thread = fake.threads(channel)[-1]
    now[0] += 3601
    assert await bot.service.expire_lobby(1)
    await fake.settle()
    line = posts(fake, thread)[-1]
    assert line == tr(language)("lobby-expired", minutes=60)
    clean([line], language)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_lost_thread_on_an_unrated_server_says_nothing_of_ratings(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot, language: str,
) -> None:  # fmt: skip
    await speaking(fake, channel, boss, language)
    await fake.slash(boss, channel, "config rated", rated=False)
    thread = await spades_by_ids(fake, alice, bob, channel)
    fake.delete_channel(thread)
    await fake.settle()
    say = tr(language)
    line = fake.last_message(channel)["content"]
    assert line == say("table-lost-thread-unrated", game=say("game-spades"), table="1")
    assert line != say("table-lost-thread", game=say("game-spades"), table="1")
    clean([line], language)


async def test_a_lost_thread_on_an_unrated_server_in_english(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot,
) -> None:  # fmt: skip
    await fake.slash(boss, channel, "config rated", rated=False)
    thread = await spades_by_ids(fake, alice, bob, channel)
    fake.delete_channel(thread)
    await fake.settle()
    line = fake.last_message(channel)["content"]
    assert line == "🚫 The **Spades** table #1 is cancelled: its thread was deleted."


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_answers_to_a_house_rule_and_a_table_setting(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot, language: str,
) -> None:  # fmt: skip
    """The host's answers are said in the host's language; the thread's notices (bob has
    joined) in the table's; English keeps its words."""
    await speaking(fake, channel, boss, language, alice)
    say = tr(language)
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await lobby_click(fake, bob, thread, "join")
    svc = bot.service
    rule = await svc.set_option(1, alice.id, "target", 300)
    assert str(rule) == "Target: 300."
    assert spoken(rule, say) == say("answer-rule-set", rule=say("rule-spades-target"), value="300")
    flag = await svc.set_option(1, alice.id, "bags_enabled", False)
    assert str(flag) == "Bags enabled: off."
    assert spoken(flag, say).endswith(f"{say('rule-off')}.") and "off" not in spoken(flag, say)
    turn = await svc.set_turn_seconds(1, alice.id, 120)
    assert str(turn) == "The turn time of this table is now **2 min**."
    assert spoken(turn, say) == say("config-lobby-turn-set", time=duration(120, language))
    speech = await svc.set_language(1, alice.id, language)
    assert spoken(speech, say) == say("config-lobby-language-set", language=NAMES[language])
    await fake.settle()
    clean([spoken(a, say) for a in (rule, flag, turn, speech)], language)
    clean(posts(fake, thread), language)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_rematch_hold_runs_out_and_the_host_starts_without_waiting(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    db_path: Path, language: str,
) -> None:  # fmt: skip
    """A cancelled Spades table's rematch (bob asks): alice's seat is held, then freed when
    the hold runs out (the thread says so in the table's language); in a second rematch the
    host starts without waiting (said too)."""
    now = [1_000_000.0]
    bot = make_bot(db_path, clock=lambda: now[0])
    await fake.start(bot)
    await speaking(fake, channel, boss, language, alice, bob)
    say = tr(language)
    svc = bot.service
    await spades_by_ids(fake, alice, bob, channel)
    said_in_thread: list[str] = []
    notice = svc.presenter.notice

    def recording(table: Any, text: str, mentions: Any = ()) -> None:
        said_in_thread.append(text)
        notice(table, text, mentions)

    svc.presenter.notice = recording  # type: ignore[method-assign]
    mod = fake.add_member(fake.guild, "mod", permissions=discord.Permissions(manage_threads=True))
    await svc.cancel(1, mod.id, True)
    row, created = await svc.rematch(1, bob.id, "bob")
    assert created
    t = svc.get(row.id)
    assert [s.kind for s in t.seats][:2] == ["held", "human"]
    now[0] += svc.config.rematch_hold + 1
    assert await svc.release_holds(row.id)
    freed = say("rematch-freed", names="alice")
    assert said_in_thread[-1] == freed and say("button-join") in freed
    await svc.cancel(row.id, bob.id, True)
    again, _ = await svc.rematch(1, alice.id, "alice")
    assert again.id != row.id
    said = await svc.start(again.id, alice.id)
    assert spoken(said, say) == say("answer-game-on")
    filled = say("rematch-filled", names="bob")
    assert said_in_thread[-1] == filled
    clean(said_in_thread, language)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_table_create_where_it_cannot_open_answers_in_the_persons_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, boss: FakeUser, bot: CardroomBot,
    language: str,
) -> None:  # fmt: skip
    """In a thread, and in a channel where the bot lacks the thread permissions: the refusal
    in alice's language (the permissions named as Discord's settings name them)."""
    await speaking(fake, channel, boss, language, alice)
    say = tr(language)
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    r = await fake.slash(alice, thread, "table create", game="spades")
    assert r.ephemeral and r.content == say("error-open-text-channel")
    perms = discord.Permissions(view_channel=True, send_messages=True, embed_links=True)
    locked = fake.add_text_channel(fake.guild, "locked", bot_permissions=perms)
    r = await fake.slash(alice, locked, "table create", game="tonk")
    names = ("Create Public Threads", "Send Messages in Threads", "Read Message History")
    listed = ", ".join(f"**{n}**" for n in names)
    assert r.ephemeral
    assert r.content == say("error-open-permissions", channel=f"<#{locked.id}>", permissions=listed)
    assert not english_in(r.content.replace(listed, ""), language)
    assert not fake.threads(locked)
