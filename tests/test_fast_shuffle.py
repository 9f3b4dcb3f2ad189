"""The straight-line deal shuffle (``games.fast_shuffle``) deals exactly ``DealShuffler``'s cards.

Seeded deals are a fixed contract (``records.md``), and every game deals through the fast path
(``Match.random_deal``), so each game's deals are compared with ``DealShuffler``'s over thousands
of keys, including keys whose hash words are rejected (the straight lines' way out), and over
scripted hash words that reject often and run into further hash blocks (far too rare to meet
with real keys).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from games import fast_shuffle, match_class
from games.cards import PACK_32, PACK_52, PACK_53
from games.core import Match
from games.fast_shuffle import FAST_LENGTHS, FastDealShuffler
from games.shuffle import DealShuffler

GAME_PACKS = {"spades": PACK_52, "tonk": PACK_52, "twentynine": PACK_32, "schmier": PACK_53}
"""The pack each game shuffles (its ``_deal_from``)."""

TOP = (1 << 64) - 1


class Scripted(DealShuffler):
    """A ``DealShuffler`` whose hash words are given, eight to a block."""

    def __init__(self, words: Sequence[int]) -> None:
        super().__init__("scripted", 0)
        self.words = list(words)
        self.blocks_read = 0

    def _block(self, counter: int) -> tuple[int, ...]:
        self.blocks_read = max(self.blocks_read, counter + 1)
        return tuple(self.words[8 * counter : 8 * counter + 8])


def _key(k: int) -> tuple[object, int]:
    seed: object = (k, f"s{k}", f"{k}/{k % 7}")[k % 3]
    return seed, k % 13


def _exits(shuffler: DealShuffler, length: int) -> bool:
    """Whether this key rejects a hash word, so the straight lines hand over to ``_finish``."""
    words = shuffler._block(0)
    limits = fast_shuffle._limited_groups(length)
    return any(w >= limit for w, (limit, _, _) in zip(words, limits, strict=False))


@pytest.fixture
def fresh_cache() -> Iterator[None]:
    """Build the shuffles again in this test, and again after it (tests may refuse them)."""
    fast_shuffle._shuffle_for.cache_clear()
    yield
    fast_shuffle._shuffle_for.cache_clear()


# ----- the shuffle ------------------------------------------------------------------------


def test_every_games_pack_has_a_checked_fast_shuffle() -> None:
    for game, pack in GAME_PACKS.items():
        assert len(match_class(game)({}, seed=1).random_deal(0, 0).all_cards()) == len(pack)
        assert len(pack) in FAST_LENGTHS
        assert fast_shuffle._shuffle_for(len(pack)) is not None, game


@pytest.mark.parametrize("length", sorted(FAST_LENGTHS))
def test_fast_shuffle_is_deal_shuffler_on_thousands_of_keys(length: int) -> None:
    exits = 0
    for k in range(3000):
        seed, hand = _key(k)
        ref, fast = list(range(length)), list(range(length))
        DealShuffler(seed, hand).shuffle(ref)
        shuffler = FastDealShuffler(seed, hand)
        shuffler.shuffle(fast)
        assert fast == ref, (seed, hand)
        exits += _exits(shuffler, length)
    assert exits >= 10, "too few keys drew a rejected word: the way out went untested"


def test_the_first_block_is_deal_shuffler_s() -> None:
    for k in range(50):
        shuffler = FastDealShuffler(*_key(k))
        assert fast_shuffle._first_block(shuffler) == shuffler._block(0)


def _script(rng: random.Random, length: int) -> list[int]:
    """Hash words that are rejected about half the time, at and around each draw's limit."""
    limits = [limit for limit, _, _ in fast_shuffle._limited_groups(length)]
    words = []
    for _ in range(64):
        limit = rng.choice(limits)
        words.append(
            rng.choice(
                (
                    TOP,
                    limit,
                    limit - 1,
                    limit + rng.getrandbits(8),
                    rng.getrandbits(64),
                    rng.getrandbits(60),
                )
            )
        )
    return [min(w, TOP) for w in words]  # 64-bit words (a draw of range 2 accepts them all)


@pytest.mark.parametrize("length", [2, 3, 5, 13, *sorted(FAST_LENGTHS), 64])
def test_rejected_words_and_further_blocks_as_deal_shuffler(length: int) -> None:
    fast = fast_shuffle._compile(length)
    rng = random.Random(length)
    for _ in range(400):
        scripted = Scripted(_script(rng, length))
        ref, got = list(range(length)), list(range(length))
        DealShuffler.shuffle(scripted, ref)
        fast(got, scripted._block(0), scripted)
        assert got == ref
    every_word_rejected = Scripted([TOP] * 8 + [TOP, 3, TOP, 5, 7, 11, 13, 17] + [19] * 16)
    ref, got = list(range(length)), list(range(length))
    DealShuffler.shuffle(every_word_rejected, ref)
    fast(got, every_word_rejected._block(0), every_word_rejected)
    assert got == ref
    assert every_word_rejected.blocks_read >= 2 or length == 2  # 2: a word is never rejected


def test_the_builder_refuses_packs_it_cannot_write_out() -> None:
    with pytest.raises(ValueError):
        fast_shuffle._source(65)


# ----- the fall-backs ---------------------------------------------------------------------


def test_other_pack_lengths_are_shuffled_by_deal_shuffler() -> None:
    assert fast_shuffle._shuffle_for(10) is None
    ref, got = list(range(10)), list(range(10))
    DealShuffler("x", 2).shuffle(ref)
    FastDealShuffler("x", 2).shuffle(got)
    assert got == ref


def test_the_check_refuses_a_shuffle_that_differs_only_on_a_rejected_word() -> None:
    real = fast_shuffle._compile(52)
    assert fast_shuffle._agrees(real, 52)

    def wrong_when_rejecting(deck: list[Any], words: Sequence[int], s: DealShuffler) -> None:
        real(deck, words, s)
        if TOP in words:
            deck.reverse()

    assert not fast_shuffle._agrees(wrong_when_rejecting, 52)


def test_a_refused_shuffle_leaves_the_deal_to_deal_shuffler(
    fresh_cache: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fast_shuffle, "_agrees", lambda fast, length: False)
    assert fast_shuffle._shuffle_for(52) is None
    m = match_class("spades")({}, seed="refused")
    for k in range(20):
        ref = m._deal_from(DealShuffler("refused", k), k % 4)  # type: ignore[arg-type]
        assert m.random_deal(k, k % 4) == ref


# ----- every game's deal --------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(GAME_PACKS))
def test_each_games_deal_is_the_deal_shuffler_deal(game: str) -> None:
    """``Match.random_deal`` (the fast path) against the game's deal from ``DealShuffler``."""
    length = len(GAME_PACKS[game])
    exits = 0
    for seed in ("deal/a", 12345):
        m: Match[Any] = match_class(game)({}, seed=seed)
        for k in range(1500):
            dealer = k % m.seats
            ref = m._deal_from(DealShuffler(seed, k), dealer)  # type: ignore[arg-type]
            assert m.random_deal(k, dealer) == ref, (seed, k)
            exits += _exits(DealShuffler(seed, k), length)
    assert exits >= 10, "too few deals drew a rejected word: the way out went untested"


@pytest.mark.parametrize("game", sorted(GAME_PACKS))
def test_a_played_match_deals_the_deal_shuffler_deals(game: str) -> None:
    """Hands dealt while playing (``_start_next_hand``) are ``DealShuffler``'s as well."""
    m: Match[Any] = match_class(game)({}, seed=f"played/{game}")
    rng = random.Random(3)
    while len(m.hands) < 6 and not m.is_over:
        seat = m.to_act[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
    for k, log in enumerate(m.hands):
        ref = m._deal_from(DealShuffler(m.seed, k), log.dealer)  # type: ignore[arg-type]
        assert log.deal == ref, k
