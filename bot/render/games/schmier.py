"""Schmier: team scores, the once-around auction, discards, the six points of a hand.

The engine orders a hand with its trumps first (both bauers and the joker as the rules rank
them), so the face does not sort it again: by printed suit, the left bauer would leave them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.render.cards import pretty_list, suit
from bot.render.common import plural, short_team, team_label
from bot.render.faces import NO_FACES, Faces
from bot.render.games.base import GameFace, bids_line
from games.schmier.view import SchmierView

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot

AWARDS = ("high", "low", "right", "left", "joker", "game")


class SchmierFace(GameFace[SchmierView]):
    game = "schmier"

    def score_lines(self, view: SchmierView, names: list[str]) -> list[str]:
        teams, scores = view["teams"], view["scores"]
        target = (view.get("options") or {}).get("target", 21)
        parts = [f"{team_label(teams, i, names)}: **{scores[i]}**" for i in range(len(teams))]
        return [" · ".join(parts) + f" — playing to {target}"]

    def state_lines(
        self, view: SchmierView, names: list[str], faces: Faces = NO_FACES
    ) -> list[str]:
        lines = []
        if (bids := bids_line(view.get("bids") or [], names)) is not None:
            lines.append(bids)
        if (bidder := view.get("bidder")) is not None:
            trump = view.get("trump")
            lines.append(
                f"**Contract** {names[bidder]} {view.get('bid')}"
                + (f" · **Trump** {faces.suit(trump)}" if trump else "")
            )
        counts = view.get("discard_counts") or []
        if any(c is not None for c in counts):
            done = " · ".join(f"{names[s]} {c}" for s, c in enumerate(counts) if c is not None)
            lines.append(f"**Discarded** {done} (stock {view.get('stock_size', 0)})")
        if dealer_trumps := view.get("dealer_trump_discards"):
            lines.append(f"Dealer's discarded trumps: {faces.cards(dealer_trumps)}")
        awards = view.get("awards") or {}
        if awards:
            teams = view["teams"]
            got = " · ".join(
                f"{k} → {short_team(teams, v, names)}" for k, v in awards.items() if v is not None
            )
            lines.append(f"**Points so far** {got}")
        return lines

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: SchmierView, names: list[str]
    ) -> str:
        teams = view["teams"]
        if result.get("redeal"):
            return "Everybody passed: the same dealer deals again."
        awards = result.get("awards") or {}
        got = " · ".join(
            f"{k} → "
            f"{short_team(teams, awards[k], names) if awards.get(k) is not None else 'nobody'}"
            for k in AWARDS
            if k in awards
        )
        bidder = result.get("bidder")
        lines = [
            f"{names[bidder] if bidder is not None else '?'} bid {result.get('bid')} in "
            f"{suit(result.get('trump'))}. {got}"
        ]
        points = result.get("points") or []
        lines.append(
            "Hand: "
            + " · ".join(
                f"{short_team(teams, i, names)} {deltas[i] if i < len(deltas) else points[i]:+d}"
                for i in range(len(teams))
            )
            + " — totals "
            + " · ".join(str(s) for s in result["scores"])
        )
        return "\n".join(lines)

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        return self.cards_line(snap) + _exchange(snap)


def _exchange(snap: HandSnapshot) -> list[str]:
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


FACE = SchmierFace()
score_lines, state_lines, summary = FACE.score_lines, FACE.state_lines, FACE.summary
