"""The hand message and its components: Show hand, Refresh, Take my seat back, and the moves.

A hand message is private (ephemeral) and made from the seat's own snapshot: its text is
``bot.render.hand``'s, its controls ``bot.render.controls``' layout, made here into components
whose custom ids carry the state version they were made at (an out-of-date one is recognised:
the old message becomes the current hand, with a note).  Each card's control carries its face
as an emoji when the faces are known (``bot.render.faces``), always beside its text.

A move is one click: the service checks it with the engine and commits it, and only then is the
hand message edited to the seat's new hand.

Everything a hand message says is in the person's language (``language_of``): the answer to a
click in the clicker's, and the live hand's later edits in the language it was opened in (kept
with its token: ``LiveHands.opened``).  The table message's and the ping's Show hand are public:
the table's language.
"""

from __future__ import annotations

import contextlib
import logging
import math
import re
from collections.abc import Awaitable, Callable, Hashable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

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
    say,
    select,
    service_of,
    tr_of,
)
from bot.components.hand_keys import hand_digest, shown_of, shown_turn
from bot.i18n import tr
from bot.log import action_kind
from bot.render import faces as card_faces
from bot.render.controls import Sel, card_list_spec, face_key, layout
from bot.render.faces import Faces
from bot.render.games import face
from bot.render.hand import final_text, hand_text
from bot.tables import snapshots
from bot.tables.errors import OutOfDate, TableError
from bot.tables.snapshots import HandSnapshot

if TYPE_CHECKING:
    from bot.presenter.hands import LiveHands, Rendered
    from bot.tables.model import LiveTable
    from bot.tables.service import TableService

T = TypeVar("T")

log = logging.getLogger(__name__)


# ----- the kinds ------------------------------------------------------------------------


class ShowHand(Component[Button], template=ids.template(ids.SHOW)):
    """The table message's Show hand: the seat's hand, privately."""

    kind = ids.SHOW

    @classmethod
    def make(cls, table_id: int, *, row: int | None = None, language: str = "en") -> Self:
        """``language``: the table's (a public message's button)."""
        item = button(
            tr(language)("button-show-hand"),
            ids.make(ids.SHOW, table_id),
            style=discord.ButtonStyle.primary,
            row=row,
        )
        return cls(item, table_id)

    async def answer(self, interaction: Interaction) -> None:
        await show_hand(interaction, self.table_id)


class RefreshHand(Component[Button], template=ids.template(ids.REFRESH)):
    """Refresh: the hand message brought up to date."""

    kind = ids.REFRESH

    @classmethod
    def make(
        cls,
        table_id: int,
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
        language: str = "en",
    ) -> Self:
        label = tr(language)("button-refresh")
        return cls(button(label, ids.make(ids.REFRESH, table_id), style=style, row=row), table_id)

    async def answer(self, interaction: Interaction) -> None:
        with answering(interaction, self.table_id):
            await update_hand(
                interaction, self.table_id, await private_hand(interaction, self.table_id)
            )


class TakeBack(Component[Button], template=ids.template(ids.BACK)):
    """Take my seat back: the person plays the seat the computer played (table or hand
    message)."""

    kind = ids.BACK

    @classmethod
    def make(
        cls,
        table_id: int,
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
        language: str = "en",
    ) -> Self:
        """``language``: the table's on the table message, the person's on their hand."""
        label = tr(language)("button-take-seat-back")
        item = button(label, ids.make(ids.BACK, table_id), style=style, row=row)
        return cls(item, table_id)

    async def answer(self, interaction: Interaction) -> None:
        await say(
            interaction, await service_of(interaction).take_back(self.table_id, interaction.user.id)
        )


class ActButton(
    Component[Button],
    template=ids.template(ids.ACT, ids.VERSION, r"(?P<action>.*)"),
):
    """A move: the action text it makes, from the state ``version`` it was shown at."""

    kind = ids.ACT

    def __init__(self, item: Button, table_id: int, version: int, action: str) -> None:
        super().__init__(item, table_id)
        self.version = version
        self.action = action

    @classmethod
    def make(
        cls,
        label: str,
        table_id: int,
        version: int,
        action: str,
        *,
        style: discord.ButtonStyle,
        row: int | None,
        disabled: bool = False,
        emoji: discord.PartialEmoji | None = None,
    ) -> Self:
        custom_id = ids.make(ids.ACT, table_id, version, action)
        item = button(label, custom_id, style=style, row=row, disabled=disabled, emoji=emoji)
        return cls(item, table_id, version, action)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Button, item), cls.table_of(match), int(match["version"]), match["action"])

    async def answer(self, interaction: Interaction) -> None:
        await play(interaction, self.table_id, self.version, self.action)


class PickSelect(
    Component[Select],
    template=ids.template(ids.PICK, ids.VERSION) + r"(?::(?P<index>\d+))?",
):
    """A select of moves (its values are action texts), from the state ``version``."""

    kind = ids.PICK

    def __init__(self, item: Select, table_id: int, version: int) -> None:
        super().__init__(item, table_id)
        self.version = version

    @classmethod
    def make(
        cls,
        placeholder: str,
        options: list[discord.SelectOption],
        table_id: int,
        version: int,
        index: int,
        *,
        row: int | None,
    ) -> Self:
        custom_id = ids.make(ids.PICK, table_id, version, index)
        return cls(select(placeholder, options, custom_id, row=row), table_id, version)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(cast(Select, item), cls.table_of(match), int(match["version"]))

    async def answer(self, interaction: Interaction) -> None:
        values = self.item.values
        if not values:
            await say(interaction, tr_of(interaction)("hand-choose-an-option"))
            return
        await play(interaction, self.table_id, self.version, values[0])


class CardsSelect(
    Component[Select],
    template=ids.template(ids.CARDS, ids.VERSION, r"(?P<verb>[a-z]+)"),
):
    """A multi-select of the cards a card-list move (``verb``) may take; the cards it must take
    are added, and the engine checks the combination."""

    kind = ids.CARDS

    def __init__(self, item: Select, table_id: int, version: int, verb: str) -> None:
        super().__init__(item, table_id)
        self.version = version
        self.verb = verb

    @classmethod
    def make(
        cls,
        group: Sel,
        options: list[discord.SelectOption],
        table_id: int,
        version: int,
        *,
        row: int | None,
    ) -> Self:
        custom_id = ids.make(ids.CARDS, table_id, version, group.verb)
        item = select(
            group.placeholder,
            options,
            custom_id,
            min_values=group.min_values,
            max_values=group.max_values,
            row=row,
        )
        return cls(item, table_id, version, group.verb)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        table = cls.table_of(match)
        return cls(cast(Select, item), table, int(match["version"]), match["verb"])

    async def answer(self, interaction: Interaction) -> None:
        snap = await service_of(interaction).hand_snapshot(self.table_id, interaction.user.id)
        spec = card_list_spec(tuple(snap.legal), self.verb)
        must = list(spec.must) if spec is not None else []
        cards = must + [v for v in self.item.values if v not in must]
        await play(
            interaction, self.table_id, self.version, f"{self.verb} {' '.join(cards)}".strip()
        )


# ----- a move, and the hand it leaves -----------------------------------------------------


async def play(interaction: Interaction, table_id: int, version: int, text: str) -> None:
    """Make the move ``text`` from the state ``version``, then edit the hand message to the
    seat's new hand.  A refusal is answered by the component (``Component.refused``); an
    out-of-date message becomes the current hand, with the reason as its note."""
    with answering(interaction, table_id):
        await _play(interaction, table_id, version, text)


async def _play(interaction: Interaction, table_id: int, version: int, text: str) -> None:
    svc = service_of(interaction)
    try:
        made = await svc.act(table_id, interaction.user.id, version, text)
    except OutOfDate as exc:
        # The old hand message becomes the current hand: the person sees at once what the
        # table waits for now, rather than a line that sends them to Show hand.
        log.debug("table %s: out-of-date %s", table_id, action_kind(text))
        await _fresh_hand(interaction, table_id, exc.text(tr_of(interaction)))
        return
    except TableError:
        # Not the refusal's text: the engine's reasons name cards ("you do not hold 10♥").
        log.debug("table %s: refused %s", table_id, action_kind(text))
        raise
    try:
        hand = await private_hand(interaction, table_id, snap=_live(made))
    except TableError as exc:  # the table ended with this move: its result, if known
        hands = hands_of(interaction)
        end = hands.final(table_id, interaction.user.id) if hands is not None else None
        kwargs = (
            end[0] if end is not None else {"content": exc.text(tr_of(interaction)), "view": None}
        )
        await interaction.response.edit_message(**kwargs)
        return
    await update_hand(interaction, table_id, hand)


def _live(made: HandSnapshot) -> HandSnapshot | None:
    """The seat's hand after a move (``TableService.act`` takes it under the move's lock) while
    the table plays on; else None, and the hand is read again, which says the table ended."""
    return made if made.status == "playing" else None


async def _fresh_hand(interaction: Interaction, table_id: int, why: str) -> None:
    """Edit the clicked hand message to the seat's current hand, with ``why`` as its note."""
    await update_hand(
        interaction, table_id, await private_hand(interaction, table_id, note=f"⚠️ {why}")
    )


@dataclass(slots=True)
class Hand:
    """A hand message as an answer sends it: its text, its components, and what it was rendered
    from (``hand_digest``; None once what was sent differs from the render: faces refused)."""

    content: str
    view: discord.ui.View
    digest: Hashable


async def private_hand(
    interaction: Interaction,
    table_id: int,
    *,
    note: str = "",
    snap: HandSnapshot | None = None,
) -> Hand:
    """The seat's hand message, from ``snap`` if the caller has it (a move's), else as the seat
    opens it (``opened``), in the person's language.  The live hands' count of changes is read
    with the snapshot (``LiveHands.opened`` then knows whether the table moved on while the
    answer went out)."""
    snap = await opened(service_of(interaction), table_id, interaction.user.id, snap)
    language = language_of(interaction)
    digest = hand_digest(snap, language, note)
    return Hand(hand_text(snap, note, language), hand_view(snap, language=language), digest)


async def opened(
    svc: TableService, table_id: int, user_id: int, snap: HandSnapshot | None = None
) -> HandSnapshot:
    """The seat's hand: ``snap`` (a move's, taken under its lock), or as Show hand opens it
    (``TableService.open_hand``: after the action that showing it makes by itself, Spades'
    look, committed like any move)."""
    return snap or await svc.open_hand(table_id, user_id)


# ----- the components of a hand ---------------------------------------------------------


def hand_view(
    snap: HandSnapshot, faces: Faces | None = None, language: str = "en"
) -> discord.ui.View:
    """The components of the ephemeral hand message for ``snap`` (with the faces of the running
    bot unless ``faces`` is given; ``NO_FACES``: text only), labelled in ``language``."""
    shown = card_faces.current() if faces is None else faces
    top = snap.view.get("discard_top")
    top = top if isinstance(top, str) else None
    tid, version = snap.table_id, snap.version
    v = new_view()
    row = 0
    picks = 0

    def options(group: Sel) -> list[discord.SelectOption]:
        return [
            discord.SelectOption(label=lb[:100], value=val, emoji=shown.emoji(face_key(val, top)))
            for lb, val in group.options
        ]

    for group in layout(snap, language).groups:
        if isinstance(group, Sel):
            if group.kind == "cards":
                v.add_item(CardsSelect.make(group, options(group), tid, version, row=row))
            else:
                v.add_item(
                    PickSelect.make(group.placeholder, options(group), tid, version, picks, row=row)
                )
                picks += 1
            row += 1
            continue
        for i, b in enumerate(group):
            at = row + i // 5
            if b.kind == "ref":  # no state version, no payload
                v.add_item(RefreshHand.make(tid, style=b.style, row=at, language=language))
            elif b.kind == "back":
                v.add_item(TakeBack.make(tid, style=b.style, row=at, language=language))
            else:
                emoji = shown.emoji(face_key(b.payload, top))
                v.add_item(
                    ActButton.make(
                        b.label,
                        tid,
                        version,
                        b.payload,
                        style=b.style,
                        row=at,
                        disabled=b.disabled,
                        emoji=emoji,
                    )
                )
        row += math.ceil(len(group) / 5)
    return v


def emoji_refused(exc: discord.HTTPException) -> bool:
    """Discord refused a message for an emoji of its components (``Invalid emoji``)."""
    return exc.code == 50035 and "emoji" in (exc.text or "").lower()


def strip_faces(view: discord.ui.View) -> discord.ui.View:
    """The same components without their faces: a refused hand's text fallback."""
    for child in view.children:
        item = getattr(child, "item", child)  # a Component wraps its button or select
        if isinstance(item, discord.ui.Button):
            item.emoji = None
        elif isinstance(item, discord.ui.Select):
            for option in item.options:
                option.emoji = None
    return view


async def answer_hand(
    send: Callable[[discord.ui.View], Awaitable[T]], view: discord.ui.View
) -> tuple[T, bool]:
    """Send a hand message with ``send``; if Discord refuses one of its faces, send it again at
    once without them (the interaction is still unanswered: a refused answer is no answer) and
    have the faces checked again in the background (``bot.emojis.sync``).  Also: whether it
    went as rendered (False: without its faces)."""
    try:
        return await send(view), True
    except discord.HTTPException as exc:
        if not emoji_refused(exc):
            raise
        card_faces.refused()
        return await send(strip_faces(view)), False


# ----- the live hand (``bot.presenter.hands``) --------------------------------------------


def plain_hand(exc: discord.HTTPException, kwargs: dict[str, Any]) -> dict[str, Any] | None:
    """A live hand's edit that Discord refused for a face, in text (``bot.presenter.hands``'
    ``Plain``); the faces are checked again.  None: refused for another reason."""
    view = kwargs.get("view")
    if not emoji_refused(exc) or not isinstance(view, discord.ui.View):
        return None
    card_faces.refused()
    return {**kwargs, "view": strip_faces(view)}


@contextlib.contextmanager
def answering(interaction: Interaction, table_id: int) -> Iterator[None]:
    """While a click on a hand is answered, the live hands leave that person's hand alone
    (``LiveHands.answering``)."""
    hands = hands_of(interaction)
    if hands is None:
        yield
        return
    hands.answering(table_id, interaction.user.id)
    try:
        yield
    finally:
        hands.answered(table_id, interaction.user.id)


def hands_of(interaction: Interaction) -> LiveHands | None:
    """The bot's live hands (None before the presenter is built)."""
    presenter = interaction.client.presenter
    return presenter.hands if presenter is not None else None


async def show_hand(interaction: Interaction, table_id: int) -> None:
    """Show hand (the table message, the ping, ``/table hand``): the seat's hand in a new
    private message, which replaces the person's previous hand message at this table."""
    with answering(interaction, table_id):
        hand = await private_hand(interaction, table_id)
        sent, whole = await answer_hand(
            lambda v: interaction.response.send_message(hand.content, view=v, ephemeral=True),
            hand.view,
        )
        message_id = getattr(sent, "message_id", None)
        _opened(interaction, table_id, hand, whole, message_id, new=True)


async def update_hand(interaction: Interaction, table_id: int, hand: Hand) -> None:
    """Answer a click on a hand message by editing it to ``hand``; its token becomes the one
    the hand is kept live with."""
    _, whole = await answer_hand(
        lambda v: interaction.response.edit_message(content=hand.content, view=v), hand.view
    )
    message = interaction.message
    _opened(interaction, table_id, hand, whole, message.id if message is not None else None)


def _opened(
    interaction: Interaction,
    table_id: int,
    hand: Hand,
    whole: bool,
    message_id: int | None,
    *,
    new: bool = False,
) -> None:
    hands = hands_of(interaction)
    if hands is None:
        return
    key, turn = shown_turn(hand.content, hand.view)
    hands.opened(
        table_id,
        interaction.user.id,
        edit=interaction.edit_original_response,
        delete=interaction.delete_original_response,
        message_id=message_id,
        key=key,
        new=new,
        language=language_of(interaction),
        turn=turn,
        digest=hand.digest if whole else None,
    )


async def live_hand(
    svc: TableService, table_id: int, user_id: int, language: str = "en"
) -> Rendered | None:
    """The hand of ``user_id`` at ``table_id`` as it is now, in ``language`` (the one their
    hand message was opened in: ``bot.presenter.hands``' ``Render``); None if they have none
    there (not seated, or the table is not playing).

    Read under the table's lock, as every snapshot is; a free lock is not queued on (the same
    state, without a trip through the event loop that would let other tasks pass first)."""
    try:
        t = svc.get(table_id)
    except TableError:
        return None
    seat = t.seat_of(user_id)
    if t.match is None or seat is None:
        return None
    if t.lock.locked():
        async with t.lock:
            snap = snapshots.hand_snapshot(t, seat)
    else:
        snap = snapshots.hand_snapshot(t, seat)
    if snap.status != "playing":
        return None
    content = hand_text(snap, language=language)
    return shown_of(content, hand_view(snap, language=language))


def seat_to_act(svc: TableService, table_id: int, user_id: int) -> bool:
    """Whether the person's seat is to act at the table now (``bot.presenter.hands``' ``Turn``:
    a hand whose turn comes or ends is edited at once, others' moves wait their interval)."""
    try:
        t = svc.get(table_id)
    except TableError:
        return False
    seat = t.seat_of(user_id)
    m = t.match
    return m is not None and seat is not None and t.status == "playing" and seat in m.to_act


def final_hand(
    t: LiveTable, reason: str | None, user_id: int, language: str = "en"
) -> Rendered | None:
    """The hand message of ``user_id`` once ``t`` has ended, in ``language``: the result
    (scores, who won), or why it ended (``bot.presenter.hands``' ``Final``).  The result and
    the reason (a public line of the thread) as the table's end stored it."""
    if t.match is None or all(s.user_id != user_id for s in t.seats):
        return None
    snap = snapshots.public_snapshot(t)
    result = reason if reason is not None else face(snap.game, language).result_text(snap)
    return shown_of(final_text(snap, result, language), None)
