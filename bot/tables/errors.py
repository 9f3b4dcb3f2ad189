"""The one exception the Discord layer shows to a user as it is."""

from __future__ import annotations

from bot.i18n import Tr, tr


class TableError(Exception):
    """A request that changes nothing, with a short message for the person who made it.

    ``key`` is the message's id in the catalogue (``bot/locales/*/errors.ftl`` and the other
    areas' files) and ``args`` its placeholders, so the answer is said in the person's
    language (``text``); ``message`` is the English text (logs, tests).  A key that is not in
    the catalogue is taken as the English text itself (raisers not yet translated).
    ``already`` marks the friendly case of a double click: the first click counted.
    """

    def __init__(self, key: str, *, already: bool = False, **args: object) -> None:
        self.key = key
        self.values = args
        self.message = self.text(tr("en"))
        super().__init__(self.message)
        self.already = already

    def text(self, language: Tr) -> str:
        """The message in ``language``."""
        if not language.has(self.key):
            return self.key
        return language(self.key, **self.values)


class SaveFailed(TableError):
    """The store could not commit a change, so memory was put back as it was: the same change
    may simply be tried again (a computer's move is, after a pause: ``TableService``)."""


class OutOfDate(TableError):
    """A click on a hand message the table has moved on from: the handler answers with the
    seat's current hand (the old message is edited), not only a line of text."""
