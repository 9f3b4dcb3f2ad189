"""Rollouts over the engine's own ``HandState``: every option's rules for free, at ints speed.

``strong`` builds full-information ``HandState`` objects from sampled deals (``sampler.py``) and
plays them out here with ``policy.play_card`` for all four seats.  Each seat in a rollout uses
only what it could know: its own cards, the played cards, the shown voids, and the trump once
revealed (the bidder knows it from the start).  The pair is declared by its holder whenever it
is legal and helps, on the holder's own turn (the arena and the bot ask only the seat on turn).
"""

from __future__ import annotations

from games.actions import PAIR, PLAY, REVEAL
from games.players.twentynine.policy import play_card
from games.players.twentynine.tables import POINTS, SUIT_OF, SUITS
from games.twentynine.hand import DONE, HandState
from games.twentynine.hand import PLAY as PLAY_PHASE
from games.twentynine.scoring import contract_outcome
from games.twentynine.tricks import pair_target, trick_winner

__all__ = [
    "DONE",
    "PLAY_PHASE",
    "after_seats",
    "bidding_team",
    "known_trump",
    "outstanding",
    "pair_helps",
    "rollout",
    "score_value",
    "should_reveal",
    "step",
]


def bidding_team(h: HandState) -> int:
    """The team whose contract (or single hand) is at stake."""
    return (h.declarer if h.declarer >= 0 else h.bidder) & 1


def known_trump(h: HandState, seat: int) -> int:
    """The trump suit as ``seat`` knows it in this state (-1: unknown or no trump)."""
    if h.declarer >= 0 or h.nt or h.trump < 0:
        return -1
    if h.revealed:
        return h.trump
    if seat == h.bidder and (not h.seventh or h.o.seventh_card_visible_to_bidder):
        return h.trump
    return -1


def outstanding(h: HandState, seat: int) -> int:
    """Cards not yet played that ``seat`` does not hold (a face-down card counts as unseen)."""
    rem = h.held[0] | h.held[1] | h.held[2] | h.held[3]
    if h.down_active:
        rem |= 1 << h.down
        if seat == h.bidder and known_trump(h, seat) >= 0:
            rem &= ~(1 << h.down)
    if h.declarer >= 0:
        rem &= ~h.held[(h.declarer + 2) % 4]
    return rem & ~h.held[seat]


def after_seats(h: HandState, seat: int) -> tuple[int, ...]:
    """Seats still to play in the current trick after ``seat``."""
    n = h.trick_size - len(h.trick_cards) - 1
    out = []
    s = seat
    for _ in range(n):
        s = h.nxt[s]
        out.append(s)
    return tuple(out)


def pair_helps(h: HandState, seat: int) -> bool:
    """Whether declaring the pair now would move the target in ``seat``'s side's favour."""
    return pair_target(h.high, h.target, seat & 1 == h.bidder & 1, h.o) != h.target


def should_reveal(h: HandState, seat: int) -> bool:
    """Optional reveal mode: call for trump when the trick is worth a trump and we are losing it."""
    trump = known_trump(h, seat)
    if seat == h.bidder and trump >= 0 and not h.held[seat] & SUITS[trump]:
        return False  # nothing to trump with: keep the secret
    w = trick_winner(h.trick_cards, h.led, -1, h.strength)
    if h.trick_seats[w] & 1 == seat & 1:
        return False
    pts = 0
    for c in h.trick_cards:
        pts += POINTS[c]
    return pts >= 2


def step(h: HandState, voids: list[int]) -> None:
    """One decision of the seat on turn by the rule-based policy, applied to ``h``."""
    seat = h.turn
    if h.pair_open and h.can_pair(seat) and pair_helps(h, seat):
        h.apply(seat, PAIR)
    tcards = h.trick_cards
    if (
        h.hidden
        and tcards
        and not h._mandatory
        and not h.held[seat] & SUITS[h.led]
        and should_reveal(h, seat)
    ):
        h.apply(seat, REVEAL)
    trump = known_trump(h, seat)
    held = h.held[seat]
    card = play_card(
        seat,
        h.play_mask(seat),
        held,
        tcards,
        h.trick_seats,
        h.led,
        trump,
        h.revealed,
        outstanding(h, seat),
        voids,
        after_seats(h, seat),
        h.nt,
        seat & 1 == bidding_team(h),
    )
    led = h.led
    if tcards and SUIT_OF[card] != led:
        voids[seat] |= 1 << led
    h.apply(seat, PLAY[card])


_AFTER4 = tuple(
    tuple(tuple((seat + i) % 4 for i in range(1, 4 - k)) for k in range(4)) for seat in range(4)
)
"""Seats still to play after ``seat`` when ``k`` cards are already in a four-card trick."""


def rollout(h: HandState, voids: list[int]) -> None:
    """Play ``h`` to the end of the deal with the rule-based policy (mutates ``h``/``voids``).

    The common case (a four-card trick, no optional reveal, no face-down card) runs inline;
    anything else goes through ``step``.
    """
    if h.declarer >= 0 or not h._mandatory or h.down_active:
        while h.phase != DONE:
            step(h, voids)
        return
    held = h.held
    nt = h.nt
    bidder = h.bidder
    bteam = bidder & 1
    sees = not h.seventh or h.o.seventh_card_visible_to_bidder
    on_play = h._on_play
    while h.phase != DONE:
        seat = h.turn
        if h.pair_open and h.can_pair(seat) and pair_helps(h, seat):
            h.apply(seat, PAIR)
        if nt or h.trump < 0:
            trump = -1
        elif h.revealed or (seat == bidder and sees):
            trump = h.trump
        else:
            trump = -1
        mine = held[seat]
        tcards = h.trick_cards
        led = h.led
        if tcards:
            legal = mine & SUITS[led]
            if not legal:
                legal = mine
        else:
            legal = mine
        if not legal & (legal - 1):
            card = legal.bit_length() - 1  # a forced card
        else:
            card = play_card(
                seat,
                legal,
                mine,
                tcards,
                h.trick_seats,
                led,
                trump,
                h.revealed,
                (held[0] | held[1] | held[2] | held[3]) & ~mine,
                voids,
                _AFTER4[seat][len(tcards)],
                nt,
                seat & 1 == bteam,
            )
        if tcards and SUIT_OF[card] != led:
            voids[seat] |= 1 << led
        on_play(seat, PLAY[card])


def score_value(h: HandState, team: int) -> float:
    """A finished deal's worth to ``team``: game points won or lost, card points as tie-break.

    The arena counts game points (±multiplier); card points (1/100 each) only separate lines
    that win or lose the contract alike, so a decided hand is still played out sensibly.
    """
    bt, made, worth = contract_outcome(h)
    value = float(worth)
    # Under either set_scoring rule the margin between the sides moves by the same amount.
    game = value if made else -value
    if bt != team:
        game = -game
    margin = h.points[team] - h.points[1 - team]
    return game + margin / 100.0
