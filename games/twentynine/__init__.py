"""Twenty-Nine (RULES.md §1): four players in two partnerships, 32 cards, a hidden trump.

``MATCH`` is the ``Match`` subclass and ``Options`` its house-rule model; choices RULES.md
leaves open are in docs/rules/twentynine.md.
"""

from games.twentynine.match import TwentyNineMatch
from games.twentynine.options import Options

MATCH = TwentyNineMatch

__all__ = ["MATCH", "Options", "TwentyNineMatch"]
