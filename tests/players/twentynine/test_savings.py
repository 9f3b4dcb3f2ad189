"""Twenty-Nine ``strong``'s CPU savings (issue 15): the indifference stop, the caps, the pinned
reference with every saving off."""

from __future__ import annotations

from games.players.racing import Race
from games.players.twentynine import strong as strong_mod
from games.players.twentynine.strong import (
    NO_SAVINGS,
    ReferencePlayer,
    Savings,
    StrongPlayer,
    close_enough,
)


def _race(diffs: list[float], n: int) -> Race:
    """Two cards: the first scores ``diffs`` (cycled) more than the second in each world."""
    race = Race(2, z=99.0)  # never drops: the indifference test alone is under test
    for w in range(n):
        race.add([diffs[w % len(diffs)], 0.0])
    return race


def test_indifference_waits_for_its_minimum_then_takes_a_close_leader() -> None:
    # Card points only (hundredths): no contract turns on the choice.
    steady = [0.04, -0.02, 0.06, 0.0]
    assert not close_enough(_race(steady, strong_mod.INDIFFERENCE_MIN - 1))
    assert close_enough(_race(steady, strong_mod.INDIFFERENCE_MIN))


def test_indifference_keeps_sampling_while_the_contract_may_turn_on_the_card() -> None:
    # The leader makes the contract in a few worlds more, the other in a few: a game point
    # (2 in value) either way, so the other card may well be the better one.
    swings = [2.0, 0.0, 0.0, -2.0, 0.0, 2.0, 0.0, 0.0]
    assert not close_enough(_race(swings, 24))


def test_a_settled_race_needs_no_indifference_test() -> None:
    race = Race(1)
    for _ in range(20):
        race.add([1.0])
    assert not close_enough(race)


def test_strong_ref_is_strong_with_every_saving_off() -> None:
    assert StrongPlayer().savings == Savings()
    assert Savings().indifference and Savings().race and Savings().budget
    ref = ReferencePlayer()
    assert ref.level == "strong-ref" and ref.savings == NO_SAVINGS
    assert not any(
        (NO_SAVINGS.race, NO_SAVINGS.equivalents, NO_SAVINGS.budget, NO_SAVINGS.indifference)
    )
