"""Random full hands per second, ours and a reference, measured side by side in one run.

Machines here are noisy, so absolute figures mean little; the ratio to a reference measured in
the same process, in interleaved rounds, is what ``bench`` reports.  For Spades the reference is
OpenSpiel's C++ ``spades`` driven step by step from Python (the way a Python program would use
it); for the other games it is our own Spades engine, compared per card played.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games import AnyMatch, match_class
from games.actions import Discard, Hit, Play, Spread


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
