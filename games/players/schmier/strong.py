"""``strong``: placeholder until the search lands."""

from games.players.schmier.basic import BasicPlayer


class StrongPlayer(BasicPlayer):
    level = "strong"
