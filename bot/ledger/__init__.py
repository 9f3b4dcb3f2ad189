"""The friends' ledger: what people at a server's Tonk tables owe each other (docs/leagues.md).

``stakes`` is a table's payouts as the people's amounts (computers are nobody); ``record``
writes them inside the transaction that ends the table; ``settle`` is the fewest payments that
settle everyone; ``book`` holds the rules of a payment and of closing the books; ``queries``
reads balances, history and the export for the ``/ledger`` commands.
"""

from bot.ledger.record import ledger_step

__all__ = ["ledger_step"]
