"""Reading, checking and replaying game records (``shared/spec/records.md``).

The record is the one durable form of a match: the bot stores tables as records, tests are
written as records, and ``python -m games replay`` checks them.  Everything here is strict: a
record that is not valid is rejected as a whole before any action is applied, and the first
illegal action stops the replay with the hand, the index and the reason.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games import GAMES, AnyMatch, match_class
from games.core import RECORD_FORMAT, Deal
from games.errors import CardroomError, IllegalAction, InvalidDeal, InvalidRecord


class ReplayError(CardroomError):
    """An action in the record is malformed or illegal; ``str`` is the contract's error line."""

    def __init__(self, hand: int, index: int, seat: Any, text: Any, reason: str) -> None:
        self.hand, self.index, self.seat, self.text, self.reason = hand, index, seat, text, reason
        super().__init__(f"hand {hand}, action {index}: seat {seat} {json.dumps(text)}: {reason}")


@dataclass(frozen=True, slots=True)
class HandEntry:
    dealer: int
    deal: Deal
    actions: tuple[tuple[Any, Any], ...]


@dataclass(frozen=True, slots=True)
class Record:
    """A structurally valid record (cards parsed, options validated, deals checked)."""

    game: str
    options: Mapping[str, Any]
    seats: int
    players: tuple[str, ...] | None
    hands: tuple[HandEntry, ...]
    extra: Mapping[str, Any]


def load_record(doc: Any) -> Record:
    """Check a record's structure, options and deals; raise ``InvalidRecord`` with one line."""
    if not isinstance(doc, Mapping):
        raise InvalidRecord("a record is a JSON object")
    fmt = doc.get("format", RECORD_FORMAT)
    if fmt != RECORD_FORMAT:
        raise InvalidRecord(f"unknown format {fmt!r} (expected {RECORD_FORMAT!r})")
    game = doc.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise InvalidRecord(f"unknown game {game!r} (games: {', '.join(GAMES)})")
    options = doc.get("options", {})
    if not isinstance(options, Mapping):
        raise InvalidRecord("'options' must be an object")
    hands_doc = doc.get("hands")
    if not isinstance(hands_doc, list):
        raise InvalidRecord("'hands' must be a list of deals")
    entries = [_hand_entry(k, h) for k, h in enumerate(hands_doc)]
    seats = doc.get("seats")
    if seats is None:
        seats = len(entries[0].deal.hands) if entries else None
    elif not isinstance(seats, int) or isinstance(seats, bool):
        raise InvalidRecord("'seats' must be a whole number")
    cls = match_class(game)
    try:
        probe = cls(options, seats=seats, auto_deal=False, seed=0)
    except CardroomError as exc:
        raise InvalidRecord(str(exc)) from None
    players = doc.get("players")
    if players is not None:
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise InvalidRecord("'players' must be a list of names")
        if len(players) != probe.seats:
            raise InvalidRecord(f"'players' has {len(players)} names for {probe.seats} seats")
        players = tuple(players)
    for k, e in enumerate(entries):
        if not 0 <= e.dealer < probe.seats:
            raise InvalidRecord(f"hand {k}: dealer {e.dealer} is not a seat")
        try:
            probe.check_deal(e.deal)
        except InvalidDeal as exc:
            raise InvalidRecord(f"hand {k}: {exc}") from None
    known = {"format", "game", "options", "seats", "players", "hands"}
    return Record(
        game=game,
        options=dict(options),
        seats=probe.seats,
        players=players,
        hands=tuple(entries),
        extra={k: v for k, v in doc.items() if k not in known},
    )


def _hand_entry(k: int, h: Any) -> HandEntry:
    if not isinstance(h, Mapping):
        raise InvalidRecord(f"hand {k}: each hand is an object with dealer, deal and actions")
    dealer = h.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool):
        raise InvalidRecord(f"hand {k}: 'dealer' must be a seat number")
    try:
        deal = Deal.from_json(h.get("deal"))
    except InvalidDeal as exc:
        raise InvalidRecord(f"hand {k}: {exc}") from None
    actions = h.get("actions", [])
    if not isinstance(actions, list):
        raise InvalidRecord(f"hand {k}: 'actions' must be a list")
    return HandEntry(dealer, deal, tuple(_pair(a) for a in actions))


def _pair(a: Any) -> tuple[Any, Any]:
    if isinstance(a, list) and len(a) == 2:
        return a[0], a[1]
    return None, a


def build_match(record: Record | Mapping[str, Any], *, seed: int | str | None = None) -> AnyMatch:
    """Replay a record into a live match (the bot's restart path); raise on the first error.

    With ``seed`` the match deals its next hands itself after the recorded ones, so a rebuilt
    table continues; without it the match waits for a deal after the last recorded hand.
    """
    rec = record if isinstance(record, Record) else load_record(record)
    cls = match_class(rec.game)
    first = rec.hands[0].dealer if rec.hands else None
    match = cls(rec.options, seats=rec.seats, dealer=first, auto_deal=False, seed=seed or 0)
    return _replay_hands(match, rec, 0, seed)


def checkpoint(match: AnyMatch, hand: int) -> dict[str, Any] | None:
    """The checkpoint right after finished hand ``hand``, for a game that keeps them (Tonk,
    whose matches can run for hundreds of hands: ``games.tonk.checkpoint``); None for the
    others.  Beside the record, never in it."""
    make = getattr(match, "checkpoint", None)
    return make(hand) if make is not None else None


def resume_match(
    tail: Record, state: Mapping[str, Any], *, seed: int | str | None = None
) -> AnyMatch:
    """``build_match`` from a checkpoint: the match as ``state`` left it, then the hands of
    ``tail`` (the record's hands from the checkpoint on: its first is hand
    ``state["hands"]``) replayed as ``build_match`` replays them; raise on the first error.
    The same match as the full replay, but for the hands before the checkpoint, which it
    counts without keeping (``games.tonk.checkpoint``)."""
    cls = match_class(tail.game)
    resume = getattr(cls, "from_checkpoint", None)
    if resume is None:
        raise InvalidRecord(f"{tail.game} keeps no checkpoints")
    match: AnyMatch = resume(tail.options, tail.seats, seed or 0, state)
    return _replay_hands(match, tail, match.hand_number + 1, seed)


def _replay_hands(match: AnyMatch, rec: Record, first: int, seed: int | str | None) -> AnyMatch:
    """Deal and play ``rec``'s hands into ``match`` (the first is hand ``first``), raising on
    the first error; with ``seed`` the match deals on by itself after them."""
    for j, entry in enumerate(rec.hands):
        k = first + j
        if match.is_over:
            raise InvalidRecord(f"hand {k} follows the end of the match")
        if not match.waiting_for_deal:
            raise InvalidRecord(f"hand {k - 1} is unfinished but more hands follow")
        try:
            match.supply_deal(entry.deal, entry.dealer)
        except InvalidRecord as exc:
            raise InvalidRecord(f"hand {k}: {exc}") from None
        for i, (seat, text) in enumerate(entry.actions):
            _apply_entry(match, k, i, seat, text)
    if seed is not None:
        match.resume_dealing()
    return match


def _apply_entry(match: AnyMatch, k: int, i: int, seat: Any, text: Any) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(text, str):
        raise ReplayError(k, i, seat, text, 'each action is [seat, "text"]')
    if not 0 <= seat < match.seats:
        raise ReplayError(k, i, seat, text, f"there is no seat {seat}")
    if match.hand_number != k or match.waiting_for_deal or match.is_over:
        raise ReplayError(k, i, seat, text, "the hand is already over")
    try:
        match.apply(seat, text)
    except (IllegalAction, CardroomError) as exc:
        raise ReplayError(k, i, seat, text, str(exc)) from None


def replay(doc: Any) -> dict[str, Any]:
    """The ``python -m games replay`` output for a record (raises on an invalid record)."""
    match = build_match(load_record(doc))
    return summary(match)


def summary(match: AnyMatch) -> dict[str, Any]:
    """The replay contract's output object for a match."""
    out: dict[str, Any] = {
        "game": match.game,
        "complete": match.is_over,
        "winner": match.winner,
        "scores": list(match.scores),
    }
    bags = getattr(match, "bags", None)
    if bags is not None:
        out["bags"] = list(bags)
    out["hands"] = [r.to_json() for r in match.results]
    return out
