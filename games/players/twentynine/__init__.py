"""Twenty-Nine computer players: ``basic`` (rules) and ``strong`` (PIMC search).

Both are built only from the seat's view and the legal actions (``games.players.base``); see
docs/ai/twentynine.md for the design and the measured strength and speed.
"""

from games.players.twentynine.basic import BasicPlayer
from games.players.twentynine.strong import ReferencePlayer, StrongPlayer

LEVELS = {"basic": BasicPlayer, "strong": StrongPlayer, "strong-ref": ReferencePlayer}
"""The levels; ``strong-ref`` is a pinned reference (``games.players.base.REFERENCE_SUFFIX``)."""

__all__ = ["LEVELS", "BasicPlayer", "ReferencePlayer", "StrongPlayer"]
