"""The question asked before a forfeit: a seated person's cancel after the start ends the match
for everybody, rated, so it is confirmed first (ephemeral: **Forfeit** or **Keep playing**)."""

from __future__ import annotations

import discord

from bot.tables.service import ForfeitTerms
from bot.views.component import button, new_view


def forfeit_prompt(table_id: int, terms: ForfeitTerms) -> tuple[str, discord.ui.View]:
    lose = f"your team ({terms.losers}) loses" if terms.team else "you place last"
    rated = (
        "It counts in the league like a played-out match."
        if terms.rated
        else "It is not rated (a league table needs at least 2 people)."
    )
    text = f"**Forfeit the match?** It ends now for everybody: {lose} and {terms.winners}. {rated}"
    v = new_view()
    v.add_item(button("Forfeit", "ff", table_id, "yes", style=discord.ButtonStyle.danger))
    v.add_item(button("Keep playing", "ff", table_id, "no"))
    return text, v
