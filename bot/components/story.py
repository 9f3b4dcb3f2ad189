"""The story of a table, privately: its score sheet, a finished hand face up, its game record.

Everything here is read from the store (the table's committed deals and actions *are* its game
record, ``bot.tables.replay.record_of``), never from the live match, and only as much of it as
the asker may see (``visible_record``):

- while the table plays, the hands that are over and nothing of the hand in play (its deal and
  moves are left out of the record before anything reads it);
- once the table has ended, all of it.

Who may look: the score sheet is public information, so anyone seated at the table or in its
thread; a replay and the record show every card of a hand, so while the table plays only the
people seated at it, and once it has ended anyone in its thread (and its players anywhere).
A button carries its table's id, so every click checks these again: a replay button cannot open
another table's hand, nor a hand still in play.

==========  ==========================================  ================================
kind        custom id                                   what it is
==========  ==========================================  ================================
``sheet``   ``cr:sheet:<table>``                        Score sheet (table message)
``rp``      ``cr:rp:<table>:<hand>:<frame>:<slot>``     Replay (hand summary: slot ``o``,
                                                        a new message) and its ⏮ ◀ ▶ ⏭
``rph``     ``cr:rph:<table>``                          the replay's jump-to-hand select
==========  ==========================================  ================================
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Self, cast

import discord

from bot.components import ids
from bot.components.base import (
    Button,
    Component,
    Interaction,
    Select,
    button,
    language_of,
    new_view,
    select,
)
from bot.db import Database
from bot.db.rows import ActionRow, DealRow, TableRow
from bot.i18n import tr
from bot.render.replays import replay_page
from bot.render.sheets import SHEET_FILE, sheet_answer, shown_names
from bot.tables.errors import TableError
from bot.tables.refusals import reason_of
from bot.tables.replay import record_of
from games import TITLES
from games.errors import CardroomError
from games.records import build_match, load_record
from games.replays import finished_hands

LIVE = ("lobby", "playing")
"""A table in one of these is not over (any other status: it has ended)."""
RECORD_FILE = "table-{}.json"
HAND_OPTIONS = 25
"""Discord's limit on a select's options: the jump select shows the hands around the one shown."""


@dataclass(frozen=True, slots=True)
class Story:
    """What the asker may see of one table."""

    row: TableRow
    record: dict[str, Any]
    """The game record, with the players' names: finished hands only while the table plays."""
    ended: bool
    language: str = "en"
    """The asker's language: the story is told privately."""

    @property
    def title(self) -> str:
        return story_title(self.row.game, self.row.id, self.language)


def story_title(game: str, table_id: int, language: str = "en") -> str:
    """``Tonk #12``, the game named in ``language``."""
    t = tr(language)
    key = f"game-{game}"
    name = t(key) if t.has(key) else TITLES.get(game, game)
    return t("story-title", game=name, table=str(table_id))


def seat_ids(row: TableRow) -> list[int | None]:
    """Each seat's person (``None``: a computer or an empty seat)."""
    return [
        int(p["user_id"]) if p.get("kind") == "human" and p.get("user_id") is not None else None
        for p in row.players[: row.seats]
    ]


def names_of(row: TableRow) -> list[str]:
    return [str(p.get("name") or f"Seat {i + 1}") for i, p in enumerate(row.players[: row.seats])]


def visible_record(
    row: TableRow, deals: Sequence[DealRow], actions: Sequence[ActionRow]
) -> dict[str, Any]:
    """The record the story shows: while the table plays, its leading finished hands only (the
    hand in play, its deal and every move of it, is cut off here, before anything reads it)."""
    if row.status in LIVE:
        done = 0
        for d in deals:
            if d.result is None:
                break
            done += 1
        deals = deals[:done]
        actions = [a for a in actions if a.hand < done]
    record = record_of(row, deals, actions)
    record["players"] = names_of(row)
    return record


def store_of(interaction: Interaction) -> Database:
    store = interaction.client.store
    assert store is not None
    return store


async def table_in(interaction: Interaction) -> int:
    """The table of the thread the command is used in (playing or ended), or else the asker's
    latest table in this server."""
    live = interaction.client.service.in_thread(interaction.channel_id)
    if live is not None:
        return live.id
    if interaction.channel_id is not None:
        rows = await store_of(interaction).fetch(
            "SELECT id FROM tables WHERE thread_id=? ORDER BY id DESC LIMIT 1",
            (interaction.channel_id,),
        )
        if rows:
            return int(rows[0][0])
    mine = interaction.client.service.tables_of(interaction.user.id, interaction.guild_id)
    if not mine:
        raise TableError("story-no-table")
    return max(t.id for t in mine)


async def load_story(interaction: Interaction, table_id: int, *, face_up: bool) -> Story:
    """The story of ``table_id`` as the asker may see it, or a ``TableError`` saying why not."""
    store = store_of(interaction)
    row = await store.table(table_id)
    if row is None or row.guild_id != (interaction.guild_id or 0):
        raise TableError("story-not-in-server")
    if row.status == "lobby":
        raise TableError("story-not-started")
    ended = row.status not in LIVE
    seated = interaction.user.id in seat_ids(row)
    in_thread = row.thread_id is not None and interaction.channel_id == row.thread_id
    if face_up and not ended and not seated:
        raise TableError("story-players-only")
    if not (seated or in_thread):
        raise TableError("story-use-thread")
    deals = await store.deals(table_id)
    actions = await store.actions(table_id)
    return Story(row, visible_record(row, deals, actions), ended, language_of(interaction))


# ----- the score sheet ------------------------------------------------------------------------


async def send_sheet(interaction: Interaction, table_id: int) -> None:
    story = await load_story(interaction, table_id, face_up=False)
    names = shown_names(story.row.players[: story.row.seats], story.language)
    content, whole = sheet_answer(story.record, story.title, story.language, names)
    if whole is None:
        await interaction.response.send_message(content, ephemeral=True)
        return
    file = discord.File(io.BytesIO(whole), SHEET_FILE)
    await interaction.response.send_message(content, file=file, ephemeral=True)


class ScoreSheetButton(Component[Button], template=ids.template(ids.SHEET)):
    """The table message's Score sheet: the sheet so far, privately."""

    kind = ids.SHEET

    @classmethod
    def make(cls, table_id: int, *, row: int | None = None, language: str = "en") -> Self:
        label = tr(language)("story-button-sheet")
        return cls(button(label, ids.make(ids.SHEET, table_id), row=row), table_id)

    async def answer(self, interaction: Interaction) -> None:
        await send_sheet(interaction, self.table_id)


# ----- the game record ------------------------------------------------------------------------


def record_file(story: Story) -> discord.File:
    """The record as ``python -m games replay`` reads it (JSON, one document)."""
    text = json.dumps(story.record, indent=1) + "\n"
    return discord.File(io.BytesIO(text.encode()), RECORD_FILE.format(story.row.id))


async def send_record(interaction: Interaction, table_id: int) -> None:
    story = await load_story(interaction, table_id, face_up=True)
    hands = len(story.record["hands"])
    t = tr(story.language)
    if story.ended:
        text = t("story-record-whole", title=story.title)
    else:
        text = t("story-record-so-far", title=story.title, hands=hands)
    await interaction.response.send_message(
        text,
        file=record_file(story),
        ephemeral=True,
    )


# ----- replays --------------------------------------------------------------------------------


def replay_answer(story: Story, hand: int | None, frame: int) -> tuple[str, discord.ui.View]:
    """The page of a replay: frame ``frame`` of hand ``hand`` (None: the latest finished)."""
    try:
        done = finished_hands(build_match(load_record(story.record)))
    except CardroomError as exc:  # a stored record that does not replay: said, not hidden
        raise TableError("story-no-replay", error=reason_of(exc, str(exc))) from exc
    if not done:
        raise TableError("story-nothing-over")
    if hand is None:
        hand = done[-1]
    if hand not in done:
        raise TableError(
            "story-hand-not-finished",
            hand=str(hand + 1),
            first=str(done[0] + 1),
            last=str(done[-1] + 1),
        )
    names = shown_names(story.row.players[: story.row.seats], story.language)
    content, frames, frame = replay_page(
        story.record, hand, frame, story.title, story.language, names
    )
    return content, replay_view(story.row.id, hand, frame, frames, done, story.language)


def replay_view(
    table_id: int,
    hand: int,
    frame: int,
    frames: int,
    done: Sequence[int],
    language: str = "en",
) -> discord.ui.View:
    v = new_view()
    steps = (("f", "⏮", 0), ("p", "◀", frame - 1), ("n", "▶", frame + 1), ("l", "⏭", frames - 1))
    for slot, label, to in steps:
        off = not 0 <= to < frames or to == frame
        v.add_item(ReplayButton.make(table_id, hand, max(0, min(to, frames - 1)), slot, label, off))
    if len(done) > 1:
        v.add_item(ReplayHandSelect.make(table_id, hand, done, language))
    return v


class ReplayButton(
    Component[Button],
    template=ids.template(ids.REPLAY, r"(?P<hand>\d+)", r"(?P<frame>\d+)", r"(?P<slot>[a-z])"),
):
    """Replay (slot ``o``: a new private message) and the replay's steps (edit it)."""

    kind = ids.REPLAY

    def __init__(self, item: Button, table_id: int, hand: int, frame: int, slot: str) -> None:
        super().__init__(item, table_id)
        self.hand, self.frame, self.slot = hand, frame, slot

    @classmethod
    def make(
        cls,
        table_id: int,
        hand: int,
        frame: int = 0,
        slot: str = "o",
        label: str | None = None,
        disabled: bool = False,
        language: str = "en",
    ) -> Self:
        """``label``: the arrow of a step; None: **Replay** in ``language``."""
        cid = ids.make(ids.REPLAY, table_id, hand, frame, slot)
        if label is None:
            label = tr(language)("story-button-replay")
        return cls(button(label, cid, disabled=disabled), table_id, hand, frame, slot)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(
            cast(Button, item),
            cls.table_of(match),
            int(match["hand"]),
            int(match["frame"]),
            match["slot"],
        )

    async def answer(self, interaction: Interaction) -> None:
        story = await load_story(interaction, self.table_id, face_up=True)
        content, view = replay_answer(story, self.hand, self.frame)
        if self.slot == "o":
            await interaction.response.send_message(content, view=view, ephemeral=True)
        else:
            await interaction.response.edit_message(content=content, view=view)


class ReplayHandSelect(Component[Select], template=ids.template(ids.REPLAY_HAND)):
    """The replay's jump to another finished hand (its first frame)."""

    kind = ids.REPLAY_HAND

    @classmethod
    def make(cls, table_id: int, hand: int, done: Sequence[int], language: str = "en") -> Self:
        t = tr(language)
        at = list(done).index(hand)
        start = max(0, min(at - HAND_OPTIONS // 2, len(done) - HAND_OPTIONS))
        options = [
            discord.SelectOption(
                label=t("story-hand-option", hand=str(k + 1)), value=str(k), default=k == hand
            )
            for k in done[start : start + HAND_OPTIONS]
        ]
        item = select(t("story-jump"), options, ids.make(ids.REPLAY_HAND, table_id), row=1)
        return cls(item, table_id)

    async def answer(self, interaction: Interaction) -> None:
        values = self.item.values
        try:
            hand = int(values[0])
        except (IndexError, ValueError) as exc:
            raise TableError("story-pick-hand") from exc
        story = await load_story(interaction, self.table_id, face_up=True)
        content, view = replay_answer(story, hand, 0)
        await interaction.response.edit_message(content=content, view=view)


async def send_replay(interaction: Interaction, table_id: int, hand: int | None) -> None:
    story = await load_story(interaction, table_id, face_up=True)
    content, view = replay_answer(story, hand, 0)
    await interaction.response.send_message(content, view=view, ephemeral=True)


def summary_view(table_id: int, hand: int, language: str = "en") -> discord.ui.View:
    """A hand summary's Replay button (who may open it is checked at the click), in the
    table's ``language`` (the summary is public)."""
    v = new_view()
    v.add_item(ReplayButton.make(table_id, hand, language=language))
    return v
