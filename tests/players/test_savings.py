"""The strong players' savings against their pinned reference (``strong-ref``).

Each saving must either keep the decision or stop only when the choice is clear: a forced or
equivalent card is never searched, and a race stops early only where the full search agrees.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from games import new_match
from games.actions import Play
from games.players import make_player
from games.players.masks import cards_in
from games.players.racing import Race
from games.players.spades.knowledge import read_view
from games.players.spades.sampler import Sampler
from games.players.spades.sim import Rules
from games.players.spades.strong import Savings as SpadesSavings
from games.players.spades.strong import StrongPlayer as SpadesStrong
from games.players.twentynine.knowledge import read_view as read_29
from games.players.twentynine.strong import representatives
from games.spades.options import Options

FAR = 1e9


def _positions(
    game: str, deals: int, every: int = 1, prefix: str = "savings"
) -> list[tuple[Any, int, list[Any], str]]:
    """Play positions (view, seat, legal, seed) of seeded deals played out by ``basic``."""
    basic = make_player("basic", game)
    out = []
    for d in range(deals):
        m = new_match(game, {}, seed=f"{prefix}/{game}/{d}")
        rng = random.Random(d)
        n = 0
        while not m.results and not m.is_over:
            seat = m.to_act[0]
            legal = m.legal_actions(seat)
            view = m.view(seat)
            if view["phase"] == "play" and sum(isinstance(a, Play) for a in legal) > 1:
                if n % every == 0:
                    out.append((view, seat, legal, f"{d}/{n}"))
                n += 1
            m.apply(seat, basic.choose(view, legal, rng, FAR))
    return out


class _Counting:
    """Counts the cards a player scores, summed over worlds (rollouts or solves)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.worlds = 0
        unpruned = Race.add_unpruned  # ``Race.add`` adds through it too

        def counted_unpruned(race: Race, values: Any) -> None:
            self.worlds += len(values)
            unpruned(race, values)

        monkeypatch.setattr(Race, "add_unpruned", counted_unpruned)


@pytest.mark.parametrize("game", ["spades", "twentynine"])
def test_an_early_stop_picks_the_full_searchs_card(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the new player's race settles (one card left, every other clearly beaten) and the
    full search is clear too (with three times its worlds it plays one card from three random
    states), both play that card; and the new player never scores more cards than the full
    search (worlds × cards)."""
    count = _Counting(monkeypatch)
    new, ref = make_player("strong", game), make_player("strong-ref", game)
    if game == "spades":  # racing and the budget are off by default there: test them as flags
        new = SpadesStrong(savings=SpadesSavings(race=True, fast_deal=True, budget=True))
    full: Any = type(ref)(effort=3.0)
    clear = cheaper = 0
    settles: list[bool] = []
    done = Race.add

    def watch(race: Race, values: Any) -> None:
        done(race, values)
        if race.settled:
            settles.append(True)

    monkeypatch.setattr(Race, "add", watch)
    for view, _seat, legal, seed in _positions(game, 4 if game == "spades" else 2, every=3):
        count.worlds, settles[:] = 0, []
        mine = new.choose(view, legal, random.Random(seed), FAR)
        new_worlds, was_settled = count.worlds, bool(settles)
        count.worlds = 0
        theirs = {ref.choose(view, legal, random.Random(seed), FAR)}
        assert new_worlds <= count.worlds, seed  # never more scored cards than the full search
        cheaper += new_worlds < count.worlds
        if was_settled:
            theirs = {full.choose(view, legal, random.Random(f"{seed}/{i}"), FAR) for i in range(3)}
            if len(theirs) == 1:
                clear += 1
                assert mine in theirs, seed
    assert cheaper >= 3 and clear >= 1


def test_a_forced_or_equivalent_choice_samples_no_world(monkeypatch: pytest.MonkeyPatch) -> None:
    """Twenty-Nine: K and Q of a suit with nothing unseen between are one candidate."""
    count = _Counting(monkeypatch)
    new = make_player("strong", "twentynine")
    for view, _seat, legal, seed in _positions("twentynine", 3):
        k = read_29(view)
        moves = [a for a in legal if isinstance(a, Play)]
        reps = representatives(k, moves)
        if len(reps) != 1 or len(moves) == 1:
            continue
        count.worlds = 0
        action = new.choose(view, legal, random.Random(seed), FAR)
        assert action == reps[0] and count.worlds == 0
        return
    pytest.fail("no position with equivalent cards only")


def test_twentynine_equivalents_need_same_points_and_nothing_unseen_between() -> None:
    m = new_match("twentynine", {}, seed="savings/29/eq")
    k = read_29(m.view(0))
    suit = 0  # clubs in the engine's numbering: J 9 A 10 K Q 8 7 from strongest
    from games.players.twentynine.tables import BY_STRENGTH  # weakest first

    seven, eight, queen, king, ten, ace, nine, jack = BY_STRENGTH[suit]
    everything = 0
    for c in (seven, eight, queen, king, ten, ace, nine, jack):
        everything |= 1 << c
    k.hand = everything
    k.played = 0
    k.down_card = -1
    k.trick_cards = []
    acts = [Play(c) for c in (seven, eight, queen, king, ten, ace, nine, jack)]
    # the whole suit in hand: the four point-less cards are one, A and 10 (1 point) one
    assert [a.card for a in representatives(k, acts)] == [seven, ten, nine, jack]
    k.hand = everything & ~(1 << queen)  # the queen unseen: it splits 7-8 from K
    assert [a.card for a in representatives(k, acts[:2] + acts[3:])] == [
        seven,
        king,
        ten,
        nine,
        jack,
    ]
    k.played = 1 << queen  # played before: no longer between them
    assert [a.card for a in representatives(k, acts[:2] + acts[3:])] == [seven, ten, nine, jack]
    k.trick_cards = [queen]  # but in the trick it is: K beats it and 8 does not
    assert [a.card for a in representatives(k, acts[:2] + acts[3:])] == [
        seven,
        king,
        ten,
        nine,
        jack,
    ]


def test_the_fast_deal_keeps_every_constraint_and_the_distribution() -> None:
    """Spades: the shuffled deal of free cards gives hands of the right size, respects voids
    and own cards, and deals each card to each seat as often as the card-by-card deal."""
    m = new_match("spades", {}, seed="savings/spades/deal")
    basic = make_player("basic", "spades")
    rng = random.Random(1)
    for _ in range(4 + 4 * 3):  # the bids, then three tricks
        seat = m.to_act[0]
        m.apply(seat, basic.choose(m.view(seat), m.legal_actions(seat), rng, FAR))
    seat = m.to_act[0]
    k = read_view(m.view(seat), Rules.from_options(Options.model_validate({})))
    tallies = []
    for fast in (False, True):
        sampler = Sampler(k, random.Random(7), use_bids=False, fast=fast)
        tally: Counter[tuple[int, int]] = Counter()
        for _ in range(3000):
            hands = sampler.deal()
            assert hands[seat] == k.hand
            for s in range(4):
                assert hands[s].bit_count() == k.hand_sizes[s]
                assert not hands[s] & k.played
                for suit in range(4):
                    if k.voids[s] >> suit & 1 and s != seat:
                        assert not any(c // 13 == suit for c in cards_in(hands[s]))
                for c in cards_in(hands[s]):
                    tally[c, s] += 1
        tallies.append(tally)
    slow, fast_t = tallies
    assert slow.keys() == fast_t.keys()
    for key in slow:
        assert abs(slow[key] - fast_t[key]) < 200  # of 3000 deals: a share within ±7%
