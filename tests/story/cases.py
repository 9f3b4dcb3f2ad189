"""Seeded simulated matches of every game under several house-rule profiles, as records.

Computer levels vary with the profile: ``random`` seats bid nil, double, claim single hands and
drop far more often than ``basic`` ones, so both are used to reach every counter.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from games.cli.simulate_cmd import simulate


@dataclass(frozen=True)
class Case:
    game: str
    level: str
    options: dict[str, Any]
    seed: int
    seats: int | None = None
    hands: int | None = None

    @property
    def id(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options.items()) or "defaults"
        return f"{self.game}-{self.level}-{opts}-s{self.seed}"


PROFILES: list[tuple[str, str, dict[str, Any], int | None, int | None]] = [
    ("spades", "basic", {}, None, None),
    ("spades", "random", {"target": 200, "blind_nil_min_deficit": 0}, None, 14),
    (
        "spades",
        "random",
        {"nil_tricks_mode": "count_toward_contract", "bag_threshold": 3, "bag_penalty": 30},
        None,
        14,
    ),
    ("spades", "random", {"nil_tricks_mode": "ignored", "bags_enabled": False}, None, 10),
    ("twentynine", "basic", {}, None, None),
    (
        "twentynine",
        "random",
        {
            "double_redouble": True,
            "single_hand": True,
            "pair_window": "any_time_after_eligible",
            "set_scoring": "defenders_gain",
            "reveal_mode": "optional",
            "game_target": 12,
        },
        None,
        None,
    ),
    (
        "twentynine",
        "random",
        {
            "seventh_card": True,
            "no_trump_reverse": True,
            "all_pass": "redeal",
            "annul_pointless_first_four": True,
            "last_trick_point": True,
            "double_redouble": True,
            "double_timing": "after_trump_choice",
            "pair_adjust": "clamp",
            "game_target": 12,
        },
        None,
        None,
    ),
    ("schmier", "basic", {}, None, None),
    ("schmier", "basic", {"teams": "2x3", "target": 11, "all_pass": "dealer_stuck"}, None, None),
    (
        "schmier",
        "random",
        {"tie_fallback": "count_out_order", "trump_anytime": True, "max_discard": 0},
        None,
        None,
    ),
    ("tonk", "basic", {}, None, 25),
    (
        "tonk",
        "random",
        {"max_players": 5, "stake": 5, "caught_mode": "double_to_lowest_only"},
        5,
        25,
    ),
    (
        "tonk",
        "random",
        {
            "max_players": 4,
            "initial_upcard": False,
            "must_lay_down_spreads": True,
            "tonk_out_requires_new_spread": True,
            "hit_lock_turns": 2,
            "initial_tonk_totals": [49, 50, 30, 35, 40, 45],
        },
        4,
        25,
    ),
]

CASES: list[Case] = [
    Case(game, level, options, seed, seats, hands)
    for game, level, options, seats, hands in PROFILES
    for seed in (1, 2)
]

NAMES = ["ana", "ben", "cai", "dee", "eve", "fay"]


_TEXTS: dict[str, str] = {}


def _record_text(case: Case) -> str:
    if case.id in _TEXTS:
        return _TEXTS[case.id]
    match = simulate(
        case.game,
        seed=case.seed,
        options=dict(case.options),
        seats=case.seats,
        level=case.level,
        hands=case.hands,
    )
    _TEXTS[case.id] = text = json.dumps(match.record(players=NAMES[: match.seats]))
    return text


def record(case: Case) -> dict[str, Any]:
    """A fresh copy of the case's record (JSON, as the bot stores it)."""
    doc: dict[str, Any] = json.loads(_record_text(case))
    return doc


def finished_only(doc: dict[str, Any], results: int) -> dict[str, Any]:
    """The record cut to its first ``results`` hands (drops a trailing hand in play)."""
    out = dict(doc)
    out["hands"] = doc["hands"][:results]
    return out
