"""A full match of each game in each language through the fake Discord (issue 14): the table's
language is the server's, the two people read their own; no English word reaches the lobby,
the table message, the summaries, the end posts (the score sheet's table included), the hands
or their controls, nor, once the match is over, the private score sheet (and its file) and
every page of the replay of its first and its last finished hand; and Discord's limits hold in
every language (translations run longer).

The players click by custom id only (never by label), so the same script plays every language.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from discord import Permissions

from bot.bot import CardroomBot
from bot.i18n import tr
from bot.tables.model import LiveTable
from tests.bot.harness import action_choices, make_bot, pick
from tests.bot.players import level_select, table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeThread, FakeUser
from tests.i18n.english import english_in

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

GAMES = ("spades", "schmier", "twentynine", "tonk")
HOUSE_RULES: dict[str, list[tuple[str, str]]] = {
    # Short matches (the same as tests/bot/test_games.py).
    "spades": [("target", "100"), ("mercy_loss_at", "-100")],
    "schmier": [("target", "5")],
    "twentynine": [("game_target", "1")],
    "tonk": [("hands", "2"), ("stake", "2")],
}
LIMITS = {"content": 2000, "description": 4096, "title": 256, "label": 80, "placeholder": 150}


def custom_ids(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row.get("components") or []]


def component(message: dict[str, Any], prefix: str, suffix: str = "") -> dict[str, Any] | None:
    for c in custom_ids(message):
        cid = c.get("custom_id", "")
        if cid.startswith(prefix) and cid.endswith(suffix):
            return c
    return None


async def lobby_click(fake: Any, user: Any, thread: Any, what: str) -> Any:
    lobby = table_message(fake, thread)
    button = component(lobby, "cr:lobby:", f":{what}")
    assert button is not None, f"no lobby button {what}"
    r = await fake.click(user, lobby, custom_id=button["custom_id"])
    await fake.settle()
    return r


async def set_house_rules(fake: Any, host: Any, thread: Any, game: str) -> None:
    menu = (await lobby_click(fake, host, thread, "rules")).message
    for name, value in HOUSE_RULES[game]:
        for _ in range(10):
            target = component(menu, "cr:opt:", f":{name}")
            if target is not None:
                r = await fake.select(host, menu, custom_id=target["custom_id"], values=[value])
                assert r.type == 7, r.response
                menu = r.message
                break
            nxt = component(menu, "cr:optp:", ":n")
            assert nxt is not None, f"no page with {name}"
            menu = (await fake.click(host, menu, custom_id=nxt["custom_id"])).message
        else:
            raise AssertionError(f"no menu for {name}")


async def take_turn(fake: Any, thread: Any, users: list[Any], rng: random.Random) -> bool:
    msg = table_message(fake, thread)
    for u in users:
        if f"<@{u.id}>" not in (msg.get("content") or ""):
            continue
        show = component(msg, "cr:show:")
        assert show is not None, "the table message has no Show hand"
        hand = (await fake.click(u, msg, custom_id=show["custom_id"])).message
        choices = action_choices(hand)
        assert choices, f"{u.name} is to act but the hand offers nothing"
        choice = rng.choice(choices)
        kind, comp, _ = choice
        if kind == "click":
            await fake.click(u, hand, custom_id=comp["custom_id"])
        else:
            await fake.select(u, hand, custom_id=comp["custom_id"], values=pick(choice, rng))
        return True
    return False


def texts(payload: dict[str, Any]) -> list[tuple[str, str]]:
    """(what, text) of everything a payload shows: content, embeds, labels, placeholders,
    option labels and descriptions, thread names."""
    out: list[tuple[str, str]] = []
    if isinstance(payload.get("type"), int) and isinstance(payload.get("data"), dict):
        payload = payload["data"]  # an interaction's response: what it shows is its data
    if payload.get("content"):
        out.append(("content", payload["content"]))
    if payload.get("name"):
        out.append(("title", payload["name"]))
    for e in payload.get("embeds") or []:
        for key in ("title", "description"):
            if e.get(key):
                out.append((key, e[key]))
        for f in e.get("fields") or []:
            out += [("title", f.get("name") or ""), ("content", f.get("value") or "")]
        if (e.get("footer") or {}).get("text"):
            out.append(("content", e["footer"]["text"]))
    for c in custom_ids(payload):
        if c.get("label"):
            out.append(("label", c["label"]))
        if c.get("placeholder"):
            out.append(("placeholder", c["placeholder"]))
        for o in c.get("options") or []:
            out.append(("label", o.get("label") or ""))
            if o.get("description"):
                out.append(("label", o["description"]))
    return out


async def page_through(fake: Any, user: Any, page: dict[str, Any]) -> int:
    """Click ▶ (the replay's ``n`` step) until it is disabled: how many frames were shown."""
    shown = 1
    while True:
        step = component(page, "cr:rp:", ":n")
        assert step is not None, "a replay page without its ▶"
        if step.get("disabled"):
            return shown
        r = await fake.click(user, page, custom_id=step["custom_id"])
        assert r.type == 7, r.response  # the same private message, edited
        page = r.message
        assert "```" in (page.get("content") or ""), page
        shown += 1
        assert shown < 200, "the replay does not end"


async def read_the_story(fake: Any, user: Any, thread: Any) -> tuple[int, str | None]:
    """``user`` asks for the score sheet, opens the first summary's Replay and pages through
    it, then jumps to the last finished hand and pages through that: the frames shown, and the
    sheet's text file if it came with one."""
    r = await fake.slash(user, thread, "table scores")
    assert r.ephemeral and "```" in (r.content or ""), r.response
    whole = None
    for req in reversed(fake.requests):
        for _, filename, content in req.files:
            if filename == "score-sheet.txt" and whole is None:
                whole = content.decode()
    summary = next(m for m in fake.messages(thread) if component(m, "cr:rp:", ":o"))
    button = component(summary, "cr:rp:", ":o")
    assert button is not None
    r = await fake.click(user, summary, custom_id=button["custom_id"])
    assert r.ephemeral, r.response
    page = r.message
    frames = await page_through(fake, user, page)
    jump = component(page, "cr:rph:")
    if jump is not None:  # more than one finished hand: the last one too
        last = jump["options"][-1]["value"]
        r = await fake.select(user, page, custom_id=jump["custom_id"], values=[last])
        assert r.type == 7, r.response
        frames += await page_through(fake, user, r.message)
    return frames, whole


async def speak(fake: Any, bot: Any, admin: Any, channel: Any, language: str) -> None:
    """The server speaks ``language`` (``/config language``) and the admin too."""
    r = await fake.slash(admin, channel, "config language", language=language)
    assert r.ephemeral, r.response
    r = await fake.slash(admin, channel, "config my-language", language=language)
    assert r.ephemeral, r.response


async def play_a_match(
    fake: FakeDiscord,
    bot: CardroomBot,
    ch: FakeChannel,
    game: str,
    people: list[FakeUser],
    rng: random.Random,
) -> tuple[FakeThread, LiveTable, int]:
    """``people[0]`` opens a table of ``game`` in ``ch``, the others join, house rules are
    changed, basic computers fill the seats left, and everybody plays until the thread is
    archived (clicking by custom id): the thread, the table and how many moves people made."""
    host = people[0]
    r = await fake.slash(host, ch, "table create", game=game)
    assert not r.ephemeral, r.response
    thread = fake.threads(ch)[-1]
    for other in people[1:]:
        await lobby_click(fake, other, thread, "join")
    await set_house_rules(fake, host, thread, game)
    lobby = table_message(fake, thread)
    level = level_select(lobby)
    await fake.select(host, lobby, custom_id=level["custom_id"], values=["basic"])
    await fake.settle()
    t = bot.service.get(1)
    while any(s.empty for s in t.seats):
        await lobby_click(fake, host, thread, "addc")
    await lobby_click(fake, host, thread, "start")
    moves = 0
    while not thread.archived:
        await fake.settle()
        if thread.archived:
            break
        assert await take_turn(fake, thread, people, rng), "nobody can act"
        moves += 1
        assert moves < 4000, "the match does not end"
    return thread, t, moves


@pytest.mark.parametrize("language", ["cy", "bg", "ht"])
@pytest.mark.parametrize("game", GAMES)
async def test_a_full_match_speaks_the_tables_language(
    db_path: Path, game: str, language: str
) -> None:
    rng = random.Random(f"languages/{game}/{language}")
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice", permissions=Permissions(manage_guild=True))
        # Bob's language is Discord's where it has it (Bulgarian), else the server's.
        bob = fake.add_member(fake.guild, "bob")
        bob.locale = "bg" if language == "bg" else "en-GB"
        bot = make_bot(db_path, card_emojis=True)
        await fake.start(bot, sync=True)
        await speak(fake, bot, alice, ch, language)
        thread, t, moves = await play_a_match(fake, bot, ch, game, [alice, bob], rng)

        before = len(fake.sent_payloads())
        frames, sheet_file = await read_the_story(fake, alice, thread)
        assert frames >= 3, "the deal, a trick or turn and the result at least"
        # The computers are named in the language in the sheet and the replay, as at the table
        # (the scan below cannot tell: their stored names are taken out of the texts).
        story = " ".join(
            text for sp in fake.sent_payloads()[before:] for _, text in texts(sp.payload)
        )
        story += sheet_file or ""
        posted = [m.get("content") or "" for m in fake.messages(thread)]
        # The sheet's part of the result post (its result lines are the table's own).
        story_post = " ".join(p[p.index("📋") :] for p in posted if "📋" in p and "```" in p)
        assert story_post, "the result post's score sheet"
        for seat in t.seats:
            if seat.kind == "computer":
                number = int(seat.name.split()[-1])
                for text in (story, story_post):
                    assert seat.name not in text, f"{seat.name} in a {language} story"
                    assert tr(language)("seat-computer-name", number=number) in text

        # People's names are nobody's language (computers are named in it: not taken out).
        names = [s.name for s in t.seats if s.kind != "computer"] + ["alice", "bob", "cards"]
        found: dict[str, set[str]] = {}
        shown = sheets = replays = 0
        for sp in fake.sent_payloads():
            for what, text in texts(sp.payload):
                shown += 1
                sheets += "```" in text and "📋" in text
                replays += "```\n── " in text
                assert len(text) <= LIMITS[what], f"{what} over Discord's limit: {text!r}"
                english = english_in(text, language, names)
                if english:
                    found.setdefault(text, english)
        if sheet_file is not None:
            english = english_in(sheet_file, language, names)
            if english:
                found.setdefault(sheet_file, english)
        assert shown > moves
        assert sheets and replays >= frames, "the score sheet and the replay pages were scanned"
        assert not found, f"English in a {language} table:\n" + "\n".join(
            f"{sorted(w)}: {text[:200]!r}" for text, w in list(found.items())[:40]
        )
