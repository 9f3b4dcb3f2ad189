"""Every decision of the computer players over seeded matches, one line each, to compare trees.

A refactor of ``games/players`` must leave every decision as it was.  This plays seeded deals
under several house-rule profiles with every seat at one level, with a deadline so far away
that no search is cut short by the clock, and prints one line per decision (deal, seat, the
action); run it in the old tree and in the new one and compare the outputs::

    git archive OLD | tar -x -C /tmp/old
    (cd /tmp/old && PYTHONPATH=. python /path/to/lab/decisions.py) > old.txt
    PYTHONPATH=. python lab/decisions.py > new.txt && cmp old.txt new.txt

It reads only the public interface (``games.players.make_player``, ``choose_for``), so it runs on
trees from before ``lab/`` existed.  ``strong`` players are asked with a reduced ``effort``
where they take one (fewer samples, the same code paths) to keep a run to minutes.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import random
import sys
from typing import Any

from games import match_class
from games.players import choose_for, make_player

PROFILES: dict[str, list[dict[str, Any]]] = {
    "spades": [
        {},
        {
            "nil_tricks_mode": "count_toward_contract",
            "first_lead": "two_of_clubs",
            "no_spades_first_trick": True,
            "bags_enabled": False,
            "nil_exchange_cards": 2,
        },
        {
            "spades_lead_anytime": True,
            "nil_tricks_mode": "ignored",
            "bag_threshold": 5,
            "bag_penalty": 50,
            "nil_value": 50,
            "blind_nil_value": 120,
            "blind_nil_exchange_cards": 2,
            "partnership_bid_cap": False,
            "target": 200,
        },
    ],
    "twentynine": [
        {},
        {
            "reveal_mode": "optional",
            "trump_card_mode": "own_card",
            "double_redouble": True,
            "single_hand": True,
            "pair_adjust": "clamp",
        },
        {
            "seventh_card": True,
            "no_trump_reverse": True,
            "last_trick_point": True,
            "min_bid": 16,
            "pair_window": "any_time_after_eligible",
            "double_redouble": True,
            "double_timing": "after_trump_choice",
            "set_scoring": "defenders_gain",
            "reveal_mode": "optional",
            "caller_must_trump": False,
        },
    ],
    "schmier": [
        {},
        {
            "teams": "2x3",
            "max_discard": 2,
            "trump_anytime": True,
            "bidder_must_lead_trump": True,
            "all_pass": "dealer_stuck",
            "min_bid": 2,
            "max_bid": 5,
        },
        {"show_dealer_trump_discards": True, "max_discard": 0, "target": 11},
    ],
    "tonk": [
        {},
        {
            "caught_mode": "double_to_lowest_only",
            "hit_lock_turns": 2,
            "must_lay_down_spreads": True,
            "discard_pickup_must_meld": True,
            "no_immediate_rediscard": True,
            "tonk_out_requires_new_spread": True,
            "max_players": 5,
        },
        {
            "caught_mode": "seed_literal_dropper_pays_basic_too",
            "initial_upcard": False,
            "initial_tonk_totals": [],
            "allow_hold_three_aces": False,
            "must_lay_down_spreads": True,
            "stake": 3,
        },
    ],
}
SEATS: dict[str, list[int | None]] = {"tonk": [None, 4, 2]}
"""Seat counts per profile (default: the game's)."""
FAR = 1e6
"""Seconds to the deadline: no search stops early."""
CAPS = ("HARD_SECONDS", "SOFT_BUDGET")
"""Module constants of ``strong`` players that stop a search after so many seconds."""


def _player(level: str, game: str, effort: float) -> Any:
    """The level's player, a ``strong`` one with its sample counts scaled by ``effort``."""
    player = make_player(level, game)
    if not level.startswith("strong"):  # ``strong`` and its pinned reference ``strong-ref``
        return player
    cls: Any = type(player)
    module = sys.modules[cls.__module__]
    for cap in CAPS:  # time caps of their own (Schmier's, Tonk's): lifted like the deadline
        if hasattr(module, cap):
            setattr(module, cap, FAR)
    params = inspect.signature(cls).parameters
    if "effort" in params:
        return cls(effort=effort)
    if "rollouts" in params:  # Tonk: a fixed number of rollouts
        return cls(rollouts=max(1, round(params["rollouts"].default * effort)))
    return player


def trace(game: str, level: str, deals: int, effort: float, hands: int) -> list[str]:
    """One line per decision over ``deals`` seeded deals of every profile of ``game``."""
    out: list[str] = []
    seats = SEATS.get(game, [])
    for p, options in enumerate(PROFILES[game]):
        n = seats[p] if p < len(seats) else None
        for d in range(deals):
            seed = f"decisions/{game}/{p}/{d}"
            match = match_class(game)(options, seats=n, seed=seed)
            player = _player(level, game, effort)
            rng = random.Random(seed)
            for _ in range(20_000):
                if match.is_over or len(match.results) >= hands:
                    break
                seat = match.to_act[0]
                try:
                    action = choose_for(match, seat, player, rng, FAR)
                except Exception as exc:  # a player's bug is a result too: the same in both trees
                    out.append(f"{game} {level} p{p} d{d} s{seat} raised {type(exc).__name__}")
                    break
                out.append(f"{game} {level} p{p} d{d} s{seat} {action}")
                match.apply(seat, action)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default="spades,twentynine,schmier,tonk")
    ap.add_argument("--levels", default="basic,strong", help="e.g. strong-ref (the reference)")
    ap.add_argument("--deals", type=int, default=3, help="deals per profile")
    ap.add_argument("--hands", type=int, default=2, help="hands played per deal")
    ap.add_argument("--effort", type=float, default=0.3, help="strong players' sample share")
    ap.add_argument("--digest", action="store_true", help="print one hash per game and level")
    args = ap.parse_args(argv)
    for game in args.games.split(","):
        for level in args.levels.split(","):
            lines = trace(game, level, args.deals, args.effort, args.hands)
            if args.digest:
                h = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
                print(f"{game} {level}: {len(lines)} decisions, {h}")
            else:
                print("\n".join(lines))
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
