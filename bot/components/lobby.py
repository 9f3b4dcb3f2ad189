"""The lobby's components: Join, Leave, Add computer, House rules, Start, Cancel, the seat choice,
and the computer level (host only; the select shows the level in force).

A change made from the lobby is answered by updating the lobby message itself (``in_place``: an
UPDATE_MESSAGE of the message clicked), so the lobby a person clicks on is never stale: a second
quick click sees the first one's result, not a lobby that still shows an empty seat. What the
click did is still said to the person, privately, as a follow-up with the words of before (which
seat they took, who is host now, the level, that the game is on): the lobby shows everybody the
result, the follow-up tells the person it was theirs (and keeps what a screen reader says of a
click). Refusals are private answers, as before, and change nothing. The presenter, told of the
answer, does not edit the message to the same again.

Languages: the lobby message and its components are public, in the table's language
(``snap.language``); what is said to the clicker alone (the House rules pages, a retired
button, the change's answer) is in theirs (``tr_of``).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol, Self, cast

import discord

from bot.components import ids
from bot.components.base import (
    Button,
    Component,
    Interaction,
    Select,
    button,
    display_name,
    new_view,
    say,
    select,
    service_of,
    tr_of,
)
from bot.components.forfeit import cancel_table
from bot.components.house_rules import rules_page
from bot.computers import levels
from bot.i18n import Tr, tr
from bot.render.common import TEAM_LETTERS, has_teams, team_of
from bot.render.lobby import level_name, lobby_teams
from bot.render.seats import seat_name
from bot.tables.errors import TableError

if TYPE_CHECKING:
    from bot.tables.snapshots import PublicSnapshot

JOIN, LEAVE, ADD_COMPUTER, RULES, START, CANCEL = (
    "join",
    "leave",
    "addc",
    "rules",
    "start",
    "cancel",
)


class LobbyButton(Component[Button], template=ids.template(ids.LOBBY) + r"(?::(?P<what>.*))?"):
    """One of the lobby's buttons (``what``: join, leave, addc, rules, start, cancel)."""

    kind = ids.LOBBY

    def __init__(self, item: Button, table_id: int, what: str) -> None:
        super().__init__(item, table_id)
        self.what = what

    @classmethod
    def make(
        cls,
        label: str,
        table_id: int,
        what: str,
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int,
    ) -> Self:
        return cls(button(label, marker(table_id, what), style=style, row=row), table_id, what)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), match["what"] or "")

    async def answer(self, interaction: Interaction) -> None:
        svc = service_of(interaction)
        tid, user = self.table_id, interaction.user
        if self.what == JOIN:
            name = display_name(interaction)
            await in_place(interaction, tid, lambda: svc.join(tid, user.id, name))
            return
        if self.what == LEAVE:
            await in_place(interaction, tid, lambda: svc.leave(tid, user.id))
            return
        if self.what == ADD_COMPUTER:
            await in_place(interaction, tid, lambda: svc.add_computer(tid, user.id))
            return
        if self.what == START:
            await in_place(interaction, tid, lambda: svc.start(tid, user.id))
            return
        if self.what == CANCEL:
            await cancel_table(interaction, tid)
            return
        elif self.what == RULES:
            snap = await svc.public_snapshot(tid)
            if snap.status != "lobby":
                raise TableError("house-rules-fixed")
            text, view = rules_page(
                snap, 0, editable=user.id == snap.host_id, language=tr_of(interaction)
            )
            await interaction.response.send_message(text, view=view, ephemeral=True)
            return
        await say(interaction, tr_of(interaction)("lobby-button-retired"))


class SeatSelect(Component[Select], template=ids.template(ids.SEAT) + r"(?::.*)?"):
    """The seat choice: join (or move to) the seat picked."""

    kind = ids.SEAT

    async def answer(self, interaction: Interaction) -> None:
        values = self.item.values
        seat = int(values[0]) if values else -1
        svc, tid, user = service_of(interaction), self.table_id, interaction.user.id
        name = display_name(interaction)
        await in_place(interaction, tid, lambda: svc.join(tid, user, name, seat))


class LevelSelect(Component[Select], template=ids.template(ids.LEVEL) + r"(?::.*)?"):
    """The computers' level (the host's)."""

    kind = ids.LEVEL

    async def answer(self, interaction: Interaction) -> None:
        values = self.item.values
        svc, tid, user = service_of(interaction), self.table_id, interaction.user.id
        level = values[0] if values else ""
        await in_place(interaction, tid, lambda: svc.set_level(tid, user, level))


class Sayable(Protocol):
    """An answer that can be said in the person's language (a ``TableError``-like text)."""

    def text(self, language: Tr) -> str: ...


def said_to(answer: str | Sayable, language: Tr) -> str:
    """A change's private answer in ``language``: an answer that can say itself (``text(tr)``,
    even one that is also a ``str`` of its English) is said in the person's language; plain
    text as it is."""
    text = getattr(answer, "text", None)
    return str(text(language)) if callable(text) else str(answer)


async def in_place(
    interaction: Interaction, table_id: int, change: Callable[[], Awaitable[str | Sayable]]
) -> None:
    """Make ``change`` and answer by updating the lobby message clicked to the table as it is now
    (the lobby, or the table message once started); the change's answer goes to the person
    privately, as a follow-up. A refusal (``TableError``) is answered privately by the
    caller and changes nothing. A click on another message than the table's, or a change
    that closed the table (its last message is the presenter's), is answered privately, as
    before."""
    presenter = interaction.client.presenter
    if presenter is None:  # not started: cannot happen once clicks arrive
        await say(interaction, said_to(await change(), tr_of(interaction)))
        return
    with presenter.answering(table_id):
        text = said_to(await change(), tr_of(interaction))
        try:
            snap: PublicSnapshot | None = await service_of(interaction).public_snapshot(table_id)
        except TableError:  # the change closed the table: its last message is the presenter's
            snap = None
        clicked = interaction.message.id if interaction.message is not None else None
        channel = interaction.channel
        # Discord archived the thread: the presenter's edit reopens it (an answer would not).
        archived = isinstance(channel, discord.Thread) and channel.archived
        live = snap is not None and snap.status in ("lobby", "playing")
        if snap is None or not live or clicked != snap.message_id or archived:
            await say(interaction, text)
            return
        shown = presenter.messages.live(snap)
        await interaction.response.edit_message(**shown)
        presenter.answered(snap, shown)
    await interaction.followup.send(text, ephemeral=True)


def marker(table_id: int, what: str = JOIN) -> str:
    """The custom id of a lobby button; the Join button's marks the lobby message of a table
    (a restart finds a lobby message it did not record by it)."""
    return ids.make(ids.LOBBY, table_id, what)


BUTTONS = (
    ("button-join", JOIN, discord.ButtonStyle.success, 0),
    ("button-leave", LEAVE, discord.ButtonStyle.secondary, 0),
    ("button-add-computer", ADD_COMPUTER, discord.ButtonStyle.secondary, 0),
    ("house-rules", RULES, discord.ButtonStyle.secondary, 0),
    ("button-start", START, discord.ButtonStyle.primary, 1),
    ("button-cancel", CANCEL, discord.ButtonStyle.danger, 1),
)
"""The lobby's buttons: label (``common.ftl``), what they do, style, row."""


def lobby_view(snap: PublicSnapshot) -> discord.ui.View:
    """The lobby's components, in the table's language (the message is public)."""
    said = tr(snap.language)
    tid = snap.table_id
    v = new_view()
    for key, what, style, row in BUTTONS:
        v.add_item(LobbyButton.make(said(key), tid, what, style=style, row=row))
    v.add_item(seat_select(snap, said))
    v.add_item(level_select(snap, said))
    return v


def seat_select(snap: PublicSnapshot, said: Tr) -> SeatSelect:
    """Every seat, with its team and who sits there (or that it is free)."""
    teams = lobby_teams(snap.game, len(snap.seats), snap.options)
    options = []
    for i, s in enumerate(snap.seats):
        who = said("lobby-seat-free") if s.empty else seat_name(s, said)
        if has_teams(teams):
            team = TEAM_LETTERS[team_of(teams, i)]
            label = said("lobby-seat-choice-team", seat=i + 1, team=team, who=who)
        else:
            label = said("lobby-seat-choice", seat=i + 1, who=who)
        options.append(discord.SelectOption(label=label[:100], value=str(i)))
    item = select(said("lobby-choose-seat"), options, ids.make(ids.SEAT, snap.table_id), row=2)
    return SeatSelect(item, snap.table_id)


def level_select(snap: PublicSnapshot, said: Tr | None = None) -> LevelSelect:
    said = said or tr(snap.language)
    current = snap.computer_level
    options = []
    for level in levels(snap.game):
        blurb = f"level-{level}-blurb"
        options.append(
            discord.SelectOption(
                label=said("lobby-computers-choice", level=level_name(level, said)),
                value=level,
                description=said(blurb)[:100] if said.has(blurb) else None,
                default=level == current,
            )
        )
    placeholder = said("lobby-computers-choice", level=level_name(current, said))
    item = select(placeholder, options, ids.make(ids.LEVEL, snap.table_id), row=3)
    return LevelSelect(item, snap.table_id)
