"""The private hand side in the person's language (issue 14): the hand message, its controls,
the live hand's later edits, the end of a hand, the forfeit question; the turn ping and the
table message's Show hand in the table's language.

"English" here is ``tests.i18n.english``'s, against the hand's own files (``hand.ftl`` and the
buttons' ``common.ftl``): a word of the English catalogue that the language's hand never
writes.  The words of the games' faces (``Your cards``,
``Bid 5``) are the faces' (``bot.render.games``, translated and scanned with them) and the seat
names are names: both are taken out of what is scanned, so this scans what the hand's own
modules say.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import pytest
from fluent.syntax import ast, parse

from bot.bot import CardroomBot
from bot.components import ids
from bot.components.forfeit import forfeit_prompt
from bot.components.hand import hand_view
from bot.components.lobby import ADD_COMPUTER, JOIN, START, marker
from bot.i18n import LOCALES, tr
from bot.render.cards import pretty
from bot.render.controls import Layout, Sel, layout
from bot.render.games import face
from bot.render.hand import hand_text
from bot.tables import snapshots
from bot.tables.autoplay import reminder
from bot.tables.model import Seat
from bot.tables.servers import ServerSettings
from bot.tables.snapshots import HandSnapshot
from bot.tables.terms import ForfeitTerms
from games import GAMES
from tests.bot.harness import action_choices, components
from tests.bot.players import choose_level, table_message
from tests.bot.test_controls_reach_every_action import random_states, snapshot
from tests.bot.test_live_hands import move
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.i18n import english

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

LANGUAGES = ("cy", "bg", "ht")
BUTTONS = ("button-show-hand", "button-refresh", "button-take-seat-back")
"""The common words the hand's buttons use."""
SAMPLE = {
    name: ""
    for name in (
        "title", "table", "seat", "team", "partners", "players", "first", "last",
        "placeholder", "cards", "winners", "losers", "when", "version",
    )
}  # fmt: skip


def _ids() -> list[str]:
    text = (LOCALES / "en" / "hand.ftl").read_text("utf-8")
    return [e.id.name for e in parse(text).body if isinstance(e, ast.Message)]


def said(language: str, message: str) -> str:
    """A message of ``hand.ftl`` (or a button word) with empty sample values."""
    return tr(language)(message, **SAMPLE, count=2, low=1, part=1, parts=2)


SHARED = {"cy": {"at"}, "bg": set(), "ht": set()}
"""Words of the English hand's files that a translation's writes too (Welsh *at*, to; the
games' names are values)."""


def english_in(text: str, language: str, names: Sequence[str] = ()) -> set[str]:
    """The English words in ``text`` once the seat names are out of it."""
    return english.english_in(text, language, names, areas=english.HAND)


def face_parts(snap: HandSnapshot, language: str) -> tuple[list[str], set[str]]:
    """What the game's face adds to ``snap``'s hand message: its lines, and the labels and
    placeholders of its controls (scanned with the faces, not here)."""
    f = face(snap.game, language)
    view = snap.view
    labels = {f.label(a, view) for a in snap.legal}
    labels |= {text for text, _ in f.offered(view)}
    labels |= {f.bid_placeholder(view)}
    labels |= {pretty(c) for c in f.sorted_hand(view)}
    return f.hand_lines(snap), labels


def own_text(content: str, snap: HandSnapshot, language: str) -> str:
    """A hand message's text less the face's lines."""
    lines, _ = face_parts(snap, language)
    return "\n".join(line for line in content.split("\n") if line not in lines)


def own_labels(out: Layout, snap: HandSnapshot, language: str) -> list[str]:
    """The layout's labels and placeholders less the face's."""
    _, theirs = face_parts(snap, language)
    shown: list[str] = []
    for group in out.groups:
        if isinstance(group, Sel):
            shown += [group.placeholder, *(label for label, _ in group.options)]
        else:
            shown += [b.label for b in group]
    return [s for s in shown if s not in theirs]


def limits(out: Layout, text: str) -> list[str]:
    """Discord's limits, before any cut (``bot.components.base`` clips at them)."""
    problems = [] if len(text) <= 2000 else [f"text of {len(text)} characters"]
    if out.rows() > 5:
        problems.append(f"{out.rows()} rows")
    for group in out.groups:
        if isinstance(group, Sel):
            if not 1 <= len(group.options) <= 25:
                problems.append(f"{len(group.options)} options")
            if len(group.placeholder) > 150:
                problems.append(f"placeholder {group.placeholder!r}")
            problems += [f"option {lb!r}" for lb, _ in group.options if len(lb) > 100]
        else:
            problems += [f"label {b.label!r}" for b in group if len(b.label) > 80]
    return problems


# ----- every game's hands, rendered directly ------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_hands_speak_the_persons_language_within_discords_limits(game: str) -> None:
    """Random states of each game (long seat names, now and then a seat the computer plays):
    in Welsh, Bulgarian and Haitian Creole the hand's text and controls carry no English word of
    their own and fit Discord; the same states in English do say those words (the scan sees)."""
    rng = random.Random(f"hand-languages/{game}")
    found_in_english: dict[str, set[str]] = {language: set() for language in LANGUAGES}
    checked = 0
    for m, seat in random_states(game, rng, 400):
        snap = snapshot(m, seat, computer_plays=rng.random() < 0.05)
        for language in LANGUAGES:
            text = hand_text(snap, language=language)
            out = layout(snap, language)
            assert limits(out, text) == [], (language, text)
            own = own_text(text, snap, language)
            assert not english_in(own, language, snap.seat_names), (language, text)
            for label in own_labels(out, snap, language):
                assert not english_in(label, language), (language, label)
            hand_view(snap, language=language).to_components()  # discord.py builds it
            checked += 1
        in_english = hand_text(snap) + " ".join(own_labels(layout(snap), snap, "en"))
        for language in LANGUAGES:
            found_in_english[language] |= english_in(in_english, language, snap.seat_names)
    assert checked == 3 * 400
    for found in found_in_english.values():
        assert {"refresh", "seat", "table", "state"} <= found


def test_every_message_of_the_hand_is_translated() -> None:
    """No message of ``hand.ftl`` is left in English in another language, every one of them
    in English is found by the scan, and no translation writes a word of the English hand
    (the scans above would not see an English word the language's hand writes too)."""
    assert len(_ids()) > 20
    for language in LANGUAGES:
        for message in [*_ids(), *BUTTONS]:
            assert said(language, message) != said("en", message), (language, message)
            assert english_in(said("en", message), language), (language, message)
        hand_words = english.catalogue_words(language, english.HAND)
        shared = english.catalogue_words("en", english.HAND) & hand_words
        games = english.words(" ".join(tr(language)(f"game-{g}") for g in GAMES))
        assert {w for w in shared - games if len(w) >= english.SHORTEST} == SHARED[language]


def test_the_layouts_own_placeholders_are_one_message_per_verb() -> None:
    """No verb is glued into a sentence: every verb and count form has its own message, and
    Welsh mutates the counted card (2 gerdyn, 3 cherdyn)."""
    t = tr("cy")
    assert t("controls-choose-cards-discard", count=2) == "Dewiswch 2 gerdyn i'w taflu"
    assert t("controls-choose-up-to-give", count=3) == "Dewiswch hyd at 3 cherdyn i'w rhoi"
    assert tr("bg")("controls-choose-cards-give", count=1) == "Изберете 1 карта за даване"
    assert tr("en")("controls-choose-range-spread", low=1, count=3) == (
        "Choose 1 to 3 cards to spread"
    )


def test_the_forfeit_question_is_in_the_persons_language() -> None:
    seated = (
        Seat("human", 1, "alice"),
        Seat("human", 2, "bob"),
        Seat("computer", None, "Computer 1"),
        Seat("computer", None, "Computer 2"),
    )
    terms = ForfeitTerms(seated, (0, 2), ((1, 3),), True)
    text, view = forfeit_prompt(3, terms, "en")
    assert text == (
        "**Forfeit the match?** It ends now for everybody: your team (alice & Computer 1) "
        "loses and bob & Computer 2 win. It counts in the league like a played-out match."
    )
    for language in LANGUAGES:
        text, view = forfeit_prompt(3, terms, language)
        labels = [c["label"] for row in view.to_components() for c in row["components"]]
        assert not english_in(" ".join([text, *labels]), language, ["alice", "bob"])
        assert labels[0] == tr(language)("forfeit-button")
    people = (Seat("human", 1, "alice"), Seat("human", 2, "bob"), Seat("human", 3, "carol"))
    tonk = ForfeitTerms(people, (0,), ((1,), (2,)), False)
    assert forfeit_prompt(3, tonk, "en")[0] == (
        "**Forfeit the match?** It ends now for everybody: you place last and bob and carol "
        "win. It is not rated (a league table needs at least 2 people)."
    )
    assert "bob a carol" in forfeit_prompt(3, tonk, "cy")[0]
    assert "Yr enillwyr: bob a carol." in forfeit_prompt(3, tonk, "cy")[0]


# ----- through the Discord double -----------------------------------------------------------


def show_button(table_id: int) -> str:
    return ids.make(ids.SHOW, table_id)


def label_of(message: dict[str, Any], custom_id: str) -> str:
    return next(c["label"] for c in components(message) if c.get("custom_id") == custom_id)


async def open_table(
    fake: FakeDiscord, bot: CardroomBot, game: str, people: list[FakeUser], channel: Any,
    language: str,
) -> tuple[Any, Any]:  # fmt: skip
    """A started table of ``game`` in ``language`` with ``people`` (as many as it seats) and
    basic computers."""
    host = people[0]
    await fake.slash(host, channel, "table create", game=game)
    thread = fake.threads(channel)[-1]
    t = bot.service.tables[max(bot.service.tables)]
    t.row.language = language
    for p in people[1 : len(t.seats)]:
        await fake.click(p, table_message(fake, thread), custom_id=marker(t.id, JOIN))
    await choose_level(fake, host, thread, "basic")
    while any(s.kind == "empty" for s in t.seats):
        await fake.click(host, table_message(fake, thread), custom_id=marker(t.id, ADD_COMPUTER))
    await fake.click(host, table_message(fake, thread), custom_id=marker(t.id, START))
    await fake.settle()
    return thread, t


HEADER = {"en": "— table #", "cy": "— bwrdd #", "bg": "— маса #", "ht": "— tab #"}
"""A hand message's header in each language."""
STATE = re.compile(r"-# \S+ (\d+)$")


def scan_hand(message: dict[str, Any], t: Any, seat: int, language: str) -> bool:
    """Check a person's hand message as it is now: in ``language``, no English word of the
    hand's own.  False: it shows an older state than the table's (not checked)."""
    content = message.get("content") or ""
    assert HEADER[language] in content, (language, content)
    tag_word = tr(language)("hand-state", version="")
    assert content.rpartition("\n-# ")[2].startswith(tag_word), content
    tag = STATE.search(content)
    snap = snapshots.hand_snapshot(t, seat)
    if tag is None or int(tag.group(1)) != snap.version:
        return False
    assert not english_in(own_text(content, snap, language), language, snap.seat_names), content
    _, theirs = face_parts(snap, language)
    for c in components(message):
        shown = [c.get("label"), c.get("placeholder")]
        shown += [o["label"] for o in c.get("options") or []]
        for text in shown:
            if text and text not in theirs:
                assert not english_in(text, language), (language, text)
    return True


TABLE_LANGUAGE = {"twentynine": "en", "schmier": "cy", "spades": "bg", "tonk": "ht"}


@pytest.mark.parametrize("game", GAMES)
async def test_each_person_keeps_their_language_at_one_table(
    fake: FakeDiscord, channel: FakeChannel, bot: CardroomBot, game: str
) -> None:
    """At one table: alice chose Welsh (her Discord is Bulgarian: her own choice wins), bob's
    Discord is Bulgarian, carol's English and the server's language Haitian Creole.  Each
    one's hand, its controls and its live edits after the others' and the computers' moves
    speak their language, with no English of the hand's own; the table message's Show hand
    and the turn pings speak the table's; the forfeit question is alice's, and every hand's
    end is its person's.  With no server language carol's Refresh is English."""
    alice = fake.add_member(fake.guild, FakeUser(801, "alice", locale="bg"))
    bob = fake.add_member(fake.guild, FakeUser(802, "bob", locale="bg"))
    carol = fake.add_member(fake.guild, FakeUser(803, "carol"))
    assert bot.store is not None
    await bot.languages.set_personal(bot.store, alice.id, "cy")
    bot.service.servers.settings[fake.guild.id] = ServerSettings(language="ht")
    spoken = {alice.id: "cy", bob.id: "bg", carol.id: "ht"}
    table_language = TABLE_LANGUAGE[game]
    thread, t = await open_table(fake, bot, game, [alice, bob, carol], channel, table_language)
    people = [p for p in (alice, bob, carol) if t.seat_of(p.id) is not None]
    assert len(people) >= 2
    public = table_message(fake, thread)
    show = show_button(t.id)
    assert label_of(public, show) == tr(table_language)("button-show-hand")

    hands = {}
    for p in people:
        r = await fake.click(p, table_message(fake, thread), custom_id=show)
        assert r.ephemeral
        hands[p.id] = int(r.message["id"])
    rng = random.Random(f"languages/{game}")
    checked = moves = 0
    while moves < 40 and t.status == "playing":
        await fake.settle()
        for p in people:
            message = fake.message(hands[p.id])
            assert message is not None
            checked += scan_hand(message, t, t.seat_of(p.id), spoken[p.id])
        mover = next((p for p in people if t.seat_of(p.id) in t.match.to_act), None)
        if mover is None:
            break
        hand = fake.message(hands[mover.id])
        assert hand is not None
        if not action_choices(hand):  # not followed (yet): the person refreshes it
            refresh = ids.make(ids.REFRESH, t.id)
            hand = (await fake.click(mover, hand, custom_id=refresh)).message
        r = await move(fake, mover, hand, rng)
        assert r.ephemeral and r.type in (4, 7), r.response
        moves += 1
    assert moves >= 5 and checked >= 2 * moves, (moves, checked)

    sent = [sp.payload for sp in fake.sent_payloads() if isinstance(sp.payload, dict)]
    pings = [m for m in sent if (m.get("content") or "").startswith("🔔")]
    assert pings, "a turn was pinged"
    title = tr(table_language)(f"game-{game}")
    for ping in pings:
        assert f"**{title}**" in ping["content"]
        assert label_of(ping, show) == tr(table_language)("button-show-hand")
    if table_language != "en":
        assert not any(english_in(ping["content"], table_language) for ping in pings)

    if t.status == "playing":
        del bot.service.servers.settings[fake.guild.id]
        hand = fake.message(hands[carol.id]) if carol in people else None
        if hand is not None:
            refreshed = await fake.click(carol, hand, custom_id=ids.make(ids.REFRESH, t.id))
            assert HEADER["en"] in (refreshed.content or "")
            spoken[carol.id] = "en"
        asked = await fake.slash(alice, thread, "table cancel")
        assert asked.ephemeral and (asked.content or "").startswith("**Ildio'r ornest?**")
        assert [c["label"] for c in components(asked.message)] == ["Ildio", "Dal ati i chwarae"]
        await fake.click(alice, asked.message, label="Ildio")
        await fake.settle()
    assert t.status != "playing"
    for p in people:
        end = fake.message(hands[p.id])
        assert end is not None
        header = tr(spoken[p.id])("hand-ended", title=tr(spoken[p.id])(f"game-{game}"),
                                  table=str(t.id))  # fmt: skip
        assert (end.get("content") or "").startswith(header), end.get("content")
        assert not components(end)


def test_the_half_time_reminder_speaks_the_tables_language() -> None:
    """The reminder replaces the turn ping: public, in the table's language."""
    t: Any = SimpleNamespace(seats=[SimpleNamespace(user_id=7)], row=SimpleNamespace(language="en"))
    assert reminder(t, [0], 100.0) == (
        "⏰ <@7>: the table is waiting for you. Time runs out <t:100:R>, then the computer "
        "plays for you."
    )
    for language in LANGUAGES:
        t.row.language = language
        for deadline in (100.0, None):
            text = reminder(t, [0], deadline)
            assert text.startswith("⏰ <@7>: ") and not english_in(text, language), text
