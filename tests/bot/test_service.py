"""The table service without Discord: lobby rules, a whole match, durability, restarts; on
SQLite and on PostgreSQL (the ``database`` fixture, ``tests/bot/conftest.py``)."""

from __future__ import annotations

import random

import pytest

from bot.db.open import Location, open_store
from bot.tables import TableError, TableService
from bot.tables.service import ServiceConfig

FAST = ServiceConfig(turn_seconds=120, computer_pause=0, computer_processes=0)


async def open_service(location: Location) -> TableService:
    store = await open_store(location)
    service = TableService(store, FAST)
    await service.load()
    return service


async def close_service(service: TableService) -> None:
    await service.close()
    await service.store.close()


async def test_lobby_rules(database: Location) -> None:
    svc = await open_service(database)
    t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="host", game="spades")
    assert t.seats[0].user_id == 10
    with pytest.raises(TableError, match="already in seat 1"):
        await svc.join(t.id, 10, "host")
    assert "seat 2" in await svc.join(t.id, 11, "bob")
    with pytest.raises(TableError, match="Only the host"):
        await svc.add_computer(t.id, 11)
    with pytest.raises(TableError, match="Only the host"):
        await svc.start(t.id, 11)
    with pytest.raises(TableError, match="empty"):
        await svc.start(t.id, 10)
    await svc.add_computer(t.id, 10)
    await svc.add_computer(t.id, 10)
    with pytest.raises(TableError, match="no empty seat"):
        await svc.add_computer(t.id, 10)
    # Joining a full table takes a computer's seat.
    assert "in place of the computer" in await svc.join(t.id, 12, "carol")
    await svc.set_option(t.id, 10, "target", 100)
    with pytest.raises(TableError, match="target"):
        await svc.set_option(t.id, 10, "target", "lots")
    assert t.row.options == {"target": 100}
    await close_service(svc)


async def test_create_validates(database: Location) -> None:
    svc = await open_service(database)
    with pytest.raises(TableError, match="Only Tonk"):
        await svc.create(guild_id=1, channel_id=2, host_id=1, host_name="h", game="spades", stake=2)
    with pytest.raises(TableError, match="seats"):
        await svc.create(guild_id=1, channel_id=2, host_id=1, host_name="h", game="spades", seats=3)
    t = await svc.create(
        guild_id=1, channel_id=2, host_id=1, host_name="h", game="tonk", seats=4, stake=5
    )
    assert t.row.seats == 4 and t.row.options["stake"] == 5
    await close_service(svc)


async def play_out(
    svc: TableService,
    table_id: int,
    humans: dict[int, int],
    rng: random.Random,
    max_moves: int = 20000,
) -> int:
    """Humans (user id -> seat) play random legal moves until the table ends."""
    moves = 0
    while table_id in svc.tables and moves < max_moves:
        await svc.idle(table_id)
        t = svc.tables.get(table_id)
        if t is None:
            break
        m = t.match
        assert m is not None
        acted = False
        for user, seat in humans.items():
            legal = [
                a
                for a in m.legal_actions(seat)
                if str(a) != "look" or not m.view(seat).get("looked")
            ]
            if seat in m.to_act and legal:
                await svc.act(table_id, user, m.version, str(rng.choice(legal)))
                moves += 1
                acted = True
                break
        if not acted:
            await svc.idle(table_id)
            if table_id in svc.tables and not svc._tasks.get(("ai", table_id)):
                raise AssertionError(f"stuck: to_act {m.to_act} phase {m.phase}")
    return moves


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("spades", {"target": 100, "mercy_loss_at": -100}),
        ("schmier", {"target": 5}),
        ("twentynine", {"game_target": 1}),
        ("tonk", {}),
    ],
)
async def test_whole_match_and_restart(database: Location, game: str, options: dict) -> None:
    db = database
    svc = await open_service(db)
    t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="h", game=game)
    await svc.join(t.id, 11, "bob")
    for _ in range(t.row.seats - 2):
        await svc.add_computer(t.id, 10)
    for k, v in options.items():
        await svc.set_option(t.id, 10, k, v)
    await svc.set_level(t.id, 10, "basic")  # whole matches: the quick computers
    if game == "tonk":
        await svc.set_option(t.id, 10, "hands", 5)
    await svc.start(t.id, 10)
    rng = random.Random(5)
    humans = {10: 0, 11: 1}
    # Play a little, restart, and check the rebuilt match is the same.
    for _ in range(5):
        await svc.idle(t.id)
        if t.id not in svc.tables:
            break
        m = t.match
        for user, seat in humans.items():
            legal = [a for a in m.legal_actions(seat) if str(a) != "look"]
            if seat in m.to_act and legal:
                await svc.act(t.id, user, m.version, str(rng.choice(legal)))
                break
    await svc.idle(t.id)
    before = t.match.record(t.player_names())
    await close_service(svc)
    svc = await open_service(db)
    if t.status != "finished":
        t2 = svc.tables[t.id]
        assert t2.match.record(t2.player_names()) == before
    await play_out(svc, t.id, humans, rng)
    assert t.id not in svc.tables
    row = await svc.store.table(t.id)
    assert row is not None and row.status == "finished"
    results = await svc.store.results(t.id)
    assert results, "hand results are stored as rows"
    await close_service(svc)
