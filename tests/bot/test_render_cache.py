"""A live hand is not rendered again for a state it already shows (issue 15: the event loop's CPU
per move): ``LiveHands`` compares a digest of what a render would be made from (the table, the
seat, the state version, the language, the faces) with the one the message was rendered from.
Nothing is cached but that digest, per person's own hand message; these tests check that it
moves with the table, with the faces and the note, that it names the seat (no person's follow is
ever taken for another's), and that what every hand message shows is still its own seat's hand
as a render of now would make it."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from bot.bot import CardroomBot
from bot.components.hand import hand_view, live_hand
from bot.components.hand_keys import hand_digest, live_digest, shown_key
from bot.presenter.hands import LiveHands
from bot.render import faces as card_faces
from bot.render.hand import STATE_LINE, hand_text
from bot.tables import snapshots
from tests.bot.harness import action_choices
from tests.bot.players import table_message
from tests.bot.test_card_emojis import ALL_FACES
from tests.bot.test_hand_pacing import ManualClock
from tests.bot.test_live_hands import (
    WEBHOOK_EDIT,
    move,
    mover_and_waiter,
    play_until_turn_of,
    to_act,
    tonk_for_two,
)
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

TABLE, USER = 1, 7


async def rendered_now(bot: CardroomBot, user: FakeUser) -> str:
    """What a render of ``user``'s hand now shows (less the state line, which a hand that
    offers no move does not get an edit for)."""
    made = await live_hand(bot.service, 1, user.id)
    assert made is not None
    return shown_text(str(made[0]["content"]))


def shown_text(content: str) -> str:
    return content.rpartition(STATE_LINE)[0]


async def two_hands(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> tuple[dict[int, FakeUser], FakeUser, FakeUser, dict[int, dict[str, Any]]]:
    """A Tonk table of two, each with a live hand message: people, mover, waiter, messages."""
    thread = await tonk_for_two(fake, alice, bob, channel)
    people = {0: alice, 1: bob}
    mover, waiter = mover_and_waiter(bot, people)
    shown = {}
    for p in (waiter, mover):
        message = (await fake.click(p, table_message(fake, thread), label="Show hand")).message
        assert message is not None
        shown[p.id] = message
    return people, mover, waiter, shown


async def test_the_follow_of_a_persons_own_answer_renders_nothing_and_every_hand_is_its_own(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """A move's answer shows the mover's hand at the new state: its follow (the table changed)
    finds that state's digest and renders nothing; the waiter's hand, at another digest, is
    rendered and edited.  Both show their own seat's hand as a render of now would."""
    assert bot.presenter is not None
    hands = bot.presenter.hands
    _people, mover, waiter, shown = await two_hands(fake, channel, alice, bob, bot)
    rng = random.Random(5)
    renders, unrendered = hands.renders, hands.unrendered
    n = len(fake.requests)
    hand = fake.message(int(shown[mover.id]["id"]))
    assert hand is not None
    assert (await move(fake, mover, hand, rng)).type == 7
    await fake.settle()
    assert hands.unrendered == unrendered + 1, "the mover's own follow: nothing rendered"
    assert hands.renders == renders + 1, "the waiter's: rendered"
    edits = [r for r in fake.requests[n:] if r.route.startswith(WEBHOOK_EDIT)]
    assert all(r.visible_to == waiter.id for r in edits), "the mover's hand is not edited"
    for p in (mover, waiter):
        message = fake.message(int(shown[p.id]["id"]))
        assert message is not None and shown_text(message["content"]) == await rendered_now(bot, p)


async def test_a_move_of_the_other_person_renders_and_edits_the_hand_again(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """The digest moves with the table: once the other person has moved (the turn comes back),
    the hand that rendered nothing for its own answer is rendered and edited to the new state."""
    assert bot.presenter is not None
    hands = bot.presenter.hands
    people, mover, waiter, shown = await two_hands(fake, channel, alice, bob, bot)
    rng = random.Random(5)
    mover_hand = shown[mover.id]
    await play_until_turn_of(fake, bot, people, mover, mover_hand, waiter, rng)
    message = fake.message(int(mover_hand["id"]))
    assert message is not None
    before = message["content"]
    assert not action_choices(message), "the waiter's turn"
    renders, n = hands.renders, len(fake.requests)
    waiting = fake.message(int(shown[waiter.id]["id"]))
    assert waiting is not None and action_choices(waiting), "the turn came to the waiter's hand"
    await play_until_turn_of(fake, bot, people, waiter, waiting, mover, rng)
    assert hands.renders > renders
    edits = [r for r in fake.requests[n:] if r.route.startswith(WEBHOOK_EDIT)]
    assert mover.id in [r.visible_to for r in edits], "the mover's hand followed the move"
    after = fake.message(int(mover_hand["id"]))
    assert after is not None and after["content"] != before
    assert shown_text(after["content"]) == await rendered_now(bot, mover)
    assert action_choices(after), "its turn: the moves are there"


async def test_the_digest_names_the_seat_and_never_serves_another_persons_hand(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """Two people at one state, one language: their digests differ (the seat is in it), and
    after moves each hand message shows its owner's cards only, never the other seat's."""
    assert bot.presenter is not None
    people, _mover, _waiter, shown = await two_hands(fake, channel, alice, bob, bot)
    rng = random.Random(11)
    t = bot.service.tables[1]
    for _ in range(6):
        p = to_act(bot, people)
        hand = fake.message(int(shown[p.id]["id"]))
        assert hand is not None
        assert (await move(fake, p, hand, rng)).type == 7
        await fake.settle()
        assert live_digest(bot.service, 1, alice.id) != live_digest(bot.service, 1, bob.id)
        for seat, person in people.items():
            other = people[1 - seat]
            message = fake.message(int(shown[person.id]["id"]))
            assert message is not None
            own = shown_text(hand_text(snapshots.hand_snapshot(t, seat)))
            theirs = shown_text(hand_text(snapshots.hand_snapshot(t, 1 - seat)))
            shows = shown_text(message["content"])
            assert shows == own != theirs, f"{person.name} sees their own hand"
            assert t.match is not None
            other_cards = set(t.match.view(1 - seat)["hand"]) - set(t.match.view(seat)["hand"])
            labels = {c.get("label") for row in message["components"] for c in row["components"]}
            assert not labels & {card_label(c) for c in other_cards}, f"not {other.name}'s cards"


def card_label(code: str) -> str:
    from bot.render.cards import pretty

    return pretty(code)


async def test_the_live_digest_is_the_digest_of_the_snapshot_it_would_render(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """``live_digest`` (read from the table, before any snapshot) is ``hand_digest`` of the
    snapshot ``live_hand`` renders, at every state of a game, for both seats; the language,
    the faces and a note are in it."""
    people, _mover, _waiter, shown = await two_hands(fake, channel, alice, bob, bot)
    rng = random.Random(2)
    t = bot.service.tables[1]
    for _ in range(5):
        for seat, person in people.items():
            snap = snapshots.hand_snapshot(t, seat)
            for language in ("en", "de"):
                assert live_digest(bot.service, 1, person.id, language) == hand_digest(
                    snap, language
                )
            assert hand_digest(snap, "en") != hand_digest(snap, "de")
            assert hand_digest(snap, "en") != hand_digest(snap, "en", "⚠️ out of date")
        p = to_act(bot, people)
        hand = fake.message(int(shown[p.id]["id"]))
        assert hand is not None
        before = live_digest(bot.service, 1, p.id)
        assert (await move(fake, p, hand, rng)).type == 7
        await fake.settle()
        assert live_digest(bot.service, 1, p.id) != before, "a move moves the digest"
    before = live_digest(bot.service, 1, alice.id)
    card_faces.install(ALL_FACES)
    try:
        assert live_digest(bot.service, 1, alice.id) != before, "faces known: another render"
    finally:
        card_faces.reset()
    assert live_digest(bot.service, 1, 999) is None, "no seat: no digest"
    assert live_digest(bot.service, 99, alice.id) is None, "no table: no digest"


# ----- the mechanism alone ---------------------------------------------------------------


class State:
    """A fake table: what a render shows, the digest of it, and a render that may see the
    state move while it is made."""

    def __init__(self) -> None:
        self.shows = "start"
        self.moves_while_rendering: str | None = None
        self.rendered: list[str] = []

    def digest(self, table_id: int, user_id: int, language: str) -> Any:
        return (table_id, user_id, language, self.shows)

    async def render(self, table_id: int, user_id: int, language: str) -> Any:
        if self.moves_while_rendering is not None:
            self.shows, self.moves_while_rendering = self.moves_while_rendering, None
        self.rendered.append(self.shows)
        return {"content": self.shows}, self.shows


async def settle() -> None:
    for _ in range(10):
        await asyncio.sleep(0)


async def test_an_equal_digest_renders_nothing_a_moved_one_renders_again() -> None:
    state, clock = State(), ManualClock(100.0)
    edits: list[str] = []

    async def edit(**kwargs: Any) -> None:
        edits.append(kwargs["content"])

    async def delete() -> None:
        pass

    hands = LiveHands(state.render, lambda *a: None, clock=clock.now, digest=state.digest)
    digest = state.digest(TABLE, USER, "en")
    hands.opened(TABLE, USER, edit=edit, delete=delete, message_id=1, key="start", digest=digest)
    hands.table_changed(TABLE)
    await settle()
    assert state.rendered == [] and edits == [] and hands.unrendered == 1
    state.shows = "a card"
    hands.table_changed(TABLE)
    await settle()
    assert state.rendered == ["a card"] and edits == ["a card"]
    hands.table_changed(TABLE)
    await settle()
    assert state.rendered == ["a card"], "rendered from that digest: kept"
    # The state moves while a render is made: what it rendered is not taken for the digest
    # it started from, so the next follow renders again (and finds the same key).
    state.shows = "two cards"
    state.moves_while_rendering = "three cards"
    hands.table_changed(TABLE)
    await settle()
    assert edits == ["a card", "three cards"]
    hands.table_changed(TABLE)
    await settle()
    assert state.rendered == ["a card", "three cards", "three cards"]
    assert edits == ["a card", "three cards"]


async def test_a_link_opened_without_a_digest_or_while_an_edit_is_out_is_rendered() -> None:
    """No digest from the answer (faces refused, an older component): the follow renders."""
    state, clock = State(), ManualClock(100.0)
    hands = LiveHands(state.render, lambda *a: None, clock=clock.now, digest=state.digest)

    async def edit(**kwargs: Any) -> None:
        pass

    async def delete() -> None:
        pass

    hands.opened(TABLE, USER, edit=edit, delete=delete, message_id=1, key="start")
    hands.table_changed(TABLE)
    await settle()
    assert state.rendered == ["start"]


async def test_component_keys_are_equal_exactly_where_their_json_is(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """``shown_key`` no longer writes JSON: over the hands of a game, with and without faces,
    two keys are equal exactly when the JSON of their components (less custom ids) is."""
    people, _mover, _waiter, shown = await two_hands(fake, channel, alice, bob, bot)
    rng = random.Random(4)
    t = bot.service.tables[1]
    views = []
    for _ in range(4):
        for seat in people:
            snap = snapshots.hand_snapshot(t, seat)
            views.append(hand_view(snap))
            views.append(hand_view(snap, ALL_FACES))
        p = to_act(bot, people)
        hand = fake.message(int(shown[p.id]["id"]))
        assert hand is not None
        await move(fake, p, hand, rng)
        await fake.settle()

    def as_json(view: Any) -> list[str]:
        out = []
        for row in view.to_components():
            for comp in row["components"]:
                comp = {k: v for k, v in comp.items() if k != "custom_id"}
                out.append(json.dumps(comp, sort_keys=True, default=str))
        return out

    pairs = 0
    for a in views:
        for b in views:
            same_json = as_json(a) == as_json(b)
            assert (shown_key("x", a)[1] == shown_key("x", b)[1]) == same_json  # type: ignore[index]
            pairs += same_json
    assert pairs > len(views), "some views are equal but for their custom ids"
