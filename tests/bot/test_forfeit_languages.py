"""The forfeit question and the thread's forfeit line (issue 14): in the reader's language (the
question: the person's; the line: the table's), the computers named in it too, and on a server
that does not rate its tables (``/config rated``) neither says a word about ratings."""

from __future__ import annotations

import discord
import pytest

from bot.bot import CardroomBot
from bot.i18n import tr
from tests.bot.harness import buttons, table_seed
from tests.bot.players import choose_level, table_message
from tests.bot.test_full_match_languages import lobby_click
from tests.bot.test_turns import spades_table
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.i18n.english import english_in

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

PEOPLE = ["alice", "bob", "boss", "cards"]
PAIRS = (("alice", 1), ("bob", 2))
"""The two teams of ``spades_table``: each person with a computer."""


@pytest.fixture
def boss(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))


async def forfeit(fake: FakeDiscord, user: FakeUser, thread: object) -> tuple[str, str, str]:
    """``user`` asks to cancel (the question), confirms (the answer); and the thread's last
    post (the line)."""
    asked = await fake.slash(user, thread, "table cancel")
    assert asked.ephemeral, asked.response
    question = asked.content
    forfeit_id = [b for b in buttons(asked.message) if b["custom_id"].endswith(":yes")]
    done = await fake.click(user, asked.message, custom_id=forfeit_id[0]["custom_id"])
    await fake.settle()
    return question, done.content, fake.messages(thread)[-1]["content"]


async def spades_by_ids(
    fake: FakeDiscord, alice: FakeUser, bob: FakeUser, channel: object
) -> object:
    """``spades_table`` clicking by custom id, so that it reads every language: alice (seat 1)
    and bob (seat 2) with two computers (seats 3 and 4), started."""
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "random")
    await lobby_click(fake, bob, thread, "join")
    for _ in range(2):
        await lobby_click(fake, alice, thread, "addc")
    await lobby_click(fake, alice, thread, "start")
    return thread


async def rated_rows(bot: CardroomBot) -> list[object]:
    assert bot.store is not None
    return list(await bot.store.fetch("SELECT rated FROM league_tables WHERE table_id=1"))


async def test_an_unrated_servers_forfeit_says_nothing_of_ratings(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot,
) -> None:  # fmt: skip
    await fake.slash(boss, channel, "config rated", rated=False)
    thread = await spades_table(fake, alice, bob, channel)
    question, answer, line = await forfeit(fake, alice, thread)
    assert question == (
        "**Forfeit the match?** It ends now for everybody: your team (alice & Computer 1) "
        "loses and bob & Computer 2 win."
    )
    assert answer == "You forfeited the match."
    assert line == "🏳️ alice forfeited the match for alice & Computer 1: bob & Computer 2 win."
    assert line in table_message(fake, thread)["embeds"][0]["description"]
    assert await rated_rows(bot) == [(0,)]


@pytest.mark.parametrize("rated", [True, False])
async def test_alone_with_computers_the_forfeit_is_unrated_and_said_so_only_if_rated(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, boss: FakeUser, bot: CardroomBot,
    rated: bool, monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """Tonk, alice against two computers: a rated server says why this table is not rated
    (one person), an unrated server says nothing of it."""
    table_seed(monkeypatch, 5)  # deals that do not end the match before alice's turn
    await fake.slash(boss, channel, "config rated", rated=rated)
    await fake.slash(boss, channel, "config preset-save", game="tonk", name="five",
                     rules="hands=5")  # fmt: skip
    await fake.slash(alice, channel, "table create", game="tonk", preset="five")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "basic")
    for _ in range(2):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    question, _, line = await forfeit(fake, alice, thread)
    head = (
        "**Forfeit the match?** It ends now for everybody: you place last and Computer 1 and "
        "Computer 2 win."
    )
    said = "🏳️ alice forfeited the match: Computer 1 and Computer 2 win."
    if rated:
        head += " It is not rated (a league table needs at least 2 people)."
        said += " Not rated: a league table needs at least 2 people."
    # The score sheet follows if a hand was played out before the forfeit.
    assert (question, line.split("\n")[0]) == (head, said)
    assert await rated_rows(bot) == [(0,)]


@pytest.mark.parametrize("rated", [True, False])
@pytest.mark.parametrize("language", ["cy", "bg", "ht"])
async def test_the_forfeit_is_said_in_the_readers_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot, language: str, rated: bool,
) -> None:  # fmt: skip
    """The table speaks ``language`` (the server's), alice too (her own choice): the question,
    its buttons, the answer and the line are in it, the computers by their names in it; an
    unrated server's say nothing of ratings, a rated server's say the forfeit counts."""
    await fake.slash(boss, channel, "config language", language=language)
    await fake.slash(boss, channel, "config rated", rated=rated)
    await fake.slash(alice, channel, "config my-language", language=language)
    thread = await spades_by_ids(fake, alice, bob, channel)
    asked = await fake.slash(alice, thread, "table cancel")
    labels = [b["label"] for b in buttons(asked.message)]
    question, answer, line = await forfeit(fake, alice, thread)
    t = tr(language)
    mine, theirs = (f"{who} & {t('seat-computer-name', number=n)}" for who, n in PAIRS)
    assert mine in question and theirs in question
    assert line.startswith("🏳️ ") and mine in line and theirs in line
    for text in (question, answer, line, *labels):
        assert not english_in(text, language, PEOPLE), text
    counts = t("forfeit-rated")
    assert (counts in question) is rated
    assert t("forfeit-unrated", count=2) not in question
    first, *rest = line.split("\n")
    assert first == t("forfeit-line-team", who="alice", losers=mine, winners=theirs, count=2)
    # A rated forfeit's rating changes are the post's next line; an unrated one has none.
    assert len(rest) == int(rated)
    assert await rated_rows(bot) == [(int(rated),)]


@pytest.mark.parametrize("rated", [True, False])
async def test_a_moderators_cancel_speaks_of_ratings_only_where_tables_are_rated(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, boss: FakeUser,
    bot: CardroomBot, rated: bool,
) -> None:  # fmt: skip
    mod = fake.add_member(fake.guild, "mod", permissions=discord.Permissions(manage_threads=True))
    await fake.slash(boss, channel, "config rated", rated=rated)
    thread = await spades_table(fake, alice, bob, channel)
    r = await fake.slash(mod, thread, "table cancel")
    said = "The table is cancelled (not rated)." if rated else "The table is cancelled."
    assert r.ephemeral and r.content == said
    await fake.settle()
    assert fake.messages(thread)[-1]["content"] == f"The table was cancelled by <@{mod.id}>."


@pytest.mark.parametrize("language", ["cy", "bg", "ht"])
async def test_a_cancels_line_is_in_the_tables_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, boss: FakeUser, bot: CardroomBot,
    language: str,
) -> None:  # fmt: skip
    await fake.slash(boss, channel, "config language", language=language)
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await lobby_click(fake, alice, thread, "cancel")
    await fake.settle()
    line = fake.messages(thread)[-1]["content"]
    assert line == tr(language)("cancel-line", mention=f"<@{alice.id}>")
    assert not english_in(line, language, PEOPLE)
