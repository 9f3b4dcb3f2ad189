"""Replays: a finished hand face up, as frames to page through (the deal, the bidding, then
trick by trick, or Tonk turn by turn, then the result).

A replay shows every card, so it is made only of hands that are over: asking for a hand still
in play (or one the record does not have) raises ``NotReplayable``.  The hand is replayed from
the record through ``games.records.build_match`` (the one replay path), and each frame is read
from the engine's hand as it stands at the frame's end.

Each game says how its actions fall into frames and what a frame shows in
``games/<game>/replay.py`` (a ``GameFramer``); this module drives them and draws frames as
plain text.  ``Frame.hand`` is the index in the record's ``hands`` (from 0, as in the replay
contract); titles show ``hand + 1``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import import_module
from typing import Any, Literal, Protocol

from games import GAMES, TITLES, AnyMatch
from games.actions import Action, Play
from games.cards import Card
from games.core import Deal
from games.errors import CardroomError
from games.records import Record, build_match, load_record
from games.sheets import ScoreSheet, SheetRow, game_sheet, score_sheet, seat_names

FrameKind = Literal["deal", "bidding", "trick", "turn", "result"]
Chapter = tuple[FrameKind, int]
"""Which frame an action belongs to: ``("bidding", 0)``, ``("trick", k)``, ``("turn", k)``."""
Cards = tuple[tuple[str, ...], ...]
"""Each seat's cards, record strings in display order."""


class NotReplayable(CardroomError):
    """The hand cannot be shown: it is still in play, or the record has no such hand."""


@dataclass(frozen=True, slots=True)
class Fact:
    """What a frame shows besides the cards: a label and its text, in the terminal's English
    (``trump: H, revealed by ana``), and the same as data (``key``, ``values``) for a reader
    that words it otherwise (the bot, in a table's language).  Unpacks as ``(label, text)``."""

    key: str
    """What it is: ``bids``, ``trump``, ``stock``... (each framer documents its keys' values)."""
    label: str
    text: str
    values: tuple[Any, ...] = ()

    def __iter__(self) -> Iterator[str]:
        yield self.label
        yield self.text


@dataclass(frozen=True, slots=True)
class Detail:
    """What only a face-up replay adds to a move: the cards drawn (Schmier's exchange, with the
    dealer's pick-up after the last seat) or the card taken (a Tonk draw)."""

    kind: Literal["draws", "takes"]
    cards: tuple[str, ...]
    picked_up: tuple[str, ...] | None = None
    """The cards the dealer picks up after this seat's draw (Schmier), or ``None``."""

    @property
    def text(self) -> str:
        """The record's words: ``draws 5C 9H; the dealer picks up JD``, ``takes QS``."""
        if self.kind == "takes":
            return f"takes {' '.join(self.cards)}"
        text = "draws " + (" ".join(self.cards) or "nothing")
        if self.picked_up is not None:
            text += "; the dealer picks up " + (" ".join(self.picked_up) or "nothing")
        return text


@dataclass(frozen=True, slots=True)
class Move:
    """One action of the record, and what the face-up replay adds to it."""

    seat: int
    text: str
    """The record's action text."""
    detail: str | None = None
    """What only a face-up replay shows: the card drawn from the stock, the cards picked up."""
    extra: Detail | None = None
    """``detail`` as data."""


@dataclass(frozen=True, slots=True)
class Frame:
    """One page of a replay: what happened, and the table face up once it had."""

    hand: int
    index: int
    """The frame's place in its hand's replay, from 0."""
    kind: FrameKind
    number: int
    """The trick's or turn's number from 0 (0 for the other kinds)."""
    title: str
    moves: tuple[Move, ...]
    cards: Cards
    """Every seat's cards at the end of the frame (the deal frame: as dealt)."""
    trick: tuple[tuple[int, str], ...]
    """A trick frame's ``(seat, card)`` in the order played; ``()`` otherwise."""
    winner: int | None
    """The seat that won the trick (trick frames), else ``None``."""
    facts: tuple[Fact, ...]
    scores: tuple[int, ...]
    """The match totals at the end of the frame (the result frame: after the hand)."""
    row: SheetRow | None = None
    """The result frame's row of the score sheet (its facts are that row's columns)."""


@dataclass(frozen=True, slots=True)
class HandReplay:
    """A finished hand, frame by frame."""

    game: str
    hand: int
    dealer: int
    players: tuple[str, ...]
    frames: tuple[Frame, ...]
    result: dict[str, Any]
    """The hand's entry in the replay contract's output (``hands[k]``)."""
    teams: tuple[tuple[int, ...], ...] = ()
    """The match's teams (a reader of the result frame's sheet row needs them)."""


class GameFramer(Protocol):
    """A game's part of replays (``games/<game>/replay.py`` exports one as ``FRAMER``)."""

    def chapter(self, hand: Any, seat: int, action: Action, last: Chapter | None) -> Chapter:
        """The frame ``action`` belongs to, asked just before it is applied."""
        ...

    def detail(self, hand: Any, seat: int, action: Action) -> Detail | None:
        """What a face-up replay adds to ``action`` (asked just before it is applied)."""
        ...

    def dealt(self, hand: Any, deal: Deal) -> Cards:
        """Every seat's cards as dealt, for the deal frame."""
        ...

    def cards(self, hand: Any) -> Cards:
        """Every seat's cards now."""
        ...

    def winner(self, hand: Any) -> int:
        """The winner of the trick just completed (trick games only)."""
        ...

    def facts(self, hand: Any, kind: FrameKind, names: Sequence[str]) -> tuple[Fact, ...]:
        """What a frame of ``kind`` shows besides the cards, read from the hand now."""
        ...


@cache
def game_framer(game: str) -> GameFramer:
    """The ``GameFramer`` of ``game`` (imported lazily, like ``games.match_class``)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    framer: GameFramer = import_module(f"games.{game}.replay").FRAMER
    return framer


def replay_hand(
    record: Record | Mapping[str, Any] | AnyMatch, hand: int, players: Sequence[str] | None = None
) -> HandReplay:
    """Hand ``hand`` (its index in the record's ``hands``) face up.

    :raises NotReplayable: the record has no such hand, or it is not over.
    :raises InvalidRecord, ReplayError: as ``build_match``.
    """
    return replay_hands(record, [hand], players)[0]


def replay_hands(
    record: Record | Mapping[str, Any] | AnyMatch,
    hands: Iterable[int] | None = None,
    players: Sequence[str] | None = None,
) -> tuple[HandReplay, ...]:
    """Several hands face up, in record order; ``None``: every finished hand.

    ``record`` may be a live match: it is replayed from its own record, never read in place,
    so the replay cannot see more than the record holds.  One pass over the record, so
    replaying a whole match costs one replay.
    """
    if isinstance(record, Record):
        rec = record
    elif isinstance(record, Mapping):
        rec = load_record(record)
    else:
        rec = load_record(record.record())
    full = build_match(rec)
    wanted = finished_hands(full) if hands is None else sorted(set(hands))
    for k in wanted:
        check_replayable(full, k)
    if not wanted:
        return ()
    names = seat_names(full.seats, players if players is not None else rec.players)
    sheet = score_sheet(full, names)
    framer = game_framer(rec.game)
    first = replace(rec, hands=(replace(rec.hands[0], actions=()),))
    match = build_match(first)
    out: list[HandReplay] = []
    for k, log in enumerate(full.hands[: wanted[-1] + 1]):
        if k:
            match.supply_deal(log.deal, log.dealer)
        if k in wanted:
            out.append(_replay(match, k, log.actions, framer, names, sheet))
        else:
            for seat, action in log.actions:
                match.apply(seat, action)
    return tuple(out)


def finished_hands(match: AnyMatch) -> list[int]:
    """The indexes of the hands that are over: the ones a replay may show."""
    return [k for k, log in enumerate(match.hands) if log.result is not None]


def check_replayable(match: AnyMatch, hand: int) -> None:
    """Refuse a hand the match does not have, or one still in play."""
    if not 0 <= hand < len(match.hands):
        count = len(match.hands)
        raise NotReplayable(f"there is no hand {hand + 1}: the record has {count} hands")
    if match.hands[hand].result is None:
        raise NotReplayable(
            f"hand {hand + 1} is still in play: a replay shows only hands that are over"
        )


def _replay(
    match: AnyMatch,
    k: int,
    actions: Sequence[tuple[int, Action]],
    framer: GameFramer,
    names: Sequence[str],
    sheet: ScoreSheet[SheetRow],
) -> HandReplay:
    """Apply hand ``k``'s actions to ``match`` (just dealt), cutting them into frames."""
    log = match.hands[k]
    book = _Frames(match.hand, k, framer, names, _scores_before(sheet, k))
    book.add(
        "deal",
        0,
        f"Hand {k + 1}: the deal ({names[log.dealer]} deals)",
        (),
        cards=framer.dealt(match.hand, log.deal),
    )
    chapter: Chapter | None = None
    moves: list[Move] = []
    trick: list[tuple[int, str]] = []
    for seat, action in actions:
        key = framer.chapter(match.hand, seat, action, chapter)
        if key != chapter:
            book.close(chapter, moves, trick)
            chapter, moves, trick = key, [], []
        extra = framer.detail(match.hand, seat, action)
        match.apply(seat, action)
        detail = None if extra is None else extra.text
        moves.append(Move(seat, str(action), detail, extra))
        if isinstance(action, Play):
            trick.append((seat, str(action.card)))
    book.close(chapter, moves, trick)
    row = next(r for r in sheet.rows if r.hand == k)
    gs = game_sheet(sheet.game)
    columns = zip(gs.headers(sheet)[1:], gs.cells(row, sheet)[1:], strict=True)
    facts = tuple(Fact("column", h, c, (i + 1,)) for i, (h, c) in enumerate(columns))
    book.add("result", 0, f"Hand {k + 1}: the result", (), facts=facts, scores=row.scores, row=row)
    result = log.result
    assert result is not None
    return HandReplay(
        game=match.game,
        hand=k,
        dealer=log.dealer,
        players=tuple(names),
        frames=tuple(book.frames),
        result=result.to_json(),
        teams=tuple(match.teams),
    )


class _Frames:
    """The frames of one hand as they are cut, each read from the hand at its end."""

    def __init__(
        self,
        hand: Any,
        k: int,
        framer: GameFramer,
        names: Sequence[str],
        before: tuple[int, ...],
    ) -> None:
        self.hand, self.k, self.framer, self.names, self.before = hand, k, framer, names, before
        self.frames: list[Frame] = []

    def add(
        self,
        kind: FrameKind,
        number: int,
        title: str,
        moves: Sequence[Move],
        *,
        cards: Cards | None = None,
        trick: tuple[tuple[int, str], ...] = (),
        winner: int | None = None,
        facts: tuple[Fact, ...] | None = None,
        scores: tuple[int, ...] | None = None,
        row: SheetRow | None = None,
    ) -> None:
        self.frames.append(
            Frame(
                hand=self.k,
                index=len(self.frames),
                kind=kind,
                number=number,
                title=title,
                moves=tuple(moves),
                cards=self.framer.cards(self.hand) if cards is None else cards,
                trick=trick,
                winner=winner,
                facts=self.framer.facts(self.hand, kind, self.names) if facts is None else facts,
                scores=self.before if scores is None else scores,
                row=row,
            )
        )

    def close(
        self, chapter: Chapter | None, moves: Sequence[Move], trick: Sequence[tuple[int, str]]
    ) -> None:
        """The frame of ``chapter`` is complete: add it (nothing if it had no moves)."""
        if chapter is None or not moves:
            return
        kind, number = chapter
        names = self.names
        if kind == "trick":
            won = self.framer.winner(self.hand)
            title = f"Trick {number + 1}: {names[won]} wins"
            self.add(kind, number, title, moves, trick=tuple(trick), winner=won)
        elif kind == "turn":
            self.add(kind, number, f"Turn {number + 1}: {names[moves[0].seat]}", moves)
        else:
            self.add(kind, number, "The bidding", moves)


def _scores_before(sheet: ScoreSheet[SheetRow], k: int) -> tuple[int, ...]:
    earlier = [r for r in sheet.rows if r.hand < k]
    return earlier[-1].scores if earlier else (0,) * len(sheet.scores)


_CARD_RE = re.compile(r"\b(?:[2-9TJQKA][SHDC]|JK)\b")


def pretty(text: str) -> str:
    """Card codes in ``text`` with suit symbols (``TH`` → ``10♥``), other words as they are."""
    return _CARD_RE.sub(lambda m: Card.parse(m.group(0)).pretty(), text)


def render_frame(frame: Frame, names: Sequence[str]) -> str:
    """One frame as terminal text: the title, the moves, the trick, the cards, the facts."""
    lines = [f"── {frame.title} ──"]
    for m in frame.moves:
        extra = f"  ({pretty(m.detail)})" if m.detail else ""
        lines.append(f"  {names[m.seat]}: {pretty(m.text)}{extra}")
    if frame.trick:
        lines.append("  trick: " + ", ".join(f"{names[s]} {pretty(c)}" for s, c in frame.trick))
    if frame.kind != "result":
        width = max(len(n) for n in names)
        for s, cards in enumerate(frame.cards):
            shown = " ".join(Card.parse(c).pretty() for c in cards) if cards else "(none)"
            lines.append(f"  {names[s].ljust(width)}  {shown}")
    for label, text in frame.facts:
        lines.append(f"  {label}: {pretty(text)}")
    lines.append("  scores: " + " ".join(str(s) for s in frame.scores))
    return "\n".join(lines)


def render_replay(replay: HandReplay) -> str:
    """A whole hand's replay as terminal text, frame after frame."""
    head = f"{TITLES[replay.game]} · hand {replay.hand + 1}"
    return "\n\n".join([head, *(render_frame(f, replay.players) for f in replay.frames)])


class TrickFramer:
    """The frames of a trick game: everything before the first card is the bidding (bids,
    trump, doubling, exchanges, discards), then one frame per trick.  A game fills
    ``tricks_done`` and the ``GameFramer`` methods about cards and facts."""

    def tricks_done(self, hand: Any) -> int:
        """Tricks completed so far in ``hand``."""
        raise NotImplementedError

    def chapter(self, hand: Any, seat: int, action: Action, last: Chapter | None) -> Chapter:
        if hand.phase_name == "play":
            return ("trick", self.tricks_done(hand))
        return ("bidding", 0)

    def detail(self, hand: Any, seat: int, action: Action) -> Detail | None:
        return None

    def winner(self, hand: Any) -> int:
        """Every trick game's hand keeps ``last_trick`` as ``(..., ..., winner)``."""
        return int(hand.last_trick[2])


def per_seat(names: Sequence[str], values: Iterable[object]) -> str:
    """``alice 4, bob nil, ...``: one value per seat, for a fact."""
    return ", ".join(f"{n} {v}" for n, v in zip(names, values, strict=True))


def seat_fact(key: str, names: Sequence[str], values: Iterable[object]) -> Fact:
    """A fact of one value per seat (``bids: alice 4, bob nil``); ``values``: those values,
    with ``None`` where the text has ``-`` (not asked yet)."""
    shown = tuple(values)
    text = per_seat(names, ("-" if v is None else v for v in shown))
    return Fact(key, key, text, shown)
