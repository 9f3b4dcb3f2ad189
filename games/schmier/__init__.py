"""Schmier (RULES.md §2): six seats, three teams of two (or two of three), 53 cards.

View keys beyond the common ones (``Match.view``):

- ``tricks_won``: per **seat**; ``game_values``: captured card values per **team** so far;
- ``awards``: the points decided so far this hand (``high``/``low`` when the trump A/2 is
  played, ``right``/``left``/``joker`` when their trick is won), team indexes;
- ``stock_size``; ``discard_counts``: per seat, ``None`` until the seat has discarded;
- ``discarded`` / ``drawn``: the seat's own discards and the cards it drew from the stock (the
  dealer: the whole pickup); ``None`` in the public view;
- ``discard_rule``: for the seat that must discard now, ``{"min", "max", "must", "may",
  "dealer"}`` (a legal discard is ``must`` plus ``min..max`` minus ``len(must)`` cards of
  ``may``); otherwise ``None``;
- ``dealer_trump_discards``: ``None`` until the dealer discards; then the trumps the dealer
  discarded if ``show_dealer_trump_discards`` (``[]`` otherwise or if none).

Choices where RULES.md is silent are in docs/rules/schmier.md.

``SchmierMatch.discard_constraints(seat)`` gives the same rule as ``discard_rule`` to code that
holds the match.
"""

from games.schmier.match import SchmierMatch
from games.schmier.options import Options
from games.schmier.view import SchmierView

MATCH = SchmierMatch

__all__ = ["MATCH", "Options", "SchmierMatch", "SchmierView"]
