"""The messages the presenter shows (``bot.presenter.Messages``): the formatting of
``bot.render`` with the components of this package."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.components.lobby import lobby_view, marker
from bot.components.rematch import rematch_view
from bot.components.story import summary_view
from bot.components.table import ping_view, table_view
from bot.i18n import tr
from bot.render.leagues import ratings_line
from bot.render.lobby import lobby_embed
from bot.render.seats import seat_name
from bot.render.sheets import sheet_posts
from bot.render.table import final_embed, hand_summary, result_text, table_embed, thread_title

if TYPE_CHECKING:
    from bot.leagues.queries import Change
    from bot.tables.snapshots import PublicSnapshot


class TableMessages:
    def live(self, snap: PublicSnapshot) -> dict[str, Any]:
        if snap.status == "lobby":
            return {"content": None, "embed": lobby_embed(snap), "view": lobby_view(snap)}
        content, embed = table_embed(snap)
        return {"content": content or None, "embed": embed, "view": table_view(snap)}

    def final(self, snap: PublicSnapshot, reason: str | None) -> dict[str, Any]:
        content, embed = final_embed(snap, reason or tr(snap.language)("table-final-over"))
        return {"content": content or None, "embed": embed, "view": None}

    def summary(
        self, snap: PublicSnapshot, hand: int, result: dict[str, Any], deltas: list[int]
    ) -> str:
        return hand_summary(snap, hand, result, deltas)

    def result(self, snap: PublicSnapshot) -> str:
        return result_text(snap)

    def ratings(self, rated: bool, changes: list[Change], language: str = "en") -> str:
        """The rating changes under a result post, in the table's ``language``: the leagues'
        own line (``bot.render.leagues.ratings_line``), so both say it alike."""
        return ratings_line(rated, changes, language)

    def summary_view(self, table_id: int, hand: int, language: str = "en") -> discord.ui.View:
        return summary_view(table_id, hand, language)

    def sheet(self, snap: PublicSnapshot, record: dict[str, Any]) -> list[str]:
        said = tr(snap.language)
        names = [seat_name(s, said) or f"Seat {i + 1}" for i, s in enumerate(snap.seats)]
        return sheet_posts({**record, "players": names[: record["seats"]]}, snap.language)

    def thread_name(self, title: str, table_id: int, language: str = "en") -> str:
        return thread_title(title, table_id, language)

    def lobby_marker(self, table_id: int) -> str:
        return marker(table_id)

    def rematch(self, table_id: int, language: str = "en") -> Any:
        return rematch_view(table_id, language)

    def ping_view(self, table_id: int, language: str = "en") -> Any:
        return ping_view(table_id, language)
