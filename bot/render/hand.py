"""The private hand: what only the seat's owner sees, in an ephemeral message.

Rendered from the seat's own view (``Match.view(seat)``), never from another seat's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.render.common import TEAM_LETTERS, has_teams, team_of
from bot.render.games import face

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot


def hand_text(snap: HandSnapshot, note: str = "") -> str:
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
    lines.append(f"-# state {snap.version}")
    return "\n".join(lines)
