"""Messages that tell players only what happened and what the table saw, through the fake
Discord: Tonk's buried discard, the counts of hands nobody showed, "1 hands", a Spades hand
before looking, the Schmier dealer's draw and discard, the Initial tonk totals menu."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.render.games import action_text, spades, tonk, twentynine
from bot.render.hand import hand_text
from bot.tables.snapshots import HandSnapshot
from games import Match, new_match
from games.actions import Action
from tests.bot.harness import buttons, table_seed
from tests.bot.players import choose_level, table_message
from tests.bot.test_controls_reach_every_action import choose_rule, controls, do
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

VALUE = {r: i + 1 for i, r in enumerate("A23456789")} | dict.fromkeys("TJQK", 10)

GOING_OUT_SEED = 50
"""A two-seat Tonk table seed where two people playing ``eager`` end the first hand by going
out (after 27 moves, with buried discards on the way): nobody else's cards are shown."""


def eager(m: Match, seat: int) -> Action:
    """A Tonk player who wants out: spreads or hits what it can, draws from the stock, discards
    its highest card, never drops."""
    legal = m.legal_actions(seat)
    for verb in ("spread", "hit"):
        acts = [a for a in legal if a.verb == verb]
        if acts:
            return max(acts, key=lambda a: len(getattr(a, "cards", ())))
    draws = {str(a): a for a in legal if a.verb == "draw"}
    if draws:
        return draws.get("draw stock") or next(iter(draws.values()))
    discards = [a for a in legal if a.verb == "discard"]
    if discards:
        return max(discards, key=lambda a: (VALUE[str(a.cards[0])[0]], str(a)))  # type: ignore[attr-defined]
    return next(a for a in legal if a.verb != "drop")


def table_texts(fake: Any, thread: Any) -> list[str]:
    """Every version of the table message the thread showed: each post and edit of it."""
    first = int(table_message(fake, thread)["id"])
    return [
        embed.get("description") or ""
        for sp in fake.sent_payloads()
        if sp.public and sp.message_id == first
        for embed in (sp.payload or {}).get("embeds") or []
    ]


async def test_tonk_going_out_shows_no_hidden_count_and_no_nothing(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """Alice and bob play one hand of Tonk until bob goes out.  The table message says a
    buried discard was "discarded a card" (never "discarded nothing"); the hand's summary
    prints nobody's count (going out shows no hand); the result says "after 1 hand"."""
    table_seed(monkeypatch, GOING_OUT_SEED)
    await fake.slash(alice, channel, "table create", game="tonk", seats=2)
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    await choose_rule(fake, alice, thread, "hands", "1")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    people = [alice, bob]
    for _ in range(100):
        t = bot.service.tables.get(1)
        if t is None:
            break
        m = t.match
        seat = m.to_act[0]
        action = eager(m, seat)
        shown = await fake.click(people[seat], table_message(fake, thread), label="Show hand")
        r = await do(fake, people[seat], shown.message, str(action))
        assert r.type == 7, r.content
        await fake.settle()
    else:
        raise AssertionError("the hand did not end")
    texts = table_texts(fake, thread)
    assert not any("nothing" in x for x in texts)
    assert any("discarded a card" in x for x in texts)
    posts = [m.get("content") or "" for m in fake.messages(thread)]
    [summary] = [p for p in posts if p.startswith("**Hand 1 is over.**")]
    assert "going out" in summary, "the seed's hand: see GOING_OUT_SEED"
    assert "Count" not in summary
    assert posts[-1].startswith("🏁 **The table is over** after 1 hand. ")


DEALER_SEED = 2
"""A Schmier table seed whose first dealer is seat 1 (alice)."""


async def test_the_schmier_dealer_reads_the_draw_before_the_discard(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
) -> None:
    """Alice deals (seat 1) with five computers and passes in the auction; at her discard she
    has picked up the stock first, so her hand lists "You drew" and then "You discarded"."""
    table_seed(monkeypatch, DEALER_SEED)
    await fake.slash(alice, channel, "table create", game="schmier")
    thread = fake.threads(channel)[-1]
    await choose_level(fake, alice, thread, "basic")
    for _ in range(5):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    for _ in range(20):
        m = bot.service.tables[1].match
        assert m.dealer == 0, "the seed's dealer: see DEALER_SEED"
        hand = (await fake.click(alice, table_message(fake, thread), label="Show hand")).message
        if m.phase == "discard":
            break
        r = await do(fake, alice, hand, "pass")
        assert r.type == 7, r.content
        await fake.settle()
    else:
        raise AssertionError("alice never discarded")
    assert "You drew: " in hand["content"] and "You discarded" not in hand["content"]
    [picker] = [c for c in controls(hand) if c["type"] == 3]
    values = [o["value"] for o in picker["options"]][: picker["min_values"]]
    if picker["custom_id"].startswith("cr:pick:"):  # few ways: whole discards to pick
        values = values[:1]
    r = await fake.select(alice, hand, custom_id=picker["custom_id"], values=values)
    assert r.type == 7, r.content
    text = r.message["content"]
    assert 0 <= text.index("You drew: ") < text.index("You discarded: "), text
    # A non-dealer discards first and then draws: that order stays.
    m = bot.service.tables[1].match
    others = [s for s in range(1, 6) if m.view(s)["discarded"] and m.view(s)["drawn"]]
    assert others, "the seed's hand: a computer swapped cards"
    text = hand_text(
        HandSnapshot(
            1,
            "schmier",
            "Schmier",
            others[0],
            0,
            m.view(others[0]),
            (),
            [""] * 6,
            "playing",
            False,
        )
    )
    assert text.index("You discarded: ") < text.index("You drew: "), text


async def test_a_spades_hand_before_looking_has_the_refresh_it_names(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """Spades, bidding: the person who is not to act and has not looked is told to Refresh
    when it is their turn; the hand has that button, and it works."""
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    for _ in range(2):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    m = bot.service.tables[1].match
    waiting = alice if m.to_act == (1,) else bob
    shown = await fake.click(waiting, table_message(fake, thread), label="Show hand")
    hand = shown.message
    assert "You haven't looked" in hand["content"]
    assert "**Refresh** when it's yours" in hand["content"]
    labels = [b["label"] for b in buttons(hand)]
    assert "Refresh" in labels and "Look at my cards" in labels
    r = await fake.click(waiting, hand, label="Refresh")
    assert r.type == 7 and "You haven't looked" in r.message["content"]


async def test_initial_tonk_totals_can_be_turned_off_as_the_help_says(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    """The House rules help of *Initial tonk totals* names the choice that turns it off, the
    menu offers that choice, and choosing it turns the rule off at the table."""
    await fake.slash(alice, channel, "table create", game="tonk")
    thread = fake.threads(channel)[-1]
    menu = (await fake.click(alice, table_message(fake, thread), label="House rules")).message
    while not any(c.get("custom_id", "").endswith(":initial_tonk_totals") for c in controls(menu)):
        menu = (await fake.click(alice, menu, label="Next ▶")).message
    [line] = [x for x in menu["content"].split("\n") if "**Initial tonk totals**" in x]
    named = line.split("“")[1].split("”")[0]
    [select] = [
        c for c in controls(menu) if c.get("custom_id", "").endswith(":initial_tonk_totals")
    ]
    [off] = [o for o in select["options"] if o["label"] == named]
    r = await fake.select(alice, menu, custom_id=select["custom_id"], values=[off["value"]])
    assert r.type == 7, r.content
    await fake.settle()
    lobby = table_message(fake, thread)["embeds"][0]["description"]
    assert f"Initial tonk totals: **{named}**" in lobby
    while "Waiting for" in table_message(fake, thread)["embeds"][0]["description"]:
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    match = bot.service.tables[1].match
    assert match is not None and match.options.initial_tonk_totals == ()


# ----- the renderers alone --------------------------------------------------------------------


def test_hidden_and_empty_actions_say_what_happened() -> None:
    assert action_text("discard", "tonk") == "discarded a card"
    assert action_text("discard", "schmier") == "discarded no cards"
    assert action_text("discard 0 cards") == "discarded no cards"
    assert action_text("discard 1 card") == "discarded 1 card"
    assert action_text("discard 3 cards (trumps 5H TC)") == "discarded 3 cards (trumps 5♥ 10♣)"
    assert action_text("discard 4H") == "discarded 4♥"
    assert action_text("trump nt") == "chose no trump"
    assert action_text("trump ?") == "chose trump (hidden)"


def tonk_hand_ends(seed: int, policy: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """The result of the first hand of a three-seat Tonk match and the public view right
    after it (what a hand summary gets)."""
    m = new_match("tonk", {}, seats=3, seed=seed)
    rng = random.Random(seed)
    while not m.results:
        seat = m.to_act[0]
        m.apply(seat, policy(m, seat, rng))
    return m.results[-1].to_json(), m.view(None)


def test_a_tonk_summary_prints_the_counts_of_shown_hands_only() -> None:
    """Over endings of every kind: the summary names a seat's count exactly when its hand
    was shown (the public view's ``last_reveal``): all at a showdown, the holder at an
    initial tonk, nobody when a player went out."""

    def randomly(m: Match, seat: int, rng: random.Random) -> Action:
        return rng.choice(m.legal_actions(seat))

    def out_or_random(m: Match, seat: int, rng: random.Random) -> Action:
        return eager(m, seat) if rng.random() < 0.9 else randomly(m, seat, rng)

    names = ["ann", "ben", "cat"]
    endings: set[str] = set()
    for seed in range(400):
        result, view = tonk_hand_ends(seed, out_or_random if seed % 2 else randomly)
        text = tonk.summary(result, result["payouts"], view, names)
        counts = [line for line in text.split("\n") if line.startswith("Counts: ")]
        shown = [names[s] for s, r in enumerate(view["last_reveal"]) if r is not None]
        expected = [f"{names[s]} {c}" for s, c in enumerate(result["counts"]) if names[s] in shown]
        assert counts == ([f"Counts: {' · '.join(expected)}"] if expected else []), text
        endings.add(result["ending"])
    assert {"out", "initial_tonk", "caught", "drop_won"} <= endings, endings


def test_counts_have_the_right_plural() -> None:
    view = {"teams": [[0, 2], [1, 3]], "scores": [0, 0], "bags": [1, 2]}
    names = ["a", "b", "c", "d"]
    assert "(1 bag)" in spades.score_lines(view, names)[0]
    assert "(2 bags)" in spades.score_lines(view, names)[0]
    result = {"bids": [1, 1, 1, 1], "tricks": [2, 1, 1, 1], "scores": [21, 20], "bags": [1, 0]}
    lines = spades.summary(result, [21, 20], view, names).split("\n")
    assert lines[0].endswith("1 bag)") and lines[1].endswith("0 bags)")
    nt = {"bidder": 0, "bid": 16, "target": 16, "trump": "NT", "made": True, "points": [1, 27]}
    text = twentynine.summary(dict(nt, scores=[1, 0]), [1, 0], view, names)
    assert "no trump" in text and "trump no trump" not in text and "took 1 card point " in text
