"""The engine's refusals and pydantic's, worded by the bot (issue 14): every line the engines
give while four real matches are probed with wrong moves is known to a pattern of
``bot.tables.refusals`` and said in Welsh, Bulgarian and Haitian Creole without English, while
English keeps the engine's line as it was; the same for refused house rules and server
settings, through the Discord double too."""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest
from pydantic import ValidationError

from bot import i18n
from bot.bot import CardroomBot
from bot.i18n import tr
from bot.tables import house_rules, refusals
from bot.tables.errors import TableError
from bot.tables.servers import ServerSettings
from games import TITLES, new_match
from games.cards import CARDS
from games.errors import CardroomError, NotYourTurn
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.i18n.english import english_in

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

OTHERS = ("cy", "bg", "ht")
PROBES = (
    ["pass", "bid blind", "bid 0", "bid 13", "bid 14", "bid 2", "bid 3", "bid 5", "bid 15",
     "bid 16", "bid 29", "double", "redouble", "reveal", "pair", "trump S", "trump seventh",
     "trump H", "draw stock", "draw discard", "drop", "end", "look", "give 2C 3C"]
    + [f"play {c}" for c in CARDS[:52:3]]
    + [f"discard {c}" for c in CARDS[:52:5]]
    + [f"hit {c} 0" for c in CARDS[:52:7]]
)  # fmt: skip
"""Moves to try at every step: most are wrong for the seat, the phase or the cards."""


def probed_lines(game: str, seed: int, steps: int = 60) -> list[tuple[CardroomError, str]]:
    """The engine's refusals of the probes, at every step of a match played at random."""
    rng = random.Random(seed)
    m = new_match(game, {}, seed=seed)
    found: list[tuple[CardroomError, str]] = []
    for _ in range(steps):
        if m.is_over:
            break
        for seat in range(m.seats):
            for text in rng.sample(PROBES, 12):
                probe = m.clone()
                try:
                    probe.apply(seat, probe.parse_action(text))
                except CardroomError as exc:
                    found.append((exc, getattr(exc, "reason", None) or str(exc)))
        seat = m.to_act[0]
        m.apply(seat, rng.choice(list(m.legal_actions(seat))))
    return found


@pytest.fixture(scope="module")
def lines() -> list[tuple[CardroomError, str]]:
    found = []
    for game in TITLES:
        for seed in (1, 2):
            found += probed_lines(game, seed)
    return found


def known(reason: str) -> bool:
    return any(p.fullmatch(reason) for p, _ in refusals.PATTERNS)


def test_the_probes_reach_many_refusals_and_every_one_is_known(
    lines: list[tuple[CardroomError, str]],
) -> None:
    reasons = {r for _, r in lines}
    assert len(reasons) >= 25, sorted(reasons)
    assert sorted(r for r in reasons if not known(r)) == []


@pytest.mark.parametrize("language", OTHERS)
def test_every_refusal_is_worded_without_english(
    lines: list[tuple[CardroomError, str]], language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "STRICT", True)
    say = tr(language)
    for exc, reason in {r: (e, r) for e, r in lines}.values():
        error = TableError("error-move-refused", reason=refusals.reason_of(exc, reason))
        text = error.text(say)
        assert reason not in text and not english_in(text, language), (reason, text)
        assert error.message == reason  # English: the engine's line, as it was


def test_each_pattern_has_its_message_and_a_kind_says_what_no_pattern_knows() -> None:
    for _, key in refusals.PATTERNS:
        for language in i18n.LANGUAGES:
            assert tr(language).has(key), (language, key)
    exc = NotYourTurn("a line no pattern knows")
    worded = refusals.reason_of(exc, "a line no pattern knows")
    assert worded.text(tr("en")) == "a line no pattern knows"
    for language in OTHERS:
        assert worded.text(tr(language)) == tr(language)("refusal-kind-not-your-turn")


@pytest.mark.parametrize("language", OTHERS)
def test_a_seat_in_a_refusal_is_named_in_the_language(language: str) -> None:
    exc = NotYourTurn("it is seat 2's turn")
    worded = refusals.reason_of(exc, "it is Seat 3's turn")
    say = tr(language)
    assert worded.text(tr("en")) == "it is Seat 3's turn"
    assert worded.text(say) == say("refusal-turn-of", seat=say("error-seat-label", seat=3))


SETTINGS: list[dict[str, Any]] = [
    {"turn_seconds": 5},
    {"turn_seconds": 100000},
    {"turn_min": 600, "turn_max": 60},
    {"turn_min": 60, "turn_max": 120, "turn_seconds": 600},
    {"stake_unit": ""},
    {"stake_unit": "x" * 17},
    {"stake_unit": "<@1>"},
    {"language": "fr"},
    {"computer_level": "godlike"},
    {"lobby_expiry_minutes": "soon"},
]


def setting_errors() -> list[dict[str, Any]]:
    errors = []
    for values in SETTINGS:
        with pytest.raises(ValidationError) as caught:
            ServerSettings.model_validate(values)
        errors.append(dict(caught.value.errors()[0]))
    return errors


@pytest.mark.parametrize("language", OTHERS)
def test_a_refused_setting_is_worded_by_the_bot(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "STRICT", True)
    say = tr(language)
    seen = set()
    for err in setting_errors():
        error = TableError("config-bad-value", reason=refusals.setting_reason(err))
        assert error.message == tr("en")("config-bad-value", reason=str(err["msg"])[:200])
        text = error.text(say)
        assert str(err["msg"]) not in text and not english_in(text, language), text
        seen.add(text)
    assert len(seen) == len(SETTINGS)  # each says its own reason


BAD_RULES = [
    ("spades", {"target": 0}),
    ("spades", {"target": "lots"}),
    ("spades", {"nonsense": 1}),
    ("twentynine", {"min_bid": 40}),
    ("schmier", {"min_bid": 5, "max_bid": 4}),
    ("tonk", {"min_players": 5, "max_players": 3}),
]


@pytest.mark.parametrize("language", OTHERS)
def test_refused_house_rules_are_worded_by_the_bot(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "STRICT", True)
    say = tr(language)
    for game, rules in BAD_RULES:
        with pytest.raises(CardroomError) as caught:
            house_rules.validate(game, rules)
        english = str(caught.value)
        reason = refusals.rules_reason(game, rules, english)
        error = TableError("config-bad-rules", reason=reason)
        assert english in error.message
        text = error.text(say)
        assert english not in text and not english_in(text, language), (game, rules, text)


@pytest.fixture
def boss(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))


@pytest.mark.parametrize("language", OTHERS)
async def test_config_refusals_through_the_double(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, bot: CardroomBot, language: str
) -> None:
    """A preset whose house rules do not go together (Schmier's lowest bid above its
    highest): the private refusal is in the person's language, nothing of the engine's or
    pydantic's English in it, and nothing is stored."""
    await fake.slash(boss, channel, "config my-language", language=language)
    say = tr(language)
    r = await fake.slash(boss, channel, "config preset-save", game="schmier", name="odd",
                         rules="min_bid=5, max_bid=4")  # fmt: skip
    names = ", ".join(say(f"rule-schmier-{n}") for n in ("max-bid", "min-bid"))
    said = say("refusal-rules-clash", rules=names)
    assert r.ephemeral and r.content == say("config-bad-rules", reason=said)
    assert not english_in(r.content, language, ["odd"]), r.content
    assert bot.service.servers.presets_of(fake.guild.id, "schmier") == []
