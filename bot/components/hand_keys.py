"""What a hand message is rendered from and what it shows: the keys by which a live hand that
follows the table skips a render (``hand_digest``, ``live_digest``: the same inputs render the
same message) and an edit (``shown_key``: the message would look the same), apart from the
rendering itself (``bot.components.hand``)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import discord

from bot.components import ids
from bot.render import faces as card_faces
from bot.render.hand import STATE_LINE
from bot.tables import snapshots
from bot.tables.errors import TableError
from bot.tables.snapshots import HandSnapshot

if TYPE_CHECKING:
    from bot.presenter.hands import Rendered
    from bot.tables.service import TableService


def hand_digest(snap: HandSnapshot, language: str, note: str = "") -> Hashable:
    """What a hand message is rendered from (``bot.presenter.hands``' ``Digest``): equal digests
    render the same text and controls.  The seat's snapshot is a function of the match's
    version, the seat, who plays it and the table's status (``snapshots.hand_snapshot`` keeps
    one on that key), and the names; the render adds the language, the faces and the note."""
    return (
        snap.table_id,
        snap.seat,
        snap.version,
        snap.status,
        snap.computer_plays,
        snap.game,
        snap.title,
        tuple(snap.seat_names),
        tuple(snap.computers.items()),
        language,
        card_faces.current(),
        note,
    )


def live_digest(svc: TableService, table_id: int, user_id: int, language: str = "en") -> Hashable:
    """``hand_digest`` of the hand ``live_hand`` would render now, without its snapshot (a
    live hand that follows the table compares it before rendering); None: no hand there."""
    try:
        t = svc.get(table_id)
    except TableError:
        return None
    seat = t.seat_of(user_id)
    m = t.match
    if m is None or seat is None:
        return None
    return (
        t.id,
        seat,
        m.version,
        t.status,
        t.seats[seat].computer_plays,
        t.game,
        t.title,
        tuple(snapshots.seat_names(t)),
        tuple((i, n) for i, s in enumerate(t.seats) if (n := s.computer_number) is not None),
        language,
        card_faces.current(),
        "",
    )


def shown_key(content: str, view: discord.ui.View | None) -> Hashable:
    """What a hand message shows, for telling whether an edit would change it: its text
    without the state line, and its controls without their custom ids, but with the state
    version while any of them is a move that can be clicked (its custom id carries it)."""
    return shown_turn(content, view)[0]


def shown_turn(content: str, view: discord.ui.View | None) -> tuple[Hashable, bool]:
    """``shown_key``, and whether the hand offers a move (it shows the person's turn)."""
    text, _, state = content.rpartition(STATE_LINE)  # the last line: the state's
    shown: list[Hashable] = []
    clickable = False
    for row in view.to_components() if view is not None else []:
        for comp in row.get("components", ()):
            comp = dict(comp)
            kind = str(comp.pop("custom_id", "")).split(":")[1:2]
            clickable |= not comp.get("disabled") and kind in ([ids.ACT], [ids.PICK], [ids.CARDS])
            shown.append(_frozen(comp))
    return (text, tuple(shown), state if clickable else None), clickable


def _frozen(value: Any) -> Hashable:
    """A component's payload as a hashable value, equal where its JSON is (no ``json.dumps``:
    a tenth of the live hands' render was spent writing keys nobody reads).  The type is kept
    beside each scalar, so ``True`` and ``1`` differ as in JSON."""
    if isinstance(value, dict):
        return tuple(sorted((str(k), _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return ("[", *(_frozen(v) for v in value))
    if value is None or isinstance(value, (str, int, float, bool)):
        return (type(value).__name__, value)
    return ("str", str(value))  # as json.dumps(default=str) writes it


def shown_of(content: str, view: discord.ui.View | None) -> Rendered:
    return {"content": content, "view": view}, shown_key(content, view)
