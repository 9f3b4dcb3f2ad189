"""``bench-ai`` (CPU per decision, ``--against``), the pinned ``strong-ref`` levels, and racing."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from typing import Any

import pytest

from games.bench import time_decisions
from games.players import is_reference, levels_for, make_player, reference_levels
from games.players.racing import Race

GAMES = ("spades", "twentynine", "schmier", "tonk")


@pytest.mark.parametrize("game", GAMES)
def test_reference_levels_are_built_but_never_offered(game: str) -> None:
    offered = levels_for(game)
    assert "strong" in offered and not any(is_reference(lv) for lv in offered)
    for level in reference_levels(game):
        assert make_player(level, game).level == level


@pytest.mark.parametrize("game", ["spades", "twentynine"])
def test_strong_ref_is_a_level_of_the_trick_games(game: str) -> None:
    assert reference_levels(game) == ("strong-ref",)
    assert make_player("strong-ref", game).level == "strong-ref"


def test_an_unknown_level_names_the_references_too() -> None:
    with pytest.raises(ValueError, match=r"levels: random, basic, strong, strong-ref"):
        make_player("strongest", "spades")


def test_against_times_a_second_level_on_the_same_positions() -> None:
    bench = time_decisions("spades", "basic", deals=2, against="basic")
    assert bench.against is not None
    n = len(bench.main.samples)
    assert n > 50 and len(bench.against.samples) == n
    assert bench.agreed == n  # the same level from the same random state: the same actions
    doc = bench.to_json()
    assert doc["against"]["level"] == "basic" and doc["against"]["decisions"] == n
    assert doc["p50_ratio"] > 0 and doc["p95_ratio"] > 0


def test_against_a_different_level_differs_somewhere() -> None:
    bench = time_decisions("spades", "basic", deals=2, against="random")
    assert 0 < bench.agreed < len(bench.main.samples)


@pytest.mark.parametrize("game", GAMES)
def test_only_positions_with_a_choice_are_timed(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot asks no player when one action is legal (``Computers.choose``): such positions
    are played and counted as ``forced``, never timed, and no other position is left out."""
    import games.bench as bench_mod

    asked: list[int] = []
    played: list[int] = []
    real_choose, real_class = bench_mod.choose_for, bench_mod.match_class

    def spy_choose(match: Any, seat: int, *args: Any) -> Any:
        asked.append(len(match.legal_actions(seat)))
        return real_choose(match, seat, *args)

    def counting_class(name: str) -> Any:
        class Counted(real_class(name)):  # type: ignore[misc,valid-type]
            def apply(self, seat: int, action: Any) -> Any:
                played.append(len(self.legal_actions(seat)))
                return super().apply(seat, action)

        return Counted

    monkeypatch.setattr(bench_mod, "choose_for", spy_choose)
    monkeypatch.setattr(bench_mod, "match_class", counting_class)
    bench = time_decisions(game, "basic", deals=3, against="random")
    assert bench.against is not None
    n = len(bench.main.samples)
    assert n > 0 and len(bench.against.samples) == n and len(asked) == 2 * n
    assert min(asked) > 1  # no player was asked (and timed) at a forced position
    assert bench.forced > 0 or game == "tonk"  # a Tonk turn can always draw or discard
    assert bench.forced == played.count(1) and n == len(played) - bench.forced
    doc = bench.to_json()
    assert doc["forced"] == bench.forced and doc["decisions"] == n


def test_bench_ai_command_prints_both_levels_and_ratios() -> None:
    cmd = [sys.executable, "-m", "games", "bench-ai", "twentynine", "--level", "basic"]
    out = subprocess.run(
        [*cmd, "--against", "random", "--deals", "1"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    lines = out.stdout.splitlines()
    assert lines[0].startswith("twentynine basic:") and "CPU p50" in lines[0]
    assert " forced, untimed)" in lines[0]
    assert lines[1].startswith("twentynine random:")
    assert lines[2].startswith("random / basic: p50 ") and "p95 " in lines[2]
    js = subprocess.run(
        [*cmd, "--deals", "1", "--json"], capture_output=True, text=True, timeout=120, check=True
    )
    doc = json.loads(js.stdout)
    assert doc["level"] == "basic" and "against" not in doc and doc["decisions"] > 0
    assert doc["forced"] >= 0
    bad = subprocess.run([*cmd, "--against", "nobody"], capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "unknown computer level 'nobody'" in bad.stderr


def test_a_race_drops_a_clearly_worse_candidate_and_keeps_close_ones() -> None:
    rng = random.Random(3)
    race = Race(3)
    for _ in range(40):
        if race.settled:
            break
        world = rng.gauss(0, 10)  # the luck of the world, shared by every candidate (paired)
        vals = {0: world + 5 + rng.gauss(0, 1), 1: world - 5 + rng.gauss(0, 1)}
        vals[2] = world + 5 + rng.gauss(0, 1)
        race.add([vals[i] for i in race.alive])
    assert 1 not in race.alive and 0 in race.alive and 2 in race.alive
    assert race.worlds == 40


def test_a_race_settles_equivalent_candidates_on_the_lowest() -> None:
    race = Race(3, min_samples=4, tie_samples=6)
    for w in range(6):
        assert not race.settled
        world = [float(w), float(w), float(w) - 1]
        race.add([world[i] for i in race.alive])
        assert race.alive == ([0, 1, 2] if w < 5 else [0])
    assert race.settled and race.best() == 0 and race.worlds == 6


def test_a_race_never_drops_before_its_minimum_and_checks_its_input() -> None:
    race = Race(2, min_samples=5)
    for w in range(4):
        race.add([10.0 + w % 2, -10.0])
    assert race.alive == [0, 1]
    race.add([10.0, -10.0])
    assert race.alive == [0]
    with pytest.raises(ValueError, match="2 values for 1 candidates"):
        race.add([1.0, 2.0])
    with pytest.raises(ValueError, match="at least one candidate"):
        Race(0)


PINNED = {"spades": (182, "f242757415af10bb"), "twentynine": (139, "7a29d0912bccf128")}
"""``lab/decisions.py``'s trace of ``strong`` in the tree before any saving (commit 55d05eb):
one deal per profile, one hand, effort 0.25; its count of decisions and its digest."""


@pytest.mark.parametrize("game", sorted(PINNED))
def test_strong_ref_makes_the_decisions_of_the_strong_player_before_the_savings(
    game: str,
) -> None:
    from lab.decisions import trace

    lines = [
        ln.replace(" strong-ref ", " strong ", 1) for ln in trace(game, "strong-ref", 1, 0.25, 1)
    ]
    digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    assert (len(lines), digest) == PINNED[game]
