"""Simulated players for the end-to-end tests: they click only what the bot rendered."""

from __future__ import annotations

import random
import re
import sqlite3
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr

from bot.bot import CardroomBot
from bot.db.migrations import MIGRATIONS
from bot.settings import Settings

CARD_RE = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC]\b")


def make_settings(db: Path | str, **overrides: Any) -> Settings:
    """The tests' settings on ``db``: a SQLite file, or a PostgreSQL URL (``DATABASE_URL``;
    the heartbeat then goes to a folder of its own)."""
    values: dict[str, Any] = {
        "discord_token": SecretStr("test-token"),
        "database_path": db if isinstance(db, Path) else heartbeat_folder(db) / "cardroom.db",
        "database_url": SecretStr(db) if isinstance(db, str) else None,
        "turn_seconds": 600,
        "computer_pause": 0,
        "edit_interval": 0,
        # Strong decisions in a thread: no worker processes to start in every test (the process
        # pool has its own tests in test_computers.py).
        "computer_processes": 0,
        # Text only unless a test asks for the card emojis (tests/bot/test_card_emojis.py and
        # the complete matches turn them on): other tests keep their requests and texts.
        "card_emojis": False,
    }
    values.update(overrides)
    return Settings(**values)


def heartbeat_folder(url: str) -> Path:
    """A temporary folder per PostgreSQL test database, for what goes beside DATABASE_PATH."""
    folder = Path(tempfile.gettempdir()) / "cardroom-pg-tests" / url.rpartition("/")[2]
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def change_rows(db: Path | str, *ops: tuple[str, tuple[Any, ...]]) -> None:
    """Change the stopped bot's database through its store (SQLite's or PostgreSQL's), in one
    transaction: what an older bot, or a stop at that moment, left behind."""
    from bot.db.open import open_store

    store = await open_store(db)
    try:
        await store.write(list(ops))
    finally:
        await store.close()


def make_bot(
    db: Path | str, *, clock: Callable[[], float] = time.time, **overrides: Any
) -> CardroomBot:
    return CardroomBot(make_settings(db, **overrides), clock=clock, guild_ready_timeout=0.01)


def components(message: dict[str, Any]) -> list[dict[str, Any]]:
    """Every component of a stored message (flattened)."""
    out = []
    for row in message.get("components") or []:
        out.extend(row.get("components") or [])
    return out


def buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in components(message) if c.get("type") == 2 and not c.get("disabled")]


def selects(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in components(message) if c.get("type") == 3 and not c.get("disabled")]


def action_choices(message: dict[str, Any]) -> list[tuple[str, dict[str, Any], list[str]]]:
    """What a hand message offers: ("click", button, []) or ("select", select, values)."""
    out: list[tuple[str, dict[str, Any], list[str]]] = []
    for b in buttons(message):
        if b["custom_id"].startswith("cr:act:"):
            out.append(("click", b, []))
    for s in selects(message):
        opts = [o["value"] for o in s.get("options", [])]
        out.append(("select", s, opts))
    return out


def pick(choice: tuple[str, dict[str, Any], list[str]], rng: random.Random) -> list[str]:
    kind, comp, opts = choice
    if kind == "click":
        return []
    lo = max(1, comp.get("min_values", 1))
    hi = comp.get("max_values", 1)
    n = rng.randint(lo, min(hi, len(opts)))
    return rng.sample(opts, n)


def said(r: Any) -> str | None:
    """What an answer told the person privately: its own text, or, for a click answered by
    updating the public message clicked (a lobby button), its private follow-up's."""
    if r.ephemeral or r.type != 7:
        return r.content  # type: ignore[no-any-return]
    private = [f for f in r.followups if f.get("flags", 0) & 64]
    return private[-1]["content"] if private else r.content  # type: ignore[no-any-return]


class FixedSeed:
    """Stands in for ``random.SystemRandom`` in ``TableService.start``: the deals of the table
    are the same at every run (a test that depends on them must not pass or fail by chance)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def randrange(self, stop: int) -> int:
        return self.seed % stop


def table_seed(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Every table started in the test gets the match seed ``seed``: the same deals (and the
    same first dealer) at every run, so a deal that ends a hand at once comes always or never."""
    monkeypatch.setattr(random, "SystemRandom", lambda: FixedSeed(seed))


def fail_the_first_end_commit(monkeypatch: pytest.MonkeyPatch, store: Any) -> list[list[Any]]:
    """The first commit that carries a step run inside its transaction (a table's end: the
    league and ledger steps) fails with a disk error; every other commit goes through.
    Returns the list the failed commit's operations are put in."""
    write, failed = store.write, []

    async def failing_write(ops: list[Any]) -> None:
        if not failed and any(callable(op) for op in ops):
            failed.append(ops)
            raise sqlite3.OperationalError("disk I/O error (simulated)")
        await write(ops)

    monkeypatch.setattr(store, "write", failing_write)
    return failed


def database_at(path: Path, schema: int) -> None:
    """A database made by the bot of ``schema`` (its first migrations), holding one Spades
    lobby (table 5) with nothing but the columns that schema requires: what a newer bot
    migrates forward."""
    conn = sqlite3.connect(path)
    conn.executescript(
        f"BEGIN;\n{''.join(MIGRATIONS[:schema])}\nPRAGMA user_version = {schema};\nCOMMIT;"
    )
    conn.execute(
        "INSERT INTO tables (id, guild_id, channel_id, host_id, game, seats, players, status, "
        "turn_seconds, created_at, updated_at) VALUES (5, 1, 2, 10, 'spades', 4, '[]', 'lobby', "
        "120, 0, 0)"
    )
    conn.commit()
    conn.close()
