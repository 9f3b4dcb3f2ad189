"""Computer players: they see exactly what their seat may see, never the match itself."""

from games.players.base import Player, choose_for, make_player
from games.players.random_player import RandomPlayer

__all__ = ["Player", "RandomPlayer", "choose_for", "make_player"]
