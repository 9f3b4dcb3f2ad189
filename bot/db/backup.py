"""``python -m bot backup FILE``: a consistent copy of the database while the bot runs.

SQLite's online backup (``sqlite3.Connection.backup``) copies the database as one snapshot: in
WAL mode a reader never blocks the bot's commits, nor they it, and every move committed before
the copy began is in it.  The copy goes to ``FILE.tmp``, is checked (``PRAGMA quick_check``) and
only then renamed to ``FILE``, so ``FILE`` is never half a backup.  It is a plain one-file
database (no ``-wal``): restoring is copying it to ``DATABASE_PATH`` while the bot is stopped.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path


class BackupError(Exception):
    """The backup could not be made; the message is the line to print."""


@dataclass(frozen=True, slots=True)
class BackupReport:
    schema: int
    tables: int
    moves: int

    def line(self, dest: Path) -> str:
        return (
            f"backed up {self.tables} tables and {self.moves} moves (schema {self.schema}) "
            f"to {dest}"
        )


def backup(source: Path, dest: Path) -> BackupReport:
    """Copy ``source`` to ``dest`` (replaced if it exists) as one consistent snapshot."""
    if not source.is_file():
        raise BackupError(f"no database at {source}: set DATABASE_PATH to the bot's database")
    if dest.resolve() == source.resolve():
        raise BackupError(f"{dest} is the database itself: back it up to another file")
    tmp = dest.with_name(dest.name + ".tmp")
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    try:
        src = sqlite3.connect(source, timeout=10)  # reads only (it was checked to exist)
        try:
            out = sqlite3.connect(tmp)
            try:
                src.backup(out)  # all pages in one step: one snapshot
                out.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
                report = _check(out)
            finally:
                out.close()
        finally:
            src.close()
        os.replace(tmp, dest)
    except sqlite3.Error as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise BackupError(f"could not back up {source} to {dest}: {exc}") from None
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise BackupError(f"could not write the backup {dest}: {exc.strerror or exc}") from None
    return report


def _check(conn: sqlite3.Connection) -> BackupReport:
    """The copy opens and is sound; what it holds."""
    (status,) = conn.execute("PRAGMA quick_check").fetchone()
    if status != "ok":
        raise sqlite3.DatabaseError(f"the copy is damaged ({status})")
    (schema,) = conn.execute("PRAGMA user_version").fetchone()
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not {"tables", "actions"} <= names:
        raise sqlite3.DatabaseError("this is not a Cardroom database")
    (tables,) = conn.execute("SELECT COUNT(*) FROM tables").fetchone()
    (moves,) = conn.execute("SELECT COUNT(*) FROM actions").fetchone()
    return BackupReport(int(schema), int(tables), int(moves))
