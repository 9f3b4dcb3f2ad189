"""Ending a running match early: a seated person's cancel is their team's forfeit (asked first,
rated, the other side wins), a moderator who is not seated cancels unrated, anyone else is
refused.  Tonk: the forfeiting seat places last, every other seat first, and the stakes ledger
holds the hands played."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.leagues import queries as league
from bot.tables import TableError
from tests.bot.harness import buttons, make_bot, table_seed
from tests.bot.players import table_message
from tests.bot.test_service import close_service, open_service
from tests.bot.test_turns import spades_table
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


async def league_rows(store: Any, table_id: int = 1) -> tuple[list[Any], list[Any]]:
    rated = await store.fetch("SELECT rated FROM league_tables WHERE table_id=?", (table_id,))
    games = await store.fetch(
        "SELECT user_id, won FROM league_games WHERE table_id=? ORDER BY seat", (table_id,)
    )
    return rated, games


async def test_a_seated_persons_cancel_is_a_confirmed_rated_forfeit(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """alice (with Computer 1) against bob (with Computer 2): her ``/table cancel`` asks first;
    **Keep playing** changes nothing; **Forfeit** ends the match, rated, bob's team winning."""
    thread = await spades_table(fake, alice, bob, channel)
    question = (
        "**Forfeit the match?** It ends now for everybody: your team (alice & Computer 1) "
        "loses and bob & Computer 2 win. It counts in the league like a played-out match."
    )
    r = await fake.slash(alice, thread, "table cancel")
    assert r.ephemeral and r.content == question
    assert [b["label"] for b in buttons(r.message)] == ["Forfeit", "Keep playing"]
    kept = await fake.click(alice, r.message, label="Keep playing")
    assert kept.type == 7 and kept.content == "You keep playing." and not buttons(kept.message)
    await fake.settle()
    assert 1 in bot.service.tables and not thread.archived

    r = await fake.slash(alice, thread, "table cancel")
    done = await fake.click(alice, r.message, label="Forfeit")
    assert done.type == 7 and done.content == "You forfeited the match."
    await fake.settle()
    post = fake.messages(thread)[-1]["content"]
    first, ratings = post.split("\n")
    assert first == "🏳️ alice forfeited the match for alice & Computer 1: bob & Computer 2 win."
    assert ratings.startswith("📈 Ratings: alice ") and " · bob " in ratings
    assert thread.archived
    final = table_message(fake, thread)
    assert not final.get("components") and first in final["embeds"][0]["description"]
    row = await bot.store.table(1)
    assert row is not None and row.status == "forfeited"
    assert await league_rows(bot.store) == ([(1,)], [(alice.id, 0), (bob.id, 1)])
    table = await league.standings(bot.store, fake.guild.id, "spades", 1)
    assert [(s.user_id, s.played, s.wins) for s in table] == [(bob.id, 1, 1), (alice.id, 1, 0)]


async def test_a_moderator_not_seated_cancels_unrated_and_others_are_refused(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser
) -> None:
    carol = fake.add_member(fake.guild, "carol")
    mod = fake.add_member(fake.guild, "m", permissions=discord.Permissions(manage_threads=True))
    bot = make_bot(db_path)
    await fake.start(bot)
    thread = await spades_table(fake, alice, bob, channel)
    r = await fake.slash(carol, thread, "table cancel")
    assert r.ephemeral and r.content == (
        "Only the people at this table can forfeit it, and only moderators (Manage Threads) "
        "can cancel a running table."
    )
    assert 1 in bot.service.tables
    r = await fake.slash(mod, thread, "table cancel")
    assert r.content == "The table is cancelled (not rated)."
    await fake.settle()
    assert fake.messages(thread)[-1]["content"] == f"The table was cancelled by <@{mod.id}>."
    assert await league_rows(bot.store) == ([(0,)], [])


async def test_a_forfeit_alone_against_computers_is_not_rated(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    await fake.slash(alice, channel, "table create", game="tonk", seats=2)
    thread = fake.threads(channel)[0]
    await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    r = await fake.slash(alice, thread, "table cancel")
    assert r.content == (
        "**Forfeit the match?** It ends now for everybody: you place last and Computer 1 "
        "wins. It is not rated (a league table needs at least 2 people)."
    )
    await fake.click(alice, r.message, label="Forfeit")
    await fake.settle()
    result, _, sheet = fake.messages(thread)[-1]["content"].partition("\n")
    assert result == (
        "🏳️ alice forfeited the match: Computer 1 wins. Not rated: a league table needs at "
        "least 2 people."
    )
    # The score sheet follows when the computer finished a hand before the forfeit (issue 13).
    assert not sheet or sheet.startswith("📋 **Score sheet**")
    assert await league_rows(bot.store) == ([(0,)], [])


async def play_a_hand(svc: Any, t: Any, rng: random.Random) -> None:
    """The people play random legal moves (computers in no seat) until a hand is over."""
    while t.hands_played() < 1:
        await svc.idle(t.id)
        m = t.match
        seat = m.to_act[0]
        await svc.act(t.id, 10 + seat, m.version, str(rng.choice(m.legal_actions(seat))))


async def test_a_tonk_forfeit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three people, one hand played: ben forfeits in the second.  ben places last, ann and cat
    share first (each a win); the ledger holds the first hand's payouts only (the hand in
    progress is not scored), and counts in the stakes.

    The deals are fixed (``table_seed``): match seed 5 deals a first hand that is played and a
    second that is still in progress.  With a drawn seed, the second deal could end its hand at
    once (a Tonk of 49 or 50), scored before the forfeit; or the first (e.g. seed 158), leaving
    no hand played."""
    table_seed(monkeypatch, 5)
    svc = await open_service(tmp_path / "db.sqlite")
    try:
        t = await svc.create(
            guild_id=1, channel_id=2, host_id=10, host_name="ann", game="tonk", seats=3
        )
        await svc.join(t.id, 11, "ben")
        await svc.join(t.id, 12, "cat")
        await svc.set_option(t.id, 10, "hands", 5)
        await svc.start(t.id, 10)
        await play_a_hand(svc, t, random.Random(3))
        played = [a for a in await svc.store.actions(t.id) if a.hand == 0]
        assert played, "the seed's first hand is played, not over on the deal"
        assert t.id in svc.tables, "the match goes on after the first hand"
        results = await svc.store.results(t.id)
        assert {r.hand for r in results} == {0}
        with pytest.raises(TableError, match="only moderators"):
            await svc.cancel(t.id, 99, False)
        with pytest.raises(TableError, match="is a forfeit"):
            await svc.cancel(t.id, 11, False)
        assert await svc.forfeit(t.id, 11) == "You forfeited the match."
        assert t.id not in svc.tables and t.status == "forfeited"
        assert t.ending is not None and t.ending.reason == (
            "🏳️ ben forfeited the match: ann and cat win."
        )
        assert await svc.store.results(t.id) == results, "no payout for the hand in progress"
        assert await league_rows(svc.store, t.id) == ([(1,)], [(10, 1), (11, 0), (12, 1)])
        ledger = {s.user_id: s.net for s in await league.stakes(svc.store, 1, 1)}
        assert ledger == {10 + r.side: r.points for r in results}
    finally:
        await close_service(svc)


async def test_a_tonk_table_played_until_ended_is_ended_by_its_host(tmp_path: Path) -> None:
    """No number of hands: there is no match to forfeit.  The host ends it (never rated, as
    always for such a table); another person is told to leave instead."""
    svc = await open_service(tmp_path / "db.sqlite")
    try:
        t = await svc.create(
            guild_id=1, channel_id=2, host_id=10, host_name="ann", game="tonk", seats=2
        )
        await svc.join(t.id, 11, "ben")
        await svc.set_option(t.id, 10, "hands", None)
        await svc.start(t.id, 10)
        with pytest.raises(TableError, match="until its host ends it"):
            await svc.cancel(t.id, 11, False)
        assert svc.cancel_means(t.id, 10, False) == "end"
        assert await svc.cancel(t.id, 10, False) == "The table is ended."
        assert t.ending is not None and t.ending.reason == "The host <@10> ended the table."
        assert await league_rows(svc.store, t.id) == ([(0,)], [])
    finally:
        await close_service(svc)
