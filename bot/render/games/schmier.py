"""Schmier: team scores, the once-around auction, discards, the six points of a hand.

The engine orders a hand with its trumps first (both bauers and the joker as the rules rank
them), so the face does not sort it again: by printed suit, the left bauer would leave them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.i18n import Tr
from bot.render.cards import pretty_list, suit
from bot.render.common import short_team, team_label
from bot.render.faces import NO_FACES, Faces
from bot.render.games.base import GameFace, bids_line
from games.schmier.view import SchmierView

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot

AWARDS = ("high", "low", "right", "left", "joker", "game")


class SchmierFace(GameFace[SchmierView]):
    game = "schmier"

    def score_lines(self, view: SchmierView, names: list[str]) -> list[str]:
        t = self.tr
        teams, scores = view["teams"], view["scores"]
        target = (view.get("options") or {}).get("target", 21)
        parts = [
            t("face-side-score", side=team_label(teams, i, names, t), score=str(scores[i]))
            for i in range(len(teams))
        ]
        return [t("face-playing-to", scores=t("table-sep").join(parts), target=str(target))]

    def state_lines(
        self, view: SchmierView, names: list[str], faces: Faces = NO_FACES
    ) -> list[str]:
        t = self.tr
        lines = []
        if (bids := bids_line(view.get("bids") or [], names, t)) is not None:
            lines.append(bids)
        if (bidder := view.get("bidder")) is not None:
            trump = view.get("trump")
            bid = str(view.get("bid"))
            if trump:
                lines.append(
                    t(
                        "face-schmier-contract-trump",
                        player=names[bidder],
                        bid=bid,
                        suit=faces.suit(trump, t),
                    )
                )
            else:
                lines.append(t("face-schmier-contract", player=names[bidder], bid=bid))
        counts = view.get("discard_counts") or []
        if any(c is not None for c in counts):
            done = t("table-sep").join(
                t("face-seat-count", player=names[s], count=str(c))
                for s, c in enumerate(counts)
                if c is not None
            )
            stock = str(view.get("stock_size", 0))
            lines.append(t("face-schmier-discarded", done=done, stock=stock))
        if dealer_trumps := view.get("dealer_trump_discards"):
            lines.append(t("face-schmier-dealer-trumps", cards=faces.cards(dealer_trumps)))
        awards = view.get("awards") or {}
        if awards:
            teams = view["teams"]
            got = t("table-sep").join(
                t("face-schmier-award", award=self.award(k), side=short_team(teams, v, names, t))
                for k, v in awards.items()
                if v is not None
            )
            lines.append(t("face-schmier-so-far", points=got))
        return lines

    def award(self, key: str) -> str:
        """An award's word (``high`` -> High's word in this language; an unknown key as is)."""
        message = f"face-schmier-award-{key}"
        return self.tr(message) if key in AWARDS else key

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: SchmierView, names: list[str]
    ) -> str:
        t = self.tr
        teams = view["teams"]
        if result.get("redeal"):
            return t("face-schmier-redeal")
        awards = result.get("awards") or {}
        got = t("table-sep").join(
            t(
                "face-schmier-award",
                award=self.award(k),
                side=short_team(teams, awards[k], names, t)
                if awards.get(k) is not None
                else t("face-schmier-nobody"),
            )
            for k in AWARDS
            if k in awards
        )
        bidder = result.get("bidder")
        lines = [
            t(
                "face-schmier-bid",
                player=names[bidder] if bidder is not None else "?",
                bid=str(result.get("bid")),
                suit=suit(result.get("trump"), t),
                awards=got,
            )
        ]
        points = result.get("points") or []
        hand = t("table-sep").join(
            t(
                "face-side-points",
                side=short_team(teams, i, names, t),
                points=f"{deltas[i] if i < len(deltas) else points[i]:+d}",
            )
            for i in range(len(teams))
        )
        totals = t("table-sep").join(str(s) for s in result["scores"])
        lines.append(t("face-schmier-hand", hand=hand, totals=totals))
        return "\n".join(lines)

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        return self.cards_line(snap) + _exchange(snap, self.tr)


def _exchange(snap: HandSnapshot, t: Tr) -> list[str]:
    """The seat's discard and draw, in the order they happened: a non-dealer discards and then
    draws replacements; the dealer picks up the rest of the stock first, then discards down to
    six (RULES.md §2)."""
    view = snap.view
    discarded = (
        t("face-schmier-you-discarded", cards=pretty_list(view["discarded"]))
        if view.get("discarded")
        else ""
    )
    drawn = (
        t("face-schmier-you-drew", cards=pretty_list(view["drawn"])) if view.get("drawn") else ""
    )
    dealer = view.get("dealer") == snap.seat
    lines = [x for x in ((drawn, discarded) if dealer else (discarded, drawn)) if x]
    rule = view.get("discard_rule")
    if rule:
        lo, hi = rule["min"], rule["max"]
        which = "exactly" if lo == hi else "range"
        if lo == 0:
            which = "up-to"
        must = "-must" if rule.get("must") else ""
        lines.append(
            t(
                f"face-schmier-discard-{which}{must}",
                low=str(lo),
                count=hi,
                cards=pretty_list(rule.get("must") or []),
            )
        )
    return lines


FACE = SchmierFace()
score_lines, state_lines, summary = FACE.score_lines, FACE.state_lines, FACE.summary
