"""Tonk: the stakes ledger, stock and discard, the spreads on the table, the seat's count.

No teams and no winner: a table ends after its hands (or when the host ends it) with each
seat's stakes won or lost.  A card of the hand is discarded, not played, and a buried discard
is only "a card" (RULES.md §4.1: the pile may not be searched).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.render.common import names, plural
from bot.render.faces import NO_FACES, Faces
from bot.render.games.base import GameFace
from games.tonk.view import TonkView

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot, PublicSnapshot

ENDINGS = {
    "initial_tonk": "an initial tonk (49 or 50 dealt)",
    "tonk_out": "a tonk: out without a discard",
    "out": "going out",
    "drop_won": "a drop that held",
    "caught": "a drop that was caught",
    "stock_out": "the stock running out",
    "draw": "a draw (two initial tonks)",
}


def shown_counts(result: dict[str, Any], view: TonkView) -> list[tuple[int, int]]:
    """``(seat, count)`` of the hands the table was shown when ``result``'s hand ended: every
    hand at a showdown, the holder's at an initial tonk, none when a player went out (the
    others keep their cards hidden).  The engine says which in the public view right after the
    hand (``last_reveal``); a view of a later hand cannot tell, so then no count is printed."""
    reveal = view.get("last_reveal")
    if reveal is None or view.get("last_hand") != result:
        return []
    counts = result.get("counts") or []
    return [(s, c) for s, c in enumerate(counts) if s < len(reveal) and reveal[s] is not None]


class TonkFace(GameFace[TonkView]):
    game = "tonk"
    card_verb = "discard"
    bare_discard = "discarded a card"

    def score_lines(self, view: TonkView, names: list[str]) -> list[str]:
        scores = view["scores"]
        stake = (view.get("options") or {}).get("stake", 1)
        parts = [f"{names[s]} **{v:+d}**" for s, v in enumerate(scores)]
        return [f"Stakes won/lost: {' · '.join(parts)} (stake {stake})"]

    def state_lines(self, view: TonkView, names: list[str], faces: Faces = NO_FACES) -> list[str]:
        lines = []
        top = view.get("discard_top")
        sizes = view.get("hand_sizes") or []
        lines.append(
            f"**Stock** {view.get('stock_size', 0)} · **Discard** "
            f"{faces.card(top) if top else '(empty)'} · **Cards held** "
            + " · ".join(f"{names[s]} {n}" for s, n in enumerate(sizes))
        )
        spreads = view.get("spreads") or []
        if spreads:
            lines.append(
                "**Spreads** "
                + " · ".join(
                    f"`{i + 1}` {faces.cards(sp.get('cards', []))} ({names[sp['owner']]})"
                    if isinstance(sp, dict) and sp.get("owner") is not None
                    else f"`{i + 1}` "
                    f"{faces.cards(sp.get('cards', []) if isinstance(sp, dict) else sp)}"
                    for i, sp in enumerate(spreads)
                )
            )
        return lines

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: TonkView, names: list[str]
    ) -> str:
        ending = ENDINGS.get(result.get("ending", ""), result.get("ending", "?"))
        totals = (view.get("options") or {}).get("initial_tonk_totals")
        if result.get("ending") == "initial_tonk" and totals:
            ending = f"an initial tonk ({' or '.join(map(str, totals))} dealt)"
        if result.get("redeal") and result.get("ending") == "draw":
            return "Two players were dealt a tonk: a draw, nobody pays, the next player deals."
        pay = result.get("payouts") or deltas
        counts = shown_counts(result, view)
        lines = [f"The hand ended with {ending}."]
        if counts:
            lines.append("Counts: " + " · ".join(f"{names[s]} {c}" for s, c in counts))
        lines.append("Paid: " + " · ".join(f"{names[s]} {p:+d}" for s, p in enumerate(pay)))
        return "\n".join(lines)

    def result_text(self, snap: PublicSnapshot) -> str:
        view = snap.view or {}
        seat_names = names(snap.seats)
        scores = view.get("scores") or []
        ledger = " · ".join(f"{seat_names[s]} {v:+d}" for s, v in enumerate(scores))
        stake = (view.get("options") or {}).get("stake", 1)
        return (
            f"🏁 **The table is over** after {plural(snap.hands_played, 'hand')}. "
            f"Stakes (×{stake}): {ledger}"
        )

    def lobby_lines(self, snap: PublicSnapshot) -> list[str]:
        """The number of hands (or none: until the host ends it), and the stake of 1 that a
        table without the option plays for."""
        limit = snap.hand_limit
        lines = [f"• Hands: **{limit if limit else 'until the host ends the table'}**"]
        if "stake" not in snap.options:
            lines.append("• Stake: **1**")
        return lines

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        lines = self.cards_line(snap)
        if snap.view.get("count") is not None:
            lines.append(f"Your count: **{snap.view['count']}**")
        return lines


FACE = TonkFace()
score_lines, state_lines, summary = FACE.score_lines, FACE.state_lines, FACE.summary
