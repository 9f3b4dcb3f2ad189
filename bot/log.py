"""Logging set-up: one format for the bot and the libraries it uses.

Log lines name tables, seats and action *kinds* only.  They never carry a card of a hand (see
``action_kind``) or an interaction token: logs are often shared when something goes wrong, and a
hand in a log would be a leak, a token a way to edit that person's private messages.

Libraries are another matter: at DEBUG, discord.py logs every request (its URL holds the
interaction token, its body the hand) and every gateway event, and aiosqlite every statement
with its parameters (every deal).  So ``LOG_LEVEL`` sets only the bot's own loggers (``bot.*``);
the libraries' level is a separate setting (``LIBRARY_LOG_LEVEL``) that is never lower than INFO
unless asked for, with a warning in the log itself.

``LOG_FORMAT=json`` writes each line as one JSON object (``JsonFormatter``: time, level, logger,
message, the record's extra fields, the traceback), for log collectors; it redacts what the text
format redacts, and the extra fields too (the text format never shows them).
"""

from __future__ import annotations

import json
import logging
import re
import sys
from datetime import UTC, datetime
from typing import Any

OWN_LOGGERS = ("bot", "games")
"""The loggers ``LOG_LEVEL`` sets; everything else is a library's."""
LIBRARY_DEFAULT = "WARNING"
"""The libraries' default level (discord.py's INFO lines are about connecting and resuming)."""
PRIVATE_LEVELS = ("DEBUG",)
"""Library levels at which the log holds private cards and interaction tokens."""

log = logging.getLogger(__name__)

_CARD = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9TJQKA])[SHDC♠♥♦♣](?![A-Za-z0-9])")
_TOKEN_PATH = re.compile(r"(/(?:interactions|webhooks)/\d+/)[^/\s'\"]+")


def redact(text: str) -> str:
    """``text`` with every card (``TH``, ``10♥``) and every interaction or webhook token in a
    URL path replaced by a placeholder."""
    return _TOKEN_PATH.sub(r"\1<token>", _CARD.sub("<card>", text))


class RedactingFormatter(logging.Formatter):
    """The one log format; tracebacks are redacted (``redact``).

    Our own log lines are written to hold no card and no token, but an exception's text is
    not ours to write: an engine's refusal names cards ("you do not hold 10♥"), a library's
    error may quote a URL with a token.  Tracebacks keep everything else.
    """

    def formatException(self, ei: Any) -> str:
        return redact(super().formatException(ei))


_RECORD_FIELDS = frozenset(vars(logging.makeLogRecord({}))) | {"message", "asctime", "taskName"}
"""What every ``LogRecord`` carries; the rest of its attributes are a call's ``extra=``."""


def _plain(value: Any) -> Any:
    """An extra field as JSON: numbers, booleans and None as they are, text redacted, the rest
    as its redacted ``str`` (a list or an object may hold anything)."""
    if value is None or isinstance(value, bool | int | float):
        return value
    return redact(value if isinstance(value, str) else str(value))


class JsonFormatter(RedactingFormatter):
    """One JSON object a line: ``time`` (UTC, ISO 8601, milliseconds), ``level``, ``logger``,
    ``message``, each extra field by its name, and ``exception`` / ``stack`` when there are
    (redacted, as ``RedactingFormatter``'s)."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _RECORD_FIELDS and not key.startswith("_") and key not in entry:
                entry[key] = _plain(value)
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exception"] = redact(record.exc_text)
        if record.stack_info:
            entry["stack"] = redact(self.formatStack(record.stack_info))
        return json.dumps(entry, ensure_ascii=False)


def formatter(log_format: str = "text") -> logging.Formatter:
    """The formatter of ``LOG_FORMAT``: ``text`` (one readable line) or ``json``."""
    if log_format == "json":
        return JsonFormatter()
    return RedactingFormatter(
        "%(asctime)s %(levelname)-7s %(name)s: %(message)s", "%Y-%m-%d %H:%M:%S"
    )


def setup_logging(
    level: str = "INFO", library_level: str = LIBRARY_DEFAULT, log_format: str = "text"
) -> None:
    """Log to stderr: the bot's own loggers at ``level``, every other logger at
    ``library_level`` (through the root logger), whatever ``level`` says; each line as
    ``log_format`` says (``formatter``)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(formatter(log_format))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(library_level)
    # discord.py's logger is the one a reader of discord.py's docs would set: reset it too.
    logging.getLogger("discord").setLevel(logging.NOTSET)
    for name in OWN_LOGGERS:
        logging.getLogger(name).setLevel(level)
    # The warning below is shown even with LOG_LEVEL=ERROR: it is about what the log holds.
    log.setLevel(min(logging.getLevelName(level), logging.WARNING))
    if library_level in PRIVATE_LEVELS:
        log.warning(
            "LIBRARY_LOG_LEVEL=%s: the log will hold private cards and interaction tokens "
            "(discord.py and aiosqlite log every request and statement); share it with nobody "
            "and set it back when done",
            library_level,
        )


def action_kind(text: str) -> str:
    """The verb of an action text, safe to log (``play TH`` -> ``play``)."""
    return text.split(maxsplit=1)[0] if text.strip() else "?"
