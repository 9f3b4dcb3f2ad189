"""Engine and computer speed, each against a reference measured side by side in one run.

``bench``: random full hands per second.  ``bench-ai`` (``time_decisions``): CPU time per
decision of a computer level, optionally with a second level timed on the very same positions.

Machines here are noisy, so absolute figures mean little; the ratio to a reference measured in
the same process, in interleaved rounds, is what ``bench`` reports.  For Spades the reference is
OpenSpiel's C++ ``spades`` driven step by step from Python (the way a Python program would use
it); for the other games it is our own Spades engine, compared per card played.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games import AnyMatch, match_class
from games.actions import Discard, Hit, Play, Spread
from games.compiled import build_word
from games.players import choose_for, make_player


@dataclass
class Tally:
    """What one side of the benchmark did in its measured time."""

    name: str
    hands: int = 0
    cards: int = 0
    actions: int = 0
    seconds: float = 0.0

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds else 0.0

    @property
    def cards_per_second(self) -> float:
        return self.cards / self.seconds if self.seconds else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "hands": self.hands,
            "cards_played": self.cards,
            "actions": self.actions,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands_per_second, 1),
            "cards_per_second": round(self.cards_per_second, 1),
        }


ROLL_OVER_HANDS = 64
"""Random Spades and Schmier seats rarely finish a match (and Tonk never does): start a new
match after this many hands so that the match's history does not grow through the run."""


FIXED_CARDS_PER_HAND = {"spades": 52, "twentynine": 32}
"""Trick games whose every full hand plays the same number of cards (counted, not tallied)."""


def _cards_in(action: object) -> int:
    """Cards played by an action: a trick card, or a Tonk discard, spread or hit.

    Schmier's discard-and-draw moves cards too, but they are not played; the benchmark
    compares cards played, so it counts Schmier's plays only.
    """
    if isinstance(action, Play | Hit):
        return 1
    if isinstance(action, Spread):
        return len(action.cards)
    if isinstance(action, Discard) and len(action.cards) == 1:
        return 1
    return 0


def run_engine(game: str, seconds: float, tally: Tally, seed: int, options: Any = None) -> None:
    """Random legal actions through the public ``Match`` interface for ``seconds``."""
    cls = match_class(game)
    rng = random.Random(seed)
    choice = rng.choice
    counting_cards = game in ("schmier", "tonk")
    # Counting is the harness's work, not the engine's: most actions are told apart by their
    # class alone, and only a Tonk spread or discard needs ``_cards_in``.
    one_card = frozenset({Play} if game == "schmier" else {Play, Hit})
    look_closer = frozenset() if game == "schmier" else frozenset({Spread, Discard})
    n_match = 0
    match = cls(options, seed=f"{seed}/{n_match}")
    done_before = 0
    actions = cards = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        to_act = match.to_act
        if not to_act:
            done_before += _full_hands(match)
            n_match += 1
            match = cls(options, seed=f"{seed}/{n_match}")
            if time.perf_counter() >= deadline:
                break
            continue
        seat = to_act[0]
        action = choice(match.legal_actions(seat))
        match.apply(seat, action)
        actions += 1
        if counting_cards:
            kind = action.__class__
            if kind in one_card:
                cards += 1
            elif kind in look_closer:
                cards += _cards_in(action)
        if not actions & 1023:
            if time.perf_counter() >= deadline:
                break
            if len(match.results) >= ROLL_OVER_HANDS:  # random seats may never end a match
                done_before += _full_hands(match)
                n_match += 1
                match = cls(options, seed=f"{seed}/{n_match}")
    tally.seconds += time.perf_counter() - start
    tally.hands += done_before + _full_hands(match)
    tally.actions += actions
    if counting_cards:
        tally.cards += cards
    else:
        tally.cards += (done_before + _full_hands(match)) * FIXED_CARDS_PER_HAND[game]


def _full_hands(match: AnyMatch) -> int:
    return match.hands_played


def run_openspiel_spades(seconds: float, tally: Tally, seed: int) -> None:
    """OpenSpiel's spades, dealt from a shuffled deck and played with random legal actions."""
    import pyspiel  # a test dependency; the bench says so when it is missing

    game = pyspiel.load_game("spades")
    rng = random.Random(seed)
    choice = rng.choice
    deck = list(range(52))
    hands = actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = game.new_initial_state()
        rng.shuffle(deck)
        for c in deck:
            state.apply_action(c)
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))
            actions += 1
        hands += 1
    tally.seconds += time.perf_counter() - start
    tally.hands += hands
    tally.actions += actions
    tally.cards += hands * 52


def interleave(
    sides: list[tuple[Tally, Callable[[float, Tally, int], None]]], seconds: float, rounds: int
) -> None:
    """Alternate the sides in short rounds so that machine noise hits both alike."""
    for r in range(rounds):
        for tally, fn in sides:
            fn(seconds / rounds, tally, 1000 + r)


def openspiel_available() -> bool:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return False
    return True


# ----- decisions of a computer level (``bench-ai``) --------------------------------------------

FAR_BUDGET = 1e6
"""``bench-ai``'s default seconds per decision: no search is cut by the clock, so the CPU
figures measure the work a level does, not the deadline."""


@dataclass
class DecisionTimes:
    """CPU seconds per decision of one level (the thread's CPU time, not the wall clock)."""

    level: str = ""
    samples: list[float] = field(default_factory=list)

    def quantile(self, q: float) -> float:
        s = sorted(self.samples)
        return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "decisions": len(self.samples),
            "p50_ms": round(1000 * self.quantile(0.5), 2),
            "p95_ms": round(1000 * self.quantile(0.95), 2),
            "max_ms": round(1000 * max(self.samples, default=0.0), 2),
            "total_s": round(sum(self.samples), 3),
        }


@dataclass
class DecisionBench:
    """One level's decision times, and optionally a second level's on the same positions."""

    main: DecisionTimes
    against: DecisionTimes | None = None
    agreed: int = 0
    """Positions where both levels chose the same action."""
    forced: int = 0
    """Positions played through untimed: the seat had one legal action, which the bot plays
    without asking a player (``bot.computers.Computers.choose``)."""

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"level": self.main.level, **self.main.to_json()}
        doc["forced"] = self.forced
        doc["build"] = build_word()  # pure or compiled (python -m games compile): figures differ
        ref = self.against
        if ref is None:
            return doc
        doc["against"] = {"level": ref.level, **ref.to_json()}
        for q, key in ((0.5, "p50"), (0.95, "p95")):
            mine = self.main.quantile(q)
            doc[f"{key}_ratio"] = round(ref.quantile(q) / mine, 2) if mine else None
        total = sum(self.main.samples)
        doc["total_ratio"] = round(sum(ref.samples) / total, 2) if total else None
        doc["agreed"] = self.agreed
        return doc


def _cpu_choice(
    match: Any, seat: int, player: Any, rng: random.Random, budget: float
) -> tuple[Any, float]:
    t0 = time.thread_time()
    action = choose_for(match, seat, player, rng, budget)
    return action, time.thread_time() - t0


def time_decisions(
    game: str,
    level: str,
    *,
    deals: int,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    seats: int | None = None,
    budget: float = FAR_BUDGET,
    against: str | None = None,
) -> DecisionBench:
    """Every decision of ``level`` in ``deals`` first hands where all seats play ``level``.

    A decision is a position where the seat has more than one legal action: with only one, the
    bot plays it without asking a player (``Computers.choose``), so neither is this timed; it is
    played and counted in ``forced``.  With ``against``, that level is asked too at every
    decision (its answer is timed, then dropped: ``level``'s action is played), from a copy of
    the same random state, the two in alternating order so that machine noise falls on both
    alike.
    """
    player = make_player(level, game)
    other = make_player(against, game) if against is not None else None
    bench = DecisionBench(DecisionTimes(level))
    if against is not None:
        bench.against = DecisionTimes(against)
    n = 0
    for i in range(deals):
        match = match_class(game)(options, seats=seats, seed=f"bench-ai/{seed}/{i}")
        rng = random.Random(f"bench-ai/{seed}/{i}")
        for _ in range(MAX_BENCH_ACTIONS):
            if match.is_over or any(not getattr(r, "redeal", False) for r in match.results):
                break
            seat = match.to_act[0]
            legal = match.legal_actions(seat)
            if len(legal) == 1:
                bench.forced += 1
                match.apply(seat, legal[0])
                continue
            if other is None or bench.against is None:
                action, cpu = _cpu_choice(match, seat, player, rng, budget)
                bench.main.samples.append(cpu)
            else:
                twin = random.Random()
                twin.setstate(rng.getstate())
                if n & 1:
                    theirs, cpu_o = _cpu_choice(match, seat, other, twin, budget)
                    action, cpu = _cpu_choice(match, seat, player, rng, budget)
                else:
                    action, cpu = _cpu_choice(match, seat, player, rng, budget)
                    theirs, cpu_o = _cpu_choice(match, seat, other, twin, budget)
                bench.main.samples.append(cpu)
                bench.against.samples.append(cpu_o)
                bench.agreed += theirs == action
            n += 1
            match.apply(seat, action)
    return bench


MAX_BENCH_ACTIONS = 100_000
