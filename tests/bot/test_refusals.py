"""What a refused click tells a person must be true: a stale button is "out of date" (and the
old hand message becomes the current hand), only the very same click twice is "already done",
and a refusal names seats as people see them (by name), never as the engines count them (from
0)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.db.open import Location, open_store
from bot.tables import TableError, TableService
from bot.tables.service import ServiceConfig
from games.errors import IllegalAction
from tests.bot.harness import action_choices, pick, said, table_seed
from tests.bot.players import choose_level, table_message, take_turn
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser, InteractionResult
from tests.fakediscord.server import MESSAGE_COMPONENT

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

ENGINE_SEAT = re.compile(r"\bseat \d", re.IGNORECASE)
STATE = re.compile(r"-# state (\d+)$")


async def alices_turn(bot: Any, fake: Any) -> None:
    """Wait until the computers have played and table 1 waits for alice (seat 0)."""
    t = bot.service.tables[1]
    for _ in range(50):
        await bot.service.idle(1)
        await fake.settle()
        if 0 in t.match.to_act:
            return
    raise AssertionError("never alice's turn")


async def show_hand(fake: Any, thread: Any, user: Any) -> dict[str, Any]:
    r = await fake.click(user, table_message(fake, thread), label="Show hand")
    assert r.ephemeral
    return r.message


def state_of(message: dict[str, Any]) -> int:
    found = STATE.search(message.get("content") or "")
    assert found, message.get("content")
    return int(found.group(1))


# ----- out of date, or already done --------------------------------------------------------------


async def finish_turn(fake: Any, bot: Any, hand: dict[str, Any], rng: random.Random) -> None:
    """Alice ends her turn from ``hand`` (edited to her new state after each move)."""
    t = bot.service.tables[1]
    turn = t.turns[0]
    while 0 in t.match.to_act and t.turns[0] == turn:
        choice = rng.choice(action_choices(hand))
        kind, comp, _ = choice
        if kind == "click":
            await fake.click(fake_user(fake, hand), hand, custom_id=comp["custom_id"])
        else:
            await fake.select(fake_user(fake, hand), hand, custom_id=comp["custom_id"],
                              values=pick(choice, rng))  # fmt: skip


def fake_user(fake: Any, message: dict[str, Any]) -> Any:
    return fake.server.users[fake.visible_to(message)]


async def next_draw(fake: Any, bot: Any, thread: Any, rng: random.Random) -> None:
    """Alice's next turn that starts with a draw (she plays the others)."""
    t = bot.service.tables[1]
    alice = fake.server.users[t.seats[0].user_id]
    for _ in range(20):
        await alices_turn(bot, fake)
        if any(str(a) == "draw stock" for a in t.match.legal_actions(0)):
            return
        assert await take_turn(fake, thread, [alice], rng)
    raise AssertionError("no draw")


async def test_a_stale_button_is_out_of_date_and_shows_the_current_hand(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
) -> None:
    """Tonk: alice opened her hand twice at one turn and took the discard from the second copy;
    at a later turn she drew from the stock.  Then she clicks *Draw from the stock* on the
    first copy: that button is from an earlier turn, so the click is out of date (not "already
    done": her draw from the stock was another turn), nothing is played, and the old message
    becomes her current hand.  Two copies of one hand clicked alike are a double click."""
    table_seed(monkeypatch, 3)
    rng = random.Random(1)
    await fake.slash(alice, channel, "table create", game="tonk", seats=2)
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "basic")
    await bot.service.set_option(1, alice.id, "hands", 20)
    await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    t = bot.service.tables[1]
    await next_draw(fake, bot, thread, rng)
    # Show hand replaces the previous hand message while its token lasts: here it has expired.
    old = await show_hand(fake, thread, alice)
    fake.expire_tokens()
    other = await show_hand(fake, thread, alice)
    take = [c for c in action_choices(other) if c[1]["custom_id"].endswith(":draw discard")]
    assert take, "the seed gives a discard to take"
    r = await fake.click(alice, other, custom_id=take[0][1]["custom_id"])
    assert r.type == 7
    await finish_turn(fake, bot, other, rng)
    await next_draw(fake, bot, thread, rng)
    later = await show_hand(fake, thread, alice)
    r = await fake.click(alice, later, label="Draw from the stock")
    assert r.type == 7
    await finish_turn(fake, bot, later, rng)
    await next_draw(fake, bot, thread, rng)
    record = await bot.store.actions(1)
    version = t.match.version
    assert state_of(old) < version

    r = await fake.click(alice, old, label="Draw from the stock")
    assert r.ephemeral and r.type == 7, r.content
    assert "Already done" not in r.content
    assert "⚠️ That message was out of date: the table had moved on, so that click did " \
        "nothing." in r.content  # fmt: skip
    assert "**Your turn.**" in r.content and state_of(old) == version, "the current hand"
    assert await bot.store.actions(1) == record, "nothing was played"

    # The same click from the same state, twice: the second is already done.
    third = await show_hand(fake, thread, alice)
    fake.expire_tokens()  # (as above: two copies)
    fourth = await show_hand(fake, thread, alice)
    r = await fake.click(alice, third, label="Draw from the stock")
    assert r.type == 7
    r = await fake.click(alice, fourth, label="Draw from the stock")
    assert r.type == 4 and r.content == "Already done: your first click counted."
    after = await bot.store.actions(1)
    assert len(after) == len(record) + 1 and after[-1].action == "draw stock"


async def test_the_timers_move_is_not_the_persons_first_click(database: Location) -> None:
    """The computer played alice's timed-out Tonk turn.  Her click, from the hand of before, on
    the very move it made for her is out of date, not "your first click counted": she made
    none."""
    store = await open_store(database)
    svc = TableService(store, ServiceConfig(computer_pause=0, computer_processes=0))
    t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="alice", game="tonk",
                         seats=2)  # fmt: skip
    await svc.add_computer(t.id, 10)
    await svc.set_level(t.id, 10, "basic")
    await svc.start(t.id, 10)
    for _ in range(50):
        await svc.idle(t.id)
        if 0 in t.match.to_act:
            break
    version, n = t.match.version, len(await store.actions(t.id))
    assert await svc.expire(t.id)
    played = (await store.actions(t.id))[n]
    assert played.source == "timeout"
    with pytest.raises(TableError) as refused:
        await svc.act(t.id, 10, version, played.action)
    assert not refused.value.already and "out of date" in refused.value.message
    await svc.close()
    await store.close()


# ----- seats by name ---------------------------------------------------------------------------


async def forged_click(
    fake: Any,
    user: Any,
    thread: Any,
    message: dict[str, Any],
    comp: dict[str, Any],
    values: list[str],
) -> InteractionResult:
    """``user`` sends the interaction of a component of someone else's (ephemeral) message, as
    a modified client can: the custom id names no seat, so the bot takes it as ``user``'s."""
    stored = fake.server.message_index[int(message["id"])]
    data: dict[str, Any] = {"custom_id": comp["custom_id"], "component_type": comp["type"]}
    if comp["type"] == 3:
        data["values"] = values
    inter = fake.server.new_interaction(MESSAGE_COMPONENT, user, thread, data, message=stored)
    fake.dispatch("INTERACTION_CREATE", inter.payload)
    await fake.settle()
    return InteractionResult(fake, inter)


@pytest.mark.parametrize("game", ["twentynine", "schmier", "spades", "tonk"])
async def test_acting_out_of_turn_names_whose_turn_it_is(
    game: str,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """Alice (seat 1 on screen, 0 to the engine) sends one of bob's moves while it is bob's
    turn (seat 2 on screen, 1 to the engine): she is told "It's bob's turn.", never "it is seat
    1's turn", and nothing changes."""
    rng = random.Random(2)
    await fake.slash(alice, channel, "table create", game=game)
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "random")
    await fake.click(bob, table_message(fake, thread), label="Join")
    while "Waiting for" in table_message(fake, thread)["embeds"][0]["description"]:
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    r = await fake.click(alice, table_message(fake, thread), label="Start")
    assert said(r) == "The game is on."
    await fake.settle()
    t = bot.service.tables[1]
    bob_seat = t.seat_of(bob.id)
    assert t.seat_of(alice.id) == 0 and bob_seat == 1
    for _ in range(200):
        await bot.service.idle(1)
        await fake.settle()
        if bob_seat in t.match.to_act:
            break
        assert await take_turn(fake, thread, [alice], rng)
    hand = await show_hand(fake, thread, bob)
    moves = [c for c in action_choices(hand) if "look" not in c[1]["custom_id"]]
    assert moves, hand.get("content")
    comp = moves[0][1]
    record = await bot.store.actions(1)
    r = await forged_click(fake, alice, thread, hand, comp, pick(moves[0], rng))
    assert r.ephemeral and r.type == 4
    assert r.content == "It's bob's turn.", r.content
    assert not ENGINE_SEAT.search(r.content)
    assert await bot.store.actions(1) == record
    assert bob_seat in t.match.to_act


async def test_any_seat_in_an_engine_refusal_is_named(database: Location) -> None:
    """Whatever an engine's refusal says of a seat ("seat 1", counted from 0), a person reads
    that seat's name."""
    store = await open_store(database)
    svc = TableService(store, ServiceConfig(computer_pause=0, computer_processes=0))
    t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="alice", game="tonk",
                         seats=2)  # fmt: skip
    await svc.join(t.id, 11, "bob")
    await svc.start(t.id, 10)
    m = t.match
    user = {0: 10, 1: 11}[m.to_act[0]]

    def refuse(seat: int, action: Any) -> None:
        raise IllegalAction("seat 1 spread those cards: seat 0 may not hit them yet")

    m.apply = refuse  # type: ignore[method-assign]
    with pytest.raises(TableError) as refused:
        await svc.act(t.id, user, m.version, str(m.legal_actions(m.to_act[0])[0]))
    assert refused.value.message == "bob spread those cards: alice may not hit them yet"
    await svc.close()
    await store.close()
