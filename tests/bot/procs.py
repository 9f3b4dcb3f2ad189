"""Real bot processes for the lifecycle tests: ``python -m bot`` against a wire fake.

``BotProcess.start`` runs ``tests.bot.run_bot`` (``bot.__main__.main`` with discord.py
pointed at the fake's sockets) with a clean environment; ``attach`` lets the fake's users act on
it (the fake only needs a stand-in for the bot: everything goes over the wire).  The fake's
``settle()`` cannot see another process's tasks: tests wait on what the bot shows or writes
(``until``), with short polls and a bound.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.bot import intents
from bot.health import check, health_path

ROOT = Path(__file__).resolve().parents[2]
KEEP = ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT")


def bot_env(db: Path, **settings: str) -> dict[str, str]:
    """A clean environment: only the bot's settings (a test's own variables stay out)."""
    env = {k: v for k, v in os.environ.items() if k in KEEP}
    env.update(
        PYTHONPATH=str(ROOT),
        PYTHONUNBUFFERED="1",
        DISCORD_TOKEN="fake-token",
        DATABASE_PATH=str(db),
        TURN_SECONDS="600",
        COMPUTER_PAUSE="0",
        EDIT_INTERVAL="0",
        COMPUTER_PROCESSES="0",
        HEALTH_INTERVAL="0.05",
    )
    env.update(settings)
    return env


def closed_port() -> int:
    """A local port nobody listens on (connections are refused at once)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Done:
    status: int
    stdout: str
    stderr: str

    @property
    def lines(self) -> list[str]:
        return self.stderr.strip().splitlines()


class BotProcess:
    """One bot process; ``finish`` (or ``kill``) it, or the test's ``finally`` does."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc

    @classmethod
    async def start(
        cls, base: str, gateway: str, env: dict[str, str], cwd: Path, *args: str
    ) -> BotProcess:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.bot.run_bot",
            base,
            gateway,
            *args,
            cwd=cwd,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        return cls(proc)

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def running(self) -> bool:
        return self.proc.returncode is None

    def signal(self, sig: signal.Signals) -> None:
        self.proc.send_signal(sig)

    async def finish(self, timeout: float) -> Done:
        """Wait for the exit (at most ``timeout`` seconds) and collect its output."""
        out, err = await asyncio.wait_for(self.proc.communicate(), timeout)
        assert self.proc.returncode is not None
        return Done(self.proc.returncode, out.decode(), err.decode())

    async def kill(self) -> None:
        if self.running:
            self.proc.kill()
        await self.proc.communicate()


async def command(env: dict[str, str], cwd: Path, *args: str, timeout: float = 20) -> Done:
    """``python -m bot ARGS`` (health, backup) to the end."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *args,
        cwd=cwd,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.communicate()
    assert proc.returncode is not None
    return Done(proc.returncode, out.decode(), err.decode())


class RemoteBot:
    """Stands in for the bot in ``fake.bot`` while the real one runs in another process."""

    def __init__(self, process: BotProcess) -> None:
        self.process = process
        self.intents = intents()

    def is_closed(self) -> bool:
        return not self.process.running

    async def close(self) -> None:
        await self.process.kill()


def attach(fake: Any, process: BotProcess) -> None:
    """Let the fake's users act on ``process`` (over the wire: use ``settle=False``)."""
    fake.bot = RemoteBot(process)


async def until(
    cond: Callable[[], bool | Awaitable[bool]], what: str, timeout: float = 10.0
) -> None:
    """Poll ``cond`` every 20 ms until it holds; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        got = cond()
        if not isinstance(got, bool):
            got = await got
        if got:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        await asyncio.sleep(0.02)


async def until_connected(db: Path, process: BotProcess, timeout: float = 10.0) -> None:
    """Until the bot's heartbeat says connected (it is ready and serves interactions)."""

    def ok() -> bool:
        assert process.running, "the bot process exited"
        return check(health_path(db)).ok

    await until(ok, "the bot to connect", timeout)
