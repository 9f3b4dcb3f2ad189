"""The private hand: what only the seat's owner sees, in an ephemeral message.

Rendered from the seat's own view (``Match.view(seat)``), never from another seat's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.render.common import TEAM_LETTERS, has_teams, team_of
from bot.render.games import face

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot, PublicSnapshot


STATE_LINE = "\n-# state "
"""The hand message's last line, with the state version its controls were made at."""


def hand_text(snap: HandSnapshot, note: str = "") -> str:
    """The hand message's text.  A waiting seat is told to Refresh even while the message
    follows the table by itself (``bot.presenter.hands``): it may stop following (its token
    ran out, the bot restarted), and the text must read true either way."""
    view = snap.view
    lines = [f"**{snap.title} — table #{snap.table_id}** · your seat: {snap.seat + 1}"]
    teams = view.get("teams") or []
    if has_teams(teams):
        t = team_of(teams, snap.seat)
        partners = [snap.seat_names[s] for s in teams[t] if s != snap.seat]
        lines[0] += f" (Team {TEAM_LETTERS[t]}, with {' & '.join(partners)})"
    lines += face(snap.game).hand_lines(snap)
    to_act = view.get("to_act") or []
    if snap.computer_plays:
        lines.append("The computer is playing your seat: click **Take my seat back** to play.")
    elif snap.seat in to_act and snap.legal:
        lines.append("**Your turn.**")
    elif to_act:
        waiting = ", ".join(snap.seat_names[s] for s in to_act)
        lines.append(f"It's {waiting}'s turn. **Refresh** when it's yours.")
    if note:
        lines.append(note)
    return "\n".join(lines) + f"{STATE_LINE}{snap.version}"


def final_text(snap: PublicSnapshot, result: str) -> str:
    """A hand message once its table has ended: the result (or why it ended), no controls."""
    return f"**{snap.title} — table #{snap.table_id}** · the table has ended.\n{result}"[:2000]
