"""Spades computer players: ``basic`` (rules) and ``strong`` (PIMC search).

Both are built only from the seat's view and the legal actions (``games.players.base``); see
docs/ai/spades.md for the design and the measured strength and speed.
"""

from games.players.spades.basic import BasicPlayer
from games.players.spades.strong import StrongPlayer

LEVELS = {"basic": BasicPlayer, "strong": StrongPlayer}

__all__ = ["LEVELS", "BasicPlayer", "StrongPlayer"]
