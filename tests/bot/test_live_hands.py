"""Live hands (issue 12): a person's latest hand message follows the table by itself, through the
webhook of the interaction that last produced or updated it; one hand message per person per
table; Show hand on the turn ping; the result in the hand at the end; nothing private anywhere
else (the leak scan covers the webhook edits too)."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest

import bot.tables.service as service_module
from bot.bot import CardroomBot
from bot.render.cards import SUITS
from tests.bot.harness import action_choices, buttons, make_bot, pick, table_seed
from tests.bot.leaks import STATE_RE, Recorder, check_payloads, payload_text
from tests.bot.players import table_message
from tests.bot.test_games import open_table
from tests.bot.test_turns import restart
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

WEBHOOK_EDIT = "PATCH /webhooks/"


async def tonk_for_two(fake: FakeDiscord, alice: FakeUser, bob: FakeUser, channel: Any) -> Any:
    """A Tonk table of alice and bob, no computer: the turn goes back and forth."""
    await fake.slash(alice, channel, "table create", game="tonk", seats=2)
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    return thread


def to_act(bot: CardroomBot, people: dict[int, FakeUser]) -> FakeUser:
    t = bot.service.tables[1]
    return next(people[s] for s in t.match.to_act if s in people)


def mover_and_waiter(bot: CardroomBot, people: dict[int, FakeUser]) -> tuple[FakeUser, FakeUser]:
    """Of a two-person table: the person to act, and the other, who waits."""
    mover = to_act(bot, people)
    return mover, next(p for p in people.values() if p is not mover)


async def play_until_turn_of(
    fake: FakeDiscord,
    bot: CardroomBot,
    people: dict[int, FakeUser],
    mover: FakeUser,
    hand: dict[str, Any],
    waiter: FakeUser,
    rng: random.Random,
) -> None:
    """``mover`` plays from their hand message (each move answered by updating it) until the
    turn is ``waiter``'s."""
    for _ in range(10):
        if to_act(bot, people) is waiter:
            break
        assert (await move(fake, mover, fake.message(int(hand["id"])), rng)).type == 7
        await fake.settle()
    assert to_act(bot, people) is waiter


async def move(fake: FakeDiscord, user: FakeUser, hand: dict[str, Any], rng: random.Random) -> Any:
    choice = rng.choice(action_choices(hand))
    kind, comp, _ = choice
    if kind == "click":
        return await fake.click(user, hand, custom_id=comp["custom_id"])
    return await fake.select(user, hand, custom_id=comp["custom_id"], values=pick(choice, rng))


async def test_the_hand_follows_the_turn(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """The waiting person's hand message gets its moves by itself when their turn comes (a
    webhook edit of that very message), and the mover's hand follows too."""
    thread = await tonk_for_two(fake, alice, bob, channel)
    people = {0: alice, 1: bob}
    rng = random.Random(3)
    mover, waiter = mover_and_waiter(bot, people)
    waiting = (await fake.click(waiter, table_message(fake, thread), label="Show hand")).message
    assert not action_choices(waiting) and "Refresh" in waiting["content"]
    hand = (await fake.click(mover, table_message(fake, thread), label="Show hand")).message
    n = len(fake.requests)
    await play_until_turn_of(fake, bot, people, mover, hand, waiter, rng)
    now = fake.message(int(waiting["id"]))
    assert now is not None and action_choices(now), "the turn came: the moves are there"
    assert "**Your turn.**" in now["content"]
    edits = [r for r in fake.requests[n:] if r.route.startswith(WEBHOOK_EDIT)]
    assert edits and all(r.visible_to in (alice.id, bob.id) for r in edits)
    assert any(r.visible_to == waiter.id for r in edits)
    sent = [r for r in fake.requests[n:] if r.path.endswith("/callback") and r.json["type"] == 4]
    assert not sent, "no new private message: the same one was edited"


async def test_after_the_token_window_the_hand_says_refresh(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """A hand whose token is older than the margin is not edited any more: it stays as it
    was (it says Refresh), and its Refresh brings it back and makes it live again."""
    assert bot.presenter is not None
    thread = await tonk_for_two(fake, alice, bob, channel)
    people = {0: alice, 1: bob}
    rng = random.Random(3)
    mover, waiter = mover_and_waiter(bot, people)
    waiting = (await fake.click(waiter, table_message(fake, thread), label="Show hand")).message
    before = waiting["content"]
    hands = bot.presenter.hands
    hands.clock = lambda: 14 * 60 + 1e9  # every token issued so far is past its margin
    fake.advance(15 * 60)
    hand = (await fake.click(mover, table_message(fake, thread), label="Show hand")).message
    hands.clock = lambda: 1e9 + 14 * 60  # the mover's fresh token: issued at this clock
    n = len(fake.requests)
    await play_until_turn_of(fake, bot, people, mover, hand, waiter, rng)
    stale = fake.message(int(waiting["id"]))
    assert stale is not None and stale["content"] == before and not action_choices(stale)
    assert "**Refresh** when it's yours" in stale["content"]
    assert not [r for r in fake.requests[n:] if r.visible_to == waiter.id]
    r = await fake.click(waiter, stale, label="Refresh")
    assert r.type == 7 and action_choices(r.message)
    assert hands.live(1, waiter.id)


async def test_an_expired_token_is_dropped_quietly(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """Discord refuses a token sooner than the bot thought (401 50027): the hand stops
    following, nothing fails, and the next move makes no second try."""
    assert bot.presenter is not None
    thread = await tonk_for_two(fake, alice, bob, channel)
    people = {0: alice, 1: bob}
    rng = random.Random(3)
    mover, waiter = mover_and_waiter(bot, people)
    await fake.click(waiter, table_message(fake, thread), label="Show hand")
    fake.expire_tokens()
    hand = (await fake.click(mover, table_message(fake, thread), label="Show hand")).message
    assert (await move(fake, mover, hand, rng)).type == 7
    await fake.settle()
    refused = [r for r in fake.requests if r.visible_to == waiter.id and r.status == 401]
    assert len(refused) <= 1
    assert not bot.presenter.hands.live(1, waiter.id)


async def test_one_hand_message_per_person(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Show hand from the table message, the ping and ``/table hand``: each replaces the
    person's previous hand message, so one is left."""
    monkeypatch.setattr(service_module.random, "SystemRandom", PinnedSeed)  # the same deal
    thread = await tonk_for_two(fake, alice, bob, channel)
    people = {0: alice, 1: bob}
    user = to_act(bot, people)
    for _ in range(3):
        await fake.click(user, table_message(fake, thread), label="Show hand")
    await fake.slash(user, thread, "table hand")
    ping = next(
        m for m in reversed(fake.messages(thread)) if (m.get("content") or "").startswith("🔔")
    )
    assert f"<@{user.id}>" in ping["content"]
    r = await fake.click(user, ping, label="Show hand")
    assert r.ephemeral and action_choices(r.message), "the ping's Show hand opens the hand"
    await fake.settle()
    mine = [m for m in fake.messages(thread, visible_to=user) if m.get("flags", 0) & 64]
    hands = [m for m in mine if "state " in (m.get("content") or "")]
    assert [m["id"] for m in hands] == [r.message["id"]]


INITIAL_TONK = 143
"""A two-seat Tonk match seed whose first deal is a tonk (49 dealt to bob): hand 1 ends at the
start, hand 2 is dealt at once."""


async def test_a_tonk_on_the_deal_still_pings_the_next_hands_turn(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The start's answer holds the table message's edit while hand 1's summary is posted: the
    edit (and the turn ping decided at it) still comes once the answer is out.  (The drain once
    took the hold for still on after the post, and left both to the next change: nobody was
    told it was their turn.)"""
    table_seed(monkeypatch, INITIAL_TONK)
    thread = await tonk_for_two(fake, alice, bob, channel)
    posts = [m.get("content") or "" for m in fake.messages(thread)]
    assert any(p.startswith("**Hand 1 is over.**") for p in posts), posts
    user = to_act(bot, {0: alice, 1: bob})
    assert any(p.startswith(f"🔔 <@{user.id}>") for p in posts), posts
    assert f"<@{user.id}>" in (table_message(fake, thread).get("content") or "")


async def test_the_ping_carries_show_hand(
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A pinned deal: a random one can be a Tonk on the deal, which ends the hand before anyone's
    # turn (no ping to look at).
    monkeypatch.setattr(service_module.random, "SystemRandom", PinnedSeed)
    thread = await tonk_for_two(fake, alice, bob, channel)
    ping = next(m for m in fake.messages(thread) if (m.get("content") or "").startswith("🔔"))
    assert [b["label"] for b in buttons(ping)] == ["Show hand"]
    assert [b["custom_id"] for b in buttons(ping)] == ["cr:show:1"], "the table's own id"


@pytest.mark.parametrize("game", ["spades", "schmier", "twentynine", "tonk"])
async def test_a_match_played_from_open_hands(
    db_path: Path, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """People keep their hand open and act only when it offers moves: after one Show hand each
    nobody needs Refresh, at the end every hand shows the result, and no payload (the webhook
    edits included) shows a card to anyone who may not see it."""
    rng = random.Random(f"live/{game}")
    # The deal is pinned (the service seeds a match from SystemRandom): seed 6 is a Tonk match in
    # which a buried discard comes back to the top, which the scan once took for a leak.
    monkeypatch.setattr(service_module.random, "SystemRandom", PinnedSeed)
    async with FakeDiscord() as fake:
        channel = fake.add_text_channel(fake.guild, "cards")
        users = [fake.add_member(fake.guild, f"p{i}") for i in range(2)]
        bot = make_bot(db_path)
        await fake.start(bot)
        recorder = Recorder()
        recorder.install(bot.service, monkeypatch)
        thread = await open_table(fake, game, users, channel)
        hands: dict[int, int] = {}
        for u in users:
            hands[u.id] = int(
                (await fake.click(u, table_message(fake, thread), label="Show hand")).message["id"]
            )
        refreshes = moves = 0
        for _ in range(3000):
            if thread.archived:
                break
            t = bot.service.tables.get(1)
            if t is None:
                await fake.settle()
                continue
            seats = {s.user_id: i for i, s in enumerate(t.seats)}
            waiting = [u for u in users if seats[u.id] in t.match.to_act]
            if not waiting:
                await fake.settle()
                continue
            user = waiting[0]
            hand = fake.message(hands[user.id])
            assert hand is not None
            if not action_choices(hand):
                refreshes += 1
                hand = (await fake.click(user, hand, label="Refresh")).message
            r = await move(fake, user, hand, rng)
            moves += r.type == 7
            await fake.settle()
        assert thread.archived, "the match ended"
        assert moves > 0 and refreshes == 0, f"{refreshes} Refresh for {moves} moves"
        for u in users:
            end = fake.message(hands[u.id])
            assert end is not None and "the table has ended" in end["content"]
            assert not end.get("components"), "no controls left"
            assert "wins" in end["content"] or "over" in end["content"], end["content"]
        assert check_payloads(fake, recorder, 1) > 0
        assert_scan_catches_an_injected_leak(fake, recorder, monkeypatch)


class PinnedSeed:
    """Stands in for ``random.SystemRandom`` in the table service: every match seed is 6."""

    def randrange(self, n: int) -> int:
        return 6 % n


def assert_scan_catches_an_injected_leak(
    fake: FakeDiscord, recorder: Recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The scan that passed is not blind: the same payloads plus one public table message that
    also names a card private at its state (in its text) fail it."""
    every = fake.sent_payloads()
    for sp in every:
        body = sp.payload if isinstance(sp.payload, dict) else {}
        body = body.get("data", body)
        content = body.get("content") or ""
        tag = STATE_RE.search(payload_text(body))
        state = recorder.states.get((1, int(tag.group(1)))) if tag else None
        if sp.visible_to is None and state is not None and state.private.get(0):
            break
    else:
        raise AssertionError("no public table message tagged with a state to inject into")
    card = sorted(state.private[0])[0]
    shown = ("10" if card[0] == "T" else card[0]) + SUITS[card[1]]
    leak = dataclasses.replace(sp, payload={**body, "content": f"{content} {shown}"})
    monkeypatch.setattr(fake, "sent_payloads", lambda: [*every, leak])
    with pytest.raises(AssertionError, match=f"seat 0's cards {{'{card}'}} shown to everyone"):
        check_payloads(fake, recorder, 1)


async def test_after_a_restart_a_hand_is_live_from_its_next_click(
    db_path: Path,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """Tokens are in memory only: after a restart no hand follows the table (nothing is
    edited), the old hand message's buttons still work, and its next click makes it live."""
    thread = await tonk_for_two(fake, alice, bob, channel)
    people = {0: alice, 1: bob}
    waiter = bob if to_act(bot, people) is alice else alice
    waiting = (await fake.click(waiter, table_message(fake, thread), label="Show hand")).message
    bot, n = await restart(fake, db_path)
    people = {0: alice, 1: bob}
    mover = to_act(bot, people)
    assert bot.presenter is not None and not bot.presenter.hands.live(1, waiter.id)
    rng = random.Random(3)
    hand = (await fake.click(mover, table_message(fake, thread), label="Show hand")).message
    await play_until_turn_of(fake, bot, people, mover, hand, waiter, rng)
    assert not [r for r in fake.requests[n:] if r.visible_to == waiter.id]
    r = await fake.click(waiter, waiting, label="Refresh")
    assert r.type == 7 and action_choices(r.message), "the old message's button works"
    assert bot.presenter.hands.live(1, waiter.id)
