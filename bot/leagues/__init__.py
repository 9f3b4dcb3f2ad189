"""Per-server leagues: ratings, seasons, standings and the Tonk stakes ledger (docs/leagues.md).

``outcome`` is an ended table as who played against whom and who placed where (built by
``bot.tables.outcome``); ``rating`` is the rating model (openskill); ``record`` writes a
table's outcome inside the transaction that ends it; ``queries`` reads standings, profiles and
ledgers for the commands and the result post.
"""

from bot.leagues.outcome import Entrant, Outcome
from bot.leagues.record import record_step

__all__ = ["Entrant", "Outcome", "record_step"]
