"""The engine's trick rules over masks (``games.spades.tricks``) are the match's own rules.

The players' rollouts and searches play with ``playable`` and ``BEAT`` instead of the match, so
they must agree with ``SpadesMatch`` at every card of seeded random hands, under every house
rule that changes trick play.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import new_match
from games.actions import Play
from games.players.masks import card_of, mask_of
from games.spades.options import Options
from games.spades.tricks import BEAT, SUIT_MASK, playable

PROFILES: list[dict[str, Any]] = [
    {},
    {"first_lead": "two_of_clubs", "no_spades_first_trick": True},
    {"spades_lead_anytime": True},
    {"first_lead": "two_of_clubs", "spades_lead_anytime": True},
]


def _winner(cards: list[tuple[int, str]]) -> int:
    """The seat taking a trick of (seat, card text) in play order, by ``BEAT``."""
    seat, best = cards[0][0], card_of(cards[0][1])
    for s, text in cards[1:]:
        c = card_of(text)
        if BEAT[best] >> c & 1:
            seat, best = s, c
    return seat


def _check_hand(options: dict[str, Any], seed: int) -> int:
    """Play one hand at random, checking every card and every trick; the tricks checked."""
    m = new_match("spades", options, seed=seed)
    opts = Options(**options)
    rng = random.Random(seed)
    trick: list[tuple[int, str]] = []
    won = [0, 0, 0, 0]
    while not m.results:
        seat = m.to_act[0]
        legal = m.legal_actions(seat)
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            m.apply(seat, next((a for a in legal if str(a) != "look"), legal[0]))
            continue
        v = m.view(seat)
        led = card_of(trick[0][1]) // 13 if trick else -1
        first = sum(won) == 0
        open_ = v["spades_broken"] or opts.spades_lead_anytime
        allowed = playable(m.hand_mask(seat), led, first, open_, opts)
        assert allowed == mask_of(str(a.card) for a in plays)
        action = rng.choice(plays)
        m.apply(seat, action)
        trick.append((seat, str(action.card)))
        if len(trick) == 4:
            won[_winner(trick)] += 1
            trick = []
    assert list(m.results[-1].to_json()["tricks"]) == won
    return sum(won)


@pytest.mark.parametrize("options", PROFILES)
def test_playable_and_beat_agree_with_the_match(options: dict[str, Any]) -> None:
    assert sum(_check_hand(options, seed) for seed in range(6)) == 6 * 13


def test_a_void_seat_may_throw_anything_but_a_spade_on_trick_one_under_the_option() -> None:
    hand = mask_of(["AS", "KS", "2H"])
    opts = Options(no_spades_first_trick=True)
    assert playable(hand, 2, True, False, opts) == mask_of(["2H"])
    assert playable(hand, 2, False, False, opts) == hand
    assert playable(mask_of(["AS", "KS"]), 2, True, False, opts) == mask_of(["AS", "KS"])
    assert SUIT_MASK[0] == mask_of(f"{r}S" for r in "23456789TJQKA")
