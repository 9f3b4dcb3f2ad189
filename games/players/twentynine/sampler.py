"""Determinization: full deals consistent with everything one seat has observed.

A sample gives every other seat cards it could hold: the cards it has played, the cards it has
shown (a trump card turned up at the reveal, the K and Q of a declared pair), and unseen cards
that respect the voids it showed by failing to follow suit.  The auction is evidence too: each
seat's first four cards are drawn so that its bids and passes are plausible under the calibrated
hand model (``evaluate.py``), and a hidden trump is drawn the way a bidder holding those four
cards would have chosen it.  This is how a defender "reads" the bidder: a bid of 20 means a
strong suit, and the suit is most likely the one the bidder's sampled cards are strongest in.

The sample is then checked by replaying the seat's visible history into an engine ``HandState``
built from it (the hidden ``trump ?`` replaced by the sampled choice); a sample the engine
refuses is discarded.  The result is a full-information state at the current decision point,
which ``search.py`` plays out.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from games.actions import TRUMPS, Action
from games.cards import CARDS, Card
from games.core import Deal
from games.errors import CardroomError
from games.players.draws import shuffle
from games.players.masks import cards_in
from games.players.twentynine.evaluate import NT, SEVENTH, expected_points, suit_values
from games.players.twentynine.knowledge import Knowledge, parse_action
from games.players.twentynine.tables import (
    ALL_CARDS,
    STRENGTH,
    SUIT_OF,
    SUITS,
)
from games.twentynine.cards import KING_QUEEN
from games.twentynine.hand import HandState
from games.twentynine.options import Options

BID_SOFTNESS = 1.5
"""Spread (card points) of the logistic linking a hand's value to the bids it makes."""
CHOICE_TEMPERATURE = 1.0
"""Softmax temperature (card points) of a bidder's trump choice among its options."""
F_TRIES = 12
"""First-four draws for the bidder before the most plausible one is taken."""
OTHER_TRIES = 3
"""First-four choices tried for each other seat within one drawn deal."""
DEAL_TRIES = 4
"""Deals drawn (the other seats' calls as acceptance test) before the best is kept."""


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class LeanDraws:
    """``random.Random``'s ``shuffle``, ``sample`` and ``choice`` over lists of cards, drawing
    ``getrandbits`` exactly as the library does (CPython 3.11's algorithms): the same draws from
    the same generator, without the library's Python-level calls.  A test compares the deals."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def below(self, n: int) -> int:
        """``Random._randbelow(n)`` for ``n > 0``."""
        getrandbits = self.rng.getrandbits
        b = n.bit_length()
        r = getrandbits(b)
        while r >= n:
            r = getrandbits(b)
        return r

    def shuffle(self, x: list[int]) -> None:
        shuffle(x, self.rng.getrandbits)

    def sample(self, population: list[int], k: int) -> list[int]:
        n = len(population)
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [0] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** math.ceil(math.log(k * 3, 4))
        getrandbits = self.rng.getrandbits
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                m = n - i  # j = _randbelow(m), inlined
                b = m.bit_length()
                j = getrandbits(b)
                while j >= m:
                    j = getrandbits(b)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected: set[int] = set()
            b = n.bit_length()
            for i in range(k):
                j = getrandbits(b)
                while j >= n:
                    j = getrandbits(b)
                while j in selected:
                    j = getrandbits(b)
                    while j >= n:
                        j = getrandbits(b)
                selected.add(j)
                result[i] = population[j]
        return result

    def choice(self, seq: list[int]) -> int:
        if not seq:
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self.below(len(seq))]


class Sampler:
    """Draws deals for one seat's ``Knowledge`` and turns them into engine states."""

    def __init__(self, k: Knowledge, rng: random.Random, lean: bool = False) -> None:
        """``lean``: shuffles and samples by ``LeanDraws`` (the same deals, less CPU)."""
        self.k = k
        self.rng = rng
        self.lean: LeanDraws | None = LeanDraws(rng) if lean else None
        o = k.options
        self.options: Options = o.model_copy(update={"annul_pointless_first_four": False})
        me = k.seat
        self.me = me
        self.second_dealt = k.phase not in ("bid", "trump") and not (
            k.phase == "double" and o.double_timing == "after_trump_choice"
        )
        mine = k.hand | k.played_by[me]
        if k.down_card >= 0:
            mine |= 1 << k.down_card
        self.mine = mine
        known = [k.played_by[s] for s in range(4)]
        known[me] = mine
        if k.shown_trump_card >= 0 and k.bidder >= 0:
            known[k.bidder] |= 1 << k.shown_trump_card
        if k.pair_by >= 0 and k.trump >= 0:
            known[k.pair_by] |= KING_QUEEN[k.trump]
        self.known = known
        # Every sampled deal is complete (8 cards each), even before the second batch is dealt.
        self.need = [8 - known[s].bit_count() for s in range(4)]
        self.pool = ALL_CARDS & ~(known[0] | known[1] | known[2] | known[3])
        self.allow = [sum(SUITS[x] for x in range(4) if not k.voids[s] >> x & 1) for s in range(4)]
        self.seat_sets: list[tuple[list[int], int]] = []
        """Every non-empty set of seats and the cards one of them may hold (Hall's condition)."""
        for subset in range(1, 16):
            seats = [s for s in range(4) if subset >> s & 1]
            can = 0
            for s in seats:
                can |= self.allow[s]
            self.seat_sets.append((seats, can))
        # Seats whose first four we infer from the auction, the bidder first.
        bidders = [k.bidder] if 0 <= k.bidder != me else []
        self.infer = bidders + [s for s in range(4) if s != me and s not in bidders]
        self.calls = {s: [(i, b) for i, (t, b) in enumerate(k.calls) if t == s] for s in range(4)}
        # "trump ?" in our history: a suit chosen that we must draw (even if a single hand
        # has since made it irrelevant).
        self.trump_hidden = any(t == "trump ?" for _, t in k.history)
        self.bounds = [self._bounds(s) for s in range(4)]
        self.history = [(s, parse_action(t) if t != "trump ?" else None) for s, t in k.history]

    # ----- auction evidence -------------------------------------------------------------

    def _choices(self, four: list[int]) -> list[int]:
        o = self.options
        held = sorted({SUIT_OF[c] for c in four})
        out = held if o.trump_card_mode == "own_card" else held or [0, 1, 2, 3]
        if o.no_trump_reverse:
            out = [*out, NT]
        if o.seventh_card:
            out = [*out, SEVENTH]
        return out

    def _values(self, four: list[int], seat: int) -> dict[int, float]:
        pos = (seat - self.k.dealer - 1) % 4
        sv = suit_values(four, pos)
        return {
            ch: sv[ch] if ch < 4 else expected_points(four, ch, pos) for ch in self._choices(four)
        }

    def _call_likelihood(self, seat: int, value: float) -> float:
        """How plausible the seat's calls are for a hand worth ``value`` card points.

        A bid of b says the hand is worth about b or more; a pass when the next bid was n says
        it is worth less than about n + 1 (passes under a partner's high bid say nothing).
        Only the tightest bound of each kind matters, so they are precomputed.
        """
        low, high = self.bounds[seat]
        like = 1.0
        if low is not None:
            like = _sigmoid((value - low) / BID_SOFTNESS)
        if high is not None:
            like *= _sigmoid((high - value) / BID_SOFTNESS)
        return like

    def _bounds(self, seat: int) -> tuple[float | None, float | None]:
        k = self.k
        low: float | None = None
        high_bound: float | None = None
        high = 0
        leader = -1
        for i, (s, b) in enumerate(k.calls):
            if s == seat:
                forced = b and i == 3 and all(x == 0 for _, x in k.calls[:3])
                if b and not forced:
                    low = max(low or 0.0, b - 0.5)
                elif not b and leader != (seat + 2) % 4:
                    nxt = max(high + 1, k.options.min_bid)
                    high_bound = nxt + 1.0 if high_bound is None else min(high_bound, nxt + 1.0)
            if b:
                high, leader = max(high, b), s
        return low, high_bound

    # ----- drawing ----------------------------------------------------------------------

    def _draw_four(self, seat: int, pool: int) -> tuple[list[int], int, float] | None:
        """A plausible first four for ``seat`` and the trump choice it implies.

        Returns (four, choice, weight) where choice is the hidden trump drawn for the bidder
        (-1 otherwise).
        """
        k = self.k
        rng = self.rng
        lean = self.lean
        shown = k.shown_trump_card if k.seventh else -1
        played = [c for c in cards_in(self.known[seat]) if c != shown]
        n_played = len(played)
        allowed = [c for c in cards_in(pool) if not k.voids[seat] >> SUIT_OF[c] & 1]
        is_bidder = seat == k.bidder
        forced_in = []
        if is_bidder and k.shown_trump_card >= 0 and not k.seventh:
            forced_in = [k.shown_trump_card]
        rest_played = [c for c in played if c not in forced_in]
        best: tuple[list[int], int, float] | None = None
        for _ in range(F_TRIES):
            if self.second_dealt:
                # Hypergeometric: how many of the first four are among the known cards.  The
                # bidder's seventh card (dealt seventh) is never one of them.
                slots = 7 if is_bidder and k.seventh else 8
                x = 0
                for _i in range(4):
                    if rng.random() * slots < n_played - x:
                        x += 1
                    slots -= 1
            else:
                x = n_played
            x = max(x, len(forced_in))
            if lean is not None:
                known_part = forced_in + lean.sample(rest_played, x - len(forced_in))
            else:
                known_part = forced_in + rng.sample(rest_played, x - len(forced_in))
            m = 4 - len(known_part)
            if m > len(allowed):
                continue
            drawn = lean.sample(allowed, m) if lean is not None else rng.sample(allowed, m)
            if drawn and not self._others_fit(seat, pool, drawn):
                continue
            four = known_part + drawn
            values = self._values(four, seat)
            value = max(values.values())
            like = self._call_likelihood(seat, value)
            choice = -1
            if is_bidder and k.phase not in ("bid", "trump"):
                choice, p_choice = self._bidder_choice(four, values)
                if choice == -2:
                    continue
                like *= p_choice
            if best is None or like > best[2]:
                best = (four, choice, like)
            if rng.random() < like:
                return four, choice, like
        return best

    def _others_fit(self, seat: int, pool: int, taken: list[int]) -> bool:
        """Whether the other cards can still be shared out once ``seat`` takes ``taken``."""
        rem = pool
        for c in taken:
            rem &= ~(1 << c)
        need = self.need[:]
        need[seat] -= len(taken)
        if self.lean is not None:
            return self._hall(rem, need)
        return _feasible(rem, need, self.allow)

    def _hall(self, cards: int, need: list[int]) -> bool:
        """``_feasible(cards, need, self.allow)`` with each set of seats' cards precomputed."""
        for seats, can in self.seat_sets:
            want = 0
            for s in seats:
                want += need[s]
            if want and (cards & can).bit_count() < want:
                return False
        return True

    def _down_fits(self, four: list[int], suit: int) -> bool:
        """Own-card mode: the card the engine would set down for ``suit`` matches what we saw.

        That card is the weakest of the suit in the first four: it must be the card turned up
        at the reveal, or, while trump is hidden, one the bidder has not played.
        """
        low = -1
        for c in four:
            if SUIT_OF[c] == suit and (low < 0 or STRENGTH[c] < STRENGTH[low]):
                low = c
        if low < 0:
            return False
        k = self.k
        if k.shown_trump_card >= 0:
            return low == k.shown_trump_card
        if k.down_card >= 0:
            return low == k.down_card
        return not k.played_by[k.bidder] >> low & 1

    def _bidder_choice(self, four: list[int], values: dict[int, float]) -> tuple[int, float]:
        """The trump choice the bidder made with ``four``: drawn if hidden, scored if known.

        Returns (choice, likelihood factor); choice -2 means ``four`` is inconsistent.
        """
        k = self.k
        if k.nt:
            key = NT
        elif k.seventh:
            key = SEVENTH
        elif k.trump >= 0:
            key = k.trump
        else:
            key = -1
        if self.options.trump_card_mode == "own_card":
            values = {ch: v for ch, v in values.items() if ch >= 4 or self._down_fits(four, ch)}
            if not values:
                return -2, 0.0
        top = max(values.values())
        weights = {ch: math.exp((v - top) / CHOICE_TEMPERATURE) for ch, v in values.items()}
        if key >= 0:
            if key not in weights:
                if self.options.trump_card_mode == "own_card" and key < 4:
                    return -2, 0.0
                return key, 0.05
            return key, weights[key] / max(weights.values())
        # Hidden suit: draw it among the suits (the public choices NT / seventh are excluded).
        suits = [ch for ch in weights if ch < 4]
        if not suits:
            return -2, 0.0
        r = self.rng.random() * sum(weights[ch] for ch in suits)
        for ch in suits:
            r -= weights[ch]
            if r <= 0:
                return ch, 1.0
        return suits[-1], 1.0

    def _spread(self, cards: Sequence[int], need: list[int], voids: list[int]) -> list[list[int]]:
        """Share ``cards`` among seats by ``need``, respecting voids.

        A quick random greedy pass (most constrained card first) almost always works; when it
        does not, cards are placed one by one keeping Hall's condition true, which is exact.
        """
        rng = self.rng
        lean = self.lean
        allow = self.allow
        for _ in range(3):
            left = need[:]
            out: list[list[int]] = [[], [], [], []]
            order = list(cards)
            if lean is not None:
                lean.shuffle(order)
            else:
                rng.shuffle(order)
            options = {c: [s for s in range(4) if left[s] and allow[s] >> c & 1] for c in order}
            order.sort(key=lambda c: len(options[c]))
            for c in order:
                seats = [s for s in options[c] if left[s]]
                if not seats:
                    break
                r = rng.random() * sum(left[s] for s in seats)
                for s in seats:
                    r -= left[s]
                    if r < 0:
                        break
                out[s].append(c)
                left[s] -= 1
            else:
                return out
        rem = 0
        for c in cards:
            rem |= 1 << c
        left = need[:]
        if not _feasible(rem, left, allow):
            raise _Inconsistent
        out = [[], [], [], []]
        order = list(cards)
        if lean is not None:
            lean.shuffle(order)
        else:
            rng.shuffle(order)
        for c in order:
            rem &= ~(1 << c)
            seats = [s for s in range(4) if left[s] and allow[s] >> c & 1]
            if lean is not None:
                lean.shuffle(seats)
            else:
                rng.shuffle(seats)
            for s in seats:
                left[s] -= 1
                if _feasible(rem, left, allow):
                    out[s].append(c)
                    break
                left[s] += 1
            else:
                raise _Inconsistent
        return out

    def deal(self) -> tuple[Deal, Action | None]:
        """One consistent deal and the hidden trump action to replay (``None``: not hidden).

        The bidder's first four (the strongest evidence) is drawn first, by rejection on its
        bids and trump choice; the other cards are then shared out respecting voids, and the
        whole deal is accepted with the probability that the other seats' calls fit their
        hands (the best of a few tries is kept if none is accepted).
        """
        best: tuple[float, Deal, Action | None] | None = None
        for _ in range(DEAL_TRIES):
            like, deal, action = self._one_deal()
            if self.rng.random() < like:
                return deal, action
            if best is None or like > best[0]:
                best = (like, deal, action)
        assert best is not None
        return best[1], best[2]

    def _one_deal(self) -> tuple[float, Deal, Action | None]:
        k = self.k
        rng = self.rng
        lean = self.lean
        me = self.me
        bidder = k.bidder
        pool = self.pool
        need = self.need[:]
        fours: dict[int, list[int]] = {}
        choice = -1
        down = -1
        if 0 <= bidder != me:
            drawn = self._draw_four(bidder, pool)
            if drawn is None:
                raise _Inconsistent
            four, choice, _ = drawn
            fours[bidder] = four
            for c in four:
                if pool >> c & 1:
                    pool &= ~(1 << c)
                    need[bidder] -= 1
        trump_action: Action | None = None
        if k.seventh and self.second_dealt and k.down_active and (bidder != me or k.down_card < 0):
            # The face-down seventh card: any unseen card, exempt from the bidder's voids.
            unseen = cards_in(pool)
            down = lean.choice(unseen) if lean is not None else rng.choice(unseen)
            pool &= ~(1 << down)
            need[bidder] -= 1
        elif self.trump_hidden and bidder != me:
            if choice < 0:
                raise _Inconsistent
            trump_action = TRUMPS[choice]
        rest = self._spread(cards_in(pool), need, k.voids)
        like = 1.0
        for s in range(4):
            if s in (me, bidder):
                continue
            cards = list(cards_in(self.known[s])) + rest[s]
            if not self.calls[s]:
                fours[s] = cards[:4]
                continue
            top = -1.0
            for _ in range(OTHER_TRIES):
                if not self.second_dealt:
                    four = cards[:4]
                elif lean is not None:
                    four = lean.sample(cards, 4)
                else:
                    four = rng.sample(cards, 4)
                values = self._values(four, s)
                lk = self._call_likelihood(s, max(values.values()))
                if lk > top:
                    top, fours[s] = lk, four
                if not self.second_dealt:
                    break
            like *= top
        hands: list[tuple[Card, ...]] = []
        for s in range(4):
            if s == me:
                first = list(cards_in(k.first_four))
                others = [c for c in cards_in(self.mine) if c not in first] + rest[s]
                if len(first) < 4:
                    first, others = (first + others)[:4], (first + others)[4:]
            else:
                first = fours[s]
                others = [c for c in cards_in(self.known[s]) if c not in first] + rest[s]
                others = [c for c in others if c not in first]
                if lean is not None:
                    lean.shuffle(others)
                else:
                    rng.shuffle(others)
            seq = first + others
            if s == bidder and k.seventh and self.second_dealt:
                card7 = (
                    down
                    if down >= 0
                    else (k.shown_trump_card if k.shown_trump_card >= 0 else k.down_card)
                )
                if card7 >= 0:
                    if card7 in seq:
                        seq.remove(card7)
                    seq.insert(6, card7)
            hands.append(tuple(CARDS[c] for c in seq))
        return like, Deal(tuple(hands)), trump_action

    def state(self, deal: Deal, trump_action: Action | None) -> HandState:
        """Replay the visible history on ``deal``; raises ``_Inconsistent`` if it does not fit."""
        h = HandState(self.options, deal, self.k.dealer)
        try:
            for s, a in self.history:
                h.apply(s, a if a is not None else trump_action)  # type: ignore[arg-type]
        except (CardroomError, TypeError, KeyError, AttributeError) as exc:
            raise _Inconsistent from exc
        return h

    def sample_state(self, tries: int = 6) -> HandState | None:
        """A replayed full-information state, or ``None`` if no consistent deal was found."""
        for _ in range(tries):
            try:
                deal, ta = self.deal()
                return self.state(deal, ta)
            except _Inconsistent:
                continue
        return None


def _feasible(cards: int, need: list[int], allow: list[int]) -> bool:
    """Hall's condition: every set of seats can be served ``need`` cards it may hold."""
    for subset in range(1, 16):
        want = 0
        can = 0
        for s in range(4):
            if subset >> s & 1:
                want += need[s]
                can |= allow[s]
        if want and (cards & can).bit_count() < want:
            return False
    return True


class _Inconsistent(Exception):
    """This draw contradicts what the seat has seen; draw again."""


__all__ = ["Sampler"]
