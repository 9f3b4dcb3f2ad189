"""The tables layer after its re-lay (issue 11): ``act`` answers with the seat's new hand, a Spades
seat that must look does so inside the service, restarts replay through ``build_match`` and come
back exactly as the table was, and the layers import only downwards."""

from __future__ import annotations

import ast
import json
import random
import sqlite3
from pathlib import Path

import pytest

from bot.db.open import Location, open_store
from bot.tables import TableError, TableService
from bot.tables.errors import SaveFailed
from bot.tables.service import ServiceConfig
from bot.tables.snapshots import HandSnapshot
from bot.tables.snapshots import HandSnapshot as PureHandSnapshot
from tests.bot.harness import change_rows

FAST = ServiceConfig(turn_seconds=120, computer_pause=0, computer_processes=0, save_retry=0.01)
ROOT = Path(__file__).resolve().parents[2]
USERS = (10, 11, 12, 13)


async def open_service(path: Location) -> TableService:
    svc = TableService(await open_store(path), FAST)
    await svc.load()
    return svc


async def close_service(svc: TableService) -> None:
    await svc.close()
    await svc.store.close()


async def spades_of_four(svc: TableService) -> int:
    """A started Spades table with four people (users 10..13 in seats 0..3)."""
    t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="p10", game="spades")
    for user in USERS[1:]:
        await svc.join(t.id, user, f"p{user}")
    await svc.start(t.id, 10)
    return t.id


def user_at(svc: TableService, table_id: int, seat: int) -> int:
    user = svc.tables[table_id].seats[seat].user_id
    assert user is not None
    return user


async def test_act_returns_the_seats_new_hand(database: Location) -> None:
    svc = await open_service(database)
    tid = await spades_of_four(svc)
    t = svc.tables[tid]
    m = t.match
    assert m is not None
    seat = m.to_act[0]
    snap = await svc.act(tid, user_at(svc, tid, seat), m.version, "look")
    assert HandSnapshot is PureHandSnapshot, "still importable from the service"
    assert isinstance(snap, HandSnapshot)
    assert (snap.table_id, snap.seat, snap.status) == (tid, seat, "playing")
    assert snap.version == m.version and snap.view["looked"] is True
    assert [str(a) for a in snap.legal] == [str(a) for a in m.legal_actions(seat)]
    await close_service(svc)


async def test_a_spades_seat_that_bid_without_looking_looks_inside_act(database: Location) -> None:
    svc = await open_service(database)
    tid = await spades_of_four(svc)
    m = svc.tables[tid].match
    assert m is not None
    seat = m.to_act[0]
    snap = await svc.act(tid, user_at(svc, tid, seat), m.version, "bid 3")
    # Blind nil is out of reach once the seat has bid: seeing the cards is the look.
    assert snap.view["looked"] is True and snap.view["bids"][seat] == 3
    assert m.view(seat)["looked"] is True and snap.version == m.version
    assert [a for _, s, a, _ in svc.tables[tid].recent if s == seat] == ["bid 3", "look"]
    await close_service(svc)
    # Both moves were committed: a restart has them.
    svc = await open_service(database)
    m = svc.tables[tid].match
    assert m is not None and m.view(seat)["looked"] is True
    await close_service(svc)


async def test_open_hand_looks_only_once_blind_nil_is_out_of_reach(database: Location) -> None:
    svc = await open_service(database)
    tid = await spades_of_four(svc)
    m = svc.tables[tid].match
    assert m is not None
    first = m.to_act[0]
    other = (first + 2) % 4  # has not bid: may still bid blind nil
    snap = await svc.open_hand(tid, user_at(svc, tid, other))
    assert snap.view["looked"] is False and any(a.verb == "look" for a in snap.legal)
    # The first seat bids without looking; its next Show hand looks for it.
    await svc.act(tid, user_at(svc, tid, first), m.version, "bid 2")
    version = m.version
    snap = await svc.open_hand(tid, user_at(svc, tid, first))
    assert snap.view["looked"] is True and m.version == version, "act had looked already"
    await close_service(svc)


async def test_open_hand_looks_and_commits(database: Location) -> None:
    svc = await open_service(database)
    tid = await spades_of_four(svc)
    t = svc.tables[tid]
    m = t.match
    assert m is not None
    seat = m.to_act[0]
    # A bid without looking taken straight by the engine (as an older bot's click did).
    await svc.commits.move(t, seat, "bid 4", "human", user_at(svc, tid, seat))
    assert m.view(seat)["looked"] is False
    version = m.version
    snap = await svc.open_hand(tid, user_at(svc, tid, seat))
    assert snap.view["looked"] is True and m.version == version + 1
    await close_service(svc)
    svc = await open_service(database)
    m = svc.tables[tid].match
    assert m is not None and m.view(seat)["looked"] is True, "the look was committed"
    await close_service(svc)


def state_of(svc: TableService, tid: int) -> dict[str, object]:
    """What a restart must bring back exactly (the match and what the table keeps beside it)."""
    t = svc.tables[tid]
    m = t.match
    assert m is not None
    return {
        "views": [m.view(s) for s in range(m.seats)],
        "legal": [[str(a) for a in m.legal_actions(s)] for s in range(m.seats)],
        "version": m.version,
        "relevant": t.relevant_version,
        "recent": list(t.recent),
        "turns": list(t.turns),
        "last_seq": t.last_seq,
        "stored": (t.stored_hands, t.stored_results),
        "deadline": t.deadline,
    }


async def play_people(svc: TableService, tid: int, rng: random.Random, moves: int) -> None:
    """The four people make ``moves`` random legal moves (looks included)."""
    for _ in range(moves):
        t = svc.tables[tid]
        m = t.match
        assert m is not None
        seat = m.to_act[0]
        legal = [str(a) for a in m.legal_actions(seat)]
        await svc.act(tid, user_at(svc, tid, seat), m.version, rng.choice(legal))


async def test_a_restart_brings_the_table_back_exactly(database: Location) -> None:
    db = database
    svc = await open_service(db)
    tid = await spades_of_four(svc)
    await play_people(svc, tid, random.Random(11), 40)
    before = state_of(svc, tid)
    await close_service(svc)
    svc = await open_service(db)
    assert state_of(svc, tid) == before
    await play_people(svc, tid, random.Random(12), 5)  # and it plays on
    await close_service(svc)


async def test_a_table_stored_without_turn_counts_loads_and_plays_on(database: Location) -> None:
    """A row written by the bot before the turn counts were stored with the seats (de91f85;
    on PostgreSQL too: move-data copies such rows)."""
    db = database
    svc = await open_service(db)
    tid = await spades_of_four(svc)
    await play_people(svc, tid, random.Random(3), 9)
    before = state_of(svc, tid)
    ((players,),) = await svc.store.fetch("SELECT players FROM tables WHERE id = ?", (tid,))
    await close_service(svc)
    old = [{k: v for k, v in p.items() if k != "turns"} for p in json.loads(players)]
    await change_rows(db, ("UPDATE tables SET players = ? WHERE id = ?", (json.dumps(old), tid)))
    svc = await open_service(db)
    after = state_of(svc, tid)
    assert after["turns"] == [0, 0, 0, 0]
    assert {k: v for k, v in after.items() if k != "turns"} == {
        k: v for k, v in before.items() if k != "turns"
    }
    t = svc.tables[tid]
    m = t.match
    assert m is not None
    seat = m.to_act[0]
    legal = [str(a) for a in m.legal_actions(seat)]
    await svc.act(tid, user_at(svc, tid, seat), m.version, legal[0])
    assert sum(t.turns) >= 1, "the turns count on from there"
    await close_service(svc)


async def test_a_failed_take_back_changes_nothing(tmp_path: Path) -> None:
    svc = await open_service(tmp_path / "db.sqlite")
    tid = await spades_of_four(svc)
    await svc.leave(tid, 13)
    await svc.idle(tid)
    t = svc.tables[tid]
    seat = t.seat_of(13)
    assert seat is not None and t.seats[seat].computer_plays
    write = svc.store.write

    async def broken(ops: list[object]) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    svc.store.write = broken  # type: ignore[method-assign]
    with pytest.raises(SaveFailed, match="nothing changed"):
        await svc.take_back(tid, 13)
    svc.store.write = write  # type: ignore[method-assign]
    assert t.seats[seat].left and t.seats[seat].computer_plays, "memory follows the store"
    assert await svc.take_back(tid, 13) == "Your seat is yours again."
    assert not t.seats[seat].computer_plays
    with pytest.raises(TableError, match="already yours"):
        await svc.take_back(tid, 13)
    await close_service(svc)


# ----- the layers ------------------------------------------------------------------------------


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports (at any depth: lazy and typing imports count too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
    return found


def offenders(folder: str, banned: tuple[str, ...], skip: tuple[str, ...] = ()) -> dict[str, list]:
    out = {}
    for path in sorted((ROOT / folder).rglob("*.py")):
        if path.name in skip:
            continue
        bad = sorted(
            m for m in imports_of(path) if any(m == b or m.startswith(b + ".") for b in banned)
        )
        if bad:
            out[str(path.relative_to(ROOT))] = bad
    return out


def test_the_tables_layer_knows_no_discord() -> None:
    up = ("discord", "bot.render", "bot.views", "bot.components", "bot.presenter", "bot.exts",
          "bot.bot", "bot.emojis")  # fmt: skip
    assert offenders("bot/tables", up) == {}


def test_only_the_facade_imports_the_service() -> None:
    """The parts of the tables layer are built from callables: none imports the service."""
    assert offenders("bot/tables", ("bot.tables.service",), skip=("__init__.py",)) == {}


def test_the_store_imports_nothing_above_it() -> None:
    """``bot/db`` is the lowest bot layer: no computers (the process pool), no tables."""
    up = ("bot.computers", "bot.tables", "bot.leagues", "bot.render", "bot.views", "discord")
    assert offenders("bot/db", up) == {}


def test_the_layer_check_catches_an_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from bot.computers import POOL\n", encoding="utf-8")
    assert "bot.computers" in imports_of(bad)


async def test_a_click_and_the_show_hand_after_it_share_one_view(database: Location) -> None:
    """The old click path (``act``, then ``hand_snapshot``) costs one engine view, as before."""
    svc = await open_service(database)
    tid = await spades_of_four(svc)
    m = svc.tables[tid].match
    assert m is not None
    seat = m.to_act[0]
    user = user_at(svc, tid, seat)
    snap = await svc.act(tid, user, m.version, "look")
    assert await svc.hand_snapshot(tid, user) is snap
    other = user_at(svc, tid, (seat + 1) % 4)
    assert (await svc.hand_snapshot(tid, other)).seat == (seat + 1) % 4, "another seat's own"
    await svc.leave(tid, user)  # the computer plays the seat now: not the same hand message
    after = await svc.hand_snapshot(tid, user)
    assert after.computer_plays and not snap.computer_plays
    await close_service(svc)
