"""The lobby, the house rules and ``/rules`` in every language (issue 14): every option of
every game has its messages, the texts stay within Discord's limits in every language, a Welsh
lobby holds no English word, and English is what it was."""

from __future__ import annotations

import re
from itertools import product
from typing import Any

import discord
import pytest

from bot.components import house_rules as menu
from bot.components.lobby import BUTTONS, lobby_view
from bot.i18n import LANGUAGES, LOCALES, Tr, tr
from bot.render.lobby import lobby_embed
from bot.render.rules import DESCRIPTION, rules_embeds
from bot.render.seats import seat_label
from bot.tables import house_rules
from bot.tables.model import Seat
from bot.tables.snapshots import PublicSnapshot
from games import GAMES
from tests.i18n.english import LOBBY, english_in, english_only
from tests.i18n.test_catalogue import catalogue

RULES_DOCS = LOCALES.parents[1] / "docs" / "i18n" / "rules"
SUMMARY = re.compile(r"<!-- summary -->\n(.*?)\n<!-- /summary -->", re.S)
LONG_NAME = "Wide Name Of Thirty-Two Letters9"  # Discord's longest display name: 32


def longest(spec: house_rules.OptionSpec, language: Tr) -> Any:
    return max(spec.choices, key=lambda c: len(house_rules.spec_value(spec, c, language)))


def snapshot(game: str, language: str, *, longest_values: bool = False) -> PublicSnapshot:
    """A lobby of ``game`` with a seat of every kind and (if asked) every house rule at its
    longest value in ``language``."""
    specs = house_rules.option_specs(game)
    n = {"twentynine": 4, "schmier": 6, "spades": 4, "tonk": 5}[game]
    kinds = [
        Seat("human", 1, LONG_NAME),
        Seat("computer", None, "Computer 1", "strong"),
        Seat("held", 3, "bob"),
        Seat(),
    ]
    seats = (kinds * 2)[:n]
    options = {}
    if longest_values:
        options = {
            s.name: longest(s, tr(language))
            for s in specs
            if s.name not in menu.HIDDEN and s.name != house_rules.BOT_HANDS
        }
    return PublicSnapshot(
        table_id=123456, game=game, title=game, status="lobby", host_id=1, seats=seats,
        options=options, view=None, deadline=None, turn_seconds=120, hand_limit=None,
        hands_played=0, message_id=None, thread_id=None, computer_level="strong",
        rematch_of=654321, language=language,
    )  # fmt: skip


def component_texts(view: discord.ui.View) -> list[str]:
    out = []
    for item in view.children:
        if isinstance(item, discord.ui.DynamicItem):
            item = item.item
        if isinstance(item, discord.ui.Button):
            out.append(item.label or "")
        elif isinstance(item, discord.ui.Select):
            out.append(item.placeholder or "")
            for o in item.options:
                out += [o.label, o.description or ""]
    return out


# ----- the messages --------------------------------------------------------------------------


def test_every_option_of_every_game_has_its_messages_in_every_language() -> None:
    """Name, help and every value that is a word, for each option the engines have (the
    hidden seat counts too), in each language's own file (no fallback to English)."""
    missing = []
    for language in LANGUAGES:
        ids = set(catalogue(LOCALES, language))
        for game in GAMES:
            for spec in house_rules.option_specs(game):
                wanted = [spec.key, f"{spec.key}-help"]
                wanted += [
                    f"{spec.key}-value-{c.replace('_', '-')}"
                    for c in spec.choices
                    if isinstance(c, str)
                ]
                missing += [f"{language}: {m}" for m in wanted if m not in ids]
    assert missing == []
    assert house_rules.option_specs("twentynine")[0].key == "rule-twentynine-min-bid"


def test_english_names_helps_and_values_are_the_engines_own() -> None:
    """English stays what the lobby showed before the catalogue: the option's name with its
    first letter up, the engine's help, the values as ``format_value`` reads them."""
    en = tr("en")
    for game in GAMES:
        for spec in house_rules.option_specs(game):
            assert house_rules.spec_label(spec, en) == spec.name.replace("_", " ").capitalize()
            assert house_rules.spec_help(spec, en) == spec.description
            for choice in spec.choices:
                shown = house_rules.spec_value(spec, choice, en)
                assert shown == house_rules.format_value(choice)


def test_a_translated_option_reads_in_its_language() -> None:
    spec = house_rules.option_specs("twentynine")[3]  # all_pass
    assert spec.name == "all_pass"
    assert house_rules.spec_label(spec, tr("cy")) == "Pawb yn pasio"
    assert house_rules.spec_value(spec, "redeal", tr("cy")) == "delio eto"
    assert house_rules.spec_value(spec, "redeal", tr("bg")) == "ново раздаване"
    assert house_rules.spec_value(spec, True, tr("ht")) == "wi"
    tonk = {s.name: s for s in house_rules.option_specs("tonk")}["initial_tonk_totals"]
    assert house_rules.spec_value(tonk, [], tr("cy")) == "i ffwrdd"
    assert house_rules.spec_value(tonk, [49, 50], tr("bg")) == "49, 50"


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_summaries_are_the_docs_ones(game: str) -> None:
    """``rules.ftl`` holds the summaries of ``docs/i18n/rules`` word for word."""
    for language in LANGUAGES:
        doc = (RULES_DOCS / f"{game}.{language}.md").read_text(encoding="utf-8")
        found = SUMMARY.search(doc)
        assert found is not None
        assert tr(language)(f"rules-summary-{game}") == found[1], (game, language)


def test_seat_labels_in_every_language() -> None:
    away = Seat("human", 5, "carol", "basic", auto=True)
    left = Seat("human", 6, "dan", "random", left=True)
    computer = Seat("computer", None, "Computer 2", "strong")
    held = Seat("held", 7, "erin")
    assert [seat_label(s, tr("en")) for s in (Seat(), computer, held, left, away)] == [
        "(empty)",
        "🤖 Computer 2 (strong)",
        "⏳ held for erin",
        "🤖 dan (left; computer (random) plays)",
        "carol (away; computer (basic) plays)",
    ]
    assert [seat_label(s, tr("cy")) for s in (Seat(), computer, held, away)] == [
        "(gwag)",
        "🤖 Cyfrifiadur 2 (cryf)",
        "⏳ wedi'i chadw ar gyfer erin",
        "carol (i ffwrdd; cyfrifiadur (sylfaenol) sy'n chwarae)",
    ]
    assert seat_label(computer, tr("bg")) == "🤖 Компютър 2 (силен)"
    assert seat_label(Seat("human", 8, "Computer 3"), tr("cy")) == "Computer 3", "a person"


# ----- Discord's limits ----------------------------------------------------------------------


@pytest.mark.parametrize(("game", "language"), list(product(GAMES, LANGUAGES)))
def test_the_lobby_fits_discords_limits(game: str, language: str) -> None:
    """The lobby's embed and components with the longest names and values: nothing cut (the
    renderers cut at the limits, so the texts are checked before any cut)."""
    said = tr(language)
    snap = snapshot(game, language, longest_values=True)
    embed = lobby_embed(snap)
    assert not (embed.description or "").endswith("…")
    assert len(embed.description or "") <= 4000 and len(embed.title or "") <= 256
    assert len(embed.footer.text or "") <= 2048
    for key, *_ in BUTTONS:
        assert len(said(key)) <= 80, key
    for seat, team in product(range(1, 7), "ABC"):
        who = said("lobby-seat-free")
        for key in ("lobby-seat-choice", "lobby-seat-choice-team"):
            assert len(said(key, seat=seat, team=team, who=LONG_NAME)) <= 100
            assert len(said(key, seat=seat, team=team, who=who)) <= 100
    for level in ("random", "basic", "strong"):
        assert len(said(f"level-{level}-blurb")) <= 100
        assert len(said("lobby-computers-choice", level=said(f"level-{level}"))) <= 100
    view = lobby_view(snap)
    assert len(view.children) <= 25
    for item in view.children:
        inner = item.item if isinstance(item, discord.ui.DynamicItem) else item
        if isinstance(inner, discord.ui.Select):
            assert 1 <= len(inner.options) <= 25


@pytest.mark.parametrize(("game", "language"), list(product(GAMES, LANGUAGES)))
def test_the_house_rules_menu_fits_discords_limits(game: str, language: str) -> None:
    """Each select of the host's menu: ≤ 25 options, labels ≤ 100 (the standard one marked),
    placeholder ≤ 150; every page (the host's and everybody's) one message of ≤ 2,000."""
    said = tr(language)
    snap = snapshot(game, language, longest_values=True)
    for spec in menu.specs(game):
        assert len(spec.choices) <= 25
        for choice in spec.choices:
            shown = house_rules.spec_value(spec, choice, said)
            assert len(said("house-rules-choice-standard", value=shown)) <= 100, (spec, choice)
        value = house_rules.spec_value(spec, longest(spec, said), said)
        label = house_rules.spec_label(spec, said)
        assert len(said("house-rules-placeholder", rule=label, value=value)) <= 150
    for editable in (True, False):
        page, seen = 0, set()
        while page not in seen:
            seen.add(page)
            text, view = menu.rules_page(snap, page, editable=editable, language=said)
            assert len(text) <= 2000
            assert all(len(t) <= 100 for t in component_texts(view))
            page += 1
            if page >= (menu.pages(game) if editable else len(menu.read_only_pages(snap, said))):
                break


@pytest.mark.parametrize(("game", "language"), list(product(GAMES, LANGUAGES)))
def test_rules_fits_discords_limits_whole(game: str, language: str) -> None:
    """``/rules``: each description ≤ 4,096, all of them ≤ 6,000, every house rule whole
    (a list too long for the summary's embed goes to a second one, never clipped)."""
    said = tr(language)
    embeds = rules_embeds(game, said)
    texts = [e.description or "" for e in embeds]
    assert all(len(t) <= DESCRIPTION for t in texts)
    assert sum(len(t) + len(e.title or "") for t, e in zip(texts, embeds, strict=True)) <= 6000
    assert len(embeds) <= 10 and len(embeds[0].title or "") <= 256
    whole = "\n".join(texts)
    assert said(f"rules-summary-{game}") in texts[0]
    for spec in house_rules.option_specs(game):
        if spec.name not in menu.HIDDEN:
            assert house_rules.spec_help(spec, said) in whole, spec.name
    assert not any(t.endswith("…") for t in texts)


def test_a_long_house_rules_list_goes_to_a_second_embed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Twice Twenty-Nine's house rules in Welsh do not fit one embed: a second one holds them,
    header first, every line whole."""
    from bot.render import rules

    real = rules.option_lines
    monkeypatch.setattr(rules, "option_lines", lambda g, lang: real(g, lang) * 3)
    embeds = rules_embeds("twentynine", tr("cy"))
    assert len(embeds) >= 2
    assert embeds[0].description == tr("cy")("rules-summary-twentynine")
    assert (embeds[1].description or "").startswith(tr("cy")("house-rules-header"))
    lines = [x for e in embeds[1:] for x in (e.description or "").split("\n")]
    assert lines[1:] == real("twentynine", tr("cy")) * 3


# ----- no English in a Welsh lobby -----------------------------------------------------------


def test_the_scan_finds_english() -> None:
    """English is what the lobby's files of the language never write (tests.i18n.english)."""
    assert english_in(["Waiting for 1 more player."], "cy", areas=LOBBY) >= {"waiting", "player"}
    assert "host" in english_only("cy", LOBBY)


@pytest.mark.parametrize("language", ["cy", "bg", "ht"])
@pytest.mark.parametrize("game", ["twentynine", "schmier", "spades"])
def test_a_lobby_and_its_house_rules_speak_the_tables_language(game: str, language: str) -> None:
    """The lobby's embed and components, and every house-rules page (host's and everybody's),
    without one English word of the English catalogue.  (Tonk's lobby also shows the face's
    own lines, the table area's: see tests/i18n's full scans.)"""
    said = tr(language)
    for longest_values in (False, True):
        snap = snapshot(game, language, longest_values=longest_values)
        embed = lobby_embed(snap)
        texts = [embed.title or "", embed.description or "", embed.footer.text or ""]
        texts += component_texts(lobby_view(snap))
        for editable in (True, False):
            n = menu.pages(game) if editable else len(menu.read_only_pages(snap, said))
            for page in range(n):
                text, view = menu.rules_page(snap, page, editable=editable, language=said)
                texts += [text, *component_texts(view)]
        assert english_in(texts, language, (LONG_NAME, "bob"), areas=LOBBY) == set()
        assert said("lobby-seats") in texts[1]


def test_english_lobby_is_unchanged() -> None:
    """The English lobby word for word as before the catalogue."""
    snap = snapshot("twentynine", "en")
    snap.options = {"min_bid": 16, "last_trick_point": True, "all_pass": "redeal"}
    embed = lobby_embed(snap)
    assert embed.title == "🃏 twentynine — table #123456 (lobby)".replace(
        "twentynine", "Twenty-Nine"
    )
    assert embed.description == "\n".join(
        [
            "🔁 Rematch of table #654321",
            "Host: <@1>",
            "",
            "**Seats**",
            f"`1` · {LONG_NAME} — Team A",
            "`2` · 🤖 Computer 1 (strong) — Team B",
            "`3` · ⏳ held for bob — Team A",
            "`4` · (empty) — Team B",
            "",
            "**House rules**",
            "• Min bid: **16**",
            "• Last trick point: **on**",
            "• All pass: **redeal**",
            "Everything else: standard rules (see `/rules`).",
            "",
            "**Computers**: **Strong** (searches the deals its seat could be facing)",
            "⏱️ Turn time: **2 min** · Language: **English**",  # issue 14: /config's line
            "",
            "Waiting for bob (seat held), or the host can **Start**.",
        ]
    )
    assert embed.footer.text == (
        "Join takes a free seat; pick a seat below to choose one. Computers play empty seats "
        "the host adds and turns whose time runs out; the host chooses their level below."
    )
    snap.seats = [Seat("human", 1, "alice"), Seat(), Seat(), Seat()]
    assert (lobby_embed(snap).description or "").endswith("Waiting for 3 more players.")
    labels = component_texts(lobby_view(snap))
    assert labels[:6] == ["Join", "Leave", "Add computer", "House rules", "Start", "Cancel"]
    assert labels[6:9] == ["Choose your seat", "Seat 1 · Team A — alice", ""]


def test_a_specs_own_label_is_the_english_catalogues() -> None:
    """``OptionSpec.label`` (for callers without a language) reads the English catalogue, not
    the option's code name."""
    spec = house_rules.option_specs("spades")[0]
    assert spec.label == tr("en")(spec.key) == "Target"
    assert house_rules.OptionSpec("made_up", "", 1, (1, 2)).label == "made_up"
