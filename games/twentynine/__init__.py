"""Twenty-Nine (RULES.md §1): four players in two partnerships, 32 cards, a hidden trump.

``MATCH`` is the ``Match`` subclass, ``Options`` its house-rule model and ``TwentyNineView`` the
type of its views; choices RULES.md leaves open are in docs/rules/twentynine.md.
"""

from games.twentynine.match import TwentyNineMatch
from games.twentynine.options import Options
from games.twentynine.view import TwentyNineView

MATCH = TwentyNineMatch

__all__ = ["MATCH", "Options", "TwentyNineMatch", "TwentyNineView"]
