"""Computer players: they see exactly what their seat may see, never the match itself."""

from games.players.base import (
    LEVELS,
    Player,
    choose_for,
    is_reference,
    levels_for,
    make_player,
    reference_levels,
)
from games.players.random_player import RandomPlayer

__all__ = [
    "LEVELS",
    "Player",
    "RandomPlayer",
    "choose_for",
    "is_reference",
    "levels_for",
    "make_player",
    "reference_levels",
]
