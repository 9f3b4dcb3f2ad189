"""A lobby click is answered by updating the lobby message itself (an UPDATE_MESSAGE of the lobby
clicked), so the lobby a person clicks on is never stale; what the click did is said to the
person privately (a follow-up); refusals stay private and change nothing; and the presenter does
not edit the table message again to what the answer showed (REST calls counted)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.bot import CardroomBot
from tests.bot.harness import components
from tests.bot.players import level_select, table_message
from tests.bot.test_turns import edits
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


def description(message: dict[str, Any]) -> str:
    return str(message["embeds"][0]["description"])


async def test_a_quick_second_add_computer_sees_the_lobby_as_it_is(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    await fake.click(alice, table_message(fake, thread), label="Add computer")
    lobby = table_message(fake, thread)
    assert "Waiting for 1 more player" in description(lobby)
    n = len(fake.requests)
    # The answer itself is the lobby brought up to date: no empty seat left, at once.
    r = await fake.click(alice, lobby, label="Add computer", settle=False)
    assert r.type == 7 and not r.ephemeral
    assert r.message is not None and r.message["id"] == lobby["id"]
    assert "Every seat is taken" in description(fake.message(lobby["id"]))
    # A second quick click: refused privately, nothing changed.
    again = await fake.click(alice, fake.message(lobby["id"]), label="Add computer")
    assert again.type == 4 and again.ephemeral
    assert "no empty seat" in (again.content or "").lower(), again.content
    await fake.settle()
    assert "Every seat is taken" in description(table_message(fake, thread))
    assert edits(fake, thread, n) == [], "the answer showed it: no edit of the same"


async def test_join_and_leave_update_the_lobby_and_tell_the_person_privately(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    n = len(fake.requests)
    r = await fake.click(bob, table_message(fake, thread), label="Join")
    assert r.type == 7 and "bob" in description(table_message(fake, thread))
    (told,) = r.followups
    assert told["content"] == "You took seat 2." and told["flags"] & 64
    assert fake.visible_to(told) == bob.id
    r = await fake.click(bob, table_message(fake, thread), label="Leave")
    assert r.type == 7 and "bob" not in description(table_message(fake, thread))
    assert [f["content"] for f in r.followups] == ["You left seat 2."]
    # The seat choice and the level: the lobby again.
    lobby = table_message(fake, thread)
    seat = next(c for c in components(lobby) if c.get("custom_id", "").startswith("cr:seat:"))
    r = await fake.select(bob, lobby, custom_id=seat["custom_id"], values=["2"])
    assert r.type == 7 and [f["content"] for f in r.followups] == ["You took seat 3."]
    r = await fake.select(
        alice, lobby, custom_id=level_select(lobby)["custom_id"], values=["random"]
    )
    assert r.type == 7 and [f["content"] for f in r.followups] == [
        "Computers at this table play at **Random** level."
    ]
    assert "Random" in description(table_message(fake, thread))
    await fake.settle()
    assert edits(fake, thread, n) == [], "each click's answer showed the lobby"


async def test_a_refusal_is_private_and_changes_nothing(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    before = dict(table_message(fake, thread))
    n = len(fake.requests)
    for user, label in ((bob, "Start"), (bob, "Add computer"), (bob, "Join")):
        r = await fake.click(user, table_message(fake, thread), label=label)
        assert r.type == 4 and r.ephemeral and not r.followups, label
    await fake.settle()
    assert table_message(fake, thread) == before
    assert edits(fake, thread, n) == []


async def test_start_turns_the_lobby_into_the_table_in_the_answer(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    await fake.slash(alice, channel, "table create", game="tonk")
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    while "Waiting for" in description(table_message(fake, thread)):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    n = len(fake.requests)
    r = await fake.click(alice, table_message(fake, thread), label="Start", settle=False)
    assert r.type == 7, r.content
    labels = [c.get("label") for c in components(fake.message(r.message["id"]))]
    assert "Show hand" in labels and "Join" not in labels
    await fake.settle()
    # The table message is edited again only for what changed after the answer (computers
    # may have moved): never to what the answer showed already.
    assert r.response is not None
    answered = r.response["data"]
    for edit in edits(fake, thread, n):
        same = all(edit.json.get(k) == answered.get(k) for k in ("embeds", "components"))
        assert not same, "an edit repeats the answer"
