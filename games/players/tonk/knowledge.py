"""What a Tonk seat knows, read from its view into bitmasks.

The view is the only input a player gets (``games.players.base``).  Everything here is public or
the seat's own: its hand, the spreads on the table, the top discard, the hand sizes, the stock
and pile sizes, and the redacted history (who drew from where, who laid or hit what).  Buried
discards are never named in a view (RULES.md §4.1: players may not search the discard pile), so
the cards we cannot see are the pack minus our hand, the table and the top discard; they lie in
the other hands, the stock, or under the top discard.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.players.masks import card_of, mask_of
from games.players.options import options_of, seat_of
from games.tonk.melds import SPREADS, count
from games.tonk.options import Options
from games.tonk.view import TonkView

FULL = (1 << 52) - 1


@dataclass
class Knowledge:
    """One seat's knowledge of the current hand (all masks are 52-bit card sets)."""

    seat: int
    n: int
    opts: Options
    hand: int
    top: int
    """The top discard (-1: the pile is empty)."""
    pile_size: int
    stock_size: int
    sizes: list[int]
    sp_masks: list[int]
    sp_owner: list[int]
    sp_acc: list[int]
    locks: list[int]
    quiet: int
    turn: int
    drawn: bool
    taken: int
    """The card this seat just took from the discard pile (-1: none)."""
    turns_taken: list[int] = field(default_factory=list)
    """Turns each seat has begun this hand (a draw, drop or end each start one)."""
    discard_draws: list[int] = field(default_factory=list)
    """How often each seat took the top discard this hand (the card is not named)."""
    last_draw_discard: list[bool] = field(default_factory=list)
    """Whether each seat's latest draw was from the discard pile."""
    melded_this_turn: bool = False
    shown_discard: tuple[int, int] | None = None
    """(seat, card) of the latest discard still named in the history: the top card, thrown by
    another seat on its latest turn.  What a player throws says what it kept."""
    new_spread_this_turn: bool = False

    @property
    def table(self) -> int:
        m = 0
        for s in self.sp_masks:
            m |= s
        return m

    @property
    def unseen(self) -> int:
        """Cards this seat cannot see: in other hands, the stock, or buried in the pile."""
        seen = self.hand | self.table
        if self.top >= 0:
            seen |= 1 << self.top
        return FULL & ~seen

    @property
    def acc_all(self) -> int:
        m = 0
        for a in self.sp_acc:
            m |= a
        return m

    @property
    def my_count(self) -> int:
        return count(self.hand)

    @property
    def others(self) -> list[int]:
        return [(self.seat + i) % self.n for i in range(1, self.n)]


def read_view(view: TonkView) -> Knowledge:
    """Parse a Tonk view (the seat's own) into bitmasks and history counts."""
    n = int(view["seats"])
    seat = seat_of(view)
    opts = options_of(view, Options)
    sp_masks: list[int] = []
    sp_owner: list[int] = []
    sp_acc: list[int] = []
    for sp in view.get("spreads") or []:
        m = mask_of(sp["cards"])
        sp_masks.append(m)
        sp_owner.append(int(sp["owner"]))
        sp_acc.append(SPREADS[m].accepts)
    top_text = view.get("discard_top")
    taken_text = view.get("taken")
    turns = [0] * n
    dd = [0] * n
    last_dd = [False] * n
    melded = new_spread = False
    history = view.get("history") or []
    shown: tuple[int, int] | None = None
    for s, text in history:
        verb = text.split(" ", 1)[0]
        if verb == "discard" and text != "discard" and s != seat:
            shown = (int(s), card_of(text[8:]))
        if verb in ("draw", "drop", "end"):
            turns[s] += 1
            melded = new_spread = False
            if text == "draw discard":
                dd[s] += 1
                last_dd[s] = True
            elif verb == "draw":
                last_dd[s] = False
        elif verb == "spread":
            melded = new_spread = True
        elif verb == "hit":
            melded = True
    return Knowledge(
        seat=seat,
        n=n,
        opts=opts,
        hand=mask_of(view.get("hand") or []),
        top=card_of(top_text) if top_text else -1,
        pile_size=int(view.get("discard_size") or 0),
        stock_size=int(view.get("stock_size") or 0),
        sizes=[int(x) for x in view["hand_sizes"]],
        sp_masks=sp_masks,
        sp_owner=sp_owner,
        sp_acc=sp_acc,
        locks=[int(x) for x in view.get("drop_locks") or [0] * n],
        quiet=int(view.get("quiet_turns") or 0),
        turn=turn if (turn := view.get("turn")) is not None else seat,
        drawn=bool(view.get("drawn")),
        taken=card_of(taken_text) if taken_text else -1,
        turns_taken=turns,
        discard_draws=dd,
        last_draw_discard=last_dd,
        shown_discard=shown if shown and top_text and shown[1] == card_of(top_text) else None,
        melded_this_turn=melded,
        new_spread_this_turn=new_spread,
    )
