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
        (
            NO_SAVINGS.race,
            NO_SAVINGS.equivalents,
            NO_SAVINGS.budget,
            NO_SAVINGS.indifference,
            NO_SAVINGS.lean_draws,
        )
    )


def test_the_lean_draws_deal_what_the_library_deals() -> None:
    """``Sampler(lean=True)`` (``LeanDraws``) draws from the generator as ``random.Random``'s
    ``shuffle``, ``sample`` and ``choice`` do: from the same seed, the same deals (and the same
    generator state after them) at every play position of many hands, house rules varied."""
    import random

    from games import new_match
    from games.players import make_player
    from games.players.twentynine.knowledge import read_view
    from games.players.twentynine.sampler import LeanDraws, Sampler, _Inconsistent

    basic = make_player("basic", "twentynine")
    compared = 0
    profiles: list[dict[str, object]] = [{}, {"seventh_card": True}, {"no_trump_reverse": True}]
    for d in range(9):
        m = new_match("twentynine", profiles[d % 3], seed=f"lean-draws/{d}")
        rng = random.Random(d)
        while not m.results and not m.is_over:
            seat = m.to_act[0]
            view = m.view(seat)
            legal = m.legal_actions(seat)
            if view["phase"] == "play":
                k = read_view(view)
                r1, r2 = random.Random(compared), random.Random(compared)
                plain, lean = Sampler(k, r1), Sampler(k, r2, lean=True)
                for _ in range(4):
                    try:
                        a = plain.deal()
                    except _Inconsistent:
                        a = None
                    try:
                        b = lean.deal()
                    except _Inconsistent:
                        b = None
                    assert a == b
                assert r1.getstate() == r2.getstate()
                compared += 1
            m.apply(seat, basic.choose(view, legal, rng, 1e9))
    assert compared > 150
    lib, mine = random.Random(7), random.Random(7)
    draws = LeanDraws(mine)
    for n in (1, 2, 5, 21, 22, 30):  # both of ``sample``'s branches (pool and set)
        pop = list(range(n))
        for k in range(min(n, 8) + 1):
            assert lib.sample(pop, k) == draws.sample(pop, k)
        x, y = pop[:], pop[:]
        lib.shuffle(x)
        draws.shuffle(y)
        assert x == y and lib.choice(pop) == draws.choice(pop)
