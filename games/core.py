"""The one interface every game implements: a match of many hands.

A ``Match`` is created from validated options, a seat count and a seed (or explicit deals).
It exposes the phase, the seats to act, ``legal_actions(seat)`` for any seat, ``apply``,
``view(seat)`` (what one seat may see; ``None`` = the public view), hand results, match scores and
whether the match is over.  It also writes its own game record.

The generic part here owns what all games share: dealing (a seeded generator per hand, so a
rebuilt match deals the same cards), the dealer rotation, the action log, the version counter the
bot uses to refuse stale buttons, and the hand-after-hand loop.  Each game subclass supplies the
rules of one hand and the scoring between hands through the abstract hooks below.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic

from games.actions import Action, parse_action
from games.cards import CARDS, Card, parse_cards
from games.errors import InvalidDeal, InvalidRecord, MalformedAction, NotYourTurn
from games.fast_shuffle import FastDealShuffler
from games.options import OptionsT, validate_options

RECORD_FORMAT = "cardroom-record/1"


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards of one deal: ``hands[s]`` in the order seat ``s`` received them, and the stock."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "hands": [[str(c) for c in h] for h in self.hands],
            "stock": [str(c) for c in self.stock],
        }

    @classmethod
    def from_json(cls, obj: Any) -> Deal:
        if not isinstance(obj, Mapping) or not isinstance(obj.get("hands"), list):
            raise InvalidDeal("a deal needs 'hands': a list of card lists")
        try:
            hands = tuple(tuple(parse_cards(_str_list(h))) for h in obj["hands"])
            stock = tuple(parse_cards(_str_list(obj.get("stock", []))))
        except MalformedAction as exc:
            raise InvalidDeal(str(exc)) from None
        return cls(hands, stock)

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + list(self.stock)


def _str_list(x: Any) -> list[str]:
    if not isinstance(x, list) or not all(isinstance(c, str) for c in x):
        raise InvalidDeal('cards must be lists of card strings like "TH"')
    return x


def check_deal(deal: Deal, *, seats: int, hand_size: int, pack: Sequence[Card], stock: int) -> None:
    """Shared deal validation: counts, pack membership, no card twice."""
    if len(deal.hands) != seats:
        raise InvalidDeal(f"the deal has {len(deal.hands)} hands; this game has {seats} seats")
    for s, h in enumerate(deal.hands):
        if len(h) != hand_size:
            raise InvalidDeal(f"seat {s} is dealt {len(h)} cards; each seat gets {hand_size}")
    if len(deal.stock) != stock:
        raise InvalidDeal(f"the stock has {len(deal.stock)} cards; it must have {stock}")
    seen: set[Card] = set()
    allowed = set(pack)
    for c in deal.all_cards():
        if c not in allowed:
            raise InvalidDeal(f"{c} is not in this game's pack")
        if c in seen:
            raise InvalidDeal(f"{c} is dealt twice")
        seen.add(c)


@dataclass(slots=True)
class HandLog:
    """One entry of ``record()['hands']``: a deal and the actions taken on it."""

    dealer: int
    deal: Deal
    actions: list[tuple[int, Action]] = field(default_factory=list)
    result: HandResult | None = None


class HandResult(ABC):
    """What one finished hand decided; ``to_json`` is its entry in the replay output."""

    redeal: bool = False

    @abstractmethod
    def to_json(self) -> dict[str, Any]: ...


class Match(ABC, Generic[OptionsT]):
    """A whole match. Subclasses implement one game's rules through the hooks below."""

    game: ClassVar[str]
    title: ClassVar[str]
    options_model: ClassVar[type]
    seat_range: ClassVar[tuple[int, int]]
    """Smallest and largest seat count the game allows (before options narrow it)."""

    def __init__(
        self,
        options: Mapping[str, Any] | OptionsT | None = None,
        *,
        seats: int | None = None,
        seed: int | str | None = None,
        dealer: int | None = None,
        deals: Iterable[Deal] = (),
        auto_deal: bool = True,
    ) -> None:
        self.options: OptionsT = validate_options(self.options_model, options, self.game)
        self.seats = self._check_seats(seats)
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        self.seed = seed
        self._queued: list[Deal] = list(deals)
        self._auto_deal = auto_deal
        self.hands: list[HandLog] = []
        self.results: list[HandResult] = []
        self.version = 0
        """Counts applied actions and deals; a button made at version v is stale at v+1."""
        self._waiting_deal = False
        if dealer is None:
            dealer = random.Random(f"cardroom/{seed}/dealer").randrange(self.seats)
        elif not 0 <= dealer < self.seats:
            raise InvalidRecord(f"dealer {dealer} is not a seat (0..{self.seats - 1})")
        self._next_dealer = dealer
        self._init_match()
        self._start_next_hand()

    # ----- the uniform interface ---------------------------------------------------------

    @property
    def dealer(self) -> int:
        """The current hand's dealer (the next hand's, while waiting for a deal)."""
        return self.hands[-1].dealer if self.hands and not self._waiting_deal else self._next_dealer

    @property
    def hand_number(self) -> int:
        """Index of the current hand in ``hands`` (redeals count)."""
        return len(self.hands) - 1

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """Seats of each team; for a game without teams every seat is its own team."""
        return tuple((s,) for s in range(self.seats))

    def team_of(self, seat: int) -> int:
        for i, t in enumerate(self.teams):
            if seat in t:
                return i
        raise ValueError(seat)

    @property
    def is_over(self) -> bool:
        return self._match_over()

    @property
    def phase(self) -> str:
        """A short name of what the table is doing (``bid``, ``play``, ``deal``, ``over``)."""
        if self.is_over:
            return "over"
        if self._waiting_deal:
            return "deal"
        return self._phase()

    @property
    def to_act(self) -> tuple[int, ...]:
        """The seats the game is waiting for (optional out-of-turn actions are not counted)."""
        if self.is_over or self._waiting_deal:
            return ()
        return self._to_act()

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """Every action ``seat`` may take now (empty if none); ``a in legal_actions(s)`` works."""
        if self.is_over or self._waiting_deal or not 0 <= seat < self.seats:
            return ()
        return self._legal_actions(seat)

    def is_legal(self, seat: int, action: Action | str) -> bool:
        try:
            act = self.parse_action(action) if isinstance(action, str) else action
        except MalformedAction:
            return False
        return act in self.legal_actions(seat)

    def apply(self, seat: int, action: Action | str) -> None:
        """Apply one action; on ``IllegalAction`` or ``MalformedAction`` nothing changes."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if self._waiting_deal:
            raise NotYourTurn("the next hand has not been dealt", seat=seat, action=action)
        if self._match_over():
            raise NotYourTurn("the match is over", seat=seat, action=action)
        if not 0 <= seat < self.seats:
            raise NotYourTurn(f"there is no seat {seat}", seat=seat, action=action)
        self._apply(seat, action)
        self.hands[-1].actions.append((seat, action))
        self.version += 1
        if self._hand_done():
            self._finish_hand()

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: what everybody sees), as JSON-ready data."""
        base: dict[str, Any] = {
            "game": self.game,
            "seat": seat,
            "seats": self.seats,
            "options": self.options.to_json(),
            "teams": [list(t) for t in self.teams],
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_act": list(self.to_act),
            "version": self.version,
            "scores": list(self.scores),
            "over": self.is_over,
            "winner": self.winner,
        }
        if self.hands and not self._waiting_deal:
            base.update(self._view(seat))
        return base

    @property
    def scores(self) -> tuple[int, ...]:
        """Match totals after the last finished hand (per team; Tonk: per seat, zero-sum)."""
        return self._scores()

    @property
    def winner(self) -> int | None:
        """The winning team's index once the match is over (``None`` for Tonk)."""
        return self._winner() if self._match_over() else None

    # ----- dealing ------------------------------------------------------------------------

    def supply_deal(self, deal: Deal, dealer: int | None = None) -> None:
        """Deal the next hand from outside (replay); checks the dealer follows the rotation."""
        if not self._waiting_deal:
            raise InvalidRecord("no deal is due now: the current hand is not finished")
        if dealer is not None and dealer != self._next_dealer:
            raise InvalidRecord(f"the dealer must be seat {self._next_dealer}, not seat {dealer}")
        self._validate_deal(deal)
        self._waiting_deal = False
        self._begin(deal, self._next_dealer)
        if self._hand_done():  # a hand can end as it is dealt (a Tonk initial tonk)
            self._finish_hand()

    def random_deal(self, hand_index: int, dealer: int) -> Deal:
        """The deal hand ``hand_index`` gets from this match's seed: the same on every machine.

        The shuffler is ``DealShuffler(self.seed, hand_index)`` with the straight-line shuffle
        of ``games.fast_shuffle``: every game's ``_deal_from`` only calls ``rng.shuffle(pack)``
        on it (Spades directly, the others through ``games.shuffle.shuffle``, which passes
        anything but a plain ``random.Random`` on to ``rng.shuffle``), and that deals exactly
        ``DealShuffler``'s cards, so every game deals through the fast path.  A game whose deal
        used the generator in another way would still get ``DealShuffler``'s answers (the fast
        shuffler only replaces ``shuffle``).
        """
        shuffler = FastDealShuffler(self.seed, hand_index)
        return self._deal_from(shuffler, dealer)  # type: ignore[arg-type]

    def resume_dealing(self) -> None:
        """Deal the following hands from the seed again (after a replay fed recorded deals)."""
        self._auto_deal = True
        if self._waiting_deal:
            self._waiting_deal = False
            self._start_next_hand()

    def check_deal(self, deal: Deal) -> None:
        """Raise ``InvalidDeal`` unless ``deal`` fits this game, its options and seat count."""
        self._validate_deal(deal)

    @property
    def waiting_for_deal(self) -> bool:
        return self._waiting_deal

    def _start_next_hand(self) -> None:
        while not self._match_over():
            if self._queued:
                deal = self._queued.pop(0)
                self._validate_deal(deal)
            elif self._auto_deal:
                deal = self.random_deal(len(self.hands), self._next_dealer)
            else:
                self._waiting_deal = True
                return
            self._begin(deal, self._next_dealer)
            if not self._hand_done():
                return
            self._score_and_rotate()  # the hand ended as it was dealt (a Tonk initial tonk)

    def _begin(self, deal: Deal, dealer: int) -> None:
        self.hands.append(HandLog(dealer, deal))
        self.version += 1
        self._begin_hand(deal, dealer)

    def _finish_hand(self) -> None:
        self._score_and_rotate()
        self._start_next_hand()

    def _score_and_rotate(self) -> None:
        log = self.hands[-1]
        if log.result is not None:
            return
        result, same_dealer = self._score_hand()
        log.result = result
        self.results.append(result)
        self._next_dealer = log.dealer if same_dealer else (log.dealer + 1) % self.seats

    def _check_seats(self, seats: int | None) -> int:
        lo, hi = self._seat_limits()
        if seats is None:
            return lo if lo == hi else self._default_seats()
        if not isinstance(seats, int) or isinstance(seats, bool) or not lo <= seats <= hi:
            allowed = str(lo) if lo == hi else f"{lo} to {hi}"
            raise InvalidRecord(f"{self.game} is played by {allowed} seats, not {seats}")
        return seats

    # ----- records ------------------------------------------------------------------------

    def record(self, players: Sequence[str] | None = None) -> dict[str, Any]:
        """This match as a game record (``shared/spec/records.md``)."""
        doc: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "game": self.game,
            "options": self.options.changed(),
            "seats": self.seats,
        }
        if players is not None:
            doc["players"] = list(players)
        doc["hands"] = [
            {
                "dealer": h.dealer,
                "deal": h.deal.to_json(),
                "actions": [[s, str(a)] for s, a in h.actions],
            }
            for h in self.hands
        ]
        return doc

    def parse_action(self, text: str) -> Action:
        """Parse record text; games override this to refuse verbs that are not theirs."""
        return parse_action(text)

    # ----- hooks for each game ------------------------------------------------------------

    def _seat_limits(self) -> tuple[int, int]:
        return self.seat_range

    def _default_seats(self) -> int:
        return self.seat_range[0]

    def _init_match(self) -> None:
        """Set up match-level state (scores) before the first deal."""

    @abstractmethod
    def _deal_from(self, rng: random.Random, dealer: int) -> Deal:
        """Shuffle this game's pack with ``rng.shuffle`` (Fisher-Yates) and deal it.

        ``rng`` is the hand's ``DealShuffler`` (a ``FastDealShuffler``; any ``random.Random``
        in tests).  A seeded deal is a fixed contract (``records.md``): change nothing here that
        would call the generator differently.
        """

    @abstractmethod
    def _validate_deal(self, deal: Deal) -> None:
        """Raise ``InvalidDeal`` unless ``deal`` is a proper deal for this game and seat count."""

    @abstractmethod
    def _begin_hand(self, deal: Deal, dealer: int) -> None:
        """Set up the state of a new hand."""

    @abstractmethod
    def _phase(self) -> str: ...

    @abstractmethod
    def _to_act(self) -> tuple[int, ...]: ...

    @abstractmethod
    def _legal_actions(self, seat: int) -> tuple[Action, ...]: ...

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> None:
        """Check and apply; raise ``IllegalAction`` (state untouched) if the rules forbid it."""

    @abstractmethod
    def _hand_done(self) -> bool: ...

    @abstractmethod
    def _score_hand(self) -> tuple[HandResult, bool]:
        """Score the finished hand into the match totals; return (result, same dealer next)."""

    @abstractmethod
    def _scores(self) -> tuple[int, ...]: ...

    @abstractmethod
    def _match_over(self) -> bool: ...

    @abstractmethod
    def _winner(self) -> int | None: ...

    @abstractmethod
    def _view(self, seat: int | None) -> dict[str, Any]:
        """Game-specific view keys. Never include a card ``seat`` may not see."""


def card_list(cards: Iterable[int]) -> list[str]:
    """Cards as record strings, for views."""
    return [str(CARDS[c]) for c in cards]
