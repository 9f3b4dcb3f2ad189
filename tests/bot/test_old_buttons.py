"""Messages made by the code before issue 11 keep working after the upgrade.

``tests/bot/data/custom_ids_de91f85.json`` holds every custom id that the bot at de91f85 made in
a scripted session (``tests/bot/old_ids.py``: a Spades lobby with its house rules, play with
moves, selects, Refresh, a forfeit question and a seat taken back; a Schmier discard's card
multi-select), message by message, with the text of every answer.  Today's bot, in the same
session, clicks only those ids, on messages that carry exactly them, and answers each click
with the same text; and each id is matched by exactly one kind of component, whose state is
what the id says.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bot import CardroomBot
from bot.components import COMPONENTS, ids
from bot.components.base import Component, Retired
from bot.components.forfeit import ForfeitButton
from bot.components.hand import ActButton, CardsSelect, PickSelect
from bot.components.house_rules import OptionSelect, RulesPage
from bot.components.lobby import LevelSelect, LobbyButton, SeatSelect
from tests.bot import old_ids
from tests.bot.harness import make_bot
from tests.bot.players import table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

FIXTURE: list[dict[str, Any]] = json.loads(old_ids.FIXTURE.read_text())
OLD_IDS = sorted({cid for step in FIXTURE for cid in step.get("ids", ())})


def kinds_matching(custom_id: str) -> list[type[Component[Any]]]:
    return [c for c in COMPONENTS if c.__discord_ui_compiled_template__.fullmatch(custom_id)]


async def parsed(custom_id: str) -> Component[Any]:
    """The component discord.py makes for a click on ``custom_id`` (``from_custom_id``)."""
    (kind,) = kinds_matching(custom_id)
    if kind in (PickSelect, CardsSelect, OptionSelect, SeatSelect, LevelSelect):
        item: discord.ui.Item[Any] = discord.ui.Select(custom_id=custom_id, options=[])
    else:
        item = discord.ui.Button(label="x", custom_id=custom_id)
    match = kind.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    return await kind.from_custom_id(None, item, match)  # type: ignore[arg-type]


def test_the_fixture_has_every_kind() -> None:
    """Every kind of de91f85; the later ones are appended after them in ``ids.KINDS``."""
    assert {cid.split(":")[1] for cid in OLD_IDS} == set(old_ids.OLD_KINDS)
    assert ids.KINDS[: len(old_ids.OLD_KINDS)] == old_ids.OLD_KINDS


async def test_an_old_id_is_one_kind_with_its_state() -> None:
    """Exactly one registered kind takes each old id (discord.py runs every kind whose template
    matches), and its state is the id's: table, version, action, page, option..."""
    for custom_id in OLD_IDS:
        matching = kinds_matching(custom_id)
        assert len(matching) == 1, (custom_id, matching)
        _, kind, table, *rest = custom_id.split(":")
        item = await parsed(custom_id)
        assert (item.kind, item.table_id, item.custom_id) == (kind, int(table), custom_id)
        if isinstance(item, ActButton):
            assert (item.version, item.action) == (int(rest[0]), ":".join(rest[1:]))
        elif isinstance(item, PickSelect):
            assert item.version == int(rest[0])
        elif isinstance(item, CardsSelect):
            assert (item.version, item.verb) == (int(rest[0]), rest[1])
        elif isinstance(item, OptionSelect):
            assert (item.page, item.name) == (int(rest[0]), rest[1])
        elif isinstance(item, RulesPage):
            assert item.page == int(rest[0])
        elif isinstance(item, ForfeitButton):
            assert item.yes == (rest == ["yes"])
        elif isinstance(item, LobbyButton):
            assert item.what == rest[0]
        else:
            assert rest == [], custom_id


def test_every_kind_is_registered_once() -> None:
    """``setup_hook`` registers ``COMPONENTS``: every kind an id names, and every subclass."""

    def subclasses(cls: type) -> set[type]:
        return {s for c in cls.__subclasses__() for s in (c, *subclasses(c))}

    assert set(COMPONENTS) == subclasses(Component)
    assert len({c.kind for c in COMPONENTS}) == len(COMPONENTS)
    assert {c.kind for c in COMPONENTS} == {*ids.KINDS, Retired.kind}


async def test_the_old_session_clicks_the_same_and_reads_the_same(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Today's bot, in de91f85's session: each click is on an id that de91f85 made, on a
    message whose ids are all as de91f85 made them, and every answer says what it said."""
    monkeypatch.setattr(random, "SystemRandom", old_ids.FixedSeed)
    steps: list[dict[str, Any]] = []
    async with FakeDiscord() as fake:
        # No hand is live either: de91f85 pinged every turn, today's bot pings no one whose
        # live hand shows the turn (tests/bot/test_ping_skips.py).
        bot = make_bot(db_path, hand_live_seconds=0)
        await fake.start(bot)
        # The session compares each message as it was answered: a live hand (issue 12) is
        # edited afterwards as the table moves on, so here hands do not follow the table.
        monkeypatch.setattr(bot.presenter.hands, "table_changed", lambda table_id: None)

        async def old_click(
            user: Any, msg: dict[str, Any], cid: str, values: list[str] | None
        ) -> Any:
            seen = old_ids.without_settings_line(steps)
            assert seen == FIXTURE[: len(steps)], "a message differs from de91f85's"
            assert cid in OLD_IDS
            if values is None:
                return await fake.click(user, msg, custom_id=cid)
            return await fake.select(user, msg, custom_id=cid, values=values)

        await old_ids.session(fake, bot, old_click, steps)
    assert old_ids.without_settings_line(steps) == FIXTURE


async def test_an_id_of_no_kind_in_use_is_answered(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    """A Cardroom custom id of a kind the bot no longer makes (or a lobby button it no longer
    has) is answered "This button is no longer used.", as before; so is nothing else."""
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    view = discord.ui.View()
    for cid in ("cr:zzz:1", "cr:lobby:1:zap", "cr:x:1:2:3"):
        view.add_item(discord.ui.Button(label=cid, custom_id=cid))
    with discord.http.handle_message_parameters(content="old", view=view) as params:
        sent = await bot.http.send_message(thread.id, params=params)
    msg = fake.message(int(sent["id"]))
    for cid in ("cr:zzz:1", "cr:lobby:1:zap", "cr:x:1:2:3"):
        r = await fake.click(alice, msg, custom_id=cid)
        assert r.ephemeral and r.content == "This button is no longer used.", cid
    assert [k.kind for k in kinds_matching("cr:zzz:1")] == [Retired.kind]
    assert table_message(fake, thread)["embeds"], "the lobby is as it was"


def test_templates_are_the_id_formats() -> None:
    """Each kind's template takes the ids ``ids.make`` makes for it, and no other kind's."""
    made = {
        ids.SHOW: ids.make(ids.SHOW, 7),
        ids.BACK: ids.make(ids.BACK, 7),
        ids.REFRESH: ids.make(ids.REFRESH, 7),
        ids.ACT: ids.make(ids.ACT, 7, 12, "discard 4H 5H"),
        ids.PICK: ids.make(ids.PICK, 7, 12, 0),
        ids.CARDS: ids.make(ids.CARDS, 7, 12, "give"),
        ids.LOBBY: ids.make(ids.LOBBY, 7, "join"),
        ids.SEAT: ids.make(ids.SEAT, 7),
        ids.LEVEL: ids.make(ids.LEVEL, 7),
        ids.OPTION: ids.make(ids.OPTION, 7, 1, "stake"),
        ids.RULES_PAGE: ids.make(ids.RULES_PAGE, 7, 2, "n"),
        ids.FORFEIT: ids.make(ids.FORFEIT, 7, "yes"),
    }
    for kind, cid in made.items():
        assert [k.kind for k in kinds_matching(cid)] == [kind], cid
        assert re.fullmatch(ids.TEMPLATE, cid)
