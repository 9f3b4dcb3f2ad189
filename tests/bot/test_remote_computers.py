"""Strong computers on other machines (issue 16): a bot with ``COMPUTER_QUEUE_URL`` hands its
strong decisions to ``python -m bot computers`` workers through the job queue on a real Redis.

Real processes: the workers are started by the tests as an operator starts them; the bot runs on
the Discord double.  A worker killed (SIGKILL) mid-decision costs one retry, never a stuck
table; neither side's log at DEBUG holds a card of the views the jobs carry; a worker or a bot
that cannot reach the queue stops with one line.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from bot.db import Store
from bot.remote_computers import QueueDecider, RemoteDecisionFailed
from bot.tables import TableService
from games import new_match
from games.core import Deal
from tests.bot import test_log_privacy
from tests.bot.harness import make_bot, said
from tests.bot.players import play_until_closed, table_message
from tests.bot.procs import KEEP, bot_env, closed_port, command
from tests.bot.test_log_privacy import Capture, leaks
from tests.fakediscord import FakeDiscord, FakeUser

ROOT = Path(__file__).resolve().parents[2]
debug_log = test_log_privacy.debug_log
"""The bot's log as ``python -m bot`` sets it up at ``LOG_LEVEL=DEBUG``, captured (a fixture)."""
DECIDING = re.compile(r"computer worker (\d+): deciding job (\S+)")
DECIDED = re.compile(r"computer worker (\d+): decided job (\S+)")


class Worker:
    """One ``python -m bot computers --processes 1``, its log (DEBUG, libraries too) in a file."""

    def __init__(self, url: str, folder: Path, name: str, **env: str) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.log = folder / f"{name}.log"
        environ = {k: v for k, v in os.environ.items() if k in KEEP}
        environ.update(
            PYTHONPATH=str(ROOT),
            PYTHONUNBUFFERED="1",
            COMPUTER_QUEUE_URL=url,
            LOG_LEVEL="DEBUG",
            LIBRARY_LOG_LEVEL="DEBUG",
            **env,
        )
        with self.log.open("wb") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "bot", "computers", "--processes", "1"],
                cwd=folder,  # no .env of a developer's checkout
                env=environ,
                stdout=out,
                stderr=subprocess.STDOUT,
            )

    def text(self) -> str:
        return self.log.read_text(errors="replace")

    def lines(self) -> list[str]:
        return self.text().splitlines()

    def decided(self) -> list[str]:
        return [m.group(2) for m in DECIDED.finditer(self.text())]

    async def wait_for(self, pattern: re.Pattern[str], timeout: float = 60) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        while (found := pattern.search(self.text())) is None:
            assert self.proc.poll() is None, f"the worker exited:\n{self.text()[-2000:]}"
            assert time.monotonic() < deadline, f"no {pattern.pattern!r}:\n{self.text()[-2000:]}"
            await asyncio.sleep(0.05)
        return found

    async def ready(self) -> None:
        await self.wait_for(re.compile(r"computer worker \d+: serving"))

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode


class Killer(threading.Thread):
    """Kills ``worker``'s process with SIGKILL as soon as it starts its first decision (within
    its test delay); ``found``: the process, the job's key, and the table's moves by then."""

    def __init__(self, worker: Worker, db: Path) -> None:
        super().__init__(daemon=True)
        self.worker, self.db = worker, db
        self.found: tuple[int, str, int] | None = None

    def run(self) -> None:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            text = self.worker.text()
            decided = {m.group(2) for m in DECIDED.finditer(text)}
            thinking = [m for m in DECIDING.finditer(text) if m.group(2) not in decided]
            if thinking:
                pid, key = int(thinking[0].group(1)), thinking[0].group(2)
                os.kill(pid, signal.SIGKILL)
                with contextlib.closing(sqlite3.connect(self.db)) as conn:
                    [(moves,)] = conn.execute("SELECT COUNT(*) FROM actions WHERE table_id = 1")
                self.found = (pid, key, int(moves))
                return
            time.sleep(0.005)


async def strong_table(
    fake: FakeDiscord, bot: Any, alice: FakeUser, deadline: float | None = None
) -> Any:
    """A Twenty-Nine table of alice and three strong computers (the default), one game long;
    ``deadline``: the decisions' own (time enough for a retry: the deadline's basic fallback
    has tests of its own in test_timeouts.py)."""
    ch = fake.add_text_channel(fake.guild, "cards")
    await fake.start(bot)
    if deadline is not None:
        bot.service.computers.deadline = deadline
    await fake.slash(alice, ch, "table create", game="twentynine")
    thread = fake.threads(ch)[0]
    await bot.service.set_option(1, alice.id, "game_target", 1)
    for _ in range(3):
        await fake.click(alice, table_message(fake, thread), label="Add computer")
    r = await fake.click(alice, table_message(fake, thread), label="Start")
    assert said(r) == "The game is on."
    return thread


async def replayed(store: Store, table_id: int) -> int:
    """The table's record replays move by move, each at the next version (nothing played
    twice, nothing skipped); returns the computers' moves."""
    row = await store.table(table_id)
    assert row is not None and row.seed is not None
    deals = await store.deals(table_id)
    m = new_match(
        row.game,
        row.options,
        seats=row.seats,
        seed=row.seed,
        dealer=row.first_dealer,
        deals=[Deal.from_json(d.deal) for d in deals],
        auto_deal=False,
    )
    actions = await store.actions(table_id)
    assert [a.seq for a in actions] == sorted({a.seq for a in actions})
    for a in actions:
        m.apply(a.seat, a.action)  # raises on a move the position does not allow
    assert len({a.version for a in actions}) == len(actions), "a version played twice"
    return sum(a.source == "computer" for a in actions)


@pytest.mark.needs_redis
async def test_strong_computers_play_through_a_remote_worker(
    tmp_path: Path, redis_url: str, debug_log: Capture
) -> None:
    """Every strong decision of a whole table goes through the worker process (counted on its
    side, one log line per decision), none through the bot's own pool or threads; neither log
    at DEBUG (the worker's libraries at DEBUG too) names a card of the views it carried."""
    worker = Worker(redis_url, tmp_path / "workers", "a")
    try:
        await worker.ready()
        async with FakeDiscord() as fake:
            alice = fake.add_member(fake.guild, "alice")
            bot = make_bot(tmp_path / "cardroom.db", computer_queue_url=redis_url)
            thread = await strong_table(fake, bot, alice)
            assert await play_until_closed(fake, thread, [alice], random.Random(16)) > 0
            computers = bot.service.computers
            assert computers.pool is None, "no pool on the bot's machine"
            counts, planned = dict(computers.counts), sum(computers.load.steps.values())
            tokens = {i.token for i in fake.interactions}
    finally:
        status = worker.stop()
    assert status == 0, "SIGTERM stops the workers cleanly"
    decided = worker.decided()
    assert counts["remote"] > 5 and counts["remote"] == len(decided) == len(set(decided))
    assert planned == counts["remote"], "every strong decision planned went to the worker"
    assert counts.get("process", 0) == counts.get("thread", 0) == 0
    store = await Store.open(tmp_path / "cardroom.db")
    try:
        row = await store.table(1)
        assert row is not None and row.status == "finished"
        assert await replayed(store, 1) >= counts["remote"]
    finally:
        await store.close()
    # The logs: debug on at both ends, and no card (nor a token) in either.
    lines = worker.lines()
    assert any("DEBUG" in line and "deciding job" in line for line in lines)
    assert any(t.startswith("bot.") and "DEBUG" in t for t in debug_log.texts)
    found = leaks(lines, set()) + leaks(debug_log.texts, tokens)
    assert not found, "\n".join(found[:10])


@pytest.mark.needs_redis
async def test_a_worker_killed_mid_decision_costs_one_retry(
    tmp_path: Path, redis_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Two workers; one thinks slowly (a test-only delay before each decision) and is killed
    with SIGKILL while it holds a decision.  The bot sees its worker gone, hands the decision
    to a worker again, once, and the table plays on to its end; its record replays with every
    move once.  The killed worker's own process starts another in its place."""
    slow = Worker(redis_url, tmp_path / "workers", "slow", CARDROOM_TEST_DECISION_DELAY="1.0")
    quick = Worker(redis_url, tmp_path / "workers", "quick")
    try:
        await slow.ready()
        await quick.ready()
        async with FakeDiscord() as fake:
            alice = fake.add_member(fake.guild, "alice")
            bot = make_bot(tmp_path / "cardroom.db", computer_queue_url=redis_url)
            killer = Killer(slow, tmp_path / "cardroom.db")
            killer.start()  # a thread: the kill does not wait for the bot's busy event loop
            thread = await strong_table(fake, bot, alice, deadline=30)
            svc: TableService = bot.service
            await play_until_closed(fake, thread, [alice], random.Random(7))
            killer.join(5)
            assert killer.found is not None, "the slow worker never decided"
            pid, key, moves_then = killer.found
            decider: Any = svc.computers.decider
            retried, counts = decider.retried, dict(svc.computers.counts)
            assert thread.archived
        await slow.wait_for(re.compile(rf"computer worker {pid} exited \(-9\); starting another"))
    finally:
        slow.stop()
        quick.stop()
    # One retry for the killed worker's decision (a machine so busy that a live worker's info
    # expired would add one of its own: the first answer is taken, never a second).
    assert retried >= 1, "the killed worker's decision was handed again"
    assert key not in slow.decided(), "the killed worker never answered it"
    assert counts["remote"] <= len(slow.decided()) + len(quick.decided())
    warned = {r.getMessage() for r in caplog.records if "died mid-decision" in r.getMessage()}
    assert warned == {"a computer worker died mid-decision (attempt 1); handing it to another"}
    store = await Store.open(tmp_path / "cardroom.db")
    try:
        row = await store.table(1)
        assert row is not None and row.status == "finished"
        assert len(await store.actions(1)) > moves_then, "the table went on after the kill"
        assert await replayed(store, 1) >= counts["remote"]
    finally:
        await store.close()


# ----- a queue that cannot be reached: one line -------------------------------------------------


def one_line(done: Any, status: int, *words: str) -> None:
    assert done.status == status, (done.status, done.stderr)
    assert len(done.lines) == 1, done.stderr
    line = done.lines[0]
    assert line.startswith("cardroom: "), line
    for word in words:
        assert word in line, line
    assert "sekret" not in done.stdout + done.stderr, "the password is never printed"


async def test_a_worker_or_a_bot_that_cannot_reach_the_queue_stops_with_one_line(
    tmp_path: Path,
) -> None:
    """The worker without a queue, with a URL that is not Redis's, or with a Redis nobody
    answers at; and the bot with such a Redis (checked before Discord is reached)."""
    nowhere = f"redis://:sekret@127.0.0.1:{closed_port()}/0"
    env = {k: v for k, v in os.environ.items() if k in KEEP}
    env.update(PYTHONPATH=str(ROOT))
    unset, wrong, unreachable, bot = await asyncio.gather(
        command(env, tmp_path, "computers"),
        command({**env, "COMPUTER_QUEUE_URL": "http://sekret@example.invalid/"}, tmp_path,
                "computers"),
        command({**env, "COMPUTER_QUEUE_URL": nowhere}, tmp_path, "computers"),
        command(bot_env(tmp_path / "cardroom.db", COMPUTER_QUEUE_URL=nowhere), tmp_path),
    )  # fmt: skip
    one_line(unset, 2, "COMPUTER_QUEUE_URL is not set")
    one_line(wrong, 2, "COMPUTER_QUEUE_URL is not valid", "redis://")
    one_line(unreachable, 1, "cannot reach the computers' queue", "127.0.0.1", "COMPUTER_QUEUE_URL")
    one_line(bot, 1, "cannot reach the computers' queue", "127.0.0.1", "COMPUTER_QUEUE_URL")


@pytest.mark.needs_redis
async def test_a_decision_that_fails_on_its_worker_logs_no_card(
    tmp_path: Path, redis_url: str
) -> None:
    """A decision still thinking at its job's timeout (a test delay past it) fails on the
    worker: saq logs the failed job at ERROR, which would be the whole job, the seat's cards
    among its arguments; the worker's log names it by its key only, and the bot is told the
    decision failed (its computer then plays basic)."""
    worker = Worker(redis_url, tmp_path / "workers", "late", CARDROOM_TEST_DECISION_DELAY="3.5")
    decider = QueueDecider(redis_url)
    try:
        await worker.ready()
        m = new_match("tonk", seed=1)
        seat = m.to_act[0]
        view = m.view(seat)
        legal = [str(a) for a in m.legal_actions(seat)]
        with pytest.raises(RemoteDecisionFailed, match="the job ended failed"):
            await decider.decide("tonk", "strong", view, legal, "s", 1.0, 1.0, 30)
    finally:
        await decider.close()
        worker.stop()
    text = worker.text()
    assert "Error processing job Job<" in text, "saq logged the failed job"
    assert "kwargs" not in text and "'view'" not in text
    assert view["hand"] and not [card for card in view["hand"] if card in text.split()]
    assert not leaks(text.splitlines(), set())


WORKER_IMPORTS = """
import sys
from bot.__main__ import main  # what a spawned worker process imports first
from bot.computer_worker import decide_job
from games import new_match

class Job:
    key = "k"

m = new_match("spades", seed=5)
seat = m.to_act[0]
legal = [str(a) for a in m.legal_actions(seat)]
out = decide_job({"job": Job()}, game="spades", level="strong", view=m.view(seat), legal=legal,
                 seed="s", budget=1.0, effort=1.0, asked=0.0)
assert out["text"] in legal, out
print(" ".join(sorted({name.split(".")[0] for name in sys.modules})))
"""


def test_a_worker_imports_no_discord() -> None:
    """A worker process (the command's module, then a decision) imports the engines, the
    players and the queue, not discord.py nor the bot's storage."""
    env = {k: v for k, v in os.environ.items() if k in KEEP}
    env.update(PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", WORKER_IMPORTS], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    modules = set(done.stdout.split())
    assert {"games", "saq", "redis"} <= modules
    assert not modules & {"discord", "aiohttp", "aiosqlite", "asyncpg"}, modules
