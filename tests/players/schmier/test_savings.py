"""Schmier strong's savings (a race of the candidate cards, an indifference zone) and the
pinned ``strong-ref`` level."""

from __future__ import annotations

import hashlib
import random
import time
from typing import Any

import pytest

from games.players.racing import Race
from games.players.schmier import strong as strong_mod
from games.players.schmier.sampler import PlaySampler
from games.players.schmier.strong import ReferencePlayer, StrongPlayer, close_enough
from tests.schmier.helpers import make_deal, play, start

FAR = 1e9


def _counting(monkeypatch: Any) -> list[int]:
    calls = [0]
    real = PlaySampler.sample

    def counted(self: PlaySampler, rng: random.Random) -> list[int]:
        calls[0] += 1
        return real(self, rng)

    monkeypatch.setattr(PlaySampler, "sample", counted)
    monkeypatch.setattr(strong_mod, "SOFT_BUDGET", FAR)  # a loaded machine changes nothing
    return calls


@pytest.mark.parametrize("seed", [1, 2])
def test_a_clear_card_stops_early_and_is_the_full_searchs_card(monkeypatch: Any, seed: int) -> None:
    # Seat 0 leads the ten of diamonds, seat 1 trumps it with the joker; seat 5, last and void
    # in diamonds, takes the joker and the ten with a trump (a spade would give them away).
    deal = make_deal(
        {
            0: "TD 3C 4C 5C 6C 7C",
            1: "JK 5H 6H 7H 8H 9H",
            2: "5D TH QH 2H AH 8C",
            3: "6D JH JD 4D 9C TC",
            4: "7D 4H 8S 9S TS JS",
            5: "3H KH 2S 3S 4S 5S",
        },
        trump="H",
    )
    m = start(deal, dealer=5)
    play(m, "TD", "JK", "5D", "6D", "7D")
    legal = m.legal_actions(5)
    calls = _counting(monkeypatch)
    full = ReferencePlayer().choose(m.view(5), legal, random.Random(seed), time.monotonic() + FAR)
    full_samples, calls[0] = calls[0], 0
    fast = StrongPlayer().choose(m.view(5), legal, random.Random(seed), time.monotonic() + FAR)
    assert fast == full and str(fast) == "play 3H"
    assert full_samples == strong_mod.PLAY_SAMPLES
    assert calls[0] <= full_samples // 4


def _race(diffs: list[float], n: int = 20) -> Race:
    """Two cards: the leader scores 1 more than the other by ``diffs`` (cycled)."""
    race = Race(2, z=99.0)  # never drops: the indifference test alone is under test
    for w in range(n):
        d = diffs[w % len(diffs)]
        race.add([1.0 + d, 1.0])
    return race


def test_indifference_waits_for_its_minimum_then_takes_a_close_leader() -> None:
    steady = [0.1, -0.1, 0.2, 0.0]
    assert not close_enough(_race(steady, strong_mod.INDIFFERENCE_MIN - 1))
    assert close_enough(_race(steady, strong_mod.INDIFFERENCE_MIN))


def test_indifference_keeps_sampling_while_the_other_card_may_be_much_better() -> None:
    noisy = [6.0, -5.0, 4.0, -4.5]  # a small lead, but a wide spread: the other may be better
    assert not close_enough(_race(noisy, 24))


def test_strong_ref_is_strong_with_the_savings_off() -> None:
    assert issubclass(ReferencePlayer, StrongPlayer)
    assert ReferencePlayer.level == "strong-ref" and not ReferencePlayer.racing
    assert not ReferencePlayer.lean_sampler
    assert StrongPlayer.racing and StrongPlayer.lean_sampler


def test_the_lean_sampler_deals_what_the_plain_one_deals() -> None:
    """``PlaySampler(lean=True)`` draws from the generator as ``shuffle`` and ``randrange``
    do: from the same seed, the same deals, at positions of many played-out hands (voids,
    discards and a bidder among them)."""
    from games import new_match
    from games.players import make_player
    from games.players.schmier.knowledge import read_view

    basic = make_player("basic", "schmier")
    compared = 0
    for d in range(6):
        m = new_match("schmier", {}, seed=f"lean-sampler/{d}")
        rng = random.Random(d)
        while not m.results and not m.is_over:
            seat = m.to_act[0]
            view = m.view(seat)
            legal = m.legal_actions(seat)
            if view["phase"] == "play":
                k = read_view(view)
                plain, lean = PlaySampler(k), PlaySampler(k, lean=True)
                r1, r2 = random.Random(compared), random.Random(compared)
                assert [plain.sample(r1) for _ in range(5)] == [lean.sample(r2) for _ in range(5)]
                compared += 1
            m.apply(seat, basic.choose(view, legal, rng, 1e9))
    assert compared > 100


PINNED = (147, "5653f39fd87e9955")
"""``lab/decisions.py``'s trace of ``strong`` in the tree before the savings (main at 55d05eb):
one deal per profile, one hand, effort 0.25; its count of decisions and its digest."""


def test_strong_ref_makes_the_decisions_of_strong_before_the_savings() -> None:
    from lab.decisions import trace

    lines = [
        ln.replace(" strong-ref ", " strong ", 1)
        for ln in trace("schmier", "strong-ref", 1, 0.25, 1)
    ]
    digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    assert (len(lines), digest) == PINNED
