"""Per-game parts of the public table message and of the hand summaries.

Each module exports ``score_lines(view, names)``, ``state_lines(view, names, faces)`` (the cards
it shows carry their emojis from ``faces``) and ``summary(result, deltas, view, names)``;
everything common (seats, trick, last trick, turn) is in ``bot.render.table``.  Only public
views and hand results reach these functions.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType


def renderer(game: str) -> ModuleType:
    return import_module(f"bot.render.games.{game}")
