"""A move's click answers with the hand ``TableService.act`` returns (the seat's new
``HandSnapshot``, taken under the move's lock): one service call a click, the hand never read
again."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.components.hand import hand_view
from bot.render.hand import hand_text
from bot.tables.snapshots import HandSnapshot
from tests.bot.harness import action_choices, buttons, pick
from tests.bot.players import choose_level, table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


def card_button(hand: dict[str, Any]) -> dict[str, Any] | None:
    """An enabled button that plays a card."""
    for kind, comp, _ in action_choices(hand):
        if kind == "click" and ":play " in comp["custom_id"]:
            return comp
    return None


async def a_card_to_play(
    fake: Any, bot: Any, thread: Any, by_seat: dict[int, Any]
) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    """The next person to act who may play a card, their hand message and a card's button
    (other moves are made at random until then)."""
    rng = random.Random(11)
    t = bot.service.tables[1]
    for _ in range(200):
        seat = next((s for s in t.match.to_act if s in by_seat), None)
        if seat is None:
            await fake.settle()
            continue
        user = by_seat[seat]
        hand = (await fake.click(user, table_message(fake, thread), label="Show hand")).message
        button = card_button(hand)
        if button is not None:
            return user, hand, button
        choice = rng.choice(action_choices(hand))
        kind, comp, _ = choice
        if kind == "click":
            await fake.click(user, hand, custom_id=comp["custom_id"])
        else:
            await fake.select(user, hand, custom_id=comp["custom_id"], values=pick(choice, rng))
        await fake.settle()
    raise AssertionError("no card to play")


async def test_a_card_click_answers_with_the_hand_after_the_move(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "random")
    await fake.click(bob, table_message(fake, thread), label="Join")
    for _ in range(2):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()

    svc = bot.service
    real_act, real_hand = svc.act, svc.hand_snapshot
    after: list[HandSnapshot] = []
    asked: list[int] = []

    async def act(table_id: int, user_id: int, version: int, text: str) -> HandSnapshot:
        after.append(await real_act(table_id, user_id, version, text))
        return after[-1]

    async def hand_snapshot(table_id: int, user_id: int) -> HandSnapshot:
        # The click's own reads (the live hands read the hands in their own tasks).
        task = asyncio.current_task()
        if task is not None and task.get_name().startswith("cardroom:click"):
            asked.append(table_id)
        return await real_hand(table_id, user_id)

    monkeypatch.setattr(svc, "act", act)
    monkeypatch.setattr(svc, "hand_snapshot", hand_snapshot)
    user, hand, button = await a_card_to_play(fake, bot, thread, {0: alice, 1: bob})
    asked.clear()  # the Show hands before the card's click
    after.clear()
    r = await fake.click(user, hand, custom_id=button["custom_id"], settle=False)
    assert asked == [], "the hand act returned is the answer: not read again"
    assert r.type == 7 and after and after[-1].status == "playing"
    assert r.message is not None
    assert r.message["content"] == hand_text(after[-1], "")
    shown = [b["custom_id"] for b in buttons(r.message)]
    assert shown == [b["custom_id"] for b in buttons(_payload(hand_view(after[-1])))]
    await fake.settle()


def _payload(view: Any) -> dict[str, Any]:
    return {"components": view.to_components()}
