"""Tonk computer players: ``basic`` (rules) and ``strong`` (search over sampled deals).

Both are built only from the seat's view and the legal actions (``games.players.base``); see
docs/ai/tonk.md for the design and the measured strength and speed.
"""

from games.players.tonk.basic import BasicPlayer
from games.players.tonk.strong import ReferencePlayer, StrongPlayer

LEVELS = {"basic": BasicPlayer, "strong": StrongPlayer, "strong-ref": ReferencePlayer}
"""The levels; ``strong-ref`` is a pinned reference for measurement, never offered to a table."""

__all__ = ["LEVELS", "BasicPlayer", "ReferencePlayer", "StrongPlayer"]
