"""Per-server leagues: ratings, seasons, standings and the Tonk stakes ledger (docs/leagues.md).

``outcome`` turns an ended table into who played against whom and who placed where; ``rating``
is the rating model (openskill); ``record`` writes a table's outcome inside the transaction that
ends it; ``queries`` reads standings, profiles and ledgers for the commands and the result post.
"""

from bot.leagues.outcome import Entrant, Outcome, outcome_of
from bot.leagues.record import record_step

__all__ = ["Entrant", "Outcome", "outcome_of", "record_step"]
