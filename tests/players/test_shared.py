"""The helpers every computer player shares: card masks and the table's options."""

from __future__ import annotations

import random

import pytest

from games import new_match
from games.cards import CARDS
from games.errors import InvalidOptions
from games.players.masks import card_of, cards_in, highest, lowest, mask_of
from games.players.options import options_of
from games.schmier.options import Options as SchmierOptions
from games.spades.options import Options as SpadesOptions


def _by_bits(mask: int) -> list[int]:
    return [c for c in range(53) if mask >> c & 1]


def test_cards_in_lists_every_card_of_a_mask_lowest_first() -> None:
    rng = random.Random(5)
    masks = [0, 1, 1 << 52, (1 << 53) - 1] + [rng.getrandbits(53) for _ in range(500)]
    for m in masks:
        assert cards_in(m) == _by_bits(m)
    assert cards_in(1 << 52 | 1 << 51) == [51, 52]  # the ace of clubs, then the joker


def test_texts_and_masks_round_trip() -> None:
    texts = ["2S", "TH", "AC", "JK"]
    m = mask_of(texts)
    assert [str(CARDS[c]) for c in cards_in(m)] == texts
    assert card_of("10H") == card_of("TH") == 13 + 8
    assert mask_of(None) == 0
    assert lowest(m) == 0 and highest(m) == 52


def test_options_come_from_the_engine_model_and_are_validated_once() -> None:
    view = new_match("spades", {"target": 200, "bags_enabled": False}, seed=1).view(0)
    opts = options_of(view, SpadesOptions)
    assert isinstance(opts, SpadesOptions)
    assert (opts.target, opts.bags_enabled, opts.bag_penalty) == (200, False, 100)
    assert options_of(dict(view), SpadesOptions) is opts  # the same set: the cached model
    assert options_of({"options": {}}, SchmierOptions) == SchmierOptions()


def test_options_a_game_does_not_have_are_refused() -> None:
    with pytest.raises(InvalidOptions, match="unknown option 'colour'"):
        options_of({"game": "spades", "options": {"colour": "red"}}, SpadesOptions)
