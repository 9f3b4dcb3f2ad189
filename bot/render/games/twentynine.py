"""Twenty-Nine: game points, the auction, the contract, the hidden trump and the pair.

The trump is the bidder's secret until it is revealed: the bidder's hand message shows it (and
the face-down card), and sorts the hand by it; everybody else learns it at the reveal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.render.cards import SUITS, pretty_list, suit
from bot.render.common import plural, short_team, team_label
from bot.render.faces import BACK, NO_FACES, Faces
from bot.render.games.base import GameFace, bids_line
from games.twentynine.view import TwentyNineView

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot


class TwentyNineFace(GameFace[TwentyNineView]):
    game = "twentynine"

    def score_lines(self, view: TwentyNineView, names: list[str]) -> list[str]:
        teams, scores = view["teams"], view["scores"]
        target = (view.get("options") or {}).get("game_target", 6)
        parts = [f"{team_label(teams, i, names)}: **{scores[i]:+d}**" for i in range(len(teams))]
        return [" · ".join(parts) + f" — game points, ±{target} ends the match"]

    def state_lines(
        self, view: TwentyNineView, names: list[str], faces: Faces = NO_FACES
    ) -> list[str]:
        lines = []
        if (bids := bids_line(view.get("bids") or [], names)) is not None:
            lines.append(bids)
        bidder = view.get("bidder")
        if bidder is not None and view.get("bid") is not None:
            target = view.get("target")
            contract = f"**Contract** {names[bidder]} {view['bid']}"
            if target is not None and target != view["bid"]:
                contract += f" (target now {target} after the pair)"
            mult = view.get("multiplier") or 1
            if mult > 1:
                contract += f" · {'doubled' if mult == 2 else 'redoubled'} ×{mult}"
            lines.append(contract)
            trump = view.get("trump")
            if (single := view.get("single")) is not None:
                lines.append(f"**Single hand** by {names[single]} (no trump)")
            elif trump == "NT":
                lines.append("**No trump**: the ranks are reversed (7 high … J low)")
            elif trump is None:
                down = (
                    f" ({faces.mark(BACK)}a card lies face down)"
                    if view.get("trump_card_down")
                    else ""
                )
                lines.append(f"**Trump** hidden — only {names[bidder]} knows it{down}")
            else:
                who = view.get("revealed_by")
                by = f" (revealed at {names[who]}'s turn)" if who is not None else ""
                card = view.get("trump_card")
                shown_card = f", the face-down card was {faces.card(card)}" if card else ""
                lines.append(f"**Trump** {faces.suit(trump)}{by}{shown_card}")
        if (pair_by := view.get("pair_by")) is not None:
            lines.append(f"**Pair** declared by {names[pair_by]}")
        if view.get("phase") == "play":
            teams, points = view["teams"], view.get("points") or [0, 0]
            pts = " · ".join(
                f"{short_team(teams, i, names)} {points[i]}" for i in range(len(teams))
            )
            lines.append(f"**Card points** {pts} (trick {view.get('trick_number', 0) + 1} of 8)")
        return lines

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: TwentyNineView, names: list[str]
    ) -> str:
        teams = view["teams"]
        if result.get("redeal"):
            return "The deal was thrown in; the same totals stand."
        bidder = result.get("bidder")
        team = next(i for i, t in enumerate(teams) if bidder in t) if bidder is not None else 0
        points = result.get("points") or [0, 0]
        made = "made it" if result.get("made") else "fell short"
        trump = result.get("trump")
        trump_text = f"trump {suit(trump)}" if trump and trump != "NT" else "no trump"
        scores = " · ".join(
            f"{short_team(teams, i, names)} {s:+d}" for i, s in enumerate(result["scores"])
        )
        return (
            f"{names[bidder] if bidder is not None else '?'} bid {result.get('bid')} "
            f"(target {result.get('target')}, {trump_text}); "
            f"{short_team(teams, team, names)} took {plural(points[team], 'card point')} and "
            f"**{made}**.\n"
            f"Game points: {scores}"
        )

    def known_trump(self, view: TwentyNineView) -> str | None:
        """Only once this seat knows it: the bidder at once, the others at the reveal (``NT``
        is none)."""
        trump = view.get("trump")
        return trump if isinstance(trump, str) and trump in SUITS else None

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        view = snap.view
        lines = self.cards_line(snap)
        if view.get("trump") and not view.get("trump_revealed"):
            lines.append(f"Trump (your secret): **{suit(view['trump'])}**")
            if view.get("trump_card"):
                lines.append(f"Face-down trump card: {pretty_list([view['trump_card']])}")
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
        return [("Declare pair", "pair")] if shown else []


FACE = TwentyNineFace()
score_lines, state_lines, summary = FACE.score_lines, FACE.state_lines, FACE.summary
