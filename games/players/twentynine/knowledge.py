"""What one seat knows, read from its view alone (``Match.view(seat)``).

Everything here is derived from the view's keys and its ``history`` (which already hides what the
seat may not see: a hidden trump reads ``trump ?``).  The players never see the match, so this is
the whole of their information: the cards played and by whom, the voids shown by failing to
follow suit, the trump as far as this seat knows it, and the auction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from games.actions import Action
from games.players.masks import card_of, mask_of
from games.players.options import options_of, seat_of
from games.players.twentynine.tables import ALL_CARDS, SUIT_OF
from games.twentynine.actions import parse
from games.twentynine.options import Options
from games.twentynine.view import TwentyNineView

SUIT_LETTERS = "SHDC"


@lru_cache(maxsize=4096)
def parse_action(text: str) -> Action:
    return parse(text)


@dataclass(slots=True)
class Knowledge:
    """One seat's information about the current deal."""

    seat: int
    options: Options
    dealer: int
    phase: str
    hand: int
    first_four: int
    history: list[tuple[int, str]]
    calls: list[tuple[int, int]] = field(default_factory=list)
    """The auction in order: (seat, bid) with 0 for a pass."""
    bidder: int = -1
    bid: int = 0
    target: int = 0
    trump: int = -1
    """The trump suit as this seat knows it (-1: unknown, or no trump at all)."""
    revealed: bool = False
    revealed_by: int = -1
    nt: bool = False
    seventh: bool = False
    declarer: int = -1
    sitting_out: int = -1
    down_active: bool = False
    down_card: int = -1
    """The face-down trump card if this seat may see it (the bidder), else -1."""
    shown_trump_card: int = -1
    """The trump card turned up at the reveal (own card / seventh card), public."""
    played_by: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    played: int = 0
    voids: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """Per seat, a 4-bit mask of the suits it has shown it cannot follow (playable cards)."""
    trick_cards: list[int] = field(default_factory=list)
    trick_seats: list[int] = field(default_factory=list)
    led: int = -1
    hand_sizes: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    points: list[int] = field(default_factory=lambda: [0, 0])
    tricks_won: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    trick_no: int = 0
    mult: int = 1
    pair_by: int = -1
    doubled_by: int = -1

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    @property
    def first(self) -> int:
        """The first speaker, who also leads trick 1."""
        return (self.dealer + 1) % 4

    @property
    def pos(self) -> int:
        """This seat's position after the dealer (0 = first speaker)."""
        return (self.seat - self.dealer - 1) % 4

    @property
    def high(self) -> int:
        """The highest bid so far (0: none)."""
        return max((b for _, b in self.calls), default=0)

    @property
    def outstanding(self) -> int:
        """Cards this seat has not seen played and does not hold (face-down card excluded)."""
        out = ALL_CARDS & ~self.played & ~self.hand
        if self.down_card >= 0:
            out &= ~(1 << self.down_card)
        return out

    @property
    def bidding_side(self) -> bool:
        lead = self.declarer if self.declarer >= 0 else self.bidder
        return lead >= 0 and lead & 1 == self.seat & 1


def read_view(view: TwentyNineView) -> Knowledge:
    """Build the seat's ``Knowledge`` from its view."""
    seat = seat_of(view)
    k = Knowledge(
        seat=seat,
        options=options_of(view, Options),
        dealer=view["dealer"],
        phase=view["phase"],
        hand=mask_of(view.get("hand")),
        first_four=mask_of(view.get("first_four")),
        history=[(s, t) for s, t in view.get("history") or ()],
    )
    k.bidder = bidder if (bidder := view.get("bidder")) is not None else -1
    k.bid = view.get("bid") or 0
    k.target = view.get("target") or k.bid
    trump = view.get("trump")
    if trump in ("S", "H", "D", "C"):
        k.trump = SUIT_LETTERS.index(trump)
    k.nt = bool(view.get("no_trump"))
    k.revealed = bool(view.get("trump_revealed"))
    if (by := view.get("revealed_by")) is not None:
        k.revealed_by = by
    if (single := view.get("single")) is not None:
        k.declarer = single
        k.sitting_out = out if (out := view["sitting_out"]) is not None else -1
        k.trump = -1
    k.down_active = bool(view.get("trump_card_down"))
    card = view.get("trump_card")
    if card:
        if k.down_active:
            k.down_card = card_of(card)
        else:
            k.shown_trump_card = card_of(card)
    k.hand_sizes = list(view.get("hand_sizes") or [0, 0, 0, 0])
    k.points = list(view.get("points") or [0, 0])
    k.tricks_won = list(view.get("tricks_won") or [0, 0, 0, 0])
    k.trick_no = view.get("trick_number") or 0
    k.mult = view.get("multiplier") or 1
    k.pair_by = by if (by := view.get("pair_by")) is not None else -1
    k.doubled_by = by if (by := view.get("doubled_by")) is not None else -1
    _replay_history(k)
    return k


def _replay_history(k: Knowledge) -> None:
    """Walk the visible history: the auction, the plays, the voids they show."""
    trick_size = 3 if k.declarer >= 0 else 4
    tcards: list[int] = []
    tseats: list[int] = []
    led = -1
    caller = -1
    revealed_trump = k.trump if k.revealed else -1
    in_auction = True
    mandatory = k.options.reveal_mode == "mandatory"
    reveal_pending = k.revealed and mandatory and k.revealed_by >= 0
    for s, text in k.history:
        if text.startswith("play "):
            c = card_of(text[5:])
            if tcards and SUIT_OF[c] != led:
                k.voids[s] |= 1 << led
            # A mandatory reveal happens when the seat has no playable card of the led suit:
            # it discards, or (the bidder) plays the face-down card just turned up.
            if (
                reveal_pending
                and tcards
                and s == k.revealed_by
                and (SUIT_OF[c] != led or c == k.shown_trump_card)
            ):
                k.voids[s] |= 1 << led
                reveal_pending = False
            if caller == s:
                if revealed_trump >= 0 and SUIT_OF[c] != revealed_trump:
                    k.voids[s] |= 1 << revealed_trump
                caller = -1
            if not tcards:
                led = SUIT_OF[c]
            tcards.append(c)
            tseats.append(s)
            k.played_by[s] |= 1 << c
            k.played |= 1 << c
            if len(tcards) == trick_size:
                tcards, tseats, led = [], [], -1
        elif text.startswith("bid "):
            k.calls.append((s, int(text[4:])))
        elif text == "pass":
            if in_auction:
                k.calls.append((s, 0))
        elif text.startswith("trump"):
            in_auction = False
            k.seventh = k.seventh or text == "trump seventh"
        elif text == "reveal":
            caller = s if k.options.caller_must_trump else -1
            if tcards:
                k.voids[s] |= 1 << led  # calling is legal only without a playable led card
    k.trick_cards, k.trick_seats, k.led = tcards, tseats, led
