"""Logging set-up: one format for the bot and discord.py.

Log lines name tables, seats and action *kinds* only.  They never carry a card of a hand (see
``action_kind``): logs are often shared when something goes wrong, and a hand in a log would be a
leak.
"""

from __future__ import annotations

import logging
import sys


def setup_logging(level: str = "INFO") -> None:
    """Log to stderr; discord.py's own chatter is kept at WARNING unless we debug."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s", "%Y-%m-%d %H:%M:%S")
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    if level != "DEBUG":
        logging.getLogger("discord").setLevel(logging.WARNING)


def action_kind(text: str) -> str:
    """The verb of an action text, safe to log (``play TH`` -> ``play``)."""
    return text.split(maxsplit=1)[0] if text.strip() else "?"
