"""What one seat may see of a Tonk table.

Hands are private, the stock order is secret, and the discard pile shows only its top card:
players may not search it, so a view never names a buried discard, not even in the history
(a discard shows as plain ``discard`` once another card covers it or someone takes it).  Spreads
on the table are public.  The game-specific keys:

- ``hand`` / ``count``: the seat's own cards (display order: by suit, K high, A low) and count.
- ``hand_sizes``, ``stock_size``, ``discard_size``, ``discard_top`` (a card or ``None``).
- ``spreads``: ``[{"cards": [...], "kind": "book" | "run", "owner": seat}, ...]`` in the order
  laid (the index a ``hit`` names); runs low to high.
- ``turn``, ``drawn`` (the player to act has drawn this turn), ``taken`` (own view only: the card
  this seat just took from the discard pile, which some options restrict).
- ``drop_locks``: per seat, turns it may still not drop on (``hit_lock_turns``).
- ``quiet_turns``: turns in a row with the stock empty and no spread or hit (the loop guard ends
  the hand when it reaches the number of seats).
- ``history``: this hand's actions, ``[[seat, text], ...]``, buried discards redacted.
- ``last_hand``: the previous hand's result; ``last_reveal``: the cards shown when it ended (per
  seat, ``None`` = not shown: everyone at a showdown, the holders at an initial tonk).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypedDict

from games.actions import Action, Discard
from games.cards import CARDS
from games.core import MatchView
from games.tonk.hand import TonkHand
from games.tonk.melds import SPREADS, count, hand_order, table_order


class SpreadView(TypedDict):
    """A spread on the table: its cards (runs low to high), its kind and who laid it."""

    cards: list[str]
    kind: Literal["book", "run"]
    owner: int


class TonkKeys(TypedDict, total=False):
    """The keys a Tonk view adds to ``MatchView`` (present while a hand is in play)."""

    hand: list[str] | None
    count: int | None
    hand_sizes: list[int]
    stock_size: int
    discard_size: int
    discard_top: str | None
    spreads: list[SpreadView]
    turn: int | None
    drawn: bool
    taken: str | None
    drop_locks: list[int]
    quiet_turns: int
    history: list[list[Any]]
    """``[[seat, text], ...]``, buried discards redacted."""
    last_hand: dict[str, Any] | None
    last_reveal: list[list[str] | None] | None


class TonkView(MatchView, TonkKeys):
    """What ``TonkMatch.view`` returns: the common keys and Tonk's own."""


def build_view(
    hand: TonkHand,
    seat: int | None,
    actions: Sequence[tuple[int, Action]],
    last_hand: dict[str, Any] | None,
    last_reveal: Sequence[int | None] | None,
) -> TonkKeys:
    """The Tonk keys of ``seat``'s view of ``hand``, given the previous hand's replay entry
    and the cards shown at its end (per seat, a card mask or ``None``)."""
    own = seat is not None and 0 <= seat < hand.n
    top = hand.pile[-1] if hand.pile else None
    mine = hand.hands[seat] if own and seat is not None else 0
    view: TonkKeys = {
        "hand": hand_order(mine) if own else None,
        "count": count(mine) if own else None,
        "hand_sizes": [h.bit_count() for h in hand.hands],
        "stock_size": len(hand.stock),
        "discard_size": len(hand.pile),
        "discard_top": str(CARDS[top]) if top is not None else None,
        "spreads": [
            {
                "cards": table_order(m),
                "kind": "book" if SPREADS[m].book else "run",
                "owner": o,
            }
            for m, o in zip(hand.sp_masks, hand.sp_owner, strict=True)
        ],
        "turn": hand.turn if hand.ending is None else None,
        "drawn": hand.drawn,
        "taken": str(CARDS[hand.taken]) if own and seat == hand.turn and hand.taken >= 0 else None,
        "drop_locks": list(hand.locks),
        "quiet_turns": hand.quiet,
        "history": _history(actions, top),
        "last_hand": last_hand,
        "last_reveal": None
        if last_reveal is None
        else [None if r is None else hand_order(r) for r in last_reveal],
    }
    return view


def _history(actions: Sequence[tuple[int, Action]], top: int | None) -> list[list[Any]]:
    last_discard = -1
    for i in range(len(actions) - 1, -1, -1):
        if type(actions[i][1]) is Discard:
            last_discard = i
            break
    out: list[list[Any]] = []
    for i, (s, a) in enumerate(actions):
        if type(a) is Discard and not (i == last_discard and a.cards[0] == top):
            out.append([s, "discard"])
        else:
            out.append([s, str(a)])
    return out
