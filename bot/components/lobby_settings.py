"""The lobby's Table settings (the host's): this table's turn time, within its server's bounds,
and the language of its public messages (the lobby, the table message, the summaries).

Table settings opens a private message with the two selects; a choice is committed through the
service (``set_turn_seconds``, ``set_language``), the lobby follows (the presenter), and the
private message shows the table as it is now.  Anyone else is told who may change them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.components import ids
from bot.components.base import (
    Button,
    Component,
    Interaction,
    Select,
    button,
    new_view,
    select,
    service_of,
    tr_of,
)
from bot.i18n import LANGUAGES, NAMES, Tr, tr
from bot.tables.errors import TableError
from bot.tables.lobby_settings import duration, turn_choices
from bot.tables.servers import terms

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot


def settings_button(snap: PublicSnapshot, row: int = 1) -> TableSettingsButton:
    """The lobby's Table settings button (the lobby's language)."""
    label = tr(snap.language)("config-lobby-button")
    item = button(label, ids.make(ids.TABLE_SETTINGS, snap.table_id), row=row)
    return TableSettingsButton(item, snap.table_id)


def settings_message(
    tr: Tr, snap: PublicSnapshot, low: int, high: int
) -> tuple[str, discord.ui.View]:
    """The host's private message: what is set, and a select for each."""
    text = "\n".join(
        [
            tr("config-lobby-settings-title", table=snap.table_id),
            tr(
                "config-lobby-settings-turn",
                time=duration(snap.turn_seconds, tr.language),
                low=duration(low, tr.language),
                high=duration(high, tr.language),
            ),
            tr("config-lobby-settings-language", language=NAMES[snap.language]),
        ]
    )
    v = new_view()
    turns = [
        discord.SelectOption(
            label=duration(s, tr.language), value=str(s), default=s == snap.turn_seconds
        )
        for s in turn_choices(low, high, snap.turn_seconds)
    ]
    placeholder = tr("config-lobby-turn-placeholder", time=duration(snap.turn_seconds, tr.language))
    v.add_item(TurnSelect(select(placeholder, turns, ids.make(ids.TURN, snap.table_id), row=0),
                          snap.table_id))  # fmt: skip
    languages = [
        discord.SelectOption(label=NAMES[lang], value=lang, default=lang == snap.language)
        for lang in LANGUAGES
    ]
    placeholder = tr("config-lobby-language-placeholder", language=NAMES[snap.language])
    cid = ids.make(ids.TABLE_LANGUAGE, snap.table_id)
    v.add_item(LanguageSelect(select(placeholder, languages, cid, row=1), snap.table_id))
    return text, v


async def _lobby_snapshot(interaction: Interaction, table_id: int) -> PublicSnapshot:
    snap = await service_of(interaction).public_snapshot(table_id)
    if snap.status != "lobby":
        raise TableError("config-lobby-only")
    return snap


def _bounds(interaction: Interaction, guild_id: int) -> tuple[int, int]:
    svc = service_of(interaction)
    now = terms(svc.servers.of(guild_id), svc.config)
    return now.turn_min, now.turn_max


async def _shown(interaction: Interaction, table_id: int, said: str) -> None:
    """After a change: the private message again, as the table is now, and what was done."""
    snap = await _lobby_snapshot(interaction, table_id)
    low, high = _bounds(interaction, service_of(interaction).get(table_id).row.guild_id)
    text, view = settings_message(tr_of(interaction), snap, low, high)
    await interaction.response.edit_message(content=f"{text}\n\n{said}", view=view)


class TableSettingsButton(Component[Button], template=ids.template(ids.TABLE_SETTINGS)):
    """Table settings: the host's private selects (the others: who may change them)."""

    kind = ids.TABLE_SETTINGS

    async def answer(self, interaction: Interaction) -> None:
        snap = await _lobby_snapshot(interaction, self.table_id)
        if interaction.user.id != snap.host_id:
            raise TableError("config-host-only")
        low, high = _bounds(interaction, service_of(interaction).get(self.table_id).row.guild_id)
        text, view = settings_message(tr_of(interaction), snap, low, high)
        await interaction.response.send_message(text, view=view, ephemeral=True)


class TurnSelect(Component[Select], template=ids.template(ids.TURN)):
    """This table's turn time (the host's, within the server's bounds)."""

    kind = ids.TURN

    async def answer(self, interaction: Interaction) -> None:
        values = self.item.values
        try:
            seconds = int(values[0]) if values else 0
        except ValueError:
            seconds = 0
        svc = service_of(interaction)
        await svc.set_turn_seconds(self.table_id, interaction.user.id, seconds)
        tr = tr_of(interaction)
        await _shown(
            interaction,
            self.table_id,
            tr("config-lobby-turn-set", time=duration(seconds, tr.language)),
        )


class LanguageSelect(Component[Select], template=ids.template(ids.TABLE_LANGUAGE)):
    """This table's language (the host's choice)."""

    kind = ids.TABLE_LANGUAGE

    async def answer(self, interaction: Interaction) -> None:
        values = self.item.values
        language = values[0] if values else ""
        await service_of(interaction).set_language(self.table_id, interaction.user.id, language)
        tr = tr_of(interaction)
        await _shown(
            interaction,
            self.table_id,
            tr("config-lobby-language-set", language=NAMES.get(language, language)),
        )
