"""Spades: scores with bags, bids and contracts, the blind-nil exchange, and the look.

A Spades seat sees its cards only by the ``look`` action: before it, its hand message says what
the look costs (blind nil), its bid select bids without looking, and once blind nil is out of
reach showing the hand looks by itself (``bot.tables.per_game.auto_action``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.render.common import plural, short_team, team_label
from bot.render.faces import NO_FACES, Faces
from bot.render.games.base import GameFace
from games.actions import Action, Bid
from games.spades.view import SpadesView

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot


def _bid(b: Any) -> str:
    if b is None:
        return "—"
    if b == "nil" or b == 0:
        return "nil"
    if b == "blind":
        return "blind nil"
    return str(b)


def _contract(bids: list[Any], team: list[int]) -> int:
    return sum(b for s in team if isinstance(b := bids[s], int))


def _unlooked(snap: HandSnapshot) -> str:
    """A seat before its look.  A control is named in bold only when the hand has its
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


class SpadesFace(GameFace[SpadesView]):
    game = "spades"

    def score_lines(self, view: SpadesView, names: list[str]) -> list[str]:
        teams, scores, bags = view["teams"], view["scores"], view.get("bags") or [0, 0]
        parts = []
        for i, _ in enumerate(teams):
            b = bags[i] if i < len(bags) else 0
            parts.append(f"{team_label(teams, i, names)}: **{scores[i]}** ({plural(b, 'bag')})")
        target = view.get("target") or view.get("options", {}).get("target")
        return [" · ".join(parts) + (f" — playing to {target}" if target else "")]

    def state_lines(self, view: SpadesView, names: list[str], faces: Faces = NO_FACES) -> list[str]:
        lines = []
        bids = view.get("bids") or []
        if any(b is not None for b in bids):
            shown = " · ".join(f"{names[s]} {_bid(b)}" for s, b in enumerate(bids))
            lines.append("**Bids** " + shown)
            if all(b is not None for b in bids):
                teams = view["teams"]
                contracts = " · ".join(
                    f"{short_team(teams, i, names)} {_contract(bids, t)}"
                    for i, t in enumerate(teams)
                )
                won = view.get("tricks_won") or []
                taken = " · ".join(
                    f"{short_team(teams, i, names)} {sum(won[s] for s in t)}"
                    for i, t in enumerate(teams)
                )
                lines.append(f"**Contracts** {contracts}  |  **Tricks** {taken}")
        ex = view.get("exchange")
        if ex:
            n = ex.get("cards")
            lines.append(
                f"**Blind-nil exchange**: {names[ex['giver']]} passes {plural(n, 'card')} to "
                f"{names[ex['receiver']]}"
            )
        if view.get("phase") == "play":
            lines.append(
                "Spades are broken." if view.get("spades_broken") else "Spades not broken."
            )
        return lines

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: SpadesView, names: list[str]
    ) -> str:
        teams = view["teams"]
        bids, tricks = result.get("bids") or [], result.get("tricks") or []
        lines = []
        for i, t in enumerate(teams):
            who = ", ".join(f"{names[s]} bid {_bid(bids[s])} took {tricks[s]}" for s in t)
            d = deltas[i] if i < len(deltas) else 0
            lines.append(
                f"{short_team(teams, i, names)}: {who} → **{d:+d}** "
                f"(total {result['scores'][i]}, {plural(result.get('bags', [0, 0])[i], 'bag')})"
            )
        return "\n".join(lines)

    def action_text(self, text: str) -> str:
        return "bid nil" if text == "bid 0" else super().action_text(text)

    def known_trump(self, view: SpadesView) -> str | None:
        return "S"

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        view = snap.view
        if view.get("hand") is None and view.get("looked") is False:
            lines = [_unlooked(snap)]
        else:
            lines = self.cards_line(snap)
        ex = view.get("exchange")
        if ex and snap.seat in (ex.get("giver"), ex.get("receiver")):
            role = "give" if ex.get("giver") == snap.seat else "receive"
            lines.append(f"Blind-nil exchange: you {role} {plural(ex.get('cards') or 0, 'card')}.")
        return lines

    def label(self, action: Action, view: SpadesView) -> str:
        if isinstance(action, Bid) and action.n == 0:
            return "Nil"
        return super().label(action, view)

    def bid_placeholder(self, view: SpadesView) -> str:
        return "Bid without looking" if view.get("looked") is False else "Choose your bid"


FACE = SpadesFace()
score_lines, state_lines, summary = FACE.score_lines, FACE.state_lines, FACE.summary
