"""Fixtures for the bot's tests: a fake Discord, a bot on a temporary database, helpers that act
only on what the bot rendered (as a user would)."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.bot import CardroomBot  # noqa: E402  (after the path)
from bot.tables.errors import TableError  # noqa: E402
from tests.bot.harness import make_bot  # noqa: E402
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser  # noqa: E402

# A refusal naming no catalogue message fails where it is raised (production logs it).
TableError.strict = True


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "cardroom.db"


# The fake-Discord set-up every end-to-end test shares: a guild with a "cards" text channel, the
# people alice and bob, and a bot started on the test's database.  Fixtures are set up in the
# order a test names them, so name `alice` and `bob` before `bot` (as Discord would have them
# as members when the bot connects).
@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as discord:
        yield discord


@pytest.fixture
def channel(fake: FakeDiscord) -> FakeChannel:
    return fake.add_text_channel(fake.guild, "cards")


@pytest.fixture
def alice(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "alice")


@pytest.fixture
def bob(fake: FakeDiscord) -> FakeUser:
    return fake.add_member(fake.guild, "bob")


@pytest.fixture
async def bot(fake: FakeDiscord, channel: FakeChannel, db_path: Path) -> CardroomBot:
    started = make_bot(db_path)
    await fake.start(started)
    return started
