"""Logging set-up: one format for the bot and the libraries it uses.

Log lines name tables, seats and action *kinds* only.  They never carry a card of a hand (see
``action_kind``) or an interaction token: logs are often shared when something goes wrong, and a
hand in a log would be a leak, a token a way to edit that person's private messages.

Libraries are another matter: at DEBUG, discord.py logs every request (its URL holds the
interaction token, its body the hand) and every gateway event, and aiosqlite every statement
with its parameters (every deal).  So ``LOG_LEVEL`` sets only the bot's own loggers (``bot.*``);
the libraries' level is a separate setting (``LIBRARY_LOG_LEVEL``) that is never lower than INFO
unless asked for, with a warning in the log itself.
"""

from __future__ import annotations

import logging
import re
import sys
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


def setup_logging(level: str = "INFO", library_level: str = LIBRARY_DEFAULT) -> None:
    """Log to stderr: the bot's own loggers at ``level``, every other logger at
    ``library_level`` (through the root logger), whatever ``level`` says."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        RedactingFormatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s", "%Y-%m-%d %H:%M:%S")
    )
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
