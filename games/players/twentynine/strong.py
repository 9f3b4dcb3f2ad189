"""``strong``: placeholder until the search lands."""

from games.players.twentynine.basic import BasicPlayer


class StrongPlayer(BasicPlayer):
    level = "strong"
