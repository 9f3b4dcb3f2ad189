"""What one seat knows, read from its view and nothing else.

The view is the seat's whole world: its hand, its own discards and draws, the bids, the trump,
and every card played (``history``).  From the plays this module rebuilds the tricks, so it
knows who led, who won, and which seats showed a void by not following.  Everything a player
decides is a function of a ``Knowledge``, so a player cannot depend on a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.cards import SUIT_CHARS
from games.players.masks import card_of, mask_of
from games.players.options import options_of, seat_of
from games.players.schmier.tables import FULL, TABLES, TrumpTables
from games.schmier.discards import DiscardRuleView
from games.schmier.options import Options
from games.schmier.trumps import trick_winner_index
from games.schmier.view import SchmierView

SEATS = 6


@dataclass(slots=True)
class Knowledge:
    """One seat's knowledge of the current hand (all cards as ints, sets as bitmasks)."""

    seat: int
    dealer: int
    phase: str
    n_teams: int
    hand: int
    """The cards the seat holds now."""
    options: Options
    scores: list[int]
    bids: list[int | None] = field(default_factory=lambda: [None] * SEATS)
    """Per seat: ``None`` not yet spoken, 0 passed, else the bid."""
    high: int = 0
    bidder: int = -1
    trump: int = -1
    discarded: int = 0
    """The seat's own discards."""
    drawn: int = 0
    """The cards the seat drew (the dealer: its whole pickup)."""
    discard_counts: list[int | None] = field(default_factory=lambda: [None] * SEATS)
    hand_sizes: list[int] = field(default_factory=lambda: [6] * SEATS)
    stock_size: int = 17
    public_out: int = 0
    """Cards out of play that everyone knows of (the dealer's shown trump discards)."""
    plays: list[tuple[int, int]] = field(default_factory=list)
    """Every card played this hand, in order, as (seat, card)."""
    played: int = 0
    played_by: list[int] = field(default_factory=lambda: [0] * SEATS)
    trick: list[tuple[int, int]] = field(default_factory=list)
    """The current trick so far, as (seat, card)."""
    leader: int = -1
    tricks_done: int = 0
    trick_winners: list[int] = field(default_factory=list)
    voids: list[int] = field(default_factory=lambda: [0] * SEATS)
    """Per seat, a 4-bit set of effective suits it has shown it does not hold."""
    values: list[int] = field(default_factory=list)
    """Card values captured so far, per team."""
    awards: dict[str, int] = field(default_factory=dict)
    """The team that won each point so far (only ``game`` may be undecided, at the end)."""
    discard_rule: DiscardRuleView | None = None

    @property
    def t(self) -> TrumpTables:
        return TABLES[self.trump]

    def team(self, seat: int) -> int:
        return seat % self.n_teams

    @property
    def my_team(self) -> int:
        return self.seat % self.n_teams

    def partners(self) -> list[int]:
        return [s for s in range(SEATS) if s != self.seat and s % self.n_teams == self.my_team]

    @property
    def unseen(self) -> int:
        """Cards this seat has not seen: in other hands or in other seats' hidden discards."""
        return FULL & ~(self.hand | self.played | self.discarded | self.public_out)

    @property
    def start_hand(self) -> int:
        """The seat's cards when play began (its hand plus what it has played)."""
        return self.hand | self.played_by[self.seat]


def read_view(view: SchmierView) -> Knowledge:
    """Build the seat's ``Knowledge`` from its view (the view must be a seat's own view)."""
    seat = seat_of(view)
    n_teams = len(view["teams"])
    k = Knowledge(
        seat=seat,
        dealer=view["dealer"],
        phase=view["phase"],
        n_teams=n_teams,
        hand=mask_of(view.get("hand")),
        options=options_of(view, Options),
        scores=list(view["scores"]),
    )
    k.values = list(view.get("game_values") or [0] * n_teams)
    k.awards = {a: t for a, t in (view.get("awards") or {}).items() if t is not None}
    k.discard_rule = view.get("discard_rule")
    k.hand_sizes = list(view.get("hand_sizes") or [6] * SEATS)
    k.discard_counts = list(view.get("discard_counts") or [None] * SEATS)
    k.stock_size = int(view.get("stock_size") or 0)
    k.discarded = mask_of(view.get("discarded"))
    k.drawn = mask_of(view.get("drawn"))
    k.public_out = mask_of(view.get("dealer_trump_discards"))
    trump = view.get("trump")
    if trump:
        k.trump = SUIT_CHARS.index(trump)
    for s, text in view.get("history") or ():
        verb, _, rest = text.partition(" ")
        if verb == "bid":
            n = int(rest)
            k.bids[s] = n
            k.high = n
            k.bidder = s
        elif verb == "pass":
            k.bids[s] = 0
        elif verb == "play":
            c = card_of(rest)
            k.plays.append((s, c))
            k.played |= 1 << c
            k.played_by[s] |= 1 << c
    if k.plays:
        _replay_tricks(k)
    elif k.bidder >= 0:
        k.leader = k.bidder
    return k


def _replay_tricks(k: Knowledge) -> None:
    """Tricks, their winners, and the voids the plays revealed."""
    t = k.t
    anytime = k.options.trump_anytime
    plays = k.plays
    for start in range(0, len(plays), SEATS):
        trick = plays[start : start + SEATS]
        led = t.eff[trick[0][1]]
        for s, c in trick:
            suit = t.eff[c]
            if suit != led and not (anytime and suit == t.suit):
                k.voids[s] |= 1 << led
        if len(trick) == SEATS:
            k.trick_winners.append(trick[trick_winner_index([c for _, c in trick], t)][0])
        else:
            k.trick = list(trick)
    k.tricks_done = len(k.trick_winners)
    if k.trick:
        k.leader = k.trick[0][0]
    else:
        k.leader = k.trick_winners[-1]
