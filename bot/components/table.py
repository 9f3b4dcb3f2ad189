"""The table message's components: Show hand (always), Take my seat back (when needed),
Score sheet (always); and the turn ping's: Show hand.  Both messages are public: their labels
are in the table's language (``PublicSnapshot.language``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.components.base import new_view
from bot.components.hand import ShowHand, TakeBack
from bot.components.story import ScoreSheetButton

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot


def table_view(snap: PublicSnapshot) -> discord.ui.View:
    v = new_view()
    v.add_item(ShowHand.make(snap.table_id, row=0, language=snap.language))
    if any(s.human and s.computer_plays for s in snap.seats):
        v.add_item(TakeBack.make(snap.table_id, row=0, language=snap.language))
    v.add_item(ScoreSheetButton.make(snap.table_id, row=0, language=snap.language))
    return v


def ping_view(table_id: int, language: str = "en") -> discord.ui.View:
    """A turn ping's Show hand: the same kind (and custom id) as the table message's, in the
    table's ``language``."""
    v = new_view()
    v.add_item(ShowHand.make(table_id, row=0, language=language))
    return v
