"""``GameFace``: everything the bot shows differently from one game to another, in one class.

The generic renderers (the table message, the hand message, the lobby) and the hand's controls
ask the table's face (``bot.render.games.face``) instead of testing the game's name, so a game's
peculiarities are read in one file and a new game is one new face.  The base class is how a game
with nothing special reads; each game overrides what it shows its own way.  Faces are pure: they
format views, snapshots and results, and never change a table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar, cast

from bot.i18n import Tr, tr
from bot.render.cards import SUIT_NAMES, action_text, pretty, pretty_list
from bot.render.common import names, team_label
from bot.render.faces import NO_FACES, Faces
from games.actions import (
    Action,
    Bid,
    BidBlind,
    Discard,
    Draw,
    Give,
    Hit,
    Play,
    Spread,
    Trump,
    TrumpSeventh,
)
from games.twentynine.actions import TrumpNoTrump

if TYPE_CHECKING:
    from bot.tables.snapshots import HandSnapshot, PublicSnapshot

WORDS = {
    "pass": "label-pass",
    "look": "label-look",
    "reveal": "label-reveal",
    "pair": "label-pair",
    "double": "label-double",
    "redouble": "label-redouble",
    "single": "label-single",
    "drop": "label-drop",
    "end": "label-end",
}
"""The labels of the actions that are one word: their catalogue messages (games.ftl)."""


def bids_line(bids: list[Any], names: list[str], t: Tr | None = None) -> str | None:
    """``**Bids** alice 16 · bob —``: each seat's bid so far (``—``: not yet), or None before
    the first bid (the plain bids of Twenty-Nine and Schmier)."""
    t = t or tr("en")
    if not any(b is not None for b in bids):
        return None
    shown = t("table-sep").join(
        t("face-seat-bid", player=names[s], bid=_shown_bid(b, t)) for s, b in enumerate(bids)
    )
    return t("face-bids", bids=shown)


def _shown_bid(bid: Any, t: Tr) -> str:
    """A bid as the bids line prints it: ``—`` not yet, ``pass`` in words, else the number."""
    if bid is None:
        return "—"
    if bid == "pass":
        return t("face-bid-pass")
    return str(bid)


ViewT = TypeVar("ViewT", bound=Mapping[str, Any])
"""The game's declared view type (``games.spades.SpadesView``, ...): its keys are type-checked."""


class GameFace(Generic[ViewT]):
    """How a game reads on Discord; the defaults are those of a game with nothing special.
    A game's face is ``GameFace[<its view type>]``, so what it reads of a view is checked."""

    game: ClassVar[str] = ""
    card_verb: ClassVar[str] = "play"
    """What one click on a card of the hand does (the verb of its button)."""
    bare_discard: ClassVar[str] = "action-discarded-none"
    """A public ``discard`` without cards, as the table's latest moves say it (its message)."""

    def __init__(self, language: Tr | None = None) -> None:
        self.tr = language if language is not None else tr("en")
        """The catalogue this face speaks (``bot.render.games.face(game, language)``)."""

    # ----- the table message and the thread -----------------------------------------------

    def score_lines(self, view: ViewT, names: list[str]) -> list[str]:
        """The match's scores, under the seats."""
        return []

    def state_lines(self, view: ViewT, names: list[str], faces: Faces = NO_FACES) -> list[str]:
        """The hand's public state (bids, contract, trump, stock...), under the scores."""
        return []

    def summary(
        self, result: dict[str, Any], deltas: list[int], view: ViewT, names: list[str]
    ) -> str:
        """The post that a hand is over (``deltas``: what it changed per side)."""
        return ""

    def result_text(self, snap: PublicSnapshot) -> str:
        """The post that the match is over: the winning side and the final scores."""
        t = self.tr
        view = snap.view or {}
        seat_names = names(snap.seats, t)
        teams = view.get("teams") or []
        scores = view.get("scores") or []
        winner = view.get("winner")
        tally = t("table-sep").join(
            t("table-side-score", side=team_label(teams, i, seat_names, t), score=str(s))
            for i, s in enumerate(scores)
        )
        if winner is None:
            return t("table-result-over", tally=tally)
        return t("table-result-wins", winner=team_label(teams, winner, seat_names, t), tally=tally)

    def action_text(self, text: str) -> str:
        """A public record action as a short phrase (``play TH`` -> ``played 10♥``)."""
        return action_text(text, self.tr(self.bare_discard), self.tr)

    def lobby_lines(self, snap: PublicSnapshot) -> list[str]:
        """House rules the lobby lists that are not options of the engine (Tonk's hands)."""
        return []

    # ----- the hand message ---------------------------------------------------------------

    def known_trump(self, view: ViewT) -> str | None:
        """The trump suit as the view's seat knows it, for ordering its cards (none: the
        engine's order stands)."""
        return None

    def sorted_hand(self, view: ViewT) -> list[str]:
        """The seat's cards as its hand shows them: the engine's order (by suit, each suit high
        to low in the game's own ranking), with the trump suit moved to the front where the
        seat knows one.  The other suits keep the engine's order: their four colours tell
        them apart."""
        hand = [str(c) for c in view.get("hand") or []]
        trump = self.known_trump(view)
        if trump is None:
            return hand
        return sorted(hand, key=lambda c: 0 if c[-1:] == trump else 1)  # stable: ranks keep order

    def cards_line(self, snap: HandSnapshot) -> list[str]:
        """``Your cards (n): ...``, if the seat holds cards it may see."""
        hand = snap.view.get("hand")
        if hand is None:
            return []
        # The snapshot's view is this game's view: the one bridge from the snapshot's dict.
        shown = pretty_list(self.sorted_hand(cast(ViewT, snap.view)))
        cards = shown or self.tr("face-no-cards")
        return [self.tr("face-your-cards", count=str(len(hand)), cards=cards)]

    def hand_lines(self, snap: HandSnapshot) -> list[str]:
        """What the hand message says between its header and whose turn it is."""
        return self.cards_line(snap)

    def label(self, action: Action, view: ViewT) -> str:
        """The label of an action's control."""
        t = self.tr
        if isinstance(action, Play):
            return pretty(str(action.card))
        if isinstance(action, Bid):
            return t("label-bid", bid=str(action.n))
        if isinstance(action, BidBlind):
            return t("label-blind-nil")
        if isinstance(action, Trump):
            return t(f"label-trump-{SUIT_NAMES[action.suit.char]}")
        if isinstance(action, TrumpSeventh):
            return t("label-seventh")
        if isinstance(action, TrumpNoTrump):
            return t("label-no-trump")
        if isinstance(action, Draw):
            if action.source == "stock":
                return t("label-draw-stock")
            top = view.get("discard_top")
            return (
                t("label-take-discard-card", card=pretty(top)) if top else t("label-take-discard")
            )
        if isinstance(action, Hit):
            return t("label-hit", card=pretty(str(action.card)), spread=str(action.spread + 1))
        if isinstance(action, Discard):
            if not action.cards:
                return t("label-discard-nothing")
            return t("label-discard", cards=pretty_list(str(c) for c in action.cards))
        if isinstance(action, Spread):
            return t("label-spread", cards=pretty_list(str(c) for c in action.cards))
        if isinstance(action, Give):
            return t("label-give", cards=pretty_list(str(c) for c in action.cards))
        if action.verb in WORDS:
            return t(WORDS[action.verb])
        return str(action).capitalize()

    def bid_placeholder(self, view: ViewT) -> str:
        """The placeholder of the bid select."""
        return self.tr("face-choose-bid")

    def offered(self, view: ViewT) -> list[tuple[str, str]]:
        """Controls shown to every seat alike, greyed out where the seat may not use them now,
        as ``(label, action)``: a seat's legal moves alone would tell the others what it may
        do (Twenty-Nine's pair)."""
        return []
