"""What one seat may see of a deal (``Match.view``), as JSON-ready data.

Game-specific keys, beyond the common ones of the engine brief:

* ``trump``: a suit letter, ``"NT"`` (No-Trump reverse chosen, or a single hand), or ``None``
  when this seat does not know it.  Before the reveal only the bidder knows a hidden trump (and
  with the seventh card only if ``seventh_card_visible_to_bidder`` and after the second deal).
* ``trump_revealed``, ``revealed_by``: the reveal, and the seat whose turn caused it.
* ``trump_card_down``: the bidder has a face-down trump card in front of them (``own_card`` mode,
  or the seventh card).  ``trump_card``: that card, for the bidder while it lies face down (if they
  may look at it), and for everyone once it was turned up at the reveal.
* ``target`` (bid after any Pair), ``pair_by``, ``multiplier`` (1, 2, 4), ``doubled_by``,
  ``redoubled_by``, ``single`` (the single-hand declarer), ``sitting_out`` (their partner),
  ``no_trump`` (No-Trump reverse: ranks run 7 high … J low), ``points`` (card points taken so far
  per team, the last-trick point included), ``trick_number``, ``direction`` (display only).
* ``first_four``: the four cards this seat was dealt first (what it bid on), in dealt order;
  ``None`` in the public view.  A player knows them; computer players need them to reason about
  their own bids and, as the bidder, about which cards a face-down trump card came from.
* ``tricks_won`` is per seat.  ``hand`` holds only the cards dealt so far: four during the
  auction and trump choice.  ``hand_sizes`` counts a face-down trump card as held.
* ``history`` redacts a hidden ``trump X`` to ``trump ?`` for everyone but the bidder until trump
  is revealed.

The Pair is never offered to a seat that cannot declare it (``legal_actions``); a front end must
show a "Pair" button to every seat alike, so its presence leaks nothing (RULES.md §0.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypedDict

from games.actions import Action, Trump
from games.cards import CARDS
from games.core import LastTrick, MatchView
from games.twentynine.cards import display_sorted
from games.twentynine.hand import AUCTION, DONE, HandState
from games.twentynine.scoring import SUIT_TEXT


class TwentyNineKeys(TypedDict, total=False):
    """The keys a Twenty-Nine view adds to ``MatchView`` (present while a deal is in play)."""

    hand: list[str] | None
    first_four: list[str] | None
    hand_sizes: list[int]
    bids: list[int | str | None]
    """Per seat: ``None`` (not yet), ``"pass"`` or the bid."""
    bidder: int | None
    bid: int | None
    target: int | None
    trump: str | None
    trump_revealed: bool
    revealed_by: int | None
    trump_card_down: bool
    trump_card: str | None
    no_trump: bool
    multiplier: int
    doubled_by: int | None
    redoubled_by: int | None
    single: int | None
    sitting_out: int | None
    pair_by: int | None
    trick: list[list[Any]]
    """``[[seat, card], ...]`` in the order played."""
    leader: int | None
    trick_number: int
    last_trick: LastTrick | None
    tricks_won: list[int]
    points: list[int]
    direction: str
    history: list[list[Any]]
    """``[[seat, text], ...]`` as this seat may know it."""
    last_hand: dict[str, Any] | None


class TwentyNineView(MatchView, TwentyNineKeys):
    """What ``TwentyNineMatch.view`` returns: the common keys and Twenty-Nine's own."""


def trump_for(h: HandState, seat: int | None) -> str | None:
    """The trump as ``seat`` knows it (``None``: unknown to that seat)."""
    if h.declarer >= 0 or h.nt:
        return "NT"
    if h.trump < 0:
        return None
    if h.revealed or h.phase == DONE:
        return SUIT_TEXT[h.trump]
    if seat is not None and seat == h.bidder and _bidder_sees_down(h):
        return SUIT_TEXT[h.trump]
    return None


def _bidder_sees_down(h: HandState) -> bool:
    return not h.seventh or h.o.seventh_card_visible_to_bidder


def _history(
    h: HandState, seat: int | None, actions: Sequence[tuple[int, Action]]
) -> list[list[Any]]:
    open_trump = h.revealed or h.phase == DONE
    out: list[list[Any]] = []
    for s, a in actions:
        if isinstance(a, Trump) and not open_trump and s != seat:
            out.append([s, "trump ?"])
        else:
            out.append([s, str(a)])
    return out


def hand_view(
    h: HandState,
    seat: int | None,
    actions: Sequence[tuple[int, Action]],
    last_hand: dict[str, Any] | None,
) -> TwentyNineKeys:
    sizes = [h.held[s].bit_count() for s in range(4)]
    if h.down_active:
        sizes[h.bidder] += 1
    trump_card = None
    if h.down >= 0 and (
        h.down_shown or (h.down_active and seat == h.bidder and _bidder_sees_down(h))
    ):
        trump_card = str(CARDS[h.down])
    past_auction = h.phase != AUCTION and h.bidder >= 0
    last: LastTrick | None = None
    if h.last_trick is not None:
        seats, cards, winner = h.last_trick
        last = {
            "cards": [[s, str(CARDS[c])] for s, c in zip(seats, cards, strict=True)],
            "winner": winner,
        }
    return {
        "hand": None if seat is None else display_sorted(h.held[seat], h.nt),
        "first_four": None if seat is None else [str(CARDS[c]) for c in h.deal.hands[seat][:4]],
        "hand_sizes": sizes,
        "bids": list(h.calls),
        "bidder": h.bidder if h.bidder >= 0 else None,
        "bid": h.high or None,
        "target": h.target if past_auction else None,
        "trump": trump_for(h, seat),
        "trump_revealed": h.revealed,
        "revealed_by": h.revealed_by if h.revealed else None,
        "trump_card_down": h.down_active,
        "trump_card": trump_card,
        "no_trump": h.nt,
        "multiplier": h.mult,
        "doubled_by": h.doubled_by if h.doubled_by >= 0 else None,
        "redoubled_by": h.redoubled_by if h.redoubled_by >= 0 else None,
        "single": h.declarer if h.declarer >= 0 else None,
        "sitting_out": (h.declarer + 2) % 4 if h.declarer >= 0 else None,
        "pair_by": h.pair_by if h.pair_by >= 0 else None,
        "trick": [[s, str(CARDS[c])] for s, c in zip(h.trick_seats, h.trick_cards, strict=True)],
        "leader": h.leader if h.leader >= 0 else None,
        "trick_number": h.trick_no,
        "last_trick": last,
        "tricks_won": list(h.tricks_won),
        "points": list(h.points),
        "direction": h.o.direction,
        "history": _history(h, seat, actions),
        "last_hand": last_hand,
    }
