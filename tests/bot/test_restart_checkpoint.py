"""A long Tonk table ("until ended") is rebuilt from its last checkpoint, not from hand 0: the
table played through the service, rebuilt both ways, is the same table (the match every seat
sees, what the bot keeps beside it, and the moves that follow, down to the statements they
commit), and the end's score sheet still covers every hand."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from bot.db import Store
from bot.db.open import Location, open_store
from bot.presenter.endings import Endings
from bot.tables import TableService, moves, restart, statements
from bot.tables.house_rules import BOT_HANDS
from bot.tables.model import LiveTable
from bot.tables.service import ServiceConfig
from tests.bot.harness import database_at

FAST = ServiceConfig(turn_seconds=0, computer_pause=0, computer_processes=0)
HANDS = 60
HOST = 10


async def long_tonk(db: Location) -> int:
    """The host and two random computers play a Tonk table until ended for ``HANDS`` hands
    (the host's moves random too); the table is left running."""
    store = await open_store(db)
    svc = TableService(store, FAST)
    await svc.load()
    t = await svc.create(guild_id=1, channel_id=2, host_id=HOST, host_name="h", game="tonk")
    for _ in range(t.row.seats - 1):
        await svc.add_computer(t.id, HOST)
    await svc.set_level(t.id, HOST, "random")
    await svc.set_option(t.id, HOST, BOT_HANDS, None)  # until the host ends it
    assert t.row.hand_limit is None
    await svc.start(t.id, HOST)
    rng = random.Random(15)
    while True:
        await svc.idle(t.id)
        m = t.match
        assert m is not None and t.id in svc.tables
        if len(m.hands) > HANDS and m.to_act and 0 in m.to_act:
            break
        if 0 in m.to_act:
            await svc.act(t.id, HOST, m.version, str(rng.choice(list(m.legal_actions(0)))))
    await svc.close()
    await store.close()
    return t.id


def same_match(a: Any, b: Any) -> None:
    assert a.scores == b.scores
    assert a.dealer == b.dealer
    assert a.hand_number == b.hand_number
    assert a.version == b.version
    assert a.hands_played == b.hands_played
    assert a.to_act == b.to_act and a.phase == b.phase
    for seat in [None, *range(a.seats)]:
        assert a.view(seat) == b.view(seat), seat
    for seat in range(a.seats):
        assert list(a.legal_actions(seat)) == list(b.legal_actions(seat))


def same_table(a: LiveTable, b: LiveTable) -> None:
    assert a.match is not None and b.match is not None
    same_match(a.match, b.match)
    assert a.relevant_version == b.relevant_version
    assert a.last_seq == b.last_seq
    assert (a.stored_hands, a.stored_results) == (b.stored_hands, b.stored_results)
    assert a.turns == b.turns
    assert list(a.recent) == list(b.recent)[-len(a.recent) :] if a.recent else True


async def test_a_long_tonk_table_is_rebuilt_from_its_checkpoint(database: Location) -> None:
    db = database
    table_id = await long_tonk(db)
    store = await open_store(db)
    try:
        row = await store.table(table_id)
        assert row is not None and row.status == "playing"
        stored = await store.checkpoints(table_id)
        assert stored and len(stored) <= 4, "the latest few are kept"
        deals = await store.deals(table_id)
        assert len(deals) > HANDS

        built: list[tuple[str, int]] = []
        real_from, real_all = store.deals_from, store.deals

        async def deals_from(tid: int, hand: int) -> Any:
            built.append(("from", hand))
            return await real_from(tid, hand)

        async def all_deals(tid: int) -> Any:
            built.append(("all", 0))
            return await real_all(tid)

        store.deals_from, store.deals = deals_from, all_deals  # type: ignore[method-assign]
        quick = restart.unbuilt(row)
        await restart.rebuild(store, quick)
        whole = restart.unbuilt(await store.table(table_id))  # type: ignore[arg-type]
        await restart.rebuild(store, whole, whole=True)
        latest = stored[-1][0]
        assert built == [("from", latest), ("all", 0)], "only the hands after the checkpoint"
        store.deals_from, store.deals = real_from, real_all  # type: ignore[method-assign]
        assert quick.match is not None and whole.match is not None
        assert quick.match.resumed_from == latest > HANDS - 2
        assert len(quick.match.hands[latest - 1].actions) == 0, "not replayed"
        same_table(quick, whole)

        # The moves that follow apply the same, and commit the same statements.
        rng = random.Random(8)
        for _ in range(400):
            m = whole.match
            seat = m.to_act[0]
            text = str(rng.choice(list(m.legal_actions(seat))))
            rows = [moves.apply_move(t, seat, text, "computer", None)[0] for t in (quick, whole)]
            assert rows[0] == rows[1]
            ops = [statements.record_ops(store, t, 1.0) for t in (quick, whole)]
            assert ops[0] == ops[1]
            same_table(quick, whole)
        assert len(whole.match.hands) > latest + 5, "hands dealt after the rebuild too"

        # The end's sheet reads every hand (the earlier ones from the store).
        endings = Endings(store, *([None] * 6))  # type: ignore[arg-type]
        row = await store.table(table_id)
        assert row is not None
        fresh = restart.unbuilt(row)
        await restart.rebuild(store, fresh)
        full = restart.unbuilt(row)
        await restart.rebuild(store, full, whole=True)
        assert fresh.match is not None and fresh.match.resumed_from
        assert await endings.record(fresh) == await endings.record(full)
        assert len((await endings.record(fresh) or {})["hands"]) == len(deals)
    finally:
        await store.close()


async def test_a_restart_with_a_summary_due_keeps_that_hand(database: Location) -> None:
    """A hand whose summary is not posted yet must be in the rebuilt match (its summary is
    rendered from it): the rebuild starts from a checkpoint before it, or from hand 0."""
    db = database
    table_id = await long_tonk(db)
    store = await open_store(db)
    try:
        latest = (await store.checkpoints(table_id))[-1][0]
        due = latest - 1  # the last finished hand
        # No presenter posted the summaries here: all are due.  Only the last one is.
        assert (await store.summaries_due())[table_id][0] == 0
        await store.write(
            [
                ("DELETE FROM summaries WHERE table_id=? AND hand<>?", (table_id, due)),
            ]
        )
        assert (await store.summaries_due())[table_id] == [due]
        svc = TableService(store, FAST)
        await svc.load()
        t = svc.tables[table_id]
        assert t.match is not None and t.match.resumed_from <= due
        assert t.match.hands[due].result is not None
        whole = restart.unbuilt(t.row)
        await restart.rebuild(store, whole, whole=True)
        same_match(t.match, whole.match)
        await svc.close()
    finally:
        await store.close()


async def test_migration_adds_the_digests_and_the_checkpoints(tmp_path: Path) -> None:
    """A database from before this issue (schema 12) gets both tables, empty (its tables are
    replayed whole and their messages edited once at the next start, as before)."""
    db = tmp_path / "old.db"
    database_at(db, 12)
    store = await Store.open(db)
    try:
        assert await store.fetch("PRAGMA user_version") == [(13,)]
        assert await store.shown() == {}
        assert await store.checkpoints(5) == []
        svc = TableService(store, FAST)
        await svc.load()  # its lobby, idle since 1970, closes
        await svc.close()
    finally:
        await store.close()
