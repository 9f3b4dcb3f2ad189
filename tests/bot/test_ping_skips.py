"""No turn ping for a person at the table (issue 15, "REST calls per move"), through the double:
a person who moved less than ``ACTIVE_SECONDS`` ago and whose hand message is live sees their
turn in that hand, so no ping is posted (nor deleted later); once that time is up without a
move, or their hand stops being live, the ping goes out, so nobody is left waiting
un-notified.  Only public facts decide it: a Spades look (private) is not a move."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.presenter.pings import ACTIVE_SECONDS
from tests.bot.harness import action_choices, make_settings, pick
from tests.bot.players import choose_level, table_message
from tests.bot.test_table_edits import StepClock
from tests.bot.test_turns import check_ping, pings, waiting_user
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


async def spades(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, db: Path, **kw: Any
) -> tuple[CardroomBot, StepClock, Any]:
    """alice (seat 1) and bob (seat 2) with two random computers, on a clock the test moves."""
    clock = StepClock(fake)
    bot = CardroomBot(make_settings(db, **kw), guild_ready_timeout=0.01, edit_clock=clock.clock())
    await fake.start(bot)
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "random")
    await fake.click(bob, table_message(fake, thread), label="Join")
    for _ in range(2):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    return bot, clock, thread


class Person:
    """Plays from their latest hand message while it offers moves (it follows the table), and
    opens a new one from the table message (Show hand) when it does not."""

    def __init__(self, fake: FakeDiscord, user: FakeUser, thread: Any) -> None:
        self.fake, self.user, self.thread = fake, user, thread
        self.hand: dict[str, Any] | None = None

    def offered(self) -> list[Any]:
        hand = self.fake.message(int(self.hand["id"])) if self.hand is not None else None
        return action_choices(hand) if hand is not None else []

    async def move(self, rng: random.Random, *, look: bool | None = False) -> str:
        """One move (``look``: only a look, None: anything offered, False: anything but a
        look); returns what was clicked (its custom id's last part)."""
        choices = self.choices(look)
        if not choices:
            # No hand yet, or one that still shows an earlier turn (a hand that only showed
            # others' moves is edited at its own pace): a fresh one, as a person would open.
            shown = await self.fake.click(
                self.user, table_message(self.fake, self.thread), label="Show hand"
            )
            self.hand = shown.message
            choices = self.choices(look)
        assert choices and self.hand is not None
        choice = rng.choice(choices)
        await self._take(choice, rng)
        return str(choice[1]["custom_id"]).rsplit(":", 1)[-1]

    def choices(self, look: bool | None) -> list[Any]:
        choices = self.offered()
        if look is not None:
            choices = [c for c in choices if is_look(c) == look]
        return choices

    async def _take(self, choice: Any, rng: random.Random) -> None:
        assert self.hand is not None
        kind, comp, _ = choice
        if kind == "click":
            r = await self.fake.click(self.user, self.hand, custom_id=comp["custom_id"])
        else:
            r = await self.fake.select(
                self.user, self.hand, custom_id=comp["custom_id"], values=pick(choice, rng)
            )
        assert r.type == 7, r.content  # answered by updating the hand: it is live
        await self.fake.settle()


def is_look(choice: Any) -> bool:
    return str(choice[1]["custom_id"]).endswith(":look")


def pinged(fake: FakeDiscord, thread: Any, user: FakeUser, since: int) -> list[Any]:
    return [
        r for r in pings(fake, thread, since) if r.json["allowed_mentions"]["users"] == [user.id]
    ]


async def test_no_ping_for_a_person_at_the_table_until_they_stop(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, db_path: Path
) -> None:
    """Each person's first turn is pinged; a later turn that comes while they moved less than
    ``ACTIVE_SECONDS`` ago is not (their live hand offers the moves), and fewer pings mean fewer
    deletions; a person who then does not move is pinged once the time is up."""
    bot, clock, thread = await spades(fake, channel, alice, bob, db_path)
    t = bot.service.tables[1]
    people = {0: Person(fake, alice, thread), 1: Person(fake, bob, thread)}
    by_seat = {s: p.user for s, p in people.items()}
    rng = random.Random(11)
    moved_at: dict[int, float] = {}
    skipped = pinged_turns = 0
    n0 = len(fake.requests)
    for _ in range(30):
        user = waiting_user(bot, by_seat)
        seat = next(s for s, u in by_seat.items() if u is user)
        turns = list(t.turns)
        n = len(fake.requests)
        what = await people[seat].move(rng, look=None)
        if what != "look":
            moved_at[user.id] = clock.t
        await clock.advance(2.0)
        now = waiting_user(bot, by_seat)
        now_seat = next(s for s, u in by_seat.items() if u is now)
        if t.turns[now_seat] == turns[now_seat]:
            continue  # the same turn still (a look, or a Tonk-like second action)
        active = clock.t - moved_at.get(now.id, -1e9) < ACTIVE_SECONDS
        got = pinged(fake, thread, now, n)
        if active:
            assert got == [], "a person who just moved is not pinged"
            assert people[now_seat].offered(), "their live hand shows them their turn"
            skipped += 1
        else:
            assert len(got) == 1, "a person not at the table is pinged"
            check_ping(got[0], now, t.deadline)
            pinged_turns += 1
    assert skipped >= 5 and pinged_turns >= 1, (skipped, pinged_turns)  # (bob's first turn)
    # Fewer pings, fewer deletions: each ping posted replaced (deleted) at most the one before.
    posted = len(pings(fake, thread, n0))
    deleted = [r for r in fake.requests[n0:] if r.method == "DELETE" and "/channels/" in r.path]
    assert len(deleted) <= posted
    # The person the table waits for now stops moving: pinged when the time is up, not before.
    waiting = waiting_user(bot, by_seat)
    n = len(fake.requests)
    left = moved_at.get(waiting.id, clock.t) + ACTIVE_SECONDS - clock.t
    if left > 0:
        await clock.advance(left - 0.5)
        assert pinged(fake, thread, waiting, n) == []
        await clock.advance(0.5)
    [late] = pinged(fake, thread, waiting, n)
    check_ping(late, waiting, t.deadline)
    assert fake.notifications(waiting)[-1]["id"] == late.response["id"]
    await clock.advance(ACTIVE_SECONDS * 2)
    assert len(pinged(fake, thread, waiting, n)) == 1, "one ping per turn"


async def test_a_hand_that_stops_being_live_brings_the_ping(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, db_path: Path
) -> None:
    """A hand message is live for ``HAND_LIVE_SECONDS`` after its last click (here 10 s, less
    than ``ACTIVE_SECONDS``): the ping put off for its person goes when it stops being live."""
    bot, clock, thread = await spades(fake, channel, alice, bob, db_path, hand_live_seconds=10)
    t = bot.service.tables[1]
    people = {0: Person(fake, alice, thread), 1: Person(fake, bob, thread)}
    by_seat = {s: p.user for s, p in people.items()}
    rng = random.Random(3)
    for _ in range(40):  # until a turn of a person comes back right after their move
        user = waiting_user(bot, by_seat)
        seat = next(s for s, u in by_seat.items() if u is user)
        turns = list(t.turns)
        n = len(fake.requests)
        await people[seat].move(rng)
        again = waiting_user(bot, by_seat)
        if again is user and t.turns[seat] > turns[seat] and not pinged(fake, thread, user, n):
            break
        await clock.advance(12.0)  # every hand stops being live: each turn pinged
    else:
        raise AssertionError("no turn came back to a person right after their move")
    assert bot.presenter is not None and bot.presenter.hands.live(1, user.id)
    await clock.advance(9.5)
    assert pinged(fake, thread, user, n) == []
    await clock.advance(0.5)
    assert not bot.presenter.hands.live(1, user.id)
    [late] = pinged(fake, thread, user, n)
    check_ping(late, user, t.deadline)


async def test_a_look_is_not_a_move(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, db_path: Path
) -> None:
    """Privacy: a Spades look is private (it tells whether a blind nil is still possible), so
    it must not decide a ping.  Alice, idle for a while, looks at her cards (her hand is live
    from that click) just before her turn: she is pinged as anyone idle is.  Were a look
    counted as a move, everyone would see from the missing ping that she had looked."""
    bot, clock, thread = await spades(fake, channel, alice, bob, db_path)
    t = bot.service.tables[1]
    assert t.match is not None
    people = {0: Person(fake, alice, thread), 1: Person(fake, bob, thread)}
    by_seat = {s: p.user for s, p in people.items()}
    rng = random.Random(5)
    for _ in range(200):  # until alice may look while the table waits for bob
        if 0 not in t.match.to_act:
            shown = await fake.click(alice, table_message(fake, thread), label="Show hand")
            people[0].hand = shown.message
            if any(c[1]["custom_id"].endswith(":look") for c in people[0].offered()):
                break
        user = waiting_user(bot, by_seat)
        seat = next(s for s, u in by_seat.items() if u is user)
        await people[seat].move(rng, look=False)
    else:
        raise AssertionError("alice never had her cards to look at while bob was to act")
    assert waiting_user(bot, by_seat) is bob
    await clock.advance(ACTIVE_SECONDS * 2)  # alice is idle
    n = len(fake.requests)
    assert await people[0].move(rng, look=True) == "look"
    assert bot.presenter is not None and bot.presenter.hands.live(1, alice.id)
    assert pings(fake, thread, n) == [], "a look changes nothing public"
    for _ in range(10):
        if waiting_user(bot, by_seat) is alice:
            break
        await people[1].move(rng, look=False)
    assert waiting_user(bot, by_seat) is alice
    [ping] = pinged(fake, thread, alice, n)
    check_ping(ping, alice, t.deadline)
