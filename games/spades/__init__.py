"""Spades (RULES.md §3): four seats, partners opposite (teams {0,2} and {1,3}), 52 cards.

Phases: ``bid`` → ``exchange`` (only after a blind nil, or a nil with ``nil_exchange_cards``)
→ ``play``.  ``look`` is accepted from any seat at any time during a hand.

View keys beyond the common ones (``Match.view``):

- ``hand``: the seat's cards (spades, hearts, diamonds, clubs; high to low), or ``None`` until
  the seat has looked (``look``, or its turn in an exchange) and in the public view;
- ``looked``: whether this seat has looked (``None`` in the public view; private to the seat);
- ``hand_sizes`` per seat; ``bids`` per seat (``None`` before bidding, ``"nil"``, ``"blind"`` or
  a number);
- ``exchange``: ``{"giver", "receiver", "cards"}`` while an exchange is due, else ``None``;
- ``leader`` (play phase), ``trick`` ``[[seat, card], ...]``, ``last_trick``
  ``{"cards", "winner"}``, ``tricks_won`` per **seat**, ``spades_broken``;
- ``bags`` per team (after the last finished hand), ``target``;
- ``history``: this hand's actions the seat may know: other seats' ``look`` is left out, and a
  ``give`` the seat neither made nor received shows as ``give 3 cards``;
- ``last_hand``: the previous hand's replay entry.

``SpadesMatch.bags`` gives the bag counters to code that holds the match (the replay output).
"""

from games.spades.match import SpadesMatch
from games.spades.options import Options
from games.spades.view import SpadesView

MATCH = SpadesMatch

__all__ = ["MATCH", "Options", "SpadesMatch", "SpadesView"]
