"""Regenerate the edge-case records here: ``python -m tests.schmier.records.make_records``.

Each record is a real match (explicit deals or seeded random play, found by search where a
situation is rare); ``<name>.expected.json`` is its replay output.  ``test_records.py`` checks
the replay output against the file and, independently, the facts each record is about.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from games.records import replay
from games.schmier import SchmierMatch

from ..helpers import play_low, random_action
from ..test_scenarios import _sc12_match

HERE = Path(__file__).resolve().parent


def _trim(record: dict[str, Any]) -> dict[str, Any]:
    """Drop a trailing hand that was dealt but not started (the next hand of a live match)."""
    while len(record["hands"]) > 1 and not record["hands"][-1]["actions"]:
        record["hands"].pop()
    return record


def _finish_low(m: SchmierMatch, hands: int) -> None:
    while len(m.results) < hands and not m.is_over:
        seat = m.to_act[0]
        if m.phase == "discard":
            m.apply(seat, m.legal_actions(seat)[0])
        else:
            play_low(m, seat)


def all_pass_redeal() -> dict[str, Any]:
    m = SchmierMatch(dealer=2, seed="all-pass")
    for i in range(1, 7):
        m.apply((2 + i) % 6, "pass")
    m.apply(3, "bid 4")
    for s in (4, 5, 0, 1, 2):
        m.apply(s, "pass")
    m.apply(3, "trump D")
    _finish_low(m, 2)
    return _trim(m.record())


def dealer_over_six_trumps() -> dict[str, Any]:
    m = _sc12_match()
    m.apply(0, "discard 5S 6S KH QH")
    _finish_low(m, 1)
    return _trim(m.record())


def game_tie() -> dict[str, Any]:
    for seed in range(10_000):
        m = SchmierMatch(seed=f"game-tie/{seed}")
        rng = random.Random(seed)
        while not m.results:
            m.apply(*random_action(m, rng))
        r = m.results[0].to_json()
        if not r.get("redeal") and r["awards"]["game"] is None:
            return _trim(m.record())
    raise RuntimeError("no game tie found")


def _tie_hand(m: SchmierMatch) -> bool:
    r = m.results[-1].to_json()
    if r.get("redeal"):
        return False
    target = m.options.target
    scores = r["scores"]
    reached = [s for s in scores if s >= target]
    top = max(scores)
    tied = [t for t, s in enumerate(scores) if s == top]
    return bool(reached) and len(tied) > 1 and r["bidder"] % 3 not in tied


def three_team_tie() -> tuple[dict[str, Any], dict[str, Any]]:
    """A 3x2 match where two non-bidding teams tie on top at the target after a hand."""
    for seed in range(20_000):
        m = SchmierMatch({"target": 7}, seed=f"tie/{seed}")
        rng = random.Random(seed)
        while not m.is_over and len(m.results) < 12:
            k = len(m.results)
            m.apply(*random_action(m, rng))
            if len(m.results) > k and _tie_hand(m):
                tie_at = len(m.results)
                # play one more hand to show the match goes on
                while len(m.results) == tie_at and not m.is_over:
                    m.apply(*random_action(m, rng))
                another = _trim(m.record())
                count_out = _trim(m.record())
                count_out["hands"] = count_out["hands"][:tie_at]
                count_out["options"] = {"target": 7, "tie_fallback": "count_out_order"}
                return another, count_out
    raise RuntimeError("no three-team tie found")


def main() -> None:
    another, count_out = three_team_tie()
    records = {
        "all_pass_redeal": all_pass_redeal(),
        "dealer_over_six_trumps": dealer_over_six_trumps(),
        "game_tie": game_tie(),
        "three_team_tie_another_hand": another,
        "three_team_tie_count_out": count_out,
    }
    for name, record in records.items():
        (HERE / f"{name}.json").write_text(json.dumps(record, indent=1) + "\n")
        expected = replay(record)
        (HERE / f"{name}.expected.json").write_text(json.dumps(expected, indent=1) + "\n")
        print(name, json.dumps(expected)[:300])


if __name__ == "__main__":
    main()
