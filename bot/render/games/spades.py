"""Spades: scores with bags, bids and contracts, the blind-nil exchange, and the look.

A Spades seat sees its cards only by the ``look`` action: before it, its hand message says what
the look costs (blind nil), its bid select bids without looking, and once blind nil is out of
reach showing the hand looks by itself (``bot.tables.per_game.auto_action``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.i18n import Tr
from bot.render.common import short_team, team_label
from bot.render.faces import NO_FACES, Faces
from bot.render.games.base import GameFace
from games.actions import Action, Bid
from games.spades.view import SpadesView

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot


def _bid(b: Any, t: Tr) -> str:
    if b is None:
        return "—"
    if b == "nil" or b == 0:
        return t("face-spades-nil")
    if b == "blind":
        return t("face-spades-blind-nil")
    return str(b)


def _contract(bids: list[Any], team: list[int]) -> int:
    return sum(b for s in team if isinstance(b := bids[s], int))


def _unlooked(snap: HandSnapshot, t: Tr) -> str:
    """A seat before its look.  A control is named in bold only when the hand has its
    button: Look while the seat may look, Blind nil when it may bid it now."""
    moves = set() if snap.computer_plays else {str(a) for a in snap.legal}
    line = t("face-spades-unlooked-look" if "look" in moves else "face-spades-unlooked")
    if "bid blind" in moves:
        return f"{line} {t('face-spades-blind-nil-button')}"
    if (snap.view.get("options") or {}).get("blind_nil_enabled", True):
        return f"{line} {t('face-spades-blind-nil-before')}"
    return line


class SpadesFace(GameFace[SpadesView]):
    game = "spades"

    def score_lines(self, view: SpadesView, names: list[str]) -> list[str]:
        t = self.tr
        teams, scores, bags = view["teams"], view["scores"], view.get("bags") or [0, 0]
        parts = []
        for i, _ in enumerate(teams):
            b = bags[i] if i < len(bags) else 0
            side = team_label(teams, i, names, t)
            parts.append(t("face-spades-score", side=side, score=str(scores[i]), bags=b))
        target = view.get("target") or view.get("options", {}).get("target")
        shown = t("table-sep").join(parts)
        if not target:
            return [shown]
        return [t("face-playing-to", scores=shown, target=str(target))]

    def state_lines(self, view: SpadesView, names: list[str], faces: Faces = NO_FACES) -> list[str]:
        t = self.tr
        sep = t("table-sep")
        lines = []
        bids = view.get("bids") or []
        if any(b is not None for b in bids):
            shown = sep.join(
                t("face-seat-bid", player=names[s], bid=_bid(b, t)) for s, b in enumerate(bids)
            )
            lines.append(t("face-bids", bids=shown))
            if all(b is not None for b in bids):
                teams = view["teams"]
                contracts = sep.join(
                    t("face-side-points", side=short_team(teams, i, names, t),
                      points=str(_contract(bids, tm)))
                    for i, tm in enumerate(teams)
                )  # fmt: skip
                won = view.get("tricks_won") or []
                taken = sep.join(
                    t("face-side-points", side=short_team(teams, i, names, t),
                      points=str(sum(won[s] for s in tm)))
                    for i, tm in enumerate(teams)
                )  # fmt: skip
                lines.append(t("face-spades-contracts", contracts=contracts, tricks=taken))
        ex = view.get("exchange")
        if ex:
            lines.append(
                t(
                    "face-spades-exchange",
                    giver=names[ex["giver"]],
                    receiver=names[ex["receiver"]],
                    count=ex.get("cards") or 0,
                )
            )
        if view.get("phase") == "play":
            broken = view.get("spades_broken")
            lines.append(t("face-spades-broken" if broken else "face-spades-not-broken"))
        return lines

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: SpadesView, names: list[str]
    ) -> str:
        t = self.tr
        teams = view["teams"]
        bids, tricks = result.get("bids") or [], result.get("tricks") or []
        lines = []
        for i, tm in enumerate(teams):
            who = t("face-spades-players-sep").join(
                t("face-spades-bid-took", player=names[s], bid=_bid(bids[s], t),
                  tricks=str(tricks[s]))
                for s in tm
            )  # fmt: skip
            d = deltas[i] if i < len(deltas) else 0
            lines.append(
                t(
                    "face-spades-summary",
                    side=short_team(teams, i, names, t),
                    players=who,
                    delta=f"{d:+d}",
                    total=str(result["scores"][i]),
                    bags=result.get("bags", [0, 0])[i],
                )
            )
        return "\n".join(lines)

    def action_text(self, text: str) -> str:
        return self.tr("action-bid-nil") if text == "bid 0" else super().action_text(text)

    def known_trump(self, view: SpadesView) -> str | None:
        return "S"

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        view = snap.view
        if view.get("hand") is None and view.get("looked") is False:
            lines = [_unlooked(snap, self.tr)]
        else:
            lines = self.cards_line(snap)
        ex = view.get("exchange")
        if ex and snap.seat in (ex.get("giver"), ex.get("receiver")):
            role = "give" if ex.get("giver") == snap.seat else "receive"
            lines.append(self.tr(f"face-spades-you-{role}", count=ex.get("cards") or 0))
        return lines

    def label(self, action: Action, view: SpadesView) -> str:
        if isinstance(action, Bid) and action.n == 0:
            return self.tr("label-nil")
        return super().label(action, view)

    def bid_placeholder(self, view: SpadesView) -> str:
        if view.get("looked") is False:
            return self.tr("face-spades-bid-blind")
        return self.tr("face-choose-bid")


FACE = SpadesFace()
score_lines, state_lines, summary = FACE.score_lines, FACE.state_lines, FACE.summary
