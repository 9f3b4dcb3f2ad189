"""Long lists through the fake Discord (which refuses, as Discord does, a message or an embed
over its limits): the House rules pages with every option at its longest value, a House rules
menu with more options than one message holds, and a season of a server with 150 players."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from bot.components import house_rules as menu_module
from bot.db import Store, TableRow
from bot.i18n import tr
from bot.leagues import record_step
from bot.render import leagues as league_render
from bot.tables import house_rules
from bot.tables.errors import TableError
from games import GAMES
from tests.bot.harness import make_bot
from tests.bot.players import table_message
from tests.bot.test_leagues import add_tables, outcome
from tests.fakediscord import FakeChannel, FakeDiscord

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

PEOPLE = 150
NAME = "Wide Name Of Thirty-Two Letters"  # with a number: 32 characters, Discord's longest


def longest(spec: house_rules.OptionSpec) -> Any:
    return max(spec.choices, key=lambda c: len(house_rules.format_value(c)))


def expected_line(spec: house_rules.OptionSpec, value: Any) -> str:
    desc = f" — {spec.description}" if spec.description else ""
    label = house_rules.spec_label(spec, tr("en"))
    return f"• **{label}**: {house_rules.format_value(value)}{desc}"


async def all_pages(fake: Any, user: Any, thread: Any) -> list[str]:
    """Every page of the House rules as ``user`` sees them, by Next ▶ until back at the first."""
    r = await fake.click(user, table_message(fake, thread), label="House rules")
    pages = [r.message["content"]]
    for _ in range(20):
        labels = [c.get("label") for row in r.message["components"] for c in row["components"]]
        if "Next ▶" not in labels:
            break
        r = await fake.click(user, r.message, label="Next ▶")
        assert r.type == 7, r.response
        if r.message["content"] == pages[0]:
            break
        pages.append(r.message["content"])
    return pages


async def open_lobby(fake: Any, game: str, channel: Any, host: Any, guest: Any) -> Any:
    await fake.slash(host, channel, "table create", game=game)
    thread = fake.threads(channel)[-1]
    await fake.click(guest, table_message(fake, thread), label="Join")
    return thread


def assert_every_line_once(pages: list[str], lines: list[str]) -> None:
    for page in pages:
        assert len(page) <= 2000
    for line in lines:
        assert sum(line in page.split("\n") for page in pages) == 1, line


@pytest.mark.parametrize("game", GAMES)
async def test_house_rules_pages_hold_every_option_at_its_longest(
    db_path: Path, game: str, fake: FakeDiscord, channel: FakeChannel
) -> None:
    """Every option set to its longest value: the host's pages and everybody else's show
    every option's line whole, once, each page one message that Discord accepts."""
    host, guest = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
    bot = make_bot(db_path)
    await fake.start(bot)
    thread = await open_lobby(fake, game, channel, host, guest)
    table = next(iter(bot.service.tables.values()))
    chosen = {}
    for spec in menu_module.specs(game):
        for value in sorted(spec.choices, key=lambda c: -len(house_rules.format_value(c))):
            try:  # a value the other choices refuse (Schmier's min above max): the next
                await bot.service.set_option(table.id, host.id, spec.name, value)
            except TableError:
                continue
            chosen[spec.name] = value
            break
    await fake.settle()
    lines = [expected_line(s, chosen[s.name]) for s in menu_module.specs(game)]
    assert_every_line_once(await all_pages(fake, guest, thread), lines)
    assert_every_line_once(await all_pages(fake, host, thread), lines)


async def test_a_house_rules_menu_longer_than_a_message_is_paged_not_cut(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, fake: FakeDiscord, channel: FakeChannel
) -> None:
    """An engine with three times Twenty-Nine's options (a menu reads the engines' options,
    so it grows with them): the read-only House rules take several pages, none cut."""
    real = menu_module.specs

    def more(game: str) -> list[house_rules.OptionSpec]:
        base = real(game)
        return [
            house_rules.OptionSpec(f"{s.name}_{k}", s.description, s.default, s.choices)
            for k in range(3)
            for s in base
        ]

    monkeypatch.setattr(menu_module, "specs", more)
    host, guest = fake.add_member(fake.guild, "alice"), fake.add_member(fake.guild, "bob")
    bot = make_bot(db_path)
    await fake.start(bot)
    thread = await open_lobby(fake, "twentynine", channel, host, guest)
    pages = await all_pages(fake, guest, thread)
    assert len(pages) >= 3
    assert_every_line_once(pages, [expected_line(s, s.default) for s in more("twentynine")])
    assert all("(page " in p.split("\n")[0] for p in pages)


# ----- a big season -----------------------------------------------------------------------


def name(i: int) -> str:
    return f"{NAME}{i % 10}"


async def add_tonk_season(store: Store, guild: int, people: int) -> None:
    """Ended five-seat Tonk tables of ``people`` people (ids 1000…), each with a hand result:
    person ``i`` won ``people - i`` stakes over the season, so the ledger's order is theirs."""
    now = time.time()
    ops: list[Any] = []
    for t in range(-(-people // 5)):
        ids = [1000 + i for i in range(5 * t, min(5 * t + 5, people))]
        seats = [{"kind": "human", "user_id": u, "name": name(u)} for u in ids]
        row = TableRow(
            id=t + 1, guild_id=guild, channel_id=2, thread_id=None, host_id=ids[0],
            game="tonk", options={}, seats=len(ids), players=seats, status="finished",
            seed=1, first_dealer=0, version=0, message_id=None, turn_seconds=120,
            hand_limit=1, created_at=now, updated_at=now,
        )  # fmt: skip
        ops.append(Store.insert_table_op(row))
        ops.append(
            (
                "INSERT INTO league_tables (table_id, guild_id, game, season, rated, at) "
                "VALUES (?, ?, 'tonk', 1, 0, ?)",
                (t + 1, guild, now),
            )
        )
        for side, u in enumerate(ids):
            won = people - (u - 1000)
            ops.append(
                (
                    "INSERT INTO hand_results (table_id, hand, side, points, total, bags) "
                    "VALUES (?, 0, ?, ?, ?, NULL)",
                    (t + 1, side, won, won),
                )
            )
    await store.write(ops)


async def test_league_stakes_of_a_big_season_show_the_top_and_the_asker(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel
) -> None:
    """150 Tonk players (a post listing them all is far over Discord's 4,096 characters): the
    ledger shows the top 20 and, below, the asker's own line with their place."""
    asker = fake.add_member(fake.guild, "late")
    bot = make_bot(db_path)
    await fake.start(bot)
    await add_tonk_season(bot.store, fake.guild.id, PEOPLE - 1)
    # The asker has played too: one more table, the lowest net of the season.
    await add_tonk_season_row(bot.store, fake.guild.id, PEOPLE, asker.id)
    r = await fake.slash(asker, channel, "league stakes")
    assert not r.ephemeral
    embed = r.response["data"]["embeds"][0]
    lines = embed["description"].split("\n")
    top = league_render.TOP_STAKES
    assert lines[:top] == [f"{name(1000 + i)}: **+{PEOPLE - 1 - i}** (1 table)" for i in range(top)]
    assert lines[top:] == ["…", f"You, #{PEOPLE} of {PEOPLE}: late: **−5** (1 table)"]
    assert embed["footer"]["text"] == f"The top {top} of {PEOPLE} players."


async def add_tonk_season_row(store: Store, guild: int, table_id: int, user: int) -> None:
    """One more ended Tonk table of ``user`` alone in the season, where they lost 5 stakes."""
    now = time.time()
    seats = [{"kind": "human", "user_id": user, "name": "late"}]
    row = TableRow(
        id=table_id, guild_id=guild, channel_id=2, thread_id=None, host_id=user, game="tonk",
        options={}, seats=1, players=seats, status="finished", seed=1, first_dealer=0,
        version=0, message_id=None, turn_seconds=120, hand_limit=1, created_at=now,
        updated_at=now,
    )  # fmt: skip
    await store.write(
        [
            Store.insert_table_op(row),
            (
                "INSERT INTO league_tables (table_id, guild_id, game, season, rated, at) "
                "VALUES (?, ?, 'tonk', 1, 0, ?)",
                (table_id, guild, now),
            ),
            (
                "INSERT INTO hand_results (table_id, hand, side, points, total, bags) "
                "VALUES (?, 0, 0, -5, -5, NULL)",
                (table_id,),
            ),
        ]
    )


async def test_league_standings_of_a_big_season_show_the_top_and_the_asker(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel
) -> None:
    """150 rated Tonk players: the standings show the top 10 and the asker's own place."""
    asker = fake.add_member(fake.guild, "late")
    bot = make_bot(db_path)
    await fake.start(bot)
    people = [(1000 + i, name(1000 + i)) for i in range(PEOPLE - 1)] + [(asker.id, "late")]
    await add_tables(bot.store, range(1, PEOPLE + 1), fake.guild.id)
    for t in range(0, PEOPLE, 5):  # five a table, placed in their order: the asker last
        group = people[t : t + 5]
        await bot.store.write(
            [record_step(outcome(t + 1, group, list(range(len(group))), fake.guild.id))]
        )
    r = await fake.slash(asker, channel, "league standings", game="tonk")
    embed = r.response["data"]["embeds"][0]
    lines = embed["description"].split("\n")
    top = league_render.TOP
    assert [x.split("** ", 1)[0] for x in lines[:top]] == [f"**{i}." for i in range(1, 11)]
    assert lines[top] == "…"
    assert lines[top + 1].split(" ", 1)[1].startswith("late — ")
    assert embed["footer"]["text"].startswith(f"The top {top} of {PEOPLE} players.")
