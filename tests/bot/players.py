"""Simulated players who act only on what the bot rendered."""

from __future__ import annotations

import random
from typing import Any

from tests.bot.harness import action_choices, pick


def table_message(fake: Any, thread: Any) -> dict[str, Any]:
    """The lobby/table message: the bot's first message in the thread."""
    return fake.messages(thread)[0]


async def take_turn(fake: Any, thread: Any, users: list[Any], rng: random.Random) -> bool:
    """If the table message names one of ``users`` as to act, that user opens the hand and
    does one of the things it offers.  Returns whether somebody acted."""
    msg = table_message(fake, thread)
    content = msg.get("content") or ""
    for u in users:
        if f"<@{u.id}>" not in content:
            continue
        shown = await fake.click(u, msg, label="Show hand")
        assert shown.ephemeral and shown.message["flags"] & 64
        hand = shown.message
        choices = action_choices(hand)
        assert choices, f"{u.name} is to act but the hand offers nothing: {hand.get('content')}"
        choice = rng.choice(choices)
        kind, comp, _ = choice
        if kind == "click":
            r = await fake.click(u, hand, custom_id=comp["custom_id"])
        else:
            r = await fake.select(u, hand, custom_id=comp["custom_id"], values=pick(choice, rng))
        assert r.ephemeral, "answers to a hand are private"
        if r.type != 7:
            # A refusal is fine only for a reason the engine gave (e.g. an illegal combination).
            assert r.type == 4, r.response
        return True
    return False


async def play_until_closed(
    fake: Any, thread: Any, users: list[Any], rng: random.Random, max_moves: int = 4000
) -> int:
    moves = 0
    while not thread.archived:
        await fake.settle()
        if thread.archived:
            break
        if not await take_turn(fake, thread, users, rng):
            msg = table_message(fake, thread)
            raise AssertionError(f"nobody can act: {msg.get('content')!r} {msg.get('embeds')}")
        moves += 1
        assert moves < max_moves, "the match does not end"
    return moves


def level_select(message: dict[str, Any]) -> dict[str, Any]:
    """The lobby's computer-level select."""
    return next(
        c
        for row in message.get("components") or []
        for c in row.get("components") or []
        if c.get("custom_id", "").startswith("cr:level:")
    )


async def choose_level(fake: Any, host: Any, thread: Any, level: str) -> Any:
    """The host picks the computers' level in the lobby (``random``, ``basic``, ``strong``)."""
    lobby = table_message(fake, thread)
    r = await fake.select(host, lobby, custom_id=level_select(lobby)["custom_id"], values=[level])
    assert r.ephemeral or r.type == 7, r.response
    await fake.settle()
    return r
