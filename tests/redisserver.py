"""A throwaway Redis server for the tests that need one (``CARDROOM_TEST_REDIS``).

``CARDROOM_TEST_REDIS=1``: start ``redis-server`` (Debian's ``redis-server`` package) on a free
port of 127.0.0.1 only, with nothing saved to disk, for the test session; it is stopped at the
end.  ``CARDROOM_TEST_REDIS=redis://host:port``: use that server instead.  Each test gets a
database number or a key prefix of its own from ``Server.next_url`` (a server has 16 numbered
databases; the number wraps, so a test flushes what it uses with ``FLUSHDB`` before it starts).

Without the variable the tests marked ``needs_redis`` are deselected (counted as such, never
passed); CI installs the package and sets it (``.ci/run``).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

VARIABLE = "CARDROOM_TEST_REDIS"

NEEDS = (
    f"set {VARIABLE}=1 (a throwaway server: Debian's redis-server package, `apt-get install "
    f"redis-server`) or {VARIABLE}=redis://host:port (a server the tests may flush)"
)

DATABASES = 16
"""Redis's default number of numbered databases."""


def wanted() -> str | None:
    """The variable's value (None or empty: the tests that need Redis are not run)."""
    value = os.environ.get(VARIABLE, "").strip()
    return value or None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """A running test Redis: ``url`` (database 0) and ``next_url`` (a numbered database)."""

    def __init__(self, url: str, process: subprocess.Popen[bytes] | None = None) -> None:
        self.url = url.rstrip("/")
        self.process = process
        self.folder: Path | None = None
        self._numbers = itertools.count(1)

    def next_url(self) -> str:
        """A numbered database of this server (1..15, then again from 1)."""
        base = self.url.rsplit("/", 1)[0] if self.url.count("/") > 2 else self.url
        return f"{base}/{1 + (next(self._numbers) - 1) % (DATABASES - 1)}"

    @classmethod
    def start(cls) -> Server:
        value = wanted()
        if value is None:
            raise RuntimeError(NEEDS)
        if value.startswith(("redis://", "rediss://", "unix://")):
            return cls(value)
        binary = shutil.which("redis-server") or "/usr/bin/redis-server"
        if not Path(binary).exists():
            raise RuntimeError(f"no redis-server found: {NEEDS}")
        port = free_port()
        folder = Path(tempfile.mkdtemp(prefix="cardroom-redis-"))
        process = subprocess.Popen(
            [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly",
             "no", "--dir", str(folder), "--databases", str(DATABASES)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        server = cls(f"redis://127.0.0.1:{port}/0", process)
        server.folder = folder
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if process.poll() is not None:
                break
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
                return server
            time.sleep(0.02)
        server.stop()
        raise RuntimeError("the test Redis did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(10)
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            self.process = None
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None
