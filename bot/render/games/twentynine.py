"""Twenty-Nine: game points, the auction, the contract, the hidden trump and the pair.

The trump is the bidder's secret until it is revealed: the bidder's hand message shows it (and
the face-down card), and sorts the hand by it; everybody else learns it at the reveal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.render.cards import SUITS, pretty_list, suit
from bot.render.common import short_team, team_label
from bot.render.faces import BACK, NO_FACES, Faces
from bot.render.games.base import GameFace, bids_line
from games.twentynine.view import TwentyNineView

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot


class TwentyNineFace(GameFace[TwentyNineView]):
    game = "twentynine"

    def score_lines(self, view: TwentyNineView, names: list[str]) -> list[str]:
        t = self.tr
        teams, scores = view["teams"], view["scores"]
        target = (view.get("options") or {}).get("game_target", 6)
        parts = [
            t("face-side-score", side=team_label(teams, i, names, t), score=f"{scores[i]:+d}")
            for i in range(len(teams))
        ]
        return [t("face-29-scores", scores=t("table-sep").join(parts), target=str(target))]

    def state_lines(
        self, view: TwentyNineView, names: list[str], faces: Faces = NO_FACES
    ) -> list[str]:
        t = self.tr
        lines = []
        if (bids := bids_line(view.get("bids") or [], names, t)) is not None:
            lines.append(bids)
        bidder = view.get("bidder")
        if bidder is not None and view.get("bid") is not None:
            target = view.get("target")
            after_pair = ""
            if target is not None and target != view["bid"]:
                after_pair = t("face-29-target-now", target=str(target))
            mult = view.get("multiplier") or 1
            doubled = ""
            if mult > 1:
                which = "face-29-doubled" if mult == 2 else "face-29-redoubled"
                doubled = t(which, mult=str(mult))
            lines.append(
                t(
                    "face-29-contract",
                    player=names[bidder],
                    bid=str(view["bid"]),
                    target=after_pair,
                    doubled=doubled,
                )
            )
            trump = view.get("trump")
            if (single := view.get("single")) is not None:
                lines.append(t("face-29-single", player=names[single]))
            elif trump == "NT":
                lines.append(t("face-29-no-trump"))
            elif trump is None:
                if view.get("trump_card_down"):
                    lines.append(
                        t("face-29-trump-hidden-down", player=names[bidder], back=faces.mark(BACK))
                    )
                else:
                    lines.append(t("face-29-trump-hidden", player=names[bidder]))
            else:
                who = view.get("revealed_by")
                by = t("face-29-revealed-by", player=names[who]) if who is not None else ""
                card = view.get("trump_card")
                shown_card = t("face-29-card-was", card=faces.card(card)) if card else ""
                lines.append(t("face-29-trump", suit=faces.suit(trump, t), by=by, card=shown_card))
        if (pair_by := view.get("pair_by")) is not None:
            lines.append(t("face-29-pair-by", player=names[pair_by]))
        if view.get("phase") == "play":
            teams, points = view["teams"], view.get("points") or [0, 0]
            pts = t("table-sep").join(
                t("face-side-points", side=short_team(teams, i, names, t), points=str(points[i]))
                for i in range(len(teams))
            )
            trick = str(view.get("trick_number", 0) + 1)
            lines.append(t("face-29-card-points", points=pts, trick=trick))
        return lines

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: TwentyNineView, names: list[str]
    ) -> str:
        t = self.tr
        teams = view["teams"]
        if result.get("redeal"):
            return t("face-29-redeal")
        bidder = result.get("bidder")
        team = next(i for i, tm in enumerate(teams) if bidder in tm) if bidder is not None else 0
        points = result.get("points") or [0, 0]
        trump = result.get("trump")
        trump_text = (
            t("face-29-trump-was", suit=suit(trump, t))
            if trump and trump != "NT"
            else t("suit-no-trump")
        )
        scores = t("table-sep").join(
            t("face-side-points", side=short_team(teams, i, names, t), points=f"{s:+d}")
            for i, s in enumerate(result["scores"])
        )
        made = t(
            "face-29-made" if result.get("made") else "face-29-fell-short",
            player=names[bidder] if bidder is not None else "?",
            bid=str(result.get("bid")),
            target=str(result.get("target")),
            trump=trump_text,
            side=short_team(teams, team, names, t),
            points=points[team],
        )
        return f"{made}\n{t('face-29-game-points', scores=scores)}"

    def known_trump(self, view: TwentyNineView) -> str | None:
        """Only once this seat knows it: the bidder at once, the others at the reveal (``NT``
        is none)."""
        trump = view.get("trump")
        return trump if isinstance(trump, str) and trump in SUITS else None

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        view = snap.view
        lines = self.cards_line(snap)
        if view.get("trump") and not view.get("trump_revealed"):
            lines.append(self.tr("face-29-your-trump", suit=suit(view["trump"], self.tr)))
            if view.get("trump_card"):
                card = pretty_list([view["trump_card"]])
                lines.append(self.tr("face-29-your-trump-card", card=card))
        return lines

    def offered(self, view: TwentyNineView) -> list[tuple[str, str]]:
        """The pair is offered to every seat alike once it may be declared (RULES.md §0.1),
        usable only by the seat that may."""
        opts = view.get("options") or {}
        shown = (
            bool(opts.get("pair_enabled", True))
            and bool(view.get("trump_revealed"))
            and view.get("pair_by") is None
            and view.get("phase") == "play"
        )
        return [(self.tr("label-pair"), "pair")] if shown else []


FACE = TwentyNineFace()
score_lines, state_lines, summary = FACE.score_lines, FACE.state_lines, FACE.summary
