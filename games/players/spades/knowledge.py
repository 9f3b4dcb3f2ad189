"""What one seat knows, read from its view alone (``SpadesMatch.view(seat)``).

The view gives the hand (once looked), the bids, the trick, tricks won and scores.  The rest is
derived from its ``history``, which the engine already filters to what the seat may know:

- the cards each seat has played, and the voids shown by failing to follow suit (and by leading a
  spade before spades were broken, which proves a hand of nothing but spades);
- the exchange: the cards this seat gave its partner (still in the partner's hand unless given
  back or played) and the cards it received, which together give its original hand;
- the bidding order, so the sampler can weigh deals by how well they explain every bid.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.players.masks import CARD_OF, mask_of
from games.players.options import options_of, seat_of
from games.players.spades.sim import BLIND, NIL, UNKNOWN, Rules, State
from games.players.spades.tables import SUIT
from games.spades.options import Options
from games.spades.tricks import BEAT
from games.spades.view import SpadesView


def bid_code(b: Any) -> int:
    """A view bid (``None``, ``"nil"``, ``"blind"`` or a number) as a ``State.bids`` code."""
    if b is None:
        return UNKNOWN
    if b == "blind":
        return BLIND
    if b == "nil":
        return NIL
    return int(b)


@dataclass(slots=True)
class Knowledge:
    """One seat's information about the current hand."""

    seat: int
    phase: str
    dealer: int
    options: Options
    rules: Rules
    hand: int | None
    """The seat's cards now (``None`` until it has looked)."""
    looked: bool
    bids: list[int]
    scores: list[int]
    bags: list[int]
    target: int
    hand_sizes: list[int]
    tricks: list[int]
    leader: int = -1
    trick: list[int] = field(default_factory=list)
    broken: bool = False
    nt: int = 0
    played: int = 0
    played_by: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    voids: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    leads: int = 0
    """Bit ``4 * seat + suit``: ``seat`` has led an honour (J or higher) of ``suit`` this hand."""
    gave: int = 0
    """Cards this seat gave its partner in an exchange."""
    received: int = 0
    """Cards this seat received from its partner."""
    known: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """Cards known to be in another seat's hand now (what we gave partner, not given back)."""
    exchange_done: list[bool] = field(default_factory=lambda: [False, False])
    """Per team: whether its exchange has happened (its hands are no longer as dealt)."""
    gave_first: bool = False
    """Whether this seat gave before its partner (it bid the nil), or gave back after."""

    @property
    def partner(self) -> int:
        return self.seat ^ 2

    @property
    def team(self) -> int:
        return self.seat & 1

    @property
    def original(self) -> int:
        """This seat's hand as dealt (before the exchange and any play)."""
        if self.hand is None:
            return 0
        now = self.hand | self.played_by[self.seat]
        if self.gave_first:  # gave G, then received R (which may hold some of G back)
            return (now & ~(self.received & ~self.gave)) | self.gave
        return (now | self.gave) & ~self.received  # received R, then gave G back

    def partner_original(self, current: int) -> int:
        """The partner's hand as dealt, given its cards ``current`` now (a sampled hand)."""
        now = current | self.played_by[self.seat ^ 2]
        if not (self.gave or self.received):
            return now
        if self.gave_first:  # partner received G then gave R back
            return (now | self.received) & ~self.gave
        return (now & ~(self.gave & ~self.received)) | self.received

    def state(self, hands: list[int] | None = None, rules: Rules | None = None) -> State:
        """A ``State`` of the hand in play: ``hands`` if given, else only this seat's cards."""
        if hands is None:
            hands = [0, 0, 0, 0]
            hands[self.seat] = self.hand or 0
        st = State(
            hands,
            self.bids,
            rules or self.rules,
            leader=self.leader,
            trick=self.trick,
            played=self.played,
            broken=self.broken,
            nt=self.nt,
            tricks=self.tricks,
            voids=self.voids,
            leads=self.leads,
        )
        return st


def read_view(view: SpadesView, rules: Rules | None = None) -> Knowledge:
    """The seat's ``Knowledge`` from its view (``rules``: the scoring the player evaluates)."""
    seat = seat_of(view)
    options = options_of(view, Options)
    hand = view.get("hand")
    k = Knowledge(
        seat=seat,
        phase=str(view.get("phase", "")),
        dealer=int(view.get("dealer", 0)),
        options=options,
        rules=rules or Rules.from_options(options),
        hand=mask_of(hand) if hand is not None else None,
        looked=bool(view.get("looked")),
        bids=[bid_code(b) for b in view.get("bids") or [None] * 4],
        scores=[int(x) for x in view.get("scores") or [0, 0]],
        bags=[int(x) for x in view.get("bags") or [0, 0]],
        target=options.target,
        hand_sizes=[int(x) for x in view.get("hand_sizes") or [13] * 4],
        tricks=[int(x) for x in view.get("tricks_won") or [0] * 4],
    )
    _replay(k, view.get("history") or [])
    if (leader := view.get("leader")) is not None:
        k.leader = leader
    return k


def _replay(k: Knowledge, history: list[list[Any]]) -> None:
    """Walk the hand's visible actions: plays, voids, tricks, the exchange."""
    seat = k.seat
    partner = seat ^ 2
    lead_any = k.rules.lead_any
    nsft = k.options.no_spades_first_trick
    trick: list[int] = []
    leader = -1
    wc = ws = -1
    given_by_partner = 0
    for entry in history:
        s, text = int(entry[0]), str(entry[1])
        if text.startswith("play "):
            c = CARD_OF[text[5:].strip()]
            if not trick:
                leader = s
                if c % 13 >= 9:
                    k.leads |= 1 << (4 * s + SUIT[c])
                if c < 13 and not k.broken and not lead_any:
                    k.voids[s] |= 14
                wc, ws = c, s
            else:
                led = SUIT[trick[0]]
                if SUIT[c] != led:
                    k.voids[s] |= 1 << led
                    if c < 13 and not k.nt and nsft:
                        k.voids[s] |= 14
                if BEAT[wc] >> c & 1:
                    wc, ws = c, s
            trick.append(c)
            k.played |= 1 << c
            k.played_by[s] |= 1 << c
            if c < 13:
                k.broken = True
            if len(trick) == 4:
                trick = []
                leader = ws
                k.nt += 1
        elif text.startswith("give "):
            k.exchange_done[s & 1] = True
            words = text.split()[1:]
            if words and words[-1] == "cards":
                continue  # another team's exchange: the cards are hidden
            cards = mask_of(words)
            if s == seat:
                if not k.received:
                    k.gave_first = True
                k.gave |= cards
            elif s == partner:
                given_by_partner |= cards
                k.received |= cards
    k.trick = trick
    k.leader = leader
    if k.gave:
        kept = k.gave & ~given_by_partner if k.gave_first else k.gave
        k.known[partner] = kept & ~k.played_by[partner]
