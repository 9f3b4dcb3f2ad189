"""The private hand: what only the seat's owner sees, in an ephemeral message.

Rendered from the seat's own view (``Match.view(seat)``), never from another seat's.
"""

from __future__ import annotations

from bot.render.cards import pretty_list, sorted_hand, suit
from bot.render.common import TEAM_LETTERS, has_teams, plural, team_of
from bot.tables.service import HandSnapshot


def _unlooked(snap: HandSnapshot) -> str:
    """A Spades seat before its look.  A control is named in bold only when the hand has its
    button: Look while the seat may look, Blind nil when it may bid it now."""
    moves = set() if snap.computer_plays else {str(a) for a in snap.legal}
    line = "You haven't looked at your cards."
    if "look" in moves:
        line = "You haven't looked at your cards: **Look at my cards** to see them."
    if "bid blind" in moves:
        return line + " **Blind nil** is only possible before you look."
    if (snap.view.get("options") or {}).get("blind_nil_enabled", True):
        return line + " Blind nil is only possible before you look."
    return line


def _schmier_exchange(snap: HandSnapshot) -> list[str]:
    """The seat's discard and draw, in the order they happened: a non-dealer discards and then
    draws replacements; the dealer picks up the rest of the stock first, then discards down to
    six (RULES.md §2)."""
    view = snap.view
    discarded = f"You discarded: {pretty_list(view['discarded'])}" if view.get("discarded") else ""
    drawn = f"You drew: {pretty_list(view['drawn'])}" if view.get("drawn") else ""
    dealer = view.get("dealer") == snap.seat
    lines = [x for x in ((drawn, discarded) if dealer else (discarded, drawn)) if x]
    rule = view.get("discard_rule")
    if rule:
        lo, hi = rule["min"], rule["max"]
        count = plural(hi, "card") if lo == hi else f"{lo}–{plural(hi, 'card')}"
        if lo == 0:
            count = f"up to {plural(hi, 'card')}"
        must = f"; these must go: {pretty_list(rule['must'])}" if rule.get("must") else ""
        lines.append(f"Discard {count}{must}.")
    return lines


def hand_text(snap: HandSnapshot, note: str = "") -> str:
    view = snap.view
    lines = [f"**{snap.title} — table #{snap.table_id}** · your seat: {snap.seat + 1}"]
    teams = view.get("teams") or []
    if has_teams(teams):
        t = team_of(teams, snap.seat)
        partners = [snap.seat_names[s] for s in teams[t] if s != snap.seat]
        lines[0] += f" (Team {TEAM_LETTERS[t]}, with {' & '.join(partners)})"
    hand = view.get("hand")
    if hand is None and snap.game == "spades" and view.get("looked") is False:
        lines.append(_unlooked(snap))
    elif hand is not None:
        shown = pretty_list(sorted_hand(snap.game, view))
        lines.append(f"**Your cards** ({len(hand)}): {shown or '(none)'}")
    if snap.game == "tonk" and view.get("count") is not None:
        lines.append(f"Your count: **{view['count']}**")
    if snap.game == "twentynine" and view.get("trump") and not view.get("trump_revealed"):
        lines.append(f"Trump (your secret): **{suit(view['trump'])}**")
        if view.get("trump_card"):
            lines.append(f"Face-down trump card: {pretty_list([view['trump_card']])}")
    if snap.game == "schmier":
        lines += _schmier_exchange(snap)
    ex = view.get("exchange")
    if snap.game == "spades" and ex and snap.seat in (ex.get("giver"), ex.get("receiver")):
        role = "give" if ex.get("giver") == snap.seat else "receive"
        lines.append(f"Blind-nil exchange: you {role} {plural(ex.get('cards') or 0, 'card')}.")
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
