"""What the presenter has shown, committed (``Progress``): a ping posted or deleted, a hand's
summary posted, a step of an end made.  A restart reads it back, so it neither loses nor
repeats what was shown."""

from __future__ import annotations

import logging

from bot.db import Database, EndingRow, Store
from bot.db.store import Op

log = logging.getLogger(__name__)


class Progress:
    def __init__(self, store: Database) -> None:
        self.store = store

    async def commit(self, *ops: Op) -> None:
        """Commit bookkeeping statements.  A failure only risks a stale ping, or one post of
        a table made again, after a restart, so it is logged and the table goes on."""
        try:
            await self.store.write(list(ops))
        except Exception:
            log.exception("could not store a ping, a summary or an end's progress")

    async def mark(self, ending: EndingRow) -> None:
        """Commit the steps of ``ending`` done so far: a restart does not repeat them."""
        await self.commit(Store.ending_progress_op(ending))
