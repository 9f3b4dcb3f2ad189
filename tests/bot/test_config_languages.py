"""``/config show``, the presets and the default house rules' menus in the reader's language
(issue 14): the rules and their values are named as the lobby's menus name them
(``bot.tables.house_rules.label`` / ``value_label``), so a Welsh reader sees no English; the
English is unchanged (pinned here)."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.i18n import tr
from bot.tables import house_rules
from bot.tables.servers import rule_specs
from games import GAMES
from tests.bot.harness import buttons, selects
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.i18n.english import english_in

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

PRESETS = {
    ("spades", "league night"): (
        "target=300, bag penalty=50, blind nil enabled=off, first lead=two of clubs, "
        "mercy loss at=-500"
    ),
    ("twentynine", "fast"): "all pass=redeal, direction=counterclockwise, game target=3",
    ("tonk", "quick"): "hands=1, initial tonk totals=49",
}
DEFAULTS = {
    "spades": {"target": "250", "nil_tricks_mode": '"ignored"'},
    "schmier": {"teams": '"2x3"'},
}
"""Default house rules chosen in ``/config rules``' menus (values as the menus encode them)."""
NAMES = ["boss", "cards", "league night", "fast", "quick", "beans"]


@pytest.fixture
def boss(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "boss", permissions=discord.Permissions(manage_guild=True))


async def choose_default(fake: FakeDiscord, boss: FakeUser, channel: Any, game: str,
                         name: str, value: str) -> None:  # fmt: skip
    """``/config rules``: page on (by custom id) to the select of ``name``, choose ``value``."""
    menu = (await fake.slash(boss, channel, "config rules", game=game)).message
    for _ in range(10):
        found = [s for s in selects(menu) if s["custom_id"].endswith(f":{name}")]
        if found:
            r = await fake.select(boss, menu, custom_id=found[0]["custom_id"], values=[value])
            assert r.type == 7, r.response
            return
        following = [b for b in buttons(menu) if b["custom_id"].endswith(":n")]
        menu = (await fake.click(boss, menu, custom_id=following[0]["custom_id"])).message
    raise AssertionError(f"no select for {name}")


async def set_up(fake: FakeDiscord, boss: FakeUser, channel: Any) -> list[str]:
    """A server with presets and changed defaults; the answers to the presets' saving."""
    saved = []
    for (game, name), rules in PRESETS.items():
        r = await fake.slash(boss, channel, "config preset-save", game=game, name=name,
                             rules=rules)  # fmt: skip
        assert r.ephemeral, r.content
        saved.append(r.content)
    for game, rules in DEFAULTS.items():
        for name, value in rules.items():
            await choose_default(fake, boss, channel, game, name, value)
    for command, options in (
        ("config turn", {"default": 90, "low": 30, "high": 600}),
        ("config computers", {"level": "strong"}),
        ("config stake-unit", {"unit": "beans"}),
        ("config rated", {"rated": False}),
    ):
        assert (await fake.slash(boss, channel, command, **options)).ephemeral
    return saved


ENGLISH_SHOW = (
    "**Server settings** (for tables created from now on)\n**Language**: English\n"
    "**Turn time**: 90 s (a host may choose from 30 s to 10 min)\n**Computers**: Strong\n"
    "**Tables may be opened in**: any text channel\n**Ledger stake unit**: beans\n"
    "**Lobbies close**: after 60 minutes without a change\n"
    "**Open tables**: at most 3 per host, 25 in the server\n"
    "**Rated**: no, finished tables are not rated\n\n**Default house rules**\n"
    "• Twenty-Nine: standard rules\n• Schmier: Teams: 2x3\n"
    "• Spades: Target: 250, Nil tricks mode: ignored\n• Tonk: standard rules\n\n"
    "**Presets**\n"
    "• **league night** (Spades): Target: 300, Blind nil enabled: off, Bag penalty: 50, "
    "First lead: two of clubs, Mercy loss at: -500\n"
    "• **quick** (Tonk): Initial tonk totals: 49, Hands: 1\n"
    "• **fast** (Twenty-Nine): Direction: counterclockwise, All pass: redeal, Game target: 3"
)
ENGLISH_SAVED = [
    "Saved the Spades preset **league night**: Target: 300, Blind nil enabled: off, Bag "
    "penalty: 50, First lead: two of clubs, Mercy loss at: -500. Use it with `/table create "
    "preset:league night`.",
    "Saved the Twenty-Nine preset **fast**: Direction: counterclockwise, All pass: redeal, Game "
    "target: 3. Use it with `/table create preset:fast`.",
    "Saved the Tonk preset **quick**: Initial tonk totals: 49, Hands: 1. Use it with `/table "
    "create preset:quick`.",
]
ENGLISH_RULES = (
    "**Default house rules of Spades** (this server's new tables) (page 1 of 4)\n"
    "A change is saved at once; tables already open keep their rules.\n"
    "• **Target**: 250\n• **Nil value**: 100\n• **Blind nil value**: 200\n"
    "• **Blind nil enabled**: on"
)


def menu_texts(message: dict[str, Any]) -> list[str]:
    """The placeholders and option labels of a message's selects."""
    out = []
    for s in selects(message):
        out += [s["placeholder"], *(o["label"] for o in s["options"])]
    return out


async def test_config_in_english_is_unchanged(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, bot: CardroomBot
) -> None:
    assert await set_up(fake, boss, channel) == ENGLISH_SAVED
    assert (await fake.slash(boss, channel, "config show")).content == ENGLISH_SHOW
    presets = (await fake.slash(boss, channel, "config presets")).content
    assert presets == ENGLISH_SHOW[ENGLISH_SHOW.index("**Presets**") :]
    r = await fake.slash(boss, channel, "config rules", game="spades")
    assert r.content == ENGLISH_RULES
    texts = menu_texts(r.message)
    assert texts[:3] == ["Target: 250", "1", "2"] and "500 (standard)" in texts
    assert texts[-3:] == ["Blind nil enabled: on", "on (standard)", "off"]


def test_every_rules_english_value_reads_as_before() -> None:
    """The English of every value any menu offers is what ``format_value`` wrote before."""
    en = tr("en")
    for game in GAMES:
        for spec in rule_specs(game):
            assert house_rules.spec_label(spec, en) == spec.label
            for choice in spec.choices:
                assert house_rules.spec_value(spec, choice, en) == house_rules.format_value(choice)


@pytest.mark.parametrize("language", ["cy", "bg", "ht"])
async def test_config_show_and_presets_in_the_readers_language(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, bot: CardroomBot, language: str
) -> None:
    """boss reads ``language`` (their own choice): the presets' answers, ``/config show``,
    ``/config presets`` and every page of ``/config rules`` hold no English word."""
    await fake.slash(boss, channel, "config my-language", language=language)
    said = await set_up(fake, boss, channel)
    show = (await fake.slash(boss, channel, "config show")).content
    presets = (await fake.slash(boss, channel, "config presets")).content
    texts = [*said, show, presets]
    for game in GAMES:
        menu = (await fake.slash(boss, channel, "config rules", game=game)).message
        seen: set[str] = set()
        while menu["content"] not in seen:
            seen.add(menu["content"])
            texts += [menu["content"], *menu_texts(menu)]
            following = [b for b in buttons(menu) if b["custom_id"].endswith(":n")]
            if not following:
                break
            menu = (await fake.click(boss, menu, custom_id=following[0]["custom_id"])).message
    found = {t: english_in(t, language, NAMES) for t in texts}
    assert not {t: w for t, w in found.items() if w}
    # The Welsh (Bulgarian, Creole) names of what was set, as the lobby names them.
    t = tr(language)
    target = house_rules.rule_key("spades", "target")
    assert t("config-rule", rule=t(target), value="250") in show
    assert t("config-rule", rule=t(target), value="300") in presets
    assert house_rules.value_label(house_rules.rule_key("spades", "first_lead"), "two_of_clubs",
                                   t) in presets  # fmt: skip


async def test_a_preset_is_typed_in_the_readers_language(
    fake: FakeDiscord, channel: FakeChannel, boss: FakeUser, bot: CardroomBot
) -> None:
    """A Welsh reader may type the rules as the Welsh menus name them; a value the rule does
    not have is refused in Welsh, with the values it has, and nothing is saved."""
    await fake.slash(boss, channel, "config my-language", language="cy")
    t = tr("cy")
    target = t(house_rules.rule_key("spades", "target"))
    blind = t(house_rules.rule_key("spades", "blind_nil_enabled"))
    r = await fake.slash(boss, channel, "config preset-save", game="spades", name="nos",
                         rules=f"{target}=300, {blind}={t('rule-off')}")  # fmt: skip
    assert r.ephemeral and not english_in(r.content, "cy", ["nos"]), r.content
    assert bot.service.servers.presets_of(fake.guild.id, "spades")[0].options == {
        "target": 300,
        "blind_nil_enabled": False,
    }
    r = await fake.slash(boss, channel, "config preset-save", game="spades", name="arall",
                         rules=f"{blind}=efallai")  # fmt: skip
    assert r.ephemeral and blind in r.content and t("rule-on") in r.content
    assert not english_in(r.content, "cy", ["arall", "efallai"]), r.content
    assert [p.name for p in bot.service.servers.presets_of(fake.guild.id, "spades")] == ["nos"]
