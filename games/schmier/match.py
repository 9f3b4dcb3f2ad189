"""The Schmier match: six seats, one hand after another until a team reaches the target.

A hand runs ``bid`` → ``trump`` → ``discard`` → ``play`` (or ends after ``bid`` when all pass).

Random simulation is a product feature (``bench``, computer players), so the state is lean:
hands are card bitmasks, the trump suit's tables are looked up once (``trumps.TABLES``), the
trick keeps its winner so far, and ``to_act`` / ``is_over`` are plain attributes kept current
by every change of turn.  ``apply`` and ``legal_actions`` have a fast path for a card played in
turn that behaves exactly like the base class (same checks, same errors, the version counter
and the hand log); every other action goes through ``Match.apply`` and the ``_apply`` hook.

Hidden information is held here and only ``view`` decides what leaves: each seat's discards and
the replacement cards it drew are known to that seat alone, and so is the dealer's pickup.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.actions import BIDS, PASS, PLAY, TRUMPS, Action, Bid, Discard, Pass, Play, Trump
from games.actions import parse_action as _parse_action
from games.cards import CARDS, JOKER_INDEX, PACK_53, Suit, cards_of, mask_of
from games.core import Deal, HandResult, Match, check_deal
from games.errors import IllegalAction, MalformedAction, NotYourTurn
from games.schmier.discards import (
    HAND_SIZE,
    DiscardRule,
    all_discards,
    dealer_rule,
    non_dealer_rule,
    refusal,
    small_discards,
)
from games.schmier.options import Options
from games.schmier.scoring import (
    RedealResult,
    SchmierHandResult,
    decide_winner,
    game_award,
    hand_points,
    score_hand,
)
from games.schmier.trumps import CARD_VALUES, TABLES, TrumpTables
from games.shuffle import shuffle

SEATS = 6
STOCK = 17
TRICKS = 6
OFF, BID, TRUMP, DISCARD, PLAYING, DONE = range(6)
"""Hand phases; ``OFF`` before the first deal."""
PHASE_NAMES = ("deal", "bid", "trump", "discard", "play", "play")
_ACT: tuple[tuple[int, ...], ...] = (*((s,) for s in range(SEATS)), ())
"""``_ACT[turn]`` is ``to_act``; ``turn`` is -1 (→ ``()``) when nobody is to act."""
_NEXT = (1, 2, 3, 4, 5, 0)
_VERBS = frozenset({"bid", "pass", "trump", "discard", "play"})
_NOW = ("", "bid or pass", "name trump", "discard", "play a card", "")
_PLURAL = tuple(s.plural for s in Suit)


def _suit_table(suit: int) -> tuple[tuple[Play, ...], ...]:
    """``table[p]``: the plays of ``suit`` whose ranks are the set bits of ``p``, low first."""
    base = suit * 13
    table: list[tuple[Play, ...]] = [()]
    for p in range(1, 1 << 13):
        high = p.bit_length() - 1
        table.append(table[p & ~(1 << high)] + (PLAY[base + high],))
    return tuple(table)


_S0, _S1, _S2, _S3 = (_suit_table(s) for s in range(4))
_JOKER_T = (PLAY[JOKER_INDEX],)


def _plays(mask: int) -> tuple[Play, ...]:
    """The ``play`` actions of the cards in ``mask``, lowest index first: five lookups."""
    out = (
        _S0[mask & 8191] + _S1[mask >> 13 & 8191] + _S2[mask >> 26 & 8191] + _S3[mask >> 39 & 8191]
    )
    return out + _JOKER_T if mask >> JOKER_INDEX else out


class SchmierMatch(Match[Options]):
    """Schmier (RULES.md §2); the package docstring lists the view keys."""

    game: ClassVar[str] = "schmier"
    title: ClassVar[str] = "Schmier"
    options_model: ClassVar[type] = Options
    seat_range: ClassVar[tuple[int, int]] = (6, 6)

    # ``Match.to_act`` and ``Match.is_over`` are properties; here they are plain attributes.
    to_act: tuple[int, ...] = ()
    is_over: bool = False

    # ----- match level ----------------------------------------------------------------------

    def _init_match(self) -> None:
        o = self.options
        n = 3 if o.teams == "3x2" else 2
        self._n_teams = n
        self._team = tuple(s % n for s in range(SEATS))
        self._teams = tuple(tuple(s for s in range(SEATS) if s % n == t) for t in range(n))
        self._totals = [0] * n
        self._winner_team: int | None = None
        self.is_over = False
        self._ph = OFF
        self._set_turn(-1)
        self._anytime = o.trump_anytime
        self._lead_trump = o.bidder_must_lead_trump
        self._legal_cache: tuple[int, tuple[Action, ...]] | None = None
        self._max_discard = o.max_discard
        self._bid_acts: tuple[tuple[Action, ...], ...] = tuple(
            (PASS, *BIDS[max(o.min_bid, high + 1) : o.max_bid + 1]) for high in range(7)
        )
        """``_bid_acts[high]``: pass and every bid above ``high``."""

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return self._teams

    def parse_action(self, text: str) -> Action:
        action = _parse_action(text)
        if action.verb not in _VERBS or (action.verb == "bid" and not isinstance(action, Bid)):
            raise MalformedAction(f"Schmier has no action {text.strip()!r}")
        if action.verb == "trump" and not isinstance(action, Trump):
            raise MalformedAction("name a trump suit: S, H, D or C")
        return action

    def _scores(self) -> tuple[int, ...]:
        return tuple(self._totals)

    def _match_over(self) -> bool:
        return self.is_over

    def _winner(self) -> int | None:
        return self._winner_team

    def _set_turn(self, seat: int) -> None:
        self._turn = seat
        self.to_act = _ACT[seat]

    # ----- dealing ----------------------------------------------------------------------------

    def _deal_from(self, rng: random.Random, dealer: int) -> Deal:
        deck = list(PACK_53)
        shuffle(rng, deck)  # the permutation rng.shuffle gives, faster
        # one card at a time from next(dealer): seat s gets every 6th card from its offset
        hands = tuple(
            tuple(deck[(s - dealer - 1) % SEATS : SEATS * HAND_SIZE : SEATS]) for s in range(SEATS)
        )
        return Deal(hands, tuple(deck[SEATS * HAND_SIZE :]))

    def _validate_deal(self, deal: Deal) -> None:
        check_deal(deal, seats=SEATS, hand_size=HAND_SIZE, pack=PACK_53, stock=STOCK)

    def _begin_hand(self, deal: Deal, dealer: int) -> None:
        self._dealer = dealer
        self._hands = [mask_of(h) for h in deal.hands]
        self._bids: list[int | None] = [None] * SEATS  # 0 = pass
        self._high = 0
        self._bidder = -1
        self._spoken = 0
        self._t: TrumpTables | None = None
        self._stock = deal.stock
        self._stock_pos = 0
        self._discarded = [0] * SEATS
        self._drawn = [0] * SEATS
        self._discard_count: list[int | None] = [None] * SEATS
        self._dealer_trumps_out = 0
        self._trick: list[int] = []
        self._trick_mask = 0
        self._trick_value = 0
        self._leader = -1
        self._lm = 0  # the led effective suit's mask and the trick's strength table
        self._lstr: tuple[int, ...] = ()
        self._wkey = -1  # the strength and seat of the card winning the trick so far
        self._wseat = -1
        self._last_trick: tuple[int, list[int], int] | None = None
        self._tricks = 0
        self._tricks_won = [0] * SEATS
        self._values = [0] * self._n_teams
        self._awards: dict[str, int | None] = {}
        self._legal_cache = None
        self._log = self.hands[-1].actions
        self._ph = BID
        self._set_turn(_NEXT[dealer])

    # ----- whose turn -------------------------------------------------------------------------

    def _phase(self) -> str:
        return PHASE_NAMES[self._ph]

    def _to_act(self) -> tuple[int, ...]:
        return self.to_act

    def _hand_done(self) -> bool:
        return self._ph == DONE

    # ----- legal actions ------------------------------------------------------------------------

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        if seat != self._turn or self._ph != PLAYING:
            return Match.legal_actions(self, seat)
        return _plays(self._playable(seat))

    def _legal_actions(self, seat: int) -> tuple[Action, ...]:
        if seat != self._turn:
            return ()
        ph = self._ph
        if ph == PLAYING:
            return _plays(self._playable(seat))
        if ph == DISCARD:
            if seat != self._dealer:  # at most 42, interned: no need to cache
                t = self._t
                assert t is not None
                plain = cards_of(self._hands[seat] & ~t.mask)
                return small_discards(plain, min(self._max_discard, len(plain)))
            cache = self._legal_cache
            if cache is not None and cache[0] == self.version:
                return cache[1]
            acts = all_discards(self._discard_rule(seat))
            self._legal_cache = (self.version, acts)
            return acts
        if ph == BID:
            bids = self._bid_acts[self._high]
            return bids[1:] if self._dealer_stuck(seat) else bids
        if ph == TRUMP:
            return TRUMPS
        return ()

    def _dealer_stuck(self, seat: int) -> bool:
        return self.options.all_pass == "dealer_stuck" and seat == self._dealer and self._bidder < 0

    def _playable(self, seat: int) -> int:
        """Bitmask of the cards ``seat`` may play now (it is assumed to be on turn)."""
        hand = self._hands[seat]
        if self._trick:
            follow = hand & self._lm
            if not follow:
                return hand
            if self._anytime:
                assert self._t is not None
                follow |= hand & self._t.mask
            return follow
        if not self._tricks and self._lead_trump:
            assert self._t is not None
            trumps = hand & self._t.mask
            if trumps:
                return trumps
        return hand

    def _discard_rule(self, seat: int) -> DiscardRule:
        t = self._t
        assert t is not None
        if seat == self._dealer:
            return dealer_rule(self._hands[seat], t)
        return non_dealer_rule(self._hands[seat], t, self.options.max_discard)

    def discard_constraints(self, seat: int) -> DiscardRule | None:
        """What ``seat``'s discard must look like now, or ``None`` if it has no discard to make.

        Use this rather than scanning ``legal_actions`` to choose a dealer's discard (up to
        100,947 of them): a legal discard is ``must`` plus ``min_count - len(must)`` ..
        ``max_count - len(must)`` cards of ``may``.
        """
        if self._ph != DISCARD or seat != self._turn:
            return None
        return self._discard_rule(seat)

    def is_legal(self, seat: int, action: Action | str) -> bool:
        """``Match.is_legal``; a discard is checked against the rule, not the (long) list."""
        try:
            act = self.parse_action(action) if isinstance(action, str) else action
        except MalformedAction:
            return False
        if act.__class__ is Discard and self._ph == DISCARD and seat == self._turn:
            t = self._t
            assert t is not None
            hand = self._hands[seat]
            mask = mask_of(act.cards)  # type: ignore[attr-defined]
            return refusal(seat == self._dealer, mask, hand, t, self._max_discard) is None
        return act in self.legal_actions(seat)

    # ----- applying -----------------------------------------------------------------------------

    def apply(self, seat: int, action: Action | str) -> None:
        """``Match.apply``, without its generic checks when ``seat`` is on turn.

        ``_turn`` is -1 while no one may act (waiting for a deal, match over), so everything
        the base class refuses still goes to it; so does text, which it parses.
        """
        if seat != self._turn or isinstance(action, str):
            Match.apply(self, seat, action)
            return
        if action.__class__ is Play and self._ph == PLAYING:
            self._play(seat, action)  # type: ignore[arg-type]
        else:
            self._apply(seat, action)
        self._log.append((seat, action))
        self.version += 1
        if self._ph == DONE:
            self._finish_hand()

    def _apply(self, seat: int, action: Action) -> None:
        ph = self._ph
        if seat != self._turn:
            raise NotYourTurn(f"it is seat {self._turn}'s turn", seat=seat, action=action)
        cls = action.__class__
        if cls is Play and ph == PLAYING:
            self._play(seat, action)  # type: ignore[arg-type]
        elif cls is Discard and ph == DISCARD:
            self._discard(seat, action)  # type: ignore[arg-type]
        elif (cls is Bid or cls is Pass) and ph == BID:
            self._bid(seat, action)  # type: ignore[arg-type]
        elif cls is Trump and ph == TRUMP:
            self._t = TABLES[action.suit]  # type: ignore[attr-defined]
            self._ph = DISCARD
            self._set_turn(_NEXT[self._dealer])
        else:
            raise IllegalAction(f"now is the time to {_NOW[ph]}", seat=seat, action=action)

    def _bid(self, seat: int, action: Bid | Pass) -> None:
        o = self.options
        if action.__class__ is Pass:
            if self._dealer_stuck(seat):
                raise IllegalAction(
                    "everyone else passed: the dealer must bid", seat=seat, action=action
                )
            self._bids[seat] = 0
        else:
            n = action.n  # type: ignore[union-attr]
            if not o.min_bid <= n <= o.max_bid:
                raise IllegalAction(
                    f"bids are {o.min_bid} to {o.max_bid}", seat=seat, action=action
                )
            if n <= self._high:
                raise IllegalAction(f"bid must exceed {self._high}", seat=seat, action=action)
            self._bids[seat] = n
            self._high = n
            self._bidder = seat
        self._spoken += 1
        if self._high == o.max_bid or self._spoken == SEATS:
            if self._bidder < 0:
                self._end_hand()
            else:
                self._ph = TRUMP
                self._set_turn(self._bidder)
        else:
            self._set_turn(_NEXT[seat])

    def _discard(self, seat: int, action: Discard) -> None:
        t = self._t
        assert t is not None
        hand = self._hands[seat]
        mask = mask_of(action.cards)
        reason = refusal(seat == self._dealer, mask, hand, t, self._max_discard)
        if reason is not None:
            raise IllegalAction(reason, seat=seat, action=action)
        n = len(action.cards)
        hand &= ~mask
        self._discarded[seat] = mask
        self._discard_count[seat] = n
        if seat == self._dealer:
            self._hands[seat] = hand
            self._dealer_trumps_out = mask & t.mask
            self._ph = PLAYING
            self._leader = self._bidder
            self._set_turn(self._bidder)
            return
        pos = self._stock_pos
        drawn = mask_of(self._stock[pos : pos + n])
        self._stock_pos = pos + n
        self._hands[seat] = hand | drawn
        self._drawn[seat] = drawn
        nxt = _NEXT[seat]
        if nxt == self._dealer:  # the dealer takes the rest of the stock
            rest = mask_of(self._stock[self._stock_pos :])
            self._stock_pos = STOCK
            self._hands[nxt] |= rest
            self._drawn[nxt] = rest
        self._set_turn(nxt)

    def _play(self, seat: int, action: Play) -> None:
        """Check and play one card of the seat on turn (state untouched on a refusal)."""
        card = action.c  # a plain int: shifts and table lookups take CPython's fast paths
        hand = self._hands[seat]
        bit = 1 << card
        if not hand & bit:
            raise IllegalAction(f"you do not hold {CARDS[card]}", seat=seat, action=action)
        t = self._t
        assert t is not None
        trick = self._trick
        if trick:
            lm = self._lm
            if not bit & lm and hand & lm and not (self._anytime and bit & t.mask):
                raise IllegalAction(self._must_follow(card), seat=seat, action=action)
            key = self._lstr[card]
            if key > self._wkey:
                self._wkey = key
                self._wseat = seat
        else:
            if not self._tricks and self._lead_trump and not bit & t.mask and hand & t.mask:
                raise IllegalAction("the bidder must lead a trump", seat=seat, action=action)
            led = t.eff[card]
            self._lm = t.suit_masks[led]
            self._lstr = t.strength[led]
            self._wkey = self._lstr[card]
            self._wseat = seat
        self._hands[seat] = hand ^ bit
        if card == t.ace:
            self._awards["high"] = self._team[seat]
        elif card == t.two:
            self._awards["low"] = self._team[seat]
        trick.append(card)
        self._trick_mask |= bit
        self._trick_value += CARD_VALUES[card]
        if len(trick) < SEATS:
            self._set_turn(_NEXT[seat])
            return
        self._end_trick(t)

    def _end_trick(self, t: TrumpTables) -> None:
        w = self._wseat
        team = self._team[w]
        self._values[team] += self._trick_value
        tm = self._trick_mask
        if tm & t.protected:
            if tm >> t.right & 1:
                self._awards["right"] = team
            if tm >> t.left & 1:
                self._awards["left"] = team
            if tm >> JOKER_INDEX & 1:
                self._awards["joker"] = team
        self._tricks_won[w] += 1
        self._tricks += 1
        self._last_trick = (self._leader, self._trick, w)
        self._trick = []
        self._trick_mask = 0
        self._trick_value = 0
        if self._tricks == TRICKS:
            self._end_hand()
        else:
            self._leader = w
            self._set_turn(w)

    def _must_follow(self, card: int) -> str:
        t = self._t
        assert t is not None
        led = t.eff[self._trick[0]]
        name = "trumps" if led == t.suit else _PLURAL[led]
        if t.mask >> card & 1 and card // 13 != t.suit:
            return f"must follow {name} ({CARDS[card]} is a trump)"
        return f"must follow {name}"

    def _end_hand(self) -> None:
        self._ph = DONE
        self._set_turn(-1)

    # ----- scoring ------------------------------------------------------------------------------

    def _score_hand(self) -> tuple[HandResult, bool]:
        self._ph = OFF
        if self._bidder < 0:
            same = self.options.all_pass != "redeal_next_dealer"
            return RedealResult(tuple(self._totals)), same
        t = self._t
        assert t is not None
        o = self.options
        awards = dict(self._awards)
        awards["game"] = game_award(self._values)
        points = hand_points(awards, self._n_teams)
        bidder_team = self._team[self._bidder]
        before = self._totals
        after = score_hand(before, points, bidder_team, self._high)
        self._totals = after
        made = points[bidder_team] >= self._high
        winner = decide_winner(before, after, awards, bidder_team, made, o.target, o.tie_fallback)
        if winner is not None:
            self._winner_team = winner
            self.is_over = True
        result = SchmierHandResult(
            bidder=self._bidder,
            bid=self._high,
            trump=Suit(t.suit).char,
            points=tuple(points),
            game_values=tuple(self._values),
            awards=awards,
            scores=tuple(after),
        )
        return result, False

    # ----- view ---------------------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        from games.schmier.view import build_view

        return build_view(self, seat)
