"""Duplicate arenas between computer levels, and decision-time measurement.

Strength is measured, never asserted.  Luck of the deal dominates single card games, so every
deal is played once per seating (teams swapped; for Schmier's three teams and Tonk's free-for-all,
every rotation), and the margin of a deal is the mean over its seatings: the cards cancel out and
what remains is the difference in play.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from games import AnyMatch, match_class
from games.players import choose_for, make_player

MAX_ACTIONS = 100_000


def seatings(match: AnyMatch) -> list[frozenset[int]]:
    """Each way to seat side A: one per team (Tonk: one per seat)."""
    return [frozenset(team) for team in match.teams]


def _side_score(match: AnyMatch, scores: list[int], a_seats: frozenset[int]) -> float:
    """A's score minus the mean of the others' (teams, or seats in Tonk)."""
    teams = match.teams
    mine = [scores[i] for i, t in enumerate(teams) if set(t) <= a_seats]
    theirs = [scores[i] for i, t in enumerate(teams) if not set(t) & a_seats]
    return statistics.fmean(mine) - statistics.fmean(theirs)


@dataclass(frozen=True)
class DealJob:
    game: str
    options: dict[str, Any]
    seats: int | None
    level_a: str
    level_b: str
    seed: str
    budget: float


def play_seating(job: DealJob, a_seats: frozenset[int], tag: str) -> float:
    """Play the first real hand (redeals skipped) of ``job.seed`` with A in ``a_seats``."""
    match = match_class(job.game)(job.options, seats=job.seats, seed=job.seed)
    players = {lvl: make_player(lvl, job.game) for lvl in {job.level_a, job.level_b}}
    rng = random.Random(f"arena/{job.seed}/{tag}")
    for _ in range(MAX_ACTIONS):
        done = [r for r in match.results if not getattr(r, "redeal", False)]
        if done or match.is_over:
            break
        seat = match.to_act[0]
        level = job.level_a if seat in a_seats else job.level_b
        match.apply(seat, choose_for(match, seat, players[level], rng, job.budget))
    else:
        raise RuntimeError(f"{job.game} deal {job.seed} did not finish")
    scores = [int(s) for s in match.results[-1].to_json()["scores"]]
    return _side_score(match, scores, a_seats)


def play_deal(job: DealJob) -> float:
    """The duplicate margin of one deal: the mean over every seating of side A."""
    probe = match_class(job.game)(job.options, seats=job.seats, seed=job.seed)
    margins = [play_seating(job, a, f"{i}") for i, a in enumerate(seatings(probe))]
    return statistics.fmean(margins)


def play_match(job: DealJob, a_seats: frozenset[int]) -> bool | None:
    """A whole match with A in ``a_seats``: True if A's side wins (None: no match end)."""
    match = match_class(job.game)(job.options, seats=job.seats, seed=job.seed)
    if match.game == "tonk":
        return None
    players = {lvl: make_player(lvl, job.game) for lvl in {job.level_a, job.level_b}}
    rng = random.Random(f"arena-match/{job.seed}/{sorted(a_seats)}")
    for _ in range(MAX_ACTIONS * 20):
        if match.is_over:
            winner = match.winner
            return winner is not None and set(match.teams[winner]) <= a_seats
        seat = match.to_act[0]
        level = job.level_a if seat in a_seats else job.level_b
        match.apply(seat, choose_for(match, seat, players[level], rng, job.budget))
    raise RuntimeError(f"{job.game} match {job.seed} did not finish")


def _match_pair(job: DealJob) -> list[bool]:
    probe = match_class(job.game)(job.options, seats=job.seats, seed=job.seed)
    out = []
    for a in seatings(probe):
        won = play_match(job, a)
        if won is not None:
            out.append(won)
    return out


@dataclass
class ArenaResult:
    game: str
    level_a: str
    level_b: str
    margins: list[float] = field(default_factory=list)
    match_wins: list[bool] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def mean(self) -> float:
        return statistics.fmean(self.margins) if self.margins else 0.0

    @property
    def half_width(self) -> float:
        """95% confidence half-width of the mean margin (normal approximation)."""
        if len(self.margins) < 2:
            return math.inf
        return 1.96 * statistics.stdev(self.margins) / math.sqrt(len(self.margins))

    @property
    def win_rate(self) -> float | None:
        return sum(self.match_wins) / len(self.match_wins) if self.match_wins else None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "a": self.level_a,
            "b": self.level_b,
            "deals": len(self.margins),
            "mean_margin": round(self.mean, 3),
            "ci95": [round(self.mean - self.half_width, 3), round(self.mean + self.half_width, 3)],
            "matches": len(self.match_wins),
            "a_match_win_rate": None if self.win_rate is None else round(self.win_rate, 3),
            "seconds": round(self.seconds, 1),
        }


def _map(fn: Any, jobs: Iterable[DealJob], workers: int) -> list[Any]:
    jobs = list(jobs)
    if workers <= 1:
        return [fn(j) for j in jobs]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(fn, jobs, chunksize=1))


def run_arena(
    game: str,
    level_a: str,
    level_b: str,
    *,
    deals: int,
    matches: int = 0,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    seats: int | None = None,
    budget: float = 1.0,
    workers: int = 1,
) -> ArenaResult:
    opts = options or {}
    make_player(level_a, game), make_player(level_b, game)  # fail fast on an unknown level
    start = time.perf_counter()
    result = ArenaResult(game, level_a, level_b)
    deal_jobs = [
        DealJob(game, opts, seats, level_a, level_b, f"arena/{seed}/deal/{i}", budget)
        for i in range(deals)
    ]
    result.margins = _map(play_deal, deal_jobs, workers)
    match_jobs = [
        DealJob(game, opts, seats, level_a, level_b, f"arena/{seed}/match/{i}", budget)
        for i in range(matches)
    ]
    for wins in _map(_match_pair, match_jobs, workers):
        result.match_wins.extend(wins)
    result.seconds = time.perf_counter() - start
    return result
