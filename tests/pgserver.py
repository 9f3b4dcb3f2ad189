"""A throwaway PostgreSQL server for the tests' PostgreSQL half (``CARDROOM_TEST_POSTGRES``).

``CARDROOM_TEST_POSTGRES=1``: ``initdb`` a cluster into a temporary folder and start it on a
free port of 127.0.0.1 only (its unix socket in that folder too), for the test session; it is
stopped and deleted at the end.  The binaries are found on ``PATH``, else in
``/usr/lib/postgresql/*/bin`` (Debian's ``postgresql`` package), else in ``CARDROOM_PG_BIN``.
``initdb`` and ``postgres`` refuse to run as root: as root the cluster runs as the ``postgres``
OS user (``runuser``; the package creates it) and the folder is given to that user.

``CARDROOM_TEST_POSTGRES=postgresql://user@host:port/db``: use that server instead (its user
may create databases).  Either way each test gets a database of its own (``new_database``).

The throwaway server runs with ``fsync=off``: it holds only test data, and flushing it would
make the suite slower without testing anything of Cardroom (the store still asks for
``synchronous_commit=on``, which is what it sets; what a server does with it is the server's).
"""

from __future__ import annotations

import asyncio
import contextlib
import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from typing import Any

VARIABLE = "CARDROOM_TEST_POSTGRES"

NEEDS = (
    f"set {VARIABLE}=1 (a throwaway server: Debian's postgresql package, `apt-get install "
    f"postgresql`) or {VARIABLE}=postgresql://user@host/db (a server whose user may create "
    "databases)"
)


def wanted() -> str | None:
    """The variable's value (None or empty: the PostgreSQL half is not run)."""
    value = os.environ.get(VARIABLE, "").strip()
    return value or None


def binaries() -> Path:
    """The folder of ``initdb`` and ``pg_ctl``."""
    own = os.environ.get("CARDROOM_PG_BIN")
    if own:
        return Path(own)
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    folders = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]))
    if not folders:
        raise RuntimeError(f"no PostgreSQL binaries (initdb) found: {NEEDS}")
    return Path(folders[-1])


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """A running test server: ``url`` of its maintenance database, and databases made in it."""

    def __init__(self, url: str, folder: Path | None = None, as_user: list[str] | None = None):
        self.url = url
        self.folder = folder
        self._as_user = as_user or []
        self._names = itertools.count(1)
        self.made: list[str] = []

    def database_url(self, name: str) -> str:
        base, _, _ = self.url.rpartition("/")
        return f"{base}/{name}"

    def next_name(self) -> str:
        name = f"cardroom_test_{os.getpid()}_{next(self._names)}"
        self.made.append(name)
        return name

    @classmethod
    def start(cls, *, fsync: bool = False) -> Server:
        """The server ``CARDROOM_TEST_POSTGRES`` names (``fsync``: a throwaway one that flushes
        its commits, as a real one does: for measurements, not tests)."""
        value = wanted()
        if value is None:
            raise RuntimeError(NEEDS)
        if value.startswith(("postgresql://", "postgres://")):
            return cls(value)
        bin_dir = binaries()
        folder = Path(tempfile.mkdtemp(prefix="cardroom-pg-"))
        as_user: list[str] = []
        if os.geteuid() == 0:
            owner = pwd.getpwnam("postgres")
            os.chown(folder, owner.pw_uid, owner.pw_gid)
            as_user = ["runuser", "-u", "postgres", "--"]
        data, log = folder / "data", folder / "log"
        port = free_port()
        run = [*as_user]
        subprocess.run(
            [*run, str(bin_dir / "initdb"), "-D", str(data), "-U", "cardroom", "-A", "trust",
             "-E", "UTF8", "--locale=C", "--no-sync"],
            check=True, capture_output=True,
        )  # fmt: skip
        options = f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} -c max_connections=200" + (
            "" if fsync else " -c fsync=off -c full_page_writes=off"
        )
        started = subprocess.run(
            [*run, str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(log),
             "-w", "-t", "60", "start"],
            capture_output=True, text=True,
        )  # fmt: skip
        if started.returncode != 0:
            text = log.read_text() if log.exists() else started.stderr
            shutil.rmtree(folder, ignore_errors=True)
            raise RuntimeError(f"the test PostgreSQL did not start: {text[-2000:]}")
        server = cls(f"postgresql://cardroom@127.0.0.1:{port}/postgres", folder, as_user)
        server._bin = bin_dir
        return server

    _bin: Path | None = None

    def stop(self) -> None:
        if self.folder is None or self._bin is None:
            return
        with contextlib.suppress(Exception):
            subprocess.run(
                [*self._as_user, str(self._bin / "pg_ctl"), "-D", str(self.folder / "data"),
                 "-m", "immediate", "-w", "stop"],
                check=False, capture_output=True, timeout=60,
            )  # fmt: skip
        # Every test's database is left in the server (dropping each costs more than it saves),
        # so the folder holds gigabytes by the session's end: removed by a process of its own
        # that outlives the session rather than in the last test's teardown (20 s).
        try:
            subprocess.Popen(
                ["rm", "-rf", "--", str(self.folder)],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                start_new_session=True,
            )  # fmt: skip
        except OSError:
            shutil.rmtree(self.folder, ignore_errors=True)
        self.folder = None


async def new_database(server: Server) -> str:
    """A new empty database in ``server``; its URL."""
    import asyncpg

    name = server.next_name()
    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return server.database_url(name)


async def drop_database(server: Server, url: str) -> None:
    """Drop a test's database (an outside server keeps nothing of the tests)."""
    import asyncpg

    name = url.rpartition("/")[2]
    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


def _now(coro: Any) -> Any:
    """Run ``coro`` on a loop of its own (a sync fixture, beside pytest-asyncio's loop)."""
    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(coro)
    finally:
        loop.close()


def new_database_now(server: Server) -> str:
    return str(_now(new_database(server)))


def drop_database_now(server: Server, url: str) -> None:
    _now(drop_database(server, url))
