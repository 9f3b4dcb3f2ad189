"""The hand controls offer exactly the seat's legal actions, within Discord's limits.

A property test over random states of the four games under random house rules (the choices the
lobby's House rules menu offers): every ``Match.legal_actions(seat)`` is reachable from the hand's
components (a button, an option of a pick select, or a combination of a card multi-select with the
``cards`` handler's must-cards added), nothing the components offer is illegal, and the message
fits Discord (5 rows, 5 buttons a row, 25 options, labels of 80/100).  Where the hand is shown as
card buttons, they are the whole hand in its sorted order, a disabled card is never a legal
action and an enabled one always a legal move of the card it names.  States come from playing
random legal actions from random deals with the engines directly; a few go through the fake
Discord, where a No-trump bidder clicks **No trump**.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from math import comb
from pathlib import Path
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.components.hand import hand_view
from bot.render.cards import pretty
from bot.render.controls import Layout, Sel, card_list_spec, layout
from bot.render.games import sorted_hand
from bot.render.hand import hand_text
from bot.tables import house_rules
from bot.tables.snapshots import HandSnapshot
from games import GAMES, Match, new_match
from games.actions import Action
from games.cards import PACK_52
from games.core import Deal
from games.errors import InvalidOptions, InvalidRecord
from tests.bot.harness import make_bot
from tests.bot.players import table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

LONG_NAMES = [f"{'Wwwwwwww' * 4}"[:31] + str(i) for i in range(6)]
"""Seat names at Discord's longest display-name length, so a label that names a seat is tested
at its longest."""

STATES = {"twentynine": 4000, "schmier": 2500, "spades": 2500, "tonk": 5000}
"""Seat states checked per game (each a (state, seat) pair): seconds in all.  More for the
games whose rare controls (a double, a pair, a hit) random play meets seldom."""


# ----- random tables ------------------------------------------------------------------------


def random_options(game: str, rng: random.Random) -> dict[str, Any]:
    """A random choice of house rules, as the lobby's menu offers them (each one changed from
    the standard with probability one half)."""
    options: dict[str, Any] = {}
    for spec in house_rules.option_specs(game):
        if spec.name == house_rules.BOT_HANDS or spec.name in ("min_players", "max_players"):
            continue
        if rng.random() < 0.5:
            options[spec.name] = rng.choice(spec.choices)
    return options


def rich_tonk_deal(seats: int, rng: random.Random) -> Deal:
    """A Tonk deal full of spreads (random deals rarely give one, let alone a hit): each seat
    gets three cards of a book or a run and two others; the stock is shuffled."""
    rest = list(PACK_52)
    rng.shuffle(rest)
    hands = []
    for _ in range(seats):
        first = rest[0]
        if rng.random() < 0.5:  # a run of three in one suit (ace low)
            low = min(first.rank, 9)  # 2..K: Rank counts TWO as 0, KING as 11
            three = [c for c in rest if c.suit == first.suit and low <= c.rank < low + 3]
        else:
            three = [c for c in rest if c.rank == first.rank][:3]
        others = [c for c in rest if c not in three][: 5 - len(three)]
        hands.append(tuple(three + others))
        rest = [c for c in rest if c not in hands[-1]]
    return Deal(tuple(hands), tuple(rest))


def random_match(game: str, rng: random.Random) -> Match:
    """A new match of ``game`` with random house rules (and, for Tonk, 2 to 5 seats)."""
    for _ in range(50):
        options = random_options(game, rng)
        seats = None
        if game == "tonk":
            seats = rng.randint(2, 5)
            options.update(min_players=2, max_players=5)
        deals = [rich_tonk_deal(seats, rng)] if game == "tonk" and rng.random() < 0.7 else []
        try:
            return new_match(game, options, seats=seats, seed=rng.randrange(1 << 62), deals=deals)
        except (InvalidOptions, InvalidRecord):
            continue  # a combination the engine refuses (e.g. Schmier min_bid > max_bid)
    raise AssertionError(f"no valid random options for {game}")


COMMON = frozenset({"play", "discard", "draw", "pass"})
"""Verbs random play meets anyway; the others (spreads, hits, trumps, doubles, single hands,
pairs) are chosen first when legal, so that their rarer states are met too."""
ENDING = frozenset({"drop", "end"})
"""Tonk verbs that end the hand at once: seldom chosen, or no hand lasts long enough to have
spreads to hit (their buttons are met anyway: they are legal at every turn's start)."""


def random_move(m: Match, seat: int, rng: random.Random) -> Action:
    legal = m.legal_actions(seat)
    lasting = [a for a in legal if a.verb not in ENDING] or list(legal)
    if rng.random() < 0.05:
        lasting = list(legal)
    rare = [a for a in lasting if a.verb not in COMMON]
    return rng.choice(rare if rare and rng.random() < 0.6 else lasting)


def random_states(game: str, rng: random.Random, count: int) -> Iterator[tuple[Match, int]]:
    """``count`` (match, seat) pairs met while random players play random matches (short
    ones mostly: most of what a hand's controls can be is in its first tricks)."""
    seen = 0
    while True:
        m = random_match(game, rng)
        for _ in range(rng.randint(1, 150)):
            if m.is_over or not m.to_act or m.hand_number > 3:
                break
            for seat in range(m.seats):
                yield m, seat
                seen += 1
                if seen >= count:
                    return
            seat = rng.choice(m.to_act)
            m.apply(seat, random_move(m, seat, rng))


def snapshot(m: Match, seat: int, *, computer_plays: bool = False) -> HandSnapshot:
    return HandSnapshot(
        table_id=987_654,
        game=m.game,
        title=m.title,
        seat=seat,
        version=m.version,
        view=m.view(seat),
        legal=m.legal_actions(seat),
        seat_names=LONG_NAMES[: m.seats],
        status="playing",
        computer_plays=computer_plays,
    )


# ----- what the controls offer --------------------------------------------------------------


@dataclass
class CardPicker:
    """A card multi-select: ``must`` (added by the handler) plus ``lo..hi`` of ``cards``."""

    verb: str
    cards: list[str]
    lo: int
    hi: int
    must: tuple[str, ...]

    def reaches(self, action: Action) -> bool:
        if getattr(action, "verb", None) != self.verb or not hasattr(action, "cards"):
            return False
        chosen = {str(c) for c in action.cards}
        rest = chosen - set(self.must)
        return (
            set(self.must) <= chosen and rest <= set(self.cards) and self.lo <= len(rest) <= self.hi
        )

    def combinations(self) -> int:
        return sum(comb(len(self.cards), k) for k in range(self.lo, self.hi + 1))


def offered(out: Layout, snap: HandSnapshot) -> tuple[list[str], list[CardPicker]]:
    """The action texts of the enabled buttons and pick options, and the card pickers."""
    texts: list[str] = []
    pickers: list[CardPicker] = []
    for group in out.groups:
        if isinstance(group, Sel):
            if group.kind == "cards":
                spec = card_list_spec(snap.legal, group.verb)
                must = spec.must if spec is not None else ()
                values = [v for _, v in group.options]
                pickers.append(
                    CardPicker(group.verb, values, group.min_values, group.max_values, must)
                )
            else:
                texts += [v for _, v in group.options]
        else:
            texts += [b.payload for b in group if b.kind == "act" and not b.disabled]
    return texts, pickers


def controls_problems(
    m: Match, snap: HandSnapshot, legal_now: tuple[Action, ...] | None = None
) -> list[str]:
    """Everything wrong with ``snap``'s controls: an unreachable legal action, an illegal
    offer, a Discord limit broken (``legal_now``: check against other legal actions than the
    ones the controls were made from, to test this checker)."""
    out = layout(snap)
    all_legal = snap.legal if legal_now is None else legal_now
    legal = set(all_legal)
    texts, pickers = offered(out, snap)
    problems: list[str] = []
    parsed = []
    for t in texts:
        try:
            parsed.append(m.parse_action(t))
        except Exception as exc:
            problems.append(f"offered {t!r} does not parse: {exc}")
    for a in parsed:
        if a not in legal:
            problems.append(f"offered {str(a)!r} is not legal")
    singles = set(parsed)
    for a in all_legal:
        if a not in singles and not any(p.reaches(a) for p in pickers):
            problems.append(f"legal {str(a)!r} is not reachable")
    for p in pickers:
        reachable = [a for a in legal if p.reaches(a)]
        if p.combinations() != len(reachable):
            problems.append(
                f"the {p.verb} picker offers {p.combinations()} combinations, "
                f"{len(reachable)} legal"
            )
    problems += card_problems(m, out, snap, legal)
    problems += limit_problems(out, snap)
    return problems


def card_problems(m: Match, out: Layout, snap: HandSnapshot, legal: set[Action]) -> list[str]:
    """The hand's card buttons: disabled means not legal now, enabled means legal, each is
    labelled with its card, and together they are the whole hand in its sorted order."""
    problems: list[str] = []
    cards = [b for g in out.groups if isinstance(g, list) for b in g if b.card]
    for b in cards:
        try:
            action: Action | None = m.parse_action(b.payload)
        except Exception:
            action = None
        if b.disabled and action in legal:
            problems.append(f"disabled card {b.payload!r} is legal")
        if not b.disabled and action not in legal:
            problems.append(f"enabled card {b.payload!r} is not legal")
        if b.label != pretty(b.payload.split()[-1]):
            problems.append(f"card button {b.label!r} does {b.payload!r}")
    if cards and [b.payload.split()[-1] for b in cards] != sorted_hand(snap.game, snap.view):
        problems.append("the card buttons are not the whole hand in its order")
    return problems


def limit_problems(out: Layout, snap: HandSnapshot) -> list[str]:
    """Discord's limits, on the layout (before any cut) and on the components sent."""
    problems: list[str] = []
    if out.rows() > 5:
        problems.append(f"{out.rows()} rows")
    for group in out.groups:
        if isinstance(group, Sel):
            if not 1 <= len(group.options) <= 25:
                problems.append(f"select {group.placeholder!r} has {len(group.options)} options")
            if len(group.placeholder) > 150:
                problems.append(f"placeholder {group.placeholder!r} is too long")
            for label, value in group.options:
                if not 1 <= len(label) <= 100 or not 1 <= len(value) <= 100:
                    problems.append(f"option {label!r}/{value!r} is too long")
            if not 1 <= group.min_values <= group.max_values <= len(group.options):
                problems.append(f"select {group.placeholder!r}: bad min/max values")
        else:
            problems += [f"button {b.label!r} is too long" for b in group if len(b.label) > 80]
    try:
        rows = hand_view(snap).to_components()
    except ValueError as exc:  # discord.py refuses a row that is full
        return [*problems, f"the view does not build: {exc}"]
    if len(rows) > 5:
        problems.append(f"{len(rows)} action rows sent")
    ids = [c["custom_id"] for row in rows for c in row["components"]]
    if len(ids) != len(set(ids)) or any(len(i) > 100 for i in ids):
        problems.append("custom ids repeated or too long")
    for row in rows:
        kinds = [c["type"] for c in row["components"]]
        if not (kinds == [3] or (kinds and set(kinds) == {2} and len(kinds) <= 5)):
            problems.append(f"a row of {kinds}")
    if len(hand_text(snap)) > 2000:
        problems.append("the hand text is over 2,000 characters")
    return problems


BOLD = re.compile(r"\*\*(.+?)\*\*")


def words_problems(snap: HandSnapshot) -> list[str]:
    """A control the hand's text names (in bold) is one of its buttons, enabled."""
    out = layout(snap)
    labels = {b.label for g in out.groups if isinstance(g, list) for b in g if not b.disabled}
    named = {"Refresh", "Take my seat back", "Look at my cards", "Blind nil"}
    return [
        f"the text names **{w}** but there is no such button"
        for w in BOLD.findall(hand_text(snap))
        if w in named and w not in labels
    ]


EXTRA = {
    "twentynine": ("bid 28", "play JS", "play 7H", "pass"),
    "schmier": ("bid 6", "play AS", "play 2H", "pass"),
    "spades": ("bid 13", "play AS", "play 2H", "look"),
    "tonk": ("drop", "draw stock", "draw discard", "end"),
}
"""Per game, a few actions of its vocabulary, one of which is not legal in any state."""


# ----- the tests ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_action_is_reachable_and_nothing_else(game: str) -> None:
    rng = random.Random(f"controls/{game}")
    failures: dict[str, str] = {}
    for m, seat in random_states(game, rng, STATES[game]):
        snap = snapshot(m, seat, computer_plays=rng.random() < 0.02)
        problems = [] if snap.computer_plays else controls_problems(m, snap)
        problems += words_problems(snap)
        if snap.computer_plays:
            problems += limit_problems(layout(snap), snap)
        for p in problems:
            # One example per kind of problem (cards and numbers stripped), with its state.
            key = re.sub(r"'[^']*'|\d+", "…", p)
            failures.setdefault(key, f"{p} [options {m.options.changed()}, {m.phase}, seat {seat}]")
    assert not failures, "\n".join(failures.values())


def test_the_checker_sees_a_missing_or_an_extra_action() -> None:
    """The property's checker is not vacuous: an action the controls lack, or one they offer
    that is not legal, is reported."""
    rng = random.Random("checker")
    for game in GAMES:
        m, seat = next((m, s) for m, s in random_states(game, rng, 2000) if m.legal_actions(s))
        snap = snapshot(m, seat)
        assert controls_problems(m, snap) == [], game
        other = next(a for a in map(m.parse_action, EXTRA[game]) if a not in snap.legal)
        more = controls_problems(m, snap, (*snap.legal, other))
        assert any("is not reachable" in p for p in more), game
        fewer = controls_problems(m, snap, snap.legal[1:])
        assert any("is not legal" in p or "combinations" in p for p in fewer), game


def test_the_checker_sees_a_card_button_that_is_wrongly_enabled_or_disabled() -> None:
    """Card buttons against other legal actions than they were made from: a disabled card
    that is legal, and an enabled one that is not, are both reported."""
    rng = random.Random("card checker")
    for game in GAMES:
        for m, seat in random_states(game, rng, 3000):
            snap = snapshot(m, seat)
            out = layout(snap)
            cards = [b for g in out.groups if isinstance(g, list) for b in g if b.card]
            off = [b for b in cards if b.disabled]
            on = [b for b in cards if not b.disabled]
            if off and on:
                break
        else:
            raise AssertionError(f"no {game} hand with enabled and disabled cards")
        assert card_problems(m, out, snap, set(snap.legal)) == [], game
        wider = {*snap.legal, m.parse_action(off[0].payload)}
        assert any("disabled card" in p for p in card_problems(m, out, snap, wider)), game
        narrower = set(snap.legal) - {m.parse_action(on[0].payload)}
        assert any("enabled card" in p for p in card_problems(m, out, snap, narrower)), game


# ----- through the fake Discord -----------------------------------------------------------------


def controls(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row["components"]]


async def do(fake: Any, user: Any, hand: dict[str, Any], text: str) -> Any:
    """``user`` plays ``text`` from the hand message ``hand``: its button, or its option."""
    for c in controls(hand):
        if c["type"] == 2 and c.get("custom_id", "").endswith(f":{text}"):
            return await fake.click(user, hand, custom_id=c["custom_id"])
        if c["type"] == 3 and any(o["value"] == text for o in c["options"]):
            return await fake.select(user, hand, custom_id=c["custom_id"], values=[text])
    raise AssertionError(f"{text!r} is not offered: {hand.get('content')}")


async def choose_rule(fake: Any, host: Any, thread: Any, name: str, value: str) -> None:
    """The host sets one house rule through the House rules menu (paging to it)."""
    menu = (await fake.click(host, table_message(fake, thread), label="House rules")).message
    for _ in range(10):
        found = [c for c in controls(menu) if c.get("custom_id", "").endswith(f":{name}")]
        if found:
            r = await fake.select(host, menu, custom_id=found[0]["custom_id"], values=[value])
            assert r.type == 7, r.response
            return
        menu = (await fake.click(host, menu, label="Next ▶")).message
    raise AssertionError(f"no menu for {name}")


async def test_a_person_who_wins_the_bid_may_choose_no_trump(
    db_path: Path, fake: FakeDiscord, channel: FakeChannel
) -> None:
    """Twenty-Nine with ``no_trump_reverse``: four people; alice bids the most she can, the
    others pass; her trump choice offers **No trump** with the suits, and clicking it is the
    move the table then shows."""
    people = [fake.add_member(fake.guild, n) for n in ("alice", "bob", "carol", "dave")]
    alice = people[0]
    bot = make_bot(db_path)
    await fake.start(bot)
    await fake.slash(alice, channel, "table create", game="twentynine")
    thread = fake.threads(channel)[-1]
    await choose_rule(fake, alice, thread, "no_trump_reverse", "true")
    for p in people[1:]:
        await fake.click(p, table_message(fake, thread), label="Join")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    for _ in range(12):
        content = table_message(fake, thread).get("content") or ""
        who = next(p for p in people if f"<@{p.id}>" in content)
        hand = (await fake.click(who, table_message(fake, thread), label="Show hand")).message
        values = [o["value"] for c in controls(hand) for o in c.get("options", [])]
        values += [c.get("custom_id", "").rsplit(":", 1)[-1] for c in controls(hand)]
        if who is alice and any(v.startswith("trump ") for v in values):
            break  # alice won the auction and chooses trump
        bids = sorted((v for v in values if v.startswith("bid ")), key=lambda v: int(v[4:]))
        r = await do(fake, who, hand, bids[-1] if who is alice and bids else "pass")
        assert r.type == 7, r.content
        await fake.settle()
    else:
        raise AssertionError("alice never chose trump")
    labels = [c.get("label") for c in controls(hand)]
    assert "No trump (7 high, J low)" in labels
    assert {"♠ Spades", "♥ Hearts", "♦ Diamonds", "♣ Clubs"} <= set(labels)
    r = await do(fake, alice, hand, "trump nt")
    assert r.type == 7, r.content
    await fake.settle()
    assert (await bot.store.actions(1))[-1].action == "trump nt"
    table = table_message(fake, thread)["embeds"][0]["description"]
    assert "alice chose no trump" in table


async def test_the_biggest_sampled_hands_are_accepted_by_discord(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
) -> None:
    """The three sampled hands of each game with the most controls go out through the fake
    Discord (which refuses a message over any limit, as Discord does): the checker's limits
    are Discord's, and the message carries every control of the layout."""
    biggest: list[HandSnapshot] = []
    for game in GAMES:
        rng = random.Random(f"controls/{game}")
        snaps = [snapshot(m, seat) for m, seat in random_states(game, rng, 600)]

        def size(s: HandSnapshot) -> tuple[int, int]:
            out = layout(s)
            options = sum(len(g.options) for g in out.groups if isinstance(g, Sel))
            return out.rows(), options

        biggest += sorted(snaps, key=size)[-3:]
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    for _ in range(3):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    for snap in biggest:
        snap.table_id = 1
        snap.view = dict(snap.view, looked=True) if snap.game == "spades" else snap.view

        async def sampled(table_id: int, user_id: int, snap: HandSnapshot = snap) -> Any:
            return snap

        monkeypatch.setattr(bot.service, "hand_snapshot", sampled)
        monkeypatch.setattr(bot.service, "open_hand", sampled)  # what Show hand reads
        r = await fake.click(alice, table_message(fake, thread), label="Show hand")
        assert r.ephemeral and r.type == 4, r.response
        sent = [c["custom_id"] for c in controls(r.message)]
        made = [
            c["custom_id"] for row in hand_view(snap).to_components() for c in row["components"]
        ]
        assert sent == made and len(r.message["components"]) <= 5
