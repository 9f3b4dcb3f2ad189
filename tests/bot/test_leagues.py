"""The leagues: a played-out table rates its people (never its computers) in the transaction that
ends it, once, whatever the bot does; seasons, standings, the Tonk stakes ledger, and the
``/league`` commands through the fake Discord, asserting on what the bot sends."""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.db import Store, TableRow
from bot.db.migrations import MIGRATIONS
from bot.db.open import Location
from bot.exts.leagues.cog import NOT_ADMIN
from bot.leagues import Entrant, Outcome, record_step
from bot.leagues import queries as league
from bot.leagues.outcome import ranks_of
from bot.leagues.rating import COMPUTER_RATINGS, NEW_PLAYER, rate, shown
from bot.render.leagues import number
from bot.tables import TableError
from tests.bot.harness import fail_the_first_end_commit, make_bot, table_seed
from tests.bot.players import choose_level, play_until_closed, table_message, take_turn
from tests.bot.test_endings import calls, ended_in_memory
from tests.bot.test_games import set_house_rules
from tests.bot.test_service import close_service, open_service, play_out
from tests.bot.test_turns import restart, spades_table
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

TONK_COLOUR = 0xE67E22


async def tonk_table(fake: Any, alice: Any, bob: Any, channel: Any) -> Any:
    """alice (seat 1), bob (seat 2) and a basic computer (seat 3) at Tonk: 2 hands, stake 2."""
    await fake.slash(alice, channel, "table create", game="tonk", seats=3)
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    await fake.click(alice, table_message(fake, thread), label="Add computer")
    await set_house_rules(fake, alice, thread, "tonk")
    await choose_level(fake, alice, thread, "basic")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    return thread


async def ratings(store: Store) -> list[tuple[Any, ...]]:
    return await store.fetch(
        "SELECT guild_id, game, season, user_id, name, played, wins FROM league_ratings "
        "ORDER BY user_id"
    )


async def totals(store: Store, table_id: int) -> list[int]:
    """Each seat's net stakes at the table, from the stored hand results (the ledger)."""
    rows = await store.results(table_id)
    last = max(r.hand for r in rows)
    return [r.total for r in rows if r.hand == last]


def expected_tonk(names: list[str], seat_totals: list[int]) -> tuple[list[int], list[bool], str]:
    """What the league must make of a Tonk table of two new people (seats 0, 1) and a basic
    computer (seat 2): their shown ratings after it, whether each won, and the ratings line."""
    ranks = ranks_of(None, seat_totals)
    teams = [[NEW_PLAYER], [NEW_PLAYER], [COMPUTER_RATINGS["basic"]]]
    after = [shown(*team[0]) for team in rate(teams, ranks)][:2]
    start = shown(*NEW_PLAYER)
    line = "📈 Ratings: " + " · ".join(
        f"{n} {number(start)} → {number(a)} ({'+' if a >= start else '−'}{abs(a - start)})"
        for n, a in zip(names, after, strict=True)
    )
    return after, [ranks[0] == 0, ranks[1] == 0], line


async def test_a_played_out_table_rates_its_people_and_not_its_computer(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """Tonk, two people and a computer, played out: the result post ends with the rating
    changes, the league holds the two people (played 1, a win for the best), nothing for the
    computer; the standings, the stakes ledger and a profile show exactly that."""
    rng = random.Random(5)
    thread = await tonk_table(fake, alice, bob, channel)
    await play_until_closed(fake, thread, [alice, bob], rng)
    seat_totals = await totals(bot.store, 1)
    after, won, line = expected_tonk(["alice", "bob"], seat_totals)
    result = fake.messages(thread)[-1]["content"]
    assert result.startswith("🏁 **The table is over** after 2 hands.")
    assert result.split("\n")[1] == line  # then the score sheet: tests/bot/test_story.py
    assert await ratings(bot.store) == [
        (fake.guild.id, "tonk", 1, alice.id, "alice", 1, int(won[0])),
        (fake.guild.id, "tonk", 1, bob.id, "bob", 1, int(won[1])),
    ]

    r = await fake.slash(bob, channel, "league standings", game="tonk")
    assert not r.ephemeral
    order = sorted(
        zip(after, ["alice", "bob"], won, [alice.id, bob.id], strict=True),
        key=lambda x: (-x[0], -int(x[2]), x[3]),
    )
    assert r.response["data"]["embeds"] == [
        {
            "type": "rich",
            "title": "🎴 Tonk league · season 1",
            "description": "\n".join(
                f"**{i}.** {name} — **{number(rating)}** · 1 played · {int(w)} won"
                for i, (rating, name, w, _) in enumerate(order, 1)
            ),
            "color": TONK_COLOUR,
            "flags": 0,
            "footer": {"text": "Rating: the conservative estimate (openskill), grows with games."},
        }
    ]

    r = await fake.slash(alice, channel, "league stakes")
    assert not r.ephemeral
    ledger = sorted(
        [(seat_totals[0], "alice"), (seat_totals[1], "bob")], key=lambda x: (-x[0], x[1])
    )
    desc = r.response["data"]["embeds"][0]["description"]
    assert desc == "\n".join(
        f"{n}: **{'+' if v >= 0 else '−'}{abs(v)}** (1 table)" for v, n in ledger
    )
    assert "Computer" not in desc

    r = await fake.slash(bob, channel, "league player", member=alice)
    assert r.ephemeral
    place = [x[1] for x in order].index("alice") + 1
    assert r.response["data"]["embeds"][0]["description"] == (
        f"**Tonk**: rating **{number(after[0])}**, #{place} of 2 · "
        f"{int(won[0])} won, {1 - int(won[0])} lost"
    )


async def test_a_cancelled_table_is_not_rated(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """A cancelled table is counted in its season (its Tonk stakes would be) but moves no
    rating; the standings stay empty."""
    thread = await spades_table(fake, alice, bob, channel)
    # A moderator who is not seated cancels a running table (unrated).
    mod = fake.add_member(fake.guild, "m", permissions=discord.Permissions(manage_threads=True))
    await fake.slash(mod, thread, "table cancel")
    await fake.settle()
    assert thread.archived
    assert await ratings(bot.store) == []
    assert await bot.store.fetch("SELECT table_id, game, season, rated FROM league_tables") == [
        (1, "spades", 1, 0)
    ]
    assert await bot.store.fetch("SELECT * FROM league_games") == []
    r = await fake.slash(alice, channel, "league standings", game="spades")
    assert r.response["data"]["embeds"][0]["description"] == (
        "Nobody is rated yet: finish a table with at least two people."
    )


async def test_a_crash_after_the_end_does_not_rate_twice(
    db_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The bot dies right after committing the last move (the ratings with it): the restart
    posts the result with the same rating changes, once, and rates nothing again; nor does a
    second restart."""
    rng = random.Random(11)
    thread = await tonk_table(fake, alice, bob, channel)
    ended_in_memory(bot, monkeypatch, fake)
    for _ in range(4000):
        if 1 not in bot.service.tables:
            break
        assert await take_turn(fake, thread, [alice, bob], rng)
        await fake.settle()
    rated = await ratings(bot.store)
    assert [r[5] for r in rated] == [1, 1], "rated with the end, before any post"
    _, _, line = expected_tonk(["alice", "bob"], await totals(bot.store, 1))

    bot, n = await restart(fake, db_path)
    results = [m for m in fake.messages(thread) if m["content"].startswith("🏁")]
    assert [m["content"].split("\n")[1] for m in results] == [line]
    assert await ratings(bot.store) == rated
    bot, n = await restart(fake, db_path)
    assert calls(fake, thread, n) == []
    assert await ratings(bot.store) == rated


async def test_a_team_game_rates_people_against_the_computers_fixed_ratings(
    database: Location,
) -> None:
    """Twenty-Nine, two people on opposite teams, each with a random computer partner: both
    people are rated once, as teams whose computers count at their level's fixed rating; the
    computers get no rating.  The league step run again for the table changes nothing."""
    svc = await open_service(database)
    try:
        t = await svc.create(
            guild_id=1, channel_id=2, host_id=10, host_name="ann", game="twentynine"
        )
        await svc.join(t.id, 11, "ben")
        for _ in range(2):
            await svc.add_computer(t.id, 10)
        await svc.set_option(t.id, 10, "game_target", 1)
        await svc.set_level(t.id, 10, "random")
        await svc.start(t.id, 10)
        await play_out(svc, t.id, {10: 0, 11: 1}, random.Random(2))
        m = t.match
        assert m is not None and m.teams == ((0, 2), (1, 3))
        won = m.winner
        assert won in (0, 1)
        comp = COMPUTER_RATINGS["random"]
        new = rate([[NEW_PLAYER, comp], [NEW_PLAYER, comp]], [won, 1 - won])
        assert await ratings(svc.store) == [
            (1, "twentynine", 1, 10, "ann", 1, int(won == 0)),
            (1, "twentynine", 1, 11, "ben", 1, int(won == 1)),
        ]
        stored = await svc.store.fetch("SELECT mu, sigma FROM league_ratings ORDER BY user_id")
        assert stored == [pytest.approx(new[0][0]), pytest.approx(new[1][0])]
        assert await svc.store.fetch("SELECT user_id, seat, won FROM league_games") == [
            (10, 0, int(won == 0)),
            (11, 1, int(won == 1)),
        ]
        before = await svc.store.fetch("SELECT * FROM league_ratings")
        await svc.store.write([record_step(outcome(t.id, [(10, "ann"), (11, "ben")], [0, 1]))])
        assert await svc.store.fetch("SELECT * FROM league_ratings") == before
    finally:
        await close_service(svc)


async def test_a_failed_end_commit_rates_nothing_and_the_retry_rates_once(
    database: Location, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the commit of the move that ends a table fails, no rating moved (the league update
    is in that transaction); the move made again rates the table once.

    The deals are fixed (``table_seed``): with a deal that ends the one hand at once (a Tonk
    of 49 or 50 dealt, e.g. match seed 143), the start would already commit the end and no
    move would be left to fail."""
    table_seed(monkeypatch, 7)
    svc = await open_service(database)
    try:
        t = await svc.create(
            guild_id=1, channel_id=2, host_id=10, host_name="ann", game="tonk", seats=2
        )
        await svc.join(t.id, 11, "ben")
        await svc.set_option(t.id, 10, "hands", 1)
        await svc.start(t.id, 10)
        fail_the_first_end_commit(monkeypatch, svc.store)
        rng = random.Random(4)
        with pytest.raises(TableError, match="Couldn't save that move"):
            await play_out(svc, t.id, {10: 0, 11: 1}, rng)
        assert await ratings(svc.store) == []
        assert await svc.store.fetch("SELECT * FROM league_tables") == []
        await play_out(svc, t.id, {10: 0, 11: 1}, rng)
        assert [r[3:6] for r in await ratings(svc.store)] == [(10, "ann", 1), (11, "ben", 1)]
        assert len(await svc.store.fetch("SELECT * FROM league_games")) == 2
    finally:
        await close_service(svc)


def outcome(
    table_id: int, people: list[tuple[int, str]], ranks: list[int], guild: int = 1
) -> Outcome:
    """A played-out Tonk table of ``people`` (one seat each) placed by ``ranks``."""
    teams = tuple((Entrant(i, uid, name, "basic"),) for i, (uid, name) in enumerate(people))
    return Outcome(table_id, guild, "tonk", True, teams, tuple(ranks))


async def add_tables(store: Store, ids: range, guild: int) -> None:
    now = time.time()
    await store.write(
        [
            Store.insert_table_op(
                TableRow(
                    id=i,
                    guild_id=guild,
                    channel_id=2,
                    thread_id=None,
                    host_id=10,
                    game="tonk",
                    options={},
                    seats=3,
                    players=[],
                    status="finished",
                    seed=1,
                    first_dealer=0,
                    version=0,
                    message_id=None,
                    turn_seconds=120,
                    hand_limit=1,
                    created_at=now,
                    updated_at=now,
                )
            )
            for i in ids
        ]
    )


async def test_standings_order_and_seasons(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel
) -> None:
    """Three people over three tables (carol always first, ann second, bob last): the
    standings are in that order.  A non-admin's /league season is refused privately and
    changes nothing; an admin's starts season 2 with empty standings, season 1 stays viewable,
    and season 3 does not exist yet."""
    ann = fake.add_member(fake.guild, "ann")
    admin = fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))
    bot = make_bot(db_path)
    await fake.start(bot)
    g = fake.guild.id
    await add_tables(bot.store, range(1, 5), g)
    people = [(1, "ann"), (2, "bob"), (3, "carol")]
    for tid in range(1, 4):
        await bot.store.write([record_step(outcome(tid, people, [1, 2, 0], g))])
    # Another server's league is its own.
    await add_tables(bot.store, range(5, 6), 999)
    await bot.store.write([record_step(outcome(5, people, [0, 1, 2], 999))])
    rows = await league.standings(bot.store, g, "tonk", 1)
    assert [(s.place, s.name, s.played, s.wins) for s in rows] == [
        (1, "carol", 3, 3),
        (2, "ann", 3, 0),
        (3, "bob", 3, 0),
    ]
    assert rows[0].rating > rows[1].rating > rows[2].rating
    r = await fake.slash(ann, channel, "league standings", game="tonk")
    season1 = r.response["data"]["embeds"][0]
    assert season1["description"] == "\n".join(
        f"**{s.place}.** {s.name} — **{number(s.rating)}** · 3 played · {s.wins} won" for s in rows
    )

    r = await fake.slash(ann, channel, "league season")
    assert r.ephemeral and r.content == NOT_ADMIN
    assert await bot.store.fetch("SELECT * FROM league_seasons") == []

    r = await fake.slash(admin, channel, "league season")
    assert not r.ephemeral
    assert r.content == (
        "Season 1 is closed; **season 2** starts now, every rating afresh. The old standings "
        "stay: `/league standings season:1`."
    )
    r = await fake.slash(ann, channel, "league standings", game="tonk")
    assert r.response["data"]["embeds"][0]["title"] == "🎴 Tonk league · season 2"
    assert r.response["data"]["embeds"][0]["description"].startswith("Nobody is rated yet")
    r = await fake.slash(ann, channel, "league standings", game="tonk", season=1)
    assert r.response["data"]["embeds"][0] == dict(
        season1, title="🎴 Tonk league · season 1 (closed)"
    )
    r = await fake.slash(ann, channel, "league standings", game="tonk", season=3)
    assert r.ephemeral and r.content == "There's no season 3 yet: this server is in season 2."
    # A table ending now counts in season 2, from a new rating.
    await bot.store.write([record_step(outcome(4, people[:2], [0, 1], g))])
    assert [(s.name, s.played) for s in await league.standings(bot.store, g, "tonk", 2)] == [
        ("ann", 1),
        ("bob", 1),
    ]
    r = await fake.slash(ann, channel, "league player")
    assert r.ephemeral
    assert r.response["data"]["embeds"][0]["title"] == "ann · season 2"


async def test_stakes_ledger_sums_the_hand_results(database: Location) -> None:
    """The ledger is each person's sum of Tonk payouts over the season's ended tables in the
    server, cancelled ones too; computer seats and open tables are left out."""
    svc = await open_service(database)
    try:
        ids = []
        for hands, cancel in ((2, False), (1, False), (None, True)):
            t = await svc.create(
                guild_id=1, channel_id=2, host_id=10, host_name="ann", game="tonk", seats=3
            )
            await svc.join(t.id, 11, "ben")
            await svc.add_computer(t.id, 10)
            await svc.set_level(t.id, 10, "basic")
            await svc.set_option(t.id, 10, "hands", hands)
            await svc.start(t.id, 10)
            rng = random.Random(t.id)
            if cancel:
                while t.hands_played() < 2:  # play two hands, then cancel
                    await svc.idle(t.id)
                    m = t.match
                    assert m is not None
                    seat = next(s for s in m.to_act if s in (0, 1))
                    legal = m.legal_actions(seat)
                    await svc.act(t.id, 10 + seat, m.version, str(rng.choice(legal)))
                await svc.cancel(t.id, 10, False)
            else:
                await play_out(svc, t.id, {10: 0, 11: 1}, rng)
            ids.append(t.id)
        still_open = await svc.create(
            guild_id=1, channel_id=2, host_id=10, host_name="ann", game="tonk"
        )
        assert still_open.id not in ids
        want = {10: 0, 11: 0}
        for tid in ids:
            for r in await svc.store.results(tid):
                if r.side in (0, 1):
                    want[10 + r.side] += r.points
        ledger = await league.stakes(svc.store, 1, 1)
        assert {(s.user_id, s.net, s.tables) for s in ledger} == {
            (10, want[10], 3),
            (11, want[11], 3),
        }
        assert [s.net for s in ledger] == sorted(want.values(), reverse=True)
        assert await league.stakes(svc.store, 2, 1) == []
    finally:
        await close_service(svc)


async def test_migration_adds_the_leagues(tmp_path: Path) -> None:
    """A database from before the leagues (schema 5) gets empty league tables: its tables that
    ended before are not rated after the fact, and a new season works on it."""
    db = tmp_path / "old.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript(f"BEGIN;\n{''.join(MIGRATIONS[:5])}\nPRAGMA user_version = 5;\nCOMMIT;")
    conn.execute(
        "INSERT INTO tables (id, guild_id, channel_id, thread_id, host_id, game, seats, players, "
        "status, turn_seconds, created_at, updated_at) VALUES (1, 1, 2, 3, 10, 'tonk', 2, "
        """'[{"kind": "human", "user_id": 10}, {"kind": "human", "user_id": 11}]', """
        "'finished', 120, 0, 0)"
    )
    conn.execute("INSERT INTO hand_results VALUES (1, 0, 0, 4, 4, NULL), (1, 0, 1, -4, -4, NULL)")
    conn.commit()
    conn.close()
    store = await Store.open(db)
    try:
        for table in ("league_seasons", "league_tables", "league_ratings", "league_games"):
            assert await store.fetch(f"SELECT * FROM {table}") == []
        assert await league.stakes(store, 1, 1) == []
        assert await league.changes(store, 1) is None, "no ratings line for an old table"
        assert (await league.season(store, 1)).number == 1
        await store.write([league.new_season_op(1, 5.0)])
        assert await league.season(store, 1) == league.Season(2, 5.0)
        assert await store.fetch("PRAGMA user_version") == [(len(MIGRATIONS),)]
        assert len(MIGRATIONS) >= 6
    finally:
        await store.close()
