"""The one exception the Discord layer shows to a user as it is."""

from __future__ import annotations


class TableError(Exception):
    """A request that changes nothing, with a short message for the person who made it.

    ``already`` marks the friendly case of a double click: the first click counted.
    """

    def __init__(self, message: str, *, already: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.already = already


class SaveFailed(TableError):
    """The store could not commit a change, so memory was put back as it was: the same change
    may simply be tried again (a computer's move is, after a pause: ``TableService``)."""


class OutOfDate(TableError):
    """A click on a hand message the table has moved on from: the handler answers with the
    seat's current hand (the old message is edited), not only a line of text."""
