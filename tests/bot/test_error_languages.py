"""Refusals in the person's language (issue 14): every ``TableError`` the bot raises names a
catalogue message (scanned), an unknown one is caught, every message formats in every language
within Discord's limit, and refusals reach people through the Discord double in Welsh (their
own choice), Bulgarian (their Discord locale), the server's language, or English."""

from __future__ import annotations

import ast
import logging
import random
from pathlib import Path
from typing import Any

import discord
import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot.bot import CardroomBot
from bot.exts.table.cog import opening_failed
from bot.i18n import LANGUAGES, LOCALES, tr
from bot.tables import lobby
from bot.tables.errors import Answer, Said, TableError, UnknownMessage
from bot.tables.servers import ServerSettings
from tests.bot.harness import action_choices, pick, said, table_seed
from tests.bot.players import table_message
from tests.bot.test_lobby_lifecycle import POST_ROUTE, inject, texts
from tests.bot.test_refusals import forged_click, next_draw, show_hand
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

ROOT = Path(__file__).resolve().parents[2]
RAISERS = {"TableError", "SaveFailed", "OutOfDate", "Answer"}
"""What ``bot/tables/errors.py`` makes from a catalogue key (its first argument)."""
LIMIT = 2000
"""Discord's limit on a message's content."""


# ----- every raiser names a catalogue message -------------------------------------------------


def english_ids() -> set[str]:
    ids: set[str] = set()
    for path in (LOCALES / "en").glob("*.ftl"):
        for entry in FluentResource(path.read_text("utf-8")).body:
            name = getattr(getattr(entry, "id", None), "name", None)
            if name and not name.startswith("-"):
                ids.add(name)
    return ids


def raiser_calls(source: str, filename: str) -> list[tuple[str, int, str | None]]:
    """Each ``TableError(...)`` (and subclass) call: where, and its key if it is a string
    constant (None: a literal built in code, a variable, or nothing)."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        if name not in RAISERS:
            continue
        first = node.args[0] if node.args else None
        key = first.value if isinstance(first, ast.Constant) else None
        found.append((filename, node.lineno, key if isinstance(key, str) else None))
    return found


def bad_raisers(sources: dict[str, str], known: set[str]) -> list[str]:
    out = []
    for filename, source in sources.items():
        for where, line, key in raiser_calls(source, filename):
            if key is None or key not in known:
                out.append(f"{where}:{line}: {key!r}")
    return out


def bot_sources() -> dict[str, str]:
    return {
        str(p.relative_to(ROOT)): p.read_text("utf-8")
        for p in sorted((ROOT / "bot").rglob("*.py"))
        if p.name != "errors.py" or p.parent.name != "tables"
    }


def test_every_refusal_in_the_bot_names_a_catalogue_message() -> None:
    sources = bot_sources()
    calls = [c for f, s in sources.items() for c in raiser_calls(s, f)]
    assert len(calls) > 60, "the scan finds the raisers"
    assert bad_raisers(sources, english_ids()) == []


def test_the_scan_catches_english_text_a_built_string_and_an_unknown_key() -> None:
    sample = (
        "raise TableError('The table is full.')\n"
        "raise TableError(f'Seat {n} is taken.')\n"
        "raise errors.SaveFailed(MESSAGE)\n"
        "raise OutOfDate('error-no-such-thing')\n"
        "raise TableError('error-table-full')\n"
    )
    assert bad_raisers({"x.py": sample}, english_ids()) == [
        "x.py:1: 'The table is full.'",
        "x.py:2: None",
        "x.py:3: None",
        "x.py:4: 'error-no-such-thing'",
    ]


def test_an_unknown_key_fails_in_the_tests_and_is_logged_in_production(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    assert TableError.strict, "tests/bot/conftest.py makes the tests strict"
    with pytest.raises(UnknownMessage, match="The table is full"):
        TableError("The table is full.")
    with pytest.raises(UnknownMessage, match="You took seat 2"):
        Answer("You took seat 2.")
    monkeypatch.setattr(TableError, "strict", False)
    caplog.set_level(logging.WARNING, logger="bot.tables.errors")
    exc = TableError("The table is full.")
    assert exc.text(tr("cy")) == "The table is full."
    assert "names no catalogue message: (text, not a key)" in caplog.text
    assert "full" not in caplog.text, "text is not logged: an engine's could name a card"
    TableError("error-no-such-message")
    assert "names no catalogue message: error-no-such-message" in caplog.text


# ----- every message, every language ------------------------------------------------------------

SAMPLES: dict[str, list[object]] = {
    "name": ["x" * 32],
    "names": ["x" * 32 + " or " + "y" * 32],
    "detail": ["d" * 400],
    "reason": ["r" * 400],
    "tables": [", ".join(["<#123456789012345678> (Twenty-Nine, playing)"] * 5)],
    "lobbies": [", ".join(["<#123456789012345678> (Twenty-Nine, lobby)"] * 5)],
    "games": ["Twenty-Nine, Schmier, Spades, Tonk"],
    "levels": ["Random, Basic, Strong"],
    "game": ["'x" + "y" * 98 + "'"],
    "doing": ["lobby", "playing"],
    "server": ["yes", "no"],
    "channel": ["<#123456789012345678>"],
    "permissions": ["**Create Public Threads**, **Send Messages in Threads**"],
    "thread": ["123456789012345678"],
    "id": ["123456"],
    "until": ["1767225600"],
    "seats": ["1, 2, 3, 4, 5, 6"],
    "status": ["503"],
}
NUMBERS = [0, 1, 2, 3, 6, 11, 100_000]


def error_ids() -> list[str]:
    ids = []
    for entry in FluentResource((LOCALES / "en" / "errors.ftl").read_text("utf-8")).body:
        name = getattr(getattr(entry, "id", None), "name", None)
        if name and not name.startswith("-"):
            ids.append(name)
    return ids


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_error_message_formats_in_every_language_within_discords_limit(
    language: str,
) -> None:
    from tests.i18n.test_catalogue import catalogue

    bundle = FluentBundle([language], use_isolating=False)
    for path in sorted((LOCALES / language).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text("utf-8")))
    placeholders = catalogue(LOCALES, language)
    problems = []
    for message_id in error_ids():
        names = sorted(placeholders[message_id])
        for n in NUMBERS:
            args = {name: SAMPLES.get(name, [n])[n % len(SAMPLES.get(name, [n]))] for name in names}
            value, errors = bundle.format_pattern(bundle.get_message(message_id).value, args)
            problems += [f"{message_id}: {e}" for e in errors]
            if len(value) > LIMIT:
                problems.append(f"{message_id}: {len(value)} characters")
    assert problems == []


def table(guild: int, thread: int | None, game: str, status: str = "lobby") -> Any:
    t = lobby.new_table(
        thread or 7, guild_id=guild, channel_id=2, host_id=10, host_name="alys", game=game,
        options={}, seats=4, turn_seconds=60, now=0.0,
    )  # fmt: skip
    t.row.thread_id, t.row.status = thread, status
    return t


def test_a_refusal_says_its_pieces_in_its_own_language() -> None:
    """The tables a cap refusal lists name their game and what they do in the person's
    language; English is as before."""
    tables = [table(1, 100, "twentynine"), table(1, None, "spades", "playing")]
    with pytest.raises(TableError) as refused:
        lobby.check_caps(tables, 1, 10, per_host=2, per_server=0)
    assert refused.value.message == (
        "You already host 2 open tables in this server (the limit is 2 per person): table #7 "
        "(Spades, playing), <#100> (Twenty-Nine, lobby). Start, finish or cancel one first."
    )
    welsh = refused.value.text(tr("cy"))
    assert "<#100> (Naw ar Hugain, lobi)" in welsh and "bwrdd #7 (Rhawiau, yn chwarae)" in welsh
    assert "Spades" not in welsh and "playing" not in welsh
    with pytest.raises(TableError) as refused:
        lobby.check_caps(tables, 1, 11, per_host=0, per_server=2)
    assert "лоби" in refused.value.text(tr("bg"))
    assert refused.value.message.endswith("Lobbies you can join: <#100> (Twenty-Nine, lobby).")


def test_whose_turn_joins_several_names_in_the_language() -> None:
    names = Said("error-list-or", names="alys", name=Said("error-seat-label", seat=3))
    exc = TableError("error-turn-of", names=names)
    assert exc.message == "It's alys or Seat 3's turn."
    assert exc.text(tr("cy")) == "Tro alys neu Sedd 3 yw hi."
    assert exc.text(tr("ht")) == "Se tou alys oswa Plas 3."


def test_opening_a_table_that_failed_is_answered_in_the_language() -> None:
    exc = TableError("error-table-ended")
    assert opening_failed(exc, "<#1>") == "I couldn't open the table: This table has ended."
    assert opening_failed(exc, "<#1>", tr("cy")) == (
        "Methais agor y bwrdd: Mae'r bwrdd hwn wedi dod i ben."
    )
    dropped = opening_failed(OSError(), "<#1>", tr("bg"))
    assert dropped.startswith("Не успях да открия масата: връзката с Discord прекъсна.")


# ----- through the Discord double ---------------------------------------------------------------


def person(fake: FakeDiscord, name: str, locale: str = "en-US") -> FakeUser:
    user = fake.add_member(fake.guild, name)
    user.locale = locale
    return user


async def test_lobby_refusals_in_welsh_bulgarian_and_english(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """Bob chose Welsh, Boris's Discord speaks Bulgarian, Carol's English: joining twice, not
    the host, a full table, each answered privately in that person's language."""
    boris = person(fake, "boris", "bg")
    carol = person(fake, "carol", "en-GB")
    bot.languages.people[bob.id] = "cy"
    await fake.slash(alice, channel, "table create", game="tonk", seats=3)
    thread = fake.threads(channel)[-1]
    r = await fake.click(bob, table_message(fake, thread), label="Join")
    assert said(r) == "Rydych chi wedi cymryd sedd 2."  # what the change did, in Welsh too
    r = await fake.click(bob, table_message(fake, thread), label="Join")
    assert r.ephemeral and r.content == "Rydych chi eisoes yn sedd 2."
    r = await fake.click(bob, table_message(fake, thread), label="Start")
    assert r.content == "Dim ond y gwesteiwr all ddechrau'r gêm."
    r = await fake.click(boris, table_message(fake, thread), label="Start")
    assert r.content == "Само домакинът може да започне играта."
    r = await fake.click(carol, table_message(fake, thread), label="Start")
    assert r.content == "Only the host can start the game."
    await fake.click(boris, table_message(fake, thread), label="Join")
    for user, full in (
        (carol, "The table is full."),
        (person(fake, "dai"), "The table is full."),
    ):
        r = await fake.click(user, table_message(fake, thread), label="Join")
        assert r.ephemeral and r.content == full
    bot.languages.people[carol.id] = "cy"
    r = await fake.click(carol, table_message(fake, thread), label="Join")
    assert r.content == "Mae'r bwrdd yn llawn."
    r = await fake.click(boris, table_message(fake, thread), label="Add computer")
    assert r.content == "Само домакинът може да добавя компютърни играчи."


async def test_a_servers_language_answers_who_chose_none(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    bot.service.servers.settings[fake.guild.id] = ServerSettings(language="ht")
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[-1]
    start = tr("ht")("button-start")  # the table speaks the server's language too
    r = await fake.click(bob, table_message(fake, thread), label=start)
    assert r.content == "Se sèlman òganizatè a ki ka kòmanse jwèt la."
    bot.languages.people[bob.id] = "en"
    r = await fake.click(bob, table_message(fake, thread), label=start)
    assert r.content == "Only the host can start the game."


async def test_a_commands_refusal_is_in_the_persons_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """The app commands' error seam (``bot.exts.errors``) and the cog's own answers."""
    bot.languages.people[alice.id] = "cy"
    r = await fake.slash(alice, channel, "table leave")
    assert (
        r.ephemeral and r.content == "Does dim bwrdd yma. Defnyddiwch hwn y tu mewn i edefyn bwrdd."
    )
    r = await fake.slash(alice, channel, "table cancel")
    assert r.content == "Defnyddiwch `/table cancel` y tu mewn i edefyn y bwrdd."
    r = await fake.slash(bob, channel, "table cancel")
    assert r.content == "Use `/table cancel` inside the table's thread."


async def test_not_your_turn_in_bulgarian_by_name(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bob: FakeUser,
    bot: CardroomBot,
) -> None:
    """The person out of turn reads whose turn it is in their Discord's Bulgarian; the
    other in English."""
    table_seed(monkeypatch, 3)
    alice.locale = "bg"
    await fake.slash(alice, channel, "table create", game="tonk", seats=2)
    thread = fake.threads(channel)[-1]
    await fake.click(bob, table_message(fake, thread), label="Join")
    await fake.click(alice, table_message(fake, thread), label="Start")
    await fake.settle()
    t = bot.service.tables[1]
    on_turn = alice if t.seat_of(alice.id) in t.match.to_act else bob
    other = bob if on_turn is alice else alice
    hand = await show_hand(fake, thread, on_turn)
    moves = action_choices(hand)
    assert moves, hand.get("content")
    record = await bot.store.actions(1)
    r = await forged_click(fake, other, thread, hand, moves[0][1], pick(moves[0], random.Random(1)))
    expected = {alice: "Ред е на bob.", bob: "It's alice's turn."}[other]
    assert r.ephemeral and r.content == expected
    assert await bot.store.actions(1) == record


async def test_out_of_date_and_already_done_in_welsh(
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
) -> None:
    """Two copies of alice's hand at one turn: she draws from the second; the first's other
    draw is out of date (its message becomes her hand, with the note in Welsh), its same draw
    is already done (in Welsh)."""
    table_seed(monkeypatch, 3)
    bot.languages.people[alice.id] = "cy"
    rng = random.Random(1)
    await fake.slash(alice, channel, "table create", game="tonk", seats=2)
    thread = fake.threads(channel)[-1]
    await bot.service.set_option(1, alice.id, "hands", 20)
    await bot.service.add_computer(1, alice.id)
    await bot.service.start(1, alice.id)
    await next_draw(fake, bot, thread, rng)
    first = await show_hand(fake, thread, alice)
    fake.expire_tokens()
    second = await show_hand(fake, thread, alice)
    draws = {c[1]["custom_id"].rsplit(":", 1)[-1]: c for c in action_choices(second)}
    assert {"draw stock", "draw discard"} <= set(draws), sorted(draws)
    r = await fake.click(alice, second, custom_id=draws["draw stock"][1]["custom_id"])
    assert r.type == 7
    stock = next(c for c in action_choices(first) if c[1]["custom_id"].endswith(":draw stock"))
    r = await fake.click(alice, first, custom_id=stock[1]["custom_id"])
    assert r.type == 4 and r.content == "Wedi'i wneud eisoes: cyfrifwyd eich clic cyntaf."
    discard = next(c for c in action_choices(first) if c[1]["custom_id"].endswith(":draw discard"))
    r = await fake.click(alice, first, custom_id=discard[1]["custom_id"])
    assert r.type == 7 and r.ephemeral
    assert "Roedd y neges honno'n hen: roedd y bwrdd wedi symud ymlaen" in r.content
    assert "out of date" not in r.content


def test_discord_faults_are_named_for_the_answer_in_the_language() -> None:
    """A Discord refusal of the thread (5xx or not): the answer's frame in the language."""

    class Response:
        status = 503
        reason = "Service Unavailable"

    exc = discord.HTTPException(Response(), {"code": 0, "message": "x"})  # type: ignore[arg-type]
    assert opening_failed(exc, "<#1>") == (
        "I couldn't open the table: Discord is having trouble (error 503). Nothing was "
        "opened; try again in a minute."
    )
    assert "(gwall 503)" in opening_failed(exc, "<#1>", tr("cy"))


async def test_what_a_change_did_is_said_in_the_persons_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bob: FakeUser, bot: CardroomBot
) -> None:
    """The answers of the rules layer (``Answer``): a seat taken, the computers' level, a
    computer seated, a seat left, a lobby cancelled; English for who chose none."""
    bot.languages.people[alice.id] = "cy"
    bob.locale = "bg"
    await fake.slash(alice, channel, "table create", game="tonk", seats=3)
    thread = fake.threads(channel)[-1]
    r = await fake.click(bob, table_message(fake, thread), label="Join")
    assert said(r) == "Заехте място 2."
    r = await fake.click(alice, table_message(fake, thread), label="Add computer")
    assert said(r) == "Mae cyfrifiadur (cryf) wedi cymryd sedd 3."
    r = await fake.slash(bob, thread, "table leave")
    assert r.ephemeral and r.content == "Напуснахте място 2."
    r = await fake.click(alice, table_message(fake, thread), label="Cancel")
    assert said(r) == "Mae'r bwrdd wedi'i ganslo."


async def test_a_table_that_could_not_open_is_answered_in_the_persons_language(
    fake: FakeDiscord, channel: FakeChannel, alice: FakeUser, bot: CardroomBot
) -> None:
    """Discord fails to post the lobby: the answer to ``/table create`` is the Welsh person's;
    the line in the thread is the table's (English here)."""
    bot.languages.people[alice.id] = "cy"
    inject(fake, "503", POST_ROUTE)
    r = await fake.slash(alice, channel, "table create", game="tonk")
    assert r.content == (
        "Methais agor y bwrdd: mae Discord yn cael trafferth (gwall 503). Agorwyd dim byd; "
        "rhowch gynnig arall arni ymhen munud."
    )
    (thread,) = fake.threads(channel)
    assert texts(fake, thread) == [
        "This table could not be opened (see the answer to `/table create` in the channel). "
        "Use `/table create` again."
    ]
