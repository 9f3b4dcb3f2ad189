"""The lobby and ``/rules`` in people's languages, through the fake Discord (issue 14): a Welsh
table's lobby is Welsh for everybody (it is public); what a click answers privately (the House
rules pages) and ``/rules`` speak the clicker's language: their own choice (Welsh), or
Discord's locale where it is ours (Bulgarian), else English."""

from __future__ import annotations

from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.i18n import tr
from tests.bot.harness import buttons, selects
from tests.bot.players import table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser
from tests.i18n.english import LOBBY, english_in

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


def labels(message: dict[str, Any]) -> list[str]:
    return [b["label"] for b in buttons(message)]


def texts(message: dict[str, Any]) -> list[str]:
    """What a person reads of a message: content, embeds, every label and option."""
    out = [message.get("content") or ""]
    for e in message.get("embeds") or []:
        out += [e.get("title") or "", e.get("description") or ""]
        out.append((e.get("footer") or {}).get("text") or "")
    out += labels(message)
    for s in selects(message):
        out.append(s.get("placeholder") or "")
        for o in s["options"]:
            out += [o["label"], o.get("description") or ""]
    return out


async def welsh_lobby(
    fake: FakeDiscord, channel: FakeChannel, host: FakeUser, guest: FakeUser, bot: CardroomBot
) -> Any:
    """A Twenty-Nine lobby whose table speaks Welsh (as the server's language or the host's
    choice will make it), shown again by the guest's Join."""
    await fake.slash(host, channel, "table create", game="twentynine")
    thread = fake.threads(channel)[-1]
    (table,) = bot.service.tables.values()
    table.row.language = "cy"
    r = await fake.click(guest, table_message(fake, thread), label="Join")
    assert r.type == 7
    return thread


async def test_a_welsh_tables_lobby_is_welsh_and_its_answers_are_the_clickers(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    await bot.languages.set_personal(bot.store, alice.id, "cy")
    thread = await welsh_lobby(fake, channel, alice, bob, bot)
    lobby = table_message(fake, thread)
    cy = tr("cy")
    assert labels(lobby) == [
        "Ymuno", "Gadael", "Ychwanegu cyfrifiadur", "Rheolau'r tŷ", "Dechrau", "Canslo",
        "Gosodiadau'r bwrdd",
    ]  # fmt: skip
    embed = lobby["embeds"][0]
    assert embed["title"] == "🃏 Naw ar Hugain — bwrdd #1 (lobi)"
    assert "**Seddau**" in embed["description"] and "Gwesteiwr: <@" in embed["description"]
    assert cy("lobby-waiting", count=2) in embed["description"]
    assert english_in(texts(lobby), "cy", ("alice", "bob"), areas=LOBBY) == set()

    # The host (Welsh by choice) opens the menu: Welsh, and stays Welsh when a rule changes.
    r = await fake.click(alice, lobby, label="Rheolau'r tŷ")
    assert r.ephemeral and r.content.startswith("**Rheolau'r tŷ — Naw ar Hugain, bwrdd #1**")
    assert "• **Cynnig lleiaf**: 15 — 15 neu 16" in r.content
    assert english_in(texts(r.message), "cy", areas=LOBBY) == set()
    choice = next(s for s in selects(r.message) if s["placeholder"].startswith("Cynnig lleiaf"))
    assert [o["label"] for o in choice["options"]] == ["15 (safonol)", "16"]
    r2 = await fake.select(alice, r.message, custom_id=choice["custom_id"], values=["16"])
    assert r2.type == 7 and "• **Cynnig lleiaf**: 16 — " in r2.message["content"]
    await fake.settle()
    assert "• Cynnig lleiaf: **16**" in table_message(fake, thread)["embeds"][0]["description"]

    # Bob (English client, English server) reads the same Welsh lobby's rules in English.
    r = await fake.click(bob, table_message(fake, thread), label="Rheolau'r tŷ")
    assert r.ephemeral and r.content.startswith("**House rules — Twenty-Nine, table #1**")
    assert "• **Min bid**: 16 — 15 or 16; the forced dealer bid too" in r.content
    assert r.content.endswith("Only the host can change them.")


async def test_a_bulgarian_client_reads_the_house_rules_in_bulgarian(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    bob.locale = "bg"
    thread = await welsh_lobby(fake, channel, alice, bob, bot)
    r = await fake.click(bob, table_message(fake, thread), label="Rheolau'r tŷ")
    assert r.ephemeral and r.content.startswith("**Домашни правила — Двадесет и девет, маса #1")
    assert r.content.endswith("Само домакинът може да ги променя.")
    assert "• **Най-ниска заявка**: 15 — " in r.content
    nxt = [b["label"] for b in buttons(r.message)]
    assert nxt in ([], ["◀ Назад", "Напред ▶"])
    assert english_in([r.content, *nxt], "bg", areas=LOBBY) == set()


async def test_rules_answers_in_the_askers_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    carol = fake.add_member(fake.guild, "carol")
    await bot.languages.set_personal(bot.store, alice.id, "cy")
    bob.locale = "bg"
    for game in ("twentynine", "schmier", "spades", "tonk"):
        for user, language in ((alice, "cy"), (bob, "bg"), (carol, "en")):
            said = tr(language)
            r = await fake.slash(user, channel, "rules", game=game)
            embeds = r.response["data"]["embeds"]
            assert r.ephemeral and embeds[0]["title"].endswith(said(f"game-{game}"))
            assert embeds[0]["description"].startswith(said(f"rules-summary-{game}"))
            assert said("house-rules-header") in "\n".join(e["description"] for e in embeds)
            if language == "cy":
                assert english_in([e["description"] for e in embeds], "cy", areas=LOBBY) == set(), (
                    game
                )
    r = await fake.slash(carol, channel, "rules", game="twentynine")
    english = r.response["data"]["embeds"][0]["description"]
    assert "• `min_bid` = 15 — 15 or 16; the forced dealer bid too" in english
