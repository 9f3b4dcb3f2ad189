"""A decision's round trip through the computers' job queue (saq on Redis), on loopback.

    python benchmarks/queue_latency.py [--decisions 500] [--concurrent 8] [--url redis://...]

Starts a throwaway ``redis-server`` on 127.0.0.1 (unless ``--url``) and one
``python -m bot computers --processes 1`` worker, then asks ``QueueDecider`` for decisions of the
*Basic* Spades player (a tenth of a millisecond: what is left is the queue's cost), one at a time
and then ``--concurrent`` at a time.  Reports the round trip and the overhead (the round trip
less the worker's own measure of the decision), p50 and p99 in milliseconds, and one worker's
decisions per second when it is never idle.  Strong decisions
take 5-100 ms: the queue's overhead must be a small part of that, which a queue that polls every
half second (arq's default, saq's ``apply``) is not.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.remote_computers import QueueDecider  # noqa: E402
from games import new_match  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_redis() -> tuple[str, subprocess.Popen[bytes], Path]:
    binary = shutil.which("redis-server") or "/usr/bin/redis-server"
    port = free_port()
    folder = Path(tempfile.mkdtemp(prefix="cardroom-bench-redis-"))
    proc = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
         "--dir", str(folder)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    for _ in range(500):
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return f"redis://127.0.0.1:{port}/0", proc, folder
        except OSError:
            time.sleep(0.02)
    proc.kill()
    raise SystemExit("redis-server did not start")


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(values: list[float]) -> str:
    p50, p99 = quantile(values, 0.5) * 1000, quantile(values, 0.99) * 1000
    return f"p50 {p50:.2f} ms, p99 {p99:.2f} ms"


async def measure(url: str, decisions: int, concurrent: int) -> None:
    m = new_match("spades", seed=5)
    seat = m.to_act[0]
    view, legal = m.view(seat), [str(a) for a in m.legal_actions(seat)]
    decider = QueueDecider(url)
    try:
        await decider._ready()
        for _ in range(300):  # the worker's process starts
            await decider._count()
            if decider.workers:
                break
            await asyncio.sleep(0.1)
        # Warm up: the worker's first decision loads its players.
        for i in range(20):
            await decider.decide("spades", "basic", view, legal, f"w{i}", 1.0, 1.0, 30)

        async def one(i: int, trips: list[float], overheads: list[float]) -> None:
            start = time.perf_counter()
            decided = await decider.decide("spades", "basic", view, legal, f"s{i}", 1.0, 1.0, 30)
            trip = time.perf_counter() - start
            trips.append(trip)
            overheads.append(max(0.0, trip - decided.took))

        trips: list[float] = []
        overheads: list[float] = []
        for i in range(decisions):
            await one(i, trips, overheads)
        print(f"one at a time: n={len(trips)}, round trip {ms(trips)}; overhead {ms(overheads)}")
        trips, overheads = [], []
        started = time.perf_counter()
        sem = asyncio.Semaphore(concurrent)

        async def bounded(i: int) -> None:
            async with sem:
                await one(i, trips, overheads)

        await asyncio.gather(*(bounded(i) for i in range(decisions)))
        rate = decisions / (time.perf_counter() - started)
        # One worker takes them in turn: a round trip here is mostly the wait behind the others.
        print(f"{concurrent} at a time: n={len(trips)}, round trip {ms(trips)}; one worker "
              f"{rate:.0f} decisions/s ({1000 / rate:.2f} ms each)")  # fmt: skip
    finally:
        await decider.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--concurrent", type=int, default=8)
    parser.add_argument("--url", help="a Redis the benchmark may use (default: a throwaway one)")
    args = parser.parse_args()
    redis = folder = None
    url = args.url
    if url is None:
        url, redis, folder = start_redis()
    env = dict(os.environ, COMPUTER_QUEUE_URL=url, PYTHONPATH=str(ROOT), LOG_LEVEL="WARNING")
    worker = subprocess.Popen(
        [sys.executable, "-m", "bot", "computers", "--processes", "1"], env=env, cwd=ROOT
    )
    try:
        asyncio.run(measure(url, args.decisions, args.concurrent))
    finally:
        worker.terminate()
        worker.wait(10)
        if redis is not None:
            redis.terminate()
            redis.wait(10)
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
