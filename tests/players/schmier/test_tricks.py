"""The engine's trick rules over masks (``games.schmier.trumps``) are the match's own rules.

The players' rollouts play with ``playable`` and ``trick_winner_index`` instead of the match,
so both must agree with ``SchmierMatch`` at every card of seeded random hands, under the house
rules that change trick play.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import new_match
from games.actions import Play
from games.players.masks import card_of, mask_of
from games.schmier.trumps import TABLES, playable, trick_winner_index

PROFILES: list[dict[str, Any]] = [
    {},
    {"trump_anytime": True},
    {"bidder_must_lead_trump": True, "teams": "2x3"},
    {"trump_anytime": True, "bidder_must_lead_trump": True},
]


def _check_hand(options: dict[str, Any], seed: int) -> int:
    """Play one hand at random (every seat bids until one does), checking every card and every
    trick; the tricks checked."""
    m = new_match("schmier", {**options, "all_pass": "dealer_stuck"}, seed=seed)
    rng = random.Random(seed)
    tricks = 0
    while not m.results:
        seat = m.to_act[0]
        legal = m.legal_actions(seat)
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            m.apply(seat, rng.choice(legal))
            continue
        v = m.view(seat)
        t = TABLES["SHDC".index(v["trump"])]
        led = t.eff[card_of(v["trick"][0][1])] if v["trick"] else -1
        first_lead = options.get("bidder_must_lead_trump", False) and sum(v["tricks_won"]) == 0
        anytime = options.get("trump_anytime", False)
        allowed = playable(mask_of(v["hand"]), led, t, anytime, first_lead)
        assert allowed == mask_of(str(a.card) for a in plays)
        m.apply(seat, rng.choice(plays))
        last = m.view(None)["last_trick"]
        if last is not None and sum(m.view(None)["tricks_won"]) > tricks:
            tricks += 1
            cards = [card_of(c) for _, c in last["cards"]]
            assert last["cards"][trick_winner_index(cards, t)][0] == last["winner"]
    return tricks


@pytest.mark.parametrize("options", PROFILES)
def test_playable_and_the_winner_agree_with_the_match(options: dict[str, Any]) -> None:
    assert sum(_check_hand(options, seed) for seed in range(5)) >= 5 * 5
