"""Rule-based decisions from a seat's ``Knowledge``: all of ``basic``; ``strong``'s filters.

Each function answers one kind of decision the way an experienced player would, from the seat's
information only:

* ``auction_call``: bid the minimum raise while the calibrated value of the best trump choice
  (``evaluate.py``) covers the next bid with a margin; never overcall the partner without a
  clearly better hand; the forced dealer bids the minimum.
* ``trump_choice``: the choice (suit, No-Trump reverse, seventh card) worth the most points.
* ``double_call`` / ``redouble_call``: double a contract that the defender's own cards make
  unlikely; redouble only with a hand well above the target.
* ``single_call``: claim a single hand only when every card is a certain winner.
* ``wants_pair``: declare whenever it moves the target our way.
* ``wants_reveal``: optional reveal mode; call for trump when losing a trick worth taking.
* ``card``: ``policy.play_card`` fed with the seat's knowledge.
"""

from __future__ import annotations

from games.actions import (
    DOUBLE,
    PAIR,
    PASS,
    PLAY,
    REDOUBLE,
    REVEAL,
    SINGLE,
    TRUMP_SEVENTH,
    TRUMPS,
    Action,
    Bid,
    Play,
    Trump,
    TrumpSeventh,
)
from games.players.masks import cards_in
from games.players.twentynine.evaluate import NINE, NT, SEVENTH, J, expected_points
from games.players.twentynine.knowledge import Knowledge
from games.players.twentynine.policy import play_card
from games.players.twentynine.tables import HIGHER, POINTS, STRENGTH, SUIT_OF, SUITS
from games.twentynine.actions import TRUMP_NT, TrumpNoTrump
from games.twentynine.tricks import pair_target, trick_winner

BID_MARGIN = 1.0
"""``basic`` bids b only while its expected points are at least b + this."""
PARTNER_OVERCALL = 3.0
"""``basic`` overcalls its partner only with this many points more than the partner's bid."""


def choice_of(action: Action) -> int:
    """The evaluate.py choice code of a trump action."""
    if isinstance(action, Trump):
        return int(action.suit)
    if isinstance(action, TrumpSeventh):
        return SEVENTH
    if isinstance(action, TrumpNoTrump):
        return NT
    raise ValueError(action)


def action_of_choice(choice: int) -> Action:
    if choice == NT:
        return TRUMP_NT
    if choice == SEVENTH:
        return TRUMP_SEVENTH
    return TRUMPS[choice]


def available_choices(k: Knowledge) -> list[int]:
    """Trump choices the bidder would consider: suits it holds (any if none), NT, seventh."""
    o = k.options
    held = {SUIT_OF[c] for c in cards_in(k.first_four or k.hand)}
    out = sorted(held) if held else [0, 1, 2, 3]
    if o.no_trump_reverse:
        out.append(NT)
    if o.seventh_card:
        out.append(SEVENTH)
    return out


def hand_value(k: Knowledge, pos: int | None = None) -> tuple[int, float]:
    """The best trump choice for the seat's first four cards and its expected points."""
    four = cards_in(k.first_four or k.hand)
    p = k.pos if pos is None else pos
    best, value = -1, -1.0
    for ch in available_choices(k):
        v = expected_points(four, ch, p)
        if v > value:
            best, value = ch, v
    return best, value


def auction_call(k: Knowledge, legal: tuple[Action, ...]) -> Action:
    bids = [a for a in legal if isinstance(a, Bid)]
    if PASS not in legal:
        return bids[0]  # the forced dealer
    if not bids:
        return PASS
    _, value = hand_value(k)
    nxt = bids[0].n
    partner_high = max((b for s, b in k.calls if s == k.partner), default=0)
    if partner_high and partner_high == k.high and value < partner_high + PARTNER_OVERCALL:
        return PASS
    if value >= nxt + BID_MARGIN:
        return bids[0]
    return PASS


def trump_choice(k: Knowledge, legal: tuple[Action, ...]) -> Action:
    four = cards_in(k.first_four or k.hand)
    best, value = legal[0], -1.0
    for a in legal:
        v = expected_points(four, choice_of(a), k.pos)
        if v > value:
            best, value = a, v
    return best


def defensive_strength(k: Knowledge) -> float:
    """Card points a defender's own eight cards are likely to take or protect.

    Jacks win their trick and bring 3 points; a nine behind its jack, or an ace behind both,
    follows suit.  Trump length held against the bidder is worth about a trick each.
    """
    total = 0.0
    for s in range(4):
        mine = [c for c in cards_in(k.hand) if SUIT_OF[c] == s]
        ranks = {c % 13 for c in mine}
        if J in ranks:
            total += 3.5
            if NINE in ranks:
                total += 2.5
        elif NINE in ranks and len(mine) >= 3:
            total += 1.5
        total += 0.4 * len(mine) if len(mine) >= 3 else 0.0
    return total


def double_call(k: Knowledge) -> Action:
    # The defenders need 29 - bid points; double when our own cards hold a good share of them.
    need = k.options.max_points + 1 - k.target
    if k.target >= 18 and defensive_strength(k) >= need - 2:
        return DOUBLE
    return PASS


def redouble_call(k: Knowledge) -> Action:
    if k.seat != k.bidder or k.trump < 0:
        return PASS
    trumps = [c for c in cards_in(k.hand) if SUIT_OF[c] == k.trump]
    ranks = {c % 13 for c in trumps}
    if len(trumps) >= 4 and J in ranks and NINE in ranks and k.target <= 20:
        return REDOUBLE
    return PASS


def sure_sweep(hand: int, outstanding: int) -> bool:
    """Every suit held is solid from the top: leading it out wins every trick (no trump)."""
    for s in range(4):
        mine = hand & SUITS[s]
        if not mine:
            continue
        others = outstanding & SUITS[s]
        low = min(cards_in(mine), key=STRENGTH.__getitem__)
        if HIGHER[low] & others:
            return False
    return True


def single_call(k: Knowledge) -> Action:
    if k.hand.bit_count() == 8 and sure_sweep(k.hand, k.outstanding):
        return SINGLE
    return PASS


def pair_helps(k: Knowledge) -> bool:
    return pair_target(k.bid, k.target, k.bidding_side, k.options) != k.target


def after_seats(k: Knowledge) -> tuple[int, ...]:
    size = 3 if k.declarer >= 0 else 4
    out = []
    s = k.seat
    for _ in range(size - len(k.trick_cards) - 1):
        s = (s + 1) % 4
        if s == k.sitting_out:
            s = (s + 1) % 4
        out.append(s)
    return tuple(out)


def wants_reveal(k: Knowledge) -> bool:
    """Optional reveal: call when an opponent wins a trick holding 2+ points."""
    if k.seat == k.bidder and k.trump >= 0 and not k.hand & SUITS[k.trump]:
        return False
    st = STRENGTH
    w = trick_winner(k.trick_cards, k.led, -1, st)
    if k.trick_seats[w] & 1 == k.seat & 1:
        return False
    return sum(POINTS[c] for c in k.trick_cards) >= 2


def card(k: Knowledge, legal_mask: int) -> int:
    return play_card(
        k.seat,
        legal_mask,
        k.hand,
        k.trick_cards,
        k.trick_seats,
        k.led,
        k.trump if not k.nt else -1,
        k.revealed,
        k.outstanding,
        k.voids,
        after_seats(k),
        k.nt,
        k.bidding_side,
    )


def play_mask(legal: tuple[Action, ...]) -> int:
    m = 0
    for a in legal:
        if isinstance(a, Play):
            m |= 1 << a.card
    return m


def decide(k: Knowledge, legal: tuple[Action, ...]) -> Action:
    """``basic``'s decision for any phase."""
    if PAIR in legal and pair_helps(k):
        return PAIR
    phase = k.phase
    if phase == "bid":
        return auction_call(k, legal)
    if phase == "trump":
        return trump_choice(k, legal)
    if phase == "double":
        return double_call(k) if DOUBLE in legal else redouble_call(k)
    if phase == "single":
        return single_call(k)
    if REVEAL in legal and wants_reveal(k):
        return REVEAL
    mask = play_mask(legal)
    if not mask:
        return next(a for a in legal if a is not PAIR)
    return PLAY[card(k, mask)]
