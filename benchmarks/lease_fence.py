"""What the lease's fence costs a commit (``bot.db.lease``: one statement at the head of each
commit's script, in the same round trip): commits one after the other through the PostgreSQL
writer, without and with the fence, in alternating rounds of the same run, on a throwaway
server (``tests/pgserver.py``; fsync on as a real server, ``--no-fsync`` to see the statement's
own cost without the flush).  Prints the median time per commit of each and their ratio.

    python -m benchmarks.lease_fence [--statements 20] [--commits 200] [--rounds 8]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time

from bot.cluster import Shards
from bot.db.lease import Lease
from bot.db.postgres import PgStore

KV = "INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value"


async def per_commit(store: PgStore, commits: int, statements: int, tag: str) -> float:
    """Seconds per commit, each awaited before the next (a click's path)."""
    start = time.perf_counter()
    for i in range(commits):
        await store.write([(KV, (f"{tag}:{n}", str(i))) for n in range(statements)])
    return (time.perf_counter() - start) / commits


async def run(url: str, args: argparse.Namespace) -> None:
    lease = await Lease.take(url, Shards(2, (0,)))
    plain, fenced = await PgStore.open(url), await PgStore.open(url)
    lease.guard(fenced)
    try:
        await per_commit(plain, 20, args.statements, "warm-plain")
        await per_commit(fenced, 20, args.statements, "warm-fenced")
        times: dict[str, list[float]] = {"without": [], "with": []}
        for r in range(args.rounds):  # each first in every other round (the cache, the disk)
            order = [("without", plain), ("with", fenced)]
            for kind, store in order if r % 2 == 0 else order[::-1]:
                times[kind].append(await per_commit(store, args.commits, args.statements, kind))
        without, with_ = (statistics.median(times[k]) for k in ("without", "with"))
        print(f"{args.statements} statements a commit, {args.commits} commits x {args.rounds} "
              f"rounds, fsync {'off' if args.no_fsync else 'on'}")  # fmt: skip
        print(f"without the fence: {without * 1e6:8.0f} us a commit")
        print(f"with the fence:    {with_ * 1e6:8.0f} us a commit")
        print(f"ratio: {with_ / without:.3f} ({(with_ - without) * 1e6:+.0f} us)")
    finally:
        await plain.close()
        await fenced.close()
        await lease.release()


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--statements", type=int, default=20, help="statements a commit (20)")
    ap.add_argument("--commits", type=int, default=200, help="commits a round (200)")
    ap.add_argument("--rounds", type=int, default=8, help="rounds of each (8)")
    ap.add_argument("--no-fsync", action="store_true", help="a server that does not flush")
    ap.add_argument("--database-url", default=None, help="an empty database to use instead")
    args = ap.parse_args()
    if args.database_url is not None:
        await run(args.database_url, args)
        return
    from tests import pgserver

    os.environ.setdefault(pgserver.VARIABLE, "1")
    server = pgserver.Server.start(fsync=not args.no_fsync)
    try:
        url = await pgserver.new_database(server)
        store = await PgStore.open(url)  # the schema
        await store.close()
        await run(url, args)
    finally:
        server.stop()


if __name__ == "__main__":
    asyncio.run(main())
