"""A computer's name is read in the table's language wherever it reaches people (issue 14):
stored as ``Computer 2`` (records and leagues key on it), it is *Cyfrifiadur 2* at a Welsh
table in the lobby, the table message, the turn pings, the summaries, the result, the forfeit
question and line, and in the hand messages of the people playing with it."""

from __future__ import annotations

import random
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from discord import Permissions

from bot.i18n import tr
from bot.tables import moves
from tests.bot.harness import make_bot
from tests.bot.test_full_match_languages import play_a_match, speak, texts
from tests.bot.test_service import close_service, open_service
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.both_stores  # issue 16: on SQLite and on PostgreSQL

STORED = re.compile(r"\bComputer\b", re.I)
"""The stored name's word (a Welsh, Bulgarian or Creole text never writes it), the score sheet's
table and the replay pages included."""


@pytest.mark.parametrize("game", ["spades", "schmier", "twentynine", "tonk"])
async def test_a_welsh_table_with_computers_never_shows_their_stored_name(
    db_path: Path, game: str
) -> None:
    rng = random.Random(f"computer-names/{game}")
    async with FakeDiscord() as fake:
        ch = fake.add_text_channel(fake.guild, "cards")
        alice = fake.add_member(fake.guild, "alice", permissions=Permissions(manage_guild=True))
        bot = make_bot(db_path)
        await fake.start(bot, sync=True)
        await speak(fake, bot, alice, ch, "cy")
        _, t, _ = await play_a_match(fake, bot, ch, game, [alice], rng)
        assert next(s.name for s in t.seats if s.kind == "computer") == "Computer 1"
        found = [
            (sp.kind, text)
            for sp in fake.sent_payloads()
            for _, text in texts(sp.payload)
            if STORED.search(text)
        ]
        assert not found, "\n".join(f"{k}: {x[:300]!r}" for k, x in found[:30])
        said = "\n".join(text for sp in fake.sent_payloads() for _, text in texts(sp.payload))
        assert "Cyfrifiadur 1" in said


async def test_a_refusal_names_the_computer_it_waits_for_in_the_readers_language(
    tmp_path: Path,
) -> None:
    """ "It's Computer 2's turn": the refusal says the computer's name in the language it is
    said in (the name is a ``Said`` piece, ``Seat.said_name``), the stored name unchanged."""
    svc = await open_service(tmp_path / "db.sqlite")
    try:
        t = await svc.create(guild_id=1, channel_id=2, host_id=10, host_name="ann", game="tonk")
        await svc.add_computer(t.id, 10)
        await svc.add_computer(t.id, 10)
        assert [s.name for s in t.seats] == ["ann", "Computer 1", "Computer 2"]
        waiting = SimpleNamespace(to_act=(2, 0))
        exc = moves.whose_turn(t, waiting, 1, "")  # type: ignore[arg-type]
        assert exc.message == "It's Computer 2 or ann's turn."
        welsh = exc.text(tr("cy"))
        assert "Cyfrifiadur 2" in welsh and not STORED.search(welsh), welsh
        assert not STORED.search(exc.text(tr("bg"))) and not STORED.search(exc.text(tr("ht")))
    finally:
        await close_service(svc)
