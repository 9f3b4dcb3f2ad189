"""Computer players: they see exactly what their seat may see, never the match itself."""

from games.players.base import LEVELS, Player, choose_for, levels_for, make_player
from games.players.random_player import RandomPlayer

__all__ = ["LEVELS", "Player", "RandomPlayer", "choose_for", "levels_for", "make_player"]
