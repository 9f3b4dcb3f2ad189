"""A refusal (``TableError``) is answered in one place for every component kind and every app
command (``bot.components.base.refuse``, reached through ``Component.callback`` and the command
tree's error handler), privately, with its message; any other error of a command is still the
command tree's, logged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.bot import CardroomBot
from bot.components import base
from bot.tables.errors import TableError
from tests.bot.harness import make_bot
from tests.bot.players import table_message
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL


@pytest.fixture
def refusals(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The messages of the refusals answered through the one seam, in order."""
    seen: list[str] = []
    real = base.refuse

    async def counted(interaction: Any, exc: TableError) -> None:
        seen.append(exc.message)
        await real(interaction, exc)

    monkeypatch.setattr(base, "refuse", counted)
    return seen


async def test_components_and_commands_refuse_through_one_seam(
    db_path: Path, refusals: list[str], fake: FakeDiscord, channel: FakeChannel
) -> None:
    alice, bob, carol = (fake.add_member(fake.guild, n) for n in ("alice", "bob", "carol"))
    await fake.start(make_bot(db_path))

    def refused(r: Any, text: str) -> None:
        """``r`` was answered through the seam (once), privately, with its message."""
        assert r.ephemeral and r.content == refusals[-1], (r.content, refusals)
        assert text in r.content
        answered.append(r.content)

    answered: list[str] = []
    refused(await fake.slash(carol, channel, "table hand"), "There's no table here.")
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[0]
    refused(await fake.slash(bob, thread, "table hand"), "hasn't started")
    refused(await fake.slash(carol, channel, "table status"), "There's no table here.")
    refused(await fake.slash(carol, thread, "table leave"), "")
    refused(await fake.slash(bob, thread, "table cancel"), "Only the host")
    lobby = table_message(fake, thread)
    refused(await fake.click(carol, lobby, label="Start"), "Only the host can start")
    await fake.click(bob, lobby, label="Join")
    refused(await fake.click(bob, lobby, label="Join"), "already in seat 2")
    refused(await fake.select(bob, lobby, custom_id="cr:level:1", values=["basic"]), "host")
    for _ in range(2):
        await fake.click(alice, lobby, label="Add computer")
    await fake.click(alice, lobby, label="Start")
    await fake.settle()
    msg = table_message(fake, thread)
    refused(await fake.click(carol, msg, label="Show hand"), "You're not seated")
    assert answered == refusals, "each refusal answered once, through the seam"


async def test_an_unexpected_error_of_a_command_is_logged(
    refusals: list[str],
    monkeypatch: pytest.MonkeyPatch,
    fake: FakeDiscord,
    channel: FakeChannel,
    alice: FakeUser,
    bot: CardroomBot,
) -> None:
    """Not a refusal: nothing is answered in its name, and the command tree logs it."""
    await fake.slash(alice, channel, "table create", game="spades")
    thread = fake.threads(channel)[0]

    async def broken(*args: Any) -> Any:
        raise RuntimeError("a bug")

    monkeypatch.setattr(bot.service, "public_snapshot", broken)
    with fake.expect_errors() as logged, fake.allow_unanswered():
        r = await fake.slash(alice, thread, "table status")
    assert r.response is None
    assert any("table" in line and "status" in line for line in logged), logged
    assert refusals == []
