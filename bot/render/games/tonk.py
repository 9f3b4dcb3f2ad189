"""Tonk: the stakes ledger, stock and discard, the spreads on the table, the seat's count.

No teams and no winner: a table ends after its hands (or when the host ends it) with each
seat's stakes won or lost.  A card of the hand is discarded, not played, and a buried discard
is only "a card" (RULES.md §4.1: the pile may not be searched).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.render.common import names
from bot.render.faces import NO_FACES, Faces
from bot.render.games.base import GameFace
from games.tonk.view import TonkView

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot, PublicSnapshot

ENDINGS = {
    "initial_tonk": "face-tonk-ended-initial-tonk",
    "tonk_out": "face-tonk-ended-tonk-out",
    "out": "face-tonk-ended-out",
    "drop_won": "face-tonk-ended-drop-won",
    "caught": "face-tonk-ended-caught",
    "stock_out": "face-tonk-ended-stock-out",
    "draw": "face-tonk-ended-draw",
}
"""How a hand ended: the sentence saying so (games.ftl)."""


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
    bare_discard = "action-discarded-a-card"

    def score_lines(self, view: TonkView, names: list[str]) -> list[str]:
        t = self.tr
        scores = view["scores"]
        stake = (view.get("options") or {}).get("stake", 1)
        parts = [
            t("face-tonk-stake", player=names[s], score=f"{v:+d}") for s, v in enumerate(scores)
        ]
        return [t("face-tonk-scores", scores=t("table-sep").join(parts), stake=str(stake))]

    def state_lines(self, view: TonkView, names: list[str], faces: Faces = NO_FACES) -> list[str]:
        t = self.tr
        sep = t("table-sep")
        lines = []
        top = view.get("discard_top")
        sizes = view.get("hand_sizes") or []
        lines.append(
            t(
                "face-tonk-state",
                stock=str(view.get("stock_size", 0)),
                discard=faces.card(top) if top else t("face-tonk-empty"),
                held=sep.join(
                    t("face-seat-count", player=names[s], count=str(n)) for s, n in enumerate(sizes)
                ),
            )
        )
        spreads = view.get("spreads") or []
        if spreads:
            shown = []
            for i, sp in enumerate(spreads):
                cards = faces.cards(sp.get("cards", []) if isinstance(sp, dict) else sp)
                if isinstance(sp, dict) and sp.get("owner") is not None:
                    shown.append(
                        t("face-tonk-spread-of", number=str(i + 1), cards=cards,
                          player=names[sp["owner"]])
                    )  # fmt: skip
                else:
                    shown.append(t("face-tonk-spread", number=str(i + 1), cards=cards))
            lines.append(t("face-tonk-spreads", spreads=sep.join(shown)))
        return lines

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: TonkView, names: list[str]
    ) -> str:
        t = self.tr
        sep = t("table-sep")
        key = result.get("ending", "")
        totals = (view.get("options") or {}).get("initial_tonk_totals")
        shown_totals = t("face-tonk-or").join(map(str, totals or (49, 50)))
        if result.get("redeal") and result.get("ending") == "draw":
            return t("face-tonk-draw-redeal")
        pay = result.get("payouts") or deltas
        counts = shown_counts(result, view)
        if key in ENDINGS:
            lines = [t(ENDINGS[key], totals=shown_totals)]
        else:
            lines = [t("face-tonk-ended-other", ending=key or "?")]
        if counts:
            shown = sep.join(t("face-seat-count", player=names[s], count=str(c)) for s, c in counts)
            lines.append(t("face-tonk-counts", counts=shown))
        paid = sep.join(
            t("face-seat-count", player=names[s], count=f"{p:+d}") for s, p in enumerate(pay)
        )
        lines.append(t("face-tonk-paid", paid=paid))
        return "\n".join(lines)

    def result_text(self, snap: PublicSnapshot) -> str:
        t = self.tr
        view = snap.view or {}
        seat_names = names(snap.seats, t)
        scores = view.get("scores") or []
        ledger = t("table-sep").join(
            t("face-seat-count", player=seat_names[s], count=f"{v:+d}")
            for s, v in enumerate(scores)
        )
        stake = str((view.get("options") or {}).get("stake", 1))
        return t("face-tonk-result", hands=snap.hands_played, stake=stake, ledger=ledger)

    def lobby_lines(self, snap: PublicSnapshot) -> list[str]:
        """The number of hands (or none: until the host ends it), and the stake of 1 that a
        table without the option plays for."""
        t = self.tr
        limit = snap.hand_limit
        lines = [
            t("face-tonk-lobby-hands", hands=str(limit))
            if limit
            else t("face-tonk-lobby-hands-open")
        ]
        if "stake" not in snap.options:
            lines.append(t("face-tonk-lobby-stake"))
        return lines

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        lines = self.cards_line(snap)
        if snap.view.get("count") is not None:
            lines.append(self.tr("face-tonk-your-count", count=str(snap.view["count"])))
        return lines


FACE = TonkFace()
score_lines, state_lines, summary = FACE.score_lines, FACE.state_lines, FACE.summary
