"""One bot process per database: an exclusive ``flock`` on a lock file beside it.

Two bots on one database would both run the turn timers and the computers and both post, and
each would allocate the same table ids.  The lock is held for the life of the process and the
operating system releases it however the process ends (``kill -9`` and a power cut included),
so a crashed bot never leaves a stale lock behind.  Readers that do not run tables (``python -m
bot backup``, ``health``) do not take it.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from pathlib import Path
from typing import IO


class DatabaseInUse(Exception):
    """Another process holds the database's lock; the message is the line to print."""


def lock_path(database: Path) -> Path:
    """``data/cardroom.db`` -> ``data/cardroom.db.lock``."""
    return database.with_name(database.name + ".lock")


class DatabaseLock:
    """Held from ``acquire`` to ``release`` (or the end of the process)."""

    def __init__(self, file: IO[str], path: Path) -> None:
        self._file: IO[str] | None = file
        self.path = path

    @classmethod
    def acquire(cls, database: Path) -> DatabaseLock:
        """Take the lock of ``database`` (its folder must exist) or raise ``DatabaseInUse``
        naming the process that holds it.  ``OSError`` if the lock file cannot be written."""
        path = lock_path(database)
        file = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - held for the process's life
        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            file.seek(0)
            holder = file.read().strip() or "unknown"
            file.close()
            raise DatabaseInUse(
                f"another Cardroom (pid {holder}) is running on {database}: stop it first "
                "(one bot per database), or set DATABASE_PATH to another database"
            ) from None
        except BaseException:
            file.close()
            raise
        # The pid is for the message above only: the lock itself is the flock.
        file.seek(0)
        file.truncate()
        file.write(f"{os.getpid()}\n")
        file.flush()
        return cls(file, path)

    def release(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
            self._file.close()
            self._file = None
