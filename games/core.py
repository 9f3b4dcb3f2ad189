"""The one shape every game has: a match of many hands, each hand one deal played out.

A ``Match`` is created from validated options, a seat count and a seed (or explicit deals).  It
exposes the phase, the seats to act, ``legal_actions(seat)`` for any seat, ``apply``,
``view(seat)`` (what one seat may see; ``None`` = the public view), hand results, match scores,
whether the match is over, ``clone()``, and its own game record.

This module owns what every game shares, and no game bypasses it: dealing (a seeded generator
per hand, so a rebuilt match deals the same cards), the dealer rotation, the action log, the
version counter the bot uses to refuse stale buttons, ``to_act`` and ``is_over``, the verb filter
and the hand-after-hand loop.  A game brings two things:

* its **hand** (``games/<game>/hand.py``): one deal's state and rules behind the small ``Hand``
  protocol (``legal``, ``apply``, ``to_act``, ``done``, ``phase_name``, ``board``, ``clone``);
* its **match** (``games/<game>/match.py``): a ``Match`` subclass that declares the game (name,
  seats, options, ``actions``, ``steps``) and fills the hooks at the end of the class: the pack
  and how it is dealt, a new hand from a deal, the scoring between hands, and the view.

The fast path
-------------
``python -m games bench`` races the engines through this interface, and a random player does
little but ask for the legal actions and apply one, so every Python call per action counts.
Two documented shortcuts keep the interface as fast as a hand-written loop, and they are the
only ones:

* **Steps.**  A game lists in ``steps`` the hand methods that apply its common actions (a card
  played, a bid), by action class.  ``apply`` sends an action of such a class from the seat
  on turn straight to its step and does the bookkeeping inline (text is parsed first); every
  other call (another seat, an out-of-turn action, no hand in play) takes the general path:
  the refusals in order, then ``Hand.apply``.  A step checks everything the general path
  checks for the seat on turn, raises the same errors with nothing changed, and returns the
  seat to act next (-1: the hand is over); a hand's own ``apply`` calls the same steps, so the
  two paths cannot drift apart.
* **The legal board.**  A hand whose ``board`` is a ``Board`` keeps every seat's legal actions
  in it as it changes, and the match's ``legal_actions`` is then that dict's own
  ``__getitem__``, bound on the instance over the method (and bound again by ``clone`` and
  ``__setstate__``), so asking costs no Python frame.  The method ``Match.legal_actions`` gives
  the same answer worked out from the state; the games' tests compare the two at every step.

``to_act`` and ``is_over`` are plain attributes the match keeps current, for the same reason:
read them, never set them.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar, Generic, Protocol, Self, TypedDict, TypeVar, cast

from games.actions import VERBS, Action, parse_action
from games.cards import CARDS, Card, parse_cards
from games.errors import IllegalAction, InvalidDeal, InvalidRecord, MalformedAction, NotYourTurn
from games.fast_shuffle import FastDealShuffler
from games.options import GameOptions, OptionsT, validate_options
from games.shuffle import Shuffler

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

    def clone(self) -> HandLog:
        """A copy with its own action list (the deal and the result are immutable values)."""
        return HandLog(self.dealer, self.deal, self.actions.copy(), self.result)


class HandResult(ABC):
    """What one finished hand decided; ``to_json`` is its entry in the replay output."""

    redeal: bool = False

    @abstractmethod
    def to_json(self) -> dict[str, Any]: ...


class Board(dict[Any, Sequence[Action]]):
    """Seat → legal actions now, written by a hand as it changes (the fast path's legal board).

    A key the hand has not written (a seat that may not act, not a seat at all) has none, as
    ``Match.legal_actions`` answers; the match empties the board when the hand ends.
    """

    __slots__ = ()

    def __missing__(self, key: object) -> Sequence[Action]:
        return ()


class Hand(Protocol):
    """One deal played out, as the match drives it (``games/<game>/hand.py``).

    ``apply`` checks everything before it changes anything: after ``IllegalAction`` the hand is
    exactly as it was.  ``clone`` shares nothing mutable with the original (computer players
    search on clones).
    """

    @property
    def phase_name(self) -> str:
        """What the hand is doing (``bid``, ``play``, ...): the match's ``phase``."""
        ...

    @property
    def done(self) -> bool:
        """The hand is over and can be scored."""
        ...

    @property
    def board(self) -> Board | None:
        """The legal board the hand keeps current (the fast path), or ``None`` if it keeps none."""
        ...

    def to_act(self) -> tuple[int, ...]:
        """The seats the hand waits for: ``()`` exactly when it is done."""
        ...

    def legal(self, seat: int) -> Sequence[Action]:
        """Every action ``seat`` (a seat of the table) may take now, worked out from the state."""
        ...

    def apply(self, seat: int, action: Action) -> None:
        """Check and apply one of the game's actions; ``IllegalAction`` if the rules forbid it."""
        ...

    def clone(self) -> Self: ...


HandT = TypeVar("HandT", bound=Hand)

Step = Callable[[Any, int, Any], int]
"""A fast-path step: ``step(hand, seat, action)`` applies ``action`` for the seat on turn and
returns the seat to act next, or -1 when the hand is over (see the module docstring)."""


class LastTrick(TypedDict):
    """The last complete trick of a trick game's view: ``[[seat, card], ...]`` and its winner."""

    cards: list[list[Any]]
    winner: int


class MatchView(TypedDict):
    """The keys of every view (``Match.view``); each game's view type adds its own.

    The values are plain JSON data (lists, not tuples), so a view can be stored, sent, compared
    and pickled as it is.
    """

    game: str
    seat: int | None
    seats: int
    options: dict[str, Any]
    teams: list[list[int]]
    hand_number: int
    dealer: int
    phase: str
    to_act: list[int]
    version: int
    scores: list[int]
    over: bool
    winner: int | None


ViewT = TypeVar("ViewT", bound=MatchView)

_ONE_SEAT: tuple[tuple[int, ...], ...] = tuple((s,) for s in range(8))
"""``_ONE_SEAT[seat]`` is ``to_act`` while one seat is to act."""


@cache
def _verbs(actions: tuple[type[Action], ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(a.verb for a in actions))


def no_such_action(title: str, actions: tuple[type[Action], ...], what: str) -> str:
    """The one refusal of an action that is not this game's (the verb filter), for a person."""
    return f"{what!r} is not a {title} action (actions: {', '.join(_verbs(actions))})"


def parse_for(
    title: str,
    actions: tuple[type[Action], ...],
    text: str,
    parse: Callable[[str], Action] = parse_action,
) -> Action:
    """Parse ``text`` with ``parse`` and keep only the game's ``actions`` (the verb filter).

    A first word that is not the game's is refused before the rest is read, so ``hit 5H`` in
    Spades is "'hit' is not a Spades action", not a complaint about the arguments of a verb
    Spades lacks; a word that is no verb at all is an unknown action.  Both name the game's
    actions.
    """
    if isinstance(text, str):
        words = text.split()
        verb = words[0].lower() if words else ""
        if words and verb not in _verbs(actions):
            if verb not in VERBS:
                known = ", ".join(_verbs(actions))
                raise MalformedAction(f"unknown action {verb!r} ({title} actions: {known})")
            raise MalformedAction(no_such_action(title, actions, verb))
    action = parse(text)
    if action.__class__ not in actions:
        raise MalformedAction(no_such_action(title, actions, str(action)))
    return action


class Match(ABC, Generic[OptionsT, HandT, ViewT]):
    """A whole match: hand after hand of one game, to its end (Tonk has none)."""

    game: ClassVar[str]
    title: ClassVar[str]
    options_model: ClassVar[type[GameOptions]]
    seat_range: ClassVar[tuple[int, int]]
    """Smallest and largest seat count the game allows (before options narrow it)."""
    actions: ClassVar[tuple[type[Action], ...]]
    """Every action class of the game: the verb filter, in the order a refusal lists them."""
    steps: ClassVar[Mapping[type, Step]] = {}
    """The fast path: action class → the ``Hand`` method that applies it for the seat on turn."""
    _step_table: ClassVar[dict[type, Step | None]] = {}
    """``steps`` with ``None`` for the game's other action classes and for text: ``apply``
    looks an action's class up with a plain subscript (no call; only a foreign class raises,
    and ``apply`` refuses it)."""

    hand: HandT
    """The hand in play (while waiting for a deal or after the end: the last one); unset
    before the first deal."""
    to_act: tuple[int, ...]
    """The seats the game is waiting for (optional out-of-turn actions are not counted)."""
    is_over: bool
    """The match has ended (a Tonk match never does)."""
    hands_played: int
    """Finished hands that were not redeals."""
    version: int
    """Counts applied actions and deals; a button made at version v is stale at v+1."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table: dict[type, Step | None] = dict.fromkeys(getattr(cls, "actions", ()))
        table[str] = None
        table.update(cls.steps)
        cls._step_table = table

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
        model = cast("type[OptionsT]", self.options_model)
        self.options: OptionsT = validate_options(model, options, self.game)
        self.seats = self._check_seats(seats)
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        self.seed = seed
        self._queued: list[Deal] = list(deals)
        self._auto_deal = auto_deal
        self.hands: list[HandLog] = []
        self.results: list[HandResult] = []
        self.version = 0
        self.to_act = ()
        self.hands_played = 0
        self._turn = -1
        """The one seat to act, for the fast path; -1 when none (or several) may act."""
        self._log: list[tuple[int, Any]] = []
        """The current hand's ``HandLog.actions`` (the fast path appends to it directly)."""
        self._steps = self._step_table
        self._board: Board | None = None
        """The legal board ``legal_actions`` answers from (a hand may keep it for the next)."""
        self._waiting_deal = False
        if dealer is None:
            dealer = random.Random(f"cardroom/{seed}/dealer").randrange(self.seats)
        elif not 0 <= dealer < self.seats:
            raise InvalidRecord(f"dealer {dealer} is not a seat (0..{self.seats - 1})")
        self._next_dealer = dealer
        self._init_match()
        self.is_over = self._match_over()
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
    def phase(self) -> str:
        """A short name of what the table is doing (``bid``, ``play``, ``deal``, ``over``)."""
        if self.is_over:
            return "over"
        if self._waiting_deal:
            return "deal"
        return self.hand.phase_name

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """Every action ``seat`` may take now (empty if none); ``a in legal_actions(s)`` works.

        A game whose hand keeps a legal board answers through the board's lookup instead (the
        fast path): this method is the same answer worked out from the state.
        """
        if self.is_over or self._waiting_deal or not 0 <= seat < self.seats:
            return ()
        return self.hand.legal(seat)

    def is_legal(self, seat: int, action: Action | str) -> bool:
        try:
            act = self.parse_action(action) if isinstance(action, str) else action
        except MalformedAction:
            return False
        return act in self.legal_actions(seat)

    def apply(self, seat: int, action: Action | str) -> None:
        """Apply one action of ``seat`` (an action, or its record text).

        :raises MalformedAction: text that is not one of this game's actions.
        :raises NotYourTurn: no hand is in play, the match is over, there is no such seat, or
            the seat may not act now.
        :raises IllegalAction: the rules do not allow the action now; the reason says why.

        After any of them nothing has changed.
        """
        if seat == self._turn:
            try:
                step = self._steps[action.__class__]
            except KeyError:  # not an action of this game: the general path refuses it
                step = None
            if step is not None:  # the fast path (module docstring)
                turn = step(self.hand, seat, action)
                self._log.append((seat, action))
                self.version += 1
                if turn != seat:
                    if turn < 0:
                        self._end_hand()
                    else:
                        self._turn = turn
                        self.to_act = _ONE_SEAT[turn]
                return
        self._apply_any(seat, action)

    def _apply_any(self, seat: int, action: Action | str) -> None:
        """The general path of ``apply``: the refusals in order, then the hand's ``apply``."""
        if isinstance(action, str):
            self.apply(seat, self.parse_action(action))  # parsed, it may take the fast path
            return
        if self._waiting_deal:
            raise NotYourTurn("the next hand has not been dealt", seat=seat, action=action)
        if self.is_over:
            raise NotYourTurn("the match is over", seat=seat, action=action)
        if not 0 <= seat < self.seats:
            raise NotYourTurn(f"there is no seat {seat}", seat=seat, action=action)
        if action.__class__ not in self.actions:
            reason = no_such_action(self.title, self.actions, str(action))
            raise IllegalAction(reason, seat=seat, action=action)
        hand = self.hand
        hand.apply(seat, action)
        self._log.append((seat, action))
        self.version += 1
        if not self._follow_turn():
            self._end_hand()

    def parse_action(self, text: str) -> Action:
        """Parse record text into one of this game's actions.

        :raises MalformedAction: text that is not an action, or an action of another game
            (one wording for every game: ``'play' is not a Tonk action (actions: draw, ...)``).
        """
        return parse_for(self.title, self.actions, text, self._parse)

    def view(self, seat: int | None = None) -> ViewT:
        """What ``seat`` may see (``None``: what everybody sees), as JSON-ready data.

        The keys are the game's view type (``games.<game>.<Game>View``): the ``MatchView`` keys
        always, the game's own keys while a hand is in play or after the end.
        """
        out: dict[str, Any] = {
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
            out.update(self._view(seat))
        return cast(ViewT, out)

    @property
    def scores(self) -> tuple[int, ...]:
        """Match totals after the last finished hand (per team; Tonk: per seat, zero-sum)."""
        return self._scores()

    @property
    def winner(self) -> int | None:
        """The winning team's index once the match is over (``None`` for Tonk)."""
        return self._winner() if self.is_over else None

    def clone(self) -> Self:
        """An independent copy: python-chess's ``Board.copy``, OpenSpiel's ``state.clone``.

        Far cheaper than ``copy.deepcopy``: the options, the deals, the finished hands and
        their results are immutable values both matches share, and so is a game's match-level
        state (totals are tuples or lists replaced after each hand, never changed in place);
        only the log of the hand in play and the hand itself (``Hand.clone``) are copied.
        """
        new = object.__new__(type(self))
        new.__dict__.update(self.__getstate__())
        new.hands = self.hands.copy()
        if self.hands:
            log = new.hands[-1] = self.hands[-1].clone()
            new._log = log.actions
            new.hand = self.hand.clone()
        new.results = self.results.copy()
        new._queued = self._queued.copy()
        new._steps = self._steps
        new._bind_board()
        return new

    def __getstate__(self) -> dict[str, Any]:
        """Pickling, ``copy`` and ``clone``: the bound lookups are left out and bound again."""
        state = self.__dict__.copy()
        state.pop("legal_actions", None)
        state.pop("_steps", None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._steps = self._step_table
        self._bind_board()

    def _bind_board(self) -> None:
        """Answer ``legal_actions`` from the hand's legal board, if it keeps one.

        ``object.__setattr__`` rather than ``self.__dict__[...]``: touching ``__dict__`` turns
        CPython's compact instance attributes into a plain dict, which makes every attribute
        the fast path reads slower.
        """
        board = self._board = self.hand.board if self.hands else None
        if board is not None:
            object.__setattr__(self, "legal_actions", board.__getitem__)

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
        if not self._follow_turn():  # a hand can end as it is dealt (a Tonk initial tonk)
            self._end_hand()

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
        return self._deal_from(shuffler, dealer)

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
        while not self.is_over:
            if self._queued:
                deal = self._queued.pop(0)
                self._validate_deal(deal)
            elif self._auto_deal:
                deal = self.random_deal(len(self.hands), self._next_dealer)
            else:
                self._waiting_deal = True
                break
            self._begin(deal, self._next_dealer)
            if self._follow_turn():
                return
            self._score_and_rotate()  # the hand ended as it was dealt (a Tonk initial tonk)
        self._nobody_to_act()

    def _nobody_to_act(self) -> None:
        """Waiting for a deal, or the match is over: no seat may act, nothing is legal."""
        self.to_act = ()
        self._turn = -1
        if self.hands:
            board = self.hand.board
            if board is not None:
                board.clear()

    def _begin(self, deal: Deal, dealer: int) -> None:
        log = HandLog(dealer, deal)
        self.hands.append(log)
        self._log = log.actions
        self.version += 1
        self.hand = hand = self._begin_hand(deal, dealer)
        board = hand.board
        if board is not self._board:  # ``_bind_board`` written out: once per deal counts
            self._board = board
            if board is not None:
                object.__setattr__(self, "legal_actions", board.__getitem__)

    def _follow_turn(self) -> bool:
        """Read whose turn it is from the hand (after a deal, or an action off the fast path);
        ``False`` when nobody is to act: the hand is over."""
        to_act = self.hand.to_act()
        if not to_act:
            return False
        self.to_act = to_act
        self._turn = to_act[0] if len(to_act) == 1 else -1
        return True

    def _end_hand(self) -> None:
        """The hand in play is over: score it, rotate the dealer, deal the next one if due
        (which sets ``to_act``; ``_nobody_to_act`` if none is)."""
        self._score_and_rotate()
        self._start_next_hand()

    def _score_and_rotate(self) -> None:
        log = self.hands[-1]
        if log.result is not None:
            return
        result, same_dealer = self._score_hand()
        log.result = result
        self.results.append(result)
        if not result.redeal:
            self.hands_played += 1
        self.is_over = self._match_over()
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

    # ----- hooks for each game ------------------------------------------------------------

    def _seat_limits(self) -> tuple[int, int]:
        return self.seat_range

    def _default_seats(self) -> int:
        return self.seat_range[0]

    def _init_match(self) -> None:
        """Set up match-level state (scores) before the first deal."""

    def _parse(self, text: str) -> Action:
        """Record text to an action; ``parse_action`` then applies the game's verb filter."""
        return parse_action(text)

    @abstractmethod
    def _deal_from(self, rng: Shuffler, dealer: int) -> Deal:
        """Shuffle this game's pack with ``rng.shuffle`` (Fisher-Yates) and deal it.

        ``rng`` is the hand's ``DealShuffler`` (a ``FastDealShuffler``; any ``random.Random``
        in tests).  A seeded deal is a fixed contract (``records.md``): change nothing here that
        would call the generator differently.
        """

    @abstractmethod
    def _validate_deal(self, deal: Deal) -> None:
        """Raise ``InvalidDeal`` unless ``deal`` is a proper deal for this game and seat count."""

    @abstractmethod
    def _begin_hand(self, deal: Deal, dealer: int) -> HandT:
        """The new hand of ``deal``."""

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
    def _view(self, seat: int | None) -> Mapping[str, Any]:
        """The game's own view keys. Never include a card ``seat`` may not see."""


def card_list(cards: Iterable[int]) -> list[str]:
    """Cards as record strings, for views."""
    return [str(CARDS[c]) for c in cards]
