"""The private hand: what only the seat's owner sees, in an ephemeral message.

Rendered from the seat's own view (``Match.view(seat)``), never from another seat's, in the
person's language (``bot.components.base.language_of``; a live hand's edits keep the language
it was opened in: ``bot.presenter.hands``).  The frame's words are ``hand.ftl``'s; what is the
game's own is its face's (``face(game, language)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.i18n import Tr, tr
from bot.render.common import TEAM_LETTERS, has_teams, team_of
from bot.render.games import face
from bot.render.seats import computer_name

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot, PublicSnapshot


STATE_LINE = "\n-# "
"""The start of the hand message's last line: ``state 12`` (``hand-state``, in the person's
language, as the table message's footer says it), the state version its controls were made
at."""


def title_of(game: str, title: str, t: Tr) -> str:
    """The game's name in ``t``'s language (``common.ftl``), else the table's own title."""
    key = f"game-{game}"
    return t(key) if t.has(key) else title


def hand_text(snap: HandSnapshot, note: str = "", language: str = "en") -> str:
    """The hand message's text.  A waiting seat is told to Refresh even while the message
    follows the table by itself (``bot.presenter.hands``): it may stop following (its token
    ran out, the bot restarted), and the text must read true either way."""
    t = tr(language)
    view = snap.view
    title = title_of(snap.game, snap.title, t)
    table, seat = str(snap.table_id), str(snap.seat + 1)
    teams = view.get("teams") or []
    names = [
        computer_name(snap.computers[i], t) if i in snap.computers else name
        for i, name in enumerate(snap.seat_names)
    ]
    if has_teams(teams):
        i = team_of(teams, snap.seat)
        partners = " & ".join(names[s] for s in teams[i] if s != snap.seat)
        header = t(
            "hand-header-team",
            title=title,
            table=table,
            seat=seat,
            team=TEAM_LETTERS[i],
            partners=partners,
        )
    else:
        header = t("hand-header", title=title, table=table, seat=seat)
    lines = [header, *face(snap.game, language).hand_lines(snap)]
    to_act = view.get("to_act") or []
    if snap.computer_plays:
        lines.append(t("hand-computer-plays"))
    elif snap.seat in to_act and snap.legal:
        lines.append(t("hand-your-turn"))
    elif to_act:
        lines.append(t("hand-waiting", players=", ".join(names[s] for s in to_act)))
    if note:
        lines.append(note)
    return "\n".join(lines) + STATE_LINE + t("hand-state", version=str(snap.version))


def final_text(snap: PublicSnapshot, result: str, language: str = "en") -> str:
    """A hand message once its table has ended: the result (or why it ended), no controls."""
    t = tr(language)
    title = title_of(snap.game, snap.title, t)
    header = t("hand-ended", title=title, table=str(snap.table_id))
    return f"{header}\n{result}"[:2000]
