"""The log at DEBUG holds no card, no hand and no interaction token (issue 10, privacy).

Whole matches of every game run through the fake Discord with the bot's logging set up as
``python -m bot`` does at ``LOG_LEVEL=DEBUG``; every record that reaches the root logger is then
searched for any of the 52 cards (as the games write them and as the bot shows them) and for
every interaction token the fake issued.  (discord.py's HTTP client logs every request's URL,
which holds the token, and its body, which holds the hand; aiosqlite logs every statement with
its parameters, the deals among them.)
"""

from __future__ import annotations

import io
import logging
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.log import setup_logging
from games.errors import IllegalAction
from tests.bot.harness import buttons, make_bot
from tests.bot.players import play_until_closed, table_message, take_turn
from tests.bot.test_games import open_table
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "T", "J", "Q", "K", "A")
CODES = [r + s for r in RANKS for s in "SHDC"]
"""Every card as the games write it (``TH``) and as some texts write it (``10H``)."""
PRETTY = [r + s for r in RANKS if r != "T" for s in "♠♥♦♣"]
"""Every card as ``bot/render/cards.py`` shows it (``10♥``)."""
CARD_RE = re.compile(
    r"(?<![A-Za-z0-9])(?:" + "|".join(map(re.escape, CODES + PRETTY)) + r")(?![A-Za-z0-9])"
)
LOGGERS = ("discord", "aiosqlite", "asyncio", "bot", "aiohttp")


class Capture(logging.Handler):
    """Every record that reaches the root logger's handlers, formatted with its traceback."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.texts: list[str] = []
        self.plain = logging.Formatter("%(name)s %(levelname)s %(message)s")

    def emit(self, record: logging.LogRecord) -> None:
        self.texts.append(self.plain.format(record))


@pytest.fixture
def debug_log() -> Iterator[Capture]:
    """The bot's logging as ``python -m bot`` sets it up with ``LOG_LEVEL=DEBUG``, captured;
    the logging configuration of the test run is put back afterwards."""
    root = logging.getLogger()
    saved = (root.level, root.handlers[:], {n: logging.getLogger(n).level for n in LOGGERS})
    capture = Capture()
    try:
        setup_logging("DEBUG")
        root.addHandler(capture)
        yield capture
    finally:
        root.setLevel(saved[0])
        root.handlers[:] = saved[1]
        for name, level in saved[2].items():
            logging.getLogger(name).setLevel(level)


def leaks(texts: list[str], tokens: set[str]) -> list[str]:
    """The log texts that name a card or hold a token (shortened, for the failure message)."""
    out = []
    for text in texts:
        card = CARD_RE.search(text)
        token = next((t for t in tokens if t in text), None)
        if card or token:
            what = f"card {card.group(0)}" if card else "an interaction token"
            out.append(f"{what}: {text[:300]}")
    return out


async def test_debug_log_holds_no_card_and_no_token(db_path: Path, debug_log: Capture) -> None:
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        bob = fake.add_member(fake.guild, "bob")
        bot = make_bot(db_path)
        await fake.start(bot, sync=True)
        for game in ("spades", "schmier", "twentynine", "tonk"):
            thread = await open_table(fake, game, [alice, bob], ch)
            moves = await play_until_closed(fake, thread, [alice, bob], random.Random(game))
            assert moves > 0 and thread.archived
        tokens = {i.token for i in fake.interactions}
    assert len(tokens) > 100
    assert any(t.startswith("bot.") and "DEBUG" in t for t in debug_log.texts), "debug is on"
    found = leaks(debug_log.texts, tokens | {"test-token", "fake-token"})
    assert not found, f"{len(found)} log records leak:\n" + "\n".join(found[:10])


async def card_button(fake: FakeDiscord, thread: object, alice: object) -> tuple[dict, dict]:
    """Play on until Alice's hand offers a card button; return her hand message and it."""
    rng = random.Random("card button")
    for _ in range(200):
        table = table_message(fake, thread)
        if f"<@{alice.id}>" in (table.get("content") or ""):  # type: ignore[attr-defined]
            hand = (await fake.click(alice, table, label="Show hand")).message
            assert hand is not None
            for b in buttons(hand):
                if b["custom_id"].startswith("cr:act:") and CARD_RE.fullmatch(b["label"]):
                    return hand, b
        assert await take_turn(fake, thread, [alice], rng)
    raise AssertionError("Alice is never offered a card button")


async def test_a_failed_click_on_a_card_logs_no_card(db_path: Path, debug_log: Capture) -> None:
    """A handler that fails (here: the interaction is gone when the bot answers) is logged by
    discord.py at ERROR with the item it was clicked on: the item names no card."""
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice")
        await fake.start(make_bot(db_path))
        thread = await open_table(fake, "spades", [alice], ch)
        hand, button = await card_button(fake, thread, alice)
        fake.inject_failure(r"POST /interactions/", 404, code=10062, message="Unknown interaction")
        with fake.expect_errors() as seen, fake.allow_unanswered():
            await fake.click(alice, hand, custom_id=button["custom_id"])
        tokens = {i.token for i in fake.interactions}
    assert any("Ignoring exception" in e for e in seen), seen
    found = leaks(debug_log.texts, tokens)
    assert not found, "\n".join(found)


def test_tracebacks_are_redacted(debug_log: Capture) -> None:
    """An exception's text is not ours to write: the log's format redacts cards and tokens in
    tracebacks (an engine refusal, a library error quoting a URL)."""
    handler = logging.getLogger().handlers[0]  # the one setup_logging installed
    assert isinstance(handler, logging.StreamHandler)
    out = io.StringIO()
    handler.setStream(out)
    try:
        raise IllegalAction("you do not hold TH or 10♥ (POST /webhooks/1/tok-en/messages)")
    except IllegalAction:
        logging.getLogger("bot.test").exception("table 1: failed")
    err = out.getvalue()
    assert "table 1: failed" in err and "you do not hold <card> or <card>" in err, err
    assert "TH" not in err and "10♥" not in err and "tok-en" not in err, err


def test_library_debug_only_when_asked_with_a_warning(debug_log: Capture) -> None:
    """``LOG_LEVEL=DEBUG`` leaves the libraries at WARNING; ``LIBRARY_LOG_LEVEL=DEBUG`` opens
    them, and the log says first what it will then hold (even with ``LOG_LEVEL=ERROR``)."""
    assert logging.getLogger("discord.http").getEffectiveLevel() == logging.WARNING
    assert logging.getLogger("aiosqlite").getEffectiveLevel() == logging.WARNING
    assert logging.getLogger("bot.tables.service").getEffectiveLevel() == logging.DEBUG
    warned = Capture()
    logging.getLogger("bot.log").addHandler(warned)
    try:
        setup_logging("ERROR", "DEBUG")
    finally:
        logging.getLogger("bot.log").removeHandler(warned)
    assert logging.getLogger("discord.http").getEffectiveLevel() == logging.DEBUG
    assert logging.getLogger("bot.tables.service").getEffectiveLevel() == logging.ERROR
    assert any("private cards and interaction tokens" in t for t in warned.texts), warned.texts
