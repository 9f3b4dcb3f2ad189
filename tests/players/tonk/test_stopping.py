"""Tonk strong's early stop (``stopping.py``) and the pinned ``strong-ref`` level."""

from __future__ import annotations

import hashlib
import math
import random
import time
from typing import Any

import pytest

from games.actions import DRAW_DISCARD
from games.players.tonk import stopping
from games.players.tonk import strong as strong_mod
from games.players.tonk.strong import ReferencePlayer, StrongPlayer
from tests.tonk.helpers import A, deal, table

FAR = 1e9


def _sums(gains: list[float]) -> tuple[float, float]:
    return sum(gains), sum(g * g for g in gains)


def test_switch_chance_at_the_full_budget_is_the_pick_rule() -> None:
    gains = [1.0, -0.5, 2.0, 0.0, 1.5, -1.0, 0.5, 1.0]
    total, squares = _sums(gains)
    n = len(gains)
    mean = total / n
    se = math.sqrt((squares / n - mean * mean) / (n - 1))
    assert (stopping.switch_chance(total, squares, n, n, 1.0) == 1.0) == (mean > se)
    assert stopping.switch_chance(total, squares, n, n, 5.0) == 0.0


def test_switch_chance_grows_with_the_mean_and_shrinks_with_the_bar() -> None:
    rng = random.Random(3)
    noise = [rng.gauss(0.0, 1.0) for _ in range(40)]
    chances = []
    for shift in (-1.0, -0.3, 0.0, 0.3, 1.0):
        total, squares = _sums([x + shift for x in noise])
        chances.append(stopping.switch_chance(total, squares, 40, 300, 1.0))
    assert chances == sorted(chances)
    assert chances[0] < 0.01 and chances[-1] > 0.99
    total, squares = _sums([x + 0.3 for x in noise])
    assert stopping.switch_chance(total, squares, 40, 300, 3.0) < chances[3]


def test_settle_drops_clear_losers_and_stops_when_none_can_switch() -> None:
    rng = random.Random(5)
    n, full = 32, 300
    losing = [rng.gauss(-1.0, 1.0) for _ in range(n)]
    open_call = [rng.gauss(0.1, 1.0) for _ in range(n)]
    sums = [0.0, *(_sums(g)[0] for g in (losing, open_call))]
    squares = [0.0, *(_sums(g)[1] for g in (losing, open_call))]
    keep, done = stopping.settle([1, 2], sums, squares, [False, True, True], n, full, 1.0)
    assert keep == [2] and not done
    keep, done = stopping.settle([1], sums, squares, [False, True, True], n, full, 1.0)
    assert keep == [] and done


def test_settle_stops_on_a_sure_switch_and_drops_a_plan_that_never_differs() -> None:
    rng = random.Random(7)
    n = 32
    winning = [rng.gauss(2.0, 1.0) for _ in range(n)]
    sums = [0.0, _sums(winning)[0], 0.0]
    squares = [0.0, _sums(winning)[1], 0.0]
    nonzero = [False, True, False]
    keep, done = stopping.settle([1, 2], sums, squares, nonzero, n, 300, 1.0)
    assert keep == [1] and done  # the always-equal plan went after ZERO_DEALS deals
    keep, _ = stopping.settle([2], sums, squares, nonzero, stopping.ZERO_DEALS - 1, 300, 1.0)
    assert keep == [2]  # not yet: too few deals to call it equivalent


def test_at_the_cap_only_an_all_but_sure_switch_replaces_the_default() -> None:
    n, full = 60, 300
    sums = [0.0, 0.1 * n, 0.5 * n, -0.2 * n]
    squares = [0.0, (0.1**2 + 1.0) * n, (0.5**2 + 1.0) * n, (0.2**2 + 1.0) * n]
    assert stopping.likely([1, 2, 3], 0, sums, squares, n, full, 1.0) == 2
    assert stopping.likely([3], 0, sums, squares, n, full, 1.0) == 0
    assert stopping.likely([1], 0, sums, squares, n, full, 1.0) == 0  # likely, not sure
    assert stopping.cap(300) == 60 and stopping.cap(20) == stopping.FIRST_CHECK


def _counting(monkeypatch: Any) -> list[int]:
    calls = [0]
    real = strong_mod.sample_world

    def counted(k: Any, rng: random.Random) -> Any:
        calls[0] += 1
        return real(k, rng)

    monkeypatch.setattr(strong_mod, "sample_world", counted)
    monkeypatch.setattr(strong_mod, "HARD_SECONDS", FAR)  # a loaded machine changes nothing
    return calls


def test_a_clear_draw_stops_early_and_picks_what_the_full_search_picks(monkeypatch: Any) -> None:
    """The top discard makes a run (7H 8H + 9H): taking it is clearly right."""
    m = table(deal("7H 8H KS QD 2C", "AS 2H AD 3C 4S", "KH QC JC TS 8C", upcard="9H"))
    calls = _counting(monkeypatch)
    legal = m.legal_actions(A)
    full = ReferencePlayer().choose(m.view(A), legal, random.Random(1), time.monotonic() + FAR)
    full_worlds, calls[0] = calls[0], 0
    fast = StrongPlayer().choose(m.view(A), legal, random.Random(1), time.monotonic() + FAR)
    assert fast == full == DRAW_DISCARD
    assert full_worlds == strong_mod.ROLLOUTS // 2
    assert calls[0] <= stopping.FIRST_CHECK + stopping.CHECK_EVERY < full_worlds // 4


def test_the_plan_after_a_clear_draw_matches_the_full_search_at_a_fraction(
    monkeypatch: Any,
) -> None:
    m = table(deal("7H 8H KS QD 2C", "AS 2H AD 3C 4S", "KH QC JC TS 8C", upcard="9H"))
    m.apply(A, DRAW_DISCARD)
    calls = _counting(monkeypatch)
    legal = m.legal_actions(A)
    full = ReferencePlayer().choose(m.view(A), legal, random.Random(2), time.monotonic() + FAR)
    full_worlds, calls[0] = calls[0], 0
    fast = StrongPlayer().choose(m.view(A), legal, random.Random(2), time.monotonic() + FAR)
    assert fast == full
    assert calls[0] <= stopping.cap(full_worlds) < full_worlds


def test_strong_ref_is_strong_with_the_savings_off() -> None:
    assert issubclass(ReferencePlayer, StrongPlayer)
    assert ReferencePlayer.level == "strong-ref" and not ReferencePlayer.early_stop
    assert StrongPlayer.early_stop


PINNED = (86, "3144027baaf16e8f")
"""``lab/decisions.py``'s trace of ``strong`` in the tree before the savings (main at 55d05eb):
one deal per profile, one hand, effort 0.25; its count of decisions and its digest."""


@pytest.mark.parametrize("level", ["strong-ref"])
def test_strong_ref_makes_the_decisions_of_strong_before_the_savings(level: str) -> None:
    from lab.decisions import trace

    lines = [ln.replace(f" {level} ", " strong ", 1) for ln in trace("tonk", level, 1, 0.25, 1)]
    digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    assert (len(lines), digest) == PINNED
